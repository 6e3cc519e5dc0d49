//! Inputs no game record should be, given to `gamerec check` under every format's extension:
//! a very long line, NUL bytes, binary bytes and deep nesting. Each is checked to the end and
//! reported with places, never a crash or an exit status that says the tool failed.
//! `docs/bad-inputs.md` lists these with the other hostile inputs the tests try.

use gamerec_tests::{run_in, Run};
use std::ffi::OsStr;
use std::path::Path;

const EXTENSIONS: [&str; 6] = ["rbn", "rbx", "pbn", "sgf", "ppn", "lin"];

fn check_file(dir: &Path, name: &str, contents: &[u8]) -> Run {
    std::fs::write(dir.join(name), contents).expect("write the input");
    run_in(
        dir,
        &[
            OsStr::new("check"),
            OsStr::new("--color=never"),
            OsStr::new(name),
        ],
        b"",
    )
}

/// The run checked the file and ended normally: no errors (0) or errors found (1), the
/// summary printed, and every report placed at a line and column of the file.
fn assert_checked(run: &Run, name: &str) {
    assert!(matches!(run.code, 0 | 1), "{name}: {run:?}");
    assert!(
        run.stderr.starts_with("1 file checked"),
        "{name}: {}",
        run.stderr
    );
    let place = format!("{name}:");
    for report in run.stdout.lines().filter(|line| line.contains("]: ")) {
        let rest = report.strip_prefix(&place).unwrap_or("");
        let mut numbers = rest.split(':').take(2);
        let placed = numbers.all(|number| number.parse::<u32>().is_ok_and(|n| n > 0));
        assert!(placed, "{name}: a report without its place: {report}");
    }
}

/// A pseudo-random byte sequence (xorshift), the same on every run.
fn binary(len: usize) -> Vec<u8> {
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state.to_le_bytes()[0]
        })
        .collect()
}

#[test]
fn a_line_of_a_megabyte_in_every_format() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let long = "x".repeat(1 << 20);
    for extension in EXTENSIONS {
        let name = format!("long.{extension}");
        let text = match extension {
            "sgf" => format!("(;FF[4]C[{long}])\n"),
            "lin" => format!("nt|{long}|\n"),
            "rbn" | "rbx" => format!("E {long}\n"),
            _ => format!("[Event \"{long}\"]\n"),
        };
        let run = check_file(dir.path(), &name, text.as_bytes());
        assert_checked(&run, &name);
    }
}

#[test]
fn nul_bytes_and_binary_bytes_in_every_format() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for extension in EXTENSIONS {
        for (what, bytes) in [("nul", vec![0u8; 1 << 18]), ("binary", binary(1 << 18))] {
            let name = format!("{what}.{extension}");
            let run = check_file(dir.path(), &name, &bytes);
            assert_checked(&run, &name);
            assert_eq!(run.code, 1, "{name}: nothing of it is a game record");
        }
    }
}

#[test]
fn nesting_a_hundred_thousand_deep() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let depth = 100_000;
    let inputs = [
        (
            "deep.sgf",
            format!(
                "(;FF[4]{}{}\n",
                "(;B[aa]".repeat(depth),
                ")".repeat(depth + 1)
            ),
        ),
        (
            "deep.pbn",
            format!("{}{}\n", "{".repeat(depth), "}".repeat(depth)),
        ),
        ("deep.ppn", format!("{}\n", "[".repeat(depth))),
        ("deep.rbn", format!("E {}\n", "(".repeat(depth))),
        ("deep.lin", format!("{}\n", "md|".repeat(depth))),
    ];
    for (name, text) in inputs {
        let run = check_file(dir.path(), name, text.as_bytes());
        assert_checked(&run, name);
    }
}
