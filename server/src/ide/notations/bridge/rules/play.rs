//! The play of the cards: who is on lead, whose turn it is, following suit, trick winners with
//! trumps and tricks won by each side. Illegal plays come back as [`PlayError`] values; claims
//! and unknown cards (PBN `-`, RBN pseudo plays) are left to callers.

use std::fmt;

use super::card::{Card, Seat, Side, Suit};
use super::contract::Contract;
use super::deal::Deal;
use super::hand::CardSet;

/// One trick, complete or in progress: the leader and the cards in the order played. The
/// cards live inline, so a play of thirteen tricks allocates once, for the list of tricks.
#[derive(Clone, Copy)]
pub struct Trick {
    pub leader: Seat,
    slots: [Option<Card>; 4],
    len: u8,
}

impl PartialEq for Trick {
    fn eq(&self, other: &Self) -> bool {
        self.leader == other.leader && self.cards().eq(other.cards())
    }
}

impl Eq for Trick {}

impl fmt::Debug for Trick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Trick")
            .field("leader", &self.leader)
            .field("cards", &self.cards().collect::<Vec<_>>())
            .finish()
    }
}

impl Trick {
    /// A trick led by `leader` with `cards` played so far; cards past the fourth are ignored.
    pub fn new(leader: Seat, cards: &[Card]) -> Self {
        let mut trick = Trick {
            leader,
            slots: [None; 4],
            len: 0,
        };
        for &card in cards {
            trick.push(card);
        }
        trick
    }

    /// The cards in the order played.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.slots.iter().flatten().copied()
    }

    fn push(&mut self, card: Card) {
        if let Some(slot) = self.slots.get_mut(usize::from(self.len)) {
            *slot = Some(card);
            self.len += 1;
        }
    }

    /// The suit of the lead, `None` before the lead.
    pub fn led_suit(&self) -> Option<Suit> {
        self.slots[0].map(|card| card.suit)
    }

    pub fn is_complete(&self) -> bool {
        self.len >= 4
    }

    /// The cards with the seats that played them.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards()
            .enumerate()
            .map(|(i, card)| (self.leader.after(i), card))
    }

    /// Who wins the trick so far and with which card: the highest trump, or else the highest
    /// card of the suit led.
    pub fn winner(&self, trumps: Option<Suit>) -> Option<(Seat, Card)> {
        let led = self.led_suit()?;
        let beats = |card: Card, best: Card| {
            if card.suit == best.suit {
                card.rank > best.rank
            } else {
                Some(card.suit) == trumps
            }
        };
        self.plays().fold(None, |best, (seat, card)| match best {
            Some((_, best_card)) if !beats(card, best_card) => best,
            Some(_) => Some((seat, card)),
            None if card.suit == led => Some((seat, card)),
            None => best,
        })
    }
}

/// What a legal play did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrickEvent {
    /// The trick goes on; `next` plays to it.
    Continues { next: Seat },
    /// The fourth card completed trick number `trick` (from 1); `winner` leads next unless the
    /// play is over.
    Completed {
        trick: usize,
        winner: Seat,
        winning_card: Card,
    },
}

/// Why a card may not be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    /// All tricks have been played.
    PlayOver { tricks: usize },
    /// It is `expected`'s turn, not `seat`'s.
    NotYourTurn { seat: Seat, expected: Seat },
    /// The card was played before, by `by` in trick number `trick` (from 1).
    AlreadyPlayed {
        seat: Seat,
        card: Card,
        by: Seat,
        trick: usize,
    },
    /// `seat` does not hold the card; `holder` is the seat that does, when known.
    NotHeld {
        seat: Seat,
        card: Card,
        holder: Option<Seat>,
    },
    /// `seat` did not follow to `led` in trick number `trick` (from 1) though it still holds
    /// the cards `held` of that suit, and `unknown_ranks_held` more whose rank is not given.
    Revoke {
        seat: Seat,
        card: Card,
        led: Suit,
        held: CardSet,
        unknown_ranks_held: usize,
        trick: usize,
    },
}

