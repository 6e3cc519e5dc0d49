//! `gamerec lsp` settings: the editor's `gamerec` section read with `workspace/configuration`
//! switches a code off and back on, bad settings are shown to the user by name, null settings
//! and the empty lists Lua clients send for empty tables are accepted, and `gamerec.toml` at the
//! workspace root applies unless the editor overrides it.

use gamerec_tests::lsp::diagnostics::codes_and_severities;
use gamerec_tests::lsp::{Launch, LspClient};
use serde_json::{json, Value};
use std::time::Duration;

const URI: &str = "file:///work/club/game.pbn";
const BAD_DATE: &str = "% PBN 2.1\n[Event \"\"]\n[Date \"15.03.2024\"]\n";
/// Long enough for the publications already under way to arrive.
const QUIET: Duration = Duration::from_millis(400);

/// A client that pulls its settings with `workspace/configuration` if `pull` is set, and
/// otherwise pushes them.
fn launch(pull: bool) -> Launch {
    Launch::new().capabilities(
        json!({ "workspace": { "configuration": pull, "didChangeConfiguration": {} } }),
    )
}

/// The next diagnostics of `uri` for which `accept` holds of its (code, severity) pairs.
fn codes_where(
    client: &mut LspClient,
    uri: &str,
    accept: impl Fn(&[(String, i64)]) -> bool,
) -> Vec<(String, i64)> {
    let params = client
        .diagnostics_where(uri, |params| accept(&codes_and_severities(params)))
        .unwrap_or_else(|| panic!("no such diagnostics for {uri}"));
    codes_and_severities(&params)
}

fn has_bad_date(codes: &[(String, i64)]) -> bool {
    codes.iter().any(|(code, _)| code == "pbn/bad-date")
}

/// Waits for what is under way, then forgets the publications received so far.
fn settle(client: &mut LspClient) {
    client.drain("textDocument/publishDiagnostics", QUIET);
}

#[test]
fn a_code_goes_off_and_back_on() {
    let (mut client, _) = launch(true).configuration(json!({})).initialize();
    client.open(URI, "pbn", BAD_DATE);
    let before = codes_where(&mut client, URI, has_bad_date);
    assert!(
        before.contains(&("pbn/bad-date".to_owned(), 1)),
        "{before:?}"
    );
    settle(&mut client);

    client.set_configuration(json!({ "severity": { "pbn/bad-date": "off" } }));
    client.change_configuration(Value::Null);
    let off = codes_where(&mut client, URI, |codes| !has_bad_date(codes));
    assert_eq!(off, []);
    settle(&mut client);

    client.set_configuration(json!({ "severity": { "pbn/*": "hint" } }));
    client.change_configuration(json!({}));
    let on = codes_where(&mut client, URI, has_bad_date);
    assert_eq!(on, [("pbn/bad-date".to_owned(), 4)]);
}

#[test]
fn bad_settings_are_shown_by_name() {
    let (mut client, _) = launch(true)
        .configuration(json!({ "colour": true, "severity": { "pbn/bad-date": "loud" } }))
        .initialize();
    let mut messages = Vec::new();
    for _ in 0..2 {
        let message = client
            .notification("window/showMessage", |_| true)
            .expect("a message about the settings");
        assert_eq!(message["type"], 2, "a warning: {message}");
        messages.push(message["message"].as_str().unwrap_or("").to_owned());
    }
    messages.sort();
    assert_eq!(
        messages,
        [
            "gamerec: gamerec settings: `severity.pbn/bad-date` must be error, warning, information, hint or off, found `loud`",
            "gamerec: gamerec settings: unknown setting `colour`",
        ]
    );
}

#[test]
fn null_settings_are_fine() {
    // A client that does not answer `workspace/configuration` and pushes null.
    let (mut client, _) = Launch::new().initialize();
    client.change_configuration(Value::Null);
    client.open(URI, "pbn", BAD_DATE);
    assert!(has_bad_date(&codes_where(&mut client, URI, |_| true)));

    // A client that answers null.
    let (mut client, _) = launch(true).configuration(Value::Null).initialize();
    client.change_configuration(Value::Null);
    client.open(URI, "pbn", BAD_DATE);
    assert!(has_bad_date(&codes_where(&mut client, URI, |_| true)));
    let shown = client.drain("window/showMessage", QUIET);
    assert_eq!(shown, Vec::<Value>::new());
}

#[test]
fn the_workspace_file_applies_and_the_editor_overrides_it() {
    let root = tempfile::tempdir().expect("temporary directory");
    std::fs::write(
        root.path().join("gamerec.toml"),
        "[severity]\n\"pbn/bad-date\" = \"off\"\n",
    )
    .expect("write the settings");
    let root_uri = format!("file://{}", root.path().display());
    let uri = format!("{root_uri}/game.pbn");
    let (mut client, _) = launch(false)
        .root_uri(&root_uri)
        .configuration(json!({}))
        .initialize();
    client.open(&uri, "pbn", BAD_DATE);
    let off = codes_where(&mut client, &uri, |codes| !has_bad_date(codes));
    assert_eq!(off, []);
    settle(&mut client);

    // This client pushes its settings instead of answering requests.
    client
        .change_configuration(json!({ "gamerec": { "severity": { "pbn/bad-date": "warning" } } }));
    let on = codes_where(&mut client, &uri, has_bad_date);
    assert_eq!(on, [("pbn/bad-date".to_owned(), 2)]);
}

