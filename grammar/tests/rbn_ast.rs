//! Walking RBN and RBX trees through the typed views.

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn;
use gamerec_grammar::rbn::ast::{CallKind, SourceFile};

fn file(text: &str) -> SourceFile {
    let parse = rbn::parse(text);
    assert_eq!(parse.errors(), &[]);
    SourceFile::cast(parse.syntax()).expect("the root is a source file")
}

fn texts(tokens: impl Iterator<Item = gamerec_grammar::SyntaxToken>) -> Vec<String> {
    tokens.map(|token| token.text().to_string()).collect()
}

#[test]
fn records_and_labels() {
    let file = file("% RBN 3.2\nB 1\nS\n\nB 2\n1 a note\n");
    let records: Vec<_> = file.records().collect();
    assert_eq!(records.len(), 2);
    let first = &records[0];
    let comment = first.comments().next().expect("a comment");
    assert_eq!(
        comment.signature().map(|token| token.text().to_string()),
        Some("RBN".into())
    );
    assert_eq!(comment.text(), " 3.2");
    assert_eq!(comment.version(), Some("3.2".into()));
    let letters: Vec<_> = first.labels().filter_map(|label| label.letter()).collect();
    assert_eq!(letters, ['B', 'S']);
    assert!(first.label('S').expect("an S label").is_null());
    let board = first.label('B').expect("a B label");
    assert!(!board.is_null());
    assert_eq!(
        board.fields().map(|field| field.text()).collect::<Vec<_>>(),
        ["1"]
    );
    let note = records[1].notes().next().expect("a note");
    assert_eq!(note.number(), Some(1));
    assert_eq!(
        note.text().map(|token| token.text().to_string()),
        Some("a note".into())
    );
}

#[test]
fn text_fields_unescape_colons_and_split_names() {
    let file = file("T Preempts:: Fact:Bergen\nN Wolff+Hamman:+Kay\n");
    let record = file.records().next().expect("a record");
    let title: Vec<_> = record
        .label('T')
        .expect("T")
        .fields()
        .map(|f| f.text())
        .collect();
    assert_eq!(title, ["Preempts: Fact", "Bergen"]);
    let names: Vec<_> = record
        .label('N')
        .expect("N")
        .fields()
        .map(|f| f.names())
        .collect();
    assert_eq!(names, [vec!["Wolff", "Hamman"], vec!["", "Kay"]]);
}

#[test]
fn hands_suits_and_cards() {
    let file = file("H W:A8765.QT.K9.AT87;J42..J.632::\n");
    let deal = file
        .records()
        .next()
        .and_then(|record| record.deal())
        .expect("a deal");
    assert_eq!(
        deal.first_seat().map(|seat| seat.text().to_string()),
        Some("W".into())
    );
    let tokens = deal.own_tokens();
    let hands = gamerec_grammar::rbn::read_hands(
        tokens
            .iter()
            .map(|token| (token.kind(), token.text(), token.text_range().start())),
    );
    assert_eq!(hands.len(), 4);
    assert_eq!(
        hands.iter().map(|hand| hand.hidden).collect::<Vec<_>>(),
        [false, true, false, false]
    );
    let cards: String = hands[0].cards.iter().map(|card| card.text).collect();
    assert_eq!(cards, "A8765QTK9AT87");
    assert_eq!(hands[1].suits.len(), 4);
    assert!(hands[1].cards_of(1).next().is_none());
    let spades: Vec<&str> = hands[1].cards_of(0).map(|card| card.text).collect();
    assert_eq!(spades, ["J", "4", "2"]);
    assert!(!hands[2].is_given());
}

#[test]
fn auction_calls() {
    let file = file("A SB:1HP5H^1A\n");
    let auction = file
        .records()
        .next()
        .and_then(|record| record.auction())
        .expect("an auction");
    assert_eq!(
        auction.dealer().map(|t| t.text().to_string()),
        Some("S".into())
    );
    assert_eq!(
        auction.vulnerability().map(|t| t.text().to_string()),
        Some("B".into())
    );
    let calls: Vec<_> = auction.calls().collect();
    let kinds: Vec<_> = calls.iter().filter_map(|call| call.kind()).collect();
    assert_eq!(
        kinds,
        [
            CallKind::Bid,
            CallKind::Pass,
            CallKind::Bid,
            CallKind::AllPass
        ]
    );
    assert_eq!(
        calls[2].strain().map(|t| t.text().to_string()),
        Some("H".into())
    );
    assert_eq!(calls[2].note_refs().collect::<Vec<_>>(), [1]);
}

