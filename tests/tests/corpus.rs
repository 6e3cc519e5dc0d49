//! `gamerec check` and `gamerec syntax` over every file of a folder: each must finish with 0 or
//! 1 (never 2, never a crash) and write a valid report or tree for each file. The default tier
//! runs them over `docs/examples/`, the corpus tier over the whole shared corpus.

use gamerec_grammar::Format;
use gamerec_tests::{corpus_dir, run, workspace_root};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn examples() -> PathBuf {
    workspace_root().join("docs/examples")
}

/// Every file under `dir` with a known extension.
fn record_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).expect("the folder can be listed");
    for entry in entries {
        let path = entry.expect("folder entry").path();
        if path.is_dir() {
            record_files(&path, found);
        } else if Format::from_path(&path).is_some() {
            found.push(path);
        }
    }
}

/// `check --format=json` over `dir` reports every record file in it, each with well-formed
/// diagnostics; returns how many files it reported.
fn assert_json_report_over(dir: &Path) -> usize {
    let run = run(&["check".as_ref(), "--format=json".as_ref(), dir.as_os_str()]);
    assert!(
        run.code == 0 || run.code == 1,
        "exit {}: {}",
        run.code,
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    let report = run.json();
    let files = report["files"].as_array().expect("`files` is an array");
    let mut expected = Vec::new();
    record_files(dir, &mut expected);
    assert_eq!(files.len(), expected.len());

    for file in files {
        let path = file["path"].as_str().expect("path");
        let format = file["format"].as_str().expect("format");
        let extension = Path::new(path)
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("");
        let format_extension = Format::from_name(format).map(Format::extension);
        assert!(
            format_extension.is_some_and(|known| known.eq_ignore_ascii_case(extension)),
            "{path}: {format}"
        );
        assert!(
            file["encoding"].as_str().is_some_and(|e| !e.is_empty()),
            "{path}"
        );
        for diagnostic in file["diagnostics"].as_array().expect("diagnostics") {
            assert_diagnostic(path, format, diagnostic);
        }
    }
    files.len()
}

#[test]
fn json_over_the_whole_corpus() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let files = assert_json_report_over(&corpus);
    assert!(files > 80, "the corpus has {files} files");
}

#[test]
fn json_over_the_examples() {
    let files = assert_json_report_over(&examples());
    assert!(files >= 8, "docs/examples has {files} files");
}

fn assert_diagnostic(path: &str, format: &str, diagnostic: &Value) {
    let code = diagnostic["code"].as_str().unwrap_or("");
    // RBX records are RBN records on one line: they share RBN's checks and codes.
    let code_format = code.split('/').next().unwrap_or("");
    assert!(
        code_format == format || (format, code_format) == ("rbx", "rbn"),
        "{path}: {diagnostic}"
    );
    assert!(
        ["error", "warning", "info", "hint"]
            .contains(&diagnostic["severity"].as_str().unwrap_or("")),
        "{path}: {diagnostic}"
    );
    assert!(
        diagnostic["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{path}: {diagnostic}"
    );
    let number = |value: &Value| {
        value
            .as_u64()
            .unwrap_or_else(|| panic!("{path}: {diagnostic}"))
    };
    let start = &diagnostic["range"]["start"];
    let end = &diagnostic["range"]["end"];
    let start = (number(&start["line"]), number(&start["column"]));
    let end = (number(&end["line"]), number(&end["column"]));
    assert!(
        start.0 >= 1 && start.1 >= 1 && start <= end,
        "{path}: {diagnostic}"
    );
    let bytes = &diagnostic["byte_range"];
    assert!(
        number(&bytes[0]) <= number(&bytes[1]),
        "{path}: {diagnostic}"
    );
}

/// `check` over `dir` writes three lines per report and a summary.
fn assert_human_output_over(dir: &Path) {
    let run = run(&["check".as_ref(), dir.as_os_str()]);
    assert!(
        run.code == 0 || run.code == 1,
        "exit {}: {}",
        run.code,
        run.stderr
    );
    let summary = run.stderr.lines().last().unwrap_or("");
    assert!(summary.contains(" files checked, "), "{}", run.stderr);
    // Every report is a header line, the source line and a caret line.
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len() % 3, 0, "{}", run.stdout);
    for report in lines.chunks(3) {
        assert!(report[0].contains("]: "), "{report:?}");
        assert!(report[2].trim_start().starts_with('^'), "{report:?}");
    }
}

#[test]
fn human_output_over_the_whole_corpus() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    assert_human_output_over(&corpus);
}

#[test]
fn human_output_over_the_examples() {
    assert_human_output_over(&examples());
}

/// `gamerec syntax` on each file under `dir`: the tree starts with the format's root node
/// covering the whole decoded text, and the exit status says whether syntax errors were listed.
fn assert_syntax_of_every_file(dir: &Path) {
    let mut files = Vec::new();
    record_files(dir, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no record files under {}", dir.display());
    for path in &files {
        let run = run(&["syntax".as_ref(), path.as_os_str()]);
        let shown = path.display();
        assert!(
            run.code == 0 || run.code == 1,
            "{shown}: exit {}: {}",
            run.code,
            run.stderr
        );
        let content = String::from_utf8_lossy(&std::fs::read(path).expect("readable")).into_owned();
        let format = Format::from_path(path)
            .expect("record files have known extensions")
            .by_content(&content);
        let root = format!(
            "{:?}@0..",
            gamerec_grammar::parse(format, "").syntax().kind()
        );
        let first_line = run.stdout.lines().next().unwrap_or("");
        assert!(
            first_line.starts_with(&root),
            "{shown}: tree starts with {first_line:?}"
        );
        let error_lines = run
            .stdout
            .lines()
            .filter(|line| line.starts_with("error "))
            .count();
        assert_eq!(
            run.code == 1,
            error_lines > 0,
            "{shown}: exit {} with {error_lines} error lines",
            run.code
        );
    }
}

#[test]
fn syntax_over_every_corpus_file() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    assert_syntax_of_every_file(&corpus);
}

#[test]
fn syntax_over_every_example() {
    assert_syntax_of_every_file(&examples());
}
