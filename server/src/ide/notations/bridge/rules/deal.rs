//! `Deal`: the hands of the four seats, each known or unknown. Covers full deals, partial deals
//! (hands not given, short hands, cards whose rank is not given) and end positions (four equal
//! hands of fewer than 13 cards), finds cards held twice, hands that are too long and suits
//! with more than 13 cards, and fills in a fourth hand from the other three.

use std::fmt;

use super::card::{Card, Seat, Suit};
use super::hand::CardSet;

/// The cards of the four seats. A hand is `None` when the record does not give it. A given
/// hand may also hold cards whose suit is known but not their rank (RBN `x` and `?`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Deal {
    hands: [Option<CardSet>; 4],
    /// Per seat and suit: cards of that suit whose rank is not given.
    unknown_ranks: [[u8; 4]; 4],
}

/// What kind of layout a deal is, judged by its card counts (cards whose rank is not given
/// count too).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealShape {
    /// Four hands of 13 cards, no card twice.
    Full,
    /// Four hands of the same size below 13, no card twice.
    EndPosition { cards_each: usize },
    /// Anything else: hands not given, hands of different sizes, cards held twice, a suit of
    /// more than 13 cards, a hand of more than 13.
    Partial,
}

/// A problem with the cards of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealProblem {
    /// The same card in more than one hand; `seats` lists every holder, clockwise from North.
    DuplicateCard { card: Card, seats: Vec<Seat> },
    /// A hand of more than 13 cards.
    TooManyCards { seat: Seat, count: usize },
    /// More than 13 cards of one suit, counting the cards whose rank is not given
    /// (`unknown_ranks` of them).
    TooManyInSuit {
        suit: Suit,
        count: usize,
        unknown_ranks: usize,
    },
}

/// Why a fourth hand cannot be filled in from the other three.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompletionError {
    /// One of the other three hands is not given.
    HandUnknown { seat: Seat },
    /// One of the other three hands has cards whose rank is not given.
    UnknownRanks { seat: Seat },
    /// One of the other three hands does not hold 13 cards.
    NotThirteen { seat: Seat, count: usize },
    /// The other three hands share a card.
    DuplicateCard { card: Card, seats: Vec<Seat> },
}

/// "North, East and West": seats joined for prose.
fn seat_list(seats: &[Seat]) -> String {
    match seats {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(|seat| seat.name()).collect();
            format!("{} and {last}", init.join(", "))
        }
    }
}

/// A sentence for a diagnostic: "the ♠A is in more than one hand: North, East and West".
impl fmt::Display for DealProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealProblem::DuplicateCard { card, seats } => write!(
                f,
                "the {card} is in more than one hand: {}",
                seat_list(seats)
            ),
            DealProblem::TooManyCards { seat, count } => {
                write!(f, "{seat} has {count} cards; a hand holds at most 13")
            }
            DealProblem::TooManyInSuit {
                suit,
                count,
                unknown_ranks,
            } => {
                write!(f, "the deal has {count} {}", suit.name())?;
                if *unknown_ranks > 0 {
                    write!(f, " ({unknown_ranks} without a rank)")?;
                }
                f.write_str("; a suit has 13 cards")
            }
        }
    }
}

impl fmt::Display for CompletionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the missing hand cannot be filled in: ")?;
        match self {
            CompletionError::HandUnknown { seat } => write!(f, "{seat}'s hand is not given"),
            CompletionError::UnknownRanks { seat } => {
                write!(f, "{seat}'s hand has cards without a rank")
            }
            CompletionError::NotThirteen { seat, count } => {
                write!(f, "{seat} has {count} cards, not 13")
            }
            CompletionError::DuplicateCard { card, seats } => {
                write!(f, "the {card} is held by {}", seat_list(seats))
            }
        }
    }
}

impl Deal {
    /// A deal with no hand known.
    pub fn new() -> Deal {
        Deal::default()
    }

    /// A deal from the hands of North, East, South and West in that order.
    pub fn from_hands(hands: [Option<CardSet>; 4]) -> Deal {
        Deal {
            hands,
            unknown_ranks: [[0; 4]; 4],
        }
    }

    /// A deal from hands listed clockwise from `first`, as both formats write them (PBN
    /// `N:h1 h2 h3 h4`, RBN `W:h1:h2:h3:h4`). Missing hands at the end stay unknown; hands
    /// beyond the fourth are ignored.
    pub fn from_clockwise(first: Seat, hands: impl IntoIterator<Item = Option<CardSet>>) -> Deal {
        let mut deal = Deal::new();
        for (seat, hand) in first.clockwise_from().into_iter().zip(hands) {
            deal.set_hand(seat, hand);
        }
        deal
    }

    /// The cards of `seat` whose rank is given; `None` when the hand is not given.
    pub fn hand(&self, seat: Seat) -> Option<CardSet> {
        self.hands[seat.index()]
    }

