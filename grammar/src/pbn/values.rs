//! Lexing inside tag values: the pieces of `Deal`, `Contract`, `Result`, dates, scores, notes and
//! table column specifications, with an error on the narrowest range where a value breaks its
//! syntax.

use rowan::{TextRange, TextSize};

use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};

/// The syntax a tag's value follows, chosen by the tag's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ValueSyntax {
    Text,
    Deal,
    Contract,
    Declarer,
    Seat,
    Vulnerable,
    Result,
    Score { side_required: bool },
    RubberScore,
    Date,
    Number,
    Note,
    ColumnSpec,
}

impl ValueSyntax {
    pub(crate) fn for_tag(name: &str) -> ValueSyntax {
        match name {
            "Deal" => ValueSyntax::Deal,
            "Contract" => ValueSyntax::Contract,
            "Declarer" => ValueSyntax::Declarer,
            "Dealer" | "Auction" | "Play" => ValueSyntax::Seat,
            "Vulnerable" => ValueSyntax::Vulnerable,
            "Result" => ValueSyntax::Result,
            "Score" | "ScoreIMP" | "ScoreMP" | "ScorePercentage" => ValueSyntax::Score {
                side_required: false,
            },
            "OptimumScore" => ValueSyntax::Score {
                side_required: true,
            },
            "ScoreRubber" => ValueSyntax::RubberScore,
            "Date" | "EventDate" | "UTCDate" => ValueSyntax::Date,
            "Board" => ValueSyntax::Number,
            "Note" => ValueSyntax::Note,
            _ if is_table_tag(name) => ValueSyntax::ColumnSpec,
            _ => ValueSyntax::Text,
        }
    }
}

/// Supplemental tables are the tags whose name ends in `Table` (but `Table` itself is the
/// table number).
pub(crate) fn is_table_tag(name: &str) -> bool {
    name.len() > "Table".len() && name.ends_with("Table")
}

/// Lexes the content of a string (between the quotes) into `sink`. `base` is the content's
/// offset in the document. Returns the number of columns for a column specification.
pub(crate) fn lex_value(
    sink: &mut TreeSink,
    content: &str,
    base: usize,
    syntax: ValueSyntax,
    tag: &str,
) -> Option<usize> {
    let mut lexer = ValueLexer {
        sink,
        text: content,
        base,
        pos: 0,
        tag,
    };
    let columns = lexer.value(syntax);
    // Every byte belongs to the tree, whatever a value's lexer left over.
    let rest = lexer.text.len().saturating_sub(lexer.pos);
    lexer.bump(ERROR, rest);
    columns
}

struct ValueLexer<'s, 't> {
    sink: &'s mut TreeSink,
    text: &'t str,
    base: usize,
    pos: usize,
    tag: &'t str,
}

fn is_seat(byte: u8) -> bool {
    matches!(byte.to_ascii_uppercase(), b'N' | b'E' | b'S' | b'W')
}

fn is_rank(byte: u8) -> bool {
    matches!(
        byte.to_ascii_uppercase(),
        b'A' | b'K' | b'Q' | b'J' | b'T' | b'2'..=b'9'
    )
}

impl ValueLexer<'_, '_> {
    fn rest(&self) -> &str {
        self.text.get(self.pos..).unwrap_or("")
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<u8> {
        self.text.as_bytes().get(self.pos + offset).copied()
    }

    fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    fn range(&self, start: usize, end: usize) -> TextRange {
        TextRange::new(
            TextSize::from((self.base + start) as u32),
            TextSize::from((self.base + end) as u32),
        )
    }

    /// Emits the next `len` bytes as a token of `kind`.
    fn bump(&mut self, kind: SyntaxKind, len: usize) {
        let mut end = (self.pos + len).min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end += 1;
        }
        if let Some(piece) = self.text.get(self.pos..end) {
            if !piece.is_empty() {
                self.sink.token(kind, piece);
            }
        }
        self.pos = end;
    }

    /// Emits bytes while `keep` holds as one token of `kind`; returns how many there were.
    fn bump_while(&mut self, kind: SyntaxKind, keep: impl Fn(u8) -> bool) -> usize {
        let len = self.text.as_bytes()[self.pos..]
            .iter()
            .take_while(|&&byte| keep(byte))
            .count();
        self.bump(kind, len);
        len
    }

