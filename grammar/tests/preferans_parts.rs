//! A Preferans document parsed in runs of rounds or of games on several threads gives the tree
//! and the errors of one run through it, whatever its shape: the cut is made only where it
//! cannot change either, and the rest is parsed on one thread.

mod support;

use gamerec_grammar::Format;
use proptest::prelude::*;

#[path = "../benches/support/generate.rs"]
mod generate;

fn assert_same_in_parts(text: &str) {
    support::assert_same_in_parts(Format::Preferans, text);
}

#[test]
fn generated_games_parse_the_same_in_parts() {
    assert_same_in_parts(&generate::preferans(64 * 1024));
}

#[test]
fn shapes_that_are_cut_and_shapes_that_are_not() {
    let round = "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]";
    let rounds = |count: usize, after: &str| support::repeated(round, count, after);
    let tags = "[Bula 60]\n[Refe 2]\n\n";
    for text in [
        format!("{tags}{}", rounds(8, "\n")),
        format!("{tags}{}\n\n  \n", rounds(8, "\r\n")),
        // The lexer's white space takes in vertical tabs and form feeds: the last run leaves
        // them to the end of the file as it leaves spaces.
        format!("{tags}{}  \x0b", rounds(8, "\n")),
        format!("{tags}{}\x0c\n \x0b\r\n", rounds(8, "\n")),
        format!("{tags}{}[9 231 1BDHM27WQK", rounds(8, "\n")),
        format!("{tags}{}[9 231 1BDHM27WQK\n", rounds(8, "\n")),
        format!("{tags}{}junk here  \n", rounds(8, "\n")),
        format!("{tags}{}  [ 3 123 x]\n{}", rounds(4, "\n"), rounds(4, "\n")),
        // A record starts after the rounds, a comment or a quoted value: one run.
        format!("{tags}{}[Bula 50]\n{}", rounds(4, "\n"), rounds(4, "\n")),
        format!("{tags}{}; note\n{}", rounds(4, "\n"), rounds(4, "\n")),
        format!("[Bula \"60\"]\n{}", rounds(8, "\n")),
        format!("[Bula 60] ; bula\n{{ two\nlines }}\n{}", rounds(8, "\n")),
        format!("[Bula 60]\n{{\n{}}}\n", rounds(8, "\n")),
        format!(
            "[Bula 60]\n{}{{ [9 x] }}\n{}",
            rounds(4, "\n"),
            rounds(4, "\n")
        ),
        rounds(8, "\n"),
        format!("{tags}{}", rounds(8, " ")),
        // Games one after another are cut between them.
        format!("{tags}{}\n", rounds(2, "\n")).repeat(4),
        format!("{tags}{}\r\n  \r\n", rounds(2, "\r\n")).repeat(4),
        format!("{tags}{}", rounds(2, "\r")).repeat(4),
        format!("{tags}{}  junk\n\n", rounds(2, "\n")).repeat(4),
        format!("{tags}{}\x0b\n", rounds(2, "\n")).repeat(4),
        "[Bula 60]\n[Loc \"[1 x\"]\n".repeat(4),
        format!("{tags}{}; note\n\n", rounds(2, "\n")).repeat(4),
        String::new(),
    ] {
        assert_same_in_parts(&text);
    }
}

/// Lines of small games, good and broken.
const LINES: &[&str] = &[
    "",
    "  ",
    "[Bula 60]",
    "[Refe 2]  ",
    "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]",
    "[2  312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6   P,P,P ]",
    "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 4721,1583,OLI3 F3:L24,M1:8,F6:L48]",
    "[3 123 4U6A P,P,P",
    "[4",
    "1. 1 1BDHM27WQK P,P,P",
    "...",
    "]",
    "é",
    "; a comment [5 x]",
    "{ open [6",
    "close }",
    "[Loc \"a [7 b\"]",
];

proptest! {
    #[test]
    fn random_games_parse_the_same_in_parts(text in support::documents_of(LINES)) {
        assert_same_in_parts(&text);
    }
}
