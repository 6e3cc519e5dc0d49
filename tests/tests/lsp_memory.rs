//! `gamerec/memoryUsage`: what the server holds, with the heap counted when
//! `GAMEREC_COUNT_MEMORY=1` asks for it.

use gamerec_tests::lsp::{Launch, LspClient};
use serde_json::Value;
use std::time::Duration;

/// A game of `moves` moves with a comment on each, about 14 bytes a move.
fn long_game(moves: usize) -> String {
    let mut text = String::from("(;FF[4]GM[1]SZ[19]");
    for index in 0..moves {
        let colour = if index % 2 == 0 { 'B' } else { 'W' };
        let column = char::from(b'a' + (index % 19) as u8);
        let row = char::from(b'a' + (index / 19 % 19) as u8);
        text.push_str(&format!(";{colour}[{column}{row}]C[{index}]"));
    }
    text.push(')');
    text
}

fn usage(client: &mut LspClient) -> Value {
    client.result("gamerec/memoryUsage", Value::Null)
}

fn heap(client: &mut LspClient) -> i64 {
    let usage = usage(client);
    usage["liveHeapBytes"]
        .as_i64()
        .unwrap_or_else(|| panic!("no heap count in {usage}"))
}

/// Opens `text` as `uri` and waits for its diagnostics; returns the heap then.
fn open(client: &mut LspClient, uri: &str, text: &str) -> i64 {
    client.open(uri, "sgf", text);
    client
        .notification("textDocument/publishDiagnostics", |params| {
            params["uri"] == uri
        })
        .expect("diagnostics for the document");
    heap(client)
}

/// Closes `uri` and returns the heap once it has stopped falling (trees are dropped on a
/// thread of their own, off the path of the work).
fn close(client: &mut LspClient, uri: &str) -> i64 {
    client.close(uri);
    let mut last = heap(client);
    for _ in 0..20 {
        std::thread::sleep(Duration::from_millis(250));
        let now = heap(client);
        if now >= last {
            return now;
        }
        last = now;
    }
    last
}

/// The server keeps the read and write buffers of its largest messages, so the heap does not
/// fall all the way back; but what a document held goes when it is closed, and documents
/// opened and closed one after another leave nothing more.
#[test]
fn the_heap_holds_an_open_document_and_lets_it_go_when_closed() {
    let (mut client, _) = Launch::new().env("GAMEREC_COUNT_MEMORY", "1").initialize();
    let text = long_game(50_000);
    let size = i64::try_from(text.len()).unwrap_or(i64::MAX);
    let before = heap(&mut client);
    let open_first = open(&mut client, "file:///memory/first.sgf", &text);
    let held = open_first - before;
    assert!(held > size, "a document of {size} bytes took {held} bytes");
    let closed_first = close(&mut client, "file:///memory/first.sgf");
    assert!(
        closed_first - before < held / 4,
        "the document took {held} bytes, and {} stayed when it was closed",
        closed_first - before
    );
    // The second sizes the buffers of messages going out; the third must leave nothing more.
    open(&mut client, "file:///memory/second.sgf", &text);
    let closed_second = close(&mut client, "file:///memory/second.sgf");
    open(&mut client, "file:///memory/third.sgf", &text);
    let closed_third = close(&mut client, "file:///memory/third.sgf");
    assert!(
        closed_third - closed_second < size / 10,
        "a third document left {} bytes more than the second",
        closed_third - closed_second
    );
    assert_eq!(usage(&mut client)["openDocuments"], 0);
}

#[test]
fn without_counting_the_report_says_the_heap_is_not_counted() {
    let (mut client, _) = Launch::new().initialize();
    client.open("file:///memory/small.sgf", "sgf", "(;FF[4];B[aa])");
    let report = usage(&mut client);
    assert_eq!(report["liveHeapBytes"], Value::Null);
    assert_eq!(report["openDocuments"], 1);
    if cfg!(target_os = "linux") {
        assert!(report["residentBytes"]
            .as_u64()
            .is_some_and(|bytes| bytes > 0));
    }
}
