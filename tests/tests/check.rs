//! `gamerec check`: exit codes, human and JSON output, directories, standard input and paths
//! that cannot be read.

use gamerec_tests::{run_in, samples, Run};
use serde_json::{json, Value};
use std::ffi::OsStr;
use std::fs;
use std::path::Path;

/// A CA[UTF-8] file whose player name is in GBK, as some servers write them.
/// A name cut inside its last character: the file stays UTF-8, with one undecodable sequence.
const MISLABELLED: &[u8] = b"(;FF[4]CA[UTF-8]\nPB[\xe4\xbd\xa0\xe5\xa5]PW[x])\n";

fn write(dir: &Path, name: &str, contents: &[u8]) {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("create the fixture's directory");
    }
    fs::write(path, contents).expect("write the fixture");
}

fn check(dir: &Path, args: &[&str]) -> Run {
    check_with_stdin(dir, args, b"")
}

fn check_with_stdin(dir: &Path, args: &[&str], stdin: &[u8]) -> Run {
    let mut all: Vec<&OsStr> = vec![OsStr::new("check")];
    all.extend(args.iter().map(OsStr::new));
    run_in(dir, &all, stdin)
}

/// `(path, format, encoding, number of diagnostics)` for every file in a JSON report.
fn files(report: &Value) -> Vec<(String, String, String, usize)> {
    report["files"]
        .as_array()
        .expect("`files` is an array")
        .iter()
        .map(|file| {
            (
                file["path"].as_str().unwrap_or("?").to_owned(),
                file["format"].as_str().unwrap_or("?").to_owned(),
                file["encoding"].as_str().unwrap_or("?").to_owned(),
                file["diagnostics"].as_array().map_or(usize::MAX, Vec::len),
            )
        })
        .collect()
}

fn entry(
    path: &str,
    format: &str,
    encoding: &str,
    diagnostics: usize,
) -> (String, String, String, usize) {
    (
        path.to_owned(),
        format.to_owned(),
        encoding.to_owned(),
        diagnostics,
    )
}

#[test]
fn clean_files_exit_0() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "game.sgf", samples::SGF.as_bytes());
    write(dir.path(), "deal.rbn", samples::RBN.as_bytes());
    write(dir.path(), "deal.rbx", samples::RBX.as_bytes());
    write(dir.path(), "deal.pbn", samples::PBN.as_bytes());
    let run = check(
        dir.path(),
        &["game.sgf", "deal.rbn", "deal.rbx", "deal.pbn"],
    );
    assert_eq!(run.stdout, "");
    assert_eq!(run.stderr, "4 files checked, 0 errors\n");
    assert_eq!(run.code, 0);
}

#[test]
fn errors_exit_1_with_one_report_per_problem() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "fox.sgf", MISLABELLED);
    let run = check(dir.path(), &["fox.sgf"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(
        run.stdout,
        "fox.sgf:2:5: error[sgf/undecodable]: expected UTF-8 as declared by `CA[UTF-8]`, \
         found a byte sequence that is not UTF-8 (shown as `\u{fffd}`)\n\
         PB[你\u{fffd}]PW[x])\n     \
         ^\n"
    );
    assert_eq!(run.stderr, "1 file checked, 1 error\n");
}

#[test]
fn warnings_alone_exit_0() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "odd.sgf", b"(;FF[4]GM[1]CA[klingon];B[aa])\n");
    let run = check(dir.path(), &["odd.sgf"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(
        run.stdout
            .starts_with("odd.sgf:1:16: warning[sgf/unknown-charset]: "),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .ends_with("(;FF[4]GM[1]CA[klingon];B[aa])\n               ^^^^^^^\n"));
    assert_eq!(run.stderr, "1 file checked, 0 errors, 1 warning\n");
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "fox.sgf", MISLABELLED);
    // Standard output is a pipe here, so `auto` means no colour.
    let plain = check(dir.path(), &["fox.sgf"]);
    assert!(!plain.stdout.contains('\x1b'));
    let coloured = check(dir.path(), &["--color=always", "fox.sgf"]);
    assert!(
        coloured
            .stdout
            .starts_with("\x1b[1mfox.sgf:2:5:\x1b[0m \x1b[1;31merror[sgf/undecodable]\x1b[0m"),
        "{:?}",
        coloured.stdout
    );
}

