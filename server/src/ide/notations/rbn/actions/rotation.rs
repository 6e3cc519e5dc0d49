//! The fix that makes an `A` label's dealer or vulnerability letter agree with the board
//! number by the standard rotation of duplicate boards.

use crate::ide::actions::{edit, token_at, CodeAction};
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::bridge::text::{plain_board_number, rbn_vulnerability_letter};
use crate::ide::notations::rbn::model::seat_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange};

/// For `rbn/dealer-off-rotation`: the `A` label's dealer or vulnerability letter, whichever
/// the diagnostic is on, rewritten to what the board number in effect gives (the record's `B`
/// label or the last one before it).
pub(super) fn auction_start(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(token) = token_at(root, range.start()) else {
        return Vec::new();
    };
    let Some(board) = token
        .parent_ancestors()
        .find(|node| node.kind() == SyntaxKind::RBN_RECORD)
        .and_then(|record| board_in_effect(&record))
    else {
        return Vec::new();
    };
    let (written, expected, title) = match token.kind() {
        SyntaxKind::RBN_DEALER => {
            let (Some(written), Some(expected)) = (seat_of(&token), board_dealer(board)) else {
                return Vec::new();
            };
            (
                written.letter(),
                expected.letter(),
                format!("Make {} the dealer, as for board {board}", expected.name()),
            )
        }
        SyntaxKind::RBN_VULNERABILITY => {
            let written = token.text().chars().next().map(|c| c.to_ascii_uppercase());
            let (Some(written), Some(expected)) = (written, board_vulnerability(board)) else {
                return Vec::new();
            };
            let letter = rbn_vulnerability_letter(expected);
            (
                written,
                letter,
                format!("Make the vulnerability `{letter}` ({expected}), as for board {board}"),
            )
        }
        _ => return Vec::new(),
    };
    if written == expected || written == 'X' {
        return Vec::new();
    }
    let letter = if token.text().starts_with(|c: char| c.is_ascii_lowercase()) {
        expected.to_ascii_lowercase()
    } else {
        expected
    };
    vec![CodeAction::fix(
        title,
        true,
        vec![edit(token.text_range(), letter.to_string())],
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
    plain_board_number(&label.fields().next()?.text())
}
