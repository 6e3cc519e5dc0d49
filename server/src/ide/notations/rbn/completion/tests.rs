//! Completion in RBN and RBX at marked positions, the legal calls and cards checked against
//! the bridge model, and every offset of the corpus files without a panic.

use crate::ide::analysis::completions;
use crate::ide::completion::listing::{in_list_order, listing};
use crate::ide::completion::CompletionKind;
use crate::ide::fixture;
use crate::ide::notations::bridge::rules::{
    Auction, Bid, Call, Card, Deal, Play, Rank, Seat, Strain, Suit,
};
use expect_test::{expect, Expect};
use gamerec_grammar::{parse, Format, TextSize};

fn check(format: Format, text: &str, expect: Expect) {
    let (parse, offset) = fixture::parse_at(format, text);
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

fn labels_of(format: Format, text: &str) -> Vec<String> {
    let (parse, offset) = fixture::parse_at(format, text);
    in_list_order(&completions(&parse, offset))
        .into_iter()
        .map(|item| item.label.clone())
        .collect()
}

#[test]
fn labels_at_the_start_of_a_line_leave_out_those_present() {
    check(
        Format::Rbn,
        "% RBN 3.2\nB 1\nH N:AKQ.x.x.x:::\n‸\n",
        expect![[r#"
            A keyword [Auction] "A " 31..31
            C keyword [Contract and Declarer] "C " 31..31
            P keyword [Play] "P " 31..31
            R keyword [Result and Score] "R " 31..31
            M keyword [Makes at Double-Dummy] "M " 31..31
            I keyword [Item List] "I " 31..31
            D keyword [Date and Time] "D " 31..31
            T keyword [Title and Author] "T " 31..31
            L keyword [Location] "L " 31..31
            E keyword [Event or Main Heading] "E " 31..31
            F keyword [Form of Scoring] "F " 31..31
            S keyword [Session, Stage or Subheading] "S " 31..31
            K keyword [Team Names and Carryovers] "K " 31..31
            N keyword [Names of Players] "N " 31..31
        "#]],
    );
}

#[test]
fn a_typed_label_letter_is_replaced() {
    check(
        Format::Rbn,
        "B 1\nH N:AKQ.x.x.x:::\nA NZ:1SA\nC 1S:N\nP S2\nR 7\nM 7\nD‸\n",
        expect![[r#"
            I keyword [Item List] "I " 50..51
            D keyword [Date and Time] "D " 50..51
            T keyword [Title and Author] "T " 50..51
            L keyword [Location] "L " 50..51
            E keyword [Event or Main Heading] "E " 50..51
            F keyword [Form of Scoring] "F " 50..51
            S keyword [Session, Stage or Subheading] "S " 50..51
            K keyword [Team Names and Carryovers] "K " 50..51
            N keyword [Names of Players] "N " 50..51
            0 keyword [General note on the play] "0 " 50..51
            1 keyword [Note 1 on the play] "1 " 50..51
            2 keyword [Note 2 on the play] "2 " 50..51
            3 keyword [Note 3 on the play] "3 " 50..51
            4 keyword [Note 4 on the play] "4 " 50..51
            5 keyword [Note 5 on the play] "5 " 50..51
            6 keyword [Note 6 on the play] "6 " 50..51
            7 keyword [Note 7 on the play] "7 " 50..51
            8 keyword [Note 8 on the play] "8 " 50..51
            9 keyword [Note 9 on the play] "9 " 50..51
        "#]],
    );
}

#[test]
fn notes_follow_the_auction_with_referenced_digits_first() {
    let labels = labels_of(Format::Rbn, "A NZ:1S^2P^1A\n1 strong\n‸\n");
    assert_eq!(labels.first().map(String::as_str), Some("2"));
    assert!(!labels.contains(&"1".to_string()));
    assert!(!labels.contains(&"A".to_string()));
    // No note before an auction or a play.
    let labels = labels_of(Format::Rbn, "B 1\n‸\n");
    assert!(!labels
        .iter()
        .any(|label| label.starts_with(|c: char| c.is_ascii_digit())));
}

#[test]
fn nothing_comes_after_the_item_list() {
    assert!(labels_of(Format::Rbn, "B 1\nI 3N=10\n‸\n").is_empty());
}

#[test]
fn a_blank_line_starts_a_new_record() {
    let labels = labels_of(Format::Rbn, "B 1\nH N:AKQ.x.x.x:::\n\n‸");
    assert!(labels.contains(&"B".to_string()));
    assert!(labels.contains(&"H".to_string()));
}

#[test]
fn rbx_labels_at_a_group_start_are_snippets() {
    check(
        Format::Rbx,
        "%{RBX}B{1}H{N:AKQ.x.x.x:::}‸A{NZ:1SA}\n",
        expect![[r#"
            A keyword [Auction] snippet "A{$0}" 27..27
            C keyword [Contract and Declarer] snippet "C{$0}" 27..27
            P keyword [Play] snippet "P{$0}" 27..27
            R keyword [Result and Score] snippet "R{$0}" 27..27
            M keyword [Makes at Double-Dummy] snippet "M{$0}" 27..27
            I keyword [Item List] snippet "I{$0}" 27..27
            D keyword [Date and Time] snippet "D{$0}" 27..27
            T keyword [Title and Author] snippet "T{$0}" 27..27
            L keyword [Location] snippet "L{$0}" 27..27
            E keyword [Event or Main Heading] snippet "E{$0}" 27..27
            F keyword [Form of Scoring] snippet "F{$0}" 27..27
            S keyword [Session, Stage or Subheading] snippet "S{$0}" 27..27
            K keyword [Team Names and Carryovers] snippet "K{$0}" 27..27
            N keyword [Names of Players] snippet "N{$0}" 27..27
        "#]],
    );
}

#[test]
fn scoring_stage_and_room_values() {
    check(
        Format::Rbn,
        "F ‸\n",
        expect![[r#"
        I value [IMPs (teams)] "I" 2..2
        B value [board-a-match, also called point-a-board (teams)] "B" 2..2
        T value [total points (teams)] "T" 2..2
        X value [IMP pairs, also called cross-IMPs] "X" 2..2
        M value [matchpoints] "M" 2..2
        N value [instant matchpoints] "N" 2..2
        R value [rubber bridge] "R" 2..2
        C value [Chicago] "C" 2..2
        A value [Cavendish: Chicago with the second and third dealers non-vulnerable] "A" 2..2
        P value [plus-or-fishfood: the side that scores plus wins, honours do not count] "P" 2..2
    "#]],
    );
    check(
        Format::Rbn,
        "S ‸\n",
        expect![[r#"
        F value [final] "F" 2..2
        S value [semifinal] "S" 2..2
        Q value [quarterfinal] "Q" 2..2
        R16 value [round of 16 (likewise R32, R64 or any number)] "R16" 2..2
        P value [playoff] "P" 2..2
        I value [initial stage (qualifying)] "I" 2..2
    "#]],
    );
    check(
        Format::Rbn,
        "N A+B:C+D:‸\n",
        expect![[r#"
        O value [open room] "O" 10..10
        C value [closed room] "C" 10..10
    "#]],
    );
    check(
        Format::Rbx,
        "F{‸}\n",
        expect![[r#"
        I value [IMPs (teams)] "I" 2..2
        B value [board-a-match, also called point-a-board (teams)] "B" 2..2
        T value [total points (teams)] "T" 2..2
        X value [IMP pairs, also called cross-IMPs] "X" 2..2
        M value [matchpoints] "M" 2..2
        N value [instant matchpoints] "N" 2..2
        R value [rubber bridge] "R" 2..2
        C value [Chicago] "C" 2..2
        A value [Cavendish: Chicago with the second and third dealers non-vulnerable] "A" 2..2
        P value [plus-or-fishfood: the side that scores plus wins, honours do not count] "P" 2..2
    "#]],
    );
}

#[test]
fn dealer_then_vulnerability() {
    check(
        Format::Rbn,
        "A ‸\n",
        expect![[r#"
        N value [North deals] "N" 2..2
        E value [East deals] "E" 2..2
        S value [South deals] "S" 2..2
        W value [West deals] "W" 2..2
        X value [dealer any or immaterial] "X" 2..2
    "#]],
    );
    check(
        Format::Rbn,
        "A S‸\n",
        expect![[r#"
        Z value [none vulnerable] "Z:" 3..3
        N value [North-South vulnerable] "N:" 3..3
        E value [East-West vulnerable] "E:" 3..3
        B value [both vulnerable] "B:" 3..3
        X value [any or immaterial] "X:" 3..3
    "#]],
    );
}

#[test]
fn legal_calls_after_the_calls_before_the_cursor() {
    check(
        Format::Rbn,
        "A SZ:1SX‸\n",
        expect![[r#"
        P call [North passes] "P" 8..8
        R call [North redoubles] "R" 8..8
        1N call [North bids 1NT] "1N" 8..8
        2C call [North bids 2♣] "2C" 8..8
        2D call [North bids 2♦] "2D" 8..8
        2H call [North bids 2♥] "2H" 8..8
        2S call [North bids 2♠] "2S" 8..8
        2N call [North bids 2NT] "2N" 8..8
        3C call [North bids 3♣] "3C" 8..8
        3D call [North bids 3♦] "3D" 8..8
        3H call [North bids 3♥] "3H" 8..8
        3S call [North bids 3♠] "3S" 8..8
        3N call [North bids 3NT] "3N" 8..8
        4C call [North bids 4♣] "4C" 8..8
        4D call [North bids 4♦] "4D" 8..8
        4H call [North bids 4♥] "4H" 8..8
        4S call [North bids 4♠] "4S" 8..8
        4N call [North bids 4NT] "4N" 8..8
        5C call [North bids 5♣] "5C" 8..8
        5D call [North bids 5♦] "5D" 8..8
        5H call [North bids 5♥] "5H" 8..8
        5S call [North bids 5♠] "5S" 8..8
        5N call [North bids 5NT] "5N" 8..8
        6C call [North bids 6♣] "6C" 8..8
        6D call [North bids 6♦] "6D" 8..8
        6H call [North bids 6♥] "6H" 8..8
        6S call [North bids 6♠] "6S" 8..8
        6N call [North bids 6NT] "6N" 8..8
        7C call [North bids 7♣] "7C" 8..8
        7D call [North bids 7♦] "7D" 8..8
        7H call [North bids 7♥] "7H" 8..8
        7S call [North bids 7♠] "7S" 8..8
        7N call [North bids 7NT] "7N" 8..8
        A call [all pass: the auction ends in 1♠X by South] "A" 8..8
        ! reference [good] "!" 8..8
        ? reference [poor] "?" 8..8
        !! reference [very good] "!!" 8..8
        ?? reference [very poor] "??" 8..8
        !? reference [speculative] "!?" 8..8
        ?! reference [questionable] "?!" 8..8
        * reference [conventional, with no explanation following] "*" 8..8
        ^1 reference [see note 1] "^1" 8..8
    "#]],
    );
}

#[test]
fn a_level_typed_alone_is_completed_to_a_bid() {
    check(
        Format::Rbn,
        "A NZ:1HP2‸\n",
        expect![[r#"
        P call [South passes] "P" 8..9
        1S call [South bids 1♠] "1S" 8..9
        1N call [South bids 1NT] "1N" 8..9
        2C call [South bids 2♣] "2C" 8..9
        2D call [South bids 2♦] "2D" 8..9
        2H call [South bids 2♥] "2H" 8..9
        2S call [South bids 2♠] "2S" 8..9
        2N call [South bids 2NT] "2N" 8..9
        3C call [South bids 3♣] "3C" 8..9
        3D call [South bids 3♦] "3D" 8..9
        3H call [South bids 3♥] "3H" 8..9
        3S call [South bids 3♠] "3S" 8..9
        3N call [South bids 3NT] "3N" 8..9
        4C call [South bids 4♣] "4C" 8..9
        4D call [South bids 4♦] "4D" 8..9
        4H call [South bids 4♥] "4H" 8..9
        4S call [South bids 4♠] "4S" 8..9
        4N call [South bids 4NT] "4N" 8..9
        5C call [South bids 5♣] "5C" 8..9
        5D call [South bids 5♦] "5D" 8..9
        5H call [South bids 5♥] "5H" 8..9
        5S call [South bids 5♠] "5S" 8..9
        5N call [South bids 5NT] "5N" 8..9
        6C call [South bids 6♣] "6C" 8..9
        6D call [South bids 6♦] "6D" 8..9
        6H call [South bids 6♥] "6H" 8..9
        6S call [South bids 6♠] "6S" 8..9
        6N call [South bids 6NT] "6N" 8..9
        7C call [South bids 7♣] "7C" 8..9
        7D call [South bids 7♦] "7D" 8..9
        7H call [South bids 7♥] "7H" 8..9
        7S call [South bids 7♠] "7S" 8..9
        7N call [South bids 7NT] "7N" 8..9
        A call [all pass: the auction ends in 1♥ by North] "A" 8..9
    "#]],
    );
}

#[test]
fn no_calls_after_the_end_or_an_illegal_call() {
    assert!(labels_of(Format::Rbn, "A NZ:1SPPP‸\n")
        .iter()
        .all(|label| !label.starts_with(|c: char| c.is_ascii_digit()) && label != "P"));
    assert!(labels_of(Format::Rbn, "A NZ:1S1C‸\n")
        .iter()
        .all(|label| label != "P"));
}

#[test]
fn contract_from_the_auction_then_strains_declarer_and_leader() {
    check(
        Format::Rbn,
        "A NZ:1S2HXA\nC ‸\n",
        expect![[r#"
        2HX:E value [2♥X by East, as the auction ends] "2HX:E" 14..14
        N value [no trump] "N" 14..14
        S value [spades] "S" 14..14
        H value [hearts] "H" 14..14
        D value [diamonds] "D" 14..14
        C value [clubs] "C" 14..14
    "#]],
    );
    check(
        Format::Rbn,
        "A NZ:1S2HXA\nC 2H:‸\n",
        expect![[r#"
        E value [East, declarer in the auction] "E" 17..17
        N value [North] "N" 17..17
        S value [South] "S" 17..17
        W value [West] "W" 17..17
    "#]],
    );
    check(
        Format::Rbn,
        "C 2H:N:‸\n",
        expect![[r#"
        E value [East, the usual leader: may be left out] "E" 7..7
        N value [North] "N" 7..7
        S value [South] "S" 7..7
        W value [West] "W" 7..7
    "#]],
    );
    check(
        Format::Rbn,
        "C 4‸\n",
        expect![[r#"
        N value [no trump] "N" 3..3
        S value [spades] "S" 3..3
        H value [hearts] "H" 3..3
        D value [diamonds] "D" 3..3
        C value [clubs] "C" 3..3
    "#]],
    );
}

const DEAL: &str = "H N:AKQJ.T98.765.432:T98.765.432.AKQJ:765.432.AKQJ.T98:";

#[test]
fn the_opening_lead_is_any_card_of_the_leader() {
    let text = format!("{DEAL}\nC 4S:S\nP ‸\n");
    let labels = labels_of(Format::Rbn, &text);
    // West holds 432.AKQJ.T98.765.
    assert_eq!(labels.len(), 13);
    assert_eq!(labels.first().map(String::as_str), Some("S4"));
}

#[test]
fn following_suit_offers_ranks_alone() {
    check(
        Format::Rbn,
        &format!("{DEAL}\nC 4S:S\nP HA‸\n"),
        expect![[r#"
            T card [North follows suit with ♥10] "T" 67..67
            9 card [North follows suit with ♥9] "9" 67..67
            8 card [North follows suit with ♥8] "8" 67..67
            ! reference [good] "!" 67..67
            ? reference [poor] "?" 67..67
            !! reference [very good] "!!" 67..67
            ?? reference [very poor] "??" 67..67
            !? reference [speculative] "!?" 67..67
            ?! reference [questionable] "?!" 67..67
            * reference [conventional, with no explanation following] "*" 67..67
            ^1 reference [see note 1] "^1" 67..67
        "#]],
    );
}

#[test]
fn a_new_trick_needs_a_colon() {
    check(
        Format::Rbn,
        &format!("{DEAL}\nC 4S:S\nP HAT52‸\n"),
        expect![[r#"
            S4 card [West leads ♠4] ":S4" 70..70
            S3 card [West leads ♠3] ":S3" 70..70
            S2 card [West leads ♠2] ":S2" 70..70
            HK card [West leads ♥K] ":HK" 70..70
            HQ card [West leads ♥Q] ":HQ" 70..70
            HJ card [West leads ♥J] ":HJ" 70..70
            DT card [West leads ♦10] ":DT" 70..70
            D9 card [West leads ♦9] ":D9" 70..70
            D8 card [West leads ♦8] ":D8" 70..70
            C7 card [West leads ♣7] ":C7" 70..70
            C6 card [West leads ♣6] ":C6" 70..70
            C5 card [West leads ♣5] ":C5" 70..70
            ! reference [good] "!" 70..70
            ? reference [poor] "?" 70..70
            !! reference [very good] "!!" 70..70
            ?? reference [very poor] "??" 70..70
            !? reference [speculative] "!?" 70..70
            ?! reference [questionable] "?!" 70..70
            * reference [conventional, with no explanation following] "*" 70..70
            ^1 reference [see note 1] "^1" 70..70
        "#]],
    );
}

#[test]
fn a_suit_typed_alone_is_completed_to_a_card() {
    check(
        Format::Rbn,
        &format!("{DEAL}\nC 4S:S\nP HAT52:S‸\n"),
        expect![[r#"
            S4 card [West leads ♠4] "S4" 71..72
            S3 card [West leads ♠3] "S3" 71..72
            S2 card [West leads ♠2] "S2" 71..72
            HK card [West leads ♥K] "HK" 71..72
            HQ card [West leads ♥Q] "HQ" 71..72
            HJ card [West leads ♥J] "HJ" 71..72
            DT card [West leads ♦10] "DT" 71..72
            D9 card [West leads ♦9] "D9" 71..72
            D8 card [West leads ♦8] "D8" 71..72
            C7 card [West leads ♣7] "C7" 71..72
            C6 card [West leads ♣6] "C6" 71..72
            C5 card [West leads ♣5] "C5" 71..72
        "#]],
    );
}

#[test]
fn the_deal_repeats_from_an_earlier_record() {
    let text = format!("{DEAL}\nB 1\n\nB 2\nA WZ:1SA\nP ‸\n");
    // 1S by West: North leads.
    let labels = labels_of(Format::Rbn, &text);
    assert_eq!(labels.len(), 13);
    assert_eq!(labels.first().map(String::as_str), Some("SA"));
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

#[test]
fn offered_calls_equal_the_model_legal_calls() {
    let mut random = Lcg(7);
    for _ in 0..200 {
        let dealer = Seat::ALL[random.next(4)];
        let mut auction = Auction::new(dealer);
        let mut written = String::new();
        for _ in 0..random.next(12) {
            let legal = auction.legal_calls();
            if legal.is_empty() || auction.is_finished() {
                break;
            }
            let call = legal[random.next(legal.len().min(8))];
            if auction.push(call).is_err() {
                break;
            }
            written.push_str(&match call {
                Call::Pass => "P".to_string(),
                Call::Double => "X".to_string(),
                Call::Redouble => "R".to_string(),
                Call::Bid(bid) => {
                    let strain = match bid.strain() {
                        Strain::NoTrump => 'N',
                        strain => strain.trumps().map_or('N', Suit::letter),
                    };
                    format!("{}{strain}", bid.level())
                }
            });
        }
        let text = format!("A {}Z:{written}‸\n", dealer.letter());
        let (parse, offset) = fixture::parse_at(Format::Rbn, &text);
        let offered: Vec<String> = completions(&parse, offset)
            .into_iter()
            .filter(|item| item.kind == CompletionKind::Call && item.label != "A")
            .map(|item| item.label)
            .collect();
        let expected: Vec<String> = if auction.is_finished() {
            Vec::new()
        } else {
            auction
                .legal_calls()
                .into_iter()
                .map(|call| match call {
                    Call::Pass => "P".to_string(),
                    Call::Double => "X".to_string(),
                    Call::Redouble => "R".to_string(),
                    Call::Bid(bid) => bid.letters().replace("NT", "N"),
                })
                .collect()
        };
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
    let deal_text = format!("H N:{}:{}:{}:{}", hands[0], hands[1], hands[2], hands[3]);
    let deal = Deal::from_hands(
        hands.map(|hand| crate::ide::notations::bridge::rules::CardSet::parse_dotted(hand).ok()),
    );
    let mut random = Lcg(11);
    for _ in 0..100 {
        let strain = Strain::ALL[random.next(5)];
        let declarer = Seat::ALL[random.next(4)];
        let Some(bid) = Bid::new(3, strain) else {
            continue;
        };
        let contract = crate::ide::notations::bridge::rules::Contract::new(
            bid,
            crate::ide::notations::bridge::rules::Doubling::Undoubled,
            declarer,
        );
        let mut play = Play::new(&deal, &contract);
        let mut written = String::new();
        for step in 0..random.next(52) {
            let (Some(seat), Some(legal)) = (play.next_to_play(), play.legal_cards()) else {
                break;
            };
            let cards: Vec<Card> = legal.iter().collect();
            let card = cards[random.next(cards.len())];
            let led = play.led_suit();
            if step > 0 && play.current_trick().is_none() {
                written.push(':');
            }
            if led == Some(card.suit) {
                written.push(card.rank.letter());
            } else {
                written.push_str(&card.letters());
            }
            if play.play(seat, card).is_err() {
                break;
            }
        }
        let strain_letter = strain.trumps().map_or('N', Suit::letter);
        let text = format!(
            "{deal_text}\nC 3{strain_letter}:{}\nP {written}‸\n",
            declarer.letter()
        );
        let (parse, offset) = fixture::parse_at(Format::Rbn, &text);
        let mut offered: Vec<Card> = completions(&parse, offset)
            .into_iter()
            .filter(|item| item.kind == CompletionKind::Card)
            .filter_map(|item| {
                let text = item.insert.plain_text();
                let text = text.trim_start_matches(':');
                let rank = Rank::from_char(text.chars().last()?)?;
                let suit = match text.len() {
                    1 => play.led_suit()?,
                    _ => Suit::from_letter(text.chars().next()?)?,
                };
                Some(Card::new(suit, rank))
            })
            .collect();
        offered.sort_by_key(|card| (card.suit, card.rank));
        let mut expected: Vec<Card> = play
            .legal_cards()
            .map(|set| set.iter().collect())
            .unwrap_or_default();
        expected.sort_by_key(|card| (card.suit, card.rank));
        assert_eq!(offered, expected, "{text}");
    }
}

/// Completion at every offset of the RBN and RBX files never panics; returns how many offsets
/// were tried.
fn complete_everywhere(files: &[fixture::TestFile]) -> usize {
    let mut checked = 0;
    for file in files {
        if !matches!(file.format, Format::Rbn | Format::Rbx) {
            continue;
        }
        let parse = parse(file.format, &file.text);
        for (at, _) in file.text.char_indices().chain([(file.text.len(), ' ')]) {
            let offset = TextSize::try_from(at).unwrap_or_default();
            let _ = completions(&parse, offset);
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_offset_of_the_examples_completes_without_panic() {
    let checked = complete_everywhere(&fixture::own_files());
    assert!(checked > 2000, "only {checked} offsets checked");
}

#[test]
fn every_offset_of_the_corpus_completes_without_panic() {
    let Some(files) = fixture::corpus_files(&["rbn"]) else {
        return;
    };
    let checked = complete_everywhere(&files);
    assert!(checked > 2000, "only {checked} offsets checked");
}

#[test]
fn rbx_calls_and_cards_inside_the_braces() {
    check(
        Format::Rbx,
        "%{RBX}A{EB:1NP3NP‸}\n",
        expect![[r#"
        P call [East passes] "P" 17..17
        4C call [East bids 4♣] "4C" 17..17
        4D call [East bids 4♦] "4D" 17..17
        4H call [East bids 4♥] "4H" 17..17
        4S call [East bids 4♠] "4S" 17..17
        4N call [East bids 4NT] "4N" 17..17
        5C call [East bids 5♣] "5C" 17..17
        5D call [East bids 5♦] "5D" 17..17
        5H call [East bids 5♥] "5H" 17..17
        5S call [East bids 5♠] "5S" 17..17
        5N call [East bids 5NT] "5N" 17..17
        6C call [East bids 6♣] "6C" 17..17
        6D call [East bids 6♦] "6D" 17..17
        6H call [East bids 6♥] "6H" 17..17
        6S call [East bids 6♠] "6S" 17..17
        6N call [East bids 6NT] "6N" 17..17
        7C call [East bids 7♣] "7C" 17..17
        7D call [East bids 7♦] "7D" 17..17
        7H call [East bids 7♥] "7H" 17..17
        7S call [East bids 7♠] "7S" 17..17
        7N call [East bids 7NT] "7N" 17..17
        A call [all pass: the auction ends in 3NT by East] "A" 17..17
        ! reference [good] "!" 17..17
        ? reference [poor] "?" 17..17
        !! reference [very good] "!!" 17..17
        ?? reference [very poor] "??" 17..17
        !? reference [speculative] "!?" 17..17
        ?! reference [questionable] "?!" 17..17
        * reference [conventional, with no explanation following] "*" 17..17
        ^1 reference [see note 1] "^1" 17..17
    "#]],
    );
    let text = format!(
        "%{{RBX}}H{{{}}}C{{4S:S}}P{{HAT5‸}}\n",
        DEAL.trim_start_matches("H ")
    );
    check(
        Format::Rbx,
        &text,
        expect![[r#"
        4 card [South follows suit with ♥4] "4" 75..75
        3 card [South follows suit with ♥3] "3" 75..75
        2 card [South follows suit with ♥2] "2" 75..75
        ! reference [good] "!" 75..75
        ? reference [poor] "?" 75..75
        !! reference [very good] "!!" 75..75
        ?? reference [very poor] "??" 75..75
        !? reference [speculative] "!?" 75..75
        ?! reference [questionable] "?!" 75..75
        * reference [conventional, with no explanation following] "*" 75..75
        ^1 reference [see note 1] "^1" 75..75
    "#]],
    );
}

#[test]
fn nothing_inside_free_text_or_text_labels() {
    assert!(labels_of(Format::Rbn, "B 1\n{A long ‸story}\n").is_empty());
    assert!(labels_of(Format::Rbn, "T Greed ‸Costs\n").is_empty());
    assert!(labels_of(Format::Rbx, "%{RBX}{free ‸text}\n").is_empty());
}

#[test]
fn a_partial_deal_gives_no_cards_for_hands_it_may_not_show_in_full() {
    // East's hand is short in a partial deal: it may hold more than it shows.
    let text = "H N:AKQJ.T98.765.432:T98.765:765.432.AKQJ.T98:432.AKQJ.T98.765\nC 4S:N\nP ‸\n";
    assert!(labels_of(Format::Rbn, text).is_empty());
    // With West declaring, North leads, and its hand is full.
    let text = "H N:AKQJ.T98.765.432:T98.765:765.432.AKQJ.T98:432.AKQJ.T98.765\nC 4S:W\nP ‸\n";
    assert_eq!(labels_of(Format::Rbn, text).len(), 13);
}

/// The documentation of the item labelled `label`, as Markdown.
fn documentation_of(format: Format, text: &str, label: &str) -> String {
    let (parse, offset) = fixture::parse_at(format, text);
    completions(&parse, offset)
        .into_iter()
        .find(|item| item.label == label)
        .and_then(|item| item.documentation)
        .map(|markup| markup.to_markdown())
        .unwrap_or_default()
}

#[test]
fn documentation_reads_well() {
    expect![[r#"
        **`H` — Hands**

        The cards of each player clockwise from the seat given first, each hand after a colon as `spades.hearts.diamonds.clubs`; a semicolon instead of a colon hides the next hand, a trailing colon gives the fourth hand the rest, `x` is a low card, `?` an unknown.

        - At most 72 characters on the line, label included.
        - Characters: digits 2-9, the letters `AEJKNQSTWx` and the symbols `:.;?`.
        - Repeats into the following records until given again.

        Example: `H W:873.A6.KT864.KQ8:96.T54.97.AJ9643:T542.K93.AQ53.52:`"#]].assert_eq(&documentation_of(Format::Rbn, "B 1\n‸", "H"));
    expect![[r#"
        **`X` — double**

        West doubles 1♠ bid by South."#]]
    .assert_eq(&documentation_of(Format::Rbn, "A SZ:1S‸", "X"));
    expect![[r#"
        **`7` — ♦7**

        North follows suit with the ♦7 in trick 2."#]]
    .assert_eq(&documentation_of(
        Format::Rbn,
        &format!("{DEAL}\nC 4S:S\nP HAT52:DT‸"),
        "7",
    ));
}