    /// What the text at the cursor looks like, for messages.
    fn found(&self) -> String {
        found_text(self.rest())
    }

    fn error_at(&mut self, code: &'static str, start: usize, end: usize, message: String) {
        let range = self.range(start, end);
        self.sink.error(code, range, message);
    }

    /// Turns everything up to the end of the value into an ERROR token and reports it.
    fn error_rest(&mut self, code: &'static str, expected: &str) {
        let message = format!(
            "expected {expected} in the value of `{}`, found {}",
            self.tag,
            self.found()
        );
        let start = self.pos;
        self.error_at(code, start, self.text.len().max(start), message);
        let len = self.text.len() - self.pos.min(self.text.len());
        self.bump(ERROR, len);
    }

    /// Emits bytes while `keep` holds as an ERROR token; returns the range start and end.
    fn error_while(&mut self, keep: impl Fn(u8) -> bool) -> (usize, usize) {
        let start = self.pos;
        let len = self.text.as_bytes()[self.pos..]
            .iter()
            .take_while(|&&byte| keep(byte))
            .count();
        // Never split a character: extend to the next boundary.
        let mut end = start + len.max(1);
        while end < self.text.len() && !self.text.is_char_boundary(end) {
            end += 1;
        }
        self.bump(ERROR, end - start);
        (start, end.min(self.text.len()))
    }

    fn value(&mut self, syntax: ValueSyntax) -> Option<usize> {
        let rest = self.rest();
        if rest == "#" {
            self.bump(PBN_INHERIT, 1);
            return None;
        }
        if rest.starts_with("##") {
            self.bump(PBN_INHERIT, 2);
        }
        if self.rest() == "?" && syntax != ValueSyntax::Text {
            self.bump(PBN_UNKNOWN, 1);
            return None;
        }
        if self.at_end() {
            return None;
        }
        if syntax != ValueSyntax::Text && syntax != ValueSyntax::Note {
            // Trailing spaces are tolerated after a value with a syntax.
            let full = self.text;
            let trimmed = full.trim_end_matches(' ');
            self.text = trimmed;
            let columns = self.structured(syntax);
            self.text = full;
            self.bump(ERROR, trimmed.len().saturating_sub(self.pos));
            self.bump(WHITESPACE, full.len() - trimmed.len());
            return columns;
        }
        self.structured(syntax)
    }

    fn structured(&mut self, syntax: ValueSyntax) -> Option<usize> {
        match syntax {
            ValueSyntax::Text => self.text_content(),
            ValueSyntax::Deal => self.deal(),
            ValueSyntax::Contract => self.contract(),
            ValueSyntax::Declarer => self.seat(true),
            ValueSyntax::Seat => self.seat(false),
            ValueSyntax::Vulnerable => self.vulnerable(),
            ValueSyntax::Result => self.result(),
            ValueSyntax::Score { side_required } => self.score(side_required, false),
            ValueSyntax::RubberScore => self.score(false, true),
            ValueSyntax::Date => self.date(),
            ValueSyntax::Number => self.board(),
            ValueSyntax::Note => self.note(),
            ValueSyntax::ColumnSpec => return Some(self.column_spec()),
        }
        None
    }

    /// Free text: plain runs and the escapes `\"` and `\\`. A backslash before any other
    /// character is plain text, as the reference verifier reads it.
    fn text_content(&mut self) {
        while let Some(byte) = self.peek() {
            if byte == b'\\' && matches!(self.peek_at(1), Some(b'"' | b'\\')) {
                self.bump(PBN_ESCAPE, 2);
                continue;
            }
            let bytes = self.text.as_bytes();
            let mut end = self.pos + 1;
            while end < bytes.len()
                && !(bytes[end] == b'\\' && matches!(bytes.get(end + 1), Some(b'"' | b'\\')))
            {
                end += 1;
            }
            self.bump(PBN_STRING_TEXT, end - self.pos);
        }
    }

