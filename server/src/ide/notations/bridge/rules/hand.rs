//! `CardSet`: a set of cards as a 52-bit set. A hand, the cards still held, the cards played
//! so far are all card sets; also the dotted `S.H.D.C` spelling both formats share.

use std::fmt;

use super::card::{Card, Rank, Suit};

/// A set of cards, stored as one bit per card. A hand is a `CardSet`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

const FULL_PACK: u64 = (1 << 52) - 1;
const SUIT_MASK: u64 = (1 << 13) - 1;

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL_PACK: CardSet = CardSet(FULL_PACK);

    pub fn new() -> CardSet {
        CardSet::EMPTY
    }

    /// Adds a card; false when it was already in the set.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = bit(card);
        let added = self.0 & bit == 0;
        self.0 |= bit;
        added
    }

    /// Removes a card; false when it was not in the set.
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = bit(card);
        let removed = self.0 & bit != 0;
        self.0 &= !bit;
        removed
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & bit(card) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards of `self` that are not in `other`.
    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of the pack that are not in this set.
    pub fn complement(self) -> CardSet {
        CardSet(!self.0 & FULL_PACK)
    }

    /// The cards of one suit.
    pub fn in_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (SUIT_MASK << (suit.index() * 13)))
    }

    /// How many cards of `suit` the set holds.
    pub fn count_in(self, suit: Suit) -> usize {
        self.in_suit(suit).len()
    }

    /// The ranks held in `suit`, highest first.
    pub fn ranks_in(self, suit: Suit) -> impl Iterator<Item = Rank> {
        self.in_suit(suit).iter().map(|card| card.rank)
    }

    /// The highest card of `suit` in the set.
    pub fn highest_in(self, suit: Suit) -> Option<Card> {
        self.in_suit(suit).iter().next()
    }

    /// The lowest card of `suit` in the set.
    pub fn lowest_in(self, suit: Suit) -> Option<Card> {
        self.in_suit(suit).iter().last()
    }

    /// The cards in the order hands are written: spades ace first, clubs two last.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        (0..52)
            .rev()
            .filter(move |index| self.0 & (1 << index) != 0)
            .filter_map(Card::from_index)
    }

    /// Reads a hand in the dotted spelling `S.H.D.C` of both formats: up to four groups of
    /// rank letters (`AKQJT98765432`, upper case, any order) separated by dots, spades first.
    /// Fewer than four groups leave the later suits empty (RBN drops them in short hands);
    /// callers that require all three dots check them. Pseudo cards such as RBN's `x` and `?`
    /// are the caller's business.
    pub fn parse_dotted(text: &str) -> Result<CardSet, HandTextError> {
        let mut set = CardSet::EMPTY;
        let mut suits = Suit::DESCENDING.iter();
        let mut suit = suits.next().copied();
        for (offset, c) in text.char_indices() {
            if c == '.' {
                suit = suits.next().copied();
                if suit.is_none() {
                    return Err(HandTextError::TooManySuits { offset });
                }
                continue;
            }
            let Some(current) = suit else {
                return Err(HandTextError::TooManySuits { offset });
            };
            let Some(rank) = Rank::from_char(c) else {
                return Err(HandTextError::NotARank { offset, found: c });
            };
            let card = Card::new(current, rank);
            if !set.insert(card) {
                return Err(HandTextError::RepeatedCard { offset, card });
            }
        }
        Ok(set)
    }

    /// The dotted spelling with ranks highest first and `T` for ten: `AK2.QJ..T98`.
    pub fn to_dotted(self) -> String {
        let holdings: Vec<String> = Suit::DESCENDING
            .iter()
            .map(|&suit| self.ranks_in(suit).map(Rank::letter).collect())
            .collect();
        holdings.join(".")
    }
}

fn bit(card: Card) -> u64 {
    1 << card.index()
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// `♠AK2 ♥QJ ♦— ♣T98`: every suit, a dash for a void.
impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, suit) in Suit::DESCENDING.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{suit}")?;
            if self.count_in(*suit) == 0 {
                f.write_str("—")?;
            }
            for rank in self.ranks_in(*suit) {
                write!(f, "{}", rank.letter())?;
            }
        }
        Ok(())
    }
}

/// Why a dotted hand could not be read; `offset` is the byte offset of the offending character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandTextError {
    /// A fourth dot, or a rank after the clubs.
    TooManySuits {
        offset: usize,
    },
    NotARank {
        offset: usize,
        found: char,
    },
    /// The same rank twice in one suit.
    RepeatedCard {
        offset: usize,
        card: Card,
    },
}

