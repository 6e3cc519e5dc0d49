//! The diagnostics the server publishes: waiting for them, reading them back in the shapes the
//! tests compare, and what a full parse of a text says should be published.

use super::{range_of, LspClient};
use gamerec_grammar::Format;
use serde_json::Value;

impl LspClient {
    /// The next `publishDiagnostics` for `uri` with `version` (None: for any version).
    pub fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Value {
        self.diagnostics_where(uri, |params| {
            version.is_none_or(|version| params["version"] == version)
        })
        .unwrap_or_else(|| panic!("no diagnostics for {uri} version {version:?}"))
    }

    /// The next `publishDiagnostics` for `uri` for which `accept` holds, within the client's
    /// timeout.
    pub fn diagnostics_where(
        &mut self,
        uri: &str,
        mut accept: impl FnMut(&Value) -> bool,
    ) -> Option<Value> {
        self.notification("textDocument/publishDiagnostics", |params| {
            params["uri"] == uri && accept(params)
        })
    }
}

/// The published diagnostics, whole.
pub fn list(published: &Value) -> Vec<Value> {
    each(published).cloned().collect()
}

/// The code of each published diagnostic.
pub fn codes(published: &Value) -> Vec<String> {
    each(published).map(code).collect()
}

/// The code and severity of each published diagnostic.
pub fn codes_and_severities(published: &Value) -> Vec<(String, i64)> {
    each(published)
        .map(|diagnostic| {
            (
                code(diagnostic),
                diagnostic["severity"].as_i64().unwrap_or(0),
            )
        })
        .collect()
}

/// The code and range of each published diagnostic.
pub fn codes_and_ranges(published: &Value) -> Vec<(String, Value)> {
    each(published)
        .map(|diagnostic| (code(diagnostic), diagnostic["range"].clone()))
        .collect()
}

/// The first published diagnostic with `code`.
pub fn with_code(published: &Value, code: &str) -> Value {
    each(published)
        .find(|diagnostic| diagnostic["code"] == code)
        .cloned()
        .unwrap_or_else(|| panic!("no {code} in {published}"))
}

/// What a full parse of `text` as `format` finds, the syntax errors and the checks in document
/// order as `gamerec check` reports them, as code and range pairs with columns in `encoding`.
pub fn of_full_parse(format: Format, text: &str, encoding: &str) -> Vec<(String, Value)> {
    let parse = gamerec_grammar::parse(format, text);
    gamerec::ide::analysis::diagnostics(&parse)
        .iter()
        .map(|diagnostic| {
            let offsets = diagnostic.range.start().into()..diagnostic.range.end().into();
            let range = range_of(text, offsets, encoding);
            (diagnostic.code.to_owned(), range)
        })
        .collect()
}

fn each(published: &Value) -> impl Iterator<Item = &Value> {
    published["diagnostics"]
        .as_array()
        .unwrap_or_else(|| panic!("the diagnostics are a list: {published}"))
        .iter()
}

fn code(diagnostic: &Value) -> String {
    diagnostic["code"].as_str().unwrap_or_default().to_owned()
}
