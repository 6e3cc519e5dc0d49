//! Hover snapshots in PBN at many positions, and a no-panic walk over the examples, generated
//! documents and (in the corpus tier) the corpus.

use crate::ide::analysis::{hover, HoverCache};
use crate::ide::fixture::{corpus_files, own_files, TestFile};
use crate::ide::hover::rendered::{cursor_before, render};
use crate::ide::hover::token::token_at;
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, TextSize};
use std::collections::HashSet;

fn check(text: &str, needle: &str, expect: Expect) {
    expect.assert_eq(&render(Format::Pbn, &cursor_before(text, needle)));
}

const GAMES: &str = r##"% PBN 2.1
% EXPORT
[Event "Club"]
[Date "2012.08.??"]
[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "W:AJ6.K52.J8.KQJ96 QT9.QJ76.K943.T3 K73.983.QT752.84 8542.AT4.A6.A752"]
[Scoring "IMP;Butler"]
[Declarer "E"]
[Contract "2D"]
[Result "7"]
[Score "EW -100"]
[Auction "S"]
1C =1= 1NT! X $2 2D
AP
[Note "1:could be short"]
[Play "S"]
S5 SJ SQ SK
C2 CK C3 C8
CA CQ CT C4
*
[DoubleDummyTricks "88667886675476554765"]
[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
N NT  8
N  S  5
S NT  8
[ScoreTable "PairId_NS;Score_NS\4R"]
1 100
2 -110

[Event "#"]
[Declarer "N"]
[Contract "3NTX"]
[Result "NS 8"]
[Auction "W"]
- - 1NT Pass 3NT X
AP
[Play "E"]
D3 D2 DA D5
"##;

#[test]
fn tag_names() {
    check(
        GAMES,
        "Deal ",
        expect![[r#"
        «Deal»
        **`Deal`**

        The cards of the four hands, clockwise from the seat before the colon, each hand as `spades.hearts.diamonds.clubs`; `-` stands for a hand that is not given.

        - Mandatory: number 11 of the 15 tags of the export order (14 in PBN 1.0).
        - Defined in PBN 1.0.
        - Value: `<seat>:` then four hands clockwise separated by spaces, each `spades.hearts.diamonds.clubs` with ranks `AKQJT98765432`, or `-`.
        - May not be inherited with `#`: every game states it."#]],
    );
    check(
        GAMES,
        "Scoring ",
        expect![[r#"
        «Scoring»
        **`Scoring`**

        The scoring method, optionally followed by modifiers, separated by `;`. A supplemental tag in 1.0, mandatory since 2.0.

        - Mandatory since PBN 2.0 (a supplemental tag in 1.0): number 12 of the 15 tags of the export order.
        - Defined in PBN 1.0.
        - Value: a scoring method, then modifiers, separated by `;`.
        - Common values: `MP`, `MatchPoints`, `IMP`, `Cavendish`, `Chicago`, `Rubber`, `BAM`, `Instant`, `Butler`, `Butler-2`, `Experts`, `Cross`, `Cross1`, `Cross2`, `Mean`, `Median`, `MP1`, `MP2`, `OldMP`, `Mitchell2`, `Mitchell3`, `Mitchell4`, `Ascherman`, `Bastille`, `EMP`, `IMP_1948`, `IMP_1961`.
        - `#` copies the value of the nearest earlier game; `##` sets it for the games that follow."#]],
    );
    check(
        GAMES,
        "ScoreTable",
        expect![[r#"
        «ScoreTable»
        **`ScoreTable`**

        The results of this board at every table: pairs, contract, result and scores.

        - A table: the value lists the columns, rows of elements follow.
        - Defined in PBN 2.0.
        - Value: column names separated by `;`, then rows of elements.
        - Columns: Rank, PairId_NS, PairId_EW, Names_NS, Names_EW, Contract, Declarer, Result, Score_NS, Score_EW, IMP_NS, IMP_EW, MP_NS, MP_EW, Percentage_NS, Percentage_EW, Multiplicity.
        - `#` copies the value of the nearest earlier game; `##` sets it for the games that follow."#]],
    );
    check(
        "[Dela \"N\"]\n",
        "Dela",
        expect![[r#"
        «Dela»
        **`Dela`**

        Not a tag of any PBN version; programs keep it as written."#]],
    );
    check(
        "[Board \"1\"]\n[MyTag \"x\"]\n",
        "MyTag",
        expect![[r#"
        «MyTag»
        **`MyTag`**

        Not a tag of any PBN version; programs keep it as written."#]],
    );
}

#[test]
fn deal_diagram_and_table_values() {
    check(
        GAMES,
        "QT9",
        expect![[r#"
        «QT9.QJ76.K943.T3»
        **Deal**

        ```text
                         North                          
                         ♠ QT9                          
                         ♥ QJ76                         
                         ♦ K943                         
                         ♣ T3                           
                         8 HCP, 3-4-4-2                 
        West (vul)                        East (vul)    
        ♠ AJ6                             ♠ K73         
        ♥ K52            Dealer S         ♥ 983         
        ♦ J8             Vul EW           ♦ QT752       
        ♣ KQJ96                           ♣ 84          
        15 HCP, 3-3-2-5                   5 HCP, 3-3-5-2
                         South (dealer)                 
                         ♠ 8542                         
                         ♥ AT4                          
                         ♦ A6                           
                         ♣ A752                         
                         12 HCP, 4-3-2-4                
        ```

        Dealer **South**, **East-West** vulnerable."#]],
    );
    check(
        GAMES,
        "W:AJ6",
        expect![[r#"
        «W:AJ6.K52.J8.KQJ96 QT9.QJ76.K943.T3 K73.983.QT752.84 8542.AT4.A6.A752»
        **Deal**

        ```text
                         North                          
                         ♠ QT9                          
                         ♥ QJ76                         
                         ♦ K943                         
                         ♣ T3                           
                         8 HCP, 3-4-4-2                 
        West (vul)                        East (vul)    
        ♠ AJ6                             ♠ K73         
        ♥ K52            Dealer S         ♥ 983         
        ♦ J8             Vul EW           ♦ QT752       
        ♣ KQJ96                           ♣ 84          
        15 HCP, 3-3-2-5                   5 HCP, 3-3-5-2
                         South (dealer)                 
                         ♠ 8542                         
                         ♥ AT4                          
                         ♦ A6                           
                         ♣ A752                         
                         12 HCP, 4-3-2-4                
        ```

        Dealer **South**, **East-West** vulnerable."#]],
    );
    check(
        GAMES,
        "\"S\"]",
        expect![[r#"
        «S»
        **Dealer South**

        **South** dealt and makes the first call."#]],
    );
    check(
        GAMES,
        "\"EW\"]",
        expect![[r#"
        «EW»
        **Vulnerable `EW`**

        East-West are vulnerable.

        Spellings: `None` (also `Love`, `-`), `NS`, `EW`, `All` (also `Both`)."#]],
    );
    check(
        GAMES,
        "\"3\"]",
        expect![[r#"
        «3»
        **Board 3**

        By the standard rotation board 3 has dealer **South** and vulnerability **East-West**."#]],
    );
    check(
        "[Deal \"N:AKQ.JT9.. - 32..A.KQ -\"]\n",
        "AKQ",
        expect![[r#"
            «AKQ.JT9..»
            **Deal**

            ```text
                         North                       
                         ♠ AKQ                       
                         ♥ JT9                       
                         ♦ -                         
                         ♣ -                         
                         10 HCP, 3-3-0-0             
            West                          East       
            (not given)                   (not given)
                         South                       
                         ♠ 32                        
                         ♥ -                         
                         ♦ A                         
                         ♣ KQ                        
                         9 HCP, 2-0-1-2              
            ```"#]],
    );
}

#[test]
fn contract_result_and_score() {
    check(
        GAMES,
        "2D\"",
        expect![[r#"
        «2D»
        **Contract 2♦ by East**

        Two diamonds by East.

        - Declarer needs 8 tricks with diamonds as trumps.
        - Dummy is **West**; **South** makes the opening lead."#]],
    );
    check(
        GAMES,
        "E\"]\n[C",
        expect![[r#"
        «E»
        **Declarer**

        **East** is declarer; West is dummy."#]],
    );
    check(
        GAMES,
        "7\"",
        expect![[r#"
        «7»
        **Result**

        - East won 7 of the 8 tricks needed in 2♦ by East: down 1.
        - Duplicate score, declarer vulnerable: undertrick penalty 100 = **-100** for East-West (North-South +100)."#]],
    );
    check(
        GAMES,
        "EW -",
        expect![[r#"
        «EW -100»
        **Score**

        - North-South +100, East-West -100.
        - East won 7 of the 8 tricks needed in 2♦ by East: down 1.
        - Duplicate score, declarer vulnerable: undertrick penalty 100 = **-100** for East-West (North-South +100)."#]],
    );
    check(
        GAMES,
        "3NTX",
        expect![[r#"
        «3NTX»
        **Contract 3NTX by North**

        Three no trump doubled by North.

        - Declarer needs 9 tricks without trumps.
        - Dummy is **South**; **East** makes the opening lead.
        - Doubled: scores and penalties are doubled."#]],
    );
    check(
        GAMES,
        "NS 8",
        expect![[r#"
        «NS 8»
        **Result**

        - North won 8 of the 9 tricks needed in 3NTX by North: down 1.
        - Duplicate score, declarer not vulnerable: undertrick penalty 100 = **-100** for North-South."#]],
    );
    // A Score set with `##` stands for the games that follow: the second game's result is
    // judged against it, with the second game's own vulnerability.
    check(
        "[Board \"1\"]\n[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"4H\"]\n\
         [Result \"10\"]\n[Score \"##NS 420\"]\n\n\
         [Board \"2\"]\n[Vulnerable \"NS\"]\n[Declarer \"S\"]\n[Contract \"4H\"]\n\
         [Result \"11\"]\n",
        "11",
        expect![[r#"
            «11»
            **Result**

            - South won 11 of the 10 tricks needed in 4♥ by South: made with an overtrick.
            - Duplicate score, declarer vulnerable: trick score 120 + overtricks 30 + game bonus 500 = **+650** for North-South.
            - The record gives North-South +420, which differs from the duplicate score."#]],
    );
    check(
        "[Contract \"Pass\"]\n",
        "Pass",
        expect![[r#"
        «Pass»
        **Contract `Pass`**

        All four players passed: the board is passed out and scores 0."#]],
    );
    check(
        "[Declarer \"^S\"]\n",
        "^S",
        expect![[r#"
        «^S»
        **Declarer**

        **South** is declarer; North is dummy.

        `^`: declarer and dummy were swapped, an irregularity the players accepted."#]],
    );
}

#[test]
fn other_values() {
    check(
        GAMES,
        "2012",
        expect![[r#"
        «2012.08.??»
        **`Date`**

        August 2012 (day unknown)"#]],
    );
    check(
        GAMES,
        "IMP;",
        expect![[r#"
        «IMP;Butler»
        **Scoring**

        The scoring method first, then modifiers, separated by `;`.

        - `IMP`: International Match Points, the scale in use since 1962.
        - `Butler`: IMPs against a datum made from the other results on the board."#]],
    );
    check(
        GAMES,
        "could",
        expect![[r#"
        «1:could be short»
        **Note 1**

        Explains `=1=` in the auction: could be short"#]],
    );
    check(
        GAMES,
        "886",
        expect![[r#"
        «88667886675476554765»
        **Double-dummy tricks**

        ```text
               NT   ♠   ♥   ♦   ♣
        North   8   8   6   6   7
        South   8   8   6   6   7
        East    5   4   7   6   5
        West    5   4   7   6   5
        ```

        Tricks declarer wins with best play by both sides, all cards seen (double dummy).

        20 hexadecimal digits: declarer North, South, East, West, each in NT, ♠, ♥, ♦, ♣."#]],
    );
    check(
        GAMES,
        "Auction \"S",
        expect![[r#"
        «Auction»
        **`Auction`**

        Starts the auction section; the value is the seat of the first call (the dealer in export format) and the calls follow up to the next tag.

        - Opens a section: the calls or cards follow up to the next tag.
        - Defined in PBN 1.0.
        - Value: a seat: `W`, `N`, `E` or `S`.
        - May not be inherited with `#`: every game states it."#]],
    );
    check(
        GAMES,
        "\"S\"]\nS5",
        expect![[r#"
        «S»
        **`Play`**

        **South** plays the first card written (the opening leader in export format); the cards stand in columns, the first column this seat's."#]],
    );
    check(
        GAMES,
        "#",
        expect![[r#"
        «#»
        **`Event` — inherited**

        `#` copies the value of the nearest earlier game: `Club`."#]],
    );
    check(
        "[Dealer \"#\"]\n",
        "#",
        expect![[r#"
        «#»
        **`Dealer` — inherited**

        PBN forbids `#` for `Dealer`: every game states it.

        `#`: no earlier game gives a value, so the value is empty."#]],
    );
}

#[test]
fn auction_calls_and_annotations() {
    check(
        GAMES,
        "1C",
        expect![[r#"
        «1C»
        **Bid 1♣: one club**

        Made by **South**: call 1 of the auction, in round 1.

        - Bids to win 7 tricks with clubs as trumps.
        - Next to call: West.

        - `=1=` note 1: could be short"#]],
    );
    check(
        GAMES,
        "=1=",
        expect![[r#"
        «=1=»
        **Note reference**

        `=1=` note 1: could be short"#]],
    );
    check(
        GAMES,
        "1NT!",
        expect![[r#"
        «1NT»
        **Bid 1NT: one no trump**

        Made by **West**: call 2 of the auction, in round 1.

        - Bids to win 7 tricks without trumps.
        - Next to call: North.

        - `!`: good (NAG `$1`)."#]],
    );
    check(
        GAMES,
        "! X",
        expect![[r#"
        «!»
        **Suffix annotation**

        `!`: good (NAG `$1`)."#]],
    );
    check(
        GAMES,
        "$2",
        expect![[r#"
        «$2»
        **Numeric annotation glyph**

        `$2`: poor call."#]],
    );
    check(
        GAMES,
        "AP\n[N",
        expect![[r#"
        «AP»
        **All pass**

        Made by **South**: call 5 of the auction, in round 2.

        - The players still to call all pass.
        - The auction ends: 2♦ by East (two diamonds by East)."#]],
    );
    check(
        GAMES,
        "- - 1NT",
        expect![[r#"
        «-»
        **`-`**

        Stands for **West**, who sits before the dealer and does not call yet."#]],
    );
    check(
        GAMES,
        "3NT X",
        expect![[r#"
        «3NT»
        **Bid 3NT: three no trump**

        Made by **West**: call 3 of the auction, in round 1.

        - Bids to win 9 tricks without trumps.
        - Next to call: North."#]],
    );
    check(
        "[Auction \"N\"]\n1S ^I 1H\n",
        "1H",
        expect![[r#"
            «1H»
            **Bid 1♥: one heart**

            Made by **East**: call 2 of the auction, in round 1.

            - Bids to win 7 tricks with hearts as trumps.
            - Insufficient, and accepted by the next player (`^I`).
            - Next to call: South."#]],
    );
    check(
        "[Auction \"N\"]\n1S ^I 1H\n",
        "^I",
        expect![[r#"
        «^I»
        **Irregularity**

        `^I`: the following bid is insufficient and was accepted."#]],
    );
    check(
        "[Auction \"N\"]\n1S 1H *\n",
        "1H",
        expect![[r#"
        «1H»
        **Bid 1♥: one heart**

        Made by **East**: call 2 of the auction, in round 1.

        - Bids to win 7 tricks with hearts as trumps.
        - Not legal here: 1♥ is insufficient after 1♠ by North: bid at least 2♥."#]],
    );
    check(
        "[Auction \"N\"]\n1S 1H *\n",
        "*",
        expect![[r#"
        «*»
        `*`: the rest of the auction or play is unknown."#]],
    );
}

#[test]
fn played_cards() {
    check(
        GAMES,
        "S5",
        expect![[r#"
        «S5»
        **♠5 played by South**

        - Trick 1: the lead.
        - **East** wins the trick with the ♠K.
        - Tricks so far: declarer's side 1, defenders 0."#]],
    );
    check(
        GAMES,
        "SQ",
        expect![[r#"
        «SQ»
        **♠Q played by North**

        - Trick 1: the 3rd card.
        - Follows suit (spades led).
        - **East** wins the trick with the ♠K.
        - Tricks so far: declarer's side 1, defenders 0."#]],
    );
    check(
        GAMES,
        "C2",
        expect![[r#"
        «C2»
        **♣2 played by South**

        - Trick 2: the 2nd card.
        - Follows suit (clubs led).
        - **West** wins the trick with the ♣K.
        - Tricks so far: declarer's side 2, defenders 0."#]],
    );
    check(
        GAMES,
        "CQ",
        expect![[r#"
        «CQ»
        **♣Q played by West**

        - Trick 3: the lead.
        - **South** wins the trick with the ♣A.
        - Tricks so far: declarer's side 2, defenders 1."#]],
    );
    check(
        GAMES,
        "D3",
        expect![[r#"
        «D3»
        **♦3 played by East**

        - Trick 1: the lead.
        - Not legal here: East does not hold the ♦3 (North holds it)."#]],
    );
    check(
        GAMES,
        "DA",
        expect![[r#"
        «DA»
        **♦A played by West**

        - Trick 1.

        Column 3 of the play belongs to **West**."#]],
    );
}

#[test]
fn tables_and_directives() {
    check(
        GAMES,
        "Denom",
        expect![[r#"
        «Denomination\2R»
        **Column `Denomination`**

        The strain: `S`, `H`, `D`, `C` or `NT`.

        In `OptimumResultTable`.

        - `\2R`: at least 2 characters wide, aligned right."#]],
    );
    check(
        GAMES,
        "N NT",
        expect![[r#"
        «N NT  8»
        **Double-dummy tricks**

        ```text
               NT   ♠   ♥   ♦   ♣
        North   8   5   ?   ?   ?
        South   8   ?   ?   ?   ?
        East    ?   ?   ?   ?   ?
        West    ?   ?   ?   ?   ?
        ```

        Tricks declarer wins with best play by both sides, all cards seen (double dummy)."#]],
    );
    check(
        GAMES,
        "-110",
        expect![[r#"
        «-110»
        **Column `Score_NS`**

        The score of North-South in points.

        In `ScoreTable`."#]],
    );
    check(
        GAMES,
        "Score_NS",
        expect![[r#"
        «Score_NS\4R»
        **Column `Score_NS`**

        The score of North-South in points.

        In `ScoreTable`.

        - `\4R`: at least 4 characters wide, aligned right."#]],
    );
    check(
        GAMES,
        "EXPORT",
        expect![[r#"
        «EXPORT»
        **`%EXPORT` directive**

        `% EXPORT`: the file is in strict export format.

        Defined by the PBN standard. PBN readers treat `%` lines as comments."#]],
    );
    check(
        GAMES,
        "PBN 2.1",
        expect![[r#"
        «PBN»
        **`%PBN` directive**

        `% PBN <major>.<minor>`: the PBN version the file follows.

        Defined by the PBN standard. PBN readers treat `%` lines as comments."#]],
    );
}

fn corpus_file_offsets(text: &str, large: bool) -> Vec<usize> {
    let boundaries = text
        .char_indices()
        .map(|(offset, _)| offset)
        .chain([text.len()]);
    if !large {
        return boundaries.collect();
    }
    boundaries
        .filter(|&offset| offset < 20_000 || offset % 97 == 0)
        .collect()
}

/// Hover at every character boundary of every PBN file (for files over 100 KB, every
/// boundary of the first 20 KB and every 97th byte after) never panics and returns a range
/// inside the text; returns how many hovers were shown. A hover depends only on the token the
/// offset picks, so each token is hovered once, at the first offset that picks it.
fn hover_everywhere(files: &[TestFile]) -> usize {
    let mut shown = 0;
    for file in files.iter().filter(|file| file.format == Format::Pbn) {
        let text = &file.text;
        let parsed = parse(Format::Pbn, text);
        let root = parsed.syntax();
        let cache = HoverCache::default();
        let mut seen = HashSet::new();
        for offset in corpus_file_offsets(text, text.len() > 100_000) {
            let at = TextSize::try_from(offset).unwrap_or_default();
            let token = token_at(&root, at).map(|token| token.text_range());
            if !seen.insert(token) {
                continue;
            }
            if let Some(found) = hover(&parsed, at, &cache) {
                assert!(
                    usize::from(found.range.end()) <= text.len(),
                    "{}: {offset}",
                    file.name
                );
                assert!(!found.markup.is_empty(), "{}: {offset}", file.name);
                shown += 1;
            }
        }
    }
    shown
}

#[test]
fn examples_never_panic() {
    let shown = hover_everywhere(&own_files());
    assert!(shown > 200, "only {shown} hovers");
}

#[test]
fn corpus_never_panics() {
    let Some(files) = corpus_files(&["pbn"]) else {
        return;
    };
    assert!(files.len() >= 30, "only {} PBN files", files.len());
    hover_everywhere(&files);
}
