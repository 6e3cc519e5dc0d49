//! The fix that adds the note a `^n` points at: a note line (`1 ...`, in RBX `1{...}`) after
//! the `A` or `P` label.

use crate::ide::actions::{insert, line_ending, token_at, CodeAction};
use crate::ide::notations::bridge::actions::reference_number;
use gamerec_grammar::{Format, SyntaxKind, SyntaxNode, TextRange};

pub(super) fn add_note(root: &SyntaxNode, range: TextRange, format: Format) -> Vec<CodeAction> {
    let Some(reference) =
        token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::RBN_NOTE_REF)
    else {
        return Vec::new();
    };
    let Some(n) = reference_number(reference.text()) else {
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
