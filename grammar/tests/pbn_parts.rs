//! A PBN document parsed in runs of games on several threads gives the tree and the errors of
//! one run through it, whatever its shape: a cut is a guess (a line after a semi-empty line),
//! kept only where the text before it stops exactly there, and the rest is parsed on one
//! thread.

mod support;

use gamerec_grammar::Format;
use proptest::prelude::*;

#[path = "../benches/support/generate.rs"]
mod generate;

fn assert_same_in_parts(text: &str) {
    support::assert_same_in_parts(Format::Pbn, text);
}

#[test]
fn generated_games_parse_the_same_in_parts() {
    assert_same_in_parts(&generate::pbn(64 * 1024));
}

#[test]
fn shapes_that_are_cut_and_shapes_that_are_not() {
    let game = "[Event \"Club\"]\n[Board \"1\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n\
                [Play \"E\"]\nSA S2 S3 S4\n";
    let games = |count: usize, after: &str| support::repeated(game, count, after);
    let head = "% PBN 2.1\n% EXPORT\n\n";
    for text in [
        format!("{head}{}", games(8, "\n")),
        format!("{head}{}", games(8, "  \r\n")),
        format!("{head}{}", games(8, "\t\n\n")),
        format!("{head}{}", games(8, "")),
        // Comments that hold blank lines and what looks like a game.
        format!("{head}{{\n\n{}}}\n", games(8, "\n")),
        format!("{head}{}{{ open\n\n{}", games(3, "\n"), games(5, "\n")),
        format!(
            "{head}{}% a remark between\n\n{}",
            games(4, "\n"),
            games(4, "\n")
        ),
        format!("{}\n\n  [Broken \"x\n\n[Site \"y\"]\n", games(4, "\n")),
        format!(
            "{}[Auction \"N\"]\n1C\n\nPass\n\n{}",
            games(3, "\n"),
            games(3, "\n")
        ),
        games(8, "\n"),
        String::new(),
    ] {
        assert_same_in_parts(&text);
    }
}

proptest! {
    #[test]
    fn random_games_parse_the_same_in_parts(text in support::documents_of(support::pbn_lines::LINES)) {
        assert_same_in_parts(&text);
    }
}
