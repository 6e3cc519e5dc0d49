//! The Pinochle PPN parser: builds the lossless tree and records syntax errors.
//!
//! The file is `%` header lines and hands; a hand runs from its first tag to a blank line. A
//! tag never spans lines; the lines after `Auction` and `Play` are their sections. Tag values
//! are read by the shape `spec::value_shape` gives their tag (hands, melds, cards, scores...).
//! Anything unexpected becomes an `ERROR` token or node with an error, up to the end of the
//! piece it spoils: the value, the word of a section, or the line.

use rowan::{GreenNode, TextRange, TextSize};

use super::spec::{self, Section, ValueShape};
use crate::sink::{TreeSink, MAX_REMEMBERED_LEN};
use crate::syntax_error::quoted_for_message;
use crate::SyntaxError;
use crate::SyntaxKind::{self, *};

pub(super) const UNEXPECTED: &str = "pinochle/unexpected";
pub(super) const HEADER_SYNTAX: &str = "pinochle/header-syntax";
pub(super) const TAG_SYNTAX: &str = "pinochle/tag-syntax";
pub(super) const PREFIX_SYNTAX: &str = "pinochle/prefix-syntax";
pub(super) const CARD_SYNTAX: &str = "pinochle/card-syntax";
pub(super) const VALUE_SYNTAX: &str = "pinochle/value-syntax";
pub(super) const SECTION_SYNTAX: &str = "pinochle/section-syntax";

/// Every code the parser reports.
pub const CODES: [&str; 7] = [
    UNEXPECTED,
    HEADER_SYNTAX,
    TAG_SYNTAX,
    PREFIX_SYNTAX,
    CARD_SYNTAX,
    VALUE_SYNTAX,
    SECTION_SYNTAX,
];

pub(crate) fn parse(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parse_in_parts(text, crate::parts::parts_for(text.len()))
}

/// Parses `text` cut into up to `parts` runs of whole hands, each on its own thread. Where a
/// hand starts cannot be told for sure without reading everything before it (a comment may
/// hold a blank line), so the cuts are guesses, checked as the parts are joined: see
/// [`crate::parts::parse_parts_checked`].
pub(crate) fn parse_in_parts(text: &str, parts: usize) -> (GreenNode, Vec<SyntaxError>) {
    let sink = crate::parts::parse_at_guessed_starts(
        text,
        parts,
        PIN_FILE,
        likely_hand_start,
        |sink, start, limit| {
            let mut parser = Parser {
                text,
                pos: start,
                sink,
            };
            parser.items(limit);
            parser.pos
        },
    );
    sink.finish_green()
}

/// A place at or after `near` where a hand probably starts: a `[` at the start of a line that
/// follows a blank line.
fn likely_hand_start(text: &str, near: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = near;
    loop {
        let blank = at + find_blank_line(bytes.get(at..)?)?;
        let start = blank
            + bytes
                .get(blank..)?
                .iter()
                .position(|byte| !matches!(byte, b' ' | b'\t' | b'\n' | b'\r'))?;
        if bytes.get(start) == Some(&b'[') {
            return Some(start);
        }
        at = start;
    }
}

/// Where the first blank line of `bytes` ends: just past its line end.
fn find_blank_line(bytes: &[u8]) -> Option<usize> {
    let mut line_start = None;
    for (at, byte) in bytes.iter().enumerate() {
        match byte {
            b'\n' => {
                if line_start.is_some() {
                    return Some(at + 1);
                }
                line_start = Some(at + 1);
            }
            b' ' | b'\t' | b'\r' => {}
            _ => line_start = None,
        }
    }
    None
}

struct Parser<'t, 's> {
    text: &'t str,
    pos: usize,
    sink: &'s mut TreeSink,
}

/// What a line holds, judged by its first character that is not a space or a tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Line {
    Blank,
    Header,
    Tag,
    Other,
}

