//! The PPN parser: builds the lossless tree and records syntax errors.
//!
//! The file is a list of records, each an info section (tag pairs) followed by a game section
//! (rounds); white space, line ends and comments stand between them. A bracket is a tag pair
//! or a round, by its first word, and ends at its `]` or its line end. The fields of a round
//! are named by their count (see `spec::round_layout`) and lexed by `fields.rs`. Anything
//! else is junk, wrapped in an ERROR node up to the end of its line.

use rowan::{GreenNode, TextRange, TextSize};

use super::fields::{self, shown};
use super::lexer::{is_space, tokenize, Lexer, Token, TokenKind};
use super::spec;
use crate::sink::TreeSink;
use crate::SyntaxError;
use crate::SyntaxKind::{self, *};

pub(crate) fn parse(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parse_in_parts(text, crate::parts::parts_for(text.len()))
}

/// Parses `text` in up to `parts` runs of rounds or of records on threads of their own when its
/// shape allows (see [`cuts`]), else on this thread alone; the tree and errors are the same
/// either way.
pub(crate) fn parse_in_parts(text: &str, parts: usize) -> (GreenNode, Vec<SyntaxError>) {
    let mut sink = TreeSink::new();
    sink.start_node(PREF_FILE);
    match cuts(text, parts) {
        Some(Cuts::Rounds { ranges, body_end }) => {
            crate::parts::parse_parts(&mut sink, &ranges, |sink, part| {
                let section = (part.start > 0).then_some(Section::Game);
                let leave_tail = part.end == text.len();
                parse_part(sink, text, part, section, true, leave_tail);
            });
            // The record closes before the white space that ends the file, as in one run.
            sink.finish_node();
            sink.finish_node();
            let tail = text.get(body_end..).unwrap_or("");
            for token in tokenize(tail) {
                let kind = match token.kind {
                    TokenKind::Newline => NEWLINE,
                    _ => WHITESPACE,
                };
                sink.token(kind, tail.get(token.start()..token.end()).unwrap_or(""));
            }
        }
        Some(Cuts::Records(ranges)) => {
            crate::parts::parse_parts(&mut sink, &ranges, |sink, part| {
                parse_part(sink, text, part, None, false, false);
            });
        }
        None => {
            let mut parser = Parser {
                text,
                tokens: Vec::new(),
                lexer: Lexer::new(text),
                pos: 0,
                section: None,
                keep_open: false,
                leave_tail: false,
                sink: &mut sink,
            };
            parser.file();
        }
    }
    sink.finish_node();
    sink.finish_green()
}

/// Parses `part` of `text` into `sink`, starting with `section` open, with its errors placed
/// in the whole text.
fn parse_part(
    sink: &mut TreeSink,
    text: &str,
    part: std::ops::Range<usize>,
    section: Option<Section>,
    keep_open: bool,
    leave_tail: bool,
) {
    let errors_before = sink.error_count();
    let part_text = text.get(part.clone()).unwrap_or("");
    let mut parser = Parser {
        text: part_text,
        tokens: Vec::new(),
        lexer: Lexer::new(part_text),
        pos: 0,
        section,
        keep_open,
        leave_tail,
        sink,
    };
    parser.file();
    parser.sink.shift_errors(errors_before, part.start);
}

/// Where a document is cut to be parsed in parts.
enum Cuts {
    /// Runs of rounds of the one record that runs to the end, and where the white space that
    /// ends the document starts.
    Rounds {
        ranges: Vec<std::ops::Range<usize>>,
        body_end: usize,
    },
    /// Runs of whole records.
    Records(Vec<std::ops::Range<usize>>),
}

/// Where a document can be cut into parts parsed apart: runs of rounds when it ends in one
/// long record (see [`round_cuts`]), else runs of records (see [`record_cuts`]).
fn cuts(text: &str, parts: usize) -> Option<Cuts> {
    if parts < 2 {
        return None;
    }
    if let Some((ranges, body_end)) = round_cuts(text, parts) {
        return Some(Cuts::Rounds { ranges, body_end });
    }
    record_cuts(text, parts).map(Cuts::Records)
}