/// A sentence for a diagnostic: "East plays the ♦9 but still holds the ♥2 — revoke in
/// trick 4 (hearts were led)".
impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::PlayOver { tricks } => {
                let plural = if *tricks == 1 { "" } else { "s" };
                write!(
                    f,
                    "the play is over after {tricks} trick{plural}; no card may follow"
                )
            }
            PlayError::NotYourTurn { seat, expected } => {
                write!(f, "{seat} plays out of turn: it is {expected}'s turn")
            }
            PlayError::AlreadyPlayed {
                seat,
                card,
                by,
                trick,
            } => write!(
                f,
                "{seat} plays the {card}, which {by} already played in trick {trick}"
            ),
            PlayError::NotHeld { seat, card, holder } => {
                write!(f, "{seat} does not hold the {card}")?;
                match holder {
                    Some(holder) => write!(f, " ({holder} holds it)"),
                    None => Ok(()),
                }
            }
            PlayError::Revoke {
                seat,
                card,
                led,
                held,
                unknown_ranks_held,
                trick,
            } => {
                write!(f, "{seat} plays the {card} but still holds ")?;
                let cards: Vec<String> = held.iter().map(|card| card.to_string()).collect();
                match (cards.as_slice(), unknown_ranks_held) {
                    ([one], 0) => write!(f, "the {one}")?,
                    ([], 1) => write!(f, "a card of {}", led.name())?,
                    ([], _) => write!(f, "{unknown_ranks_held} cards of {}", led.name())?,
                    (cards, 0) => f.write_str(&cards.join(", "))?,
                    (cards, _) => write!(f, "{} and more {}", cards.join(", "), led.name())?,
                }
                write!(f, " — revoke in trick {trick} ({} were led)", led.name())
            }
        }
    }
}

/// The play of a deal, from the opening lead on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    trumps: Option<Suit>,
    declarer: Option<Seat>,
    /// The cards each seat still holds; `None` for hands the deal does not give.
    remaining: [Option<CardSet>; 4],
    /// Per seat and suit: cards still held whose rank the deal does not give.
    unknown_ranks: [[usize; 4]; 4],
    /// Every card known to some hand at the start.
    known: CardSet,
    played: CardSet,
    tricks: Vec<Trick>,
    /// How many of `tricks` are complete.
    completed: usize,
    total_tricks: usize,
    won: [usize; 2],
    next: Seat,
}

impl Play {
    /// The play of `contract` on `deal`: declarer's left-hand opponent leads.
    pub fn new(deal: &Deal, contract: &Contract) -> Play {
        let mut play = Play::with_leader(deal, contract.strain.trumps(), contract.opening_leader());
        play.declarer = Some(contract.declarer);
        play
    }

    /// A play with the given trumps and leader, as for an ending whose leader is not declarer's
    /// left-hand opponent (RBN `C H6:S:S`). No declarer: see [`Play::tricks_won`].
    pub fn with_leader(deal: &Deal, trumps: Option<Suit>, leader: Seat) -> Play {
        let total_tricks = deal
            .hand_sizes()
            .iter()
            .flatten()
            .max()
            .map_or(13, |&longest| longest.min(13));
        Play {
            trumps,
            declarer: None,
            remaining: Seat::ALL.map(|seat| deal.hand(seat)),
            unknown_ranks: Seat::ALL.map(|seat| {
                let mut counts = [0; 4];
                for suit in Suit::DESCENDING {
                    counts[suit.index()] = deal.unknown_ranks(seat, suit);
                }
                counts
            }),
            known: deal.known_cards(),
            played: CardSet::EMPTY,
            tricks: Vec::with_capacity(total_tricks.min(13)),
            completed: 0,
            total_tricks,
            won: [0; 2],
            next: leader,
        }
    }

    pub fn trumps(&self) -> Option<Suit> {
        self.trumps
    }

    /// How many tricks the play has: 13, or the longest hand of an ending.
    pub fn total_tricks(&self) -> usize {
        self.total_tricks
    }

    /// Tricks so far, the last one possibly incomplete.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The trick being played, if it has a card but not yet four.
    pub fn current_trick(&self) -> Option<&Trick> {
        self.tricks.last().filter(|trick| !trick.is_complete())
    }

