//! The RBN parser: records of lines, each line a comment, free text or label; RBX goes to
//! [`super::rbx`]. Builds the lossless tree and records syntax errors.

use std::iter::Peekable;

use super::label::{label, repeats, Label, ValueSyntax};
use super::lexer::{is_space, trimmed_len, Cursor, Line, Lines};
use super::tokens::{blank_line, comment_text, newline, range, unknown_label};
use super::{rbx, value};
use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};
use crate::{Format, Parse};

const BOM: char = '\u{feff}';

pub(crate) fn parse(text: &str, format: Format, root: SyntaxKind) -> Parse {
    parse_in_parts(text, format, root, crate::parts::parts_for(text.len()))
}

/// Parses `text` cut into up to `parts` runs of whole records, each on its own thread.
pub(crate) fn parse_in_parts(text: &str, format: Format, root: SyntaxKind, parts: usize) -> Parse {
    let mut sink = TreeSink::new();
    sink.start_node(root);
    let start = if text.starts_with(BOM) {
        sink.token(WHITESPACE, &text[..BOM.len_utf8()]);
        BOM.len_utf8()
    } else {
        0
    };
    if format == Format::Rbx {
        let ranges = crate::parts::cut(text, start, parts, crate::parts::next_line_start);
        crate::parts::parse_parts(&mut sink, &ranges, |sink, part| {
            rbx::document(sink, text, start, part);
        });
    } else {
        let ranges = crate::parts::cut(text, start, parts, next_blank_line);
        crate::parts::parse_parts(&mut sink, &ranges, |sink, part| {
            Parser {
                sink,
                lines: Lines::new(text, part.start).peekable(),
                text_start: start,
                end: part.end,
            }
            .document();
        });
    }
    sink.finish_node();
    sink.finish(format)
}

/// The start of the first blank line that begins at or after `at`: records never span one.
fn next_blank_line(text: &str, at: usize) -> Option<usize> {
    let from = crate::parts::next_line_start(text, at)?;
    Lines::new(text, from)
        .find(|line| line.is_blank())
        .map(|line| line.start)
}

struct Parser<'a, 's> {
    sink: &'s mut TreeSink,
    lines: Peekable<Lines<'a>>,
    /// Where the document's text starts (after a byte-order mark): only there may a comment
    /// hold the `RBN` signature.
    text_start: usize,
    /// The parser stops at the first line that starts here or later, a record boundary.
    end: usize,
}

