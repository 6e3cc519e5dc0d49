//! Tag names as `[Name "…"]` snippets: the tags the game does not have yet first, in export
//! order (the mandatory tags, the sections, then the supplemental tags, the tables and the
//! common extensions); tags already in the game are left out, except `Note`. A `Note` tag for
//! each note referenced in the section before the cursor that has none comes first of all.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::pbn::ast::section_pieces;
use gamerec_grammar::pbn::spec::{self, TagKind, TagSpec, ValueSyntax};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// Tag items replacing `range` (which starts at the `[` when one was typed). `editing` is the
/// tag whose name is being typed, which does not count as present.
pub(super) fn name_completions(
    game: Option<&SyntaxNode>,
    editing: Option<&SyntaxNode>,
    range: TextRange,
    offset: TextSize,
) -> Vec<CompletionItem> {
    let present: Vec<String> = game
        .into_iter()
        .flat_map(|game| game.descendants())
        .filter(|node| node.kind() == PBN_TAG && Some(node) != editing)
        .filter_map(|tag| {
            tag.children_with_tokens()
                .filter_map(|element| element.into_token())
                .find(|token| token.kind() == PBN_TAG_NAME)
                .map(|token| token.text().to_string())
        })
        .collect();
    let mut items: Vec<CompletionItem> = missing_notes(game, offset)
        .into_iter()
        .map(|(number, owner)| note_item(number, owner, range))
        .collect();
    for (index, spec) in spec::TAGS.iter().enumerate() {
        if spec.kind != TagKind::Note && present.iter().any(|name| name == spec.name) {
            continue;
        }
        let group = match spec.kind {
            TagKind::Mts(order) => format!("1{order:03}"),
            TagKind::Section => format!("2{index:03}"),
            TagKind::Supplemental | TagKind::Note => format!("3{index:03}"),
            TagKind::Table => format!("4{index:03}"),
            TagKind::Extension => format!("5{index:03}"),
        };
        items.push(tag_item(spec, range, group));
    }
    items
}

/// A tag item made to replace only the name of a tag that already has its value: the name
/// alone, plain. `None` for the Note items with a number, which are whole tags.
pub(super) fn as_plain_name(mut item: CompletionItem) -> Option<CompletionItem> {
    if item.kind == CompletionKind::Reference {
        return None;
    }
    item.insert = Insert::Plain(item.label.clone());
    Some(item)
}

fn tag_item(spec: &TagSpec, range: TextRange, sort: String) -> CompletionItem {
    CompletionItem {
        label: spec.name.to_string(),
        kind: CompletionKind::Keyword,
        detail: Some(detail(spec)),
        documentation: Some(documentation(spec)),
        insert: Insert::Snippet(format!("[{} \"$1\"]$0", spec.name)),
        range,
        sort: Some(sort),
    }
}

fn detail(spec: &TagSpec) -> String {
    let place = match spec.kind {
        TagKind::Mts(order) => format!("mandatory, export position {order}"),
        TagKind::Section => "section".to_string(),
        TagKind::Note => "note".to_string(),
        TagKind::Supplemental => "supplemental".to_string(),
        TagKind::Table => "table".to_string(),
        TagKind::Extension => "extension".to_string(),
    };
    match spec.since {
        spec::PbnVersion::Extension => place,
        since => format!("PBN {}, {place}", since.label()),
    }
}

fn documentation(spec: &TagSpec) -> Markup {
    let mut facts = vec![format!("Value: {}.", spec.value.describe())];
    if !spec.allowed.is_empty() {
        let values: Vec<String> = spec.allowed.iter().map(|value| code_span(value)).collect();
        facts.push(format!("Allowed: {}.", values.join(", ")));
    } else if !spec.suggested.is_empty() {
        let values: Vec<String> = spec
            .suggested
            .iter()
            .map(|value| code_span(value))
            .collect();
        facts.push(format!("For example: {}.", values.join(", ")));
    }
    if let ValueSyntax::Table { columns, .. } = spec.value {
        let names: Vec<String> = columns.iter().map(|name| code_span(name)).collect();
        facts.push(format!("Columns: {}.", names.join(", ")));
    }
    facts.push(match spec.since {
        spec::PbnVersion::Extension => {
            "Defined by no PBN version; written by common programs.".to_string()
        }
        since => format!("Since PBN {}.", since.label()),
    });
    Markup::new()
        .heading(format!("{} — {}", code_span(spec.name), detail(spec)))
        .paragraph(spec.meaning)
        .list(facts)
}

/// Notes referenced as `=n=` in the auction or play section the cursor is in or follows, that
/// no `Note` tag of that section explains, with the section's name.
fn missing_notes(game: Option<&SyntaxNode>, offset: TextSize) -> Vec<(u32, &'static str)> {
    let Some(section) = game.and_then(|game| {
        game.children()
            .filter(|node| matches!(node.kind(), PBN_AUCTION | PBN_PLAY))
            .filter(|node| node.text_range().start() < offset)
            .last()
    }) else {
        return Vec::new();
    };
    let owner = if section.kind() == PBN_AUCTION {
        "auction"
    } else {
        "play"
    };
    let mut referenced: Vec<u32> = section_pieces(&section)
        .filter(|piece| piece.kind() == PBN_NOTE_REF)
        .filter_map(|piece| piece.text().trim_matches('=').parse().ok())
        .collect();
    referenced.sort_unstable();
    referenced.dedup();
    let explained: Vec<u32> = section
        .children()
        .filter(|node| node.kind() == PBN_TAG)
        .skip(1)
        .filter_map(|tag| {
            let value = tag.children().find(|node| node.kind() == PBN_TAG_VALUE)?;
            let number = value
                .children_with_tokens()
                .filter_map(|element| element.into_token())
                .find(|token| token.kind() == PBN_NUMBER)?;
            number.text().parse().ok()
        })
        .collect();
    referenced
        .into_iter()
        .filter(|number| !explained.contains(number))
        .map(|number| (number, owner))
        .collect()
}

fn note_item(number: u32, owner: &str, range: TextRange) -> CompletionItem {
    let tag = format!("[Note \"{number}:\"]");
    CompletionItem {
        label: format!("Note {number}"),
        kind: CompletionKind::Reference,
        detail: Some(format!("explains ={number}= in the {owner}")),
        documentation: Some(
            Markup::new()
                .heading(format!("{} — note {number}", code_span(&tag)))
                .paragraph(format!(
                    "The {owner} refers to note {number} with {}, but no Note tag explains it \
                     yet: the text goes after the colon.",
                    code_span(&format!("={number}="))
                )),
        ),
        insert: Insert::Snippet(format!("[Note \"{number}:$1\"]$0")),
        range,
        sort: Some(format!("0{number:03}")),
    }
}
