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

#[test]
fn example_rbn_has_the_expected_pieces() {
    use gamerec_grammar::ast::AstNode;
    use gamerec_grammar::rbn::ast::SourceFile;

    let text = corpus("example.rbn");
    let parse = rbn::parse(&text);
    let file = SourceFile::cast(parse.syntax()).expect("the root is a source file");
    let records: Vec<_> = file.records().collect();
    assert_eq!(records.len(), 1);
    let record = &records[0];
    let letters: String = record.labels().filter_map(|label| label.letter()).collect();
    assert_eq!(letters, "DTLEFNBHACPR");
    assert_eq!(record.free_texts().count(), 6);
    let deal = record.deal().expect("a deal");
    let cards: Vec<_> = deal.hands().map(|hand| hand.cards().count()).collect();
    assert_eq!(cards, [13, 13, 13, 0]);
    let auction = record.auction().expect("an auction");
    assert_eq!(auction.rounds().count(), 3);
    assert_eq!(auction.calls().count(), 10);
    let tricks: Vec<_> = record.play().expect("a play").tricks().collect();
    assert_eq!(tricks.len(), 6);
    assert_eq!(tricks.last().map(|trick| trick.plays().count()), Some(1));
}
