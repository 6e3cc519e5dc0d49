//! Human output: `path:line:column: severity[code]: message`, then the offending line and a
//! row of carets under the range, optionally coloured with ANSI escapes.

use super::totals::Totals;
use crate::ide::{Diagnostic, LineIndex, Severity};
use gamerec_grammar::Format;
use std::ffi::OsString;
use std::fmt::Write;

const RESET: &str = "\x1b[0m";
const BOLD: &str = "\x1b[1m";
const ELLIPSIS: char = '…';
/// Lines up to this many bytes are shown whole.
const LONG_LINE: usize = 1000;
/// Bytes of context shown on each side of the range in a long line, and the most of the
/// range itself that is shown.
const CONTEXT: usize = 200;
const LONGEST_RANGE: usize = 400;

/// Appends the report of every diagnostic of one file to `out`.
pub fn render_file(
    out: &mut String,
    name: &str,
    text: &str,
    line_index: &LineIndex,
    diagnostics: &[Diagnostic],
    color: bool,
) {
    for diagnostic in diagnostics {
        render_diagnostic(out, name, text, line_index, diagnostic, color);
    }
}

pub fn render_diagnostic(
    out: &mut String,
    name: &str,
    text: &str,
    line_index: &LineIndex,
    diagnostic: &Diagnostic,
    color: bool,
) {
    let start = line_index.line_col(diagnostic.range.start());
    let location = format!("{name}:{}:{}:", start.line + 1, start.col + 1);
    let label = format!("{}[{}]", diagnostic.severity.name(), diagnostic.code);
    let message = one_line(&diagnostic.message);
    let tint = severity_color(diagnostic.severity);
    if color {
        let _ = writeln!(
            out,
            "{BOLD}{location}{RESET} {tint}{label}{RESET}{BOLD}: {message}{RESET}"
        );
    } else {
        let _ = writeln!(out, "{location} {label}: {message}");
    }

    let (line_start, line_end) = line_index.line_span(start.line);
    let line = text
        .get(usize::from(line_start)..usize::from(line_end))
        .unwrap_or("")
        .trim_end_matches(['\n', '\r']);
    let line_start = usize::from(line_start);
    let range_start = usize::from(diagnostic.range.start()).saturating_sub(line_start);
    let range_end = usize::from(diagnostic.range.end()).saturating_sub(line_start);
    let Excerpt { shown, gap, carets } = excerpt(line, range_start, range_end);
    let _ = writeln!(out, "{shown}");
    if color {
        let _ = writeln!(out, "{gap}{tint}{carets}{RESET}");
    } else {
        let _ = writeln!(out, "{gap}{carets}");
    }
}

/// A source line as shown, and the caret line under it in two parts: the blank `gap` before
/// the range and the `carets` under it.
struct Excerpt {
    shown: String,
    gap: String,
    carets: String,
}

/// Shows `line` with carets under the bytes `range_start..range_end` (relative to the line;
/// the range may go past its end).
fn excerpt(line: &str, range_start: usize, range_end: usize) -> Excerpt {
    // Very long lines (whole SGF games are often one line) are cut to a window around the
    // range, so that each report stays readable and costs the same whatever the line length.
    let (window_start, window_end) = window(line, range_start, range_end);
    let mut excerpt = Excerpt {
        shown: String::new(),
        gap: String::new(),
        carets: String::new(),
    };
    if window_start > 0 {
        excerpt.shown.push(ELLIPSIS);
        excerpt.gap.push(' ');
    }
    // Tabs are copied into the caret line so that it lines up with the source line whatever
    // the terminal's tab stops.
    let visible = line.get(window_start..window_end).unwrap_or("");
    for (offset, ch) in visible.char_indices() {
        let offset = window_start + offset;
        let ch = printable(ch);
        excerpt.shown.push(ch);
        let (target, fill) = if offset < range_start {
            (&mut excerpt.gap, ' ')
        } else if offset < range_end {
            (&mut excerpt.carets, '^')
        } else {
            continue;
        };
        if ch == '\t' {
            target.push('\t');
        } else {
            target.extend(std::iter::repeat_n(fill, display_width(ch)));
        }
    }
    if window_end < line.len() {
        excerpt.shown.push(ELLIPSIS);
    }
    let carets = &mut excerpt.carets;
    carets.truncate(carets.trim_end_matches('\t').len());
    if !carets.contains('^') {
        *carets = "^".to_owned();
    }
    excerpt
}

