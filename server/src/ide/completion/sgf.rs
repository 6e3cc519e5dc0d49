//! Completion in SGF: the properties allowed in the node, known values, the next move.

use super::CompletionItem;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn completions(_parse: &Parse, _offset: TextSize) -> Vec<CompletionItem> {
    Vec::new()
}
