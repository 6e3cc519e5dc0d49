//! Diagnostics: the problems gamerec reports about a document, whatever found them.

use crate::ide::check::LeftOut;
use gamerec_grammar::{Parse, SyntaxError, TextRange};

/// How serious a diagnostic is. Only errors make `gamerec check` fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Info,
    Hint,
}

impl Severity {
    /// Lower-case name as printed by the command line and written to JSON.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
            Severity::Hint => "hint",
        }
    }
}

/// Another place in the same document that helps explain a diagnostic.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RelatedInformation {
    pub range: TextRange,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// Stable code of the form `<format>/<kebab-name>`.
    pub code: &'static str,
    pub severity: Severity,
    pub message: String,
    /// Byte range in the document text.
    pub range: TextRange,
    pub related: Vec<RelatedInformation>,
}

impl Diagnostic {
    pub fn new(
        code: &'static str,
        severity: Severity,
        range: TextRange,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            range,
            related: Vec::new(),
        }
    }

    pub fn error(code: &'static str, range: TextRange, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(code, Severity::Error, range, message)
    }

    pub fn warning(code: &'static str, range: TextRange, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(code, Severity::Warning, range, message)
    }
}

/// The syntax errors of a parsed document as diagnostics, in the parser's order.
pub fn syntax_errors(parse: &Parse) -> Vec<Diagnostic> {
    parse.errors().iter().map(syntax_error).collect()
}

/// A syntax error as a diagnostic.
pub fn syntax_error(error: &SyntaxError) -> Diagnostic {
    Diagnostic::error(error.code, error.range, error.message.clone())
}

/// At most `max` of `diagnostics` (which are in document order): errors before warnings before
/// information before hints, each in document order, and the result again in document order.
/// Returns them with what was left out.
pub fn limit(mut diagnostics: Vec<Diagnostic>, max: Option<usize>) -> (Vec<Diagnostic>, LeftOut) {
    let mut left_out = LeftOut::default();
    let Some(max) = max.filter(|&max| diagnostics.len() > max) else {
        return (diagnostics, left_out);
    };
    // A stable sort keeps document order within each severity.
    diagnostics.sort_by_key(|diagnostic| diagnostic.severity);
    for diagnostic in diagnostics.drain(max..) {
        left_out.add(diagnostic.code, diagnostic.severity, 1);
    }
    sort_by_position(&mut diagnostics);
    (diagnostics, left_out)
}

/// Orders diagnostics by start, then end, keeping the order of equal ranges.
pub fn sort_by_position(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by_key(|diagnostic| (diagnostic.range.start(), diagnostic.range.end()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::analysis::diagnostics;
    use gamerec_grammar::{parse, Format, TextSize};

    #[test]
    fn clean_text_has_no_diagnostics() {
        // Today's parsers report nothing for this, and finished parsers must not either.
        let parse = parse(Format::Sgf, "(;GM[1]FF[4]SZ[9];B[ee])\n");
        assert_eq!(diagnostics(&parse), Vec::new());
    }

    #[test]
    fn a_limit_keeps_the_most_serious_in_document_order() {
        let at = |start: u32| TextRange::new(TextSize::from(start), TextSize::from(start + 1));
        let list = vec![
            Diagnostic::warning("sgf/w1", at(0), "w1"),
            Diagnostic::error("sgf/e1", at(2), "e1"),
            Diagnostic::new("sgf/h", Severity::Hint, at(3), "h"),
            Diagnostic::warning("sgf/w2", at(4), "w2"),
            Diagnostic::error("sgf/e2", at(6), "e2"),
        ];
        let (kept, left_out) = limit(list.clone(), Some(3));
        let codes: Vec<&str> = kept.iter().map(|d| d.code).collect();
        assert_eq!(codes, ["sgf/w1", "sgf/e1", "sgf/e2"]);
        let left: Vec<_> = left_out.iter().collect();
        assert_eq!(
            left,
            [
                ("sgf/w2", Severity::Warning, 1),
                ("sgf/h", Severity::Hint, 1)
            ]
        );
        assert_eq!(limit(list.clone(), Some(5)).1.total(), 0);
        assert_eq!(limit(list, None).0.len(), 5);
    }

    #[test]
    fn sorting_keeps_equal_ranges_in_order() {
        let at = |start: u32, end: u32| TextRange::new(TextSize::from(start), TextSize::from(end));
        let mut list = vec![
            Diagnostic::warning("sgf/b", at(4, 6), "second"),
            Diagnostic::error("sgf/a", at(0, 2), "first"),
            Diagnostic::error("sgf/c", at(4, 6), "third"),
        ];
        sort_by_position(&mut list);
        let codes: Vec<&str> = list.iter().map(|d| d.code).collect();
        assert_eq!(codes, ["sgf/a", "sgf/b", "sgf/c"]);
    }
}
