//! The PPN lexer: splits text into coarse tokens without losing a byte.
//!
//! The tokens are brackets, quoted strings, comments, white space, line ends, and words
//! (maximal runs of anything else). Whether a character is special depends on where it
//! stands: outside a bracket `;`, `{` and a `%` in the first column start comments and `"` is
//! ordinary; inside a bracket (from `[` to `]` or the line end) it is the other way round.
//! The parser splits the words of a round further, field by field.

/// The kind of a coarse token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// Spaces, tabs, vertical tabs and form feeds (and a byte-order mark at the very start).
    Whitespace,
    /// LF, CRLF or a lone CR.
    Newline,
    /// Outside a bracket: `;` to the end of the line, `{...}`, or a line starting with `%`.
    Comment,
    /// `{` with no `}`: it runs to the line end before the next line that starts with `[`, or
    /// to the end of the text.
    UnclosedComment,
    LBrack,
    RBrack,
    /// Inside a bracket: `"` up to and including the closing `"`.
    String,
    /// Inside a bracket: `"` with no closing `"` on its line. It ends before the last `]` of
    /// the line, or at the line end.
    UnclosedString,
    /// A maximal run of characters that are none of the above.
    Word,
}

/// A token's kind and byte range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) kind: TokenKind,
    start: u32,
    end: u32,
}

impl Token {
    pub(crate) fn start(&self) -> usize {
        self.start as usize
    }

    pub(crate) fn end(&self) -> usize {
        self.end as usize
    }
}

const BOM: &str = "\u{feff}";

/// Splits `text` into tokens that cover it exactly, in order.
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    Lexer::new(text).collect()
}

/// The tokens of a text one at a time, so that a parser holds only those it looks at.
pub(crate) struct Lexer<'t> {
    bytes: &'t [u8],
    pos: usize,
    in_bracket: bool,
    /// No `}` exists at or after this offset (saves rescanning for every unclosed `{`).
    no_close_brace_from: usize,
}

impl<'t> Lexer<'t> {
    pub(crate) fn new(text: &'t str) -> Lexer<'t> {
        Lexer {
            bytes: text.as_bytes(),
            pos: 0,
            in_bracket: false,
            no_close_brace_from: usize::MAX,
        }
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        let bytes = self.bytes;
        let start = self.pos;
        let byte = *bytes.get(start)?;
        if start == 0 && bytes.starts_with(BOM.as_bytes()) {
            self.pos = BOM.len();
            return Some(token(TokenKind::Whitespace, 0, BOM.len()));
        }
        let mut pos = start;
        let at_line_start = pos == 0 || matches!(bytes.get(pos - 1), Some(b'\n' | b'\r'));
        let kind = match byte {
            b' ' | b'\t' | 0x0b | 0x0c => {
                pos = skip_while(bytes, pos, is_space);
                TokenKind::Whitespace
            }
            b'\n' => {
                pos += 1;
                self.in_bracket = false;
                TokenKind::Newline
            }
            b'\r' => {
                pos += if bytes.get(pos + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                self.in_bracket = false;
                TokenKind::Newline
            }
            b'[' => {
                pos += 1;
                self.in_bracket = true;
                TokenKind::LBrack
            }
            b']' => {
                pos += 1;
                self.in_bracket = false;
                TokenKind::RBrack
            }
            b'"' if self.in_bracket => {
                let (end, closed) = string_end(bytes, pos);
                pos = end;
                if closed {
                    TokenKind::String
                } else {
                    TokenKind::UnclosedString
                }
            }
            b';' if !self.in_bracket => {
                pos = line_end(bytes, pos);
                TokenKind::Comment
            }
            b'%' if !self.in_bracket && at_line_start => {
                pos = line_end(bytes, pos);
                TokenKind::Comment
            }
            b'{' if !self.in_bracket => {
                let close = if pos + 1 >= self.no_close_brace_from {
                    None
                } else {
                    bytes
                        .get(pos + 1..)
                        .and_then(|rest| rest.iter().position(|&b| b == b'}'))
                        .map(|offset| pos + 1 + offset)
                };
                match close {
                    Some(close) => {
                        pos = close + 1;
                        TokenKind::Comment
                    }
                    None => {
                        self.no_close_brace_from = self.no_close_brace_from.min(pos + 1);
                        pos = unclosed_comment_end(bytes, pos);
                        TokenKind::UnclosedComment
                    }
                }
            }
            _ => {
                let in_bracket = self.in_bracket;
                pos = skip_while(bytes, pos + 1, |b| !ends_word(b, in_bracket));
                TokenKind::Word
            }
        };
        // Tokens end on character boundaries: every stop above is an ASCII byte or the end.
        self.pos = pos;
        Some(token(kind, start, pos))
    }
}

fn token(kind: TokenKind, start: usize, end: usize) -> Token {
    Token {
        kind,
        start: start as u32,
        end: end as u32,
    }
}

pub(crate) fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | 0x0b | 0x0c)
}

fn ends_word(byte: u8, in_bracket: bool) -> bool {
    let class = WORD_ENDS[usize::from(byte)];
    class == ALWAYS || (class == IN_BRACKET && in_bracket) || (class == OUTSIDE && !in_bracket)
}

/// How a byte ends a word: never, always, only inside a bracket, only outside one.
const NEVER: u8 = 0;
const ALWAYS: u8 = 1;
const IN_BRACKET: u8 = 2;
const OUTSIDE: u8 = 3;

