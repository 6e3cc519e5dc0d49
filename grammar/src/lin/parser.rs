//! The LIN parser: builds the lossless tree and records syntax errors.
//!
//! The text is read pair by pair: a command up to its `|`, then a value up to the next `|`.
//! Which board a pair belongs to is decided as the pair is met (see [`spec`]), so the white
//! space before a pair is held back until then: between boards it stands at the file's level.
//! A value is read by its command's shape; what does not fit becomes an `ERROR` token with an
//! error, and the rest of the value is still read.

use rowan::{GreenNode, TextRange, TextSize};

use super::spec::{self, Shape};
use crate::sink::TreeSink;
use crate::syntax_error::quoted_for_message;
use crate::SyntaxError;
use crate::SyntaxKind::{self, *};

pub(super) const UNEXPECTED: &str = "lin/unexpected";
pub(super) const UNTERMINATED_PAIR: &str = "lin/unterminated-pair";
pub(super) const COMMAND_SYNTAX: &str = "lin/command-syntax";
pub(super) const DEAL_SYNTAX: &str = "lin/deal-syntax";
pub(super) const CALL_SYNTAX: &str = "lin/call-syntax";
pub(super) const CARD_SYNTAX: &str = "lin/card-syntax";
pub(super) const VALUE_SYNTAX: &str = "lin/value-syntax";

/// Every code the parser reports.
pub const CODES: [&str; 7] = [
    UNEXPECTED,
    UNTERMINATED_PAIR,
    COMMAND_SYNTAX,
    DEAL_SYNTAX,
    CALL_SYNTAX,
    CARD_SYNTAX,
    VALUE_SYNTAX,
];

pub(crate) fn parse(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parse_in_parts(text, crate::parts::parts_for(text.len()))
}

/// Parses `text` cut into up to `parts` runs of whole boards, each on its own thread. The cuts
/// are guesses (a line that opens with `qx|`, `pn|` or `md|`), kept only where the text before
/// ends a board exactly there: see [`crate::parts::parse_parts_checked`].
pub(crate) fn parse_in_parts(text: &str, parts: usize) -> (GreenNode, Vec<SyntaxError>) {
    let sink = crate::parts::parse_at_guessed_starts(
        text,
        parts,
        LIN_FILE,
        likely_board_start,
        |sink, start, limit| {
            let mut parser = Parser {
                text,
                pos: start,
                sink,
                open: Open::Nothing,
            };
            parser.pairs(limit)
        },
    );
    sink.finish_green()
}

/// The start of the first line at or after `near` that opens with a pair that may open a board.
pub(super) fn likely_board_start(text: &str, near: usize) -> Option<usize> {
    let mut at = crate::parts::next_line_start(text, near)?;
    loop {
        let line = text.get(at..)?;
        if ["qx|", "pn|", "md|"]
            .iter()
            .any(|opening| line.starts_with(opening))
        {
            return Some(at);
        }
        at = crate::parts::next_line_start(text, at)?;
    }
}

/// What the pairs read so far go into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    /// Nothing yet, or the header just closed: the next pair opens a board.
    Nothing,
    /// A vugraph file's header, and whether its `pg` has come: the next pair opens a board.
    Header { paused: bool },
    /// A board, and whether it has a deal, a call, a card or a claim yet.
    Board { filled: bool },
}

struct Parser<'t, 's> {
    text: &'t str,
    pos: usize,
    sink: &'s mut TreeSink,
    open: Open,
}

fn range(start: usize, end: usize) -> TextRange {
    let at = |offset: usize| TextSize::try_from(offset).unwrap_or_default();
    TextRange::new(at(start), at(end.max(start)))
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r')
}

