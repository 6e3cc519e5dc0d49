//! PBN files: the tree keeps every byte, and files parse with exactly the syntax errors of
//! their mistakes. Inline fixtures and the example files in every tier; every PBN file of the
//! shared corpus in the corpus tier.

mod support;

use std::collections::BTreeSet;

use gamerec_grammar::{pbn, Parse, SyntaxKind};

/// The corpus files, decoded as UTF-8 where they are, else as Latin-1.
fn corpus() -> Option<Vec<(String, String)>> {
    let files = support::corpus("pbn", &["pbn"])?;
    Some(
        files
            .iter()
            .map(|file| (file.name(), file.utf8_or_latin1()))
            .collect(),
    )
}

fn corpus_text(name: &str) -> Option<String> {
    Some(support::corpus_file("pbn", name)?.utf8_or_latin1())
}

/// The error codes of a parse, sorted and without repeats.
fn codes(parse: &Parse) -> Vec<&'static str> {
    let codes: BTreeSet<&str> = parse.errors().iter().map(|error| error.code).collect();
    codes.into_iter().collect()
}

fn game_count(text: &str) -> usize {
    pbn::parse(text)
        .syntax()
        .children()
        .filter(|node| node.kind() == SyntaxKind::PBN_GAME)
        .count()
}

/// The lines (from 0) on which errors start.
fn lines_with_errors(text: &str, parse: &Parse) -> BTreeSet<usize> {
    parse
        .errors()
        .iter()
        .map(|error| {
            text[..usize::from(error.range.start())]
                .matches('\n')
                .count()
        })
        .collect()
}

#[test]
fn corpus_is_not_empty() {
    let Some(files) = corpus() else {
        return;
    };
    assert!(files.len() >= 30);
}

#[test]
fn every_corpus_file_is_lossless() {
    let Some(files) = corpus() else {
        return;
    };
    for (name, text) in files {
        let parse = pbn::parse(&text);
        assert_eq!(parse.syntax().to_string(), text, "{name}");
    }
}

/// The example files keep every byte; the clean one has no syntax error and the one with
/// typos has exactly the errors of its typos.
#[test]
fn example_files_have_only_their_typos() {
    let mut seen = Vec::new();
    for file in support::examples(&["pbn"]) {
        let text = file.utf8_or_latin1();
        let parse = pbn::parse(&text);
        assert_eq!(parse.syntax().to_string(), text, "{}", file.name());
        seen.push((file.name(), codes(&parse)));
    }
    assert_eq!(
        seen,
        [
            ("club-teams.pbn".to_owned(), vec![]),
            (
                "scoresheet-typos.pbn".to_owned(),
                vec!["pbn/missing-close-bracket", "pbn/unterminated-string"]
            ),
        ]
    );
}

/// Files with real mistakes in them, and the codes of the errors they cause. Every other file
/// must parse without a syntax error.
const KNOWN_MISTAKES: &[(&str, &[&str])] = &[
    // `[Date "2016-08-10 17:04"]` in every game.
    (
        "acbl_1607_pairs_acbl_sat_1pm_speedball.pbn",
        &["pbn/bad-date"],
    ),
    // A `}` after a brace comment that tried to nest another, and `--` for unknown cards.
    (
        "bridgebots_sample.pbn",
        &["pbn/bad-card", "pbn/unexpected-text"],
    ),
    // `R` for redoubled, as in `[Contract "3NR"]`.
    ("example3.pbn", &["pbn/bad-contract"]),
    // `[Date "14:12"]`: a time in the date.
    ("history_expected.pbn", &["pbn/bad-date"]),
    // Unquoted values (`[Event Random Deal #]`) and dates like `2-Aug-2023`.
    ("training.pbn", &["pbn/bad-date", "pbn/unquoted-tag-value"]),
    // `OptimumScore` without a side, or without a number.
    ("errors_21.pbn", &["pbn/bad-score"]),
];

#[test]
fn corpus_files_have_only_their_known_mistakes() {
    let Some(files) = corpus() else {
        return;
    };
    for (name, text) in files {
        if name == "errors_10.pbn" {
            continue;
        }
        let parse = pbn::parse(&text);
        let expected = KNOWN_MISTAKES
            .iter()
            .find(|(file, _)| *file == name)
            .map_or(&[][..], |(_, codes)| *codes);
        assert_eq!(
            codes(&parse),
            expected,
            "{name}: {:#?}",
            parse.errors().first()
        );
    }
}

/// The mistakes that programs writing PBN are known to make, one game each, with the error
/// each one gives; the clean game between them gives none.
#[test]
fn mistakes_of_real_writers_give_their_errors() {
    let games: &[(&str, &[&str])] = &[
        (
            "[Event \"Club\"]\n[Date \"2016-08-10 17:04\"]\n",
            &["pbn/bad-date"],
        ),
        ("[Event \"Club\"]\n[Date \"14:12\"]\n", &["pbn/bad-date"]),
        (
            "[Event \"Club\"]\n[Date \"2-Aug-2023\"]\n",
            &["pbn/bad-date"],
        ),
        (
            "[Contract \"3NR\"]\n[Declarer \"S\"]\n",
            &["pbn/bad-contract"],
        ),
        (
            "[Event Random Deal #]\n[Board \"1\"]\n",
            &["pbn/unquoted-tag-value"],
        ),
        ("[OptimumScore \"EW\"]\n", &["pbn/bad-score"]),
        ("[OptimumScore \"100\"]\n", &["pbn/bad-score"]),
        (
            "[Play \"W\"]\n-- HQ H7 --\nSA S2 S3 S4\n",
            &["pbn/bad-card"],
        ),
        (
            "[Event \"Club\"]\n{ first { nested }\n}\n[Board \"2\"]\n",
            &["pbn/unexpected-text"],
        ),
        (
            "[Event \"Club\"]\n[Date \"2024.04.11\"]\n[Contract \"3NTXX\"]\n[Declarer \"S\"]\n",
            &[],
        ),
    ];
    for (game, expected) in games {
        let parse = pbn::parse(&format!("% PBN 2.1\n{game}"));
        assert_eq!(codes(&parse), *expected, "{game:?}");
    }
}

