//! What the RBN and RBX parsers both write: blank lines and line ends, the text of a `%`
//! comment, an unknown label's error, and byte ranges.

use rowan::{TextRange, TextSize};

use super::label::{label, EXPECTED_LABEL};
use super::lexer::Line;
use crate::sink::TreeSink;
use crate::SyntaxKind::*;

pub(crate) fn range(start: usize, end: usize) -> TextRange {
    let size = |offset: usize| TextSize::try_from(offset).unwrap_or_default();
    TextRange::new(size(start), size(end))
}

/// A blank line between records: its spaces, if any, and its line end, at file level.
pub(crate) fn blank_line(sink: &mut TreeSink, line: Line) {
    if !line.content.is_empty() {
        sink.token(WHITESPACE, line.content);
    }
    newline(sink, line.newline);
}

pub(crate) fn newline(sink: &mut TreeSink, newline: &str) {
    if !newline.is_empty() {
        sink.token(NEWLINE, newline);
    }
}

/// The text after `%`: a `RBN`/`RBX` signature word when `signature` allows it, then the rest.
pub(crate) fn comment_text(sink: &mut TreeSink, text: &str, signature: bool) {
    let mut rest = text;
    if signature {
        let spaces = text.len() - text.trim_start_matches([' ', '\t']).len();
        let word = &text[spaces..];
        let is_signature = (word.starts_with("RBN") || word.starts_with("RBX"))
            && !word
                .as_bytes()
                .get(3)
                .is_some_and(|b| b.is_ascii_alphanumeric());
        if is_signature {
            if spaces > 0 {
                sink.token(WHITESPACE, &text[..spaces]);
            }
            sink.token(RBN_SIGNATURE, &word[..3]);
            rest = &word[3..];
        }
    }
    if !rest.is_empty() {
        sink.token(RBN_COMMENT_TEXT, rest);
    }
}

/// Reports an unknown label at `line_offset`, whose first char starts `text`.
pub(crate) fn unknown_label(sink: &mut TreeSink, text: &str, line_offset: usize) {
    let (found, len) = match text.chars().next() {
        Some(' ') => ("a space".to_string(), 1),
        Some('\t') => ("a tab".to_string(), 1),
        Some(c) if c.is_ascii_lowercase() && label(c.to_ascii_uppercase() as u8).is_some() => (
            format!("`{c}` (only D, H, C, R and M may be written in lower case)"),
            1,
        ),
        Some(c) => (format!("`{c}`"), c.len_utf8()),
        None => ("nothing".to_string(), 0),
    };
    sink.error(
        "rbn/unknown-label",
        range(line_offset, line_offset + len),
        format!("expected {EXPECTED_LABEL}, found {found}"),
    );
}
