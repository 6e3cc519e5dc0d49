//! PBN fixes: the `% PBN 2.1` version line a file lacks, a tag name spelled as the standard
//! spells it, and a game's tags put in export order (the mandatory tags in their order, the
//! other tags alphabetically, then the auction, the play and the tables), each tag moving with
//! the comments that follow it.

mod notes;
mod rotation;

use crate::ide::actions::{
    ancestor_at, edit, insert, line_ending, records_touching, source_action, token_at, CodeAction,
    ErrorRanges, SOURCE_SORT_TAGS,
};
use crate::ide::format::TextEdit;
use crate::ide::notations::bridge::actions::deal;
use crate::ide::notations::pbn::version::version_line;
use crate::ide::Diagnostic;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, TextRange, TextSize};

const BOM: char = '\u{feff}';

/// For `pbn/missing-version`: `% PBN 2.1` as the first line, after a byte-order mark if the
/// text starts with one, so before any other `%` line. None when a version line is there.
pub(super) fn add_version(root: &SyntaxNode) -> Vec<CodeAction> {
    if version_line(root).is_some() {
        return Vec::new();
    }
    let starts_with_mark = root
        .first_token()
        .is_some_and(|token| token.text().starts_with(BOM));
    let start = if starts_with_mark {
        TextSize::of(BOM)
    } else {
        TextSize::from(0)
    };
    let line = format!("% PBN 2.1{}", line_ending(root));
    vec![CodeAction::fix(
        "Add the `% PBN 2.1` version line",
        true,
        vec![insert(start, line)],
    )]
}

pub(super) fn capitalise_tag(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(name) =
        token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::PBN_TAG_NAME)
    else {
        return Vec::new();
    };
    let written = name.text();
    let known = spec::TAGS
        .iter()
        .find(|tag| tag.name.eq_ignore_ascii_case(written))
        .map(|tag| tag.name.to_string());
    let fixed = match &known {
        Some(standard) => standard.clone(),
        None => {
            let mut chars = written.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => return Vec::new(),
            }
        }
    };
    if fixed == written {
        return Vec::new();
    }
    vec![CodeAction::fix(
        format!("Write the tag name `{fixed}`"),
        known.is_some(),
        vec![edit(name.text_range(), fixed)],
    )]
}

/// For `pbn/export-tag-order`: the game's tags sorted.
pub(super) fn sort_tags_fix(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(game) = ancestor_at(root, range.start(), SyntaxKind::PBN_GAME) else {
        return Vec::new();
    };
    sorted_tags(&game)
        .map(|edit| CodeAction::fix("Put the tags in export order", true, vec![edit]))
        .into_iter()
        .collect()
}

/// The tags of each game `range` touches put in export order, as one action.
pub(super) fn sort_tags_actions(
    parse: &Parse,
    root: &SyntaxNode,
    range: TextRange,
) -> Vec<CodeAction> {
    let errors = ErrorRanges::of(parse);
    let mut one = String::new();
    let sorted: Vec<Vec<TextEdit>> = records_touching(root, range, &[SyntaxKind::PBN_GAME])
        .into_iter()
        .filter(|game| !errors.touch(game.text_range()))
        .filter_map(|game| {
            let edit = sorted_tags(&game)?;
            one = game_board(&game).map_or_else(String::new, |board| format!(" (board {board})"));
            Some(vec![edit])
        })
        .collect();
    source_action(
        SOURCE_SORT_TAGS,
        format!("Sort the tags into export order{one}"),
        |count| format!("Sort the tags of {count} games into export order"),
        sorted,
    )
    .into_iter()
    .collect()
}

/// The `Board` value of a game.
pub(crate) fn game_board(game: &SyntaxNode) -> Option<String> {
    let tag = game.children().find(|node| {
        node.kind() == SyntaxKind::PBN_TAG && tag_name(node).as_deref() == Some("Board")
    })?;
    let value = tag
        .children()
        .find(|node| node.kind() == SyntaxKind::PBN_TAG_VALUE)?
        .text()
        .to_string();
    Some(value.trim_matches('"').to_string())
}

