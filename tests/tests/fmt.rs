//! `gamerec fmt` end to end: files rewritten in place in their own encoding and line endings,
//! `--check`, `--diff`, standard input, and the files it must leave alone.

use gamerec_tests::{corpus_dir, run_in, run_with_stdin, workspace_root};
use std::ffi::OsStr;
use std::fs;
use std::path::Path;

fn fmt_in(dir: &Path, args: &[&str]) -> gamerec_tests::Run {
    let args: Vec<&OsStr> = std::iter::once("fmt")
        .chain(args.iter().copied())
        .map(OsStr::new)
        .collect();
    run_in(dir, &args, b"")
}

#[test]
fn rewrites_files_in_place_keeping_encoding_and_line_endings() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // Windows-1252 (é is one byte, 0xE9) with CRLF line ends.
    let latin = b"T Caf\xe9 Bridge\r\nd 20240101\r\nh n:akq.jt9.876.5432:::\r\n".to_vec();
    fs::write(dir.path().join("deal.rbn"), &latin).unwrap();
    let run = fmt_in(dir.path(), &["deal.rbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        fs::read(dir.path().join("deal.rbn")).unwrap(),
        b"D 20240101\r\nT Caf\xe9 Bridge\r\nH N:AKQ.JT9.876.5432:::\r\n\r\n".to_vec()
    );
    let again = fmt_in(dir.path(), &["--check", "deal.rbn"]);
    assert_eq!((again.code, again.stdout.as_str()), (0, ""), "{again:?}");
}

#[test]
fn check_lists_what_would_change_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("tidy.rbn"), "D 20240101\nB 1\n\n").unwrap();
    fs::write(dir.path().join("untidy.rbn"), "B 1\nD 20240101\n").unwrap();
    let run = fmt_in(dir.path(), &["--check", "."]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.stdout, "./untidy.rbn\n");
    assert_eq!(
        fs::read_to_string(dir.path().join("untidy.rbn")).unwrap(),
        "B 1\nD 20240101\n"
    );
}

#[test]
fn diff_shows_the_change() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("a.rbn"), "B 1\nD 20240101\n").unwrap();
    let run = fmt_in(dir.path(), &["--diff", "a.rbn"]);
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(
        run.stdout,
        "--- a.rbn\n+++ a.rbn (formatted)\n@@ -1,2 +1,3 @@\n+D 20240101\n B 1\n-D 20240101\n+\n"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("a.rbn")).unwrap(),
        "B 1\nD 20240101\n"
    );
}

#[test]
fn standard_input_goes_to_standard_output() {
    let run = run_with_stdin(&["fmt", "--as", "rbx", "-"], b"B{1}D{20240101}");
    assert_eq!(
        (run.code, run.stdout.as_str()),
        (0, "D{20240101}B{1}\n"),
        "{run:?}"
    );
}

