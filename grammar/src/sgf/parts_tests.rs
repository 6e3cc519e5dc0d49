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

#[test]
fn corpus_files_in_parts_are_the_files_whole() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/sgf");
    let entries = std::fs::read_dir(&corpus).expect("the shared corpus is beside the checkout");
    let mut texts = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if !path
            .extension()
            .is_some_and(|ext| ext.eq_ignore_ascii_case("sgf"))
        {
            continue;
        }
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if text.len() < 200_000 {
            assert_same_in_parts(&text);
            texts.push(text);
        }
    }
    assert!(texts.len() > 10, "few SGF files in {}", corpus.display());
    texts.sort();
    assert_same_in_parts(&texts.join("\n"));
}