#[test]
fn json_report_field_by_field() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "fox.sgf", MISLABELLED);
    write(
        dir.path(),
        "odd.sgf",
        "(;C[½]CA[klingon]FF[4]\r\n)".as_bytes(),
    );
    let run = check(dir.path(), &["--format", "json", "fox.sgf", "odd.sgf"]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stderr, "", "the summary is for human output only");
    let report = run.json();
    assert_eq!(report.as_object().map(|o| o.len()), Some(1), "only `files`");
    let fox = &report["files"][0];
    assert_eq!(fox["path"], "fox.sgf");
    assert_eq!(fox["format"], "sgf");
    assert_eq!(fox["encoding"], "UTF-8");
    assert_eq!(fox["encoding_source"], "declared");
    let diagnostic = &fox["diagnostics"][0];
    assert_eq!(diagnostic["code"], "sgf/undecodable");
    assert_eq!(diagnostic["severity"], "error");
    assert!(diagnostic["message"]
        .as_str()
        .is_some_and(|message| message.starts_with("expected UTF-8 as declared by `CA[UTF-8]`")));
    assert_eq!(
        diagnostic["range"],
        json!({"start": {"line": 2, "column": 5}, "end": {"line": 2, "column": 6}})
    );
    assert_eq!(diagnostic["byte_range"], json!([23, 26]));
    assert_eq!(
        diagnostic.as_object().map(|o| o.len()),
        Some(5),
        "{diagnostic}"
    );

    // Valid UTF-8, so the unknown charset is only a warning; ½ takes two bytes and one column.
    let odd = &report["files"][1];
    assert_eq!(odd["path"], "odd.sgf");
    assert_eq!(odd["encoding"], "UTF-8");
    assert_eq!(odd["encoding_source"], "valid-utf-8");
    assert_eq!(odd["diagnostics"].as_array().map(Vec::len), Some(1));
    let warning = &odd["diagnostics"][0];
    assert_eq!(warning["code"], "sgf/unknown-charset");
    assert_eq!(warning["severity"], "warning");
    assert_eq!(
        warning["range"],
        json!({"start": {"line": 1, "column": 10}, "end": {"line": 1, "column": 17}})
    );
    assert_eq!(warning["byte_range"], json!([10, 17]));
}

#[test]
fn directories_are_searched_by_extension_in_any_case() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path();
    write(root, "games/b.SGF", samples::SGF.as_bytes());
    write(root, "games/a.pbn", samples::PBN.as_bytes());
    write(root, "games/Z.Pbn", samples::PBN.as_bytes());
    write(root, "games/c.Rbx", samples::RBX.as_bytes());
    write(root, "games/notes.txt", samples::SGF.as_bytes());
    write(root, "games/sgf", samples::SGF.as_bytes());
    write(root, "games/sub/d.rbn", samples::RBN.as_bytes());
    write(root, "games/sub/deeper/e.sgf", samples::SGF.as_bytes());
    write(root, "games/sub/deeper/f.sgf.bak", samples::SGF.as_bytes());
    let run = check(root, &["--format=json", "games"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        files(&run.json()),
        [
            entry("games/Z.Pbn", "pbn", "UTF-8", 0),
            entry("games/a.pbn", "pbn", "UTF-8", 0),
            entry("games/b.SGF", "sgf", "UTF-8", 0),
            entry("games/c.Rbx", "rbx", "UTF-8", 0),
            entry("games/sub/d.rbn", "rbn", "UTF-8", 0),
            entry("games/sub/deeper/e.sgf", "sgf", "UTF-8", 0),
        ]
    );
}

#[test]
fn named_files_are_checked_whatever_their_name() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "game.txt", samples::SGF.as_bytes());
    write(dir.path(), "deal", samples::RBN.as_bytes());
    write(dir.path(), "rbx.dat", samples::RBX.as_bytes());
    let run = check(
        dir.path(),
        &["--format=json", "game.txt", "deal", "rbx.dat"],
    );
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        files(&run.json()),
        [
            entry("game.txt", "sgf", "UTF-8", 0),
            entry("deal", "rbn", "UTF-8", 0),
            entry("rbx.dat", "rbx", "UTF-8", 0),
        ]
    );
}

#[test]
fn as_overrides_the_extension_and_the_content() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "deal.sgf", samples::PBN.as_bytes());
    let run = check(dir.path(), &["--format=json", "--as", "pbn", "deal.sgf"]);
    assert_eq!(files(&run.json()), [entry("deal.sgf", "pbn", "UTF-8", 0)]);
    assert_eq!(run.code, 0, "{run:?}");
}

#[test]
fn standard_input() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let sgf = check_with_stdin(dir.path(), &["--format=json", "-"], samples::SGF.as_bytes());
    assert_eq!(sgf.code, 0, "{sgf:?}");
    assert_eq!(files(&sgf.json()), [entry("<stdin>", "sgf", "UTF-8", 0)]);

    let rbx = check_with_stdin(dir.path(), &["--format=json", "-"], samples::RBX.as_bytes());
    assert_eq!(files(&rbx.json()), [entry("<stdin>", "rbx", "UTF-8", 0)]);

    let forced = check_with_stdin(
        dir.path(),
        &["--format=json", "--as=pbn", "-"],
        b"% PBN 2.1\n[Event \"Caf\xe9\"]\n",
    );
    assert_eq!(
        files(&forced.json()),
        [entry("<stdin>", "pbn", "windows-1252", 0)]
    );

    let human = check_with_stdin(dir.path(), &["-"], MISLABELLED);
    assert_eq!(human.code, 1);
    assert!(human
        .stdout
        .starts_with("<stdin>:2:5: error[sgf/undecodable]: "));
}

