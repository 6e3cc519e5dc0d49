//! The hands of a `Deal` value as written: the tokens between white space after the first
//! seat's `:`, each a `PBN_CARD_RUN`, a `-`, or runs split by `ERROR` tokens.

use crate::ide::green::{Node, Token};
use gamerec_grammar::SyntaxKind::{PBN_COLON, WHITESPACE};

/// Each hand's tokens, in the order written.
pub(crate) fn hands_of(deal: Node<'_>) -> Vec<Vec<Token<'_>>> {
    let after_colon = deal.token(PBN_COLON).map(|colon| colon.range.end());
    let mut hands = Vec::with_capacity(4);
    let mut current = Vec::new();
    for token in deal.tokens() {
        if after_colon.is_some_and(|start| token.range.start() < start) {
            continue;
        }
        if token.kind == WHITESPACE {
            if !current.is_empty() {
                hands.push(std::mem::take(&mut current));
            }
        } else {
            current.push(token);
        }
    }
    if !current.is_empty() {
        hands.push(current);
    }
    hands
}
