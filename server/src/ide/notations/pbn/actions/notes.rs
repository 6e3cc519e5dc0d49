//! The fix that adds the note a `=n=` points at: a `[Note "n:..."]` at the end of the section.

use crate::ide::actions::{ancestor_at, insert, line_ending, token_at, CodeAction};
use crate::ide::notations::bridge::actions::reference_number;
use gamerec_grammar::pbn::ast::piece_at;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextRange};

pub(super) fn add_note(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(reference) = token_at(root, range.start())
        .and_then(|token| piece_at(&token, range.start()))
        .filter(|piece| piece.kind() == SyntaxKind::PBN_NOTE_REF)
    else {
        return Vec::new();
    };
    let Some(n) = reference_number(reference.text()) else {
        return Vec::new();
    };
    let section = ancestor_at(root, range.start(), SyntaxKind::PBN_AUCTION)
        .or_else(|| ancestor_at(root, range.start(), SyntaxKind::PBN_PLAY));
    let Some(section) = section else {
        return Vec::new();
    };
    let ending = line_ending(root);
    let end = section.text_range().end();
    let ends_line = section
        .last_token()
        .is_some_and(|token| token.kind() == SyntaxKind::NEWLINE);
    let text = if ends_line {
        format!("[Note \"{n}:\"]{ending}")
    } else {
        format!("{ending}[Note \"{n}:\"]")
    };
    let name = if section.kind() == SyntaxKind::PBN_AUCTION {
        "auction"
    } else {
        "play"
    };
    vec![CodeAction::fix(
        format!("Add note {n} after the {name}"),
        true,
        vec![insert(end, text)],
    )]
}
