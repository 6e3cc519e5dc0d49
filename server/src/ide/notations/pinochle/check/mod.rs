//! The Pinochle checks beyond syntax: the header lines and line lengths of the whole file,
//! content that shows Preferans PPN read as Pinochle, and hand by hand the tags (EXPORT's
//! mandatory tags, segmental prefixes, the values of the simple tags, scores per team and the
//! seats at the table). A hand takes over from the file whether it is in EXPORT format.

mod headers;
mod notation;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};
use headers::Layout;

pub(crate) struct Checks;

impl FormatChecks for Checks {
    type Context = Layout;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PIN_HAND_RECORD
    }

    fn first_context(root: &SyntaxNode) -> Layout {
        headers::layout(Node::of(root))
    }

    fn check_record(record: &SyntaxNode, layout: &Layout, out: &mut Vec<Diagnostic>) -> Layout {
        tags::check(Node::of(record), *layout, out);
        *layout
    }

    fn next_context(_record: &SyntaxNode, layout: &Layout) -> Layout {
        *layout
    }

    fn check_file(root: &SyntaxNode, out: &mut Vec<Diagnostic>) {
        headers::check(Node::of(root), out);
        notation::check(root, out);
    }
}
