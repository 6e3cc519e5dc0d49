//! Hover in SGF: property identifiers, points, moves with the board after them, and game-info
//! values.

use super::Hover;
use gamerec_grammar::{Parse, TextSize};

/// Go positions already replayed for the document, so that a hover deep in a large tree does
/// not replay the file from the start.
#[derive(Debug, Default)]
pub struct BoardCache {}

pub(super) fn hover(_parse: &Parse, _offset: TextSize, _boards: &BoardCache) -> Option<Hover> {
    None
}
