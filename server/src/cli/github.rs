//! GitHub Actions output: one workflow command per diagnostic,
//! `::error file=PATH,line=L,col=C,endLine=EL,endColumn=EC,title=CODE::MESSAGE`, which the
//! runner turns into an annotation on the file.

use crate::ide::{Diagnostic, LineIndex, Severity};
use std::fmt::Write;

/// The commands for every diagnostic of one file.
pub fn file(path: &str, line_index: &LineIndex, diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    let file = property(path);
    for diagnostic in diagnostics {
        let start = line_index.line_col(diagnostic.range.start());
        let end = line_index.line_col(diagnostic.range.end());
        let _ = write!(
            out,
            "::{} file={file},line={},",
            command(diagnostic.severity),
            start.line + 1
        );
        // Annotations take columns only within one line.
        if start.line == end.line {
            let _ = write!(out, "col={},", start.col + 1);
        }
        let _ = write!(out, "endLine={}", end.line + 1);
        if start.line == end.line {
            let _ = write!(out, ",endColumn={}", end.col + 1);
        }
        let _ = writeln!(
            out,
            ",title={}::{}",
            property(diagnostic.code),
            data(&diagnostic.message)
        );
    }
    out
}

/// A notice on the file as a whole.
pub fn notice(path: &str, message: &str) -> String {
    format!("::notice file={}::{}\n", property(path), data(message))
}

fn command(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info | Severity::Hint => "notice",
    }
}

/// A command's message, escaped as the Actions toolkit escapes it.
fn data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A property value, which must not hold the `:` and `,` that separate properties either.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::file;
    use crate::ide::{Diagnostic, LineIndex, Severity};
    use expect_test::expect;
    use gamerec_grammar::{TextRange, TextSize};

    fn range(start: u32, end: u32) -> TextRange {
        TextRange::new(TextSize::from(start), TextSize::from(end))
    }

    #[test]
    fn one_command_per_diagnostic() {
        let text = "(;C[é骊]\r\nXX[1]\n;B[zz])";
        let diagnostics = [
            Diagnostic::error("sgf/bad-text", range(4, 9), "100% wrong:\r\nsee, here"),
            Diagnostic::warning("sgf/unknown-property", range(12, 14), "unknown `XX`"),
            Diagnostic::new("sgf/not-go", Severity::Info, range(2, 14), "spans lines"),
            Diagnostic::new("sgf/x", Severity::Hint, range(24, 24), "at the end"),
        ];
        let expected = expect![[r#"
            ::error file=dir%2Cwith%3Aodd%25name.sgf,line=1,col=5,endLine=1,endColumn=7,title=sgf/bad-text::100%25 wrong:%0D%0Asee, here
            ::warning file=dir%2Cwith%3Aodd%25name.sgf,line=2,col=1,endLine=2,endColumn=3,title=sgf/unknown-property::unknown `XX`
            ::notice file=dir%2Cwith%3Aodd%25name.sgf,line=1,endLine=2,title=sgf/not-go::spans lines
            ::notice file=dir%2Cwith%3Aodd%25name.sgf,line=3,col=7,endLine=3,endColumn=7,title=sgf/x::at the end
        "#]];
        expected.assert_eq(&file(
            "dir,with:odd%name.sgf",
            &LineIndex::new(text),
            &diagnostics,
        ));
    }
}
