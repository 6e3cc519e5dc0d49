//! One hover and one completion per format over LSP: the answer arrives as Markdown for a
//! client that takes it and as plain text otherwise, and completion items come as snippets only
//! for clients that take snippets.

use gamerec_tests::lsp::{position, LspClient};
use serde_json::{json, Value};

/// A client offering UTF-8 positions, Markdown hovers and documentation, and snippets when
/// `rich` is set; plain text and no snippets otherwise.
fn client(rich: bool) -> LspClient {
    let formats = if rich {
        json!(["markdown", "plaintext"])
    } else {
        json!(["plaintext"])
    };
    let params = json!({
        "processId": null,
        "capabilities": {
            "general": { "positionEncodings": ["utf-8"] },
            "textDocument": {
                "hover": { "contentFormat": formats },
                "completion": { "completionItem": {
                    "snippetSupport": rich,
                    "documentationFormat": formats
                } }
            }
        }
    });
    LspClient::initialized_with(params, json!({})).0
}

fn open(client: &mut LspClient, uri: &str, language: &str, text: &str) {
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
    );
}

/// The text with `‸` taken out, and the marker's position.
fn at_marker(marked: &str) -> (String, Value) {
    let offset = marked.find('‸').expect("a cursor marker");
    let text = marked.replacen('‸', "", 1);
    let at = position(&text, offset, "utf-8");
    (text, at)
}

fn hover(client: &mut LspClient, uri: &str, at: &Value) -> Value {
    let response = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": at }),
    );
    assert!(response.get("error").is_none(), "{response}");
    response["result"].clone()
}

fn completion_items(client: &mut LspClient, uri: &str, at: &Value) -> Vec<Value> {
    let response = client.request(
        "textDocument/completion",
        json!({ "textDocument": { "uri": uri }, "position": at }),
    );
    assert!(response.get("error").is_none(), "{response}");
    response["result"]["items"]
        .as_array()
        .cloned()
        .unwrap_or_else(|| panic!("no completion list: {response}"))
}

/// The item a client lists first: clients sort by `sortText`, else by label.
fn first_shown(items: &[Value]) -> Value {
    let key = |item: &Value| {
        item["sortText"]
            .as_str()
            .or(item["label"].as_str())
            .unwrap_or_default()
            .to_owned()
    };
    items
        .iter()
        .min_by_key(|item| key(item))
        .cloned()
        .unwrap_or_default()
}

#[test]
fn sgf_move_hover_shows_the_board() {
    let (text, at) = at_marker("(;FF[4]GM[1]SZ[9];B[e‸e];W[cc])\n");
    let uri = "file:///game.sgf";
    let mut rich = client(true);
    open(&mut rich, uri, "sgf", &text);
    let found = hover(&mut rich, uri, &at);
    assert_eq!(found["contents"]["kind"], "markdown", "{found}");
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("Move 1"), "{value}");
    assert!(
        value.contains("```text"),
        "the board is a code block: {value}"
    );
    assert!(value.contains("(X)"), "the move is marked: {value}");

    let mut plain = client(false);
    open(&mut plain, uri, "sgf", &text);
    let found = hover(&mut plain, uri, &at);
    assert_eq!(found["contents"]["kind"], "plaintext", "{found}");
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(!value.contains("```") && !value.contains("**"), "{value}");
    assert!(value.contains("(X)"), "{value}");
}

#[test]
fn sgf_completion_after_a_semicolon_offers_the_next_move() {
    let (text, at) = at_marker("(;FF[4]GM[1]SZ[9];B[ee];‸)\n");
    let uri = "file:///game.sgf";
    let mut rich = client(true);
    open(&mut rich, uri, "sgf", &text);
    let items = completion_items(&mut rich, uri, &at);
    let first = first_shown(&items);
    assert_eq!(first["label"], "W", "White moves next");
    assert_eq!(first["insertTextFormat"], 2, "a snippet: {first}");

    let mut plain = client(false);
    open(&mut plain, uri, "sgf", &text);
    let items = completion_items(&mut plain, uri, &at);
    assert!(
        items.iter().all(|item| item["insertTextFormat"] == 1),
        "plain text only: {items:?}"
    );
    let edit = &items[0]["textEdit"]["newText"];
    assert!(!edit.as_str().unwrap_or("$").contains('$'), "{edit}");
}
