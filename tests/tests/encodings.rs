//! Decoding of the encoding samples in the shared corpus: the encoding reported and the text
//! the checker works on.

use encoding_rs::Encoding;
use gamerec_tests::{corpus_dir, run, run_in, Run};
use std::ffi::OsStr;
use std::path::PathBuf;

fn corpus_file(relative: &str) -> PathBuf {
    corpus_dir().join(relative)
}

/// Length in bytes of the decoded text, read from the root node of `gamerec syntax`.
fn decoded_len(syntax: &Run) -> usize {
    let first = syntax.stdout.lines().next().unwrap_or("");
    let (_, range) = first
        .split_once("@0..")
        .unwrap_or_else(|| panic!("not a root node: {first:?}"));
    range
        .parse()
        .unwrap_or_else(|_| panic!("not a range end: {first:?}"))
}

/// The encoding `check` reports, and the decoded length `syntax` shows, agree with decoding
/// the file independently with `encoding` (after a byte-order mark, if `bom_len` > 0).
fn assert_decoded_as(relative: &str, encoding: &'static Encoding, bom_len: usize) {
    let path = corpus_file(relative);
    let report = run(&[
        OsStr::new("check"),
        OsStr::new("--format=json"),
        path.as_os_str(),
    ]);
    assert_ne!(report.code, 2, "{report:?}");
    let file = &report.json()["files"][0];
    assert_eq!(file["encoding"], encoding.name(), "{relative}");

    let bytes = std::fs::read(&path).expect("corpus file");
    let (expected, had_errors) = encoding.decode_without_bom_handling(&bytes[bom_len..]);
    assert!(!had_errors, "{relative} is clean {}", encoding.name());
    let syntax = run(&[OsStr::new("syntax"), path.as_os_str()]);
    assert_eq!(decoded_len(&syntax), expected.len(), "{relative}");
}

#[test]
fn declared_charsets_in_sgf() {
    assert_decoded_as("sgf/encoding-chinese-gb18030.sgf", encoding_rs::GB18030, 0);
    assert_decoded_as(
        "sgf/encoding-cyrillic-windows.sgf",
        encoding_rs::WINDOWS_1251,
        0,
    );
    assert_decoded_as(
        "sgf/encoding-japanese-shiftjis.sgf",
        encoding_rs::SHIFT_JIS,
        0,
    );
    assert_decoded_as(
        "sgf/encoding-traditionalchinese-big5.sgf",
        encoding_rs::BIG5,
        0,
    );
    assert_decoded_as(
        "sgf/encoding-western-isolatin1.sgf",
        encoding_rs::WINDOWS_1252,
        0,
    );
}

#[test]
fn byte_order_marks() {
    assert_decoded_as("sgf/encoding-utf16-withbom.sgf", encoding_rs::UTF_16BE, 2);
    assert_decoded_as("sgf/encoding-utf8-withbom.sgf", encoding_rs::UTF_8, 3);
}

#[test]
fn latin1_pbn_without_declaration() {
    assert_decoded_as("pbn/sm0807.pbn", encoding_rs::WINDOWS_1252, 0);
}

#[test]
fn unknown_charset_is_a_warning() {
    let path = corpus_file("sgf/encoding-unsupported.sgf");
    let report = run(&[
        OsStr::new("check"),
        OsStr::new("--format=json"),
        path.as_os_str(),
    ]);
    let file = &report.json()["files"][0];
    assert_eq!(file["encoding"], "UTF-8");
    let charset_warnings: Vec<_> = file["diagnostics"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|diagnostic| diagnostic["code"] == "sgf/unknown-charset")
        .collect();
    assert_eq!(charset_warnings.len(), 1, "{file}");
    assert_eq!(charset_warnings[0]["severity"], "warning");
    assert_eq!(
        charset_warnings[0]["byte_range"],
        serde_json::json!([15, 18])
    );
}

/// The text shown under a report is the decoded text: a byte that is invalid in GB18030,
/// put at the end of the Chinese comment, is reported on a line that reads correctly.
#[test]
fn decoded_text_is_what_gets_reported() {
    let cases = [
        ("sgf/encoding-chinese-gb18030.sgf", "围棋是一种古老的游戏"),
        (
            "sgf/encoding-japanese-shiftjis.sgf",
            "Goは古代のゲームであり",
        ),
        (
            "sgf/encoding-traditionalchinese-big5.sgf",
            "圍棋是一種古老的遊戲",
        ),
    ];
    let dir = tempfile::tempdir().expect("temporary directory");
    for (relative, words) in cases {
        let mut bytes = std::fs::read(corpus_file(relative)).expect("corpus file");
        let last_bracket = bytes.iter().rposition(|&b| b == b']').expect("a value");
        // 0xFF starts no character in any of these encodings.
        bytes.insert(last_bracket, 0xff);
        let name = relative.trim_start_matches("sgf/");
        std::fs::write(dir.path().join(name), &bytes).expect("write the copy");
        let run = run_in(dir.path(), &[OsStr::new("check"), OsStr::new(name)], b"");
        assert_eq!(run.code, 1, "{run:?}");
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines.len(), 3, "{}", run.stdout);
        assert!(lines[0].starts_with(&format!("{name}:4:")), "{}", lines[0]);
        assert!(
            lines[0].contains(" error[sgf/undecodable]: "),
            "{}",
            lines[0]
        );
        assert!(lines[1].starts_with(&format!(";C[{words}")), "{}", lines[1]);
        assert!(lines[1].ends_with("\u{fffd}]"), "{}", lines[1]);
        assert!(lines[2].ends_with('^'), "{}", lines[2]);
    }
}
