//! The Preferans checks beyond syntax, record by record (an info section and its game
//! section): the info section's tags, then each round read once into the model (`Deal`) and
//! judged: its cards, and for a played deal the auction, discard, contract, value, play and
//! summary; last the numbering and deal order from one round to the next. A record takes
//! nothing over from the records before it. The rounds of a long game section are judged on
//! several threads, as they do not depend on each other.

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

use crate::ide::check::Findings;
use crate::ide::check::{cores, on_threads, FormatChecks};
use crate::ide::green::Node;
use crate::ide::notations::preferans::model::Deal;
use gamerec_grammar::{SyntaxKind, SyntaxNode};
use rounds::Numbering;

pub(crate) struct Checks;

impl FormatChecks for Checks {
    type Context = ();

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PREF_RECORD
    }

    fn first_context(_root: &SyntaxNode, _rules: &crate::ide::rules::Rules) {}

    fn check_record(record: &SyntaxNode, _context: &(), out: &mut Findings) {
        let record = Node::of(record);
        tags::check(record, out);
        let Some(section) = record.child(SyntaxKind::PREF_GAME_SECTION) else {
            return;
        };
        let rounds: Vec<Node<'_>> = section.child_nodes_of(SyntaxKind::PREF_ROUND).collect();
        let numbering = check_rounds(&rounds, out);
        rounds::check(&numbering, out);
    }

    fn next_context(_record: &SyntaxNode, _context: &()) {}

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        notation::check(root, out);
    }
}

/// Fewer rounds than this per thread cost more in starting threads than they save.
const MIN_ROUNDS_PER_THREAD: usize = 2000;

/// Judges each round, on several threads when there are many; returns each round's numbering
/// for the checks from one round to the next.
fn check_rounds(rounds: &[Node<'_>], out: &mut Findings) -> Vec<Numbering> {
    let threads = cores().min(rounds.len() / MIN_ROUNDS_PER_THREAD).max(1);
    if threads == 1 {
        return rounds
            .iter()
            .map(|&round| check_round(round, out))
            .collect();
    }
    let chunks: Vec<&[Node<'_>]> = rounds.chunks(rounds.len().div_ceil(threads)).collect();
    let mut numbering = Vec::with_capacity(rounds.len());
    let cap = out.cap();
    for (found, part) in on_threads(&chunks, |chunk| {
        let mut found = Findings::capped(cap);
        let numbering: Vec<Numbering> = chunk
            .iter()
            .map(|&round| check_round(round, &mut found))
            .collect();
        (found, numbering)
    }) {
        out.append(found);
        numbering.extend(part);
    }
    numbering
}

/// Everything judged of one round alone.
fn check_round(round: Node<'_>, out: &mut Findings) -> Numbering {
    let deal = Deal::read(round);
    cards::check(&deal, out);
    let replay = deal.replay();
    deal::check(&deal, replay.as_ref(), out);
    play::check(&deal, replay.as_ref(), out);
    summary::check(&deal, replay.as_ref(), out);
    Numbering {
        id: deal.id,
        order: deal.order_written,
    }
}
