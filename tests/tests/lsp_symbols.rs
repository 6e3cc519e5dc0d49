//! Document and workspace symbols over LSP: the outline of each format with its nesting, and
//! a workspace query across the open documents.

use gamerec_tests::lsp::{document, Launch, LspClient};
use serde_json::{json, Value};

fn client() -> LspClient {
    Launch::new().encodings(&["utf-8"]).initialize().0
}

fn outline(client: &mut LspClient, uri: &str) -> Value {
    client.result("textDocument/documentSymbol", document(uri))
}

/// The names of the symbols, children indented under their parents.
fn names(symbols: &Value, depth: usize, out: &mut Vec<String>) {
    for symbol in symbols.as_array().into_iter().flatten() {
        let name = symbol["name"].as_str().unwrap_or("?");
        out.push(format!("{}{name}", "  ".repeat(depth)));
        names(&symbol["children"], depth + 1, out);
    }
}

fn outline_names(client: &mut LspClient, uri: &str) -> Vec<String> {
    let mut out = Vec::new();
    names(&outline(client, uri), 0, &mut out);
    out
}

#[test]
fn symbols_are_announced() {
    let (_, result) = Launch::new().initialize();
    let capabilities = &result["capabilities"];
    assert_eq!(
        capabilities["documentSymbolProvider"], true,
        "{capabilities}"
    );
    assert_eq!(
        capabilities["workspaceSymbolProvider"], true,
        "{capabilities}"
    );
}

#[test]
fn outline_of_each_format() {
    let mut client = client();
    client.open(
        "file:///a.rbn",
        "rbn",
        "% RBN 3.2\n\nE Cup\nB 7\nA WZ:1S^1P4SA\n1 strong\nC 4S:S\nR 10\n",
    );
    assert_eq!(
        outline_names(&mut client, "file:///a.rbn"),
        [
            "Comments",
            "Board 7 — 4♠ by S, 10 tricks",
            "  Auction",
            "  Note 1",
            "  Contract",
            "  Result"
        ]
    );
    let symbols = outline(&mut client, "file:///a.rbn");
    let board = &symbols[1];
    assert_eq!(board["detail"], "Cup", "{board}");
    assert_eq!(
        board["range"]["start"],
        json!({ "line": 2, "character": 0 }),
        "{board}"
    );
    assert_eq!(
        board["selectionRange"]["start"],
        json!({ "line": 3, "character": 0 }),
        "{board}"
    );

    client.open(
        "file:///a.pbn",
        "pbn",
        "[Board \"3\"]\n[Contract \"Pass\"]\n[Auction \"N\"]\nPass =1= AP\n[Note \"1:weak\"]\n",
    );
    assert_eq!(
        outline_names(&mut client, "file:///a.pbn"),
        [
            "Board 3 — passed out",
            "  Contract",
            "  Auction",
            "    Note 1"
        ]
    );

    client.open(
        "file:///a.sgf",
        "sgf",
        "(;PB[Lee Sedol]PW[AlphaGo]RE[B+R];B[pd](;W[dd])(;W[dp];B[pp]))",
    );
    assert_eq!(
        outline_names(&mut client, "file:///a.sgf"),
        [
            "Black Lee Sedol vs White AlphaGo, B+R",
            "  Move 2: W D16",
            "  Move 2: W D4"
        ]
    );
}

#[test]
fn workspace_symbols_across_open_documents() {
    let mut client = client();
    client.open("file:///one.rbn", "rbn", "B 7\nC 4H:N\n\nB 8\n");
    client.open(
        "file:///two.pbn",
        "pbn",
        "[Board \"17\"]\n[Event \"Spring\"]\n",
    );
    let query = |client: &mut LspClient, query: &str| {
        let symbols = client.result("workspace/symbol", json!({ "query": query }));
        let mut found: Vec<String> = symbols
            .as_array()
            .into_iter()
            .flatten()
            .map(|symbol| {
                format!(
                    "{} {}",
                    symbol["location"]["uri"].as_str().unwrap_or("?"),
                    symbol["name"].as_str().unwrap_or("?")
                )
            })
            .collect();
        found.sort();
        found
    };
    assert_eq!(
        query(&mut client, "board 7"),
        [
            "file:///one.rbn Board 7 — 4♥ by N",
            "file:///two.pbn Board 17"
        ]
    );
    assert_eq!(
        query(&mut client, "4h"),
        ["file:///one.rbn Board 7 — 4♥ by N"]
    );
    assert_eq!(query(&mut client, "spring"), ["file:///two.pbn Board 17"]);
    assert_eq!(query(&mut client, "").len(), 3);
    client.close("file:///two.pbn");
    assert_eq!(query(&mut client, "").len(), 2);
}

/// The outline is kept between requests on one version of a document, and built again after
/// a change, for the document's own outline and for workspace queries alike.
#[test]
fn the_outline_follows_each_change() {
    let mut client = client();
    let uri = "file:///changing.rbn";
    client.open(uri, "rbn", "B 7\nC 4H:N\n");
    assert_eq!(
        outline_names(&mut client, uri),
        ["Board 7 — 4♥ by N", "  Contract"]
    );
    assert_eq!(
        outline_names(&mut client, uri),
        ["Board 7 — 4♥ by N", "  Contract"]
    );
    client.replace_text(uri, 2, "B 8\nC 5D:S\n");
    let query = |client: &mut LspClient| {
        let response = client.request("workspace/symbol", json!({ "query": "board" }));
        response["result"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|symbol| symbol["name"].as_str().unwrap_or("?").to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(query(&mut client), ["Board 8 — 5♦ by S"]);
    assert_eq!(
        outline_names(&mut client, uri),
        ["Board 8 — 5♦ by S", "  Contract"]
    );
    client.replace_text(uri, 3, "B 9\n");
    assert_eq!(outline_names(&mut client, uri), ["Board 9"]);
    assert_eq!(query(&mut client), ["Board 9"]);
}
