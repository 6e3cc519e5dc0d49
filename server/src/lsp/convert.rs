//! Conversions between the server's world and the protocol's: byte offsets to and from LSP
//! positions (in the negotiated position encoding), and `ide` structs to LSP types.
//!
//! This is the only module that knows how LSP counts columns. Lines end at LF, CRLF or a lone
//! CR, as LSP defines them; positions past the end of a line or of the text are clamped.

use super::protocol as lsp;
use crate::ide::{self, LineIndex};
use gamerec_grammar::{TextRange, TextSize};
use ropey::Rope;

/// How the columns of LSP positions are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PositionEncoding {
    /// Bytes of UTF-8.
    Utf8,
    /// UTF-16 code units, the protocol's default.
    #[default]
    Utf16,
}

impl PositionEncoding {
    /// UTF-8 if the client offers it, else UTF-16 (which every client must support).
    pub fn negotiate(params: &lsp::InitializeParams) -> PositionEncoding {
        let offered = params
            .capabilities
            .general
            .as_ref()
            .and_then(|general| general.position_encodings.as_ref());
        match offered {
            Some(kinds) if kinds.contains(&lsp::PositionEncodingKind::UTF8) => {
                PositionEncoding::Utf8
            }
            _ => PositionEncoding::Utf16,
        }
    }

    pub fn kind(self) -> lsp::PositionEncodingKind {
        match self {
            PositionEncoding::Utf8 => lsp::PositionEncodingKind::UTF8,
            PositionEncoding::Utf16 => lsp::PositionEncodingKind::UTF16,
        }
    }
}

/// A text that knows where its lines start, so that byte offsets become LSP positions: a
/// [`LineIndex`] built once for a text, or the rope of an open document.
pub trait Lines {
    /// The LSP position of byte `offset`. Offsets past the end are clamped to the end, offsets
    /// inside a character to that character's start.
    fn position(&self, offset: TextSize, encoding: PositionEncoding) -> lsp::Position;
}

impl Lines for LineIndex {
    fn position(&self, offset: TextSize, encoding: PositionEncoding) -> lsp::Position {
        let line_col = match encoding {
            PositionEncoding::Utf8 => self.line_col_utf8(offset),
            PositionEncoding::Utf16 => self.line_col_utf16(offset),
        };
        lsp::Position::new(line_col.line, line_col.col)
    }
}

impl Lines for Rope {
    fn position(&self, offset: TextSize, encoding: PositionEncoding) -> lsp::Position {
        let offset = usize::from(offset).min(self.len_bytes());
        // The character that holds the byte, so an offset inside one counts as its start.
        let char_index = self.byte_to_char(offset);
        let line = self.char_to_line(char_index);
        let line_start = self.line_to_char(line);
        let column = match encoding {
            PositionEncoding::Utf8 => self.char_to_byte(char_index) - self.char_to_byte(line_start),
            PositionEncoding::Utf16 => {
                self.char_to_utf16_cu(char_index) - self.char_to_utf16_cu(line_start)
            }
        };
        lsp::Position::new(saturate(line), saturate(column))
    }
}

/// Positions of offsets asked for mostly in increasing order (the tokens or hints of a
/// document, in text order), found by walking the rope's text once instead of searching it
/// for each offset. An offset before the last one asked is looked up in the rope as usual.
/// Gives exactly what [`Lines::position`] gives for the rope.
pub struct PositionCursor<'a> {
    rope: &'a Rope,
    encoding: PositionEncoding,
    chunks: ropey::iter::Chunks<'a>,
    chunk: &'a str,
    /// Where the next character starts, in `chunk` and in the text.
    in_chunk: usize,
    offset: usize,
    line: u32,
    column: u32,
}

