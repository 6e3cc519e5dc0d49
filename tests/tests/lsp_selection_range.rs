//! Selection ranges over LSP: one chain per position asked, from the token outwards.

use gamerec_tests::lsp::{position, Launch};
use serde_json::{json, Value};

#[test]
fn selection_ranges_grow_from_the_token() {
    let (mut client, result) = Launch::new().encodings(&["utf-8"]).initialize();
    assert_eq!(
        result["capabilities"]["selectionRangeProvider"], true,
        "{result}"
    );
    let uri = "file:///a.sgf";
    let text = "(;GM[1]\n;B[aa](;W[bb]))\n";
    client.open(uri, "sgf", text);
    let point = text.find("bb").unwrap_or(0) + 1;
    let response = client.request(
        "textDocument/selectionRange",
        json!({
            "textDocument": { "uri": uri },
            "positions": [position(text, point, "utf-8"), position(text, 0, "utf-8")]
        }),
    );
    let chains = response["result"].as_array().cloned().unwrap_or_default();
    assert_eq!(chains.len(), 2, "{response}");
    let mut ranges = Vec::new();
    let mut step: &Value = &chains[0];
    while step.is_object() {
        let range = &step["range"];
        ranges.push(format!(
            "{}:{}-{}:{}",
            range["start"]["line"],
            range["start"]["character"],
            range["end"]["line"],
            range["end"]["character"]
        ));
        step = &step["parent"];
    }
    assert_eq!(
        ranges,
        [
            "1:10-1:12",
            "1:9-1:13",
            "1:8-1:13",
            "1:7-1:13",
            "1:6-1:14",
            "0:0-1:15",
            "0:0-2:0"
        ],
        "{response}"
    );
}