#[test]
fn max_diagnostics_keeps_the_most_serious_and_says_so_once() {
    let (mut client, _) = launch(true)
        .configuration(json!({ "maxDiagnostics": 2 }))
        .initialize();
    // Four bad dates (errors) after a repeated tag (a warning).
    let text = "% PBN 2.1\n[Event \"a\"]\n[Event \"b\"]\n[Date \"1\"]\n\n[Date \"2\"]\n\n[Date \"3\"]\n\n[Date \"4\"]\n";
    let uri = "file:///work/club/many.pbn";
    client.open(uri, "pbn", text);
    // The two errors shown, then a last diagnostic, without a code, that counts the rest.
    let published = client
        .diagnostics_where(uri, |params| codes_and_severities(params).len() == 3)
        .expect("the diagnostics shown and the one that counts the rest");
    assert_eq!(
        codes_and_severities(&published),
        [
            ("pbn/bad-date".to_owned(), 1),
            ("pbn/bad-date".to_owned(), 1),
            (String::new(), 3)
        ]
    );
    let last = &published["diagnostics"][2];
    let says = last["message"].as_str().unwrap_or("");
    assert!(says.starts_with("3 more problems are not shown"), "{last}");
    let message = client
        .notification("window/showMessage", |_| true)
        .expect("a message about the diagnostics left out");
    let text_of = |message: &Value| message["message"].as_str().unwrap_or("").to_owned();
    assert!(text_of(&message).contains("3 more problems"), "{message}");
    // Another analysis of the same document does not say it again.
    client.change_configuration(json!({}));
    settle(&mut client);
    assert_eq!(
        client.drain("window/showMessage", QUIET),
        Vec::<Value>::new()
    );
}

/// Neovim sends an empty Lua table, such as `settings = { gamerec = {} }`, as an empty JSON
/// list: it is no settings, not a problem to show.
#[test]
fn empty_lists_from_lua_clients_are_empty_settings() {
    for section in [json!([]), json!({ "severity": [] })] {
        let (mut client, _) = launch(true).configuration(section.clone()).initialize();
        client.open(URI, "pbn", BAD_DATE);
        assert!(has_bad_date(&codes_where(&mut client, URI, |_| true)));
        let shown = client.drain("window/showMessage", QUIET);
        assert_eq!(shown, Vec::<Value>::new(), "settings {section}");
        client.change_configuration(json!({ "gamerec": section }));
        settle(&mut client);
        let shown = client.drain("window/showMessage", QUIET);
        assert_eq!(shown, Vec::<Value>::new(), "pushed {section}");
    }
}

/// The example Pinochle hand as scored by a club where North and South, with 20 points in
/// play, needed more to score.
fn hand_scored_by_a_stricter_club() -> String {
    gamerec_tests::read_workspace_file("docs/examples/pinochle/club-evening.ppn")
        .replacen("[MeldScores \"28:35\"]", "[MeldScores \"0:35\"]", 1)
        .replacen("[PlayScores \"20:30\"]", "[PlayScores \"0:30\"]", 1)
        .replacen("[HandScores \"48:-67\"]", "[HandScores \"0:-67\"]", 1)
}

#[test]
fn a_club_rule_changes_what_the_scores_are_judged_by() {
    const HAND: &str = "file:///work/club/evening.ppn";
    let (mut client, _) = launch(true).configuration(json!({})).initialize();
    client.open(HAND, "ppn", &hand_scored_by_a_stricter_club());
    let by_trick = codes_where(&mut client, HAND, |codes| !codes.is_empty());
    assert_eq!(
        by_trick,
        [
            ("pinochle/play-scores-mismatch".to_owned(), 2),
            ("pinochle/hand-scores-mismatch".to_owned(), 2)
        ]
    );
    settle(&mut client);

    client.set_configuration(json!({ "rules": { "pinochle": { "saveMeld": 21 } } }));
    client.change_configuration(Value::Null);
    let by_points = codes_where(&mut client, HAND, <[_]>::is_empty);
    assert_eq!(by_points, []);
}

#[test]
fn a_document_over_the_size_limit_gets_one_diagnostic_and_no_features() {
    // This client pushes its settings.
    let (mut client, _) = launch(false).initialize();
    client.change_configuration(json!({ "gamerec": { "maxDocumentSize": 1 } }));
    // 1.1 MB of games, each with a bad date.
    let game = format!("{BAD_DATE}\n");
    let text = game.repeat((11 << 20) / 10 / game.len() + 1);
    client.open(URI, "pbn", &text);
    let published = client
        .diagnostics_where(URI, |params| codes_and_severities(params).len() == 1)
        .expect("the one diagnostic of a document over the limit");
    let only = &published["diagnostics"][0];
    let says = only["message"].as_str().unwrap_or("");
    assert!(
        says.starts_with("this document is 1.1 MB, more than the 1 MB gamerec reads"),
        "{only}"
    );
    let hover = client.result(
        "textDocument/hover",
        json!({ "textDocument": { "uri": URI }, "position": { "line": 2, "character": 8 } }),
    );
    assert_eq!(hover, Value::Null);

    // Without a limit it is read as any other document.
    client.change_configuration(json!({ "gamerec": { "maxDocumentSize": 0 } }));
    let codes = codes_where(&mut client, URI, has_bad_date);
    assert!(codes.len() > 1000, "{}", codes.len());
}
