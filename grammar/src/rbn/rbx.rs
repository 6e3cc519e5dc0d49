//! The RBX parser: one record per line, made of `X{value}` label groups, `%{...}` comments and
//! `{...}` free text. Values are parsed by the same code as in RBN.

use std::ops::Range;

use super::label::{label, repeats, ValueSyntax};
use super::lexer::{is_space, Cursor, Lines};
use super::tokens::{blank_line, comment_text, newline, range, unknown_label};
use super::value;
use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};

/// The records of the lines that start in `part`; `start` is where the document's text starts.
pub(crate) fn document(sink: &mut TreeSink, text: &str, start: usize, part: Range<usize>) {
    for line in Lines::new(text, part.start) {
        if line.start >= part.end {
            break;
        }
        if line.is_blank() {
            blank_line(sink, line);
            continue;
        }
        sink.start_node(RBN_RECORD);
        Groups {
            sink: &mut *sink,
            line: line.content,
            base: line.start,
            pos: 0,
            first_line: line.start == start,
        }
        .run();
        newline(sink, line.newline);
        sink.finish_node();
    }
}

/// What a group holds between its braces.
#[derive(Clone, Copy)]
enum Content {
    Value(ValueSyntax),
    FreeText,
    Comment,
    Unknown,
}

struct Groups<'t, 's> {
    sink: &'s mut TreeSink,
    line: &'t str,
    base: usize,
    pos: usize,
    first_line: bool,
}

impl Groups<'_, '_> {
    fn byte(&self, at: usize) -> Option<u8> {
        self.line.as_bytes().get(at).copied()
    }

    fn run(&mut self) {
        while let Some(b) = self.byte(self.pos) {
            let braced = self.byte(self.pos + 1) == Some(b'{');
            if b == b'{' {
                self.group(RBN_FREE_TEXT, 0, Content::FreeText);
            } else if b == b'%' && braced {
                self.group(RBN_COMMENT, 1, Content::Comment);
            } else if let Some(found) = label(b) {
                if braced {
                    self.group(found.kind, 1, Content::Value(found.syntax));
                } else {
                    self.bare_label(found.kind);
                }
            } else if is_space(b) {
                let len = self.line.as_bytes()[self.pos..]
                    .iter()
                    .take_while(|&&b| is_space(b))
                    .count();
                self.sink
                    .token(WHITESPACE, &self.line[self.pos..self.pos + len]);
                self.pos += len;
            } else if braced {
                self.group(ERROR, 1, Content::Unknown);
            } else {
                self.junk();
            }
        }
    }

    /// `name{value}`; `name_len` is 0 for free text. An unclosed group ends where the next
    /// group starts or at the end of the line.
    fn group(&mut self, kind: SyntaxKind, name_len: usize, content: Content) {
        let open = self.pos + name_len;
        let after = &self.line.as_bytes()[open + 1..];
        let stop = after.iter().position(|&b| b == b'}' || b == b'{');
        let (value_end, closed) = match stop.map(|i| open + 1 + i) {
            Some(end) if self.line.as_bytes()[end] == b'}' => (end, true),
            Some(next_open) => {
                let before = self.line.as_bytes()[next_open - 1];
                let next_named =
                    next_open - 1 > open && (before == b'%' || label(before).is_some());
                (if next_named { next_open - 1 } else { next_open }, false)
            }
            None => (self.line.len(), false),
        };
        // A closed label group is the same subtree wherever it stands, as a label line is in
        // RBN.
        let reusable = closed && matches!(content, Content::Value(_)) && repeats(kind);
        let group_text = self.line.get(self.pos..value_end + 1).unwrap_or_default();
        if reusable && self.sink.reuse(kind, group_text) {
            self.pos = value_end + 1;
            return;
        }
        let errors_before = self.sink.error_count();
        self.sink.start_node(kind);
        let name = &self.line[self.pos..open];
        if let Content::Unknown = content {
            unknown_label(self.sink, name, self.base + self.pos);
            self.sink.token(RBN_TEXT, name);
        } else if name_len > 0 {
            let name_kind = if let Content::Comment = content {
                RBN_PERCENT
            } else {
                RBN_LABEL_NAME
            };
            self.sink.token(name_kind, name);
        }
        self.sink.token(RBN_L_BRACE, "{");
        let text = &self.line[open + 1..value_end];
        let end = if closed {
            "`}`"
        } else {
            "the end of the group"
        };
        match content {
            Content::Value(syntax) => value::value(
                &mut Cursor::new(self.sink, text, self.base + open + 1, end),
                syntax,
            ),
            Content::FreeText => {
                value::free_text(&mut Cursor::new(self.sink, text, self.base + open + 1, end))
            }
            Content::Comment => {
                let signature = self.first_line && self.pos == 0;
                comment_text(self.sink, text, signature);
            }
            Content::Unknown => {
                if !text.is_empty() {
                    self.sink.token(RBN_TEXT, text);
                }
            }
        }
        if closed {
            self.sink.token(RBN_R_BRACE, "}");
            self.pos = value_end + 1;
        } else {
            let what = match content {
                Content::FreeText => "the free text".to_string(),
                Content::Comment => "the comment".to_string(),
                _ => format!("the value of `{name}`"),
            };
            let found = match self.line.get(value_end..).and_then(|rest| rest.get(..2)) {
                Some(next) if value_end < self.line.len() => format!("the next group `{next}`"),
                _ => "the end of the line".to_string(),
            };
            self.sink.error(
                "rbx/unclosed-group",
                range(self.base + open, self.base + open + 1),
                format!("expected `}}` to close {what}, found {found}"),
            );
            self.pos = value_end;
        }
        self.sink.finish_node();
        if reusable {
            self.sink.remember(group_text, errors_before);
        }
    }

    /// A label letter not followed by `{`.
    fn bare_label(&mut self, kind: SyntaxKind) {
        let name = &self.line[self.pos..self.pos + 1];
        self.sink.start_node(kind);
        self.sink.token(RBN_LABEL_NAME, name);
        self.sink.finish_node();
        let at = self.pos + 1;
        let found = match self.line[at..].chars().next() {
            None => "the end of the line".to_string(),
            Some(c) => format!("`{c}`"),
        };
        self.sink.error(
            "rbx/missing-brace",
            range(
                self.base + at,
                self.base + at + self.line[at..].chars().next().map_or(0, char::len_utf8),
            ),
            format!("expected `{{` after label `{name}`, found {found}"),
        );
        self.pos = at;
    }

    /// Text that cannot start a group, up to the next char that can.
    fn junk(&mut self) {
        let first = self.line[self.pos..]
            .chars()
            .next()
            .map_or(1, char::len_utf8);
        let rest = self.line.as_bytes()[self.pos + first..]
            .iter()
            .take_while(|&&b| !(b == b'{' || b == b'%' || is_space(b) || label(b).is_some()))
            .count();
        let end = self.pos + first + rest;
        let text = &self.line[self.pos..end];
        self.sink.error(
            "rbx/unexpected-text",
            range(self.base + self.pos, self.base + end),
            format!("expected a group (a label and `{{`, `%{{` or `{{`), found `{text}`"),
        );
        self.sink.token(ERROR, text);
        self.pos = end;
    }
}
