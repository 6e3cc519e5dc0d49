//! SGF folds: game trees and variations, long node sequences and comment values.

use crate::ide::folding::{push, trimmed, Fold, FoldKind, LONG_SEQUENCE};
use gamerec_grammar::sgf::{GameTree, TreeEvent};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{ast::AstNode, NodeOrToken, SyntaxNode, TextRange, TextSize};

/// One open game tree during the walk: where it opened and its own sequence so far.
struct OpenTree {
    start: TextSize,
    /// The nodes of the sequence after its first, which stays in view.
    sequence: Option<TextRange>,
    nodes: usize,
    /// Whether a variation opened after the sequence (the sequence is then complete).
    sequence_done: bool,
}

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    for tree in root.children().filter_map(GameTree::cast) {
        let mut open: Vec<OpenTree> = Vec::new();
        let end_sequence = |tree: &mut OpenTree, folds: &mut Vec<Fold>| {
            if !tree.sequence_done && tree.nodes >= LONG_SEQUENCE {
                if let Some(range) = tree.sequence {
                    push(folds, range, FoldKind::Region);
                }
            }
            tree.sequence_done = true;
        };
        for event in tree.walk() {
            match event {
                TreeEvent::Open(paren) => {
                    if let Some(parent) = open.last_mut() {
                        end_sequence(parent, folds);
                    }
                    open.push(OpenTree {
                        start: paren.text_range().start(),
                        sequence: None,
                        nodes: 0,
                        sequence_done: false,
                    });
                }
                TreeEvent::Node(node) => {
                    let range = trimmed(node.syntax());
                    comment_values(node.syntax(), folds);
                    if let Some(tree) = open.last_mut().filter(|tree| !tree.sequence_done) {
                        if tree.nodes > 0 {
                            tree.sequence =
                                Some(tree.sequence.map_or(range, |seq| seq.cover(range)));
                        }
                        tree.nodes += 1;
                    }
                }
                TreeEvent::Close(paren) => {
                    if let Some(mut tree) = open.pop() {
                        end_sequence(&mut tree, folds);
                        let end = paren.text_range().end();
                        push(
                            folds,
                            TextRange::new(tree.start, end.max(tree.start)),
                            FoldKind::Region,
                        );
                    }
                }
            }
        }
        // Trees the text ends inside of close at the end of the game tree.
        let end = trimmed(tree.syntax()).end();
        while let Some(mut tree) = open.pop() {
            end_sequence(&mut tree, folds);
            push(
                folds,
                TextRange::new(tree.start, end.max(tree.start)),
                FoldKind::Region,
            );
        }
    }
}

/// The values of a node's comment properties (`C`, `GC`), which may run over many lines.
fn comment_values(node: &SyntaxNode, folds: &mut Vec<Fold>) {
    for property in node.children().filter(|child| child.kind() == SGF_PROPERTY) {
        let is_comment = property
            .children_with_tokens()
            .filter_map(NodeOrToken::into_token)
            .find(|token| token.kind() == SGF_PROP_IDENT)
            .is_some_and(|ident| {
                let upper: String = ident
                    .text()
                    .chars()
                    .filter(char::is_ascii_uppercase)
                    .collect();
                matches!(upper.as_str(), "C" | "GC")
            });
        if is_comment {
            for value in property
                .children()
                .filter(|child| child.kind() == SGF_PROP_VALUE)
            {
                push(folds, value.text_range(), FoldKind::Comment);
            }
        }
    }
}
