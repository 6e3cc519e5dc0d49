//! The VS Code extension tested in real VS Code: its TextMate grammars with
//! vscode-tmgrammar-test, and the packaged `.vsix` installed in code-server and driven in
//! headless Chromium (scripts in `tests/editors/vscode/`).
//!
//! The scripts install what they need (npm packages, Node 24, code-server, Chromium's headless
//! shell from apt) under `target/editor-tools/` and fail when they cannot: these tests never
//! skip. Screenshots of the code-server run are left in `target/editor-tests/vscode/`.

use gamerec_tests::{gamerec_binary, workspace_root};
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

/// Installs the tools once for both tests; a failure fails each of them.
fn setup() {
    static SETUP: OnceLock<Result<(), String>> = OnceLock::new();
    let result = SETUP.get_or_init(|| {
        std::panic::catch_unwind(|| {
            run_script("setup.sh", &[]);
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
    setup();
    let stdout = run_script("grammar.sh", &[]);
    print!("{stdout}");
    for file in [
        "deal.test.rbn",
        "deal.test.rbx",
        "game.test.pbn",
        "game.test.sgf",
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
    setup();
    let stdout = run_script("code-server.sh", &[gamerec_binary()]);
    print!("{stdout}");
    assert!(stdout.lines().any(|line| line == "RESULT PASS"), "{stdout}");
    assert!(!stdout.contains("FAIL"), "{stdout}");
    let shot = workspace_root().join("target/editor-tests/vscode/vscode-squiggle-deal-hover.png");
    assert!(shot.is_file(), "no screenshot at {}", shot.display());
}
