//! The files unit tests read besides their inline fixtures: the parser's inputs and expected
//! trees under `grammar/test_data/parser` and the examples of `docs/examples` in every tier, and
//! the shared corpus when the corpus tier is on.

use std::path::{Path, PathBuf};

/// The files of `dir` whose extension is one of `extensions` (in any case), by name, with
/// their bytes.
fn files_in(dir: &Path, extensions: &[&str]) -> Vec<(PathBuf, Vec<u8>)> {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| {
            path.extension()
                .and_then(|extension| extension.to_str())
                .is_some_and(|extension| {
                    extensions
                        .iter()
                        .any(|wanted| extension.eq_ignore_ascii_case(wanted))
                })
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let bytes =
                std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            (path, bytes)
        })
        .collect()
}

/// The folder of the parser's inputs and expected trees for a notation:
/// `grammar/test_data/parser/<name>`, where `name` is a format's name or `preferans`.
pub(crate) fn parser_data_folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("test_data/parser")
        .join(name)
}

/// The inputs of [`parser_data_folder`]`(folder)` (the files named
/// `<what it tests>.<extension>`), by name, with their bytes; there must be some.
pub(crate) fn parser_inputs(folder: &str, extension: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = parser_data_folder(folder);
    let files = files_in(&dir, &[extension]);
    assert!(!files.is_empty(), "no parser inputs in {}", dir.display());
    files
}

/// The files of `docs/examples/<folder>` with one of `extensions`; there must be some.
pub(crate) fn examples(folder: &str, extensions: &[&str]) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = gamerec_tiers::workspace_root()
        .join("docs/examples")
        .join(folder);
    let files = files_in(&dir, extensions);
    assert!(!files.is_empty(), "no example files in {}", dir.display());
    files
}

/// The files of the corpus folder `folder` with one of `extensions`, when the corpus tier is
/// on; there must be some.
pub(crate) fn corpus(folder: &str, extensions: &[&str]) -> Option<Vec<(PathBuf, Vec<u8>)>> {
    let dir = gamerec_tiers::corpus_folder(folder)?;
    let files = files_in(&dir, extensions);
    assert!(!files.is_empty(), "no corpus files in {}", dir.display());
    Some(files)
}
