//! The Preferans checks beyond syntax, record by record (an info section and its game
//! section): the info section's tags, the numbering and deal order of the deals, and each
//! deal's cards. A record takes nothing over from the records before it.

mod cards;
mod rounds;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
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
    }

    fn next_context(_record: &SyntaxNode, _context: &()) {}

    fn check_file(_root: &SyntaxNode, _out: &mut Vec<Diagnostic>) {}
}
