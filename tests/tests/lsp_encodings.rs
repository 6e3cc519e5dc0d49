//! What the language server says of a file's encoding, which the editor decoded: the bytes on
//! disk are read once more at opening and saving; a guessed encoding or a faulty declaration is
//! a diagnostic with the fix that declares the charset, and a hover on the declaration names
//! the encoding and why.

use gamerec_tests::lsp::{apply_edits, diagnostics, document_at, position, Launch, LspClient};
use serde_json::{json, Value};
use std::fs;
use std::path::Path;

/// Shift_JIS names and a comment, no `CA`.
const SHIFT_JIS: &[u8] = b"(;GM[1]FF[4]PB[\x88\xe4\x8e\x52]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95];B[pd])";

fn start() -> LspClient {
    Launch::new()
        .capabilities(json!({
            "general": { "positionEncodings": ["utf-8"] },
            "textDocument": { "codeAction": {
                "codeActionLiteralSupport": { "codeActionKind": { "valueSet": ["quickfix"] } },
                "isPreferredSupport": true
            } }
        }))
        .configuration(json!({}))
        .initialize()
        .0
}

fn file_uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

fn shift_jis(text: &str) -> Vec<u8> {
    encoding_rs::SHIFT_JIS.encode(text).0.into_owned()
}

fn hover_text(client: &mut LspClient, uri: &str, text: &str, offset: usize) -> String {
    let hover = client.result(
        "textDocument/hover",
        document_at(uri, position(text, offset, "utf-8")),
    );
    hover["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("no hover: {hover}"))
        .to_owned()
}

#[test]
fn a_guessed_encoding_is_hinted_declared_by_a_fix_and_named_on_hover() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("kisei.sgf");
    fs::write(&path, SHIFT_JIS).unwrap();
    let uri = file_uri(&path);
    // The editor read the file as Shift_JIS, as gamerec does.
    let (text, _, _) = encoding_rs::SHIFT_JIS.decode(SHIFT_JIS);
    let mut client = start();
    client.open(&uri, "sgf", &text);
    let published = client.diagnostics(&uri, Some(1));
    let hint = diagnostics::with_code(&published, "sgf/guessed-encoding");
    assert_eq!(
        hint["message"],
        "read as Shift_JIS (guessed: the bytes are not UTF-8 and no `CA` property names the charset); add `CA[Shift_JIS]` to the first game's root node"
    );
    assert_eq!(hint["severity"], 4, "a hint: {hint}");

    let actions = client.result(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": hint["range"],
                "context": { "diagnostics": [hint] } }),
    );
    let fix = actions
        .as_array()
        .and_then(|actions| {
            actions
                .iter()
                .find(|action| action["title"] == "Add `CA[Shift_JIS]`")
        })
        .unwrap_or_else(|| panic!("no fix declaring the charset: {actions}"))
        .clone();
    assert_eq!(fix["isPreferred"], true);
    let fixed = apply_edits(&text, &fix["edit"]["changes"][&uri], "utf-8");
    assert!(fixed.starts_with("(;CA[Shift_JIS]GM[1]"), "{fixed}");

    client.replace_text(&uri, 2, &fixed);
    let published = client.diagnostics(&uri, Some(2));
    assert!(
        !diagnostics::codes(&published).contains(&"sgf/guessed-encoding".to_owned()),
        "{published}"
    );
    let label = fixed.find("Shift_JIS").expect("the label") + 2;
    assert!(hover_text(&mut client, &uri, &fixed, label)
        .contains("gamerec reads this file as Shift_JIS (guessed from its bytes)."),);

    // Saved with the declaration, the file reads as it declares.
    fs::write(&path, shift_jis(&fixed)).unwrap();
    client.save(&uri);
    let published = client.diagnostics(&uri, Some(2));
    assert!(!diagnostics::codes(&published).contains(&"sgf/guessed-encoding".to_owned()));
    assert!(hover_text(&mut client, &uri, &fixed, label)
        .contains("gamerec reads this file as Shift_JIS (the file declares it)."),);
}

#[test]
fn an_editor_that_shows_other_text_is_told_to_reopen_the_file() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("kisei.sgf");
    fs::write(&path, SHIFT_JIS).unwrap();
    let uri = file_uri(&path);
    // The editor read the bytes as UTF-8, each invalid sequence a U+FFFD.
    let shown = String::from_utf8_lossy(SHIFT_JIS).into_owned();
    let mut client = start();
    client.open(&uri, "sgf", &shown);
    let published = client.diagnostics(&uri, Some(1));
    let hint = diagnostics::with_code(&published, "sgf/guessed-encoding");
    let message = hint["message"].as_str().unwrap_or_default();
    assert!(
        message
            .ends_with("; the editor shows the file in another encoding: reopen it as Shift_JIS"),
        "{message}"
    );
}

#[test]
fn a_document_with_no_file_behind_it_gets_nothing_about_its_encoding() {
    let mut client = start();
    let uri = "untitled:Untitled-1";
    let (text, _, _) = encoding_rs::SHIFT_JIS.decode(SHIFT_JIS);
    client.open(uri, "sgf", &text);
    let published: Value = client.diagnostics(uri, Some(1));
    assert!(
        !diagnostics::codes(&published).contains(&"sgf/guessed-encoding".to_owned()),
        "{published}"
    );
}