    /// The number of complete tricks.
    pub fn completed_tricks(&self) -> usize {
        self.completed
    }

    /// The suit led to the current trick.
    pub fn led_suit(&self) -> Option<Suit> {
        self.current_trick().and_then(Trick::led_suit)
    }

    /// The seat to play next, `None` once every trick is played.
    pub fn next_to_play(&self) -> Option<Seat> {
        (!self.is_finished()).then_some(self.next)
    }

    /// The seat to lead to the next trick, `None` while a trick is in progress or at the end.
    pub fn on_lead(&self) -> Option<Seat> {
        match self.current_trick() {
            None if !self.is_finished() => Some(self.next),
            _ => None,
        }
    }

    pub fn is_finished(&self) -> bool {
        self.completed_tricks() >= self.total_tricks
    }

    /// The cards `seat` still holds, `None` when its hand is unknown.
    pub fn remaining(&self, seat: Seat) -> Option<CardSet> {
        self.remaining[seat.index()]
    }

    /// Every card played so far.
    pub fn played_cards(&self) -> CardSet {
        self.played
    }

    /// The cards the player whose turn it is may play: the suit led if the hand has it,
    /// otherwise anything it holds. A card whose rank the deal does not give may be any unseen
    /// card of its suit. `None` once the play is over or when that player's hand is unknown.
    pub fn legal_cards(&self) -> Option<CardSet> {
        let seat = self.next_to_play()?;
        let hand = self.remaining(seat)?;
        let unseen = self.known.union(self.played).complement();
        let candidates = Suit::DESCENDING
            .iter()
            .filter(|&&suit| self.unknown_ranks_held(seat, suit) > 0)
            .fold(hand, |all, &suit| all.union(unseen.in_suit(suit)));
        Some(match self.led_suit() {
            Some(led) if !candidates.in_suit(led).is_empty() => candidates.in_suit(led),
            _ => candidates,
        })
    }

    /// Tricks won so far by `side`.
    pub fn tricks_won(&self, side: Side) -> usize {
        self.won[side.index()]
    }

    /// Tricks won so far by declarer's side, when the play knows its declarer.
    pub fn declarer_tricks(&self) -> Option<usize> {
        self.declarer.map(|seat| self.tricks_won(seat.side()))
    }

