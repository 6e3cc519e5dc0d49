//! `textDocument/codeAction` over LSP: quick fixes for the diagnostics the client shows,
//! applied and checked again; source actions; kinds filtered by `only`; actions as commands
//! for clients that take only those, carried out with `workspace/applyEdit`.

use gamerec_tests::lsp::{apply_edits, diagnostics, range, range_of, Launch, LspClient};
use serde_json::{json, Value};

/// What VS Code, Neovim and Eglot say they take: whole code actions, preferred fixes and
/// versioned edits.
fn literal_capabilities() -> Value {
    json!({
        "general": { "positionEncodings": ["utf-8"] },
        "textDocument": { "codeAction": {
            "codeActionLiteralSupport": { "codeActionKind": { "valueSet": ["quickfix", "source"] } },
            "isPreferredSupport": true
        } },
        "workspace": { "applyEdit": true, "workspaceEdit": { "documentChanges": true } }
    })
}

fn start(capabilities: Value) -> (LspClient, Value) {
    Launch::new()
        .capabilities(capabilities)
        .configuration(json!({}))
        .initialize()
}

fn initialized() -> LspClient {
    start(literal_capabilities()).0
}

/// `text` with the edits of a code action's workspace edit applied (which must be for
/// `uri` at `version`).
fn apply(text: &str, action: &Value, uri: &str, version: i64) -> String {
    let changes = action["edit"]["documentChanges"]
        .as_array()
        .unwrap_or_else(|| panic!("no documentChanges: {action}"));
    assert_eq!(changes.len(), 1, "{action}");
    assert_eq!(changes[0]["textDocument"]["uri"], uri, "{action}");
    assert_eq!(changes[0]["textDocument"]["version"], version, "{action}");
    apply_edits(text, &changes[0]["edits"], "utf-8")
}

/// Opens the document `text` and returns its first published diagnostic with `code`.
fn open_and_find(
    client: &mut LspClient,
    uri: &str,
    language: &str,
    text: &str,
    code: &str,
) -> Value {
    client.open(uri, language, text);
    diagnostics::with_code(&client.diagnostics(uri, Some(1)), code)
}

/// Opens the RBN document `text` and returns its published `rbn/duplicate-card` diagnostic.
fn open_with_duplicate(client: &mut LspClient, uri: &str, text: &str) -> Value {
    open_and_find(client, uri, "rbn", text, "rbn/duplicate-card")
}

/// Replaces the document's text with `text` as `version`; returns the diagnostics published
/// for that version.
fn change_to(client: &mut LspClient, uri: &str, version: i64, text: &str) -> Value {
    client.replace_text(uri, version, text);
    client.diagnostics(uri, Some(version))
}

fn code_actions(
    client: &mut LspClient,
    uri: &str,
    range: Value,
    diagnostics: Vec<Value>,
    only: Option<Vec<&str>>,
) -> Vec<Value> {
    let mut context = json!({ "diagnostics": diagnostics });
    if let Some(only) = only {
        context["only"] = json!(only);
    }
    let actions = client.result(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": range, "context": context }),
    );
    actions
        .as_array()
        .cloned()
        .unwrap_or_else(|| panic!("no actions: {actions}"))
}

fn titles(actions: &[Value]) -> Vec<&str> {
    actions
        .iter()
        .map(|action| action["title"].as_str().unwrap_or_default())
        .collect()
}

#[test]
fn code_actions_are_announced() {
    let (_, result) = start(literal_capabilities());
    let provider = &result["capabilities"]["codeActionProvider"];
    let kinds = &provider["codeActionKinds"];
    assert_eq!(
        kinds,
        &json!([
            "quickfix",
            "source",
            "source.gamerec.rbnToRbx",
            "source.gamerec.rbxToRbn",
            "source.gamerec.sortTags",
            "source.gamerec.convert"
        ]),
        "{provider}"
    );
}

