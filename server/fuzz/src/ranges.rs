//! What every range a feature returns must be: inside the text, on character boundaries.

use gamerec::ide::format::TextEdit;
use gamerec_grammar::{TextRange, TextSize};

pub fn assert_in(text: &str, range: TextRange, what: &str) {
    assert!(
        range.end() <= TextSize::of(text),
        "{what}: range {range:?} ends past the text ({} bytes)",
        text.len()
    );
    assert_boundary(text, range.start(), what);
    assert_boundary(text, range.end(), what);
}

pub fn assert_boundary(text: &str, offset: TextSize, what: &str) {
    assert!(
        text.is_char_boundary(offset.into()),
        "{what}: offset {offset:?} is inside a character"
    );
}

/// Edits as a client applies them: each inside the text, in any order, none overlapping.
pub fn assert_edits(text: &str, edits: &[TextEdit], what: &str) {
    let mut ranges: Vec<TextRange> = edits.iter().map(|edit| edit.range).collect();
    ranges.sort_by_key(|range| (range.start(), range.end()));
    let mut last_end = TextSize::default();
    for range in ranges {
        assert_in(text, range, what);
        assert!(
            range.start() >= last_end,
            "{what}: edits overlap at {range:?}"
        );
        last_end = range.end();
    }
}
