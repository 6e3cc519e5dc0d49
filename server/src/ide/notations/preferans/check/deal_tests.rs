//! The checks that replay a played deal, each on a legal deal changed in one place: the code
//! where the change breaks a rule, and the legal deal (or a nearby legal change) where it
//! does not. The deals are the generator's.

use crate::ide::analysis::check;
use crate::ide::check::CheckCache;
use crate::ide::diagnostic_lines::diagnostic_lines;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format};

/// Hearts by player 1 against both followers, who beat it: main takes one trick.
const BOTH_FOLLOW: &str = "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
    4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L24,M1:8,F6:L48]";

/// Hearts by player 1 against player 2 alone; player 3 sits out and tricks have two cards.
const ALONE: &str = "[19 231 FTEC6JP7UALGHR4KVQSM2N8OI95D13WB M3,P,4 1 8N 4 2 0 8 2 \
    E92,652,CD1,IJ2,UW1,O71,BA1,1F1,2P1,3T1 F3:L24:8,0,M7:-8]";

/// The findings of `code` on the deal `round` after an info section.
fn findings(round: &str, code: &str) -> String {
    let text = format!(
        "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n\
         [Result1 0]\n[Result2 0]\n[Result3 0]\n\n{round}\n"
    );
    let parse = parse(Format::Preferans, &text);
    let mut found = check(&parse, &mut CheckCache::default());
    found.retain(|diagnostic| diagnostic.code == code);
    crate::ide::diagnostics::sort_by_position(&mut found);
    diagnostic_lines(&text, &found)
}

/// `round` with its first `from` replaced by `to`, which must be there.
fn changed(round: &str, from: &str, to: &str) -> String {
    assert!(round.contains(from), "{from} is not in {round}");
    round.replacen(from, to, 1)
}

fn assert_code(round: &str, code: &str, expected: Expect) {
    expected.assert_eq(&findings(round, code));
}

fn assert_clean(round: &str, code: &str) {
    assert_eq!(findings(round, code), "", "{code} on {round}");
}

#[test]
fn the_sample_deals_are_clean() {
    for round in [BOTH_FOLLOW, ALONE] {
        let text = format!(
            "[Bula 60]\n[Refe 2]\n[Player1 a]\n[Player2 b]\n[Player3 c]\n\
             [Result1 0]\n[Result2 0]\n[Result3 0]\n\n{round}\n"
        );
        assert_eq!(
            check(&parse(Format::Preferans, &text), &mut CheckCache::default()),
            [],
            "{round}"
        );
    }
}

