//! The Preferans checks beyond syntax, record by record (an info section and its game
//! section): the info section's tags, the numbering and deal order of the deals, each deal's
//! cards, and each played deal read once into the model and replayed: auction, discard,
//! contract, value, play and summary. A record takes nothing over from the records before it.

mod cards;
pub(crate) mod deal;
#[cfg(test)]
mod deal_tests;
mod notation;
mod play;
mod rounds;
mod summary;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::notations::preferans::model::Deal;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(crate) struct Checks;

impl FormatChecks for Checks {
    type Context = ();

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PREF_RECORD
    }

    fn first_context(_root: &SyntaxNode) {}

    fn check_record(record: &SyntaxNode, _context: &(), out: &mut Vec<Diagnostic>) {
        let record = Node::of(record);
        tags::check(record, out);
        rounds::check(record, out);
        cards::check(record, out);
        let Some(section) = record.child(SyntaxKind::PREF_GAME_SECTION) else {
            return;
        };
        for round in section.child_nodes_of(SyntaxKind::PREF_ROUND) {
            let deal = Deal::read(round);
            let replay = deal.replay();
            deal::check(&deal, replay.as_ref(), out);
            play::check(&deal, replay.as_ref(), out);
            summary::check(&deal, replay.as_ref(), out);
        }
    }

    fn next_context(_record: &SyntaxNode, _context: &()) {}

    fn check_file(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
        notation::check(root, out);
    }
}
