//! Tests of LIN parsing: the tree of each input under `grammar/test_data/parser/lin` (see
//! `crate::parser_data`), and that any text comes back whole from its tree.

use crate::SyntaxNode;

/// The inputs in `grammar/test_data/parser/lin` parse to their `.rast` trees.
#[test]
fn inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder_with("lin", "lin", &|text| {
        let (green, _) = super::parse_green(text);
        (
            SyntaxNode::new_root(green).text().to_string(),
            super::debug_dump(text),
        )
    });
}

/// Every error lies inside the text, on character boundaries, with a code of the format.
fn assert_errors_in_bounds(text: &str) {
    let (_, errors) = super::parse_green(text);
    crate::parser_data::assert_errors_in_bounds(text, &errors, &super::CODES);
}

/// A vugraph header is the root's first node if anywhere: the checks look for it only before
/// the first board.
fn assert_header_only_first(text: &str) {
    let (green, _) = super::parse_green(text);
    let root = SyntaxNode::new_root(green);
    let after_first = root
        .children()
        .skip(1)
        .find(|node| node.kind() == crate::SyntaxKind::LIN_HEADER);
    assert_eq!(after_first, None, "{text:?}");
}

proptest::proptest! {
    #[test]
    fn any_text_comes_back_whole(text in "(\\PC|[|,!=+\\- \n\r\t]|md|mb|pc|pn|qx|rs|sv|vg|pg|10){0,200}") {
        let (green, _) = super::parse_green(&text);
        proptest::prop_assert_eq!(SyntaxNode::new_root(green).text().to_string(), text.clone());
        assert_errors_in_bounds(&text);
        assert_header_only_first(&text);
    }

    #[test]
    fn broken_pairs_come_back_whole(text in "((md|mb|pc|pn|qx|rs|sv|mc|vg|pg|ah|[a-zA-Z]{0,3})\\|[0-9SHDCshdcAKQJTxXpdr!=+\\-,oceNEW \n]{0,24}\\|?[ \n]{0,2}){0,16}") {
        let (green, _) = super::parse_green(&text);
        proptest::prop_assert_eq!(SyntaxNode::new_root(green).text().to_string(), text.clone());
        assert_errors_in_bounds(&text);
        assert_header_only_first(&text);
    }
}

/// Corpus tier: BBO's own files, hand records and vugraph matches, parse without a syntax
/// error, come back whole, and have a board for each deal.
#[test]
fn the_corpus_files_parse_cleanly() {
    let Some(files) = crate::test_files::corpus("lin", &["lin"]) else {
        return;
    };
    for (path, bytes) in files {
        let text = String::from_utf8_lossy(&bytes);
        let (green, errors) = super::parse_green(&text);
        let root = SyntaxNode::new_root(green);
        assert_eq!(root.text().to_string(), text, "{}", path.display());
        assert!(errors.is_empty(), "{}: {errors:?}", path.display());
        // A file may end with a board that never got its deal (a last `pn` of a match).
        let boards_with_a_deal = root
            .children()
            .filter(|node| node.kind() == crate::SyntaxKind::LIN_BOARD)
            .filter(|board| {
                board
                    .descendants()
                    .any(|node| node.kind() == crate::SyntaxKind::LIN_DEAL)
            })
            .count();
        let deals = text.matches("md|").count();
        assert_eq!(boards_with_a_deal, deals, "{}", path.display());
    }
}

/// `text` parsed on one thread and cut into `parts`: the same tree and the same errors.
fn assert_same_in_parts(text: &str, parts: usize) {
    let whole = super::parser::parse_in_parts(text, 1);
    let cut = super::parser::parse_in_parts(text, parts);
    assert_eq!(cut.0, whole.0, "{parts} parts of {text:?}");
    assert_eq!(cut.1, whole.1, "{parts} parts of {text:?}");
}

proptest::proptest! {
    #[test]
    fn boards_parsed_in_parts_are_the_boards_parsed_whole(
        lines in proptest::collection::vec(
            "pn\\|[a-c,]{0,6}\\||qx\\|[oc][0-9]\\||md\\|[1-4]?S[AK2]{0,2}H[QJ]?,S3,,\\||st\\|\\||mb\\|[p1-7][NCd!]{0,2}\\||pc\\|[SHDC][AK2]\\|pg\\|\\||nt\\|[a-z |]{0,5}\\||vg\\|a,b\\||pg\\|\\||[a-z ]{0,4}",
            0..40,
        ),
        parts in 2usize..6,
    ) {
        assert_same_in_parts(&lines.join("\n"), parts);
    }
}

#[test]
fn a_long_match_is_cut_where_boards_open() {
    let board = "pn|Ann,Bob,Cy,Di|st||md|2SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|\
                 sv|n|mb|1N|mb|p|mb|p|mb|p|pg||\npc|D8|pc|DA|pc|D3|pc|D5|pg||\n";
    let text = format!("vg|Teams,1,I,1,9,A,0,B,0|\npg||\n{}", board.repeat(60));
    for parts in 2..6 {
        assert_same_in_parts(&text, parts);
    }
    let starts = crate::parts::cut(&text, 0, 4, super::parser::likely_board_start);
    assert_eq!(starts.len(), 4, "{starts:?}");
}

#[test]
fn generated_hand_records_parse_cleanly_a_board_per_deal() {
    let text = crate::generate::lin(256 * 1024);
    let (green, errors) = super::parse_green(&text);
    assert_eq!(errors, []);
    let root = SyntaxNode::new_root(green);
    assert_eq!(root.text().to_string(), text);
    let boards = root
        .children()
        .filter(|node| node.kind() == crate::SyntaxKind::LIN_BOARD)
        .count();
    assert_eq!(boards, text.matches("md|").count());
    assert!(boards > 500, "{boards}");
    assert_same_in_parts(&text, 4);
}

#[test]
fn a_pair_written_again_is_one_shared_subtree_and_keeps_its_errors() {
    let text = "pc|S6|pc|S6|pc|S6|pc|ZZ|pc|ZZ|";
    let (green, errors) = super::parse_green(text);
    let root = SyntaxNode::new_root(green);
    assert_eq!(root.text().to_string(), text);
    let pairs: Vec<_> = root
        .descendants()
        .filter(|node| node.kind() == crate::SyntaxKind::LIN_PAIR)
        .collect();
    assert_eq!(pairs.len(), 5);
    let green_of = |index: usize| pairs[index].green().to_owned();
    assert!(std::ptr::eq(&*green_of(0), &*green_of(1)));
    assert!(std::ptr::eq(&*green_of(0), &*green_of(2)));
    // A pair with an error is read afresh each time, so each copy reports it.
    assert!(!std::ptr::eq(&*green_of(3), &*green_of(4)));
    let starts: Vec<u32> = errors
        .iter()
        .map(|error| error.range.start().into())
        .collect();
    assert_eq!(starts, [21, 27]);
}
