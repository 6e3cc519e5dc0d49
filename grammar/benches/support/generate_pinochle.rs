//! Legal hands of double-deck four-handed partnership pinochle in Pinochle PPN (EXPORT): a
//! random deal of the 80 cards, a rising auction, the trump in one of the declarer's
//! marriages, melds by the standard double-deck table, twenty tricks of legal play and the
//! scores that follow from them.
//!
//! The rules played: the seat on the dealer's left bids first, bids start at 50 and rise, a
//! player who passes is out; the declarer names trump and leads the first trick; a player
//! follows suit and beats the trick when able, else trumps (beating a trump already played
//! when able), else plays any card; the highest trump wins, else the highest card of the suit
//! led, the first of two identical cards winning. Aces, tens and kings count one point and the
//! last trick two more, 50 in all. A team's meld counts only if it took a trick; the declaring
//! team scores meld and play when they reach the contract and loses the contract when not;
//! the defenders score meld and play.

use super::Rng;
use std::fmt::Write as _;

/// Seats clockwise from North; North and South are team 1, East and West team 2.
const SEATS: [&str; 4] = ["N", "E", "S", "W"];
/// Suits in the order hands list them.
const SUITS: [char; 4] = ['C', 'D', 'S', 'H'];
/// Ranks from high to low.
const RANKS: [char; 5] = ['A', 'T', 'K', 'Q', 'J'];
const ACE: usize = 0;
const TEN: usize = 1;
const KING: usize = 2;
const QUEEN: usize = 3;
const JACK: usize = 4;
const SPADES: usize = 2;
const DIAMONDS: usize = 1;

/// A card: suit index into `SUITS`, rank index into `RANKS` (0 = ace, the highest).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Card {
    suit: usize,
    rank: usize,
}

/// How many of each card a hand holds, by suit and rank.
type Counts = [[usize; 5]; 4];

fn counts(hand: &[Card]) -> Counts {
    let mut counts = [[0; 5]; 4];
    for card in hand {
        counts[card.suit][card.rank] += 1;
    }
    counts
}

/// Meld points by the standard double-deck table, and how many of each card they use.
fn meld(hand: &[Card], trump: usize) -> (u32, Counts) {
    let held = counts(hand);
    let mut used = [[0; 5]; 4];
    let mut points = 0;
    let mut use_card = |suit: usize, rank: usize, count: usize| {
        used[suit][rank] = used[suit][rank].max(count);
    };
    // Arounds: one of a rank in every suit, up to four times.
    for (rank, table) in [
        (ACE, [10, 100, 150, 200]),
        (KING, [8, 80, 120, 160]),
        (QUEEN, [6, 60, 90, 120]),
        (JACK, [4, 40, 60, 80]),
    ] {
        let times = (0..4)
            .map(|suit| held[suit][rank])
            .min()
            .unwrap_or(0)
            .min(4);
        if times > 0 {
            points += table[times - 1];
            for suit in 0..4 {
                use_card(suit, rank, times);
            }
        }
    }
    let pinochles = held[SPADES][QUEEN].min(held[DIAMONDS][JACK]).min(4);
    if pinochles > 0 {
        points += [4, 30, 60, 90][pinochles - 1];
        use_card(SPADES, QUEEN, pinochles);
        use_card(DIAMONDS, JACK, pinochles);
    }
    let runs = (0..5)
        .map(|rank| held[trump][rank])
        .min()
        .unwrap_or(0)
        .min(2);
    if runs > 0 {
        points += [15, 150][runs - 1];
        for rank in 0..5 {
            use_card(trump, rank, runs);
        }
    }
    for (suit, ranks) in held.iter().enumerate() {
        let marriages = ranks[KING].min(ranks[QUEEN]);
        let (count, each) = if suit == trump {
            (marriages.saturating_sub(runs), 4)
        } else {
            (marriages, 2)
        };
        if count > 0 {
            points += each * count as u32;
            let in_all = if suit == trump { count + runs } else { count };
            use_card(suit, KING, in_all);
            use_card(suit, QUEEN, in_all);
        }
    }
    (points, used)
}

/// The dotted form of a hand given as counts: `ATTK.QQ..J`.
fn dotted(counts: &Counts) -> String {
    let mut text = String::new();
    for (suit, ranks) in counts.iter().enumerate() {
        if suit > 0 {
            text.push('.');
        }
        for (rank, &count) in ranks.iter().enumerate() {
            for _ in 0..count {
                text.push(RANKS[rank]);
            }
        }
    }
    text
}

