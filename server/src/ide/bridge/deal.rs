//! `Deal`: the hands of the four seats, each known or unknown. Covers full deals, partial deals
//! (some hands unknown or short) and end positions (four equal hands of fewer than 13 cards),
//! finds cards held twice and hands that are too long, and fills in a fourth hand from the
//! other three.

use std::fmt;

use super::card::{Card, Seat};
use super::hand::CardSet;

/// The cards of the four seats; `None` is a hand the record does not give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deal {
    hands: [Option<CardSet>; 4],
}

/// What kind of layout a deal is, judged by its card counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealShape {
    /// Four hands of 13 cards, all 52 cards different.
    Full,
    /// Four known hands of the same size below 13, no card twice.
    EndPosition { cards_each: usize },
    /// Anything else: unknown hands, hands of different sizes, or cards held twice.
    Partial,
}

/// A problem with the cards of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealProblem {
    /// The same card in more than one hand; `seats` lists every holder, clockwise from North.
    DuplicateCard { card: Card, seats: Vec<Seat> },
    /// A hand of more than 13 cards.
    TooManyCards { seat: Seat, count: usize },
}

/// Why a fourth hand cannot be filled in from the other three.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompletionError {
    /// One of the other three hands is not given.
    HandUnknown { seat: Seat },
    /// One of the other three hands does not hold 13 cards.
    NotThirteen { seat: Seat, count: usize },
    /// The other three hands share a card.
    DuplicateCard { card: Card, seats: Vec<Seat> },
}

impl Deal {
    /// A deal with no hand known.
    pub fn new() -> Deal {
        Deal::default()
    }

    /// A deal from the hands of North, East, South and West in that order.
    pub fn from_hands(hands: [Option<CardSet>; 4]) -> Deal {
        Deal { hands }
    }

    pub fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands[seat.index()]
    }

    pub fn set_hand(&mut self, seat: Seat, hand: Option<CardSet>) {
        self.hands[seat.index()] = hand;
    }

    /// True when every seat's hand is given.
    pub fn all_known(&self) -> bool {
        self.hands.iter().all(Option::is_some)
    }

    /// Every card in some known hand.
    pub fn known_cards(&self) -> CardSet {
        self.hands
            .iter()
            .flatten()
            .fold(CardSet::EMPTY, |all, hand| all.union(*hand))
    }

    /// The seats whose known hands hold `card`, clockwise from North.
    pub fn holders(&self, card: Card) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|&seat| self.hand(seat).is_some_and(|hand| hand.contains(card)))
            .collect()
    }

    /// The first seat clockwise from North whose known hand holds `card`.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|&seat| self.hand(seat).is_some_and(|hand| hand.contains(card)))
    }

    /// Cards in more than one hand, spades ace first, each with all its holders.
    pub fn duplicates(&self) -> Vec<(Card, Vec<Seat>)> {
        let mut seen = CardSet::EMPTY;
        let mut twice = CardSet::EMPTY;
        for hand in self.hands.iter().flatten() {
            twice = twice.union(seen.intersection(*hand));
            seen = seen.union(*hand);
        }
        twice
            .iter()
            .map(|card| (card, self.holders(card)))
            .collect()
    }

    /// Every problem with the cards: duplicates first (spades ace first), then long hands
    /// (clockwise from North).
    pub fn problems(&self) -> Vec<DealProblem> {
        let mut problems: Vec<DealProblem> = self
            .duplicates()
            .into_iter()
            .map(|(card, seats)| DealProblem::DuplicateCard { card, seats })
            .collect();
        for seat in Seat::ALL {
            if let Some(hand) = self.hand(seat) {
                if hand.len() > 13 {
                    problems.push(DealProblem::TooManyCards {
                        seat,
                        count: hand.len(),
                    });
                }
            }
        }
        problems
    }

    /// The number of cards in each seat's hand, `None` for unknown hands.
    pub fn hand_sizes(&self) -> [Option<usize>; 4] {
        self.hands.map(|hand| hand.map(CardSet::len))
    }

    pub fn shape(&self) -> DealShape {
        let Some(first) = self.hands[0] else {
            return DealShape::Partial;
        };
        let size = first.len();
        let equal = self
            .hands
            .iter()
            .all(|hand| hand.map(CardSet::len) == Some(size));
        if !equal || self.known_cards().len() != 4 * size {
            return DealShape::Partial;
        }
        match size {
            13 => DealShape::Full,
            size if size < 13 => DealShape::EndPosition { cards_each: size },
            _ => DealShape::Partial,
        }
    }

    /// The cards `seat` must hold when the other three hands are full: the rest of the pack.
    pub fn rest_of_pack(&self, seat: Seat) -> Result<CardSet, CompletionError> {
        let mut others = CardSet::EMPTY;
        for other in Seat::ALL.into_iter().filter(|&other| other != seat) {
            let Some(hand) = self.hand(other) else {
                return Err(CompletionError::HandUnknown { seat: other });
            };
            if hand.len() != 13 {
                return Err(CompletionError::NotThirteen {
                    seat: other,
                    count: hand.len(),
                });
            }
            if let Some(card) = others.intersection(hand).iter().next() {
                let seats = Seat::ALL
                    .into_iter()
                    .filter(|&s| s != seat && self.hand(s).is_some_and(|h| h.contains(card)))
                    .collect();
                return Err(CompletionError::DuplicateCard { card, seats });
            }
            others = others.union(hand);
        }
        Ok(others.complement())
    }

    /// Gives `seat` the rest of the pack (RBN's "three full hands and a colon") and returns it.
    /// Leaves the deal unchanged on error.
    pub fn complete(&mut self, seat: Seat) -> Result<CardSet, CompletionError> {
        let hand = self.rest_of_pack(seat)?;
        self.set_hand(seat, Some(hand));
        Ok(hand)
    }
}

