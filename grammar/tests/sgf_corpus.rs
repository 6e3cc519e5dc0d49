//! SGF files parse losslessly; only the deliberately broken ones have syntax errors. The
//! example files and broken files written here in every tier; the corpus files in the corpus
//! tier.

mod support;

use std::collections::BTreeMap;

use support::File;

/// File name -> the error codes it gets, for the files that have syntax errors.
fn errors_by_file(files: &[File]) -> BTreeMap<String, Vec<&'static str>> {
    let mut found = BTreeMap::new();
    for file in files {
        let text = file.lossy();
        let parse = gamerec_grammar::sgf::parse(&text);
        assert_eq!(
            parse.syntax().text().to_string(),
            text,
            "{} is not lossless",
            file.path.display()
        );
        if !parse.errors().is_empty() {
            let mut codes: Vec<&str> = parse.errors().iter().map(|error| error.code).collect();
            codes.dedup();
            found.insert(file.name(), codes);
        }
    }
    found
}

fn summary(found: &BTreeMap<String, Vec<&'static str>>) -> Vec<String> {
    found
        .iter()
        .map(|(file, codes)| format!("{file}: {}", codes.join(" ")))
        .collect()
}

#[test]
fn corpus_has_files() {
    let Some(files) = support::corpus("sgf", &["sgf"]) else {
        return;
    };
    assert!(files.len() >= 50);
}

/// Why each listed file is broken: `encoding-unsupported.sgf` and `owl42.sgf` are truncated
/// (no final `)`); `encoding-utf16-withbom.sgf` is UTF-16, which reads as NUL bytes between the
/// characters until it is decoded; `not-an-sgf-file.sgf` is prose; `test.sgf` is SGFC's error
/// test; `verbose-property-names.sgf` puts nodes after variations (`...)\n;\nName[...]`).
#[test]
fn only_the_broken_files_have_syntax_errors() {
    let Some(files) = support::corpus("sgf", &["sgf"]) else {
        return;
    };
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
    .assert_debug_eq(&summary(&errors_by_file(&files)));
}

/// Of the example files only the review draft has syntax errors: stray characters between
/// two moves, and a last comment that is never closed.
#[test]
fn only_the_broken_example_has_syntax_errors() {
    let files = support::examples(&["sgf"]);
    assert_eq!(files.len(), 4);
    expect_test::expect![[r#"
        [
            "review-draft.sgf: sgf/unexpected-text sgf/unclosed-value sgf/unclosed-game-tree",
        ]
    "#]]
    .assert_debug_eq(&summary(&errors_by_file(&files)));
}

/// The ways files are broken in the wild, each in a file of its own, and a clean file with
/// variations and escapes beside them.
#[test]
fn broken_files_written_here_have_their_syntax_errors() {
    let utf16: String = "(;GM[1]FF[4];B[aa])"
        .chars()
        .flat_map(|c| [c, '\0'])
        .collect();
    let files: Vec<(&str, String)> = vec![
        (
            "clean",
            "(;GM[1]FF[4]C[a \\] and a \\\\](;B[aa];W[bb])(;B[cc]))".into(),
        ),
        ("truncated", "(;GM[1]FF[4];B[aa];W[bb]".into()),
        ("utf16", format!("\u{feff}{utf16}")),
        ("prose", "This is not a game record, only words.\n".into()),
        (
            "node after variations",
            "(;GM[1](;B[aa])(;W[bb])\n;\nC[late])".into(),
        ),
        (
            "sgfc mistakes",
            "(; stray_words GM[1]FF[4]()C(;B[aa])\n;W[bb]SZ;[x]((;W[cc]))\n;B[dd])(;C[open".into(),
        ),
    ];
    let found: Vec<String> = files
        .iter()
        .map(|(name, text)| {
            let parse = gamerec_grammar::sgf::parse(text);
            assert_eq!(parse.syntax().text().to_string(), *text, "{name}");
            let mut codes: Vec<&str> = parse.errors().iter().map(|error| error.code).collect();
            codes.dedup();
            format!("{name}: {}", codes.join(" "))
        })
        .collect();
    expect_test::expect![[r#"
        [
            "clean: ",
            "truncated: sgf/unclosed-game-tree",
            "utf16: sgf/no-game-tree",
            "prose: sgf/no-game-tree",
            "node after variations: sgf/node-after-variation",
            "sgfc mistakes: sgf/unexpected-text sgf/empty-game-tree sgf/missing-semicolon sgf/missing-value sgf/node-after-variation sgf/missing-value sgf/value-without-identifier sgf/variation-before-node sgf/node-after-variation sgf/unclosed-value sgf/unclosed-game-tree",
        ]
    "#]]
    .assert_debug_eq(&found);
}