/// The white space the lexer reads as such (vertical tabs and form feeds among it) at the end
/// of `text`: where it starts.
fn body_end(text: &str) -> usize {
    text.trim_end_matches(|c: char| {
        u8::try_from(c).is_ok_and(|b| is_space(b) || b == b'\n' || b == b'\r')
    })
    .len()
}

/// Whether the `[` at `at` opens a round: a digit is the first thing after it but spaces.
fn opens_round(bytes: &[u8], at: usize) -> bool {
    let rest = bytes.get(at + 1..).unwrap_or(&[]);
    rest.iter()
        .find(|&&b| b != b' ' && b != b'\t')
        .is_some_and(u8::is_ascii_digit)
}

/// Where a document can be cut into runs of rounds parsed apart, and where the white space
/// that ends it starts. A document is cut only where each run parses as one run through the
/// whole document would: every cut at the start of a line that opens a round (`[` and a
/// digit), a round as the last bracket before the first cut (the game section is open there),
/// nothing but rounds after it (every `[` opens one: no record starts), no brace comment
/// anywhere (`{` or `}`: one may span lines), and from the line of that last bracket on no
/// other comment or quoted value (`;`, `%` or `"`), which could hide or fake a bracket. The
/// white space that ends the document follows the record, so the last run leaves it to the
/// caller.
pub(super) fn round_cuts(text: &str, parts: usize) -> Option<(Vec<std::ops::Range<usize>>, usize)> {
    let bytes = text.as_bytes();
    let body_end = body_end(text);
    let round_line = |text: &str, near: usize| {
        let mut at = near;
        loop {
            at = crate::parts::next_line_start(text, at)?;
            if at >= body_end {
                return None;
            }
            if bytes.get(at) == Some(&b'[') && opens_round(bytes, at) {
                return Some(at);
            }
        }
    };
    let ranges = crate::parts::cut(text, 0, parts, round_line);
    if ranges.len() < 2 {
        return None;
    }
    let first_cut = ranges.get(1)?.start;
    let last_before = bytes.get(..first_cut)?.iter().rposition(|&b| b == b'[')?;
    let only_rounds_after = text
        .get(first_cut..body_end)?
        .match_indices('[')
        .all(|(offset, _)| opens_round(bytes, first_cut + offset));
    let region_start = bytes
        .get(..last_before)?
        .iter()
        .rposition(|&b| b == b'\n' || b == b'\r')
        .map_or(0, |at| at + 1);
    // A brace comment may span lines, so none may stand anywhere before the end.
    let plain = !any_byte(bytes.get(..body_end)?, |b| matches!(b, b'{' | b'}'))
        && !any_byte(bytes.get(region_start..body_end)?, |b| {
            matches!(b, b';' | b'%' | b'"')
        });
    if !plain || !opens_round(bytes, last_before) || !only_rounds_after {
        return None;
    }
    Some((ranges, body_end))
}

/// Where a document of many records can be cut into runs of whole records parsed apart. With
/// no brace comment anywhere, every token ends on its line, so a line is read the same
/// whatever came before it. A cut is made at the start of a line that opens a tag (`[` and a
/// letter) when the last line before it that is not blank has no comment or quoted value and
/// its last bracket opens a round: the record there is in its game section, which the tag
/// closes, and the new record starts as it would at the start of a file.
pub(super) fn record_cuts(text: &str, parts: usize) -> Option<Vec<std::ops::Range<usize>>> {
    let bytes = text.as_bytes();
    if any_byte(bytes, |b| matches!(b, b'{' | b'}')) {
        return None;
    }
    let record_line = |text: &str, near: usize| {
        let mut at = near;
        loop {
            at = crate::parts::next_line_start(text, at)?;
            let opens_tag = bytes.get(at) == Some(&b'[')
                && bytes.get(at + 1).is_some_and(u8::is_ascii_alphabetic);
            if opens_tag && after_round_line(bytes, at) {
                return Some(at);
            }
        }
    };
    let ranges = crate::parts::cut(text, 0, parts, record_line);
    (ranges.len() >= 2).then_some(ranges)
}

