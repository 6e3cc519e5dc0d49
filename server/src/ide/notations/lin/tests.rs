//! Tests of the LIN features: the hover on a command and on each value the model reads, the
//! outline and the folds.

use crate::ide::analysis::{
    completions, document_symbols, folding_ranges, hover, inlay_hints, HoverCache,
};
use crate::ide::fixture::parse_at;
use gamerec_grammar::{parse, Format};

fn hover_text(fixture: &str) -> String {
    let (parse, offset) = parse_at(Format::Lin, fixture);
    hover(&parse, offset, &HoverCache::default())
        .map(|hover| hover.markup.to_plain_text())
        .unwrap_or_default()
}

#[test]
fn every_command_is_explained() {
    let deal = hover_text("pn|a,b,c,d|st||‸md|1SA,SK,,|");
    assert!(deal.contains("the dealer's digit"), "{deal}");
    let call = hover_text("‸mb|1N!|");
    assert!(call.contains("marks an alert"), "{call}");
    let unknown = hover_text("‸zz|x|");
    assert!(unknown.contains("does not know"), "{unknown}");
    assert_eq!(hover_text("pn|a|\n‸\n"), "");
}

#[test]
fn each_board_folds() {
    let text = "vg|a,b|pg||\nqx|o1|md|1SA,SK,,|\nmb|p|\nqx|c1|md|1SA,SK,,|\nmb|p|\n";
    let folds = folding_ranges(&parse(Format::Lin, text));
    assert_eq!(folds.len(), 3, "{folds:?}");
}

#[test]
fn the_outline_names_the_match_and_each_board_by_number_and_room() {
    let text = "vg|Club Teams,Round 2,I,1,2,Owls,0,Larks,3|pg||\n\
                qx|o1|pn|Ann,Bob,Cy,Di|md|1SA,SK,,|mb|p|\n\
                qx|c1|md|1SA,SK,,|mb|p|\n\
                pn|Ed,Fay,Gus,Hal|st||md|2SA,SK,,|ah|Board 7|mb|p|\n\
                md|3SA,SK,,|mb|p|\n";
    let symbols = document_symbols(&parse(Format::Lin, text));
    let names: Vec<(&str, Option<&str>)> = symbols
        .iter()
        .map(|symbol| (symbol.name.as_str(), symbol.detail.as_deref()))
        .collect();
    assert_eq!(
        names,
        [
            ("Match · Club Teams, Round 2", None),
            ("Board 1 · open room", Some("Ann, Bob, Cy, Di")),
            ("Board 1 · closed room", None),
            ("Board 7", Some("Ed, Fay, Gus, Hal")),
            ("Board 4 in the file", None),
        ]
    );
}

const BOARD: &str = "pn|Sara,Wim,Nils,Eva|st||md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,\
                     SJT98HAKDAKQ2CQJ2,|ah|Board 1|sv|o|mb|1N!|an|15-17 !S stopper|mb|p|mb|3N|\
                     mb|p|mb|p|mb|p|pc|CA|pc|C3|pc|C9|pc|C2|pc|CK|pc|C4|pc|CT|pc|CJ|mc|9|pg||\n";

fn board_hover(marker_before: &str) -> String {
    let at = BOARD.find(marker_before).unwrap_or_default();
    let fixture = format!("{}‸{}", &BOARD[..at], &BOARD[at..]);
    hover_text(&fixture)
}

#[test]
fn a_deal_shows_as_the_table() {
    let deal = board_hover("3SAKQ2");
    assert!(deal.starts_with("Deal of board 1"), "{deal}");
    assert!(deal.contains("East's hand is left empty in md"), "{deal}");
    assert!(
        deal.contains("Players: South Sara, West Wim, North Nils, East Eva."),
        "{deal}"
    );
    assert!(deal.contains("♣ AK876"), "{deal}");
}

#[test]
fn a_call_shows_its_place_alert_and_explanation() {
    let call = board_hover("1N!");
    assert!(
        call.contains("Made by North: call 1 of the auction"),
        "{call}"
    );
    assert!(call.contains("Alerted (!)."), "{call}");
    assert!(call.contains("Explained (an): 15-17 ♠ stopper"), "{call}");
    let last = board_hover("p|pc|CA");
    assert!(last.contains("The auction ends: 3NT by North"), "{last}");
}

#[test]
fn a_card_shows_its_trick_and_the_claim_its_score() {
    let card = board_hover("CK|");
    assert!(card.contains("♣K played by East"), "{card}");
    assert!(card.contains("Trick 2: the lead."), "{card}");
    assert!(card.contains("East wins the trick with the ♣K."), "{card}");
    let claim = board_hover("9|pg");
    assert!(claim.contains("Claim: declarer takes 9 tricks"), "{claim}");
    assert!(claim.contains("made exactly"), "{claim}");
    assert!(claim.contains("400"), "{claim}");
}

