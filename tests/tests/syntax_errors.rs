//! Syntax errors found by the parsers reach the command line: exit status 1, reports with the
//! parsers' codes, and `error` lines after the tree. These need the real parsers of each
//! format (the skeleton's stubs report nothing).

use gamerec_tests::run_with_stdin;

/// A broken document per format, and the code prefix of its first error.
const BROKEN: [(&str, &str, &str); 4] = [
    ("sgf", "(;GM[1]FF[4]\n;B[dd]C[unclosed", "sgf/"),
    (
        "pbn",
        "% PBN 2.1\n[Event \"Club night]\n[Board \"1\"]\n",
        "pbn/",
    ),
    (
        "rbn",
        "% RBN 3.2\nB 1\n{free text that never ends\n",
        "rbn/",
    ),
    ("rbx", "%{RBX}B{1}H{N:AKQ2.KJ5.T98.A43\n", "rbx/"),
];

/// Whether `code` is one a document in `format` can get: its own, or for RBX also RBN's
/// (RBX shares RBN's label grammar).
fn belongs_to(format: &str, code: &str) -> bool {
    code.starts_with(&format!("{format}/")) || (format == "rbx" && code.starts_with("rbn/"))
}

#[test]
fn check_reports_syntax_errors_and_exits_1() {
    for (format, text, prefix) in BROKEN {
        let run = run_with_stdin(&["check", "--as", format, "-"], text.as_bytes());
        assert_eq!(run.code, 1, "{format}: {run:?}");
        let first = run.stdout.lines().next().unwrap_or("");
        assert!(first.starts_with("<stdin>:"), "{format}: {first}");
        assert!(
            first.contains(&format!(": error[{prefix}")),
            "{format}: {first}"
        );

        let json = run_with_stdin(
            &["check", "--format=json", "--as", format, "-"],
            text.as_bytes(),
        );
        assert_eq!(json.code, 1, "{format}: {json:?}");
        let report = json.json();
        let diagnostics = report["files"][0]["diagnostics"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(!diagnostics.is_empty(), "{format}: {report}");
        for diagnostic in &diagnostics {
            let code = diagnostic["code"].as_str().unwrap_or("");
            assert!(belongs_to(format, code), "{format}: {diagnostic}");
            let end = diagnostic["byte_range"][1].as_u64().unwrap_or(u64::MAX);
            assert!(end <= text.len() as u64, "{format}: {diagnostic}");
        }
    }
}

#[test]
fn syntax_lists_the_errors_after_the_tree() {
    for (format, text, prefix) in BROKEN {
        let run = run_with_stdin(&["syntax", "--as", format, "-"], text.as_bytes());
        assert_eq!(run.code, 1, "{format}: {run:?}");
        let errors: Vec<&str> = run
            .stdout
            .lines()
            .skip_while(|line| !line.starts_with("error "))
            .collect();
        assert!(!errors.is_empty(), "{format}: {}", run.stdout);
        assert!(
            errors[0].contains(&format!(": [{prefix}")),
            "{format}: {}",
            errors[0]
        );
        for line in errors {
            let code = line
                .split_once(": [")
                .and_then(|(_, rest)| rest.split_once(']'))
                .map_or("", |(code, _)| code);
            assert!(line.starts_with("error "), "{format}: {line}");
            assert!(belongs_to(format, code), "{format}: {line}");
        }
    }
}

#[test]
fn unclosed_sgf_value_is_reported_where_it_starts_or_ends() {
    let text = "(;GM[1]C[unclosed";
    let run = run_with_stdin(&["check", "--format=json", "-"], text.as_bytes());
    assert_eq!(run.code, 1, "{run:?}");
    let report = run.json();
    let codes: Vec<&str> = report["files"][0]["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|diagnostic| diagnostic["code"].as_str())
        .collect();
    assert!(codes.contains(&"sgf/unclosed-value"), "{report}");
}
