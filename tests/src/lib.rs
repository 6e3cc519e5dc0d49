//! Helpers shared by the end-to-end tests: finding the built binary, the LSP client that talks
//! to it ([`lsp`]) and, in the corpus tier, the shared corpus.
//!
//! The binary is located by asking cargo to build it (a no-op when it is up to date), so a
//! plain `cargo test --workspace` on a clean checkout works. `GAMEREC_BIN` overrides this
//! with a binary built elsewhere.
//!
//! Cargo is asked for the binary together with the workspace's tests, so that it resolves
//! features as `cargo test --workspace` did and links the libraries that run already built. A
//! build of the binary alone would turn on fewer features of the shared dependencies (the tests'
//! own dependencies turn on some) and build every one of them a second time.

use std::ffi::OsStr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

pub mod lsp;

/// The repository root (the workspace directory).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

/// The text of the file at `relative` below the repository root; a file that cannot be read
/// fails the test, naming it.
pub fn read_workspace_file(relative: &str) -> String {
    let path = workspace_root().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// `shared/corpus` when the corpus tier is on (`GAMEREC_SHARED` names the shared folder);
/// `None` when it is off, and the test asking returns.
pub fn corpus_dir() -> Option<PathBuf> {
    gamerec_tiers::corpus()
}

/// The `gamerec` binary, built on first use.
pub fn gamerec_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| match std::env::var_os("GAMEREC_BIN") {
        Some(path) => PathBuf::from(path),
        None => build_binary(),
    })
}

fn build_binary() -> PathBuf {
    let cargo = std::env::var_os("CARGO")
        .or_else(|| option_env!("CARGO").map(Into::into))
        .unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(workspace_root())
        .args(["build", "--workspace", "--tests", "--bin", "gamerec"])
        .arg("--message-format=json-render-diagnostics");
    if !cfg!(debug_assertions) {
        command.arg("--release");
    }
    let output = command.output().expect("cargo can be run to build gamerec");
    assert!(
        output.status.success(),
        "building gamerec failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact")
        .filter(|message| message["target"]["name"] == "gamerec")
        .filter(|message| message["target"]["kind"] == serde_json::json!(["bin"]))
        .filter(|message| message["profile"]["test"] == false)
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .expect("cargo reports where the gamerec binary is")
}

/// What a run of the binary produced.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Standard output parsed as JSON.
    pub fn json(&self) -> serde_json::Value {
        match serde_json::from_str(&self.stdout) {
            Ok(value) => value,
            Err(error) => panic!("stdout is not JSON ({error}):\n{}", self.stdout),
        }
    }
}

/// Runs `gamerec` with `args` in `dir`, feeding it `stdin`.
pub fn run_in(dir: &Path, args: &[&OsStr], stdin: &[u8]) -> Run {
    let mut child = Command::new(gamerec_binary())
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gamerec starts");
    if let Some(mut input) = child.stdin.take() {
        // gamerec may exit before reading everything; that is not the test's concern.
        let _ = input.write_all(stdin);
    }
    let output = child.wait_with_output().expect("gamerec runs to its end");
    Run {
        // A signal (a crash) has no code; -1 never matches an expected code.
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs `gamerec` with `args` in the workspace root, with empty standard input.
pub fn run<S: AsRef<OsStr>>(args: &[S]) -> Run {
    let args: Vec<&OsStr> = args.iter().map(AsRef::as_ref).collect();
    run_in(&workspace_root(), &args, b"")
}

/// Runs `gamerec` with `args` in the workspace root, feeding it `stdin`.
pub fn run_with_stdin<S: AsRef<OsStr>>(args: &[S], stdin: &[u8]) -> Run {
    let args: Vec<&OsStr> = args.iter().map(AsRef::as_ref).collect();
    run_in(&workspace_root(), &args, stdin)
}

/// Small, correct documents in each format, for tests that need a clean file.
pub mod samples {
    pub const SGF: &str = "(;FF[4]GM[1]SZ[9]PB[Black]PW[White];B[ee];W[cg];B[gc])\n";

    pub const RBN: &str = "\
% RBN 3.2
D 20240315
E Club Teams
B 1
H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:
A NZ:1SP2SP:4SA
C 4S:N
R 10+420

";

    pub const RBX: &str = "%{RBX}D{20240315}E{Club Teams}B{1}H{N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:}A{NZ:1SP2SP:4SA}C{4S:N}R{10+420}\n";

    pub const PBN: &str = "\
% PBN 2.1
[Event \"Club Teams\"]
[Site \"Leiden\"]
[Date \"2024.03.15\"]
[Board \"1\"]
[West \"Anna\"]
[North \"Bert\"]
[East \"Carla\"]
[South \"Dirk\"]
[Dealer \"N\"]
[Vulnerable \"None\"]
[Deal \"N:AKQ2.KJ5.T98.A43 J976.Q82.AJ5.K72 T85.A9743.K.QJ65 43.T6.Q76432.T98\"]
[Scoring \"IMP\"]
[Declarer \"N\"]
[Contract \"4S\"]
[Result \"10\"]
[Auction \"N\"]
1S Pass 2S Pass
4S Pass Pass Pass
";
}
