//! RBN and RBX links: the prose of `%` lines, free text, notes and items.

use crate::ide::green::{Node, Token};
use gamerec_grammar::SyntaxKind::*;

/// Scans every token of `root` that holds prose.
pub(crate) fn prose(root: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
    for record in root.child_nodes() {
        for part in record.child_nodes() {
            if matches!(
                part.kind(),
                RBN_COMMENT | RBN_FREE_TEXT | RBN_NOTE_LABEL | RBN_ITEMS_LABEL
            ) {
                part.for_each_token(|token| {
                    if matches!(token.kind, RBN_COMMENT_TEXT | RBN_TEXT) {
                        scan(token);
                    }
                });
            }
        }
    }
}