impl<'t> Parser<'t, '_> {
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn bump(&mut self, kind: SyntaxKind, len: usize) {
        let end = (self.pos + len).min(self.text.len());
        let piece = self.text.get(self.pos..end).unwrap_or("");
        self.sink.token(kind, piece);
        self.pos = end;
    }

    fn error(&mut self, code: &'static str, start: usize, end: usize, message: String) {
        self.sink.error(code, range(start, end), message);
    }

    /// The pairs from here, up to the first board that opens at or after `limit` (or the end of
    /// the text); returns where it stopped.
    fn pairs(&mut self, limit: usize) -> usize {
        loop {
            let trivia_end = self.pos
                + self
                    .rest()
                    .bytes()
                    .take_while(|&byte| is_space(byte))
                    .count();
            if trivia_end >= self.text.len() {
                self.close();
                self.trivia(self.text.len());
                return self.text.len();
            }
            let command = self.command_at(trivia_end);
            if trivia_end >= limit && self.board_opens_at(command) {
                self.close();
                self.trivia(trivia_end);
                return trivia_end;
            }
            self.place(command, trivia_end);
            self.pair(trivia_end);
        }
    }

    /// Whether a pair of `command` closes the board open now and opens the next.
    fn board_opens_at(&self, command: Option<&str>) -> bool {
        self.open == Open::Board { filled: true } && spec::opens_board(command.unwrap_or(""))
    }

    /// The command of the pair at `at`, when a `|` ends it.
    fn command_at(&self, at: usize) -> Option<&'t str> {
        let text: &'t str = self.text;
        let rest = text.get(at..)?;
        let (command, after) =
            rest.split_at_checked(rest.find(|c: char| c == '|' || c.is_whitespace())?)?;
        after.starts_with('|').then_some(command)
    }

    /// Closes or opens the header and boards for a pair of `command`, and writes the white
    /// space before it (up to `pair_start`) where it belongs.
    fn place(&mut self, command: Option<&str>, pair_start: usize) {
        let command = command.unwrap_or("");
        let new_board = match self.open {
            Open::Nothing => true,
            Open::Header { paused } => {
                paused || command.eq_ignore_ascii_case("qx") || command.eq_ignore_ascii_case("md")
            }
            Open::Board { .. } => self.board_opens_at(Some(command)),
        };
        if self.open == Open::Nothing && command.eq_ignore_ascii_case("vg") {
            self.trivia(pair_start);
            self.sink.start_node(LIN_HEADER);
            self.open = Open::Header { paused: false };
            return;
        }
        if !new_board && self.open == (Open::Header { paused: false }) {
            if command.eq_ignore_ascii_case("pg") {
                self.open = Open::Header { paused: true };
            }
            self.trivia(pair_start);
            return;
        }
        if new_board {
            self.close();
            self.trivia(pair_start);
            self.sink.start_node(LIN_BOARD);
            self.open = Open::Board { filled: false };
        } else {
            self.trivia(pair_start);
        }
        if spec::fills_board(command) {
            self.open = Open::Board { filled: true };
        }
    }

    fn close(&mut self) {
        if self.open != Open::Nothing {
            self.sink.finish_node();
            self.open = Open::Nothing;
        }
    }

    /// Spaces, tabs and line ends up to `end`.
    fn trivia(&mut self, end: usize) {
        while self.pos < end {
            let rest = self.text.get(self.pos..end).unwrap_or("");
            let newline = match rest.as_bytes() {
                [b'\r', b'\n', ..] => Some(2),
                [b'\n' | b'\r', ..] => Some(1),
                _ => None,
            };
            match newline {
                Some(len) => self.bump(NEWLINE, len),
                None => {
                    let len = rest
                        .bytes()
                        .take_while(|&byte| matches!(byte, b' ' | b'\t'))
                        .count();
                    self.bump(WHITESPACE, len.max(1));
                }
            }
        }
    }

    /// One pair at `start`, or the text there that is not one.
    fn pair(&mut self, start: usize) {
        let Some(command) = self.command_at(start) else {
            let len = self
                .rest()
                .bytes()
                .take_while(|&byte| !is_space(byte))
                .count();
            let found = quoted_for_message(self.rest().get(..len).unwrap_or(""), "nothing");
            self.error(
                UNEXPECTED,
                start,
                start + len,
                format!("expected a command and `|`, such as `md|`, found {found}"),
            );
            self.bump(ERROR, len);
            return;
        };
        // A pair's subtree follows from its text alone, and cards, calls and short values
        // repeat: a closed pair seen before is the same shared subtree.
        let closed = self
            .text
            .get(start + command.len() + 1..)
            .and_then(|value| value.find('|'))
            .and_then(|bar| self.text.get(start..start + command.len() + 1 + bar + 1));
        if let Some(text) = closed {
            if self.sink.reuse(LIN_PAIR, text) {
                self.pos = start + text.len();
                return;
            }
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(LIN_PAIR);
        if !(command.len() == 2 && command.bytes().all(|byte| byte.is_ascii_alphabetic())) {
            self.error(
                COMMAND_SYNTAX,
                start,
                start + command.len(),
                format!(
                    "expected a command of two letters, such as `md` or `pc`, found {}",
                    quoted_for_message(command, "nothing")
                ),
            );
        }
        if !command.is_empty() {
            self.bump(LIN_COMMAND, command.len());
        }
        self.bump(LIN_BAR, 1);
        let value_start = self.pos;
        let value_end = self
            .rest()
            .find('|')
            .map_or(self.text.len(), |offset| self.pos + offset);
        if value_end > value_start {
            self.sink.start_node(LIN_VALUE);
            self.value(spec::shape_of(command), value_end);
            self.sink.finish_node();
        }
        if value_end < self.text.len() {
            self.bump(LIN_BAR, 1);
        } else {
            self.error(
                UNTERMINATED_PAIR,
                self.text.len(),
                self.text.len(),
                format!("expected `|` closing the value of `{command}`, found the end of the file"),
            );
        }
        self.sink.finish_node();
        if let Some(text) = closed {
            self.sink.remember(text, errors_before);
        }
    }

    /// The value up to `end`, read by `shape`; line ends and spaces after it are trivia.
    fn value(&mut self, shape: Shape, end: usize) {
        let value = self.text.get(self.pos..end).unwrap_or("");
        let content_end = self.pos + value.trim_end_matches([' ', '\t', '\n', '\r']).len();
        if content_end > self.pos {
            match shape {
                Shape::Deal => self.deal(content_end),
                Shape::Call => self.call(content_end),
                Shape::Card => self.card(content_end),
                Shape::Names => self.list(LIN_NAMES, content_end, Parser::text_item),
                Shape::Vulnerability => self.vulnerability(content_end),
                Shape::RoomBoard => self.room_board(content_end),
                Shape::Results => self.list(LIN_RESULTS, content_end, Parser::result),
                Shape::Number => self.number(content_end),
                Shape::Fields => self.list(LIN_FIELDS, content_end, Parser::text_item),
                Shape::Text => self.bump(LIN_TEXT, content_end - self.pos),
            }
        }
        self.trivia(end);
    }

    fn peek(&self, end: usize) -> Option<u8> {
        (self.pos < end)
            .then(|| self.text.as_bytes().get(self.pos).copied())
            .flatten()
    }

    /// The rest of a piece up to `end` as an `ERROR` token, with an error of `code`.
    fn wrong(&mut self, code: &'static str, end: usize, expected: &str) {
        let start = self.pos;
        let found = quoted_for_message(self.text.get(start..end).unwrap_or(""), "nothing");
        self.error(
            code,
            start,
            end,
            format!("expected {expected}, found {found}"),
        );
        if end > start {
            self.bump(ERROR, end - start);
        }
    }

    /// Items separated by commas up to `end`, in a node of `kind`, each read by `item`.
    fn list(&mut self, kind: SyntaxKind, end: usize, item: fn(&mut Self, usize)) {
        self.sink.start_node(kind);
        loop {
            let item_end = self
                .text
                .get(self.pos..end)
                .and_then(|rest| rest.find(','))
                .map_or(end, |offset| self.pos + offset);
            if item_end > self.pos {
                item(self, item_end);
            }
            if item_end >= end {
                break;
            }
            self.bump(LIN_COMMA, 1);
        }
        self.sink.finish_node();
    }

    fn text_item(&mut self, end: usize) {
        self.bump(LIN_TEXT, end - self.pos);
    }

    /// `md`: the dealer's digit, then hands separated by commas.
    fn deal(&mut self, end: usize) {
        self.sink.start_node(LIN_DEAL);
        match self.peek(end) {
            Some(b'1'..=b'4') => self.bump(LIN_DEALER, 1),
            Some(byte) if byte.is_ascii_digit() => {
                let next = self.pos + 1;
                self.wrong(
                    DEAL_SYNTAX,
                    next,
                    "the dealer's digit: `1` South, `2` West, `3` North or `4` East",
                );
            }
            _ => {
                let start = self.pos;
                self.error(
                    DEAL_SYNTAX,
                    start,
                    start,
                    "expected the dealer's digit (`1` South, `2` West, `3` North, `4` East) \
                     before the hands"
                        .to_owned(),
                );
            }
        }
        loop {
            let hand_end = self
                .text
                .get(self.pos..end)
                .and_then(|rest| rest.find(','))
                .map_or(end, |offset| self.pos + offset);
            if hand_end > self.pos {
                self.hand(hand_end);
            }
            if hand_end >= end {
                break;
            }
            self.bump(LIN_COMMA, 1);
        }
        self.sink.finish_node();
    }

    /// One hand: suit letters, each followed by its ranks.
    fn hand(&mut self, end: usize) {
        self.sink.start_node(LIN_HAND);
        let mut in_suit = false;
        while let Some(byte) = self.peek(end) {
            if is_suit(byte) {
                self.bump(LIN_SUIT, 1);
                in_suit = true;
            } else if in_suit && rank_len(self.text.get(self.pos..end).unwrap_or("")) > 0 {
                let len = rank_len(self.text.get(self.pos..end).unwrap_or(""));
                self.bump(LIN_RANK, len);
            } else {
                let bad_end = self.pos
                    + self
                        .text
                        .get(self.pos..end)
                        .and_then(|rest| rest.chars().next())
                        .map_or(1, char::len_utf8);
                let expected = if in_suit {
                    "a rank (`A`, `K`, `Q`, `J`, `T`, `9`-`2`) or a suit letter in the hand"
                } else {
                    "a suit letter (`S`, `H`, `D` or `C`) opening the hand's cards"
                };
                self.wrong(DEAL_SYNTAX, bad_end, expected);
            }
        }
        self.sink.finish_node();
    }

    /// `mb`: a call, then an optional `!`.
    fn call(&mut self, end: usize) {
        self.sink.start_node(LIN_CALL);
        let alert = self
            .text
            .get(self.pos..end)
            .is_some_and(|t| t.ends_with('!'));
        let call_end = if alert { end - 1 } else { end };
        let call = self.text.get(self.pos..call_end).unwrap_or("");
        let lower = call.to_ascii_lowercase();
        match lower.as_str() {
            "p" => self.bump(LIN_PASS, 1),
            "d" | "x" => self.bump(LIN_DOUBLE, 1),
            "r" | "xx" => self.bump(LIN_REDOUBLE, call.len()),
            _ => match bid_len(call) {
                Some(strain_len) if strain_len + 1 == call.len() => {
                    self.bump(LIN_LEVEL, 1);
                    self.bump(LIN_STRAIN, strain_len);
                }
                _ => self.wrong(
                    CALL_SYNTAX,
                    call_end,
                    "a call: `p` pass, `d` double, `r` redouble, or a level `1`-`7` and a \
                     strain `C`, `D`, `H`, `S` or `N`",
                ),
            },
        }
        if alert {
            self.bump(LIN_ALERT, 1);
        }
        self.sink.finish_node();
    }

    /// `pc`: a suit and a rank.
    fn card(&mut self, end: usize) {
        self.sink.start_node(LIN_CARD);
        let text = self.text.get(self.pos..end).unwrap_or("");
        let rank = text.get(1..).map_or(0, rank_len);
        if text.bytes().next().is_some_and(is_suit) && rank > 0 && rank + 1 == text.len() {
            self.bump(LIN_SUIT, 1);
            self.bump(LIN_RANK, rank);
        } else {
            self.wrong(
                CARD_SYNTAX,
                end,
                "a card: a suit `S`, `H`, `D` or `C` and a rank, such as `SA` or `h7`",
            );
        }
        self.sink.finish_node();
    }

    /// `sv`: `o`, `0`, `n`, `e` or `b`.
    fn vulnerability(&mut self, end: usize) {
        let text = self.text.get(self.pos..end).unwrap_or("");
        let known = |letter: &u8| {
            matches!(
                letter.to_ascii_lowercase(),
                b'o' | b'0' | b'n' | b'e' | b'b'
            )
        };
        if matches!(text.as_bytes(), [letter] if known(letter)) {
            self.bump(LIN_VULNERABILITY, 1);
        } else {
            self.wrong(
                VALUE_SYNTAX,
                end,
                "the vulnerability: `o` none, `n` North-South, `e` East-West or `b` both",
            );
        }
    }

    /// `qx`: `o` or `c`, the board number, and an optional label after a comma.
    fn room_board(&mut self, end: usize) {
        self.sink.start_node(LIN_ROOM_BOARD);
        let text = self.text.get(self.pos..end).unwrap_or("");
        let label = text.find(',').map_or(end, |offset| self.pos + offset);
        let digits = text.get(1..).map_or(0, |rest| {
            rest.bytes().take_while(u8::is_ascii_digit).count()
        });
        if text
            .bytes()
            .next()
            .is_some_and(|byte| matches!(byte.to_ascii_lowercase(), b'o' | b'c'))
            && digits > 0
            && 1 + digits == label - self.pos
        {
            self.bump(LIN_ROOM, 1);
            self.bump(LIN_NUMBER, digits);
        } else {
            self.wrong(
                VALUE_SYNTAX,
                label,
                "the room and board: `o` (open) or `c` (closed) and the board number, such as `o12`",
            );
        }
        if label < end {
            self.bump(LIN_COMMA, 1);
            if end > self.pos {
                self.bump(LIN_TEXT, end - self.pos);
            }
        }
        self.sink.finish_node();
    }

    /// One result of `rs` up to `end`: `4HN+1`, `3NS=`, `7CSx-3`, or `P` for a board passed out.
    fn result(&mut self, end: usize) {
        self.sink.start_node(LIN_RESULT);
        let text = self.text.get(self.pos..end).unwrap_or("");
        match result_shape(text) {
            Some(shape) if shape.passed => self.bump(LIN_PASS, text.len()),
            Some(shape) => {
                self.bump(LIN_LEVEL, 1);
                self.bump(LIN_STRAIN, shape.strain);
                self.bump(LIN_SEAT, 1);
                match shape.doubled {
                    1 => self.bump(LIN_DOUBLE, 1),
                    2 => self.bump(LIN_REDOUBLE, 2),
                    _ => {}
                }
                if shape.outcome > 0 {
                    self.bump(LIN_OUTCOME, shape.outcome);
                }
            }
            None => self.wrong(
                VALUE_SYNTAX,
                end,
                "a result: level, strain, declarer, `x` or `xx` if doubled, then `=` or the \
                 tricks over or under, such as `4HN+1` or `3NSx-2`",
            ),
        }
        self.sink.finish_node();
    }

    fn number(&mut self, end: usize) {
        let text = self.text.get(self.pos..end).unwrap_or("");
        if !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit()) {
            self.bump(LIN_NUMBER, text.len());
        } else {
            self.wrong(VALUE_SYNTAX, end, "a number of tricks, such as `10`");
        }
    }
}

