//! SARIF 2.1.0 output: one run, its results written one file at a time so that large runs
//! stream, then the tool with a rule for each code that was reported, described from the
//! catalogue in `docs/diagnostics.md`.

use super::json::string;
use crate::ide::catalogue;
use crate::ide::codes::doc_url;
use crate::ide::{Diagnostic, LineIndex, Severity};
use gamerec_grammar::TextRange;
use std::collections::HashMap;
use std::fmt::Write;

const SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// Everything before the first result.
pub fn open() -> String {
    let mut out = String::from("{\"$schema\":");
    string(&mut out, SCHEMA);
    out.push_str(",\"version\":\"2.1.0\",\"runs\":[{\"results\":[");
    out
}

/// What must be remembered between the results and the end of the log.
#[derive(Debug, Default)]
pub struct Log {
    /// The codes reported so far in the order they first occurred; a result's `ruleIndex`
    /// is its code's place here.
    rules: Vec<&'static str>,
    rule_index: HashMap<&'static str, usize>,
    results: usize,
    /// `(path, message)` of each problem that is not about a file's contents.
    notifications: Vec<(Option<String>, String)>,
}

impl Log {
    /// The results for one file's diagnostics, with a separator before them when needed.
    pub fn file(
        &mut self,
        path: &str,
        line_index: &LineIndex,
        diagnostics: &[Diagnostic],
    ) -> String {
        let uri = uri(path);
        let mut out = String::new();
        for diagnostic in diagnostics {
            if self.results > 0 {
                out.push(',');
            }
            self.results += 1;
            let index = self.rule(diagnostic.code);
            out.push_str("{\"ruleId\":");
            string(&mut out, diagnostic.code);
            let _ = write!(out, ",\"ruleIndex\":{index},\"level\":");
            string(&mut out, level(diagnostic.severity));
            out.push_str(",\"message\":");
            message(&mut out, &diagnostic.message);
            out.push_str(",\"locations\":[{");
            physical_location(&mut out, &uri, Some((line_index, diagnostic.range)));
            out.push_str("}]");
            if !diagnostic.related.is_empty() {
                out.push_str(",\"relatedLocations\":[");
                for (id, related) in diagnostic.related.iter().enumerate() {
                    if id > 0 {
                        out.push(',');
                    }
                    let _ = write!(out, "{{\"id\":{id},");
                    physical_location(&mut out, &uri, Some((line_index, related.range)));
                    out.push_str(",\"message\":");
                    message(&mut out, &related.message);
                    out.push('}');
                }
                out.push(']');
            }
            out.push('}');
        }
        out
    }

    /// Records a problem with the run rather than with a file's contents, such as a path that
    /// could not be read; it is written as a notification of the invocation.
    pub fn notify(&mut self, path: Option<&str>, message: &str) {
        self.notifications
            .push((path.map(str::to_owned), message.to_owned()));
    }

    /// Everything after the last result: the tool and its rules, and the invocation.
    pub fn close(&self, successful: bool) -> String {
        let mut out = String::from("],\"tool\":{\"driver\":{\"name\":\"gamerec\",\"version\":");
        string(&mut out, env!("CARGO_PKG_VERSION"));
        out.push_str(",\"semanticVersion\":");
        string(&mut out, env!("CARGO_PKG_VERSION"));
        out.push_str(",\"informationUri\":");
        string(&mut out, env!("CARGO_PKG_REPOSITORY"));
        out.push_str(",\"rules\":[");
        for (i, code) in self.rules.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            rule(&mut out, code);
        }
        out.push_str("]}},\"columnKind\":\"unicodeCodePoints\",\"invocations\":[{");
        let _ = write!(out, "\"executionSuccessful\":{successful}");
        if !self.notifications.is_empty() {
            out.push_str(",\"toolExecutionNotifications\":[");
            for (i, (path, text)) in self.notifications.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str("{\"level\":\"error\",\"message\":");
                message(&mut out, text);
                if let Some(path) = path {
                    out.push_str(",\"locations\":[{");
                    physical_location(&mut out, &uri(path), None);
                    out.push_str("}]");
                }
                out.push('}');
            }
            out.push(']');
        }
        out.push_str("}]}]}\n");
        out
    }

    fn rule(&mut self, code: &'static str) -> usize {
        if let Some(&index) = self.rule_index.get(code) {
            return index;
        }
        let index = self.rules.len();
        self.rules.push(code);
        self.rule_index.insert(code, index);
        index
    }
}

/// The rule for `code`: its catalogue entry's summary, explanation and fix, and its address.
fn rule(out: &mut String, code: &str) {
    out.push_str("{\"id\":");
    string(out, code);
    if let Some(entry) = catalogue::entry(code) {
        out.push_str(",\"shortDescription\":");
        message(out, &entry.summary);
        out.push_str(",\"fullDescription\":");
        message(out, &entry.explanation);
        if !entry.fix.is_empty() {
            out.push_str(",\"help\":");
            message(out, &format!("Fix: {}", entry.fix));
        }
        if let Some(severity) = entry.severity {
            out.push_str(",\"defaultConfiguration\":{\"level\":");
            string(out, level(severity));
            out.push('}');
        }
    }
    out.push_str(",\"helpUri\":");
    string(out, &doc_url(code));
    out.push('}');
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info | Severity::Hint => "note",
    }
}

