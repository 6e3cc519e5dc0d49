//! Properties of the RBN and RBX parsers over generated input: the tree keeps every byte, every
//! error range lies inside the text and every ERROR element comes with a syntax error.

use gamerec_grammar::{rbn, Parse, SyntaxKind};
use proptest::prelude::*;

fn check_invariants(text: &str, parse: &Parse) {
    assert_eq!(parse.syntax().text().to_string(), text);
    for error in parse.errors() {
        let start = usize::from(error.range.start());
        let end = usize::from(error.range.end());
        assert!(end <= text.len(), "{error:?} ends past the text");
        assert!(text.is_char_boundary(start) && text.is_char_boundary(end));
        assert!(error.code.starts_with("rbn/") || error.code.starts_with("rbx/"));
        assert!(error.message.starts_with("expected "), "{error:?}");
    }
    for element in parse.syntax().descendants_with_tokens() {
        if element.kind() == SyntaxKind::ERROR {
            let range = element.text_range();
            let errors = parse.errors();
            let first_at_or_after =
                errors.partition_point(|error| error.range.start() < range.start());
            let reported = errors
                .get(first_at_or_after)
                .is_some_and(|error| range.contains_inclusive(error.range.start()));
            assert!(reported, "{element:?} has no syntax error in {text:?}");
        }
    }
}

fn check_both(text: &str) {
    check_invariants(text, &rbn::parse(text));
    check_invariants(text, &rbn::parse_rbx(text));
}

/// Pieces of RBN and RBX, glued at random, so that the parsers' error paths are exercised.
fn rbn_like() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "D ", "T ", "L ", "E ", "F ", "S ", "K ", "N ", "B ", "H ", "A ", "C ", "P ", "R ", "M ",
        "I ", "0 ", "1 ", "9 ", "d", "h", "D{", "H{", "A{", "P{", "I{", "%{", "%", "% RBN", "{",
        "}", "|", ":", "::", ";", ".", "+", "-", "~", "=", "!", "?", "*", "^", "^1", "AKQJT",
        "98765432", "x", "N", "E", "S", "W", "Z", "B", "X", "1S", "7N", "P", "R", "Y", "CM", "?",
        "19930512", "C", "G", "1234", "-300", "66.67", "ABCD", "Dbl=0", "\n", "\n", "\r\n", "\r",
        " ", "\t", "é", "\u{feff}",
    ]);
    prop::collection::vec(pieces, 0..60).prop_map(|pieces| pieces.concat())
}

proptest! {
    #[test]
    fn arbitrary_text_is_kept(text in any::<String>()) {
        check_both(&text);
    }

    #[test]
    fn rbn_alphabet_text_is_kept(text in rbn_like()) {
        check_both(&text);
    }
}

#[test]
fn deep_and_long_input_does_not_overflow() {
    let text = "{".repeat(100_000) + &"I a\n".repeat(10_000) + &"A 1S".repeat(10_000);
    check_both(&text);
}
