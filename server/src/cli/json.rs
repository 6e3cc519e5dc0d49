//! JSON output: `{"files":[{"path","format","encoding","encoding_source","diagnostics":[...]}]}`,
//! written one file at a time so that large runs stream.

use crate::ide::{Diagnostic, LineIndex};
use gamerec_grammar::Format;
use std::fmt::Write;

/// Written before the first file.
pub const OPEN: &str = "{\"files\":[";
/// Written between two files.
pub const SEPARATOR: &str = ",";
/// Written after the last file.
pub const CLOSE: &str = "]}\n";

/// What the JSON object of a file says besides its diagnostics.
pub struct File<'a> {
    pub path: &'a str,
    pub format: Format,
    pub encoding: &'a str,
    /// Why the file was read in `encoding`: `byte-order-mark`, `zero-bytes`, `valid-utf-8`,
    /// `declared`, `guessed` or `default`.
    pub encoding_source: &'a str,
    /// How many diagnostics were not shown (`--max-findings`); written only when some were not.
    pub not_shown: usize,
}

/// The JSON object for one file.
#[cfg(test)]
pub fn file(file: &File<'_>, line_index: &LineIndex, diagnostics: &[Diagnostic]) -> String {
    let mut out = Vec::new();
    let _ = write_file(&mut out, file, line_index, diagnostics);
    String::from_utf8(out).unwrap_or_default()
}

/// Writes the JSON object for one file to `out`, a diagnostic at a time.
pub fn write_file(
    out: &mut impl std::io::Write,
    file: &File<'_>,
    line_index: &LineIndex,
    diagnostics: &[Diagnostic],
) -> std::io::Result<()> {
    let mut text = String::new();
    text.push_str("{\"path\":");
    string(&mut text, file.path);
    text.push_str(",\"format\":");
    string(&mut text, file.format.name());
    text.push_str(",\"encoding\":");
    string(&mut text, file.encoding);
    text.push_str(",\"encoding_source\":");
    string(&mut text, file.encoding_source);
    if file.not_shown > 0 {
        let _ = write!(text, ",\"not_shown\":{}", file.not_shown);
    }
    text.push_str(",\"diagnostics\":[");
    out.write_all(text.as_bytes())?;
    for (i, diagnostic) in diagnostics.iter().enumerate() {
        text.clear();
        if i > 0 {
            text.push(',');
        }
        self::diagnostic(&mut text, line_index, diagnostic);
        out.write_all(text.as_bytes())?;
    }
    out.write_all(b"]}")
}

fn diagnostic(out: &mut String, line_index: &LineIndex, diagnostic: &Diagnostic) {
    let start = line_index.line_col(diagnostic.range.start());
    let end = line_index.line_col(diagnostic.range.end());
    out.push_str("{\"code\":");
    string(out, diagnostic.code);
    out.push_str(",\"severity\":");
    string(out, diagnostic.severity.name());
    out.push_str(",\"message\":");
    string(out, &diagnostic.message);
    let _ = write!(
        out,
        ",\"range\":{{\"start\":{{\"line\":{},\"column\":{}}},\"end\":{{\"line\":{},\"column\":{}}}}},\"byte_range\":[{},{}]}}",
        start.line + 1,
        start.col + 1,
        end.line + 1,
        end.col + 1,
        u32::from(diagnostic.range.start()),
        u32::from(diagnostic.range.end()),
    );
}

/// Appends `value` as a JSON string literal.
pub(super) fn string(out: &mut String, value: &str) {
    out.push('"');
    for ch in value.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{0}'..='\u{1f}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(ch));
            }
            _ => out.push(ch),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::{file, File, CLOSE, OPEN, SEPARATOR};
    use crate::ide::{Diagnostic, LineIndex};
    use expect_test::expect;
    use gamerec_grammar::{Format, TextRange, TextSize};

    #[test]
    fn two_files() {
        let text = "(;C[é\r\nx]\n;B[\"\\\t\u{1}]";
        let index = LineIndex::new(text);
        let range =
            |start: u32, end: u32| TextRange::new(TextSize::from(start), TextSize::from(end));
        let diagnostics = [
            Diagnostic::error("sgf/a", range(4, 10), "spans \"two\" lines"),
            Diagnostic::warning("sgf/b", range(14, 19), "tab\tand \\ and \u{1}"),
        ];
        let mut out = String::from(OPEN);
        let game = File {
            path: "dir/ga\"me.sgf",
            format: Format::Sgf,
            encoding: "UTF-8",
            encoding_source: "valid-utf-8",
            not_shown: 0,
        };
        out.push_str(&file(&game, &index, &diagnostics));
        out.push_str(SEPARATOR);
        let stdin = File {
            path: "<stdin>",
            format: Format::Rbx,
            encoding: "windows-1252",
            encoding_source: "default",
            not_shown: 3,
        };
        out.push_str(&file(&stdin, &LineIndex::new(""), &[]));
        out.push_str(CLOSE);
        let expected = expect![[r#"
            {"files":[{"path":"dir/ga\"me.sgf","format":"sgf","encoding":"UTF-8","encoding_source":"valid-utf-8","diagnostics":[{"code":"sgf/a","severity":"error","message":"spans \"two\" lines","range":{"start":{"line":1,"column":5},"end":{"line":2,"column":3}},"byte_range":[4,10]},{"code":"sgf/b","severity":"warning","message":"tab\tand \\ and \u0001","range":{"start":{"line":3,"column":4},"end":{"line":3,"column":9}},"byte_range":[14,19]}]},{"path":"<stdin>","format":"rbx","encoding":"windows-1252","encoding_source":"default","not_shown":3,"diagnostics":[]}]}
        "#]];
        expected.assert_eq(&out);
    }
}
