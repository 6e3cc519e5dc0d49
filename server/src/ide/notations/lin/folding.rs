//! LIN folds: the vugraph header and each board.

use crate::ide::folding::{push, trimmed, Fold, FoldKind};
use gamerec_grammar::SyntaxKind::{LIN_BOARD, LIN_HEADER};
use gamerec_grammar::SyntaxNode;

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for node in root
        .children()
        .filter(|node| matches!(node.kind(), LIN_HEADER | LIN_BOARD))
    {
        push(folds, trimmed(&node), FoldKind::Region);
    }
}
