//! Tests of Pinochle completion, with `‸` for the cursor.

use crate::ide::analysis::completions;
use crate::ide::completion::Insert;
use crate::ide::fixture::{parse_at, CURSOR};
use gamerec_grammar::Format;

fn labels(fixture: &str) -> Vec<String> {
    let (parse, offset) = parse_at(Format::Pinochle, fixture);
    let mut items = completions(&parse, offset);
    items.sort_by(|a, b| (&a.sort, &a.label).cmp(&(&b.sort, &b.label)));
    items.into_iter().map(|item| item.label).collect()
}

/// The example hand with its Play section cut after `kept` and `typed` put on the next line,
/// the cursor at its end.
fn example_play(kept: &str, typed: &str) -> String {
    let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
    let text = std::fs::read_to_string(path).expect("the example hand");
    let end = text.find(kept).expect("the trick kept") + kept.len();
    format!("{}\n{typed}{CURSOR}", &text[..end])
}

#[test]
fn export_hands_get_their_missing_tags_first_and_all_at_once() {
    let fixture = "% PPN 1.0\n% EXPORT\n\n[Site \"x\"]\n[Hand \"1\"]\n‸";
    let found = labels(fixture);
    assert_eq!(
        &found[..4],
        ["all missing EXPORT tags", "Date", "North", "East"],
        "{found:?}"
    );
    assert!(!found.contains(&"Site".to_owned()), "{found:?}");
    assert!(found.contains(&"Chat".to_owned()), "{found:?}");
    let (parse, offset) = parse_at(Format::Pinochle, fixture);
    let all = completions(&parse, offset)
        .into_iter()
        .find(|item| item.label == "all missing EXPORT tags")
        .expect("the item for all missing tags");
    let Insert::Snippet(snippet) = &all.insert else {
        panic!("a snippet: {:?}", all.insert);
    };
    assert!(
        snippet.starts_with("[Date \"$1\"]\n[North \"$2\"]\n"),
        "{snippet}"
    );
    assert!(snippet.ends_with("[Play \"$18\"]"), "{snippet}");
    // An IMPORT file asks for no tag: no item inserts them all.
    let import = labels("% PPN 1.0\n% IMPORT\n\n‸");
    assert!(!import.contains(&"all missing EXPORT tags".to_owned()));
}

#[test]
fn a_name_typed_in_brackets_is_completed_plain() {
    let (parse, offset) = parse_at(Format::Pinochle, "[Dea‸ \"N\"]\n");
    let items = completions(&parse, offset);
    let dealer = items
        .iter()
        .find(|item| item.label == "Dealer")
        .expect("Dealer");
    assert_eq!(dealer.insert, Insert::Plain("Dealer".to_owned()));
}

#[test]
fn values_are_the_tables_seats_and_the_enumerations() {
    assert_eq!(labels("[Dealer \"‸\"]\n"), ["N", "E", "S", "W"]);
    assert_eq!(
        labels("[Competition \"Single-deck Three-handed\"]\n[Dealer \"‸\"]\n"),
        ["N", "SE", "SW"]
    );
    assert_eq!(labels("[Trump \"‸\"]\n"), ["C", "D", "S", "H", "-"]);
    assert_eq!(
        labels("[Result \"S‸\"]\n"),
        ["Saved", "Set", "No Board", "No Trump"]
    );
}

#[test]
fn the_play_offers_the_legal_cards_then_the_tricks_result() {
    // North won the first trick and leads any card of the hand: 19 cards, 14 different.
    let lead = labels(&example_play("SJ SA SQ SK (N2)", ""));
    assert_eq!(lead.len(), 14, "{lead:?}");
    assert_eq!(lead.first().map(String::as_str), Some("CA"), "{lead:?}");
    // East follows a diamond lead and beats the jack.
    assert_eq!(
        labels(&example_play("SJ SA SQ SK (N2)", "DJ ")),
        ["DA", "DT", "DK", "DQ"]
    );
    // A card being typed is replaced by the item.
    assert_eq!(
        labels(&example_play("SJ SA SQ SK (N2)", "DJ D")),
        ["DA", "DT", "DK", "DQ"]
    );
    assert_eq!(
        labels(&example_play("SJ SA SQ SK (N2)", "DJ DK DT DA ")),
        ["(W3)"]
    );
}