#[test]
fn impossible_auctions() {
    let code = "preferans/impossible-auction";
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4", "P,4,4"),
        code,
        expect![[r#"
            preferans/impossible-auction@133..138 error `P,4,4`: the second and third bidders both end on 4: each bid raises the last one, so two players never end on the same bid (the earlier one holds it with mine, `M4`)
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4", "P,P,M4"),
        code,
        expect![[r#"
            preferans/impossible-auction@133..139 error `P,P,M4`: the third bidder holds 4 with mine, but no player after them in the deal order bid 4 or more: mine holds a later player's bid
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4", "P,P,4"),
        code,
        expect![[r#"
            preferans/impossible-auction@133..138 error `P,P,4`: the bids open at 2 and each raises the last by one, or holds it with mine (`M`) from a player earlier in the deal order; no auction by those rules ends with these highest bids
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4", "P,8,P"),
        code,
        expect![[r#"
            preferans/impossible-auction@133..138 error `P,8,P`: the second bid goes above 7: bids go up to 7 (sans), and 8 (preferans) is only played as a game
        "#]],
    );
    // 2, 3, pass, mine 3, 4, pass; and 2, pass, 3, mine 3, 4, pass.
    assert_clean(&changed(BOTH_FOLLOW, "P,M4,4", "M3,4,P"), code);
    assert_clean(&changed(BOTH_FOLLOW, "P,M4,4", "M3,P,4"), code);
}

#[test]
fn main_is_the_auction_winner() {
    let code = "preferans/main-not-auction-winner";
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4 1", "P,M4,4 2"),
        code,
        expect![[r#"
            preferans/main-not-auction-winner@140..141 error `2`: player 2 is main, but the bids (pass, mine 4 (hearts), 4 (hearts), in deal order) make player 1 the winner of the auction
        "#]],
    );
    // Game beats every bid; the game named highest wins.
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4 1 KG 4", "G,G4,3 2 XX G4"),
        code,
        expect![[r#"
            preferans/main-not-auction-winner@140..141 error `2`: player 2 is main, but the bids (game, game hearts, 3 (diamonds), in deal order) make player 1 the winner of the auction
        "#]],
    );
    assert_clean(
        &changed(BOTH_FOLLOW, "P,M4,4 1 KG 4", "G,G,3 1 XX G4"),
        code,
    );
    assert_clean(
        &changed(BOTH_FOLLOW, "P,M4,4 1 KG 4", "G,G,3 3 XX G4"),
        code,
    );
}

#[test]
fn the_contract_fits_the_winning_bid() {
    assert_code(
        &changed(BOTH_FOLLOW, "KG 4 8", "KG 3 8"),
        "preferans/contract-below-bid",
        expect![[r#"
            preferans/contract-below-bid@145..146 error `3`: the contract, diamonds, is below the bid that won the auction, 4 (hearts): main plays the bid or a higher contract
        "#]],
    );
    assert_clean(
        &changed(BOTH_FOLLOW, "KG 4 8", "KG 5 8"),
        "preferans/contract-below-bid",
    );
    assert_code(
        &changed(BOTH_FOLLOW, "KG 4 8", "XX G4 8"),
        "preferans/game-mismatch",
        expect![[r#"
            preferans/game-mismatch@145..147 error `G4`: game hearts is a game, but nobody bid game (`G`): the contract after a plain auction has no `G`
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "P,M4,4 1 KG 4", "P,P,G4 1 XX 4"),
        "preferans/game-mismatch",
        expect![[r#"
            preferans/game-mismatch@145..146 error `4`: main won the auction with a game bid, so the contract is a game (`G4`), not hearts
        "#]],
    );
}

#[test]
fn the_discard_is_two_of_mains_twelve() {
    let code = "preferans/discard-not-held";
    // Main, player 1, holds neither the 8♠ (`8`, player 2's) nor ... the K♥ twice.
    assert_code(
        &changed(BOTH_FOLLOW, "1 KG 4", "1 K8 4"),
        code,
        expect![[r#"
            preferans/discard-not-held@143..144 error `8`: main (player 1) discards the A♠, which is neither in their hand nor in the talon: player 3 holds it
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "1 KG 4", "1 KK 4"),
        code,
        expect![[r#"
            preferans/discard-not-held@143..144 error `K`: main discards the 10♥ twice: the two cards discarded differ
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "1 KG 4", "1 XX 4"),
        "preferans/discard-against-contract",
        expect![[r#"
            preferans/discard-against-contract@142..144 error `XX`: `XX` is for a game, but the contract is hearts: main took the talon and discarded two cards
        "#]],
    );
    assert_clean(BOTH_FOLLOW, code);
}

#[test]
fn followers_and_kontras() {
    assert_code(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 1 0 8"),
        "preferans/main-accepts",
        expect![[r#"
            preferans/main-accepts@147..148 error `1`: `accepted` names player 1, who is main: it names the follower who plays alone, `0` for neither or `8` for both
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 8 K1 8"),
        "preferans/kontra-player",
        expect![[r#"
            preferans/kontra-player@149..151 error `K1`: the kontra is started by player 1, who is main: a follower starts the kontras
        "#]],
    );
    assert_clean(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 8 I3 8"),
        "preferans/kontra-player",
    );
}

#[test]
fn the_value_follows_contract_refa_and_kontra() {
    let code = "preferans/value-mismatch";
    assert_code(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 8 0 10"),
        code,
        expect![[r#"
            preferans/value-mismatch@151..153 warning `10`: the value is 8, not 10: hearts: 2 × 4 = 8 (the value rule: twice the contract's number, one more for a game, × 2 under refa, × 2 to × 16 from kontra to mortkontra)
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 8 S2 1 8"),
        code,
        expect![[r#"
            preferans/value-mismatch@154..155 warning `8`: the value is 128, not 8: hearts: 2 × 4 = 8, refa × 2 = 16, subkontra by player 2 × 8 = 128 (the value rule: twice the contract's number, one more for a game, × 2 under refa, × 2 to × 16 from kontra to mortkontra)
        "#]],
    );
    // An invitation leaves the value as it is; a game counts one number more.
    assert_clean(&changed(BOTH_FOLLOW, "4 8 0 8", "4 8 I2 8"), code);
    assert_clean(
        &changed(BOTH_FOLLOW, "P,M4,4 1 KG 4 8 0 8", "P,M4,G 1 XX G4 8 0 10"),
        code,
    );
}

#[test]
fn the_first_player_in_deal_order_starts() {
    let code = "preferans/wrong-starter";
    assert_code(
        &changed(BOTH_FOLLOW, "0 8 3 ", "0 8 1 "),
        code,
        expect![[r#"
            preferans/wrong-starter@153..154 error `1`: player 3 throws first, not player 1: the first player in the deal order `312` whose hand is played leads the first trick
        "#]],
    );
    // Player 3, first in deal order, sits out: player 2 starts.
    assert_code(
        &changed(ALONE, "0 8 2 ", "0 8 1 "),
        code,
        expect![[r#"
            preferans/wrong-starter@153..154 error `1`: player 2 throws first, not player 1: the first player in the deal order `231` whose hand is played leads the first trick
        "#]],
    );
    assert_clean(ALONE, code);
}

#[test]
fn every_throw_is_replayed() {
    // The 7♥ (`H`) is player 2's, thrown in player 1's turn.
    assert_code(
        &changed(BOTH_FOLLOW, "4721", "4H21"),
        "preferans/card-not-held",
        expect![[r#"
            preferans/card-not-held@156..157 error `H`: player 1 throws the 7♥ in trick 1, but does not hold it: player 2 holds it
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "4721", "7421"),
        "preferans/wrong-leader",
        expect![[r#"
            preferans/wrong-leader@155..156 error `7`: trick 1 opens with player 1's K♠, but player 3 leads the first trick
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "4721,", "472,"),
        "preferans/trick-size",
        expect![[r#"
            preferans/trick-size@155..158 error `472`: trick 1 has 2 cards: three hands are played, so each trick has three cards
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "4721", "4723"),
        "preferans/wrong-trick-winner",
        expect![[r#"
            preferans/wrong-trick-winner@158..159 error `3`: player 1 wins trick 1 with the K♠, the highest spade with no trump thrown, not player 3
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, ",ND32", ""),
        "preferans/trick-count",
        expect![[r#"
            preferans/trick-count@155..199 error `4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62`: the throws hold 9 tricks; a deal is played out in ten tricks
        "#]],
    );
    for code in [
        "preferans/card-not-held",
        "preferans/wrong-leader",
        "preferans/trick-size",
        "preferans/wrong-trick-winner",
        "preferans/trick-count",
        "preferans/not-following-suit",
        "preferans/not-trumping",
    ] {
        assert_clean(BOTH_FOLLOW, code);
        assert_clean(ALONE, code);
    }
}

#[test]
fn players_follow_suit_and_trump() {
    assert_code(
        &changed(BOTH_FOLLOW, "1583", "1A83"),
        "preferans/not-following-suit",
        expect![[r#"
            preferans/not-following-suit@161..162 error `A`: player 2 throws the 8♦ in trick 2 but holds the J♠ — spades were led
        "#]],
    );
    // Diamonds are trumps; player 2, out of hearts, throws a club.
    let trumps = "[26 312 RK891J6IV2QLMWHOBG3DTU754PESFANC P,M3,3 1 M3 3 8 0 6 3 \
                  9BE2,PRQ3,JLA2,42D1,WTV1,CF82,76G1,OUK1,NSI1,H511 F1:L6:6,M6:-6,F3:L18]";
    assert_clean(trumps, "preferans/not-trumping");
    assert_code(
        &changed(trumps, "JLA2", "JLS2"),
        "preferans/not-trumping",
        expect![[r#"
            preferans/not-trumping@167..168 error `S`: player 2 throws the 10♣ in trick 3 but holds the trumps K♦ and 8♦ — out of hearts, which were led, a player must trump
        "#]],
    );
}

#[test]
fn nobody_follows_nobody_plays() {
    let code = "preferans/play-without-followers";
    assert_code(
        &changed(BOTH_FOLLOW, "4 8 0 8", "4 0 0 8"),
        code,
        expect![[r#"
        preferans/play-without-followers@155..204 warning `4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32`: nobody follows (`accepted` is 0), so the deal is not played: main takes the tricks without play, and the throws are written `0`
    "#]],
    );
}

#[test]
fn the_summary_agrees_with_play_and_value() {
    assert_code(
        &changed(BOTH_FOLLOW, "F3:L24,M1:8,F6:L48", "F3:L24,M1:8"),
        "preferans/summary-shape",
        expect![[r#"
            preferans/summary-shape@205..216 error `F3:L24,M1:8`: the summary has 2 parts: it has one per player, in deal order
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "F3:L24,M1:8,F6:L48", "0,M1:8,F6:L48"),
        "preferans/summary-role",
        expect![[r#"
            preferans/summary-role@205..206 error `0`: player 3 follows, so their part of the summary is a follower's `F<tricks>:L<points>`
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "F3:L24,M1:8,F6:L48", "F4:L32,M1:8,F5:L40"),
        "preferans/summary-tricks",
        expect![[r#"
            preferans/summary-tricks@205..211 error `F4:L32`: player 3 took 3 tricks in the throws, not 4
            preferans/summary-tricks@217..223 error `F5:L40`: player 2 took 6 tricks in the throws, not 5
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "M1:8", "M1:-8"),
        "preferans/main-score",
        expect![[r#"
            preferans/main-score@212..217 error `M1:-8`: main failed hearts (six tricks or more needed) and writes the value in the middle column: `8`, not `-8`
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "F3:L24", "F3:L30"),
        "preferans/follower-score",
        expect![[r#"
            preferans/follower-score@205..211 error `F3:L30`: a follower writes tricks × value in the left column: 3 × 8 = 24, not 30
        "#]],
    );
    assert_code(
        &changed(ALONE, "F3:L24:8", "F3:L24"),
        "preferans/follower-failure",
        expect![[r#"
            preferans/follower-failure@195..201 warning `F3:L24`: the follower took 3 of the 4 tricks a follower needs alone, and main made the contract, so the follower fails and adds the value to the middle column: `:8` (house rule: when a follower fails)
        "#]],
    );
    assert_code(
        &changed(BOTH_FOLLOW, "F3:L24", "F3:L24:8"),
        "preferans/follower-failure",
        expect![[r#"
            preferans/follower-failure@205..213 warning `F3:L24:8`: the follower does not fail (house rule: a follower fails with fewer than 2 tricks when main makes a suit or sans contract), so nothing goes in the middle column
        "#]],
    );
}
