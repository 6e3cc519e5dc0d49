//! Lines and characters: lines over 255 characters, tabs inside strings,
//! and characters PBN does not allow (beyond ISO-8859-1, or control characters).

use crate::ide::check::Findings;
use crate::ide::Diagnostic;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{
    GreenNodeData, NodeOrToken, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize,
};

/// Checks the lines and characters of a game. Reads the green tree, which allocates nothing:
/// this runs over every token of every game.
pub(super) fn check(record: &SyntaxNode, utf8: bool, out: &mut Findings) {
    let mut scanner = Scanner::new(utf8);
    let range = record.text_range();
    scanner.synced = range.start();
    scan(record.green(), range.start(), false, 0, &mut scanner, out);
    scanner.catch_up(range.end());
    scanner.finish(out);
}

/// How many levels `scan` goes down by recursion before it takes a stack on the heap.
const SHALLOW: usize = 16;

fn is_string(green: &GreenNodeData) -> bool {
    let kind = SyntaxKind::of_raw(green.kind());
    matches!(kind, SyntaxKind::PBN_TAG_VALUE | SyntaxKind::PBN_STRING)
}

/// Feeds the tokens below `green`, which starts at `offset`, to the scanner; `in_string`
/// says whether `green` stands inside a string.
fn scan(
    green: &GreenNodeData,
    offset: TextSize,
    in_string: bool,
    depth: usize,
    scanner: &mut Scanner,
    out: &mut Findings,
) {
    if depth >= SHALLOW {
        return scan_on_heap(green, offset, in_string, scanner, out);
    }
    let mut offset = offset;
    for child in green.children() {
        let at = offset;
        offset += child.text_len();
        match child {
            NodeOrToken::Node(inner) => {
                let inside = in_string || is_string(inner);
                scan(inner, at, inside, depth + 1, scanner, out);
            }
            NodeOrToken::Token(token) => scanner.game_token(token.text(), at, in_string, out),
        }
    }
}

fn scan_on_heap(
    green: &GreenNodeData,
    offset: TextSize,
    in_string: bool,
    scanner: &mut Scanner,
    out: &mut Findings,
) {
    // Each level: the children still to visit, where the next one starts, whether they are
    // inside a string.
    let mut stack = vec![(green.children(), offset, in_string)];
    while let Some((children, offset, in_string)) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        let at = *offset;
        *offset += child.text_len();
        let inside = *in_string;
        match child {
            NodeOrToken::Node(inner) => {
                stack.push((inner.children(), at, inside || is_string(inner)));
            }
            NodeOrToken::Token(token) => scanner.game_token(token.text(), at, inside, out),
        }
    }
}

/// Checks the lines outside games: the `%` lines of the file head and between games. Reads
/// the root's green children: this runs after every edit, whatever the document's length.
pub(super) fn check_file(root: &SyntaxNode, utf8: bool, out: &mut Findings) {
    let mut scanner = Scanner::new(utf8);
    let mut offset = root.text_range().start();
    for child in root.green().children() {
        let at = offset;
        offset += child.text_len();
        match child {
            NodeOrToken::Node(node) if SyntaxKind::of_raw(node.kind()) == SyntaxKind::PBN_GAME => {
                scanner.skip_line(out);
            }
            NodeOrToken::Node(node) => feed_below(node, at, &mut scanner, out),
            NodeOrToken::Token(token) => scanner.feed(token.text(), at, out),
        }
    }
    scanner.finish(out);
}

/// Feeds every token below `green`, which starts at `offset`, to the scanner in order.
fn feed_below(green: &GreenNodeData, offset: TextSize, scanner: &mut Scanner, out: &mut Findings) {
    let mut stack = vec![(green.children(), offset)];
    while let Some((children, offset)) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        let at = *offset;
        *offset += child.text_len();
        match child {
            NodeOrToken::Node(inner) => stack.push((inner.children(), at)),
            NodeOrToken::Token(token) => scanner.feed(token.text(), at, out),
        }
    }
}

/// Whether a token stands between the quotes of a tag value or table string.
pub(super) fn in_string(token: &SyntaxToken) -> bool {
    token
        .parent_ancestors()
        .take_while(|node| !matches!(node.kind(), SyntaxKind::PBN_TAG | SyntaxKind::PBN_GAME))
        .any(|node| {
            matches!(
                node.kind(),
                SyntaxKind::PBN_TAG_VALUE | SyntaxKind::PBN_STRING
            )
        })
}

