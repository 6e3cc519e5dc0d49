//! The LIN checks on boards written for each mistake, from one legal board: North deals
//! board 1 and plays 3NT; East takes the first two tricks with the ♣A and ♣K.

use crate::ide::analysis::diagnostics;
use gamerec_grammar::{parse, Format};

const DEAL: &str = "md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|";
const AUCTION: &str = "mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|";
const TWO_TRICKS: &str = "pc|CA|pc|C3|pc|C9|pc|C2|pc|CK|pc|C4|pc|CT|pc|CJ|";

fn board(deal: &str, auction: &str, play: &str) -> String {
    format!("pn|Sara,Wim,Nils,Eva|st||{deal}ah|Board 1|sv|o|{auction}{play}pg||\n")
}

/// Each diagnostic as `code@start..end: message`.
fn found(text: &str) -> Vec<String> {
    diagnostics(&parse(Format::Lin, text))
        .iter()
        .map(|d| format!("{}@{:?}: {}", d.code, d.range, d.message))
        .collect()
}

/// Each diagnostic's message.
fn messages(text: &str) -> Vec<String> {
    diagnostics(&parse(Format::Lin, text))
        .into_iter()
        .map(|d| d.message)
        .collect()
}

fn codes(text: &str) -> Vec<&'static str> {
    diagnostics(&parse(Format::Lin, text))
        .iter()
        .map(|d| d.code)
        .collect()
}

#[test]
fn a_legal_board_has_nothing_to_report() {
    assert_eq!(
        found(&board(DEAL, AUCTION, TWO_TRICKS)),
        Vec::<String>::new()
    );
    let claimed = format!("{TWO_TRICKS}mc|9|");
    assert_eq!(found(&board(DEAL, AUCTION, &claimed)), Vec::<String>::new());
}

#[test]
fn the_deal_is_judged_card_by_card() {
    let twice = "md|3SAKQ2HJT9D876C543,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ3,|";
    assert_eq!(
        found(&board(twice, AUCTION, "")),
        [
            "lin/duplicate-card@81..82: the ♣3 is in South's hand and again in North's; a card \
          is in one hand only"
        ]
    );
    let long = "md|3SAKQ2HJT9D876C5432,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ,|";
    assert_eq!(codes(&board(long, AUCTION, "")), ["lin/too-many-cards"]);
    let short = "md|3SAKQ2HJT9D876C54,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,|";
    assert_eq!(
        found(&board(short, AUCTION, "")),
        [
            "lin/fourth-hand-unknown@28..82: East's hand is left empty for the rest of the pack, \
          but South has 12 cards: the rest of the pack is a hand only when the other three \
          hold 13 cards each"
        ]
    );
    let four = "md|3SAKQ2HJT9D876C54,S7654H8765DJT9CT9,SJT98HAKDAKQ2CQJ2,S3HQ432D543CAK876|";
    assert_eq!(codes(&board(four, AUCTION, "")), ["lin/hand-sizes-differ"]);
    // A lesson's deal may give fewer hands, or an ending of three equal hands.
    let lesson = "md|3SAKQ2HJT9D876C543,,,|";
    assert_eq!(codes(&board(lesson, AUCTION, "")), Vec::<&str>::new());
    let ending = "md|3SAK,S76,SJT,|";
    assert_eq!(codes(&board(ending, "", "")), Vec::<&str>::new());
}

#[test]
fn the_auction_is_replayed_from_the_dealer() {
    let insufficient = "mb|1N|mb|p|mb|1S|";
    assert_eq!(
        found(&board(DEAL, insufficient, "")),
        [
            "lin/insufficient-bid@114..116: 1♠ is insufficient after 1NT by North: bid at least \
          2♠"
        ]
    );
    let after_end = "mb|p|mb|p|mb|p|mb|p|mb|1C|";
    assert_eq!(codes(&board(DEAL, after_end, "")), ["lin/call-after-end"]);
    let double = "mb|1N|mb|p|mb|d|";
    assert_eq!(codes(&board(DEAL, double, "")), ["lin/illegal-double"]);
}

