//! The conversation with a running `gamerec lsp`: requests matched to their responses,
//! notifications kept until a test asks for them (waiting only up to the client's timeout), the
//! server's own requests, `workspace/configuration` answered once told what to answer, and
//! the server process itself.

use super::framing::{frame, read_message, Received};
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

pub struct LspClient {
    child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Received>,
    /// The size of the last response received and when it arrived.
    last_response: Option<(usize, Instant)>,
    /// Notifications (and server requests) received while waiting for something else.
    pending: VecDeque<Value>,
    next_id: i64,
    /// The `gamerec` settings section to answer `workspace/configuration` with; while `None`,
    /// such requests are kept unanswered with the notifications.
    configuration: Option<Value>,
    /// How long any single wait for the server lasts.
    timeout: Duration,
}

impl LspClient {
    /// Runs `command` (which pipes standard input and output) and reads its messages.
    pub(super) fn spawn(mut command: Command, timeout: Duration) -> LspClient {
        let mut child = command.spawn().expect("gamerec lsp starts");
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
            last_response: None,
            pending: VecDeque::new(),
            next_id: 0,
            configuration: None,
            timeout,
        }
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

    /// Sends a request that must succeed and returns its `result`.
    pub fn result(&mut self, method: &str, params: Value) -> Value {
        let response = self.request(method, params);
        assert!(response.get("error").is_none(), "{response}");
        response["result"].clone()
    }

    /// The length of the last response received, and when its last byte was read; for
    /// benchmarks, which should not count the time the client takes to parse it.
    pub fn last_response(&self) -> Option<(usize, Instant)> {
        self.last_response
    }

    /// Asks the server to shut down; it answers null, as LSP has it.
    pub fn shutdown(&mut self) {
        let response = self.request("shutdown", json!(null));
        assert_eq!(response["result"], json!(null), "{response}");
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
        self.response_in_time(id)
            .unwrap_or_else(|| panic!("no response to request {id}"))
    }

    /// The response with `id`, or `None` when it does not come within the client's timeout.
    pub fn response_in_time(&mut self, id: i64) -> Option<Value> {
        let answers =
            |message: &Value| message.get("method").is_none() && message["id"] == json!(id);
        // Answers may come in any order: one may have arrived while another was awaited.
        if let Some(at) = self.pending.iter().position(answers) {
            return self.pending.remove(at);
        }
        let deadline = Instant::now() + self.timeout;
        loop {
            let message = self.receive_until(deadline)?;
            if answers(&message) {
                return Some(message);
            }
            self.pending.push_back(message);
        }
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&notification(method, params));
    }

    /// Sends notifications with `method`, one for each of `params`, all in one write, so that
    /// the server finds them queued together.
    pub fn notify_all(&mut self, method: &str, params: impl IntoIterator<Item = Value>) {
        let frames: Vec<u8> = params
            .into_iter()
            .flat_map(|params| frame(notification(method, params).to_string().as_bytes()))
            .collect();
        self.write(&frames);
    }

    pub fn send(&mut self, message: &Value) {
        self.send_raw(message.to_string().as_bytes());
    }

    /// Writes `body` with its `Content-Length` header, whatever it contains.
    pub fn send_raw(&mut self, body: &[u8]) {
        self.write(&frame(body));
    }

    /// The next notification with `method` for which `accept` holds, within the client's
    /// timeout. Other notifications are kept for later calls.
    pub fn notification(
        &mut self,
        method: &str,
        mut accept: impl FnMut(&Value) -> bool,
    ) -> Option<Value> {
        let wanted = |message: &Value, accept: &mut dyn FnMut(&Value) -> bool| {
            message["method"] == method && message.get("id").is_none() && accept(&message["params"])
        };
        if let Some(at) = self.pending.iter().position(|m| wanted(m, &mut accept)) {
            return self.pending.remove(at).map(|m| m["params"].clone());
        }
        let deadline = Instant::now() + self.timeout;
        while let Some(message) = self.receive_until(deadline) {
            if wanted(&message, &mut accept) {
                return Some(message["params"].clone());
            }
            self.pending.push_back(message);
        }
        None
    }

    /// The next request from the server with `method`, whole (with its `id`), within the
    /// client's timeout. Other messages are kept for later calls.
    pub fn server_request(&mut self, method: &str) -> Value {
        let wanted = |message: &Value| message["method"] == method && message.get("id").is_some();
        if let Some(at) = self.pending.iter().position(wanted) {
            if let Some(message) = self.pending.remove(at) {
                return message;
            }
        }
        let deadline = Instant::now() + self.timeout;
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

    /// Waits up to the client's timeout for the server to exit.
    pub fn wait_for_exit(&mut self) -> Option<ExitStatus> {
        let deadline = Instant::now() + self.timeout;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("the server can be waited for") {
                return Some(status);
            }
            thread::sleep(Duration::from_millis(10));
        }
        None
    }

    fn write(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is still open");
        stdin.write_all(bytes).expect("the server reads its input");
        stdin.flush().expect("the server reads its input");
    }

    fn receive_until(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        // A timeout and a closed stream (the server exited) both mean nothing more came.
        let received = self.incoming.recv_timeout(left).ok()?;
        self.answer_configuration(&received.message);
        if received.message.get("method").is_none() {
            self.last_response = Some((received.bytes, received.arrived));
        }
        Some(received.message)
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

fn notification(method: &str, params: Value) -> Value {
    json!({ "jsonrpc": "2.0", "method": method, "params": params })
}