fn tabs_in_string(text: &str, token_start: TextSize, out: &mut Findings) {
    for (at, c) in text.char_indices() {
        if c == '\t' || c == '\u{b}' {
            let start = token_start + TextSize::try_from(at).unwrap_or_default();
            let what = if c == '\t' { "a tab" } else { "a vertical tab" };
            out.push(Diagnostic::error(
                "pbn/tab-in-string",
                TextRange::at(start, TextSize::from(1)),
                format!(
                    "{what} inside a string; PBN strings hold printing characters only, so \
                     write spaces instead"
                ),
            ));
        }
    }
}

/// Whether the text is one or more characters from space to `~`, none of which ends a line
/// or is out of place in PBN.
fn is_printing_ascii(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| (b' '..=b'~').contains(&byte))
}

/// The most characters a line may have before its line end: the standard's 255 include the
/// line end, which the reference verifier counts as one character (its clean test files have
/// lines of 254 characters and CR LF, its error files lines of 255).
const MAX_PRINTING: usize = spec::MAX_LINE_LEN - 1;

/// Whether `c` is a control character PBN does not allow in its text (line ends apart, which
/// the scan takes as such).
pub(crate) fn is_control(c: char) -> bool {
    (c < ' ' && !matches!(c, '\t' | '\u{b}' | '\u{c}' | '\n' | '\r'))
        || ('\u{7f}'..='\u{9f}').contains(&c)
}

/// Walks text piece by piece, line by line.
struct Scanner {
    utf8: bool,
    /// Characters on the current line so far, line end excluded.
    chars: usize,
    /// Where the first character past the limit starts.
    mark: Option<TextSize>,
    /// Where the current line's text ends so far.
    end: TextSize,
    /// Whether the current line started inside a game and is not this scanner's to judge.
    skipping: bool,
    /// How far the counts above are up to date: the tokens of a game made only of printing
    /// ASCII are counted in one go when the next other token comes (see `game_token`).
    synced: TextSize,
    after_cr: bool,
    /// The line's first run of characters PBN does not allow, with what is wrong with them.
    bad_run: Option<(TextSize, TextSize, BadKind)>,
    /// Whether the first run is still growing.
    run_open: bool,
    /// How many more such characters the line has after its first run.
    more_bad: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum BadKind {
    BeyondLatin1,
    Control,
}

impl Scanner {
    fn new(utf8: bool) -> Scanner {
        Scanner {
            utf8,
            chars: 0,
            mark: None,
            end: TextSize::from(0),
            skipping: false,
            synced: TextSize::from(0),
            after_cr: false,
            bad_run: None,
            run_open: false,
            more_bad: 0,
        }
    }

    /// Leaves the lines of a game to the game's own scan. A lone CR before the game ended the
    /// line before it, which is judged now.
    fn skip_line(&mut self, out: &mut Findings) {
        if self.after_cr {
            self.line_end(out);
        }
        self.skipping = true;
        self.chars = 0;
        self.mark = None;
        self.after_cr = false;
    }

    /// Feeds text made only of printing ASCII characters at once and returns true; returns
    /// false, having done nothing, for other text.
    #[inline(always)]
    fn feed_printing(&mut self, text: &str, start: TextSize) -> bool {
        if self.after_cr || !is_printing_ascii(text) {
            return false;
        }
        self.printing(start, text.len());
        true
    }

    /// What `feed` does for `count` printing ASCII characters from `start`.
    #[inline(always)]
    fn printing(&mut self, start: TextSize, count: usize) {
        if (self.chars..self.chars + count).contains(&MAX_PRINTING) {
            let at = MAX_PRINTING - self.chars;
            self.mark = Some(start + TextSize::try_from(at).unwrap_or_default());
        }
        self.chars += count;
        self.end = start + TextSize::try_from(count).unwrap_or_default();
        self.run_open = false;
    }

    /// Feeds a token of a game at `start`. A token of printing ASCII only waits: the text
    /// between the last token counted and `start` is all such tokens, counted at once when
    /// another token comes or the game ends.
    #[inline(always)]
    fn game_token(&mut self, text: &str, start: TextSize, in_string: bool, out: &mut Findings) {
        if !self.after_cr && is_printing_ascii(text) {
            return;
        }
        self.catch_up(start);
        self.token(text, start, in_string, out);
        self.synced = start + TextSize::of(text);
    }

    /// Counts the printing ASCII tokens between the last token counted and `to`.
    fn catch_up(&mut self, to: TextSize) {
        if to > self.synced {
            self.printing(self.synced, usize::from(to - self.synced));
            self.synced = to;
        }
    }

