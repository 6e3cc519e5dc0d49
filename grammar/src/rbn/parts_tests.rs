//! Parsing an RBN or RBX document cut into parts gives the tree and errors of parsing it whole.

use proptest::prelude::*;

use super::parser::parse_in_parts;
use crate::{Format, SyntaxKind};

fn assert_same_in_parts(text: &str, format: Format) {
    let root = match format {
        Format::Rbx => SyntaxKind::RBX_FILE,
        _ => SyntaxKind::RBN_FILE,
    };
    let whole = parse_in_parts(text, format, root, 1);
    for parts in 2..=6 {
        let cut = parse_in_parts(text, format, root, parts);
        assert_eq!(
            cut.green(),
            whole.green(),
            "{format:?} in {parts} parts: {text:?}"
        );
        assert_eq!(
            cut.errors(),
            whole.errors(),
            "{format:?} in {parts} parts: {text:?}"
        );
    }
}

/// Lines that exercise what can cross a line end: free text, `I` continuation lines, comment
/// lines among them, the signature comment, blank lines made of spaces.
const RBN_LINES: &[&str] = &[
    "",
    "  ",
    "\t",
    "% RBN 3.2",
    "%comment",
    "{free text",
    "still free}",
    "{one line}",
    "I 1:2",
    "I",
    "3:4",
    "B 12",
    "H N:AKQ.JT9.876.5432:::",
    "A NZ:1SPPP",
    "P SA2K3:",
    "T Title",
    "Q junk",
    "é",
];

const RBX_LINES: &[&str] = &[
    "",
    " ",
    "%{RBX}",
    "B{1}H{N:AKQ.JT9.876.5432:::}",
    "{free text",
    "T{Title}I{1:2|3:4}",
    "Q{junk}",
    "X{",
];

fn document(lines: &'static [&'static str]) -> impl Strategy<Value = String> {
    let line_ends = prop::sample::select(vec!["\n", "\r\n", "\r"]);
    let bom = any::<bool>();
    (
        bom,
        prop::collection::vec((prop::sample::select(lines), line_ends), 0..40),
        any::<bool>(),
    )
        .prop_map(|(bom, lines, ends_with_newline)| {
            let mut text = if bom {
                "\u{feff}".to_string()
            } else {
                String::new()
            };
            for (line, end) in &lines {
                text.push_str(line);
                text.push_str(end);
            }
            if !ends_with_newline && !lines.is_empty() {
                let trimmed = text.trim_end_matches(['\r', '\n']).len();
                text.truncate(trimmed);
            }
            text
        })
}

proptest! {
    #[test]
    fn rbn_in_parts_is_rbn_whole(text in document(RBN_LINES)) {
        assert_same_in_parts(&text, Format::Rbn);
    }

    #[test]
    fn rbx_in_parts_is_rbx_whole(text in document(RBX_LINES)) {
        assert_same_in_parts(&text, Format::Rbx);
    }
}

/// Each RBN or RBX file in parts is the file whole; returns how many there were.
fn assert_files_same_in_parts(files: &[(std::path::PathBuf, Vec<u8>)]) -> usize {
    for (path, bytes) in files {
        let format = match path.extension().and_then(|e| e.to_str()) {
            Some("rbx") => Format::Rbx,
            _ => Format::Rbn,
        };
        assert_same_in_parts(&String::from_utf8_lossy(bytes), format);
    }
    files.len()
}

#[test]
fn example_files_and_generated_documents_in_parts_are_the_files_whole() {
    let mut examples = crate::test_files::examples("rbn", &["rbn"]);
    examples.extend(crate::test_files::examples("rbx", &["rbx"]));
    assert_eq!(assert_files_same_in_parts(&examples), 4);
    assert_same_in_parts(&crate::generate::rbn(32 * 1024), Format::Rbn);
    assert_same_in_parts(&crate::generate::rbx(32 * 1024), Format::Rbx);
}

#[test]
fn corpus_files_in_parts_are_the_files_whole() {
    let Some(files) = crate::test_files::corpus("rbn", &["rbn", "rbx"]) else {
        return;
    };
    assert_files_same_in_parts(&files);
}
