//! The PBN lexer: splits text into coarse tokens without losing a byte.
//!
//! The tokens are the ones every part of a PBN file shares: brackets, strings, comments, escape
//! lines, white space, line ends, and words (maximal runs of anything else). The parser splits
//! words and string contents further, depending on where they stand.

/// The kind of a coarse token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// Spaces, tabs, vertical tabs and form feeds.
    Whitespace,
    /// LF, CRLF or a lone CR.
    Newline,
    /// A `%` line (the `%` is in the first column), without its line end.
    Directive,
    /// `;` to the end of the line.
    LineComment,
    /// `{` up to and including `}`.
    BraceComment,
    /// `{` with no `}`: it runs to the last line end before a line starting with `[`, or to the
    /// end of the text.
    UnclosedBraceComment,
    LBrack,
    RBrack,
    /// `"` up to and including the closing `"`.
    String,
    /// `"` with no closing `"` on its line.
    UnclosedString,
    /// A maximal run of characters that are none of the above.
    Word,
}

/// A token's kind and byte range; kept small, as a large file has millions of them.
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

/// Splits `text` into tokens that cover it exactly, in order.
#[cfg(test)]
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    tokenize_part_into(text, 0, usize::MAX, Vec::new())
}

/// The tokens of `text` from `start`, a token boundary, up to the first place at or after
/// `limit` where a semi-empty line of tokens has just ended (a game has ended there), or the
/// end of the text.
/// Each token is the one tokenizing the whole text gives there: the lexer looks ahead into
/// the whole text as it would.
///
/// The tokens go into `tokens`, emptied first, whose room is kept.
pub(crate) fn tokenize_part_into(
    text: &str,
    start: usize,
    limit: usize,
    mut tokens: Vec<Token>,
) -> Vec<Token> {
    let bytes = text.as_bytes();
    let expected = limit.min(text.len()).saturating_sub(start);
    tokens.clear();
    tokens.reserve(expected / 3 + 16);
    let mut pos = start;
    // No `}` exists at or after this offset (saves rescanning for every unclosed `{`).
    let mut no_close_brace_from = usize::MAX;
    while pos < bytes.len() {
        if pos >= limit && ends_semi_empty_line(&tokens) {
            break;
        }
        let start = pos;
        let at_line_start = pos == 0 || matches!(bytes[pos - 1], b'\n' | b'\r');
        let kind = match bytes[pos] {
            b'%' if at_line_start => {
                pos = line_end(bytes, pos);
                TokenKind::Directive
            }
            b' ' | b'\t' | 0x0b | 0x0c => {
                while pos < bytes.len() && matches!(bytes[pos], b' ' | b'\t' | 0x0b | 0x0c) {
                    pos += 1;
                }
                TokenKind::Whitespace
            }
            b'\n' => {
                pos += 1;
                TokenKind::Newline
            }
            b'\r' => {
                pos += if bytes.get(pos + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                TokenKind::Newline
            }
            b';' => {
                pos = line_end(bytes, pos);
                TokenKind::LineComment
            }
            b'{' => {
                let close = if pos + 1 >= no_close_brace_from {
                    None
                } else {
                    text[pos + 1..].find('}').map(|offset| pos + 1 + offset)
                };
                match close {
                    Some(close) => {
                        pos = close + 1;
                        TokenKind::BraceComment
                    }
                    None => {
                        no_close_brace_from = no_close_brace_from.min(pos + 1);
                        pos = unclosed_comment_end(bytes, pos);
                        TokenKind::UnclosedBraceComment
                    }
                }
            }
            b'[' => {
                pos += 1;
                TokenKind::LBrack
            }
            b']' => {
                pos += 1;
                TokenKind::RBrack
            }
            b'"' => {
                let (end, closed) = string_end(bytes, pos);
                pos = end;
                if closed {
                    TokenKind::String
                } else {
                    TokenKind::UnclosedString
                }
            }
            _ => {
                // A stray `}` is a word of its own.
                pos += 1;
                while pos < bytes.len() && !ends_word(bytes[pos]) {
                    pos += 1;
                }
                TokenKind::Word
            }
        };
        tokens.push(Token {
            kind,
            start: start as u32,
            end: pos as u32,
        });
    }
    tokens
}

/// Whether the last tokens are a line end, perhaps white space, and a line end: a semi-empty
/// line, which ends a game, is just behind. (A blank line inside a comment is no such line.)
fn ends_semi_empty_line(tokens: &[Token]) -> bool {
    let kinds = |back: usize| {
        tokens
            .len()
            .checked_sub(back)
            .and_then(|at| tokens.get(at))
            .map(|token| token.kind)
    };
    kinds(1) == Some(TokenKind::Newline)
        && match kinds(2) {
            Some(TokenKind::Newline) => true,
            Some(TokenKind::Whitespace) => kinds(3) == Some(TokenKind::Newline),
            _ => false,
        }
}

/// Whether `at` starts a line and the line before it holds nothing but white space: the
/// games before `at` have likely ended (a comment may hold the blank line).
pub(crate) fn follows_semi_empty_line(bytes: &[u8], at: usize) -> bool {
    let Some(mut end) = at.checked_sub(1) else {
        return false;
    };
    match bytes.get(end) {
        Some(b'\n') => {
            if end > 0 && bytes.get(end - 1) == Some(&b'\r') {
                end -= 1;
            }
        }
        Some(b'\r') => {}
        _ => return false,
    }
    let mut at_line = end;
    while at_line > 0 && matches!(bytes.get(at_line - 1), Some(b' ' | b'\t' | 0x0b | 0x0c)) {
        at_line -= 1;
    }
    // The semi-empty line must itself follow a line end: the first line of the text is no
    // game's end.
    at_line > 0 && matches!(bytes.get(at_line - 1), Some(b'\n' | b'\r'))
}

fn ends_word(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t' | 0x0b | 0x0c | b'\n' | b'\r' | b'[' | b']' | b'{' | b'}' | b';' | b'"'
    )
}