fn tag_name(node: &SyntaxNode) -> Option<String> {
    let tag = if node.kind() == SyntaxKind::PBN_TAG {
        node.clone()
    } else {
        node.children()
            .find(|child| child.kind() == SyntaxKind::PBN_TAG)?
    };
    tag.children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::PBN_TAG_NAME)
        .map(|token| token.text().to_string())
}

/// Where a tag or section goes in export order.
fn rank(node: &SyntaxNode) -> (u8, usize, String) {
    let name = tag_name(node).unwrap_or_default();
    match node.kind() {
        SyntaxKind::PBN_AUCTION => (3, 0, String::new()),
        SyntaxKind::PBN_PLAY => (4, 0, String::new()),
        SyntaxKind::PBN_TABLE => (5, 0, name),
        _ => match spec::MTS.iter().position(|mts| *mts == name) {
            Some(at) => (1, at, String::new()),
            None => (2, 0, name),
        },
    }
}

/// The edit that puts the game's tags in export order, `None` when they are.
fn sorted_tags(game: &SyntaxNode) -> Option<TextEdit> {
    // Each tag or section with what follows it up to the next one.
    let mut blocks: Vec<((u8, usize, String), String)> = Vec::new();
    let mut start = None;
    for element in game.children_with_tokens() {
        match element {
            gamerec_grammar::NodeOrToken::Node(node) => {
                start.get_or_insert(node.text_range().start());
                blocks.push((rank(&node), node.text().to_string()));
            }
            gamerec_grammar::NodeOrToken::Token(token) => {
                if let Some((_, text)) = blocks.last_mut() {
                    text.push_str(token.text());
                }
            }
        }
    }
    let start = start?;
    let ends_line = |text: &str| text.ends_with(['\n', '\r']);
    let last_open = blocks.last().is_some_and(|(_, text)| !ends_line(text));
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by(|&a, &b| blocks[a].0.cmp(&blocks[b].0));
    if order.iter().enumerate().all(|(at, &index)| at == index) {
        return None;
    }
    let ending = blocks
        .iter()
        .find_map(|(_, text)| {
            let trimmed = text.trim_end_matches(['\n', '\r']);
            (trimmed.len() < text.len()).then(|| text[trimmed.len()..].to_string())
        })
        .map(|ending| {
            // One line end, even when a block ends in a blank line.
            if ending.starts_with("\r\n") {
                "\r\n".to_string()
            } else {
                ending.chars().take(1).collect()
            }
        })
        .unwrap_or_else(|| "\n".to_string());
    let count = blocks.len();
    let mut text = String::new();
    for (at, &index) in order.iter().enumerate() {
        let block = &blocks.get(index)?.1;
        text.push_str(block);
        if last_open && index + 1 == count {
            text.push_str(&ending);
        }
        if last_open && at + 1 == count {
            let trimmed = text.strip_suffix(ending.as_str())?.len();
            text.truncate(trimmed);
        }
    }
    Some(edit(TextRange::new(start, game.text_range().end()), text))
}

pub(crate) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let root = parse.syntax();
    let range = diagnostic.range;
    match diagnostic.code {
        "pbn/ranks-out-of-order" => deal::sort_ranks(&root, range),
        "pbn/duplicate-card" => deal::remove_duplicate(&root, range),
        "pbn/bad-deal" => deal::fill_deal(&root, range),
        "pbn/missing-note" => notes::add_note(&root, range),
        "pbn/dealer-off-rotation" => rotation::rotated_tag(&root, range),
        "pbn/missing-version" => add_version(&root),
        "pbn/lowercase-tag-name" => capitalise_tag(&root, range),
        "pbn/export-tag-order" => sort_tags_fix(&root, range),
        _ => Vec::new(),
    }
}

/// The tags of each game the range touches put in export order.
pub(crate) fn source_actions(parse: &Parse, range: TextRange) -> Vec<CodeAction> {
    sort_tags_actions(parse, &parse.syntax(), range)
}