fn is_suit(byte: u8) -> bool {
    matches!(byte.to_ascii_uppercase(), b'S' | b'H' | b'D' | b'C')
}

/// The length of the rank that opens `text`: `10` is two bytes, the others one; 0 for none.
fn rank_len(text: &str) -> usize {
    match text.as_bytes() {
        [b'1', b'0', ..] => 2,
        [byte, ..]
            if matches!(
                byte.to_ascii_uppercase(),
                b'2'..=b'9' | b'T' | b'J' | b'Q' | b'K' | b'A'
            ) =>
        {
            1
        }
        _ => 0,
    }
}

/// The length of the strain of a bid written `text` (a level `1`-`7`, then `C`, `D`, `H`,
/// `S`, `N` or `NT` in either case); `None` when it does not open with one.
fn bid_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if !matches!(bytes.first(), Some(b'1'..=b'7')) {
        return None;
    }
    match bytes.get(1).map(u8::to_ascii_uppercase) {
        Some(b'N')
            if bytes
                .get(2)
                .is_some_and(|byte| byte.eq_ignore_ascii_case(&b'T')) =>
        {
            Some(2)
        }
        Some(b'C' | b'D' | b'H' | b'S' | b'N') => Some(1),
        _ => None,
    }
}

/// How a result of `rs` is made up, in bytes.
struct ResultShape {
    passed: bool,
    strain: usize,
    doubled: usize,
    outcome: usize,
}

fn result_shape(text: &str) -> Option<ResultShape> {
    if text.eq_ignore_ascii_case("p") || text.eq_ignore_ascii_case("pass") {
        return Some(ResultShape {
            passed: true,
            strain: 0,
            doubled: 0,
            outcome: 0,
        });
    }
    let strain = bid_len(text)?;
    let (seat, after_seat) = text.as_bytes().get(1 + strain..)?.split_first()?;
    if !matches!(seat.to_ascii_uppercase(), b'N' | b'E' | b'S' | b'W') {
        return None;
    }
    let doubled = after_seat
        .iter()
        .take(2)
        .take_while(|byte| byte.eq_ignore_ascii_case(&b'x'))
        .count();
    let outcome = after_seat.get(doubled..)?;
    let outcome_ok = match outcome {
        [b'='] => true,
        [b'+' | b'-', digits @ ..] => !digits.is_empty() && digits.iter().all(u8::is_ascii_digit),
        _ => false,
    };
    outcome_ok.then_some(ResultShape {
        passed: false,
        strain,
        doubled,
        outcome: outcome.len(),
    })
}
