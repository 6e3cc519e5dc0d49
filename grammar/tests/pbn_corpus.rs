//! Every PBN file of the shared corpus: the tree keeps every byte, and the files without
//! mistakes parse without syntax errors.

use std::path::{Path, PathBuf};

use gamerec_grammar::pbn;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/pbn")
}

/// The corpus files, decoded as UTF-8 where they are, else as Latin-1.
fn corpus() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(corpus_dir())
        .expect("the shared corpus is beside the checkout")
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|path| {
            path.extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case("pbn"))
        })
        .map(|path| {
            let bytes = std::fs::read(&path).expect("readable corpus file");
            let text = match String::from_utf8(bytes) {
                Ok(text) => text,
                Err(error) => error.into_bytes().iter().map(|&b| char::from(b)).collect(),
            };
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, text)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn corpus_is_not_empty() {
    assert!(corpus().len() >= 30);
}

#[test]
fn every_corpus_file_is_lossless() {
    for (name, text) in corpus() {
        let parse = pbn::parse(&text);
        assert_eq!(parse.syntax().to_string(), text, "{name}");
    }
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
    for (name, text) in corpus() {
        if name == "errors_10.pbn" {
            continue;
        }
        let parse = pbn::parse(&text);
        let mut codes: Vec<&str> = parse.errors().iter().map(|error| error.code).collect();
        codes.sort_unstable();
        codes.dedup();
        let expected = KNOWN_MISTAKES
            .iter()
            .find(|(file, _)| *file == name)
            .map_or(&[][..], |(_, codes)| *codes);
        assert_eq!(codes, expected, "{name}: {:#?}", parse.errors().first());
    }
}

/// `errors_10.pbn` is broken on purpose in many small ways: each mistake is reported where it
/// is, and one mistake does not swallow the games after it.
#[test]
fn broken_file_reports_errors_in_many_games() {
    let (_, text) = corpus()
        .into_iter()
        .find(|(name, _)| name == "errors_10.pbn")
        .expect("errors_10.pbn is in the corpus");
    let parse = pbn::parse(&text);
    let lines_with_errors: std::collections::BTreeSet<usize> = parse
        .errors()
        .iter()
        .map(|error| {
            text[..usize::from(error.range.start())]
                .matches('\n')
                .count()
        })
        .collect();
    assert!(lines_with_errors.len() >= 40, "{lines_with_errors:?}");
    let games = parse
        .syntax()
        .children()
        .filter(|node| node.kind() == gamerec_grammar::SyntaxKind::PBN_GAME)
        .count();
    assert!(games >= 40, "{games} games");
}

fn game_count(file: &str) -> usize {
    let (_, text) = corpus()
        .into_iter()
        .find(|(name, _)| name == file)
        .expect("the file is in the corpus");
    let parse = pbn::parse(&text);
    parse
        .syntax()
        .children()
        .filter(|node| node.kind() == gamerec_grammar::SyntaxKind::PBN_GAME)
        .count()
}

/// Blank lines inside a brace comment do not end a game; blank lines between records do.
#[test]
fn games_are_split_at_semi_empty_lines_outside_comments() {
    assert_eq!(game_count("empty.pbn"), 0);
    assert_eq!(game_count("test_record_with_empty_line_in_comment.pbn"), 1);
    // `{ {}` closes at the first `}`; the next comment holds a blank line; after
    // `[CommentIsClosed ""]` a real blank line starts a second game.
    assert_eq!(game_count("test_record_with_lots_of_curlies.pbn"), 2);
    assert_eq!(game_count("test_record_with_escape_in_comment.pbn"), 1);
    assert_eq!(game_count("three_test_records_crlf.pbn"), 3);
}
