//! What every fuzz target checks after parsing arbitrary input: the tree keeps every byte, and
//! every syntax error names a code of its format and a range inside the text, and a document
//! parsed in parts on several threads (RBN and RBX cut at record boundaries, SGF, Pinochle and
//! LIN at guessed record starts that the join checks) is the document parsed whole, and an
//! edit that the input's first bytes describe, parsed again incrementally, gives the tree and
//! errors of a full parse of the edited text.

use gamerec_grammar::{parse, parse_in_parts, reparse, Format, Parse, TextRange, TextSize};

pub fn check(format: Format, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let parsed = parse(format, &text);
    let root = parsed.syntax();
    assert_eq!(
        root.text().to_string(),
        text,
        "the tree lost or changed bytes"
    );
    let end = TextSize::of(&*text);
    for error in parsed.errors() {
        assert!(
            error.range.end() <= end,
            "error range {:?} past the end",
            error.range
        );
        assert!(text.is_char_boundary(error.range.start().into()));
        assert!(text.is_char_boundary(error.range.end().into()));
        let (code_format, name) = error.code.split_once('/').unwrap_or(("", ""));
        assert!(
            code_formats(format).contains(&code_format) && !name.is_empty(),
            "code {} does not belong to {format:?}",
            error.code
        );
        assert!(!error.message.is_empty());
    }
    let in_parts = parse_in_parts(format, &text, 3);
    assert_eq!(
        in_parts.green(),
        parsed.green(),
        "parsed in parts, the tree differs"
    );
    assert_eq!(
        in_parts.errors(),
        parsed.errors(),
        "parsed in parts, the errors differ"
    );
    check_reparse(format, &text, &parsed, data);
}

/// An edit made of the input itself: at an offset its first two bytes give, a few characters
/// deleted and a piece of the text from elsewhere inserted.
fn check_reparse(format: Format, text: &str, parsed: &Parse, data: &[u8]) {
    let [high, low, delete, from, len, ..] = *data else {
        return;
    };
    let floor = |mut at: usize| {
        at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let start = floor((usize::from(high) << 8 | usize::from(low)) % (text.len() + 1));
    let end = floor(start + usize::from(delete % 8));
    let from = floor(usize::from(from) * text.len() / 256);
    let inserted = &text[from..floor(from + usize::from(len % 24))];
    let new_text = [&text[..start], inserted, &text[end..]].concat();
    let range = TextRange::new(TextSize::of(&text[..start]), TextSize::of(&text[..end]));
    let reparsed = reparse(parsed, text, range, inserted, &new_text);
    let full = parse(format, &new_text);
    assert_eq!(
        reparsed.parse.green(),
        full.green(),
        "reparsed, the tree differs"
    );
    assert_eq!(
        reparsed.parse.errors(),
        full.errors(),
        "reparsed, the errors differ"
    );
}

/// The code prefixes a format's errors may carry: RBX values are RBN values, so RBX reports
/// `rbn/` codes inside its groups and `rbx/` codes for the groups themselves.
fn code_formats(format: Format) -> &'static [&'static str] {
    match format {
        Format::Rbn => &["rbn"],
        Format::Rbx => &["rbn", "rbx"],
        Format::Pbn => &["pbn"],
        Format::Sgf => &["sgf"],
        Format::Preferans => &["preferans"],
        Format::Lin => &["lin"],
        Format::Pinochle => &["pinochle"],
    }
}
