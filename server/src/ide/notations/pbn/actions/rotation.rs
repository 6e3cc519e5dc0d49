//! The fix that makes a Dealer or Vulnerable value agree with the board number by the
//! standard rotation of duplicate boards.

use super::game_board;
use crate::ide::actions::{ancestor_at, edit, CodeAction};
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::bridge::text::{
    pbn_vulnerability, pbn_vulnerable_value, plain_board_number, seat_letter,
};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange, TextSize};

/// For `pbn/dealer-off-rotation`: the Dealer or Vulnerable value at the diagnostic rewritten
/// to what the game's plain board number gives.
pub(super) fn rotated_tag(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
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