impl<'t> Parser<'t, '_> {
    /// The file's items (headers and hands) from the cursor, up to the first that starts at or
    /// after `limit`.
    fn items(&mut self, limit: usize) {
        loop {
            self.trivia(true);
            match self.line_at(self.pos) {
                _ if self.pos >= self.text.len() || self.pos >= limit => break,
                Line::Header => self.header(),
                _ => self.hand_record(),
            }
        }
    }

    /// One hand: items on consecutive lines, comments between them included.
    fn hand_record(&mut self) {
        self.sink.start_node(PIN_HAND_RECORD);
        loop {
            match self.line_at(self.pos) {
                Line::Header => self.header(),
                Line::Tag => self.tag_line(),
                Line::Other => self.junk_line(),
                Line::Blank => {}
            }
            if !self.continues_hand() {
                break;
            }
            self.trivia(true);
        }
        self.sink.finish_node();
    }

    /// Whether, after the trivia at the cursor, the hand goes on: no blank line before the next
    /// item, and something left.
    fn continues_hand(&self) -> bool {
        let mut at = self.pos;
        let mut line_ends = 0;
        while let Some(c) = self.char_at(at) {
            match c {
                ' ' | '\t' => at += 1,
                '\n' | '\r' => {
                    line_ends += 1;
                    at += if self.text.get(at..at + 2) == Some("\r\n") {
                        2
                    } else {
                        1
                    };
                    if line_ends == 2 {
                        return false;
                    }
                }
                '{' => {
                    at = self.comment_end(at);
                    line_ends = 0;
                }
                _ => return true,
            }
        }
        false
    }

    /// White space, comments and (when `lines` is set) line ends at the cursor.
    fn trivia(&mut self, lines: bool) {
        loop {
            let rest = self.rest();
            let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            if spaces > 0 {
                self.bump(WHITESPACE, spaces);
                continue;
            }
            match self.char_at(self.pos) {
                Some('{') => {
                    let end = self.comment_end(self.pos);
                    if self.text.get(end - 1..end) != Some("}") {
                        self.error_at(UNEXPECTED, self.pos, end, "a comment `{` without its `}`");
                    }
                    self.bump(PIN_COMMENT, end - self.pos);
                }
                Some('\n') if lines => self.bump(NEWLINE, 1),
                Some('\r') if lines => {
                    let len = if rest.starts_with("\r\n") { 2 } else { 1 };
                    self.bump(NEWLINE, len);
                }
                _ => break,
            }
        }
    }

    /// Where a `{` comment at `at` ends: after its `}`, or at the end of the text.
    fn comment_end(&self, at: usize) -> usize {
        self.text
            .get(at..)
            .and_then(|rest| rest.find('}'))
            .map_or(self.text.len(), |close| at + close + 1)
    }

    fn line_at(&self, at: usize) -> Line {
        let rest = self.text.get(at..).unwrap_or("");
        match rest.trim_start_matches([' ', '\t']).chars().next() {
            None | Some('\n' | '\r') => Line::Blank,
            Some('%') => Line::Header,
            Some('[' | '@') => Line::Tag,
            Some(_) => Line::Other,
        }
    }

    /// `%`, then a name and a value: `% PPN 1.0`, `% EXPORT`, `% ID 4a9c`, or a bare `%`.
    fn header(&mut self) {
        self.sink.start_node(PIN_HEADER);
        self.trivia(false);
        self.bump(PIN_PERCENT, 1);
        if self.char_at(self.pos).is_some_and(|c| !c.is_whitespace()) {
            self.error_here(HEADER_SYNTAX, "a header line has a space after `%`");
        }
        self.spaces();
        let name = self.word_len(|c| !c.is_whitespace());
        if name > 0 {
            self.bump(PIN_HEADER_NAME, name);
            self.spaces();
            let value = self.line_rest().trim_end_matches([' ', '\t']).len();
            if value > 0 {
                self.bump(PIN_HEADER_VALUE, value);
            }
        }
        self.spaces();
        self.sink.finish_node();
    }

    /// A line of tags (usually one); a section follows a tag that opens one.
    fn tag_line(&mut self) {
        self.trivia(false);
        let mut section = None;
        while matches!(self.char_at(self.pos), Some('[' | '@')) {
            section = self.tag();
            self.trivia(false);
        }
        if !self.line_rest().is_empty() {
            self.junk_to_line_end("a tag or the end of the line");
        }
        if let Some(section) = section {
            self.section(section);
        }
    }

    /// A line no item starts: an error to its end.
    fn junk_line(&mut self) {
        self.trivia(false);
        self.junk_to_line_end("a tag (`[`), a segmental prefix (`@`) or a `%` line");
    }

    fn junk_to_line_end(&mut self, expected: &str) {
        let len = self.line_rest().len();
        if len == 0 {
            return;
        }
        let found = shown(self.line_rest());
        self.error_at(
            UNEXPECTED,
            self.pos,
            self.pos + len,
            format!("expected {expected}, found {found}"),
        );
        self.sink.start_node(ERROR);
        self.bump(ERROR, len);
        self.sink.finish_node();
    }

    /// The text of the tag at the cursor when it has no prefix and no escape, ends at its
    /// first `]` and is short enough to be remembered: its subtree depends on that text alone.
    fn plain_tag(&self) -> Option<&'t str> {
        let rest = self.text.get(self.pos..)?;
        let end = rest
            .bytes()
            .take(MAX_REMEMBERED_LEN)
            .position(|byte| matches!(byte, b']' | b'\n' | b'\r'))?;
        let text = rest.get(..=end)?;
        let quotes = text.bytes().filter(|byte| *byte == b'"').count();
        (text.starts_with('[') && text.ends_with("\"]") && quotes == 2 && !text.contains('\\'))
            .then_some(text)
    }

    /// One tag, with its prefix; the section it opens, if any.
    fn tag(&mut self) -> Option<Section> {
        // Hands repeat most of their tags; a plain tag seen before is reused whole.
        let plain = self.plain_tag();
        if let Some(text) = plain {
            if self.sink.reuse(PIN_TAG, text) {
                self.pos += text.len();
                let name = text
                    .get(1..)
                    .unwrap_or("")
                    .trim_start_matches([' ', '\t'])
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("");
                return spec::section_of(name);
            }
        }
        let errors_before = self.sink.error_count();
        let section = self.unshared_tag();
        if let Some(text) = plain {
            self.sink.remember(text, errors_before);
        }
        section
    }

    /// [`Parser::tag`], read afresh.
    fn unshared_tag(&mut self) -> Option<Section> {
        self.sink.start_node(PIN_TAG);
        if self.char_at(self.pos) == Some('@') {
            self.prefix();
        }
        if self.char_at(self.pos) != Some('[') {
            self.error_here(
                TAG_SYNTAX,
                "expected `[` and a tag after the segmental prefix",
            );
            self.sink.finish_node();
            return None;
        }
        self.bump(PIN_L_BRACK, 1);
        self.spaces();
        let name_len = self.word_len(|c| c.is_ascii_alphanumeric() || c == '_');
        let name = self.text.get(self.pos..self.pos + name_len).unwrap_or("");
        if spec::is_tag_name(name) {
            self.bump(PIN_TAG_NAME, name_len);
        } else {
            self.error_here(
                TAG_SYNTAX,
                "expected a tag name (a letter, then letters and digits)",
            );
        }
        self.spaces();
        if self.char_at(self.pos) == Some('"') {
            self.tag_value(name);
        } else if !matches!(self.char_at(self.pos), Some(']') | None) {
            let len = self.until_on_line(|c| c == ']');
            self.error_at(
                TAG_SYNTAX,
                self.pos,
                self.pos + len,
                "a tag value goes in double quotes",
            );
            self.bump(ERROR, len);
        } else {
            self.error_here(TAG_SYNTAX, "expected the tag's value in double quotes");
        }
        self.spaces();
        if self.char_at(self.pos) == Some(']') {
            self.bump(PIN_R_BRACK, 1);
        } else {
            self.error_here(TAG_SYNTAX, "expected `]` to close the tag");
        }
        self.sink.finish_node();
        spec::section_of(name)
    }

    /// `@start-end=`.
    fn prefix(&mut self) {
        self.sink.start_node(PIN_PREFIX);
        self.bump(PIN_AT, 1);
        let mut good = self.segment();
        if self.char_at(self.pos) == Some('-') {
            self.bump(PIN_DASH, 1);
            if self.char_at(self.pos).is_some_and(spec::is_segment) {
                good &= self.segment();
            }
        } else if good {
            self.error_here(
                PREFIX_SYNTAX,
                "expected `-` after the segment the prefix starts at",
            );
        }
        if self.char_at(self.pos) == Some('=') {
            self.bump(PIN_EQUALS, 1);
        } else {
            let len = self.until_on_line(|c| c == '[' || c == '=');
            if good {
                self.error_at(
                    PREFIX_SYNTAX,
                    self.pos,
                    self.pos + len,
                    "expected `=` to end the segmental prefix",
                );
            }
            self.bump(ERROR, len);
            if self.char_at(self.pos) == Some('=') {
                self.bump(PIN_EQUALS, 1);
            }
        }
        self.sink.finish_node();
    }

    /// A segment letter and up to two numbers after dots; false after an error.
    fn segment(&mut self) -> bool {
        if !self.char_at(self.pos).is_some_and(spec::is_segment) {
            self.error_here(
                PREFIX_SYNTAX,
                "expected a segment: `D`, `A`, `X`, `M`, `P` or `R`",
            );
            return false;
        }
        self.sink.start_node(PIN_SEGMENT);
        self.bump(PIN_SEGMENT_LETTER, 1);
        let mut numbers = 0;
        while self.char_at(self.pos) == Some('.') {
            self.bump(PIN_DOT, 1);
            let digits = self.word_len(|c| c.is_ascii_digit());
            if digits == 0 {
                self.error_here(PREFIX_SYNTAX, "expected a number after `.`");
                self.sink.finish_node();
                return false;
            }
            self.bump(PIN_NUMBER, digits);
            numbers += 1;
            if numbers > 2 {
                self.error_at(
                    PREFIX_SYNTAX,
                    self.pos - digits,
                    self.pos,
                    "a segment takes at most two numbers (a round or trick, then a bid or throw)",
                );
            }
        }
        self.sink.finish_node();
        true
    }

    /// `"`, the value, `"`.
    fn tag_value(&mut self, name: &str) {
        self.sink.start_node(PIN_TAG_VALUE);
        self.bump(PIN_QUOTE, 1);
        let start = self.pos;
        let end = self.closing_quote(start);
        let content = self.text.get(start..end).unwrap_or("");
        match content {
            "" => {}
            "#" => self.bump(PIN_INHERIT, 1),
            "##" => self.bump(PIN_INHERIT_ALL, 2),
            "*" => self.bump(PIN_TERMINATED, 1),
            "?" => self.bump(PIN_UNKNOWN, 1),
            _ if content.contains('\\') => self.text_with_escapes(end),
            _ => self.shaped_value(spec::value_shape(name), end),
        }
        if self.char_at(self.pos) == Some('"') {
            self.bump(PIN_QUOTE, 1);
        } else {
            self.error_here(TAG_SYNTAX, "expected `\"` to close the value");
        }
        self.sink.finish_node();
    }

    /// Where the value that starts at `start` ends: at its closing quote, else before the
    /// line's last `]`, else at the line end.
    fn closing_quote(&self, start: usize) -> usize {
        let line = self.line_rest_from(start);
        let mut escaped = false;
        for (offset, c) in line.char_indices() {
            match c {
                '"' if !escaped => return start + offset,
                '\\' => escaped = !escaped,
                _ => escaped = false,
            }
        }
        start + line.rfind(']').unwrap_or(line.len())
    }

    fn text_with_escapes(&mut self, end: usize) {
        while self.pos < end {
            let rest = self.text.get(self.pos..end).unwrap_or("");
            if rest.starts_with("\\\"") || rest.starts_with("\\\\") {
                self.bump(PIN_ESCAPE, 2);
            } else {
                // A backslash that escapes nothing is text.
                let first = rest.chars().next().map_or(1, char::len_utf8);
                let len = rest
                    .get(first..)
                    .and_then(|after| after.find('\\'))
                    .map_or(rest.len(), |at| at + first);
                self.bump(PIN_STRING_TEXT, len);
            }
        }
    }

    fn shaped_value(&mut self, shape: ValueShape, end: usize) {
        let ok = match shape {
            ValueShape::Text => {
                self.bump(PIN_STRING_TEXT, end - self.pos);
                true
            }
            ValueShape::Seat => self.seat(end),
            ValueShape::Hands => {
                self.sink.start_node(PIN_HANDS);
                let ok = self.seat_colon(end) && self.spaced(end, |p, end| p.hand(end));
                self.sink.finish_node();
                ok
            }
            ValueShape::Melds => {
                self.sink.start_node(PIN_MELDS);
                let ok = self.seat_colon(end) && self.spaced(end, |p, end| p.meld(end));
                self.sink.finish_node();
                ok
            }
            ValueShape::Discard => {
                self.sink.start_node(PIN_CARDS);
                let ok = self.hand(end) && {
                    let spaces = self.until(end, |c| c != ' ' && c != '\t');
                    self.bump(WHITESPACE, spaces);
                    self.points(end)
                };
                self.sink.finish_node();
                ok
            }
            ValueShape::Cards => {
                self.sink.start_node(PIN_CARDS);
                let ok = self.spaced(end, |p, end| p.card(end));
                self.sink.finish_node();
                ok
            }
            ValueShape::Partner => {
                self.sink.start_node(PIN_PARTNER);
                let ok = self.seat_colon(end) && self.card(end);
                self.sink.finish_node();
                ok
            }
            ValueShape::Scores => self.scores(end),
            ValueShape::Termination => {
                self.sink.start_node(PIN_TERMINATION);
                let ok = if self.char_at(self.pos) == Some('-') {
                    self.bump(PIN_DASH, 1);
                    self.colon(end)
                } else {
                    self.seat_colon(end)
                };
                if ok && self.pos < end {
                    self.bump(PIN_STRING_TEXT, end - self.pos);
                }
                self.sink.finish_node();
                ok
            }
        };
        if ok && self.pos < end {
            self.error_at(
                VALUE_SYNTAX,
                self.pos,
                end,
                format!(
                    "unexpected {} at the end of the value",
                    shown(self.text.get(self.pos..end).unwrap_or(""))
                ),
            );
        }
        if self.pos < end {
            self.bump(ERROR, end - self.pos);
        }
    }

    /// Items separated by spaces up to `end`; false after an error.
    fn spaced(&mut self, end: usize, mut item: impl FnMut(&mut Self, usize) -> bool) -> bool {
        loop {
            if !item(self, end) {
                return false;
            }
            if self.pos >= end {
                return true;
            }
            let spaces = self.word_len(|c| c == ' ' || c == '\t').min(end - self.pos);
            if spaces == 0 {
                return true;
            }
            self.bump(WHITESPACE, spaces);
            if self.pos >= end {
                return true;
            }
        }
    }

    fn seat(&mut self, end: usize) -> bool {
        let rest = self.text.get(self.pos..end).unwrap_or("");
        match spec::seat_at(rest) {
            Some(seat) => {
                self.bump(PIN_SEAT, seat.len());
                true
            }
            None => {
                self.error_to(
                    VALUE_SYNTAX,
                    end,
                    "expected a seat (`N`, `NE`, `E`, `SE`, `S`, `SW`, `W` or `NW`)",
                );
                false
            }
        }
    }

    fn colon(&mut self, end: usize) -> bool {
        if self.pos < end && self.char_at(self.pos) == Some(':') {
            self.bump(PIN_COLON, 1);
            true
        } else {
            self.error_to(VALUE_SYNTAX, end, "expected `:`");
            false
        }
    }

    fn seat_colon(&mut self, end: usize) -> bool {
        self.seat(end) && self.colon(end)
    }

    /// Four suits separated by dots, each a run of ranks.
    fn hand(&mut self, end: usize) -> bool {
        self.hand_of_suits(end, 4)
    }

    /// A hand of at least `fewest` suits and at most four.
    fn hand_of_suits(&mut self, end: usize, fewest: usize) -> bool {
        self.sink.start_node(PIN_HAND);
        let start = self.pos;
        let mut suits = 0;
        loop {
            self.suit(end);
            suits += 1;
            if self.pos < end && self.char_at(self.pos) == Some('.') {
                self.bump(PIN_DOT, 1);
            } else {
                break;
            }
        }
        let stopped = self.char_at(self.pos).filter(|_| self.pos < end);
        let ok = match stopped {
            Some(' ' | '\t' | '(') | None if (fewest..=4).contains(&suits) => true,
            Some(' ' | '\t' | '(') | None => {
                self.error_at(
                    CARD_SYNTAX,
                    start,
                    self.pos,
                    format!("a hand has four suits separated by dots (C.D.S.H), found {suits}"),
                );
                true
            }
            Some(_) => {
                let len = self.until(end, |c| c == ' ' || c == '(');
                self.error_at(
                    CARD_SYNTAX,
                    self.pos,
                    self.pos + len,
                    format!(
                        "expected a rank (`A`, `T`, `K`, `Q`, `J` or `9`), `.` or a space, found {}",
                        shown(first_char(self.text.get(self.pos..end).unwrap_or("")))
                    ),
                );
                self.bump(ERROR, len);
                true
            }
        };
        self.sink.finish_node();
        ok
    }

    /// The ranks of one suit. A suit written from the ace down is the same subtree wherever
    /// it stands, and suits repeat often: it is reused by a number made from its ranks.
    fn suit(&mut self, end: usize) {
        let rest = self.text.get(self.pos..end).unwrap_or("");
        let run = rest
            .bytes()
            .take_while(|byte| RANK_BYTES.contains(byte))
            .count();
        let ranks = rest.get(..run).unwrap_or("");
        let key = suit_key(ranks);
        if let Some(key) = key {
            if self.sink.reuse_keyed(PIN_SUIT, key) {
                self.pos += run;
                return;
            }
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(PIN_SUIT);
        self.sink.byte_tokens(PIN_RANK, ranks);
        self.pos += run;
        self.sink.finish_node();
        if let Some(key) = key {
            self.sink.remember_keyed(key, errors_before);
        }
    }

    /// A hand and its points: `QQ.KQQ.QQ.QQJJ(94)`.
    fn meld(&mut self, end: usize) -> bool {
        self.sink.start_node(PIN_MELD);
        let ok = self.hand_of_suits(end, 1) && self.points(end);
        self.sink.finish_node();
        ok
    }

    /// `(`, a number, `)`.
    fn points(&mut self, end: usize) -> bool {
        // Written well, `(12)` is the same subtree wherever it stands; it is reused.
        let rest = self.text.get(self.pos..end).unwrap_or("");
        let digits = rest
            .get(1..)
            .unwrap_or("")
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let well_written =
            rest.starts_with('(') && digits > 0 && rest.as_bytes().get(digits + 1) == Some(&b')');
        let text = rest.get(..digits + 2).filter(|_| well_written);
        if let Some(text) = text {
            if self.sink.reuse(PIN_POINTS, text) {
                self.pos += text.len();
                return true;
            }
        }
        let errors_before = self.sink.error_count();
        let ok = self.fresh_points(end);
        if let Some(text) = text {
            self.sink.remember(text, errors_before);
        }
        ok
    }

    fn fresh_points(&mut self, end: usize) -> bool {
        self.sink.start_node(PIN_POINTS);
        let ok = self.char_at(self.pos) == Some('(') && self.pos < end && {
            self.bump(PIN_L_PAREN, 1);
            self.number(end) && {
                if self.pos < end && self.char_at(self.pos) == Some(')') {
                    self.bump(PIN_R_PAREN, 1);
                    true
                } else {
                    false
                }
            }
        };
        if !ok {
            self.error_to(
                VALUE_SYNTAX,
                end,
                "expected points in parentheses, as `(12)`",
            );
        }
        self.sink.finish_node();
        ok
    }

    fn number(&mut self, end: usize) -> bool {
        let rest = self.text.get(self.pos..end).unwrap_or("");
        let sign = usize::from(rest.starts_with('-'));
        let digits = rest
            .get(sign..)
            .unwrap_or("")
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if digits == 0 {
            return false;
        }
        self.bump(PIN_NUMBER, sign + digits);
        true
    }

    /// A card as suit and rank: `HA`.
    fn card(&mut self, end: usize) -> bool {
        let mut chars = self.text.get(self.pos..end).unwrap_or("").chars();
        match (chars.next(), chars.next()) {
            (Some(suit), Some(rank)) if spec::is_suit(suit) && spec::is_rank(rank) => {
                self.bump(PIN_CARD, 2);
                true
            }
            _ => {
                let len = self.until(end, |c| c == ' ' || c == '\t');
                self.error_at(
                    CARD_SYNTAX,
                    self.pos,
                    self.pos + len,
                    format!(
                        "expected a card as suit and rank (`HA`, `CJ`), found {}",
                        shown(self.text.get(self.pos..self.pos + len).unwrap_or(""))
                    ),
                );
                false
            }
        }
    }

    /// Numbers separated by colons, one per team.
    fn scores(&mut self, end: usize) -> bool {
        self.sink.start_node(PIN_SCORES);
        let mut ok = true;
        loop {
            if !self.number(end) {
                self.error_to(
                    VALUE_SYNTAX,
                    end,
                    "expected a score per team separated by `:`, as `-54:328`",
                );
                ok = false;
                break;
            }
            if self.pos < end && self.char_at(self.pos) == Some(':') {
                self.bump(PIN_COLON, 1);
            } else {
                break;
            }
        }
        self.sink.finish_node();
        ok
    }

    /// The lines after an `Auction` or `Play` tag.
    fn section(&mut self, section: Section) {
        let (kind, line_kind) = match section {
            Section::Auction => (PIN_AUCTION, PIN_BID_ROUND),
            Section::Play => (PIN_PLAY, PIN_TRICK),
        };
        let mut open = false;
        while self.line_end_then_section_line() {
            if !open {
                self.sink.start_node(kind);
                open = true;
            }
            let line_end = if self.rest().starts_with("\r\n") {
                2
            } else {
                1
            };
            self.bump(NEWLINE, line_end);
            self.trivia(false);
            // Rounds of bids repeat between hands; a round seen before is reused whole (its
            // subtree depends on its text alone). Tricks seldom repeat whole.
            let line = self.line_rest();
            let plain = (section == Section::Auction
                && line.len() <= MAX_REMEMBERED_LEN
                && !line.contains('{'))
            .then_some(line);
            if let Some(text) = plain {
                if self.sink.reuse(line_kind, text) {
                    self.pos += text.len();
                    continue;
                }
            }
            if section == Section::Play {
                let run = line.trim_end_matches([' ', '\t']);
                if is_clean_trick(run) {
                    // The spaces after the trick stay inside it, as when its words are read.
                    self.sink.start_node(PIN_TRICK);
                    self.bump(PIN_TRICK_RUN, run.len());
                    self.bump(WHITESPACE, line.len() - run.len());
                    self.sink.finish_node();
                    continue;
                }
            }
            let errors_before = self.sink.error_count();
            self.sink.start_node(line_kind);
            match section {
                Section::Auction => self.bid_round(),
                Section::Play => self.trick(),
            }
            self.sink.finish_node();
            if let Some(text) = plain {
                self.sink.remember(text, errors_before);
            }
            self.trivia(false);
        }
        if open {
            self.sink.finish_node();
        }
    }

    /// Whether the cursor stands at a line end (after trivia) and the next line belongs to a
    /// section: not blank, not a tag, a prefix or a header.
    fn line_end_then_section_line(&self) -> bool {
        let rest = self.rest();
        let after = if rest.starts_with("\r\n") {
            2
        } else if rest.starts_with(['\n', '\r']) {
            1
        } else {
            return false;
        };
        self.line_at(self.pos + after) == Line::Other
    }

    /// `Pass 52 59 60`, `- Pass 65`.
    fn bid_round(&mut self) {
        self.section_words(|parser, word| {
            if word.eq_ignore_ascii_case("pass") || word.bytes().all(|b| b.is_ascii_digit()) {
                parser.bump(PIN_BID, word.len());
            } else if word == "-" {
                parser.bump(PIN_DASH, 1);
            } else {
                parser.bad_word(word, "a bid (a number or `Pass`), `-`, `*` or `?`");
            }
        });
    }

    /// `CA CJ CK CJ (S2)`.
    fn trick(&mut self) {
        self.section_words(|parser, word| {
            let mut chars = word.chars();
            match (chars.next(), chars.next(), chars.next()) {
                (Some(suit), Some(rank), None) if spec::is_suit(suit) && spec::is_rank(rank) => {
                    parser.bump(PIN_CARD, 2);
                }
                (Some('('), ..) => parser.trick_result(word.len()),
                _ => parser.bad_word(word, "a card as suit and rank (`HA`), `(`, `*` or `?`"),
            }
        });
    }

    /// `(`, the winner's seat, the points, `)`. Results repeat often; one seen before is
    /// reused whole.
    fn trick_result(&mut self, len: usize) {
        let end = self.pos + len;
        let text = self.text.get(self.pos..end).unwrap_or("");
        if self.sink.reuse(PIN_TRICK_RESULT, text) {
            self.pos = end;
            return;
        }
        let errors_before = self.sink.error_count();
        self.fresh_trick_result(end);
        self.sink.remember(text, errors_before);
    }

    fn fresh_trick_result(&mut self, end: usize) {
        self.sink.start_node(PIN_TRICK_RESULT);
        self.bump(PIN_L_PAREN, 1);
        let ok = self.seat(end)
            && (self.number(end) || {
                self.error_to(SECTION_SYNTAX, end, "expected the points the trick held");
                false
            });
        if ok {
            if self.char_at(self.pos) == Some(')') && self.pos + 1 == end {
                self.bump(PIN_R_PAREN, 1);
            } else {
                self.error_to(SECTION_SYNTAX, end, "expected `)` after the points");
            }
        }
        if self.pos < end {
            self.bump(ERROR, end - self.pos);
        }
        self.sink.finish_node();
    }

    /// The words of a section line, separated by spaces and comments; `*` and `?` are read
    /// here, every other word by `word`.
    fn section_words(&mut self, mut word: impl FnMut(&mut Self, &str)) {
        loop {
            self.trivia(false);
            let len = self.word_len(|c| !matches!(c, ' ' | '\t' | '\n' | '\r' | '{'));
            if len == 0 {
                break;
            }
            let text = self.text.get(self.pos..self.pos + len).unwrap_or("");
            match text {
                "*" => self.bump(PIN_TERMINATED, 1),
                "?" => self.bump(PIN_UNKNOWN, 1),
                _ => word(self, text),
            }
        }
    }

    fn bad_word(&mut self, word: &str, expected: &str) {
        self.error_at(
            SECTION_SYNTAX,
            self.pos,
            self.pos + word.len(),
            format!("expected {expected}, found {}", shown(word)),
        );
        self.bump(ERROR, word.len());
    }

    // ---- the cursor ----

    /// Spaces and tabs at the cursor.
    fn spaces(&mut self) {
        let len = self.word_len(|c| c == ' ' || c == '\t');
        self.bump(WHITESPACE, len);
    }

    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn char_at(&self, at: usize) -> Option<char> {
        self.text.get(at..).and_then(|rest| rest.chars().next())
    }

    /// The text from `at` to the end of its line.
    fn line_rest_from(&self, at: usize) -> &'t str {
        let rest = self.text.get(at..).unwrap_or("");
        rest.find(['\n', '\r']).map_or(rest, |end| &rest[..end])
    }

    fn line_rest(&self) -> &'t str {
        self.line_rest_from(self.pos)
    }

    /// Length of the run of characters at the cursor for which `take` holds.
    fn word_len(&self, take: impl Fn(char) -> bool) -> usize {
        let rest = self.rest();
        rest.find(|c: char| !take(c)).unwrap_or(rest.len())
    }

    /// Length from the cursor to the first character before `end` where `stop` holds (or to
    /// `end`).
    fn until(&self, end: usize, stop: impl Fn(char) -> bool) -> usize {
        let rest = self.text.get(self.pos..end).unwrap_or("");
        rest.find(stop).unwrap_or(rest.len())
    }

    /// Length from the cursor to the first character of the line where `stop` holds.
    fn until_on_line(&self, stop: impl Fn(char) -> bool) -> usize {
        let line = self.line_rest();
        line.find(stop).unwrap_or(line.len())
    }

    fn bump(&mut self, kind: SyntaxKind, len: usize) {
        let end = (self.pos + len).min(self.text.len());
        if let Some(text) = self.text.get(self.pos..end) {
            if !text.is_empty() {
                self.sink.token(kind, text);
            }
        }
        self.pos = end;
    }

    fn error_at(
        &mut self,
        code: &'static str,
        start: usize,
        end: usize,
        message: impl Into<String>,
    ) {
        self.sink.error(code, range(start, end), message);
    }

    /// An error at the cursor: over the rest of the line's word, or empty at its end.
    fn error_here(&mut self, code: &'static str, message: &str) {
        self.error_at(code, self.pos, self.pos, message);
    }

    /// An error from the cursor to `end`; the text stays for the caller to keep.
    fn error_to(&mut self, code: &'static str, end: usize, message: &str) {
        let found = shown(self.text.get(self.pos..end).unwrap_or(""));
        self.error_at(
            code,
            self.pos,
            end.max(self.pos),
            format!("{message}, found {found}"),
        );
    }
}

