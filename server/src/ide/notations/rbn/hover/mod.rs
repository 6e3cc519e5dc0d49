//! Hover in RBN and RBX: labels, notes and the pieces of each value. The deal, the auction and
//! the play are read from the record under the cursor only; earlier records are looked at just
//! for the labels that repeat into later records (the deal of `H`, the scoring of `F`).

mod game;
mod text;

#[cfg(test)]
pub(crate) mod tests;

use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{ast::AstNode, Parse, SyntaxToken, TextSize};

pub(super) fn hover(parse: &Parse, offset: TextSize) -> Option<Hover> {
    let root = parse.syntax();
    let token = token_at(&root, offset)?;
    let label = token.parent_ancestors().find_map(Label::cast);
    match token.kind() {
        RBN_LABEL_NAME => text::label_hover(&token),
        RBN_SIGNATURE => text::signature_hover(&token),
        _ => {
            let label = label?;
            value_hover(&token, offset, &label)
        }
    }
}

/// A hover on a piece of a label's value.
fn value_hover(token: &SyntaxToken, offset: TextSize, label: &Label) -> Option<Hover> {
    let in_node = |kind| token.parent_ancestors().any(|node| node.kind() == kind);
    match label.syntax().kind() {
        RBN_HAND_LABEL if in_node(RBN_DEAL) => game::deal_hover(token, offset, label),
        RBN_AUCTION_LABEL => match token.kind() {
            RBN_DEALER | RBN_VULNERABILITY => text::auction_prefix_hover(token),
            _ if in_node(RBN_CALL) => game::call_hover(token, label),
            _ => None,
        },
        RBN_CONTRACT_LABEL => match token.kind() {
            RBN_LEVEL | RBN_STRAIN | RBN_RISK | RBN_GOAL | RBN_DECLARER | RBN_LEADER => {
                game::contract_hover(token, label)
            }
            _ => None,
        },
        RBN_PLAY_LABEL => match token.kind() {
            RBN_PLAY_RUN | RBN_ANNOTATION | RBN_NOTE_REF => game::play_hover(token, offset, label),
            _ => None,
        },
        RBN_RESULT_LABEL => match token.kind() {
            RBN_TRICKS | RBN_SCORE | RBN_PASS => game::result_hover(token, label),
            _ => None,
        },
        RBN_MAKES_LABEL => match token.kind() {
            RBN_MAKES | RBN_NOT | RBN_PLUS | RBN_EQUALS => game::makes_hover(token, label),
            _ => None,
        },
        RBN_DATE_LABEL => match token.kind() {
            RBN_YEAR | RBN_MONTH | RBN_DAY | RBN_CIRCA | RBN_TIME | RBN_GMT => {
                text::date_hover(token, label)
            }
            _ => None,
        },
        RBN_NOTE_LABEL if token.kind() == RBN_TEXT => text::note_hover(token, label),
        _ if in_node(RBN_FIELD) && token.kind() != NEWLINE => text::field_hover(token, label),
        _ => None,
    }
}
