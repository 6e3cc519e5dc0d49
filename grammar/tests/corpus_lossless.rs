//! Every file in the shared corpus parses losslessly, whatever format it is read as: the tree's
//! text equals the input byte for byte, and error ranges stay inside the text.

use std::path::{Path, PathBuf};

use gamerec_grammar::{parse, Format, TextSize};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

fn corpus_files() -> Vec<PathBuf> {
    let root = corpus_dir();
    assert!(
        root.is_dir(),
        "the shared corpus is missing at {}: the checkout must have shared/ beside it",
        root.display()
    );
    let mut files = Vec::new();
    let mut pending = vec![root];
    while let Some(dir) = pending.pop() {
        let entries = std::fs::read_dir(&dir)
            .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_corpus_file_is_lossless_in_every_format() {
    let files = corpus_files();
    assert!(
        files.len() > 50,
        "expected the whole corpus, found {} files",
        files.len()
    );
    for path in &files {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let text = String::from_utf8_lossy(&bytes);
        let own_format = Format::from_path(path);
        for format in Format::ALL {
            // Reading a file as a foreign format exercises the error paths; its own format
            // exercises the real grammar. Large files are read in their own format only.
            if own_format.is_some() && own_format != Some(format) && bytes.len() > 256 * 1024 {
                continue;
            }
            let parsed = parse(format, &text);
            assert_eq!(
                parsed.syntax().text().to_string(),
                text,
                "{} read as {format:?} lost bytes",
                path.display()
            );
            for error in parsed.errors() {
                assert!(error.range.end() <= TextSize::of(&*text));
            }
        }
    }
}
