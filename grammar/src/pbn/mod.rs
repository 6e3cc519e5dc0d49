//! PBN (Portable Bridge Notation) 1.0 to 2.1, import and export format.
//!
//! The tree:
//!
//! ```text
//! PBN_FILE      PBN_DIRECTIVE* and PBN_GAME*, with the semi-empty lines between games
//! PBN_DIRECTIVE PBN_PERCENT [PBN_DIRECTIVE_NAME] [PBN_DIRECTIVE_TEXT]
//! PBN_GAME      PBN_TAG | PBN_AUCTION | PBN_PLAY | PBN_TABLE | PBN_DIRECTIVE | PBN_COMMENT | ERROR
//! PBN_TAG       PBN_L_BRACK PBN_TAG_NAME PBN_TAG_VALUE PBN_R_BRACK
//! PBN_TAG_VALUE PBN_QUOTE, the value's pieces (PBN_DEAL, PBN_COLUMN, tokens), PBN_QUOTE
//! PBN_AUCTION   the Auction tag, PBN_AUCTION_RUN tokens of calls and annotations, the Note tags
//! PBN_PLAY      the Play tag, PBN_PLAY_RUN tokens of cards and annotations, the Note tags
//! PBN_TABLE     the table tag (its value lists the columns), PBN_TABLE_ROW*
//! ```

pub mod ast;
mod lexer;
mod moves;
mod parser;
pub mod spec;
#[cfg(test)]
mod tests;
mod values;
#[cfg(test)]
mod windows_tests;

pub use moves::run_pieces;

use crate::reparse::Cuts;
use crate::{Format, Parse, Syntax, SyntaxKind};

/// Parses a PBN document.
pub fn parse(text: &str) -> Parse {
    parser::parse(text, Format::Pbn, SyntaxKind::PBN_FILE)
}

fn parse_in_parts(text: &str, parts: usize) -> Parse {
    parser::parse_in_parts(text, Format::Pbn, SyntaxKind::PBN_FILE, parts)
}

pub(crate) const SYNTAX: Syntax = Syntax {
    parse,
    parse_in_parts,
    cuts: Some(Cuts::BlankLines {
        unclosed_comment: Some("pbn/unclosed-comment"),
        sections: None,
    }),
};