    fn deal(&mut self) {
        self.sink.start_node(PBN_DEAL);
        match (self.peek(), self.peek_at(1)) {
            (Some(seat), Some(b':')) if is_seat(seat) => {
                self.bump(PBN_SEAT, 1);
                self.bump(PBN_COLON, 1);
            }
            _ => {
                let colon = self
                    .rest()
                    .find(':')
                    .filter(|&index| !self.rest()[..index].contains([' ', '.']));
                let start = self.pos;
                let first_len = self.rest().chars().next().map_or(0, char::len_utf8);
                let end = start + colon.unwrap_or(first_len).max(first_len);
                let found = found_text(self.text.get(start..end).unwrap_or(""));
                self.error_at(
                    "pbn/bad-deal",
                    start,
                    end,
                    format!(
                        "expected the first seat (`N`, `E`, `S` or `W`) and `:` at the start of the deal, found {found}"
                    ),
                );
                if let Some(colon) = colon {
                    self.bump(ERROR, colon);
                    self.bump(PBN_COLON, 1);
                }
            }
        }
        let mut hands = 0;
        let mut fifth_hand_start = None;
        loop {
            self.bump_while(WHITESPACE, |byte| byte == b' ' || byte == b'\t');
            if self.at_end() {
                break;
            }
            hands += 1;
            if hands == 5 {
                fifth_hand_start = Some(self.pos);
            }
            self.hand();
        }
        if let Some(start) = fifth_hand_start {
            let end = self.text.len();
            self.error_at(
                "pbn/bad-deal",
                start,
                end,
                format!("expected 4 hands in the deal, found {hands}"),
            );
        } else if hands < 4 {
            let end = self.text.len();
            self.error_at(
                "pbn/bad-deal",
                end,
                end,
                format!("expected 4 hands in the deal, found {hands}"),
            );
        }
        self.sink.finish_node();
    }

    /// One hand: `-`, or ranks and dots as runs split by `ERROR` tokens at whatever is neither.
    fn hand(&mut self) {
        let start = self.pos;
        if self.peek() == Some(b'-') && matches!(self.peek_at(1), None | Some(b' ' | b'\t')) {
            self.bump(PBN_DASH, 1);
            return;
        }
        let mut suits = 1;
        loop {
            let bytes = self.text.as_bytes();
            let mut end = self.pos;
            while let Some(&byte) = bytes.get(end) {
                if byte == b'.' {
                    suits += 1;
                } else if !is_rank(byte) {
                    break;
                }
                end += 1;
            }
            if end > self.pos {
                self.bump(PBN_CARD_RUN, end - self.pos);
            }
            if matches!(self.peek(), None | Some(b' ' | b'\t')) {
                break;
            }
            let (bad_start, bad_end) =
                self.error_while(|byte| !is_rank(byte) && !matches!(byte, b'.' | b' ' | b'\t'));
            let bad = self.text.get(bad_start..bad_end).unwrap_or("");
            let message = if bad == "10" {
                "expected a rank, found `10`: the ten is written `T`".to_string()
            } else {
                format!(
                    "expected a rank (`AKQJT98765432`), found {}",
                    found_text(bad)
                )
            };
            self.error_at("pbn/bad-deal", bad_start, bad_end, message);
        }
        if suits != 4 {
            let end = self.pos;
            self.error_at(
                "pbn/bad-deal",
                start,
                end,
                format!("expected 4 suits separated by `.` in this hand, found {suits}"),
            );
        }
    }

    fn contract(&mut self) {
        if self.rest().eq_ignore_ascii_case("pass") {
            self.bump(PBN_PASS, 4);
            return;
        }
        if matches!(self.peek(), Some(b'1'..=b'7')) {
            self.bump(PBN_LEVEL, 1);
        }
        let strain = match self.peek().map(|byte| byte.to_ascii_uppercase()) {
            Some(b'N') if matches!(self.peek_at(1), Some(b'T' | b't')) => 2,
            // `N` for no trump is common in the wild (BEN, BBA, rpbridge.net exports).
            Some(b'S' | b'H' | b'D' | b'C' | b'N') => 1,
            _ => 0,
        };
        if strain == 0 {
            self.error_rest("pbn/bad-contract", "a contract like `4S`, `3NTX` or `Pass`");
            return;
        }
        self.bump(PBN_STRAIN, strain);
        let rest = self.rest();
        if rest.eq_ignore_ascii_case("x") || rest.eq_ignore_ascii_case("xx") {
            self.bump(PBN_RISK, rest.len());
        } else if !rest.is_empty() {
            self.error_rest("pbn/bad-contract", "`X`, `XX` or the end of the contract");
        }
    }

