//! Fixes that make a dealer or vulnerability agree with the board number by the standard
//! rotation of duplicate boards: the dealer or vulnerability letter of an RBN `A` label, the
//! value of a PBN Dealer or Vulnerable tag.

use crate::ide::actions::{ancestor_at, edit, token_at, CodeAction};
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::bridge::text::{
    pbn_vulnerability, pbn_vulnerable_value, plain_board_number, rbn_vulnerability_letter,
    seat_letter,
};
use crate::ide::notations::pbn::actions::game_board;
use crate::ide::notations::rbn::model::seat_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

/// For `rbn/dealer-off-rotation`: the `A` label's dealer or vulnerability letter, whichever
/// the diagnostic is on, rewritten to what the board number in effect gives (the record's `B`
/// label or the last one before it).
pub(crate) fn rbn_auction_start(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
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

/// For `pbn/dealer-off-rotation`: the Dealer or Vulnerable value at the diagnostic rewritten
/// to what the game's plain board number gives.
pub(crate) fn pbn_tag(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(tag) = ancestor_at(root, range.start(), SyntaxKind::PBN_TAG) else {
        return Vec::new();
    };
    let Some(game) = tag
        .parent()
        .filter(|game| game.kind() == SyntaxKind::PBN_GAME)
    else {
        return Vec::new();
    };
    let Some(board) = game_board(&game).and_then(|text| plain_board_number(&text)) else {
        return Vec::new();
    };
    let Some(name) = tag
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::PBN_TAG_NAME)
    else {
        return Vec::new();
    };
    let Some((inner, text)) = tag
        .children()
        .find(|node| node.kind() == SyntaxKind::PBN_TAG_VALUE)
        .and_then(|value| between_quotes(&value))
    else {
        return Vec::new();
    };
    let (written_right, fixed, title) = match name.text() {
        "Dealer" => {
            let Some(expected) = board_dealer(board) else {
                return Vec::new();
            };
            let written = seat_letter(&text);
            (
                written == Some(expected) || written.is_none(),
                expected.letter().to_string(),
                format!("Make {} the dealer, as for board {board}", expected.name()),
            )
        }
        "Vulnerable" => {
            let Some(expected) = board_vulnerability(board) else {
                return Vec::new();
            };
            let written = pbn_vulnerability(&text);
            let value = pbn_vulnerable_value(expected);
            (
                written == Some(expected) || written.is_none(),
                value.to_string(),
                format!("Make the vulnerability `{value}`, as for board {board}"),
            )
        }
        _ => return Vec::new(),
    };
    if written_right {
        return Vec::new();
    }
    vec![CodeAction::fix(title, true, vec![edit(inner, fixed)])]
}

/// The range and text of a value between its quotes, when it has both.
fn between_quotes(value: &SyntaxNode) -> Option<(TextRange, String)> {
    let text = value.text().to_string();
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    let start = value.text_range().start() + TextSize::from(1);
    let len = TextSize::try_from(inner.len()).ok()?;
    Some((TextRange::at(start, len), inner.to_string()))
}
