//! A Pinochle document parsed in runs of hands on several threads gives the tree and the
//! errors of one run through it, whatever its shape: a cut is a guess, kept only where the
//! text before it stops exactly there, and the rest is parsed on one thread.

mod support;

use gamerec_grammar::Format;
use proptest::prelude::*;

#[path = "../benches/support/generate.rs"]
mod generate;

fn assert_same_in_parts(text: &str) {
    support::assert_same_in_parts(Format::Pinochle, text);
}

#[test]
fn generated_hands_parse_the_same_in_parts() {
    assert_same_in_parts(&generate::pinochle(64 * 1024));
}

#[test]
fn shapes_that_are_cut_and_shapes_that_are_not() {
    let hand = "[Hand \"1\"]\n[Dealer \"N\"]\n[Play \"E\"]\nCA CJ CK CJ (S2)\n";
    let hands = |count: usize, after: &str| support::repeated(hand, count, after);
    let head = "% PPN 1.0\n% EXPORT\n%\n\n";
    for text in [
        format!("{head}{}", hands(8, "\n")),
        format!("{head}{}", hands(8, "  \r\n")),
        format!("{head}{}", hands(8, "")),
        // Comments that hold blank lines and what looks like a hand.
        format!("{head}{{\n\n{}}}\n", hands(8, "\n")),
        format!("{head}{}{{ open\n\n{}", hands(3, "\n"), hands(5, "\n")),
        format!(
            "{head}{}% a header between\n\n{}",
            hands(4, "\n"),
            hands(4, "\n")
        ),
        format!(
            "{}{}",
            hands(4, "\n"),
            "\n\n  [Broken \"x\n\n[Site \"y\"]\n"
        ),
        hands(8, "\n"),
        String::new(),
    ] {
        assert_same_in_parts(&text);
    }
}

/// Lines of small hands, good and broken.
const LINES: &[&str] = &[
    "",
    "  ",
    "% PPN 1.0",
    "%",
    "[Site \"Valley City\"]",
    "[Dealer \"N\"]",
    "[Deal \"N:A... K... .A.. ..A.\"]",
    "@P.19.3-R=[Chat \"N:gg\"]",
    "[Play \"N\"]",
    "CA CK DA SA (W4)",
    "[Auction \"E\"]",
    "51 Pass - 60",
    "{ a comment [Site \"x\"]",
    "{ open",
    "close }",
    "[Note \"a ] b\"]",
    "[Bula",
    "é",
];

proptest! {
    #[test]
    fn random_hands_parse_the_same_in_parts(text in support::documents_of(LINES)) {
        assert_same_in_parts(&text);
    }
}