    /// Whether `seat` may play `card` now.
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        self.check_with(seat, card, false)
    }

    /// Plays `card` for `seat`. An illegal play leaves everything as it was and says why.
    pub fn play(&mut self, seat: Seat, card: Card) -> Result<TrickEvent, PlayError> {
        self.check_with(seat, card, false)?;
        Ok(self.apply(seat, card))
    }

    /// Plays a card the record marks as an accepted irregularity: a revoke (PBN `^R`) or a
    /// lead out of turn (PBN `^L`; the trick then goes on clockwise from that seat). Other
    /// errors still refuse the card.
    pub fn play_irregular(&mut self, seat: Seat, card: Card) -> Result<TrickEvent, PlayError> {
        self.check_with(seat, card, true)?;
        if self.current_trick().is_none() {
            self.next = seat;
        }
        Ok(self.apply(seat, card))
    }

    fn check_with(&self, seat: Seat, card: Card, irregular: bool) -> Result<(), PlayError> {
        if self.is_finished() {
            return Err(PlayError::PlayOver {
                tricks: self.total_tricks,
            });
        }
        let current = self.current_trick();
        if seat != self.next && !(irregular && current.is_none()) {
            return Err(PlayError::NotYourTurn {
                seat,
                expected: self.next,
            });
        }
        if self.played.contains(card) {
            if let Some((trick, by)) = self.played_where(card) {
                return Err(PlayError::AlreadyPlayed {
                    seat,
                    card,
                    by,
                    trick,
                });
            }
        }
        // A hand not given, or a card whose rank it does not give, may be any card that no
        // hand is known to hold.
        let held = match self.remaining(seat) {
            Some(hand) => {
                hand.contains(card)
                    || (self.unknown_ranks_held(seat, card.suit) > 0 && !self.known.contains(card))
            }
            None => !self.known.contains(card),
        };
        if !held {
            return Err(PlayError::NotHeld {
                seat,
                card,
                holder: self.holder(card),
            });
        }
        let led = current.and_then(Trick::led_suit);
        if let (Some(led), Some(hand), false) = (led, self.remaining(seat), irregular) {
            let held = hand.in_suit(led);
            let unknown_ranks_held = self.unknown_ranks_held(seat, led);
            if card.suit != led && (!held.is_empty() || unknown_ranks_held > 0) {
                return Err(PlayError::Revoke {
                    seat,
                    card,
                    led,
                    held,
                    unknown_ranks_held,
                    trick: self.tricks.len(),
                });
            }
        }
        Ok(())
    }

    /// How many cards of `suit` whose rank the deal does not give `seat` still holds.
    pub fn unknown_ranks_held(&self, seat: Seat, suit: Suit) -> usize {
        self.unknown_ranks[seat.index()][suit.index()]
    }

    /// The trick number (from 1) and seat of an earlier play of `card`.
    fn played_where(&self, card: Card) -> Option<(usize, Seat)> {
        self.tricks.iter().enumerate().find_map(|(i, trick)| {
            trick
                .plays()
                .find(|&(_, played)| played == card)
                .map(|(seat, _)| (i + 1, seat))
        })
    }

    fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|&seat| self.remaining(seat).is_some_and(|hand| hand.contains(card)))
    }

    fn apply(&mut self, seat: Seat, card: Card) -> TrickEvent {
        self.played.insert(card);
        if let Some(hand) = &mut self.remaining[seat.index()] {
            if !hand.remove(card) {
                let unknown = &mut self.unknown_ranks[seat.index()][card.suit.index()];
                *unknown = unknown.saturating_sub(1);
            }
        }
        // A trick is complete with its fourth card, never with its first.
        let winner = match self.tricks.last_mut().filter(|trick| !trick.is_complete()) {
            Some(trick) => {
                trick.push(card);
                trick
                    .is_complete()
                    .then(|| trick.winner(self.trumps))
                    .flatten()
            }
            None => {
                self.tricks.push(Trick::new(seat, &[card]));
                None
            }
        };
        if self.tricks.last().is_some_and(Trick::is_complete) {
            self.completed += 1;
        }
        let number = self.tricks.len();
        match winner {
            Some((winner, winning_card)) => {
                self.won[winner.side().index()] += 1;
                self.next = winner;
                TrickEvent::Completed {
                    trick: number,
                    winner,
                    winning_card,
                }
            }
            None => {
                self.next = seat.next();
                TrickEvent::Continues { next: self.next }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ide::notations::bridge::rules::card::Strain;
    use crate::ide::notations::bridge::rules::contract::{Bid, Doubling};

    fn card(text: &str) -> Card {
        Card::from_letters(text).unwrap()
    }

    fn hand(text: &str) -> Option<CardSet> {
        Some(CardSet::parse_dotted(text).unwrap())
    }

    /// RBN 3.2's "Florida Belles" deal: 5HX by North, East leads.
    fn belles() -> (Deal, Contract) {
        let deal = Deal::from_hands([
            hand("J42.AJ7632.J.632"),
            hand("QT3.85.Q86.KQJ54"),
            hand("K9.K94.AT75432.9"),
            hand("A8765.QT.K9.AT87"),
        ]);
        let contract = Contract::new(
            Bid::new(5, Strain::Hearts).unwrap(),
            Doubling::Doubled,
            Seat::North,
        );
        (deal, contract)
    }

    fn play_all(play: &mut Play, cards: &str) -> Vec<TrickEvent> {
        cards
            .split_whitespace()
            .map(|text| {
                let seat = play.next_to_play().unwrap();
                play.play(seat, card(text)).unwrap()
            })
            .collect()
    }

    #[test]
    fn opening_leader_and_rotation() {
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        assert_eq!(play.on_lead(), Some(Seat::East));
        assert_eq!(play.next_to_play(), Some(Seat::East));
        assert_eq!(play.total_tricks(), 13);
        assert_eq!(play.trumps(), Some(Suit::Hearts));
        assert_eq!(
            play.play(Seat::East, card("CK")),
            Ok(TrickEvent::Continues { next: Seat::South })
        );
        assert_eq!(play.on_lead(), None);
        assert_eq!(play.led_suit(), Some(Suit::Clubs));
        let events = play_all(&mut play, "C9 C7 C2");
        assert_eq!(
            events.last(),
            Some(&TrickEvent::Completed {
                trick: 1,
                winner: Seat::East,
                winning_card: card("CK"),
            })
        );
        // The winner leads the next trick.
        assert_eq!(play.on_lead(), Some(Seat::East));
        assert_eq!(play.tricks_won(Side::EastWest), 1);
        assert_eq!(play.declarer_tricks(), Some(0));
        assert_eq!(play.completed_tricks(), 1);
        assert_eq!(
            play.tricks()[0].plays().next(),
            Some((Seat::East, card("CK")))
        );
    }

    #[test]
    fn trumps_win_and_the_highest_trump_wins() {
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        // RBN: P CK972:CQ!H483 — trick 2: East CQ, South ruffs H4, West C8, North C3.
        let events = play_all(&mut play, "CK C9 C7 C2 CQ H4 C8 C3");
        assert_eq!(
            events.last(),
            Some(&TrickEvent::Completed {
                trick: 2,
                winner: Seat::South,
                winning_card: card("H4"),
            })
        );
        assert_eq!(play.declarer_tricks(), Some(1));
        // A higher trump over-ruffs; a discard of another suit never wins.
        let trick = Trick::new(
            Seat::North,
            &[card("D2"), card("H2"), card("HK"), card("SA")],
        );
        assert_eq!(
            trick.winner(Some(Suit::Hearts)),
            Some((Seat::South, card("HK")))
        );
        assert_eq!(trick.winner(None), Some((Seat::North, card("D2"))));
        assert_eq!(
            trick.winner(Some(Suit::Spades)),
            Some((Seat::West, card("SA")))
        );
        let trick = Trick::new(
            Seat::East,
            &[card("D9"), card("DA"), card("C2"), card("DT")],
        );
        assert_eq!(trick.winner(None), Some((Seat::South, card("DA"))));
        let empty = Trick::new(Seat::East, &[]);
        assert_eq!(empty.winner(None), None);
    }

    #[test]
    fn whole_play_of_an_ending() {
        // Four one-card hands, spades trumps, West leads a heart and South ruffs.
        let deal = Deal::from_hands([hand("..2"), hand(".3"), hand("2"), hand(".A")]);
        let mut play = Play::with_leader(&deal, Some(Suit::Spades), Seat::West);
        assert_eq!(play.total_tricks(), 1);
        assert_eq!(play.declarer_tricks(), None);
        let events = play_all(&mut play, "HA D2 H3 S2");
        assert_eq!(
            events.last(),
            Some(&TrickEvent::Completed {
                trick: 1,
                winner: Seat::South,
                winning_card: card("S2"),
            })
        );
        assert!(play.is_finished());
        assert_eq!(play.legal_cards(), None);
        assert_eq!(play.next_to_play(), None);
        assert_eq!(play.on_lead(), None);
        assert_eq!(play.tricks_won(Side::NorthSouth), 1);
        assert_eq!(
            play.play(Seat::South, card("SA")),
            Err(PlayError::PlayOver { tricks: 1 })
        );
        assert_eq!(
            PlayError::PlayOver { tricks: 13 }.to_string(),
            "the play is over after 13 tricks; no card may follow"
        );
    }

    #[test]
    fn revoke_names_the_suit_led_and_the_cards_still_held() {
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        play_all(&mut play, "CK C9 C7 C2 CQ H4 C8 C3 DA D9 DJ D6");
        // Trick 4: South leads D2, West plays SA though he holds the ♦K.
        play.play(Seat::South, card("D2")).unwrap();
        let before = play.clone();
        assert_eq!(
            play.play(Seat::West, card("SA")),
            Err(PlayError::Revoke {
                seat: Seat::West,
                card: card("SA"),
                led: Suit::Diamonds,
                held: CardSet::from_iter([card("DK")]),
                unknown_ranks_held: 0,
                trick: 4,
            })
        );
        assert_eq!(play, before, "an illegal play changes nothing");
        // Showing out with no diamond left is no revoke (North ruffs after West's ♦K).
        play_all(&mut play, "DK H2");
        assert_eq!(play.check(Seat::East, card("D8")), Ok(()));
        assert!(matches!(
            play.check(Seat::East, card("S3")),
            Err(PlayError::Revoke { held, .. }) if held.len() == 2
        ));
    }

    #[test]
    fn not_held_already_played_and_turn_errors() {
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        assert_eq!(
            play.play(Seat::South, card("C9")),
            Err(PlayError::NotYourTurn {
                seat: Seat::South,
                expected: Seat::East
            })
        );
        assert_eq!(
            play.play(Seat::East, card("SA")),
            Err(PlayError::NotHeld {
                seat: Seat::East,
                card: card("SA"),
                holder: Some(Seat::West)
            })
        );
        play_all(&mut play, "CK C9 C7 C2");
        assert_eq!(
            play.play(Seat::East, card("CK")),
            Err(PlayError::AlreadyPlayed {
                seat: Seat::East,
                card: card("CK"),
                by: Seat::East,
                trick: 1
            })
        );
        assert_eq!(
            play.play(Seat::East, card("C2")),
            Err(PlayError::AlreadyPlayed {
                seat: Seat::East,
                card: card("C2"),
                by: Seat::North,
                trick: 1
            })
        );
    }

    #[test]
    fn unknown_hands_may_play_any_card_no_known_hand_holds() {
        let (full, contract) = belles();
        let mut deal = full;
        deal.set_hand(Seat::East, None);
        let mut play = Play::new(&deal, &contract);
        assert_eq!(play.remaining(Seat::East), None);
        assert_eq!(play.legal_cards(), None);
        assert_eq!(
            play.check(Seat::East, card("S2")),
            Err(PlayError::NotHeld {
                seat: Seat::East,
                card: card("S2"),
                holder: Some(Seat::North)
            })
        );
        assert_eq!(play.play(Seat::East, card("CK")).map(|_| ()), Ok(()));
        // South follows with the C9; East, unknown, may later play any unseen card.
        play_all(&mut play, "C9 C7 C2 D8");
        assert_eq!(play.tricks().len(), 2);
    }

    #[test]
    fn cards_whose_rank_is_not_given() {
        // North holds ♠A and a small spade, East ♥K and a small heart; the rest is given.
        let mut deal = Deal::from_hands([hand("A"), hand(".K"), hand("K.A"), hand("Q.Q")]);
        deal.add_unknown_ranks(Seat::North, Suit::Spades, 1);
        deal.add_unknown_ranks(Seat::East, Suit::Hearts, 1);
        let mut play = Play::with_leader(&deal, None, Seat::South);
        assert_eq!(play.total_tricks(), 2);
        play.play(Seat::South, card("HA")).unwrap();
        play.play(Seat::West, card("HQ")).unwrap();
        // North holds no heart, so he may discard the ♠A.
        assert_eq!(play.check(Seat::North, card("SA")), Ok(()));
        // A small spade is any spade no hand is known to hold.
        assert_eq!(play.check(Seat::North, card("S2")), Ok(()));
        assert_eq!(
            play.check(Seat::North, card("SK")),
            Err(PlayError::NotHeld {
                seat: Seat::North,
                card: card("SK"),
                holder: Some(Seat::South)
            })
        );
        assert!(matches!(
            play.check(Seat::North, card("H2")),
            Err(PlayError::NotHeld { holder: None, .. })
        ));
        play.play(Seat::North, card("S2")).unwrap();
        assert_eq!(play.unknown_ranks_held(Seat::North, Suit::Spades), 0);
        // East must follow with his small heart or the ♥K.
        assert_eq!(
            play.check(Seat::East, card("S3")),
            Err(PlayError::NotHeld {
                seat: Seat::East,
                card: card("S3"),
                holder: None
            })
        );
        assert_eq!(play.check(Seat::East, card("H3")), Ok(()));
        // East must follow: the ♥K, or the small heart, any heart but the ♥A and ♥Q seen.
        let hearts: CardSet = "HK HJ HT H9 H8 H7 H6 H5 H4 H3 H2"
            .split_whitespace()
            .map(card)
            .collect();
        assert_eq!(play.legal_cards(), Some(hearts));
        play.play(Seat::East, card("H3")).unwrap();
        assert_eq!(play.unknown_ranks_held(Seat::East, Suit::Hearts), 0);
        assert_eq!(play.played_cards().len(), 4);
        assert_eq!(play.remaining(Seat::East), hand(".K"));
    }

    #[test]
    fn revoke_with_a_card_whose_rank_is_not_given() {
        let mut deal = Deal::from_hands([hand("A"), hand("..K"), hand("K"), hand("Q")]);
        deal.add_unknown_ranks(Seat::East, Suit::Spades, 1);
        let mut play = Play::with_leader(&deal, None, Seat::North);
        play.play(Seat::North, card("SA")).unwrap();
        assert_eq!(
            play.check(Seat::East, card("DK")),
            Err(PlayError::Revoke {
                seat: Seat::East,
                card: card("DK"),
                led: Suit::Spades,
                held: CardSet::EMPTY,
                unknown_ranks_held: 1,
                trick: 1,
            })
        );
    }

    #[test]
    fn error_messages() {
        let revoke = |held: &str, unknown_ranks_held: usize| {
            PlayError::Revoke {
                seat: Seat::East,
                card: card("D9"),
                led: Suit::Hearts,
                held: CardSet::from_iter(held.split_whitespace().map(card)),
                unknown_ranks_held,
                trick: 4,
            }
            .to_string()
        };
        assert_eq!(
            revoke("H2", 0),
            "East plays the ♦9 but still holds the ♥2 — revoke in trick 4 (hearts were led)"
        );
        assert_eq!(
            revoke("H2 HT", 0),
            "East plays the ♦9 but still holds ♥10, ♥2 — revoke in trick 4 (hearts were led)"
        );
        assert_eq!(
            revoke("", 1),
            "East plays the ♦9 but still holds a card of hearts — revoke in trick 4 (hearts \
             were led)"
        );
        assert_eq!(
            revoke("", 2),
            "East plays the ♦9 but still holds 2 cards of hearts — revoke in trick 4 (hearts \
             were led)"
        );
        assert_eq!(
            revoke("HA", 2),
            "East plays the ♦9 but still holds ♥A and more hearts — revoke in trick 4 (hearts \
             were led)"
        );
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        let message = |play: &Play, seat: Seat, text: &str| {
            play.check(seat, card(text))
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert_eq!(
            message(&play, Seat::South, "C9"),
            "South plays out of turn: it is East's turn"
        );
        assert_eq!(
            message(&play, Seat::East, "SA"),
            "East does not hold the ♠A (West holds it)"
        );
        play_all(&mut play, "CK C9 C7 C2");
        assert_eq!(
            message(&play, Seat::East, "C2"),
            "East plays the ♣2, which North already played in trick 1"
        );
        let ending = Deal::from_hands([hand("A"), hand("K"), hand("Q"), hand("J")]);
        let mut play = Play::with_leader(&ending, None, Seat::North);
        play_all(&mut play, "SA SK SQ SJ");
        assert_eq!(
            message(&play, Seat::North, "S2"),
            "the play is over after 1 trick; no card may follow"
        );
    }

    #[test]
    fn accepted_irregularities() {
        let (deal, contract) = belles();
        let mut play = Play::new(&deal, &contract);
        // PBN ^L: South leads out of turn and the trick goes on from South.
        assert_eq!(
            play.play_irregular(Seat::South, card("C9")),
            Ok(TrickEvent::Continues { next: Seat::West })
        );
        assert_eq!(play.tricks()[0].leader, Seat::South);
        // Mid-trick, the turn still counts.
        assert!(matches!(
            play.play_irregular(Seat::North, card("C2")),
            Err(PlayError::NotYourTurn { .. })
        ));
        // PBN ^R: West revokes with the SA and it stands.
        assert_eq!(
            play.play_irregular(Seat::West, card("SA")),
            Ok(TrickEvent::Continues { next: Seat::North })
        );
        let events = play_all(&mut play, "C2 CK");
        assert_eq!(
            events.last(),
            Some(&TrickEvent::Completed {
                trick: 1,
                winner: Seat::East,
                winning_card: card("CK")
            })
        );
        // Not holding the card is never waived.
        assert!(matches!(
            play.play_irregular(Seat::East, card("SK")),
            Err(PlayError::NotHeld { .. })
        ));
    }

    use proptest::prelude::*;

    /// The side that wins `trick`, worked out afresh: the highest trump played, or else the
    /// highest card of the suit led.
    fn winning_side(trick: &Trick, trumps: Option<Suit>) -> Option<Side> {
        let led = trick.led_suit()?;
        let suit = match trumps {
            Some(trumps) if trick.cards().any(|card| card.suit == trumps) => trumps,
            _ => led,
        };
        trick
            .plays()
            .filter(|(_, card)| card.suit == suit)
            .max_by_key(|(_, card)| card.rank)
            .map(|(seat, _)| seat.side())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn check_agrees_with_follow_suit_worked_out_from_the_hands(
            order in Just((0..52usize).collect::<Vec<_>>()).prop_shuffle(),
            strain in 0usize..5,
            declarer in 0usize..4,
            choices in proptest::collection::vec(any::<usize>(), 52),
        ) {
            let pack: Vec<Card> = order.into_iter().filter_map(Card::from_index).collect();
            let hands = [0, 1, 2, 3].map(|i| {
                Some(pack.iter().skip(13 * i).take(13).copied().collect::<CardSet>())
            });
            let deal = Deal::from_hands(hands);
            prop_assert_eq!(deal.problems(), []);
            let strain = Strain::ALL[strain];
            let contract = Contract::new(
                Bid::new(1, strain).unwrap(),
                Doubling::Undoubled,
                Seat::ALL[declarer],
            );
            let mut play = Play::new(&deal, &contract);
            let mut held = hands;
            for choice in choices {
                let Some(seat) = play.next_to_play() else {
                    prop_assert!(false, "the play ended early");
                    return Ok(());
                };
                let hand = held[seat.index()].unwrap_or_default();
                let led = play.led_suit();
                let legal: Vec<Card> = CardSet::FULL_PACK
                    .iter()
                    .filter(|&card| {
                        hand.contains(card)
                            && led.is_none_or(|led| card.suit == led || hand.count_in(led) == 0)
                    })
                    .collect();
                prop_assert_eq!(play.legal_cards(), Some(legal.iter().copied().collect()));
                for card in CardSet::FULL_PACK.iter() {
                    prop_assert_eq!(play.check(seat, card).is_ok(), legal.contains(&card));
                    let is_not_your_turn = matches!(
                        play.check(seat.next(), card),
                        Err(PlayError::NotYourTurn { .. })
                    );
                    prop_assert!(is_not_your_turn);
                }
                prop_assert!(!legal.is_empty());
                let card = legal[choice % legal.len()];
                prop_assert!(play.play(seat, card).is_ok());
                if let Some(hand) = &mut held[seat.index()] {
                    hand.remove(card);
                }
            }
            prop_assert!(play.is_finished());
            prop_assert_eq!(play.completed_tricks(), 13);
            let mut won = [0; 2];
            for trick in play.tricks() {
                if let Some(side) = winning_side(trick, strain.trumps()) {
                    won[side.index()] += 1;
                }
            }
            prop_assert_eq!(play.tricks_won(Side::NorthSouth), won[0]);
            prop_assert_eq!(play.tricks_won(Side::EastWest), won[1]);
            prop_assert_eq!(won[0] + won[1], 13);
        }
    }
}
