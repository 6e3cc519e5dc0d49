//! Folding ranges over LSP: line ranges with their kinds, for each format.

use gamerec_tests::lsp::{document, Launch, LspClient};
use serde_json::Value;

/// The folds as `start..end kind`.
fn folds(client: &mut LspClient, uri: &str) -> Vec<String> {
    client
        .result("textDocument/foldingRange", document(uri))
        .as_array()
        .into_iter()
        .flatten()
        .map(|fold: &Value| {
            format!(
                "{}..{} {}",
                fold["startLine"],
                fold["endLine"],
                fold["kind"].as_str().unwrap_or("?")
            )
        })
        .collect()
}

#[test]
fn folding_is_announced_and_answers_each_format() {
    let (mut client, result) = Launch::new().initialize();
    assert_eq!(
        result["capabilities"]["foldingRangeProvider"], true,
        "{result}"
    );
    client.open(
        "file:///a.rbn",
        "rbn",
        "B 1\n{A long\nstory}\nA WZ:A\n\nB 2\n",
    );
    assert_eq!(
        folds(&mut client, "file:///a.rbn"),
        ["0..3 region", "1..2 comment"]
    );
    client.open(
        "file:///a.pbn",
        "pbn",
        "[Board \"1\"]\n[Play \"E\"]\nS2 S3\nS4 S5\n\n[Board \"2\"]\n",
    );
    assert_eq!(
        folds(&mut client, "file:///a.pbn"),
        ["0..3 region", "1..3 region"]
    );
    client.open(
        "file:///a.sgf",
        "sgf",
        "(;GM[1]\n(;B[aa]\n;W[bb])\n(;B[cc]))\n",
    );
    assert_eq!(
        folds(&mut client, "file:///a.sgf"),
        ["0..3 region", "1..2 region"]
    );
}
