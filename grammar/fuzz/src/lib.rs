//! What every fuzz target checks after parsing arbitrary input: the tree keeps every byte, and
//! every syntax error names a code of its format and a range inside the text.

use gamerec_grammar::{parse, Format, TextSize};

pub fn check(format: Format, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let parsed = parse(format, &text);
    let root = parsed.syntax();
    assert_eq!(root.text().to_string(), text, "the tree lost or changed bytes");
    let end = TextSize::of(&*text);
    for error in parsed.errors() {
        assert!(error.range.end() <= end, "error range {:?} past the end", error.range);
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
}

/// The code prefixes a format's errors may carry: RBX values are RBN values, so RBX reports
/// `rbn/` codes inside its groups and `rbx/` codes for the groups themselves.
fn code_formats(format: Format) -> &'static [&'static str] {
    match format {
        Format::Rbn => &["rbn"],
        Format::Rbx => &["rbn", "rbx"],
        Format::Pbn => &["pbn"],
        Format::Sgf => &["sgf"],
    }
}
