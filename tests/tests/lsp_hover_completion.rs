//! One hover and one completion per format over LSP: the answer arrives as Markdown for a
//! client that takes it and as plain text otherwise, and completion items come as snippets only
//! for clients that take snippets.

use gamerec_tests::lsp::{document_at, position, Launch, LspClient};
use serde_json::{json, Value};

/// A client offering UTF-8 positions, Markdown hovers and documentation, and snippets when
/// `rich` is set; plain text and no snippets otherwise.
fn client(rich: bool) -> LspClient {
    let formats = if rich {
        json!(["markdown", "plaintext"])
    } else {
        json!(["plaintext"])
    };
    let capabilities = json!({
        "textDocument": {
            "hover": { "contentFormat": formats },
            "completion": { "completionItem": {
                "snippetSupport": rich,
                "documentationFormat": formats
            } }
        }
    });
    Launch::new()
        .encodings(&["utf-8"])
        .capabilities(capabilities)
        .configuration(json!({}))
        .initialize()
        .0
}

/// The text with `‸` taken out, and the marker's position.
fn at_marker(marked: &str) -> (String, Value) {
    let offset = marked.find('‸').expect("a cursor marker");
    let text = marked.replacen('‸', "", 1);
    let at = position(&text, offset, "utf-8");
    (text, at)
}

fn hover(client: &mut LspClient, uri: &str, at: &Value) -> Value {
    client.result("textDocument/hover", document_at(uri, at.clone()))
}

fn completion_items(client: &mut LspClient, uri: &str, at: &Value) -> Vec<Value> {
    let list = client.result("textDocument/completion", document_at(uri, at.clone()));
    list["items"]
        .as_array()
        .cloned()
        .unwrap_or_else(|| panic!("no completion list: {list}"))
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
    rich.open(uri, "sgf", &text);
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
    plain.open(uri, "sgf", &text);
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
    rich.open(uri, "sgf", &text);
    let items = completion_items(&mut rich, uri, &at);
    let first = first_shown(&items);
    assert_eq!(first["label"], "W", "White moves next");
    assert_eq!(first["insertTextFormat"], 2, "a snippet: {first}");

    let mut plain = client(false);
    plain.open(uri, "sgf", &text);
    let items = completion_items(&mut plain, uri, &at);
    assert!(
        items.iter().all(|item| item["insertTextFormat"] == 1),
        "plain text only: {items:?}"
    );
    let edit = &items[0]["textEdit"]["newText"];
    assert!(!edit.as_str().unwrap_or("$").contains('$'), "{edit}");
}

#[test]
fn rbn_hand_hover_shows_the_deal_and_a_label_explains_itself() {
    let record = "B 1\nH W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:\nA SE:1SP2SP:4SA\n";
    let uri = "file:///deal.rbn";
    let mut rich = client(true);
    rich.open(uri, "rbn", record);
    let (_, on_hand) = at_marker(&record.replacen("873", "8‸73", 1));
    let found = hover(&mut rich, uri, &on_hand);
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("```text"), "a diagram: {value}");
    assert!(value.contains("12 HCP"), "West's points: {value}");
    assert!(value.contains("South (dealer)"), "{value}");
    let (_, on_label) = at_marker(&record.replacen("A SE", "‸A SE", 1));
    let found = hover(&mut rich, uri, &on_label);
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("Auction"), "{value}");
}

#[test]
fn rbn_auction_completion_offers_the_legal_calls() {
    let (text, at) = at_marker("B 1\nA SZ:1SX‸\n");
    let uri = "file:///auction.rbn";
    let mut rich = client(true);
    rich.open(uri, "rbn", &text);
    let items = completion_items(&mut rich, uri, &at);
    let labels: Vec<&str> = items
        .iter()
        .filter_map(|item| item["label"].as_str())
        .collect();
    assert!(labels.contains(&"R"), "North may redouble: {labels:?}");
    assert!(labels.contains(&"2C"), "{labels:?}");
    assert!(
        !labels.contains(&"1C"),
        "1C is not sufficient after 1S: {labels:?}"
    );
    assert!(
        !labels.contains(&"X"),
        "North cannot double partner: {labels:?}"
    );
}

#[test]
fn pbn_tag_hover_and_tag_completion() {
    let (text, at) = at_marker("[Event \"Club\"]\n[Board \"1\"]\n[Deal‸er \"N\"]\n");
    let uri = "file:///game.pbn";
    let mut rich = client(true);
    rich.open(uri, "pbn", &text);
    let found = hover(&mut rich, uri, &at);
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("Dealer"), "{value}");

    let (text, at) = at_marker("[Event \"Club\"]\n[Board \"1\"]\n[‸\n");
    let uri = "file:///tags.pbn";
    rich.open(uri, "pbn", &text);
    let items = completion_items(&mut rich, uri, &at);
    let dealer = items
        .iter()
        .find(|item| item["label"] == "Dealer")
        .unwrap_or_else(|| panic!("Dealer offered: {items:?}"));
    assert_eq!(dealer["insertTextFormat"], 2, "{dealer}");
    let new_text = dealer["textEdit"]["newText"].as_str().unwrap_or_default();
    assert!(new_text.starts_with("[Dealer \""), "{new_text}");
    assert!(
        !items.iter().any(|item| item["label"] == "Event"),
        "Event is already there"
    );
}

#[test]
fn rbx_label_hover_and_label_completion() {
    let (text, at) = at_marker("%{RBX}B{1}‸H{N:AKQ.JT9.876.5432:::}\n");
    let uri = "file:///deals.rbx";
    let mut rich = client(true);
    rich.open(uri, "rbx", &text);
    let found = hover(&mut rich, uri, &at);
    let value = found["contents"]["value"].as_str().unwrap_or_default();
    assert!(value.contains("Hands"), "{value}");
    assert!(
        value.contains("H{"),
        "RBX examples are written with braces: {value}"
    );

    let (text, at) = at_marker("%{RBX}B{1}H{N:AKQ.JT9.876.5432:::}‸\n");
    let uri = "file:///more.rbx";
    rich.open(uri, "rbx", &text);
    let items = completion_items(&mut rich, uri, &at);
    let labels: Vec<&str> = items
        .iter()
        .filter_map(|item| item["label"].as_str())
        .collect();
    assert!(labels.contains(&"A"), "{labels:?}");
    assert!(
        !labels.contains(&"B") && !labels.contains(&"H"),
        "already there: {labels:?}"
    );
}
