//! Decoding of files in the encodings gamerec reads: the encoding reported and the text the
//! checker works on. The default tier writes its samples here; the corpus tier reads the
//! encoding samples of the shared corpus.

use encoding_rs::Encoding;
use gamerec_tests::{corpus_dir, run, run_in, Run};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

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
/// Returns the JSON report of the file.
fn assert_decoded_as(
    path: &Path,
    encoding: &'static Encoding,
    bom_len: usize,
) -> serde_json::Value {
    let shown = path.display();
    let report = run(&[
        OsStr::new("check"),
        OsStr::new("--format=json"),
        path.as_os_str(),
    ]);
    assert_ne!(report.code, 2, "{report:?}");
    let file = report.json()["files"][0].clone();
    assert_eq!(file["encoding"], encoding.name(), "{shown}");

    let bytes = std::fs::read(path).expect("the sample is readable");
    let (expected, had_errors) = encoding.decode_without_bom_handling(&bytes[bom_len..]);
    assert!(!had_errors, "{shown} is clean {}", encoding.name());
    let syntax = run(&[OsStr::new("syntax"), path.as_os_str()]);
    assert_eq!(decoded_len(&syntax), expected.len(), "{shown}");
    file
}

/// A byte that is invalid in `encoding`, put before the last `]` of `bytes` (the end of a
/// comment holding `words`), is reported on `line` with the comment decoded around it.
fn assert_reported_in_decoded_text(
    dir: &Path,
    name: &str,
    mut bytes: Vec<u8>,
    line: usize,
    words: &str,
) {
    let last_bracket = bytes.iter().rposition(|&b| b == b']').expect("a value");
    // 0xFF starts no character in any of the encodings used here.
    bytes.insert(last_bracket, 0xff);
    std::fs::write(dir.join(name), &bytes).expect("write the copy");
    let run = run_in(dir, &[OsStr::new("check"), OsStr::new(name)], b"");
    assert_eq!(run.code, 1, "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stdout);
    assert!(
        lines[0].starts_with(&format!("{name}:{line}:")),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].contains(" error[sgf/undecodable]: "),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with(&format!(";C[{words}")), "{}", lines[1]);
    assert!(lines[1].ends_with("\u{fffd}]"), "{}", lines[1]);
    assert!(lines[2].ends_with('^'), "{}", lines[2]);
}

/// A sample written for the default tier: an SGF game whose root declares `charset` and whose
/// second line is a node with a comment holding `comment`, in `encoding`.
struct Sample {
    name: &'static str,
    charset: &'static str,
    encoding: &'static Encoding,
    comment: &'static str,
}

impl Sample {
    fn bytes(&self) -> Vec<u8> {
        let (comment, _, unmappable) = self.encoding.encode(self.comment);
        assert!(
            !unmappable,
            "{} can be written in {}",
            self.comment, self.charset
        );
        let mut bytes = format!("(;FF[4]CA[{}]GM[1]\n;C[", self.charset).into_bytes();
        bytes.extend_from_slice(&comment);
        bytes.extend_from_slice(b"]\n)\n");
        bytes
    }

    fn write(&self, dir: &Path) -> PathBuf {
        let path = dir.join(self.name);
        std::fs::write(&path, self.bytes()).expect("write the sample");
        path
    }
}

/// One sample per charset the corpus's samples declare. The Shift_JIS comment has characters
/// whose second byte is `\`, the Big5 one a character whose second byte is `]`: inside a
/// character, neither escapes nor ends the value.
fn samples() -> [Sample; 5] {
    [
        Sample {
            name: "gb18030.sgf",
            charset: "GB18030",
            encoding: encoding_rs::GB18030,
            comment: "围棋是一种古老的游戏",
        },
        Sample {
            name: "windows-1251.sgf",
            charset: "Windows-1251",
            encoding: encoding_rs::WINDOWS_1251,
            comment: "Го — древняя настольная игра",
        },
        Sample {
            name: "shift-jis.sgf",
            charset: "Shift_JIS",
            encoding: encoding_rs::SHIFT_JIS,
            comment: "囲碁は古代のゲームであり、表に十の字",
        },
        Sample {
            name: "big5.sgf",
            charset: "Big5",
            encoding: encoding_rs::BIG5,
            comment: "圍棋是一種古老的遊戲，也",
        },
        Sample {
            name: "latin-1.sgf",
            charset: "ISO-8859-1",
            encoding: encoding_rs::WINDOWS_1252,
            comment: "Le go est très ancien, on y joue à Zürich",
        },
    ]
}

