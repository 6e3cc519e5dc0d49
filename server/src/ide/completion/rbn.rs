//! Completion in RBN and RBX: labels that may still come, label values, legal calls and cards.

use super::CompletionItem;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn completions(_parse: &Parse, _offset: TextSize) -> Vec<CompletionItem> {
    Vec::new()
}
