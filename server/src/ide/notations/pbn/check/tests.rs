//! Fixtures for every PBN check: one that triggers it and a near miss that does not.

use crate::ide::check::CheckCache;

use crate::ide::analysis::check;
use crate::ide::diagnostic_lines::diagnostic_lines;
use crate::ide::diagnostics::sort_by_position;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format};

/// The codes of the deal, auction, contract, play and score checks (`check/game`), which have
/// tests of their own: the fixtures here test the tag checks and need not be good bridge.
const GAME_RULE_CODES: &[&str] = &[
    "pbn/call-after-end",
    "pbn/card-not-held",
    "pbn/card-played-twice",
    "pbn/contract-mismatch",
    "pbn/declarer-mismatch",
    "pbn/duplicate-card",
    "pbn/empty-deal",
    "pbn/false-irregularity",
    "pbn/first-call-not-dealer",
    "pbn/hand-sizes-differ",
    "pbn/illegal-double",
    "pbn/illegal-redouble",
    "pbn/insufficient-bid",
    "pbn/misplaced-end-mark",
    "pbn/play-not-from-leader",
    "pbn/ranks-out-of-order",
    "pbn/result-mismatch",
    "pbn/revoke",
    "pbn/rubber-vulnerability-mismatch",
    "pbn/score-mismatch",
    "pbn/too-many-cards",
    "pbn/too-many-tricks",
    "pbn/unfinished-auction",
];

#[test]
fn the_game_rule_codes_exist() {
    for code in GAME_RULE_CODES {
        assert!(crate::ide::codes::is_known_code(code), "{code}");
    }
}

/// The diagnostics for `text`, one per line, without the game-rule codes and (unless
/// `with_version` is set) without the version hint, which fixtures about other checks get too.
fn render(text: &str) -> String {
    render_with(text, false)
}

fn render_with(text: &str, with_version: bool) -> String {
    let parse = parse(Format::Pbn, text);
    let mut diagnostics = check(&parse, &mut CheckCache::default());
    diagnostics.retain(|d| !GAME_RULE_CODES.contains(&d.code));
    diagnostics.retain(|d| with_version || d.code != "pbn/missing-version");
    sort_by_position(&mut diagnostics);
    diagnostic_lines(text, &diagnostics)
}

fn check_pbn(text: &str, expect: Expect) {
    expect.assert_eq(&render(text));
}

