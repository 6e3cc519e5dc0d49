//! The cursor inside a label's value, placed in its colon-separated field, and the completion
//! item that replaces what of that field is typed.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// Where the cursor is inside a label's value.
pub(super) struct ValueAt<'a> {
    pub label: &'a SyntaxNode,
    pub value_start: TextSize,
    pub offset: TextSize,
    /// The value's text up to the cursor.
    pub before: String,
}

impl ValueAt<'_> {
    /// The number of the colon-separated field the cursor is in (from 0).
    pub fn field_index(&self) -> usize {
        self.before.matches(':').count()
    }

    /// The part of the current field already typed.
    pub fn field_range(&self) -> TextRange {
        let start = self.before.rfind(':').map_or(0, |at| at + 1);
        let start = self.value_start + TextSize::try_from(start).unwrap_or_default();
        TextRange::new(start.min(self.offset), self.offset)
    }
}

/// A value item: `text` means `meaning` (a `what`).
pub(super) fn value_item(
    text: &str,
    meaning: &str,
    what: &str,
    insert: Insert,
    range: TextRange,
    order: usize,
) -> CompletionItem {
    CompletionItem {
        label: text.to_string(),
        kind: CompletionKind::Value,
        detail: Some(meaning.to_string()),
        documentation: Some(
            Markup::new()
                .heading(format!("{} — {meaning}", code_span(text)))
                .paragraph(format!("{what}.")),
        ),
        insert,
        range,
        sort: Some(format!("{order:03}")),
    }
}
