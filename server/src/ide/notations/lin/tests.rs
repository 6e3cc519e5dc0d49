//! Tests of the LIN features so far: the hover on a command and a value, the outline and the
//! folds.

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
    let call = hover_text("mb|1N‸!|");
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
