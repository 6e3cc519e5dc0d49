//! The test tiers hold together: no test reaches the shared folder except through
//! `gamerec-tiers`, and `.ci/run` switches on every tier that crate knows.

use gamerec_tests::workspace_root;
use std::path::Path;

/// Source lines (comments aside) that name a path into the shared folder.
fn direct_shared_paths(dir: &Path, found: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if !path.ends_with("target") {
                direct_shared_paths(&path, found);
            }
            continue;
        }
        if path.extension().is_none_or(|extension| extension != "rs") || path.ends_with(file!()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if ["../shared", "shared/corpus", "shared/specs", "shared/notes"]
                .iter()
                .any(|needle| code.contains(needle))
            {
                found.push(format!("{}:{}: {code}", path.display(), number + 1));
            }
        }
    }
}

#[test]
fn no_code_reads_the_shared_folder_but_through_the_tiers() {
    let root = workspace_root();
    let mut found = Vec::new();
    for crate_dir in ["grammar", "server", "tests"] {
        direct_shared_paths(&root.join(crate_dir), &mut found);
    }
    assert!(
        found.is_empty(),
        "these lines reach the shared folder directly, so they fail on a fresh clone; use \
         gamerec_tiers::corpus_folder or gamerec_tiers::shared instead:\n{}",
        found.join("\n")
    );
}

#[test]
fn ci_switches_every_tier_on_and_counts_its_tests() {
    let ci =
        std::fs::read_to_string(workspace_root().join(".ci/run")).expect(".ci/run is readable");
    for variable in [
        gamerec_tiers::CORPUS_VARIABLE,
        gamerec_tiers::EDITORS_VARIABLE,
        gamerec_tiers::SOAK_VARIABLE,
    ] {
        assert!(
            ci.contains(&format!("export {variable}=")),
            ".ci/run does not set {variable}"
        );
    }
    for marker in [gamerec_tiers::RAN_MARKER, gamerec_tiers::SKIPPED_MARKER] {
        assert!(
            ci.contains(marker),
            ".ci/run does not look for {marker:?} lines"
        );
    }
}