/// `errors_10.pbn` is broken on purpose in many small ways: each mistake is reported where it
/// is, and one mistake does not swallow the games after it.
#[test]
fn broken_file_reports_errors_in_many_games() {
    let Some(text) = corpus_text("errors_10.pbn") else {
        return;
    };
    let parse = pbn::parse(&text);
    let lines = lines_with_errors(&text, &parse);
    assert!(lines.len() >= 40, "{lines:?}");
    let games = game_count(&text);
    assert!(games >= 40, "{games} games");
}

/// Broken values, broken tags, stray text and an unclosed string, each in a game of its own
/// between clean games: every mistake is reported on its own line and no game is lost.
#[test]
fn a_file_broken_in_many_games_reports_each_mistake_where_it_is() {
    let mistakes = [
        "[Date \"tomorrow\"]",
        "[Contract \"8NT\"]",
        "[Deal \"N:AKQ.JT9.876.5432 - - -\"] junk",
        "[Board 7]",
        "[Vulnerable \"Some\"]",
        "[Event \"Club",
        "[Dealer \"Q\"]",
        "[Result \"fourteen\"]",
        "[Scoring \"IMP\"",
        "[Score \"NS\"]",
    ];
    let mut text = String::from("% PBN 2.1\n");
    let mut expected_lines = BTreeSet::new();
    for (index, mistake) in mistakes.iter().enumerate() {
        text.push_str(&format!(
            "\n[Event \"Club\"]\n[Board \"{}\"]\n[Dealer \"N\"]\n",
            2 * index + 1
        ));
        expected_lines.insert(text.matches('\n').count());
        text.push_str(mistake);
        text.push_str("\n[Site \"Home\"]\n\n[Event \"Club\"]\n[Site \"Home\"]\n");
        text.push_str(&format!("[Board \"{}\"]\n", 2 * index + 2));
    }
    let parse = pbn::parse(&text);
    assert_eq!(parse.syntax().to_string(), text);
    assert_eq!(lines_with_errors(&text, &parse), expected_lines, "{text}");
    assert_eq!(game_count(&text), 2 * mistakes.len());
}

fn corpus_game_count(file: &str) -> Option<usize> {
    Some(game_count(&corpus_text(file)?))
}

/// Blank lines inside a brace comment do not end a game; blank lines between records do.
#[test]
fn games_are_split_at_semi_empty_lines_outside_comments() {
    let Some(empty) = corpus_game_count("empty.pbn") else {
        return;
    };
    assert_eq!(empty, 0);
    assert_eq!(
        corpus_game_count("test_record_with_empty_line_in_comment.pbn"),
        Some(1)
    );
    // `{ {}` closes at the first `}`; the next comment holds a blank line; after
    // `[CommentIsClosed ""]` a real blank line starts a second game.
    assert_eq!(
        corpus_game_count("test_record_with_lots_of_curlies.pbn"),
        Some(2)
    );
    assert_eq!(
        corpus_game_count("test_record_with_escape_in_comment.pbn"),
        Some(1)
    );
    assert_eq!(corpus_game_count("three_test_records_crlf.pbn"), Some(3));
}

/// The same splits on small files written here.
#[test]
fn games_are_split_at_semi_empty_lines_outside_comments_in_small_files() {
    let header = "% PBN 2.1\n% EXPORT\n%Creator: by hand\n";
    assert_eq!(game_count(header), 0);
    assert_eq!(
        game_count(&format!(
            "{header}[Event \"\"]\n[Board \"1\"]\n   {{\n\nA comment with a blank line.\n\n    }}\n[Dealer \"N\"]\n"
        )),
        1
    );
    assert_eq!(
        game_count(&format!(
            "{header}[Event \"\"]\n{{ {{}} {{ comment is open\n\n{{ {{{{ }}[CommentIsClosed \"\"]\n\n[Board \"2\"]\n"
        )),
        2
    );
    assert_eq!(
        game_count(&format!("{header}[Event \"\"]\n{{\n%\n}}\n[Board \"1\"]\n")),
        1
    );
    let crlf =
        format!("{header}[Board \"1\"]\n\n[Board \"2\"]\n \n[Board \"3\"]\n").replace('\n', "\r\n");
    assert_eq!(game_count(&crlf), 3);
}

/// Corpus tier: every corpus file parses to the same tree and errors cut into parts as whole.
#[test]
fn corpus_files_parse_the_same_in_parts() {
    let Some(files) = corpus() else {
        return;
    };
    for (name, text) in files {
        let whole = gamerec_grammar::parse_in_parts(gamerec_grammar::Format::Pbn, &text, 1);
        for parts in 2..=4 {
            let cut = gamerec_grammar::parse_in_parts(gamerec_grammar::Format::Pbn, &text, parts);
            assert_eq!(
                cut.debug_dump(),
                whole.debug_dump(),
                "{name} in {parts} parts"
            );
        }
    }
}
