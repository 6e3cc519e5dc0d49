//! `gamerec lsp` logging: the level comes from `--log-level` or `GAMEREC_LOG`, and messages at
//! `info` and above reach the editor as `window/logMessage`.

use gamerec_tests::lsp::{Launch, LspClient};
use serde_json::Value;
use std::time::Duration;

fn initialized_message(client: &mut LspClient) -> Option<Value> {
    client.notification("window/logMessage", |params| {
        params["message"]
            .as_str()
            .is_some_and(|m| m.contains("initialized"))
    })
}

#[test]
fn info_messages_reach_the_editor_at_level_info() {
    let (mut client, _) = Launch::new().args(&["--log-level", "info"]).initialize();
    let message = initialized_message(&mut client).expect("an info message");
    assert_eq!(message["type"], 3, "{message}");
}

#[test]
fn the_environment_sets_the_level_and_the_option_wins() {
    let (mut client, _) = Launch::new().env("GAMEREC_LOG", "debug").initialize();
    assert!(initialized_message(&mut client).is_some());

    let (mut client, _) = Launch::new()
        .args(&["--log-level=error"])
        .env("GAMEREC_LOG", "info")
        .initialize();
    let logged = client.drain("window/logMessage", Duration::from_millis(300));
    assert_eq!(logged, Vec::<Value>::new());
}

#[test]
fn nothing_is_logged_to_the_editor_by_default() {
    let (mut client, _) = Launch::new().initialize();
    let logged = client.drain("window/logMessage", Duration::from_millis(300));
    assert_eq!(logged, Vec::<Value>::new());
}