fn range(start: usize, end: usize) -> TextRange {
    let size = |offset: usize| TextSize::try_from(offset).unwrap_or_default();
    TextRange::new(size(start), size(end.max(start)))
}

/// A piece of text for a message: quoted and shortened, or `nothing`.
fn shown(text: &str) -> String {
    quoted_for_message(text, "nothing")
}

/// The first character of `text`, the one a message names as out of place.
fn first_char(text: &str) -> &str {
    text.char_indices()
        .nth(1)
        .map_or(text, |(second, _)| text.get(..second).unwrap_or(text))
}

/// The rank letters as bytes, from the ace down.
const RANK_BYTES: [u8; 6] = *b"ATKQJ9";

/// A number that names a suit's ranks exactly when they are written from the ace down with at
/// most four of each (what every deck allows): the count of each rank, in base 5. `None`
/// otherwise.
fn suit_key(ranks: &str) -> Option<usize> {
    let mut counts = [0usize; 6];
    let mut lowest = 0;
    for byte in ranks.bytes() {
        let rank = RANK_BYTES.iter().position(|known| *known == byte)?;
        if rank < lowest {
            return None;
        }
        lowest = rank;
        let count = counts.get_mut(rank)?;
        *count += 1;
        if *count > 4 {
            return None;
        }
    }
    Some(counts.iter().rev().fold(0, |key, count| key * 5 + count))
}