#[test]
fn declared_charsets_in_sgf_samples() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for sample in samples() {
        let path = sample.write(dir.path());
        let file = assert_decoded_as(&path, sample.encoding, 0);
        assert_eq!(
            file["diagnostics"],
            serde_json::json!([]),
            "{}",
            sample.name
        );
    }
}

#[test]
fn byte_order_marks_in_samples() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let text = "(;FF[4]GM[1]\n;C[Café, 围棋])\n";
    let mut utf16 = vec![0xfe, 0xff];
    utf16.extend(text.encode_utf16().flat_map(u16::to_be_bytes));
    let utf16_path = dir.path().join("utf16.sgf");
    std::fs::write(&utf16_path, utf16).expect("write the sample");
    assert_decoded_as(&utf16_path, encoding_rs::UTF_16BE, 2);

    let mut utf8 = b"\xef\xbb\xbf".to_vec();
    utf8.extend_from_slice(text.replace("GM[1]", "CA[UTF-8]GM[1]").as_bytes());
    let utf8_path = dir.path().join("utf8.sgf");
    std::fs::write(&utf8_path, utf8).expect("write the sample");
    assert_decoded_as(&utf8_path, encoding_rs::UTF_8, 3);
}

#[test]
fn latin1_pbn_sample_without_declaration() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let text = "% PBN 2.1\n[Event \"Coupe de la Fédération\"]\n[Site \"Zürich\"]\n\
                [Board \"1\"]\n";
    let (bytes, _, _) = encoding_rs::WINDOWS_1252.encode(text);
    let path = dir.path().join("coupe.pbn");
    std::fs::write(&path, bytes).expect("write the sample");
    assert_decoded_as(&path, encoding_rs::WINDOWS_1252, 0);
}

#[test]
fn decoded_text_of_samples_is_what_gets_reported() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for sample in samples()
        .into_iter()
        .filter(|sample| ["GB18030", "Shift_JIS", "Big5"].contains(&sample.charset))
    {
        assert_reported_in_decoded_text(dir.path(), sample.name, sample.bytes(), 2, sample.comment);
    }
}

#[test]
fn declared_charsets_in_sgf() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let sgf = corpus.join("sgf");
    for (name, encoding) in [
        ("encoding-chinese-gb18030.sgf", encoding_rs::GB18030),
        ("encoding-cyrillic-windows.sgf", encoding_rs::WINDOWS_1251),
        ("encoding-japanese-shiftjis.sgf", encoding_rs::SHIFT_JIS),
        ("encoding-traditionalchinese-big5.sgf", encoding_rs::BIG5),
        ("encoding-western-isolatin1.sgf", encoding_rs::WINDOWS_1252),
    ] {
        assert_decoded_as(&sgf.join(name), encoding, 0);
    }
}

#[test]
fn byte_order_marks() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let sgf = corpus.join("sgf");
    assert_decoded_as(
        &sgf.join("encoding-utf16-withbom.sgf"),
        encoding_rs::UTF_16BE,
        2,
    );
    assert_decoded_as(
        &sgf.join("encoding-utf8-withbom.sgf"),
        encoding_rs::UTF_8,
        3,
    );
}

/// The UTF-16 file of the corpus without its byte-order mark is read from its zero bytes and
/// its `CA[UTF-16BE]`, checked clean, and formatted back into UTF-16BE without a mark.
#[test]
fn utf16_without_byte_order_mark() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let bytes = std::fs::read(corpus.join("sgf/encoding-utf16-withbom.sgf"))
        .expect("the corpus file is readable");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let path = folder.path().join("without-mark.sgf");
    std::fs::write(&path, &bytes[2..]).expect("the copy is written");
    let file = assert_decoded_as(&path, encoding_rs::UTF_16BE, 0);
    assert_eq!(file["diagnostics"], serde_json::json!([]));
    let formatted = run(&[OsStr::new("fmt"), path.as_os_str()]);
    assert_eq!(formatted.code, 0, "{formatted:?}");
    let written = std::fs::read(&path).expect("the formatted file is readable");
    assert_ne!(written.get(..2), Some(&b"\xfe\xff"[..]));
    assert_decoded_as(&path, encoding_rs::UTF_16BE, 0);
}

#[test]
fn latin1_pbn_without_declaration() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    assert_decoded_as(&corpus.join("pbn/sm0807.pbn"), encoding_rs::WINDOWS_1252, 0);
}

#[test]
fn unknown_charset_is_a_warning() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let path = corpus.join("sgf/encoding-unsupported.sgf");
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

