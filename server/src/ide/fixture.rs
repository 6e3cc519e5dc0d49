//! Test fixtures with a cursor: `‸` (U+2038) marks the cursor in a fixture's text; the marker is
//! taken out before parsing. The fixtures never use the character otherwise. Also the corpus
//! files the property tests read, and the ranges a client may ask for.

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

/// One file of `shared/corpus` (beside the checkout), read as text.
pub(crate) struct CorpusFile {
    pub format: Format,
    /// The file's path, for messages.
    pub name: String,
    pub text: String,
}

/// Every file of the corpus folders `folders` (`rbn`, `pbn`, `sgf`) in a format the parser
/// knows, by file name. Fails when a folder cannot be read or holds no such file, so that a
/// missing corpus cannot pass for a clean one.
pub(crate) fn corpus_files(folders: &[&str]) -> Vec<CorpusFile> {
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus");
    let mut files = Vec::new();
    for folder in folders {
        let dir = format!("{corpus}/{folder}");
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|err| panic!("{dir}: {err}"))
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .collect();
        paths.sort();
        let before = files.len();
        for path in paths {
            let extension = path.extension().and_then(|ext| ext.to_str()).unwrap_or("");
            let Some(format) = Format::from_extension(extension) else {
                continue;
            };
            let bytes = std::fs::read(&path).unwrap_or_else(|err| panic!("{path:?}: {err}"));
            files.push(CorpusFile {
                format,
                name: path.display().to_string(),
                text: String::from_utf8_lossy(&bytes).into_owned(),
            });
        }
        assert!(files.len() > before, "no corpus files in {dir}");
    }
    files
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
