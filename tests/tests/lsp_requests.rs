//! Document requests over LSP: the capabilities that announce them, and how a request ends
//! when the document changes under it (`ContentModified`) or the client cancels it
//! (`RequestCancelled`).

use gamerec_tests::lsp::{apply_edits, document_at, point, range, Launch, LspClient};
use gamerec_tests::samples;
use serde_json::{json, Value};
use std::thread;
use std::time::Duration;

fn hover_params(uri: &str, line: usize, character: usize) -> Value {
    document_at(uri, point(line, character))
}

/// An SGF collection of many small games, whose first parse takes a second or more (the test
/// binary is a debug build unless the tests are built for release), long enough for a change
/// or a cancellation to arrive while a request waits for it.
fn large_sgf() -> String {
    let bytes = if cfg!(debug_assertions) {
        2 << 20
    } else {
        20 << 20
    };
    let mut text = String::with_capacity(bytes + samples::SGF.len());
    while text.len() < bytes {
        text.push_str(samples::SGF);
    }
    text
}

#[test]
fn hover_and_completion_are_announced() {
    let (_, result) = Launch::new().initialize();
    let capabilities = &result["capabilities"];
    assert_eq!(capabilities["hoverProvider"], true, "{capabilities}");
    let triggers = &capabilities["completionProvider"]["triggerCharacters"];
    assert_eq!(triggers, &json!(["[", "\"", ";", ":"]), "{capabilities}");
}

#[test]
fn a_request_on_a_document_changed_meanwhile_is_content_modified() {
    let uri = "file:///changing.sgf";
    let (mut client, _) = Launch::new().encodings(&["utf-8"]).initialize();
    client.open(uri, "sgf", &large_sgf());
    // The document has no parse yet: the hover parses it first, and the change lands meanwhile.
    let id = client.send_request("textDocument/hover", hover_params(uri, 0, 2));
    thread::sleep(Duration::from_millis(50));
    client.edit(uri, 2, range((0, 0), (0, 0)), " ");
    let response = client.response(id);
    assert_eq!(response["error"]["code"], -32801, "{response}");

    // Asked again on the new text, the same request is answered.
    let response = client.request("textDocument/hover", hover_params(uri, 0, 3));
    assert!(response.get("error").is_none(), "{response}");
}

#[test]
fn a_cancelled_request_is_answered_as_cancelled() {
    let uri = "file:///cancelled.sgf";
    let (mut client, _) = Launch::new().encodings(&["utf-8"]).initialize();
    client.open(uri, "sgf", &large_sgf());
    let id = client.send_request("textDocument/completion", hover_params(uri, 0, 2));
    thread::sleep(Duration::from_millis(50));
    client.notify("$/cancelRequest", json!({ "id": id }));
    let response = client.response(id);
    assert_eq!(response["error"]["code"], -32800, "{response}");

    // The server goes on answering.
    client.shutdown();
}

#[test]
fn requests_on_documents_that_are_not_open_have_no_answer() {
    let (mut client, _) = Launch::new().initialize();
    let response = client.request(
        "textDocument/hover",
        hover_params("file:///nothing.sgf", 0, 0),
    );
    assert_eq!(response["result"], json!(null), "{response}");
    let response = client.request(
        "textDocument/completion",
        hover_params("file:///nothing.pbn", 0, 0),
    );
    assert_eq!(response["result"], json!(null), "{response}");
}

fn formatted_by_server(client: &mut LspClient, uri: &str, text: &str) -> String {
    let edits = client.result(
        "textDocument/formatting",
        json!({ "textDocument": { "uri": uri }, "options": { "tabSize": 4, "insertSpaces": true } }),
    );
    apply_edits(text, &edits, "utf-8")
}

#[test]
fn formatting_puts_rbn_labels_in_order_unless_told_to_keep_them() {
    let uri = "file:///deal.rbn";
    let text = "B 1\nd 20240101\nh n:akq.jt9.876.5432:::\n";
    let (mut client, _) = Launch::new().encodings(&["utf-8"]).initialize();
    client.open(uri, "rbn", text);
    assert_eq!(
        formatted_by_server(&mut client, uri, text),
        "D 20240101\nB 1\nH N:AKQ.JT9.876.5432:::\n\n"
    );

    let (mut client, _) = Launch::new()
        .capabilities(json!({ "workspace": { "configuration": true } }))
        .configuration(json!({ "format": { "rbn": { "order": "preserve" } } }))
        .initialize();
    // The settings are fetched after `initialized`; the diagnostics of the first run follow.
    client.open(uri, "rbn", text);
    let _ = client.diagnostics(uri, Some(1));
    thread::sleep(Duration::from_millis(200));
    assert_eq!(
        formatted_by_server(&mut client, uri, text),
        "B 1\nD 20240101\nH N:AKQ.JT9.876.5432:::\n\n"
    );
}
