//! Hover in PBN: tags, values, sections, notes, NAGs, tables and directives.

use super::Hover;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hover(_parse: &Parse, _offset: TextSize) -> Option<Hover> {
    None
}
