//! Replies too large to go through the framework's JSON tree are written by the server itself
//! (`server/src/lsp/raw_replies.rs`): all the tokens of a long document, its outline and its
//! formatting edits arrive whole and mean the same as the replies the framework writes.

use gamerec_tests::lsp::{apply_edits, document, Launch, LspClient};
use gamerec_tests::samples;
use serde_json::{json, Value};

/// How many games the long document holds: enough for each reply to be hundreds of
/// kilobytes, over the size the server writes itself.
const GAMES: usize = 3000;

/// A long PBN document: the sample game again and again with its board number counting up,
/// and a space after the first tag of each game when `untidy`.
fn long_pbn(untidy: bool) -> String {
    let game = samples::PBN
        .strip_prefix("% PBN 2.1\n")
        .unwrap_or(samples::PBN);
    let mut text = String::from("% PBN 2.1\n");
    for board in 1..=GAMES {
        let game = game.replace("[Board \"1\"]", &format!("[Board \"{board}\"]"));
        let game = if untidy {
            game.replacen("\"]\n", "\"] \n", 1)
        } else {
            game
        };
        text.push_str(&game);
        text.push('\n');
    }
    text
}

fn open(text: &str) -> (LspClient, &'static str) {
    let uri = "file:///long.pbn";
    let (mut client, _) = Launch::new().initialize();
    client.open(uri, "pbn", text);
    (client, uri)
}

fn numbers(data: &Value) -> Vec<u64> {
    data.as_array()
        .map(|data| data.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

#[test]
fn all_the_tokens_of_a_long_document_equal_those_of_a_range_over_it() {
    let text = long_pbn(false);
    let (mut client, uri) = open(&text);
    let full = client.result("textDocument/semanticTokens/full", document(uri));
    let bytes = client.last_response().map_or(0, |(bytes, _)| bytes);
    assert!(bytes > 1 << 20, "a reply of {bytes} bytes");
    let lines = text.lines().count() + 1;
    let everything = client.result(
        "textDocument/semanticTokens/range",
        json!({
            "textDocument": { "uri": uri },
            "range": { "start": { "line": 0, "character": 0 }, "end": { "line": lines, "character": 0 } },
        }),
    );
    let data = numbers(&full["data"]);
    assert!(data.len() > GAMES * 5 * 20, "{} numbers", data.len());
    assert_eq!(data, numbers(&everything["data"]));
    let result_id = full["resultId"].as_str().unwrap_or("");
    assert!(result_id.parse::<u64>().is_ok(), "result id {result_id}");

    // The result id of the written reply is the one the server keeps for deltas.
    let delta = client.result(
        "textDocument/semanticTokens/full/delta",
        json!({ "textDocument": { "uri": uri }, "previousResultId": result_id }),
    );
    assert_eq!(delta["edits"], json!([]), "{delta}");
}

#[test]
fn the_outline_of_a_long_document_has_every_game() {
    let (mut client, uri) = open(&long_pbn(false));
    let outline = client.result("textDocument/documentSymbol", document(uri));
    let bytes = client.last_response().map_or(0, |(bytes, _)| bytes);
    assert!(bytes > 256 * 1024, "a reply of {bytes} bytes");
    let games = outline.as_array().cloned().unwrap_or_default();
    assert_eq!(games.len(), GAMES);
    let last = &games[GAMES - 1];
    assert!(
        last["name"]
            .as_str()
            .is_some_and(|name| name.contains("3000")),
        "{last}"
    );
    assert!(last["children"]
        .as_array()
        .is_some_and(|tags| !tags.is_empty()));
}

#[test]
fn the_formatting_of_a_long_document_is_whole() {
    let (mut client, uri) = open(&long_pbn(true));
    let options = json!({ "tabSize": 4, "insertSpaces": true });
    let params = json!({ "textDocument": { "uri": uri }, "options": options });
    let edits = client.result("textDocument/formatting", params.clone());
    let bytes = client.last_response().map_or(0, |(bytes, _)| bytes);
    assert!(bytes > 256 * 1024, "a reply of {bytes} bytes");
    assert!(
        edits.as_array().is_some_and(|edits| edits.len() >= GAMES),
        "{edits}"
    );
    let formatted = apply_edits(&long_pbn(true), &edits, "utf-16");
    assert!(!formatted.contains("\"] \n"));
    client.replace_text(uri, 2, &formatted);
    let again = client.result("textDocument/formatting", params);
    assert_eq!(
        again,
        json!([]),
        "formatting the formatted text changes nothing"
    );
}
