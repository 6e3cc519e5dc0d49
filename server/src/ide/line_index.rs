//! `LineIndex`: turns byte offsets into lines and columns, counting LF, CRLF and lone CR as
//! line ends.
//!
//! Built in one pass over the text. It keeps the start of every line and the offset of every
//! non-ASCII character (with running totals of their extra bytes), so a lookup is two binary
//! searches and needs neither the text nor a position per character.

use gamerec_grammar::TextSize;

/// A 0-based line and column. Renderers add 1 where users expect 1-based numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LineCol {
    pub line: u32,
    pub col: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineIndex {
    /// Offset where each line starts; the first is always 0.
    line_starts: Vec<u32>,
    /// Every character that takes more than one byte, in text order.
    multibyte: Vec<Multibyte>,
    len: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Multibyte {
    offset: u32,
    len_utf8: u8,
    /// Sum of `len_utf8 - 1` over this and every earlier multibyte character.
    extra_bytes_per_scalar: u32,
    /// Sum of `len_utf8 - len_utf16` over this and every earlier multibyte character.
    extra_bytes_per_utf16_unit: u32,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        let mut multibyte = Vec::new();
        let mut extra_scalar = 0u32;
        let mut extra_utf16 = 0u32;
        let mut offset = 0usize;
        loop {
            offset += plain_ascii_prefix(bytes.get(offset..).unwrap_or_default());
            let Some(&byte) = bytes.get(offset) else {
                break;
            };
            let len = match byte {
                b'\n' => {
                    line_starts.push(to_u32(offset + 1));
                    1
                }
                b'\r' => {
                    if bytes.get(offset + 1) != Some(&b'\n') {
                        line_starts.push(to_u32(offset + 1));
                    }
                    1
                }
                0x00..=0x7f => 1,
                // `text` is valid UTF-8, so the lead byte tells the length of the character.
                0xc0..=0xdf => 2,
                0xe0..=0xef => 3,
                _ => 4,
            };
            if len > 1 {
                extra_scalar += len - 1;
                // Four-byte characters are the ones that need a UTF-16 surrogate pair.
                extra_utf16 += if len == 4 { 2 } else { len - 1 };
                multibyte.push(Multibyte {
                    offset: to_u32(offset),
                    len_utf8: len as u8,
                    extra_bytes_per_scalar: extra_scalar,
                    extra_bytes_per_utf16_unit: extra_utf16,
                });
            }
            offset += len as usize;
        }
        LineIndex {
            line_starts,
            multibyte,
            len: to_u32(text.len()),
        }
    }

    /// Length of the indexed text in bytes.
    pub fn len(&self) -> TextSize {
        TextSize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn line_count(&self) -> u32 {
        to_u32(self.line_starts.len())
    }

    /// Line and column, the column counted in Unicode scalar values. Offsets past the end
    /// are clamped to the end; an offset inside a character counts as that character's start.
    pub fn line_col(&self, offset: TextSize) -> LineCol {
        self.position(offset, |mb| mb.extra_bytes_per_scalar)
    }

    /// Line and column, the column counted in UTF-16 code units (what LSP uses by default).
    pub fn line_col_utf16(&self, offset: TextSize) -> LineCol {
        self.position(offset, |mb| mb.extra_bytes_per_utf16_unit)
    }

    /// Line and column, the column counted in bytes (LSP's `utf-8` position encoding).
    pub fn line_col_utf8(&self, offset: TextSize) -> LineCol {
        self.position(offset, |_| 0)
    }

    /// Byte range of line `line` (0-based), including its line end. Lines past the last are
    /// empty ranges at the end of the text.
    pub fn line_span(&self, line: u32) -> (TextSize, TextSize) {
        let index = line as usize;
        let start = self.line_starts.get(index).copied().unwrap_or(self.len);
        let end = self.line_starts.get(index + 1).copied().unwrap_or(self.len);
        (TextSize::from(start), TextSize::from(end))
    }

    fn position(&self, offset: TextSize, extra: impl Fn(&Multibyte) -> u32) -> LineCol {
        let offset = self.char_boundary_at_or_before(u32::from(offset).min(self.len));
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let line_start = self.line_starts.get(line).copied().unwrap_or(0);
        let extra_before = |at: u32| -> u32 {
            let count = self.multibyte.partition_point(|mb| mb.offset < at);
            count
                .checked_sub(1)
                .and_then(|last| self.multibyte.get(last))
                .map_or(0, &extra)
        };
        let col = (offset - line_start) - (extra_before(offset) - extra_before(line_start));
        LineCol {
            line: to_u32(line),
            col,
        }
    }

    fn char_boundary_at_or_before(&self, offset: u32) -> u32 {
        let count = self.multibyte.partition_point(|mb| mb.offset < offset);
        match count
            .checked_sub(1)
            .and_then(|last| self.multibyte.get(last))
        {
            Some(mb) if offset < mb.offset + u32::from(mb.len_utf8) => mb.offset,
            _ => offset,
        }
    }
}

/// Texts are limited to `u32::MAX` bytes by `TextSize`; longer ones saturate.
/// How many bytes `bytes` begins with that are ASCII and end no line: the bytes the index can
/// pass over. Blocks of them are tested at a time, as most text is such bytes.
fn plain_ascii_prefix(bytes: &[u8]) -> usize {
    const BLOCK: usize = 32;
    let is_plain = |byte: u8| byte.is_ascii() && byte != b'\n' && byte != b'\r';
    let plain_blocks = bytes
        .chunks_exact(BLOCK)
        .take_while(|block| {
            block
                .iter()
                .fold(true, |plain, &byte| plain & is_plain(byte))
        })
        .count();
    let skipped = plain_blocks * BLOCK;
    let rest = bytes.get(skipped..).unwrap_or_default();
    skipped + rest.iter().take_while(|&&byte| is_plain(byte)).count()
}

fn to_u32(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::{LineCol, LineIndex};
    use gamerec_grammar::TextSize;

    /// (line, column), both 1-based, for every offset from 0 to one past the end.
    fn positions(text: &str) -> Vec<(u32, u32)> {
        let index = LineIndex::new(text);
        (0..=text.len() as u32 + 1)
            .map(|offset| {
                let LineCol { line, col } = index.line_col(TextSize::from(offset));
                (line + 1, col + 1)
            })
            .collect()
    }

    #[test]
    fn lf_line_ends() {
        assert_eq!(
            positions("ab\nc\n"),
            [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (3, 1), (3, 1)]
        );
    }

    #[test]
    fn crlf_is_one_line_end() {
        // The LF of a CRLF still belongs to the line the CR ends.
        assert_eq!(
            positions("a\r\nb"),
            [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 2)]
        );
        assert_eq!(LineIndex::new("a\r\nb").line_count(), 2);
    }

    #[test]
    fn lone_cr_ends_a_line() {
        assert_eq!(
            positions("a\rb\r"),
            [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 1)]
        );
        assert_eq!(LineIndex::new("\r\r\n\n").line_count(), 4);
    }

    #[test]
    fn mixed_line_ends() {
        let index = LineIndex::new("a\nb\r\nc\rd");
        let lines: Vec<(u32, u32)> = (0..index.line_count())
            .map(|line| {
                let (start, end) = index.line_span(line);
                (start.into(), end.into())
            })
            .collect();
        assert_eq!(lines, [(0, 2), (2, 5), (5, 7), (7, 8)]);
        assert_eq!(index.line_span(4), (TextSize::from(8), TextSize::from(8)));
    }

    #[test]
    fn last_line_without_newline() {
        let index = LineIndex::new("(;C[x])\n(;C[y])");
        assert_eq!(
            index.line_col(TextSize::from(14)),
            LineCol { line: 1, col: 6 }
        );
        assert_eq!(
            index.line_col(TextSize::from(15)),
            LineCol { line: 1, col: 7 }
        );
    }

    #[test]
    fn offsets_at_and_past_the_end() {
        let index = LineIndex::new("ab\n");
        let end = LineCol { line: 1, col: 0 };
        assert_eq!(index.line_col(TextSize::from(3)), end);
        assert_eq!(index.line_col(TextSize::from(4)), end);
        assert_eq!(index.line_col(TextSize::from(u32::MAX)), end);
        assert_eq!(
            LineIndex::new("").line_col(TextSize::from(7)),
            LineCol { line: 0, col: 0 }
        );
    }

    #[test]
    fn cjk_columns_count_scalar_values() {
        // 骊龙 is two three-byte characters.
        let text = "PW[骊龙]\nB[x]";
        let index = LineIndex::new(text);
        let col = |offset: u32| index.line_col(TextSize::from(offset)).col + 1;
        assert_eq!(col(3), 4);
        assert_eq!(col(6), 5);
        assert_eq!(col(9), 6);
        // Inside a character counts as its start.
        assert_eq!(col(4), 4);
        assert_eq!(col(8), 5);
        assert_eq!(
            index.line_col(TextSize::from(12)),
            LineCol { line: 1, col: 1 }
        );
        assert_eq!(index.line_col_utf16(TextSize::from(9)).col, 5);
    }

    #[test]
    fn emoji_is_one_scalar_and_two_utf16_units() {
        let text = "C[🂡 ok]";
        let index = LineIndex::new(text);
        let after_emoji = TextSize::from(6);
        assert_eq!(index.line_col(after_emoji).col, 3);
        assert_eq!(index.line_col_utf16(after_emoji).col, 4);
        let end = TextSize::from(text.len() as u32);
        assert_eq!(index.line_col(end).col, 7);
        assert_eq!(index.line_col_utf16(end).col, 8);
    }

    #[test]
    fn multibyte_characters_on_earlier_lines_do_not_shift_columns() {
        let text = "é\u{e9}\n\u{fc}x";
        let index = LineIndex::new(text);
        assert_eq!(
            index.line_col(TextSize::from(8)),
            LineCol { line: 1, col: 2 }
        );
        assert_eq!(
            index.line_col(TextSize::from(7)),
            LineCol { line: 1, col: 1 }
        );
    }

    /// Walks the text character by character: the obvious way, to compare against.
    fn naive_line_col(text: &str, offset: usize) -> LineCol {
        let (mut line, mut col) = (0, 0);
        let mut chars = text.char_indices().peekable();
        while let Some((at, ch)) = chars.next() {
            if at >= offset {
                break;
            }
            let crlf = ch == '\r' && chars.peek().is_some_and(|&(_, next)| next == '\n');
            if (ch == '\n' || ch == '\r') && !crlf {
                line += 1;
                col = 0;
            } else {
                col += 1;
            }
        }
        LineCol { line, col }
    }

    proptest::proptest! {
        #[test]
        fn agrees_with_walking_the_text(
            text in "([a\r\n\t]|é|骊|🂡|\r\n|[a-z]{20,70}){0,40}",
            offsets in proptest::collection::vec(0usize..3000, 1..16),
        ) {
            let index = LineIndex::new(&text);
            for offset in offsets {
                let mut on_char = offset.min(text.len());
                while !text.is_char_boundary(on_char) {
                    on_char -= 1;
                }
                let expected = naive_line_col(&text, on_char);
                proptest::prop_assert_eq!(index.line_col(TextSize::from(offset as u32)), expected);
            }
        }
    }
}
