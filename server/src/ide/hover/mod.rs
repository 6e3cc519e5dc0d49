//! Hover: what the thing under the cursor means, and for a deal or a move the game it shows.
//! Protocol-free: it takes a parse and a byte offset and returns [`Markup`] with the range it
//! explains.

pub(crate) mod token;

use crate::ide::markup::Markup;
#[cfg(test)]
pub(crate) mod rendered;

use gamerec_grammar::TextRange;

/// What a hover shows and the range of text it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hover {
    pub range: TextRange,
    pub markup: Markup,
}
