//! Completion in PBN at marked positions, the legal calls and cards checked against the bridge
//! model, and offsets of every corpus file without a panic.

use crate::ide::analysis::completions;
use crate::ide::completion::listing::{in_list_order, listing};
use crate::ide::completion::CompletionKind;
use crate::ide::fixture;
use crate::ide::notations::bridge::rules::{
    Auction, Bid, Call, Card, CardSet, Contract, Deal, Doubling, Play,
};
use crate::ide::notations::bridge::rules::{Seat, Strain};
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, TextSize};

fn check(text: &str, expect: Expect) {
    let (parse, offset) = fixture::parse_at(Format::Pbn, text);
    let items = completions(&parse, offset);
    for item in &items {
        assert!(
            item.documentation.is_some(),
            "{} has no documentation",
            item.label
        );
    }
    expect.assert_eq(&listing(&items));
}

fn labels_of(text: &str) -> Vec<String> {
    let (parse, offset) = fixture::parse_at(Format::Pbn, text);
    in_list_order(&completions(&parse, offset))
        .into_iter()
        .map(|item| item.label.clone())
        .collect()
}

const GAME: &str = "[Event \"Club\"]\n[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\
[Declarer \"S\"]\n[Contract \"4S\"]\n";

#[test]
fn tag_names_missing_from_the_game_first_in_export_order() {
    let labels = labels_of(&format!("{GAME}[‸"));
    let first: Vec<&str> = labels.iter().take(9).map(String::as_str).collect();
    assert_eq!(
        first,
        ["Site", "Date", "West", "North", "East", "South", "Scoring", "Result", "Auction"]
    );
    assert!(!labels.contains(&"Dealer".to_string()));
    assert!(labels.contains(&"Note".to_string()));
    assert!(labels.contains(&"ScoreTable".to_string()));
    assert!(labels.contains(&"DoubleDummyTricks".to_string()));
}