/// Whether `line` (a line of a Play section, without the spaces after it) is a trick written
/// well: cards, then at most one result `(seat points)` at the end, split by spaces or tabs.
fn is_clean_trick(line: &str) -> bool {
    let mut words = line
        .split([' ', '\t'])
        .filter(|word| !word.is_empty())
        .peekable();
    let mut any = false;
    while let Some(word) = words.next() {
        any = true;
        let clean = if words.peek().is_none() && word.starts_with('(') {
            result_len(word) == Some(word.len())
        } else {
            card_len(word) == Some(word.len())
        };
        if !clean {
            return false;
        }
    }
    any
}

/// The length of the card that `text` starts with: a suit, then a rank.
fn card_len(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let (suit, rank) = (chars.next()?, chars.next()?);
    (spec::is_suit(suit) && spec::is_rank(rank) && suit.is_ascii() && rank.is_ascii()).then_some(2)
}

/// The length of the trick result `(seat points)` that `text` starts with.
fn result_len(text: &str) -> Option<usize> {
    let inner = text.strip_prefix('(')?;
    let seat = spec::seat_at(inner)?;
    let after = inner.get(seat.len()..)?;
    let sign = usize::from(after.starts_with('-'));
    let digits = after
        .get(sign..)?
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 || after.get(sign + digits..sign + digits + 1) != Some(")") {
        return None;
    }
    Some(1 + seat.len() + sign + digits + 1)
}