/// `N ♠AK2 ♥… / E ? / …`: every seat clockwise from North, `?` for an unknown hand.
impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seat) in Seat::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" / ")?;
            }
            match self.hand(seat) {
                Some(hand) => write!(f, "{} {hand}", seat.letter())?,
                None => write!(f, "{} ?", seat.letter())?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> Option<CardSet> {
        Some(CardSet::parse_dotted(text).unwrap())
    }

    /// PBN 1.0's example deal, North first.
    fn example() -> Deal {
        Deal::from_hands([
            hand(".63.AKQ987.A9732"),
            hand("A8654.KQ5.T.QJT6"),
            hand("J973.J98742.3.K4"),
            hand("KQT2.AT.J6542.85"),
        ])
    }

    #[test]
    fn full_deal_has_no_problems() {
        let deal = example();
        assert_eq!(deal.shape(), DealShape::Full);
        assert_eq!(deal.problems(), []);
        assert!(deal.all_known());
        assert_eq!(deal.known_cards(), CardSet::FULL_PACK);
        let ace = Card::from_letters("SA").unwrap();
        assert_eq!(deal.holder(ace), Some(Seat::East));
        assert_eq!(deal.holders(ace), [Seat::East]);
    }

    #[test]
    fn partial_deals() {
        let mut deal = example();
        deal.set_hand(Seat::North, None);
        assert_eq!(deal.shape(), DealShape::Partial);
        assert!(!deal.all_known());
        assert_eq!(deal.problems(), []);
        assert_eq!(deal.hand_sizes(), [None, Some(13), Some(13), Some(13)]);
        let only_spades = Deal::from_hands([hand("43"), hand("KJ2"), hand("Q976"), hand("AT85")]);
        assert_eq!(only_spades.shape(), DealShape::Partial);
        assert_eq!(only_spades.problems(), []);
    }

    #[test]
    fn end_positions() {
        // RBN 3.2's five-card ending, West first.
        let deal = Deal::from_hands([
            hand("3.A3.Q.4"),
            hand("Q82..J.A"),
            hand("A7.7.K8"),
            hand("K9.K9.9"),
        ]);
        assert_eq!(deal.shape(), DealShape::EndPosition { cards_each: 5 });
        assert_eq!(deal.problems(), []);
        let empty = Deal::from_hands([Some(CardSet::EMPTY); 4]);
        assert_eq!(empty.shape(), DealShape::EndPosition { cards_each: 0 });
    }

    #[test]
    fn duplicate_cards_name_every_holder() {
        let deal = Deal::from_hands([hand("AK"), hand("A.2"), None, hand("A..3.2")]);
        let ace = Card::from_letters("SA").unwrap();
        assert_eq!(
            deal.problems(),
            [DealProblem::DuplicateCard {
                card: ace,
                seats: vec![Seat::North, Seat::East, Seat::West],
            }]
        );
        assert_eq!(deal.shape(), DealShape::Partial);
        let mut same_size = example();
        same_size.set_hand(Seat::North, same_size.hand(Seat::South));
        assert_eq!(same_size.shape(), DealShape::Partial);
        assert_eq!(same_size.duplicates().len(), 13);
    }

    #[test]
    fn too_many_cards() {
        let deal = Deal::from_hands([hand("AKQJT98765432.A"), None, None, None]);
        assert_eq!(
            deal.problems(),
            [DealProblem::TooManyCards {
                seat: Seat::North,
                count: 14
            }]
        );
        assert_eq!(deal.shape(), DealShape::Partial);
    }

    #[test]
    fn completes_fourth_hand() {
        let full = example();
        let mut deal = full;
        deal.set_hand(Seat::West, None);
        assert_eq!(
            deal.complete(Seat::West),
            Ok(full.hand(Seat::West).unwrap())
        );
        assert_eq!(deal, full);
        // Also when the seat already has a (wrong) hand: the others decide.
        let mut deal = full;
        deal.set_hand(Seat::North, hand("A"));
        assert_eq!(
            deal.rest_of_pack(Seat::North),
            Ok(full.hand(Seat::North).unwrap())
        );
    }

    #[test]
    fn completion_errors() {
        let mut deal = example();
        deal.set_hand(Seat::East, None);
        assert_eq!(
            deal.complete(Seat::West),
            Err(CompletionError::HandUnknown { seat: Seat::East })
        );
        assert_eq!(deal.hand(Seat::West), example().hand(Seat::West));
        let mut deal = example();
        deal.set_hand(Seat::South, hand("J973.J98742.3.K"));
        assert_eq!(
            deal.rest_of_pack(Seat::West),
            Err(CompletionError::NotThirteen {
                seat: Seat::South,
                count: 12
            })
        );
        let mut deal = example();
        deal.set_hand(Seat::South, deal.hand(Seat::East));
        assert_eq!(
            deal.rest_of_pack(Seat::West),
            Err(CompletionError::DuplicateCard {
                card: Card::from_letters("SA").unwrap(),
                seats: vec![Seat::East, Seat::South],
            })
        );
    }

    #[test]
    fn display() {
        let deal = Deal::from_hands([hand("AK.Q.J.T"), None, hand("..."), None]);
        assert_eq!(
            deal.to_string(),
            "N ♠AK ♥Q ♦J ♣T / E ? / S ♠— ♥— ♦— ♣— / W ?"
        );
    }
}
