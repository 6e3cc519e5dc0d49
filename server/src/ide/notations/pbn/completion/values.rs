//! Values inside a tag's quotes: the allowed or suggested values of enumerated tags, the
//! parts of `Scoring`, seats for `Declarer`, `Auction` and `Play` (the one the game implies
//! first), the contract the auction reached, the numbers of unexplained notes in `Note`, and
//! column names in a table tag.

use super::game;
use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::bridge::rules::Seat;
use gamerec_grammar::pbn::spec::{self, TagSpec, ValueSyntax};
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// What the values of tags that list them mean.
const VALUE_MEANINGS: &[(&str, &str)] = &[
    ("None", "nobody vulnerable"),
    ("Love", "nobody vulnerable (import spelling)"),
    ("-", "nobody vulnerable (import spelling)"),
    ("NS", "North-South vulnerable"),
    ("EW", "East-West vulnerable"),
    ("All", "both sides vulnerable"),
    ("Both", "both sides vulnerable (import spelling)"),
    ("Open", "the open room"),
    ("Closed", "the closed room"),
    ("human", "a person"),
    ("program", "a computer program"),
    ("Yes", "yes"),
    ("No", "no"),
    ("EM", "electronic mail"),
    ("IBS", "an Internet bridge server"),
    ("OKB", "OKbridge"),
    ("TABLE", "a normal table"),
    ("TC", "general telecommunication"),
    ("N", "North"),
    ("E", "East"),
    ("S", "South"),
    ("W", "West"),
];

/// The export spellings of `Vulnerable`, listed before the import ones.
const EXPORT_VULNERABLE: &[&str] = &["None", "NS", "EW", "All"];

pub(super) fn completions(
    name: &str,
    value: &SyntaxNode,
    game: Option<&SyntaxNode>,
    inside: TextRange,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let text = value.text().to_string();
    // The value's text between the quotes.
    let value_start = value.text_range().start();
    let relative = |at: TextSize| usize::from(at - value_start);
    let Some(between) = text.get(relative(inside.start())..relative(inside.end())) else {
        return Vec::new();
    };
    let Some(spec) = spec::tag(name) else {
        return Vec::new();
    };
    match spec.value {
        ValueSyntax::Scoring => {
            let part = part_at(between, inside.start(), offset);
            listed(spec, spec.suggested.iter().copied(), part)
        }
        ValueSyntax::Table { columns, .. } => {
            column_completions(columns, between, inside.start(), offset)
        }
        ValueSyntax::Declarer => {
            let first = game
                .and_then(game::auction_contract)
                .map(|contract| contract.declarer);
            seats(spec, first, "declarer in the auction", inside)
        }
        ValueSyntax::Seat if name == "Auction" => {
            let dealer = game.and_then(game::dealer);
            seats(spec, dealer, "the dealer", inside)
        }
        ValueSyntax::Seat if name == "Play" => {
            let leader = game.and_then(game::opening_leader);
            seats(spec, leader, "the opening leader", inside)
        }
        ValueSyntax::Contract => {
            let Some(contract) = game.and_then(game::auction_contract) else {
                return Vec::new();
            };
            let text = format!(
                "{}{}",
                contract.bid().map_or_else(String::new, |bid| bid.letters()),
                contract.doubled.letters()
            );
            vec![value_item(
                &text,
                &format!("{contract}, as the auction ends"),
                spec,
                inside,
                0,
            )]
        }
        ValueSyntax::Note => note_numbers(value, inside),
        _ if !spec.allowed.is_empty() => {
            let mut allowed: Vec<&str> = spec.allowed.to_vec();
            if spec.value == ValueSyntax::Vulnerable {
                allowed.sort_by_key(|value| !EXPORT_VULNERABLE.contains(value));
            }
            listed(spec, allowed.into_iter(), inside)
        }
        _ if !spec.suggested.is_empty() => listed(spec, spec.suggested.iter().copied(), inside),
        _ => Vec::new(),
    }
}

/// The `;`-separated part of `text` (starting at `start`) that holds `offset`.
fn part_at(text: &str, start: TextSize, offset: TextSize) -> TextRange {
    let cursor = usize::from(offset - start).min(text.len());
    let from = text
        .get(..cursor)
        .and_then(|before| before.rfind(';'))
        .map_or(0, |at| at + 1);
    let to = text
        .get(cursor..)
        .and_then(|after| after.find(';'))
        .map_or(text.len(), |at| cursor + at);
    let at = |index: usize| start + TextSize::try_from(index).unwrap_or_default();
    TextRange::new(at(from), at(to))
}

fn listed<'a>(
    spec: &TagSpec,
    values: impl Iterator<Item = &'a str>,
    range: TextRange,
) -> Vec<CompletionItem> {
    values
        .enumerate()
        .map(|(order, value)| {
            let meaning = VALUE_MEANINGS
                .iter()
                .find(|(known, _)| *known == value)
                .map_or_else(
                    || format!("{} value", spec.name),
                    |(_, meaning)| (*meaning).to_string(),
                );
            value_item(value, &meaning, spec, range, order)
        })
        .collect()
}

fn value_item(
    text: &str,
    meaning: &str,
    spec: &TagSpec,
    range: TextRange,
    order: usize,
) -> CompletionItem {
    CompletionItem {
        label: text.to_string(),
        kind: CompletionKind::Value,
        detail: Some(meaning.to_string()),
        documentation: Some(
            Markup::new()
                .heading(format!("{} — {meaning}", code_span(text)))
                .paragraph(format!(
                    "A value of the {} tag: {}",
                    code_span(spec.name),
                    spec.meaning
                )),
        ),
        insert: Insert::Plain(text.to_string()),
        range,
        sort: Some(format!("{order:03}")),
    }
}

