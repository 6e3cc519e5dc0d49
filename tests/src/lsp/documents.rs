//! What a client tells the server about its documents and settings (open, change, save,
//! close, configuration changes), and the parameters that name a document or a place in one.

use super::LspClient;
use serde_json::{json, Value};

impl LspClient {
    /// Opens `text` as version 1 of `uri`, in the language with id `language`.
    pub fn open(&mut self, uri: &str, language: &str, text: &str) {
        self.open_version(uri, language, 1, text);
    }

    /// Opens `text` as `version` of `uri`, in the language with id `language`.
    pub fn open_version(&mut self, uri: &str, language: &str, version: i64, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": {
                "uri": uri, "languageId": language, "version": version, "text": text
            }}),
        );
    }

    /// Changes `uri` to `version` with the LSP content changes `changes` (a list).
    pub fn change(&mut self, uri: &str, version: i64, changes: Value) {
        self.notify("textDocument/didChange", did_change(uri, version, changes));
    }

    /// Changes `uri` to `version` by writing `text` over `range`.
    pub fn edit(&mut self, uri: &str, version: i64, range: Value, text: &str) {
        self.change(uri, version, json!([{ "range": range, "text": text }]));
    }

    /// Changes `uri` to `version` by replacing its whole text with `text`.
    pub fn replace_text(&mut self, uri: &str, version: i64, text: &str) {
        self.change(uri, version, json!([{ "text": text }]));
    }

    pub fn save(&mut self, uri: &str) {
        self.notify("textDocument/didSave", document(uri));
    }

    pub fn close(&mut self, uri: &str) {
        self.notify("textDocument/didClose", document(uri));
    }

    /// Tells the server its settings changed, pushing `settings` (null when it is to ask).
    pub fn change_configuration(&mut self, settings: Value) {
        self.notify(
            "workspace/didChangeConfiguration",
            json!({ "settings": settings }),
        );
    }
}

/// The parameters that name the document `uri`.
pub fn document(uri: &str) -> Value {
    json!({ "textDocument": { "uri": uri } })
}

/// The parameters that name `position` in the document `uri`.
pub fn document_at(uri: &str, position: Value) -> Value {
    json!({ "textDocument": { "uri": uri }, "position": position })
}

/// The parameters of `textDocument/didChange` that bring `uri` to `version` with `changes`.
pub fn did_change(uri: &str, version: i64, changes: Value) -> Value {
    json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes })
}
