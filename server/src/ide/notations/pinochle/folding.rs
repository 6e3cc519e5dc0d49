//! Pinochle folds: each hand, and the Auction and Play sections inside it.

use crate::ide::folding::{push, trimmed, Fold, FoldKind};
use gamerec_grammar::SyntaxKind::{PIN_AUCTION, PIN_HAND_RECORD, PIN_PLAY};
use gamerec_grammar::SyntaxNode;

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for hand in root
        .children()
        .filter(|node| node.kind() == PIN_HAND_RECORD)
    {
        push(folds, trimmed(&hand), FoldKind::Region);
        for section in hand.children() {
            if matches!(section.kind(), PIN_AUCTION | PIN_PLAY) {
                push(folds, trimmed(&section), FoldKind::Region);
            }
        }
    }
}