#[test]
fn unknown_format_is_reported_not_skipped() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(
        dir.path(),
        "notes.txt",
        b"Bring the scoresheets on Tuesday.\n",
    );
    write(dir.path(), "game.sgf", samples::SGF.as_bytes());
    let run = check(dir.path(), &["notes.txt", "game.sgf"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "gamerec: notes.txt: cannot tell the format from the name or the content; use `--as rbn|rbx|pbn|sgf|preferans|pinochle|lin`\n\
         1 file checked, 0 errors; 1 path could not be checked\n"
    );
    let stdin = check_with_stdin(dir.path(), &["-"], b"just words\n");
    assert_eq!(stdin.code, 2);
    assert!(stdin
        .stderr
        .starts_with("gamerec: <stdin>: cannot tell the format"));
}

#[test]
fn missing_paths_exit_2_and_the_rest_is_still_checked() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "fox.sgf", MISLABELLED);
    let run = check(dir.path(), &["--format=json", "missing.sgf", "fox.sgf"]);
    assert_eq!(run.code, 2, "2 wins over 1");
    assert!(
        run.stderr.starts_with("gamerec: missing.sgf: "),
        "{}",
        run.stderr
    );
    assert_eq!(files(&run.json()), [entry("fox.sgf", "sgf", "UTF-8", 1)]);
}

#[cfg(unix)]
#[test]
fn unreadable_entries_in_a_directory_exit_2() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path();
    write(root, "games/a.sgf", samples::SGF.as_bytes());
    write(root, "games/c.sgf", samples::SGF.as_bytes());
    std::os::unix::fs::symlink("gone.sgf", root.join("games/b.sgf")).expect("symlink");
    // A dangling link without a known extension is none of our business.
    std::os::unix::fs::symlink("gone", root.join("games/b.txt")).expect("symlink");
    let run = check(root, &["--format=json", "games"]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(
        run.stderr.starts_with("gamerec: games/b.sgf: "),
        "{}",
        run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert_eq!(
        files(&run.json()),
        [
            entry("games/a.sgf", "sgf", "UTF-8", 0),
            entry("games/c.sgf", "sgf", "UTF-8", 0)
        ]
    );
}

#[cfg(unix)]
#[test]
fn symlink_loops_do_not_hang() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path();
    write(root, "games/sub/a.sgf", samples::SGF.as_bytes());
    std::os::unix::fs::symlink("..", root.join("games/sub/up")).expect("symlink");
    std::os::unix::fs::symlink(".", root.join("games/here")).expect("symlink");
    let run = check(root, &["--format=json", "games"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        files(&run.json()),
        [entry("games/sub/a.sgf", "sgf", "UTF-8", 0)]
    );
}

#[cfg(unix)]
#[test]
fn file_names_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temporary directory");
    let name = OsStr::from_bytes(b"caf\xe9.sgf");
    fs::write(dir.path().join(name), samples::SGF).expect("write the fixture");
    let run = run_in(
        dir.path(),
        &[
            OsStr::new("check"),
            OsStr::new("--format=json"),
            OsStr::new("."),
        ],
        b"",
    );
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        files(&run.json()),
        [entry("./caf\u{fffd}.sgf", "sgf", "UTF-8", 0)]
    );
}

#[test]
fn empty_files_are_fine() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for name in ["a.rbn", "b.rbx", "c.pbn", "d.sgf"] {
        write(dir.path(), name, b"");
    }
    let run = check(dir.path(), &["--format=json", "."]);
    assert!(run.code == 0 || run.code == 1, "{run:?}");
    assert_eq!(files(&run.json()).len(), 4);
}

#[cfg(unix)]
#[test]
fn files_without_read_permission_exit_2() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temporary directory");
    write(dir.path(), "secret.sgf", samples::SGF.as_bytes());
    write(dir.path(), "open.sgf", samples::SGF.as_bytes());
    let secret = dir.path().join("secret.sgf");
    fs::set_permissions(&secret, fs::Permissions::from_mode(0o000)).expect("chmod");
    // The superuser reads the file anyway; then it is simply checked.
    let readable = fs::read(&secret).is_ok();
    let run = check(dir.path(), &["--format=json", "."]);
    let mut expected = vec![entry("./open.sgf", "sgf", "UTF-8", 0)];
    if readable {
        expected.push(entry("./secret.sgf", "sgf", "UTF-8", 0));
        assert_eq!(run.code, 0, "{run:?}");
    } else {
        assert_eq!(run.code, 2, "{run:?}");
        assert!(
            run.stderr
                .starts_with("gamerec: ./secret.sgf: cannot read: "),
            "{}",
            run.stderr
        );
    }
    assert_eq!(files(&run.json()), expected);
}

