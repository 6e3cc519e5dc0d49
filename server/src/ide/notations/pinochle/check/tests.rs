//! Tests of the Pinochle checks.

mod near_misses;

use crate::ide::analysis::diagnostics;
use gamerec_grammar::{parse, Format};

fn codes(text: &str) -> Vec<String> {
    diagnostics(&parse(Format::Pinochle, text))
        .iter()
        .map(|diagnostic| {
            let range = diagnostic.range;
            format!("{}@{:?}", diagnostic.code, range)
        })
        .collect()
}

#[test]
fn preferans_content_read_as_pinochle_is_pointed_at() {
    let found = codes("[Site \"x\"]\n[Bula \"60\"]\n");
    assert!(
        found.contains(&"pinochle/notation-undecided@11..22".to_string()),
        "{found:?}"
    );
}

#[test]
fn pinochle_content_is_not_questioned() {
    let found = codes("% PPN 1.0\n% EXPORT\n\n[Bula \"60\"]\n");
    assert!(
        !found
            .iter()
            .any(|code| code.starts_with("pinochle/notation")),
        "{found:?}"
    );
    assert!(codes("").is_empty());
}

/// The codes of `text` read as Pinochle, without the header checks' own.
fn codes_without_headers(text: &str) -> Vec<String> {
    codes(text)
        .into_iter()
        .filter(|code| !code.starts_with("pinochle/missing-header"))
        .collect()
}

