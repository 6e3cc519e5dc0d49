//! `gamerec lsp` under abuse: a 50 MB document, documents of random characters with random
//! edits, cancellation of requests that do not exist, requests queued behind changes, and the
//! server stopping on SIGTERM and at the end of its input.

use gamerec_tests::lsp::{
    diagnostics, did_change, document_at, point, position, range, Launch, LspClient,
};
use gamerec_tests::samples;
use serde_json::{json, Value};
use std::process::Command;
use std::time::Duration;

/// A wait long enough for an unoptimised build to parse 50 MB several times over; the tests
/// measure no time, this only bounds how long a broken server can hang them.
const PATIENCE: Duration = Duration::from_secs(600);

/// A server waited for as long as it takes.
fn patient() -> Launch {
    Launch::new().timeout(PATIENCE)
}

/// The diagnostics published for `version` of `uri`.
fn diagnostics_of(client: &mut LspClient, uri: &str, version: i64) -> Vec<Value> {
    diagnostics::list(&client.diagnostics(uri, Some(version)))
}

#[test]
fn a_50_mb_document_is_opened_and_edited() {
    let game = samples::SGF;
    let mut text = String::with_capacity(50 << 20);
    while text.len() < 50 << 20 {
        text.push_str(game);
    }
    let uri = "file:///large.sgf";
    let (mut client, _) = patient().encodings(&["utf-8"]).initialize();
    client.open(uri, "sgf", &text);
    assert_eq!(diagnostics_of(&mut client, uri, 1), Vec::<Value>::new());

    // Break one game in the middle (`B[ee;W[cg]` leaves a value unclosed), then mend it.
    let games = text.len() / game.len();
    let middle = (games / 2) * game.len() + game.find("B[ee]").expect("a move") + 4;
    let at = position(&text, middle, "utf-8");
    let after = json!({ "line": at["line"], "character": at["character"].as_u64().unwrap() + 1 });
    client.edit(uri, 2, json!({ "start": at, "end": after }), "");
    let broken = diagnostics_of(&mut client, uri, 2);
    assert!(!broken.is_empty(), "an error is reported");
    assert!(
        broken
            .iter()
            .all(|d| d["range"]["start"]["line"] == at["line"]),
        "only the broken game is reported: {broken:?}"
    );
    client.edit(uri, 3, json!({ "start": at, "end": at }), "]");
    assert_eq!(diagnostics_of(&mut client, uri, 3), Vec::<Value>::new());
    client.shutdown();
}

/// A small deterministic generator (xorshift), so that a failure can be replayed.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// A character from a mix weighted towards what stresses a server: control characters
    /// (line ends among them), the formats' punctuation, and characters outside the BMP.
    fn character(&mut self) -> char {
        let code = match self.below(6) {
            0 => self.below(0x20) as u32,
            1 => 0x7f + self.below(0x21) as u32,
            2 => {
                let punctuation = b"()[];{}\"%\\:.+- \t\r\n";
                punctuation[self.below(punctuation.len() as u64) as usize] as u32
            }
            3 => 0x10000 + self.below(0x100000) as u32,
            4 => self.below(0xd800) as u32,
            _ => 0x20 + self.below(0x5f) as u32,
        };
        char::from_u32(code).unwrap_or('\u{fffd}')
    }

    fn text(&mut self, length: usize) -> String {
        (0..length).map(|_| self.character()).collect()
    }
}

#[test]
fn documents_of_random_characters_survive_random_edits() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let (mut client, _) = patient().initialize();
    for language in ["pbn", "rbn", "rbx", "sgf"] {
        let uri = format!("file:///random.{language}");
        let text = random.text(20_000);
        client.open(&uri, language, &text);
        let first = diagnostics_of(&mut client, &uri, 1);
        assert!(!first.is_empty(), "random {language} text has errors");

        // Ranges anywhere, in order or not, past the end of lines and of the document, and
        // between the halves of surrogate pairs; the server must clamp or ignore them.
        let lines = text.lines().count() as u64 + 2;
        let mut edits = Vec::new();
        for version in 2..=101 {
            let mut point =
                || json!({ "line": random.below(lines), "character": random.below(300) });
            let (start, end) = (point(), point());
            let length = random.below(8) as usize;
            let inserted = random.text(length);
            let edit = if version % 10 == 0 {
                json!({ "text": inserted })
            } else {
                json!({ "range": { "start": start, "end": end }, "text": inserted })
            };
            edits.push(did_change(&uri, version, json!([edit])));
        }
        client.notify_all("textDocument/didChange", edits);
        diagnostics_of(&mut client, &uri, 101);
    }
    client.shutdown();
}

#[test]
fn cancelling_an_unknown_request_is_harmless() {
    let (mut client, _) = patient().initialize();
    client.notify("$/cancelRequest", json!({ "id": 12345 }));
    client.notify("$/cancelRequest", json!({ "id": "no such request" }));
    client.notify("$/cancelRequest", json!({ "id": null }));
    client.notify("$/cancelRequest", json!({}));
    let uri = "file:///a.rbn";
    client.open(uri, "rbn", samples::RBN);
    assert_eq!(diagnostics_of(&mut client, uri, 1), Vec::<Value>::new());
    client.shutdown();
}

#[test]
fn requests_after_a_change_are_answered() {
    let (mut client, _) = patient().initialize();
    let uri = "file:///a.pbn";
    client.open(uri, "pbn", samples::PBN);
    client.edit(uri, 2, range((1, 8), (1, 8)), "Big ");
    // A request right after the change is answered on the changed text.
    let response = client.request("textDocument/hover", document_at(uri, point(1, 8)));
    assert!(response.get("error").is_none(), "{response}");
    let range = &response["result"]["range"];
    assert_eq!(range["start"]["line"], 1, "{response}");
    // A method the server does not implement is still answered, with an error.
    let response = client.request("textDocument/typeDefinition", document_at(uri, point(1, 8)));
    assert_eq!(response["error"]["code"], -32601, "{response}");
    client.shutdown();
    assert_eq!(diagnostics_of(&mut client, uri, 2), Vec::<Value>::new());
}

#[test]
fn sigterm_stops_the_server() {
    let (mut client, _) = Launch::new().initialize();
    client.open("file:///a.sgf", "sgf", samples::SGF);
    let killed = Command::new("kill")
        .args(["-TERM", &client.pid().to_string()])
        .status()
        .expect("kill can be run");
    assert!(killed.success());
    assert!(client.wait_for_exit().is_some(), "the server exits");
}

#[test]
fn end_of_input_while_diagnostics_are_pending_stops_the_server() {
    let (mut client, _) = Launch::new().initialize();
    let uri = "file:///a.rbx";
    client.open(uri, "rbx", samples::RBX);
    client.edit(uri, 2, range((0, 0), (0, 0)), "x");
    client.close_stdin();
    assert!(client.wait_for_exit().is_some(), "the server exits");
}
