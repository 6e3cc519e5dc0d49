//! `gamerec lsp` logging: the level comes from `--log-level` or `GAMEREC_LOG`, and messages at
//! `info` and above reach the editor as `window/logMessage`.

use gamerec_tests::lsp::{LspClient, TIMEOUT};
use serde_json::{json, Value};
use std::time::Duration;

fn initialize(client: &mut LspClient) {
    let response = client.request(
        "initialize",
        json!({ "processId": null, "rootUri": null, "capabilities": {} }),
    );
    assert!(response["result"].is_object(), "{response}");
    client.notify("initialized", json!({}));
}

fn initialized_message(client: &mut LspClient) -> Option<Value> {
    client.notification("window/logMessage", TIMEOUT, |params| {
        params["message"]
            .as_str()
            .is_some_and(|m| m.contains("initialized"))
    })
}

#[test]
fn info_messages_reach_the_editor_at_level_info() {
    let mut client = LspClient::start_with(&["--log-level", "info"], &[]);
    initialize(&mut client);
    let message = initialized_message(&mut client).expect("an info message");
    assert_eq!(message["type"], 3, "{message}");
}

#[test]
fn the_environment_sets_the_level_and_the_option_wins() {
    let mut client = LspClient::start_with(&[], &[("GAMEREC_LOG", "debug")]);
    initialize(&mut client);
    assert!(initialized_message(&mut client).is_some());

    let mut client = LspClient::start_with(&["--log-level=error"], &[("GAMEREC_LOG", "info")]);
    initialize(&mut client);
    let logged = client.drain("window/logMessage", Duration::from_millis(300));
    assert_eq!(logged, Vec::<Value>::new());
}

#[test]
fn nothing_is_logged_to_the_editor_by_default() {
    let mut client = LspClient::start();
    initialize(&mut client);
    let logged = client.drain("window/logMessage", Duration::from_millis(300));
    assert_eq!(logged, Vec::<Value>::new());
}