fn card_text(card: Card) -> String {
    format!("{}{}", SUITS[card.suit], RANKS[card.rank])
}

/// The cards `hand` may play to `trick` (cards in play order).
fn legal(hand: &[Card], trick: &[Card], trump: usize) -> Vec<Card> {
    let Some(&led) = trick.first() else {
        return hand.to_vec();
    };
    let winner = winning(trick, trump);
    let beats = |card: &Card| {
        let best = trick[winner];
        if card.suit == best.suit {
            card.rank < best.rank
        } else {
            card.suit == trump
        }
    };
    let pick = |cards: Vec<Card>| {
        let beating: Vec<Card> = cards.iter().copied().filter(|card| beats(card)).collect();
        if beating.is_empty() {
            cards
        } else {
            beating
        }
    };
    let following: Vec<Card> = hand
        .iter()
        .copied()
        .filter(|c| c.suit == led.suit)
        .collect();
    if !following.is_empty() {
        return pick(following);
    }
    let trumps: Vec<Card> = hand.iter().copied().filter(|c| c.suit == trump).collect();
    if !trumps.is_empty() {
        return pick(trumps);
    }
    hand.to_vec()
}

/// The index in `trick` of the card winning it so far.
fn winning(trick: &[Card], trump: usize) -> usize {
    let mut best = 0;
    for (index, card) in trick.iter().enumerate().skip(1) {
        let top = trick[best];
        let higher = if card.suit == top.suit {
            card.rank < top.rank
        } else {
            card.suit == trump
        };
        if higher {
            best = index;
        }
    }
    best
}

fn counters(trick: &[Card]) -> u32 {
    trick.iter().filter(|card| card.rank <= KING).count() as u32
}

fn team(seat: usize) -> usize {
    seat % 2
}

/// The bids from `first` clockwise, a line per round: `(lines, declarer, contract)`. The
/// auction ends at the third pass; should the first three seats pass, the fourth bids 50.
fn auction(rng: &mut Rng, first: usize) -> (Vec<Vec<String>>, usize, u32) {
    let mut out = [false; 4];
    let mut high: Option<(usize, u32)> = None;
    let mut passed = 0;
    let mut lines: Vec<Vec<String>> = Vec::new();
    for turn in 0.. {
        let seat = (first + turn) % 4;
        if turn % 4 == 0 {
            lines.push(Vec::new());
        }
        let word = if out[seat] {
            "-".to_string()
        } else {
            let current = high.map_or(49, |(_, bid)| bid);
            let must_bid = passed == 3;
            let stop = current >= 50 && rng.below(100) < ((current - 40) as usize).min(90);
            if stop && !must_bid {
                out[seat] = true;
                passed += 1;
                "Pass".to_string()
            } else {
                let bid = current + 1 + rng.below(5) as u32;
                high = Some((seat, bid));
                bid.to_string()
            }
        };
        if let Some(line) = lines.last_mut() {
            line.push(word);
        }
        if passed == 3 && high.is_some() {
            break;
        }
    }
    let (declarer, contract) = high.unwrap_or((first, 50));
    (lines, declarer, contract)
}

