//! Emacs 28 with Debian's elpa-eglot, in batch, against the real server, configured with the
//! Emacs configuration that docs/editors.md gives; in the real-editor tier only
//! (`GAMEREC_EDITOR_TESTS=1`). `tests/editors/emacs/install.sh` installs
//! Emacs and Eglot; `tests/editors/emacs/e2e.el` drives them and prints one line per check:
//! per file the major mode, the connection, the Flymake diagnostic, a quick fix sent whole with
//! its edit (Eglot takes code actions as literals), hover and formatting.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::editor_support::{
    announce_install, fix_title, formatted, install, run_editor, FIXTURES,
};
use serde_json::{json, Value};

/// The first ```elisp block of the Emacs section of docs/editors.md.
fn documented_configuration() -> String {
    let path = gamerec_tests::workspace_root().join("docs/editors.md");
    let docs = std::fs::read_to_string(&path).expect("docs/editors.md is readable");
    let section = docs
        .split("\n## ")
        .find(|section| section.starts_with("Emacs"))
        .expect("docs/editors.md has an Emacs section");
    let block = section
        .split("```elisp\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the Emacs section of docs/editors.md has an elisp block");
    block.to_owned()
}

fn write_cases(dir: &Path) -> PathBuf {
    let project = dir.join("project");
    std::fs::create_dir_all(&project).expect("project directory");
    let files: Vec<Value> = FIXTURES
        .iter()
        .map(|fixture| {
            let path = project.join(fixture.name);
            std::fs::write(&path, fixture.text).expect("fixture written");
            let (code, line, character, severity) = fixture.diagnostic;
            let (hover_line, hover_character, contains) = fixture.hover;
            json!({
                "path": path,
                "mode": format!("{}-mode", fixture.language),
                "code": code,
                "line": line,
                "character": character,
                "severity": severity,
                "hover": { "line": hover_line, "character": hover_character, "contains": contains },
                "formatted": formatted(fixture.format, fixture.text),
                "fix": fix_title(code),
            })
        })
        .collect();
    let path = dir.join("cases.json");
    std::fs::write(&path, json!({ "files": files }).to_string()).expect("cases written");
    path
}

#[test]
fn eglot_with_the_documented_configuration_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    announce_install(
        "Debian's emacs-nox (Emacs 28) and elpa-eglot with apt if missing (needs root or sudo)",
    );
    let emacs = install("emacs/install.sh", &[])
        .remove("emacs")
        .expect("emacs/install.sh prints emacs=PATH");
    let dir = tempfile::tempdir().expect("temporary directory");
    let cases = write_cases(dir.path());
    let config = dir.path().join("gamerec-eglot.el");
    std::fs::write(&config, documented_configuration()).expect("configuration written");
    let home = dir.path().join("home");
    std::fs::create_dir_all(&home).expect("home directory");

    // The documented configuration runs `gamerec` from PATH.
    let binary = gamerec_tests::gamerec_binary();
    let mut path = vec![binary
        .parent()
        .expect("the binary is in a directory")
        .to_path_buf()];
    path.extend(["/usr/local/bin", "/usr/bin", "/bin"].map(PathBuf::from));
    let driver = gamerec_tests::workspace_root().join("tests/editors/emacs/e2e.el");
    let mut command = Command::new(emacs);
    command
        .args(["--batch", "-Q", "-l"])
        .arg(&driver)
        .current_dir(dir.path())
        .env("GAMEREC_CASES", &cases)
        .env("GAMEREC_CONFIG", &config)
        .env("HOME", &home)
        .env(
            "PATH",
            std::env::join_paths(path).expect("PATH can be joined"),
        )
        .env_remove("GAMEREC_LOG")
        .env_remove("EMACSLOADPATH");
    let run = run_editor(command);

    // Per file: major mode, connected, diagnostic, hover, formatting, and a quick fix where
    // its diagnostic has one; one server per mode (the two PPN files share one), each shut
    // down.
    let fixes = FIXTURES
        .iter()
        .filter(|fixture| fix_title(fixture.diagnostic.0).is_some())
        .count();
    let modes: std::collections::HashSet<&str> =
        FIXTURES.iter().map(|fixture| fixture.language).collect();
    let checks = FIXTURES.len() * 5 + fixes + modes.len();
    let oks = run
        .stdout
        .lines()
        .filter(|line| line.starts_with("ok "))
        .count();
    assert!(
        run.success && run.stdout.lines().any(|line| line == "RESULT PASS") && oks == checks,
        "Emacs run failed ({}; {oks} of {checks} checks ok)\nstdout:\n{}\nstderr:\n{}",
        run.status,
        run.stdout,
        run.stderr
    );
}