const WORD_ENDS: [u8; 256] = {
    let mut table = [NEVER; 256];
    let always = [b' ', b'\t', 0x0b, 0x0c, b'\n', b'\r', b'[', b']'];
    let mut index = 0;
    while index < always.len() {
        table[always[index] as usize] = ALWAYS;
        index += 1;
    }
    table[b'"' as usize] = IN_BRACKET;
    table[b';' as usize] = OUTSIDE;
    table[b'{' as usize] = OUTSIDE;
    table
};

/// The first offset at or after `pos` whose byte does not satisfy `keep`.
fn skip_while(bytes: &[u8], pos: usize, keep: impl Fn(u8) -> bool) -> usize {
    let rest = bytes.get(pos..).unwrap_or(&[]);
    pos + rest.iter().take_while(|&&byte| keep(byte)).count()
}

/// The offset of the line end at or after `pos` (or the end of the text).
fn line_end(bytes: &[u8], pos: usize) -> usize {
    skip_while(bytes, pos, |byte| byte != b'\n' && byte != b'\r')
}

/// Where a string opened at `pos` ends, and whether it has its closing quote. A string with
/// no closing quote ends before the last `]` of its line, so the bracket still closes.
fn string_end(bytes: &[u8], pos: usize) -> (usize, bool) {
    let mut index = pos + 1;
    let mut last_close = None;
    while let Some(&byte) = bytes.get(index) {
        match byte {
            b'"' => return (index + 1, true),
            b'\n' | b'\r' => break,
            b'\\' if matches!(bytes.get(index + 1), Some(b'"' | b'\\')) => index += 2,
            b']' => {
                last_close = Some(index);
                index += 1;
            }
            _ => index += 1,
        }
    }
    (last_close.unwrap_or(index.min(bytes.len())), false)
}

/// The end of a `{` comment that has no `}`: the line end before the next line that starts
/// with `[`, so that the following tags and rounds are still read.
fn unclosed_comment_end(bytes: &[u8], pos: usize) -> usize {
    let mut index = pos + 1;
    while let Some(&byte) = bytes.get(index) {
        if (byte == b'\n' || byte == b'\r') && bytes.get(index + 1) == Some(&b'[') {
            // Keep a CRLF whole: stop before its CR.
            let after_cr = byte == b'\n' && index > pos + 1 && bytes.get(index - 1) == Some(&b'\r');
            return if after_cr { index - 1 } else { index };
        }
        index += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::{tokenize, TokenKind};

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        tokenize(text)
            .into_iter()
            .map(|token| {
                (
                    token.kind,
                    text.get(token.start()..token.end()).unwrap_or(""),
                )
            })
            .collect()
    }

    #[test]
    fn comments_only_outside_brackets() {
        use TokenKind::*;
        assert_eq!(
            kinds("; a\n[A b;c{d}]{e}"),
            vec![
                (Comment, "; a"),
                (Newline, "\n"),
                (LBrack, "["),
                (Word, "A"),
                (Whitespace, " "),
                (Word, "b;c{d}"),
                (RBrack, "]"),
                (Comment, "{e}"),
            ]
        );
        assert_eq!(
            kinds("%x\r\n a%b"),
            vec![
                (Comment, "%x"),
                (Newline, "\r\n"),
                (Whitespace, " "),
                (Word, "a%b")
            ]
        );
    }

    #[test]
    fn quotes_only_inside_brackets() {
        use TokenKind::*;
        assert_eq!(
            kinds("\"a\" [A \"b c\"]"),
            vec![
                (Word, "\"a\""),
                (Whitespace, " "),
                (LBrack, "["),
                (Word, "A"),
                (Whitespace, " "),
                (String, "\"b c\""),
                (RBrack, "]"),
            ]
        );
    }

    #[test]
    fn an_open_quote_ends_before_the_last_bracket_of_its_line() {
        use TokenKind::*;
        assert_eq!(
            kinds("[A \"b]c] d\n]"),
            vec![
                (LBrack, "["),
                (Word, "A"),
                (Whitespace, " "),
                (UnclosedString, "\"b]c"),
                (RBrack, "]"),
                (Whitespace, " "),
                (Word, "d"),
                (Newline, "\n"),
                (RBrack, "]"),
            ]
        );
        assert_eq!(
            kinds("[A \"\\\"x"),
            vec![
                (LBrack, "["),
                (Word, "A"),
                (Whitespace, " "),
                (UnclosedString, "\"\\\"x")
            ]
        );
    }

    #[test]
    fn an_unclosed_brace_comment_stops_before_a_bracket_line() {
        use TokenKind::*;
        assert_eq!(
            kinds("{ a\r\n\r\n[B"),
            vec![
                (UnclosedComment, "{ a\r\n"),
                (Newline, "\r\n"),
                (LBrack, "["),
                (Word, "B")
            ]
        );
        assert_eq!(
            kinds("{{}{"),
            vec![(Comment, "{{}"), (UnclosedComment, "{")]
        );
    }

    #[test]
    fn a_byte_order_mark_is_whitespace() {
        use TokenKind::*;
        assert_eq!(
            kinds("\u{feff}[A"),
            vec![(Whitespace, "\u{feff}"), (LBrack, "["), (Word, "A")]
        );
    }
}