    /// Feeds a token of a game that `feed_printing` did not take; `in_string` says whether it
    /// stands between quotes.
    #[inline(never)]
    fn token(&mut self, text: &str, start: TextSize, in_string: bool, out: &mut Findings) {
        // What `feed` does for the usual line ends.
        match text {
            "\n" => {
                self.after_cr = false;
                self.line_end(out);
                return;
            }
            "\r\n" => {
                if self.after_cr {
                    self.line_end(out);
                }
                self.after_cr = false;
                self.line_end(out);
                return;
            }
            _ => {}
        }
        if in_string && text.contains(['\t', '\u{b}']) {
            tabs_in_string(text, start, out);
        }
        self.feed(text, start, out);
    }

    fn feed(&mut self, text: &str, start: TextSize, out: &mut Findings) {
        if self.feed_printing(text, start) {
            return;
        }
        for (at, c) in text.char_indices() {
            let offset = start + TextSize::try_from(at).unwrap_or_default();
            match c {
                '\n' => {
                    self.after_cr = false;
                    self.line_end(out);
                    continue;
                }
                '\r' => {
                    if self.after_cr {
                        self.line_end(out);
                    }
                    self.after_cr = true;
                    continue;
                }
                _ => {}
            }
            if self.after_cr {
                self.after_cr = false;
                self.line_end(out);
            }
            if self.chars == MAX_PRINTING {
                self.mark = Some(offset);
            }
            self.chars += 1;
            self.end = offset + TextSize::of(c);
            self.character(c, offset);
        }
    }

    fn character(&mut self, c: char, offset: TextSize) {
        let kind = if c > '\u{ff}' {
            // U+FFFD stands for bytes the decoder could not read, reported already.
            (!self.utf8 && c != '\u{fffd}' && c != '\u{feff}').then_some(BadKind::BeyondLatin1)
        } else {
            is_control(c).then_some(BadKind::Control)
        };
        let end = offset + TextSize::of(c);
        match (kind, &mut self.bad_run) {
            (Some(kind), Some((_, run_end, run_kind)))
                if self.run_open && *run_end == offset && *run_kind == kind =>
            {
                *run_end = end;
            }
            (Some(_), Some(_)) => self.more_bad += 1,
            (Some(kind), None) => {
                self.bad_run = Some((offset, end, kind));
                self.run_open = true;
            }
            (None, _) => self.run_open = false,
        }
    }

    fn flush_bad(&mut self, out: &mut Findings) {
        if self.bad_run.is_none() && self.more_bad == 0 {
            self.run_open = false;
            return;
        }
        let more = std::mem::take(&mut self.more_bad);
        self.run_open = false;
        let Some((start, end, kind)) = self.bad_run.take() else {
            return;
        };
        let more = match more {
            0 => String::new(),
            1 => " (the line has one more such character)".to_string(),
            n => format!(" (the line has {n} more such characters)"),
        };
        let range = TextRange::new(start, end);
        out.push(match kind {
            BadKind::BeyondLatin1 => Diagnostic::warning(
                "pbn/non-latin1-character",
                range,
                format!(
                    "characters beyond ISO-8859-1, the character set of PBN{more}: programs that \
                     read the file as Latin-1 show other characters here; write Latin-1 letters \
                     (suits as `\\S`, `\\H`, `\\D`, `\\C`), or declare \
                     `%Content-type: text/x-pbn; charset=UTF-8` at the top"
                ),
            ),
            BadKind::Control => Diagnostic::error(
                "pbn/control-character",
                range,
                format!(
                    "control characters, which PBN does not allow in its text{more}; remove them"
                ),
            ),
        });
    }

    fn line_end(&mut self, out: &mut Findings) {
        self.flush_bad(out);
        if !self.skipping {
            if let Some(start) = self.mark {
                out.push(Diagnostic::error(
                    "pbn/line-too-long",
                    TextRange::new(start, self.end.max(start)),
                    format!(
                        "this line is {} characters long; PBN allows {} with the line end, so \
                         {MAX_PRINTING} before it: break it or shorten it",
                        self.chars,
                        spec::MAX_LINE_LEN
                    ),
                ));
            }
        }
        self.skipping = false;
        self.chars = 0;
        self.mark = None;
    }

    fn finish(mut self, out: &mut Findings) {
        if self.after_cr {
            self.after_cr = false;
            self.line_end(out);
        } else if self.chars > 0 {
            self.line_end(out);
        }
        self.flush_bad(out);
    }
}
