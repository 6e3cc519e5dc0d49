//! Completion items written out for tests, in the order a client lists them.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};

/// One line per item, in list order: label, kind, detail, inserted text, replaced range.
pub(crate) fn listing(items: &[CompletionItem]) -> String {
    in_list_order(items)
        .iter()
        .map(|item| {
            let insert = match &item.insert {
                Insert::Plain(text) => format!("{text:?}"),
                Insert::Snippet(text) => format!("snippet {text:?}"),
            };
            let kind = match item.kind {
                CompletionKind::Keyword => "keyword",
                CompletionKind::Value => "value",
                CompletionKind::Call => "call",
                CompletionKind::Card => "card",
                CompletionKind::Reference => "reference",
            };
            format!(
                "{} {kind} [{}] {insert} {:?}\n",
                item.label,
                item.detail.as_deref().unwrap_or(""),
                item.range
            )
        })
        .collect()
}

/// The items as a client lists them: by sort text, then by label.
pub(crate) fn in_list_order(items: &[CompletionItem]) -> Vec<&CompletionItem> {
    let mut sorted: Vec<&CompletionItem> = items.iter().collect();
    sorted.sort_by(|a, b| match (&a.sort, &b.sort) {
        (Some(x), Some(y)) => x.cmp(y).then(a.label.cmp(&b.label)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => a.label.cmp(&b.label),
    });
    sorted
}
