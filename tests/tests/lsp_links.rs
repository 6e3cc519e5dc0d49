//! Document links over LSP: addresses in comments become links with their targets.

use gamerec_tests::lsp::{document, Launch};

#[test]
fn links_in_comments() {
    let (mut client, result) = Launch::new().encodings(&["utf-8"]).initialize();
    assert_eq!(
        result["capabilities"]["documentLinkProvider"]["resolveProvider"], false,
        "{result}"
    );
    let cases = [
        (
            "file:///a.rbn",
            "rbn",
            "% from https://example.org/a.rbn\nB 1\n",
            "https://example.org/a.rbn",
            0,
        ),
        (
            "file:///a.pbn",
            "pbn",
            "[Board \"1\"]\n{see http://example.org/x.}\n",
            "http://example.org/x",
            1,
        ),
        (
            "file:///a.sgf",
            "sgf",
            "(;GM[1]\nC[é mailto:me@example.org])",
            "mailto:me@example.org",
            1,
        ),
    ];
    for (uri, language, text, target, line) in cases {
        client.open(uri, language, text);
        let response = client.request("textDocument/documentLink", document(uri));
        let links = response["result"].as_array().cloned().unwrap_or_default();
        assert_eq!(links.len(), 1, "{response}");
        assert_eq!(links[0]["target"], target, "{response}");
        assert_eq!(links[0]["range"]["start"]["line"], line, "{response}");
    }
}
