//! `gamerec lsp`: documents and their diagnostics: versions, ranges in both position
//! encodings, incremental changes (200 of them sent at once), and clearing on close.

use gamerec_grammar::Format;
use gamerec_tests::lsp::diagnostics::{codes_and_ranges, of_full_parse, with_code};
use gamerec_tests::lsp::{did_change, range, range_of, Launch};
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///work/games/problem.sgf";

/// A syntax error after CJK text and an emoji, on the second line of a CRLF file.
const TEXT: &str = "(;GM[1]FF[4]\r\nC[名人戦😀]x;B[aa])\r\n";

#[test]
fn error_after_cjk_and_emoji_in_utf16() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    client.open_version(URI, "sgf", 7, TEXT);
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
    client.open(URI, "sgf", TEXT);
    let params = client.diagnostics(URI, Some(1));
    // `C[` 2 + 名人戦 9 + 😀 4 + `]` 1 = 16 bytes.
    assert_eq!(params["diagnostics"][0]["range"], range((1, 16), (1, 17)));
    assert_eq!(
        codes_and_ranges(&params),
        of_full_parse(Format::Sgf, TEXT, "utf-8")
    );
}

#[test]
fn incremental_changes_fix_the_error_and_close_clears() {
    let (mut client, _) = Launch::new().encodings(&["utf-16"]).initialize();
    client.open(URI, "sgf", TEXT);
    assert_eq!(codes_and_ranges(&client.diagnostics(URI, Some(1))).len(), 1);

    // Delete the `x` (UTF-16 columns 8..9), then insert and delete a comment before it.
    client.edit(URI, 2, range((1, 8), (1, 9)), "");
    let params = client.diagnostics(URI, Some(2));
    assert_eq!(params["diagnostics"], json!([]), "{params}");

    client.change(
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
    assert_eq!(
        codes_and_ranges(&params),
        of_full_parse(Format::Sgf, text, "utf-16")
    );
    assert!(!codes_and_ranges(&params).is_empty());

    client.save(URI);
    client.close(URI);
    let params = client.diagnostics(URI, None);
    assert_eq!(params["diagnostics"], json!([]));
    assert!(params.get("version").is_none_or(Value::is_null), "{params}");
}

#[test]
fn obsolete_properties_are_tagged_and_sgfc_numbers_sent() {
    let (mut client, _) = Launch::new().initialize();
    client.open(URI, "sgf", "(;FF[4]GM[1]KI[13];B[aa]B[bb])");
    let params = client.diagnostics(URI, Some(1));
    let obsolete = with_code(&params, "sgf/obsolete-property");
    // DiagnosticTag.Deprecated is 2.
    assert_eq!(obsolete["tags"], json!([2]));
    assert_eq!(obsolete["data"], json!({ "sgfc": 40 }));
    let repeated = with_code(&params, "sgf/repeated-property");
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
    client.open("file:///a.sgf", "pbn", pbn);
    let params = client.diagnostics("file:///a.sgf", Some(1));
    assert_eq!(
        codes_and_ranges(&params),
        of_full_parse(Format::Pbn, pbn, "utf-16")
    );
    assert!(!codes_and_ranges(&params).is_empty());
    // An unknown language id: the extension decides.
    client.open("file:///b.rbn", "plaintext", "junk\n");
    let params = client.diagnostics("file:///b.rbn", Some(1));
    assert_eq!(
        codes_and_ranges(&params),
        of_full_parse(Format::Rbn, "junk\n", "utf-16")
    );
    // Neither: no diagnostics at all.
    client.open("untitled:Untitled-1", "plaintext", "(;x)");
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
    client.open(URI, "sgf", &text);
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
                let at = range_of(&text, cursor_end..cursor_end, "utf-16");
                text.insert(cursor_end, c);
                cursor_end += c.len_utf8();
                changes.push(did_change(
                    URI,
                    version,
                    json!([{ "range": at, "text": c.to_string() }]),
                ));
            }
            Key::Backspace => {
                let previous = text[..cursor_end]
                    .chars()
                    .next_back()
                    .expect("something was typed");
                let start = cursor_end - previous.len_utf8();
                let typed = range_of(&text, start..cursor_end, "utf-16");
                text.replace_range(start..cursor_end, "");
                cursor_end = start;
                changes.push(did_change(
                    URI,
                    version,
                    json!([{ "range": typed, "text": "" }]),
                ));
            }
        }
    }
    // All 200 in one write: the server finds them queued together.
    client.notify_all("textDocument/didChange", changes);
    let last = client.diagnostics(URI, Some(version));
    assert_eq!(
        codes_and_ranges(&last),
        of_full_parse(Format::Sgf, &text, "utf-16")
    );
    assert!(
        !codes_and_ranges(&last).is_empty(),
        "the typed text has mistakes"
    );
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