/// Whether the last line before the line starting at `at` that holds more than spaces and tabs
/// has no comment or quoted value (`;`, `%` or `"`) and its last `[` opens a round.
fn after_round_line(bytes: &[u8], at: usize) -> bool {
    let before = bytes.get(..at).unwrap_or(&[]);
    let Some(last) = before
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
    else {
        return false;
    };
    let line_start = before
        .get(..last)
        .and_then(|head| head.iter().rposition(|&b| b == b'\n' || b == b'\r'))
        .map_or(0, |at| at + 1);
    let line = before.get(line_start..=last).unwrap_or(&[]);
    if line.iter().any(|&b| matches!(b, b';' | b'%' | b'"')) {
        return false;
    }
    line.iter()
        .rposition(|&b| b == b'[')
        .is_some_and(|open| opens_round(bytes, line_start + open))
}

/// Whether `is` holds for a byte of `bytes`. Each chunk is tested whole, without stopping at
/// the first match, which lets the compiler test many bytes at once: a long document is
/// scanned in a few milliseconds.
fn any_byte(bytes: &[u8], is: impl Fn(u8) -> bool) -> bool {
    bytes
        .chunks(256)
        .any(|chunk| chunk.iter().fold(false, |found, &b| found | is(b)))
}

/// The section a record has open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Section {
    Info,
    Game,
}

/// What the next token that is not trivia starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    Tag,
    Round,
    Junk,
}

struct Parser<'t, 's> {
    text: &'t str,
    /// The tokens read so far and still needed: the current one, the one before it, and those
    /// up to the end of the next item's line (see [`Parser::read_ahead`]).
    tokens: Vec<Token>,
    lexer: Lexer<'t>,
    /// The current token's place in `tokens`.
    pos: usize,
    /// The section open in the open record (none between records).
    section: Option<Section>,
    /// Whether the record open at the end of the text stays open: the text is a run of a
    /// document parsed in parts, and more rounds follow.
    keep_open: bool,
    /// Whether the white space after the last item is left for the caller, who emits it after
    /// closing the record.
    leave_tail: bool,
    sink: &'s mut TreeSink,
}

fn range(start: usize, end: usize) -> TextRange {
    TextRange::new(TextSize::from(start as u32), TextSize::from(end as u32))
}

fn is_value(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Word | TokenKind::String | TokenKind::UnclosedString
    )
}

fn is_trivia(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Whitespace
            | TokenKind::Newline
            | TokenKind::Comment
            | TokenKind::UnclosedComment
    )
}

