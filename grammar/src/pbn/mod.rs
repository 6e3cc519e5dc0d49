//! PBN (Portable Bridge Notation) 1.0 to 2.1, import and export format.

pub mod ast;
mod lexer;
mod moves;
mod parser;
pub mod spec;
#[cfg(test)]
mod tests;
mod values;

use crate::{Format, Parse, SyntaxKind};

/// Parses a PBN document.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Pbn, SyntaxKind::PBN_FILE)
}
