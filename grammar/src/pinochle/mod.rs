//! Pinochle PPN (Portable Pinochle Notation, powerpinochle.com): header lines, then hands of
//! PBN-like tags, some with a segmental prefix, and the Auction and Play sections. Not
//! Preferans' PPN, which shares the name and the extension. Where the specification is silent,
//! the parser's choices are listed in [`spec`].
//!
//! The tree:
//!
//! ```text
//! PIN_FILE          PIN_HEADER and PIN_HAND_RECORD, with the white space, line ends and
//!                   comments between
//! PIN_HEADER        PIN_PERCENT [PIN_HEADER_NAME [PIN_HEADER_VALUE]]
//! PIN_HAND_RECORD   PIN_TAG, PIN_AUCTION, PIN_PLAY, PIN_HEADER (and junk lines) up to a
//!                   blank line
//! PIN_TAG           [PIN_PREFIX] PIN_L_BRACK PIN_TAG_NAME PIN_TAG_VALUE PIN_R_BRACK
//! PIN_PREFIX        PIN_AT PIN_SEGMENT [PIN_DASH [PIN_SEGMENT]] PIN_EQUALS
//! PIN_SEGMENT       PIN_SEGMENT_LETTER (PIN_DOT PIN_NUMBER)*
//! PIN_TAG_VALUE     PIN_QUOTE content PIN_QUOTE; the content is a marker (PIN_INHERIT,
//!                   PIN_INHERIT_ALL, PIN_TERMINATED, PIN_UNKNOWN), text (PIN_STRING_TEXT,
//!                   PIN_ESCAPE), PIN_SEAT, or one node by the tag: PIN_HANDS, PIN_MELDS,
//!                   PIN_CARDS, PIN_PARTNER, PIN_SCORES, PIN_TERMINATION
//! PIN_HANDS         PIN_SEAT PIN_COLON PIN_HAND (WHITESPACE PIN_HAND)*
//! PIN_HAND          PIN_SUIT (PIN_DOT PIN_SUIT)*, each PIN_RANK*
//! PIN_MELDS         PIN_SEAT PIN_COLON PIN_MELD (WHITESPACE PIN_MELD)*, each PIN_HAND PIN_POINTS
//! PIN_POINTS        PIN_L_PAREN PIN_NUMBER PIN_R_PAREN
//! PIN_CARDS         PIN_CARD (WHITESPACE PIN_CARD)*, or PIN_HAND PIN_POINTS (Discard)
//! PIN_AUCTION       PIN_BID_ROUND, one per line: PIN_BID, PIN_DASH, PIN_TERMINATED, PIN_UNKNOWN
//! PIN_PLAY          PIN_TRICK, one per line: PIN_TRICK_RUN when written well, else
//!                   PIN_CARD* PIN_TRICK_RESULT
//! PIN_TRICK_RESULT  PIN_L_PAREN PIN_SEAT PIN_NUMBER PIN_R_PAREN
//! ```

mod parser;
pub mod spec;
#[cfg(test)]
mod tests;

use rowan::GreenNode;

use crate::reparse::Cuts;
use crate::{Format, Parse, Syntax, SyntaxError, SyntaxNode};

pub use parser::{trick_pieces, CODES};

/// Parses a Pinochle PPN document. Never fails.
pub fn parse(text: &str) -> Parse {
    let (green, errors) = parser::parse(text);
    Parse::new(green, errors, Format::Pinochle)
}

fn parse_in_parts(text: &str, parts: usize) -> Parse {
    let (green, errors) = parser::parse_in_parts(text, parts);
    Parse::new(green, errors, Format::Pinochle)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    // A comment left open is reported as unexpected text, among other things.
    cuts: Some(Cuts::BlankLines {
        unclosed_comment: Some(parser::UNEXPECTED),
        sections: None,
    }),
};

/// Parses a Pinochle PPN document: the green tree, which keeps every byte of `text`, and the
/// syntax errors in document order. Never fails.
pub fn parse_green(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parser::parse(text)
}

/// The tree of `text` in rowan's debug form followed by one line per syntax error, as
/// [`Parse::debug_dump`](crate::Parse::debug_dump) prints the other formats.
pub fn debug_dump(text: &str) -> String {
    let (green, errors) = parse_green(text);
    crate::debug_dump(&SyntaxNode::new_root(green), &errors)
}
