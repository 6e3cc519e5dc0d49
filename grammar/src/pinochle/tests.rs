//! Tests of Pinochle PPN parsing: the tree of each input under
//! `grammar/test_data/parser/pinochle` (see `crate::parser_data`), and that any text comes back
//! whole from its tree.

use crate::SyntaxKind::{self, *};
use crate::SyntaxNode;

/// The inputs in `grammar/test_data/parser/pinochle` parse to their `.rast` trees.
#[test]
fn inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder_with("pinochle", "ppn", &|text| {
        let parse = super::parse(text);
        (parse.syntax().text().to_string(), parse.debug_dump())
    });
}

/// Every error lies inside the text, on character boundaries, with a code of the format.
fn assert_errors_in_bounds(text: &str) {
    let (_, errors) = super::parse_green(text);
    crate::parser_data::assert_errors_in_bounds(text, &errors, &super::CODES);
}

proptest::proptest! {
    #[test]
    fn any_text_comes_back_whole(text in "(\\PC|[\\[\\]@%\"\\\\{}().:=\\-#*? \n\r\t]|NE|SW|HA|Pass){0,200}") {
        let (green, _) = super::parse_green(&text);
        proptest::prop_assert_eq!(SyntaxNode::new_root(green).text().to_string(), text.clone());
        assert_errors_in_bounds(&text);
    }

    #[test]
    fn broken_tags_come_back_whole(text in "((@[DAXMPR.0-9\\-=]{0,8})?\\[[A-Za-z]{0,8} ?\"[NESWCDHATKQJ9.: ()0-9\\-#*?]{0,30}\"?\\]?[ \n]{0,3}|[A-Z0-9()* ]{0,12}\n){0,12}") {
        let (green, _) = super::parse_green(&text);
        proptest::prop_assert_eq!(SyntaxNode::new_root(green).text().to_string(), text.clone());
        assert_errors_in_bounds(&text);
    }
}

/// A trick run splits into the tokens its line had when each piece was one.
#[test]
fn trick_runs_split_into_cards_and_the_result() {
    let run = "SJ  SA\tSQ SK (NW-12)";
    let pieces: Vec<(SyntaxKind, &str)> = super::trick_pieces(run)
        .map(|(kind, range)| (kind, &run[range]))
        .collect();
    assert_eq!(
        pieces,
        [
            (PIN_CARD, "SJ"),
            (WHITESPACE, "  "),
            (PIN_CARD, "SA"),
            (WHITESPACE, "\t"),
            (PIN_CARD, "SQ"),
            (WHITESPACE, " "),
            (PIN_CARD, "SK"),
            (WHITESPACE, " "),
            (PIN_L_PAREN, "("),
            (PIN_SEAT, "NW"),
            (PIN_NUMBER, "-12"),
            (PIN_R_PAREN, ")"),
        ]
    );
    let parse = super::parse(&format!("[Play \"N\"]\n{run}  \nSJ (N2) SA\n"));
    let kinds: Vec<SyntaxKind> = parse
        .syntax()
        .descendants()
        .filter(|node| node.kind() == PIN_TRICK)
        .map(|trick| trick.first_token().map_or(ERROR, |token| token.kind()))
        .collect();
    // A result before a card is read as before, token by token.
    assert_eq!(kinds, [PIN_TRICK_RUN, PIN_CARD]);
    // The spaces after a trick belong to it, whether it is a run or not.
    let tricks: Vec<String> = parse
        .syntax()
        .descendants()
        .filter(|node| node.kind() == PIN_TRICK)
        .map(|trick| trick.text().to_string())
        .collect();
    assert_eq!(tricks, [format!("{run}  "), "SJ (N2) SA".to_string()]);
    assert_eq!(parse.errors(), &[]);
}