impl<'t> Parser<'t, '_> {
    fn kind_at(&self, index: usize) -> Option<TokenKind> {
        self.tokens.get(index).map(|token| token.kind)
    }

    fn current(&self) -> Option<TokenKind> {
        self.kind_at(self.pos)
    }

    fn nth(&self, offset: usize) -> Option<TokenKind> {
        self.kind_at(self.pos + offset)
    }

    fn text_at(&self, index: usize) -> &'t str {
        self.tokens
            .get(index)
            .and_then(|token| self.text.get(token.start()..token.end()))
            .unwrap_or("")
    }

    /// Where the current token starts (the end of the text at the end).
    fn offset(&self) -> usize {
        self.tokens
            .get(self.pos)
            .map_or(self.text.len(), |token| token.start())
    }

    /// Where the token before the current one ends.
    fn previous_end(&self) -> usize {
        self.pos
            .checked_sub(1)
            .and_then(|index| self.tokens.get(index))
            .map_or(0, |token| token.end())
    }

    fn bump(&mut self, kind: SyntaxKind) {
        let text = self.text_at(self.pos);
        self.sink.token(kind, text);
        self.pos += 1;
    }

    /// Describes the token at `index` for a message.
    fn found_at(&self, index: usize) -> String {
        match self.kind_at(index) {
            None => "the end of the file".to_string(),
            Some(TokenKind::Newline) => "the end of the line".to_string(),
            Some(TokenKind::Comment | TokenKind::UnclosedComment) => "a comment".to_string(),
            Some(TokenKind::Whitespace) => self.found_at(index + 1),
            Some(_) => shown(self.text_at(index)),
        }
    }

    /// Reads tokens until those up to the end of the next item's line are in hand: an item (a
    /// tag pair, a round or junk) never runs past its line, so nothing the parser looks at is
    /// missing. Tokens before the one before the current token are forgotten once they are
    /// half of those held, so that each token is moved a bounded number of times.
    fn read_ahead(&mut self) {
        if self.pos > 1 && self.pos > self.tokens.len() / 2 {
            self.tokens.drain(..self.pos - 1);
            self.pos = 1;
        }
        let mut from = self.pos;
        loop {
            let item = self
                .tokens
                .get(from..)
                .and_then(|rest| rest.iter().position(|token| !is_trivia(token.kind)));
            if item.is_some() {
                if self.tokens.last().map(|token| token.kind) != Some(TokenKind::Newline) {
                    self.read_line();
                }
                return;
            }
            from = self.tokens.len();
            if !self.read_line() {
                return;
            }
        }
    }

    /// Reads the tokens up to and including the next line end; false at the end of the text.
    fn read_line(&mut self) -> bool {
        let mut read = false;
        for token in self.lexer.by_ref() {
            read = true;
            self.tokens.push(token);
            if token.kind == TokenKind::Newline {
                break;
            }
        }
        read
    }

    fn file(&mut self) {
        loop {
            self.read_ahead();
            let mut next = self.pos;
            while self.kind_at(next).is_some_and(is_trivia) {
                next += 1;
            }
            let Some(item) = self.item_at(next) else {
                if !self.keep_open {
                    self.close_record();
                }
                if !self.leave_tail {
                    self.trivia_to(next);
                }
                return;
            };
            let wanted = match item {
                Item::Tag => Section::Info,
                Item::Round => Section::Game,
                Item::Junk => {
                    // Junk joins whatever is open.
                    self.trivia_to(next);
                    self.junk();
                    continue;
                }
            };
            if self.section != Some(wanted) {
                if self.section == Some(Section::Game) {
                    self.close_record();
                }
                if self.section.is_some() {
                    // From the info section to the game section of the same record.
                    self.sink.finish_node();
                } else {
                    self.trivia_to(next);
                    self.sink.start_node(PREF_RECORD);
                }
                self.trivia_to(next);
                self.sink.start_node(match wanted {
                    Section::Info => PREF_INFO_SECTION,
                    Section::Game => PREF_GAME_SECTION,
                });
                self.section = Some(wanted);
            }
            self.trivia_to(next);
            match item {
                Item::Tag => self.tag(),
                Item::Round => self.round(),
                Item::Junk => {}
            }
        }
    }

    /// What the token at `index` starts: a bracket whose first word starts with a digit is
    /// a round, any other bracket a tag pair.
    fn item_at(&self, index: usize) -> Option<Item> {
        match self.kind_at(index)? {
            TokenKind::LBrack => {
                let mut first = index + 1;
                if self.kind_at(first) == Some(TokenKind::Whitespace) {
                    first += 1;
                }
                let is_round = self.kind_at(first) == Some(TokenKind::Word)
                    && self
                        .text_at(first)
                        .starts_with(|c: char| c.is_ascii_digit());
                Some(if is_round { Item::Round } else { Item::Tag })
            }
            _ => Some(Item::Junk),
        }
    }

    /// Closes the open section and record, if any.
    fn close_record(&mut self) {
        if self.section.take().is_some() {
            self.sink.finish_node();
            self.sink.finish_node();
        }
    }

    /// Emits the trivia tokens before `end`.
    fn trivia_to(&mut self, end: usize) {
        while self.pos < end {
            match self.current() {
                Some(TokenKind::Whitespace) => self.bump(WHITESPACE),
                Some(TokenKind::Newline) => self.bump(NEWLINE),
                Some(TokenKind::UnclosedComment) => {
                    let start = self.offset();
                    let end = self.tokens.get(self.pos).map_or(start, |token| token.end());
                    let found = if end >= self.text.len() {
                        "the end of the file"
                    } else {
                        "a line that starts with `[`"
                    };
                    self.sink.error(
                        "preferans/unclosed-comment",
                        range(start, start + 1),
                        format!("expected `}}` to close the comment opened here, found {found}"),
                    );
                    self.bump(PREF_COMMENT);
                }
                _ => self.bump(PREF_COMMENT),
            }
        }
    }

    /// Text outside brackets, up to the end of its line or the next bracket or comment.
    fn junk(&mut self) {
        let start = self.offset();
        let first = self.text_at(self.pos);
        let at_line_start = matches!(
            self.pos
                .checked_sub(1)
                .and_then(|index| self.kind_at(index)),
            None | Some(TokenKind::Newline)
        );
        let numbered = at_line_start
            && first.strip_suffix('.').is_some_and(|number| {
                !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
            });
        self.sink.start_node(ERROR);
        self.bump(ERROR);
        loop {
            match self.current() {
                Some(
                    TokenKind::Word
                    | TokenKind::RBrack
                    | TokenKind::String
                    | TokenKind::UnclosedString,
                ) => self.bump(ERROR),
                Some(TokenKind::Whitespace)
                    if matches!(
                        self.nth(1),
                        Some(
                            TokenKind::Word
                                | TokenKind::RBrack
                                | TokenKind::String
                                | TokenKind::UnclosedString
                        )
                    ) =>
                {
                    self.bump(WHITESPACE)
                }
                _ => break,
            }
        }
        self.sink.finish_node();
        let end = self.previous_end();
        let found = shown(self.text.get(start..end).unwrap_or(""));
        if numbered {
            self.sink.error(
                "preferans/numbered-round",
                range(start, end),
                format!(
                    "expected a round in brackets, `[id dealOrder cards ...]`, found {found}, a numbered round of the older layout, which is not read"
                ),
            );
        } else {
            self.sink.error(
                "preferans/unexpected-text",
                range(start, end),
                format!(
                    "expected a tag pair `[Name value]`, a round `[id dealOrder cards ...]` or a comment, found {found}"
                ),
            );
        }
    }

    /// White space inside a bracket, if more of the bracket follows it.
    fn inner_whitespace(&mut self) {
        if self.current() == Some(TokenKind::Whitespace)
            && self
                .nth(1)
                .is_some_and(|kind| is_value(kind) || kind == TokenKind::RBrack)
        {
            self.bump(WHITESPACE);
        }
    }

    /// `]`, or an error where it is missing.
    fn close_bracket(&mut self, what: &str) {
        if self.current() == Some(TokenKind::RBrack) {
            self.bump(PREF_R_BRACK);
            return;
        }
        let at = self.previous_end();
        let found = self.found_at(self.pos);
        self.sink.error(
            "preferans/missing-close-bracket",
            range(at, at),
            format!("expected `]` to close {what}, found {found}"),
        );
    }

    /// A tag pair, from its `[`.
    fn tag(&mut self) {
        self.sink.start_node(PREF_TAG);
        self.bump(PREF_L_BRACK);
        self.inner_whitespace();
        let name = if self.current() == Some(TokenKind::Word) {
            Some(self.tag_name())
        } else {
            let at = self.previous_end();
            let found = self.found_at(self.pos);
            self.sink.error(
                "preferans/missing-tag-name",
                range(at, at),
                format!("expected a tag name or a round's id after `[`, found {found}"),
            );
            None
        };
        self.inner_whitespace();
        let what = match name {
            Some(name) => format!("the tag `{name}`"),
            None => "the tag".to_string(),
        };
        match self.current() {
            Some(TokenKind::String | TokenKind::UnclosedString) => self.quoted_value(&what),
            Some(TokenKind::Word) => self.unquoted_value(&what),
            _ if name.is_some() => {
                let at = self.previous_end();
                let found = self.found_at(self.pos);
                self.sink.error(
                    "preferans/missing-tag-value",
                    range(at, at),
                    format!("expected a value for {what}, found {found}"),
                );
            }
            _ => {}
        }
        self.inner_whitespace();
        if self.current().is_some_and(is_value) {
            self.extra_in_tag(&what);
        }
        self.close_bracket(&what);
        self.sink.finish_node();
    }

    fn tag_name(&mut self) -> &'t str {
        let name = self.text_at(self.pos);
        let start = self.offset();
        let valid = name.starts_with(|c: char| c.is_ascii_alphabetic())
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !valid {
            self.sink.error(
                "preferans/bad-tag-name",
                range(start, start + name.len()),
                format!(
                    "expected a tag name of a letter and then letters, digits and `_`, found {}",
                    shown(name)
                ),
            );
        }
        self.bump(PREF_TAG_NAME);
        name
    }

    /// A value in quotes, split into text and escapes.
    fn quoted_value(&mut self, what: &str) {
        let Some(&token) = self.tokens.get(self.pos) else {
            return;
        };
        let closed = token.kind == TokenKind::String;
        self.sink.start_node(PREF_TAG_VALUE);
        self.sink.token(PREF_QUOTE, "\"");
        let content_end = if closed { token.end() - 1 } else { token.end() };
        let content = self.text.get(token.start() + 1..content_end).unwrap_or("");
        self.string_pieces(content);
        if closed {
            self.sink.token(PREF_QUOTE, "\"");
        }
        self.sink.finish_node();
        self.pos += 1;
        if !closed {
            let found = self.found_at(self.pos);
            self.sink.error(
                "preferans/unterminated-string",
                range(token.start(), token.end()),
                format!("expected `\"` to close the value of {what}, found {found}"),
            );
        }
    }

    /// The text of a quoted value: runs of text and the escapes `\"` and `\\` (a backslash
    /// before anything else is text).
    fn string_pieces(&mut self, content: &str) {
        let bytes = content.as_bytes();
        let mut text_start = 0;
        let mut index = 0;
        while let Some(&byte) = bytes.get(index) {
            let escaped = matches!(bytes.get(index + 1), Some(b'"' | b'\\'));
            if byte != b'\\' || !escaped {
                index += 1;
                continue;
            }
            if let Some(text) = content
                .get(text_start..index)
                .filter(|text| !text.is_empty())
            {
                self.sink.token(PREF_STRING_TEXT, text);
            }
            if let Some(escape) = content.get(index..index + 2) {
                self.sink.token(PREF_ESCAPE, escape);
            }
            index += 2;
            text_start = index;
        }
        if let Some(text) = content.get(text_start..).filter(|text| !text.is_empty()) {
            self.sink.token(PREF_STRING_TEXT, text);
        }
    }

    /// A value without quotes: one word, or several (an error: they need quotes).
    fn unquoted_value(&mut self, what: &str) {
        let start = self.offset();
        self.sink.start_node(PREF_TAG_VALUE);
        self.bump(PREF_VALUE_TEXT);
        let mut words = 1;
        while self.current() == Some(TokenKind::Whitespace) && self.nth(1) == Some(TokenKind::Word)
        {
            self.bump(WHITESPACE);
            self.bump(PREF_VALUE_TEXT);
            words += 1;
        }
        self.sink.finish_node();
        if words > 1 {
            let end = self.previous_end();
            self.sink.error(
                "preferans/unquoted-spaces",
                range(start, end),
                format!(
                    "expected double quotes around the value of {what}, which has spaces, found {}",
                    shown(self.text.get(start..end).unwrap_or(""))
                ),
            );
        }
    }

    /// Words and strings after a tag's value.
    fn extra_in_tag(&mut self, what: &str) {
        let start = self.offset();
        self.sink.start_node(ERROR);
        loop {
            match self.current() {
                Some(kind) if is_value(kind) => self.bump(ERROR),
                Some(TokenKind::Whitespace) if self.nth(1).is_some_and(is_value) => {
                    self.bump(WHITESPACE)
                }
                _ => break,
            }
        }
        self.sink.finish_node();
        let end = self.previous_end();
        self.sink.error(
            "preferans/unexpected-text",
            range(start, end),
            format!(
                "expected `]` after the value of {what}, found {}",
                shown(self.text.get(start..end).unwrap_or(""))
            ),
        );
    }

    /// A round, from its `[`.
    fn round(&mut self) {
        self.sink.start_node(PREF_ROUND);
        self.bump(PREF_L_BRACK);
        self.inner_whitespace();
        let fields = self.field_tokens();
        let word_at = |n: usize| {
            fields
                .get(n)
                .filter(|&&index| self.kind_at(index) == Some(TokenKind::Word))
                .map(|&index| self.text_at(index))
        };
        let shape = spec::RoundShape {
            count: fields.len(),
            passed_out: word_at(3).is_some_and(fields::is_passed_out),
            refa_like: matches!(word_at(9), Some("0" | "1")),
        };
        let (layout, allowed) = spec::round_layout(shape);
        let mut extra_start = None;
        for (n, &index) in fields.iter().enumerate() {
            // Only white space stands between two fields.
            while self.pos < index {
                self.bump(WHITESPACE);
            }
            match layout.get(n) {
                Some(&field) => self.field(field),
                None => {
                    if extra_start.is_none() {
                        extra_start = Some(self.offset());
                        self.sink.start_node(ERROR);
                    }
                    self.bump(ERROR);
                }
            }
        }
        let last_end = self.previous_end();
        if let Some(start) = extra_start {
            self.sink.finish_node();
            self.sink.error(
                "preferans/field-count",
                range(start, last_end),
                format!(
                    "expected {} fields in a round, found {}: these are extra",
                    layout.len(),
                    fields.len()
                ),
            );
        } else if !allowed {
            let message = if fields.len() == spec::PASSED_OUT_FIELDS.len() {
                "expected the fields `main` to `summary` after bids that are not `P,P,P`, found the end of the round".to_string()
            } else {
                format!(
                    "expected 13 or 14 fields in a round (4 for a passed-out deal), found {}",
                    fields.len()
                )
            };
            self.sink
                .error("preferans/field-count", range(last_end, last_end), message);
        }
        self.inner_whitespace();
        self.close_bracket("the round");
        self.sink.finish_node();
    }

    /// The indices of the tokens that are fields of the round starting at the current token:
    /// words and strings, up to the end of the bracket.
    fn field_tokens(&self) -> Vec<usize> {
        let mut fields = Vec::with_capacity(spec::ROUND_FIELDS.len());
        let mut index = self.pos;
        while let Some(kind) = self.kind_at(index) {
            if is_value(kind) {
                fields.push(index);
            } else if !(kind == TokenKind::Whitespace
                && self.kind_at(index + 1).is_some_and(is_value))
            {
                break;
            }
            index += 1;
        }
        fields
    }

    /// One field of a round, the current token.
    fn field(&mut self, field: spec::Field) {
        let Some(&token) = self.tokens.get(self.pos) else {
            return;
        };
        let text = self.text_at(self.pos);
        // Most fields repeat from deal to deal (the ids, hands and throws do not): a field
        // written as before is the same subtree.
        let repeats = token.kind == TokenKind::Word
            && !matches!(
                field,
                spec::Field::Id | spec::Field::Cards | spec::Field::Throws
            );
        // Most are one character, found by number rather than by their text.
        let key = fields::one_character_key(field, text).filter(|_| repeats);
        let reused = match key {
            Some(key) => self.sink.reuse_keyed(field.kind(), key),
            None => repeats && self.sink.reuse(field.kind(), text),
        };
        if reused {
            self.pos += 1;
            return;
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(field.kind());
        if token.kind == TokenKind::Word {
            fields::lex_field(self.sink, field, text, token.start());
            self.pos += 1;
        } else {
            self.sink.error(
                fields::error_code(field),
                range(token.start(), token.end()),
                format!(
                    "expected `{}` without quotes, found {}",
                    field.name(),
                    shown(text)
                ),
            );
            self.bump(ERROR);
        }
        self.sink.finish_node();
        match key {
            Some(key) => self.sink.remember_keyed(key, errors_before),
            None if repeats => self.sink.remember(text, errors_before),
            None => {}
        }
    }
}