impl<'a> PositionCursor<'a> {
    pub fn new(rope: &'a Rope, encoding: PositionEncoding) -> PositionCursor<'a> {
        PositionCursor::starting_at(rope, TextSize::default(), encoding)
    }

    /// A cursor whose walk starts at `offset` (the start of a requested range), so that what
    /// comes before is not walked through.
    pub fn starting_at(
        rope: &'a Rope,
        offset: TextSize,
        encoding: PositionEncoding,
    ) -> PositionCursor<'a> {
        // The start of the character that holds the offset, within the text.
        let at = rope.char_to_byte(rope.byte_to_char(usize::from(offset).min(rope.len_bytes())));
        let start = rope.position(TextSize::try_from(at).unwrap_or_default(), encoding);
        let (mut chunks, chunk_start, _, _) = rope.chunks_at_byte(at);
        let chunk = chunks.next().unwrap_or("");
        PositionCursor {
            rope,
            encoding,
            chunks,
            chunk,
            in_chunk: at - chunk_start,
            offset: at,
            line: start.line,
            column: start.character,
        }
    }

    pub fn position(&mut self, offset: TextSize) -> lsp::Position {
        let target = usize::from(offset);
        if target < self.offset {
            return self.rope.position(offset, self.encoding);
        }
        while self.offset < target {
            if self.in_chunk >= self.chunk.len() {
                match self.chunks.next() {
                    Some(chunk) => {
                        self.chunk = chunk;
                        self.in_chunk = 0;
                        continue;
                    }
                    None => break,
                }
            }
            let rest = self.chunk.get(self.in_chunk..).unwrap_or("");
            let Some(character) = rest.chars().next() else {
                break;
            };
            let width = character.len_utf8();
            if self.offset + width > target {
                // The offset is inside this character: it counts as the character's start.
                break;
            }
            self.offset += width;
            self.in_chunk += width;
            match character {
                '\n' => self.next_line(),
                // The rope never splits a CR LF pair between chunks: a CR followed by LF is
                // the line's last column but one, a lone CR ends the line.
                '\r' if !rest[1..].starts_with('\n') => self.next_line(),
                _ => {
                    let units = match self.encoding {
                        PositionEncoding::Utf8 => width,
                        PositionEncoding::Utf16 => character.len_utf16(),
                    };
                    self.column = self.column.saturating_add(saturate(units));
                }
            }
        }
        lsp::Position::new(self.line, self.column)
    }

    fn next_line(&mut self) {
        self.line = self.line.saturating_add(1);
        self.column = 0;
    }
}

/// The positions of a known set of offsets in any order (the ranges of an outline, nested
/// and so not in text order), found by sorting the offsets and walking the text once; a
/// lookup is then a binary search. An offset not in the set is looked up in the rope.
pub struct PositionTable<'a> {
    rope: &'a Rope,
    encoding: PositionEncoding,
    offsets: Vec<TextSize>,
    positions: Vec<lsp::Position>,
}

impl<'a> PositionTable<'a> {
    pub fn new(
        rope: &'a Rope,
        mut offsets: Vec<TextSize>,
        encoding: PositionEncoding,
    ) -> PositionTable<'a> {
        offsets.sort_unstable();
        offsets.dedup();
        let first = offsets.first().copied().unwrap_or_default();
        let mut cursor = PositionCursor::starting_at(rope, first, encoding);
        let positions = offsets.iter().map(|&at| cursor.position(at)).collect();
        PositionTable {
            rope,
            encoding,
            offsets,
            positions,
        }
    }

    pub fn position(&self, offset: TextSize) -> lsp::Position {
        match self.offsets.binary_search(&offset) {
            Ok(index) => self.positions.get(index).copied(),
            Err(_) => None,
        }
        .unwrap_or_else(|| self.rope.position(offset, self.encoding))
    }

    pub fn range(&self, range: TextRange) -> lsp::Range {
        lsp::Range::new(self.position(range.start()), self.position(range.end()))
    }
}

