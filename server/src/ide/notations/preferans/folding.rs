//! Preferans folds: the info section and the game section of each record.

use crate::ide::folding::{push, trimmed, Fold, FoldKind};
use gamerec_grammar::SyntaxKind::{PREF_GAME_SECTION, PREF_INFO_SECTION, PREF_RECORD};
use gamerec_grammar::SyntaxNode;

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for record in root.children().filter(|node| node.kind() == PREF_RECORD) {
        for section in record.children() {
            if matches!(section.kind(), PREF_INFO_SECTION | PREF_GAME_SECTION) {
                push(folds, trimmed(&section), FoldKind::Region);
            }
        }
    }
}
