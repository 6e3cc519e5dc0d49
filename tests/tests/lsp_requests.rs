//! Document requests over LSP: the capabilities that announce them, and how a request ends
//! when the document changes under it (`ContentModified`) or the client cancels it
//! (`RequestCancelled`).

use gamerec_tests::lsp::LspClient;
use gamerec_tests::samples;
use serde_json::{json, Value};
use std::thread;
use std::time::Duration;

fn open(client: &mut LspClient, uri: &str, language: &str, text: &str) {
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
    );
}

fn hover_params(uri: &str, line: u32, character: u32) -> Value {
    json!({
        "textDocument": { "uri": uri },
        "position": { "line": line, "character": character }
    })
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
    let (_, result) = LspClient::initialized(None);
    let capabilities = &result["capabilities"];
    assert_eq!(capabilities["hoverProvider"], true, "{capabilities}");
    let triggers = &capabilities["completionProvider"]["triggerCharacters"];
    assert_eq!(triggers, &json!(["[", "\"", ";", ":"]), "{capabilities}");
}

#[test]
fn a_request_on_a_document_changed_meanwhile_is_content_modified() {
    let uri = "file:///changing.sgf";
    let (mut client, _) = LspClient::initialized(Some(&["utf-8"]));
    open(&mut client, uri, "sgf", &large_sgf());
    // The document has no parse yet: the hover parses it first, and the change lands meanwhile.
    let id = client.send_request("textDocument/hover", hover_params(uri, 0, 2));
    thread::sleep(Duration::from_millis(50));
    client.notify(
        "textDocument/didChange",
        json!({
            "textDocument": { "uri": uri, "version": 2 },
            "contentChanges": [{
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "text": " "
            }]
        }),
    );
    let response = client.response(id);
    assert_eq!(response["error"]["code"], -32801, "{response}");

    // Asked again on the new text, the same request is answered.
    let response = client.request("textDocument/hover", hover_params(uri, 0, 3));
    assert!(response.get("error").is_none(), "{response}");
}

#[test]
fn a_cancelled_request_is_answered_as_cancelled() {
    let uri = "file:///cancelled.sgf";
    let (mut client, _) = LspClient::initialized(Some(&["utf-8"]));
    open(&mut client, uri, "sgf", &large_sgf());
    let id = client.send_request("textDocument/completion", hover_params(uri, 0, 2));
    thread::sleep(Duration::from_millis(50));
    client.notify("$/cancelRequest", json!({ "id": id }));
    let response = client.response(id);
    assert_eq!(response["error"]["code"], -32800, "{response}");

    // The server goes on answering.
    let response = client.request("shutdown", json!(null));
    assert_eq!(response["result"], json!(null), "{response}");
}

#[test]
fn requests_on_documents_that_are_not_open_have_no_answer() {
    let (mut client, _) = LspClient::initialized(None);
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