/// The positions of `offsets` (sorted, in bytes from the start of `text`) in `text` alone, and
/// the position of its end, with lines broken as [`PositionCursor`] breaks them (a CR at the
/// very end counts as a lone one). An offset inside a character counts as that character's
/// start.
pub fn positions_in(
    text: &str,
    offsets: &[TextSize],
    encoding: PositionEncoding,
) -> (Vec<lsp::Position>, lsp::Position) {
    let bytes = text.as_bytes();
    let mut found = Vec::with_capacity(offsets.len());
    let mut wanted = offsets.iter().map(|offset| usize::from(*offset)).peekable();
    let mut here = lsp::Position::default();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        // A run of ASCII without line ends: one unit a byte, taken at once.
        let rest = bytes.get(at..).unwrap_or_default();
        let run = rest
            .iter()
            .position(|&byte| !byte.is_ascii() || byte == b'\n' || byte == b'\r')
            .unwrap_or(rest.len());
        if run > 0 {
            let end = at + run;
            while let Some(offset) = wanted.next_if(|offset| *offset < end) {
                let column = saturate(offset.saturating_sub(at));
                found.push(lsp::Position::new(
                    here.line,
                    here.character.saturating_add(column),
                ));
            }
            here.character = here.character.saturating_add(saturate(run));
            at = end;
            continue;
        }
        let (width, units) = match byte {
            0..=0x7f => (1, 1),
            0xc0..=0xdf => (2, 1),
            0xe0..=0xef => (3, 1),
            _ => (4, 2),
        };
        while wanted.next_if(|offset| *offset < at + width).is_some() {
            found.push(here);
        }
        let line_ends = match byte {
            b'\n' => true,
            b'\r' => bytes.get(at + 1) != Some(&b'\n'),
            _ => false,
        };
        if line_ends {
            here = lsp::Position::new(here.line.saturating_add(1), 0);
        } else {
            let units = match encoding {
                PositionEncoding::Utf8 => width,
                PositionEncoding::Utf16 => units,
            };
            here.character = here.character.saturating_add(units as u32);
        }
        at += width;
    }
    found.extend(wanted.map(|_| here));
    (found, here)
}