#[test]
fn contract_play_result_makes_and_items() {
    let file = file("C 4SX8:S:W\nP CK972:CQ!H483;DA\nR 9-300:0\nM 9:A::\nI 3N=10:98\nb=2\n");
    let record = file.records().next().expect("a record");
    let contract = record.contract().expect("a contract");
    let body = contract.contract().expect("contract part");
    assert_eq!(body.level().map(|t| t.text().to_string()), Some("4".into()));
    assert_eq!(body.risk().map(|t| t.text().to_string()), Some("X".into()));
    assert_eq!(body.goal().map(|t| t.text().to_string()), Some("8".into()));
    assert_eq!(
        contract.declarer().map(|t| t.text().to_string()),
        Some("S".into())
    );
    assert_eq!(
        contract.leader().map(|t| t.text().to_string()),
        Some("W".into())
    );

    let tricks: Vec<_> = record.play().expect("a play").tricks().collect();
    assert_eq!(tricks.len(), 3);
    let second: Vec<_> = tricks[1].plays().collect();
    assert_eq!(second.len(), 4);
    assert_eq!(second[1].suit(), Some('H'));
    assert_eq!(second[1].rank(), Some('4'));
    assert_eq!(texts(second[0].annotations()), ["!"]);
    assert!(second[1].annotations().next().is_none());
    assert!(second[2].suit().is_none());
    assert_eq!(second[2].rank(), Some('8'));
    assert!(tricks[2].is_after_semicolon());
    assert!(!tricks[1].is_after_semicolon());

    let result = record.result().expect("a result");
    assert_eq!(
        result.tricks().map(|t| t.text().to_string()),
        Some("9".into())
    );
    assert_eq!(
        result.score().map(|t| t.text().to_string()),
        Some("-300".into())
    );
    assert_eq!(
        result.effective_score().map(|t| t.text().to_string()),
        Some("0".into())
    );

    assert_eq!(record.makes().expect("makes").parts().count(), 4);

    let items: Vec<_> = record.items().expect("items").items().collect();
    let pairs: Vec<_> = items
        .iter()
        .map(|item| {
            (
                item.item().map(|t| t.text().to_string()),
                item.value().map(|t| t.text().to_string()),
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [
            (Some("3N".into()), Some("10".into())),
            (Some("98".into()), None),
            (Some("b".into()), Some("2".into())),
        ]
    );
}

#[test]
fn rbx_records_have_the_same_views() {
    let parse = rbn::parse_rbx("%{RBX}H{W:AK2}A{SB:1HP}{Ed quit!}\n");
    assert_eq!(parse.errors(), &[]);
    let file = SourceFile::cast(parse.syntax()).expect("root");
    let record = file.records().next().expect("a record");
    assert_eq!(
        record
            .comments()
            .next()
            .and_then(|c| c.signature())
            .map(|t| t.text().to_string()),
        Some("RBX".into())
    );
    let tokens = record.deal().expect("a deal").own_tokens();
    let hands = rbn::read_hands(
        tokens
            .iter()
            .map(|token| (token.kind(), token.text(), token.text_range().start())),
    );
    let cards: Vec<&str> = hands
        .iter()
        .flat_map(|hand| hand.cards.iter().map(|card| card.text))
        .collect();
    assert_eq!(cards, ["A", "K", "2"]);
    assert_eq!(record.auction().expect("auction").calls().count(), 2);
    let free = record.free_texts().next().expect("free text");
    assert_eq!(free.text(), "Ed quit!");
    assert!(free.is_closed());
}

#[test]
fn date_pieces() {
    let file = file("D 1986120911:1930G\n");
    let date_label = file
        .records()
        .next()
        .and_then(|r| r.date())
        .expect("a date");
    let date = date_label.date().expect("date part");
    assert_eq!(
        date.year().map(|t| t.text().to_string()),
        Some("1986".into())
    );
    assert_eq!(
        date.month().map(|t| t.text().to_string()),
        Some("12".into())
    );
    assert_eq!(date.day().map(|t| t.text().to_string()), Some("09".into()));
    assert_eq!(
        date.end_day().map(|t| t.text().to_string()),
        Some("11".into())
    );
    assert!(!date.is_circa());
    assert_eq!(
        date_label.time().map(|t| t.text().to_string()),
        Some("1930".into())
    );
    assert!(date_label.is_gmt());
}
