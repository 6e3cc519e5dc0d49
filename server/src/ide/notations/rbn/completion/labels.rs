//! Labels at the start of a line (RBN) or of a group (RBX): the letters the record does not
//! have yet, the note digits of the auction or play just before, and nothing after `I`, which
//! must be last. Labels that fit the output order at the cursor come first.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::rbn::spec::{self, LabelKind, LabelSpec, Repeat, OUTPUT_ORDER};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

pub(super) fn completions(
    record: Option<&SyntaxNode>,
    offset: TextSize,
    typed: TextRange,
    rbx: bool,
) -> Vec<CompletionItem> {
    let labels: Vec<Label> = record
        .into_iter()
        .flat_map(|record| record.children().filter_map(Label::cast))
        // The label being typed over is not "already there".
        .filter(|label| label.syntax().text_range().start() != typed.start())
        .collect();
    let (before, after): (Vec<&Label>, Vec<&Label>) = labels
        .iter()
        .partition(|label| label.syntax().text_range().end() <= offset);
    if before.iter().any(|label| label.letter() == Some('I')) {
        return Vec::new();
    }
    let present: Vec<char> = labels.iter().filter_map(Label::letter).collect();
    let rank = |letter: char| OUTPUT_ORDER.find(letter);
    let previous = before
        .iter()
        .rev()
        .filter_map(|label| label.letter())
        .find_map(rank);
    let next = after
        .iter()
        .filter_map(|label| label.letter())
        .find_map(rank);
    let notes = NoteGroup::before(&before);

    let mut items = Vec::new();
    for spec in spec::LABELS {
        let sort = match spec.kind {
            LabelKind::Field => {
                if present.contains(&spec.letter) {
                    continue;
                }
                let Some(position) = rank(spec.letter) else {
                    continue;
                };
                let fits = previous.is_none_or(|previous| position > previous)
                    && next.is_none_or(|next| position < next);
                format!("{}{position:02}", if fits { 1 } else { 2 })
            }
            LabelKind::Note => {
                let Some(group) = &notes else {
                    continue;
                };
                let Some(digit) = spec.letter.to_digit(10) else {
                    continue;
                };
                if group.written.contains(&digit) {
                    continue;
                }
                if group.referenced.contains(&digit) {
                    format!("0{digit:02}")
                } else {
                    format!("3{digit:02}")
                }
            }
        };
        items.push(item(spec, notes.as_ref(), typed, rbx, sort));
    }
    items
}

/// The notes that may follow: those of the last `A` or `P` label before the cursor.
struct NoteGroup {
    /// `A` or `P`.
    owner: char,
    /// Digits referenced with `^n` in the owner.
    referenced: Vec<u32>,
    /// Digits already written after the owner.
    written: Vec<u32>,
}

impl NoteGroup {
    fn before(labels: &[&Label]) -> Option<NoteGroup> {
        let at = labels
            .iter()
            .rposition(|label| matches!(label.letter(), Some('A' | 'P')))?;
        let owner_label = labels.get(at)?;
        let owner = owner_label.letter()?;
        let referenced = owner_label
            .syntax()
            .descendants_with_tokens()
            .filter_map(|element| element.into_token())
            .filter(|token| token.kind() == RBN_NOTE_REF)
            .filter_map(|token| token.text().chars().nth(1)?.to_digit(10))
            .collect();
        let written = labels
            .iter()
            .skip(at + 1)
            .filter(|label| label.syntax().kind() == RBN_NOTE_LABEL)
            .filter_map(|label| label.letter()?.to_digit(10))
            .collect();
        Some(NoteGroup {
            owner,
            referenced,
            written,
        })
    }
}

fn item(
    spec: &LabelSpec,
    notes: Option<&NoteGroup>,
    typed: TextRange,
    rbx: bool,
    sort: String,
) -> CompletionItem {
    let letter = spec.letter;
    let insert = if rbx {
        Insert::Snippet(format!("{letter}{{$0}}"))
    } else {
        Insert::Plain(format!("{letter} "))
    };
    let detail = match (spec.kind, notes) {
        (LabelKind::Note, Some(group)) => {
            let on = if group.owner == 'A' {
                "auction"
            } else {
                "play"
            };
            if letter == '0' {
                format!("General note on the {on}")
            } else if group
                .referenced
                .contains(&letter.to_digit(10).unwrap_or(10))
            {
                format!("Note {letter} on the {on} (referenced as ^{letter})")
            } else {
                format!("Note {letter} on the {on}")
            }
        }
        _ => spec.name.to_string(),
    };
    CompletionItem {
        label: letter.to_string(),
        kind: CompletionKind::Keyword,
        detail: Some(detail),
        documentation: Some(documentation(spec)),
        insert,
        range: typed,
        sort: Some(sort),
    }
}

/// The label's meaning from the spec, with its limits and an example.
pub(super) fn documentation(spec: &LabelSpec) -> Markup {
    let mut facts = Vec::new();
    if let Some(max) = spec.max_len {
        facts.push(format!(
            "At most {max} characters on the line, label included."
        ));
    }
    facts.push(format!("Characters: {}.", spec.valid_chars.describe()));
    facts.push(
        match spec.repeat {
            Repeat::Carries => "Repeats into the following records until given again.",
            Repeat::CarriesAlternatingWithTeams => {
                "Repeats into the following records; while `K` is set it alternates between \
                 the two tables."
            }
            Repeat::Once => "Applies to this record only.",
        }
        .to_string(),
    );
    let mut markup = Markup::new()
        .heading(format!(
            "{} — {}",
            code_span(&spec.letter.to_string()),
            spec.name
        ))
        .paragraph(spec.meaning)
        .list(facts);
    if let Some(example) = spec.examples.first() {
        markup = markup.paragraph(format!(
            "Example: {}",
            code_span(&format!("{} {}", spec.letter, example))
        ));
    }
    markup
}