impl<'a> Parser<'a, '_> {
    fn document(&mut self) {
        while let Some(line) = self.lines.peek().copied() {
            if line.start >= self.end {
                break;
            }
            if line.is_blank() {
                self.lines.next();
                blank_line(self.sink, line);
            } else {
                self.record();
            }
        }
    }

    /// A maximal run of non-blank lines, each with its line end.
    fn record(&mut self) {
        self.sink.start_node(RBN_RECORD);
        while let Some(line) = self.lines.peek().copied() {
            if line.is_blank() {
                break;
            }
            self.lines.next();
            let last_newline = match line.first_byte() {
                Some(b'%') => {
                    self.comment(line);
                    line.newline
                }
                Some(b'{') => self.free_text(line),
                _ => self.label_line(line),
            };
            newline(self.sink, last_newline);
        }
        self.sink.finish_node();
    }

    fn comment(&mut self, line: Line) {
        self.sink.start_node(RBN_COMMENT);
        self.sink.token(RBN_PERCENT, "%");
        comment_text(self.sink, &line.content[1..], line.start == self.text_start);
        self.sink.finish_node();
    }

    /// `{` ... `}` where the closing brace ends a line; returns the line end left to emit.
    fn free_text(&mut self, first: Line<'a>) -> &'a str {
        self.sink.start_node(RBN_FREE_TEXT);
        self.sink.token(RBN_L_BRACE, "{");
        let mut line = first;
        let mut from = 1;
        loop {
            let content_end = trimmed_len(line.content);
            let closes = content_end > from && line.content.as_bytes()[content_end - 1] == b'}';
            let text_end = if closes {
                content_end - 1
            } else {
                line.content.len()
            };
            let mut cursor = Cursor::new(
                self.sink,
                &line.content[from..text_end],
                line.start + from,
                "the end of the line",
            );
            value::free_text(&mut cursor);
            if closes {
                self.sink.token(RBN_R_BRACE, "}");
                self.sink.finish_node();
                trailing_space(self.sink, &line.content[content_end..]);
                return line.newline;
            }
            match self.lines.peek().copied() {
                Some(next) if !next.is_blank() => {
                    self.lines.next();
                    newline(self.sink, line.newline);
                    line = next;
                    from = 0;
                }
                next => {
                    let found = if next.is_some() {
                        "a blank line (the end of the record)"
                    } else {
                        "the end of the file"
                    };
                    self.sink.error(
                        "rbn/unclosed-free-text",
                        range(first.start, first.start + 1),
                        format!(
                            "expected `}}` at the end of a line to close this free text, found {found}"
                        ),
                    );
                    self.sink.finish_node();
                    return line.newline;
                }
            }
        }
    }

    /// One label line (with the continuation lines of an `I` label); returns the line end
    /// left to emit.
    fn label_line(&mut self, line: Line<'a>) -> &'a str {
        let Some(found) = line.first_byte().and_then(label) else {
            self.sink.start_node(ERROR);
            unknown_label(self.sink, line.content, line.start);
            self.sink.token(RBN_TEXT, line.content);
            self.sink.finish_node();
            return line.newline;
        };
        let reusable = repeats(found.kind);
        if reusable && self.sink.reuse(found.kind, line.content) {
            return line.newline;
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(found.kind);
        self.labelled_value(line, found);
        let newline = if found.kind == RBN_ITEMS_LABEL {
            self.item_lines(line.newline)
        } else {
            line.newline
        };
        self.sink.finish_node();
        if reusable {
            self.sink.remember(line.content, errors_before);
        }
        newline
    }

    /// The label name, the space after it and the value, on a line that starts with a label.
    fn labelled_value(&mut self, line: Line, found: Label) {
        let name = &line.content[..1];
        self.sink.token(RBN_LABEL_NAME, name);
        let rest = &line.content[1..];
        let mut from = 1;
        match rest.chars().next() {
            None => return,
            Some(' ') => {
                self.sink.token(WHITESPACE, " ");
                from = 2;
            }
            Some(c) => {
                let found_text = if c == '\t' {
                    "a tab".to_string()
                } else {
                    format!("`{c}`")
                };
                self.sink.error(
                    "rbn/missing-space",
                    range(line.start + 1, line.start + 1 + c.len_utf8()),
                    format!("expected a space after label `{name}`, found {found_text}"),
                );
                if c == '\t' {
                    self.sink.token(WHITESPACE, "\t");
                    from = 2;
                }
            }
        }
        self.value_from(line, from, found.syntax);
    }

    /// Parses `line` from byte `from` to its end as a value, trailing spaces apart.
    fn value_from(&mut self, line: Line, from: usize, syntax: ValueSyntax) {
        let end = trimmed_len(line.content).max(from);
        let mut cursor = Cursor::new(
            self.sink,
            &line.content[from..end],
            line.start + from,
            "the end of the line",
        );
        value::value(&mut cursor, syntax);
        trailing_space(self.sink, &line.content[end..]);
    }

    /// The lines that continue an `I` label: up to a blank line, free text or another label.
    /// Comment lines between item lines belong to the label. Returns the line end left to emit.
    fn item_lines(&mut self, mut pending: &'a str) -> &'a str {
        loop {
            let Some(next) = self.lines.peek().copied() else {
                return pending;
            };
            if next.first_byte() == Some(b'%') {
                let mut ahead = self.lines.clone();
                let mut comments = 0;
                while ahead
                    .peek()
                    .is_some_and(|line| line.first_byte() == Some(b'%'))
                {
                    ahead.next();
                    comments += 1;
                }
                if !ahead.peek().is_some_and(is_item_line) {
                    return pending;
                }
                for _ in 0..comments {
                    if let Some(comment) = self.lines.next() {
                        newline(self.sink, pending);
                        self.comment(comment);
                        pending = comment.newline;
                    }
                }
                continue;
            }
            if !is_item_line(&next) {
                return pending;
            }
            self.lines.next();
            newline(self.sink, pending);
            if is_prefixed_item_line(&next) {
                let name = &next.content[..1];
                self.sink.token(RBN_LABEL_NAME, name);
                let from = if next.second_byte() == Some(b' ') {
                    self.sink.token(WHITESPACE, " ");
                    2
                } else {
                    1
                };
                self.value_from(next, from, ValueSyntax::Items);
            } else {
                self.value_from(next, 0, ValueSyntax::Items);
            }
            pending = next.newline;
        }
    }
}

/// Whether a line continues an `I` label: `I ` with items, or items without the prefix. A line
/// that looks like another label (`X` alone or `X ` and a value) ends the list, as do blank
/// lines, free text and comments.
fn is_item_line(line: &Line) -> bool {
    let Some(first) = line.first_byte() else {
        return false;
    };
    if line.is_blank() || first == b'{' || first == b'%' {
        return false;
    }
    is_prefixed_item_line(line) || !(is_label_like(line) && label(first).is_some())
}

/// `I` alone or `I ` and items.
fn is_prefixed_item_line(line: &Line) -> bool {
    line.first_byte() == Some(b'I') && is_label_like(line)
}

fn is_label_like(line: &Line) -> bool {
    line.second_byte().is_none_or(|b| b == b' ')
}

fn trailing_space(sink: &mut TreeSink, text: &str) {
    if !text.is_empty() {
        debug_assert!(text.bytes().all(is_space));
        sink.token(WHITESPACE, text);
    }
}
