//! One game laid out: each tag on its own line, comments after what they followed (on the same
//! line or on a line of their own, as written), auction and play four moves a line in columns
//! with the section's notes after the moves, table rows one a line in columns. In export
//! style the blocks are put in export order and the annotations in export form.

use super::export;
use super::value::{move_text, tag_text, ValueStyle};
use super::{LineEnding, PbnStyle};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{NodeOrToken, SyntaxKind, SyntaxNode};
use std::collections::HashSet;

/// A piece of output.
#[derive(Debug, Clone)]
pub(super) enum Piece {
    /// Text on a line of its own.
    Line(String),
    /// Text after a space at the end of the current line (or on a new line if none is open).
    Trailing(String),
    /// The current line ends here.
    EndLine,
}

/// What a block of a game is, for the export order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum BlockKind {
    /// Comments before the first tag.
    Head,
    Tag(String),
    Auction,
    Play,
    Table(String),
}

/// A tag or section with the comments and `%` lines after it.
#[derive(Debug, Clone)]
pub(super) struct Block {
    pub kind: BlockKind,
    pub pieces: Vec<Piece>,
}

/// The game's text in the style; `None` when the game has a shape the layout does not know,
/// and is then kept as it is.
pub(super) fn format_game(
    game: &SyntaxNode,
    style: PbnStyle,
    ending: LineEnding,
    inherited: &HashSet<String>,
) -> Option<String> {
    let export = style == PbnStyle::Export;
    let value_style = ValueStyle {
        export,
        dealer: if export { export::dealer(game) } else { None },
    };
    let mut blocks = vec![Block {
        kind: BlockKind::Head,
        pieces: Vec::new(),
    }];
    let mut at_line_start = true;
    for element in game.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => match token.kind() {
                SyntaxKind::NEWLINE => at_line_start = true,
                SyntaxKind::WHITESPACE => {}
                SyntaxKind::PBN_COMMENT => {
                    let block = blocks.last_mut()?;
                    let after_tag = export && matches!(block.kind, BlockKind::Tag(_));
                    push_comment(
                        &mut block.pieces,
                        token.text(),
                        at_line_start || after_tag,
                        ending,
                    );
                    at_line_start = false;
                }
                _ => return None,
            },
            NodeOrToken::Node(node) => {
                let block = match node.kind() {
                    SyntaxKind::PBN_TAG => {
                        let (name, text) = tag_text(&node, value_style)?;
                        Block {
                            kind: BlockKind::Tag(name),
                            pieces: vec![Piece::Line(text)],
                        }
                    }
                    SyntaxKind::PBN_AUCTION | SyntaxKind::PBN_PLAY => {
                        section_block(&node, value_style, ending)?
                    }
                    SyntaxKind::PBN_TABLE => table_block(&node, value_style)?,
                    SyntaxKind::PBN_DIRECTIVE => {
                        let pieces = &mut blocks.last_mut()?.pieces;
                        pieces.push(Piece::Line(node.text().to_string()));
                        pieces.push(Piece::EndLine);
                        at_line_start = false;
                        continue;
                    }
                    _ => return None,
                };
                at_line_start = node
                    .last_token()
                    .is_some_and(|token| token.kind() == SyntaxKind::NEWLINE);
                blocks.push(block);
            }
        }
    }
    if export {
        export::order_blocks(&mut blocks, inherited);
    }
    Some(render(&blocks, ending))
}

/// A comment as a piece: on a line of its own or at the end of the current line; a `;`
/// comment ends its line. Its inner line ends become the document's.
fn push_comment(pieces: &mut Vec<Piece>, text: &str, own_line: bool, ending: LineEnding) {
    let text = with_line_ending(text, ending);
    let rest_of_line = text.starts_with(';');
    pieces.push(if own_line {
        Piece::Line(text)
    } else {
        Piece::Trailing(text)
    });
    if rest_of_line {
        pieces.push(Piece::EndLine);
    }
}

fn with_line_ending(text: &str, ending: LineEnding) -> String {
    if !text.contains(['\n', '\r']) {
        return text.to_string();
    }
    text.replace("\r\n", "\n")
        .replace('\r', "\n")
        .replace('\n', ending.as_str())
}

fn render(blocks: &[Block], ending: LineEnding) -> String {
    let mut out = String::new();
    let mut open = false;
    for piece in blocks.iter().flat_map(|block| &block.pieces) {
        match piece {
            Piece::Line(text) => {
                if open {
                    out.push_str(ending.as_str());
                }
                out.push_str(text);
                open = true;
            }
            Piece::Trailing(text) => {
                if open {
                    out.push(' ');
                }
                out.push_str(text);
                open = true;
            }
            Piece::EndLine => {
                if open {
                    out.push_str(ending.as_str());
                }
                open = false;
            }
        }
    }
    if open {
        out.push_str(ending.as_str());
    }
    out
}