#[test]
fn the_content_of_a_ppn_file_tells_preferans_from_pinochle() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(
        dir.path(),
        "games/hand.ppn",
        b"% PPN 1.0\n% EXPORT\n\n[Dealer \"Q\"]\n",
    );
    write(dir.path(), "games/evening.ppn", b"[Bula 60]\n[Refe 2]\n");
    let run = check(dir.path(), &["--format", "json", "games"]);
    let report: Value = serde_json::from_str(&run.stdout).expect("a JSON report");
    let formats: Vec<(String, String)> = files(&report)
        .into_iter()
        .map(|(path, format, _, _)| (path, format))
        .collect();
    assert_eq!(
        formats,
        [
            ("games/evening.ppn".to_owned(), "preferans".to_owned()),
            ("games/hand.ppn".to_owned(), "pinochle".to_owned()),
        ]
    );
    assert!(
        run.stdout.contains("pinochle/value-syntax"),
        "{}",
        run.stdout
    );

    // `--as` reads it as the other notation, and the content's own lines say so.
    let forced = check(dir.path(), &["--as", "preferans", "games/hand.ppn"]);
    assert!(
        forced
            .stdout
            .contains("warning[preferans/notation-undecided]"),
        "{}",
        forced.stdout
    );
}

/// A Go game of `moves` moves on one point: every move after the first is on an occupied
/// point (an error) and every other one is a hint (the same colour twice).
fn moves_on_one_point(moves: usize) -> String {
    format!("(;FF[4]GM[1]SZ[19]{})\n", ";B[aa]".repeat(moves))
}

#[test]
fn max_findings_shows_the_most_serious_and_counts_the_rest() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(
        dir.path(),
        "one-point.sgf",
        moves_on_one_point(40).as_bytes(),
    );
    let run = check(dir.path(), &["--max-findings", "5", "one-point.sgf"]);
    assert_eq!(run.code, 1, "{run:?}");
    let reports: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| line.starts_with("one-point.sgf:1:"))
        .collect();
    assert_eq!(reports.len(), 5, "{}", run.stdout);
    assert!(reports
        .iter()
        .all(|line| line.contains("error[sgf/occupied-point]")));
    let last = run.stdout.lines().last().unwrap_or("");
    assert_eq!(
        last,
        "one-point.sgf: 73 more problems not shown (39 sgf/same-colour-twice, 34 \
         sgf/occupied-point): at most 5 are reported for a file, errors first; \
         `--max-findings all` reports every one"
    );
    // The summary and the exit status count every problem.
    assert_eq!(run.stderr, "1 file checked, 39 errors, 39 hints\n");

    let all = check(dir.path(), &["--max-findings", "all", "one-point.sgf"]);
    let reported = all
        .stdout
        .lines()
        .filter(|line| line.starts_with("one-point.sgf:1:"));
    assert_eq!(reported.count(), 78);
    assert!(!all.stdout.contains("not shown"));

    let json = check(
        dir.path(),
        &["--format=json", "--max-findings=5", "one-point.sgf"],
    )
    .json();
    assert_eq!(json["files"][0]["not_shown"], json!(73));
    assert_eq!(
        json["files"][0]["diagnostics"].as_array().map(Vec::len),
        Some(5)
    );

    let statistics = check(
        dir.path(),
        &["--statistics", "--max-findings=5", "one-point.sgf"],
    );
    assert!(
        statistics.stdout.contains("39  sgf/occupied-point"),
        "{}",
        statistics.stdout
    );
    assert!(
        statistics.stdout.contains("39  sgf/same-colour-twice"),
        "{}",
        statistics.stdout
    );
}

/// 100,000 moves on one point: 200,000 findings, of which the default shows 20,000, with
/// memory and output bounded by that cap.
#[test]
fn a_file_of_many_findings_reports_the_default_cap_and_counts_the_rest() {
    let dir = tempfile::tempdir().expect("temporary directory");
    write(
        dir.path(),
        "one-point.sgf",
        moves_on_one_point(100_000).as_bytes(),
    );
    let run = check(dir.path(), &["--color=never", "one-point.sgf"]);
    assert_eq!(run.code, 1);
    let reports = run
        .stdout
        .lines()
        .filter(|line| line.starts_with("one-point.sgf:1:"));
    assert_eq!(reports.count(), 20_000);
    assert!(
        run.stdout
            .contains("one-point.sgf: 179998 more problems not shown"),
        "{}",
        run.stdout.lines().last().unwrap_or("")
    );
    assert_eq!(run.stderr, "1 file checked, 99999 errors, 99999 hints\n");
}
