//! RBN (Richard's Bridge Notation) and its one-line form RBX.

pub mod ast;
mod lexer;
mod parser;
pub mod spec;

use crate::{Format, Parse, SyntaxKind};

/// Parses an RBN document.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Rbn, SyntaxKind::RBN_FILE)
}

/// Parses an RBX document.
pub fn parse_rbx(text: &str) -> Parse {
    parser::parse(text, Format::Rbx, SyntaxKind::RBX_FILE)
}
