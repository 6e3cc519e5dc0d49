//! What the export style adds to the tidy layout: the `% PBN 2.1` and `% EXPORT` lines, the
//! mandatory tags in their order (`?` for a missing one) and the other tags alphabetically,
//! then the auction, the play and the tables; note references before NAGs, suffixes turned
//! into NAGs, NAGs in increasing order.

use super::block::{Block, BlockKind, BlockText};
use super::value::plain_seat;
use super::LineEnding;
use super::{replace, TextEdit};
use crate::ide::green::{Node, Token};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextSize};
use std::cmp::Ordering;
use std::collections::HashSet;
use std::fmt::Write;

/// The version the export style declares.
const VERSION_LINE: &str = "% PBN 2.1";
const EXPORT_LINE: &str = "% EXPORT";

/// Every tag of the game in order, including the ones that open sections and tables and the
/// `Note` tags of the sections.
fn for_each_tag<'a>(game: Node<'a>, mut visit: impl FnMut(Node<'a>)) {
    for child in game.child_nodes() {
        match child.kind() {
            SyntaxKind::PBN_TAG => visit(child),
            SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY | SyntaxKind::PBN_TABLE => child
                .child_nodes()
                .filter(|node| node.kind() == SyntaxKind::PBN_TAG)
                .for_each(&mut visit),
            _ => {}
        }
    }
}

/// A tag's name and value node, whatever else it holds.
fn name_and_value(tag: Node<'_>) -> (Option<&str>, Option<Node<'_>>) {
    let name = tag.token(SyntaxKind::PBN_TAG_NAME).map(|token| token.text);
    let value = tag
        .child_nodes()
        .find(|node| node.kind() == SyntaxKind::PBN_TAG_VALUE);
    (name, value)
}

/// The dealer of the game, if its first `Dealer` tag names a seat.
pub(super) fn dealer(game: Node<'_>) -> Option<char> {
    let mut dealer = None;
    let mut found = false;
    for_each_tag(game, |tag| {
        let (name, value) = name_and_value(tag);
        if found || name != Some("Dealer") {
            return;
        }
        found = true;
        dealer = value
            .and_then(|value| value.token(SyntaxKind::PBN_SEAT))
            .and_then(|seat| seat.text.chars().next())
            .map(|c| c.to_ascii_uppercase());
    });
    dealer
}

/// The names of the tags a game sets for the games after it with `##`.
pub(super) fn inherited_names<'a>(game: Node<'a>, names: &mut HashSet<&'a str>) {
    for_each_tag(game, |tag| {
        if let (Some(name), Some(value)) = name_and_value(tag) {
            if unescaped_starts_with(value, spec::INHERIT_FOLLOWING) {
                names.insert(name);
            }
        }
    });
}

/// Whether the value's text between the quotes, unescaped, starts with `prefix`.
fn unescaped_starts_with(value: Node<'_>, prefix: &str) -> bool {
    let mut rest = Some(prefix);
    value.for_each_text(|kind, text| {
        let text = match kind {
            SyntaxKind::PBN_QUOTE => "",
            SyntaxKind::PBN_ESCAPE => text.get(1..).unwrap_or(""),
            _ => text,
        };
        rest = rest.and_then(|rest| {
            if rest.len() <= text.len() {
                text.starts_with(rest).then_some("")
            } else {
                rest.strip_prefix(text)
            }
        });
    });
    rest == Some("")
}

/// Puts the blocks in export order and adds the missing mandatory tags (`mts`) as `?` (not
/// those an earlier game set with `##`). A tag that repeats an earlier one with the same
/// value goes (the comments and `%` lines after it stay, after the first); a repeat with
/// another value stays. A game without any tag but `Note` is left in its order. `body` holds the
/// written blocks.
pub(super) fn order_blocks<'a>(
    blocks: &mut Vec<Block<'a>>,
    inherited: &HashSet<&'a str>,
    mts: &'static [&'static str],
    body: &str,
    ending: LineEnding,
) {
    // A game of `Note` tags only is no game lacking its tags, for the check as here.
    let has_tag = blocks
        .iter()
        .any(|block| !matches!(block.kind, BlockKind::Head | BlockKind::Tag("Note")));
    if !has_tag {
        return;
    }
    let mut present = [false; spec::MTS.len()];
    for block in blocks.iter_mut() {
        block.order = order(block.kind, mts);
        if let (1, at) = block.order {
            if let Some(slot) = present.get_mut(usize::from(at)) {
                *slot = true;
            }
        }
    }
    for (&name, present) in mts.iter().zip(present) {
        if !present && !inherited.contains(name) {
            let kind = BlockKind::Tag(name);
            blocks.push(Block {
                kind,
                order: order(kind, mts),
                text: BlockText::Unknown,
                tag_end: 0,
            });
        }
    }
    if !blocks.is_sorted_by(|a, b| in_order(a, b) != Ordering::Greater) {
        blocks.sort_by(in_order);
    }
    drop_repeated_tags(blocks, body, ending);
}