#[test]
fn a_typed_tag_name_is_replaced_with_its_bracket() {
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Event \"x\"]\n[Dea‸\n");
    let items = completions(&parse, offset);
    let deal: Vec<String> = items
        .iter()
        .filter(|item| item.label.starts_with("Dea"))
        .map(|item| format!("{} {:?} {:?}", item.label, item.insert, item.range))
        .collect();
    expect![[r#"
        [
            "Dealer Snippet(\"[Dealer \\\"$1\\\"]$0\") 12..16",
            "Deal Snippet(\"[Deal \\\"$1\\\"]$0\") 12..16",
            "DealId Snippet(\"[DealId \\\"$1\\\"]$0\") 12..16",
        ]
    "#]]
    .assert_debug_eq(&deal);
}

#[test]
fn the_name_alone_when_the_tag_has_its_value() {
    check(
        "[Dea‸ \"N\"]\n",
        expect![[r#"
        Event keyword [PBN 1.0, mandatory, export position 1] "Event" 1..4
        Site keyword [PBN 1.0, mandatory, export position 2] "Site" 1..4
        Date keyword [PBN 1.0, mandatory, export position 3] "Date" 1..4
        Board keyword [PBN 1.0, mandatory, export position 4] "Board" 1..4
        West keyword [PBN 1.0, mandatory, export position 5] "West" 1..4
        North keyword [PBN 1.0, mandatory, export position 6] "North" 1..4
        East keyword [PBN 1.0, mandatory, export position 7] "East" 1..4
        South keyword [PBN 1.0, mandatory, export position 8] "South" 1..4
        Dealer keyword [PBN 1.0, mandatory, export position 9] "Dealer" 1..4
        Vulnerable keyword [PBN 1.0, mandatory, export position 10] "Vulnerable" 1..4
        Deal keyword [PBN 1.0, mandatory, export position 11] "Deal" 1..4
        Scoring keyword [PBN 1.0, mandatory, export position 12] "Scoring" 1..4
        Declarer keyword [PBN 1.0, mandatory, export position 13] "Declarer" 1..4
        Contract keyword [PBN 1.0, mandatory, export position 14] "Contract" 1..4
        Result keyword [PBN 1.0, mandatory, export position 15] "Result" 1..4
        Auction keyword [PBN 1.0, section] "Auction" 1..4
        Play keyword [PBN 1.0, section] "Play" 1..4
        Note keyword [PBN 1.0, note] "Note" 1..4
        Annotator keyword [PBN 1.0, supplemental] "Annotator" 1..4
        AnnotatorNA keyword [PBN 1.0, supplemental] "AnnotatorNA" 1..4
        Application keyword [PBN 2.0, supplemental] "Application" 1..4
        BidSystemEW keyword [PBN 1.0, supplemental] "BidSystemEW" 1..4
        BidSystemNS keyword [PBN 1.0, supplemental] "BidSystemNS" 1..4
        Competition keyword [PBN 1.0, supplemental] "Competition" 1..4
        DealId keyword [PBN 2.0, supplemental] "DealId" 1..4
        Description keyword [PBN 1.0, supplemental] "Description" 1..4
        EastNA keyword [PBN 1.0, supplemental] "EastNA" 1..4
        EastType keyword [PBN 1.0, supplemental] "EastType" 1..4
        EventDate keyword [PBN 1.0, supplemental] "EventDate" 1..4
        EventSponsor keyword [PBN 1.0, supplemental] "EventSponsor" 1..4
        FrenchMP keyword [PBN 1.0, supplemental] "FrenchMP" 1..4
        Generator keyword [PBN 1.0, supplemental] "Generator" 1..4
        Hidden keyword [PBN 1.0, supplemental] "Hidden" 1..4
        HomeTeam keyword [PBN 1.0, supplemental] "HomeTeam" 1..4
        Mode keyword [PBN 1.0, supplemental] "Mode" 1..4
        NorthNA keyword [PBN 1.0, supplemental] "NorthNA" 1..4
        NorthType keyword [PBN 1.0, supplemental] "NorthType" 1..4
        OptimumScore keyword [PBN 2.1, supplemental] "OptimumScore" 1..4
        PairEW keyword [PBN 2.0, supplemental] "PairEW" 1..4
        PairNS keyword [PBN 2.0, supplemental] "PairNS" 1..4
        Room keyword [PBN 1.0, supplemental] "Room" 1..4
        Round keyword [PBN 1.0, supplemental] "Round" 1..4
        Score keyword [PBN 1.0, supplemental] "Score" 1..4
        ScoreIMP keyword [PBN 1.0, supplemental] "ScoreIMP" 1..4
        ScoreMP keyword [PBN 2.0, supplemental] "ScoreMP" 1..4
        ScorePercentage keyword [PBN 1.0, supplemental] "ScorePercentage" 1..4
        ScoreRubber keyword [PBN 1.0, supplemental] "ScoreRubber" 1..4
        ScoreRubberHistory keyword [PBN 2.0, supplemental] "ScoreRubberHistory" 1..4
        Section keyword [PBN 1.0, supplemental] "Section" 1..4
        SouthNA keyword [PBN 1.0, supplemental] "SouthNA" 1..4
        SouthType keyword [PBN 1.0, supplemental] "SouthType" 1..4
        Stage keyword [PBN 1.0, supplemental] "Stage" 1..4
        Table keyword [PBN 1.0, supplemental] "Table" 1..4
        Termination keyword [PBN 1.0, supplemental] "Termination" 1..4
        Time keyword [PBN 1.0, supplemental] "Time" 1..4
        TimeCall keyword [PBN 1.0, supplemental] "TimeCall" 1..4
        TimeCard keyword [PBN 1.0, supplemental] "TimeCard" 1..4
        TimeControl keyword [PBN 1.0, supplemental] "TimeControl" 1..4
        UTCDate keyword [PBN 1.0, supplemental] "UTCDate" 1..4
        UTCTime keyword [PBN 1.0, supplemental] "UTCTime" 1..4
        VisitTeam keyword [PBN 1.0, supplemental] "VisitTeam" 1..4
        WestNA keyword [PBN 1.0, supplemental] "WestNA" 1..4
        WestType keyword [PBN 1.0, supplemental] "WestType" 1..4
        ActionTable keyword [PBN 2.0, table] "ActionTable" 1..4
        AuctionTimeTable keyword [PBN 2.0, table] "AuctionTimeTable" 1..4
        InstantScoreTable keyword [PBN 2.0, table] "InstantScoreTable" 1..4
        PlayTimeTable keyword [PBN 2.0, table] "PlayTimeTable" 1..4
        ScoreTable keyword [PBN 2.0, table] "ScoreTable" 1..4
        TotalScoreTable keyword [PBN 2.0, table] "TotalScoreTable" 1..4
        OptimumPlayTable keyword [PBN 2.1, table] "OptimumPlayTable" 1..4
        OptimumResultTable keyword [PBN 2.1, table] "OptimumResultTable" 1..4
        BCFlags keyword [extension] "BCFlags" 1..4
        DoubleDummyTricks keyword [extension] "DoubleDummyTricks" 1..4
        ParScore keyword [extension] "ParScore" 1..4
        ParContract keyword [extension] "ParContract" 1..4
        Ability keyword [extension] "Ability" 1..4
        Minimax keyword [extension] "Minimax" 1..4
    "#]],
    );
}

#[test]
fn tags_at_the_start_of_a_line() {
    let labels = labels_of("[Event \"x\"]\n‸");
    assert_eq!(labels.first().map(String::as_str), Some("Site"));
    assert!(labels_of("‸").contains(&"Event".to_string()));
}

#[test]
fn a_note_tag_for_each_note_referenced_without_one() {
    let text = format!("{GAME}[Auction \"N\"]\n1S =1= Pass =2= 2S AP\n[Note \"2:forcing\"]\n‸");
    check(
        &text,
        expect![[r#"
        Note 1 reference [explains =1= in the auction] snippet "[Note \"1:$1\"]$0" 225..225
        Site keyword [PBN 1.0, mandatory, export position 2] snippet "[Site \"$1\"]$0" 225..225
        Date keyword [PBN 1.0, mandatory, export position 3] snippet "[Date \"$1\"]$0" 225..225
        West keyword [PBN 1.0, mandatory, export position 5] snippet "[West \"$1\"]$0" 225..225
        North keyword [PBN 1.0, mandatory, export position 6] snippet "[North \"$1\"]$0" 225..225
        East keyword [PBN 1.0, mandatory, export position 7] snippet "[East \"$1\"]$0" 225..225
        South keyword [PBN 1.0, mandatory, export position 8] snippet "[South \"$1\"]$0" 225..225
        Scoring keyword [PBN 1.0, mandatory, export position 12] snippet "[Scoring \"$1\"]$0" 225..225
        Result keyword [PBN 1.0, mandatory, export position 15] snippet "[Result \"$1\"]$0" 225..225
        Play keyword [PBN 1.0, section] snippet "[Play \"$1\"]$0" 225..225
        Note keyword [PBN 1.0, note] snippet "[Note \"$1\"]$0" 225..225
        Annotator keyword [PBN 1.0, supplemental] snippet "[Annotator \"$1\"]$0" 225..225
        AnnotatorNA keyword [PBN 1.0, supplemental] snippet "[AnnotatorNA \"$1\"]$0" 225..225
        Application keyword [PBN 2.0, supplemental] snippet "[Application \"$1\"]$0" 225..225
        BidSystemEW keyword [PBN 1.0, supplemental] snippet "[BidSystemEW \"$1\"]$0" 225..225
        BidSystemNS keyword [PBN 1.0, supplemental] snippet "[BidSystemNS \"$1\"]$0" 225..225
        Competition keyword [PBN 1.0, supplemental] snippet "[Competition \"$1\"]$0" 225..225
        DealId keyword [PBN 2.0, supplemental] snippet "[DealId \"$1\"]$0" 225..225
        Description keyword [PBN 1.0, supplemental] snippet "[Description \"$1\"]$0" 225..225
        EastNA keyword [PBN 1.0, supplemental] snippet "[EastNA \"$1\"]$0" 225..225
        EastType keyword [PBN 1.0, supplemental] snippet "[EastType \"$1\"]$0" 225..225
        EventDate keyword [PBN 1.0, supplemental] snippet "[EventDate \"$1\"]$0" 225..225
        EventSponsor keyword [PBN 1.0, supplemental] snippet "[EventSponsor \"$1\"]$0" 225..225
        FrenchMP keyword [PBN 1.0, supplemental] snippet "[FrenchMP \"$1\"]$0" 225..225
        Generator keyword [PBN 1.0, supplemental] snippet "[Generator \"$1\"]$0" 225..225
        Hidden keyword [PBN 1.0, supplemental] snippet "[Hidden \"$1\"]$0" 225..225
        HomeTeam keyword [PBN 1.0, supplemental] snippet "[HomeTeam \"$1\"]$0" 225..225
        Mode keyword [PBN 1.0, supplemental] snippet "[Mode \"$1\"]$0" 225..225
        NorthNA keyword [PBN 1.0, supplemental] snippet "[NorthNA \"$1\"]$0" 225..225
        NorthType keyword [PBN 1.0, supplemental] snippet "[NorthType \"$1\"]$0" 225..225
        OptimumScore keyword [PBN 2.1, supplemental] snippet "[OptimumScore \"$1\"]$0" 225..225
        PairEW keyword [PBN 2.0, supplemental] snippet "[PairEW \"$1\"]$0" 225..225
        PairNS keyword [PBN 2.0, supplemental] snippet "[PairNS \"$1\"]$0" 225..225
        Room keyword [PBN 1.0, supplemental] snippet "[Room \"$1\"]$0" 225..225
        Round keyword [PBN 1.0, supplemental] snippet "[Round \"$1\"]$0" 225..225
        Score keyword [PBN 1.0, supplemental] snippet "[Score \"$1\"]$0" 225..225
        ScoreIMP keyword [PBN 1.0, supplemental] snippet "[ScoreIMP \"$1\"]$0" 225..225
        ScoreMP keyword [PBN 2.0, supplemental] snippet "[ScoreMP \"$1\"]$0" 225..225
        ScorePercentage keyword [PBN 1.0, supplemental] snippet "[ScorePercentage \"$1\"]$0" 225..225
        ScoreRubber keyword [PBN 1.0, supplemental] snippet "[ScoreRubber \"$1\"]$0" 225..225
        ScoreRubberHistory keyword [PBN 2.0, supplemental] snippet "[ScoreRubberHistory \"$1\"]$0" 225..225
        Section keyword [PBN 1.0, supplemental] snippet "[Section \"$1\"]$0" 225..225
        SouthNA keyword [PBN 1.0, supplemental] snippet "[SouthNA \"$1\"]$0" 225..225
        SouthType keyword [PBN 1.0, supplemental] snippet "[SouthType \"$1\"]$0" 225..225
        Stage keyword [PBN 1.0, supplemental] snippet "[Stage \"$1\"]$0" 225..225
        Table keyword [PBN 1.0, supplemental] snippet "[Table \"$1\"]$0" 225..225
        Termination keyword [PBN 1.0, supplemental] snippet "[Termination \"$1\"]$0" 225..225
        Time keyword [PBN 1.0, supplemental] snippet "[Time \"$1\"]$0" 225..225
        TimeCall keyword [PBN 1.0, supplemental] snippet "[TimeCall \"$1\"]$0" 225..225
        TimeCard keyword [PBN 1.0, supplemental] snippet "[TimeCard \"$1\"]$0" 225..225
        TimeControl keyword [PBN 1.0, supplemental] snippet "[TimeControl \"$1\"]$0" 225..225
        UTCDate keyword [PBN 1.0, supplemental] snippet "[UTCDate \"$1\"]$0" 225..225
        UTCTime keyword [PBN 1.0, supplemental] snippet "[UTCTime \"$1\"]$0" 225..225
        VisitTeam keyword [PBN 1.0, supplemental] snippet "[VisitTeam \"$1\"]$0" 225..225
        WestNA keyword [PBN 1.0, supplemental] snippet "[WestNA \"$1\"]$0" 225..225
        WestType keyword [PBN 1.0, supplemental] snippet "[WestType \"$1\"]$0" 225..225
        ActionTable keyword [PBN 2.0, table] snippet "[ActionTable \"$1\"]$0" 225..225
        AuctionTimeTable keyword [PBN 2.0, table] snippet "[AuctionTimeTable \"$1\"]$0" 225..225
        InstantScoreTable keyword [PBN 2.0, table] snippet "[InstantScoreTable \"$1\"]$0" 225..225
        PlayTimeTable keyword [PBN 2.0, table] snippet "[PlayTimeTable \"$1\"]$0" 225..225
        ScoreTable keyword [PBN 2.0, table] snippet "[ScoreTable \"$1\"]$0" 225..225
        TotalScoreTable keyword [PBN 2.0, table] snippet "[TotalScoreTable \"$1\"]$0" 225..225
        OptimumPlayTable keyword [PBN 2.1, table] snippet "[OptimumPlayTable \"$1\"]$0" 225..225
        OptimumResultTable keyword [PBN 2.1, table] snippet "[OptimumResultTable \"$1\"]$0" 225..225
        BCFlags keyword [extension] snippet "[BCFlags \"$1\"]$0" 225..225
        DoubleDummyTricks keyword [extension] snippet "[DoubleDummyTricks \"$1\"]$0" 225..225
        ParScore keyword [extension] snippet "[ParScore \"$1\"]$0" 225..225
        ParContract keyword [extension] snippet "[ParContract \"$1\"]$0" 225..225
        Ability keyword [extension] snippet "[Ability \"$1\"]$0" 225..225
        Minimax keyword [extension] snippet "[Minimax \"$1\"]$0" 225..225
    "#]],
    );
    // Inside the value of a Note tag: the numbers still missing.
    let text = format!("{GAME}[Auction \"N\"]\n1S =1= Pass =2= 2S AP\n[Note \"‸\"]\n");
    check(
        &text,
        expect![[r#"
        1: reference [explains =1=] "1:" 213..213
        2: reference [explains =2=] "2:" 213..213
    "#]],
    );
}

#[test]
fn enumerated_values_inside_the_quotes() {
    check(
        "[Vulnerable \"‸\"]\n",
        expect![[r#"
        None value [nobody vulnerable] "None" 13..13
        NS value [North-South vulnerable] "NS" 13..13
        EW value [East-West vulnerable] "EW" 13..13
        All value [both sides vulnerable] "All" 13..13
        Love value [nobody vulnerable (import spelling)] "Love" 13..13
        - value [nobody vulnerable (import spelling)] "-" 13..13
        Both value [both sides vulnerable (import spelling)] "Both" 13..13
    "#]],
    );
    check(
        "[Room \"Op‸\"]\n",
        expect![[r#"
        Open value [the open room] "Open" 7..9
        Closed value [the closed room] "Closed" 7..9
    "#]],
    );
    check(
        "[NorthType \"‸\"]\n",
        expect![[r#"
        human value [a person] "human" 12..12
        program value [a computer program] "program" 12..12
    "#]],
    );
    check(
        "[FrenchMP \"‸\"]\n",
        expect![[r#"
        Yes value [yes] "Yes" 11..11
        No value [no] "No" 11..11
    "#]],
    );
    check(
        "[Termination \"‸\"]\n",
        expect![[r#"
            abandoned value [Termination value] "abandoned" 14..14
            adjudication value [Termination value] "adjudication" 14..14
            death value [Termination value] "death" 14..14
            emergency value [Termination value] "emergency" 14..14
            normal value [Termination value] "normal" 14..14
            rules infraction value [Termination value] "rules infraction" 14..14
            time forfeit value [Termination value] "time forfeit" 14..14
            unterminated value [Termination value] "unterminated" 14..14
        "#]],
    );
    check(
        "[Dealer \"‸\"]\n",
        expect![[r#"
            W value [West] "W" 9..9
            N value [North] "N" 9..9
            E value [East] "E" 9..9
            S value [South] "S" 9..9
        "#]],
    );
}

#[test]
fn scoring_parts_are_completed_one_at_a_time() {
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Scoring \"IMP;Bu‸\"]\n");
    let items = completions(&parse, offset);
    assert!(items.iter().any(|item| item.label == "Butler"));
    assert!(items
        .iter()
        .all(|item| u32::from(item.range.start()) == 14 && u32::from(item.range.end()) == 16));
}

#[test]
fn seats_with_the_one_the_game_implies_first() {
    let text = format!("{GAME}[Play \"‸\"]\n");
    assert_eq!(labels_of(&text).first().map(String::as_str), Some("W"));
    let text = "[Dealer \"E\"]\n[Auction \"‸\"]\n";
    assert_eq!(labels_of(text).first().map(String::as_str), Some("E"));
    let text = "[Auction \"N\"]\n1S 2H X AP\n[Declarer \"‸\"]\n";
    assert_eq!(labels_of(text).first().map(String::as_str), Some("E"));
    let text = "[Auction \"N\"]\n1S 2H X AP\n[Contract \"‸\"]\n";
    assert_eq!(labels_of(text), ["2HX"]);
}

#[test]
fn table_columns_not_yet_listed() {
    check(
        "[ScoreTable \"Rank\\2R;PairId_NS;‸\"]\n",
        expect![[r#"
        PairId_EW reference [The pair or team id, for East-West] "PairId_EW" 31..31
        Names_NS reference [The players' names, for North-South] "Names_NS" 31..31
        Names_EW reference [The players' names, for East-West] "Names_EW" 31..31
        Contract reference [The contract] "Contract" 31..31
        Declarer reference [The declarer] "Declarer" 31..31
        Result reference [The tricks won] "Result" 31..31
        Score_NS reference [The score in points, for North-South] "Score_NS" 31..31
        Score_EW reference [The score in points, for East-West] "Score_EW" 31..31
        IMP_NS reference [The IMPs, for North-South] "IMP_NS" 31..31
        IMP_EW reference [The IMPs, for East-West] "IMP_EW" 31..31
        MP_NS reference [The matchpoints, for North-South] "MP_NS" 31..31
        MP_EW reference [The matchpoints, for East-West] "MP_EW" 31..31
        Percentage_NS reference [The percentage, for North-South] "Percentage_NS" 31..31
        Percentage_EW reference [The percentage, for East-West] "Percentage_EW" 31..31
        Multiplicity reference [How many rows this one stands for] "Multiplicity" 31..31
    "#]],
    );
    let labels = labels_of("[OptimumResultTable \"Declarer;Den‸\"]\n");
    assert_eq!(labels, ["Denomination", "Result"]);
}

#[test]
fn legal_calls_in_the_auction_section() {
    check(
        "[Auction \"S\"]\n1S X ‸\n",
        expect![[r#"
        Pass call [North passes] "Pass" 19..19
        XX call [North redoubles] "XX" 19..19
        1NT call [North bids 1NT] "1NT" 19..19
        2C call [North bids 2♣] "2C" 19..19
        2D call [North bids 2♦] "2D" 19..19
        2H call [North bids 2♥] "2H" 19..19
        2S call [North bids 2♠] "2S" 19..19
        2NT call [North bids 2NT] "2NT" 19..19
        3C call [North bids 3♣] "3C" 19..19
        3D call [North bids 3♦] "3D" 19..19
        3H call [North bids 3♥] "3H" 19..19
        3S call [North bids 3♠] "3S" 19..19
        3NT call [North bids 3NT] "3NT" 19..19
        4C call [North bids 4♣] "4C" 19..19
        4D call [North bids 4♦] "4D" 19..19
        4H call [North bids 4♥] "4H" 19..19
        4S call [North bids 4♠] "4S" 19..19
        4NT call [North bids 4NT] "4NT" 19..19
        5C call [North bids 5♣] "5C" 19..19
        5D call [North bids 5♦] "5D" 19..19
        5H call [North bids 5♥] "5H" 19..19
        5S call [North bids 5♠] "5S" 19..19
        5NT call [North bids 5NT] "5NT" 19..19
        6C call [North bids 6♣] "6C" 19..19
        6D call [North bids 6♦] "6D" 19..19
        6H call [North bids 6♥] "6H" 19..19
        6S call [North bids 6♠] "6S" 19..19
        6NT call [North bids 6NT] "6NT" 19..19
        7C call [North bids 7♣] "7C" 19..19
        7D call [North bids 7♦] "7D" 19..19
        7H call [North bids 7♥] "7H" 19..19
        7S call [North bids 7♠] "7S" 19..19
        7NT call [North bids 7NT] "7NT" 19..19
        AP call [all pass: the auction ends in 1♠X by South] "AP" 19..19
    "#]],
    );
}

#[test]
fn a_call_being_typed_is_replaced() {
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Auction \"N\"]\n1S Pa‸\n");
    let items = completions(&parse, offset);
    let pass = items.iter().find(|item| item.label == "Pass");
    assert_eq!(
        pass.map(|item| (u32::from(item.range.start()), u32::from(item.range.end()))),
        Some((17, 19))
    );
    // After a complete call, the next one goes after a space.
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Auction \"N\"]\n1S!‸\n");
    let items = completions(&parse, offset);
    assert!(items.iter().any(|item| item.insert.plain_text() == " Pass"));
}

#[test]
fn cards_of_the_player_whose_column_the_cursor_is_in() {
    // West leads the heart ace; North's column is next.
    check(
        &format!("{GAME}[Play \"W\"]\nHA ‸"),
        expect![[r#"
        HT card [North follows suit with ♥10] "HT" 184..184
        H9 card [North follows suit with ♥9] "H9" 184..184
        H8 card [North follows suit with ♥8] "H8" 184..184
    "#]],
    );
    // Trick 2 is led by West again, written from the North column: North's column comes first
    // but North plays second, so it must follow the lead written after it.
    check(
        &format!("{GAME}[Play \"N\"]\nHT H5 H2 HA\n‸ H6 HK H3"),
        expect![[r#"
            H9 card [North follows suit with ♥9] "H9" 193..193
            H8 card [North follows suit with ♥8] "H8" 193..193
            Site keyword [PBN 1.0, mandatory, export position 2] snippet "[Site \"$1\"]$0" 193..193
            Date keyword [PBN 1.0, mandatory, export position 3] snippet "[Date \"$1\"]$0" 193..193
            West keyword [PBN 1.0, mandatory, export position 5] snippet "[West \"$1\"]$0" 193..193
            North keyword [PBN 1.0, mandatory, export position 6] snippet "[North \"$1\"]$0" 193..193
            East keyword [PBN 1.0, mandatory, export position 7] snippet "[East \"$1\"]$0" 193..193
            South keyword [PBN 1.0, mandatory, export position 8] snippet "[South \"$1\"]$0" 193..193
            Scoring keyword [PBN 1.0, mandatory, export position 12] snippet "[Scoring \"$1\"]$0" 193..193
            Result keyword [PBN 1.0, mandatory, export position 15] snippet "[Result \"$1\"]$0" 193..193
            Auction keyword [PBN 1.0, section] snippet "[Auction \"$1\"]$0" 193..193
            Note keyword [PBN 1.0, note] snippet "[Note \"$1\"]$0" 193..193
            Annotator keyword [PBN 1.0, supplemental] snippet "[Annotator \"$1\"]$0" 193..193
            AnnotatorNA keyword [PBN 1.0, supplemental] snippet "[AnnotatorNA \"$1\"]$0" 193..193
            Application keyword [PBN 2.0, supplemental] snippet "[Application \"$1\"]$0" 193..193
            BidSystemEW keyword [PBN 1.0, supplemental] snippet "[BidSystemEW \"$1\"]$0" 193..193
            BidSystemNS keyword [PBN 1.0, supplemental] snippet "[BidSystemNS \"$1\"]$0" 193..193
            Competition keyword [PBN 1.0, supplemental] snippet "[Competition \"$1\"]$0" 193..193
            DealId keyword [PBN 2.0, supplemental] snippet "[DealId \"$1\"]$0" 193..193
            Description keyword [PBN 1.0, supplemental] snippet "[Description \"$1\"]$0" 193..193
            EastNA keyword [PBN 1.0, supplemental] snippet "[EastNA \"$1\"]$0" 193..193
            EastType keyword [PBN 1.0, supplemental] snippet "[EastType \"$1\"]$0" 193..193
            EventDate keyword [PBN 1.0, supplemental] snippet "[EventDate \"$1\"]$0" 193..193
            EventSponsor keyword [PBN 1.0, supplemental] snippet "[EventSponsor \"$1\"]$0" 193..193
            FrenchMP keyword [PBN 1.0, supplemental] snippet "[FrenchMP \"$1\"]$0" 193..193
            Generator keyword [PBN 1.0, supplemental] snippet "[Generator \"$1\"]$0" 193..193
            Hidden keyword [PBN 1.0, supplemental] snippet "[Hidden \"$1\"]$0" 193..193
            HomeTeam keyword [PBN 1.0, supplemental] snippet "[HomeTeam \"$1\"]$0" 193..193
            Mode keyword [PBN 1.0, supplemental] snippet "[Mode \"$1\"]$0" 193..193
            NorthNA keyword [PBN 1.0, supplemental] snippet "[NorthNA \"$1\"]$0" 193..193
            NorthType keyword [PBN 1.0, supplemental] snippet "[NorthType \"$1\"]$0" 193..193
            OptimumScore keyword [PBN 2.1, supplemental] snippet "[OptimumScore \"$1\"]$0" 193..193
            PairEW keyword [PBN 2.0, supplemental] snippet "[PairEW \"$1\"]$0" 193..193
            PairNS keyword [PBN 2.0, supplemental] snippet "[PairNS \"$1\"]$0" 193..193
            Room keyword [PBN 1.0, supplemental] snippet "[Room \"$1\"]$0" 193..193
            Round keyword [PBN 1.0, supplemental] snippet "[Round \"$1\"]$0" 193..193
            Score keyword [PBN 1.0, supplemental] snippet "[Score \"$1\"]$0" 193..193
            ScoreIMP keyword [PBN 1.0, supplemental] snippet "[ScoreIMP \"$1\"]$0" 193..193
            ScoreMP keyword [PBN 2.0, supplemental] snippet "[ScoreMP \"$1\"]$0" 193..193
            ScorePercentage keyword [PBN 1.0, supplemental] snippet "[ScorePercentage \"$1\"]$0" 193..193
            ScoreRubber keyword [PBN 1.0, supplemental] snippet "[ScoreRubber \"$1\"]$0" 193..193
            ScoreRubberHistory keyword [PBN 2.0, supplemental] snippet "[ScoreRubberHistory \"$1\"]$0" 193..193
            Section keyword [PBN 1.0, supplemental] snippet "[Section \"$1\"]$0" 193..193
            SouthNA keyword [PBN 1.0, supplemental] snippet "[SouthNA \"$1\"]$0" 193..193
            SouthType keyword [PBN 1.0, supplemental] snippet "[SouthType \"$1\"]$0" 193..193
            Stage keyword [PBN 1.0, supplemental] snippet "[Stage \"$1\"]$0" 193..193
            Table keyword [PBN 1.0, supplemental] snippet "[Table \"$1\"]$0" 193..193
            Termination keyword [PBN 1.0, supplemental] snippet "[Termination \"$1\"]$0" 193..193
            Time keyword [PBN 1.0, supplemental] snippet "[Time \"$1\"]$0" 193..193
            TimeCall keyword [PBN 1.0, supplemental] snippet "[TimeCall \"$1\"]$0" 193..193
            TimeCard keyword [PBN 1.0, supplemental] snippet "[TimeCard \"$1\"]$0" 193..193
            TimeControl keyword [PBN 1.0, supplemental] snippet "[TimeControl \"$1\"]$0" 193..193
            UTCDate keyword [PBN 1.0, supplemental] snippet "[UTCDate \"$1\"]$0" 193..193
            UTCTime keyword [PBN 1.0, supplemental] snippet "[UTCTime \"$1\"]$0" 193..193
            VisitTeam keyword [PBN 1.0, supplemental] snippet "[VisitTeam \"$1\"]$0" 193..193
            WestNA keyword [PBN 1.0, supplemental] snippet "[WestNA \"$1\"]$0" 193..193
            WestType keyword [PBN 1.0, supplemental] snippet "[WestType \"$1\"]$0" 193..193
            ActionTable keyword [PBN 2.0, table] snippet "[ActionTable \"$1\"]$0" 193..193
            AuctionTimeTable keyword [PBN 2.0, table] snippet "[AuctionTimeTable \"$1\"]$0" 193..193
            InstantScoreTable keyword [PBN 2.0, table] snippet "[InstantScoreTable \"$1\"]$0" 193..193
            PlayTimeTable keyword [PBN 2.0, table] snippet "[PlayTimeTable \"$1\"]$0" 193..193
            ScoreTable keyword [PBN 2.0, table] snippet "[ScoreTable \"$1\"]$0" 193..193
            TotalScoreTable keyword [PBN 2.0, table] snippet "[TotalScoreTable \"$1\"]$0" 193..193
            OptimumPlayTable keyword [PBN 2.1, table] snippet "[OptimumPlayTable \"$1\"]$0" 193..193
            OptimumResultTable keyword [PBN 2.1, table] snippet "[OptimumResultTable \"$1\"]$0" 193..193
            BCFlags keyword [extension] snippet "[BCFlags \"$1\"]$0" 193..193
            DoubleDummyTricks keyword [extension] snippet "[DoubleDummyTricks \"$1\"]$0" 193..193
            ParScore keyword [extension] snippet "[ParScore \"$1\"]$0" 193..193
            ParContract keyword [extension] snippet "[ParContract \"$1\"]$0" 193..193
            Ability keyword [extension] snippet "[Ability \"$1\"]$0" 193..193
            Minimax keyword [extension] snippet "[Minimax \"$1\"]$0" 193..193
        "#]],
    );
}

/// A small deterministic generator, so the random positions are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % below.max(1)
    }
}

fn pbn_call(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "XX".to_string(),
        Call::Bid(bid) => bid.letters(),
    }
}

#[test]
fn offered_calls_equal_the_model_legal_calls() {
    let mut random = Lcg(3);
    for _ in 0..200 {
        let dealer = Seat::ALL[random.next(4)];
        let mut auction = Auction::new(dealer);
        let mut written = Vec::new();
        for _ in 0..random.next(12) {
            let legal = auction.legal_calls();
            if legal.is_empty() {
                break;
            }
            let call = legal[random.next(legal.len().min(8))];
            if auction.push(call).is_err() {
                break;
            }
            written.push(pbn_call(call));
        }
        let text = format!(
            "[Dealer \"{0}\"]\n[Auction \"{0}\"]\n{1} ‸\n",
            dealer.letter(),
            written.join(" ")
        );
        let (parse, offset) = fixture::parse_at(Format::Pbn, &text);
        let offered: Vec<String> = completions(&parse, offset)
            .into_iter()
            .filter(|item| item.kind == CompletionKind::Call && item.label != "AP")
            .map(|item| item.label)
            .collect();
        let expected: Vec<String> = auction.legal_calls().into_iter().map(pbn_call).collect();
        assert_eq!(offered, expected, "{text}");
    }
}

#[test]
fn offered_cards_equal_the_model_legal_cards() {
    let hands = [
        "AK72.QJ5.T94.863",
        "QJ9.K8.AKJ2.AQ75",
        "T8.AT9742.Q8.KJ2",
        "6543.63.7653.T94",
    ];
    let deal = Deal::from_hands(hands.map(|hand| CardSet::parse_dotted(hand).ok()));
    let mut random = Lcg(5);
    let mut checked = 0;
    for _ in 0..200 {
        let strain = Strain::ALL[random.next(5)];
        let declarer = Seat::ALL[random.next(4)];
        let Some(bid) = Bid::new(2, strain) else {
            continue;
        };
        let contract = Contract::new(bid, Doubling::Undoubled, declarer);
        let first_column = contract.opening_leader();
        let column_of = |seat: Seat| (seat.index() + 4 - first_column.index()) % 4;
        let mut play = Play::new(&deal, &contract);
        let mut rows: Vec<[Option<Card>; 4]> = Vec::new();
        // Whole tricks, written in columns.
        for _ in 0..random.next(12) {
            let mut row = [None; 4];
            for _ in 0..4 {
                let (Some(seat), Some(legal)) = (play.next_to_play(), play.legal_cards()) else {
                    break;
                };
                let cards: Vec<Card> = legal.iter().collect();
                let card = cards[random.next(cards.len())];
                if play.play(seat, card).is_err() {
                    break;
                }
                row[column_of(seat)] = Some(card);
            }
            rows.push(row);
        }
        // The current trick up to a seat whose predecessors all sit in earlier columns.
        let Some(leader) = play.on_lead() else {
            continue;
        };
        let mut prefix = Vec::new();
        let mut column = 0;
        while column < 4 {
            let seat = first_column.after(column);
            if seat == play.next_to_play().unwrap_or(seat)
                && play.current_trick().is_none()
                && seat != leader
            {
                break;
            }
            if play.next_to_play() != Some(seat) {
                break;
            }
            if random.next(3) == 0 {
                break;
            }
            let Some(legal) = play.legal_cards() else {
                break;
            };
            let cards: Vec<Card> = legal.iter().collect();
            let card = cards[random.next(cards.len())];
            if play.play(seat, card).is_err() {
                break;
            }
            prefix.push(card);
            column += 1;
        }
        let seat = first_column.after(column);
        if play.next_to_play() != Some(seat) {
            continue;
        }
        let mut text = format!(
            "[Dealer \"N\"]\n[Deal \"N:{} {} {} {}\"]\n[Declarer \"{}\"]\n[Contract \"2{}\"]\n[Play \"{}\"]\n",
            hands[0],
            hands[1],
            hands[2],
            hands[3],
            declarer.letter(),
            strain.letters(),
            first_column.letter()
        );
        for row in &rows {
            let cards: Vec<String> = row
                .iter()
                .map(|card| card.map_or("-".to_string(), Card::letters))
                .collect();
            text.push_str(&cards.join(" "));
            text.push('\n');
        }
        for card in &prefix {
            text.push_str(&card.letters());
            text.push(' ');
        }
        text.push('‸');
        let (parse, offset) = fixture::parse_at(Format::Pbn, &text);
        let mut offered: Vec<Card> = completions(&parse, offset)
            .into_iter()
            .filter(|item| item.kind == CompletionKind::Card)
            .filter_map(|item| Card::from_letters(item.insert.plain_text().trim()))
            .collect();
        offered.sort_by_key(|card| (card.suit, card.rank));
        let mut expected: Vec<Card> = play
            .legal_cards()
            .map(|set| set.iter().collect())
            .unwrap_or_default();
        expected.sort_by_key(|card| (card.suit, card.rank));
        assert_eq!(offered, expected, "{text}");
        checked += 1;
    }
    assert!(checked > 50, "only {checked} positions checked");
}

/// Completion never panics on the PBN files: files up to 12 KB at every offset, larger ones at
/// every offset of their first 2 KB and at 1,000 offsets spread over the rest.
fn complete_everywhere(files: &[fixture::TestFile]) {
    for file in files.iter().filter(|file| file.format == Format::Pbn) {
        let text = &file.text;
        let parse = parse(Format::Pbn, text);
        let offsets: Vec<usize> = text
            .char_indices()
            .map(|(at, _)| at)
            .chain([text.len()])
            .collect();
        let whole = text.len() <= 12_000;
        let step = (offsets.len() / 1_000).max(1);
        for (index, &at) in offsets.iter().enumerate() {
            if !whole && at > 2_000 && index % step != 0 {
                continue;
            }
            let _ = completions(&parse, TextSize::try_from(at).unwrap_or_default());
        }
    }
}

#[test]
fn example_files_complete_without_panic() {
    complete_everywhere(&fixture::own_files());
}

#[test]
fn corpus_files_complete_without_panic() {
    let Some(files) = fixture::corpus_files(&["pbn"]) else {
        return;
    };
    assert!(files.len() > 10, "{} corpus files", files.len());
    complete_everywhere(&files);
}

#[test]
fn a_closed_tag_without_value_is_written_anew() {
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Boa‸]\n");
    let board = completions(&parse, offset)
        .into_iter()
        .find(|item| item.label == "Board")
        .map(|item| (item.insert.plain_text(), item.range));
    expect![[r#"
        Some(
            (
                "[Board \"\"]",
                0..5,
            ),
        )
    "#]]
    .assert_debug_eq(&board);
}

#[test]
fn the_deal_is_inherited_with_a_hash() {
    let text = format!(
        "{GAME}\n[Board \"2\"]\n[Deal \"#\"]\n[Declarer \"N\"]\n[Contract \"3NT\"]\n[Play \"E\"]\n‸"
    );
    let (parse, offset) = fixture::parse_at(Format::Pbn, &text);
    let cards: Vec<String> = in_list_order(&completions(&parse, offset))
        .into_iter()
        .filter(|item| item.kind == CompletionKind::Card)
        .map(|item| item.label.clone())
        .collect();
    // East holds T98.765.432.AKQJ and leads.
    assert_eq!(cards.len(), 13, "{cards:?}");
    assert_eq!(cards.first().map(String::as_str), Some("ST"));
}

#[test]
fn the_first_calls_go_on_the_line_after_the_auction_tag() {
    // A line of spaces would end the game; the calls typed there still belong to it.
    let labels = labels_of("[Auction \"N\"]\n  ‸");
    assert_eq!(labels.first().map(String::as_str), Some("Pass"));
    let labels = labels_of("[Auction \"N\"]\n‸\n");
    assert_eq!(labels.first().map(String::as_str), Some("Pass"));
}

#[test]
fn tag_documentation_reads_well() {
    let (parse, offset) = fixture::parse_at(Format::Pbn, "[Vul‸");
    let markdown = completions(&parse, offset)
        .into_iter()
        .find(|item| item.label == "Vulnerable")
        .and_then(|item| item.documentation)
        .map(|markup| markup.to_markdown());
    expect![[r#"
        Some(
            "**`Vulnerable` — PBN 1.0, mandatory, export position 10**\n\nWhich sides are vulnerable; export format writes `None`, `NS`, `EW` or `All`.\n\n- Value: `None`, `NS`, `EW` or `All` (also `Love`, `-`, `Both`).\n- Allowed: `None`, `Love`, `-`, `NS`, `EW`, `All`, `Both`.\n- Since PBN 1.0.",
        )
    "#]].assert_debug_eq(&markdown);
}
