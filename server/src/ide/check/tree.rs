//! The green-tree views the checks read records with (shared with other features in
//! `ide::green`), and the walks only the checks need.

use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind};

use crate::ide::green::SHALLOW;
pub(super) use crate::ide::green::{Node, Token};

impl Node<'_> {
    /// Whether a child token has a kind for which `wanted` holds.
    pub(crate) fn has_token(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        self.green().children().any(|child| {
            child
                .into_token()
                .is_some_and(|token| wanted(SyntaxKind::of_raw(token.kind())))
        })
    }

    /// Whether the node itself or an element below it has a kind for which `wanted` holds.
    pub(crate) fn contains(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        wanted(self.kind()) || contains_below(self.green(), &wanted, 0)
    }
}

/// Whether an element below `green` has a kind for which `wanted` holds.
fn contains_below(
    green: &GreenNodeData,
    wanted: &impl Fn(SyntaxKind) -> bool,
    depth: usize,
) -> bool {
    if depth >= SHALLOW {
        return !walk_on_heap(green, &mut |kind| !wanted(kind));
    }
    green.children().any(|child| {
        wanted(SyntaxKind::of_raw(child.kind()))
            || child
                .into_node()
                .is_some_and(|inner| contains_below(inner, wanted, depth + 1))
    })
}

fn walk_on_heap(green: &GreenNodeData, go_on: &mut dyn FnMut(SyntaxKind) -> bool) -> bool {
    let mut stack = vec![green.children()];
    while let Some(children) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        if !go_on(SyntaxKind::of_raw(child.kind())) {
            return false;
        }
        if let NodeOrToken::Node(inner) = child {
            stack.push(inner.children());
        }
    }
    true
}
