//! Workspace symbols: the boards and games of several documents that match a query, best
//! matches first and at most a fixed number of them.
//!
//! A query matches when each of its words occurs in the symbol's name or detail, ignoring case
//! and with suit symbols read as their letters (`4s` finds `4♠`); a word may also match as
//! letters in order with gaps (`brd7` finds `Board 7`), which ranks lower.

use super::{Symbol, SymbolKind};
use gamerec_grammar::TextRange;

/// The most symbols one workspace query answers with.
pub const WORKSPACE_SYMBOL_LIMIT: usize = 256;

/// One match of a workspace query, in the document `document`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkspaceSymbol<D> {
    pub document: D,
    pub name: String,
    pub detail: Option<String>,
    pub kind: SymbolKind,
    pub range: TextRange,
    pub selection_range: TextRange,
}

/// How well a symbol matches; lower is better. `None` when it does not match.
pub fn matches_query(query: &str, name: &str, detail: Option<&str>) -> Option<u8> {
    let name = normalise(name);
    let words: Vec<String> = query.split_whitespace().map(normalise).collect();
    if words.is_empty() {
        return Some(3);
    }
    let whole = normalise(query.trim());
    if name.starts_with(&whole) {
        return Some(0);
    }
    if words.iter().all(|word| name.contains(word.as_str())) {
        return Some(1);
    }
    let detail = normalise(detail.unwrap_or(""));
    let anywhere = |word: &String| name.contains(word.as_str()) || detail.contains(word.as_str());
    if words.iter().all(anywhere) {
        return Some(2);
    }
    let in_order = |word: &String| is_subsequence(word, &name) || is_subsequence(word, &detail);
    words.iter().all(in_order).then_some(4)
}

/// Lower case, suit symbols as letters.
fn normalise(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '♠' => 's',
            '♥' => 'h',
            '♦' => 'd',
            '♣' => 'c',
            other => other.to_ascii_lowercase(),
        })
        .collect()
}

fn is_subsequence(word: &str, text: &str) -> bool {
    let mut text = text.chars();
    word.chars().all(|wanted| text.any(|c| c == wanted))
}

/// The top-level symbols (boards and games) of `documents` that match `query`, best first
/// and in document order among equals, at most `limit` of them.
pub fn workspace_symbols<'a, D: Clone>(
    documents: impl IntoIterator<Item = (D, &'a [Symbol])>,
    query: &str,
    limit: usize,
) -> Vec<WorkspaceSymbol<D>> {
    let mut found: Vec<(u8, WorkspaceSymbol<D>)> = Vec::new();
    let mut per_score = [0usize; 5];
    for (document, symbols) in documents {
        for symbol in symbols {
            let Some(score) = matches_query(query, &symbol.name, symbol.detail.as_deref()) else {
                continue;
            };
            // Once `limit` matches of the best score are in, nothing later can displace them.
            let as_good: usize = per_score.iter().take(usize::from(score) + 1).sum();
            if as_good >= limit {
                continue;
            }
            if let Some(count) = per_score.get_mut(usize::from(score)) {
                *count += 1;
            }
            found.push((
                score,
                WorkspaceSymbol {
                    document: document.clone(),
                    name: symbol.name.clone(),
                    detail: symbol.detail.clone(),
                    kind: symbol.kind,
                    range: symbol.range,
                    selection_range: symbol.selection_range,
                },
            ));
        }
    }
    found.sort_by_key(|(score, _)| *score);
    found.truncate(limit);
    found.into_iter().map(|(_, symbol)| symbol).collect()
}
