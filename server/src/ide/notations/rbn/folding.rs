//! RBN and RBX folds: records, runs of `%` comment lines, free text and item lists.

use crate::ide::folding::{push, trimmed, Fold, FoldKind, Run};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxNode};

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for record in root.children().filter(|node| node.kind() == RBN_RECORD) {
        push(folds, trimmed(&record), FoldKind::Region);
        let mut comments = Run::default();
        for element in record.children_with_tokens() {
            let kind = element.kind();
            match element {
                NodeOrToken::Node(node) => match kind {
                    RBN_COMMENT => comments.add(node.text_range()),
                    RBN_FREE_TEXT => {
                        comments.end(folds);
                        push(folds, trimmed(&node), FoldKind::Comment);
                    }
                    RBN_ITEMS_LABEL => {
                        comments.end(folds);
                        push(folds, trimmed(&node), FoldKind::Region);
                    }
                    _ => comments.end(folds),
                },
                NodeOrToken::Token(_) if matches!(kind, NEWLINE | WHITESPACE) => {}
                NodeOrToken::Token(_) => comments.end(folds),
            }
        }
        comments.end(folds);
    }
}
