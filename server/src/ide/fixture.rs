//! Test fixtures with a cursor: `‸` (U+2038) marks the cursor in a fixture's text; the marker is
//! taken out before parsing. The fixtures never use the character otherwise. Also the files
//! tests run features over: the shared corpus (when the corpus tier is on, and only through
//! here), the example files and generated documents; and the ranges a client may ask for.

use std::path::{Path, PathBuf};

use gamerec_grammar::{parse, Format, Parse, TextSize};

pub(crate) const CURSOR: char = '‸';

/// The text without its one cursor marker, and the marker's byte offset.
pub(crate) fn cursor(text: &str) -> (String, TextSize) {
    let at = text
        .find(CURSOR)
        .unwrap_or_else(|| panic!("fixture without a cursor marker: {text:?}"));
    assert!(
        !text[at + CURSOR.len_utf8()..].contains(CURSOR),
        "fixture with two cursor markers: {text:?}"
    );
    let mut plain = text.to_string();
    plain.replace_range(at..at + CURSOR.len_utf8(), "");
    (plain, TextSize::try_from(at).unwrap_or_default())
}

/// The parse of the fixture in `format`, and the cursor's offset.
pub(crate) fn parse_at(format: Format, text: &str) -> (Parse, TextSize) {
    let (plain, offset) = cursor(text);
    (parse(format, &plain), offset)
}

/// A document a test runs a feature over: a file of the shared corpus, an example file of
/// `docs/examples` or a generated document.
pub(crate) struct TestFile {
    pub format: Format,
    /// The file's path, or what the document is, for messages.
    pub name: String,
    pub bytes: Vec<u8>,
    /// The bytes as UTF-8, with U+FFFD where they are not.
    pub text: String,
}

impl TestFile {
    pub fn new(format: Format, name: String, bytes: Vec<u8>) -> TestFile {
        let text = String::from_utf8_lossy(&bytes).into_owned();
        TestFile {
            format,
            name,
            bytes,
            text,
        }
    }

    fn read(format: Format, path: &Path) -> TestFile {
        let bytes = std::fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        TestFile::new(format, path.display().to_string(), bytes)
    }

    /// The file name without its folders.
    pub fn file_name(&self) -> &str {
        Path::new(&self.name)
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or(&self.name)
    }

    /// The bytes read as Latin-1, one character a byte.
    pub fn latin1(&self) -> String {
        self.bytes.iter().map(|&byte| char::from(byte)).collect()
    }

    /// The text in the encoding its byte order mark names, else as UTF-8 with U+FFFD where
    /// the bytes are not.
    pub fn unmarked(&self) -> String {
        match encoding_rs::Encoding::for_bom(&self.bytes) {
            Some((encoding, _)) => encoding.decode(&self.bytes).0.into_owned(),
            None => self.text.clone(),
        }
    }
}

/// The files of `dir` in a format the parser knows, by file name; fails when the folder holds
/// none, so that an empty folder cannot pass for a clean one.
fn files_in(dir: &Path) -> Vec<TestFile> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|err| panic!("{}: {err}", dir.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .collect();
    paths.sort();
    let files: Vec<TestFile> = paths
        .iter()
        .filter_map(|path| Some(TestFile::read(format_of_file(path)?, path)))
        .collect();
    assert!(
        !files.is_empty(),
        "no file of a format the parser knows in {}",
        dir.display()
    );
    files
}

/// The format of the file at `path`, by its extension and, for an extension two formats
/// share, by its content, as `gamerec check` reads it.
fn format_of_file(path: &Path) -> Option<Format> {
    let format = Format::from_path(path)?;
    if !format.shares_extension() {
        return Some(format);
    }
    let bytes = std::fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
    Some(format.by_content(&String::from_utf8_lossy(&bytes)))
}