    fn seat(&mut self, irregular_allowed: bool) {
        if irregular_allowed && self.peek() == Some(b'^') {
            self.bump(PBN_CARET, 1);
        }
        match self.peek() {
            Some(byte) if is_seat(byte) && self.pos + 1 == self.text.len() => {
                self.bump(PBN_SEAT, 1)
            }
            _ => self.error_rest("pbn/bad-seat", "a seat (`N`, `E`, `S` or `W`)"),
        }
    }

    fn vulnerable(&mut self) {
        const WORDS: [&str; 7] = ["None", "NS", "EW", "All", "Love", "Both", "-"];
        let rest = self.rest();
        if WORDS.iter().any(|word| word.eq_ignore_ascii_case(rest)) {
            self.bump(PBN_VULNERABILITY, rest.len());
        } else {
            self.error_rest(
                "pbn/bad-vulnerable",
                "`None`, `NS`, `EW`, `All`, `Love`, `Both` or `-`",
            );
        }
    }

    fn result(&mut self) {
        if self.peek() == Some(b'^') {
            self.bump(PBN_CARET, 1);
        }
        if self.peek().is_some_and(|byte| byte.is_ascii_digit()) {
            self.bump_while(PBN_NUMBER, |byte| byte.is_ascii_digit());
            if !self.at_end() {
                self.error_rest("pbn/bad-result", "the end of the number of tricks");
            }
            return;
        }
        self.sides(
            "a number of tricks, or `NS` or `EW` and a number",
            |lexer| {
                if lexer.bump_while(PBN_NUMBER, |byte| byte.is_ascii_digit()) == 0 {
                    lexer.error_rest("pbn/bad-result", "a number of tricks");
                    return false;
                }
                true
            },
        );
    }

    /// `<side> <amount>` once or twice, as in `NS 9` and `EW 300 NS -100`.
    fn sides(&mut self, first: &str, mut amount: impl FnMut(&mut Self) -> bool) {
        let code = if self.tag == "Result" {
            "pbn/bad-result"
        } else {
            "pbn/bad-score"
        };
        for round in 0..2 {
            let side = self.rest().get(..2).unwrap_or("");
            if !(side.eq_ignore_ascii_case("NS") || side.eq_ignore_ascii_case("EW")) {
                self.error_rest(code, if round == 0 { first } else { "`NS` or `EW`" });
                return;
            }
            self.bump(PBN_SIDE, 2);
            if self.bump_while(WHITESPACE, |byte| byte == b' ') == 0 {
                self.error_rest(code, "a space after the side");
                return;
            }
            if !amount(self) {
                return;
            }
            if self.at_end() {
                return;
            }
            if round == 0 && self.bump_while(WHITESPACE, |byte| byte == b' ') == 0 {
                self.error_rest(code, "a space or the end of the value");
                return;
            }
        }
        if !self.at_end() {
            self.error_rest(code, "the end of the value");
        }
    }

    fn score(&mut self, side_required: bool, rubber: bool) {
        let amount = move |lexer: &mut Self| lexer.score_amount(rubber);
        let first = self.peek();
        if !side_required
            && (first.is_some_and(|byte| byte.is_ascii_digit())
                || matches!(first, Some(b'-' | b'+')))
        {
            if amount(self) && !self.at_end() {
                self.error_rest("pbn/bad-score", "the end of the score");
            }
            return;
        }
        let first = if side_required {
            "`NS` or `EW` and a score"
        } else {
            "a score, or `NS` or `EW` and a score"
        };
        self.sides(first, amount);
    }