/// The part of `line` to show: all of it, or for long lines the range with some context, cut
/// at character boundaries.
fn window(line: &str, range_start: usize, range_end: usize) -> (usize, usize) {
    if line.len() <= LONG_LINE {
        return (0, line.len());
    }
    let shown_end = range_end.clamp(range_start, range_start.saturating_add(LONGEST_RANGE));
    let mut start = range_start.saturating_sub(CONTEXT).min(line.len());
    while !line.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = shown_end.saturating_add(CONTEXT).min(line.len());
    while !line.is_char_boundary(end) {
        end += 1;
    }
    (start, end)
}

/// The summary printed after all files: `3 files checked, 1 error, 2 warnings`, with infos
/// and hints when there are some, then the paths that could not be checked and the files
/// passed over in directories.
pub fn summary(totals: &Totals) -> String {
    let mut line = format!(
        "{}, {}",
        count(totals.files, "file checked", "files checked"),
        count(totals.errors, "error", "errors")
    );
    for (n, one, many) in [
        (totals.warnings, "warning", "warnings"),
        (totals.infos, "info", "infos"),
        (totals.hints, "hint", "hints"),
    ] {
        if n > 0 {
            let _ = write!(line, ", {}", count(n, one, many));
        }
    }
    if totals.failed > 0 {
        let _ = write!(
            line,
            "; {}",
            count(
                totals.failed,
                "path could not be checked",
                "paths could not be checked"
            )
        );
    }
    if totals.skipped > 0 {
        let _ = write!(
            line,
            "; {} (not {})",
            count(totals.skipped, "file skipped", "files skipped"),
            extensions()
        );
    }
    line
}

/// The extensions of the files a directory search reads: `.rbn, .rbx, .pbn, .sgf or .ppn`.
fn extensions() -> String {
    Format::listed("or", |format| format!(".{}", format.extension()))
}

/// What is said (after `gamerec: ` on standard error) when the paths were directories that
/// held nothing to check, naming the first files passed over. Ends with a newline.
pub fn nothing_found(paths: &[OsString], totals: &Totals) -> String {
    let mut places = String::new();
    for (i, path) in paths.iter().enumerate() {
        if i > 0 {
            places.push_str(if i + 1 == paths.len() { " or " } else { ", " });
        }
        let _ = write!(places, "`{}`", path.to_string_lossy());
    }
    let mut text = format!(
        "nothing to check: no file below {places} ends in {}",
        extensions()
    );
    if totals.skipped == 0 {
        text.push('\n');
        return text;
    }
    let _ = writeln!(
        text,
        "; skipped {}:",
        count(totals.skipped, "file", "files")
    );
    for name in &totals.skipped_names {
        let _ = writeln!(text, "  {name}");
    }
    let unnamed = totals.skipped.saturating_sub(totals.skipped_names.len());
    if unnamed > 0 {
        let _ = writeln!(text, "  and {unnamed} more");
    }
    let _ = writeln!(
        text,
        "A file named on the command line is checked whatever its name \
         (give `--as {}` if its content does not tell its format).",
        Format::alternatives()
    );
    text
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn severity_color(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "\x1b[1;31m",
        Severity::Warning => "\x1b[1;33m",
        Severity::Info => "\x1b[1;36m",
        Severity::Hint => "\x1b[1;32m",
    }
}

/// Messages are one line; a stray line break would break the one-line-per-problem promise.
fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Control characters other than tab could move the cursor or recolour the terminal.
fn printable(ch: char) -> char {
    if ch.is_control() && ch != '\t' {
        char::REPLACEMENT_CHARACTER
    } else {
        ch
    }
}

