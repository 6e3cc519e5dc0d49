//! The bridge rules of RBN and RBX records: for every code a record that triggers it and a
//! near miss that does not, written as the diagnostics of whole files.

use super::check_record;
use crate::ide::diagnostic_lines::diagnostic_lines;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::rbn::model::{read_labels, Inherited, Labels};
use expect_test::{expect, Expect};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{HandLabel, SourceFile};
use gamerec_grammar::{parse, Format, SyntaxNode};

/// The diagnostics of every record of `text`, each record given the last `H` before it (a
/// null `H` stops the repetition), one a line with file offsets.
fn diagnostics(format: Format, text: &str) -> String {
    let parse = parse(format, text);
    let Some(file) = SourceFile::cast(parse.syntax()) else {
        return String::new();
    };
    let mut inherited: Option<SyntaxNode> = None;
    let mut all = Vec::new();
    for record in file.records() {
        let offset = record.syntax().text_range().start();
        let root = SyntaxNode::new_root(record.syntax().green().to_owned());
        let mut out = crate::ide::check::Findings::new();
        let given = Inherited {
            deal: inherited.as_ref(),
            scoring: None,
        };
        let labels = Labels::of(&root);
        let game = read_labels(&labels, given, Detail::Checks);
        check_record(&labels, &game, &mut out);
        for mut diagnostic in out.finish().0 {
            diagnostic.range += offset;
            for related in &mut diagnostic.related {
                related.range += offset;
            }
            all.push(diagnostic);
        }
        let own_h = record
            .labels()
            .filter(|label| label.letter() == Some('H'))
            .last();
        if let Some(label) = own_h {
            inherited = (!label.is_null())
                .then(|| SyntaxNode::new_root(label.syntax().green().to_owned()))
                .filter(|node| HandLabel::can_cast(node.kind()));
        }
    }
    diagnostic_lines(text, &all)
}

fn check(text: &str, expect: Expect) {
    expect.assert_eq(&diagnostics(Format::Rbn, text));
}

fn clean(text: &str) {
    assert_eq!(diagnostics(Format::Rbn, text), "", "{text}");
}

/// Board 1 of the club-night example: West gets the rest (♠43 ♥T6 ♦Q76432 ♣T98).
const DEAL: &str = "H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n";

fn with_deal(rest: &str) -> String {
    format!("{DEAL}{rest}")
}

// Deals.

