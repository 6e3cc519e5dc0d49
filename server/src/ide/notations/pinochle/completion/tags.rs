//! Tag names and tag values. Names come as `[Name "…"]` snippets at the start of a line, or
//! plain inside brackets already typed; in an EXPORT file the mandatory tags the hand lacks
//! come first in their order, with one item that inserts all of them. Values come for the
//! seat tags (the table's seats), `Trump` and `Result`.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::Node;
use crate::ide::markup::Markup;
use crate::ide::notations::pinochle::check::headers::{layout, Layout};
use crate::ide::notations::pinochle::model::HandModel;
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

fn token_of(node: &SyntaxNode, kind: gamerec_grammar::SyntaxKind) -> Option<SyntaxToken> {
    node.children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == kind)
}

/// The names of the tags of `hand`, but for `editing`.
fn present(hand: Option<&SyntaxNode>, editing: Option<&SyntaxNode>) -> Vec<String> {
    hand.into_iter()
        .flat_map(|hand| hand.children())
        .filter(|node| node.kind() == PIN_TAG && Some(node) != editing)
        .filter_map(|tag| token_of(&tag, PIN_TAG_NAME).map(|name| name.text().to_owned()))
        .collect()
}

/// Whole-tag items at the start of a line, replacing `range`.
pub(super) fn at_line_start(
    root: &SyntaxNode,
    hand: Option<&SyntaxNode>,
    range: TextRange,
) -> Vec<CompletionItem> {
    name_items(root, hand, None, range, true)
}

fn name_items(
    root: &SyntaxNode,
    hand: Option<&SyntaxNode>,
    editing: Option<&SyntaxNode>,
    range: TextRange,
    whole: bool,
) -> Vec<CompletionItem> {
    let present = present(hand, editing);
    let export = layout(Node::of(root)) == Layout::Export;
    let missing: Vec<&str> = spec::EXPORT_TAGS
        .iter()
        .copied()
        .filter(|name| !present.iter().any(|known| known == name))
        .collect();
    let mut items = Vec::new();
    if export && whole && missing.len() > 1 {
        let snippet: Vec<String> = missing
            .iter()
            .enumerate()
            .map(|(index, name)| format!("[{name} \"${}\"]", index + 1))
            .collect();
        items.push(CompletionItem {
            label: "all missing EXPORT tags".to_owned(),
            kind: CompletionKind::Keyword,
            detail: Some(format!("{} tags, in order", missing.len())),
            documentation: Some(Markup::new().paragraph(missing.join(", "))),
            insert: Insert::Snippet(snippet.join("\n")),
            range,
            sort: Some("0".to_owned()),
        });
    }
    let names = spec::EXPORT_TAGS
        .iter()
        .chain(spec::TAGS.iter().map(|(name, _)| name))
        .chain(spec::SEATS.iter().map(|(_, name)| name));
    let mut seen: Vec<&str> = Vec::new();
    for name in names {
        if seen.contains(name) || present.iter().any(|known| known == name) {
            continue;
        }
        seen.push(name);
        let mandatory = spec::EXPORT_TAGS.iter().position(|known| known == name);
        let sort = match (export, mandatory) {
            (true, Some(place)) => format!("1{place:02}"),
            _ => format!("2{name}"),
        };
        let insert = if whole {
            Insert::Snippet(format!("[{name} \"$1\"]$0"))
        } else {
            Insert::Plain((*name).to_owned())
        };
        items.push(CompletionItem {
            label: (*name).to_owned(),
            kind: CompletionKind::Keyword,
            detail: Some(match (export, mandatory) {
                (true, Some(_)) => "mandatory in EXPORT".to_owned(),
                _ => "optional".to_owned(),
            }),
            documentation: spec::tag_text(name).map(|text| Markup::new().paragraph(text)),
            insert,
            range,
            sort: Some(sort),
        });
    }
    items
}

/// Completions inside a tag: its name after `[`, or its value inside the quotes.
pub(super) fn in_tag(
    root: &SyntaxNode,
    tag: &SyntaxNode,
    hand: Option<&SyntaxNode>,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let name = token_of(tag, PIN_TAG_NAME);
    let value = tag.children().find(|node| node.kind() == PIN_TAG_VALUE);
    let bracket = token_of(tag, PIN_L_BRACK);
    let name_start = bracket.map_or(tag.text_range().start(), |bracket| {
        bracket.text_range().end()
    });
    let name_end = name
        .as_ref()
        .map_or(name_start, |token| token.text_range().end());
    if offset >= name_start && offset <= name_end {
        let typed = name
            .as_ref()
            .map_or(TextRange::empty(offset), |token| token.text_range());
        return name_items(root, hand, Some(tag), typed, false);
    }
    let (Some(name), Some(value)) = (name, value) else {
        return Vec::new();
    };
    let quotes: Vec<SyntaxToken> = value
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| token.kind() == PIN_QUOTE)
        .collect();
    let Some(open) = quotes.first() else {
        return Vec::new();
    };
    let inside_start = open.text_range().end();
    let inside_end = quotes
        .get(1)
        .map_or(value.text_range().end(), |close| close.text_range().start());
    if offset < inside_start || offset > inside_end {
        return Vec::new();
    }
    let range = TextRange::new(inside_start, inside_end);
    let model = hand.map(|hand| HandModel::read_tags(Node::of(hand)));
    value_items(name.text(), model.as_ref(), range)
}

fn value_items(name: &str, model: Option<&HandModel>, range: TextRange) -> Vec<CompletionItem> {
    let values: Vec<(String, String)> = match name {
        "Dealer" | "Declarer" | "Auction" | "Play" => {
            let Some(model) = model else {
                return Vec::new();
            };
            model
                .table
                .seats
                .iter()
                .enumerate()
                .map(|(index, seat)| {
                    let tag = spec::SEATS
                        .iter()
                        .find(|(letter, _)| letter == seat)
                        .map_or(*seat, |(_, tag)| tag);
                    (seat.to_string(), format!("{tag}: {}", model.who(index)))
                })
                .collect()
        }
        "Trump" => spec::TRUMPS
            .iter()
            .map(|trump| {
                let words = spec::SUITS
                    .iter()
                    .find(|(letter, _)| trump.starts_with(*letter))
                    .map_or("no trump: the declarer has no marriage", |(_, name)| name);
                (trump.to_string(), words.to_owned())
            })
            .collect(),
        "Result" => spec::RESULTS
            .iter()
            .map(|result| (result.to_string(), "the contract's outcome".to_owned()))
            .collect(),
        _ => return Vec::new(),
    };
    values
        .into_iter()
        .enumerate()
        .map(|(index, (label, detail))| CompletionItem {
            insert: Insert::Plain(label.clone()),
            label,
            kind: CompletionKind::Value,
            detail: Some(detail),
            documentation: None,
            range,
            sort: Some(format!("{index:02}")),
        })
        .collect()
}
