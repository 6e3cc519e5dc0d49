//! The VS Code extension tested in real VS Code, in the real-editor tier only
//! (`GAMEREC_EDITOR_TESTS=1`): its TextMate grammars with vscode-tmgrammar-test, and the
//! packaged `.vsix`, with the binary under test bundled, installed in code-server and driven in
//! headless Chromium (scripts in `tests/editors/vscode/`).
//!
//! The scripts install what they need (npm packages, Node 24, code-server, Chromium's headless
//! shell from apt) under `editor-tools/` in the target directory and fail when they cannot. The
//! extension is built from a copy of `editors/vscode` there, so the source tree is left as it
//! was. Screenshots and logs of the code-server run are left in `editor-tests/vscode/` in the
//! target directory.

use crate::editor_support::{announce_install, one_install_at_a_time, output_dir, tools_dir};
use gamerec_tests::{gamerec_binary, workspace_root};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn scripts() -> PathBuf {
    workspace_root().join("tests/editors/vscode")
}

/// Runs `script` with `args` under bash and returns its standard output; panics with
/// everything it printed if it fails.
fn run_script(script: &str, args: &[&Path]) -> String {
    let path = scripts().join(script);
    let output = Command::new("bash")
        .arg(&path)
        .args(args)
        .current_dir(workspace_root())
        .output()
        .unwrap_or_else(|error| panic!("cannot run bash {}: {error}", path.display()));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{script} failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        output.status
    );
    stdout
}

/// The `NAME=VALUE` lines of `versions.sh`.
fn versions() -> BTreeMap<String, String> {
    let path = scripts().join("versions.sh");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    text.lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, value)| (name.to_owned(), value.to_owned()))
        .collect()
}

/// Installs the tools once for both tests; a failure fails each of them.
fn setup() {
    static SETUP: OnceLock<Result<(), String>> = OnceLock::new();
    let result = SETUP.get_or_init(|| {
        let tools = tools_dir();
        let versions = versions();
        let version = |name: &str| versions.get(name).map_or("?", String::as_str);
        announce_install(&format!(
            "Node {}, code-server {} and playwright-core {} from npm, and the VS Code \
             extension's npm dependencies (npm ci in a copy of editors/vscode), into {}; \
             Debian's chromium-headless-shell and libkrb5-dev with apt if missing (needs root \
             or sudo)",
            version("NODE_VERSION"),
            version("CODE_SERVER_VERSION"),
            version("PLAYWRIGHT_VERSION"),
            tools.display()
        ));
        let _one_at_a_time = one_install_at_a_time();
        std::panic::catch_unwind(|| {
            run_script("setup.sh", &[&tools]);
        })
        .map_err(|panic| match panic.downcast::<String>() {
            Ok(message) => *message,
            Err(_) => "setup.sh failed".to_owned(),
        })
    });
    if let Err(message) = result {
        panic!("{message}");
    }
}

#[test]
fn the_grammars_colour_every_format() {
    if !gamerec_tiers::editors() {
        return;
    }
    setup();
    let stdout = run_script("grammar.sh", &[&tools_dir()]);
    print!("{stdout}");
    for file in [
        "deal.test.rbn",
        "deal.test.rbx",
        "game.test.pbn",
        "game.test.sgf",
        "game.test.ppn",
        "hand.test.ppn",
        "either.test.ppn",
        "board.test.lin",
    ] {
        assert!(
            stdout
                .lines()
                .any(|line| line.contains(file) && line.contains("successfu")),
            "no passing run reported for {file}:\n{stdout}"
        );
    }
}

#[test]
fn the_extension_works_in_code_server() {
    if !gamerec_tiers::editors() {
        return;
    }
    setup();
    let output = output_dir("vscode");
    let stdout = run_script("code-server.sh", &[&tools_dir(), &output, gamerec_binary()]);
    print!("{stdout}");
    assert!(stdout.lines().any(|line| line == "RESULT PASS"), "{stdout}");
    assert!(!stdout.contains("FAIL"), "{stdout}");
    let shot = output.join("vscode-squiggle-deal-hover.png");
    assert!(shot.is_file(), "no screenshot at {}", shot.display());
    gamerec_tiers::say(&format!(
        "editor tier: code-server screenshots and logs are in {}",
        output.display()
    ));
}