#[test]
fn a_card_in_two_hands_is_reported_at_the_second_with_the_first_related() {
    check(
        "H N:AKQ2.KJ5.T98.A43:A976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n",
        expect![[r#"
            rbn/duplicate-card@21..22 error `A`: the ♠A is in North's hand and again in East's; a card is in one hand only
              related@4..5 `A`: the ♠A in North's hand
        "#]],
    );
    check(
        "H W:AKA2\n",
        expect![[r#"
            rbn/duplicate-card@6..7 error `A`: the ♠A is written twice in West's hand; a card is in one hand, once
              related@4..5 `A`: the ♠A in West's hand
        "#]],
    );
    clean(DEAL);
}

#[test]
fn a_hand_of_fourteen_cards() {
    check(
        "H N:AKQ2.KJ5.T98.A432\n",
        expect![[r#"
            rbn/too-many-cards@20..21 error `2`: North's hand has 14 cards; a hand holds at most 13
        "#]],
    );
    clean("H N:AKQ2.KJ5.T98.A43\n");
    // A card written twice is one mistake, reported once.
    check(
        "H N:AKQ2.KJ5.T98.AA43\n",
        expect![[r#"
            rbn/duplicate-card@18..19 error `A`: the ♣A is written twice in North's hand; a card is in one hand, once
              related@17..18 `A`: the ♣A in North's hand
        "#]],
    );
}

#[test]
fn a_suit_of_fourteen_cards_counting_small_ones() {
    check(
        "H N:xxxxxxx:xxxxxxx\n",
        expect![[r#"
            rbn/too-many-in-suit@2..19 error `N:xxxxxxx:xxxxxxx`: the deal has 14 spades (14 without a rank); a suit has 13 cards; fewer `x` or `?` cards would fit
        "#]],
    );
    clean("H N:xxxxxxx:xxxxxx\n");
}

#[test]
fn ranks_out_of_order_are_a_warning() {
    check(
        "H N:AQK2.KJ5.T98.A43\n",
        expect![[r#"
            rbn/ranks-out-of-order@4..8 warning `AQK2`: North's spades are written `AQK2`; RBN lists the ranks from the ace down: `AKQ2`
        "#]],
    );
    clean("H N:AKQ2.KJx.T9?.A43\n");
}

#[test]
fn a_trailing_colon_needs_three_hands_of_thirteen() {
    check(
        "H N:AKQ2.KJ5.T98.A4:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n",
        expect![[r#"
            rbn/cannot-fill-hand@53..54 error `:`: the trailing separator gives West the rest of the pack, which needs 13 cards in each of the other hands, but North has 12; correct the hands or give West's cards
        "#]],
    );
    // A hand over 13 cards is the problem to fix first.
    check(
        "H N:AKQ2.KJ5.T98.A4:J976.Q82.AJ5.K72:T85.A9743.K.QJ653:\n",
        expect![[r#"
            rbn/too-many-cards@53..54 error `3`: South's hand has 14 cards; a hand holds at most 13
        "#]],
    );
    clean(DEAL);
    // Seats marked with separators but left empty ask for nothing.
    clean("H N:AKQ2.KJ5.T98.A43:::\n");
    // Small cards leave the ranks open but not the count.
    clean("H N:AKQ2.KJ5.T98.Axx:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\nM 9\n");
}

#[test]
fn makes_need_hands_of_one_size() {
    check(
        "H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72\nM 9\n",
        expect![[r#"
            rbn/makes-uneven-deal@38..39 error `M`: double-dummy makes need four hands of the same size, but the deal has North 13, East 13, South none given and West none given; give every hand or remove the M label
        "#]],
    );
    clean(&with_deal("M 9\n"));
    // A five-card ending.
    clean("H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\nM 3\n");
}

// Auctions.

#[test]
fn insufficient_bids() {
    check(
        "A NZ:1S1H\n",
        expect![[r#"
            rbn/insufficient-bid@7..9 error `1H`: 1♥ is insufficient after 1♠ by North: bid at least 2♥
        "#]],
    );
    check(
        "A XZ:1S1H\n",
        expect![[r#"
            rbn/insufficient-bid@7..9 error `1H`: 1♥ is insufficient after 1♠: bid at least 2♥
        "#]],
    );
    clean("A NZ:1S2H\n");
}

#[test]
fn doubles_that_are_not_allowed() {
    check(
        "A NZ:1SPX\n",
        expect![[r#"
            rbn/illegal-double@8..9 error `X`: South doubles partner North's 1♠; only an opponent's bid may be doubled
        "#]],
    );
    check(
        "A NZ:X\n",
        expect![[r#"
            rbn/illegal-double@5..6 error `X`: a double needs an opponent's bid to double, and no bid has been made yet
        "#]],
    );
    // With dealer `X` the seats are not known, but whose side bid is.
    check(
        "A XZ:1SPX\n",
        expect![[r#"
        rbn/illegal-double@8..9 error `X`: this double is of partner's 1♠; only an opponent's bid may be doubled
    "#]],
    );
    clean("A NZ:1SX\n");
}

#[test]
fn redoubles_that_are_not_allowed() {
    check(
        "A NZ:1SR\n",
        expect![[r#"
            rbn/illegal-redouble@7..8 error `R`: 1♠ by North is not doubled, so it cannot be redoubled
        "#]],
    );
    check(
        "A NZ:1SXPR\n",
        expect![[r#"
            rbn/illegal-redouble@9..10 error `R`: West redoubles partner East's double of 1♠; only the side that was doubled may redouble
        "#]],
    );
    clean("A NZ:1SXR\n");
}

#[test]
fn calls_after_the_end() {
    check(
        "A NZ:1SPPP:2H\n",
        expect![[r#"
            rbn/call-after-end@11..13 error `2H`: the auction already ended in 1♠ by North with its closing passes, so this call cannot follow; remove the calls from here on
        "#]],
    );
    check(
        "A NZ:PPPPA\n",
        expect![[r#"
            rbn/call-after-end@9..10 error `A`: the board was already passed out with its closing passes, so `A` (all pass) cannot follow; remove the calls from here on
        "#]],
    );
    clean("A NZ:1SPPP\n");
    // One mistake, one diagnostic: the calls after it are not checked.
    check(
        "A NZ:1S1H1H1H\n",
        expect![[r#"
            rbn/insufficient-bid@7..9 error `1H`: 1♥ is insufficient after 1♠ by North: bid at least 2♥
        "#]],
    );
}

#[test]
fn an_auction_that_reached_the_contract_must_end() {
    check(
        "A NZ:1SP2SP:4S\nC 4S:N\n",
        expect![[r#"
            rbn/unfinished-auction@12..14 warning `4S`: the auction stops here, but C names the contract the auction reached (4♠ by North); a complete auction ends with `A` (all pass) or three passes
              related@17..19 `4S`: the auction is over by this
        "#]],
    );
    check(
        "A NZ:PPP\nR P\n",
        expect![[r#"
            rbn/unfinished-auction@7..8 warning `P`: the auction stops here, but R says the board was passed out; a complete auction ends with `A` (all pass) or a fourth pass
              related@9..12 `R P`: the auction is over by this
        "#]],
    );
    // A partial auction is allowed, alone or before a contract it has not reached yet.
    clean("A NZ:1SP2SP:4S\n");
    clean("A NZ:1SP2SP\nC 4S:N\n");
    clean("A NZ:1SP2SY\nC 2S:N\n");
    clean("A NZ:1SP2SP:4SA\nC 4S:N\n");
}

// Contracts.

#[test]
fn contracts_that_disagree_with_the_auction() {
    check(
        "A NZ:1SP2SP:4SA\nC 4H:N\n",
        expect![[r#"
            rbn/contract-mismatch@18..20 error `4H`: C says 4♥ by North, but the auction ended in 4♠ by North
              related@12..14 `4S`: the auction's last bid
        "#]],
    );
    check(
        "A NZ:1SP2SP:4SA\nC 4S:S\n",
        expect![[r#"
            rbn/contract-mismatch@21..22 error `S`: C names South as declarer, but North was the first of North-South to bid spades, so North declares
        "#]],
    );
    check(
        "A NZ:A\nC 4S:N\n",
        expect![[r#"
            rbn/contract-mismatch@9..11 error `4S`: C says 4♠ by North, but the auction was passed out; remove C or correct the auction
        "#]],
    );
    check(
        "A NZ:1SP2SP:4SX\nC 3S:N\n",
        expect![[r#"
            rbn/contract-mismatch@18..20 error `3S`: C says 3♠ by North, but the auction has already reached 4♠X by North, and an auction only goes up
              related@12..14 `4S`: the highest bid so far
        "#]],
    );
    clean("A NZ:1SP2SP:4SXA\nC 4SX:N\n");
    // The play and the score are not judged by one side of the disagreement.
    check(
        &with_deal("A NZ:1SP2SP:4SA\nC 4S:W\nP H2\nR 10-420\n"),
        expect![[r#"
            rbn/contract-mismatch@77..78 error `W`: C names West as declarer, but North was the first of North-South to bid spades, so North declares
        "#]],
    );
    clean("A NZ:1SP2SP\nC 4SX:N\n");
}

#[test]
fn goals_no_play_can_reach() {
    check(
        "C 4S14:N\n",
        expect![[r#"
            rbn/impossible-goal@4..6 error `14`: a goal of 14 cannot be reached: a goal is the number of tricks declarer aims to win, from 1 to 13
        "#]],
    );
    check(
        "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\nC H6:S:S\n",
        expect![[r#"
            rbn/impossible-goal@41..42 error `6`: a goal of 6 cannot be reached: the hands hold 5 cards each, so declarer can win at most 5 tricks
        "#]],
    );
    clean("H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\nC H5:S:S\n");
    clean("C 4SX8:N\n");
    clean("C CM:W\n");
}

// Plays.

#[test]
fn an_opening_lead_from_the_wrong_hand() {
    check(
        &with_deal("C 4S:N\nP DQ\n"),
        expect![[r#"
            rbn/wrong-opening-leader@65..67 error `DQ`: the opening lead ♦Q is West's card, but East leads: East sits on the left of declarer in 4♠ by North; correct the declarer or the lead
        "#]],
    );
    check(
        &with_deal("C 4S:N:S\nP DQ\n"),
        expect![[r#"
            rbn/leader-not-left-of-declarer@63..64 warning `S`: C names South as the opening leader, but on a full deal the opening lead comes from East, left of declarer North: remove the leader field, which is meant for endings, or correct it to E
            rbn/wrong-opening-leader@67..69 error `DQ`: the opening lead ♦Q is West's card, but South leads: C names South as the opening leader; correct the declarer or the lead
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H2\n"));
    clean(&with_deal("C 4S:S\nP DQ\n"));
}

#[test]
fn cards_not_held() {
    check(
        &with_deal("C 4S:N\nP H2QTK\n"),
        expect![[r#"
            rbn/card-not-held@67..68 error `Q`: trick 1: South does not hold the ♥Q (East holds it)
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H23TK\n"));
    // South has no diamond left: the `3` reads as the ♦3, which South does not hold.
    check(
        &with_deal("C 4S:N\nP DAK28:DJ3\n"),
        expect![[r#"
        rbn/card-not-held@73..74 error `3`: trick 2: South does not hold the ♦3 (West holds it); a card that does not follow suit is written with its suit letter
    "#]],
    );
    clean(&with_deal("C 4S:N\nP DAK28:DJC5\n"));
}

#[test]
fn cards_played_twice() {
    check(
        &with_deal("C 4S:N\nP H23TK:H5Q2\n"),
        expect![[r#"
            rbn/card-played-twice@74..75 error `2`: South plays the ♥2, which East already played in trick 1
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H23TK:H5Q7\n"));
}

#[test]
fn revokes() {
    check(
        &with_deal("C 4S:N\nP H23TK:SA6H43\n"),
        expect![[r#"
            rbn/revoke@74..76 error `H4`: South plays the ♥4 but still holds ♠10, ♠8, ♠5 — revoke in trick 2 (spades were led)
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H23TK:SA653\n"));
}

#[test]
fn leads_without_a_suit() {
    check(
        &with_deal("C 4S:N\nP H23TK:A653\n"),
        expect![[r#"
            rbn/lead-without-suit@71..72 error `A`: the lead to trick 2 gives a rank but no suit; a lead is written with its suit, as `SA`
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H23TK:SA653\n"));
    // The shape of the tricks needs neither deal nor contract.
    check(
        "P H23TK:A653\n",
        expect![[r#"
        rbn/lead-without-suit@8..9 error `A`: the lead to trick 2 gives a rank but no suit; a lead is written with its suit, as `SA`
    "#]],
    );
    // A pseudo play may lead without a suit: a suitless trick.
    clean("P SK--.:STQA.:--+-:S578\n");
}

#[test]
fn tricks_cut_short_before_another() {
    check(
        &with_deal("C 4S:N\nP H23T:SA653\n"),
        expect![[r#"
            rbn/incomplete-trick@65..69 error `H23T`: trick 1 has 3 plays but another trick follows; every trick but the last has four plays
        "#]],
    );
    check(
        "P H23T:SA653\n",
        expect![[r#"
        rbn/incomplete-trick@2..6 error `H23T`: trick 1 has 3 plays but another trick follows; every trick but the last has four plays
    "#]],
    );
    // The play may stop anywhere, mid-trick too.
    clean(&with_deal("C 4S:N\nP H23TK:SA6\n"));
}

#[test]
fn plays_after_the_last_trick() {
    check(
        "H N:A:K:Q:J\nC SM:N:E\nP SKQJA:SK\n",
        expect![[r#"
            rbn/too-many-tricks@29..31 error `SK`: the play is over after 1 trick, since the hands hold 1 card each; remove the plays from here on
        "#]],
    );
    clean("H N:A:K:Q:J\nC SM:N:E\nP SKQJA\n");
}

#[test]
fn pseudo_plays_stand_for_the_lowest_and_highest_cards() {
    // `-` is East's ♥2 and South's ♥3: the ♥2 cannot come again.
    check(
        &with_deal("C 4S:N\nP H--TK:H2\n"),
        expect![[r#"
            rbn/card-played-twice@71..73 error `H2`: North plays the ♥2, which East already played in trick 1
        "#]],
    );
    // `+` is South's ♥A, which wins the trick: South leads next.
    check(
        &with_deal("C 4S:N\nP H-+TK:HA\n"),
        expect![[r#"
            rbn/card-played-twice@71..73 error `HA`: South plays the ♥A, which South already played in trick 1
        "#]],
    );
    clean(&with_deal("C 4S:N\nP H-+TK:H3\n"));
    // A discard `.` ends the replay without a diagnostic.
    clean(&with_deal("C 4S:N\nP H2.TK:H2\n"));
}

// Results.

#[test]
fn tricks_that_disagree_with_the_play() {
    let play = "C 4S:N\nP H23TK:SA653:SK784\n";
    check(
        &with_deal(&format!("{play}R 2\n")),
        expect![[r#"
            rbn/tricks-mismatch@85..86 error `2`: declarer (North) has already won 3 of the first 3 tricks in the play, but R says 2
              related@63..82 `P H23TK:SA653:SK784`: the play
        "#]],
    );
    check(
        "C 4S:N\nR 14\n",
        expect![[r#"
            rbn/tricks-mismatch@9..11 error `14`: declarer cannot win 14 tricks: a deal has 13
        "#]],
    );
    clean(&with_deal(&format!("{play}R 3\n")));
    clean(&with_deal(&format!("{play}R 13\n")));
}

/// All thirteen tricks of 4♠ by North on [`DEAL`]: North-South win nine.
const FULL_PLAY: &str = "P H23TK:SA653:SK784:SQ9TD2:C3K58:DAK38:DJH4Q9:D7T5H7:S2JH9D4:\
                         HQA65:CQ9A2:C47JT:C6D6HJH8\n";

#[test]
fn after_a_complete_play_the_tricks_are_known() {
    let record = with_deal(&format!("A NZ:1SP2SP:4SA\nC 4S:N\n{FULL_PLAY}"));
    clean(&format!("{record}R 9-50\n"));
    check(
        &format!("{record}R 10+420\n"),
        expect![[r#"
            rbn/tricks-mismatch@169..171 error `10`: the play gives declarer (North) 9 tricks, but R says 10
              related@79..166 `P H23TK:SA653:SK784:SQ9TD2:C3K58:DAK38:DJH4Q9:D7T5H7:S2JH9D4:HQA65:CQ9A2:C47JT:C6D6HJH8`: the play
        "#]],
    );
    // A fourteenth trick has no cards left to play.
    let longer = FULL_PLAY.replace('\n', ":SA\n");
    check(
        &with_deal(&format!("C 4S:N\n{longer}")),
        expect![[r#"
        rbn/too-many-tricks@151..153 error `SA`: the play is over after 13 tricks, since the hands hold 13 cards each; remove the plays from here on
    "#]],
    );
}

#[test]
fn the_example_deal_of_rbn_3_2_is_at_most_eleven_tricks() {
    let record = "H W:A8765.QT.K9.AT87:J42.AJ7632.J.632:QT3.85.Q86.KQJ54:\n\
                  A WZ:1S2H2S4D:4SPP5H:XA\nC 5HX:N\n\
                  P CK972:CQ!H483:DA9J6:D2KH28:SJ?QKA:CA\n";
    clean(&format!("{record}R 9-300:0\n"));
    check(
        &format!("{record}R 12+750\n"),
        expect![[r#"
            rbn/tricks-mismatch@129..131 error `12`: declarer (North) has won 3 of the first 5 tricks in the play, so at most 11 in all, but R says 12
              related@88..126 `P CK972:CQ!H483:DA9J6:D2KH28:SJ?QKA:CA`: the play
        "#]],
    );
}

#[test]
fn scores_that_disagree_with_contract_vulnerability_and_tricks() {
    check(
        "A NZ:1SP2SP:4SA\nC 4S:N\nR 10+450\n",
        expect![[r#"
            rbn/score-mismatch@27..31 error `+450`: 4♠ by North with 10 tricks is made exactly and scores +420 for North-South (declarer not vulnerable), but R says +450
        "#]],
    );
    check(
        "A NX:1SP2SP:4SA\nC 4S:N\nR 10+650\n",
        expect![[r#"
            rbn/score-mismatch@27..31 error `+650`: 4♠ by North with 10 tricks is made exactly and scores +420 not vulnerable or +620 vulnerable for North-South (the A label gives no vulnerability), but R says +650
        "#]],
    );
    check(
        "A EB:1NP2C^1P:2SP6SA\nC 6S:E\nR 11+50\n",
        expect![[r#"
            rbn/score-mismatch@32..35 error `+50`: 6♠ by East with 11 tricks is down 1 and scores +100 for North-South (declarer vulnerable), but R says +50
        "#]],
    );
    clean("A NZ:1SP2SP:4SA\nC 4S:N\nR 10+420\n");
    clean("A NX:1SP2SP:4SA\nC 4S:N\nR 10+620\n");
    clean("A EB:1NP2C^1P:2SP6SA\nC 6S:E\nR 12-1430:-13\n");
    // Rubber bridge scores otherwise.
    clean("F R\nA NZ:1SP2SP:4SA\nC 4S:N\nR 10+450\n");
}

#[test]
fn pass_outs_that_disagree() {
    check(
        "A NZ:1SP2SP:4SA\nR P\n",
        expect![[r#"
            rbn/passed-out-mismatch@18..19 error `P`: R says the board was passed out, but the auction ended in 4♠ by North; give declarer's tricks instead of `P`
        "#]],
    );
    check(
        "A NZ:A\nR 9\n",
        expect![[r#"
            rbn/passed-out-mismatch@9..10 error `9`: R gives declarer's tricks, but the auction was passed out: there is no declarer; write `R P`
        "#]],
    );
    check(
        "A NZ:A\nR P+50\n",
        expect![[r#"
            rbn/score-mismatch@10..13 error `+50`: a passed-out board scores 0, but R says +50
        "#]],
    );
    clean("A NZ:A\nR P\n");
    clean("A NZ:A\nR P:-2\n");
}

// Records together.

#[test]
fn a_record_without_h_plays_on_the_deal_before() {
    let first = format!("B 1\n{DEAL}\n");
    check(
        &format!("{first}B 2\nC 4S:N\nP DQ\n"),
        expect![[r#"
            rbn/wrong-opening-leader@74..76 error `DQ`: the opening lead ♦Q is West's card, but East leads: East sits on the left of declarer in 4♠ by North; correct the declarer or the lead
        "#]],
    );
    // A null `H` stops the repetition: no deal, so the lead cannot be judged.
    clean(&format!("{first}B 2\nH\nC 4S:N\nP DQ\n"));
}

#[test]
fn rbx_records_are_checked_alike() {
    let text =
        "%{RBX}H{N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:}A{NZ:1SP2SP:4SA}C{4H:N}\n";
    let found = diagnostics(Format::Rbx, text);
    expect![[r#"
        rbn/contract-mismatch@80..82 error `4H`: C says 4♥ by North, but the auction ended in 4♠ by North
          related@74..76 `4S`: the auction's last bid
    "#]]
    .assert_eq(&found);
}

#[test]
fn labels_with_syntax_errors_are_left_to_the_parser() {
    clean("H N:AKQ2.KJ5.T98.A4.3:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n");
    clean("H S:AQ4.K52.1098.AJ73:K93.QJ4.J765.Q62:J85.A763.AK4.K84:\n");
    clean("A NZ:1NTP1S\n");
}

// Through the whole pipeline `gamerec check` runs: parse, syntax errors, record checks.

/// Every diagnostic of `text` as `line:column severity[code] message`.
fn pipeline(format: Format, text: &str) -> String {
    let parse = parse(format, text);
    let index = crate::ide::LineIndex::new(text);
    crate::ide::analysis::diagnostics(&parse)
        .iter()
        .map(|diagnostic| {
            let at = index.line_col(diagnostic.range.start());
            format!(
                "{}:{} {}[{}] {}",
                at.line + 1,
                at.col + 1,
                diagnostic.severity.name(),
                diagnostic.code,
                diagnostic.message
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_club_night_file_with_one_mistake_per_board() {
    let text = "% RBN 3.2\n\
                B 1\n\
                H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
                A NZ:1SP2SP:4SA\n\
                C 4S:N\n\
                P H23TK:SA6H4\n\
                R 10+420\n\
                \n\
                B 2\n\
                H E:A643.KJT8.92.AK3:2.653.QJT7.T9842:KQ97.Q9.AK54.J75:\n\
                A EB:1NP2C^1P:2SP6SA\n\
                1 Stayman\n\
                C 6S:W\n\
                R 12-1430:-13\n\
                \n\
                B 3\n\
                H S:AQ4.K52.T98.AJ73:K93.QJ4.J765.Q62:J85.A763.AK4.K84:\n\
                A SZ:1NP3NP:P\n\
                C 3N:S\n\
                R 9+600\n";
    expect![[r#"
        6:12 error[rbn/revoke] South plays the ♥4 but still holds ♠10, ♠8, ♠5 — revoke in trick 2 (spades were led)
        11:4 hint[rbn/dealer-off-rotation] the A label gives the vulnerability as Both, but on board 2 it is North-South in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
        13:6 error[rbn/contract-mismatch] C names West as declarer, but East was the first of East-West to bid spades, so East declares
        18:4 hint[rbn/dealer-off-rotation] the A label gives the vulnerability as None, but on board 3 it is East-West in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
        18:13 warning[rbn/unfinished-auction] the auction stops here, but C names the contract the auction reached (3NT by South); a complete auction ends with `A` (all pass) or three passes
        20:4 error[rbn/score-mismatch] 3NT by South with 9 tricks is made exactly and scores +400 for North-South (declarer not vulnerable), but R says +600"#]].assert_eq(&pipeline(Format::Rbn, text));
}

#[test]
fn a_record_without_h_plays_the_deal_repeated_from_an_earlier_one() {
    let text = "% RBN 3.2\n\
                B 1\n\
                H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n\
                \n\
                B 2\n\
                A NZ:1SP2SP:4SA\n\
                C 4S:N\n\
                P H23TK:SA6H4\n";
    expect![[r#"
        6:3 hint[rbn/dealer-off-rotation] the A label names North as dealer, but board 2 is dealt by East in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
        6:4 hint[rbn/dealer-off-rotation] the A label gives the vulnerability as None, but on board 2 it is North-South in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
        8:12 error[rbn/revoke] South plays the ♥4 but still holds ♠10, ♠8, ♠5 — revoke in trick 2 (spades were led)"#]].assert_eq(&pipeline(Format::Rbn, text));
}

#[test]
fn a_scoring_form_given_in_an_earlier_record_stays_in_force() {
    let rubber = "% RBN 3.2\nF R\nB 1\n\nB 2\nA NZ:1SP2SP:4SA\nC 4S:N\nR 10+450\n";
    expect![""].assert_eq(&pipeline(Format::Rbn, rubber));
    let duplicate = rubber.replace("F R\n", "");
    expect![[r#"
        5:3 hint[rbn/dealer-off-rotation] the A label names North as dealer, but board 2 is dealt by East in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
        5:4 hint[rbn/dealer-off-rotation] the A label gives the vulnerability as None, but on board 2 it is North-South in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
        7:5 error[rbn/score-mismatch] 4♠ by North with 10 tricks is made exactly and scores +420 for North-South (declarer not vulnerable), but R says +450"#]].assert_eq(&pipeline(Format::Rbn, &duplicate));
}

#[test]
fn an_rbx_file_through_the_pipeline() {
    let text = "%{RBX}B{1}H{N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:}A{NZ:1SP2SP:4SA}C{4S:N}P{H23TK:SA6H4}\n";
    expect!["1:101 error[rbn/revoke] South plays the ♥4 but still holds ♠10, ♠8, ♠5 — revoke in trick 2 (spades were led)"].assert_eq(&pipeline(Format::Rbx, text));
}

// No input makes the checks panic.

proptest::proptest! {
    #[test]
    fn arbitrary_records_do_not_panic(
        text in "(H [NESWnx:;.AKQJT2-9?]{0,60}\n|A [NESWZBX:1-7CDHSNPXRAY^!?*]{0,30}\n\
                 |C [0-9CDHSNXRM:NESW]{0,10}\n|P [CDHSAKQJT2-9:;+~.Y-]{0,60}\n\
                 |R [0-9P+:=.-]{0,12}\n|M [0-9A-D:]{0,5}\n|F [RIM]\n|\n){0,12}"
    ) {
        let _ = diagnostics(Format::Rbn, &text);
    }

    #[test]
    fn arbitrary_plays_on_a_real_deal_do_not_panic(
        auction in "[1-7CDHSNPXRA]{0,16}",
        contract in "[1-7]?[CDHSN][XR]?[0-9]{0,2}:[NESW](:[NESW])?",
        play in "[CDHSAKQJT2-9:;+~.-]{0,80}",
        result in "[0-9]{0,2}([+-][0-9]{1,4})?",
    ) {
        let text = with_deal(&format!("A NZ:{auction}\nC {contract}\nP {play}\nR {result}\n"));
        let _ = diagnostics(Format::Rbn, &text);
    }
}

// The examples of the RBN 3.2 document.

#[test]
fn the_examples_of_rbn_3_2_are_clean() {
    let records = [
        "H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:\n",
        "H S:9.AK6.AKT982.K87:K7654.J73.Q65.T6:QT2.T94.J4.AQ953:\n",
        "H E:T4.8642.AKT8.K65\n",
        "H W:K9.K9.9:3.A3.Q.4:Q82..J.A:A7.7.K8\nM 3:::\nC H5:S:S\n",
        "H W:43:KJ2:Q976:AT85\n",
        "H W:A875.632.76.8643;Q632.Q87.J842.Q2:KJT4.KJT4.AQ3.AJ;\nM 9\n",
        "H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;\n",
        "H E;K5.T.KQJT98.KQJT:A876.A2.765.A876;32.KQJ9876543..9:\n",
        "H S:A876.A2.765.A876;32.KQJ9876543..9:QJT94..A432.5432;\n",
        "H W;32.KQJ9876543..9:QJT94..A432.5432;K5.T.KQJT98.KQJT:\n",
        "H N:QJT94..A432.5432;K5.T.KQJT98.KQJT:A876.A2.765.A876;\n",
        "A SZ:1SP2SP:4SA\n",
        "A WE:A\nR P:-2\n",
        "A NB:1SXY\n",
        "A 1SP2CP:2D\n",
        "A EB:3CP3N?P:PX!R^1A\n1 apparently lost his mind\n",
        "C 5D:N\n",
        "C 6NR:E\n",
        "C 4SX8:S\n",
        "C CM:W\n",
        "P SK54T:SA87H3:HA245:HKQ8J\n",
        "P HQ*3J2:HK47A:DJA53:HT68C7^1\n1 subtle falsecard\n",
        "R 10+620\n",
        "R 8-300:+4\n",
        "R +2140:+12.29\n",
        "R 9-100:=\n",
        "H W:AK2\nA SB:1HP5H^1A\n1 nuts\nC 5H:S\n",
    ];
    for record in records {
        clean(record);
    }
}

#[test]
fn the_north_south_example_of_rbn_3_2_holds_two_sevens_twice() {
    // North's ♦AKQ72 and ♣753 against South's ♦753 and ♣AKQ72: the document's own slip.
    check(
        "H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72\n",
        expect![[r#"
            rbn/duplicate-card@29..30 error `7`: the ♦7 is in North's hand and again in South's; a card is in one hand only
              related@14..15 `7`: the ♦7 in North's hand
            rbn/duplicate-card@36..37 error `7`: the ♣7 is in North's hand and again in South's; a card is in one hand only
              related@17..18 `7`: the ♣7 in North's hand
        "#]],
    );
}