/// Terminal columns a character takes: 2 for East Asian wide characters and emoji, 0 for
/// combining marks and invisible format characters, 1 otherwise (a close approximation).
fn display_width(ch: char) -> usize {
    match u32::from(ch) {
        0x0300..=0x036f | 0x200b..=0x200f | 0xfe00..=0xfe0f | 0xfeff => 0,
        0x1100..=0x115f
        | 0x2e80..=0x303e
        | 0x3041..=0x33ff
        | 0x3400..=0x4dbf
        | 0x4e00..=0x9fff
        | 0xa000..=0xa4cf
        | 0xac00..=0xd7a3
        | 0xf900..=0xfaff
        | 0xfe30..=0xfe4f
        | 0xff00..=0xff60
        | 0xffe0..=0xffe6
        | 0x1f300..=0x1f64f
        | 0x1f900..=0x1f9ff
        | 0x20000..=0x3fffd => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::{nothing_found, render_file, summary};
    use crate::cli::totals::Totals;
    use crate::ide::{Diagnostic, LineIndex};
    use expect_test::expect;
    use gamerec_grammar::{TextRange, TextSize};
    use std::ffi::OsString;

    fn range(start: u32, end: u32) -> TextRange {
        TextRange::new(TextSize::from(start), TextSize::from(end))
    }

    fn render(text: &str, diagnostics: &[Diagnostic], color: bool) -> String {
        let mut out = String::new();
        let index = LineIndex::new(text);
        render_file(&mut out, "game.sgf", text, &index, diagnostics, color);
        out
    }

    #[test]
    fn plain_report_with_carets() {
        let text = "(;GM[1]\r\n;B[dd]XX[y]\n;W[骊龙]C[\tnote]";
        let diagnostics = [
            Diagnostic::error(
                "sgf/unknown-property",
                range(15, 17),
                "unknown property `XX`",
            ),
            Diagnostic::warning(
                "sgf/bad-point",
                range(24, 30),
                "expected a point, found `骊龙`",
            ),
            Diagnostic::error("sgf/bad-text", range(33, 37), "a tab\ninside"),
            Diagnostic::error(
                "sgf/unclosed-value",
                range(38, 38),
                "expected `]`, found end of file",
            ),
        ];
        let expected = expect![[r#"
            game.sgf:2:7: error[sgf/unknown-property]: unknown property `XX`
            ;B[dd]XX[y]
                  ^^
            game.sgf:3:4: warning[sgf/bad-point]: expected a point, found `骊龙`
            ;W[骊龙]C[	note]
               ^^^^
            game.sgf:3:9: error[sgf/bad-text]: a tab inside
            ;W[骊龙]C[	note]
                      	^^^
            game.sgf:3:14: error[sgf/unclosed-value]: expected `]`, found end of file
            ;W[骊龙]C[	note]
                      	    ^
        "#]];
        expected.assert_eq(&render(text, &diagnostics, false));
    }

    #[test]
    fn range_spanning_lines_is_marked_to_the_end_of_the_first() {
        let text = "% RBN\nA 1C 1S\n2C P\n";
        let diagnostics = [Diagnostic::error(
            "rbn/bad-auction",
            range(8, 16),
            "wrapped",
        )];
        let expected = expect![[r#"
            game.sgf:2:3: error[rbn/bad-auction]: wrapped
            A 1C 1S
              ^^^^^
        "#]];
        expected.assert_eq(&render(text, &diagnostics, false));
    }

    #[test]
    fn control_characters_are_not_sent_to_the_terminal() {
        let text = "C[\x1b[2J]";
        let diagnostics = [Diagnostic::error("sgf/x", range(2, 3), "escape")];
        let out = render(text, &diagnostics, false);
        assert_eq!(
            out,
            "game.sgf:1:3: error[sgf/x]: escape\nC[\u{fffd}[2J]\n  ^\n"
        );
    }

    #[test]
    fn colour_codes_when_asked() {
        let diagnostics = [Diagnostic::warning("sgf/w", range(0, 1), "careful")];
        let out = render("x", &diagnostics, true);
        assert_eq!(
            out,
            "\x1b[1mgame.sgf:1:1:\x1b[0m \x1b[1;33mwarning[sgf/w]\x1b[0m\x1b[1m: careful\x1b[0m\nx\n\x1b[1;33m^\x1b[0m\n"
        );
    }

    #[test]
    fn long_lines_are_cut_around_the_range() {
        let text = format!("(;{}B[zz]{})", "C[ok]".repeat(100), "W[aa]".repeat(100));
        let diagnostics = [Diagnostic::error(
            "sgf/bad-point",
            range(504, 506),
            "off the board",
        )];
        let out = render(&text, &diagnostics, false);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(
            lines[0],
            "game.sgf:1:505: error[sgf/bad-point]: off the board"
        );
        assert_eq!(lines[1], format!("…{}…", &text[304..706]));
        assert_eq!(lines[2], format!("{}^^", " ".repeat(201)));
    }

    #[test]
    fn summary_lines() {
        let totals = |files, errors, warnings, infos, hints, failed, skipped| Totals {
            files,
            errors,
            warnings,
            infos,
            hints,
            failed,
            skipped,
            skipped_names: Vec::new(),
        };
        assert_eq!(
            summary(&totals(1, 0, 0, 0, 0, 0, 0)),
            "1 file checked, 0 errors"
        );
        assert_eq!(
            summary(&totals(3, 1, 2, 0, 0, 0, 0)),
            "3 files checked, 1 error, 2 warnings"
        );
        assert_eq!(
            summary(&totals(2, 2, 0, 1, 3, 1, 0)),
            "2 files checked, 2 errors, 1 info, 3 hints; 1 path could not be checked"
        );
        assert_eq!(
            summary(&totals(4, 0, 1, 2, 1, 0, 1)),
            "4 files checked, 0 errors, 1 warning, 2 infos, 1 hint; \
             1 file skipped (not .rbn, .rbx, .pbn, .sgf, .ppn or .lin)"
        );
    }

    #[test]
    fn nothing_found_names_the_first_skipped_files() {
        let paths = [
            OsString::from("a"),
            OsString::from("b"),
            OsString::from("c"),
        ];
        let empty = Totals::default();
        assert_eq!(
            nothing_found(&paths[..1], &empty),
            "nothing to check: no file below `a` ends in .rbn, .rbx, .pbn, .sgf, .ppn or .lin\n"
        );
        let many = Totals {
            skipped: 12,
            skipped_names: (1..=10).map(|i| format!("b/{i}.txt")).collect(),
            ..Totals::default()
        };
        let expected = expect![[r#"
            nothing to check: no file below `a`, `b` or `c` ends in .rbn, .rbx, .pbn, .sgf, .ppn or .lin; skipped 12 files:
              b/1.txt
              b/2.txt
              b/3.txt
              b/4.txt
              b/5.txt
              b/6.txt
              b/7.txt
              b/8.txt
              b/9.txt
              b/10.txt
              and 2 more
            A file named on the command line is checked whatever its name (give `--as rbn|rbx|pbn|sgf|preferans|pinochle|lin` if its content does not tell its format).
        "#]];
        expected.assert_eq(&nothing_found(&paths, &many));
    }

    proptest::proptest! {
        #[test]
        fn any_text_and_range_render(
            text in "([a\r\n\t\u{1b}]|é|骊|🂡){0,60}",
            start in 0u32..200,
            len in 0u32..50,
        ) {
            let diagnostics = [Diagnostic::error("sgf/x", range(start, start + len), "m")];
            let out = render(&text, &diagnostics, false);
            proptest::prop_assert_eq!(out.lines().count(), 3, "{:?}", out);
            proptest::prop_assert!(!out.contains('\x1b'));
        }
    }
}
