//! Semantic tokens over LSP: the legend announced, full tokens with columns in UTF-16 after
//! multi-byte text (and in UTF-8 when negotiated), a range, and a delta after an edit that
//! turns the tokens sent before into the tokens of the edited text.

use gamerec_tests::lsp::{document, range, Launch, LspClient};
use serde_json::{json, Value};

fn full(client: &mut LspClient, uri: &str) -> Value {
    client.result("textDocument/semanticTokens/full", document(uri))
}

fn numbers(data: &Value) -> Vec<u64> {
    data.as_array()
        .map(|data| data.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

/// Each token as (line, column, length, type name, modifier names), decoded with the legend.
fn decode(data: &[u64], legend: &Value) -> Vec<(u64, u64, u64, String, Vec<String>)> {
    let types = legend["tokenTypes"].as_array().cloned().unwrap_or_default();
    let modifiers = legend["tokenModifiers"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let mut tokens = Vec::new();
    let (mut line, mut column) = (0, 0);
    for token in data.chunks(5) {
        let [delta_line, delta_start, length, kind, bits] = token else {
            panic!("a token of {} numbers", token.len());
        };
        if *delta_line > 0 {
            column = 0;
        }
        line += delta_line;
        column += delta_start;
        let kind = types[*kind as usize].as_str().unwrap_or("").to_owned();
        let names = (0..modifiers.len())
            .filter(|bit| bits & (1 << bit) != 0)
            .map(|bit| modifiers[bit].as_str().unwrap_or("").to_owned())
            .collect();
        tokens.push((line, column, *length, kind, names));
    }
    tokens
}

#[test]
fn the_legend_and_the_requests_are_announced() {
    let (_, initialized) = Launch::new().initialize();
    let provider = &initialized["capabilities"]["semanticTokensProvider"];
    assert_eq!(provider["range"], true, "{provider}");
    assert_eq!(provider["full"]["delta"], true, "{provider}");
    let types = &provider["legend"]["tokenTypes"];
    assert!(types
        .as_array()
        .is_some_and(|types| types.iter().any(|kind| kind == "enumMember")));
    let modifiers = &provider["legend"]["tokenModifiers"];
    for name in [
        "spades", "hearts", "diamonds", "clubs", "bid", "pass", "black", "white",
    ] {
        assert!(
            modifiers
                .as_array()
                .is_some_and(|all| all.iter().any(|m| m == name)),
            "{name}: {modifiers}"
        );
    }
}

/// Columns count UTF-16 units by default: the tokens after `é` and `😀` in a comment start
/// where the client counts them.
#[test]
fn columns_after_multibyte_text_in_utf16_and_utf8() {
    let uri = "file:///hands.pbn";
    let text = "{é😀} [Deal \"N:AK.Q.J.T - - -\"]\n";
    for (offered, deal_column, comment_length) in [(None, 7, 5), (Some("utf-8"), 10, 8)] {
        let launch = match offered {
            Some(encoding) => Launch::new().encodings(&[encoding]),
            None => Launch::new(),
        };
        let (mut client, initialized) = launch.initialize();
        let legend = initialized["capabilities"]["semanticTokensProvider"]["legend"].clone();
        client.open(uri, "pbn", text);
        let tokens = decode(&numbers(&full(&mut client, uri)["data"]), &legend);
        assert_eq!(tokens[0], (0, 0, comment_length, "comment".into(), vec![]));
        assert_eq!(tokens[1], (0, deal_column, 4, "property".into(), vec![]));
        let ace = tokens
            .iter()
            .find(|token| token.4 == ["spades"])
            .cloned()
            .unwrap_or_default();
        assert_eq!(
            (ace.1, ace.3.as_str()),
            (deal_column + 8, "enumMember"),
            "{tokens:?}"
        );
    }
}

#[test]
fn a_range_gives_the_tokens_in_it() {
    let uri = "file:///game.sgf";
    let text = "(;GM[1]\n;B[aa]\n;W[bb]C[fine])\n";
    let (mut client, initialized) = Launch::new().initialize();
    let legend = initialized["capabilities"]["semanticTokensProvider"]["legend"].clone();
    client.open(uri, "sgf", text);
    let in_range = client.result(
        "textDocument/semanticTokens/range",
        json!({ "textDocument": { "uri": uri }, "range": range((2, 0), (2, 6)) }),
    );
    let tokens = decode(&numbers(&in_range["data"]), &legend);
    assert_eq!(
        tokens,
        vec![
            (2, 1, 1, "property".into(), vec!["white".into()]),
            (2, 3, 2, "variable".into(), vec!["white".into()]),
        ]
    );
}

/// The edits of a delta, applied to the numbers sent before.
fn apply(mut data: Vec<u64>, edits: &Value) -> Vec<u64> {
    let mut edits = edits.as_array().cloned().unwrap_or_default();
    edits.sort_by_key(|edit| std::cmp::Reverse(edit["start"].as_u64()));
    for edit in edits {
        let start = edit["start"].as_u64().unwrap_or(0) as usize;
        let count = edit["deleteCount"].as_u64().unwrap_or(0) as usize;
        data.splice(start..start + count, numbers(&edit["data"]));
    }
    data
}

#[test]
fn a_delta_after_an_edit_gives_the_new_tokens() {
    let uri = "file:///club.rbn";
    let text = "B 0\nH N:A.K.Q.J:\n\nB 1\nH N:AK.QJ.T9.8765:\nA NZ:1SP\n\nB 2\nH N:A.K.Q.J:\n";
    let (mut client, _) = Launch::new().initialize();
    client.open(uri, "rbn", text);
    let first = full(&mut client, uri);
    let first_id = first["resultId"].as_str().unwrap_or("").to_owned();
    assert!(!first_id.is_empty(), "{first}");
    // `1S` becomes `2HX`: one bid changes suit and a double comes in.
    client.edit(uri, 2, range((5, 5), (5, 7)), "2HX");
    let delta = client.result(
        "textDocument/semanticTokens/full/delta",
        json!({ "textDocument": { "uri": uri }, "previousResultId": first_id }),
    );
    let edits = &delta["edits"];
    assert!(
        edits.as_array().is_some_and(|edits| edits.len() == 1),
        "{delta}"
    );
    let second_id = delta["resultId"].as_str().unwrap_or("").to_owned();
    assert!(!second_id.is_empty() && second_id != first_id, "{delta}");
    let patched = apply(numbers(&first["data"]), edits);
    let fresh = full(&mut client, uri);
    assert_eq!(patched, numbers(&fresh["data"]));
    // The edit covers the changed record (and the first token after it), not the records
    // before it.
    let old_numbers = numbers(&first["data"]).len() as u64;
    let start = edits[0]["start"].as_u64().unwrap_or(0);
    let deleted = edits[0]["deleteCount"].as_u64().unwrap_or(u64::MAX);
    assert!(start > 0 && start + deleted < old_numbers, "{delta}");

    // An id the server no longer keeps: the whole tokens again.
    let unknown = client.result(
        "textDocument/semanticTokens/full/delta",
        json!({ "textDocument": { "uri": uri }, "previousResultId": first_id }),
    );
    assert_eq!(numbers(&unknown["data"]), numbers(&fresh["data"]));
}