/// Every file of the corpus folders `folders` (`rbn`, `pbn`, `sgf`) in a format the parser
/// knows, by folder and file name, when the corpus tier is on.
pub(crate) fn corpus_files(folders: &[&str]) -> Option<Vec<TestFile>> {
    let mut files = Vec::new();
    for folder in folders {
        files.extend(files_in(&gamerec_tiers::corpus_folder(folder)?));
    }
    Some(files)
}

/// One file of the corpus folder `folder`, when the corpus tier is on; fails when it is
/// missing.
pub(crate) fn corpus_file(folder: &str, name: &str) -> Option<TestFile> {
    let path = gamerec_tiers::corpus_folder(folder)?.join(name);
    let format = format_of_file(&path)
        .unwrap_or_else(|| panic!("{} is in no format the parser knows", path.display()));
    Some(TestFile::read(format, &path))
}

/// Every example file of `docs/examples`, by folder and file name.
pub(crate) fn example_files() -> Vec<TestFile> {
    let root = gamerec_tiers::workspace_root().join("docs/examples");
    Format::ALL
        .iter()
        .flat_map(|format| files_in(&root.join(format.name())))
        .collect()
}

/// The generated documents of every format, of at least `bytes` bytes each.
pub(crate) fn generated_files(bytes: usize) -> Vec<TestFile> {
    Format::ALL
        .map(|format| (format, crate::generate::document(format, bytes)))
        .into_iter()
        .map(|(format, text)| TestFile::new(format, format!("generated {format:?}"), text.into()))
        .collect()
}

/// The documents the default tier runs features over where the corpus tier runs them over the
/// corpus: the example files, with mistakes and without, and generated documents with legal
/// auctions and play.
pub(crate) fn own_files() -> Vec<TestFile> {
    let mut files = example_files();
    files.extend(generated_files(6 * 1024));
    files
}

/// Every char boundary of a small text; about 1,000 spread offsets of a larger one.
pub(crate) fn sample_offsets(text: &str) -> Vec<TextSize> {
    let step = (text.len() / 1000).max(1);
    let mut offsets = Vec::new();
    let mut at = 0;
    while at <= text.len() {
        let mut boundary = at;
        while !text.is_char_boundary(boundary) {
            boundary += 1;
        }
        offsets.push(TextSize::from(u32::try_from(boundary).unwrap_or(u32::MAX)));
        at = boundary + step;
    }
    offsets
}

/// The findings a bridge fixture expects, as (line from 1, code): a comment line
/// `% expect <code>...` names the codes reported on the line after it.
pub(crate) fn marked_findings(text: &str) -> Vec<(usize, &str)> {
    let mut expected = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if let Some(codes) = line.strip_prefix("% expect ") {
            expected.extend(codes.split_whitespace().map(|code| (index + 2, code)));
        }
    }
    expected
}

/// The ranges a client may ask for, as (start, length): in a small text a window of 40 bytes
/// and an empty range at every character boundary, in a larger one 200 windows spread over it.
pub(crate) fn request_windows(text: &str) -> Vec<(usize, usize)> {
    if text.len() <= 4096 {
        let starts = text.char_indices().map(|(at, _)| at).chain([text.len()]);
        starts.flat_map(|at| [(at, 40), (at, 0)]).collect()
    } else {
        let step = text.len() / 200;
        (0..200).map(|i| (i * step, step)).collect()
    }
}

#[test]
fn cursor_is_taken_out() {
    let (parsed, offset) = parse_at(Format::Rbn, "B 1\nH N:‸AK");
    assert_eq!(parsed.syntax().to_string(), "B 1\nH N:AK");
    assert_eq!(offset, TextSize::from(8));
}

/// `text` with `delete` bytes at `at` replaced by `insert`, both ends moved onto character
/// boundaries (`at` back, the end forward) and kept inside the text; returns the range
/// replaced. For property tests that edit documents at random.
pub(crate) fn splice(
    text: &mut String,
    at: usize,
    delete: usize,
    insert: &str,
) -> std::ops::Range<usize> {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let mut end = (at + delete).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    text.replace_range(at..end, insert);
    at..end
}