/// The four seats, `first` (if any) first and marked with `note`.
fn seats(spec: &TagSpec, first: Option<Seat>, note: &str, range: TextRange) -> Vec<CompletionItem> {
    Seat::ALL
        .into_iter()
        .map(|seat| {
            let text = seat.letter().to_string();
            let (order, meaning) = if Some(seat) == first {
                (0, format!("{seat}, {note}"))
            } else {
                (seat.index() + 1, seat.to_string())
            };
            value_item(&text, &meaning, spec, range, order)
        })
        .collect()
}

/// In a `Note` tag: the numbers of the notes the section refers to and does not explain yet.
fn note_numbers(value: &SyntaxNode, range: TextRange) -> Vec<CompletionItem> {
    let Some(section) = value.ancestors().find(|node| {
        matches!(
            node.kind(),
            gamerec_grammar::SyntaxKind::PBN_AUCTION | gamerec_grammar::SyntaxKind::PBN_PLAY
        )
    }) else {
        return Vec::new();
    };
    game::unexplained_notes(&section, value)
        .into_iter()
        .enumerate()
        .map(|(order, number)| {
            let text = format!("{number}:");
            CompletionItem {
                label: text.clone(),
                kind: CompletionKind::Reference,
                detail: Some(format!("explains ={number}=")),
                documentation: Some(
                    Markup::new()
                        .heading(format!("{} — note {number}", code_span(&text)))
                        .paragraph(format!(
                            "The section refers to {} and no Note tag explains it yet.",
                            code_span(&format!("={number}="))
                        )),
                ),
                insert: Insert::Plain(text),
                range,
                sort: Some(format!("{order:03}")),
            }
        })
        .collect()
}

/// Column names of a table tag not yet in its column list, replacing the name at the cursor.
fn column_completions(
    columns: &'static [&'static str],
    text: &str,
    start: TextSize,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let part = part_at(text, start, offset);
    let part_text = text
        .get(usize::from(part.start() - start)..usize::from(part.end() - start))
        .unwrap_or("");
    // `+` or `-` before the name gives the sort order, `\` after it the width.
    let name_from = usize::from(part_text.starts_with(['+', '-']));
    let name_to = part_text
        .find('\\')
        .unwrap_or(part_text.len())
        .max(name_from);
    let at = |index: usize| part.start() + TextSize::try_from(index).unwrap_or_default();
    let range = TextRange::new(at(name_from), at(name_to));
    if offset < range.start() || offset > range.end() {
        return Vec::new();
    }
    let present: Vec<&str> = text
        .split(';')
        .map(|column| {
            let column = column.trim_start_matches(['+', '-']);
            column.split('\\').next().unwrap_or("")
        })
        .collect();
    let current = part_text.get(name_from..name_to).unwrap_or("");
    columns
        .iter()
        .enumerate()
        .filter(|(_, name)| **name == current || !present.contains(name))
        .map(|(order, name)| CompletionItem {
            label: (*name).to_string(),
            kind: CompletionKind::Reference,
            detail: Some(column_meaning(name)),
            documentation: Some(
                Markup::new()
                    .heading(format!("{} — table column", code_span(name)))
                    .paragraph(format!("{}.", column_meaning(name)))
                    .paragraph(format!(
                        "Write {} before the name to sort the rows descending or {} ascending, \
                         and {} after it for the width and alignment.",
                        code_span("+"),
                        code_span("-"),
                        code_span("\\2R")
                    )),
            ),
            insert: Insert::Plain((*name).to_string()),
            range,
            sort: Some(format!("{order:03}")),
        })
        .collect()
}

/// What a column holds, from its name: the PBN 2.0 tables name the side with `_NS` or `_EW`.
fn column_meaning(name: &str) -> String {
    let (base, side) = match name.rsplit_once('_') {
        Some((base, side @ ("NS" | "EW"))) => (base, Some(side)),
        _ => (name, None),
    };
    let what = match base {
        "Rank" => "the rank of the row",
        "PairId" => "the pair or team id",
        "Names" => "the players' names",
        "Contract" => "the contract",
        "Declarer" => "the declarer",
        "Denomination" => "the denomination",
        "Result" => "the tricks won",
        "Score" => "the score in points",
        "IMP" => "the IMPs",
        "MP" => "the matchpoints",
        "Percentage" => "the percentage",
        "Multiplicity" => "how many rows this one stands for",
        "TotalScore" => "the total score",
        "TotalIMP" => "the total IMPs",
        "TotalMP" => "the total matchpoints",
        "TotalPercentage" => "the total percentage",
        "MeanScore" => "the mean score",
        "MeanIMP" => "the mean IMPs",
        "MeanMP" => "the mean matchpoints",
        "MeanPercentage" => "the mean percentage",
        "NrBoards" => "the number of boards played",
        "Time" => "the time taken",
        "TotalTime" => "the time taken so far",
        "Call" => "the call",
        "Card" => "the card",
        "ScoreRange" => "the range of scores",
        "S" => "the best spade",
        "H" => "the best heart",
        "D" => "the best diamond",
        "C" => "the best club",
        _ => "a column of the table",
    };
    let what = match side {
        Some("NS") => format!("{what}, for North-South"),
        Some(_) => format!("{what}, for East-West"),
        None => what.to_string(),
    };
    match what.get(..1) {
        Some(first) => first.to_uppercase() + what.get(1..).unwrap_or(""),
        None => what,
    }
}
