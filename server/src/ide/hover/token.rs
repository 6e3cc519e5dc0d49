//! The token a hover is about: the one that contains the offset or starts at it, preferring
//! the token on the right unless it is whitespace or a line end and the one on the left is not.

use gamerec_grammar::SyntaxKind::{NEWLINE, WHITESPACE};
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextSize};

pub(super) fn token_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    if offset > root.text_range().end() {
        return None;
    }
    let at = root.token_at_offset(offset);
    let left = at.clone().left_biased();
    let right = at.right_biased();
    let blank = |token: &SyntaxToken| matches!(token.kind(), WHITESPACE | NEWLINE);
    match (left, right) {
        (Some(left), Some(right)) if blank(&right) && !blank(&left) => Some(left),
        (left, right) => right.or(left),
    }
}
