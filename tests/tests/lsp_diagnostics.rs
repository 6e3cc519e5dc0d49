//! `gamerec lsp`: documents and their diagnostics: versions, ranges in both position
//! encodings, incremental changes (200 of them sent at once), and clearing on close.

use gamerec_grammar::Format;
use gamerec_tests::lsp::{position, Launch, LspClient};
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///work/games/problem.sgf";

fn open(client: &mut LspClient, uri: &str, language_id: &str, version: i64, text: &str) {
    client.notify(
        "textDocument/didOpen",
        json!({ "textDocument": {
            "uri": uri, "languageId": language_id, "version": version, "text": text
        }}),
    );
}

fn change(client: &mut LspClient, uri: &str, version: i64, changes: Value) {
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri, "version": version }, "contentChanges": changes }),
    );
}

fn edit(version: i64, changes: Value) -> Value {
    json!({ "textDocument": { "uri": URI, "version": version }, "contentChanges": changes })
}

fn range(start: (u32, u32), end: (u32, u32)) -> Value {
    json!({
        "start": { "line": start.0, "character": start.1 },
        "end": { "line": end.0, "character": end.1 },
    })
}

/// The diagnostics a full parse of `text` gives, as (code, LSP range) pairs in document order.
fn expected(format: Format, text: &str, encoding: &str) -> Vec<(String, Value)> {
    let parse = gamerec_grammar::parse(format, text);
    // Syntax errors and the checks, in document order, as `gamerec check` reports them.
    gamerec::ide::diagnostics::diagnostics(&parse)
        .iter()
        .map(|d| (d.range, d.code))
        .map(|(r, code)| {
            let start = position(text, usize::from(r.start()), encoding);
            let end = position(text, usize::from(r.end()), encoding);
            (code.to_owned(), json!({ "start": start, "end": end }))
        })
        .collect()
}

fn published(params: &Value) -> Vec<(String, Value)> {
    params["diagnostics"]
        .as_array()
        .expect("diagnostics is an array")
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap_or("").to_owned(),
                d["range"].clone(),
            )
        })
        .collect()
}

/// A syntax error after CJK text and an emoji, on the second line of a CRLF file.
const TEXT: &str = "(;GM[1]FF[4]\r\nC[名人戦😀]x;B[aa])\r\n";

#[test]
fn error_after_cjk_and_emoji_in_utf16() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    open(&mut client, URI, "sgf", 7, TEXT);
    let params = client.diagnostics(URI, Some(7));
    let diagnostic = &params["diagnostics"][0];
    assert_eq!(
        params["diagnostics"].as_array().map(Vec::len),
        Some(1),
        "{params}"
    );
    // `C[` 2 + 名人戦 3 + 😀 2 (a surrogate pair) + `]` 1 = 8.
    assert_eq!(diagnostic["range"], range((1, 8), (1, 9)));
    assert_eq!(diagnostic["code"], "sgf/unexpected-text");
    assert_eq!(diagnostic["severity"], 1);
    assert_eq!(diagnostic["source"], "gamerec");
    assert_eq!(
        diagnostic["codeDescription"]["href"],
        "https://github.com/gamerec/gamerec/blob/main/docs/diagnostics.md#sgfunexpected-text"
    );
}

#[test]
fn error_after_cjk_and_emoji_in_utf8() {
    let (mut client, _) = Launch::new().encodings(&["utf-8", "utf-16"]).initialize();
    open(&mut client, URI, "sgf", 1, TEXT);
    let params = client.diagnostics(URI, Some(1));
    // `C[` 2 + 名人戦 9 + 😀 4 + `]` 1 = 16 bytes.
    assert_eq!(params["diagnostics"][0]["range"], range((1, 16), (1, 17)));
    assert_eq!(published(&params), expected(Format::Sgf, TEXT, "utf-8"));
}

#[test]
fn incremental_changes_fix_the_error_and_close_clears() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    open(&mut client, URI, "sgf", 1, TEXT);
    assert_eq!(published(&client.diagnostics(URI, Some(1))).len(), 1);

    // Delete the `x` (UTF-16 columns 8..9), then insert and delete a comment before it.
    change(
        &mut client,
        URI,
        2,
        json!([{ "range": range((1, 8), (1, 9)), "text": "" }]),
    );
    let params = client.diagnostics(URI, Some(2));
    assert_eq!(params["diagnostics"], json!([]), "{params}");

    change(
        &mut client,
        URI,
        3,
        json!([
            { "range": range((1, 7), (1, 7)), "text": "🎉" },
            { "range": range((1, 9), (1, 9)), "text": "]" },
        ]),
    );
    // `C[名人戦😀🎉]]`: the second `]` is text outside a value.
    let params = client.diagnostics(URI, Some(3));
    let text = "(;GM[1]FF[4]\r\nC[名人戦😀🎉]];B[aa])\r\n";
    assert_eq!(published(&params), expected(Format::Sgf, text, "utf-16"));
    assert!(!published(&params).is_empty());

    client.notify(
        "textDocument/didSave",
        json!({ "textDocument": { "uri": URI } }),
    );
    client.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": URI } }),
    );
    let params = client.diagnostics(URI, None);
    assert_eq!(params["diagnostics"], json!([]));
    assert!(params.get("version").is_none_or(Value::is_null), "{params}");
}