#[test]
fn the_headers_open_the_file_in_order() {
    assert_eq!(
        codes("% PPN 1.0\n% IMPORT\n\n[Site \"x\"]\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        codes("[Site \"x\"]\n"),
        [
            "pinochle/missing-header@0..0",
            "pinochle/missing-header@0..0"
        ]
    );
    assert_eq!(
        codes("% EXPORT\n% PPN 1.0\n"),
        [
            "pinochle/misplaced-header@0..8",
            "pinochle/misplaced-header@9..18"
        ]
    );
}

#[test]
fn headers_and_tags_are_at_most_255_characters() {
    let header = "% PPN 1.0\n% IMPORT\n";
    let note = |len: usize| format!("{header}[Note \"{}\"]\n", "é".repeat(len));
    // `[Note ""]` is 9 characters.
    assert_eq!(codes(&note(246)), Vec::<String>::new());
    let long = codes(&note(247));
    assert_eq!(long.len(), 1, "{long:?}");
    assert!(
        long[0].starts_with("pinochle/line-too-long@19.."),
        "{long:?}"
    );
    // In the second hand, and a header line among a hand's tags and at file level.
    let second = format!("{header}[Site \"x\"]\n\n[Note \"{}\"]\n", "é".repeat(247));
    let long = codes(&second);
    assert!(
        matches!(&long[..], [one] if one.starts_with("pinochle/line-too-long@31..")),
        "{long:?}"
    );
    let comment = format!("% {}\n", "x".repeat(254));
    let in_hand = format!("{header}[Site \"x\"]\n{comment}[Date \"?\"]\n");
    assert_eq!(codes(&in_hand), ["pinochle/line-too-long@30..286"]);
    let at_file_level = format!("{header}{comment}\n[Site \"x\"]\n");
    assert_eq!(codes(&at_file_level), ["pinochle/line-too-long@19..275"]);
}

#[test]
fn a_missing_opening_header_is_found_in_a_hand() {
    let text = "% IMPORT\n\n[Site \"x\"]\n% PPN 1.0\n[Date \"?\"]\n";
    assert_eq!(
        codes(text),
        [
            "pinochle/misplaced-header@0..8",
            "pinochle/misplaced-header@21..30"
        ]
    );
}

#[test]
fn export_asks_for_its_tags_in_order() {
    let all: String = gamerec_grammar::pinochle::spec::EXPORT_TAGS
        .iter()
        .map(|name| format!("[{name} \"?\"]\n"))
        .collect();
    let export = format!("% PPN 1.0\n% EXPORT\n\n{all}");
    assert_eq!(codes(&export), Vec::<String>::new());
    let import = "% PPN 1.0\n% IMPORT\n\n[Date \"2015.08.31\"]\n[Site \"x\"]\n";
    assert_eq!(codes(import), Vec::<String>::new());
    let swapped = "% PPN 1.0\n% EXPORT\n\n[Date \"2015.08.31\"]\n[Site \"x\"]\n";
    let found = codes(swapped);
    assert!(
        found.contains(&"pinochle/missing-export-tags@20..39".to_owned()),
        "{found:?}"
    );
    assert!(
        found.contains(&"pinochle/export-tag-order@40..50".to_owned()),
        "{found:?}"
    );
}

#[test]
fn prefixes_stand_only_before_some_tags_and_run_forward() {
    assert_eq!(
        codes_without_headers("@P.19.3-R=[Chat \"N:gg\"]\n@M-=[North \"Ann\"]\n"),
        Vec::<String>::new()
    );
    assert_eq!(
        codes_without_headers("@A-=[Contract \"65\"]\n"),
        ["pinochle/prefix-not-allowed@0..4"]
    );
    assert_eq!(
        codes_without_headers("@P.19.3-P.19.2=[Chat \"x\"]\n@P.2-P.19=[Note \"x\"]\n"),
        ["pinochle/prefix-ends-before-start@0..15"]
    );
}

#[test]
fn simple_values_are_checked() {
    let good = "[Date \"2015.08.31\"]\n[Trump \"-\"]\n[Result \"No Board\"]\n[Hand \"2\"]\n\
                [Contract \"*\"]\n";
    assert_eq!(codes_without_headers(good), Vec::<String>::new());
    let bad = "[Date \"2015.13.01\"]\n[Trump \"Hearts\"]\n[Result \"saved\"]\n[Hand \"two\"]\n";
    assert_eq!(
        codes_without_headers(bad),
        [
            "pinochle/bad-value@7..17",
            "pinochle/bad-value@28..34",
            "pinochle/bad-value@46..51",
            "pinochle/bad-value@61..64"
        ]
    );
}

#[test]
fn scores_and_seats_fit_the_table() {
    let four = "[GameScores \"-54:328\"]\n[Dealer \"W\"]\n";
    assert_eq!(codes_without_headers(four), Vec::<String>::new());
    assert_eq!(
        codes_without_headers("[GameScores \"1:2:3\"]\n"),
        ["pinochle/team-count@13..18"]
    );
    // A score that cannot be read is reported once, as syntax.
    assert_eq!(
        codes_without_headers("[GameScores \"1:x\"]\n"),
        ["pinochle/value-syntax@15..16"]
    );
    let three = "[Competition \"Single-deck Three-handed\"]\n[GameScores \"1:2:3\"]\n\
                 [Dealer \"SE\"]\n[East \"Bo\"]\n[Play \"E\"]\nHA HK HQ (E2)\n";
    assert_eq!(
        codes_without_headers(three),
        [
            "pinochle/seat-not-at-table@76..87",
            "pinochle/seat-not-at-table@95..96",
            "pinochle/seat-not-at-table@109..110"
        ]
    );
    // The seat tags tell the table when no Competition tag does.
    let two = "[North \"Al\"]\n[South \"Bo\"]\n[GameScores \"1:2\"]\n[Dealer \"E\"]\n";
    assert_eq!(
        codes_without_headers(two),
        ["pinochle/seat-not-at-table@54..55"]
    );
}

/// The example hand of `docs/examples`, which checks clean, with `from` replaced by `to`.
fn example_with(from: &str, to: &str) -> String {
    let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
    let text = std::fs::read_to_string(path).expect("the example hand");
    assert!(text.contains(from), "the example has no {from:?}");
    text.replacen(from, to, 1)
}

fn has(found: &[String], code: &str) -> bool {
    found
        .iter()
        .any(|found| found.starts_with(&format!("{code}@")))
}

#[test]
fn the_example_hand_is_clean() {
    assert_eq!(codes(&example_with("[Site", "[Site")), Vec::<String>::new());
}

#[test]
fn the_deal_gives_each_player_a_hand_of_the_decks_cards() {
    let first_hand = "TTKKQQJ.AATKKQJ.AQ.AQQJ";
    let dealer = codes(&example_with("[Dealer \"N\"]", "[Dealer \"S\"]"));
    assert!(has(&dealer, "pinochle/deal-first-seat"), "{dealer:?}");
    let short = codes(&example_with(first_hand, "TTKKQQ.AATKKQJ.AQ.AQQJ"));
    assert!(has(&short, "pinochle/hand-size"), "{short:?}");
    let fifth_ace = codes(&example_with(first_hand, "ATKKQQJ.AATKKQJ.AQ.AQQJ"));
    assert!(has(&fifth_ace, "pinochle/too-many-copies"), "{fifth_ace:?}");
    let nine = codes(&example_with(first_hand, "TTKKQQJ.AATKKQJ.A9.AQQJ"));
    assert!(has(&nine, "pinochle/too-many-copies"), "{nine:?}");
    // Three from a single deck, 15 cards each and 3 in the kitty.
    let three = |kitty: &str| {
        let hand = "AATTKQ.AJ.QQ9.KQJJ";
        codes_without_headers(&format!(
            "[Competition \"Single-deck Three-handed\"]\n[Dealer \"SW\"]\n{kitty}\
             [Deal \"N:{hand} {hand} {hand}\"]\n"
        ))
    };
    assert!(!has(&three("[Kitty \"HA HT H9\"]\n"), "pinochle/hand-size"));
    assert!(has(&three(""), "pinochle/hand-size"));
    assert!(has(
        &three("[Kitty \"HA HT H9 SA ST S9\"]\n"),
        "pinochle/hand-size"
    ));
    assert!(!has(
        &three("[Discard \"A... (1)\"]\n"),
        "pinochle/hand-size"
    ));
    let three_hands = codes(&example_with(" ATTKK.TKQJ.ATTQJ.TKKKQJ\"]", "\"]"));
    assert!(
        has(&three_hands, "pinochle/deal-hand-count"),
        "{three_hands:?}"
    );
}

#[test]
fn the_play_is_replayed_trick_by_trick() {
    let winner = codes(&example_with("SJ SA SQ SK (N2)", "SJ SA SQ SK (E2)"));
    assert!(has(&winner, "pinochle/wrong-trick-winner"), "{winner:?}");
    let points = codes(&example_with("SJ SA SQ SK (N2)", "SJ SA SQ SK (N3)"));
    assert_eq!(points.len(), 1, "{points:?}");
    assert!(has(&points, "pinochle/wrong-trick-points"), "{points:?}");
    let scores = codes(&example_with(
        "[PlayScores \"20:30\"]",
        "[PlayScores \"21:29\"]",
    ));
    assert_eq!(scores.len(), 1, "{scores:?}");
    assert!(has(&scores, "pinochle/play-scores-mismatch"), "{scores:?}");
    // West leads; West holds no club queen.
    let not_held = codes(&example_with("SJ SA SQ SK (N2)", "CQ SA SQ SK (N2)"));
    assert!(has(&not_held, "pinochle/card-not-held"), "{not_held:?}");
    // South holds diamonds and plays a club on a diamond lead.
    let revoke = codes(&example_with("DJ DK DT DA (W3)", "DJ DK CA DA (W3)"));
    assert!(has(&revoke, "pinochle/revoke"), "{revoke:?}");
    // East could beat the jack with the king and plays the other jack.
    let low = codes(&example_with("DJ DK DT DA (W3)", "DJ DJ DT DA (W3)"));
    assert!(has(&low, "pinochle/did-not-beat"), "{low:?}");
}

#[test]
fn a_player_void_in_the_suit_led_trumps() {
    let hand = "[Dealer \"W\"]\n[Trump \"S\"]\n[Deal \"N:A... K... .A.. ..A.A\"]\n\
                [Play \"N\"]\nCA CK DA HA (N4)\n";
    let found = codes_without_headers(hand);
    assert!(has(&found, "pinochle/did-not-trump"), "{found:?}");
    let trumped = hand.replace("CA CK DA HA (N4)", "CA CK DA SA (W4)");
    let found = codes_without_headers(&trumped);
    assert!(
        !found
            .iter()
            .any(|code| code.contains("trump") || code.contains("trick")),
        "{found:?}"
    );
}

#[test]
fn the_auction_is_replayed() {
    let bids = "51 52 56 Pass\nPass 58 61 -\n- 65 67 -\n- Pass\n";
    let with_bids = |to: &str| codes(&example_with(bids, to));
    let lower = with_bids("51 50 56 Pass\nPass 58 61 -\n- 65 67 -\n- Pass\n");
    assert!(has(&lower, "pinochle/bid-not-higher"), "{lower:?}");
    let again = with_bids("51 52 56 Pass\nPass 58 61 -\nPass 65 67 -\n- Pass\n");
    assert!(has(&again, "pinochle/auction-turn"), "{again:?}");
    let dash = with_bids("51 52 56 Pass\n- 58 61 -\n- 65 67 -\n- Pass\n");
    assert!(has(&dash, "pinochle/auction-turn"), "{dash:?}");
    let after = with_bids("51 52 56 Pass\nPass 58 61 -\n- 65 67 -\n- Pass 70\n");
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(has(&after, "pinochle/call-after-auction"), "{after:?}");
    let contract = codes(&example_with("[Contract \"67\"]", "[Contract \"66\"]"));
    assert_eq!(contract.len(), 1, "{contract:?}");
    assert!(has(&contract, "pinochle/contract-mismatch"), "{contract:?}");
    let declarer = codes(&example_with("[Declarer \"W\"]", "[Declarer \"E\"]"));
    assert_eq!(declarer.len(), 1, "{declarer:?}");
    assert!(has(&declarer, "pinochle/declarer-mismatch"), "{declarer:?}");
    let first = codes(&example_with("[Auction \"E\"]", "[Auction \"S\"]"));
    assert!(has(&first, "pinochle/auction-first-seat"), "{first:?}");
    // A cut-short auction judges what is written and nothing after.
    let cut = codes(&example_with(
        &format!("[Auction \"E\"]\n{bids}"),
        "[Termination \"S:Time out\"]\n[Auction \"E\"]\n51 52 *\n",
    ));
    assert_eq!(cut, Vec::<String>::new());
}

#[test]
fn melds_are_held_and_scored_by_the_table() {
    let north = ".KQJ.Q.KQ(8)";
    assert!(codes(&example_with(north, ".KQJ.Q.KQ(8)")).is_empty());
    // North holds no club queen.
    let not_held = codes(&example_with(north, "Q.KQJ.Q.KQ(8)"));
    assert!(has(&not_held, "pinochle/meld-not-held"), "{not_held:?}");
    let points = codes(&example_with(north, ".KQJ.Q.KQ(10)"));
    assert_eq!(points.len(), 1, "{points:?}");
    assert!(has(&points, "pinochle/meld-points"), "{points:?}");
    let three = codes(&example_with(" .J.ATKQJ.(19)\"]", "\"]"));
    assert!(has(&three, "pinochle/meld-count"), "{three:?}");
    // Another scoring system's table is not known: its points are not judged.
    let scoring = |system: &str| {
        codes(
            &example_with(north, ".KQJ.Q.KQ(10)")
                .replacen("[Trump", &format!("[Scoring \"{system}\"]\n[Trump"), 1)
                .replacen("[MeldScores \"28:35\"]", "[MeldScores \"30:35\"]", 1)
                .replacen("[HandScores \"48:-67\"]", "[HandScores \"50:-67\"]", 1),
        )
    };
    let other = scoring("National Pinochle Association");
    assert!(other.is_empty(), "{other:?}");
    assert!(has(&scoring("Standard"), "pinochle/meld-points"));
}

#[test]
fn the_scores_follow_from_meld_play_and_contract() {
    let meld = codes(&example_with(
        "[MeldScores \"28:35\"]",
        "[MeldScores \"28:36\"]",
    ));
    assert_eq!(meld.len(), 1, "{meld:?}");
    assert!(has(&meld, "pinochle/meld-scores-mismatch"), "{meld:?}");
    // A club's minimum meld may leave a team's meld at nothing.
    let minimum = codes(&example_with(
        "[MeldScores \"28:35\"]\n[PlayScores \"20:30\"]\n[Result \"Set\"]\n[HandScores \"48:-67\"]",
        "[MeldScores \"0:35\"]\n[PlayScores \"20:30\"]\n[Result \"Set\"]\n[HandScores \"20:-67\"]",
    ));
    assert!(minimum.is_empty(), "{minimum:?}");
    let result = codes(&example_with("[Result \"Set\"]", "[Result \"Saved\"]"));
    assert_eq!(result.len(), 1, "{result:?}");
    assert!(has(&result, "pinochle/result-mismatch"), "{result:?}");
    let no_trump = codes(&example_with("[Result \"Set\"]", "[Result \"No Trump\"]"));
    assert!(has(&no_trump, "pinochle/result-mismatch"), "{no_trump:?}");
    let hand = codes(&example_with(
        "[HandScores \"48:-67\"]",
        "[HandScores \"48:65\"]",
    ));
    assert_eq!(hand.len(), 1, "{hand:?}");
    assert!(has(&hand, "pinochle/hand-scores-mismatch"), "{hand:?}");
    // A wrong contract is reported once, by the auction, and not again in the scores.
    let contract = codes(&example_with("[Contract \"67\"]", "[Contract \"60\"]"));
    assert_eq!(contract.len(), 1, "{contract:?}");
}

#[test]
fn holding_is_the_deal_after_the_exchange() {
    let deal = "[Deal \"E:TTKKQQJ.AATKKQJ.AQ.AQQJ AJ.ATQQJ.ATKQ.AAATTKQJJ AAQQJJ.ATKJ.ATKKKQJJJ.T \
                ATTKK.TKQJ.ATTQJ.TKKKQJ\"]";
    let same = deal.replace("[Deal", "[Holding");
    let kept = codes(&example_with(deal, &format!("{deal}\n{same}")));
    assert!(kept.is_empty(), "{kept:?}");
    // East passes a club ten to West, his partner, and gets a club ace back.
    let swapped =
        same.replacen("TTKKQQJ.", "ATKKQQJ.", 1)
            .replacen("AAQQJJ.ATKJ", "ATQQJJ.ATKJ", 1);
    let with = |passed: &str| codes(&example_with(deal, &format!("{deal}\n{passed}{swapped}")));
    let unrecorded = with("");
    assert!(
        has(&unrecorded, "pinochle/holding-mismatch"),
        "{unrecorded:?}"
    );
    for passed in [
        "[Passed \"E:T... A...\"]\n",
        "[Passed \"E:T... ... A... ...\"]\n",
    ] {
        let found = with(passed);
        assert!(
            !has(&found, "pinochle/holding-mismatch"),
            "{passed}: {found:?}"
        );
    }
    // Listed all four, the ace comes from South, who is not East's partner.
    let from_south = with("[Passed \"E:T... A... ... ...\"]\n");
    assert!(
        has(&from_south, "pinochle/holding-mismatch"),
        "{from_south:?}"
    );
    let lost = same.replacen("TTKKQQJ.", "TKKQQJ.", 1);
    let fewer = codes(&example_with(
        deal,
        &format!("{deal}\n[Passed \"E:T...\"]\n{lost}"),
    ));
    assert!(has(&fewer, "pinochle/holding-mismatch"), "{fewer:?}");
}

#[test]
fn game_scores_carry_on_from_the_hand_before() {
    let first = example_with("[Site", "[Site");
    let second = first
        .replace("[Hand \"1\"]", "[Hand \"2\"]")
        .replace("[GameScores \"0:0\"]", "[GameScores \"48:-67\"]")
        .replace("% PPN 1.0\n% EXPORT\n%\n", "");
    let carried = codes(&format!("{first}\n{second}"));
    assert!(carried.is_empty(), "{carried:?}");
    let wrong = second.replace("[GameScores \"48:-67\"]", "[GameScores \"48:67\"]");
    let found = codes(&format!("{first}\n{wrong}"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(has(&found, "pinochle/game-scores-carried"), "{found:?}");
    // A new game starts from its own scores.
    let new_game = wrong.replace("[Hand \"2\"]", "[Hand \"1\"]");
    assert!(codes(&format!("{first}\n{new_game}")).is_empty());
}

#[test]
fn inheriting_needs_an_earlier_tag_of_the_name() {
    let header = "% PPN 1.0\n% IMPORT\n\n";
    assert_eq!(
        codes(&format!("{header}[Site \"#\"]\n")),
        ["pinochle/inherit-without-previous@20..30"]
    );
    let later = format!("{header}[Site \"Valley City\"]\n\n[Site \"#\"]\n[Event \"##\"]\n");
    let found = codes(&later);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        has(&found, "pinochle/inherit-without-previous"),
        "{found:?}"
    );
}

#[test]
fn a_tag_given_double_hash_stands_in_for_the_tag_in_later_hands() {
    let example = example_with("[Site", "[Site");
    let hand = &example[example.find("{ The first").expect("the example's comment")..];
    let second = hand.replacen(
        "[Site \"Valley City, North Dakota, USA\"]",
        "[Site \"##\"]",
        1,
    );
    let third = hand.replacen("[Site \"Valley City, North Dakota, USA\"]\n", "", 1);
    let found = codes(&format!("{example}\n{second}\n{third}"));
    assert!(found.is_empty(), "{found:?}");
    // Without the `##` the third hand lacks its Site.
    let found = codes(&format!("{example}\n{hand}\n{third}"));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(has(&found, "pinochle/missing-export-tags"), "{found:?}");
}

#[test]
fn a_star_ends_its_section_and_in_export_a_termination_tag_says_why() {
    let cut = "[Play \"N\"]\nCA * CK\n";
    assert_eq!(
        codes_without_headers(cut),
        ["pinochle/after-termination@16..18"]
    );
    let export = "% PPN 1.0\n% EXPORT\n\n";
    let unexplained = |body: &str| {
        codes(&format!("{export}{body}"))
            .into_iter()
            .filter(|code| !code.starts_with("pinochle/missing-export-tags"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        unexplained("[Play \"N\"]\nCA *\n"),
        ["pinochle/termination-unexplained@34..35"]
    );
    assert_eq!(
        unexplained("[Result \"*\"]\n"),
        ["pinochle/termination-unexplained@20..32"]
    );
    assert!(unexplained("[Termination \"W:Time out\"]\n[Result \"*\"]\n").is_empty());
    assert!(unexplained("[Result \"?\"]\n").is_empty());
}

#[test]
fn prefix_numbers_stay_within_the_hand() {
    let chat = |prefix: &str| codes_without_headers(&format!("@{prefix}=[Chat \"N:gg\"]\n"));
    assert!(chat("P.20.4-R").is_empty());
    assert_eq!(chat("P.21.1-R"), ["pinochle/prefix-number@3..5"]);
    assert_eq!(chat("P.19.5-R"), ["pinochle/prefix-number@6..7"]);
    assert_eq!(chat("P.0-R"), ["pinochle/prefix-number@3..4"]);
    assert_eq!(chat("D.2-R"), ["pinochle/prefix-number@3..4"]);
    // The auction's rounds bound the round once the auction is written to its end.
    let auction = "[Auction \"E\"]\n51 Pass Pass Pass\n";
    let round =
        |number: u32| codes_without_headers(&format!("@A.{number}.2-M=[Chat \"N:gg\"]\n{auction}"));
    assert!(round(1).is_empty());
    assert_eq!(round(2), ["pinochle/prefix-number@3..4"]);
}

#[test]
fn holding_takes_the_kitty_and_puts_the_discard_away() {
    let hand = |holding: &str, discard: &str| {
        let found = codes_without_headers(&format!(
            "[Deal \"N:A... K... .A.. ..A.\"]\n[Kitty \"CT\"]\n{discard}[Holding \"N:{holding}\"]\n"
        ));
        has(&found, "pinochle/holding-mismatch")
    };
    assert!(!hand("AT... K... .A.. ..A.", ""));
    assert!(!hand("T... K... .A.. ..A.", "[Discard \"A... (1)\"]\n"));
    assert!(hand("AT... K... .A.. ..A.", "[Discard \"A... (1)\"]\n"));
    assert!(hand("A... K... .A.. ..A.", ""));
    // A kitty that cannot be read leaves the holding unjudged.
    assert!(!codes_without_headers(
        "[Deal \"N:A... K... .A.. ..A.\"]\n[Kitty \"?\"]\n[Holding \"N:AT... K... .A.. ..A.\"]\n"
    )
    .iter()
    .any(|code| code.starts_with("pinochle/holding-mismatch")));
}

#[test]
fn past_many_distinct_tag_names_any_name_counts_as_given() {
    let names = |count: usize| -> String {
        (0..count)
            .map(|number| format!("[Custom{number} \"x\"]\n"))
            .collect()
    };
    let after = |count: usize| codes_without_headers(&format!("{}\n[Zz \"#\"]\n", names(count)));
    assert!(
        has(&after(10), "pinochle/inherit-without-previous"),
        "{:?}",
        after(10)
    );
    // The context keeps 64 names besides EXPORT's, so that it stays small for any file.
    assert!(
        !has(&after(70), "pinochle/inherit-without-previous"),
        "{:?}",
        after(70)
    );
}

/// The codes of `text` checked under a club's `rules`.
fn codes_under(text: &str, rules: crate::ide::rules::Rules) -> Vec<String> {
    let parse = parse(Format::Pinochle, text);
    let mut cache = crate::ide::check::CheckCache::with_rules(rules);
    crate::ide::analysis::diagnostics_with(&parse, &mut cache)
        .iter()
        .map(|diagnostic| format!("{}@{:?}", diagnostic.code, diagnostic.range))
        .collect()
}

#[test]
fn a_club_that_asks_for_points_in_play_to_save_meld_scores_by_its_rule() {
    use crate::ide::rules::{PinochleRules, Rules, SaveMeld};
    let needing = |points| Rules {
        pinochle: PinochleRules {
            save_meld: SaveMeld::Points(points),
        },
    };
    // North and South take 20 points in play.
    let example = example_with("[Site", "[Site");
    assert!(codes_under(&example, needing(20)).is_empty());
    let short = codes_under(&example, needing(21));
    for code in [
        "pinochle/meld-scores-mismatch",
        "pinochle/play-scores-mismatch",
        "pinochle/hand-scores-mismatch",
    ] {
        assert!(has(&short, code), "{short:?}");
    }
    let scored_nothing = example
        .replacen("[MeldScores \"28:35\"]", "[MeldScores \"0:35\"]", 1)
        .replacen("[PlayScores \"20:30\"]", "[PlayScores \"0:30\"]", 1)
        .replacen("[HandScores \"48:-67\"]", "[HandScores \"0:-67\"]", 1);
    assert!(codes_under(&scored_nothing, needing(21)).is_empty());
    // By the rule of most clubs, North and South keep what they took.
    let by_trick = codes_under(&scored_nothing, Rules::default());
    assert!(
        has(&by_trick, "pinochle/play-scores-mismatch"),
        "{by_trick:?}"
    );
    assert!(
        has(&by_trick, "pinochle/hand-scores-mismatch"),
        "{by_trick:?}"
    );
    // A cache that judged by one rule judges the same hands again by another.
    let parsed = parse(Format::Pinochle, &scored_nothing);
    let mut cache = crate::ide::check::CheckCache::with_rules(needing(21));
    assert!(crate::ide::analysis::check(&parsed, &mut cache).is_empty());
    cache.set_rules(Rules::default());
    assert_eq!(crate::ide::analysis::check(&parsed, &mut cache).len(), 2);
}

#[test]
fn the_messages_name_the_rule_they_judge_by() {
    use crate::ide::rules::{PinochleRules, Rules, SaveMeld};
    let example = example_with("[PlayScores \"20:30\"]", "[PlayScores \"21:29\"]");
    let message = |rules| {
        let parse = parse(Format::Pinochle, &example);
        let mut cache = crate::ide::check::CheckCache::with_rules(rules);
        crate::ide::analysis::diagnostics_with(&parse, &mut cache)
            .into_iter()
            .find(|diagnostic| diagnostic.code == "pinochle/play-scores-mismatch")
            .map(|diagnostic| diagnostic.message)
            .unwrap_or_default()
    };
    assert!(message(Rules::default()).contains("`rules.pinochle.saveMeld` sets one"));
    let twenty = Rules {
        pinochle: PinochleRules {
            save_meld: SaveMeld::Points(25),
        },
    };
    assert_eq!(
        message(twenty),
        "the tricks give the teams 20 and 30 points in play, so `PlayScores` is `0:30`: a team \
         scores its meld and play only when it takes 25 points or more in play \
         (`rules.pinochle.saveMeld` = 25)"
    );
}

#[test]
fn a_single_deck_counts_25_in_play_with_one_for_the_last_trick() {
    // North holds the aces and a ten of every suit and leads each suit three times.
    let mut hand = String::from(
        "[Competition \"Single-deck Four-handed\"]\n[Dealer \"W\"]\n[Trump \"H\"]\n\
         [Deal \"N:AAT.AAT.AAT.AAT TKK.TKK.TKK.TKK QQJ.QQJ.QQJ.QQJ J99.J99.J99.J99\"]\n\
         [Play \"N\"]\n",
    );
    for suit in ["C", "D", "S", "H"] {
        let last = if suit == "H" { 3 } else { 2 };
        hand.push_str(&format!(
            "{suit}A {suit}T {suit}Q {suit}J (N2)\n{suit}A {suit}K {suit}Q {suit}9 (N2)\n\
             {suit}T {suit}K {suit}J {suit}9 (N{last})\n"
        ));
    }
    let clean = format!("[PlayScores \"25:0\"]\n{hand}");
    assert_eq!(codes_without_headers(&clean), Vec::<String>::new());
    let two_more = clean.replace("HT HK HJ H9 (N3)", "HT HK HJ H9 (N4)");
    assert!(has(
        &codes_without_headers(&two_more),
        "pinochle/wrong-trick-points"
    ));
}
