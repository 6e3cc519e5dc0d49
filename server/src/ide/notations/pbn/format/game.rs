//! One game laid out: each tag on its own line, comments after what they followed (on the same
//! line or on a line of their own, as written), auction and play four moves a line in columns
//! with the section's notes after the moves, table rows one a line in columns. In export
//! style the blocks are put in export order and the annotations in export form.
//!
//! The game is read from the green tree and written into buffers kept from game to game, so
//! that a game costs no allocation once the buffers have grown.

use super::block::{Block, BlockKind, BlockText};
use super::export::{self, Annotation};
use super::lines::Lines;
use super::value::{plain_seat, push_move, Tag, ValueStyle, SEATS};
use super::{LineEnding, PbnStyle};
use crate::ide::green::{Node, Token};
use crate::ide::notations::pbn::moves::split_element;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{NodeOrToken, SyntaxKind};
use std::collections::HashSet;
use std::ops::Range;

/// An item of a section: a move (its text in the moves buffer, its width and what it is) or a
/// comment.
#[derive(Clone)]
enum SectionItem<'a> {
    Move {
        text: Range<usize>,
        width: usize,
        role: MoveRole,
    },
    Comment(&'a str, bool),
}

/// What a move of a section is, for turning a play to start with the opening leader.
#[derive(Clone, Copy, PartialEq, Eq)]
enum MoveRole {
    /// A call or card (`-` included), with what stands before and after it.
    Call,
    /// `*`.
    End,
    /// `+`, `^S`, or an irregularity or annotation on its own.
    Other,
}

/// Formats games one after the other, keeping its buffers.
pub(super) struct GameFormatter<'a> {
    style: PbnStyle,
    ending: LineEnding,
    /// The game's blocks as written.
    body: Lines,
    /// The game in export order.
    ordered: String,
    blocks: Vec<Block<'a>>,
    moves: String,
    items: Vec<SectionItem<'a>>,
    notes: Lines,
    annotations: Vec<Token<'a>>,
    sorted_annotations: Vec<Annotation<'a>>,
    columns: Vec<(usize, bool)>,
    /// The mandatory tags of the document's PBN version.
    mts: &'static [&'static str],
    /// The opening leader of the current game, in export style.
    leader: Option<usize>,
    reordered: Vec<SectionItem<'a>>,
    cards: Vec<Range<usize>>,
    /// In export style: the current game keeps a tag as written, without the space export
    /// format requires, because the space would make its line longer than PBN allows.
    short_of_export: bool,
}

