//! Tests of the PBN bridge checks: for each code a fixture that triggers it and a near miss, a
//! file of many mistakes, and the reference verifier's corpus files.

use super::check_game;
use crate::ide::diagnostic_lines::diagnostic_lines;
use crate::ide::Diagnostic;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, SyntaxKind, SyntaxNode};

/// The diagnostics of every game of `text`, each game checked as the root of its own tree,
/// with ranges moved back into the file.
fn diagnostics(text: &str) -> Vec<Diagnostic> {
    let parse = parse(Format::Pbn, text);
    let mut all = Vec::new();
    for game in parse.syntax().children() {
        if game.kind() != SyntaxKind::PBN_GAME {
            continue;
        }
        let start = game.text_range().start();
        let root = SyntaxNode::new_root(game.green().to_owned());
        let mut out = crate::ide::check::Findings::new();
        check_game(&root, &mut out);
        for mut diagnostic in out.finish().0 {
            diagnostic.range += start;
            for related in &mut diagnostic.related {
                related.range += start;
            }
            all.push(diagnostic);
        }
    }
    all
}

fn check(text: &str, expect: Expect) {
    expect.assert_eq(&diagnostic_lines(text, &diagnostics(text)));
}

const DEAL: &str = "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";

/// A whole game from the reference verifier's examples: 5♥X by South, nine tricks.
fn full_game(result: &str, score: &str, auction: &str, play: &str) -> String {
    format!(
        "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Declarer \"S\"]\n\
         [Contract \"5HX\"]\n[Result \"{result}\"]\n[Score \"{score}\"]\n[Auction \"W\"]\n\
         {auction}\n[Play \"W\"]\n{play}\n"
    )
}

const AUCTION: &str = "- 1D 1S 3H\n4S 4NT X Pass\nPass 5C X 5H\nX Pass Pass Pass";
const PLAY: &str = "SK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\nD2 DA DT D3\n\
                    D4 DK H5 H7\n-  -  -  H2\n*";

#[test]
fn a_sound_game_gives_nothing() {
    check(&full_game("9", "NS -300", AUCTION, PLAY), expect![""]);
}