impl fmt::Display for HandTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandTextError::TooManySuits { .. } => {
                f.write_str("a hand has four suits: spades, hearts, diamonds, clubs")
            }
            HandTextError::NotARank { found, .. } => {
                write!(f, "`{found}` is not a rank: expected one of AKQJT98765432")
            }
            HandTextError::RepeatedCard { card, .. } => write!(f, "the {card} is given twice"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        Card::from_letters(text).unwrap_or_else(|| panic!("bad card {text}"))
    }

    #[test]
    fn insert_remove_contains() {
        let mut set = CardSet::new();
        assert!(set.is_empty());
        assert!(set.insert(card("SA")));
        assert!(!set.insert(card("SA")));
        assert!(set.insert(card("C2")));
        assert_eq!(set.len(), 2);
        assert!(set.contains(card("C2")));
        assert!(!set.contains(card("D2")));
        assert!(set.remove(card("SA")));
        assert!(!set.remove(card("SA")));
        assert_eq!(set.len(), 1);
    }

    #[test]
    fn set_operations() {
        let a: CardSet = [card("SA"), card("HK"), card("D2")].into_iter().collect();
        let b: CardSet = [card("HK"), card("C3")].into_iter().collect();
        assert_eq!(a.union(b).len(), 4);
        assert_eq!(a.intersection(b).iter().collect::<Vec<_>>(), [card("HK")]);
        assert_eq!(a.difference(b).len(), 2);
        assert_eq!(a.complement().len(), 49);
        assert_eq!(CardSet::FULL_PACK.len(), 52);
        assert_eq!(CardSet::FULL_PACK.complement(), CardSet::EMPTY);
        assert_eq!(CardSet::FULL_PACK.count_in(Suit::Diamonds), 13);
    }

    #[test]
    fn iterates_spades_first_ace_first() {
        let set = CardSet::parse_dotted("2A.K..T3").unwrap();
        let cards: Vec<String> = set.iter().map(Card::letters).collect();
        assert_eq!(cards, ["SA", "S2", "HK", "CT", "C3"]);
        assert_eq!(set.highest_in(Suit::Clubs), Some(card("CT")));
        assert_eq!(set.lowest_in(Suit::Clubs), Some(card("C3")));
        assert_eq!(set.lowest_in(Suit::Diamonds), None);
    }

    #[test]
    fn dotted_round_trip_and_display() {
        let set = CardSet::parse_dotted("AK2.QJ..T98").unwrap();
        assert_eq!(set.to_dotted(), "AK2.QJ..T98");
        assert_eq!(set.to_string(), "♠AK2 ♥QJ ♦— ♣T98");
        assert_eq!(CardSet::parse_dotted(""), Ok(CardSet::EMPTY));
        assert_eq!(CardSet::EMPTY.to_dotted(), "...");
        let short = CardSet::parse_dotted("K9.K9.9").unwrap();
        assert_eq!(short.len(), 5);
        assert_eq!(short.count_in(Suit::Clubs), 0);
    }

    #[test]
    fn dotted_errors_say_where() {
        assert_eq!(
            CardSet::parse_dotted("A.K.Q.J.2"),
            Err(HandTextError::TooManySuits { offset: 7 })
        );
        assert_eq!(
            CardSet::parse_dotted("AK1"),
            Err(HandTextError::NotARank {
                offset: 2,
                found: '1'
            })
        );
        assert_eq!(
            CardSet::parse_dotted("a"),
            Err(HandTextError::NotARank {
                offset: 0,
                found: 'a'
            })
        );
        assert_eq!(
            CardSet::parse_dotted(".KQK"),
            Err(HandTextError::RepeatedCard {
                offset: 3,
                card: card("HK")
            })
        );
        assert_eq!(
            CardSet::parse_dotted("♠"),
            Err(HandTextError::NotARank {
                offset: 0,
                found: '♠'
            })
        );
        let messages = ["A.K.Q.J.2", "AK1", ".KQK"].map(|text| {
            CardSet::parse_dotted(text)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        });
        assert_eq!(
            messages,
            [
                "a hand has four suits: spades, hearts, diamonds, clubs",
                "`1` is not a rank: expected one of AKQJT98765432",
                "the ♥K is given twice",
            ]
        );
    }
}
