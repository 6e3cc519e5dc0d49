//! Fuzzes the LIN parser: any bytes must parse losslessly without a panic, with every error
//! inside the text and of a LIN code, and to the same tree and errors when cut into parts.
#![no_main]

use gamerec_grammar::{lin, SyntaxNode, TextSize};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (green, errors) = lin::parse_green(&text);
    assert_eq!(SyntaxNode::new_root(green.clone()).text().to_string(), text);
    let in_parts = lin::parse_green_in_parts(&text, 3);
    assert_eq!(
        in_parts,
        (green, errors.clone()),
        "parsed in parts, the result differs"
    );
    let end = TextSize::of(&*text);
    for error in errors {
        assert!(
            error.range.end() <= end,
            "error range {:?} past the end",
            error.range
        );
        assert!(text.is_char_boundary(error.range.start().into()));
        assert!(text.is_char_boundary(error.range.end().into()));
        assert!(lin::CODES.contains(&error.code), "{}", error.code);
    }
});
