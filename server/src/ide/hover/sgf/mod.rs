//! Hover in SGF: property identifiers, points, moves with the board after them, and game-info
//! values.

mod cache;

use super::Hover;
use gamerec_grammar::{Parse, TextSize};

pub use cache::BoardCache;

pub(super) fn hover(_parse: &Parse, _offset: TextSize, _boards: &BoardCache) -> Option<Hover> {
    None
}
