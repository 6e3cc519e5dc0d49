//! The hands of a `Deal` value as written: the tokens between white space after the first
//! seat's `:`, each a `PBN_CARD_RUN`, a `-`, or runs split by `ERROR` tokens.

use crate::ide::green::{Node, Token};
use gamerec_grammar::pbn::ast::hand_spans;
use gamerec_grammar::SyntaxKind;

/// Each hand's tokens, in the order written.
pub(crate) fn hands_of(deal: Node<'_>) -> Vec<Vec<Token<'_>>> {
    let tokens: Vec<Token<'_>> = deal.tokens().collect();
    let kinds: Vec<SyntaxKind> = tokens.iter().map(|token| token.kind).collect();
    hand_spans(&kinds)
        .into_iter()
        .map(|span| tokens.get(span).unwrap_or_default().to_vec())
        .collect()
}
