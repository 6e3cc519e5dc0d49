//! The RBN and RBX files of the shared corpus: lossless, and free of syntax errors.

use gamerec_grammar::{rbn, Parse};

fn corpus(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/corpus/rbn/").to_string() + name;
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("reading {path}: {error}"))
}

fn assert_clean(text: &str, parse: &Parse) {
    assert_eq!(parse.syntax().text().to_string(), text);
    assert_eq!(parse.errors(), &[]);
}

#[test]
fn example_rbn_parses_cleanly() {
    let text = corpus("example.rbn");
    assert_clean(&text, &rbn::parse(&text));
}

#[test]
fn timbuktu_rbn_parses_cleanly() {
    let text = corpus("timbuktu.rbn");
    assert_clean(&text, &rbn::parse(&text));
}

#[test]
fn timbuktu_rbx_parses_cleanly() {
    let text = corpus("timbuktu.rbx");
    assert_clean(&text, &rbn::parse_rbx(&text));
}
