//! How a test starts `gamerec lsp`: its command line and environment, and what the client says
//! in `initialize` (position encodings, capabilities, workspace root) and answers to the
//! server's `workspace/configuration` requests.

use super::LspClient;
use serde_json::{json, Value};
use std::process::{Command, Stdio};
use std::time::Duration;

/// How long any single wait for the server lasts before the test fails, unless the launch
/// sets another [`Launch::timeout`].
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// A server about to be started: `gamerec lsp --stdio`, and the client that talks to it.
pub struct Launch {
    args: Vec<String>,
    env: Vec<(String, String)>,
    encodings: Option<Vec<String>>,
    capabilities: Value,
    root_uri: Option<String>,
    configuration: Option<Value>,
    timeout: Duration,
}

impl Default for Launch {
    fn default() -> Self {
        Launch::new()
    }
}

impl Launch {
    /// The plain server, and a client that offers no capabilities and no workspace root.
    pub fn new() -> Launch {
        Launch {
            args: Vec::new(),
            env: Vec::new(),
            encodings: None,
            capabilities: json!({}),
            root_uri: None,
            configuration: None,
            timeout: TIMEOUT,
        }
    }

    /// More command-line arguments after `lsp --stdio`.
    pub fn args(mut self, args: &[&str]) -> Launch {
        self.args.extend(args.iter().map(|arg| arg.to_string()));
        self
    }

    /// An environment variable for the server (which never inherits `GAMEREC_LOG` or
    /// `GAMEREC_COUNT_MEMORY`).
    pub fn env(mut self, name: &str, value: &str) -> Launch {
        self.env.push((name.to_owned(), value.to_owned()));
        self
    }

    /// The position encodings the client offers, in its order of preference.
    pub fn encodings(mut self, encodings: &[&str]) -> Launch {
        self.encodings = Some(encodings.iter().map(|name| name.to_string()).collect());
        self
    }

    /// The client's capabilities; the encodings offered are added to them.
    pub fn capabilities(mut self, capabilities: Value) -> Launch {
        self.capabilities = capabilities;
        self
    }

    /// The workspace root the client names.
    pub fn root_uri(mut self, uri: &str) -> Launch {
        self.root_uri = Some(uri.to_owned());
        self
    }

    /// Answers `workspace/configuration` with `section` from the start (see
    /// [`LspClient::set_configuration`]).
    pub fn configuration(mut self, section: Value) -> Launch {
        self.configuration = Some(section);
        self
    }

    /// How long any single wait for the server lasts before it gives up.
    pub fn timeout(mut self, timeout: Duration) -> Launch {
        self.timeout = timeout;
        self
    }

    /// Starts the server and says nothing to it yet. Request ids start at 0, as some clients'
    /// do.
    pub fn start(self) -> LspClient {
        let mut command = Command::new(crate::gamerec_binary());
        command
            .args(["lsp", "--stdio"])
            .args(&self.args)
            .env_remove("GAMEREC_LOG")
            .env_remove("GAMEREC_COUNT_MEMORY")
            .envs(self.env.iter().map(|(name, value)| (name, value)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        let mut client = LspClient::spawn(command, self.timeout);
        if let Some(section) = self.configuration {
            client.set_configuration(section);
        }
        client
    }

    /// Starts the server and initializes it. Returns the client and the `initialize` result.
    pub fn initialize(self) -> (LspClient, Value) {
        let mut capabilities = self.capabilities.clone();
        if let Some(encodings) = &self.encodings {
            capabilities["general"]["positionEncodings"] = json!(encodings);
        }
        let params = json!({
            "processId": null,
            "rootUri": self.root_uri,
            "capabilities": capabilities,
        });
        let mut client = self.start();
        let response = client.request("initialize", params);
        let result = response["result"].clone();
        assert!(result.is_object(), "initialize failed: {response}");
        client.notify("initialized", json!({}));
        (client, result)
    }
}
