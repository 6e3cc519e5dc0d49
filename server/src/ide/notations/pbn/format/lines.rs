//! Text written line by line: a piece on a line of its own, a piece after a space at the end of
//! the current line, the end of a line; comments with their inner line ends made the
//! document's.

use super::LineEnding;

/// A buffer that knows whether its last line is still open.
#[derive(Debug, Default)]
pub(super) struct Lines {
    pub text: String,
    open: bool,
}

impl Lines {
    pub fn clear(&mut self) {
        self.text.clear();
        self.open = false;
    }

    /// Starts a piece on a line of its own; the caller writes it into `text`.
    pub fn line(&mut self, ending: LineEnding) -> &mut String {
        if self.open {
            self.text.push_str(ending.as_str());
        }
        self.open = true;
        &mut self.text
    }

    /// Starts a piece after a space at the end of the current line (or on a new line if none
    /// is open); the caller writes it into `text`.
    pub fn trailing(&mut self) -> &mut String {
        if self.open {
            self.text.push(' ');
        }
        self.open = true;
        &mut self.text
    }

    /// Where the text stands now, to go back to with [`Lines::go_back`].
    pub fn mark(&self) -> (usize, bool) {
        (self.text.len(), self.open)
    }

    /// Drops what was written since `mark`.
    pub fn go_back(&mut self, (len, open): (usize, bool)) {
        self.text.truncate(len);
        self.open = open;
    }

    /// Ends the current line, if one is open.
    pub fn end_line(&mut self, ending: LineEnding) {
        if self.open {
            self.text.push_str(ending.as_str());
        }
        self.open = false;
    }

    /// Appends `other`, whose first piece is a line of its own, and takes on its open line.
    pub fn append_lines(&mut self, other: &Lines, ending: LineEnding) {
        if other.text.is_empty() && !other.open {
            return;
        }
        self.end_line(ending);
        self.text.push_str(&other.text);
        self.open = other.open;
    }

    /// A comment on a line of its own or at the end of the current line; a `;` comment ends
    /// its line. With `no_tabs` (the export format allows none) each tab becomes a space.
    pub fn comment(&mut self, text: &str, own_line: bool, no_tabs: bool, ending: LineEnding) {
        let out = if own_line {
            self.line(ending)
        } else {
            self.trailing()
        };
        push_with_line_ending(out, text, no_tabs, ending);
        if text.starts_with(';') {
            self.end_line(ending);
        }
    }
}

/// Horizontal and vertical tabs.
const TABS: [char; 2] = ['\t', '\u{b}'];

/// `text` with each of its line ends (CRLF, LF or a lone CR) written as `ending`, and with
/// `no_tabs` each tab as a space.
fn push_with_line_ending(out: &mut String, text: &str, no_tabs: bool, ending: LineEnding) {
    let special = |c: char| c == '\n' || c == '\r' || (no_tabs && TABS.contains(&c));
    let mut rest = text;
    while let Some(at) = rest.find(special) {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        if after.starts_with(TABS) {
            out.push(' ');
        } else {
            out.push_str(ending.as_str());
        }
        rest = after
            .strip_prefix("\r\n")
            .or_else(|| after.get(1..))
            .unwrap_or("");
    }
    out.push_str(rest);
}

#[test]
fn line_ends_in_comments_become_the_documents() {
    let mut out = String::new();
    push_with_line_ending(&mut out, "{a\r\nb\rc\nd\t}", false, LineEnding::CrLf);
    assert_eq!(out, "{a\r\nb\r\nc\r\nd\t}");
    out.clear();
    push_with_line_ending(&mut out, "{a\tb\u{b}c\n}", true, LineEnding::Lf);
    assert_eq!(out, "{a b c\n}");
}
