//! What the export style adds to the tidy layout: the `% PBN 2.1` and `% EXPORT` lines, the
//! mandatory tags in their order (`?` for a missing one) and the other tags alphabetically,
//! then the auction, the play and the tables; note references before NAGs, suffixes turned
//! into NAGs, NAGs in increasing order.

use super::game::{Block, BlockKind, Piece};
use super::LineEnding;
use super::{replace, TextEdit};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::Game;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextSize};
use std::collections::HashSet;

/// The version the export style declares.
const VERSION_LINE: &str = "% PBN 2.1";
const EXPORT_LINE: &str = "% EXPORT";

/// The dealer of the game, if its `Dealer` tag names a seat.
pub(super) fn dealer(game: &SyntaxNode) -> Option<char> {
    let game = Game::cast(game.clone())?;
    let seat = game.tag("Dealer")?.value()?.piece(SyntaxKind::PBN_SEAT)?;
    seat.text().chars().next().map(|c| c.to_ascii_uppercase())
}

/// The names of the tags a game sets for the games after it with `##`.
pub(super) fn inherited_names(game: &SyntaxNode, names: &mut HashSet<String>) {
    let Some(game) = Game::cast(game.clone()) else {
        return;
    };
    for tag in game.tags() {
        let (Some(name), Some(value)) = (tag.name(), tag.value()) else {
            continue;
        };
        if value.text().starts_with(spec::INHERIT_FOLLOWING) {
            names.insert(name.text().to_string());
        }
    }
}

/// Puts the blocks in export order and adds the missing mandatory tags as `?` (not those an
/// earlier game set with `##`). A game without any tag is left in its order.
pub(super) fn order_blocks(blocks: &mut Vec<Block>, inherited: &HashSet<String>) {
    let has_tag = blocks
        .iter()
        .any(|block| !matches!(block.kind, BlockKind::Head));
    if !has_tag {
        return;
    }
    for name in spec::MTS {
        let present = blocks
            .iter()
            .any(|block| block.kind == BlockKind::Tag(name.to_string()));
        if !present && !inherited.contains(name) {
            blocks.push(Block {
                kind: BlockKind::Tag(name.to_string()),
                pieces: vec![Piece::Line(format!("[{name} \"{}\"]", spec::UNKNOWN_VALUE))],
            });
        }
    }
    blocks.sort_by(|a, b| rank(&a.kind).cmp(&rank(&b.kind)));
}

fn rank(kind: &BlockKind) -> (u8, usize, &str) {
    match kind {
        BlockKind::Head => (0, 0, ""),
        BlockKind::Tag(name) => match spec::MTS.iter().position(|mts| mts == name) {
            Some(at) => (1, at, ""),
            None => (2, 0, name),
        },
        BlockKind::Auction => (3, 0, ""),
        BlockKind::Play => (4, 0, ""),
        BlockKind::Table(name) => (5, 0, name),
    }
}

/// A move's annotations in export form: the note references, then the NAGs (suffixes turned
/// into theirs) in increasing order. A NAG that is not a number keeps its place at the end.
pub(super) fn annotations(written: &[(SyntaxKind, String)], card: bool) -> Vec<String> {
    let mut references = Vec::new();
    let mut nags: Vec<(u32, String)> = Vec::new();
    let mut others = Vec::new();
    for (kind, text) in written {
        match kind {
            SyntaxKind::PBN_NOTE_REF => references.push(text.clone()),
            SyntaxKind::PBN_SUFFIX => match spec::suffix(text) {
                Some(suffix) => {
                    let number = if card {
                        suffix.card_nag
                    } else {
                        suffix.call_nag
                    };
                    nags.push((u32::from(number), format!("${number}")));
                }
                None => others.push(text.clone()),
            },
            SyntaxKind::PBN_NAG => match text.get(1..).and_then(|n| n.parse::<u32>().ok()) {
                Some(number) => nags.push((number, text.clone())),
                None => others.push(text.clone()),
            },
            _ => others.push(text.clone()),
        }
    }
    nags.sort_by_key(|(number, _)| *number);
    references
        .into_iter()
        .chain(nags.into_iter().map(|(_, text)| text))
        .chain(others)
        .collect()
}

/// The edit that adds the `% PBN 2.1` and `% EXPORT` lines the document lacks before its
/// first game: the version line at the start, the export line after the version line (where
/// the next item of the file starts, so that it never overlaps the edit of the gap before).
pub(super) fn header_edit(root: &SyntaxNode, ending: LineEnding) -> Option<TextEdit> {
    let mut version: Option<SyntaxNode> = None;
    let mut has_export = false;
    for node in root.children() {
        if node.kind() != SyntaxKind::PBN_DIRECTIVE {
            break;
        }
        let text = node.text().to_string();
        let words: Vec<&str> = text.trim_start_matches('%').split_whitespace().collect();
        match words.first() {
            Some(&"PBN") if version.is_none() => version = Some(node),
            Some(&"EXPORT") => has_export = true,
            _ => {}
        }
    }
    let export_line = format!("{EXPORT_LINE}{}", ending.as_str());
    match version {
        None => {
            let mut insert = format!("{VERSION_LINE}{}", ending.as_str());
            if !has_export {
                insert.push_str(&export_line);
            }
            // A document of blank lines only becomes the two lines.
            let blank = if root.first_child().is_none() {
                root.to_string()
            } else {
                String::new()
            };
            replace(TextSize::from(0), &blank, &insert)
        }
        Some(_) if has_export => None,
        Some(version) => match version.next_sibling() {
            Some(next) => replace(next.text_range().start(), "", &export_line),
            None => {
                let end = root.text_range().end();
                let text = root.text().to_string();
                let lead = if text.ends_with(['\n', '\r']) {
                    ""
                } else {
                    ending.as_str()
                };
                replace(end, "", &format!("{lead}{export_line}"))
            }
        },
    }
}