#[test]
fn a_header_result_shows_its_board_room_and_score() {
    let text = "vg|Teams,Final,I,7,8,Owls,0,Larks,0|\nrs|3NN-2,4SEx=,,|pg||\n";
    let at = text.find("4SEx").unwrap_or_default();
    let result = hover_text(&format!("{}‸{}", &text[..at], &text[at..]));
    assert!(
        result.starts_with("Result of board 7, closed room"),
        "{result}"
    );
    assert!(result.contains("Both"), "{result}");
    assert!(result.contains("made exactly"), "{result}");
    assert!(result.contains("790"), "{result}");
}

#[test]
fn hints_give_points_trick_numbers_and_the_running_count() {
    let parsed = parse(Format::Lin, BOARD);
    let whole = gamerec_grammar::TextRange::up_to(gamerec_grammar::TextSize::of(BOARD));
    let hints: Vec<(usize, String)> = inlay_hints(&parsed, whole)
        .into_iter()
        .map(|hint| (usize::from(hint.offset), hint.label))
        .collect();
    let at = |pattern: &str, after: usize| BOARD.find(pattern).unwrap_or_default() + after;
    assert_eq!(
        hints,
        [
            (at("S7654", 0) - 1, "10 HCP".to_owned()),
            (at("SJT98", 0) - 1, "1 HCP".to_owned()),
            (at("|ah|", 0) - 1, "20 HCP".to_owned()),
            (at("|ah|", 0), "9 HCP".to_owned()),
            (at("CA|", 0), "1".to_owned()),
            (at("C2|", 2), "E 0–1".to_owned()),
            (at("CK|", 0), "2".to_owned()),
            (at("CJ|", 2), "E 0–2".to_owned()),
        ]
    );
}

/// The pairs of a LIN text, each as its command and its value without the blanks and line
/// ends after it: what formatting must keep.
fn pairs_of(text: &str) -> Vec<(String, String)> {
    let parsed = parse(Format::Lin, text);
    parsed
        .syntax()
        .descendants()
        .filter(|node| node.kind() == gamerec_grammar::SyntaxKind::LIN_PAIR)
        .map(|pair| {
            let text = pair.text().to_string();
            let (command, rest) = text.split_once('|').unwrap_or((&text, ""));
            let value = rest.strip_suffix('|').unwrap_or(rest).trim_end();
            (command.to_owned(), value.to_owned())
        })
        .collect()
}

fn formatted(text: &str) -> String {
    let parsed = parse(Format::Lin, text);
    let edits = crate::ide::analysis::format(&parsed, &Default::default());
    crate::ide::format::apply(text, &edits)
}

