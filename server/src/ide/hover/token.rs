//! The token a hover is about: the one that contains the offset or starts at it, preferring
//! the token on the right unless it is whitespace or a line end and the one on the left is not.
//!
//! The tokens are found by binary search down the tree, so that a hover in a file of thousands
//! of records does not walk every record.

use gamerec_grammar::SyntaxKind::{NEWLINE, WHITESPACE};
use gamerec_grammar::{NodeOrToken, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(crate) fn token_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    let end = root.text_range().end();
    if offset > end {
        return None;
    }
    let one = TextSize::from(1);
    let right = (offset < end)
        .then(|| token_covering(root, TextRange::at(offset, one)))
        .flatten();
    let left = (offset > root.text_range().start())
        .then(|| token_covering(root, TextRange::at(offset - one, one)))
        .flatten();
    let blank = |token: &SyntaxToken| matches!(token.kind(), WHITESPACE | NEWLINE);
    match (left, right) {
        (Some(left), Some(right)) if blank(&right) && !blank(&left) => Some(left),
        (left, right) => right.or(left),
    }
}

/// The token whose range covers `range` (one byte wide).
fn token_covering(root: &SyntaxNode, range: TextRange) -> Option<SyntaxToken> {
    let mut node = root.clone();
    loop {
        match node.child_or_token_at_range(range)? {
            NodeOrToken::Token(token) => return Some(token),
            NodeOrToken::Node(child) => node = child,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, Format};

    /// The same tokens as rowan's own linear search, at every offset of a small file.
    #[test]
    fn agrees_with_rowan() {
        let text = "[Event \"a\"]\n[Deal \"N:AK.. - - -\"]\n\n[Board \"2\"]\n";
        let root = parse(Format::Pbn, text).syntax();
        for offset in 0..=text.len() {
            let offset = TextSize::try_from(offset).unwrap_or_default();
            let at = root.token_at_offset(offset);
            let left = at.clone().left_biased();
            let right = at.right_biased();
            let blank = |token: &SyntaxToken| matches!(token.kind(), WHITESPACE | NEWLINE);
            let expected = match (left, right) {
                (Some(left), Some(right)) if blank(&right) && !blank(&left) => Some(left),
                (left, right) => right.or(left),
            };
            assert_eq!(token_at(&root, offset), expected, "{offset:?}");
        }
    }
}