    /// Sets the cards of `seat`; `None` makes the hand unknown and forgets its cards whose
    /// rank is not given.
    pub fn set_hand(&mut self, seat: Seat, hand: Option<CardSet>) {
        self.hands[seat.index()] = hand;
        if hand.is_none() {
            self.unknown_ranks[seat.index()] = [0; 4];
        }
    }

    /// Adds `count` cards of `suit` whose rank is not given to `seat`'s hand, which becomes
    /// given (empty) if it was not.
    pub fn add_unknown_ranks(&mut self, seat: Seat, suit: Suit, count: u8) {
        self.hands[seat.index()].get_or_insert(CardSet::EMPTY);
        let slot = &mut self.unknown_ranks[seat.index()][suit.index()];
        *slot = slot.saturating_add(count);
    }

    /// How many cards of `suit` in `seat`'s hand have no rank given.
    pub fn unknown_ranks(&self, seat: Seat, suit: Suit) -> usize {
        usize::from(self.unknown_ranks[seat.index()][suit.index()])
    }

    /// True when some hand has cards whose rank is not given.
    pub fn has_unknown_ranks(&self) -> bool {
        self.unknown_ranks.iter().flatten().any(|&count| count > 0)
    }

    /// The size of `seat`'s hand, counting cards whose rank is not given; `None` when the
    /// hand is not given.
    pub fn hand_len(&self, seat: Seat) -> Option<usize> {
        let unknown: usize = Suit::DESCENDING
            .iter()
            .map(|&suit| self.unknown_ranks(seat, suit))
            .sum();
        self.hand(seat).map(|hand| hand.len() + unknown)
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
    /// (clockwise from North), then long suits (spades first).
    pub fn problems(&self) -> Vec<DealProblem> {
        let mut problems: Vec<DealProblem> = self
            .duplicates()
            .into_iter()
            .map(|(card, seats)| DealProblem::DuplicateCard { card, seats })
            .collect();
        for seat in Seat::ALL {
            if let Some(count) = self.hand_len(seat).filter(|&count| count > 13) {
                problems.push(DealProblem::TooManyCards { seat, count });
            }
        }
        let known = self.known_cards();
        for suit in Suit::DESCENDING {
            let unknown_ranks: usize = Seat::ALL
                .iter()
                .map(|&seat| self.unknown_ranks(seat, suit))
                .sum();
            let count = known.count_in(suit) + unknown_ranks;
            if count > 13 {
                problems.push(DealProblem::TooManyInSuit {
                    suit,
                    count,
                    unknown_ranks,
                });
            }
        }
        problems
    }

    /// The number of cards in each seat's hand (North first), counting cards whose rank is
    /// not given; `None` for hands not given.
    pub fn hand_sizes(&self) -> [Option<usize>; 4] {
        Seat::ALL.map(|seat| self.hand_len(seat))
    }

    pub fn shape(&self) -> DealShape {
        let Some(size) = self.hand_len(Seat::North) else {
            return DealShape::Partial;
        };
        let equal = self.hand_sizes().iter().all(|&len| len == Some(size));
        if !equal || !self.problems().is_empty() {
            return DealShape::Partial;
        }
        match size {
            13 => DealShape::Full,
            size => DealShape::EndPosition { cards_each: size },
        }
    }

    /// The cards `seat` must hold when the other three hands are full: the rest of the pack.
    pub fn rest_of_pack(&self, seat: Seat) -> Result<CardSet, CompletionError> {
        let mut others = CardSet::EMPTY;
        for other in Seat::ALL.into_iter().filter(|&other| other != seat) {
            let Some(hand) = self.hand(other) else {
                return Err(CompletionError::HandUnknown { seat: other });
            };
            if self.hand_len(other) != Some(hand.len()) {
                return Err(CompletionError::UnknownRanks { seat: other });
            }
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
        self.unknown_ranks[seat.index()] = [0; 4];
        Ok(hand)
    }
}

/// `N ♠AK2 ♥… / E ? / …`: every seat clockwise from North, `?` for a hand not given, `x` for
/// a card whose rank is not given.
impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seat) in Seat::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" / ")?;
            }
            write!(f, "{}", seat.letter())?;
            let Some(hand) = self.hand(seat) else {
                f.write_str(" ?")?;
                continue;
            };
            for suit in Suit::DESCENDING {
                write!(f, " {suit}")?;
                let unknown = self.unknown_ranks(seat, suit);
                if hand.count_in(suit) + unknown == 0 {
                    f.write_str("—")?;
                }
                for rank in hand.ranks_in(suit) {
                    write!(f, "{}", rank.letter())?;
                }
                for _ in 0..unknown {
                    f.write_str("x")?;
                }
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
    fn hands_listed_clockwise_from_any_seat() {
        // PBN 1.0's example again, this time West first.
        let west_first = Deal::from_clockwise(
            Seat::West,
            [
                hand("KQT2.AT.J6542.85"),
                hand(".63.AKQ987.A9732"),
                hand("A8654.KQ5.T.QJT6"),
                hand("J973.J98742.3.K4"),
            ],
        );
        assert_eq!(west_first, example());
        // RBN `H E:T4.8642.AKT8.K65`: only East's hand.
        let east_only = Deal::from_clockwise(Seat::East, [hand("T4.8642.AKT8.K65")]);
        assert_eq!(east_only.hand_sizes(), [None, Some(13), None, None]);
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
    fn cards_whose_rank_is_not_given() {
        // RBN `H N:AKxx...` style: North holds the ♠AK and two small spades.
        let mut deal = Deal::from_hands([hand("AK"), None, None, None]);
        deal.add_unknown_ranks(Seat::North, Suit::Spades, 2);
        deal.add_unknown_ranks(Seat::East, Suit::Hearts, 1);
        assert_eq!(deal.unknown_ranks(Seat::North, Suit::Spades), 2);
        assert_eq!(deal.unknown_ranks(Seat::North, Suit::Hearts), 0);
        assert!(deal.has_unknown_ranks());
        assert_eq!(deal.hand_sizes(), [Some(4), Some(1), None, None]);
        assert_eq!(deal.hand(Seat::East), Some(CardSet::EMPTY));
        assert_eq!(deal.problems(), []);
        assert_eq!(
            deal.to_string(),
            "N ♠AKxx ♥— ♦— ♣— / E ♠— ♥x ♦— ♣— / S ? / W ?"
        );
        deal.set_hand(Seat::East, None);
        assert_eq!(deal.unknown_ranks(Seat::East, Suit::Hearts), 0);
    }

    #[test]
    fn unknown_ranks_count_toward_hand_and_suit_lengths() {
        let mut deal = Deal::from_hands([hand("AKQJT98765432"), hand("..."), None, None]);
        deal.add_unknown_ranks(Seat::North, Suit::Clubs, 1);
        deal.add_unknown_ranks(Seat::East, Suit::Spades, 2);
        assert_eq!(
            deal.problems(),
            [
                DealProblem::TooManyCards {
                    seat: Seat::North,
                    count: 14
                },
                DealProblem::TooManyInSuit {
                    suit: Suit::Spades,
                    count: 15,
                    unknown_ranks: 2
                },
            ]
        );
        assert_eq!(deal.shape(), DealShape::Partial);
    }

    #[test]
    fn shape_counts_unknown_ranks() {
        let mut deal = Deal::from_hands([hand("A"), hand("K"), hand("Q"), hand("")]);
        assert_eq!(deal.shape(), DealShape::Partial);
        deal.add_unknown_ranks(Seat::West, Suit::Spades, 1);
        assert_eq!(deal.shape(), DealShape::EndPosition { cards_each: 1 });
        let mut full = example();
        full.add_unknown_ranks(Seat::North, Suit::Spades, 1);
        assert_eq!(full.shape(), DealShape::Partial);
        assert_eq!(
            full.rest_of_pack(Seat::West),
            Err(CompletionError::UnknownRanks { seat: Seat::North })
        );
    }

    #[test]
    fn problem_messages() {
        let ace = Card::from_letters("SA").unwrap();
        let duplicate =
            |seats: Vec<Seat>| DealProblem::DuplicateCard { card: ace, seats }.to_string();
        assert_eq!(
            duplicate(vec![Seat::North, Seat::East, Seat::West]),
            "the ♠A is in more than one hand: North, East and West"
        );
        assert_eq!(
            duplicate(vec![Seat::South, Seat::West]),
            "the ♠A is in more than one hand: South and West"
        );
        assert_eq!(
            DealProblem::TooManyCards {
                seat: Seat::East,
                count: 14
            }
            .to_string(),
            "East has 14 cards; a hand holds at most 13"
        );
        let long_suit = |unknown_ranks| {
            DealProblem::TooManyInSuit {
                suit: Suit::Hearts,
                count: 14,
                unknown_ranks,
            }
            .to_string()
        };
        assert_eq!(
            long_suit(2),
            "the deal has 14 hearts (2 without a rank); a suit has 13 cards"
        );
        assert_eq!(long_suit(0), "the deal has 14 hearts; a suit has 13 cards");
        let messages = [
            CompletionError::HandUnknown { seat: Seat::North },
            CompletionError::UnknownRanks { seat: Seat::East },
            CompletionError::NotThirteen {
                seat: Seat::South,
                count: 12,
            },
            CompletionError::DuplicateCard {
                card: ace,
                seats: vec![Seat::North, Seat::South],
            },
        ]
        .map(|error| error.to_string());
        assert_eq!(
            messages,
            [
                "the missing hand cannot be filled in: North's hand is not given",
                "the missing hand cannot be filled in: East's hand has cards without a rank",
                "the missing hand cannot be filled in: South has 12 cards, not 13",
                "the missing hand cannot be filled in: the ♠A is held by North and South",
            ]
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