#[test]
fn a_duplicated_card_is_fixed_and_the_diagnostic_goes() {
    let uri = "file:///fix.rbn";
    let text = "% RBN\nB 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ652:\n";
    let mut client = initialized();
    let duplicate = open_with_duplicate(&mut client, uri, text);
    let actions = code_actions(
        &mut client,
        uri,
        duplicate["range"].clone(),
        vec![duplicate.clone()],
        None,
    );
    let fix = actions
        .iter()
        .find(|action| action["isPreferred"] == true)
        .unwrap_or_else(|| panic!("no preferred fix: {actions:?}"));
    assert_eq!(fix["title"], "Remove this ♣2 from South's hand");
    assert_eq!(fix["kind"], "quickfix");
    assert_eq!(fix["diagnostics"], json!([duplicate]));
    let fixed = apply(text, fix, uri, 1);
    assert_eq!(
        fixed,
        "% RBN\nB 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n"
    );
    let published = change_to(&mut client, uri, 2, &fixed);
    assert!(
        !diagnostics::codes(&published).contains(&"rbn/duplicate-card".to_string()),
        "{published}"
    );
    // The source action is offered with the fix, and alone when only it is asked for.
    assert!(titles(&actions).contains(&"Convert this record to RBX (board 1)"));
    let range = range_of(text, 7..7, "utf-8");
    let sources = code_actions(&mut client, uri, range, Vec::new(), Some(vec!["source"]));
    assert_eq!(titles(&sources), ["Convert this record to RBX (board 1)"]);
    assert_eq!(sources[0]["kind"], "source.gamerec.rbnToRbx");
}

#[test]
fn a_range_without_diagnostics_gets_only_source_actions() {
    let uri = "file:///clean.pbn";
    let text = "% PBN 2.1\n[Board \"3\"]\n[Event \"Club\"]\n";
    let mut client = initialized();
    client.open(uri, "pbn", text);
    client.diagnostics(uri, Some(1));
    let at = range_of(text, 12..12, "utf-8");
    let actions = code_actions(&mut client, uri, at.clone(), Vec::new(), None);
    assert_eq!(
        titles(&actions),
        ["Sort the tags into export order (board 3)"]
    );
    assert_eq!(
        apply(text, &actions[0], uri, 1),
        "% PBN 2.1\n[Event \"Club\"]\n[Board \"3\"]\n"
    );
    let fixes = code_actions(&mut client, uri, at, Vec::new(), Some(vec!["quickfix"]));
    assert_eq!(fixes, Vec::<Value>::new());
}

#[test]
fn syntax_errors_are_fixed_without_the_client_sending_them() {
    let uri = "file:///bracket.sgf";
    let text = "(;FF[4]PB[Honinbo [9p]] PW[Rival])\n";
    let mut client = initialized();
    client.open(uri, "sgf", text);
    let published = client.diagnostics(uri, Some(1));
    assert!(diagnostics::codes(&published).contains(&"sgf/unescaped-bracket".to_string()));
    let at = range_of(text, 21..22, "utf-8");
    let actions = code_actions(&mut client, uri, at, Vec::new(), None);
    assert_eq!(titles(&actions), ["Escape the `]` as `\\]`"]);
    assert_eq!(
        actions[0]["diagnostics"][0]["code"],
        "sgf/unescaped-bracket"
    );
    let fixed = apply(text, &actions[0], uri, 1);
    assert_eq!(fixed, "(;FF[4]PB[Honinbo [9p\\]] PW[Rival])\n");
    let published = change_to(&mut client, uri, 2, &fixed);
    assert_eq!(diagnostics::codes(&published), Vec::<String>::new());
}