impl<'a> GameFormatter<'a> {
    pub fn new(
        style: PbnStyle,
        ending: LineEnding,
        mts: &'static [&'static str],
    ) -> GameFormatter<'a> {
        GameFormatter {
            style,
            ending,
            body: Lines::default(),
            ordered: String::new(),
            blocks: Vec::new(),
            moves: String::new(),
            items: Vec::new(),
            notes: Lines::default(),
            annotations: Vec::new(),
            sorted_annotations: Vec::new(),
            columns: Vec::new(),
            mts,
            leader: None,
            reordered: Vec::new(),
            cards: Vec::new(),
            short_of_export: false,
        }
    }

    fn export(&self) -> bool {
        self.style == PbnStyle::Export
    }

    /// Whether the game last formatted breaks a rule of export format the layout cannot keep
    /// (a tag line that would be too long with the space).
    pub fn short_of_export(&self) -> bool {
        self.short_of_export
    }

    /// The game's text in the style; `None` when the game has a shape the layout does not
    /// know, and is then kept as it is.
    pub fn format_game(&mut self, game: Node<'a>, inherited: &HashSet<&'a str>) -> Option<&str> {
        let export = self.export();
        let ending = self.ending;
        let value_style = ValueStyle {
            export,
            dealer: if export { export::dealer(game) } else { None },
            section_seat: None,
        };
        self.leader = if export {
            export::opening_leader(game)
        } else {
            None
        };
        self.short_of_export = false;
        self.body.clear();
        self.blocks.clear();
        self.blocks.push(Block {
            kind: BlockKind::Head,
            order: (0, 0),
            text: BlockText::Written(0..0),
            tag_end: 0,
        });
        let mut at_line_start = true;
        let mut after_tag = false;
        for element in game.children() {
            let node = match element {
                NodeOrToken::Token(token) => {
                    match token.kind {
                        SyntaxKind::NEWLINE => at_line_start = true,
                        SyntaxKind::WHITESPACE => {}
                        SyntaxKind::PBN_COMMENT => {
                            let own_line = at_line_start || (export && after_tag);
                            self.body.comment(token.text, own_line, export, ending);
                            at_line_start = false;
                        }
                        _ => return None,
                    }
                    continue;
                }
                NodeOrToken::Node(node) => node,
            };
            match node.kind() {
                SyntaxKind::PBN_TAG => {
                    let tag = Tag::read(node)?;
                    self.start_block(BlockKind::Tag(tag.name));
                    let out = self.body.line(ending);
                    let start = out.len();
                    tag.write(value_style, out);
                    if past_the_line_limit(out.get(start..).unwrap_or("")) {
                        // The space the layout adds would make the line too long for PBN.
                        let mut written = String::new();
                        node.push_text(&mut written);
                        if !past_the_line_limit(&written) {
                            out.truncate(start);
                            out.push_str(&written);
                            self.short_of_export |= export;
                        }
                    }
                    let tag_end = self.body.text.len();
                    if let Some(block) = self.blocks.last_mut() {
                        block.tag_end = tag_end;
                    }
                }
                SyntaxKind::PBN_AUCTION => {
                    self.start_block(BlockKind::Auction);
                    self.section(node, value_style)?;
                }
                SyntaxKind::PBN_PLAY => {
                    self.start_block(BlockKind::Play);
                    self.section(node, value_style)?;
                }
                SyntaxKind::PBN_TABLE => {
                    self.start_block(BlockKind::Table(""));
                    self.table(node, value_style)?;
                }
                SyntaxKind::PBN_DIRECTIVE => {
                    // Export format allows no tab; a `%` line is kept as written.
                    if export {
                        node.for_each_text(|_, text| {
                            self.short_of_export |= text.contains(['\t', '\u{b}']);
                        });
                    }
                    node.push_text(self.body.line(ending));
                    self.body.end_line(ending);
                    at_line_start = false;
                    continue;
                }
                _ => return None,
            }
            after_tag = matches!(self.blocks.last(), Some(block) if matches!(block.kind, BlockKind::Tag(_)));
            at_line_start = node
                .last_token()
                .is_some_and(|token| token.kind == SyntaxKind::NEWLINE);
        }
        self.body.end_line(ending);
        self.end_block();
        if !export {
            return Some(&self.body.text);
        }
        if let Some(dealer) = value_style.dealer {
            self.short_of_export |= self.starts_elsewhere(dealer);
        }
        export::order_blocks(
            &mut self.blocks,
            inherited,
            self.mts,
            &self.body.text,
            ending,
        );
        self.ordered.clear();
        for block in &self.blocks {
            match (&block.text, block.kind) {
                (BlockText::Written(range) | BlockText::Repeated(range), _) => {
                    self.ordered
                        .push_str(self.body.text.get(range.clone()).unwrap_or(""));
                }
                (BlockText::Unknown, BlockKind::Tag(name)) => {
                    self.ordered.push('[');
                    self.ordered.push_str(name);
                    self.ordered.push_str(" \"");
                    self.ordered.push_str(spec::UNKNOWN_VALUE);
                    self.ordered.push_str("\"]");
                    self.ordered.push_str(ending.as_str());
                }
                (BlockText::Unknown, _) => {}
            }
        }
        Some(&self.ordered)
    }

    /// Whether the deal or the auction, as written, starts with a seat other than `dealer`
    /// (the layout turns them only where that changes no call or card).
    fn starts_elsewhere(&self, dealer: char) -> bool {
        [
            |kind| matches!(kind, BlockKind::Tag("Deal")),
            |kind| matches!(kind, BlockKind::Auction),
        ]
        .iter()
        .any(|is_kind| {
            let first = self.blocks.iter().find(|block| is_kind(block.kind));
            let Some(BlockText::Written(range)) = first.map(|block| &block.text) else {
                return false;
            };
            let text = self.body.text.get(range.clone()).unwrap_or("");
            text.split('"')
                .nth(1)
                .and_then(|value| value.chars().next())
                .map(|c| c.to_ascii_uppercase())
                .is_some_and(|seat| "NESW".contains(seat) && seat != dealer)
        })
    }

    /// Ends the block before (each block starts on a line of its own) and starts one.
    fn start_block(&mut self, kind: BlockKind<'a>) {
        self.body.end_line(self.ending);
        self.end_block();
        let at = self.body.text.len();
        self.blocks.push(Block {
            kind,
            order: (0, 0),
            text: BlockText::Written(at..at),
            tag_end: at,
        });
    }

    fn end_block(&mut self) {
        let end = self.body.text.len();
        if let Some(Block {
            text: BlockText::Written(range),
            ..
        }) = self.blocks.last_mut()
        {
            range.end = end;
        }
    }

    /// An auction or play section: the tag, the moves in columns with their comments, then
    /// the notes with theirs. In export style an auction starts with the dealer and a play
    /// with the opening leader where that takes only moving columns.
    fn section(&mut self, section: Node<'a>, style: ValueStyle) -> Option<()> {
        let ending = self.ending;
        let card = section.kind() == SyntaxKind::PBN_PLAY;
        self.moves.clear();
        self.items.clear();
        self.notes.clear();
        self.annotations.clear();
        let mut section_seat = None;
        let mut placeholders_to_drop = 0;
        if style.export && !card {
            if let Some((dealer, placeholders)) = auction_from_dealer(section, style) {
                section_seat = Some(SEATS[dealer % 4]);
                placeholders_to_drop = placeholders;
            }
        }
        let mut current = MoveStart::new(0);
        let mut section_tag = None;
        let mut after_note = false;
        let mut at_line_start = false;
        for element in section.children().flat_map(split_element) {
            let token = match element {
                NodeOrToken::Node(node) => {
                    if node.kind() != SyntaxKind::PBN_TAG {
                        return None;
                    }
                    let tag = Tag::read(node)?;
                    if section_tag.is_none() {
                        section_tag = Some(tag);
                    } else if tag.name == "Note" {
                        self.flush_move(&mut current, card);
                        tag.write(style, self.notes.line(ending));
                        after_note = true;
                    } else {
                        return None;
                    }
                    at_line_start = false;
                    continue;
                }
                NodeOrToken::Token(token) => token,
            };
            // Nothing but the tag opens a section.
            section_tag?;
            let text = token.text;
            match token.kind {
                SyntaxKind::NEWLINE => at_line_start = true,
                SyntaxKind::WHITESPACE => {}
                SyntaxKind::PBN_COMMENT => {
                    self.flush_move(&mut current, card);
                    let first = self.items.is_empty() && self.notes.text.is_empty();
                    let own_line = at_line_start || (style.export && (after_note || first));
                    if after_note {
                        self.notes.comment(text, own_line, style.export, ending);
                    } else {
                        self.items.push(SectionItem::Comment(text, own_line));
                    }
                    at_line_start = false;
                }
                SyntaxKind::PBN_CALL if placeholders_to_drop > 0 && text == "-" => {
                    placeholders_to_drop -= 1;
                    at_line_start = false;
                }
                SyntaxKind::PBN_CALL | SyntaxKind::PBN_CARD => {
                    if current.has_head || !self.annotations.is_empty() {
                        self.flush_move(&mut current, card);
                    }
                    current.part(&mut self.moves);
                    push_move(token, style.export, &mut self.moves);
                    current.has_head = true;
                    after_note = false;
                    at_line_start = false;
                }
                SyntaxKind::PBN_IRREGULARITY if text != "^S" => {
                    if current.has_head || !self.annotations.is_empty() {
                        self.flush_move(&mut current, card);
                    }
                    current.part(&mut self.moves);
                    self.moves.push_str(text);
                    after_note = false;
                    at_line_start = false;
                }
                SyntaxKind::PBN_IRREGULARITY | SyntaxKind::PBN_STAR | SyntaxKind::PBN_PLUS => {
                    self.flush_move(&mut current, card);
                    current.part(&mut self.moves);
                    self.moves.push_str(text);
                    current.ends = token.kind == SyntaxKind::PBN_STAR;
                    self.flush_move(&mut current, card);
                    after_note = false;
                    at_line_start = false;
                }
                SyntaxKind::PBN_SUFFIX | SyntaxKind::PBN_NOTE_REF | SyntaxKind::PBN_NAG => {
                    self.annotations.push(token);
                    after_note = false;
                    at_line_start = false;
                }
                _ => return None,
            }
        }
        self.flush_move(&mut current, card);
        if let (true, Some(tag), Some(leader)) = (card && style.export, section_tag, self.leader) {
            if let Some(first) = plain_seat(tag.value) {
                let turn = (leader + 4 - first) % 4;
                if turn != 0 && self.turn_tricks(turn) {
                    section_seat = Some(SEATS[leader % 4]);
                }
            }
        }
        if let Some(tag) = section_tag {
            let style = ValueStyle {
                section_seat,
                ..style
            };
            tag.write(style, self.body.line(ending));
        }
        self.lay_out_moves();
        self.body.append_lines(&self.notes, ending);
        Some(())
    }

    /// Moves the cards of each trick `turn` columns to the left, so that the play starts with
    /// the player `turn` seats after the one it started with; a card the trick lacks before
    /// the last one written becomes `-`. Each card keeps the comments after it. `false`, and
    /// nothing moved, when the play holds anything but cards, comments and a final `*`.
    fn turn_tricks(&mut self, turn: usize) -> bool {
        self.cards.clear();
        let mut first_move = None;
        let mut end_mark = None;
        for (at, item) in self.items.iter().enumerate() {
            let SectionItem::Move { role, .. } = item else {
                continue;
            };
            first_move.get_or_insert(at);
            match role {
                MoveRole::Call if end_mark.is_none() => {
                    if let Some(before) = self.cards.last_mut() {
                        before.end = at;
                    }
                    self.cards.push(at..self.items.len());
                }
                MoveRole::End if end_mark.is_none() => {
                    if let Some(before) = self.cards.last_mut() {
                        before.end = at;
                    }
                    end_mark = Some(at);
                }
                _ => return false,
            }
        }
        let first_move = first_move.unwrap_or(self.items.len());
        self.reordered.clear();
        self.reordered
            .extend(self.items.get(..first_move).unwrap_or(&[]).iter().cloned());
        for trick in self.cards.chunks(4) {
            let Some(last_column) = (0..4)
                .rev()
                .find(|column| (column + turn) % 4 < trick.len())
            else {
                continue;
            };
            for column in 0..=last_column {
                match trick.get((column + turn) % 4) {
                    Some(card) => self
                        .reordered
                        .extend(self.items.get(card.clone()).unwrap_or(&[]).iter().cloned()),
                    None => {
                        let start = self.moves.len();
                        self.moves.push('-');
                        self.reordered.push(SectionItem::Move {
                            text: start..start + 1,
                            width: 1,
                            role: MoveRole::Call,
                        });
                    }
                }
            }
        }
        if let Some(end_mark) = end_mark {
            self.reordered
                .extend(self.items.get(end_mark..).unwrap_or(&[]).iter().cloned());
        }
        std::mem::swap(&mut self.items, &mut self.reordered);
        true
    }

    /// Ends the current move, if it has anything, and starts the next.
    fn flush_move(&mut self, current: &mut MoveStart, card: bool) {
        if current.parts > 0 || !self.annotations.is_empty() {
            if self.export() {
                export::sort_annotations(&self.annotations, card, &mut self.sorted_annotations);
                for annotation in &self.sorted_annotations {
                    current.part(&mut self.moves);
                    annotation.write(&mut self.moves);
                }
            } else {
                for annotation in &self.annotations {
                    current.part(&mut self.moves);
                    self.moves.push_str(annotation.text);
                }
            }
            let text = current.start..self.moves.len();
            let width = self.moves.get(text.clone()).unwrap_or("").chars().count();
            let role = if current.ends {
                MoveRole::End
            } else if current.has_head {
                MoveRole::Call
            } else {
                MoveRole::Other
            };
            self.items.push(SectionItem::Move { text, width, role });
        }
        self.annotations.clear();
        *current = MoveStart::new(self.moves.len());
    }

    /// Four moves a line in columns as wide as the widest move; a comment ends the line of
    /// moves.
    fn lay_out_moves(&mut self) {
        let ending = self.ending;
        let width = self
            .items
            .iter()
            .filter_map(|item| match item {
                SectionItem::Move { width, .. } => Some(*width),
                SectionItem::Comment(..) => None,
            })
            .max()
            .unwrap_or(0);
        let mut row_start = 0;
        let mut row_len = 0;
        for at in 0..self.items.len() {
            match self.items.get(at) {
                Some(SectionItem::Move { .. }) => {
                    if row_len == 4 {
                        self.write_row(row_start..row_start + row_len, width);
                        row_len = 0;
                    }
                    if row_len == 0 {
                        row_start = at;
                    }
                    row_len += 1;
                }
                Some(SectionItem::Comment(text, own_line)) => {
                    let (text, own_line) = (*text, *own_line);
                    self.write_row(row_start..row_start + row_len, width);
                    row_len = 0;
                    self.body
                        .comment(text, own_line, self.style == PbnStyle::Export, ending);
                }
                None => {}
            }
        }
        self.write_row(row_start..row_start + row_len, width);
    }

    /// The moves `items` on one line, each but the last padded to `width`.
    fn write_row(&mut self, items: Range<usize>, width: usize) {
        if items.is_empty() {
            return;
        }
        let last = items.end - 1;
        let out = self.body.line(self.ending);
        for at in items {
            let Some(SectionItem::Move {
                text,
                width: cell_width,
                ..
            }) = self.items.get(at)
            else {
                continue;
            };
            out.push_str(self.moves.get(text.clone()).unwrap_or(""));
            if at < last {
                push_spaces(out, width.saturating_sub(*cell_width) + 1);
            }
        }
    }

    /// A table: its tag, then each row on a line, the columns as wide as the column
    /// specification asks or the widest element, right-aligned where it says `R`.
    fn table(&mut self, table: Node<'a>, style: ValueStyle) -> Option<()> {
        let ending = self.ending;
        self.columns.clear();
        let mut seen_tag = false;
        for element in table.children() {
            match element {
                NodeOrToken::Token(token) => {
                    if !matches!(token.kind, SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE) {
                        return None;
                    }
                }
                NodeOrToken::Node(node) => match node.kind() {
                    SyntaxKind::PBN_TAG if !seen_tag => {
                        let tag = Tag::read(node)?;
                        if let Some(block) = self.blocks.last_mut() {
                            block.kind = BlockKind::Table(tag.name);
                        }
                        tag.write(style, self.body.line(ending));
                        column_specs(node, &mut self.columns);
                        seen_tag = true;
                    }
                    SyntaxKind::PBN_TABLE_ROW if seen_tag => {
                        let mut at = 0;
                        for_each_cell(node, &mut |cell| {
                            let width = cell.char_count();
                            if self.columns.len() <= at {
                                self.columns.push((0, false));
                            }
                            if let Some(column) = self.columns.get_mut(at) {
                                column.0 = column.0.max(width);
                            }
                            at += 1;
                        })?;
                    }
                    _ => return None,
                },
            }
        }
        // Rows padded into columns that would pass PBN's line limit are written with one
        // space between cells; a row too long even so leaves the game as written.
        let before_rows = self.body.mark();
        if !self.rows(table, ending) {
            self.body.go_back(before_rows);
            self.columns.iter_mut().for_each(|column| column.0 = 0);
            if !self.rows(table, ending) {
                return None;
            }
        }
        Some(())
    }

    /// Writes the table's rows, each on its line, in the columns; returns whether every line
    /// is within PBN's limit.
    fn rows(&mut self, table: Node<'a>, ending: LineEnding) -> bool {
        let mut fit = true;
        for row in table
            .child_nodes()
            .filter(|node| node.kind() == SyntaxKind::PBN_TABLE_ROW)
        {
            let out = self.body.line(ending);
            let start = out.len();
            let cells = count_cells(row);
            let mut at = 0;
            let columns = &self.columns;
            for_each_cell(row, &mut |cell| {
                let (width, right) = columns.get(at).copied().unwrap_or((0, false));
                let pad = width.saturating_sub(cell.char_count());
                if at > 0 {
                    out.push(' ');
                }
                if right {
                    push_spaces(out, pad);
                }
                cell.push_to(out);
                if !right && at + 1 < cells {
                    push_spaces(out, pad);
                }
                at += 1;
            });
            fit &= !past_the_line_limit(out.get(start..).unwrap_or(""));
        }
        fit
    }
}

