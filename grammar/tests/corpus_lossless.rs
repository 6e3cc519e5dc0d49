//! Every file parses losslessly, whatever format it is read as: the tree's text equals the
//! input byte for byte, and error ranges stay inside the text. The example files and generated
//! documents in every tier; every file of the shared corpus in the corpus tier.

#[path = "../benches/support/generate.rs"]
mod generate;
mod support;

use gamerec_grammar::{parse, Format, TextSize};

/// Parses `text` in every format (large files of a known format in that format only) and
/// checks that nothing is lost.
fn assert_lossless_in_every_format(name: &str, text: &str, own_format: Option<Format>) {
    for format in Format::ALL {
        // Reading a file as a foreign format exercises the error paths; its own format
        // exercises the real grammar.
        if own_format.is_some() && own_format != Some(format) && text.len() > 256 * 1024 {
            continue;
        }
        let parsed = parse(format, text);
        assert_eq!(
            parsed.syntax().text().to_string(),
            text,
            "{name} read as {format:?} lost bytes"
        );
        for error in parsed.errors() {
            assert!(
                error.range.end() <= TextSize::of(text),
                "{name} as {format:?}"
            );
        }
    }
}

#[test]
fn every_example_and_generated_document_is_lossless_in_every_format() {
    let examples = support::examples(&["rbn", "rbx", "pbn", "sgf"]);
    assert!(examples.len() >= 8, "{} example files", examples.len());
    for file in &examples {
        let name = file.path.display().to_string();
        assert_lossless_in_every_format(&name, &file.lossy(), Format::from_path(&file.path));
    }
    for (format, text) in Format::ALL.map(|format| (format, generate::document(format, 64 * 1024)))
    {
        assert_lossless_in_every_format(&format!("generated {format:?}"), &text, Some(format));
    }
}

#[test]
fn every_corpus_file_is_lossless_in_every_format() {
    let Some(files) = support::whole_corpus() else {
        return;
    };
    assert!(
        files.len() > 50,
        "expected the whole corpus, found {} files",
        files.len()
    );
    for file in &files {
        let name = file.path.display().to_string();
        assert_lossless_in_every_format(&name, &file.lossy(), Format::from_path(&file.path));
    }
}
