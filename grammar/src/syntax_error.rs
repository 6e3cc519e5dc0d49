//! A syntax error: where it is, its stable code and what was expected instead.

use rowan::TextRange;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SyntaxError {
    /// Stable code of the form `<format>/<kebab-name>`, e.g. `sgf/unclosed-value`.
    pub code: &'static str,
    /// Byte range of the offending text (empty where something is missing).
    pub range: TextRange,
    /// Says what was expected and what was found.
    pub message: String,
}

/// A piece of the text for a message: in backticks, cut at 24 characters with `…`, or
/// `when_empty` when there is nothing.
pub(crate) fn quoted_for_message(text: &str, when_empty: &str) -> String {
    if text.is_empty() {
        return when_empty.to_string();
    }
    let mut shown: String = text.chars().take(24).collect();
    if shown.len() < text.len() {
        shown.push('…');
    }
    format!("`{shown}`")
}

impl SyntaxError {
    pub fn new(code: &'static str, range: TextRange, message: impl Into<String>) -> SyntaxError {
        SyntaxError {
            code,
            range,
            message: message.into(),
        }
    }
}
