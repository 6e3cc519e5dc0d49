//! `gamerec syntax`: the tree in rowan's debug form, then the syntax errors.

use gamerec_tests::{run, run_with_stdin, samples, Run};

/// Every line is a node `KIND@start..end`, a token `KIND@start..end "text"` (indented two
/// spaces per level), or an error line `error start..end: [code] message`.
fn assert_tree_shape(run: &Run, root: &str, len: usize) {
    let mut lines = run.stdout.lines();
    assert_eq!(
        lines.next(),
        Some(format!("{root}@0..{len}").as_str()),
        "{}",
        run.stdout
    );
    for line in lines {
        if let Some(error) = line.strip_prefix("error ") {
            let (range, rest) = error
                .split_once(": [")
                .unwrap_or_else(|| panic!("{line:?}"));
            assert_range(range, len, line);
            assert!(rest.contains("] "), "{line:?}");
            continue;
        }
        let body = line.trim_start_matches(' ');
        let indent = line.len() - body.len();
        assert!(indent >= 2 && indent % 2 == 0, "{line:?}");
        let (kind, rest) = body.split_once('@').unwrap_or_else(|| panic!("{line:?}"));
        assert!(
            !kind.is_empty()
                && kind
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'),
            "{line:?}"
        );
        let range = rest.split(' ').next().unwrap_or("");
        assert_range(range, len, line);
        let text = &rest[range.len()..];
        assert!(
            text.is_empty() || (text.starts_with(" \"") && text.ends_with('"')),
            "{line:?}"
        );
    }
}

fn assert_range(range: &str, len: usize, line: &str) {
    let (start, end) = range.split_once("..").unwrap_or_else(|| panic!("{line:?}"));
    let start: usize = start.parse().unwrap_or_else(|_| panic!("{line:?}"));
    let end: usize = end.parse().unwrap_or_else(|_| panic!("{line:?}"));
    assert!(start <= end && end <= len, "{line:?}");
}

#[test]
fn tree_of_each_format() {
    let cases = [
        ("sgf", "SGF_FILE", samples::SGF),
        ("rbn", "RBN_FILE", samples::RBN),
        ("rbx", "RBX_FILE", samples::RBX),
        ("pbn", "PBN_FILE", samples::PBN),
    ];
    for (format, root, text) in cases {
        let run = run_with_stdin(&["syntax", "-"], text.as_bytes());
        assert_eq!(run.code, 0, "{format}: {run:?}");
        assert_tree_shape(&run, root, text.len());
        assert!(!run.stdout.contains("\nerror "), "{format}: {}", run.stdout);
        assert_eq!(run.stderr, "");
    }
}

#[test]
fn as_chooses_the_parser() {
    let run = run_with_stdin(&["syntax", "--as", "rbx", "-"], samples::RBX.as_bytes());
    assert_tree_shape(&run, "RBX_FILE", samples::RBX.len());
    let forced = run_with_stdin(&["syntax", "--as=pbn", "-"], samples::SGF.as_bytes());
    assert_tree_shape(&forced, "PBN_FILE", samples::SGF.len());
}

#[test]
fn encoding_problems_go_to_standard_error() {
    let text = b"(;CA[UTF-8]C[\xc3\xa9\xff])";
    let run = run_with_stdin(&["syntax", "--as", "sgf", "-"], text);
    // The tree covers the decoded text, in which the bad byte became a 3-byte U+FFFD.
    assert_tree_shape(&run, "SGF_FILE", text.len() + 2);
    assert!(
        run.stderr
            .starts_with("<stdin>:1:15: error[sgf/undecodable]: "),
        "{}",
        run.stderr
    );
}

#[test]
fn unreadable_file_exits_2() {
    let run = run(&["syntax", "no/such/file.sgf"]);
    assert_eq!(run.code, 2);
    assert_eq!(run.stdout, "");
    assert!(
        run.stderr
            .starts_with("gamerec: no/such/file.sgf: cannot read: "),
        "{}",
        run.stderr
    );
}
