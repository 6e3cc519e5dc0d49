//! The files the integration tests read besides their inline fixtures: the examples of
//! `docs/examples` in every tier, and the shared corpus when the corpus tier is on; and the
//! comparison of a document parsed whole and in parts.

#![allow(dead_code)]

pub mod pbn_lines;

use std::path::{Path, PathBuf};

/// One file read whole.
pub struct File {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

impl File {
    fn read(path: PathBuf) -> File {
        let bytes =
            std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        File { path, bytes }
    }

    /// The file name, for messages and lists.
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    /// The text as UTF-8, with U+FFFD for bytes that are not.
    pub fn lossy(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    /// The text as UTF-8 where it is, else as Latin-1.
    pub fn utf8_or_latin1(&self) -> String {
        match std::str::from_utf8(&self.bytes) {
            Ok(text) => text.to_owned(),
            Err(_) => self.bytes.iter().map(|&byte| char::from(byte)).collect(),
        }
    }
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| {
            extensions
                .iter()
                .any(|wanted| extension.eq_ignore_ascii_case(wanted))
        })
}

/// The files of `dir` (not of its subfolders) with one of `extensions`, by name.
fn files_in(dir: &Path, extensions: &[&str]) -> Vec<File> {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    let mut paths: Vec<PathBuf> = entries
        .map(|entry| {
            entry
                .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
                .path()
        })
        .filter(|path| path.is_file() && has_extension(path, extensions))
        .collect();
    paths.sort();
    paths.into_iter().map(File::read).collect()
}

/// The files of the corpus folder `folder` (`rbn`, `pbn`, `sgf`, ...) with one of
/// `extensions`, when the corpus tier is on.
pub fn corpus(folder: &str, extensions: &[&str]) -> Option<Vec<File>> {
    let dir = gamerec_tiers::corpus_folder(folder)?;
    Some(files_in(&dir, extensions))
}

/// One file of the corpus folder `folder`, when the corpus tier is on.
pub fn corpus_file(folder: &str, name: &str) -> Option<File> {
    let path = gamerec_tiers::corpus_folder(folder)?.join(name);
    assert!(
        path.is_file(),
        "the corpus tier is on but {} is missing",
        path.display()
    );
    Some(File::read(path))
}

/// Every file under the corpus folder, in all its subfolders, when the corpus tier is on.
pub fn whole_corpus() -> Option<Vec<File>> {
    let mut pending = vec![gamerec_tiers::corpus()?];
    let mut paths = Vec::new();
    while let Some(dir) = pending.pop() {
        let entries =
            std::fs::read_dir(&dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
        for entry in entries {
            let path = entry
                .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
                .path();
            if path.is_dir() {
                pending.push(path);
            } else {
                paths.push(path);
            }
        }
    }
    paths.sort();
    Some(paths.into_iter().map(File::read).collect())
}

/// The example files of `docs/examples` with one of `extensions`, by folder and name.
pub fn examples(extensions: &[&str]) -> Vec<File> {
    let root = gamerec_tiers::workspace_root().join("docs/examples");
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|error| panic!("{}: {error}", root.display()))
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.is_dir())
        .collect();
    folders.sort();
    let files: Vec<File> = folders
        .iter()
        .flat_map(|folder| files_in(folder, extensions))
        .collect();
    assert!(
        !files.is_empty(),
        "no {extensions:?} files in {}",
        root.display()
    );
    files
}

/// `count` copies of `item`, each followed by `after`: a document of repeated records.
pub fn repeated(item: &str, count: usize, after: &str) -> String {
    (0..count).map(|_| format!("{item}{after}")).collect()
}

/// Documents of up to 40 of `lines`, each ended by a line break of any kind or by none.
pub fn documents_of(
    lines: &'static [&'static str],
) -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    prop::collection::vec(
        (
            prop::sample::select(lines),
            prop::sample::select(vec!["\n", "\r\n", "\r", ""]),
        ),
        0..40,
    )
    .prop_map(|lines| {
        lines
            .iter()
            .map(|(line, end)| format!("{line}{end}"))
            .collect()
    })
}

/// Asserts that `text` parsed in 2, 3 and 4 parts gives the tree and errors of one run.
pub fn assert_same_in_parts(format: gamerec_grammar::Format, text: &str) {
    let whole = gamerec_grammar::parse_in_parts(format, text, 1).debug_dump();
    for parts in 2..=4 {
        assert_eq!(
            gamerec_grammar::parse_in_parts(format, text, parts).debug_dump(),
            whole,
            "{parts} parts of {text:?}"
        );
    }
}
