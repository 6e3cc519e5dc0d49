//! Bids, calls and contracts: `Bid` (level and strain, ordered as the auction ranks them),
//! `Call`, `Doubling` and the final `Contract` with its declarer.

use std::fmt;

use super::card::{Seat, Side, Strain};

/// A bid: a level from 1 to 7 and a strain. Ordered as bids rank, `1♣` lowest, `7NT` highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bid {
    level: u8,
    strain: Strain,
}

impl Bid {
    /// `None` unless `level` is 1..=7.
    pub fn new(level: u8, strain: Strain) -> Option<Bid> {
        (1..=7).contains(&level).then_some(Bid { level, strain })
    }

    pub fn level(self) -> u8 {
        self.level
    }

    pub fn strain(self) -> Strain {
        self.strain
    }

    /// A level digit and a strain as both formats write bids: `1N`, `1NT`, `3C` (upper case).
    pub fn parse(text: &str) -> Option<Bid> {
        let mut chars = text.chars();
        let level = chars.next()?.to_digit(10)?;
        let level = u8::try_from(level).ok()?;
        Bid::new(level, Strain::parse(chars.as_str())?)
    }

    /// The lowest bid in `strain` that beats this one, if any is left below 8.
    pub fn cheapest_above_in(self, strain: Strain) -> Option<Bid> {
        let level = if strain > self.strain {
            self.level
        } else {
            self.level + 1
        };
        Bid::new(level, strain)
    }

    /// The file spelling with PBN's `NT`: `3C`, `1NT`.
    pub fn letters(self) -> String {
        format!("{}{}", self.level, self.strain.letters())
    }
}

/// `3♣`, `1NT`.
impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain)
    }
}

/// One call of an auction. The formats' spellings differ (RBN `P X R`, PBN `Pass X XX`), so
/// callers map their tokens to calls; bids share [`Bid::parse`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Double,
    Redouble,
    Bid(Bid),
}

impl Call {
    /// "pass", "double", "redouble" or the bid, for prose.
    pub fn describe(self) -> String {
        match self {
            Call::Pass => "pass".to_owned(),
            Call::Double => "double".to_owned(),
            Call::Redouble => "redouble".to_owned(),
            Call::Bid(bid) => bid.to_string(),
        }
    }
}

/// `Pass`, `X`, `XX` or the bid.
impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => write!(f, "{bid}"),
        }
    }
}

/// Whether a contract is doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Doubling {
    #[default]
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    /// `""`, `X` or `XX` as PBN writes it after a contract (RBN writes `R` for redoubled).
    pub fn letters(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A final contract. `level` is 1..=7 when the contract comes from an auction or
/// [`Contract::new`]; code that fills the fields itself should keep it so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Contract {
    pub level: u8,
    pub strain: Strain,
    pub doubled: Doubling,
    pub declarer: Seat,
}

impl Contract {
    pub fn new(bid: Bid, doubled: Doubling, declarer: Seat) -> Contract {
        Contract {
            level: bid.level(),
            strain: bid.strain(),
            doubled,
            declarer,
        }
    }

    /// The bid that names this contract, `None` if `level` is out of range.
    pub fn bid(&self) -> Option<Bid> {
        Bid::new(self.level, self.strain)
    }

    /// Tricks declarer needs: the level plus the book of six.
    pub fn tricks_needed(&self) -> u8 {
        self.level.saturating_add(6)
    }

    pub fn declaring_side(&self) -> Side {
        self.declarer.side()
    }

    pub fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// Declarer's left-hand opponent, who makes the opening lead.
    pub fn opening_leader(&self) -> Seat {
        self.declarer.next()
    }
}

/// `5♥X by North`.
impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{} by {}",
            self.level,
            self.strain,
            self.doubled.letters(),
            self.declarer
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(text: &str) -> Bid {
        Bid::parse(text).unwrap()
    }

    #[test]
    fn bids_parse_in_both_spellings() {
        assert_eq!(Bid::parse("1N"), Bid::new(1, Strain::NoTrump));
        assert_eq!(Bid::parse("1NT"), Bid::new(1, Strain::NoTrump));
        assert_eq!(Bid::parse("3C"), Bid::new(3, Strain::Clubs));
        assert_eq!(Bid::parse("7S"), Bid::new(7, Strain::Spades));
        for bad in ["", "8C", "0D", "3", "C3", "3c", "3CC", "3NTX", "٣C"] {
            assert_eq!(Bid::parse(bad), None, "{bad}");
        }
        assert_eq!(bid("1NT").letters(), "1NT");
        assert_eq!(bid("3C").to_string(), "3♣");
        assert_eq!(bid("6N").to_string(), "6NT");
    }

    #[test]
    fn bids_rank_by_level_then_strain() {
        let order = ["1C", "1D", "1H", "1S", "1N", "2C", "6N", "7C", "7N"];
        for pair in order.windows(2) {
            assert!(bid(pair[0]) < bid(pair[1]), "{pair:?}");
        }
        assert_eq!(bid("3D").cheapest_above_in(Strain::Clubs), Some(bid("4C")));
        assert_eq!(
            bid("3D").cheapest_above_in(Strain::Diamonds),
            Some(bid("4D"))
        );
        assert_eq!(bid("3D").cheapest_above_in(Strain::Hearts), Some(bid("3H")));
        assert_eq!(bid("7S").cheapest_above_in(Strain::Hearts), None);
        assert_eq!(
            bid("7S").cheapest_above_in(Strain::NoTrump),
            Some(bid("7N"))
        );
    }

    #[test]
    fn calls_print() {
        assert_eq!(Call::Pass.to_string(), "Pass");
        assert_eq!(Call::Redouble.to_string(), "XX");
        assert_eq!(Call::Double.describe(), "double");
        assert_eq!(Call::Bid(bid("4H")).describe(), "4♥");
    }

    #[test]
    fn contracts() {
        let contract = Contract::new(bid("5H"), Doubling::Doubled, Seat::North);
        assert_eq!(contract.to_string(), "5♥X by North");
        assert_eq!(contract.tricks_needed(), 11);
        assert_eq!(contract.dummy(), Seat::South);
        assert_eq!(contract.opening_leader(), Seat::East);
        assert_eq!(contract.declaring_side(), Side::NorthSouth);
        assert_eq!(contract.bid(), Some(bid("5H")));
        let broken = Contract {
            level: 9,
            ..contract
        };
        assert_eq!(broken.bid(), None);
        assert_eq!(Doubling::Redoubled.letters(), "XX");
    }
}
