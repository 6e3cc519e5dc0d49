//! The switches of the opt-in test tiers, shared by every crate's tests.
//!
//! `cargo test --workspace` runs the default tier: the project's own fixtures, nothing else.
//! Three more tiers are switched on by environment variables:
//!
//! - the **corpus tier**, [`CORPUS_VARIABLE`] naming the shared folder (the one holding
//!   `corpus/`, `specs/` and `notes/`), as an absolute path or relative to the workspace root;
//! - the **real-editor tier**, [`EDITORS_VARIABLE`] set to `1`: the tests that install and
//!   drive Neovim, Emacs and VS Code (code-server);
//! - the **soak tier**, [`SOAK_VARIABLE`] set to a number of seconds: one language server
//!   driven for that long as a long editing session drives it.
//!
//! A test of a tier asks for its tier first and returns when the tier is off. Either way it
//! writes one line to the test process's standard error, past the test harness's capture, so a
//! tier that is off is never mistaken for one that passed, and CI can count the tests a tier
//! ran. A tier that is on but lacks what it needs fails the test.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Names the shared folder and so switches the corpus tier on.
pub const CORPUS_VARIABLE: &str = "GAMEREC_SHARED";

/// Set to `1` to switch the real-editor tier on.
pub const EDITORS_VARIABLE: &str = "GAMEREC_EDITOR_TESTS";

/// Set to a number of seconds to switch the soak tier on: one long session of the language
/// server, bounded by that time.
pub const SOAK_VARIABLE: &str = "GAMEREC_SOAK_SECONDS";

/// The start of the line a test of a tier writes when its tier is on, which `.ci/run` counts.
pub const RAN_MARKER: &str = "tier on:";

/// The start of the line a test of a tier writes when its tier is off.
pub const SKIPPED_MARKER: &str = "tier off:";

/// The shared folder when the corpus tier is on; `None` when it is off.
///
/// Panics when the variable names a folder that does not exist or has no `corpus/` in it.
pub fn shared() -> Option<PathBuf> {
    let Some(path) = shared_folder() else {
        announce_skip(
            "corpus",
            &format!("set {CORPUS_VARIABLE} to the shared folder"),
        );
        return None;
    };
    assert!(
        path.join("corpus").is_dir(),
        "{CORPUS_VARIABLE} is {}, which has no corpus/ folder: the corpus tier is on and needs it",
        path.display()
    );
    announce_run("corpus");
    Some(path)
}

/// The folder [`CORPUS_VARIABLE`] names, resolved against the workspace root, without a word
/// and whether or not it exists: for benchmarks and examples that measure real files when
/// they are there.
pub fn shared_folder() -> Option<PathBuf> {
    let value = std::env::var_os(CORPUS_VARIABLE).filter(|value| !value.is_empty())?;
    let path = PathBuf::from(value);
    Some(if path.is_absolute() {
        path
    } else {
        workspace_root().join(path)
    })
}

/// `shared/corpus` when the corpus tier is on.
pub fn corpus() -> Option<PathBuf> {
    shared().map(|shared| shared.join("corpus"))
}

/// One folder of the corpus (`rbn`, `pbn`, `sgf`, ...) when the corpus tier is on; panics when
/// the tier is on and the folder is missing.
pub fn corpus_folder(folder: &str) -> Option<PathBuf> {
    let path = corpus()?.join(folder);
    assert!(
        path.is_dir(),
        "the corpus tier is on but {} is missing",
        path.display()
    );
    Some(path)
}

/// Whether the real-editor tier is on.
pub fn editors() -> bool {
    match std::env::var(EDITORS_VARIABLE).as_deref() {
        Ok("1") => {
            announce_run("editor");
            true
        }
        Ok("" | "0") | Err(_) => {
            announce_skip("editor", &format!("set {EDITORS_VARIABLE}=1 to run it"));
            false
        }
        Ok(other) => panic!("{EDITORS_VARIABLE} is {other:?}: set it to 1, or to 0 or nothing"),
    }
}

/// How long the soak tier's session lasts when the tier is on; `None` when it is off.
pub fn soak() -> Option<std::time::Duration> {
    match std::env::var(SOAK_VARIABLE).as_deref() {
        Ok("" | "0") | Err(_) => {
            announce_skip(
                "soak",
                &format!("set {SOAK_VARIABLE} to the seconds the session may last"),
            );
            None
        }
        Ok(seconds) => match seconds.parse() {
            Ok(seconds) => {
                announce_run("soak");
                Some(std::time::Duration::from_secs(seconds))
            }
            Err(_) => panic!("{SOAK_VARIABLE} is {seconds:?}: set it to a number of seconds"),
        },
    }
}

/// Writes a line to the process's standard error that the test harness does not capture.
pub fn say(line: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{line}");
}

/// The workspace root: relative paths in [`CORPUS_VARIABLE`] start here.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

fn announce_run(tier: &str) {
    if let Some(test) = first_announcement(tier) {
        say(&format!("{RAN_MARKER} {tier}: {test}"));
    }
}

fn announce_skip(tier: &str, how: &str) {
    if let Some(test) = first_announcement(tier) {
        say(&format!("{SKIPPED_MARKER} {tier}: {test} not run ({how})"));
    }
}

/// The running test's name the first time it announces `tier`; `None` after that, so a test
/// that asks several times writes one line.
fn first_announcement(tier: &str) -> Option<String> {
    static SEEN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test").to_owned();
    let mut seen = SEEN.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    seen.get_or_insert_with(HashSet::new)
        .insert(format!("{tier} {test}"))
        .then_some(test)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_announces_its_tier_once() {
        assert!(first_announcement("corpus").is_some());
        assert!(first_announcement("corpus").is_none());
        assert!(first_announcement("editor").is_some());
    }

    #[test]
    fn the_workspace_root_holds_the_workspace_manifest() {
        let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml"))
            .expect("the workspace manifest is readable");
        assert!(manifest.contains("[workspace]"));
    }
}
