//! The Pinochle checks beyond syntax: the header lines and line lengths of the whole file,
//! content that shows Preferans PPN read as Pinochle, and hand by hand the tags (EXPORT's
//! mandatory tags, segmental prefixes, the values of the simple tags, scores per team and the
//! seats at the table), then the hand read once into the model and judged: the deal, the
//! auction and the play replayed. A hand takes over from the file whether it is in EXPORT format.

mod auction;
mod deal;
mod headers;
mod notation;
mod play;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::HandModel;
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
        let hand = Node::of(record);
        tags::check(hand, *layout, out);
        let model = HandModel::read(hand);
        deal::check(&model, out);
        auction::check(&model, out);
        play::check(&model, out);
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