#[test]
fn repeated_and_unknown_tags() {
    check_pbn(
        "[Event \"a\"]\n[Site \"x\"]\n[Event \"b\"]\n[Wrong \"1\"]\n[BCFlags \"1f\"]\n",
        expect![[r#"
            pbn/duplicate-tag@24..29 warning `Event`: `[Event]` is repeated in this game; programs keep the first one and ignore this one
              related@1..6 `Event`: the first `[Event]` of the game
            pbn/unknown-tag@36..41 info `Wrong`: `[Wrong]` is not a tag of PBN 2.1 nor a common extension; programs that do not know it skip it
        "#]],
    );
    // Notes repeat by design; a note outside a section is misplaced.
    check_pbn(
        "[Note \"1:x\"]\n[Auction \"N\"]\n1C =1= AP\n[Note \"1:y\"]\n[Dealer \"N\"]\n",
        expect![[r#"
            pbn/misplaced-note@1..5 error `Note`: `[Note]` stands outside the auction and play sections; a note belongs after the calls or cards whose `=n=` it explains
            pbn/tag-after-section@51..57 error `Dealer`: `[Dealer]` follows `[Auction]`; PBN requires Dealer before the auction section because the calls start with the dealer
              related@14..21 `Auction`: the `[Auction]` section starts here
        "#]],
    );
}

#[test]
fn tag_value_syntax() {
    check_pbn(
        "[Room \"Lounge\"]\n[FrenchMP \"yes\"]\n[Time \"25:00:00\"]\n[UTCTime \"12.30\"]\n\
         [Round \"-1\"]\n[Round \"1.a_2\"]\n[TimeCall \"30s\"]\n[Hidden \"WEW\"]\n\
         [TimeControl \"4/\"]\n[BCFlags \"1g\"]\n[ParScore \"-14o\"]\n[Scoring \"IMP;;Cross\"]\n",
        expect![[r#"
            pbn/bad-tag-value@7..13 error `Lounge`: expected `Open` or `Closed` in the value of `Room`, found `Lounge`
            pbn/bad-tag-value@40..42 error `25`: expected a time `HH:MM:SS` with the hour from 00 to 23 in the value of `Time`, found `25`
            pbn/bad-tag-value@61..66 error `12.30`: expected a time `HH:MM:SS` in the value of `UTCTime`, found `12.30`
            pbn/bad-tag-value@77..78 error `-`: expected round indicators of letters, digits and `_`, joined by `.` in the value of `Round`, found `-`
            pbn/duplicate-tag@83..88 warning `Round`: `[Round]` is repeated in this game; programs keep the first one and ignore this one
              related@70..75 `Round`: the first `[Round]` of the game
            pbn/bad-tag-value@111..112 error `s`: expected a number of seconds in the value of `TimeCall`, found `s`
            pbn/bad-tag-value@126..127 error `W`: expected each seat at most once in the value of `Hidden`, found `W`
            pbn/bad-tag-value@144..146 error `4/`: expected `<games>/<minutes>`, as in `4/30` in the value of `TimeControl`, found `4/`
            pbn/bad-tag-value@160..161 error `g`: expected hexadecimal digits in the value of `BCFlags`, found `g`
            pbn/bad-tag-value@178..179 error `o`: expected a whole number in the value of `ParScore`, found `o`
            pbn/bad-tag-value@196..196 error ``: expected a scoring method or modifier between the `;` in the value of `Scoring`, found the end of the value
        "#]],
    );
    check_pbn(
        "[Room \"Closed\"]\n[FrenchMP \"No\"]\n[Time \"23:59:??\"]\n[Round \"R16.1_a\"]\n\
         [TimeCall \"30\"]\n[Hidden \"WE\"]\n[TimeControl \"4/30\"]\n[TimeCard \"\"]\n\
         [BCFlags \"801f\"]\n[ParScore \"-140\"]\n[Scoring \"IMP;Cross1\"]\n[Mode \"TABLE\"]\n\
         [ScoreRubberHistory \"NS 0 0 / 100 0 EW 0 30/0 60\"]\n[Stage \"##QtrF:3\"]\n",
        expect![[""]],
    );
}

#[test]
fn unusual_values_and_rubber_history() {
    check_pbn(
        "[Scoring \"IMP;Crosss\"]\n[Mode \"Online\"]\n[WestType \"robot\"]\n\
         [ScoreRubberHistory \"NS 0 0 EW 0 0/0\"]\n",
        expect![[r#"
            pbn/unknown-tag-value@14..20 hint `Crosss`: `Crosss` is none of the values the standard names for `Scoring`: `MP`, `MatchPoints`, `IMP`, `Cavendish`, `Chicago`, `Rubber`, `BAM`, `Instant`, `Butler`, `Butler-2`, `Experts`, `Cross`, `Cross1`, `Cross2`, `Mean`, `Median`, `MP1`, `MP2`, `OldMP`, `Mitchell2`, `Mitchell3`, `Mitchell4`, `Ascherman`, `Bastille`, `EMP`, `IMP_1948` and `IMP_1961`
            pbn/unknown-tag-value@30..36 hint `Online`: `Online` is none of the values the standard names for `Mode`: `EM`, `IBS`, `OKB`, `TABLE` and `TC`
            pbn/unknown-tag-value@50..55 hint `robot`: `robot` is none of the values the standard names for `WestType`: `human` and `program`
            pbn/bad-tag-value@79..94 error `NS 0 0 EW 0 0/0`: expected `NS <above before> <above now>/<below> ... EW <above before> <above now>/<below> ...` in the value of `ScoreRubberHistory`, found `NS 0 0 EW 0 0/0`
        "#]],
    );
}

#[test]
fn values_the_parser_lexed() {
    check_pbn(
        "[Deal \"N:A...  - - -\"]\n[ScorePercentage \"NS 100.5 EW -0.5\"]\n\
         [OptimumScore \"NS 620 EW 620\"]\n",
        expect![[r#"
            pbn/bad-tag-value@13..15 error `  `: expected one space between two hands in the value of `Deal`, found 2 spaces
            pbn/bad-tag-value@44..49 error `100.5`: expected a percentage from 0 to 100 in the value of `ScorePercentage`, found `100.5`
            pbn/bad-tag-value@53..57 error `-0.5`: expected a percentage from 0 to 100 in the value of `ScorePercentage`, found `-0.5`
            pbn/bad-tag-value@85..88 error `620`: expected `-620` in the value of `OptimumScore`, found `620`: one side's optimum score is the other's with the sign changed
        "#]],
    );
    check_pbn(
        "[Deal \"N:A... - - -\"]\n[ScorePercentage \"NS 60.5 EW 39.5\"]\n\
         [OptimumScore \"NS 620 EW -620\"]\n",
        expect![""],
    );
}

#[test]
fn impossible_dates() {
    check_pbn(
        "[Date \"2000.00.00\"]\n[EventDate \"2023.02.29\"]\n[UTCDate \"2024.04.31\"]\n",
        expect![[r#"
            pbn/impossible-date@12..14 warning `00`: month 00 does not exist; write `??` for a month that is not known
            pbn/impossible-date@40..42 warning `29`: day 29 does not exist in this month, which has 28 days
            pbn/impossible-date@63..65 warning `31`: day 31 does not exist in this month, which has 30 days
        "#]],
    );
    check_pbn(
        "[Date \"2024.02.29\"]\n[EventDate \"2023.??.31\"]\n[UTCDate \"2024.12.??\"]\n",
        expect![[""]],
    );
}

#[test]
fn inheritance() {
    check_pbn(
        "[Event \"#\"]\n[Dealer \"#\"]\n[Deal \"##\"]\n\n[Event \"Club\"]\n[Site \"#\"]\n\n\
         [Event \"#\"]\n[Date \"##2024.01.05\"]\n\n[Date \"#\"]\n",
        expect![[r#"
            pbn/nothing-to-inherit@8..9 warning `#`: `#` copies `[Event]` from an earlier game, but no earlier game gives it a value, so the value is empty; write the value out
            pbn/forbidden-inheritance@21..22 error `#`: `#` cannot stand for the value of `[Dealer]`: PBN forbids inheritance for Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play and Note, so that every game can be played on its own; write the value out
            pbn/forbidden-inheritance@32..34 error `##`: `##` cannot stand for the value of `[Deal]`: PBN forbids inheritance for Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play and Note, so that every game can be played on its own; write the value out
            pbn/nothing-to-inherit@60..61 warning `#`: `#` copies `[Site]` from an earlier game, but no earlier game gives it a value, so the value is empty; write the value out
        "#]],
    );
}

#[test]
fn tags_the_sections_need() {
    check_pbn(
        "[Auction \"N\"]\nPass\n[Dealer \"N\"]\n[Play \"E\"]\nSA\n[Contract \"1S\"]\n",
        expect![[r#"
            pbn/tag-after-section@20..26 error `Dealer`: `[Dealer]` follows `[Auction]`; PBN requires Dealer before the auction section because the calls start with the dealer
              related@1..8 `Auction`: the `[Auction]` section starts here
            pbn/section-without-tag@33..37 error `Play`: the game has `[Play]` but no `[Deal]`; PBN requires Deal before the play section because the play needs the cards, the declarer and the trump suit
            pbn/section-without-tag@33..37 error `Play`: the game has `[Play]` but no `[Declarer]`; PBN requires Declarer before the play section because the play needs the cards, the declarer and the trump suit
            pbn/tag-after-section@47..55 error `Contract`: `[Contract]` follows `[Play]`; PBN requires Contract before the play section because the play needs the cards, the declarer and the trump suit
              related@33..37 `Play`: the `[Play]` section starts here
        "#]],
    );
    // An end position needs no declarer; a tag of an earlier game is a weaker finding.
    check_pbn(
        "[Dealer \"N\"]\n[Deal \"N:A... - - -\"]\n[Contract \"S\"]\n[Play \"W\"]\n*\n\n\
         [Auction \"N\"]\nAP\n",
        expect![[r#"
            pbn/section-tag-not-repeated@65..72 warning `Auction`: the game has `[Auction]` but no `[Dealer]`: it seems to rely on the `[Dealer]` of an earlier game, but PBN does not carry Dealer over; repeat it before the auction section
        "#]],
    );
    // An earlier dealer written `?` is not known: there is nothing to rely on (the export
    // formatter writes `?` for every mandatory tag a game lacks).
    check_pbn(
        "[Dealer \"?\"]\n\n[Auction \"N\"]\nAP\n",
        expect![[r#"
            pbn/section-without-tag@15..22 error `Auction`: the game has `[Auction]` but no `[Dealer]`; PBN requires Dealer before the auction section because the calls start with the dealer
        "#]],
    );
}

#[test]
fn notes_and_annotations() {
    check_pbn(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= ! $3 2C =2= =3= $7 2D !! ? 2H $300 =40=\n\
         [Note \"1:a\"]\n[Note \"1:b\"]\n[Note \"4:c\"]\n[Note \"0:d\"]\n[Note \"\"]\n",
        expect![[r#"
            pbn/suffix-and-nag@36..38 warning `$3`: `1C` is judged twice, by the suffix `!` and by `$3`; export format turns the suffix into a NAG, so keep one of them
              related@34..35 `!`: the other judgement
            pbn/missing-note@42..45 error `=2=`: `=2=` refers to note 2, but the auction section has no `[Note "2:..."]`
            pbn/repeated-annotation@46..49 error `=3=`: `2C` already has the note reference `=2=`; a call takes at most one note reference
              related@42..45 `=2=`: the first note reference
            pbn/missing-note@46..49 error `=3=`: `=3=` refers to note 3, but the auction section has no `[Note "3:..."]`
            pbn/misplaced-nag@50..52 error `$7`: `$7` (good card) may only annotate cards of the play, not calls of the auction
            pbn/repeated-annotation@59..60 error `?`: `2D` already has the suffix `!!`; a call takes at most one suffix
              related@56..58 `!!`: the first suffix
            pbn/nag-out-of-range@64..68 error `$300`: `$300` is outside the NAGs PBN allows; a NAG is `$0` to `$255`
            pbn/bad-note-number@69..73 error `=40=`: `=40=` is outside the note numbers PBN allows; use a number from 1 to 32
            pbn/duplicate-note@94..95 error `1`: note 1 is already explained in this auction section; each `Note` of a section needs its own number
              related@81..82 `1`: the first note 1
            pbn/unused-note@107..110 warning `4:c`: note 4 is never referred to: no call of the auction has `=4=`
            pbn/bad-note-number@120..121 error `0`: `0` is outside the note numbers PBN allows; use a number from 1 to 32
            pbn/bad-note@127..131 error `Note`: the `Note` is empty; its value is `<number>:<text>`, the number of the `=n=` it explains
        "#]],
    );
    check_pbn(
        "[Dealer \"N\"]\n[Auction \"N\"]\n1C =1= $1 $13 Pass =1=\n[Note \"1:a\"]\n\
         [Deal \"N:A... - - -\"]\n[Declarer \"N\"]\n[Contract \"1C\"]\n[Play \"E\"]\n\
         SA ! =1= $14 $200\n[Note \"1:b\"]\n",
        expect![[""]],
    );
}

#[test]
fn table_order_and_double_dummy_tricks() {
    check_pbn(
        "[ScoreTable \"+Score_NS;-Rank\"]\n420 1\n-50 3\n100 2\n\
         [TotalScoreTable \"+TotalMP\\3R;Names\"]\n10.5 \"a\" ? \"b\" 12 \"c\"\n",
        expect![[r#"
            pbn/table-order@43..46 error `100`: `100` comes after `-50` in the column `Score_NS`, which its `+` declares sorted highest first; move the row or drop the `+`
              related@37..40 `-50`: the row before
            pbn/table-order@47..48 error `2`: `2` comes after `3` in the column `Rank`, which its `-` declares sorted lowest first; move the row or drop the `-`
              related@41..42 `3`: the row before
            pbn/table-order@102..104 error `12`: `12` comes after `10.5` in the column `TotalMP`, which its `+` declares sorted highest first; move the row or drop the `+`
              related@87..91 `10.5`: the row before
        "#]],
    );
    check_pbn(
        "[DoubleDummyTricks \"77667775576677566775\"]\n\
         [OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n\
         N NT 7\nN S 7\nE H 8\n",
        expect![[r#"
            pbn/bad-double-dummy-tricks@32..33 error `7`: digit 13 of `DoubleDummyTricks` gives E 7 tricks in H, but the `OptimumResultTable` gives 8; the digits go declarer N, S, E, W, each in NT, S, H, D, C
              related@118..119 `8`: E H in the OptimumResultTable
        "#]],
    );
    check_pbn(
        "[ScoreTable \"Rank;Score_NS\"] { after the tag }\n1 420 ; first\n2 {second} 100\n",
        expect![[r#"
            pbn/comment-in-table@53..60 error `; first`: a comment among the rows of a table; PBN allows a comment only after the table's tag, so move it there or before the tag
            pbn/comment-in-table@63..71 error `{second}`: a comment among the rows of a table; PBN allows a comment only after the table's tag, so move it there or before the tag
        "#]],
    );
    // Ties, unknown elements and rows that agree with the digits pass.
    check_pbn(
        "[ScoreTable \"-Rank;+Score_NS\"]\n1 420\n2= 100\n? 100\n4 -50\n\
         [DoubleDummyTricks \"77667775576677566775\"]\n\
         [OptimumResultTable \"Declarer;Denomination;Result\"]\nN NT 7\nS C 7\nE N 6\nW D 7\n",
        expect![[""]],
    );
    check_pbn(
        "[DoubleDummyTricks \"7766777557667756677\"]\n",
        expect![[r#"
            pbn/bad-double-dummy-tricks@20..39 error `7766777557667756677`: `DoubleDummyTricks` has 19 digits; it needs 20, the tricks of declarer N, S, E and W, each in NT, S, H, D and C
        "#]],
    );
    check_pbn(
        "[DoubleDummyTricks \"776677755766775667e5\"]\n",
        expect![[r#"
            pbn/bad-double-dummy-tricks@38..39 error `e`: `e` is not a number of tricks; `DoubleDummyTricks` has one hexadecimal digit per declarer and denomination, `0`-`9` and `a`-`d` for 10-13
        "#]],
    );
}

#[test]
fn lines_tabs_and_characters() {
    // 254 characters before the line end pass, 255 do not.
    let long = format!("{{{}}}\n{{{}}}\n", "x".repeat(252), "y".repeat(253));
    check_pbn(
        &long,
        expect![[r#"
            pbn/line-too-long@509..510 error `}`: this line is 255 characters long; PBN allows 255 with the line end, so 254 before it: break it or shorten it
        "#]],
    );
    check_pbn(
        "[Event \"a\tb\"]\n{ tab\tin a comment }\n[Site \"caf\u{e9} \u{2663} \u{2660}\"]\n[Room \"\u{1}\"]\n",
        expect![[r#"
            pbn/tab-in-string@9..10 error `\t`: a tab inside a string; PBN strings hold printing characters only, so write spaces instead
            pbn/non-latin1-character@48..51 warning `♣`: characters beyond ISO-8859-1, the character set of PBN (the line has one more such character): programs that read the file as Latin-1 show other characters here; write Latin-1 letters (suits as `\S`, `\H`, `\D`, `\C`), or declare `%Content-type: text/x-pbn; charset=UTF-8` at the top
            pbn/bad-tag-value@65..66 error `\u{1}`: expected `Open` or `Closed` in the value of `Room`, found ``
            pbn/control-character@65..66 error `\u{1}`: control characters, which PBN does not allow in its text; remove them
        "#]],
    );
    check_pbn(
        "%Content-type: text/x-pbn; charset=UTF-8\n[Event \"\u{2663}\"]\n",
        expect![[""]],
    );
}

#[test]
fn lines_outside_games() {
    // A `%` line of the file head, and one after the last game, where no game holds it.
    let text = format!(
        "% PBN 2.1\n%{}\n[Event \"e\"]\n\n% a bell \u{7} \u{2663}\n",
        "x".repeat(254)
    );
    check_pbn(
        &text,
        expect![[r#"
        pbn/line-too-long@264..265 error `x`: this line is 255 characters long; PBN allows 255 with the line end, so 254 before it: break it or shorten it
        pbn/control-character@288..289 error `\u{7}`: control characters, which PBN does not allow in its text (the line has one more such character); remove them
    "#]],
    );
}

/// A `%` line ended by a lone CR right before a game is judged like any other.
#[test]
fn a_long_line_ended_by_a_lone_cr_before_a_game_is_reported() {
    let text = format!("% PBN 2.1\r%{}\r[Event \"e\"]\r", "x".repeat(254));
    check_pbn(
        &text,
        expect![[r#"
            pbn/line-too-long@264..265 error `x`: this line is 255 characters long; PBN allows 255 with the line end, so 254 before it: break it or shorten it
        "#]],
    );
}

/// A comment after the last game stands where a game would, but is no game lacking its tags.
#[test]
fn export_finds_no_game_in_comments_after_the_last() {
    check_pbn(
        "% PBN 2.1\r\n% EXPORT\r\n\r\n{ the end }\r\n",
        expect![[""]],
    );
}

#[test]
fn export_spelling_names_the_first_lower_case_rank_of_a_hand() {
    check_pbn(
        "% PBN 2.1\r\n% EXPORT\r\n[Deal \"N:AKq.Q.J.T 2.3.4.k - -\"]\r\n\r\n",
        expect![[r#"
            pbn/export-missing-tag@22..26 warning `Deal`: the file says `% EXPORT`, but this game lacks `[Event]`, `[Site]`, `[Date]`, `[Board]`, `[West]`, `[North]`, `[East]`, `[South]`, `[Dealer]`, `[Vulnerable]`, `[Scoring]`, `[Declarer]`, `[Contract]`, `[Result]`, which export format requires in every game (with `"?"` for a value that is not known)
            pbn/export-spelling@32..33 warning `q`: `q` is written `Q` in export format (and once more in this game); lower case and other spellings belong to import format
        "#]],
    );
}

#[test]
fn export_format() {
    check_pbn(
        "% PBN 2.1\r\n% EXPORT\r\n[Event \"e\"] [Site \"s\"]\r\n[Date \"2024.01.01\"]\r\n\
         [Board \"1\"]\r\n[West \"w\"]\r\n[North \"n\"]\r\n[East \"e\"]\r\n[South \"s\"]\r\n\
         [Dealer \"n\"]\r\n[Vulnerable \"Both\"]\r\n[Deal \"N:A... - - -\"]\r\n[Declarer \"N\"]\r\n\
         [Contract \"1N\"]\r\n[Result \"7\"]\r\n[Scoring \"IMP\"]\r\n[Auction \"N\"]\r\n\
         1N\tPASS pass PASS\r\n\n",
        expect![[r#"
            pbn/export-tag-layout@21..32 warning `[Event "e"]`: `[Event]` shares its line with what follows it; export format puts each tag alone on its line, as `[Name "value"]`
            pbn/export-tag-layout@33..43 warning `[Site "s"]`: `[Site]` does not start its line; export format puts each tag alone on its line, as `[Name "value"]`
            pbn/export-spelling@138..139 warning `n`: `n` is written `N` in export format (and 6 more times in this game); lower case and other spellings belong to import format
            pbn/dealer-off-rotation@156..160 hint `Both`: the Vulnerable tag says Both, but board 1 is `None` in the standard rotation of duplicate boards (it repeats every 16 boards): if this is a duplicate board, check the vulnerability and the board number
            pbn/export-tag-order@235..242 warning `Scoring`: `[Scoring]` follows `[Result]`; export format orders a game as Event, Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring, Declarer, Contract, Result, then the other tags alphabetically, then `[Auction]`, `[Play]` and the tables alphabetically
              related@221..227 `Result`: `[Result]` belongs after `[Scoring]`
            pbn/export-tab@268..269 warning `\t`: a tab in a file that says `% EXPORT`; export format separates with spaces only
            pbn/export-line-end@285..286 warning `\n`: the file says `% EXPORT`, but this line ends without CR LF, the line end export format requires
        "#]],
    );
    check_pbn(
        "% PBN 2.1\r\n% EXPORT\r\n[Event \"##e\"]\r\n[Site \"s\"]\r\n[Date \"2024.01.01\"]\r\n\
         [Board \"1\"]\r\n[West \"w\"]\r\n[North \"n\"]\r\n[East \"e\"]\r\n[South \"s\"]\r\n\
         [Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n[Deal \"N:A... - - -\"]\r\n\
         [Scoring \"IMP\"]\r\n[Declarer \"N\"]\r\n[Contract \"1NT\"]\r\n[Result \"7\"]\r\n\
         [Room \"Open\"]\r\n[Auction \"N\"]\r\n1NT Pass Pass Pass\r\n\r\n\
         [Site \"s\"]\r\n[Date \"2024.01.01\"]\r\n\
         [Board \"2\"]\r\n[West \"w\"]\r\n[North \"n\"]\r\n[East \"e\"]\r\n[South \"s\"]\r\n\
         [Dealer \"E\"]\r\n[Vulnerable \"NS\"]\r\n[Deal \"E:- - A... -\"]\r\n\
         [Scoring \"IMP\"]\r\n[Declarer \"\"]\r\n[Contract \"Pass\"]\r\n[Result \"\"]\r\n",
        expect![[""]],
    );
    check_pbn(
        "% EXPORT\r\n[Dealer \"S\"]\r\n[Deal \"N:A... - - -\"]\r\n[Auction \"W\"]\r\n- Pass\r\n",
        expect![[r#"
            pbn/export-missing-tag@11..17 warning `Dealer`: the file says `% EXPORT`, but this game lacks `[Event]`, `[Site]`, `[Date]`, `[Board]`, `[West]`, `[North]`, `[East]`, `[South]`, `[Vulnerable]`, `[Scoring]`, `[Declarer]`, `[Contract]`, `[Result]`, which export format requires in every game (with `"?"` for a value that is not known)
            pbn/export-first-seat@31..32 warning `N`: the deal starts with N, but export format starts it with the dealer, S: rotate the hands so that the dealer's comes first
              related@19..20 `S`: the dealer
            pbn/export-first-seat@57..58 warning `W`: the auction starts with W, but export format starts it with the dealer, S: start the calls with the dealer's, without `-` before it
              related@19..20 `S`: the dealer
        "#]],
    );
    // PBN 1.0 has 14 mandatory tags: `Scoring` is an ordinary tag there.
    check_pbn(
        "% PBN 1.0\r\n% EXPORT\r\n[Event \"e\"]\r\n[Site \"s\"]\r\n[Date \"2024.01.01\"]\r\n\
         [Board \"1\"]\r\n[West \"w\"]\r\n[North \"n\"]\r\n[East \"e\"]\r\n[South \"s\"]\r\n\
         [Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n[Deal \"N:A... - - -\"]\r\n\
         [Declarer \"N\"]\r\n[Contract \"1NT\"]\r\n[Result \"7\"]\r\n[Room \"Open\"]\r\n\
         [Scoring \"IMP\"]\r\n",
        expect![[""]],
    );
    // The same text without `% EXPORT` is fine as import format.
    check_pbn(
        "[Event \"e\"] [Site \"s\"]\n[Dealer \"n\"]\n[Auction \"N\"]\n1N\tPASS pass PASS\n",
        expect![[""]],
    );
}

fn check_version(text: &str, expect: Expect) {
    expect.assert_eq(&render_with(text, true));
}

#[test]
fn version_line_present() {
    for text in [
        "% PBN 2.1\n[Event \"e\"]\n",
        "%PBN 2.1\n[Event \"e\"]\n",
        "% PBN 1.0\r\n% EXPORT\r\n[Event \"e\"]\r\n",
        // Other `%` lines may come first.
        "%Creator: by hand\n% PBN 2.0\n\n[Event \"e\"]\n",
        // No game: nothing to hint at.
        "",
        "% EXPORT\n",
        "\n\n",
    ] {
        let found = check(&parse(Format::Pbn, text), &mut CheckCache::default());
        let codes: Vec<&str> = found.iter().map(|d| d.code).collect();
        assert!(
            !codes.contains(&"pbn/missing-version"),
            "{text:?}: {codes:?}"
        );
    }
}

#[test]
fn version_line_missing() {
    // On the first tag when the file starts with it.
    check_version(
        "[Event \"e\"]\n[Board \"1\"]\n",
        expect![[r#"
            pbn/missing-version@0..11 hint `[Event "e"]`: the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its first tag; programs tell from it which version of PBN the file follows, and whether the tags and sections added in PBN 2.x may be used
        "#]],
    );
    // Otherwise on the first line: a `% PBN` line without a version number is a comment.
    check_version(
        "% PBN (c) 2021 rpbridge.net\r\n[Event \"e\"]\r\n",
        expect![[r#"
            pbn/missing-version@0..27 hint `% PBN (c) 2021 rpbridge.net`: the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its first tag; programs tell from it which version of PBN the file follows, and whether the tags and sections added in PBN 2.x may be used
        "#]],
    );
    check_version(
        "%Creator: by hand\n%PBN\n% PBN 2\n[Event \"e\"]\n",
        expect![[r#"
            pbn/missing-version@0..17 hint `%Creator: by hand`: the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its first tag; programs tell from it which version of PBN the file follows, and whether the tags and sections added in PBN 2.x may be used
        "#]],
    );
    // Only the lines before the first game count; one hint for the file.
    check_version(
        "{ scores }\n[Event \"e\"]\n% PBN 2.1\n\n[Event \"f\"]\n",
        expect![[r#"
            pbn/missing-version@0..10 hint `{ scores }`: the file has no `% PBN <version>` line (such as `% PBN 2.1`) before its first tag; programs tell from it which version of PBN the file follows, and whether the tags and sections added in PBN 2.x may be used
        "#]],
    );
}

/// The error-severity findings of the whole check of `text`, as `code: message`.
fn errors(text: &str) -> Vec<String> {
    use crate::ide::Severity;
    check(&parse(Format::Pbn, text), &mut CheckCache::default())
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}: {}", d.code, d.message))
        .collect()
}

#[test]
fn the_reference_verifiers_clean_files_have_no_errors() {
    for name in ["correct_10.pbn", "correct_20.pbn", "correct_21.pbn"] {
        let Some(file) = crate::ide::fixture::corpus_file("pbn", name) else {
            return;
        };
        assert_eq!(errors(&file.latin1()), Vec::<String>::new(), "{name}");
    }
}

/// The clean example file and generated games with legal auctions and play.
#[test]
fn the_clean_example_file_and_generated_games_have_no_errors() {
    let example = crate::ide::fixture::example_files()
        .into_iter()
        .find(|file| file.file_name() == "club-teams.pbn")
        .expect("club-teams.pbn is an example file");
    assert_eq!(errors(&example.latin1()), Vec::<String>::new());
    assert_eq!(
        errors(&crate::generate::pbn(24 * 1024)),
        Vec::<String>::new()
    );
}

/// The line (from 1) each diagnostic of the whole check starts on, with its code and
/// severity.
fn findings_by_line(text: &str) -> Vec<(usize, &'static str, crate::ide::Severity)> {
    let diagnostics = check(&parse(Format::Pbn, text), &mut CheckCache::default());
    diagnostics
        .iter()
        .map(|d| {
            let line = text[..usize::from(d.range.start())].matches('\n').count() + 1;
            (line, d.code, d.severity)
        })
        .collect()
}

/// The kinds of mistakes of the reference verifier's error file, in games of a file written
/// here: each is reported on its line, and the file has no other errors of these checks.
#[test]
fn a_file_of_many_mistakes_reports_each_on_its_line() {
    let deal = "W:KQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4";
    let long_line = "1234567890".repeat(26);
    let wrongly_read = "\u{85} ".repeat(130);
    let (tab, bell) = ('\t', '\u{7}');
    let text = format!(
        r##"% PBN 2.1
[Event "Club"]
[Board "1"]
% expect pbn/unknown-tag
[Wrong "Unknown tag"]

[Board "2"]
% expect pbn/tab-in-string
[Event "a tab{tab}here"]

[Board "3"]
% expect pbn/bad-tag-value
[Round "&"]

[Board "4"]
% expect pbn/bad-tag-value
[Round "-1"]

[Board "5"]
% expect pbn/bad-tag-value
[Deal "W:KQT2.AT.J6542.85  - - -"]

[Board "6"]
% expect pbn/misplaced-note
[Note "1:outside a section"]

[Board "7"]
[Dealer "N"]
[Deal "{deal}"]
[Declarer "S"]
[Contract "5HX"]

[Board "8"]
% expect pbn/section-tag-not-repeated
[Auction "W"]
- 1D AP

[Board "9"]
[Declarer "S"]
[Contract "5HX"]
% expect pbn/section-tag-not-repeated
[Play "W"]
*

[Board "10"]
[Deal "{deal}"]
[Contract "5HX"]
% expect pbn/section-tag-not-repeated
[Play "W"]
*

[Board "11"]
[Deal "{deal}"]
[Declarer "S"]
% expect pbn/section-tag-not-repeated
[Play "W"]
*

[Board "12"]
[Event "Amsterdam"]
[Site "Schiphol"]
% expect pbn/duplicate-tag
[Site "Schiphol"]

[Board "13"]
[Dealer "N"]
[Auction "N"]
% expect pbn/repeated-annotation
1C !!!
% expect pbn/repeated-annotation
1D ! !
% expect pbn/suffix-and-nag
1H ! $3
% expect pbn/suffix-and-nag
1S $3 !
% expect pbn/misplaced-nag
1NT $7
% expect pbn/nag-out-of-range
2C $256
% expect pbn/bad-note-number
2S =44=
% expect pbn/repeated-annotation pbn/missing-note
2NT =1= =2=
AP
[Note "1:explained"]

[Board "14"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{deal}"]
[Declarer "S"]
[Contract "5HX"]
[Auction "W"]
- 1D 1S 3H
4S 4NT X Pass
Pass 5C X 5H
X Pass Pass Pass
[Play "W"]
% expect pbn/repeated-annotation
SK !! ? H3 S4 S3
% expect pbn/bad-note-number
C5 C2 =40= C6 CK
% expect pbn/nag-out-of-range
S2 H6 S5 $300 S7
*

[Board "15"]
% expect pbn/forbidden-inheritance
[Dealer "#"]
% expect pbn/forbidden-inheritance
[Vulnerable "#"]
% expect pbn/forbidden-inheritance
[Deal "#"]
% expect pbn/forbidden-inheritance
[Declarer "#"]
% expect pbn/forbidden-inheritance
[Contract "#"]
% expect pbn/forbidden-inheritance
[Auction "#"]
Pass Pass Pass Pass
% expect pbn/forbidden-inheritance
[Play "#"]
*

[Board "16"]
% expect pbn/bad-tag-value
[ScorePercentage "-10"]

[Board "17"]
{{
% expect pbn/line-too-long
{long_line}
}}

[Board "18"]
% expect pbn/control-character
[Description "a bell {bell} here"]

[Board "19"]
[Dealer "N"]
[Auction "N"]
1C =1= AP
[Note "1:x"]
% expect pbn/bad-note
[Note ""]

[Board "20"]
[Dealer "N"]
[Auction "N"]
% expect pbn/missing-note
1C =3= AP
% expect pbn/unused-note
[Note "1:never referred to"]

[Board "21"]
% expect pbn/line-too-long pbn/control-character
[Description "{wrongly_read}"]
"##
    );
    let expected = crate::ide::fixture::marked_findings(&text);
    let found = findings_by_line(&text);
    let missing: Vec<_> = expected
        .iter()
        .filter(|&&(line, code)| !found.iter().any(|f| (f.0, f.1) == (line, code)))
        .collect();
    assert_eq!(missing, Vec::<&(usize, &str)>::new(), "found {found:?}");
    let unexpected: Vec<_> = found
        .iter()
        .filter(|f| f.2 == crate::ide::Severity::Error && !GAME_RULE_CODES.contains(&f.1))
        .filter(|f| !expected.contains(&(f.0, f.1)))
        .collect();
    assert_eq!(
        unexpected,
        Vec::<&(usize, &str, crate::ide::Severity)>::new()
    );
}

/// The mistakes that the comments of the reference verifier's `errors_10.pbn` describe and that
/// these checks cover, each on the line the comment points at (those left to the parser, to the
/// bridge-model checks or to nobody yet are listed in the notes of this change).
#[test]
fn the_reference_verifiers_error_file() {
    let Some(file) = crate::ide::fixture::corpus_file("pbn", "errors_10.pbn") else {
        return;
    };
    let text = file.latin1();
    let diagnostics = check(&parse(Format::Pbn, &text), &mut CheckCache::default());
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let found: Vec<(usize, &str)> = diagnostics
        .iter()
        .map(|d| (line_of(usize::from(d.range.start())), d.code))
        .collect();
    let expected: &[(usize, &str, &str)] = &[
        (7, "pbn/unknown-tag", "New tag name"),
        (19, "pbn/tab-in-string", "Bad character (tab)"),
        (23, "pbn/bad-tag-value", "No integer tag value (Round)"),
        (
            27,
            "pbn/bad-tag-value",
            "No non-negative integer tag value (Round)",
        ),
        (67, "pbn/bad-tag-value", "Wrong tag value: Double space"),
        (98, "pbn/misplaced-note", "Bad section"),
        (102, "pbn/section-tag-not-repeated", "No dealer"),
        (108, "pbn/section-tag-not-repeated", "No deal"),
        (114, "pbn/section-tag-not-repeated", "No declarer"),
        (120, "pbn/section-tag-not-repeated", "No contract"),
        (127, "pbn/duplicate-tag", "Tag exists already"),
        (223, "pbn/repeated-annotation", "Double suffix"),
        (226, "pbn/repeated-annotation", "Double suffix"),
        (229, "pbn/suffix-and-nag", "Double nag"),
        (232, "pbn/suffix-and-nag", "Double nag"),
        (235, "pbn/misplaced-nag", "Bad nag"),
        (238, "pbn/nag-out-of-range", "Bad nag"),
        (247, "pbn/bad-note-number", "Bad note"),
        (250, "pbn/repeated-annotation", "Double note"),
        (250, "pbn/missing-note", "No note for =1= / =2="),
        (340, "pbn/repeated-annotation", "Double suffix"),
        (343, "pbn/repeated-annotation", "Double suffix"),
        (346, "pbn/suffix-and-nag", "Double nag"),
        (349, "pbn/suffix-and-nag", "Double nag"),
        (361, "pbn/misplaced-nag", "Bad nag"),
        (363, "pbn/nag-out-of-range", "Bad nag"),
        (381, "pbn/bad-note-number", "Bad note"),
        (384, "pbn/repeated-annotation", "Double note"),
        (384, "pbn/missing-note", "No note for =1= / =2="),
        (529, "pbn/bad-note-number", "Bad note"),
        (531, "pbn/bad-note-number", "Bad note"),
        (534, "pbn/unused-note", "Unused note [32]"),
        (564, "pbn/missing-note", "No note for =3="),
        (654, "pbn/suffix-and-nag", "Double nag"),
        (663, "pbn/misplaced-nag", "Bad nag"),
        (670, "pbn/misplaced-nag", "Bad nag"),
        (772, "pbn/forbidden-inheritance", "Bad inheritance (Dealer)"),
        (
            773,
            "pbn/forbidden-inheritance",
            "Bad inheritance (Vulnerable)",
        ),
        (774, "pbn/forbidden-inheritance", "Bad inheritance (Deal)"),
        (
            775,
            "pbn/forbidden-inheritance",
            "Bad inheritance (Declarer)",
        ),
        (
            776,
            "pbn/forbidden-inheritance",
            "Bad inheritance (Contract)",
        ),
        (
            777,
            "pbn/forbidden-inheritance",
            "Bad inheritance (Auction)",
        ),
        (779, "pbn/forbidden-inheritance", "Bad inheritance (Play)"),
        (
            812,
            "pbn/bad-tag-value",
            "Bad tag value (ScorePercentage -10)",
        ),
        (817, "pbn/line-too-long", "Line too long"),
        (820, "pbn/line-too-long", "Line too long"),
        (825, "pbn/line-too-long", "Line too long"),
        (828, "pbn/control-character", "Bad character"),
        (875, "pbn/bad-note", "Bad number (empty note)"),
        (955, "pbn/line-too-long", "line too long"),
        // Byte 0x85 read as Latin-1 is a control character (as windows-1252, `…`).
        (955, "pbn/control-character", "non ISO 8859/1 character"),
    ];
    let missing: Vec<String> = expected
        .iter()
        .filter(|&&(line, code, _)| !found.contains(&(line, code)))
        .map(|(line, code, comment)| format!("line {line}: {code} ({comment})"))
        .collect();
    assert_eq!(missing, Vec::<String>::new());
}

mod cache {
    //! The PBN context carries everything a game's checks read from the games before it: after
    //! any edit, the cached run gives what a fresh run gives.

    use super::super::Checks;
    use crate::ide::check::{run, Records};
    use crate::ide::diagnostics::sort_by_position;
    use gamerec_grammar::{parse, reparse, Format, TextRange, TextSize};
    use proptest::prelude::*;

    const GAMES: &str = "% PBN 2.1\n% EXPORT\n[Event \"##Club\"]\n[Site \"#\"]\n[Dealer \"N\"]\n\
        [Auction \"N\"]\n1C =1= AP\n[Note \"1:x\"]\n\n[Event \"#\"]\n[Auction \"E\"]\nAP\n\n\
        [Dealer \"#\"]\n[Site \"s\"]\n\n[Site \"#\"]\n";

    fn sorted(mut diagnostics: Vec<crate::ide::Diagnostic>) -> Vec<String> {
        sort_by_position(&mut diagnostics);
        let mut lines: Vec<String> = diagnostics
            .iter()
            .map(|d| format!("{}@{:?} {}", d.code, d.range, d.message))
            .collect();
        lines.sort();
        lines
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn cached_checks_equal_fresh_checks(
            edits in proptest::collection::vec(
                (0usize..200, 0usize..6, "[#\\n\\[\\]\"A-Za-z =1]{0,4}"),
                1..20,
            )
        ) {
            let mut text = GAMES.to_owned();
            let mut old = parse(Format::Pbn, &text);
            let mut kept = Records::default();
            run::<Checks>(&old, &mut kept, &Default::default(), None);
            for (at, delete, insert) in edits {
                let mut new_text = text.clone();
                let replaced = crate::ide::fixture::splice(&mut new_text, at, delete, &insert);
                let range = TextRange::new(
                    TextSize::try_from(replaced.start).unwrap_or_default(),
                    TextSize::try_from(replaced.end).unwrap_or_default(),
                );
                let new = reparse(&old, &text, range, &insert, &new_text).parse;
                let cached = sorted(run::<Checks>(&new, &mut kept, &Default::default(), None).finish().0);
                let fresh = sorted(run::<Checks>(&new, &mut Records::default(), &Default::default(), None).finish().0);
                prop_assert_eq!(cached, fresh, "after editing the text is {:?}", new_text);
                text = new_text;
                old = new;
            }
        }
    }
}
