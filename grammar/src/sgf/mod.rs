//! SGF (Smart Game Format) FF[1] to FF[4].

pub mod ast;
mod lexer;
mod parser;
pub mod spec;

use crate::{Format, Parse, SyntaxKind};

/// Parses an SGF collection.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Sgf, SyntaxKind::SGF_FILE)
}
