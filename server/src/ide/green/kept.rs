//! Green elements kept from one version of a document to tell, in the next, which parts are
//! still the same: the same element where an incremental reparse kept it, or an equal one where
//! the document was parsed again whole.

use gamerec_grammar::{GreenNode, GreenNodeData, GreenToken, GreenTokenData, NodeOrToken};

/// An element kept after its tree has gone.
pub type Kept = NodeOrToken<GreenNode, GreenToken>;

/// An element of a live tree.
pub type Element<'g> = NodeOrToken<&'g GreenNodeData, &'g GreenTokenData>;

/// `element` as kept.
pub fn keep(element: Element<'_>) -> Kept {
    match element {
        NodeOrToken::Node(node) => NodeOrToken::Node(node.to_owned()),
        NodeOrToken::Token(token) => NodeOrToken::Token(token.to_owned()),
    }
}

/// Whether `kept` and `element` hold the same text parsed the same way.
pub fn same(kept: &Kept, element: Element<'_>) -> bool {
    match (kept, element) {
        (NodeOrToken::Node(kept), NodeOrToken::Node(node)) => {
            std::ptr::eq::<GreenNodeData>(&**kept, node) || **kept == *node
        }
        (NodeOrToken::Token(kept), NodeOrToken::Token(token)) => {
            std::ptr::eq::<GreenTokenData>(&**kept, token) || **kept == *token
        }
        _ => false,
    }
}

/// How many elements at the start and (not overlapping those) at the end of `new` are the same
/// as in `old`.
pub fn common_ends<'g>(old: &[Kept], new: &[Element<'g>]) -> (usize, usize) {
    let prefix = old
        .iter()
        .zip(new)
        .take_while(|(kept, element)| same(kept, **element))
        .count();
    let room = old.len().min(new.len()).saturating_sub(prefix);
    let suffix = old
        .iter()
        .rev()
        .zip(new.iter().rev())
        .take(room)
        .take_while(|(kept, element)| same(kept, **element))
        .count();
    (prefix, suffix)
}
