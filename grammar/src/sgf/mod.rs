//! SGF (Smart Game Format) FF[1] to FF[4].

pub mod ast;
pub mod error_codes;
mod lexer;
mod parser;
pub mod spec;
#[cfg(test)]
mod tests;
mod value_shape;
mod value_text;

pub use ast::{GameTree, Node, Point, PropValue, Property, SgfFile, TreeEvent, ValuePart};
pub use parser::MAX_TREE_NESTING;

use crate::{Format, Parse, SyntaxKind};

/// Parses an SGF collection.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Sgf, SyntaxKind::SGF_FILE)
}