/// Marks each tag whose name and written value an earlier tag of the game has (they stand
/// together once ordered) as repeated.
fn drop_repeated_tags(blocks: &mut [Block<'_>], body: &str, ending: LineEnding) {
    let tag_text = |block: &Block<'_>| match (&block.text, block.kind) {
        (BlockText::Written(range), BlockKind::Tag(_)) => body.get(range.start..block.tag_end),
        _ => None,
    };
    let mut group_start = 0;
    for at in 0..blocks.len() {
        let (Some(block), Some(start_block)) = (blocks.get(at), blocks.get(group_start)) else {
            continue;
        };
        if block.kind != start_block.kind {
            group_start = at;
            continue;
        }
        let Some(text) = tag_text(block) else {
            continue;
        };
        let repeats = blocks
            .get(group_start..at)
            .unwrap_or(&[])
            .iter()
            .any(|earlier| tag_text(earlier) == Some(text));
        if !repeats {
            continue;
        }
        if let Some(block) = blocks.get_mut(at) {
            if let BlockText::Written(range) = &block.text {
                let after_line = (block.tag_end + ending.as_str().len()).min(range.end);
                block.text = BlockText::Repeated(after_line..range.end);
            }
        }
    }
}

/// The export order of two blocks: the head, the mandatory tags in their order, the other
/// tags by name, the auction, the play, the tables by name.
fn in_order(a: &Block<'_>, b: &Block<'_>) -> Ordering {
    a.order.cmp(&b.order).then_with(|| match (a.kind, b.kind) {
        (BlockKind::Tag(a), BlockKind::Tag(b)) | (BlockKind::Table(a), BlockKind::Table(b)) => {
            a.cmp(b)
        }
        _ => Ordering::Equal,
    })
}

/// The class of a block and, for a mandatory tag, its place among them.
fn order(kind: BlockKind<'_>, mts: &[&str]) -> (u8, u8) {
    match kind {
        BlockKind::Head => (0, 0),
        BlockKind::Tag(name) => match mts.iter().position(|&mts| mts == name) {
            Some(at) => (1, u8::try_from(at).unwrap_or(u8::MAX)),
            None => (2, 0),
        },
        BlockKind::Auction => (3, 0),
        BlockKind::Play => (4, 0),
        BlockKind::Table(_) => (5, 0),
    }
}

/// The player who leads to the first trick: the one after the declarer, when the game has a
/// `Declarer` that is only a seat and a `Contract` that is a bid.
pub(super) fn opening_leader(game: Node<'_>) -> Option<usize> {
    let mut declarer = None;
    let mut contract = None;
    for_each_tag(game, |tag| {
        let (name, value) = name_and_value(tag);
        match name {
            Some("Declarer") if declarer.is_none() => declarer = Some(value),
            Some("Contract") if contract.is_none() => contract = Some(value),
            _ => {}
        }
    });
    let declarer = plain_seat(declarer??)?;
    let contract = contract??;
    let is_bid = contract.token(SyntaxKind::PBN_LEVEL).is_some()
        && contract.token(SyntaxKind::PBN_STRAIN).is_some();
    is_bid.then_some((declarer + 1) % 4)
}

/// An annotation in export form, with the number it is ordered by.
#[derive(Debug, Clone, Copy)]
pub(super) struct Annotation<'a> {
    number: u32,
    text: AnnotationText<'a>,
}

#[derive(Debug, Clone, Copy)]
enum AnnotationText<'a> {
    AsWritten(&'a str),
    /// A suffix turned into its NAG.
    Nag(u8),
}

impl Annotation<'_> {
    pub fn write(&self, out: &mut String) {
        match self.text {
            AnnotationText::AsWritten(text) => out.push_str(text),
            AnnotationText::Nag(number) => {
                let _ = write!(out, "${number}");
            }
        }
    }
}

/// A move's annotations in export form: the note references, then the NAGs (suffixes turned
/// into theirs) in increasing order. A suffix or NAG that is not known keeps its place at the
/// end.
pub(super) fn sort_annotations<'a>(
    written: &[Token<'a>],
    card: bool,
    sorted: &mut Vec<Annotation<'a>>,
) {
    sorted.clear();
    let as_written = |text| Annotation {
        number: 0,
        text: AnnotationText::AsWritten(text),
    };
    let nag = |token: &Token<'a>| match token.kind {
        SyntaxKind::PBN_SUFFIX => spec::suffix(token.text).map(|suffix| {
            let number = if card {
                suffix.card_nag
            } else {
                suffix.call_nag
            };
            Annotation {
                number: u32::from(number),
                text: AnnotationText::Nag(number),
            }
        }),
        SyntaxKind::PBN_NAG => {
            token
                .text
                .get(1..)
                .and_then(|n| n.parse::<u32>().ok())
                .map(|number| Annotation {
                    number,
                    text: AnnotationText::AsWritten(token.text),
                })
        }
        _ => None,
    };
    sorted.extend(
        written
            .iter()
            .filter(|token| token.kind == SyntaxKind::PBN_NOTE_REF)
            .map(|token| as_written(token.text)),
    );
    let nags_start = sorted.len();
    sorted.extend(written.iter().filter_map(nag));
    if let Some(nags) = sorted.get_mut(nags_start..) {
        nags.sort_by_key(|annotation| annotation.number);
    }
    sorted.extend(
        written
            .iter()
            .filter(|token| token.kind != SyntaxKind::PBN_NOTE_REF && nag(token).is_none())
            .map(|token| as_written(token.text)),
    );
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
            Some(word) if word.eq_ignore_ascii_case("PBN") && version.is_none() => {
                version = Some(node)
            }
            Some(word) if word.eq_ignore_ascii_case("EXPORT") => has_export = true,
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
            // The tidy layout ends the version line if it lacks an ending, with an edit at the
            // same place that comes first.
            None => replace(root.text_range().end(), "", &export_line),
        },
    }
}