/// `{"text":...}`
fn message(out: &mut String, text: &str) {
    out.push_str("{\"text\":");
    string(out, text);
    out.push('}');
}

/// `"physicalLocation":{...}` for `uri`, with the region of `range` if given: lines and
/// columns from 1, columns in Unicode scalar values, the end just after the last character.
fn physical_location(out: &mut String, uri: &str, range: Option<(&LineIndex, TextRange)>) {
    out.push_str("\"physicalLocation\":{\"artifactLocation\":{\"uri\":");
    string(out, uri);
    out.push('}');
    if let Some((line_index, range)) = range {
        let start = line_index.line_col(range.start());
        let end = line_index.line_col(range.end());
        let _ = write!(
            out,
            ",\"region\":{{\"startLine\":{},\"startColumn\":{},\"endLine\":{},\"endColumn\":{}}}",
            start.line + 1,
            start.col + 1,
            end.line + 1,
            end.col + 1,
        );
    }
    out.push('}');
}

/// A path as a relative (or, for an absolute path, an absolute-path) URI reference: every
/// byte other than an ASCII letter, digit, `-`, `.`, `_`, `~` or `/` is percent-encoded.
fn uri(path: &str) -> String {
    let path = if cfg!(windows) {
        path.replace('\\', "/")
    } else {
        path.to_owned()
    };
    let mut out = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{open, uri, Log};
    use crate::ide::{Diagnostic, LineIndex, RelatedInformation, Severity};
    use gamerec_grammar::{TextRange, TextSize};

    fn range(start: u32, end: u32) -> TextRange {
        TextRange::new(TextSize::from(start), TextSize::from(end))
    }

    #[test]
    fn a_whole_log() {
        let text = "(;C[é]\nPB[x]PB[y])";
        let index = LineIndex::new(text);
        let mut repeated = Diagnostic::error(
            "sgf/repeated-property",
            range(13, 15),
            "`PB` appears twice in this node",
        );
        repeated.related.push(RelatedInformation {
            range: range(8, 10),
            message: "the first `PB`".to_owned(),
        });
        let diagnostics = [
            Diagnostic::new("sgf/not-go", Severity::Hint, range(4, 6), "a \"hint\""),
            repeated,
        ];
        let mut log = Log::default();
        let mut out = open();
        out.push_str(&log.file("games/a b.sgf", &index, &diagnostics));
        out.push_str(&log.file("<stdin>", &index, &diagnostics[..1]));
        log.notify(Some("gone.sgf"), "cannot read: no such file");
        out.push_str(&log.close(false));
        let value: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
        let results = &value["runs"][0]["results"];
        assert_eq!(results.as_array().map(Vec::len), Some(3));
        assert_eq!(results[0]["level"], "note");
        assert_eq!(results[0]["ruleIndex"], 0);
        assert_eq!(results[1]["ruleIndex"], 1);
        assert_eq!(results[2]["ruleIndex"], 0);
        assert_eq!(
            results[2]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            "%3Cstdin%3E"
        );
        // Written in this order, one line; serde_json would sort the keys.
        let expected = concat!(
            r#"{"ruleId":"sgf/repeated-property","ruleIndex":1,"level":"error","message":{"text":"`PB` appears twice in this node"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"games/a%20b.sgf"},"region":{"startLine":2,"startColumn":6,"endLine":2,"endColumn":8}}}],"relatedLocations":[{"id":0,"physicalLocation":{"artifactLocation":{"uri":"games/a%20b.sgf"},"region":{"startLine":2,"startColumn":1,"endLine":2,"endColumn":3}},"message":{"text":"the first `PB`"}}]}"#,
            r#",{"ruleId":"sgf/not-go""#
        );
        assert!(out.contains(expected), "{out}");
        let rules = &value["runs"][0]["tool"]["driver"]["rules"];
        assert_eq!(rules[0]["id"], "sgf/not-go");
        assert_eq!(rules[1]["id"], "sgf/repeated-property");
        assert_eq!(
            rules[1]["helpUri"],
            "https://github.com/gamerec/gamerec/blob/main/docs/diagnostics.md#sgfrepeated-property"
        );
        assert_eq!(rules[1]["defaultConfiguration"]["level"], "error");
        assert_eq!(
            rules[1]["shortDescription"]["text"],
            "The same property appears twice in one node."
        );
        let invocation = &value["runs"][0]["invocations"][0];
        assert_eq!(invocation["executionSuccessful"], false);
        assert_eq!(
            invocation["toolExecutionNotifications"][0]["message"]["text"],
            "cannot read: no such file"
        );
    }

    #[test]
    fn paths_become_uri_references() {
        assert_eq!(uri("games/Zoë 1.sgf"), "games/Zo%C3%AB%201.sgf");
        assert_eq!(uri("./a:b#c?.pbn"), "./a%3Ab%23c%3F.pbn");
        assert_eq!(uri("/abs/x.rbn"), "/abs/x.rbn");
    }
}
