//! Parsing an SGF document cut into parts gives the tree and errors of parsing it whole, even
//! where a guessed boundary lies inside a value, a variation or an unclosed game tree.

use proptest::prelude::*;

use super::parser::parse_in_parts;
use crate::{Format, SyntaxKind};

fn assert_same_in_parts(text: &str) {
    let whole = parse_in_parts(text, Format::Sgf, SyntaxKind::SGF_FILE, 1);
    for parts in 2..=6 {
        let cut = parse_in_parts(text, Format::Sgf, SyntaxKind::SGF_FILE, parts);
        assert_eq!(cut.green(), whole.green(), "SGF in {parts} parts: {text:?}");
        assert_eq!(
            cut.errors(),
            whole.errors(),
            "SGF in {parts} parts: {text:?}"
        );
    }
}

/// Lines that start like game trees in every place a boundary can be guessed wrongly: inside
/// values (escaped and not), in variations, after a tree left open, among junk.
const SGF_LINES: &[&str] = &[
    "",
    "  ",
    "(;FF[4]GM[1]SZ[19]",
    "(;FF[4]C[a comment",
    "(;GM[1]C[escaped \\] bracket",
    "(;B[aa]",
    "(;W[bb])",
    "(;AB[cc][dd]AW[ee]C[x])",
    "(;CA[UTF-8]AP[x:1];B[aa];W[bb])",
    "(;SZ[9]",
    "(;C[",
    "C[open value",
    "]",
    "\\]",
    ")",
    "))",
    "(",
    "(;",
    ";B[aa]",
    "B[aa]",
    "junk (c) 2001",
    "(see [1])",
    "é",
];

fn document() -> impl Strategy<Value = String> {
    let line_ends = prop::sample::select(vec!["\n", "\r\n", "\r"]);
    prop::collection::vec((prop::sample::select(SGF_LINES), line_ends), 0..40).prop_map(|lines| {
        let mut text = String::new();
        for (line, end) in &lines {
            text.push_str(line);
            text.push_str(end);
        }
        text
    })
}

proptest! {
    #[test]
    fn sgf_in_parts_is_sgf_whole(text in document()) {
        assert_same_in_parts(&text);
    }
}

#[test]
fn guesses_inside_values_and_variations_are_put_right() {
    // The second and third "trees" start inside a comment and a variation.
    let text = "(;FF[4]GM[1]\n(;B[aa]\n(;W[bb])\n(;W[cc]))\nC[x\n(;FF[4]GM[1]]\n(;FF[4]GM[1];B[aa])\n(;GM[1]\n";
    assert_same_in_parts(text);
}

/// Each file in parts is the file whole, and so are all of them run together.
fn assert_files_same_in_parts(files: &[(std::path::PathBuf, Vec<u8>)]) -> usize {
    let mut texts = Vec::new();
    for (_, bytes) in files {
        let text = String::from_utf8_lossy(bytes).into_owned();
        if text.len() < 200_000 {
            assert_same_in_parts(&text);
            texts.push(text);
        }
    }
    texts.sort();
    assert_same_in_parts(&texts.join("\n"));
    texts.len()
}

#[test]
fn example_files_and_generated_collections_in_parts_are_the_files_whole() {
    let examples = crate::test_files::examples("sgf", &["sgf"]);
    assert_eq!(assert_files_same_in_parts(&examples), examples.len());
    assert_same_in_parts(&crate::generate::sgf(32 * 1024));
}

#[test]
fn corpus_files_in_parts_are_the_files_whole() {
    let Some(files) = crate::test_files::corpus("sgf", &["sgf"]) else {
        return;
    };
    let seen = assert_files_same_in_parts(&files);
    assert!(seen > 10, "only {seen} small SGF files in the corpus");
}
