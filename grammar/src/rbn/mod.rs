//! RBN (Richard's Bridge Notation) and its one-line form RBX.

pub mod ast;
mod auction;
mod contract;
mod date;
mod deal;
mod label;
mod lexer;
mod parser;
mod play;
mod rbx;
mod score;
pub mod spec;
#[cfg(test)]
mod tests;
mod value;

use crate::{Format, Parse, SyntaxKind};

/// Parses an RBN document.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Rbn, SyntaxKind::RBN_FILE)
}

/// Parses an RBX document.
pub fn parse_rbx(text: &str) -> Parse {
    parser::parse(text, Format::Rbx, SyntaxKind::RBX_FILE)
}
