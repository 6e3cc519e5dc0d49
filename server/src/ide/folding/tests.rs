//! Folding tests: each fold printed as its lines and the first line's text.

use super::*;
use crate::ide::analysis::folding_ranges;
use crate::ide::fixture::{corpus_files, own_files, TestFile};
use crate::ide::LineIndex;
use expect_test::{expect, Expect};
use gamerec_grammar::parse;
use gamerec_grammar::Format;

/// The folds that span lines, as `first..last kind: first line`.
fn render(format: Format, text: &str) -> String {
    let parsed = parse(format, text);
    let lines = LineIndex::new(text);
    let mut out = String::new();
    let folds = folding_ranges(&parsed);
    for fold in &folds {
        assert!(usize::from(fold.range.end()) <= text.len());
    }
    for fold in fold_lines(&folds, |offset| lines.line_col(offset).line) {
        let (start, end) = (fold.start_line, fold.end_line);
        let first = text.lines().nth(start as usize).unwrap_or("");
        out.push_str(&format!("{start}..{end} {:?}: {first}\n", fold.kind));
    }
    out
}

fn check(format: Format, text: &str, expected: Expect) {
    expected.assert_eq(&render(format, text));
}

#[test]
fn rbn() {
    check(
        Format::Rbn,
        "% RBN 3.2\n% made by hand\n\nB 1\n{A long\nstory}\nI x=1\nI y=2\nA WZ:A\n\nB 2\n",
        expect![[r#"
            0..1 Comment: % RBN 3.2
            3..8 Region: B 1
            4..5 Comment: {A long
            6..7 Region: I x=1
        "#]],
    );
}

#[test]
fn pbn() {
    check(
        Format::Pbn,
        "% PBN 2.1\n% EXPORT\n\n[Board \"1\"]\n; one\n; two\n[Auction \"N\"]\n1S Pass\nAP\n[Note \"1:x\"]\n[Play \"E\"]\nS2 S3\nS4 S5\n{a\ncomment}\n[ScoreTable \"A;B\"]\n1 2\n3 4\n\n[Board \"2\"]\n",
        expect![[r#"
            0..1 Comment: % PBN 2.1
            3..17 Region: [Board "1"]
            4..5 Comment: ; one
            6..9 Region: [Auction "N"]
            10..14 Region: [Play "E"]
            13..14 Comment: {a
            15..17 Region: [ScoreTable "A;B"]
        "#]],
    );
}

#[test]
fn sgf() {
    check(
        Format::Sgf,
        "(;GM[1]C[a comment\nover two lines]\n;B[aa];W[bb];B[cc];W[dd]\n;B[ee];W[ff];B[gg];W[hh]\n(;B[ii]\n;W[jj])\n(;B[kk]))\n(;B[aa]\n",
        expect![[r#"
            0..6 Region: (;GM[1]C[a comment
            2..3 Region: ;B[aa];W[bb];B[cc];W[dd]
            4..5 Region: (;B[ii]
        "#]],
    );
}

/// Folds on deep variations, flattened ones included, come from a walk without recursion.
#[test]
fn deep_variations() {
    let depth = 2000;
    let text = format!("(;GM[1]{}{})", "(;B[aa]\n".repeat(depth), ")".repeat(depth));
    let folds = folding_ranges(&parse(Format::Sgf, &text));
    assert_eq!(folds.len(), depth + 1);
}

/// The folds of every file lie inside the text and are sorted.
fn assert_folds_inside_the_text(files: &[TestFile]) {
    for file in files {
        let folds = folding_ranges(&parse(file.format, &file.text));
        for pair in folds.windows(2) {
            assert!(
                pair[0].range.start() <= pair[1].range.start(),
                "{}",
                file.name
            );
        }
        for fold in folds {
            assert!(
                usize::from(fold.range.end()) <= file.text.len(),
                "{}",
                file.name
            );
        }
    }
}

#[test]
fn example_folds_lie_inside_the_text() {
    let files = own_files();
    assert_folds_inside_the_text(&files);
    let folded = files
        .iter()
        .filter(|file| !folding_ranges(&parse(file.format, &file.text)).is_empty())
        .count();
    assert_eq!(folded, files.len(), "every example has something to fold");
}

#[test]
fn corpus_folds_lie_inside_the_text() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
        return;
    };
    assert_folds_inside_the_text(&files);
    assert!(files.len() > 60, "only {} corpus files", files.len());
}
