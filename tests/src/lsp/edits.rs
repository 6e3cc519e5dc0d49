//! LSP text edits (from code actions, commands or formatting) applied to a document's text.

use super::offset;
use serde_json::Value;

/// `text` with the list of text `edits` applied, their positions counted in `encoding`. Edits
/// do not overlap, as LSP requires; inserts at one place keep the order of the list.
pub fn apply_edits(text: &str, edits: &Value, encoding: &str) -> String {
    let mut edits: Vec<(usize, usize, &str)> = edits
        .as_array()
        .unwrap_or_else(|| panic!("no edits: {edits}"))
        .iter()
        .map(|edit| {
            (
                offset(text, &edit["range"]["start"], encoding),
                offset(text, &edit["range"]["end"], encoding),
                edit["newText"].as_str().expect("newText"),
            )
        })
        .collect();
    edits.sort_by_key(|&(start, end, _)| (start, end));
    let mut edited = text.to_owned();
    for (start, end, new_text) in edits.into_iter().rev() {
        edited.replace_range(start..end, new_text);
    }
    edited
}
