//! Shared test helpers, and the checks over whole documents: the examples of the format
//! document and the corpus files are clean, and every finding appears once.

use crate::ide::diagnostics::diagnostics;
use gamerec_grammar::{parse, Format};

/// Every diagnostic for `text` (syntax errors included, the signature hint left out), one per
/// line as `code@start..end message`.
pub(super) fn report(format: Format, text: &str) -> String {
    let mut out = String::new();
    for diagnostic in diagnostics(&parse(format, text)) {
        if diagnostic.code.ends_with("missing-signature") {
            continue;
        }
        let range = diagnostic.range;
        out.push_str(&format!(
            "{}@{}..{} {}\n",
            diagnostic.code,
            u32::from(range.start()),
            u32::from(range.end()),
            diagnostic.message
        ));
        for related in &diagnostic.related {
            let range = related.range;
            out.push_str(&format!(
                "    related@{}..{} {}\n",
                u32::from(range.start()),
                u32::from(range.end()),
                related.message
            ));
        }
    }
    out
}

pub(super) fn rbn(text: &str) -> String {
    report(Format::Rbn, text)
}

pub(super) fn rbx(text: &str) -> String {
    report(Format::Rbx, text)
}

fn corpus(name: &str) -> String {
    let path = format!(
        "{}/../../shared/corpus/rbn/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

#[test]
fn the_corpus_files_are_clean() {
    assert_eq!(rbn(&corpus("example.rbn")), "");
    assert_eq!(rbn(&corpus("timbuktu.rbn")), "");
    assert_eq!(rbx(&corpus("timbuktu.rbx")), "");
}

/// Each label example of the format document, in a record with what it refers to: the notes
/// its `^n` point at and, for makes after each lead, a play of twelve tricks.
#[test]
fn the_label_examples_of_the_format_document_are_clean() {
    for spec in gamerec_grammar::rbn::spec::LABELS {
        for example in spec.examples {
            let mut text = String::from("% RBN\n");
            if spec.letter == 'M' {
                text.push_str(&format!("P {}SA234\n", "SA234:".repeat(11)));
            }
            text.push_str(&format!("{} {example}\n", spec.letter));
            if "AP".contains(spec.letter) {
                for (at, _) in example.match_indices('^') {
                    let digit = example.get(at + 1..at + 2).unwrap_or("");
                    text.push_str(&format!("{digit} a note\n"));
                }
            }
            if spec.letter.is_ascii_digit() {
                text = format!("% RBN\nA NZ:1S^{0}A\n{0} {example}\n", spec.letter);
                if spec.letter == '0' {
                    text = format!("% RBN\nA NZ:1SA\n0 {example}\n");
                }
            }
            assert_eq!(rbn(&text), "", "{text}");
        }
    }
}
