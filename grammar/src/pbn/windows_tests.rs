//! A PBN part read in runs of games, each run's tokens listed on its own, gives the tree and
//! the errors of one run through the part's tokens, whatever the length of the runs.

use super::parser::parse_in_windows;
use crate::{Format, SyntaxKind};
use proptest::prelude::*;

fn assert_same_in_windows(text: &str) {
    let parse = |parts, window| {
        parse_in_windows(text, Format::Pbn, SyntaxKind::PBN_FILE, parts, window).debug_dump()
    };
    let whole = parse(1, usize::MAX);
    for parts in [1, 2, 3] {
        for window in [1, 10, 100, 1000] {
            assert_eq!(
                parse(parts, window),
                whole,
                "{parts} parts, runs of {window} bytes, of {text:?}"
            );
        }
    }
}

#[test]
fn generated_games_parse_the_same_in_runs() {
    assert_same_in_windows(&crate::generate::pbn(24 * 1024));
}

#[test]
fn games_with_blank_lines_inside_and_between_parse_the_same_in_runs() {
    let game = "[Event \"Club\"]\n[Board \"1\"]\n[Auction \"N\"]\n1NT Pass 3NT AP\n\
                [Play \"E\"]\nSA S2 S3 S4\n";
    let games = |count: usize, after: &str| {
        game.repeat(count)
            .replace("SA S2 S3 S4\n", &format!("SA S2 S3 S4\n{after}"))
    };
    let head = "% PBN 2.1\n% EXPORT\n\n";
    for text in [
        format!("{head}{}", games(6, "\n")),
        format!("{head}{}", games(6, "  \r\n")),
        format!("{head}{}", games(6, "")),
        format!("{head}{{\n\n{}}}\n", games(6, "\n")),
        format!("{head}{}{{ open\n\n{}", games(3, "\n"), games(3, "\n")),
        format!("{}% a remark between\n\n{}", games(3, "\n"), games(3, "\n")),
        format!("{}\n\n  [Broken \"x\n\n[Site \"y\"]\n", games(3, "\n")),
        format!(
            "{}[Auction \"N\"]\n1C\n\nPass\n\n{}",
            games(3, "\n"),
            games(3, "\n")
        ),
        String::new(),
    ] {
        assert_same_in_windows(&text);
    }
}

/// The lines the integration tests make random PBN documents of.
#[path = "../../tests/support/pbn_lines.rs"]
mod pbn_lines;
use pbn_lines::LINES;

proptest! {
    #[test]
    fn random_games_parse_the_same_in_runs(
        lines in prop::collection::vec(
            (prop::sample::select(LINES), prop::sample::select(vec!["\n", "\r\n", "\r", ""])),
            0..40,
        )
    ) {
        let text: String = lines.iter().map(|(line, end)| format!("{line}{end}")).collect();
        assert_same_in_windows(&text);
    }
}
