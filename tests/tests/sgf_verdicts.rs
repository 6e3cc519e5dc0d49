//! `gamerec check` against SGFC's verdicts on the SGF corpus (recorded in its SOURCES.md), in
//! the corpus tier: a file SGFC passes as OK gets no error from gamerec, and a file where SGFC
//! finds errors gets at least one from gamerec. The default tier checks small games written
//! here, modelled on corpus files with a recorded verdict.

use gamerec_tests::{corpus_dir, run, run_in};
use std::path::Path;

/// Each corpus SGF file named in SOURCES.md, with SGFC's exit code for it.
fn verdicts(sgf: &Path) -> Vec<(String, u32)> {
    let sources =
        std::fs::read_to_string(sgf.join("SOURCES.md")).expect("the SGF corpus lists its sources");
    sources
        .lines()
        .filter_map(|line| {
            let name = line.strip_prefix("| `")?.split('`').next()?;
            let verdict = line
                .trim_end()
                .strip_suffix('|')?
                .rsplit('|')
                .next()?
                .trim();
            let code = verdict.split(':').next()?.trim().parse().ok()?;
            Some((name.to_owned(), code))
        })
        .collect()
}

fn error_count(path: &Path) -> usize {
    let report = run(&["check".as_ref(), "--format=json".as_ref(), path.as_os_str()]).json();
    report["files"][0]["diagnostics"]
        .as_array()
        .expect("a diagnostics list")
        .iter()
        .filter(|diagnostic| diagnostic["severity"] == "error")
        .count()
}

/// The first game of the corpus's `2-passes.sgf`, where SGFC reports the FF[4] passes `B[]`
/// and `W[]` in a tree without FF (so FF[1]) as errors; with `FF[4]` declared, or the passes
/// written `tt` as FF[1] writes them, the game is clean.
#[test]
fn passes_are_errors_only_where_sgfc_reports_them() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let games = [
        ("ff1.sgf", "(;SZ[9]KM[6.5]\nDT[2015-05-25];B[];W[])\n", 2),
        (
            "ff4.sgf",
            "(;FF[4]SZ[9]KM[6.5]\nDT[2015-05-25];B[];W[])\n",
            0,
        ),
        ("tt.sgf", "(;SZ[9]KM[6.5]\nDT[2015-05-25];B[tt];W[tt])\n", 0),
    ];
    for (name, game, errors) in games {
        let path = dir.path().join(name);
        std::fs::write(&path, game).expect("write the game");
        assert_eq!(error_count(&path), errors, "{name}: {game}");
    }
    let human = run_in(dir.path(), &["check".as_ref(), "ff1.sgf".as_ref()], b"");
    let places: Vec<&str> = human
        .stdout
        .lines()
        .filter_map(|line| line.split_once(": error[sgf/pass-in-old-format]"))
        .map(|(place, _)| place)
        .collect();
    assert_eq!(places, ["ff1.sgf:2:17", "ff1.sgf:2:21"], "{human:?}");
}

#[test]
fn files_sgfc_passes_get_no_error() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let sgf = corpus.join("sgf");
    let verdicts = verdicts(&sgf);
    let passed: Vec<&String> = (verdicts.iter())
        .filter(|(_, code)| *code == 0)
        .map(|(name, _)| name)
        .collect();
    assert!(passed.len() >= 20, "SOURCES.md read: {verdicts:?}");
    for name in passed {
        assert_eq!(error_count(&sgf.join(name)), 0, "{name}");
    }
}

#[test]
fn files_with_sgfc_errors_get_errors() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let sgf = corpus.join("sgf");
    let verdicts = verdicts(&sgf);
    // SGFC's exit code 10 means errors; these are the files whose errors gamerec reports too.
    // `2-passes.sgf` and `non-alternating-play.sgf` hold FF[4] passes in FF[1] games.
    for name in [
        "2-passes.sgf",
        "non-alternating-play.sgf",
        "under-the-stones.sgf",
        "test.sgf",
    ] {
        assert!(
            verdicts
                .iter()
                .any(|(listed, code)| listed == name && *code == 10),
            "{name} is listed with SGFC errors"
        );
        assert!(error_count(&sgf.join(name)) > 0, "{name}");
    }
}

/// SGFC's messages on its own test file, as (line, column, message number); the places are
/// recorded in `sgfc-output/test.sgf.txt` beside the corpus file.
fn sgfc_places(sgf: &Path, name: &str) -> Vec<(u64, u64, u32)> {
    let path = sgf.join("sgfc-output").join(format!("{name}.txt"));
    let output = std::fs::read_to_string(path).expect("SGFC's output is kept with the corpus");
    output
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("Line:")?;
            let (line_number, rest) = rest.split_once(" Col:")?;
            let (column, rest) = rest.split_once(" - ")?;
            let number = rest
                .split(|c: char| !c.is_ascii_digit())
                .find(|part| !part.is_empty())?;
            Some((
                line_number.parse().ok()?,
                column.parse().ok()?,
                number.parse().ok()?,
            ))
        })
        .collect()
}

/// Where gamerec deliberately differs from SGFC on `test.sgf`; `docs/diagnostics.md` says why
/// under "Differences from SGFC".
const DELIBERATE: &[(u64, u32)] = &[
    // Empty text values (`C[   ]`, `N[]`): harmless, not reported.
    (17, 17),
    // A game tree without `;`: reported at its first property, not at the `(`.
    (36, 36),
    // VW in an FF[3] tree with FF[4]'s meaning: not carried over.
    (52, 52),
    // After the file's unbalanced parentheses, these trees are read as variations.
    (65, 65),
];

#[test]
fn every_place_sgfc_reports_in_its_test_file_is_reported() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let sgf = corpus.join("sgf");
    let path = sgf.join("test.sgf");
    let report = run(&["check".as_ref(), "--format=json".as_ref(), path.as_os_str()]).json();
    let ours: Vec<(u64, u64, u64, u64)> = report["files"][0]["diagnostics"]
        .as_array()
        .expect("a diagnostics list")
        .iter()
        .map(|d| {
            let at = |end: &str, field: &str| d["range"][end][field].as_u64().unwrap_or(0);
            (
                at("start", "line"),
                at("start", "column"),
                at("end", "line"),
                at("end", "column"),
            )
        })
        .collect();
    let places = sgfc_places(&sgf, "test.sgf");
    assert!(places.len() > 60, "SGFC's messages read: {places:?}");
    let mut missed = Vec::new();
    for (line, column, number) in places {
        if DELIBERATE.contains(&(line, number)) {
            continue;
        }
        // At the place or overlapping it (a column before the range counts: SGFC points at
        // the identifier where gamerec points at the value).
        let covers = |&(start_line, start_column, end_line, end_column): &(u64, u64, u64, u64)| {
            (start_line, start_column.saturating_sub(1)) <= (line, column)
                && (line, column) <= (end_line, end_column)
        };
        if !ours.iter().any(covers) {
            missed.push((line, column, number));
        }
    }
    assert!(
        missed.is_empty(),
        "SGFC reports (line, column, message) that gamerec does not: {missed:?}"
    );
}
