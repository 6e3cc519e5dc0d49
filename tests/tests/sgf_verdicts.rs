//! `gamerec check` against SGFC's verdicts on the SGF corpus (recorded in its SOURCES.md): a
//! file SGFC passes as OK gets no error from gamerec, and a file where SGFC finds errors gets at
//! least one from gamerec.

use gamerec_tests::{corpus_dir, run};

/// Each corpus SGF file named in SOURCES.md, with SGFC's exit code for it.
fn verdicts() -> Vec<(String, u32)> {
    let sources = std::fs::read_to_string(corpus_dir().join("sgf/SOURCES.md"))
        .expect("the SGF corpus lists its sources");
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

fn error_count(name: &str) -> usize {
    let path = corpus_dir().join("sgf").join(name);
    let report = run(&["check".as_ref(), "--format=json".as_ref(), path.as_os_str()]).json();
    report["files"][0]["diagnostics"]
        .as_array()
        .expect("a diagnostics list")
        .iter()
        .filter(|diagnostic| diagnostic["severity"] == "error")
        .count()
}

#[test]
fn files_sgfc_passes_get_no_error() {
    let verdicts = verdicts();
    let passed: Vec<&String> = (verdicts.iter())
        .filter(|(_, code)| *code == 0)
        .map(|(name, _)| name)
        .collect();
    assert!(passed.len() >= 20, "SOURCES.md read: {verdicts:?}");
    for name in passed {
        assert_eq!(error_count(name), 0, "{name}");
    }
}

#[test]
fn files_with_sgfc_errors_get_errors() {
    // SGFC's exit code 10 means errors; these are the files whose errors gamerec reports too.
    // `2-passes.sgf` and `non-alternating-play.sgf` hold FF[4] passes in FF[1] games.
    for name in [
        "2-passes.sgf",
        "non-alternating-play.sgf",
        "under-the-stones.sgf",
        "test.sgf",
    ] {
        assert!(
            verdicts()
                .iter()
                .any(|(listed, code)| listed == name && *code == 10),
            "{name} is listed with SGFC errors"
        );
        assert!(error_count(name) > 0, "{name}");
    }
}
