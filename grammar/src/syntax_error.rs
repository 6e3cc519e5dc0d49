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

impl SyntaxError {
    pub fn new(code: &'static str, range: TextRange, message: impl Into<String>) -> SyntaxError {
        SyntaxError {
            code,
            range,
            message: message.into(),
        }
    }
}
