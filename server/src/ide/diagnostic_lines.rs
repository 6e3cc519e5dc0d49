//! Diagnostics written one a line, the way the check tests compare them:
//! `code@start..end severity `pointed text`: message`, each related place below its diagnostic
//! as `  related@start..end `pointed text`: message`. Control characters in the pointed text are
//! escaped, so that each diagnostic and each related place keeps to one line.

use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::TextRange;

/// `diagnostics`, found in `text`, one a line in the order given.
pub(crate) fn diagnostic_lines(text: &str, diagnostics: &[Diagnostic]) -> String {
    let mut lines = String::new();
    for diagnostic in diagnostics {
        lines.push_str(&format!(
            "{}@{} {} `{}`: {}\n",
            diagnostic.code,
            offsets(diagnostic.range),
            diagnostic.severity.name(),
            pointed(text, diagnostic.range),
            diagnostic.message
        ));
        for related in &diagnostic.related {
            lines.push_str(&format!(
                "  related@{} `{}`: {}\n",
                offsets(related.range),
                pointed(text, related.range),
                related.message
            ));
        }
    }
    lines
}

fn offsets(range: TextRange) -> String {
    format!("{}..{}", u32::from(range.start()), u32::from(range.end()))
}

/// The text at `range`, its control characters escaped; `?` when the range is not in `text`.
fn pointed(text: &str, range: TextRange) -> String {
    let Some(pointed) = text.get(usize::from(range.start())..usize::from(range.end())) else {
        return "?".to_owned();
    };
    let mut shown = String::with_capacity(pointed.len());
    for c in pointed.chars() {
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_for_each_diagnostic_and_each_related_place() {
        let text = "H N:AK\tQ\nH E:A\n";
        let mut twice = Diagnostic::error(
            "rbn/duplicate-card",
            TextRange::new(13.into(), 14.into()),
            "the ♠A again",
        );
        twice.related.push(RelatedInformation {
            range: TextRange::new(4.into(), 5.into()),
            message: "the first ♠A".to_owned(),
        });
        let tab = Diagnostic::warning("rbn/tab", TextRange::new(5.into(), 9.into()), "a tab");
        let outside = Diagnostic::warning(
            "rbn/outside",
            TextRange::new(40.into(), 41.into()),
            "past the end",
        );
        let expected = "rbn/duplicate-card@13..14 error `A`: the ♠A again\n  related@4..5 `A`: the first ♠A\nrbn/tab@5..9 warning `K\\tQ\\n`: a tab\nrbn/outside@40..41 warning `?`: past the end\n";
        assert_eq!(diagnostic_lines(text, &[twice, tab, outside]), expected);
        assert_eq!(diagnostic_lines(text, &[]), "");
    }
}
