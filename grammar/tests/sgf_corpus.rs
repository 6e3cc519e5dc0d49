//! Every SGF file of the shared corpus parses losslessly; only the deliberately broken ones
//! have syntax errors.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn corpus_files() -> Vec<PathBuf> {
    let dir = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/corpus/sgf"
    ));
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.extension()
                .and_then(|extension| extension.to_str())
                .is_some_and(|extension| extension.eq_ignore_ascii_case("sgf"))
        })
        .collect();
    files.sort();
    files
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// File name -> the error codes it gets, for the files that have syntax errors.
fn errors_by_file() -> BTreeMap<String, Vec<&'static str>> {
    let mut found = BTreeMap::new();
    for path in corpus_files() {
        let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{path:?}: {error}"));
        let text = String::from_utf8_lossy(&bytes);
        let parse = gamerec_grammar::sgf::parse(&text);
        assert_eq!(
            parse.syntax().text().to_string(),
            text,
            "{path:?} is not lossless"
        );
        if !parse.errors().is_empty() {
            let mut codes: Vec<&str> = parse.errors().iter().map(|error| error.code).collect();
            codes.dedup();
            found.insert(file_name(&path), codes);
        }
    }
    found
}

#[test]
fn corpus_has_files() {
    assert!(corpus_files().len() >= 50);
}

/// Why each listed file is broken: `encoding-unsupported.sgf` and `owl42.sgf` are truncated
/// (no final `)`); `encoding-utf16-withbom.sgf` is UTF-16, which reads as NUL bytes between the
/// characters until it is decoded; `not-an-sgf-file.sgf` is prose; `test.sgf` is SGFC's error
/// test; `verbose-property-names.sgf` puts nodes after variations (`...)\n;\nName[...]`).
#[test]
fn only_the_broken_files_have_syntax_errors() {
    let found = errors_by_file();
    let summary: Vec<String> = found
        .iter()
        .map(|(file, codes)| format!("{file}: {}", codes.join(" ")))
        .collect();
    expect_test::expect![[r#"
        [
            "encoding-unsupported.sgf: sgf/unclosed-game-tree",
            "encoding-utf16-withbom.sgf: sgf/no-game-tree",
            "not-an-sgf-file.sgf: sgf/no-game-tree",
            "owl42.sgf: sgf/unclosed-game-tree",
            "test.sgf: sgf/unexpected-text sgf/empty-game-tree sgf/missing-value sgf/variation-before-node sgf/missing-semicolon sgf/value-without-identifier sgf/node-after-variation sgf/missing-semicolon sgf/unclosed-value sgf/unclosed-game-tree",
            "verbose-property-names.sgf: sgf/node-after-variation",
        ]
    "#]]
    .assert_debug_eq(&summary);
}
