//! Inlay hints over LSP: announced, limited to the requested range, placed in UTF-16 columns
//! after multi-byte text.

use gamerec_tests::lsp::{range, Launch, LspClient};
use serde_json::{json, Value};

/// The hints of lines `first..=last` as (line, column, label).
fn hints(client: &mut LspClient, uri: &str, first: usize, last: usize) -> Vec<(u64, u64, String)> {
    let lines = range((first, 0), (last, 999));
    let found = client.result(
        "textDocument/inlayHint",
        json!({ "textDocument": { "uri": uri }, "range": lines }),
    );
    found
        .as_array()
        .into_iter()
        .flatten()
        .map(|hint: &Value| {
            (
                hint["position"]["line"].as_u64().unwrap_or(u64::MAX),
                hint["position"]["character"].as_u64().unwrap_or(u64::MAX),
                hint["label"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect()
}

#[test]
fn hints_are_announced() {
    let (_, initialized) = Launch::new().initialize();
    assert_eq!(
        initialized["capabilities"]["inlayHintProvider"], true,
        "{initialized}"
    );
}

#[test]
fn points_board_facts_and_tricks_in_the_range_only() {
    let uri = "file:///club.pbn";
    let text = "[Event \"Café\"] [Board \"4\"]\n[Deal \"N:AK.Q.J.T - - -\"]\n[Play \"W\"]\n\
                S2 SA S3 S4\nH2 - - -\n";
    let (mut client, _) = Launch::new().initialize();
    client.open(uri, "pbn", text);
    assert_eq!(
        hints(&mut client, uri, 0, 1),
        vec![
            (0, 26, "dealer W, all vul".to_owned()),
            (1, 17, "10 HCP".to_owned()),
        ]
    );
    assert_eq!(hints(&mut client, uri, 4, 4), vec![(4, 0, "2".to_owned())]);
}

#[test]
fn move_numbers_in_a_variation_count_the_moves_before_it() {
    let uri = "file:///game.sgf";
    let text = "(;GM[1]C[début 😀];B[aa];W[bb]\n(;B[cc];W[dd])\n(;B[ee]))\n";
    let (mut client, _) = Launch::new().initialize();
    client.open(uri, "sgf", text);
    assert_eq!(
        hints(&mut client, uri, 0, 0),
        vec![(0, 19, "1".to_owned()), (0, 25, "2".to_owned())]
    );
    assert_eq!(hints(&mut client, uri, 2, 2), vec![(2, 2, "3".to_owned())]);
}
