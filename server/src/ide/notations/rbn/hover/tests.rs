//! Hover snapshots in RBN and RBX at many positions, and a no-panic walk over the examples,
//! generated documents and (in the corpus tier) the corpus.

use crate::ide::analysis::{hover, HoverCache};
use crate::ide::fixture::{corpus_files, own_files, TestFile};
use crate::ide::hover::rendered::{cursor_before, render};
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, TextSize};

fn check(text: &str, needle: &str, expect: Expect) {
    expect.assert_eq(&render(Format::Rbn, &cursor_before(text, needle)));
}

const RECORDS: &str = "% RBN 3.2
D 19980131:1930G
E Club Teams:Flight A
F I
S R16:2
K Lions:Tigers
N Wolff+Hamman:Stansby+:C
B 7
H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:
A SE:1S^1P2SP:4SA
1 five-card major
C 4S:S
P CK327:HA!432:D47A2:S2A36:HQ65K:C5TQA:C4S4SK8
R 10+420:+4
M 9:AAB:987A8=:!=

B 8
A WZ:P1NP3N:A
C 3N:N
P HK-.~
R 9:55
";

#[test]
fn label_letters() {
    check(
        RECORDS,
        "H W:",
        expect![[r#"
            «H»
            **`H` — Hands**

            The cards of each player clockwise from the seat given first, each hand after a colon as `spades.hearts.diamonds.clubs`; a semicolon instead of a colon hides the next hand, a trailing colon gives the fourth hand the rest, `x` is a low card, `?` an unknown.

            - Fields, separated by `:`: first seat, hand 1, hand 2, hand 3, hand 4.
            - At most 72 characters on the line, label and space included.
            - Valid characters: digits 2-9, the letters `AEJKNQSTWx` and the symbols `:.;?` (upper or lower case), no spaces.
            - Repeats into later records until given again; the label alone clears it.

            Examples:

            - `H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:`
            - `H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72`
            - `H E:T4.8642.AKT8.K65`
            - `H W:43:KJ2:Q976:AT85`
            - `H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;`"#]],
    );
    check(
        RECORDS,
        "A SE",
        expect![[r#"
        «A»
        **`A` — Auction**

        Dealer (NESW, X any) and vulnerability (Z none, N, E, B both, X any), then each round of calls after a colon: P pass, X double, R redouble, A all pass, Y your call; calls may carry `!`, `?`, `*` or a note reference `^n`. Without the prefix, `WX:` is assumed.

        - Fields, separated by `:`: dealer and vulnerability, round of calls.
        - At most 128 characters on the line, label and space included.
        - Valid characters: digits 1-9, the letters `ABCDEHNPRSWXYZ` and the symbols `:!?*^` (lower case `cdhsnpxr` may carry a meaning of your own), no spaces.
        - Applies to this record only.

        Examples:

        - `A SZ:1SP2SP:4SA`
        - `A WE:A`
        - `A NB:1SXY`
        - `A 1SP2CP:2D`
        - `A EB:3CP3N?P:PX!R^1A`"#]],
    );
    check(
        RECORDS,
        "1 five",
        expect![[r#"
        «1»
        **`1` — Note 1**

        Explains the call or card marked `^n` with this digit. It belongs to the auction, or to the play if a P label came first, and follows that label.

        - Valid characters: any character.
        - Applies to this record only.

        Examples:

        - `1 forcing one round`
        - `1 subtle falsecard`"#]],
    );
    check(
        RECORDS,
        "N Wolff",
        expect![[r#"
        «N»
        **`N` — Names of Players**

        The players as `North+South:West+East` (empty for unknown), optionally followed by the room (C closed, O open) or table number, and then any further information.

        - Fields, separated by `:`: North+South, West+East, room or table, other.
        - At most 128 characters on the line, label and space included.
        - Valid characters: any character.
        - Repeats into later records; while `K` names two teams, the names of the two tables alternate.

        Examples:

        - `N Wolff+Hamman:Stansby+Martel`
        - `N Soloway`
        - `N :Jan+Joe:O`
        - `N :+Norman Kay:6`
        - `N +Roth:GIB 4.0`"#]],
    );
}

#[test]
fn deal_diagram() {
    check(
        RECORDS,
        "873",
        expect![[r#"
        «:873.A6.KT864.KQ8»
        **Deal**

        ```text
                         North                          
                         ♠ 96                           
                         ♥ T54                          
                         ♦ 97                           
                         ♣ AJ9643                       
                         5 HCP, 2-3-2-6                 
        West (vul)                        East (vul)    
        ♠ 873                             ♠ T542        
        ♥ A6             Dealer S         ♥ K93         
        ♦ KT864          Vul EW           ♦ AQ53        
        ♣ KQ8                             ♣ 52          
        12 HCP, 3-2-5-3                   9 HCP, 4-3-4-2
                         South (dealer)                 
                         ♠ AKQJ                         
                         ♥ QJ872                        
                         ♦ J2                           
                         ♣ T7                           
                         14 HCP, 4-5-2-2                
        ```

        Dealer **South**, **East-West** vulnerable."#]],
    );
    check(
        RECORDS,
        ":T542",
        expect![[r#"
        «:T542.K93.AQ53.52»
        **Deal**

        ```text
                         North                          
                         ♠ 96                           
                         ♥ T54                          
                         ♦ 97                           
                         ♣ AJ9643                       
                         5 HCP, 2-3-2-6                 
        West (vul)                        East (vul)    
        ♠ 873                             ♠ T542        
        ♥ A6             Dealer S         ♥ K93         
        ♦ KT864          Vul EW           ♦ AQ53        
        ♣ KQ8                             ♣ 52          
        12 HCP, 3-2-5-3                   9 HCP, 4-3-4-2
                         South (dealer)                 
                         ♠ AKQJ                         
                         ♥ QJ872                        
                         ♦ J2                           
                         ♣ T7                           
                         14 HCP, 4-5-2-2                
        ```

        Dealer **South**, **East-West** vulnerable."#]],
    );
    check(
        RECORDS,
        "H W",
        expect![[r#"
        «H»
        **`H` — Hands**

        The cards of each player clockwise from the seat given first, each hand after a colon as `spades.hearts.diamonds.clubs`; a semicolon instead of a colon hides the next hand, a trailing colon gives the fourth hand the rest, `x` is a low card, `?` an unknown.

        - Fields, separated by `:`: first seat, hand 1, hand 2, hand 3, hand 4.
        - At most 72 characters on the line, label and space included.
        - Valid characters: digits 2-9, the letters `AEJKNQSTWx` and the symbols `:.;?` (upper or lower case), no spaces.
        - Repeats into later records until given again; the label alone clears it.

        Examples:

        - `H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:`
        - `H N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72`
        - `H E:T4.8642.AKT8.K65`
        - `H W:43:KJ2:Q976:AT85`
        - `H W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;`"#]],
    );
}

#[test]
fn hidden_unknown_and_partial_hands() {
    let text = "H N:AKx?.2.T.5;QJ.?.?.?:\nA NB:P\n";
    check(
        text,
        "AKx",
        expect![[r#"
        «:AKx?.2.T.5»
        **Deal**

        ```text
                     North (dealer, vul)                    
                     ♠ AKxx                                 
                     ♥ 2                                    
                     ♦ T                                    
                     ♣ 5                                    
                     7 HCP, 4-1-1-1                         
        West (vul)                        East (vul, hidden)
        (not given)                       ♠ QJ              
                     Dealer N             ♥ x               
                     Vul All              ♦ x               
                                          ♣ x               
                                          3 HCP, 2-1-1-1    
                     South (vul)                            
                     (not given)                            
        ```

        Dealer **North**, both sides vulnerable.

        Hands after `;` are hidden from the reader."#]],
    );
}

#[test]
fn auction_calls() {
    check(
        RECORDS,
        "SE:",
        expect![[r#"
        «S»
        **Dealer `S`**

        South.

        The dealer makes the first call; the rounds of calls follow after `:`."#]],
    );
    check(
        RECORDS,
        "E:1S",
        expect![[r#"
        «E»
        **Vulnerability `E`**

        East-West vulnerable.

        Letters: `Z` none, `N` North-South, `E` East-West, `B` both, `X` any."#]],
    );
    check(
        RECORDS,
        "1S^1",
        expect![[r#"
        «1S»
        **Bid 1♠: one spade**

        Made by **South**: call 1 of the auction, in round 1.

        - Bids to win 7 tricks with spades as trumps.
        - Next to call: West.

        - `^1` note 1: five\-card major"#]],
    );
    check(
        RECORDS,
        "^1P",
        expect![[r#"
        «1S»
        **Bid 1♠: one spade**

        Made by **South**: call 1 of the auction, in round 1.

        - Bids to win 7 tricks with spades as trumps.
        - Next to call: West.

        - `^1` note 1: five\-card major"#]],
    );
    check(
        RECORDS,
        "2SP",
        expect![[r#"
        «2S»
        **Bid 2♠: two spades**

        Made by **North**: call 3 of the auction, in round 1.

        - Bids to win 8 tricks with spades as trumps.
        - Next to call: East."#]],
    );
    check(
        RECORDS,
        "A\n1",
        expect![[r#"
        «A»
        **All pass**

        Made by **West**: call 6 of the auction, in round 2.

        - The players still to call all pass.
        - The auction ends: 4♠ by South (four spades by South)."#]],
    );
    check(
        RECORDS,
        "3N:A",
        expect![[r#"
        «3N»
        **Bid 3NT: three no trump**

        Made by **South**: call 4 of the auction, in round 1.

        - Bids to win 9 tricks without trumps.
        - Next to call: West."#]],
    );
    check(
        "A NZ:1S1H\n",
        "1H",
        expect![[r#"
        «1H»
        **Bid 1♥: one heart**

        Made by **East**: call 2 of the auction, in round 1.

        - Bids to win 7 tricks with hearts as trumps.
        - Not legal here: 1♥ is insufficient after 1♠ by North: bid at least 2♥."#]],
    );
    check(
        "A XZ:1SX\n",
        "X\n",
        expect![[r#"
        «X»
        **Double**

        Call 2 of the auction, in round 1.

        - Doubles 1♠."#]],
    );
}

#[test]
fn contract() {
    check(
        RECORDS,
        "4S:S",
        expect![[r#"
        «4S»
        **Contract 4♠ by South**

        Four spades by South.

        - Declarer needs 10 tricks with spades as trumps.
        - Dummy is **North**; **West** makes the opening lead."#]],
    );
    check(
        RECORDS,
        "S\nP",
        expect![[r#"
        «S»
        **Contract 4♠ by South**

        Four spades by South.

        - Declarer needs 10 tricks with spades as trumps.
        - Dummy is **North**; **West** makes the opening lead.

        `S` is the declarer."#]],
    );
    check(
        "C H6:S:W\n",
        "H6",
        expect![[r#"
        «H6»
        **Contract**

        Strain only (hearts are trumps): the level is not given, as for an ending. Declarer **South**.

        Goal: declarer aims to win 6 tricks."#]],
    );
    check(
        "C 5DX11:N\n",
        "11",
        expect![[r#"
        «5DX11»
        **Contract 5♦X by North**

        Five diamonds doubled by North.

        - Declarer needs 11 tricks with diamonds as trumps.
        - Dummy is **South**; **East** makes the opening lead.
        - Doubled: scores and penalties are doubled.

        Goal: declarer aims to win 11 tricks."#]],
    );
}

#[test]
fn played_cards() {
    check(
        RECORDS,
        "CK327",
        expect![[r#"
        «CK»
        **♣K played by West**

        - Trick 1: the lead.
        - **West** wins the trick with the ♣K.
        - Tricks so far: declarer's side 0, defenders 1."#]],
    );
    check(
        RECORDS,
        "7:HA",
        expect![[r#"
        «7»
        **♣7 played by South**

        - Trick 1: the 4th card.
        - Follows suit (clubs led).
        - **West** wins the trick with the ♣K.
        - Tricks so far: declarer's side 0, defenders 1."#]],
    );
    check(
        RECORDS,
        "HA!",
        expect![[r#"
        «HA»
        **♥A played by West**

        - Trick 2: the lead.
        - **West** wins the trick with the ♥A.
        - Tricks so far: declarer's side 0, defenders 2.

        - `!`: good."#]],
    );
    check(
        RECORDS,
        "!432",
        expect![[r#"
        «HA»
        **♥A played by West**

        - Trick 2: the lead.
        - **West** wins the trick with the ♥A.
        - Tricks so far: declarer's side 0, defenders 2.

        - `!`: good."#]],
    );
    check(
        RECORDS,
        "S4SK",
        expect![[r#"
        «S4»
        **♠4 played by East**

        - Trick 7: the 2nd card.
        - East shows out of clubs and ruffs.
        - **South** wins the trick with the ♠K.
        - Tricks so far: declarer's side 3, defenders 4."#]],
    );
    check(
        RECORDS,
        "SK8",
        expect![[r#"
        «SK»
        **♠K played by South**

        - Trick 7: the 3rd card.
        - South shows out of clubs and ruffs.
        - **South** wins the trick with the ♠K.
        - Tricks so far: declarer's side 3, defenders 4."#]],
    );
    check(
        RECORDS,
        "HK-",
        expect![[r#"
        «HK»
        **♥K played by East**

        - Trick 1: the lead."#]],
    );
    check(
        RECORDS,
        "-.~",
        expect![[r#"
        «-»
        **♥2 played by South**

        - `-`: the lowest card of the suit, an insignificant play.
        - Trick 1: the 2nd card.
        - Follows suit (hearts led)."#]],
    );
    check(
        RECORDS,
        ".~",
        expect![[r#"
        «.»
        **A card played by West**

        - `.`: an immaterial discard.
        - Trick 1: the 3rd card."#]],
    );
}

#[test]
fn result_and_makes() {
    check(
        RECORDS,
        "10+420",
        expect![[r#"
        «10+420»
        **Result**

        - Raw score +420 for North-South (scores in `R` are from North-South's view).
        - South won 10 of the 10 tricks needed in 4♠ by South: made exactly.
        - Duplicate score, declarer not vulnerable: trick score 120 + game bonus 300 = **+420** for North-South."#]],
    );
    check(
        RECORDS,
        "+4\n",
        expect![[r#"
        «+4»
        **Effective score**

        North-South won 4 IMPs.

        A sign means IMPs (or board-a-match), a plain number a matchpoint percentage, `=` a tie."#]],
    );
    check(
        RECORDS,
        "9:55",
        expect![[r#"
        «9»
        **Result**

        - North won 9 of the 9 tricks needed in 3NT by North: made exactly.
        - Duplicate score, declarer not vulnerable: trick score 100 + game bonus 300 = **+400** for North-South."#]],
    );
    check(
        RECORDS,
        "55\n",
        expect![[r#"
        «55»
        **Effective score**

        North-South scored 55 percent of the matchpoints; East-West the rest.

        A sign means IMPs (or board-a-match), a plain number a matchpoint percentage, `=` a tie."#]],
    );
    check(
        "R P:-2\n",
        "P:",
        expect![[r#"
        «P»
        **Result**

        `P`: the board was passed out; there is no score."#]],
    );
    check(
        RECORDS,
        "9:AAB",
        expect![[r#"
        «9»
        **Makes at double dummy**

        - Part 1: tricks declarer can win in the given contract with best defence, then optionally the makes after each lead of the play (a rise means the defence erred, a fall that declarer did; `?` ends a cut-short list).

        Declarer can make 9 tricks with best defence."#]],
    );
    check(
        RECORDS,
        "AAB",
        expect![[r#"
        «AAB»
        **Makes at double dummy**

        - Part 2: tricks makable in the given contract after each possible opening lead, ordered high to low by suit then rank, touching cards skipped.

        Makes after each opening lead: 10, 10, 11."#]],
    );
    check(
        RECORDS,
        "987A8",
        expect![[r#"
        «987A8=»
        **Makes at double dummy**

        ```text
               NT   ♠   ♥   ♦   ♣
        North   9   8   7  10   8
        South   9   8   7  10   8
        East    4   5   6   3   5
        West    4   5   6   3   5
        ```

        Tricks declarer wins with best play by both sides, all cards seen (double dummy).

        Part 3: North's makes in each strain (NT, spades, hearts, diamonds, clubs), then `+` and South's, or `=` when South makes the same."#]],
    );
    check(
        "M ::88666+88667:!!\n",
        "!!",
        expect![[r#"
        «!!»
        **Makes at double dummy**

        ```text
               NT   ♠   ♥   ♦   ♣
        North   8   8   6   6   6
        South   8   8   6   6   7
        East    5   5   7   7   6
        West    5   5   7   7   7
        ```

        Tricks declarer wins with best play by both sides, all cards seen (double dummy).

        Part 4: West's makes, then `+` and East's, or `=` when East makes the same; `!` stands for 13 minus the makes of North (for West) or South (for East)."#]],
    );
}

#[test]
fn text_fields_and_dates() {
    check(
        RECORDS,
        "19980131",
        expect![[r#"
        «19980131»
        **Date and time**

        31 January 1998, 19:30 GMT"#]],
    );
    check(
        RECORDS,
        "1930",
        expect![[r#"
        «1930»
        **Date and time**

        19:30 GMT"#]],
    );
    check(
        "D 1986120911\n",
        "1986",
        expect![[r#"
        «1986120911»
        **Date and time**

        9-11 December 1986"#]],
    );
    check(
        "D 1955C\n",
        "1955",
        expect![[r#"
        «1955C»
        **Date and time**

        about 1955"#]],
    );
    check(
        RECORDS,
        "I\nS",
        expect![[r#"
        «I»
        **`F` — Form of Scoring: scoring**

        `I`

        - `I`: IMPs (teams).
        - One-letter forms: `I` IMPs (teams), `B` board-a-match, also called point-a-board (teams), `T` total points (teams), `X` IMP pairs, also called cross-IMPs, `M` matchpoints, `N` instant matchpoints, `R` rubber bridge, `C` Chicago, `A` Cavendish: Chicago with the second and third dealers non-vulnerable, `P` plus-or-fishfood: the side that scores plus wins, honours do not count."#]],
    );
    check(
        RECORDS,
        "R16",
        expect![[r#"
        «R16»
        **`S` — Session, Stage or Subheading: stage**

        `R16`

        - `R16`: round of 16.
        - Abbreviations: `F` final, `P` playoff, `S` semifinal, `Q` quarterfinal, `R16` round of 16 (any number), `I` qualifying; a number alone is a session."#]],
    );
    check(
        RECORDS,
        "2\nK",
        expect![[r#"
        «2»
        **`S` — Session, Stage or Subheading: segment**

        `2`

        - Segment or round 2."#]],
    );
    check(
        RECORDS,
        "Wolff",
        expect![[r#"
        «Wolff+Hamman»
        **`N` — Names of Players: North+South**

        `Wolff+Hamman`

        - North: Wolff.
        - South: Hamman."#]],
    );
    check(
        RECORDS,
        "Stansby",
        expect![[r#"
        «Stansby+»
        **`N` — Names of Players: West+East**

        `Stansby+`

        - West: Stansby.
        - East: not given."#]],
    );
    check(
        RECORDS,
        "C\nB",
        expect![[r#"
        «C»
        **`N` — Names of Players: room or table**

        `C`

        - Closed room.
        - `C` closed room, `O` open room, or a table number 1-250."#]],
    );
    check(
        RECORDS,
        "Lions",
        expect![[r#"
        «Lions»
        **`K` — Team Names and Carryovers: team 1**

        `Lions`

        - The first team sits North-South at the first table of each pair of deals."#]],
    );
    check(
        RECORDS,
        "Flight",
        expect![[r#"
        «Flight A»
        **`E` — Event or Main Heading: subevent**

        `Flight A`"#]],
    );
    check(
        RECORDS,
        "RBN",
        expect![[r#"
        «RBN»
        **File signature**

        RBN: Richard's Bridge Notation, a record of lines each starting with a label letter; records are separated by blank lines.

        The version after the signature is the RBN version the file follows."#]],
    );
}

#[test]
fn rbx_records() {
    let text = "%{RBX}H{S:AKQJ.QJ872.J2.T7::}A{SZ:1SP}C{1S:S}\n";
    let rbx = |needle: &str| render(Format::Rbx, &cursor_before(text, needle));
    expect![[r#"
        «H»
        **`H` — Hands**

        The cards of each player clockwise from the seat given first, each hand after a colon as `spades.hearts.diamonds.clubs`; a semicolon instead of a colon hides the next hand, a trailing colon gives the fourth hand the rest, `x` is a low card, `?` an unknown.

        - Fields, separated by `:`: first seat, hand 1, hand 2, hand 3, hand 4.
        - At most 72 characters on the line, label and space included.
        - Valid characters: digits 2-9, the letters `AEJKNQSTWx` and the symbols `:.;?` (upper or lower case), no spaces.
        - Repeats into later records until given again; the label alone clears it.

        Examples:

        - `H{W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:}`
        - `H{N:AKQ72..AKQ72.753::.AKQ72.753.AKQ72}`
        - `H{E:T4.8642.AKT8.K65}`
        - `H{W:43:KJ2:Q976:AT85}`
        - `H{W:A8765.QT.K9.AT87;J42.AJ7632.J.632;QT3.85.Q86.KQJ54;}`"#]].assert_eq(&rbx("H{"));
    expect![[r#"
        «:AKQJ.QJ872.J2.T7»
        **Deal**

        ```text
                     North                       
                     (not given)                 
        West         Dealer S         East       
        (not given)  Vul None         (not given)
                     South (dealer)              
                     ♠ AKQJ                      
                     ♥ QJ872                     
                     ♦ J2                        
                     ♣ T7                        
                     14 HCP, 4-5-2-2             
        ```

        Dealer **South**, nobody vulnerable."#]]
    .assert_eq(&rbx("AKQJ"));
    expect![[r#"
        «1S»
        **Bid 1♠: one spade**

        Made by **South**: call 1 of the auction, in round 1.

        - Bids to win 7 tricks with spades as trumps.
        - Next to call: West."#]]
    .assert_eq(&rbx("1SP"));
    expect![[r#"
        «1S»
        **Contract 1♠ by South**

        One spade by South.

        - Declarer needs 7 tricks with spades as trumps.
        - Dummy is **North**; **West** makes the opening lead."#]]
    .assert_eq(&rbx("1S:S"));
}

#[test]
fn nothing_to_say() {
    for needle in ["\nB 8", "% RBN"] {
        assert_eq!(
            render(Format::Rbn, &cursor_before(RECORDS, needle)),
            "no hover",
            "{needle:?}"
        );
    }
}

/// Hover at every character boundary of every RBN and RBX file never panics and always
/// returns a range inside the text; returns how many hovers were shown.
fn hover_everywhere(files: &[TestFile]) -> usize {
    let mut shown = 0;
    for file in files {
        if !matches!(file.format, Format::Rbn | Format::Rbx) {
            continue;
        }
        let text = &file.text;
        let parsed = parse(file.format, text);
        let cache = HoverCache::default();
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            let offset = TextSize::try_from(offset).unwrap_or_default();
            if let Some(found) = hover(&parsed, offset, &cache) {
                assert!(
                    usize::from(found.range.end()) <= text.len(),
                    "{}: {offset:?}",
                    file.name
                );
                assert!(!found.markup.is_empty());
                shown += 1;
            }
        }
    }
    shown
}

#[test]
fn examples_never_panic() {
    let shown = hover_everywhere(&own_files());
    assert!(shown > 1000, "only {shown} hovers");
}

#[test]
fn corpus_never_panics() {
    let Some(files) = corpus_files(&["rbn"]) else {
        return;
    };
    assert!(files.len() >= 2, "{} RBN files", files.len());
    hover_everywhere(&files);
}
