//! The RBN lexer: splits text into lines and gives the value parsers a cursor over a value.
//!
//! RBN is line-oriented and each label has its own value syntax, so there is no single token
//! stream: [`Lines`] finds the line structure and [`Cursor`] lets a value parser emit tokens that
//! are slices of the input.

use rowan::{TextRange, TextSize};

use crate::sink::Checkpoint;

use crate::sink::TreeSink;
use crate::SyntaxKind;

/// One line of the input: its content and the line end after it (empty on the last line).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Line<'a> {
    pub(crate) start: usize,
    pub(crate) content: &'a str,
    pub(crate) newline: &'a str,
}

impl Line<'_> {
    /// True for an empty line or one holding only spaces and tabs: a record separator.
    pub(crate) fn is_blank(&self) -> bool {
        match self.first_byte() {
            None => true,
            Some(b) if is_space(b) => self.content.bytes().all(is_space),
            Some(_) => false,
        }
    }

    pub(crate) fn first_byte(&self) -> Option<u8> {
        self.content.as_bytes().first().copied()
    }

    pub(crate) fn second_byte(&self) -> Option<u8> {
        self.content.as_bytes().get(1).copied()
    }
}

/// Splits text at LF, CRLF and lone CR.
#[derive(Debug, Clone)]
pub(crate) struct Lines<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Lines<'a> {
    pub(crate) fn new(text: &'a str, start: usize) -> Lines<'a> {
        Lines { text, pos: start }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = Line<'a>;

    fn next(&mut self) -> Option<Line<'a>> {
        let rest = self.text.get(self.pos..)?;
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let content_len = line_end(bytes);
        let newline_len = match bytes.get(content_len) {
            Some(b'\r') if bytes.get(content_len + 1) == Some(&b'\n') => 2,
            Some(_) => 1,
            None => 0,
        };
        let line = Line {
            start: self.pos,
            content: &rest[..content_len],
            newline: &rest[content_len..content_len + newline_len],
        };
        self.pos += content_len + newline_len;
        Some(line)
    }
}