/// The text shown under a report is the decoded text: a byte that is invalid in the file's
/// encoding, put at the end of its comment, is reported on a line that reads correctly.
#[test]
fn decoded_text_is_what_gets_reported() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let cases = [
        ("encoding-chinese-gb18030.sgf", "围棋是一种古老的游戏"),
        ("encoding-japanese-shiftjis.sgf", "Goは古代のゲームであり"),
        (
            "encoding-traditionalchinese-big5.sgf",
            "圍棋是一種古老的遊戲",
        ),
    ];
    let dir = tempfile::tempdir().expect("temporary directory");
    for (name, words) in cases {
        let bytes = std::fs::read(corpus.join("sgf").join(name)).expect("corpus file");
        assert_reported_in_decoded_text(dir.path(), name, bytes, 4, words);
    }
}

/// Every SGF and PBN file of the corpus reads without mojibake: no control character of the
/// 0x80-0x9F block unless the bytes are those characters (in a Unicode file, or one of the five
/// bytes windows-1252 leaves undefined), and no `�` but the file's own bytes
/// (`EF BF BD` in UTF-8), except where bytes really are not valid: the Fox file whose name is cut
/// inside its last character.
#[test]
fn corpus_files_read_without_mojibake() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    let cut_short = "2016.10.25 pooryou01 vs 骊龙 (66460705).SGF";
    let mut read = 0;
    for folder in ["sgf", "pbn"] {
        for entry in std::fs::read_dir(corpus.join(folder))
            .expect("corpus folder")
            .flatten()
        {
            let path = entry.path();
            let Some(format) = gamerec_grammar::Format::from_path(&path) else {
                continue;
            };
            let bytes = std::fs::read(&path).expect("corpus file");
            let decoded = gamerec::decode::decode(&bytes, format);
            let name = entry.file_name().to_string_lossy().into_owned();
            let unicode = decoded.encoding_name().starts_with("UTF-");
            // windows-1252 leaves five bytes undefined and reads them as those C1 characters.
            let undefined_in_1252 = ['\u{81}', '\u{8d}', '\u{8f}', '\u{90}', '\u{9d}'];
            let c1 = decoded.text.chars().find(|c| {
                ('\u{80}'..='\u{9f}').contains(c)
                    && !(decoded.encoding_name() == "windows-1252" && undefined_in_1252.contains(c))
            });
            assert!(
                unicode || c1.is_none(),
                "{name}: {c1:?} read as {}",
                decoded.encoding_name()
            );
            let replacements = decoded.text.matches('\u{fffd}').count();
            let own = if decoded.encoding_name() == "UTF-8" {
                bytes
                    .windows(3)
                    .filter(|window| *window == b"\xef\xbf\xbd")
                    .count()
            } else {
                0
            };
            let expected_undecodable = usize::from(name == cut_short);
            assert_eq!(
                (replacements, decoded.undecodable_count),
                (own + expected_undecodable, expected_undecodable),
                "{name} read as {}",
                decoded.encoding_name()
            );
            read += 1;
        }
    }
    assert!(read > 40, "only {read} files");
}

/// The corpus's Chinese files without `CA` are read as GBK, guessed, and the report says so.
#[test]
fn undeclared_chinese_is_guessed() {
    let Some(corpus) = corpus_dir() else {
        return;
    };
    for name in ["no-ca.sgf", "9handicap.sgf"] {
        let path = corpus.join("sgf").join(name);
        let file = assert_decoded_as(&path, encoding_rs::GBK, 0);
        assert_eq!(file["encoding_source"], "guessed");
        let hints: Vec<_> = file["diagnostics"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|diagnostic| diagnostic["code"] == "sgf/guessed-encoding")
            .collect();
        assert_eq!(hints.len(), 1, "{file}");
        assert!(hints[0]["message"].as_str().is_some_and(
            |message| message.ends_with("add `CA[GBK]` to the first game's root node")
        ));
    }
}

/// `docs/encodings.md` lists every name of the charset table, each under the encoding it is
/// read as, and no name the table lacks.
#[test]
fn the_encodings_page_lists_every_charset_name() {
    let page = gamerec_tests::read_workspace_file("docs/encodings.md");
    let section = page
        .split("\n## Charset names\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("the page has a section of charset names");
    let mut listed = std::collections::BTreeSet::new();
    for row in section.lines().filter(|line| line.starts_with("| ")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Some(encoding), Some(names)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        for name in names
            .split(", ")
            .filter_map(|name| name.strip_prefix('`')?.strip_suffix('`'))
        {
            listed.insert((name.to_owned(), (*encoding).to_owned()));
        }
    }
    let table: std::collections::BTreeSet<(String, String)> = gamerec::decode::EXTRA_NAMES
        .iter()
        .map(|(name, encoding)| ((*name).to_owned(), encoding.name().to_owned()))
        .collect();
    assert_eq!(listed, table);
}
