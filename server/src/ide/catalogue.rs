//! What the catalogue in `docs/diagnostics.md` says about each code, as plain text: its
//! severity, the first sentence and the first paragraph of its explanation, and its fix.

use super::codes::CATALOGUE;
use super::Severity;
use std::collections::HashMap;
use std::sync::OnceLock;

/// One entry of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The severity the code is reported with unless the settings change it.
    pub severity: Option<Severity>,
    /// The first sentence of the explanation.
    pub summary: String,
    /// The first paragraph of the explanation.
    pub explanation: String,
    /// The `**Fix:**` paragraph without its label; empty if the entry has none.
    pub fix: String,
}

/// The catalogue's entry for `code`, if it has one.
pub fn entry(code: &str) -> Option<&'static Entry> {
    static ENTRIES: OnceLock<HashMap<&'static str, Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| entries(CATALOGUE)).get(code)
}

/// Every entry headed `` ### `code` `` in `catalogue`.
fn entries(catalogue: &'static str) -> HashMap<&'static str, Entry> {
    let mut found = HashMap::new();
    for section in catalogue.split("\n### `").skip(1) {
        let Some((code, body)) = section.split_once("`\n") else {
            continue;
        };
        // The last entry of a part runs up to the next part's heading.
        let body = body.split("\n## ").next().unwrap_or(body);
        found.insert(code, read_entry(body));
    }
    found
}

fn read_entry(body: &str) -> Entry {
    let mut entry = Entry {
        severity: None,
        summary: String::new(),
        explanation: String::new(),
        fix: String::new(),
    };
    for paragraph in body.split("\n\n").map(str::trim) {
        if let Some(rest) = paragraph.strip_prefix("**Severity:**") {
            entry.severity = severity(rest);
        } else if let Some(rest) = paragraph.strip_prefix("**Fix:**") {
            if entry.fix.is_empty() {
                entry.fix = plain(rest);
            }
        } else if entry.explanation.is_empty()
            && !paragraph.is_empty()
            && !paragraph.starts_with("```")
        {
            entry.explanation = plain(paragraph);
            entry.summary = first_sentence(&entry.explanation).to_owned();
        }
    }
    entry
}

/// The severity named at the start of `text`, as in ` error. SGFC message 8.` (the catalogue
/// writes `information` for info).
fn severity(text: &str) -> Option<Severity> {
    let word = text.trim_start().split(['.', ' ']).next()?;
    match word {
        "error" => Some(Severity::Error),
        "warning" => Some(Severity::Warning),
        "info" | "information" => Some(Severity::Info),
        "hint" => Some(Severity::Hint),
        _ => None,
    }
}

/// `markdown` on one line, with links reduced to their text and bold markers dropped; code
/// spans keep their backticks.
fn plain(markdown: &str) -> String {
    let one_line = markdown.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = String::with_capacity(one_line.len());
    let mut rest = one_line.as_str();
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let link = after.split_once("](").and_then(|(text, target)| {
            let close = target.find(')')?;
            (!text.contains('[')).then_some((text, &target[close + 1..]))
        });
        match link {
            Some((text, tail)) => {
                out.push_str(&rest[..open]);
                out.push_str(text);
                rest = tail;
            }
            None => {
                out.push_str(&rest[..=open]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.replace("**", "")
}

/// Up to and including the first `.` that ends a sentence: outside a code span and followed
/// by a space or the end.
fn first_sentence(text: &str) -> &str {
    let mut in_code = false;
    for (at, ch) in text.char_indices() {
        match ch {
            '`' => in_code = !in_code,
            '.' if !in_code => {
                let end = at + 1;
                if text[end..].is_empty() || text[end..].starts_with(' ') {
                    return &text[..end];
                }
            }
            _ => {}
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::codes::known_codes;

    #[test]
    fn every_code_has_an_explanation_and_a_fix() {
        for code in known_codes() {
            let entry = entry(code).unwrap_or_else(|| panic!("no entry for {code}"));
            assert!(entry.severity.is_some(), "{code}");
            assert!(entry.summary.ends_with('.'), "{code}: {}", entry.summary);
            assert!(entry.explanation.starts_with(&entry.summary), "{code}");
            assert!(!entry.fix.is_empty(), "{code}");
            assert!(!entry.explanation.contains('\n'), "{code}");
        }
    }

    #[test]
    fn one_entry_as_plain_text() {
        let entry = entry("rbn/missing-space").expect("an entry");
        assert_eq!(entry.severity, Some(Severity::Error));
        assert_eq!(
            entry.summary,
            "A label letter is followed directly by something other than a space, such as the \
             value itself or a tab."
        );
        assert_eq!(
            entry.explanation,
            "A label letter is followed directly by something other than a space, such as the \
             value itself or a tab. RBN separates the label from its value with one space."
        );
        assert_eq!(entry.fix, "put one space after the label: `B 1`.");
        assert_eq!(
            super::entry("sgf/unknown-charset").and_then(|entry| entry.severity),
            Some(Severity::Warning)
        );
        assert_eq!(super::entry("pbn/no-such-code"), None);
    }

    #[test]
    fn links_bold_and_sentences() {
        assert_eq!(
            plain("as [`rbn/x`](#rbnx) does,\n**not** [this"),
            "as `rbn/x` does, not [this"
        );
        assert_eq!(
            first_sentence("A `1.5` value. Then more."),
            "A `1.5` value."
        );
        assert_eq!(first_sentence("No end"), "No end");
    }
}
