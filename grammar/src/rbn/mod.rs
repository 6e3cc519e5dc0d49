//! RBN (Richard's Bridge Notation) and its one-line form RBX.
//!
//! Tree shape: `RBN_FILE` (or `RBX_FILE`) holds `RBN_RECORD` nodes and, between them, the blank
//! lines as `WHITESPACE`/`NEWLINE` tokens. A record holds, in order, `RBN_COMMENT` (`%` line or
//! `%{...}`), `RBN_FREE_TEXT` (`{...}`) and one node per label (`RBN_DATE_LABEL`, ...), each
//! followed in RBN by the `NEWLINE` that ends its line. A label node starts with its
//! `RBN_LABEL_NAME`, then a space (RBN) or braces (RBX) around the value's pieces; a null label
//! has no value. An `I` label also holds its continuation lines. Unknown labels are ERROR nodes.

pub mod ast;
mod auction;
mod contract;
mod date;
mod deal;
mod hands;
pub use hands::{read_hands, WrittenCard, WrittenHand};
mod label;
mod lexer;
mod parser;
#[cfg(test)]
mod parts_tests;
mod pieces;
mod play;
pub use play::play_pieces;
mod rbx;
mod score;
pub mod spec;
#[cfg(test)]
mod tests;
mod tokens;
mod value;

use crate::reparse::Cuts;
use crate::{Format, Parse, Syntax, SyntaxKind};

/// Parses an RBN document.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Rbn, SyntaxKind::RBN_FILE)
}

/// Parses an RBX document.
pub fn parse_rbx(text: &str) -> Parse {
    parser::parse(text, Format::Rbx, SyntaxKind::RBX_FILE)
}

pub(crate) fn parse_in_parts(text: &str, parts: usize) -> Parse {
    parser::parse_in_parts(text, Format::Rbn, SyntaxKind::RBN_FILE, parts)
}

pub(crate) fn parse_rbx_in_parts(text: &str, parts: usize) -> Parse {
    parser::parse_in_parts(text, Format::Rbx, SyntaxKind::RBX_FILE, parts)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    cuts: Some(Cuts::BlankLines {
        unclosed_comment: None,
        sections: None,
    }),
};

pub(crate) const RBX_SYNTAX: Syntax = Syntax {
    parse: parse_rbx,
    parse_in_parts: parse_rbx_in_parts,
    cuts: Some(Cuts::Lines),
};