#[test]
fn records_with_syntax_errors_stay_and_the_rest_is_formatted() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(dir.path().join("a.rbn"), "b 1\nd 1\n\nB 2\nd 20240101\n").unwrap();
    let run = fmt_in(dir.path(), &["a.rbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert!(run.stderr.contains("2 syntax errors;"), "{run:?}");
    assert_eq!(
        fs::read_to_string(dir.path().join("a.rbn")).unwrap(),
        "b 1\nd 1\n\nD 20240101\nB 2\n\n"
    );
}

#[test]
fn files_that_would_not_come_back_the_same_are_left_alone() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // A UTF-8 byte-order mark followed by bytes that are not UTF-8.
    let broken = b"\xEF\xBB\xBFB 1\nT \xff\nD 20240101\n".to_vec();
    fs::write(dir.path().join("broken.rbn"), &broken).unwrap();
    let run = fmt_in(dir.path(), &["broken.rbn"]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(
        run.stderr.contains(
            "broken.rbn: formatting would move bytes that are not UTF-8 (shown as `\u{fffd}` at line 2, column 3)"
        ),
        "{run:?}"
    );
    assert_eq!(fs::read(dir.path().join("broken.rbn")).unwrap(), broken);
}

#[test]
fn bytes_that_could_not_be_decoded_are_written_back_as_they_were() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // A name cut inside its last character: the file stays UTF-8 with one bad sequence, and
    // the blank lines formatting removes lie elsewhere.
    let cut = b"D 20240101\nN Zo\xc3\xab:Li \xe4\xbd\n\n\n\nB 1\n".to_vec();
    fs::write(dir.path().join("cut.rbn"), &cut).unwrap();
    let run = fmt_in(dir.path(), &["cut.rbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(
        fs::read(dir.path().join("cut.rbn")).unwrap(),
        b"D 20240101\nN Zo\xc3\xab:Li \xe4\xbd\n\nB 1\n\n"
    );
}

#[test]
fn a_file_read_in_a_guessed_encoding_is_written_back_in_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // Shift_JIS names and comment, no CA; formatting puts the move on a line of its own.
    let shift_jis = b"(;GM[1]FF[4]PB[\x88\xe4\x8e\x52]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95];B[pd])".to_vec();
    fs::write(dir.path().join("kisei.sgf"), &shift_jis).unwrap();
    let check = run_in(
        dir.path(),
        &[
            OsStr::new("check"),
            OsStr::new("--format"),
            OsStr::new("json"),
            OsStr::new("kisei.sgf"),
        ],
        b"",
    );
    let report = check.json();
    assert_eq!(report["files"][0]["encoding"], "Shift_JIS", "{report}");
    assert_eq!(report["files"][0]["encoding_source"], "guessed");
    assert_eq!(
        report["files"][0]["diagnostics"][0]["code"],
        "sgf/guessed-encoding"
    );
    let run = fmt_in(dir.path(), &["kisei.sgf"]);
    assert_eq!(run.code, 0, "{run:?}");
    let written = fs::read(dir.path().join("kisei.sgf")).unwrap();
    assert_ne!(written, shift_jis, "formatted");
    for kept in [
        &b"PB[\x88\xe4\x8e\x52]"[..],
        b"C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95]",
    ] {
        assert!(
            written.windows(kept.len()).any(|window| window == kept),
            "{written:x?}"
        );
    }
    let again = fmt_in(dir.path(), &["--check", "kisei.sgf"]);
    assert_eq!(again.code, 0, "{again:?}");
}

#[test]
fn the_export_style_puts_its_header_before_the_games() {
    let dir = tempfile::tempdir().expect("temporary directory");
    fs::write(
        dir.path().join("gamerec.toml"),
        "[format.pbn]\nstyle = \"export\"\n",
    )
    .unwrap();
    // The header is inserted at the start, after the edits of the lines below it are made.
    fs::write(
        dir.path().join("club.pbn"),
        "[Event \"Club\"]\n[Dealer \"N\"]\n",
    )
    .unwrap();
    let run = fmt_in(dir.path(), &["club.pbn"]);
    assert_eq!(run.code, 0, "{run:?}");
    let written = fs::read_to_string(dir.path().join("club.pbn")).unwrap();
    assert!(
        written.starts_with("% PBN 2.1\r\n% EXPORT\r\n[Event \"Club\"]\r\n[Site \"?\"]\r\n"),
        "{written:?}"
    );
    let again = fmt_in(dir.path(), &["--check", "club.pbn"]);
    assert_eq!(again.code, 0, "{again:?}");
}

/// Formatting a copy of the record files in `folders` of `source` once leaves nothing for a
/// second run to change.
fn assert_second_pass_changes_nothing(source: &Path, folders: &[&str]) {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut copied = 0;
    for folder in folders {
        let Ok(entries) = fs::read_dir(source.join(folder)) else {
            continue;
        };
        fs::create_dir_all(dir.path().join(folder)).unwrap();
        for entry in entries.flatten() {
            let path = entry.path();
            if gamerec_grammar::Format::from_path(&path).is_some() {
                let copy = dir.path().join(folder).join(entry.file_name());
                fs::copy(&path, &copy).unwrap();
                // The copy keeps the source's permissions; the shared folder may be read-only.
                let mut permissions = fs::metadata(&copy).unwrap().permissions();
                #[allow(clippy::permissions_set_readonly_false)]
                permissions.set_readonly(false);
                fs::set_permissions(&copy, permissions).unwrap();
                copied += 1;
            }
        }
    }
    assert!(copied > 0, "no record files under {}", source.display());
    // Files broken on purpose (undecodable bytes, a wrong or unknown charset) are written
    // back in the encoding they were read in, what could not be decoded included.
    let first = fmt_in(dir.path(), &["."]);
    assert_eq!(first.code, 0, "{first:?}");
    let second = fmt_in(dir.path(), &["--check", "."]);
    assert_eq!(
        second.stdout, "",
        "files changed by a second pass: {second:?}"
    );
}

