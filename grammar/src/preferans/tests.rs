//! Tests of Preferans PPN parsing: the tree of each input under
//! `grammar/test_data/parser/preferans` (see `crate::parser_data`), the splitting of each
//! field into its tokens, and the typed views.

use expect_test::{expect, Expect};

use super::fields::lex_field;
use super::spec::{round_layout, Field, RoundShape};
use crate::sink::TreeSink;
use crate::{SyntaxKind, SyntaxNode};

/// The inputs in `grammar/test_data/parser/preferans` parse to their `.rast` trees.
#[test]
fn inputs_parse_to_their_expected_trees() {
    crate::parser_data::check_folder_with("preferans", "ppn", &|text| {
        let (green, _) = super::parse_green(text);
        (
            SyntaxNode::new_root(green).text().to_string(),
            super::debug_dump(text),
        )
    });
}

/// The tokens and nodes of `text` lexed as `field`, one per line, then its errors.
fn split(field: Field, text: &str) -> String {
    let mut sink = TreeSink::new();
    sink.start_node(field.kind());
    lex_field(&mut sink, field, text, 0);
    sink.finish_node();
    let (green, errors) = sink.finish_green();
    let root = SyntaxNode::new_root(green);
    assert_eq!(root.text().to_string(), text, "the field lost text");
    let mut out = String::new();
    for element in root.descendants_with_tokens().skip(1) {
        // The field's own node is not printed: its children stand at the left margin.
        let nodes_above =
            |node: Option<SyntaxNode>| node.map_or(0, |node| node.ancestors().count());
        match element {
            rowan::NodeOrToken::Node(node) => {
                let indent = "  ".repeat(nodes_above(node.parent()).saturating_sub(1));
                out.push_str(&format!("{indent}{:?}\n", node.kind()));
            }
            rowan::NodeOrToken::Token(token) => {
                let indent = "  ".repeat(nodes_above(token.parent()).saturating_sub(1));
                out.push_str(&format!("{indent}{:?} {}\n", token.kind(), token.text()));
            }
        }
    }
    for error in errors {
        out.push_str(&format!(
            "error {:?} [{}] {}\n",
            error.range, error.code, error.message
        ));
    }
    out
}

fn check(field: Field, text: &str, expected: Expect) {
    expected.assert_eq(&split(field, text));
}

