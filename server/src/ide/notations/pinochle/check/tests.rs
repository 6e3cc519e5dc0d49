//! Tests of the Pinochle checks.

use crate::ide::analysis::diagnostics;
use gamerec_grammar::{parse, Format};

fn codes(text: &str) -> Vec<String> {
    diagnostics(&parse(Format::Pinochle, text))
        .iter()
        .map(|diagnostic| {
            let range = diagnostic.range;
            format!("{}@{:?}", diagnostic.code, range)
        })
        .collect()
}

#[test]
fn preferans_content_read_as_pinochle_is_pointed_at() {
    let found = codes("[Site \"x\"]\n[Bula \"60\"]\n");
    assert!(
        found.contains(&"pinochle/notation-undecided@11..22".to_string()),
        "{found:?}"
    );
}

#[test]
fn pinochle_content_is_not_questioned() {
    let found = codes("% PPN 1.0\n% EXPORT\n\n[Bula \"60\"]\n");
    assert!(
        !found
            .iter()
            .any(|code| code.starts_with("pinochle/notation")),
        "{found:?}"
    );
    assert!(codes("").is_empty());
}
