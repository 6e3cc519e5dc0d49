//! Hover in RBN and RBX: labels, notes and the pieces of each value.

use super::Hover;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hover(_parse: &Parse, _offset: TextSize) -> Option<Hover> {
    None
}