#[test]
fn formatted_examples_need_no_second_pass() {
    assert_second_pass_changes_nothing(
        &workspace_root().join("docs/examples"),
        &["rbn", "rbx", "pbn", "sgf"],
    );
}

#[test]
fn formatted_corpus_needs_no_second_pass() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    assert_second_pass_changes_nothing(&corpus, &["rbn", "pbn", "sgf", "ppn", "lin"]);
}

/// An RBN file of `count` records, record `n` written by `record(n)`.
fn boards(count: usize, record: impl Fn(usize) -> String) -> String {
    (1..=count).map(record).collect()
}

/// A write cut short (here by a limit on file size, as a full disk would) leaves the file as it
/// was, reports the file, and leaves nothing behind; the other files are still formatted.
#[cfg(unix)]
#[test]
fn a_write_cut_short_leaves_the_original_whole() {
    let dir = tempfile::tempdir().expect("temporary directory");
    // Over one 512-byte block once formatted, which the limit below forbids.
    let big = boards(40, |board| format!("B {board}\nD 20240101\n\n"));
    fs::write(dir.path().join("big.rbn"), &big).unwrap();
    fs::write(dir.path().join("small.rbn"), "B 1\nD 20240101\n").unwrap();
    // The shell ignores SIGXFSZ, so the write fails with an error instead of killing gamerec.
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 1; exec \"$0\" fmt big.rbn small.rbn")
        .arg(gamerec_tests::gamerec_binary())
        .current_dir(dir.path())
        .output()
        .expect("gamerec runs under sh");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_ne!(output.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("big.rbn"), "{stderr}");
    assert_eq!(fs::read_to_string(dir.path().join("big.rbn")).unwrap(), big);
    assert_eq!(
        fs::read_to_string(dir.path().join("small.rbn")).unwrap(),
        "D 20240101\nB 1\n\n"
    );
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

/// `fmt` killed while it rewrites a folder leaves each file either as it was or formatted,
/// never cut short (a hidden new file may stay behind from the write it was killed in).
#[test]
fn killed_mid_run_every_file_is_old_or_new() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let old = boards(4000, |board| {
        format!("B {board}\nD 20240101\nH N:AKQ.JT9.876.5432:::\n\n")
    });
    let new = boards(4000, |board| {
        format!("D 20240101\nB {board}\nH N:AKQ.JT9.876.5432:::\n\n")
    });
    let count = 40;
    for index in 0..count {
        fs::write(dir.path().join(format!("games-{index:02}.rbn")), &old).unwrap();
    }
    let mut child = std::process::Command::new(gamerec_tests::gamerec_binary())
        .args(["fmt", "."])
        .current_dir(dir.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("gamerec starts");
    // Killed as soon as the first file is formatted, while the others are being written.
    let path_of = |index: usize| dir.path().join(format!("games-{index:02}.rbn"));
    let started = std::time::Instant::now();
    while child.try_wait().ok().flatten().is_none()
        && started.elapsed() < std::time::Duration::from_secs(60)
    {
        if (0..count).any(|index| fs::read_to_string(path_of(index)).is_ok_and(|t| t == new)) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let _ = child.kill();
    let _ = child.wait();
    let (mut formatted, mut untouched) = (0, 0);
    for index in 0..count {
        let text = fs::read_to_string(path_of(index)).unwrap();
        if text == new {
            formatted += 1;
        } else {
            assert_eq!(text, old, "games-{index:02}.rbn is neither old nor new");
            untouched += 1;
        }
    }
    assert!(
        formatted >= 1,
        "the run was not killed after a file was formatted"
    );
    assert_eq!(formatted + untouched, count);
}
