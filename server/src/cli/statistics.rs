//! `--statistics`: how often each code was reported, one line (or JSON object) per code and
//! severity, the most frequent first.

use super::json;
use crate::ide::check::LeftOut;
use crate::ide::{Diagnostic, Severity};
use std::collections::HashMap;
use std::fmt::Write;

/// The number of diagnostics of each code and severity seen so far.
#[derive(Debug, Default)]
pub struct Counts {
    counts: HashMap<(&'static str, Severity), usize>,
}

impl Counts {
    pub fn add(&mut self, diagnostics: &[Diagnostic]) {
        for diagnostic in diagnostics {
            *self
                .counts
                .entry((diagnostic.code, diagnostic.severity))
                .or_default() += 1;
        }
    }

    /// Counts diagnostics that were not shown.
    pub fn add_left_out(&mut self, left_out: &LeftOut) {
        for (code, severity, count) in left_out.iter() {
            *self.counts.entry((code, severity)).or_default() += count;
        }
    }

    /// `(code, severity, count)`, the largest count first, then by code and severity.
    fn sorted(&self) -> Vec<(&'static str, Severity, usize)> {
        let mut rows: Vec<_> = self
            .counts
            .iter()
            .map(|(&(code, severity), &count)| (code, severity, count))
            .collect();
        rows.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(b.0)).then(a.1.cmp(&b.1)));
        rows
    }

    /// One line per code: the count right-aligned, the code, the severity.
    pub fn human(&self) -> String {
        let rows = self.sorted();
        let count_width = rows.iter().map(|row| row.2.to_string().len()).max();
        let code_width = rows.iter().map(|row| row.0.len()).max();
        let mut out = String::new();
        for (code, severity, count) in rows {
            let _ = writeln!(
                out,
                "{count:>count_width$}  {code:<code_width$}  {}",
                severity.name(),
                count_width = count_width.unwrap_or(0),
                code_width = code_width.unwrap_or(0),
            );
        }
        out
    }

    /// `[{"code":...,"severity":...,"count":...},...]` and a newline.
    pub fn json(&self) -> String {
        let mut out = String::from("[");
        for (i, (code, severity, count)) in self.sorted().into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"code\":");
            json::string(&mut out, code);
            out.push_str(",\"severity\":");
            json::string(&mut out, severity.name());
            let _ = write!(out, ",\"count\":{count}}}");
        }
        out.push_str("]\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Counts;
    use crate::ide::{Diagnostic, Severity};
    use expect_test::expect;
    use gamerec_grammar::TextRange;

    fn diagnostic(code: &'static str, severity: Severity) -> Diagnostic {
        Diagnostic::new(code, severity, TextRange::default(), "m")
    }

    fn counts() -> Counts {
        let mut counts = Counts::default();
        counts.add(&[
            diagnostic("sgf/unknown-property", Severity::Error),
            diagnostic("pbn/bad-deal", Severity::Error),
        ]);
        let many: Vec<Diagnostic> = (0..12)
            .map(|_| diagnostic("pbn/duplicate-card", Severity::Error))
            .collect();
        counts.add(&many);
        counts.add(&[
            diagnostic("sgf/unknown-property", Severity::Error),
            diagnostic("pbn/bad-deal", Severity::Warning),
            diagnostic("pbn/bad-deal", Severity::Error),
            diagnostic("sgf/unknown-property", Severity::Error),
        ]);
        counts
    }

    #[test]
    fn most_frequent_first_then_by_code() {
        let expected = expect![[r#"
            12  pbn/duplicate-card    error
             3  sgf/unknown-property  error
             2  pbn/bad-deal          error
             1  pbn/bad-deal          warning
        "#]];
        expected.assert_eq(&counts().human());
    }

    #[test]
    fn as_json() {
        let expected = expect![[r#"
            [{"code":"pbn/duplicate-card","severity":"error","count":12},{"code":"sgf/unknown-property","severity":"error","count":3},{"code":"pbn/bad-deal","severity":"error","count":2},{"code":"pbn/bad-deal","severity":"warning","count":1}]
        "#]];
        expected.assert_eq(&counts().json());
    }

    #[test]
    fn nothing_found() {
        assert_eq!(Counts::default().human(), "");
        assert_eq!(Counts::default().json(), "[]\n");
    }
}