/// The offset of the line end at or after `pos` (or the end of the text).
fn line_end(bytes: &[u8], pos: usize) -> usize {
    bytes[pos..]
        .iter()
        .position(|&byte| byte == b'\n' || byte == b'\r')
        .map_or(bytes.len(), |offset| pos + offset)
}

/// Where a string opened at `pos` ends, and whether it has its closing quote.
fn string_end(bytes: &[u8], pos: usize) -> (usize, bool) {
    let mut index = pos + 1;
    while index < bytes.len() {
        match bytes[index] {
            b'"' => return (index + 1, true),
            b'\n' | b'\r' => return (index, false),
            b'\\' if matches!(bytes.get(index + 1), Some(b'"' | b'\\')) => index += 2,
            _ => index += 1,
        }
    }
    (bytes.len(), false)
}

/// The end of a `{` comment that has no `}`: the line end before the next line that starts
/// with `[`, so that the following tags are still read as tags.
fn unclosed_comment_end(bytes: &[u8], pos: usize) -> usize {
    let mut index = pos + 1;
    while index < bytes.len() {
        let byte = bytes[index];
        if (byte == b'\n' || byte == b'\r') && bytes.get(index + 1) == Some(&b'[') {
            return if byte == b'\n' && bytes[index - 1] == b'\r' && index - 1 > pos {
                index - 1
            } else {
                index
            };
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
            .map(|token| (token.kind, &text[token.start()..token.end()]))
            .collect()
    }

    #[test]
    fn percent_is_a_directive_only_in_the_first_column() {
        use TokenKind::*;
        assert_eq!(
            kinds("% PBN 2.1\r\n a%b"),
            vec![
                (Directive, "% PBN 2.1"),
                (Newline, "\r\n"),
                (Whitespace, " "),
                (Word, "a%b")
            ]
        );
    }

    #[test]
    fn strings_keep_escapes_and_stop_at_the_line_end() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#""a\"b\\" "c"#),
            vec![
                (String, r#""a\"b\\""#),
                (Whitespace, " "),
                (UnclosedString, "\"c")
            ]
        );
        assert_eq!(
            kinds("\"x\r\n]"),
            vec![(UnclosedString, "\"x"), (Newline, "\r\n"), (RBrack, "]")]
        );
    }

    #[test]
    fn unclosed_brace_comment_stops_before_a_tag_line() {
        use TokenKind::*;
        assert_eq!(
            kinds("{ a\r\n\r\n[B"),
            vec![
                (UnclosedBraceComment, "{ a\r\n"),
                (Newline, "\r\n"),
                (LBrack, "["),
                (Word, "B")
            ]
        );
        assert_eq!(
            kinds("{{}{"),
            vec![(BraceComment, "{{}"), (UnclosedBraceComment, "{")]
        );
    }
}
