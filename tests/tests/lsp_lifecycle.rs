//! `gamerec lsp`: initialization and encoding negotiation, request ids, malformed input,
//! configuration notifications, and every way the server is told to stop.

use gamerec_tests::lsp::Launch;
use serde_json::json;

#[test]
fn utf8_is_chosen_when_offered() {
    let (_client, result) = Launch::new().encodings(&["utf-16", "utf-8"]).initialize();
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-8");
    assert_eq!(result["serverInfo"]["name"], "gamerec");
    let sync = &result["capabilities"]["textDocumentSync"];
    assert_eq!(sync["openClose"], true);
    assert_eq!(sync["change"], 2, "incremental sync");
}

#[test]
fn utf16_otherwise() {
    let (_, result) = Launch::new().encodings(&["utf-16"]).initialize();
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-16");
    let (_, result) = Launch::new().initialize();
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-16");
    let (_, result) = Launch::new().encodings(&["utf-32"]).initialize();
    assert_eq!(result["capabilities"]["positionEncoding"], "utf-16");
}

#[test]
fn request_id_zero_is_answered() {
    let mut client = Launch::new().start();
    client.send(&json!({
        "jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": { "processId": null, "capabilities": {} }
    }));
    let response = client.response(0);
    assert_eq!(response["id"], 0);
    assert!(response["result"]["capabilities"].is_object(), "{response}");
}

#[test]
fn shutdown_then_exit_succeeds() {
    let (mut client, _) = Launch::new().initialize();
    client.shutdown();
    client.notify("exit", json!(null));
    let status = client.wait_for_exit().expect("the server exits");
    assert_eq!(status.code(), Some(0));
}

#[test]
fn exit_without_shutdown() {
    let (mut client, _) = Launch::new().initialize();
    client.notify("exit", json!(null));
    let status = client.wait_for_exit().expect("the server exits");
    assert_eq!(status.code(), Some(1));
}

#[test]
fn end_of_input_stops_the_server() {
    let (mut client, _) = Launch::new().initialize();
    client.open("file:///a.sgf", "sgf", "(;x)");
    client.close_stdin();
    assert!(client.wait_for_exit().is_some(), "the server exits");

    // Also before anything was said.
    let mut client = Launch::new().start();
    client.close_stdin();
    assert!(client.wait_for_exit().is_some(), "the server exits");
}

#[test]
fn malformed_params_get_an_error_and_the_server_goes_on() {
    let mut client = Launch::new().start();
    let response = client.request(
        "initialize",
        json!({ "processId": "not a number", "capabilities": 7 }),
    );
    assert_eq!(response["error"]["code"], -32602, "{response}");
    let response = client.request(
        "initialize",
        json!({ "processId": null, "capabilities": {} }),
    );
    assert!(response["result"].is_object(), "{response}");
    client.notify("initialized", json!({}));

    // Messages that are not JSON-RPC at all are dropped.
    client.send_raw(b"{not json");
    client.send_raw(br#"{"foo": 1}"#);
    client.send_raw(b"\xff\xfe");
    // Notifications cannot be answered; they must simply not stop the server.
    client.notify("textDocument/didOpen", json!({ "textDocument": 5 }));
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": "file:///b.sgf" }, "contentChanges": "x" }),
    );
    client.replace_text("file:///never-opened.sgf", 2, "(;)");

    client.open_version("file:///b.sgf", "sgf", 3, "(;GM[1]x)");
    let published = client.diagnostics("file:///b.sgf", Some(3));
    assert_eq!(published["diagnostics"][0]["code"], "sgf/unexpected-text");
    client.shutdown();
}

#[test]
fn configuration_changes_with_null_settings_are_accepted() {
    let (mut client, _) = Launch::new().initialize();
    client.change_configuration(json!(null));
    client.change_configuration(json!({}));
    client.open("file:///c.sgf", "sgf", "(;GM[1])");
    let published = client.diagnostics("file:///c.sgf", Some(1));
    assert_eq!(published["diagnostics"], json!([]));
    let response = client.request("shutdown", json!(null));
    assert!(response.get("error").is_none(), "{response}");
    client.notify("exit", json!(null));
    assert!(client.wait_for_exit().is_some());
}
