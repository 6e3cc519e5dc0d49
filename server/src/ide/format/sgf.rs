//! The SGF layout, after SGFC's: game-info properties one a line, nodes packed into lines of
//! about 60 columns, each variation on a new line.

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