#[test]
fn an_explicit_request_without_diagnostics_uses_the_servers_own() {
    let uri = "file:///own.pbn";
    let text = "% PBN 2.1\n[Deal \"N:2TQK.A.. - - -\"]\n";
    let mut client = initialized();
    client.open(uri, "pbn", text);
    client.diagnostics(uri, Some(1));
    let at = range_of(text, 19..19, "utf-8");
    let request = |trigger: i64| {
        json!({
            "textDocument": { "uri": uri },
            "range": at,
            "context": { "diagnostics": [], "only": ["quickfix"], "triggerKind": trigger }
        })
    };
    // Invoked by the user: the checks of the range give the fix.
    let response = client.request("textDocument/codeAction", request(1));
    let actions = response["result"].as_array().expect("actions").clone();
    assert_eq!(titles(&actions), ["Sort the ranks from the ace down"]);
    assert_eq!(
        actions[0]["diagnostics"][0]["code"],
        "pbn/ranks-out-of-order"
    );
    assert_eq!(
        apply(text, &actions[0], uri, 1),
        "% PBN 2.1\n[Deal \"N:KQT2.A.. - - -\"]\n"
    );
    // Asked automatically (a light bulb as the cursor moves): nothing is checked for it.
    let response = client.request("textDocument/codeAction", request(2));
    assert_eq!(response["result"], json!([]), "{response}");
}

#[test]
fn the_pbn_version_line_is_added_and_the_hint_goes() {
    let uri = "file:///unversioned.pbn";
    let text = "% EXPORT\n[Event \"Club Pairs\"]\n";
    let mut client = initialized();
    let hint = open_and_find(&mut client, uri, "pbn", text, "pbn/missing-version");
    // A hint, on the first line.
    assert_eq!(hint["severity"], 4, "{hint}");
    assert_eq!(hint["range"]["start"], json!({ "line": 0, "character": 0 }));
    assert_eq!(hint["range"]["end"], json!({ "line": 0, "character": 8 }));
    let actions = code_actions(
        &mut client,
        uri,
        hint["range"].clone(),
        vec![hint.clone()],
        Some(vec!["quickfix"]),
    );
    assert_eq!(titles(&actions), ["Add the `% PBN 2.1` version line"]);
    let fix = &actions[0];
    assert_eq!(fix["kind"], "quickfix");
    assert_eq!(fix["isPreferred"], true);
    assert_eq!(fix["diagnostics"], json!([hint]));
    let fixed = apply(text, fix, uri, 1);
    assert_eq!(fixed, "% PBN 2.1\n% EXPORT\n[Event \"Club Pairs\"]\n");
    let published = change_to(&mut client, uri, 2, &fixed);
    let left = diagnostics::codes(&published);
    assert!(!left.is_empty(), "the export checks still run: {published}");
    assert!(
        !left.contains(&"pbn/missing-version".to_string()),
        "{published}"
    );
}

#[test]
fn a_fix_shared_by_two_diagnostics_is_offered_once() {
    let uri = "file:///ranks.rbn";
    let text = "% RBN\nH N:QKA2.KJ5.T98.A43:J976.Q82.5JA.K72:T85.A9743.K.QJ65:\n";
    let mut client = initialized();
    client.open(uri, "rbn", text);
    let published = client.diagnostics(uri, Some(1));
    let sent = diagnostics::list(&published);
    assert_eq!(sent.len(), 2, "{published}");
    let line = range_of(text, 6..61, "utf-8");
    let actions = code_actions(&mut client, uri, line, sent.clone(), Some(vec!["quickfix"]));
    assert_eq!(titles(&actions), ["Sort the ranks from the ace down"]);
    assert_eq!(actions[0]["diagnostics"], json!(sent));
    assert_eq!(
        apply(text, &actions[0], uri, 1),
        "% RBN\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n"
    );
}

#[test]
fn a_document_not_open_gets_no_actions() {
    let mut client = initialized();
    let response = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": "file:///nowhere.sgf" },
            "range": range((0, 0), (0, 0)),
            "context": { "diagnostics": [] }
        }),
    );
    assert_eq!(response["result"], Value::Null, "{response}");
}

/// A client that takes neither whole code actions nor commands it can have carried out.
#[test]
fn a_client_without_code_action_support_is_offered_none() {
    let (_, result) = start(json!({ "general": { "positionEncodings": ["utf-8"] } }));
    let capabilities = &result["capabilities"];
    assert!(
        capabilities.get("codeActionProvider").is_none(),
        "{capabilities}"
    );
    assert!(
        capabilities.get("executeCommandProvider").is_none(),
        "{capabilities}"
    );
}

