//! What every fuzz target checks after parsing arbitrary input: the tree keeps every byte, and
//! every syntax error names a code of its format and a range inside the text.

use gamerec_grammar::{parse, Format, TextSize};

pub fn check(format: Format, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let parsed = parse(format, &text);
    let root = parsed.syntax();
    assert_eq!(root.text().to_string(), text, "the tree lost or changed bytes");
    let end = TextSize::of(&*text);
    let prefix = format!("{}/", code_prefix(format));
    for error in parsed.errors() {
        assert!(error.range.end() <= end, "error range {:?} past the end", error.range);
        assert!(text.is_char_boundary(error.range.start().into()));
        assert!(text.is_char_boundary(error.range.end().into()));
        assert!(error.code.starts_with(&prefix), "code {} not of {prefix}", error.code);
        assert!(!error.message.is_empty());
    }
}

fn code_prefix(format: Format) -> &'static str {
    match format {
        Format::Rbn | Format::Rbx => "rbn",
        other => other.name(),
    }
}
