//! SGF (Smart Game Format) FF\[1\] to FF\[4\].
//!
//! The tree [`parse`] builds:
//!
//! ```text
//! SGF_FILE        SGF_JUNK? (SGF_GAME_TREE | whitespace | ERROR)* SGF_JUNK?
//! SGF_GAME_TREE   `(` (SGF_NODE | SGF_GAME_TREE | whitespace | ERROR)* `)`?
//! SGF_NODE        `;`? (SGF_PROPERTY | whitespace | ERROR)*
//! SGF_PROPERTY    SGF_PROP_IDENT? (whitespace? SGF_PROP_VALUE)*
//! SGF_PROP_VALUE  `[` content `]`?
//! ```
//!
//! Value content is `SGF_TEXT`, `SGF_ESCAPE`, `SGF_SOFT_BREAK` and `NEWLINE` tokens, split by one
//! `SGF_COLON` in properties that take compose values, with `SGF_POINT` for two-letter points
//! in properties that take points or moves (see `value_shape.rs`), and `ERROR` for an unescaped
//! `]` kept inside. The nodes of a tree's sequence are its direct `SGF_NODE` children (there is
//! no sequence node). Game trees nested deeper than [`MAX_TREE_NESTING`] are flattened: their
//! parentheses become tokens of the deepest tree; [`GameTree::walk`] reads through either form.

pub mod ast;
pub mod error_codes;
mod lexer;
mod parser;
#[cfg(test)]
mod parts_tests;
pub mod spec;
#[cfg(test)]
mod tests;
mod value_shape;
mod value_text;

pub use ast::{GameTree, Node, Point, PropValue, Property, SgfFile, TreeEvent, ValuePart};
pub use parser::MAX_TREE_NESTING;

use crate::reparse::Cuts;
use crate::{Format, Parse, Syntax, SyntaxKind};

/// Parses an SGF collection.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Sgf, SyntaxKind::SGF_FILE)
}

pub(crate) fn parse_in_parts(text: &str, parts: usize) -> Parse {
    parser::parse_in_parts(text, Format::Sgf, SyntaxKind::SGF_FILE, parts)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    cuts: Some(Cuts::GameTrees),
};