/// Where the current move starts in the moves buffer and what it has so far.
struct MoveStart {
    start: usize,
    /// The irregularities and the call or card written.
    parts: usize,
    has_head: bool,
    /// It is `*`.
    ends: bool,
}

impl MoveStart {
    fn new(start: usize) -> MoveStart {
        MoveStart {
            start,
            parts: 0,
            has_head: false,
            ends: false,
        }
    }

    /// Starts a part of the move: a space after the ones before.
    fn part(&mut self, moves: &mut String) {
        if moves.len() > self.start {
            moves.push(' ');
        }
        self.parts += 1;
    }
}

/// Whether a line of `text` is longer than PBN allows: 255 characters with its line end.
fn past_the_line_limit(text: &str) -> bool {
    text.chars().count() > spec::MAX_LINE_LEN - 1
}

fn push_spaces(out: &mut String, count: usize) {
    out.extend(std::iter::repeat_n(' ', count));
}

/// A cell of a table row: an element or a string.
#[derive(Clone, Copy)]
enum Cell<'a> {
    Element(&'a str),
    String(Node<'a>),
}

impl Cell<'_> {
    fn char_count(self) -> usize {
        match self {
            Cell::Element(text) => text.chars().count(),
            Cell::String(node) => node.char_count(),
        }
    }

    fn push_to(self, out: &mut String) {
        match self {
            Cell::Element(text) => out.push_str(text),
            Cell::String(node) => node.push_text(out),
        }
    }
}