/// A call or card with the irregularities before it and the annotations after it.
#[derive(Debug, Default)]
struct Move {
    prefix: Vec<String>,
    head: Option<String>,
    /// The annotations as written.
    annotations: Vec<(SyntaxKind, String)>,
}

impl Move {
    fn is_empty(&self) -> bool {
        self.prefix.is_empty() && self.head.is_none() && self.annotations.is_empty()
    }

    fn text(&self, export: bool, card: bool) -> String {
        let mut parts: Vec<String> = self.prefix.clone();
        parts.extend(self.head.clone());
        if export {
            parts.extend(export::annotations(&self.annotations, card));
        } else {
            parts.extend(self.annotations.iter().map(|(_, text)| text.clone()));
        }
        parts.join(" ")
    }
}

enum SectionItem {
    Move(String),
    Comment(String, bool),
}

/// An auction or play section: the tag, the moves in columns with their comments, then the
/// notes with theirs.
fn section_block(section: &SyntaxNode, style: ValueStyle, ending: LineEnding) -> Option<Block> {
    let card = section.kind() == SyntaxKind::PBN_PLAY;
    let kind = if card {
        BlockKind::Play
    } else {
        BlockKind::Auction
    };
    let mut pieces = Vec::new();
    let mut items: Vec<SectionItem> = Vec::new();
    let mut notes: Vec<Vec<Piece>> = Vec::new();
    let mut current = Move::default();
    let mut seen_tag = false;
    let mut after_note = false;
    let mut at_line_start = false;
    let flush = |current: &mut Move, items: &mut Vec<SectionItem>| {
        if !current.is_empty() {
            items.push(SectionItem::Move(current.text(style.export, card)));
        }
        *current = Move::default();
    };
    for element in section.children_with_tokens() {
        let token = match element {
            NodeOrToken::Node(node) => {
                if node.kind() != SyntaxKind::PBN_TAG {
                    return None;
                }
                let (name, text) = tag_text(&node, style)?;
                if !seen_tag {
                    pieces.push(Piece::Line(text));
                    seen_tag = true;
                } else if name == "Note" {
                    flush(&mut current, &mut items);
                    notes.push(vec![Piece::Line(text)]);
                    after_note = true;
                } else {
                    return None;
                }
                at_line_start = false;
                continue;
            }
            NodeOrToken::Token(token) => token,
        };
        if !seen_tag {
            return None;
        }
        let text = token.text();
        match token.kind() {
            SyntaxKind::NEWLINE => at_line_start = true,
            SyntaxKind::WHITESPACE => {}
            SyntaxKind::PBN_COMMENT => {
                flush(&mut current, &mut items);
                let after_tag = after_note || (items.is_empty() && notes.is_empty());
                let own_line = at_line_start || (style.export && after_tag);
                match notes.last_mut() {
                    Some(note) if after_note => push_comment(note, text, own_line, ending),
                    _ => items.push(SectionItem::Comment(text.to_string(), own_line)),
                }
                at_line_start = false;
            }
            SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => {
                if current.head.is_some() || !current.annotations.is_empty() {
                    flush(&mut current, &mut items);
                }
                current.head = Some(move_text(&token));
                after_note = false;
                at_line_start = false;
            }
            SyntaxKind::PBN_IRREGULARITY if text != "^S" => {
                if current.head.is_some() || !current.annotations.is_empty() {
                    flush(&mut current, &mut items);
                }
                current.prefix.push(text.to_string());
                after_note = false;
                at_line_start = false;
            }
            SyntaxKind::PBN_IRREGULARITY | SyntaxKind::PBN_STAR | SyntaxKind::PBN_PLUS => {
                flush(&mut current, &mut items);
                items.push(SectionItem::Move(text.to_string()));
                after_note = false;
                at_line_start = false;
            }
            SyntaxKind::PBN_SUFFIX | SyntaxKind::PBN_NOTE_REF | SyntaxKind::PBN_NAG => {
                current.annotations.push((token.kind(), text.to_string()));
                after_note = false;
                at_line_start = false;
            }
            _ => return None,
        }
    }
    flush(&mut current, &mut items);
    lay_out_moves(&items, &mut pieces, ending);
    pieces.extend(notes.into_iter().flatten());
    Some(Block { kind, pieces })
}

