//! A small LSP client for the end-to-end tests: starts `gamerec lsp`, frames JSON-RPC messages
//! with `Content-Length` headers, matches responses to requests, collects the server's
//! notifications, waiting for them only up to a timeout, and answers the server's
//! `workspace/configuration` requests once told what to answer.

use serde_json::{json, Value};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// How long any single wait for the server lasts before the test fails.
pub const TIMEOUT: Duration = Duration::from_secs(10);

pub struct LspClient {
    child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Value>,
    /// Notifications (and server requests) received while waiting for something else.
    pending: VecDeque<Value>,
    next_id: i64,
    /// The `gamerec` settings section to answer `workspace/configuration` with; while `None`,
    /// such requests are kept unanswered with the notifications.
    configuration: Option<Value>,
}

impl LspClient {
    /// Starts `gamerec lsp --stdio`. Request ids start at 0, as some clients' do.
    pub fn start() -> LspClient {
        LspClient::start_with(&[], &[])
    }

    /// Starts `gamerec lsp --stdio` with more `args` and environment variables `env`.
    pub fn start_with(args: &[&str], env: &[(&str, &str)]) -> LspClient {
        let mut child = Command::new(crate::gamerec_binary())
            .args(["lsp", "--stdio"])
            .args(args)
            .env_remove("GAMEREC_LOG")
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("gamerec lsp starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (sender, incoming) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if sender.send(message).is_err() {
                    break;
                }
            }
        });
        LspClient {
            stdin: child.stdin.take(),
            child,
            incoming,
            pending: VecDeque::new(),
            next_id: 0,
            configuration: None,
        }
    }

    /// Starts the server and initializes it, offering `encodings` (None: offer nothing).
    /// Returns the client and the `initialize` result.
    pub fn initialized(encodings: Option<&[&str]>) -> (LspClient, Value) {
        let mut client = LspClient::start();
        let mut capabilities = json!({});
        if let Some(encodings) = encodings {
            capabilities = json!({ "general": { "positionEncodings": encodings } });
        }
        let response = client.request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": capabilities }),
        );
        let result = response["result"].clone();
        assert!(result.is_object(), "initialize failed: {response}");
        client.notify("initialized", json!({}));
        (client, result)
    }

    /// Starts the server and initializes it with `params`, answering `workspace/configuration`
    /// with `configuration` from the start. Returns the client and the `initialize` result.
    pub fn initialized_with(params: Value, configuration: Value) -> (LspClient, Value) {
        let mut client = LspClient::start();
        client.set_configuration(configuration);
        let response = client.request("initialize", params);
        let result = response["result"].clone();
        assert!(result.is_object(), "initialize failed: {response}");
        client.notify("initialized", json!({}));
        (client, result)
    }

    /// From now on, answers `workspace/configuration` with `section` for every item asked.
    pub fn set_configuration(&mut self, section: Value) {
        self.configuration = Some(section);
    }

    /// Sends a request and returns the whole response (with `result` or `error`).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.send_request(method, params);
        self.response(id)
    }

    /// Sends a request without waiting for its response; returns its id for [`Self::response`].
    pub fn send_request(&mut self, method: &str, params: Value) -> i64 {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        id
    }

    /// Waits for the response with `id`, keeping any notifications that come first.
    pub fn response(&mut self, id: i64) -> Value {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let message = self
                .receive_until(deadline)
                .unwrap_or_else(|| panic!("no response to request {id}"));
            if message.get("method").is_none() && message["id"] == json!(id) {
                return message;
            }
            self.pending.push_back(message);
        }
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    pub fn send(&mut self, message: &Value) {
        self.send_raw(message.to_string().as_bytes());
    }

    /// Sends notifications all in one write, so that the server finds them queued together.
    pub fn notify_all(&mut self, notifications: &[(&str, Value)]) {
        let mut frames = Vec::new();
        for (method, params) in notifications {
            let body = json!({ "jsonrpc": "2.0", "method": method, "params": params }).to_string();
            frames.extend_from_slice(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
            frames.extend_from_slice(body.as_bytes());
        }
        let stdin = self.stdin.as_mut().expect("stdin is still open");
        stdin
            .write_all(&frames)
            .expect("the server reads its input");
        stdin.flush().expect("the server reads its input");
    }

    /// Writes `body` with its `Content-Length` header, whatever it contains.
    pub fn send_raw(&mut self, body: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is still open");
        let mut frame = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
        frame.extend_from_slice(body);
        stdin.write_all(&frame).expect("the server reads its input");
        stdin.flush().expect("the server reads its input");
    }

    /// The next notification with `method` for which `accept` holds, within `timeout`.
    /// Other notifications are kept for later calls.
    pub fn notification(
        &mut self,
        method: &str,
        timeout: Duration,
        mut accept: impl FnMut(&Value) -> bool,
    ) -> Option<Value> {
        let wanted = |message: &Value, accept: &mut dyn FnMut(&Value) -> bool| {
            message["method"] == method && message.get("id").is_none() && accept(&message["params"])
        };
        if let Some(at) = self.pending.iter().position(|m| wanted(m, &mut accept)) {
            return self.pending.remove(at).map(|m| m["params"].clone());
        }
        let deadline = Instant::now() + timeout;
        while let Some(message) = self.receive_until(deadline) {
            if wanted(&message, &mut accept) {
                return Some(message["params"].clone());
            }
            self.pending.push_back(message);
        }
        None
    }

    /// The next request from the server with `method`, whole (with its `id`), within
    /// `TIMEOUT`. Other messages are kept for later calls.
    pub fn server_request(&mut self, method: &str) -> Value {
        let wanted = |message: &Value| message["method"] == method && message.get("id").is_some();
        if let Some(at) = self.pending.iter().position(wanted) {
            if let Some(message) = self.pending.remove(at) {
                return message;
            }
        }
        let deadline = Instant::now() + TIMEOUT;
        while let Some(message) = self.receive_until(deadline) {
            if wanted(&message) {
                return message;
            }
            self.pending.push_back(message);
        }
        panic!("the server sent no {method} request")
    }

    /// Answers the server's request `request` with `result`.
    pub fn reply(&mut self, request: &Value, result: Value) {
        let response = json!({ "jsonrpc": "2.0", "id": request["id"], "result": result });
        self.send(&response);
    }

    /// The next `publishDiagnostics` for `uri` with `version` (None: for any version).
    pub fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Value {
        self.notification("textDocument/publishDiagnostics", TIMEOUT, |params| {
            params["uri"] == uri && version.is_none_or(|v| params["version"] == v)
        })
        .unwrap_or_else(|| panic!("no diagnostics for {uri} version {version:?}"))
    }

    /// Every notification with `method` not yet taken, after waiting `quiet` for more.
    pub fn drain(&mut self, method: &str, quiet: Duration) -> Vec<Value> {
        let deadline = Instant::now() + quiet;
        while let Some(message) = self.receive_until(deadline) {
            self.pending.push_back(message);
        }
        let (taken, kept) = self
            .pending
            .drain(..)
            .partition(|m| m["method"] == method && m.get("id").is_none());
        self.pending = kept;
        taken
            .into_iter()
            .map(|m: Value| m["params"].clone())
            .collect()
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// Waits up to `TIMEOUT` for the server to exit.
    pub fn wait_for_exit(&mut self) -> Option<ExitStatus> {
        let deadline = Instant::now() + TIMEOUT;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("the server can be waited for") {
                return Some(status);
            }
            thread::sleep(Duration::from_millis(10));
        }
        None
    }

    fn receive_until(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        // A timeout and a closed stream (the server exited) both mean nothing more came.
        let message = self.incoming.recv_timeout(left).ok()?;
        self.answer_configuration(&message);
        Some(message)
    }

    /// Answers `message` if it is a `workspace/configuration` request and an answer is set.
    /// The request is still returned, so that tests can see it was made.
    fn answer_configuration(&mut self, message: &Value) {
        let (Some(section), Some(id)) = (&self.configuration, message.get("id")) else {
            return;
        };
        if message["method"] != "workspace/configuration" {
            return;
        }
        let items = message["params"]["items"].as_array().map_or(0, Vec::len);
        let result = vec![section.clone(); items];
        let response = json!({ "jsonrpc": "2.0", "id": id, "result": result });
        self.send(&response);
    }
}

impl Drop for LspClient {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Reads one framed message; `None` at the end of the stream.
fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    Some(serde_json::from_slice(&body).expect("the server writes JSON"))
}

/// The LSP position of byte `offset` in `text`, counting columns in `encoding` ("utf-8" or
/// "utf-16") and ending lines at LF, CRLF or a lone CR.
pub fn position(text: &str, offset: usize, encoding: &str) -> Value {
    let before = &text[..offset];
    let mut line = 0;
    let mut line_start = 0;
    let bytes = before.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        let ends_line =
            byte == b'\n' || (byte == b'\r' && text.as_bytes().get(at + 1) != Some(&b'\n'));
        if ends_line {
            line += 1;
            line_start = at + 1;
        }
    }
    let column = match encoding {
        "utf-8" => before.len() - line_start,
        _ => before[line_start..].encode_utf16().count(),
    };
    json!({ "line": line, "character": column })
}