#[test]
fn a_card_given_twice_is_shown_in_both_hands() {
    check(
        "[Deal \"W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
        expect![[r#"
            pbn/duplicate-card@26..27 error `K`: the ♠K is in West's hand and again in North's; a card is in one hand only
              related@9..10 `K`: the ♠K in West's hand
        "#]],
    );
    check(
        "[Deal \"N:AKK... - - -\"]\n",
        expect![[r#"
            pbn/duplicate-card@11..12 error `K`: the ♠K is written twice in North's hand; a card is in one hand, once
              related@10..11 `K`: the ♠K in North's hand
        "#]],
    );
}

#[test]
fn hands_too_long_or_of_different_sizes() {
    check(
        "[Deal \"W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
        expect![[r#"
            pbn/too-many-cards@9..26 error `KQT2.AT.J6542.852`: West's hand has 14 cards; a hand holds at most 13
        "#]],
    );
    check(
        "[Deal \"W:QT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -\"]\n",
        expect![[r#"
            pbn/hand-sizes-differ@9..24 error `QT2.AT.J6542.85`: West has 12 cards but the other hand has 13; every given hand must have the same number of cards
        "#]],
    );
    // An end position: four hands of three cards; and a deal with two hands not given.
    check(
        "[Deal \"N:A.K.Q. K.Q.J. Q.J.T. J.T.9.\"]\n\n[Deal \"W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -\"]\n",
        expect![""],
    );
}

#[test]
fn a_deal_without_cards() {
    check(
        "[Deal \"W:- - - -\"]\n",
        expect![[r#"
            pbn/empty-deal@6..17 error `"W:- - - -"`: the deal gives no cards: give at least one hand, or leave the Deal tag out
        "#]],
    );
    check("[Deal \"W:- - - 2...\"]\n", expect![""]);
}

#[test]
fn ranks_out_of_order_warn_once_per_deal() {
    check(
        "[Deal \"N:2TQK.A.. - - -\"]\n",
        expect![[r#"
            pbn/ranks-out-of-order@9..13 warning `2TQK`: the spades of North are not in descending order: write `KQT2`
        "#]],
    );
    check(
        "[Deal \"W:2TQK.TA.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4\"]\n",
        expect![[r#"
            pbn/ranks-out-of-order@9..13 warning `2TQK`: the spades of West are not in descending order (and 1 more suit): write `KQT2`
        "#]],
    );
}

#[test]
fn the_dealer_makes_the_first_call() {
    check(
        "[Dealer \"N\"]\n[Auction \"W\"]\n1D\n",
        expect![[r#"
            pbn/first-call-not-dealer@27..29 error `1D`: this is West's call, but the dealer North calls first: start with North's call, with a `-` for each player from the Auction tag's seat up to the dealer
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"W\"]\n- - 1D\n",
        expect![[r#"
            pbn/first-call-not-dealer@31..33 error `1D`: this is East's call, but the dealer North calls first: start with North's call, with a `-` for each player from the Auction tag's seat up to the dealer
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D - 1S\n",
        expect![[r#"
            pbn/first-call-not-dealer@30..31 error `-`: `-` stands for a player before the dealer and may only start the auction; here a call is due
        "#]],
    );
    check("[Dealer \"N\"]\n[Auction \"W\"]\n- 1D AP\n", expect![""]);
}

#[test]
fn illegal_calls_stop_the_auction() {
    check(
        "[Dealer \"N\"]\n[Auction \"W\"]\n- 1D 1C X XX\n",
        expect![[r#"
            pbn/insufficient-bid@32..34 error `1C`: 1♣ is insufficient after 1♦ by North: bid at least 2♣
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D Pass X\n",
        expect![[r#"
            pbn/illegal-double@35..36 error `X`: South doubles partner North's 1♦; only an opponent's bid may be doubled
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D AP Pass\n",
        expect![[r#"
            pbn/call-after-end@33..37 error `Pass`: the auction already ended in 1♦ by North with its closing passes, so this call cannot follow; remove the calls from here on
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D X XX 2C AP\n",
        expect![""],
    );
}

#[test]
fn irregularity_marks_must_fit_the_auction() {
    // `^I` on a bid that is sufficient; then the auction goes on.
    check(
        "[Dealer \"N\"]\n[Auction \"W\"]\n- 1D ^I 1S 1C\n",
        expect![[r#"
            pbn/false-irregularity@32..34 error `^I`: `^I` marks 1♠ as an insufficient bid, but it beats 1♦ by North: remove the `^I`
            pbn/insufficient-bid@38..40 error `1C`: 1♣ is insufficient after 1♠ by East: bid at least 2♣
        "#]],
    );
    // The verifier's own game with every irregularity: a skipped dealer, insufficient bids
    // accepted, skipped players, declarer and dummy swapped.
    let text = format!(
        "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Declarer \"^S\"]\n\
         [Contract \"5HX\"]\n[Result \"^5\"]\n[Auction \"W\"]\n- ^S 1D ^I 1C\n4S ^I 3NT ^S ^S\n\
         X 5H X AP\n[Play \"W\"]\nSK H3 S4 S3\nC5 C2 ^R S5 ^L CK\nS2 H6 ^R C6 S7\n\
         C8 CA CT C4\nD2 DA DT D3\nD4 DK H5 H7\n-  -  -  H2\n*\n"
    );
    check(&text, expect![""]);
}

#[test]
fn end_marks_stand_last() {
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D * Pass\n",
        expect![[r#"
            pbn/misplaced-end-mark@32..36 error `Pass`: `Pass` follows `*`, which ends the calls written; move `*` after the last call
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D AP +\n",
        expect![[r#"
            pbn/misplaced-end-mark@33..34 error `+`: the auction ended in 1♦ by North, but `+` says a call is still to be made: remove it
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D Pass + *\n",
        expect![[r#"
            pbn/misplaced-end-mark@37..38 error `*`: `*` follows `+`: end the auction with one of them
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D Pass +\n\n[Dealer \"N\"]\n[Auction \"N\"]\n1D *\n",
        expect![""],
    );
}

#[test]
fn an_auction_ends_or_says_it_goes_on() {
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D Pass 1S\n",
        expect![[r#"
            pbn/unfinished-auction@35..37 warning `1S`: the auction stops here without ending: finish it with passes or `AP`, or end it with `*` (the other calls are unknown) or `+` (a call is still to be made)
        "#]],
    );
    check(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1D Pass 1S Pass\nPass Pass\n",
        expect![""],
    );
}

#[test]
fn contract_and_declarer_follow_the_auction() {
    let game = |declarer: &str, contract: &str, auction: &str| {
        format!(
            "[Dealer \"S\"]\n[Declarer \"{declarer}\"]\n[Contract \"{contract}\"]\n\
             [Auction \"S\"]\n{auction}\n"
        )
    };
    check(
        &game("S", "1D", "1C AP"),
        expect![[r#"
            pbn/contract-mismatch@39..41 error `1D`: the auction ends in 1♣ by South, but the Contract tag says 1♦: write `1C`
        "#]],
    );
    check(
        &game("S", "1C", "1C X AP"),
        expect![[r#"
            pbn/contract-mismatch@39..41 error `1C`: the auction ends in 1♣X by South, but the Contract tag says 1♣: write `1CX`
        "#]],
    );
    check(
        &game("", "Pass", "1C AP"),
        expect![[r#"
            pbn/contract-mismatch@38..42 error `Pass`: the auction ends in 1♣ by South, but the Contract tag says Pass: write `1C`
            pbn/declarer-mismatch@23..25 error `""`: the auction ends in 1♣ by South, but the Declarer tag is empty: write `S`
        "#]],
    );
    check(
        &game("S", "1C", "AP"),
        expect![[r#"
            pbn/contract-mismatch@39..41 error `1C`: the auction is passed out, but the Contract tag says 1♣: write `Pass`
            pbn/declarer-mismatch@24..25 error `S`: the auction is passed out, so there is no declarer, but the Declarer tag says South: leave it empty
        "#]],
    );
    check(
        &game("^S", "1C", "1C AP"),
        expect![[r#"
            pbn/declarer-mismatch@24..26 error `^S`: `^` marks declarer and dummy swapped, so after the auction's 1♣ by South it names dummy North, not South: write `^N`
        "#]],
    );
    check(
        &game("E", "2S", "1C 1S Pass 2S AP"),
        expect![[r#"
            pbn/declarer-mismatch@24..25 error `E`: the auction makes West declarer of 2S (the first of East-West to name spades), but the Declarer tag says East; the calls fit the tags if 2 passes before the opening bid were written (the dealer is South; the first bid would be North's): write the passes from the dealer on
        "#]],
    );
    check(&game("^N", "1C", "1C AP"), expect![""]);
    check(&game("", "Pass", "AP"), expect![""]);
}

#[test]
fn an_auction_without_its_opening_passes_is_named() {
    // Dealer North passed, East opened: the calls are written from the opener on.
    check(
        "[Dealer \"N\"]\n[Declarer \"E\"]\n[Contract \"1NT\"]\n[Auction \"N\"]\n1NT AP\n",
        expect![[r#"
            pbn/declarer-mismatch@24..25 error `E`: the auction makes North declarer of 1NT (the first of North-South to name no trump), but the Declarer tag says East; the calls fit the tags if a pass before the opening bid were written (the dealer is North; the first bid would be East's): write the passes from the dealer on
        "#]],
    );
}

#[test]
fn cards_must_be_held_and_follow_suit() {
    check(
        &full_game(
            "9",
            "NS -300",
            AUCTION,
            "SK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 D3",
        ),
        expect![[r#"
            pbn/revoke@279..281 error `S2`: West plays the ♠2 but still holds ♦J, ♦6, ♦5, ♦4, ♦2 — revoke in trick 3 (diamonds were led); mark an accepted revoke with `^R` before the card
        "#]],
    );
    check(
        &full_game("9", "NS -300", AUCTION, "SK H3 S4 SA\nC5 C2 C6 CK"),
        expect![[r#"
            pbn/card-not-held@264..266 error `SA`: trick 1: South does not hold the ♠A (East holds it)
        "#]],
    );
    // The columns are West's, North's, East's and South's, but the tag names North first.
    check(
        &full_game("9", "NS -300", AUCTION, PLAY).replace("[Play \"W\"]", "[Play \"N\"]"),
        expect![[r#"
            pbn/card-not-held@264..266 error `S3`: trick 1: West does not hold the ♠3 (South holds it); every card is in its holder's column if the columns start with West, not North: should the Play tag say `W`?
            pbn/play-not-from-leader@251..252 hint `N`: the Play tag starts the columns with North, but the opening leader is West (left of declarer South): export format and most readers start with `W`
        "#]],
    );
    check(
        &full_game("9", "NS -300", AUCTION, "SK H3 S4 S3\nSK C2 C6 CK"),
        expect![[r#"
            pbn/card-played-twice@267..269 error `SK`: West plays the ♠K, which West already played in trick 1
        "#]],
    );
}

#[test]
fn revoke_and_lead_marks_must_fit_the_play() {
    check(
        &full_game(
            "9",
            "NS -300",
            AUCTION,
            "^L SK H3 S4 S3\nC5 C2 C6 CK\nSQ ^R D7 ^R DT S9",
        ),
        expect![[r#"
            pbn/false-irregularity@255..257 error `^L`: `^L` marks a lead out of turn, but West is on lead in trick 1: remove the `^L`
            pbn/false-irregularity@285..287 error `^R`: `^R` marks a revoke, but North may play the ♦7 here: remove the `^R`
        "#]],
    );
}

#[test]
fn plus_stands_in_the_column_of_the_next_player() {
    let game = "[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
        [Deal \"N:AKJT986.QJ3.4.Q6 32.K7654.T93.AJ5 ..AKQJ87652.K943 Q754.AT982..T872\"]\n\
        [Declarer \"N\"]\n[Contract \"6S\"]\n[Play \"E\"]\n\
        D3 DA S5 D4\nHK D2 H2 HQ\nH7 D5 H8 HJ\nS3 C3 +  SA\n";
    check(game, expect![""]);
    check(
        &game.replace("+  SA", "+  SA\nC2"),
        expect![[r#"
            pbn/misplaced-end-mark@202..204 error `C2`: `C2` follows `+`, which ends the cards written; move `+` after the last card
        "#]],
    );
}

#[test]
fn the_play_starts_with_the_opening_leader() {
    let game = |play: &str| {
        format!("[Deal \"{DEAL}\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n[Play \"{play}\"]\n")
    };
    check(
        &game("N"),
        expect![[r#"
            pbn/play-not-from-leader@118..119 hint `N`: the Play tag starts the columns with North, but the opening leader is West (left of declarer South): export format and most readers start with `W`
        "#]],
    );
    check(&game("W"), expect![""]);
    // With declarer and dummy swapped, North declares and East leads.
    check(
        &game("E").replace("[Declarer \"S\"]", "[Declarer \"^N\"]"),
        expect![""],
    );
}

#[test]
fn an_end_position_is_played_from_the_play_tags_seat() {
    let game = |last: &str| {
        format!(
            "[Deal \"N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85\"]\n\
             [Contract \"H\"]\n[Play \"W\"]\nC5 C2 C6 CK\nS2 H6 S5 S7\nC8 CA CT C4\n\
             D2 DA DT D3\nD4 DK H5 {last}\n"
        )
    };
    check(&game("H7"), expect![""]);
    check(
        &game("C3"),
        expect![[r#"
            pbn/card-not-held@158..160 error `C3`: trick 5: South does not hold the ♣3 (North holds it)
        "#]],
    );
}

#[test]
fn the_result_agrees_with_the_play() {
    // Six tricks played: declarer has won four, the defenders two.
    check(
        &full_game("4", "NS -300", AUCTION, PLAY),
        expect![[r#"
            pbn/result-mismatch@153..154 error `4`: in the tricks played so far declarer South has won 6 and the defenders 0, so declarer ends with 6 to 13 tricks, not 4
            pbn/score-mismatch@165..172 error `NS -300`: 5♥X by South making 4 tricks, vulnerability None, scores -1700 for North-South (+1700 for East-West), not what the Score tag says
        "#]],
    );
}

#[test]
fn a_finished_play_gives_the_result_exactly() {
    let play = "SA HA DA CA\nSK HK DK CK\nSQ HQ DQ CQ\nSJ HJ DJ CJ\nST HT DT CT\nS9 H9 D9 C9\n\
                S8 H8 D8 C8\nS7 H7 D7 C7\nS6 H6 D6 C6\nS5 H5 D5 C5\nS4 H4 D4 C4\n\
                S3 H3 D3 C3\nS2 H2 D2 C2";
    let game = |result: &str, score: &str| {
        format!(
            "[Dealer \"N\"]\n[Vulnerable \"NS\"]\n\
             [Deal \"W:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n\
             [Declarer \"S\"]\n[Contract \"7NT\"]\n[Result \"{result}\"]\n\
             [Score \"{score}\"]\n[Play \"W\"]\n{play}\n"
        )
    };
    check(
        &game("13", "NS -1300"),
        expect![[r#"
            pbn/result-mismatch@151..153 error `13`: the play gives declarer South 0 tricks, but the Result tag says 13: write 0, or mark an agreed result that differs from the play with `^`
            pbn/score-mismatch@164..172 error `NS -1300`: 7NT by South making 13 tricks, vulnerability North-South, scores +2220 for North-South (-2220 for East-West), not what the Score tag says
        "#]],
    );
    check(&game("0", "NS -1300"), expect![[r#""#]]);
    check(
        &game("^0", "NS -1300"),
        expect![[r#"
            pbn/result-mismatch@151..153 error `^0`: `^` marks a result that differs from the play, but the play gives declarer South 0 tricks too: remove the `^`
        "#]],
    );
}

#[test]
fn the_score_follows_contract_result_and_vulnerability() {
    let game = |score: &str| {
        format!(
            "[Vulnerable \"NS\"]\n[Declarer \"S\"]\n[Contract \"4H\"]\n[Result \"10\"]\n\
             [Score \"{score}\"]\n"
        )
    };
    check(
        &game("NS 420"),
        expect![[r#"
            pbn/score-mismatch@71..77 error `NS 420`: 4♥ by South making 10 tricks, vulnerability North-South, scores +620 for North-South (-620 for East-West), not what the Score tag says
        "#]],
    );
    check(&game("620"), expect![[r#""#]]);
    check(&game("NS 620 EW -620"), expect![[r#""#]]);
    check(&game("EW -620"), expect![""]);
}

#[test]
fn a_passed_out_board_has_no_result_and_no_score() {
    check(
        "[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"1\"]\n[Score \"NS 50\"]\n",
        expect![[r#"
            pbn/result-mismatch@41..42 error `1`: the board is passed out (empty Declarer or Contract `Pass`), so no tricks are taken: leave the Result tag empty
            pbn/score-mismatch@53..58 error `NS 50`: the board is passed out, so both sides score 0
        "#]],
    );
    check(
        "[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Score \"0\"]\n",
        expect![""],
    );
}

#[test]
fn the_rubber_history_gives_the_vulnerability() {
    let game = |vulnerable: &str, history: &str| {
        format!("[Vulnerable \"{vulnerable}\"]\n[ScoreRubberHistory \"{history}\"]\n")
    };
    check(
        &game("None", "NS 0 0 / 100 0 EW 0 0 / 0 0"),
        expect![[r#"
            pbn/rubber-vulnerability-mismatch@40..69 error `"NS 0 0 / 100 0 EW 0 0 / 0 0"`: in the rubber history North-South have won a game and East-West have not, so the vulnerability is `NS`, but the Vulnerable tag says None
        "#]],
    );
    check(&game("NS", "NS 0 0 / 100 0 EW 0 0 / 0 0"), expect![""]);
    check(&game("All", "NS 0 0/100 0 0 EW 0 0/0 100 0"), expect![""]);
    check(&game("None", "NS 0 0 / 0 EW 0 0 / 0"), expect![""]);
}

/// The games of a corpus file with the line (from 1) of each diagnostic from these checks,
/// when the corpus tier is on.
fn corpus_findings(name: &str) -> Option<Vec<(usize, &'static str, crate::ide::Severity)>> {
    let text = crate::ide::fixture::corpus_file("pbn", name)?.latin1();
    Some(findings(&text))
}

/// The line (from 1) of each diagnostic from these checks, with its code and severity.
fn findings(text: &str) -> Vec<(usize, &'static str, crate::ide::Severity)> {
    let lines = crate::ide::LineIndex::new(text);
    diagnostics(text)
        .into_iter()
        .map(|d| {
            let line = lines.line_col(d.range.start()).line as usize + 1;
            (line, d.code, d.severity)
        })
        .collect()
}

#[test]
fn the_reference_verifiers_correct_files_give_no_error() {
    for name in ["correct_10.pbn", "correct_20.pbn", "correct_21.pbn"] {
        let Some(found) = corpus_findings(name) else {
            return;
        };
        let errors: Vec<_> = found
            .into_iter()
            .filter(|(_, _, severity)| *severity == crate::ide::Severity::Error)
            .collect();
        assert_eq!(errors, [], "{name}");
    }
}

/// The clean example file and generated games with legal auctions and play.
#[test]
fn the_clean_example_file_and_generated_games_give_no_error() {
    let example = crate::ide::fixture::example_files()
        .into_iter()
        .find(|file| file.file_name() == "club-teams.pbn")
        .expect("club-teams.pbn is an example file");
    for text in [example.latin1(), crate::generate::pbn(24 * 1024)] {
        let errors: Vec<_> = findings(&text)
            .into_iter()
            .filter(|(_, _, severity)| *severity == crate::ide::Severity::Error)
            .collect();
        assert_eq!(errors, []);
    }
}

/// The kinds of mistakes of the reference verifier's error file, in games of a file written
/// here, with a sound game among them: each is reported on its line, and nothing else is an
/// error.
#[test]
fn a_file_of_many_mistakes_reports_each_on_its_line() {
    let game = |tags: &str, play: &str| {
        format!(
            "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Declarer \"S\"]\n\
             [Contract \"5HX\"]\n{tags}[Auction \"W\"]\n{AUCTION}\n[Play \"W\"]\n{play}\n"
        )
    };
    let text = format!(
        r##"% PBN 2.1
[Board "1"]
% expect pbn/duplicate-card
[Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]

[Board "2"]
% expect pbn/too-many-cards
[Deal "W:KQT2.AT.J6542.852 - - -"]

[Board "3"]
% expect pbn/hand-sizes-differ
[Deal "W:QT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4"]

[Board "4"]
% expect pbn/hand-sizes-differ
[Deal "W:QT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]

[Board "5"]
% expect pbn/empty-deal
[Deal "W:- - - -"]

[Board "6"]
[Dealer "N"]
[Auction "W"]
% expect pbn/first-call-not-dealer
1D Pass Pass Pass

[Board "7"]
[Dealer "N"]
[Auction "W"]
% expect pbn/insufficient-bid
- 1D 1C AP

[Board "8"]
[Dealer "N"]
[Auction "N"]
% expect pbn/illegal-double
1D Pass X AP

[Board "9"]
[Dealer "N"]
[Auction "N"]
% expect pbn/illegal-redouble
1D XX AP

[Board "10"]
[Dealer "N"]
[Auction "W"]
% expect pbn/false-irregularity pbn/insufficient-bid
- 1D ^I 1S 1C

[Board "11"]
[Dealer "S"]
% expect pbn/declarer-mismatch
[Declarer "N"]
[Contract "1C"]
[Auction "S"]
1C AP

[Board "12"]
[Dealer "S"]
% expect pbn/declarer-mismatch
[Declarer "^S"]
[Contract "1C"]
[Auction "S"]
1C AP

[Board "13"]
[Dealer "S"]
[Declarer "S"]
% expect pbn/contract-mismatch
[Contract "1D"]
[Auction "S"]
1C AP

[Board "14"]
[Dealer "S"]
[Declarer "S"]
% expect pbn/contract-mismatch
[Contract "1C"]
[Auction "S"]
1C X AP

[Board "15"]
{revoke}
[Board "16"]
{not_held}
[Board "17"]
{false_marks}
[Board "18"]
[Declarer ""]
[Contract "Pass"]
% expect pbn/result-mismatch
[Result "1"]

[Board "19"]
{short_result}
[Board "20"]
[Vulnerable "NS"]
[Declarer "S"]
[Contract "4H"]
[Result "10"]
% expect pbn/score-mismatch
[Score "NS 420"]

[Board "21"]
[Vulnerable "None"]
% expect pbn/rubber-vulnerability-mismatch
[ScoreRubberHistory "NS 0 0 / 100 0 EW 0 0 / 0 0"]

[Board "22"]
{sound}"##,
        revoke = game(
            "",
            "SK H3 S4 S3\nC5 C2 C6 CK\n% expect pbn/revoke\nS2 H6 S5 D3"
        ),
        not_held = game("", "% expect pbn/card-not-held\nSK H3 S4 SA\nC5 C2 C6 CK"),
        false_marks = game(
            "",
            "% expect pbn/false-irregularity\n^L SK H3 S4 S3\nC5 C2 C6 CK\n\
             % expect pbn/false-irregularity\nSQ ^R D7 ^R DT S9"
        ),
        short_result = game("% expect pbn/result-mismatch\n[Result \"4\"]\n", PLAY),
        sound = game("[Result \"9\"]\n[Score \"NS -300\"]\n", PLAY),
    );
    let expected = crate::ide::fixture::marked_findings(&text);
    let found = findings(&text);
    let missing: Vec<_> = expected
        .iter()
        .filter(|&&(line, code)| !found.iter().any(|f| (f.0, f.1) == (line, code)))
        .collect();
    assert_eq!(missing, Vec::<&(usize, &str)>::new(), "found {found:?}");
    let unexpected: Vec<_> = found
        .iter()
        .filter(|f| f.2 == crate::ide::Severity::Error && !expected.contains(&(f.0, f.1)))
        .collect();
    assert_eq!(
        unexpected,
        Vec::<&(usize, &str, crate::ide::Severity)>::new()
    );
}

#[test]
fn the_reference_verifiers_mistakes_are_reported_on_their_lines() {
    let Some(found) = corpus_findings("errors_10.pbn") else {
        return;
    };
    let found: Vec<(usize, &str)> = found
        .into_iter()
        .map(|(line, code, _)| (line, code))
        .collect();
    // Each mistake its comments describe that these checks cover, with the line it is on.
    let expected = [
        (51, "pbn/duplicate-card"),         // game 12: Double SK
        (55, "pbn/too-many-cards"),         // game 13: West has 14 cards
        (59, "pbn/hand-sizes-differ"),      // game 14: West 12, others 13
        (63, "pbn/hand-sizes-differ"),      // game 15: West 12, East 13
        (71, "pbn/too-many-cards"),         // game 17: West has 14 cards
        (75, "pbn/empty-deal"),             // game 18: no cards
        (159, "pbn/first-call-not-dealer"), // game 28: dealer North must bid first
        (168, "pbn/first-call-not-dealer"), // game 29
        (195, "pbn/insufficient-bid"),      // game 32: bad call 1C
        (204, "pbn/illegal-double"),        // game 33: bad call X
        (214, "pbn/illegal-redouble"),      // game 34: bad call XX
        (258, "pbn/declarer-mismatch"),     // game 36: bad declarer
        (266, "pbn/declarer-mismatch"),     // game 37: bad declarer
        (274, "pbn/declarer-mismatch"),     // game 38: bad declarer `^S`
        (283, "pbn/contract-mismatch"),     // game 39: bad trump
        (290, "pbn/contract-mismatch"),     // game 40: bad trump
        (298, "pbn/contract-mismatch"),     // game 41: bad trump
        (306, "pbn/contract-mismatch"),     // game 42: bad risk
        (314, "pbn/contract-mismatch"),     // game 43: bad risk
        (328, "pbn/revoke"),                // game 44: revoke CA
        (387, "pbn/card-played-twice"),     // game 47: DA played before
        (423, "pbn/false-irregularity"),    // game 49: bad revokes
        (450, "pbn/false-irregularity"),    // game 50: bad lead
        (462, "pbn/false-irregularity"),    // game 51: bad revoke
        (474, "pbn/false-irregularity"),    // game 52: bad revoke
        (486, "pbn/false-irregularity"),    // game 53: bad revoke
        (495, "pbn/result-mismatch"),       // game 54: result of a passed-out board
        (504, "pbn/result-mismatch"),       // game 55: result of a passed-out board
        (601, "pbn/false-irregularity"),    // game 58: sufficient
        (690, "pbn/result-mismatch"),       // game 60: bad result
    ];
    for (line, code) in expected {
        assert!(
            found.contains(&(line, code)),
            "{code} on line {line} not found in {found:?}"
        );
    }
}
