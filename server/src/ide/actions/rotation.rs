//! Fixes that make a dealer agree with the board number by the standard rotation of duplicate
//! boards: the dealer letter of an RBN `A` label.

use super::{edit, token_at, CodeAction};
use crate::ide::bridge::board_dealer;
use crate::ide::rbn_read::seat_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange};

/// For `rbn/dealer-off-rotation`: the `A` label's dealer letter rewritten to the dealer of the
/// board number in effect (the record's `B` label or the last one before it).
pub(super) fn rbn_dealer(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(dealer) =
        token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::RBN_DEALER)
    else {
        return Vec::new();
    };
    let Some(written) = seat_of(&dealer) else {
        return Vec::new();
    };
    let Some(record) = dealer
        .parent_ancestors()
        .find(|node| node.kind() == SyntaxKind::RBN_RECORD)
    else {
        return Vec::new();
    };
    let Some(board) = board_in_effect(&record) else {
        return Vec::new();
    };
    let Some(expected) = board_dealer(board) else {
        return Vec::new();
    };
    if expected == written {
        return Vec::new();
    }
    let letter = if dealer.text().starts_with(|c: char| c.is_ascii_lowercase()) {
        expected.letter().to_ascii_lowercase()
    } else {
        expected.letter()
    };
    vec![CodeAction::fix(
        format!("Make {} the dealer, as for board {board}", expected.name()),
        true,
        vec![edit(dealer.text_range(), letter.to_string())],
    )]
}

/// The plain board number of the record's `B` label, or of the last `B` label before it (a
/// label repeats into the following records until altered). `None` when that label is empty
/// or not a plain number.
fn board_in_effect(record: &SyntaxNode) -> Option<u64> {
    let mut current = Some(record.clone());
    while let Some(node) = current {
        if let Some(label) = Record::cast(node.clone()).and_then(|record| record.label('B')) {
            return plain_number(&label);
        }
        current = node.prev_sibling();
    }
    None
}

fn plain_number(label: &Label) -> Option<u64> {
    if label.is_null() {
        return None;
    }
    let field = label.fields().next()?.text();
    let field = field.trim();
    if field.is_empty() || !field.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    field.parse().ok()
}
