//! LIN, the format of Bridge Base Online: `command|value|` pairs, grouped into a vugraph
//! header and boards. Where what is known of the format leaves a choice, the parser's choices
//! are listed in [`spec`].
//!
//! The tree:
//!
//! ```text
//! LIN_FILE         LIN_HEADER? LIN_BOARD*, with the white space and line ends between
//! LIN_HEADER       LIN_PAIR*: a vugraph file's pairs from `vg` through its first `pg`
//! LIN_BOARD        LIN_PAIR*: from the pair that opens the board to the next board
//! LIN_PAIR         LIN_COMMAND LIN_BAR [LIN_VALUE] LIN_BAR
//! LIN_VALUE        one node or token by the command, then the line ends after it:
//!                  LIN_DEAL (md), LIN_CALL (mb), LIN_CARD (pc), LIN_NAMES (pn),
//!                  LIN_VULNERABILITY (sv), LIN_ROOM_BOARD (qx), LIN_RESULTS (rs),
//!                  LIN_NUMBER (mc), LIN_FIELDS (vg, bn, mp), else LIN_TEXT
//! LIN_DEAL         LIN_DEALER LIN_HAND (LIN_COMMA LIN_HAND?)*
//! LIN_HAND         (LIN_SUIT LIN_RANK*)*
//! LIN_CALL         (LIN_PASS | LIN_DOUBLE | LIN_REDOUBLE | LIN_LEVEL LIN_STRAIN) LIN_ALERT?
//! LIN_CARD         LIN_SUIT LIN_RANK
//! LIN_NAMES        LIN_TEXT? (LIN_COMMA LIN_TEXT?)*; LIN_FIELDS the same
//! LIN_ROOM_BOARD   LIN_ROOM LIN_NUMBER (LIN_COMMA LIN_TEXT)?
//! LIN_RESULTS      LIN_RESULT? (LIN_COMMA LIN_RESULT?)*
//! LIN_RESULT       LIN_LEVEL LIN_STRAIN LIN_SEAT (LIN_DOUBLE | LIN_REDOUBLE)? LIN_OUTCOME,
//!                  or LIN_PASS
//! ```

mod parser;
pub mod spec;
#[cfg(test)]
mod tests;

use rowan::GreenNode;

use crate::reparse::Cuts;
use crate::{Format, Parse, Syntax, SyntaxError, SyntaxNode};

pub use parser::CODES;

/// Parses a LIN document. Never fails.
pub fn parse(text: &str) -> Parse {
    let (green, errors) = parser::parse(text);
    Parse::new(green, errors, Format::Lin)
}

fn parse_in_parts(text: &str, parts: usize) -> Parse {
    let (green, errors) = parser::parse_in_parts(text, parts);
    Parse::new(green, errors, Format::Lin)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    cuts: Some(Cuts::Boards),
};

/// Parses a LIN document: the green tree, which keeps every byte of `text`, and the syntax
/// errors in document order. Never fails.
pub fn parse_green(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parser::parse(text)
}

/// The tree of `text` in rowan's debug form followed by one line per syntax error, as
/// [`Parse::debug_dump`](crate::Parse::debug_dump) prints the other formats.
pub fn debug_dump(text: &str) -> String {
    let (green, errors) = parse_green(text);
    crate::debug_dump(&SyntaxNode::new_root(green), &errors)
}