#[test]
fn cards_are_one_token_when_all_32_are_cards() {
    check(
        Field::Cards,
        "1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9",
        expect![[r#"
            PREF_CARD_RUN 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9
        "#]],
    );
}

#[test]
fn a_bad_card_splits_the_run_and_keeps_its_place() {
    // The README's prose example, with `Y`, which is no card.
    check(
        Field::Cards,
        "1BDHM27YQK4CEIN3FVRJS5LP8GU6AOT9",
        expect![[r#"
            PREF_CARD_RUN 1BDHM27
            ERROR Y
            PREF_CARD_RUN QK4CEIN3FVRJS5LP8GU6AOT9
            error 7..8 [preferans/bad-cards] expected a card (`1`-`9` or `A`-`W`) in `cards`, found `Y`
        "#]],
    );
    check(
        Field::Cards,
        "12345678xy9ABCDE",
        expect![[r#"
            PREF_CARD_RUN 12345678
            ERROR xy
            PREF_CARD_RUN 9ABCDE
            error 0..16 [preferans/bad-cards] expected 32 cards in `cards` (three hands of 10 and a talon of 2), found 16
            error 8..10 [preferans/bad-cards] expected a card (`1`-`9` or `A`-`W`) in `cards`, found `xy`
        "#]],
    );
}

#[test]
fn cards_beyond_the_deck_are_errors() {
    let out = split(Field::Cards, "1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9WW");
    assert!(out.ends_with("\nERROR WW\nerror 0..34 [preferans/bad-cards] expected 32 cards in `cards` (three hands of 10 and a talon of 2), found 34\n"), "{out}");
}

#[test]
fn bids_are_split_at_commas() {
    check(
        Field::Bids,
        "M3,P,G4",
        expect![[r#"
            PREF_BID M3
            PREF_COMMA ,
            PREF_BID P
            PREF_COMMA ,
            PREF_BID G4
        "#]],
    );
    check(
        Field::Bids,
        "2,,9,G",
        expect![[r#"
            PREF_BID 2
            PREF_COMMA ,
            PREF_COMMA ,
            ERROR 9
            PREF_COMMA ,
            PREF_BID G
            error 0..6 [preferans/bad-bids] expected 3 bids in `bids`, one per player, found 4
            error 2..2 [preferans/bad-bids] expected one of the bids of `bids`, found nothing
            error 3..4 [preferans/bad-bids] expected a bid (`P`, `G`, or a contract number `2`-`8` alone or after `M` or `G`) in `bids`, found `9`
        "#]],
    );
}

#[test]
fn deal_order_is_three_players() {
    check(
        Field::DealOrder,
        "231",
        expect![[r#"
            PREF_PLAYER 2
            PREF_PLAYER 3
            PREF_PLAYER 1
        "#]],
    );
    check(
        Field::DealOrder,
        "24",
        expect![[r#"
            PREF_PLAYER 2
            ERROR 4
            error 0..2 [preferans/bad-deal-order] expected three player ids in `dealOrder`, found 2
            error 1..2 [preferans/bad-deal-order] expected a player id (`1`, `2` or `3`) in `dealOrder`, found `4`
        "#]],
    );
}

#[test]
fn discarded_is_two_cards_or_xx() {
    check(
        Field::Discarded,
        "AR",
        expect![[r#"
            PREF_CARD_RUN AR
        "#]],
    );
    check(
        Field::Discarded,
        "XX",
        expect![[r#"
            PREF_NO_DISCARD XX
        "#]],
    );
    check(
        Field::Discarded,
        "ARG",
        expect![[r#"
            PREF_CARD_RUN AR
            ERROR G
            error 0..3 [preferans/bad-discarded] expected two cards or `XX` in `discarded`, found 3 characters
        "#]],
    );
}

#[test]
fn contract_is_an_optional_game_mark_and_a_number() {
    check(
        Field::Contract,
        "G7",
        expect![[r#"
            PREF_GAME_MARK G
            PREF_CONTRACT_NUMBER 7
        "#]],
    );
    check(
        Field::Contract,
        "9",
        expect![[r#"
            ERROR 9
            error 0..1 [preferans/bad-contract] expected a contract number `2`-`8`, or `G` and a number for a game in `contract`, found `9`
        "#]],
    );
    check(
        Field::Contract,
        "45",
        expect![[r#"
            PREF_CONTRACT_NUMBER 4
            ERROR 5
            error 1..2 [preferans/bad-contract] expected the end of the contract in `contract`, found `5`
        "#]],
    );
}

#[test]
fn kontra_is_zero_or_a_mark_and_a_player() {
    check(
        Field::Kontra,
        "R1",
        expect![[r#"
            PREF_KONTRA_MARK R
            PREF_PLAYER 1
        "#]],
    );
    check(
        Field::Kontra,
        "0",
        expect![[r#"
            PREF_NUMBER 0
        "#]],
    );
    check(
        Field::Kontra,
        "K4",
        expect![[r#"
            PREF_KONTRA_MARK K
            ERROR 4
            error 1..2 [preferans/bad-kontra] expected the id of the player who started the kontras in `kontra`, found `4`
        "#]],
    );
}

#[test]
fn single_character_fields() {
    check(
        Field::Accepted,
        "8",
        expect![[r#"
            PREF_NUMBER 8
        "#]],
    );
    check(
        Field::Accepted,
        "10",
        expect![[r#"
            PREF_NUMBER 1
            ERROR 0
            error 1..2 [preferans/bad-accepted] expected one digit (`0` neither, `1`-`3` one player, `4`-`9` both followers) in `accepted`, found `0`
        "#]],
    );
    check(
        Field::Refa,
        "2",
        expect![[r#"
            ERROR 2
            error 0..1 [preferans/bad-refa] expected `0` or `1` in `refa`, found `2`
        "#]],
    );
    check(
        Field::Main,
        "é",
        expect![[r#"
            ERROR é
            error 0..2 [preferans/bad-main] expected one player id (`1`, `2` or `3`) in `main`, found `é`
        "#]],
    );
    check(
        Field::Value,
        "64",
        expect![[r#"
            PREF_NUMBER 64
        "#]],
    );
    check(
        Field::Id,
        "3x",
        expect![[r#"
            PREF_NUMBER 3
            ERROR x
            error 1..2 [preferans/bad-id] expected digits only in `id`, found `x`
        "#]],
    );
}

#[test]
fn throws_are_tricks_of_cards_and_a_winner() {
    check(
        Field::Throws,
        "2A12,M9B",
        expect![[r#"
            PREF_TRICK 2A12
            PREF_COMMA ,
            ERROR M9B
            error 7..8 [preferans/bad-throws] expected the player who won the trick (`1`, `2` or `3`) in `throws`, found `B`
        "#]],
    );
    check(
        Field::Throws,
        "G91",
        expect![[r#"
            PREF_TRICK_RUN G91
        "#]],
    );
    check(
        Field::Throws,
        "0",
        expect![[r#"
            PREF_NUMBER 0
        "#]],
    );
}

#[test]
fn summary_scores_of_followers_and_the_main_player() {
    check(
        Field::Summary,
        "M7:-64,F3:L192:64,0",
        expect![[r#"
            PREF_SCORE
              PREF_ROLE M
              PREF_TRICKS 7
              PREF_COLON :
              PREF_NUMBER -64
            PREF_COMMA ,
            PREF_SCORE
              PREF_ROLE F
              PREF_TRICKS 3
              PREF_COLON :
              PREF_COLUMN L
              PREF_NUMBER 192
              PREF_COLON :
              PREF_NUMBER 64
            PREF_COMMA ,
            PREF_SCORE
              PREF_NUMBER 0
        "#]],
    );
    check(
        Field::Summary,
        "F3:24,M:5,X",
        expect![[r#"
            PREF_SCORE
              PREF_ROLE F
              PREF_TRICKS 3
              PREF_COLON :
              ERROR 24
            PREF_COMMA ,
            PREF_SCORE
              PREF_ROLE M
              ERROR :5
            PREF_COMMA ,
            PREF_SCORE
              ERROR X
            error 3..5 [preferans/bad-summary] expected `L` or `R` (the column of the follower's points) in `summary`, found `24`
            error 7..9 [preferans/bad-summary] expected the number of tricks taken in `summary`, found `:5`
            error 10..11 [preferans/bad-summary] expected `0`, `F` (a follower) or `M` (the main player) in `summary`, found `X`
        "#]],
    );
}

#[test]
fn the_field_count_chooses_the_layout() {
    let names = |count: usize, passed_out: bool, refa_like: bool| {
        let (fields, allowed) = round_layout(RoundShape {
            count,
            passed_out,
            refa_like,
        });
        let names: Vec<&str> = fields.iter().map(|field| field.name()).collect();
        format!("{allowed} {}", names.join(" "))
    };
    expect!["true id dealOrder cards bids main discarded contract accepted kontra refa value starts throws summary"]
        .assert_eq(&names(14, false, false));
    expect!["true id dealOrder cards bids main discarded contract accepted kontra value starts throws summary"]
        .assert_eq(&names(13, false, true));
    expect!["true id dealOrder cards bids"].assert_eq(&names(4, true, false));
    expect!["false id dealOrder cards bids"].assert_eq(&names(4, false, false));
    expect!["false id dealOrder cards bids main discarded contract accepted kontra value starts"]
        .assert_eq(&names(11, false, false));
    expect!["false id dealOrder cards bids main discarded contract accepted kontra refa value"]
        .assert_eq(&names(11, false, true));
    expect!["false id dealOrder cards bids main discarded"].assert_eq(&names(6, false, false));
    expect!["false id dealOrder cards bids main discarded contract accepted kontra refa value starts throws summary"]
        .assert_eq(&names(20, false, true));
    expect!["false id dealOrder cards bids main discarded contract accepted kontra value starts throws summary"]
        .assert_eq(&names(15, false, false));
    for field in super::spec::ROUND_FIELDS {
        assert_eq!(Field::of_kind(field.kind()), Some(field));
    }
    assert_eq!(Field::of_kind(SyntaxKind::PREF_TAG), None);
}

#[test]
fn typed_views_read_tags_rounds_and_fields() {
    use super::ast::PreferansFile;
    use crate::ast::AstNode;

    let text = "[Bula 60]\n[Player1 \"Ana \\\"A\\\"\"]\n\n\
        [7 312 LREW4D5TH816B7UIPA2VS9O3FQJGKCNM P,P,P]\n\
        [8 123 LREW4D5TH816B7UIPA2VS9O3FQJGKCNM 2,G4,G 2 XX G4 8 K3 0 12 1 LSF2,RA3 M6:-12,F2:L24:8,0]\n";
    let (green, errors) = super::parse_green(text);
    assert_eq!(errors, []);
    let file = PreferansFile::cast(SyntaxNode::new_root(green)).expect("the root is a file");
    let record = file.records().next().expect("one record");
    let texts = |tokens: &mut dyn Iterator<Item = crate::SyntaxToken>| {
        tokens
            .map(|token| token.text().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };

    let player = record.tag("Player1").and_then(|tag| tag.value());
    assert_eq!(
        player.as_ref().map(|value| value.text()),
        Some("Ana \"A\"".into())
    );
    assert_eq!(player.map(|value| value.is_quoted()), Some(true));
    let bula = record.tag("Bula").and_then(|tag| tag.value());
    assert_eq!(
        bula.map(|value| (value.text(), value.is_quoted())),
        Some(("60".into(), false))
    );

    let rounds: Vec<_> = record.rounds().collect();
    assert_eq!(rounds.len(), 2);
    assert!(rounds[0].is_passed_out());
    assert!(!rounds[1].is_passed_out());
    let round = &rounds[1];
    let fields: Vec<&str> = round.fields().map(|(field, _)| field.name()).collect();
    assert_eq!(fields, super::spec::ROUND_FIELDS.map(Field::name));
    let order = round.deal_order().expect("dealOrder");
    assert_eq!(texts(&mut order.players()), "1 2 3");
    let cards = round.cards().expect("cards");
    assert_eq!(cards.card_runs().count(), 1);
    assert_eq!(cards.parts()[3], "NM");
    assert_eq!(cards.parts().map(|part| part.len()), [10, 10, 10, 2]);
    assert_eq!(texts(&mut round.bids().expect("bids").bids()), "2 G4 G");
    assert!(round
        .discarded()
        .and_then(|field| field.no_discard())
        .is_some());
    let contract = round.contract().expect("contract");
    assert!(contract.game_mark().is_some());
    assert_eq!(
        contract.number().map(|token| token.text().to_string()),
        Some("4".into())
    );
    let kontra = round.kontra().expect("kontra");
    assert_eq!(
        kontra.mark().map(|token| token.text().to_string()),
        Some("K".into())
    );
    assert_eq!(
        kontra.player().map(|token| token.text().to_string()),
        Some("3".into())
    );
    assert!(kontra.none().is_none());
    assert!(round.refa().is_some());
    let tricks: Vec<_> = round.throws().expect("throws").tricks().collect();
    assert_eq!(tricks.len(), 2);
    assert_eq!(tricks[1].cards(), "RA");
    assert_eq!(tricks[1].winner(), Some('3'));
    let scores: Vec<_> = round.summary().expect("summary").scores().collect();
    let text_of = |token: Option<crate::SyntaxToken>| token.map(|token| token.text().to_string());
    assert_eq!(text_of(scores[0].middle()), Some("-12".into()));
    assert_eq!(text_of(scores[0].points()), None);
    assert_eq!(text_of(scores[1].column()), Some("L".into()));
    assert_eq!(text_of(scores[1].points()), Some("24".into()));
    assert_eq!(text_of(scores[1].middle()), Some("8".into()));
    assert_eq!(text_of(scores[2].role()), None);
}

/// The generated document of the benchmarks and the linear-cost test is well-formed.
#[test]
fn the_generated_document_has_no_errors() {
    let text = crate::generate::preferans(40_000);
    let (green, errors) = super::parse_green(&text);
    assert_eq!(errors, []);
    let root = SyntaxNode::new_root(green);
    let rounds = root
        .descendants()
        .filter(|node| node.kind() == SyntaxKind::PREF_ROUND)
        .count();
    assert!(rounds > 100, "{rounds} rounds");
}

/// The README's examples in the corpus (the only PPN files there are): the current layout
/// has no error but the README's closing `...` line, and the older layout's four numbered
/// rounds are reported as such.
#[test]
fn the_readme_examples_in_the_corpus() {
    let Some(files) = crate::test_files::corpus("ppn", &["ppn"]) else {
        return;
    };
    for (path, bytes) in files {
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or("");
        let text = std::str::from_utf8(&bytes).unwrap_or_else(|error| panic!("{name}: {error}"));
        let (green, errors) = super::parse_green(text);
        assert_eq!(
            SyntaxNode::new_root(green).text().to_string(),
            text,
            "{name}"
        );
        let codes: Vec<&str> = errors.iter().map(|error| error.code).collect();
        match name {
            "prefko_readme_example_bracketed.ppn" => {
                assert_eq!(codes, ["preferans/unexpected-text"], "{name}: {errors:?}")
            }
            "prefko_readme_example_numbered.ppn" => assert_eq!(
                codes,
                [
                    "preferans/numbered-round",
                    "preferans/numbered-round",
                    "preferans/numbered-round",
                    "preferans/numbered-round",
                    "preferans/unexpected-text"
                ],
                "{name}: {errors:?}"
            ),
            _ => {}
        }
    }
}

#[test]
fn long_games_of_rounds_are_cut_and_others_are_not() {
    let round = "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n";
    let game = format!("[Bula 60]\n\n{}", round.repeat(8));
    let (ranges, body_end) = super::parser::round_cuts(&game, 2).expect("a game of rounds is cut");
    assert_eq!(ranges.len(), 2);
    assert!(game[ranges[1].start..].starts_with("[1 231"));
    assert_eq!(body_end, game.len() - 1);
    // Comments and quoted values before the rounds do not matter.
    let quoted = format!(
        "[Location \"Novi Sad\"] ; where\n% note\n\n{}",
        round.repeat(8)
    );
    assert!(super::parser::round_cuts(&quoted, 2).is_some());
    for uncut in [
        format!(
            "[Bula 60]\n{}; a comment\n{}",
            round.repeat(4),
            round.repeat(4)
        ),
        format!(
            "[Bula 60]\n{}[Bula 50]\n{}",
            round.repeat(4),
            round.repeat(4)
        ),
        format!(
            "[Bula 60]\n{}{{ [9 x] }}\n{}",
            round.repeat(4),
            round.repeat(4)
        ),
        format!("[Bula 60]\n{{\n{}}}\n", round.repeat(8)),
        // Far into a long game, past the first blocks of bytes scanned.
        format!(
            "[Bula 60]\n{}% late\n{}",
            round.repeat(40),
            round.repeat(40)
        ),
    ] {
        assert!(super::parser::round_cuts(&uncut, 2).is_none(), "{uncut:?}");
    }
}

#[test]
fn files_of_many_games_are_cut_between_games_and_others_are_not() {
    let round = "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n";
    let game = format!(
        "[Bula 60]\n[Location \"Novi Sad\"] ; where\n\n{}",
        round.repeat(4)
    );
    let games = [game.as_str(); 4].join("\n");
    let ranges = super::parser::record_cuts(&games, 2).expect("games are cut");
    assert_eq!(ranges.len(), 2);
    assert!(games[ranges[1].start..].starts_with("[Bula 60]"));
    assert_eq!(ranges[0].end, ranges[1].start);
    let commented_round = round.replace("P,P,P]", "P,P,P] ; passed");
    for uncut in [
        // A game without rounds takes the tags after it in.
        "[Bula 60]\n\n".repeat(8),
        // A comment or a quoted value on the line before may hide or fake the round.
        format!("[Bula 60]\n{}", commented_round.repeat(2)).repeat(4),
        format!("[Bula 60]\n{round}% note\n").repeat(4),
        "[Bula 60]\n[Loc \"[1 x\"]\n".repeat(4),
        // A brace comment may span lines.
        format!("[Bula 60]\n{round}{{ note }}\n").repeat(4),
        // Every record but the first opens with a round.
        format!("[Bula 60]\n{}", round.repeat(8)),
    ] {
        assert!(super::parser::record_cuts(&uncut, 2).is_none(), "{uncut:?}");
    }
    assert!(super::parser::record_cuts(&games, 1).is_none());
}

/// Rounds with the same one-character fields share those subtrees.
#[test]
fn repeated_one_character_fields_are_shared() {
    let text = "[1 231 6F9LAUWOB5PH2DTMKV1N7RC8SQ4JIGE3 P,P,P]\n\
                [2 312 1AUWOB5PH2DTMKV6F9LN7RC8SQ4JIGE3 P,P,P]\n\
                [3 123 UNWAVBHFJ4OKR7IPSGE9LQT8MC6152D3 P,P,2 2 36 2 1 0 1 8 1 751,OL1,RT2,D92,QS1,KM2,8G2,1I2,2E2,CP2 0,F3:L24:8,M7:-8]\n\
                [4 231 UNWAVBHFJ4OKR7IPSGE9LQT8MC6152D3 P,P,2 2 36 2 1 0 1 8 1 751,OL1,RT2,D92,QS1,KM2,8G2,1I2,2E2,CP2 0,F3:L24:8,M7:-8]\n";
    let (green, errors) = super::parse_green(text);
    assert!(errors.is_empty(), "{errors:?}");
    let root = SyntaxNode::new_root(green);
    let greens = |kind: SyntaxKind| -> Vec<*const rowan::GreenNodeData> {
        root.descendants()
            .filter(|node| node.kind() == kind)
            .map(|node| std::ptr::from_ref::<rowan::GreenNodeData>(node.green()))
            .collect()
    };
    let cards = greens(SyntaxKind::PREF_CARDS);
    assert!(!std::ptr::eq(cards[2], cards[3]), "cards are not shared");
    for kind in [
        SyntaxKind::PREF_MAIN,
        SyntaxKind::PREF_CONTRACT,
        SyntaxKind::PREF_VALUE,
    ] {
        let fields = greens(kind);
        assert_eq!(fields.len(), 2, "{kind:?}");
        assert!(std::ptr::eq(fields[0], fields[1]), "{kind:?} is not shared");
    }
}

#[test]
fn card_index_follows_the_table() {
    for (index, card) in super::spec::CARDS.iter().enumerate() {
        assert_eq!(super::spec::card_index(card.code), Some(index as u8));
    }
    for code in ['0', 'X', 'Y', 'a', 'é', '['] {
        assert_eq!(super::spec::card_index(code), None);
    }
}
