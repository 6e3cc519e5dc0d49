//! Property tests: the PBN parser keeps every byte and never panics, for arbitrary text and
//! for text built from the pieces PBN is made of.

use gamerec_grammar::{pbn, TextSize};
use proptest::prelude::*;

/// Pieces of PBN: punctuation, tag names, seats, suits, ranks, calls, annotations, line ends.
const PIECES: &[&str] = &[
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    ";",
    "%",
    "#",
    "##",
    "$",
    "=",
    "^",
    "!",
    "?",
    "*",
    "+",
    "-",
    ".",
    ":",
    "/",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "\n\n",
    "Event",
    "Deal",
    "Dealer",
    "Declarer",
    "Contract",
    "Result",
    "Vulnerable",
    "Score",
    "ScoreRubber",
    "OptimumScore",
    "Date",
    "Board",
    "Auction",
    "Play",
    "Note",
    "OptimumResultTable",
    "ScoreTable",
    "Table",
    "event",
    "N",
    "E",
    "S",
    "W",
    "NS",
    "EW",
    "None",
    "All",
    "H",
    "D",
    "C",
    "NT",
    "A",
    "K",
    "Q",
    "J",
    "T",
    "9",
    "2",
    "10",
    "Pass",
    "X",
    "XX",
    "AP",
    "1C",
    "7NT",
    "3n",
    "SA",
    "h2",
    "=1=",
    "$12",
    "^I",
    "^S",
    "^R",
    "^L",
    "!?",
    "\\2R",
    "é",
    "\u{0}",
    "% PBN 2.1",
    "%Creator: x",
];

fn pbn_like() -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(PIECES), 0..80)
        .prop_map(|pieces| pieces.concat())
}

fn check(text: &str) {
    let parse = pbn::parse(text);
    assert_eq!(parse.syntax().to_string(), text);
    let len = TextSize::of(text);
    for error in parse.errors() {
        assert!(error.range.end() <= len, "{error:?}");
        assert!(
            text.is_char_boundary(usize::from(error.range.start())),
            "{error:?}"
        );
        assert!(
            text.is_char_boundary(usize::from(error.range.end())),
            "{error:?}"
        );
        assert!(error.code.starts_with("pbn/"), "{error:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_is_lossless(text in any::<String>()) {
        check(&text);
    }

    #[test]
    fn pbn_like_text_is_lossless(text in pbn_like()) {
        check(&text);
    }

    #[test]
    fn tag_shaped_text_is_lossless(
        name in proptest::sample::select(PIECES),
        value in pbn_like(),
        tail in pbn_like(),
    ) {
        check(&format!("[{name} \"{value}\"]{tail}"));
    }
}

/// Inputs that would take quadratic time if a scan restarted at every opening character
/// (unclosed comments, unterminated strings, unclosed tags, escapes). They must parse in one
/// pass; a quadratic parser would not finish these in reasonable time.
#[test]
fn pathological_repetitions_stay_lossless() {
    for unit in [
        "{",
        "\"",
        "[",
        "[A",
        "\\",
        "{\n",
        "\"\\\"",
        "[Deal \"N:",
        "=",
        "^",
        "$",
        "%\n",
    ] {
        let text = unit.repeat(200_000 / unit.len());
        check(&text);
    }
}
