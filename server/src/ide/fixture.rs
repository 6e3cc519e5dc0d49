//! Test fixtures with a cursor: `‸` (U+2038) marks the cursor in a fixture's text; the marker is
//! taken out before parsing. The fixtures never use the character otherwise.

use gamerec_grammar::{parse, Format, Parse, TextSize};

pub(crate) const CURSOR: char = '‸';

/// The text without its one cursor marker, and the marker's byte offset.
pub(crate) fn cursor(text: &str) -> (String, TextSize) {
    let at = text
        .find(CURSOR)
        .unwrap_or_else(|| panic!("fixture without a cursor marker: {text:?}"));
    assert!(
        !text[at + CURSOR.len_utf8()..].contains(CURSOR),
        "fixture with two cursor markers: {text:?}"
    );
    let mut plain = text.to_string();
    plain.replace_range(at..at + CURSOR.len_utf8(), "");
    (plain, TextSize::try_from(at).unwrap_or_default())
}

/// The parse of the fixture in `format`, and the cursor's offset.
pub(crate) fn parse_at(format: Format, text: &str) -> (Parse, TextSize) {
    let (plain, offset) = cursor(text);
    (parse(format, &plain), offset)
}

#[test]
fn cursor_is_taken_out() {
    let (parsed, offset) = parse_at(Format::Rbn, "B 1\nH N:‸AK");
    assert_eq!(parsed.syntax().to_string(), "B 1\nH N:AK");
    assert_eq!(offset, TextSize::from(8));
}
