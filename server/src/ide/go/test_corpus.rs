//! The SGF files of the shared corpus, for tests that run features over real files.

use gamerec_grammar::TextSize;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/sgf");

pub(crate) fn file(name: &str) -> String {
    let path = std::path::Path::new(CORPUS).join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    match encoding_rs::Encoding::for_bom(&bytes) {
        Some((encoding, _)) => encoding.decode(&bytes).0.into_owned(),
        None => String::from_utf8_lossy(&bytes).into_owned(),
    }
}

pub(crate) fn texts() -> Vec<(String, String)> {
    let mut texts = Vec::new();
    let entries = std::fs::read_dir(CORPUS).unwrap_or_else(|error| panic!("{CORPUS}: {error}"));
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.to_ascii_lowercase().ends_with(".sgf") {
            texts.push((name.clone(), file(&name)));
        }
    }
    texts.sort();
    texts
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
