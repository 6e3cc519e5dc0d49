//! RBN notes and their references: a `^n` in the `A` label leads to the auction's note `n`,
//! one in `P` to the play's, and to any note `n` of the record when its own is missing.

use crate::ide::notes::NoteLinks;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::NoteLabel;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxNode, SyntaxToken, TextRange};

/// The digit of `^n`.
fn rbn_ref_number(token: &SyntaxToken) -> Option<u8> {
    let digit = token.text().chars().nth(1)?.to_digit(10)?;
    u8::try_from(digit).ok()
}

/// What a note in an RBN record explains: `A` or `P` (the last of them before it), or nothing.
fn rbn_owner(note: &SyntaxNode) -> Option<char> {
    std::iter::successors(note.prev_sibling(), SyntaxNode::prev_sibling).find_map(|node| match node
        .kind()
    {
        RBN_AUCTION_LABEL => Some('A'),
        RBN_PLAY_LABEL => Some('P'),
        _ => None,
    })
}

/// The note a `^n` in the label `label` (`A` or `P`) leads to.
pub(crate) fn rbn_resolve(
    record: &SyntaxNode,
    label: &SyntaxNode,
    number: u8,
) -> Option<SyntaxNode> {
    let owner = match label.kind() {
        RBN_AUCTION_LABEL => 'A',
        RBN_PLAY_LABEL => 'P',
        _ => return None,
    };
    let notes: Vec<SyntaxNode> = record
        .children()
        .filter(|node| NoteLabel::cast(node.clone()).and_then(|note| note.number()) == Some(number))
        .collect();
    let own = notes.iter().find(|note| rbn_owner(note) == Some(owner));
    own.or(notes.first()).cloned()
}

/// The note line without the line end that closes it.
fn rbn_note_range(note: &SyntaxNode) -> TextRange {
    let range = note.text_range();
    match note.last_token() {
        Some(last) if last.kind() == NEWLINE => {
            TextRange::new(range.start(), last.text_range().start())
        }
        _ => range,
    }
}

/// Every `^n` of the record with the label it stands in.
fn rbn_refs(record: &SyntaxNode) -> impl Iterator<Item = (SyntaxNode, SyntaxToken)> + '_ {
    record
        .children()
        .filter(|node| matches!(node.kind(), RBN_AUCTION_LABEL | RBN_PLAY_LABEL))
        .flat_map(|label| {
            label
                .descendants_with_tokens()
                .filter_map(NodeOrToken::into_token)
                .filter(|token| token.kind() == RBN_NOTE_REF)
                .map(move |token| (label.clone(), token))
        })
}

pub(crate) fn note_links(token: &SyntaxToken) -> Option<NoteLinks> {
    let record = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_RECORD)?;
    if token.kind() == RBN_NOTE_REF {
        let number = rbn_ref_number(token)?;
        let label = token
            .parent_ancestors()
            .find(|node| matches!(node.kind(), RBN_AUCTION_LABEL | RBN_PLAY_LABEL))?;
        return Some(match rbn_resolve(&record, &label, number) {
            Some(note) => rbn_links_of(&record, &note, number),
            // No note: the references with the same number in the same label.
            None => NoteLinks {
                note: None,
                references: rbn_refs(&record)
                    .filter(|(other, reference)| {
                        *other == label && rbn_ref_number(reference) == Some(number)
                    })
                    .map(|(_, reference)| reference.text_range())
                    .collect(),
            },
        });
    }
    let note = token
        .parent_ancestors()
        .find(|node| node.kind() == RBN_NOTE_LABEL)?;
    let number = NoteLabel::cast(note.clone())?.number()?;
    Some(rbn_links_of(&record, &note, number))
}

fn rbn_links_of(record: &SyntaxNode, note: &SyntaxNode, number: u8) -> NoteLinks {
    let references = rbn_refs(record)
        .filter(|(label, reference)| {
            rbn_ref_number(reference) == Some(number)
                && rbn_resolve(record, label, number).as_ref() == Some(note)
        })
        .map(|(_, reference)| reference.text_range())
        .collect();
    NoteLinks {
        note: Some(rbn_note_range(note)),
        references,
    }
}