/// Position of the first `\n` or `\r` in `bytes`, or its length: eight bytes at a time.
fn line_end(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let has_zero = |word: u64| word.wrapping_sub(ONES) & !word & HIGHS;
    let mut chunks = bytes.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        let word = u64::from_le_bytes(word);
        let found =
            has_zero(word ^ (ONES * u64::from(b'\n'))) | has_zero(word ^ (ONES * u64::from(b'\r')));
        if found != 0 {
            // The lowest flagged byte is always a real match; the flags above it may not be.
            return at + (found.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    bytes
        .iter()
        .skip(at)
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(bytes.len(), |offset| at + offset)
}

/// Longest piece of junk quoted in full in a message.
const MAX_QUOTED: usize = 24;

pub(crate) fn is_space(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// Length of `text` without its trailing spaces and tabs.
pub(crate) fn trimmed_len(text: &str) -> usize {
    text.trim_end_matches([' ', '\t']).len()
}

/// A position inside one label value, emitting tokens into the tree as it moves on.
///
/// Every decision looks at ASCII bytes only, so any cut it makes lies on a char boundary; a
/// non-ASCII char is only ever consumed whole, as part of a run.
pub(crate) struct Cursor<'t, 's> {
    pub(crate) sink: &'s mut TreeSink,
    text: &'t str,
    base: usize,
    pos: usize,
    /// What the end of the value is, for messages: "end of line" or "`}`".
    end: &'static str,
    /// While set, tokens of the kinds it joins are gathered into one token of its kind.
    run: Option<Run>,
}

/// Tokens gathered into one: of `kind`, from `start` to the cursor.
struct Run {
    kind: SyntaxKind,
    joins: fn(SyntaxKind) -> bool,
    start: Option<usize>,
}

impl<'t, 's> Cursor<'t, 's> {
    pub(crate) fn new(
        sink: &'s mut TreeSink,
        text: &'t str,
        base: usize,
        end: &'static str,
    ) -> Cursor<'t, 's> {
        Cursor {
            sink,
            text,
            base,
            pos: 0,
            end,
            run: None,
        }
    }

    /// From here until [`Cursor::end_run`], the tokens of the kinds `joins` accepts that
    /// follow each other become one token of `kind`.
    pub(crate) fn start_run(&mut self, kind: SyntaxKind, joins: fn(SyntaxKind) -> bool) {
        self.flush_run();
        self.run = Some(Run {
            kind,
            joins,
            start: None,
        });
    }

    pub(crate) fn end_run(&mut self) {
        self.flush_run();
        self.run = None;
    }

    /// Emits the tokens gathered so far as one.
    fn flush_run(&mut self) {
        let Some(run) = self.run.as_mut() else {
            return;
        };
        if let Some(start) = run.start.take() {
            if let Some(text) = self.text.get(start..self.pos) {
                self.sink.token(run.kind, text);
            }
        }
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    pub(crate) fn peek_nth(&self, n: usize) -> Option<u8> {
        self.text.as_bytes().get(self.pos + n).copied()
    }

    pub(crate) fn at(&self, test: impl Fn(u8) -> bool) -> bool {
        self.peek().is_some_and(test)
    }

    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    pub(crate) fn start_node(&mut self, kind: SyntaxKind) {
        self.flush_run();
        self.sink.start_node(kind);
    }

    pub(crate) fn checkpoint(&mut self) -> Checkpoint {
        self.flush_run();
        self.sink.checkpoint()
    }

    /// Wraps everything emitted since `checkpoint` in a node of `kind`.
    pub(crate) fn start_node_at(&mut self, checkpoint: Checkpoint, kind: SyntaxKind) {
        self.flush_run();
        self.sink.start_node_at(checkpoint, kind);
    }

    pub(crate) fn finish_node(&mut self) {
        self.flush_run();
        self.sink.finish_node();
    }

    pub(crate) fn position(&self) -> usize {
        self.pos
    }

    /// Adds the subtree of `kind` remembered for the next `len` bytes, if the sink has one,
    /// and moves past them. `len` must end on a char boundary.
    pub(crate) fn reuse(&mut self, kind: SyntaxKind, len: usize) -> bool {
        self.flush_run();
        let Some(text) = self.text.get(self.pos..self.pos + len) else {
            return false;
        };
        let reused = self.sink.reuse(kind, text);
        if reused {
            self.pos += len;
        }
        reused
    }

    /// Remembers the node just finished, which started at `start`, for [`Cursor::reuse`].
    pub(crate) fn remember(&mut self, start: usize, errors_before: usize) {
        if let Some(text) = self.text.get(start..self.pos) {
            self.sink.remember(text, errors_before);
        }
    }

    /// Emits the next `len` bytes (extended to a char boundary) as one token.
    pub(crate) fn bump(&mut self, kind: SyntaxKind, len: usize) {
        if let Some(run) = self.run.as_mut() {
            if (run.joins)(kind) && self.text.is_char_boundary(self.pos + len) {
                run.start.get_or_insert(self.pos);
                self.pos = (self.pos + len).min(self.text.len());
                return;
            }
            self.flush_run();
        }
        if let Some(piece) = self.text.get(self.pos..self.pos + len) {
            if !piece.is_empty() {
                self.sink.token(kind, piece);
                self.pos += len;
            }
            return;
        }
        let mut end = (self.pos + len).min(self.text.len());
        while !self.text.is_char_boundary(end) {
            end += 1;
        }
        if end > self.pos {
            self.sink.token(kind, &self.text[self.pos..end]);
            self.pos = end;
        }
    }

    /// Emits the run of bytes matching `test` as one token; returns its length.
    pub(crate) fn bump_while(&mut self, kind: SyntaxKind, test: impl Fn(u8) -> bool) -> usize {
        let len = self.run_len(test);
        self.bump(kind, len);
        len
    }

    /// Length of the run of bytes from here that match `test`.
    pub(crate) fn run_len(&self, test: impl Fn(u8) -> bool) -> usize {
        self.text.as_bytes()[self.pos..]
            .iter()
            .take_while(|&&b| test(b))
            .count()
    }

    /// Emits the rest of the value as one token.
    pub(crate) fn bump_rest(&mut self, kind: SyntaxKind) {
        self.bump(kind, self.text.len() - self.pos);
    }

    /// Describes what is at the cursor, for "found ..." in messages.
    pub(crate) fn found(&self) -> String {
        self.found_after(0)
    }

    /// Describes what is `n` bytes after the cursor (`n` must end on a char boundary).
    pub(crate) fn found_after(&self, n: usize) -> String {
        match self
            .text
            .get(self.pos + n..)
            .and_then(|rest| rest.chars().next())
        {
            None => self.end.to_string(),
            Some(' ') => "a space".to_string(),
            Some('\t') => "a tab".to_string(),
            Some(c) => format!("`{c}`"),
        }
    }

    fn range(&self, start: usize, end: usize) -> TextRange {
        let to_size = |offset: usize| TextSize::try_from(self.base + offset).unwrap_or_default();
        TextRange::new(to_size(start), to_size(end))
    }

    /// Reports that `expected` is missing here, covering the char at the cursor (or nothing at
    /// the end), without consuming anything.
    pub(crate) fn expected(&mut self, code: &'static str, expected: &str) {
        let len = self.text[self.pos..]
            .chars()
            .next()
            .map_or(0, char::len_utf8);
        let range = self.range(self.pos, self.pos + len);
        let message = format!("expected {expected}, found {}", self.found());
        self.sink.error(code, range, message);
    }

    /// Reports `message` over the next `len` bytes without consuming them.
    pub(crate) fn error_ahead(&mut self, code: &'static str, len: usize, message: String) {
        let range = self.range(self.pos, (self.pos + len).min(self.text.len()));
        self.sink.error(code, range, message);
    }

    /// Reports `expected` and wraps the run up to the next byte matching `stop` (at least one
    /// char) in an ERROR token.
    pub(crate) fn junk(&mut self, code: &'static str, expected: &str, stop: impl Fn(u8) -> bool) {
        if self.at_end() {
            self.expected(code, expected);
            return;
        }
        let first = self.text[self.pos..]
            .chars()
            .next()
            .map_or(1, char::len_utf8);
        let rest = self.text.as_bytes()[self.pos + first..]
            .iter()
            .take_while(|&&b| !stop(b))
            .count();
        let found = &self.text[self.pos..self.pos + first + rest];
        let message = if found.starts_with(' ') {
            format!("expected {expected}, found a space")
        } else if found.chars().nth(MAX_QUOTED).is_some() {
            let shown: String = found.chars().take(MAX_QUOTED).collect();
            format!("expected {expected}, found `{shown}...`")
        } else {
            format!("expected {expected}, found `{found}`")
        };
        let range = self.range(self.pos, self.pos + first + rest);
        self.sink.error(code, range, message);
        self.bump(SyntaxKind::ERROR, first + rest);
    }
}