/// Calls `visit` with the row's cells; `None` when the row holds anything else.
fn for_each_cell<'a>(row: Node<'a>, visit: &mut impl FnMut(Cell<'a>)) -> Option<()> {
    for element in row.children() {
        match element {
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::PBN_TABLE_ELEMENT => visit(Cell::Element(token.text)),
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                _ => return None,
            },
            NodeOrToken::Node(node) if node.kind() == SyntaxKind::PBN_STRING => {
                visit(Cell::String(node));
            }
            NodeOrToken::Node(_) => return None,
        }
    }
    Some(())
}

fn count_cells(row: Node<'_>) -> usize {
    let mut count = 0;
    let _ = for_each_cell(row, &mut |_| count += 1);
    count
}

/// The width and alignment of each column the table tag declares.
fn column_specs(tag: Node<'_>, columns: &mut Vec<(usize, bool)>) {
    tag.for_each_node_of(SyntaxKind::PBN_COLUMN, |column| {
        let text = column
            .token(SyntaxKind::PBN_COLUMN_WIDTH)
            .map_or("", |token| token.text);
        let mut width = Some(0usize);
        let mut digits = 0;
        for digit in text.chars().filter_map(|c| c.to_digit(10)) {
            digits += 1;
            width = width
                .and_then(|width| width.checked_mul(10))
                .and_then(|width| width.checked_add(digit as usize));
        }
        let width = if digits == 0 { 0 } else { width.unwrap_or(0) };
        let right = text.ends_with(['R', 'r']);
        columns.push((width.min(spec::MAX_LINE_LEN), right));
    });
}