#[test]
fn the_play_is_replayed_under_the_contract_reached() {
    let wrong_leader = "pc|SA|";
    assert_eq!(
        found(&board(DEAL, AUCTION, wrong_leader)),
        [
            "lin/wrong-opening-leader@135..137: the opening lead ♠A is South's card, but East \
          leads: East sits on the left of declarer in 3NT by North; correct the auction or \
          the lead"
        ]
    );
    let revoke = "pc|CA|pc|C3|pc|H5|";
    assert_eq!(codes(&board(DEAL, AUCTION, revoke)), ["lin/revoke"]);
    let twice = "pc|CA|pc|C3|pc|C9|pc|C2|pc|CA|";
    assert_eq!(
        codes(&board(DEAL, AUCTION, twice)),
        ["lin/card-played-twice"]
    );
}

#[test]
fn a_claim_fits_the_tricks_taken_and_left() {
    let high = format!("{TWO_TRICKS}mc|12|");
    assert_eq!(
        messages(&board(DEAL, AUCTION, &high)),
        [
            "the claim gives declarer 12 tricks in all, but declarer has taken 0 and 11 tricks \
          are left: declarer can take at most 11"
        ]
    );
    let none_yet = format!("{TWO_TRICKS}mc|0|");
    assert!(codes(&board(DEAL, AUCTION, &none_yet)).is_empty());
    // South's ♠A wins the third trick: declarer's side has one.
    let third = format!("{TWO_TRICKS}pc|S3|pc|SA|pc|S4|pc|S8|mc|0|");
    assert_eq!(
        messages(&board(DEAL, AUCTION, &third)),
        [
            "the claim gives declarer 0 tricks in all, but declarer has already taken 1: a claim \
          counts every trick declarer takes, those already won too"
        ]
    );
}

#[test]
fn the_board_number_sets_dealer_and_vulnerability() {
    let south_deals = DEAL.replacen("md|3", "md|1", 1);
    let text = board(&south_deals, "", "").replace("sv|o", "sv|b");
    assert_eq!(
        codes(&text),
        ["lin/dealer-off-rotation", "lin/dealer-off-rotation"]
    );
}

const HEADER: &str =
    "vg|Teams,Final,I,1,2,Owls,0,Larks,0|\nrs|3NN-2,3NN+1,,|\npn|A,B,C,D,E,F,G,H|pg||\n";

#[test]
fn the_header_results_hold_for_each_room() {
    let open = format!(
        "qx|o1|{}",
        board(DEAL, AUCTION, &format!("{TWO_TRICKS}mc|7|"))
    );
    assert_eq!(codes(&format!("{HEADER}{open}")), Vec::<&str>::new());
    let closed = open.replace("qx|o1|", "qx|c1|");
    assert_eq!(
        messages(&format!("{HEADER}{closed}")),
        [
            "the header's `rs` gives `3NN+1` (3NT by North, 10 tricks) for board 1 in the closed \
          room, but declarer takes 7 tricks by the claim: correct the play or the result"
        ]
    );
    let other_contract = open.replace("mb|3N|", "mb|4N|");
    assert_eq!(
        codes(&format!("{HEADER}{other_contract}")),
        ["lin/result-differs"]
    );
}

#[test]
fn numbers_and_names_agree_with_the_header() {
    let fifth = format!("qx|o5|{}", board(DEAL, AUCTION, ""));
    let found = codes(&format!("{HEADER}{fifth}"));
    assert!(found.contains(&"lin/board-out-of-range"), "{found:?}");
    assert!(found.contains(&"lin/board-numbers-differ"), "{found:?}");
    let three = board(DEAL, AUCTION, "").replace("Sara,Wim,Nils,Eva", "Sara,Wim,Nils");
    assert_eq!(codes(&three), ["lin/name-count"]);
    let header = HEADER
        .replace("A,B,C,D,E,F,G,H", "A,B,C,D")
        .replace("Owls,0,Larks,0", "Owls,Larks")
        .replace("3NN-2,3NN+1,,", "3NN-2");
    assert_eq!(
        codes(&header),
        ["lin/vugraph-fields", "lin/result-count", "lin/name-count"]
    );
}

