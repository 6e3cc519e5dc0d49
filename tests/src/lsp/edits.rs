//! LSP text edits (from code actions, commands or formatting) applied to a document's text.

use super::positions::Offsets;
use serde_json::Value;

/// `text` with the list of text `edits` applied, their positions counted in `encoding`. Edits
/// do not overlap, as LSP requires; inserts at one place keep the order of the list.
pub fn apply_edits(text: &str, edits: &Value, encoding: &str) -> String {
    let offsets = Offsets::new(text);
    let mut edits: Vec<(usize, usize, &str)> = edits
        .as_array()
        .unwrap_or_else(|| panic!("no edits: {edits}"))
        .iter()
        .map(|edit| {
            (
                offsets.offset(&edit["range"]["start"], encoding),
                offsets.offset(&edit["range"]["end"], encoding),
                edit["newText"].as_str().expect("newText"),
            )
        })
        .collect();
    edits.sort_by_key(|&(start, end, _)| (start, end));
    let mut edited = String::with_capacity(text.len());
    let mut copied = 0;
    for (start, end, new_text) in edits {
        edited.push_str(&text[copied..start]);
        edited.push_str(new_text);
        copied = end;
    }
    edited.push_str(&text[copied..]);
    edited
}
