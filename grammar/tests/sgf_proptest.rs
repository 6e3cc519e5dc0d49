//! Property tests: any text parses without panicking into a tree that gives back every byte,
//! with error ranges inside the text, and the typed views read it without panicking.

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::{self, SgfFile, TreeEvent};
use proptest::prelude::*;

fn check(text: &str) {
    let parse = sgf::parse(text);
    assert_eq!(parse.syntax().text().to_string(), text);
    for error in parse.errors() {
        let start = usize::from(error.range.start());
        let end = usize::from(error.range.end());
        assert!(
            text.get(start..end).is_some(),
            "{error:?} is outside the text"
        );
        assert!(error.code.starts_with("sgf/"));
        assert!(error.message.starts_with("expected "), "{}", error.message);
    }
    let file = SgfFile::cast(parse.syntax()).expect("the root is an SGF file");
    for tree in file.game_trees() {
        for event in tree.walk() {
            let TreeEvent::Node(node) = event else {
                continue;
            };
            for property in node.properties() {
                let _ = property.identifier();
                for value in property.values() {
                    let _ = (value.text(), value.simple_text(), value.point());
                    let _ = (value.point_pair(), value.raw_text(), value.second_part());
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text(text in any::<String>()) {
        check(&text);
    }

    #[test]
    fn text_from_the_sgf_alphabet(text in "[()\\[\\];\\\\: \tabtBCWL\n\ré]{0,80}") {
        check(&text);
    }

    #[test]
    fn mostly_valid_sgf(
        pieces in prop::collection::vec(
            prop::sample::select(vec![
                "(", ")", ";", "B[aa]", "C[x\\]y]", "[", "]", "\\", "\n", "\r\n", "\r",
                "AB[aa:cc]", "LB[aa:x]", "CoPyright[c]", " ", "x", ":", "W[", "C[a [b] c]",
            ]),
            0..40,
        )
    ) {
        check(&pieces.concat());
    }
}
