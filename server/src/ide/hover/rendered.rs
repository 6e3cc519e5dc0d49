//! A hover written out for tests: the text it covers between `«»`, then its Markdown.

use crate::ide::analysis::{hover, HoverCache};
use crate::ide::fixture::{parse_at, CURSOR};
use gamerec_grammar::Format;

/// The hovered text between `«»` and the Markdown, or `no hover`.
pub(crate) fn render(format: Format, text: &str) -> String {
    let (parse, offset) = parse_at(format, text);
    match hover(&parse, offset, &HoverCache::default()) {
        Some(found) => {
            let source = parse.syntax().to_string();
            let range = found.range;
            let covered = source
                .get(usize::from(range.start())..usize::from(range.end()))
                .unwrap_or("<bad range>");
            format!("«{covered}»\n{}", found.markup.to_markdown())
        }
        None => "no hover".to_string(),
    }
}

/// `text` with the cursor put before the first `needle`.
pub(crate) fn cursor_before(text: &str, needle: &str) -> String {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} is not in the fixture"));
    let mut marked = text.to_string();
    marked.insert(at, CURSOR);
    marked
}
