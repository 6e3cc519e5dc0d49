//! RBN and RBX files: lossless, and free of syntax errors. The clean example files and a
//! record written here in every tier; the corpus files in the corpus tier.

mod support;

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::SourceFile;
use gamerec_grammar::{rbn, Parse};

fn corpus(name: &str) -> Option<String> {
    Some(support::corpus_file("rbn", name)?.lossy())
}

fn assert_clean(text: &str, parse: &Parse) {
    assert_eq!(parse.syntax().text().to_string(), text);
    assert_eq!(parse.errors(), &[]);
}

#[test]
fn example_rbn_parses_cleanly() {
    let Some(text) = corpus("example.rbn") else {
        return;
    };
    assert_clean(&text, &rbn::parse(&text));
}

#[test]
fn timbuktu_rbn_parses_cleanly() {
    let Some(text) = corpus("timbuktu.rbn") else {
        return;
    };
    assert_clean(&text, &rbn::parse(&text));
}

#[test]
fn timbuktu_rbx_parses_cleanly() {
    let Some(text) = corpus("timbuktu.rbx") else {
        return;
    };
    assert_clean(&text, &rbn::parse_rbx(&text));
}

/// The clean example files, in RBN and in RBX.
#[test]
fn the_club_night_examples_parse_cleanly() {
    let mut seen = 0;
    for file in support::examples(&["rbn", "rbx"]) {
        if !file.name().starts_with("club-night.") {
            continue;
        }
        let text = file.lossy();
        let parse = if file.name().ends_with(".rbx") {
            rbn::parse_rbx(&text)
        } else {
            rbn::parse(&text)
        };
        assert_clean(&text, &parse);
        seen += 1;
    }
    assert_eq!(seen, 2);
}

/// The labels, free texts, deal, auction and play of a record, as the views show them.
fn pieces(text: &str) -> String {
    let parse = rbn::parse(text);
    assert_clean(text, &parse);
    let file = SourceFile::cast(parse.syntax()).expect("the root is a source file");
    let records: Vec<_> = file.records().collect();
    assert_eq!(records.len(), 1);
    let record = &records[0];
    let letters: String = record.labels().filter_map(|label| label.letter()).collect();
    let deal = record.deal().expect("a deal");
    let tokens = deal.own_tokens();
    let hands = gamerec_grammar::rbn::read_hands(
        tokens
            .iter()
            .map(|token| (token.kind(), token.text(), token.text_range().start())),
    );
    let cards: Vec<_> = hands.iter().map(|hand| hand.cards.len()).collect();
    let auction = record.auction().expect("an auction");
    let tricks: Vec<_> = record.play().expect("a play").tricks().collect();
    let trick_sizes: Vec<_> = tricks.iter().map(|trick| trick.plays().count()).collect();
    format!(
        "labels {letters}, free texts {}, hands {cards:?}, rounds {}, calls {}, tricks {trick_sizes:?}",
        record.free_texts().count(),
        auction.rounds().count(),
        auction.calls().count(),
    )
}

#[test]
fn example_rbn_has_the_expected_pieces() {
    let Some(text) = corpus("example.rbn") else {
        return;
    };
    assert_eq!(
        pieces(&text),
        "labels DTLEFNBHACPR, free texts 6, hands [13, 13, 13, 0], rounds 3, calls 10, \
         tricks [4, 4, 4, 4, 4, 1]"
    );
}

/// A record with every kind of piece: event labels, free text before and after the board,
/// three hands with the fourth left out, an auction over three rounds ending in all pass and
/// a play stopped in the middle of a trick.
#[test]
fn a_whole_record_has_the_expected_pieces() {
    let text = "D 20240411\nT Counting to Thirteen:Sam Reyes\nL Leiden NL:De Vergulde Hand\n\
        E Thursday Club Teams\nF I\nN Bert+Dirk:Anna+Carla\n{Before the board.}\n{And more.}\n\
        B 1\nH N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
        A NZ:1SP2SP:3SP4SX:A\nC 4SX:N\nP H23TK:SA653:SK784:S2\nR 10+590\n\
        {After the board.}\n";
    assert_eq!(
        pieces(text),
        "labels DTLEFNBHACPR, free texts 3, hands [13, 13, 13, 0], rounds 3, calls 9, \
         tricks [4, 4, 4, 1]"
    );
}