fn saturate(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// The LSP position of byte `offset` (see [`Lines::position`]).
pub fn position(lines: &impl Lines, offset: TextSize, encoding: PositionEncoding) -> lsp::Position {
    lines.position(offset, encoding)
}

pub fn range(lines: &impl Lines, range: TextRange, encoding: PositionEncoding) -> lsp::Range {
    lsp::Range::new(
        position(lines, range.start(), encoding),
        position(lines, range.end(), encoding),
    )
}

/// The byte offset in `text` of an LSP position. A line past the last means the end of the
/// text; a column past the end of its line means the end of the line (before its line end);
/// a column inside a character (the middle of a UTF-8 sequence or of a surrogate pair) means
/// that character's start.
pub fn offset(text: &Rope, position: lsp::Position, encoding: PositionEncoding) -> usize {
    let line_index = position.line as usize;
    if line_index >= text.len_lines() {
        return text.len_bytes();
    }
    let line_start = text.line_to_byte(line_index);
    let line = text.line(line_index);
    let content_chars = line.len_chars() - line_end_chars(&line);
    let content = line.slice(..content_chars);
    let column = position.character as usize;
    let char_in_line = match encoding {
        PositionEncoding::Utf8 => {
            let column = column.min(content.len_bytes());
            // `byte_to_char` gives the character that contains the byte: its start.
            content.byte_to_char(column)
        }
        PositionEncoding::Utf16 => {
            let column = column.min(content.len_utf16_cu());
            content.utf16_cu_to_char(column)
        }
    };
    line_start + content.char_to_byte(char_in_line)
}

/// How many characters of `line` are its line end: 2 for CRLF, 1 for LF or CR, else 0.
fn line_end_chars(line: &ropey::RopeSlice<'_>) -> usize {
    let len = line.len_chars();
    let last = if len > 0 {
        line.get_char(len - 1)
    } else {
        None
    };
    match last {
        Some('\n') if len > 1 && line.get_char(len - 2) == Some('\r') => 2,
        Some('\n' | '\r') => 1,
        _ => 0,
    }
}

/// Byte range of an LSP range, with its ends put in order.
pub fn text_range(
    text: &Rope,
    range: lsp::Range,
    encoding: PositionEncoding,
) -> std::ops::Range<usize> {
    let start = offset(text, range.start, encoding);
    let end = offset(text, range.end, encoding);
    start.min(end)..start.max(end)
}

pub fn severity(severity: ide::Severity) -> lsp::DiagnosticSeverity {
    match severity {
        ide::Severity::Error => lsp::DiagnosticSeverity::ERROR,
        ide::Severity::Warning => lsp::DiagnosticSeverity::WARNING,
        ide::Severity::Info => lsp::DiagnosticSeverity::INFORMATION,
        ide::Severity::Hint => lsp::DiagnosticSeverity::HINT,
    }
}

/// The address of the explanation of diagnostic `code` in `docs/diagnostics.md`.
pub fn code_description(code: &str) -> Option<lsp::CodeDescription> {
    // Files with thousands of findings repeat a few codes; parse each address once.
    thread_local! {
        static KNOWN: std::cell::RefCell<std::collections::HashMap<String, lsp::Uri>> =
            std::cell::RefCell::default();
    }
    let href = KNOWN.with_borrow_mut(|known| {
        if let Some(href) = known.get(code) {
            return Some(href.clone());
        }
        let href: lsp::Uri = ide::codes::doc_url(code).parse().ok()?;
        known.insert(code.to_owned(), href.clone());
        Some(href)
    })?;
    Some(lsp::CodeDescription { href })
}

pub fn diagnostic(
    uri: &lsp::Uri,
    index: &impl Lines,
    diagnostic: &ide::Diagnostic,
    encoding: PositionEncoding,
) -> lsp::Diagnostic {
    let related: Vec<lsp::DiagnosticRelatedInformation> = diagnostic
        .related
        .iter()
        .map(|related| lsp::DiagnosticRelatedInformation {
            location: lsp::Location::new(uri.clone(), range(index, related.range, encoding)),
            message: related.message.clone(),
        })
        .collect();
    lsp::Diagnostic {
        range: range(index, diagnostic.range, encoding),
        severity: Some(severity(diagnostic.severity)),
        code: Some(lsp::NumberOrString::String(diagnostic.code.to_owned())),
        code_description: code_description(diagnostic.code),
        source: Some("gamerec".to_owned()),
        message: diagnostic.message.clone(),
        related_information: (!related.is_empty()).then_some(related),
        tags: ide::codes::is_deprecation(diagnostic.code)
            .then(|| vec![lsp::DiagnosticTag::DEPRECATED]),
        data: ide::codes::sgfc_message(diagnostic.code)
            .map(|number| serde_json::json!({ "sgfc": number })),
    }
}

/// The one diagnostic of a document longer than the server reads, at its start.
pub fn too_large(bytes: usize, limit: usize) -> lsp::Diagnostic {
    // One decimal, rounded down: a document just over the limit is not shown as at it.
    let tenths = bytes / ((1 << 20) / 10);
    lsp::Diagnostic {
        range: lsp::Range::default(),
        severity: Some(lsp::DiagnosticSeverity::INFORMATION),
        source: Some("gamerec".to_owned()),
        message: format!(
            "this document is {}.{} MB, more than the {} MB gamerec reads in the editor, so it is \
             not checked and has no colours, outline or other features; the setting \
             gamerec.maxDocumentSize raises the limit (0 for none), and `gamerec check` reads \
             it whatever its size",
            tenths / 10,
            tenths % 10,
            limit >> 20
        ),
        ..lsp::Diagnostic::default()
    }
}

/// The diagnostic after the last one shown that says how many more there are, at the end of
/// the document.
pub fn not_shown(
    index: &impl Lines,
    left_out: usize,
    encoding: PositionEncoding,
) -> lsp::Diagnostic {
    let end = position(index, TextSize::from(u32::MAX), encoding);
    let more = if left_out == 1 {
        "1 more problem is".to_owned()
    } else {
        format!("{left_out} more problems are")
    };
    lsp::Diagnostic {
        range: lsp::Range::new(end, end),
        severity: Some(lsp::DiagnosticSeverity::INFORMATION),
        source: Some("gamerec".to_owned()),
        message: format!(
            "{more} not shown: the setting gamerec.maxDiagnostics sets how many are, and \
             `gamerec check --max-findings all` lists every one"
        ),
        ..lsp::Diagnostic::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UTF8: PositionEncoding = PositionEncoding::Utf8;
    const UTF16: PositionEncoding = PositionEncoding::Utf16;

    fn pos(line: u32, character: u32) -> lsp::Position {
        lsp::Position::new(line, character)
    }

    /// Every character boundary of `text` goes to a position and back to itself.
    fn round_trips(text: &str) {
        let index = LineIndex::new(text);
        let rope = Rope::from_str(text);
        for encoding in [UTF8, UTF16] {
            for (at, _) in text.char_indices().chain([(text.len(), ' ')]) {
                // The offset between CR and LF is inside a line end, not a place LSP can name.
                if at > 0 && text[..at].ends_with('\r') && text[at..].starts_with('\n') {
                    continue;
                }
                let position = position(&index, TextSize::from(at as u32), encoding);
                assert_eq!(
                    offset(&rope, position, encoding),
                    at,
                    "{text:?} {encoding:?} {at}"
                );
            }
        }
    }

    #[test]
    fn cjk_and_emoji() {
        let text = "[Event \"名人戦\"]\n😀x";
        let index = LineIndex::new(text);
        let x = TextSize::from(text.find('x').unwrap() as u32);
        assert_eq!(position(&index, x, UTF16), pos(1, 2));
        assert_eq!(position(&index, x, UTF8), pos(1, 4));
        let quote = TextSize::from(text.rfind('"').unwrap() as u32);
        assert_eq!(position(&index, quote, UTF16), pos(0, 11));
        assert_eq!(position(&index, quote, UTF8), pos(0, 17));
        let rope = Rope::from_str(text);
        assert_eq!(offset(&rope, pos(1, 2), UTF16), usize::from(x));
        assert_eq!(offset(&rope, pos(1, 4), UTF8), usize::from(x));
        // Inside the surrogate pair or the UTF-8 sequence: the emoji's start.
        let emoji = text.find('😀').unwrap();
        assert_eq!(offset(&rope, pos(1, 1), UTF16), emoji);
        assert_eq!(offset(&rope, pos(1, 3), UTF8), emoji);
        round_trips(text);
    }

    #[test]
    fn line_ends() {
        let text = "a\r\nb\rc\nd";
        let index = LineIndex::new(text);
        let rope = Rope::from_str(text);
        for (at, expected) in [
            (0, pos(0, 0)),
            (3, pos(1, 0)),
            (5, pos(2, 0)),
            (7, pos(3, 0)),
        ] {
            assert_eq!(position(&index, TextSize::from(at), UTF16), expected);
            assert_eq!(offset(&rope, expected, UTF16), at as usize);
        }
        // The end of a line is before its CRLF, CR or LF.
        assert_eq!(position(&index, TextSize::from(1), UTF8), pos(0, 1));
        round_trips(text);
        round_trips("\r\r\n\n\r");
        round_trips("");
    }

    #[test]
    fn clamping() {
        let text = "ab\r\n名\rz";
        let index = LineIndex::new(text);
        let rope = Rope::from_str(text);
        // Past the end of a line: the line's end, before its line end.
        assert_eq!(offset(&rope, pos(0, 99), UTF16), 2);
        assert_eq!(offset(&rope, pos(1, 99), UTF8), 7);
        assert_eq!(offset(&rope, pos(1, u32::MAX), UTF16), 7);
        assert_eq!(offset(&rope, pos(2, 5), UTF8), text.len());
        // Past the last line: the end of the text.
        assert_eq!(offset(&rope, pos(3, 0), UTF16), text.len());
        assert_eq!(offset(&rope, pos(u32::MAX, u32::MAX), UTF8), text.len());
        // Offsets past the end or inside a character.
        assert_eq!(position(&index, TextSize::from(999), UTF16), pos(2, 1));
        assert_eq!(position(&index, TextSize::from(5), UTF8), pos(1, 0));
        assert_eq!(offset(&Rope::new(), pos(4, 4), UTF16), 0);
    }

    /// A slow, obvious version of `offset`: walk the characters.
    fn naive_offset(text: &str, position: lsp::Position, encoding: PositionEncoding) -> usize {
        let mut line = 0;
        let mut column = 0;
        let mut chars = text.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            let is_line_end = c == '\n' || c == '\r';
            if line == position.line {
                let width = match encoding {
                    PositionEncoding::Utf8 => c.len_utf8(),
                    PositionEncoding::Utf16 => c.len_utf16(),
                } as u32;
                if is_line_end || column + width > position.character {
                    return at;
                }
                column += width;
            }
            if is_line_end {
                if c == '\r' && chars.peek().map(|&(_, next)| next) == Some('\n') {
                    chars.next();
                }
                line += 1;
            }
        }
        text.len()
    }

    fn text_strategy() -> impl proptest::strategy::Strategy<Value = String> {
        proptest::collection::vec(
            proptest::sample::select(vec!["a", "名", "😀", "é", "\r", "\n", "\r\n", "["]),
            0..40,
        )
        .prop_map(|pieces| pieces.concat())
    }

    use proptest::prelude::*;

    /// The cursor gives what the rope gives, for offsets in increasing order (inside
    /// characters, between CR and LF, past the end) and going back.
    fn cursor_agrees_with_the_rope(text: &str, offsets: &[usize]) {
        let rope = Rope::from_str(text);
        let starts = [
            0,
            1,
            2,
            text.len() / 2,
            text.len().saturating_sub(1),
            text.len() + 1,
        ];
        for encoding in [UTF8, UTF16] {
            for start in starts {
                let start = TextSize::try_from(start).unwrap();
                let mut cursor = PositionCursor::starting_at(&rope, start, encoding);
                for &at in offsets {
                    let at = TextSize::try_from(at).unwrap();
                    assert_eq!(
                        cursor.position(at),
                        position(&rope, at, encoding),
                        "offset {at:?} of {text:?}, from {start:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn table_agrees_with_the_rope() {
        let text = "ab\r\n名😀\nc\rd\n".repeat(300);
        let rope = Rope::from_str(&text);
        let offsets: Vec<TextSize> = (0..text.len() as u32 + 2)
            .rev()
            .step_by(3)
            .map(TextSize::from)
            .collect();
        for encoding in [UTF8, UTF16] {
            let table = PositionTable::new(&rope, offsets.clone(), encoding);
            for at in 0..text.len() as u32 + 2 {
                let at = TextSize::from(at);
                assert_eq!(table.position(at), position(&rope, at, encoding), "{at:?}");
            }
        }
    }

    #[test]
    fn cursor_across_the_ropes_chunks() {
        // Long enough for many chunks, with CR LF pairs, lone CRs and wide characters
        // wherever the chunk boundaries fall.
        let pieces = ["a", "名", "😀", "é", "\r", "\n", "\r\n", "[", "bc"];
        let text: String = (0..20_000)
            .map(|i| pieces[(i * 7 + i / 3) % pieces.len()])
            .collect();
        let every: Vec<usize> = (0..=text.len() + 3).collect();
        cursor_agrees_with_the_rope(&text, &every);
        let sparse: Vec<usize> = (0..text.len()).step_by(997).collect();
        cursor_agrees_with_the_rope(&text, &sparse);
        cursor_agrees_with_the_rope(&text, &[500, 20, 30_000, 10, text.len() + 5]);
        cursor_agrees_with_the_rope("", &[0, 1, 0]);
    }

    /// The positions `positions_in` finds in one pass are the rope's, at every offset (inside
    /// characters, between CR and LF, past the end), and its end is the rope's end.
    fn positions_in_agree_with_the_rope(text: &str) {
        let rope = Rope::from_str(text);
        let offsets: Vec<TextSize> = (0..=text.len() as u32 + 2).map(TextSize::from).collect();
        for encoding in [UTF8, UTF16] {
            let (found, end) = positions_in(text, &offsets, encoding);
            let expected: Vec<lsp::Position> = offsets
                .iter()
                .map(|&at| position(&rope, at, encoding))
                .collect();
            assert_eq!(found, expected, "{text:?} {encoding:?}");
            if !text.ends_with('\r') {
                let last = TextSize::try_from(text.len()).unwrap();
                assert_eq!(
                    end,
                    position(&rope, last, encoding),
                    "{text:?} {encoding:?}"
                );
            }
        }
    }

    #[test]
    fn positions_in_one_pass_over_long_ascii_runs() {
        positions_in_agree_with_the_rope("B 1\nH N:AKQJ.T98.765.432:\r\nR 7\rC 4S:N\n\n名 x😀y\n");
        positions_in_agree_with_the_rope(&"[Event \"Club\"]\r\n".repeat(40));
        positions_in_agree_with_the_rope("");
    }

    proptest! {
        #[test]
        fn positions_in_agree_with_the_rope_everywhere(text in text_strategy()) {
            positions_in_agree_with_the_rope(&text);
        }

        #[test]
        fn cursor_positions_agree_with_the_rope(
            text in text_strategy(),
            mut offsets in proptest::collection::vec(0usize..200, 0..30),
            sorted in any::<bool>(),
        ) {
            if sorted {
                offsets.sort_unstable();
            }
            cursor_agrees_with_the_rope(&text, &offsets);
        }

        #[test]
        fn offset_agrees_with_a_naive_walk(
            text in text_strategy(),
            line in 0u32..14,
            character in 0u32..50,
            utf8 in any::<bool>(),
        ) {
            let encoding = if utf8 { UTF8 } else { UTF16 };
            let rope = Rope::from_str(&text);
            let position = pos(line, character);
            prop_assert_eq!(offset(&rope, position, encoding), naive_offset(&text, position, encoding));
        }

        #[test]
        fn positions_round_trip(text in text_strategy()) {
            round_trips(&text);
        }

        /// The rope of an open document places every offset (also inside characters and past
        /// the end) where a line index of the same text does.
        #[test]
        fn rope_positions_agree_with_the_line_index(text in text_strategy()) {
            let index = LineIndex::new(&text);
            let rope = Rope::from_str(&text);
            for at in 0..=text.len() + 2 {
                let at = TextSize::from(at as u32);
                for encoding in [UTF8, UTF16] {
                    proptest::prop_assert_eq!(
                        position(&rope, at, encoding),
                        position(&index, at, encoding)
                    );
                }
            }
        }
    }

    #[test]
    fn negotiation() {
        let mut params = lsp::InitializeParams::default();
        assert_eq!(PositionEncoding::negotiate(&params), UTF16);
        params.capabilities.general = Some(lsp::GeneralClientCapabilities {
            position_encodings: Some(vec![
                lsp::PositionEncodingKind::UTF16,
                lsp::PositionEncodingKind::UTF8,
            ]),
            ..Default::default()
        });
        assert_eq!(PositionEncoding::negotiate(&params), UTF8);
        params.capabilities.general = Some(lsp::GeneralClientCapabilities {
            position_encodings: Some(vec![lsp::PositionEncodingKind::UTF32]),
            ..Default::default()
        });
        assert_eq!(PositionEncoding::negotiate(&params), UTF16);
    }

    #[test]
    fn code_links_to_the_catalogue() {
        let description = code_description("pbn/unknown-tag").unwrap();
        assert_eq!(
            description.href.as_str(),
            "https://github.com/gamerec/gamerec/blob/main/docs/diagnostics.md#pbnunknown-tag"
        );
    }
}