#[test]
fn obsolete_properties_are_tagged_and_sgfc_numbers_sent() {
    let (mut client, _) = Launch::new().initialize();
    open(&mut client, URI, "sgf", 1, "(;FF[4]GM[1]KI[13];B[aa]B[bb])");
    let params = client.diagnostics(URI, Some(1));
    let diagnostics = params["diagnostics"].as_array().expect("a list");
    let by_code = |code: &str| {
        diagnostics
            .iter()
            .find(|d| d["code"] == code)
            .unwrap_or_else(|| panic!("no {code} in {params}"))
    };
    let obsolete = by_code("sgf/obsolete-property");
    // DiagnosticTag.Deprecated is 2.
    assert_eq!(obsolete["tags"], json!([2]));
    assert_eq!(obsolete["data"], json!({ "sgfc": 40 }));
    let repeated = by_code("sgf/repeated-property");
    assert!(
        repeated.get("tags").is_none_or(Value::is_null),
        "{repeated}"
    );
    assert_eq!(repeated["data"], json!({ "sgfc": 28 }));
    assert_eq!(
        repeated["relatedInformation"][0]["location"]["range"]["start"],
        json!({ "line": 0, "character": 19 })
    );
}

#[test]
fn format_from_language_id_or_extension() {
    let (mut client, _) = Launch::new().initialize();
    // PBN text in a file named .sgf but opened as `pbn`: read as PBN.
    let pbn = "[Event \"x\"]\n[Site \"y\"] junk\n";
    open(&mut client, "file:///a.sgf", "pbn", 1, pbn);
    let params = client.diagnostics("file:///a.sgf", Some(1));
    assert_eq!(published(&params), expected(Format::Pbn, pbn, "utf-16"));
    assert!(!published(&params).is_empty());
    // An unknown language id: the extension decides.
    open(&mut client, "file:///b.rbn", "plaintext", 1, "junk\n");
    let params = client.diagnostics("file:///b.rbn", Some(1));
    assert_eq!(
        published(&params),
        expected(Format::Rbn, "junk\n", "utf-16")
    );
    // Neither: no diagnostics at all.
    open(&mut client, "untitled:Untitled-1", "plaintext", 1, "(;x)");
    let params = client.diagnostics("untitled:Untitled-1", Some(1));
    assert_eq!(params["diagnostics"], json!([]));
}

/// One keystroke of the typing below.
enum Key {
    Type(char),
    Backspace,
}

#[test]
fn two_hundred_rapid_edits_are_applied_in_order() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    let mut text = String::from("(;GM[1]C[名];W[dd]\n)\n");
    open(&mut client, URI, "sgf", 1, &text);
    client.diagnostics(URI, Some(1));

    // Type after `C[名]`, with some mistakes and some corrections.
    let typed: Vec<char> = ";B[aa]C[😀]x;W[bb]\r;B[cc]] "
        .chars()
        .cycle()
        .take(400)
        .collect();
    let mut keys = Vec::new();
    for (n, c) in typed.into_iter().enumerate() {
        if keys.len() == 200 {
            break;
        }
        keys.push(Key::Type(c));
        if n % 9 == 4 && keys.len() < 200 {
            keys.push(Key::Backspace);
        }
    }
    assert_eq!(keys.len(), 200);

    // Edits are expressed against the text as it is after the previous ones; the cursor
    // never sits between a CR and an LF, a place LSP positions cannot name.
    let mut cursor_end = text.find(";W").expect("the cursor's place");
    let mut version = 1;
    let mut changes = Vec::new();
    for key in keys {
        version += 1;
        match key {
            Key::Type(c) => {
                let at = position(&text, cursor_end, "utf-16");
                text.insert(cursor_end, c);
                cursor_end += c.len_utf8();
                changes.push(edit(
                    version,
                    json!([{ "range": { "start": at, "end": at }, "text": c.to_string() }]),
                ));
            }
            Key::Backspace => {
                let previous = text[..cursor_end]
                    .chars()
                    .next_back()
                    .expect("something was typed");
                let start = cursor_end - previous.len_utf8();
                let (from, to) = (
                    position(&text, start, "utf-16"),
                    position(&text, cursor_end, "utf-16"),
                );
                text.replace_range(start..cursor_end, "");
                cursor_end = start;
                changes.push(edit(
                    version,
                    json!([{ "range": { "start": from, "end": to }, "text": "" }]),
                ));
            }
        }
    }
    // All 200 in one write: the server finds them queued together.
    client.notify_all("textDocument/didChange", changes);
    let last = client.diagnostics(URI, Some(version));
    assert_eq!(published(&last), expected(Format::Sgf, &text, "utf-16"));
    assert!(!published(&last).is_empty(), "the typed text has mistakes");
    // Whatever was published meanwhile came in increasing versions, all before the last;
    // nothing comes after it.
    let others = client.drain(
        "textDocument/publishDiagnostics",
        Duration::from_millis(300),
    );
    let versions: Vec<i64> = others
        .iter()
        .filter_map(|p| p["version"].as_i64())
        .collect();
    assert_eq!(
        versions.len(),
        others.len(),
        "every publication has a version"
    );
    assert!(versions.windows(2).all(|w| w[0] < w[1]), "{versions:?}");
    assert!(versions.iter().all(|&v| v < version), "{versions:?}");
}