/// Writes one hand; returns the hand scores of the two teams.
fn write_hand(rng: &mut Rng, number: usize, game: [i64; 2], out: &mut String) -> [i64; 2] {
    let dealer = (number - 1) % 4;
    let first = (dealer + 1) % 4;
    let (hands, lines, declarer, contract, trump) = loop {
        let mut deck: Vec<Card> = (0..4)
            .flat_map(|suit| (0..5).flat_map(move |rank| [Card { suit, rank }; 4]))
            .collect();
        for i in (1..deck.len()).rev() {
            deck.swap(i, rng.below(i + 1));
        }
        let mut hands: [Vec<Card>; 4] = Default::default();
        for (index, card) in deck.into_iter().enumerate() {
            hands[(first + index) % 4].push(card);
        }
        for hand in &mut hands {
            hand.sort();
        }
        let (lines, declarer, contract) = auction(rng, first);
        let held = counts(&hands[declarer]);
        let marriages: Vec<usize> = (0..4)
            .filter(|&suit| held[suit][KING] > 0 && held[suit][QUEEN] > 0)
            .collect();
        if let Some(&trump) = marriages.get(rng.below(marriages.len().max(1))) {
            break (hands, lines, declarer, contract, trump);
        }
    };
    let melds: Vec<(u32, Counts)> = hands.iter().map(|hand| meld(hand, trump)).collect();

    let mut held = hands.clone();
    let mut leader = declarer;
    let mut tricks = Vec::new();
    let mut play_points = [0u32; 2];
    let mut took_trick = [false; 2];
    for index in 0..20 {
        let mut trick = Vec::new();
        for offset in 0..4 {
            let seat = (leader + offset) % 4;
            let choices = legal(&held[seat], &trick, trump);
            let card = choices[rng.below(choices.len())];
            let at = held[seat]
                .iter()
                .position(|held| *held == card)
                .expect("a legal card is held");
            held[seat].remove(at);
            trick.push(card);
        }
        let winner = (leader + winning(&trick, trump)) % 4;
        let points = counters(&trick) + if index == 19 { 2 } else { 0 };
        play_points[team(winner)] += points;
        took_trick[team(winner)] = true;
        tricks.push((leader, trick, winner, points));
        leader = winner;
    }

    let mut meld_scores = [0u32; 2];
    for (seat, (points, _)) in melds.iter().enumerate() {
        meld_scores[team(seat)] += points;
    }
    for side in 0..2 {
        if !took_trick[side] {
            meld_scores[side] = 0;
        }
    }
    let declaring = team(declarer);
    let saved = meld_scores[declaring] + play_points[declaring] >= contract;
    let mut hand_scores = [0i64; 2];
    for side in 0..2 {
        let made = i64::from(meld_scores[side] + play_points[side]);
        hand_scores[side] = if side == declaring && !saved {
            -i64::from(contract)
        } else {
            made
        };
    }

    let _ = writeln!(out, "[Site \"gamerec generator\"]");
    let _ = writeln!(out, "[Date \"2026.11.28\"]");
    for (seat, name) in ["North", "East", "South", "West"].iter().enumerate() {
        let _ = writeln!(out, "[{name} \"player {}\"]", seat + 1);
    }
    let _ = writeln!(out, "[Hand \"{number}\"]");
    let _ = writeln!(out, "[GameScores \"{}:{}\"]", game[0], game[1]);
    let _ = writeln!(out, "[Dealer \"{}\"]", SEATS[dealer]);
    let deal: Vec<String> = (0..4)
        .map(|offset| dotted(&counts(&hands[(first + offset) % 4])))
        .collect();
    let _ = writeln!(out, "[Deal \"{}:{}\"]", SEATS[first], deal.join(" "));
    let _ = writeln!(out, "[Declarer \"{}\"]", SEATS[declarer]);
    let _ = writeln!(out, "[Contract \"{contract}\"]");
    let _ = writeln!(out, "[Trump \"{}\"]", SUITS[trump]);
    let meld_texts: Vec<String> = melds
        .iter()
        .map(|(points, used)| format!("{}({points})", dotted(used)))
        .collect();
    let _ = writeln!(out, "[Melds \"N:{}\"]", meld_texts.join(" "));
    let _ = writeln!(
        out,
        "[MeldScores \"{}:{}\"]",
        meld_scores[0], meld_scores[1]
    );
    let _ = writeln!(
        out,
        "[PlayScores \"{}:{}\"]",
        play_points[0], play_points[1]
    );
    let _ = writeln!(out, "[Result \"{}\"]", if saved { "Saved" } else { "Set" });
    let _ = writeln!(
        out,
        "[HandScores \"{}:{}\"]",
        hand_scores[0], hand_scores[1]
    );
    let _ = writeln!(out, "[Auction \"{}\"]", SEATS[first]);
    for line in &lines {
        let _ = writeln!(out, "{}", line.join(" "));
    }
    let _ = writeln!(out, "[Play \"{}\"]", SEATS[declarer]);
    for (_, trick, winner, points) in &tricks {
        let cards: Vec<String> = trick.iter().map(|card| card_text(*card)).collect();
        let _ = writeln!(out, "{} ({}{points})", cards.join(" "), SEATS[*winner]);
    }
    hand_scores
}

/// A game of legal hands, about `target_bytes` long.
pub fn pinochle(target_bytes: usize) -> String {
    let mut rng = Rng::new(0x0005_eed0_f91c_0c1e);
    let mut out = String::from("% PPN 1.0\n% EXPORT\n%\n\n");
    let mut game = [0i64; 2];
    let mut number = 1;
    while out.len() < target_bytes {
        if number > 1 {
            out.push('\n');
        }
        let scores = write_hand(&mut rng, number, game, &mut out);
        game[0] += scores[0];
        game[1] += scores[1];
        number += 1;
    }
    out
}
