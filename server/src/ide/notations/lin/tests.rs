//! Tests of the LIN features: the hover on a command and on each value the model reads, the
//! outline and the folds.

use crate::ide::analysis::{document_symbols, folding_ranges, hover, HoverCache};
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