/// What an old client says: it applies edits the server sends, but takes code actions only
/// as commands and edits only as a map of changes.
fn command_capabilities() -> Value {
    json!({
        "general": { "positionEncodings": ["utf-8"] },
        "textDocument": { "codeAction": { "dynamicRegistration": false } },
        "workspace": { "applyEdit": true }
    })
}

#[test]
fn a_client_taking_commands_gets_the_fix_applied_by_the_server() {
    let uri = "file:///old.rbn";
    let text = "% RBN\nB 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ652:\n";
    let (mut client, result) = start(command_capabilities());
    let capabilities = &result["capabilities"];
    assert_eq!(capabilities["codeActionProvider"], true, "{capabilities}");
    assert_eq!(
        capabilities["executeCommandProvider"]["commands"],
        json!(["gamerec.applyFix"]),
        "{capabilities}"
    );
    let duplicate = open_with_duplicate(&mut client, uri, text);
    let actions = code_actions(
        &mut client,
        uri,
        duplicate["range"].clone(),
        vec![duplicate],
        None,
    );
    for action in &actions {
        assert_eq!(action["command"], "gamerec.applyFix", "{action}");
        assert!(
            action.get("kind").is_none(),
            "a command, not an action: {action}"
        );
    }
    let fix = actions
        .iter()
        .find(|action| action["title"] == "Remove this ♣2 from South's hand")
        .unwrap_or_else(|| panic!("no fix: {actions:?}"))
        .clone();
    let execute = client.send_request(
        "workspace/executeCommand",
        json!({ "command": fix["command"], "arguments": fix["arguments"] }),
    );
    let apply_request = client.server_request("workspace/applyEdit");
    let edits = &apply_request["params"]["edit"]["changes"][uri];
    let fixed = apply_edits(text, edits, "utf-8");
    assert_eq!(
        fixed,
        "% RBN\nB 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n"
    );
    client.reply(&apply_request, json!({ "applied": true }));
    let response = client.response(execute);
    assert!(response.get("error").is_none(), "{response}");
    assert_eq!(response["result"], Value::Null, "{response}");
}

#[test]
fn a_command_for_an_older_version_is_not_carried_out() {
    let uri = "file:///stale.rbn";
    let text = "% RBN\nB 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ652:\n";
    let (mut client, _) = start(command_capabilities());
    client.open(uri, "rbn", text);
    let sent = diagnostics::list(&client.diagnostics(uri, Some(1)));
    let actions = code_actions(&mut client, uri, sent[0]["range"].clone(), sent, None);
    let first = actions.first().unwrap_or_else(|| panic!("no actions"));
    client.replace_text(uri, 2, &format!("{text}\n"));
    let response = client.request(
        "workspace/executeCommand",
        json!({ "command": first["command"], "arguments": first["arguments"] }),
    );
    assert_eq!(response["error"]["code"], -32801, "{response}");
    let unknown = client.request(
        "workspace/executeCommand",
        json!({ "command": "gamerec.nothing", "arguments": [] }),
    );
    assert_eq!(unknown["error"]["code"], -32602, "{unknown}");
}

/// What VS Code and Neovim say of edits: they apply those the server sends, versioned, and
/// can make files with them.
fn file_making_capabilities() -> Value {
    let mut capabilities = literal_capabilities();
    capabilities["workspace"]["workspaceEdit"]["resourceOperations"] =
        json!(["create", "rename", "delete"]);
    capabilities
}

const CONVERTED_RECORD: &str = "% RBN 3.2\nE Club\nB 1\n\
                                H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
                                A NZ:1SP2C*^1P:2SP4SA\n1 asks for a major\nC 4S:N\nR 10\n";

/// A file URI for `name` in `dir`.
fn file_uri(dir: &std::path::Path, name: &str) -> String {
    let path = dir.join(name);
    let text = path
        .to_string_lossy()
        .replace('\\', "/")
        .replace(' ', "%20");
    if text.starts_with('/') {
        format!("file://{text}")
    } else {
        format!("file:///{text}")
    }
}