#[test]
fn formatting_writes_a_block_per_board_and_a_line_per_trick() {
    let text = "vg|Teams,Final,I,1,1,Owls,0,Larks,0|rs|3NN-2,3NN+1|pn|A,B,C,D,E,F,G,H\n|pg||\
                qx|o1|pn|Sara,Wim,Nils,Eva|md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,\
                SJT98HAKDAKQ2CQJ2,|sv|o\n|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||pc|CA|pc|C3|\
                pc|C9|pc|C2|pg||  pc|CK|pc|C4|  pc|CT|pc|CJ|pg||\n\n\n";
    expect_test::expect![[r#"
        vg|Teams,Final,I,1,1,Owls,0,Larks,0|
        rs|3NN-2,3NN+1|
        pn|A,B,C,D,E,F,G,H|
        pg||

        qx|o1|pn|Sara,Wim,Nils,Eva|md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|sv|o|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||
        pc|CA|pc|C3|pc|C9|pc|C2|pg||
        pc|CK|pc|C4|pc|CT|pc|CJ|pg||
    "#]]
    .assert_eq(&formatted(text));
}

#[test]
fn formatting_keeps_every_pair_and_is_idempotent() {
    let mut texts = vec![
        crate::generate::lin(16 * 1024),
        BOARD.to_owned(),
        "md|3SA,SK,SQ,SJ|mb|1N|mb|p|mb|p|mb|p|pc|SJ|pc|SA|pc|SK|pc|SQ|pg||".to_owned(),
    ];
    texts.extend(
        crate::ide::fixture::own_files()
            .into_iter()
            .filter(|file| file.format == Format::Lin)
            .map(|file| file.text),
    );
    if let Some(corpus) = crate::ide::fixture::corpus_files(&["lin"]) {
        texts.extend(corpus.into_iter().map(|file| file.text));
    }
    for text in &texts {
        let once = formatted(text);
        assert_eq!(pairs_of(&once), pairs_of(text), "{text}");
        assert_eq!(formatted(&once), once, "{text}");
        assert!(once.ends_with('\n') && !once.ends_with("\n\n"), "{once}");
    }
}

#[test]
fn a_board_with_a_syntax_error_stays_as_written() {
    let text = "md|3SA,SK,SQ,SJ|mb|8N|  pg||\n\nmd|3SA,SK,SQ,SJ|mb|1N|  pg||\n";
    assert_eq!(
        formatted(text),
        "md|3SA,SK,SQ,SJ|mb|8N|  pg||\n\nmd|3SA,SK,SQ,SJ|mb|1N|pg||\n"
    );
}

fn labels(fixture: &str) -> Vec<String> {
    let (parse, offset) = parse_at(Format::Lin, fixture);
    completions(&parse, offset)
        .into_iter()
        .map(|item| item.label)
        .collect()
}

const DEALT: &str = "md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|sv|o|";

#[test]
fn completion_offers_the_legal_calls_in_lin_spelling() {
    let after_pass = labels(&format!("{DEALT}mb|1N|mb|p|mb|‸"));
    assert_eq!(
        after_pass.first().map(String::as_str),
        Some("p"),
        "{after_pass:?}"
    );
    assert!(after_pass.contains(&"2C".to_owned()), "{after_pass:?}");
    assert!(after_pass.contains(&"7N".to_owned()), "{after_pass:?}");
    assert!(!after_pass.contains(&"1C".to_owned()), "{after_pass:?}");
    assert!(!after_pass.contains(&"d".to_owned()), "{after_pass:?}");
    let opponent = labels(&format!("{DEALT}mb|1N|mb|‸|mb|p|"));
    assert!(opponent.contains(&"d".to_owned()), "{opponent:?}");
}

#[test]
fn completion_offers_the_cards_the_player_may_play() {
    let auction = "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|";
    let lead = labels(&format!("{DEALT}{auction}pc|‸"));
    assert_eq!(lead.len(), 13, "{lead:?}");
    assert!(lead.contains(&"CA".to_owned()), "{lead:?}");
    let follow = labels(&format!("{DEALT}{auction}pc|CA|pc|‸"));
    let mut follow = follow;
    follow.sort();
    assert_eq!(follow, ["C3", "C4", "C5"]);
}

#[test]
fn completion_offers_the_commands_where_a_pair_starts() {
    let start = labels("‸");
    assert!(start.contains(&"md".to_owned()) && start.contains(&"pc".to_owned()));
    let after_pair = labels(&format!("{DEALT}‸"));
    assert_eq!(after_pair, start);
    let typed = labels("pn|a,b,c,d|m‸");
    assert!(typed.contains(&"mb".to_owned()), "{typed:?}");
}

/// Pieces of LIN, whole and broken, that random documents are made of.
fn lin_pieces() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::strategy::Strategy;
    proptest::collection::vec(
        proptest::sample::select(vec![
            "md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|",
            "md|1SA,SK,SQ,SJ|",
            "md|2SAA,,,|",
            "md|9|",
            "mb|1N|",
            "mb|3N!|an|!S stopper|",
            "mb|p|",
            "mb|d|",
            "mb|r|",
            "mb|8Z|",
            "pc|CA|",
            "pc|S2|",
            "pc|h10|",
            "pc||",
            "mc|9|",
            "mc|300|",
            "qx|o1|",
            "qx|c2,BOARD 2|",
            "ah|Board 1|",
            "sv|b|",
            "pn|a,b,c,d|",
            "pn|a,b,c,d,e,f,g,h|",
            "vg|E,S,I,1,2,A,0,B,0|",
            "rs|3NN=,4HE-1,,P|",
            "nt|hi|",
            "zz|?|",
            "pg||\n",
            "\n",
            "|",
            "mb|",
            "x",
        ]),
        0..40,
    )
    .prop_map(|pieces| pieces.concat())
}

proptest::proptest! {
    /// Whatever the text, every feature serves it without panicking; formatting keeps every
    /// pair and is idempotent; and a document without syntax errors converts to documents
    /// without syntax errors.
    #[test]
    fn any_lin_is_served_without_panics(text in lin_pieces()) {
        let parsed = parse(Format::Lin, &text);
        let _ = crate::ide::analysis::diagnostics(&parsed);
        let whole = gamerec_grammar::TextRange::up_to(gamerec_grammar::TextSize::of(&text));
        let _ = inlay_hints(&parsed, whole);
        let _ = document_symbols(&parsed);
        for offset in crate::ide::fixture::sample_offsets(&text) {
            let _ = hover(&parsed, offset, &HoverCache::default());
            let _ = completions(&parsed, offset);
        }
        for diagnostic in crate::ide::analysis::diagnostics(&parsed) {
            let _ = crate::ide::analysis::quick_fixes(&parsed, &diagnostic);
        }
        let once = formatted(&text);
        proptest::prop_assert_eq!(pairs_of(&once), pairs_of(&text));
        proptest::prop_assert_eq!(formatted(&once), once);
        if parsed.errors().is_empty() {
            for target in crate::ide::convert::Target::ALL {
                let converted = crate::ide::convert::convert(&parsed, target);
                let Ok(converted) = converted else {
                    return Err(proptest::test_runner::TestCaseError::fail("refused"));
                };
                let back = parse(target.format(), &converted.text);
                proptest::prop_assert!(back.errors().is_empty(), "{}", converted.text);
            }
        }
    }
}
