//! A game tree's parentheses and nodes in document order, however deep its variations nest.

use crate::ide::green::Node;
use gamerec_grammar::{NodeOrToken, SyntaxKind, TextRange};

/// One step of a walk through a game tree in document order.
pub(super) enum Step<'a> {
    /// A `(` that opens the tree or one of its variations, where it stands.
    Open(TextRange),
    Node(Node<'a>),
    /// A `)` that closes the innermost open tree, where it stands.
    Close(TextRange),
    /// Something a well-formed tree does not hold: an error, or stray text.
    Other,
}

/// Visits the parentheses and nodes of `tree` and of all its variations in document order,
/// iteratively: however deep the variations nest, and whether or not the parser flattened
/// them into tokens of the deepest tree node. Stops early when `visit` returns `false`.
pub(super) fn walk_tree<'a>(tree: Node<'a>, mut visit: impl FnMut(Step<'a>) -> bool) {
    let mut stack = vec![tree.children()];
    while let Some(children) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        let step = match child {
            NodeOrToken::Node(node) => match node.kind() {
                SyntaxKind::SGF_GAME_TREE => {
                    stack.push(node.children());
                    continue;
                }
                SyntaxKind::SGF_NODE => Step::Node(node),
                _ => Step::Other,
            },
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::SGF_L_PAREN => Step::Open(token.range),
                SyntaxKind::SGF_R_PAREN => Step::Close(token.range),
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => continue,
                _ => Step::Other,
            },
        };
        if !visit(step) {
            return;
        }
    }
}
