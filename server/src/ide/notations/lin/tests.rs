//! Tests of the LIN features so far: the hover on a command and a value, and the folds.

use crate::ide::analysis::{folding_ranges, hover, HoverCache};
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
