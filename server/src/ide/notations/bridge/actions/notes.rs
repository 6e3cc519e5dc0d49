//! Fixes that add the note a reference points at: an RBN note line (`1 ...`, in RBX `1{...}`)
//! after the `A` or `P` label, a PBN `[Note "1:..."]` at the end of the section.

use crate::ide::actions::{ancestor_at, insert, line_ending, token_at, CodeAction};
use gamerec_grammar::{Format, SyntaxKind, SyntaxNode, TextRange};

/// The number a note reference (`^3`, `=3=`) names.
fn number(reference: &str) -> Option<u8> {
    let digits = reference.trim_matches(|c| c == '^' || c == '=');
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

pub(crate) fn add_rbn_note(root: &SyntaxNode, range: TextRange, format: Format) -> Vec<CodeAction> {
    let Some(reference) =
        token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::RBN_NOTE_REF)
    else {
        return Vec::new();
    };
    let Some(n) = number(reference.text()) else {
        return Vec::new();
    };
    let Some(label) = reference.parent_ancestors().find(|node| {
        matches!(
            node.kind(),
            SyntaxKind::RBN_AUCTION_LABEL | SyntaxKind::RBN_PLAY_LABEL
        )
    }) else {
        return Vec::new();
    };
    // After the label and the notes already there with smaller numbers, so that the notes
    // stay in order.
    let mut after = label.text_range().end();
    let mut newline = None;
    let mut element = label.next_sibling_or_token();
    while let Some(current) = element {
        match current.kind() {
            // An RBX record ends at its line end.
            SyntaxKind::NEWLINE if format == Format::Rbx => break,
            SyntaxKind::NEWLINE => {
                after = current.text_range().end();
                newline = current.as_token().map(|token| token.text().to_string());
            }
            SyntaxKind::RBN_NOTE_LABEL if note_number(&current) < Some(n) => {
                after = current.text_range().end();
                newline = None;
            }
            _ => break,
        }
        element = current.next_sibling_or_token();
    }
    let text = if format == Format::Rbx {
        format!("{n}{{}}")
    } else {
        match newline {
            Some(ending) => format!("{n} {ending}"),
            None => format!("{}{n} ", line_ending(root)),
        }
    };
    vec![CodeAction::fix(
        format!("Add note {n} after the {} label", label_letter(&label)),
        true,
        vec![insert(after, text)],
    )]
}

fn note_number(element: &gamerec_grammar::SyntaxElement) -> Option<u8> {
    let node = element.as_node()?;
    let name = node.first_token()?;
    name.text().parse().ok()
}

fn label_letter(label: &SyntaxNode) -> String {
    label
        .first_token()
        .map_or_else(String::new, |token| token.text().to_string())
}

pub(crate) fn add_pbn_note(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(reference) =
        token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::PBN_NOTE_REF)
    else {
        return Vec::new();
    };
    let Some(n) = number(reference.text()) else {
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