/// Four moves a line in columns as wide as the widest move; a comment ends the line of moves.
fn lay_out_moves(items: &[SectionItem], pieces: &mut Vec<Piece>, ending: LineEnding) {
    let width = items
        .iter()
        .filter_map(|item| match item {
            SectionItem::Move(text) => Some(text.chars().count()),
            SectionItem::Comment(..) => None,
        })
        .max()
        .unwrap_or(0);
    let mut line: Vec<&str> = Vec::new();
    let flush = |line: &mut Vec<&str>, pieces: &mut Vec<Piece>| {
        if !line.is_empty() {
            pieces.push(Piece::Line(padded_row(line, width)));
            line.clear();
        }
    };
    for item in items {
        match item {
            SectionItem::Move(text) => {
                if line.len() == 4 {
                    flush(&mut line, pieces);
                }
                line.push(text);
            }
            SectionItem::Comment(text, own_line) => {
                flush(&mut line, pieces);
                push_comment(pieces, text, *own_line, ending);
            }
        }
    }
    flush(&mut line, pieces);
}

fn padded_row(cells: &[&str], width: usize) -> String {
    let mut out = String::new();
    for (at, cell) in cells.iter().enumerate() {
        if at > 0 {
            out.push(' ');
        }
        out.push_str(cell);
        if at + 1 < cells.len() {
            let pad = width.saturating_sub(cell.chars().count());
            out.push_str(&" ".repeat(pad));
        }
    }
    out
}

/// A table: its tag, then each row on a line, the columns as wide as the column
/// specification asks or the widest element, right-aligned where it says `R`.
fn table_block(table: &SyntaxNode, style: ValueStyle) -> Option<Block> {
    let mut pieces = Vec::new();
    let mut name = String::new();
    let mut specs: Vec<(usize, bool)> = Vec::new();
    let mut rows: Vec<Vec<String>> = Vec::new();
    for element in table.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => {
                if !matches!(token.kind(), SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE) {
                    return None;
                }
            }
            NodeOrToken::Node(node) => match node.kind() {
                SyntaxKind::PBN_TAG if pieces.is_empty() => {
                    let (tag_name, text) = tag_text(&node, style)?;
                    name = tag_name;
                    pieces.push(Piece::Line(text));
                    specs = column_specs(&node);
                }
                SyntaxKind::PBN_TABLE_ROW if !pieces.is_empty() => rows.push(row_cells(&node)?),
                _ => return None,
            },
        }
    }
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<(usize, bool)> = (0..columns)
        .map(|at| {
            let (spec_width, right) = specs.get(at).copied().unwrap_or((0, false));
            let widest = rows
                .iter()
                .filter_map(|row| row.get(at))
                .map(|cell| cell.chars().count())
                .max()
                .unwrap_or(0);
            (spec_width.max(widest), right)
        })
        .collect();
    for row in &rows {
        let mut line = String::new();
        for (at, cell) in row.iter().enumerate() {
            let (width, right) = widths.get(at).copied().unwrap_or((0, false));
            let pad = width.saturating_sub(cell.chars().count());
            if at > 0 {
                line.push(' ');
            }
            if right {
                line.push_str(&" ".repeat(pad));
            }
            line.push_str(cell);
            if !right && at + 1 < row.len() {
                line.push_str(&" ".repeat(pad));
            }
        }
        pieces.push(Piece::Line(line));
    }
    Some(Block {
        kind: BlockKind::Table(name),
        pieces,
    })
}

/// The width and alignment of each column the table tag declares.
fn column_specs(tag: &SyntaxNode) -> Vec<(usize, bool)> {
    tag.descendants()
        .filter(|node| node.kind() == SyntaxKind::PBN_COLUMN)
        .map(|column| {
            let width = column
                .children_with_tokens()
                .filter_map(NodeOrToken::into_token)
                .find(|token| token.kind() == SyntaxKind::PBN_COLUMN_WIDTH);
            let text = width
                .map(|token| token.text().to_string())
                .unwrap_or_default();
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            let right = text.ends_with(['R', 'r']);
            (
                digits.parse::<usize>().unwrap_or(0).min(spec::MAX_LINE_LEN),
                right,
            )
        })
        .collect()
}

fn row_cells(row: &SyntaxNode) -> Option<Vec<String>> {
    let mut cells = Vec::new();
    for element in row.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) => match token.kind() {
                SyntaxKind::PBN_TABLE_ELEMENT => cells.push(token.text().to_string()),
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                _ => return None,
            },
            NodeOrToken::Node(node) if node.kind() == SyntaxKind::PBN_STRING => {
                cells.push(node.text().to_string());
            }
            NodeOrToken::Node(_) => return None,
        }
    }
    Some(cells)
}
