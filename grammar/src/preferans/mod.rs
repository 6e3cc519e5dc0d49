//! Preferans PPN (Portable Preferans Notation, prefko's README): an info section of tag pairs
//! and a game section of rounds, one bracketed line per deal. Not Pinochle's PPN, which shares
//! the name and the extension. The README's gaps and contradictions, and what the parser
//! chooses for each, are listed in [`spec`].
//!
//! The tree:
//!
//! ```text
//! PREF_FILE          PREF_RECORD*, with the white space, line ends and comments between
//! PREF_RECORD        [PREF_INFO_SECTION] [PREF_GAME_SECTION]
//! PREF_INFO_SECTION  PREF_TAG+ (and comments, junk)
//! PREF_GAME_SECTION  PREF_ROUND+ (and comments, junk)
//! PREF_TAG           PREF_L_BRACK PREF_TAG_NAME PREF_TAG_VALUE PREF_R_BRACK
//! PREF_TAG_VALUE     PREF_QUOTE (PREF_STRING_TEXT | PREF_ESCAPE)* PREF_QUOTE, or PREF_VALUE_TEXT
//! PREF_ROUND         PREF_L_BRACK, one node per field, PREF_R_BRACK:
//!                    PREF_DEAL_ID PREF_DEAL_ORDER PREF_CARDS PREF_BIDS PREF_MAIN PREF_DISCARDED
//!                    PREF_CONTRACT PREF_ACCEPTED PREF_KONTRA [PREF_REFA] PREF_VALUE
//!                    PREF_STARTS PREF_THROWS PREF_SUMMARY, or the first four alone
//! PREF_CARDS         PREF_CARD_RUN: the 32 cards as one token (runs and ERRORs when broken)
//! PREF_THROWS        PREF_TRICK_RUN when every trick is written well, else
//!                    PREF_TRICK (PREF_COMMA PREF_TRICK)*, each trick one token: cards, winner
//! PREF_SUMMARY       PREF_SCORE PREF_COMMA PREF_SCORE PREF_COMMA PREF_SCORE
//! ```

pub mod ast;
mod fields;
mod lexer;
mod parser;
pub mod spec;
#[cfg(test)]
mod tests;

pub use fields::trick_pieces;

use rowan::GreenNode;

use crate::reparse::{Cuts, Sections};
use crate::{Format, Parse, Syntax, SyntaxError, SyntaxKind, SyntaxNode};

/// Parses a Preferans PPN document. Never fails.
pub fn parse(text: &str) -> Parse {
    let (green, errors) = parser::parse(text);
    Parse::new(green, errors, Format::Preferans)
}

/// Parses a Preferans PPN document: the green tree, which keeps every byte of `text`, and the
/// syntax errors in document order. Never fails.
pub fn parse_green(text: &str) -> (GreenNode, Vec<SyntaxError>) {
    parser::parse(text)
}

/// Parses a document in up to `parts` runs of rounds, each on its own thread, when its shape
/// allows; the tree and errors are those of one run.
fn parse_in_parts(text: &str, parts: usize) -> Parse {
    let (green, errors) = parser::parse_in_parts(text, parts);
    Parse::new(green, errors, Format::Preferans)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    cuts: Some(Cuts::BlankLines {
        unclosed_comment: Some("preferans/unclosed-comment"),
        sections: Some(Sections {
            head: SyntaxKind::PREF_INFO_SECTION,
            tail: SyntaxKind::PREF_GAME_SECTION,
        }),
    }),
};

/// The tree of `text` in rowan's debug form followed by one line per syntax error, as
/// [`Parse::debug_dump`](crate::Parse::debug_dump) prints the other formats.
pub fn debug_dump(text: &str) -> String {
    let (green, errors) = parse_green(text);
    crate::debug_dump(&SyntaxNode::new_root(green), &errors)
}