/// In export style, the dealer an auction is turned to start with and how many `-` before the
/// dealer's call go: only when the auction's tag names another seat and the auction starts
/// with exactly the `-` of the players from that seat to the dealer, bare.
fn auction_from_dealer(section: Node<'_>, style: ValueStyle) -> Option<(usize, usize)> {
    let dealer = style
        .dealer
        .and_then(|dealer| SEATS.iter().position(|&s| s == dealer))?;
    let mut children = section.children();
    let tag = match children.next()? {
        NodeOrToken::Node(node) if node.kind() == SyntaxKind::PBN_TAG => Tag::read(node)?,
        _ => return None,
    };
    let first = plain_seat(tag.value)?;
    let turn = (dealer + 4 - first) % 4;
    if turn == 0 {
        return None;
    }
    let mut placeholders = 0;
    for element in children.flat_map(split_element) {
        match element {
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {}
                SyntaxKind::PBN_CALL if token.text == "-" => placeholders += 1,
                SyntaxKind::PBN_CALL
                | SyntaxKind::PBN_IRREGULARITY
                | SyntaxKind::PBN_STAR
                | SyntaxKind::PBN_PLUS
                | SyntaxKind::PBN_COMMENT => break,
                _ => return None,
            },
            NodeOrToken::Node(_) => break,
        }
    }
    (placeholders == turn).then_some((dealer, placeholders))
}
