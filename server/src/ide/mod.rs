//! Protocol-free features: they take a parsed document and byte offsets and return plain
//! structs with `TextRange`s, for the command line and the language server alike.

pub mod diagnostics;
pub mod line_index;

pub use diagnostics::{Diagnostic, RelatedInformation, Severity};
pub use line_index::{LineCol, LineIndex};