    /// A score: an optionally negative number with an optional decimal part, or for rubber
    /// bridge `<above>/<below>`.
    fn score_amount(&mut self, rubber: bool) -> bool {
        let number_len = {
            let bytes = &self.text.as_bytes()[self.pos..];
            let mut len = usize::from(matches!(bytes.first(), Some(b'-' | b'+')));
            let digits = bytes[len..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits == 0 {
                0
            } else {
                len += digits;
                if !rubber && bytes.get(len) == Some(&b'.') {
                    let decimals = bytes[len + 1..]
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count();
                    len += 1 + decimals;
                }
                len
            }
        };
        if number_len == 0 {
            self.error_rest("pbn/bad-score", "a number");
            return false;
        }
        self.bump(PBN_NUMBER, number_len);
        if rubber {
            let gap = self.text.as_bytes()[self.pos..]
                .iter()
                .take_while(|&&byte| byte == b' ')
                .count();
            if self.peek_at(gap) == Some(b'/') {
                self.bump(WHITESPACE, gap);
            }
            if self.peek() != Some(b'/') {
                self.error_rest(
                    "pbn/bad-score",
                    "`/` between the points above and below the line",
                );
                return false;
            }
            self.bump(PBN_SLASH, 1);
            self.bump_while(WHITESPACE, |byte| byte == b' ');
            if self.bump_while(PBN_NUMBER, |byte| byte.is_ascii_digit()) == 0 {
                self.error_rest("pbn/bad-score", "the points below the line");
                return false;
            }
        }
        true
    }

    fn date(&mut self) {
        for (index, width) in [4usize, 2, 2].into_iter().enumerate() {
            if index > 0 {
                if self.peek() != Some(b'.') {
                    self.error_rest("pbn/bad-date", "a date `YYYY.MM.DD`");
                    return;
                }
                self.bump(PBN_DOT, 1);
            }
            let len = self.text.as_bytes()[self.pos..]
                .iter()
                .take_while(|byte| byte.is_ascii_digit() || **byte == b'?')
                .count();
            let field = &self.text.as_bytes()[self.pos..self.pos + len];
            let unknown = len > 0 && field.iter().all(|&byte| byte == b'?');
            if len != width && !(unknown && len < width) {
                self.error_rest("pbn/bad-date", "a date `YYYY.MM.DD`");
                return;
            }
            self.bump(PBN_DATE_FIELD, len);
        }
        if !self.at_end() {
            self.error_rest("pbn/bad-date", "the end of the date");
        }
    }

    fn board(&mut self) {
        if self.bump_while(PBN_NUMBER, |byte| byte.is_ascii_digit()) == 0 || !self.at_end() {
            self.error_rest("pbn/bad-board", "a board number");
        }
    }

    fn note(&mut self) {
        let digits = self.bump_while(PBN_NUMBER, |byte| byte.is_ascii_digit());
        if digits == 0 || self.peek() != Some(b':') {
            self.error_rest("pbn/bad-note", "`<number>:<text>`");
            return;
        }
        self.bump(PBN_COLON, 1);
        self.text_content();
    }

    /// `Name\2R;+Other;...`: returns the number of columns.
    fn column_spec(&mut self) -> usize {
        let mut columns = 0;
        loop {
            columns += 1;
            self.sink.start_node(PBN_COLUMN);
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.bump(PBN_COLUMN_ORDER, 1);
            }
            if self.bump_while(PBN_COLUMN_NAME, |byte| byte != b';' && byte != b'\\') == 0 {
                let at = self.pos;
                let found = found_text(self.rest().split(';').next().unwrap_or(""));
                self.error_at(
                    "pbn/bad-column-spec",
                    at,
                    at,
                    format!(
                        "expected a column name in the value of `{}`, found {found}",
                        self.tag
                    ),
                );
            }
            if self.peek() == Some(b'\\') {
                let digits = self.text.as_bytes()[self.pos + 1..]
                    .iter()
                    .take_while(|byte| byte.is_ascii_digit())
                    .count();
                if digits == 0 {
                    let start = self.pos;
                    let (_, end) = self.error_while(|byte| byte != b';');
                    let bad = found_text(self.text.get(start..end).unwrap_or(""));
                    self.error_at(
                        "pbn/bad-column-spec",
                        start,
                        end,
                        format!("expected a column width like `\\2R`, found {bad}"),
                    );
                } else {
                    let alignment =
                        usize::from(matches!(self.peek_at(1 + digits), Some(b'L' | b'R')));
                    self.bump(PBN_COLUMN_WIDTH, 1 + digits + alignment);
                    if !self.at_end() && self.peek() != Some(b';') {
                        let start = self.pos;
                        let (_, end) = self.error_while(|byte| byte != b';');
                        let bad = found_text(self.text.get(start..end).unwrap_or(""));
                        self.error_at(
                            "pbn/bad-column-spec",
                            start,
                            end,
                            format!("expected `;` or the end of the column specification after the width, found {bad}"),
                        );
                    }
                }
            }
            self.sink.finish_node();
            if self.peek() == Some(b';') {
                self.bump(PBN_SEMICOLON, 1);
            } else {
                break;
            }
        }
        columns
    }
}

/// Quotes a piece of text for a message, shortened if long; empty text is the end of the value.
pub(crate) fn found_text(text: &str) -> String {
    crate::syntax_error::quoted_for_message(text, "the end of the value")
}
