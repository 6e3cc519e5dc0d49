//! Values after a label: the scoring forms of `F`, the stages of `S`, the rooms of `N`, the
//! dealer, vulnerability and calls of `A`, the contract, declarer and leader of `C`, and the
//! cards of `P`.

use super::game;
use super::value_at::{value_item, ValueAt};
use crate::ide::completion::{CompletionItem, Insert};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::rbn::spec;
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// The stage abbreviations of the `S` label (RBN 3.2, "S = Session, Stage or Subheading").
const STAGES: &[(&str, &str)] = &[
    ("F", "final"),
    ("S", "semifinal"),
    ("Q", "quarterfinal"),
    ("R16", "round of 16 (likewise R32, R64 or any number)"),
    ("P", "playoff"),
    ("I", "initial stage (qualifying)"),
];

/// The rooms of the third field of the `N` label (RBN 3.2, "N = Names of Players").
const ROOMS: &[(&str, &str)] = &[("O", "open room"), ("C", "closed room")];

pub(super) fn completions(
    label: &SyntaxNode,
    value_start: TextSize,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let Some(letter) = Label::cast(label.clone()).and_then(|label| label.letter()) else {
        return Vec::new();
    };
    if offset < value_start {
        return Vec::new();
    }
    let before = super::text_before(label, offset);
    let skip = u32::from(value_start - label.text_range().start()) as usize;
    let Some(before) = before.get(skip..) else {
        return Vec::new();
    };
    let at = ValueAt {
        label,
        value_start,
        offset,
        before: before.to_string(),
    };
    let range = at.field_range();
    match (letter, at.field_index()) {
        ('F', 0) => {
            let forms = spec::SCORING_FORMS
                .iter()
                .map(|&(letter, meaning)| (letter.to_string(), meaning));
            listed(forms, "Form of scoring", range)
        }
        ('S', 0) => {
            let stages = STAGES
                .iter()
                .map(|&(text, meaning)| (text.to_string(), meaning));
            listed(stages, "Stage", range)
        }
        ('N', 2) => {
            let rooms = ROOMS
                .iter()
                .map(|&(text, meaning)| (text.to_string(), meaning));
            listed(rooms, "Room", range)
        }
        ('A', _) => game::auction_completions(&at),
        ('C', _) => game::contract_completions(&at),
        ('P', _) => game::play_completions(&at),
        _ => Vec::new(),
    }
}

/// Items for a list of abbreviations and their meanings, in the order given.
fn listed(
    entries: impl Iterator<Item = (String, &'static str)>,
    what: &str,
    range: TextRange,
) -> Vec<CompletionItem> {
    entries
        .enumerate()
        .map(|(order, (text, meaning))| {
            value_item(
                &text,
                meaning,
                what,
                Insert::Plain(text.clone()),
                range,
                order,
            )
        })
        .collect()
}
