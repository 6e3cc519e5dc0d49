//! The PBN layouts: `tidy` (one tag a line, tag order kept, auction and play in columns)
//! and `export` (the PBN export format).

use super::edits::TextEdit;
use super::FormatOptions;
use gamerec_grammar::{Parse, TextRange};

pub(super) fn format(
    _parse: &Parse,
    _options: &FormatOptions,
    _range: Option<TextRange>,
) -> Vec<TextEdit> {
    Vec::new()
}
