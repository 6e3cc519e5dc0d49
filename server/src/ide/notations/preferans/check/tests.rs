//! The Preferans checks on small games: each code where it applies, and near misses where it
//! does not.

use crate::ide::analysis::check;
use crate::ide::check::CheckCache;
use crate::ide::diagnostic_lines::diagnostic_lines;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format};

fn check_ppn(text: &str, expected: Expect) {
    let parse = parse(Format::Preferans, text);
    let mut found = check(&parse, &mut CheckCache::default());
    crate::ide::diagnostics::sort_by_position(&mut found);
    expected.assert_eq(&diagnostic_lines(text, &found));
}

const TAGS: &str = "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\
                    [Result1 458]\n[Result2 88]\n[Result3 -546]\n\n";

#[test]
fn a_clean_game_has_no_findings() {
    let text = format!("{TAGS}[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n");
    check_ppn(&text, expect![""]);
    let generated = crate::generate::document(Format::Preferans, 20_000);
    let parse = parse(Format::Preferans, &generated);
    assert_eq!(check(&parse, &mut CheckCache::default()), []);
}

#[test]
fn required_tags() {
    check_ppn(
        "[Bula 60]\n[Player1 ana]\n[Result1 0]\n",
        expect![[r#"
            preferans/missing-required-tags@0..9 warning `[Bula 60]`: the info section lacks the required tags `Refe`, `Player2`, `Player3`, `Result2` and `Result3`: PPN requires `Bula`, `Refe`, `Player1`-`Player3` and `Result1`-`Result3`
        "#]],
    );
    check_ppn(
        "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n[Result1 0]\n[Result2 0]\n",
        expect![[r#"
            preferans/missing-required-tags@0..9 warning `[Bula 60]`: the info section lacks the required tag `Result3`: PPN requires `Bula`, `Refe`, `Player1`-`Player3` and `Result1`-`Result3`
        "#]],
    );
    // Quoted values, as older files write them, count the same.
    check_ppn(
        "[Bula \"60\"]\n[Refe \"2\"]\n[Player1 \"a\"]\n[Player2 \"b\"]\n[Player3 \"c\"]\n\
         [Result1 \"5\"]\n[Result2 \"-2\"]\n[Result3 \"-3\"]\n",
        expect![""],
    );
}

#[test]
fn results_add_up_to_zero() {
    check_ppn(
        "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n\
         [Result1 10]\n[Result2 20]\n[Result3 -20]\n",
        expect![[r#"
            preferans/results-do-not-sum-to-zero@55..94 warning `[Result1 10]\n[Result2 20]\n[Result3 -20]`: the results add up to 10 (10 + 20 + -20), but the players settle among themselves, so they add up to zero
        "#]],
    );
    // Results at the ends of the 64-bit range add up without overflowing.
    check_ppn(
        "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n\
         [Result1 9223372036854775807]\n[Result2 1]\n[Result3 0]\n",
        expect![[r#"
            preferans/results-do-not-sum-to-zero@55..108 warning `[Result1 9223372036854775807]\n[Result2 1]\n[Result3 0]`: the results add up to 9223372036854775808 (9223372036854775807 + 1 + 0), but the players settle among themselves, so they add up to zero
        "#]],
    );
    // A result that is not a number leaves the sum unknown.
    check_ppn(
        "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n\
         [Result1 10]\n[Result2 \"ten\"]\n[Result3 -20]\n",
        expect![""],
    );
}

#[test]
fn every_card_is_dealt_once() {
    check_ppn(
        &format!("{TAGS}[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT1 P,P,P]\n"),
        expect![[r#"
            preferans/missing-cards@113..145 error `1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT1`: the deal lacks the 7♦ (`9`), which the cards given twice stand in place of
            preferans/duplicate-card@144..145 error `1`: `1` is the 7♠ again: it was dealt to player 2 and now to the talon; every card is dealt once
        "#]],
    );
    // A field that is not 32 cards is the parser's to report; the cards are not judged.
    check_ppn(
        &format!("{TAGS}[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT P,P,P]\n"),
        expect![""],
    );
}

#[test]
fn deals_are_numbered_in_sequence() {
    let cards = "1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9";
    check_ppn(
        &format!("{TAGS}[1 231 {cards} P,P,P]\n[3 312 {cards} P,P,P]\n[4 123 {cards} P,P,P]\n"),
        expect![[r#"
            preferans/id-out-of-sequence@154..155 warning `3`: deal 3 follows deal 1: deals are numbered one after another, so this one would be 2
        "#]],
    );
}

#[test]
fn the_deal_order_lists_each_player_once_and_passes_on() {
    let cards = "1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9";
    check_ppn(
        &format!("{TAGS}[1 231 {cards} P,P,P]\n[2 132 {cards} P,P,P]\n[3 113 {cards} P,P,P]\n"),
        expect![[r#"
            preferans/deal-order-not-rotating@156..159 warning `132`: after a deal dealt in the order `231` (player 1 dealing), the deal passes to player 2: `312`, not `132`
            preferans/deal-order-not-a-permutation@203..206 error `113`: the deal order `113` names a player twice: it lists each of the three players once, the dealer last
        "#]],
    );
    // The order the README's examples follow: 231, 312, 123, 231.
    check_ppn(
        &format!(
            "{TAGS}[1 231 {cards} P,P,P]\n[2 312 {cards} P,P,P]\n[3 123 {cards} P,P,P]\n\
             [4 231 {cards} P,P,P]\n"
        ),
        expect![""],
    );
}

#[test]
fn places_rank_the_players_by_result() {
    let tags = "[Bula 60]\n[Refe 2]\n[Player1 ana]\n[Player2 bora]\n[Player3 ceca]\n\
                [Result1 458]\n[Result2 88]\n[Result3 -546]\n";
    check_ppn(
        &format!("{tags}[Place1 2]\n[Place2 1]\n[Place3 3]\n"),
        expect![[r#"
            preferans/place-disagrees-with-results@105..137 warning `[Place1 2]\n[Place2 1]\n[Place3 3]`: place 1 goes to player 2 (result 88) and place 2 to player 1 (result 458): the places follow the results, highest first
        "#]],
    );
    check_ppn(
        &format!("{tags}[Place1 1]\n[Place2 1]\n[Place3 3]\n"),
        expect![[r#"
            preferans/place-not-a-ranking@116..126 warning `[Place2 1]`: `Place2` names player 1 again: the places rank the three players, each once
        "#]],
    );
    check_ppn(
        &format!("{tags}[Place1 ana]\n[Place2 \"dana\"]\n[Place3 3]\n"),
        expect![[r#"
            preferans/place-not-a-ranking@118..133 warning `[Place2 "dana"]`: `Place2` is `dana`, which is neither a player id (1-3) nor the name of a player: a place tag names the player in that place
        "#]],
    );
    check_ppn(
        &format!("{tags}[Place1 1]\n[Place2 3]\n"),
        expect![[r#"
        preferans/place-not-a-ranking@105..126 warning `[Place1 1]\n[Place2 3]`: the places rank the three players: `Place1`, `Place2` and `Place3` come together
    "#]],
    );
    // By id or, as older files write them, by name.
    check_ppn(
        &format!("{tags}[Place1 1]\n[Place2 2]\n[Place3 3]\n"),
        expect![""],
    );
    check_ppn(
        &format!("{tags}[Place1 \"ana\"]\n[Place2 \"bora\"]\n[Place3 \"ceca\"]\n"),
        expect![""],
    );
}

#[test]
fn the_notation_is_told_by_content() {
    check_ppn(
        "; only a comment\n",
        expect![[r#"
        preferans/notation-undecided@0..0 hint ``: nothing here tells Preferans PPN from Pinochle PPN, which share the `.ppn` extension (no `Bula`, `Refe`, `PlayerN` or `ResultN` tag, no round): the file is read as Preferans PPN; `gamerec check --as` or the editor's language mode chooses otherwise
    "#]],
    );
    check_ppn(
        "% PPN 1.0\n[Event \"Club\"]\n",
        expect![[r#"
            preferans/notation-undecided@0..9 warning `% PPN 1.0`: this line opens Pinochle PPN files, which share the `.ppn` extension with Preferans PPN; the file is read as Preferans PPN because `--as` or the editor's language asked for it
            preferans/missing-required-tags@10..24 warning `[Event "Club"]`: the info section lacks the required tags `Bula`, `Refe`, `Player1`, `Player2`, `Player3`, `Result1`, `Result2` and `Result3`: PPN requires `Bula`, `Refe`, `Player1`-`Player3` and `Result1`-`Result3`
        "#]],
    );
    // Tags only Preferans has, or a round, decide; an empty file says nothing.
    check_ppn(
        "; a comment\n[Refe 2]\n",
        expect![[r#"
        preferans/missing-required-tags@12..20 warning `[Refe 2]`: the info section lacks the required tags `Bula`, `Player1`, `Player2`, `Player3`, `Result1`, `Result2` and `Result3`: PPN requires `Bula`, `Refe`, `Player1`-`Player3` and `Result1`-`Result3`
    "#]],
    );
    check_ppn("\n\n", expect![""]);
}

/// Two tricks run together break the syntax of `throws`: the parser says where, and the
/// field is not replayed, so the count of tricks and the summary are not judged against it.
#[test]
fn a_throws_field_that_breaks_its_syntax_is_not_replayed() {
    let played = "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 S2 1 128 3 \
                  4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L384,M1:128,F6:L768]\n";
    let text = format!("{TAGS}{played}");
    let findings = |text: &str| {
        let parse = parse(Format::Preferans, text);
        let codes: Vec<&str> = check(&parse, &mut CheckCache::default())
            .into_iter()
            .map(|finding| finding.code)
            .collect();
        (parse.errors().len(), codes)
    };
    let (errors, clean) = findings(&text);
    assert_eq!(errors, 0);
    let broken = text.replace("4721,1583", "47211583");
    let (errors, codes) = findings(&broken);
    assert_eq!(errors, 1);
    assert_eq!(
        codes, clean,
        "a broken throws field adds no finding of the replay"
    );
}
