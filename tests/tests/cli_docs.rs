//! The examples in `docs/cli.md` are what `gamerec check` prints: each `text` block that
//! starts with `$ gamerec check` is run and its output compared line for line, and each JSON
//! example is compared, as JSON, with the output of the command named just before it.

use gamerec_tests::{run, run_in, workspace_root};
use serde_json::Value;
use std::ffi::OsStr;
use std::fs;

fn cli_doc() -> String {
    fs::read_to_string(workspace_root().join("docs/cli.md")).expect("docs/cli.md is readable")
}

/// The fenced blocks of `doc` in the language `lang`, each with the text before its fence.
fn blocks<'a>(doc: &'a str, lang: &str) -> Vec<(&'a str, &'a str)> {
    let fence = format!("\n```{lang}\n");
    let mut found = Vec::new();
    let mut rest = doc;
    let mut before_start = 0;
    while let Some(at) = rest.find(&fence) {
        let body_start = at + fence.len();
        let Some(len) = rest[body_start..].find("\n```\n") else {
            break;
        };
        let before = &doc[before_start..before_start + at];
        found.push((before, &rest[body_start..body_start + len + 1]));
        let consumed = body_start + len + 4;
        before_start += consumed;
        rest = &rest[consumed..];
    }
    found
}

/// The arguments of a command line (no quoting in the examples), and whether every path in
/// it (the arguments with a `/`) is in the repository.
fn arguments(command: &str) -> (Vec<&str>, bool) {
    let args: Vec<&str> = command.split_whitespace().collect();
    let in_repository = args
        .iter()
        .filter(|arg| arg.contains('/'))
        .all(|path| workspace_root().join(path).exists());
    (args, in_repository)
}

#[test]
fn text_examples_are_real_output() {
    let doc = cli_doc();
    let mut compared = 0;
    for (_, block) in blocks(&doc, "text") {
        let Some((command, output)) = block.split_once('\n') else {
            continue;
        };
        let Some(command) = command.strip_prefix("$ gamerec ") else {
            continue;
        };
        let (args, in_repository) = arguments(command);
        if !in_repository {
            continue;
        }
        let real = run(&args);
        assert_eq!(real.stdout, output, "`gamerec {command}` in docs/cli.md");
        compared += 1;
    }
    assert!(compared >= 3, "only {compared} examples were compared");
}

#[test]
fn nothing_to_check_example_is_real_output() {
    let doc = cli_doc();
    let (_, block) = blocks(&doc, "text")
        .into_iter()
        .find(|(_, block)| block.starts_with("$ gamerec check exports/\n"))
        .expect("docs/cli.md shows a run with nothing to check");
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::create_dir(dir.path().join("exports")).expect("create a directory");
    fs::write(
        dir.path().join("exports/README"),
        "Exports of the scorer.\n",
    )
    .expect("write");
    fs::write(dir.path().join("exports/results.csv"), "board,score\n").expect("write");
    let real = run_in(
        dir.path(),
        &[OsStr::new("check"), OsStr::new("exports/")],
        b"",
    );
    assert_eq!(real.code, 2, "{real:?}");
    let shown = block.split_once('\n').map_or("", |(_, output)| output);
    assert_eq!(real.stderr, shown);
}

#[test]
fn json_examples_are_real_output() {
    let doc = cli_doc();
    let mut compared = 0;
    for (before, block) in blocks(&doc, "json") {
        let command = before
            .rsplit_once("`gamerec check ")
            .and_then(|(_, after)| after.split_once('`'))
            .map(|(command, _)| command)
            .expect("a JSON example follows the command that printed it");
        let (args, _) = arguments(command);
        let mut all = vec!["check"];
        all.extend(args);
        let real = run(&all).json();
        let mut shown: Value = serde_json::from_str(block).expect("the example is JSON");
        // The version changes with each release; the rest must not drift.
        if let Some(driver) = shown.pointer_mut("/runs/0/tool/driver") {
            for field in ["version", "semanticVersion"] {
                driver[field] = real["runs"][0]["tool"]["driver"][field].clone();
            }
        }
        assert_eq!(shown, real, "`gamerec check {command}` in docs/cli.md");
        compared += 1;
    }
    assert_eq!(compared, 2, "the JSON and the SARIF example");
}
