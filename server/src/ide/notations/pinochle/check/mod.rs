//! The Pinochle checks beyond syntax. So far one for the whole file: content that shows
//! Preferans PPN, which shares the `.ppn` extension, read as Pinochle.

mod notation;
#[cfg(test)]
mod tests;

use crate::ide::check::FormatChecks;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(crate) struct Checks;

impl FormatChecks for Checks {
    type Context = ();

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PIN_HAND_RECORD
    }

    fn first_context(_root: &SyntaxNode) {}

    fn check_record(_record: &SyntaxNode, _context: &(), _out: &mut Vec<Diagnostic>) {}

    fn next_context(_record: &SyntaxNode, _context: &()) {}

    fn check_file(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
        notation::check(root, out);
    }
}
