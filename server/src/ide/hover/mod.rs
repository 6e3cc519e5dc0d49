//! Hover: what the thing under the cursor means, and for a deal or a move the game it shows.
//! Protocol-free: it takes a parse and a byte offset and returns [`Markup`] with the range it
//! explains.

pub(crate) mod token;

use crate::ide::markup::Markup;
#[cfg(test)]
pub(crate) mod rendered;

use crate::ide::notations;
use gamerec_grammar::{Parse, TextRange, TextSize};

pub use crate::ide::notations::sgf::hover::BoardCache;

/// What a hover shows and the range of text it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hover {
    pub range: TextRange,
    pub markup: Markup,
}

/// What hovers keep between requests on one document (the Go positions already replayed).
/// Safe to share between threads; cheap to create.
#[derive(Debug, Default)]
pub struct HoverCache {
    pub boards: BoardCache,
}

/// The hover at `offset` (a byte offset into the text of `parse`), if there is something to say.
pub fn hover(parse: &Parse, offset: TextSize, cache: &HoverCache) -> Option<Hover> {
    if offset > parse.green().text_len() {
        return None;
    }
    notations::of(parse.format()).hover(parse, offset, cache)
}
