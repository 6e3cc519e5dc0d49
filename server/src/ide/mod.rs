//! Protocol-free features: they take a parsed document and byte offsets and return plain
//! structs with `TextRange`s, for the command line and the language server alike.

pub mod actions;
pub mod analysis;
pub mod calendar;
pub mod catalogue;
pub mod check;
pub mod codes;
pub mod completion;
pub mod convert;
#[cfg(test)]
mod diagnostic_lines;
pub mod diagnostics;
#[cfg(test)]
mod fixture;
pub mod folding;
pub mod format;
pub mod green;
pub mod hover;
pub mod inlay;
pub mod line_index;
pub mod links;
pub mod markup;
#[cfg(test)]
mod navigation_cost;
pub mod notations;
pub mod notes;
pub(crate) mod prose;
pub mod rules;
pub mod selection;
pub mod semantic;
pub mod settings;
pub mod symbols;

pub use diagnostics::{Diagnostic, RelatedInformation, Severity};
pub use line_index::{LineCol, LineIndex};
pub use settings::Settings;
