//! Go to definition and find references over LSP, between note references and their notes.

use gamerec_tests::lsp::{document_at, position, Launch};
use serde_json::{json, Value};

fn start_line(range: &Value) -> i64 {
    range["start"]["line"].as_i64().unwrap_or(-1)
}

#[test]
fn definition_and_references_of_notes() {
    let (mut client, result) = Launch::new().encodings(&["utf-8"]).initialize();
    assert_eq!(
        result["capabilities"]["definitionProvider"], true,
        "{result}"
    );
    assert_eq!(
        result["capabilities"]["referencesProvider"], true,
        "{result}"
    );
    let uri = "file:///notes.rbn";
    let text = "B 1\nA WZ:1S^1P2S^1A\n1 strong\nP SA^1K\n1 clever\n";
    client.open(uri, "rbn", text);
    let at = |offset: usize| document_at(uri, position(text, offset, "utf-8"));

    let reference = text.find("^1").unwrap_or(0);
    let response = client.request("textDocument/definition", at(reference));
    let location = &response["result"];
    assert_eq!(location["uri"], uri, "{response}");
    assert_eq!(
        location["range"]["start"],
        json!({ "line": 2, "character": 0 }),
        "{response}"
    );
    assert_eq!(
        location["range"]["end"],
        json!({ "line": 2, "character": 8 }),
        "{response}"
    );

    let note = text.find("clever").unwrap_or(0);
    let mut params = at(note);
    params["context"] = json!({ "includeDeclaration": true });
    let response = client.request("textDocument/references", params);
    let lines: Vec<i64> = response["result"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|location| start_line(&location["range"]))
        .collect();
    assert_eq!(lines, [3, 4], "{response}");

    // PBN: from the reference to the Note tag, and nothing where there is no note.
    let uri = "file:///notes.pbn";
    let text = "[Auction \"N\"]\n1S =1= AP\n[Note \"1:strong\"]\n";
    client.open(uri, "pbn", text);
    let at = |offset: usize| document_at(uri, position(text, offset, "utf-8"));
    let response = client.request("textDocument/definition", at(text.find("=1=").unwrap_or(0)));
    assert_eq!(start_line(&response["result"]["range"]), 2, "{response}");
    let response = client.request("textDocument/definition", at(1));
    assert_eq!(response["result"], Value::Null, "{response}");
}