#[test]
fn unknown_commands_are_information() {
    let text = format!("zz|anything|{}", board(DEAL, AUCTION, ""));
    assert_eq!(codes(&text), ["lin/unknown-command"]);
}

/// Corpus tier: BBO's own files, hand records and vugraph matches, replay without an error or
/// a warning; and their boards are judged: a result changed in a vugraph header, or a card
/// changed in a hand record, is found.
#[test]
fn the_corpus_files_replay_cleanly() {
    let Some(files) = crate::ide::fixture::corpus_files(&["lin"]) else {
        return;
    };
    assert!(files.len() >= 7, "only {} corpus files", files.len());
    for file in &files {
        let serious: Vec<String> = diagnostics(&parse(Format::Lin, &file.text))
            .iter()
            .filter(|d| {
                matches!(
                    d.severity,
                    crate::ide::Severity::Error | crate::ide::Severity::Warning
                )
            })
            .map(|d| format!("{}@{:?}: {}", d.code, d.range, d.message))
            .collect();
        assert!(serious.is_empty(), "{}: {serious:?}", file.name);
    }
    let by_name = |name: &str| {
        files
            .iter()
            .find(|file| file.file_name() == name)
            .map(|file| file.text.clone())
            .unwrap_or_else(|| panic!("{name} is not in the corpus"))
    };
    let match_file = by_name("usbf_sf_14502.lin").replacen("rs|4HE=,4HE=", "rs|4HE=,4HE+1", 1);
    assert_eq!(codes(&match_file), ["lin/result-differs"]);
    let hand_record = by_name("3399598383.lin").replacen("pc|C8|", "pc|C9|", 1);
    assert_eq!(codes(&hand_record), ["lin/card-played-twice"]);
}

/// The text after applying the preferred fix of the first diagnostic with `code`.
fn fixed(text: &str, code: &str) -> Option<(String, String)> {
    let parsed = parse(Format::Lin, text);
    let diagnostic = diagnostics(&parsed).into_iter().find(|d| d.code == code)?;
    let fix = crate::ide::analysis::quick_fixes(&parsed, &diagnostic)
        .into_iter()
        .find(|fix| fix.preferred)?;
    Some((fix.title, crate::ide::format::apply(text, &fix.edits)))
}

#[test]
fn the_rotation_and_a_claim_of_the_tricks_to_come_are_fixed() {
    let south_deals = board(&DEAL.replacen("md|3", "md|1", 1), "", "");
    let (title, text) = fixed(&south_deals, "lin/dealer-off-rotation").unwrap_or_default();
    assert_eq!(title, "Make North the dealer, as board 1 has it");
    assert_eq!(text, board(DEAL, "", ""));
    let both = board(DEAL, "", "").replace("sv|o", "sv|b");
    let (title, text) = fixed(&both, "lin/dealer-off-rotation").unwrap_or_default();
    assert_eq!(title, "Make the vulnerability None, as board 1 has it");
    assert_eq!(text, board(DEAL, "", ""));
    let low = format!("{TWO_TRICKS}pc|S3|pc|SA|pc|S4|pc|S8|pc|SK|pc|S5|pc|S9|pc|H2|mc|1|");
    let (title, text) = fixed(&board(DEAL, AUCTION, &low), "lin/claim-too-low").unwrap_or_default();
    assert_eq!(title, "Claim 3: the 2 tricks won and the 1 claimed");
    assert!(text.contains("mc|3|"), "{text}");
    assert!(codes(&text).is_empty(), "{:?}", codes(&text));
}
