//! Completion in PBN: tag names, enumerated values, legal calls and cards, notes and columns.

use super::CompletionItem;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn completions(_parse: &Parse, _offset: TextSize) -> Vec<CompletionItem> {
    Vec::new()
}