#[test]
fn a_bridge_document_is_converted_into_a_new_file_beside_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let uri = file_uri(dir.path(), "club night.rbn");
    let (mut client, result) = start(file_making_capabilities());
    let commands = &result["capabilities"]["executeCommandProvider"]["commands"];
    assert_eq!(commands, &json!(["gamerec.convert"]), "{result}");
    client.open(&uri, "rbn", CONVERTED_RECORD);
    let whole = range((0, 0), (0, 0));
    let actions = code_actions(&mut client, &uri, whole, vec![], Some(vec!["source"]));
    let titles: Vec<&str> = actions
        .iter()
        .filter(|action| action["kind"] == "source.gamerec.convert")
        .filter_map(|action| action["title"].as_str())
        .collect();
    assert_eq!(
        titles,
        [
            "Convert to RBX as club night.rbx",
            "Convert to PBN as club night.pbn",
            "Convert to LIN as club night.lin"
        ],
        "{actions:?}"
    );
    let to_pbn = actions
        .iter()
        .find(|action| action["title"] == "Convert to PBN as club night.pbn")
        .map(|action| action["command"].clone())
        .unwrap_or_default();
    let execute = client.send_request(
        "workspace/executeCommand",
        json!({ "command": to_pbn["command"], "arguments": to_pbn["arguments"] }),
    );
    let apply_request = client.server_request("workspace/applyEdit");
    let changes = &apply_request["params"]["edit"]["documentChanges"];
    let new_uri = file_uri(dir.path(), "club night.pbn");
    assert_eq!(changes[0]["kind"], "create", "{changes}");
    assert_eq!(changes[0]["uri"], new_uri.as_str(), "{changes}");
    assert_eq!(changes[0]["options"]["overwrite"], false, "{changes}");
    assert_eq!(
        changes[1]["textDocument"]["uri"],
        new_uri.as_str(),
        "{changes}"
    );
    let pbn = apply_edits("", &changes[1]["edits"], "utf-8");
    for line in [
        "[Event \"Club\"]",
        "[Deal \"N:AKQ2.KJ5.T98.A43 J976.Q82.AJ5.K72 T85.A9743.K.QJ65 43.T6.Q76432.T98\"]",
        "1S Pass 2C =1= Pass",
        "[Note \"1:asks for a major\"]",
        "[Result \"10\"]",
    ] {
        assert!(pbn.lines().any(|written| written == line), "{line}\n{pbn}");
    }
    client.reply(&apply_request, json!({ "applied": true }));
    let response = client.response(execute);
    assert!(response.get("error").is_none(), "{response}");
    let told = client
        .notification("window/showMessage", |params| {
            params["message"]
                .as_str()
                .is_some_and(|message| message.contains("club night.pbn"))
        })
        .unwrap_or_else(|| panic!("no message about the new file"));
    assert_eq!(
        told["message"], "gamerec: wrote club night.pbn (1 board)",
        "{told}"
    );
}

#[test]
fn a_conversion_never_writes_over_a_file() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let uri = file_uri(dir.path(), "club.rbn");
    std::fs::write(dir.path().join("club.lin"), "pn|kept|\n").expect("file written");
    let (mut client, _) = start(file_making_capabilities());
    client.open(&uri, "rbn", CONVERTED_RECORD);
    let response = client.request(
        "workspace/executeCommand",
        json!({ "command": "gamerec.convert", "arguments": [{ "uri": uri, "target": "lin" }] }),
    );
    assert!(response.get("error").is_none(), "{response}");
    let told = client
        .notification("window/showMessage", |_| true)
        .unwrap_or_else(|| panic!("no message"));
    assert_eq!(
        told["message"],
        "gamerec: club.lin exists and is left as it is; not converted (`gamerec convert -o DIR` \
         writes into another folder)",
        "{told}"
    );
    assert_eq!(told["type"], 2, "a warning: {told}");
    let kept = std::fs::read_to_string(dir.path().join("club.lin")).expect("file read");
    assert_eq!(kept, "pn|kept|\n");
}