/// The pieces of a `PIN_TRICK_RUN`, each as its kind and byte range in the run: `PIN_CARD`,
/// `WHITESPACE`, and the result's `PIN_L_PAREN`, `PIN_SEAT`, `PIN_NUMBER` and `PIN_R_PAREN`.
pub fn trick_pieces(run: &str) -> impl Iterator<Item = (SyntaxKind, std::ops::Range<usize>)> + '_ {
    let mut at = 0;
    // Where the result's seat and number end, once its `(` is read.
    let mut result: Option<(usize, usize)> = None;
    std::iter::from_fn(move || {
        let rest = run.get(at..).filter(|rest| !rest.is_empty())?;
        let start = at;
        let (kind, len) = match result {
            Some((seat_end, _)) if start < seat_end => (PIN_SEAT, seat_end - start),
            Some((_, number_end)) if start < number_end => (PIN_NUMBER, number_end - start),
            Some(_) => (PIN_R_PAREN, 1),
            None if rest.starts_with([' ', '\t']) => (
                WHITESPACE,
                rest.len() - rest.trim_start_matches([' ', '\t']).len(),
            ),
            None if rest.starts_with('(') => {
                let seat = spec::seat_at(rest.get(1..).unwrap_or("")).map_or(0, str::len);
                let number = result_len(rest).map_or(0, |len| len.saturating_sub(2 + seat));
                result = Some((start + 1 + seat, start + 1 + seat + number));
                (PIN_L_PAREN, 1)
            }
            None => (PIN_CARD, card_len(rest).unwrap_or(rest.len())),
        };
        at = (start + len.max(1)).min(run.len());
        while !run.is_char_boundary(at) {
            at += 1;
        }
        Some((kind, start..at))
    })
}
