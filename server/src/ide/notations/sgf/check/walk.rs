//! The walks the SGF checks take through a game tree: every node once, and every line of play.

use crate::ide::green::Node;
use gamerec_grammar::SyntaxKind;

/// Every SGF node of the game tree `tree` and its variations, with whether it is the tree's
/// first node (the root). Iterative, in no particular order.
pub(super) fn nodes(tree: Node<'_>) -> Vec<(Node<'_>, bool)> {
    let root = tree
        .child(SyntaxKind::SGF_NODE)
        .map(|root| root.range().start());
    let mut found = Vec::new();
    let mut pending = vec![tree];
    while let Some(next) = pending.pop() {
        for node in next.child_nodes() {
            match node.kind() {
                SyntaxKind::SGF_NODE => found.push((node, Some(node.range().start()) == root)),
                SyntaxKind::SGF_GAME_TREE => pending.push(node),
                _ => {}
            }
        }
    }
    found
}

/// Visits every node of `tree` along each line of play: the nodes of a sequence in order with
/// one `state`, and each variation with a copy of the state at the end of the sequence it
/// branches from. Iterative, so deep variations are fine.
pub(super) fn walk_paths<'a, S: Clone>(
    tree: Node<'a>,
    start: S,
    mut visit: impl FnMut(Node<'a>, &mut S),
) {
    let mut pending = vec![(tree, start)];
    while let Some((tree, mut state)) = pending.pop() {
        for node in tree.child_nodes() {
            match node.kind() {
                SyntaxKind::SGF_NODE => visit(node, &mut state),
                SyntaxKind::SGF_GAME_TREE => pending.push((node, state.clone())),
                _ => {}
            }
        }
    }
}
