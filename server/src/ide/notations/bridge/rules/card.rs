//! Suits, ranks, cards, seats, sides and strains: the vocabulary of the bridge model, with the
//! letters both formats write and the symbols messages show.

use std::fmt;

/// A suit. Ordered by bridge rank: clubs lowest, spades highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// The suits in the order hands are written: spades, hearts, diamonds, clubs.
    pub const DESCENDING: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The upper-case letter `S`, `H`, `D` or `C`.
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit of an upper-case letter `S`, `H`, `D` or `C`. Callers of formats that accept
    /// lower case (RBN) convert first.
    pub fn from_letter(c: char) -> Option<Suit> {
        match c {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The card symbol `♠`, `♥`, `♦` or `♣`.
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The plural name used in prose: "hearts".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// 0 for clubs up to 3 for spades.
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card's rank, two lowest and ace highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Ace first, as ranks are written within a suit.
    pub const DESCENDING: [Rank; 13] = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
        Rank::Six,
        Rank::Five,
        Rank::Four,
        Rank::Three,
        Rank::Two,
    ];

    /// The rank of one of `AKQJT98765432` (upper case). Both formats write the ten as `T`;
    /// callers that also accept `10` handle it themselves.
    pub fn from_char(c: char) -> Option<Rank> {
        Some(match c {
            'A' => Rank::Ace,
            'K' => Rank::King,
            'Q' => Rank::Queen,
            'J' => Rank::Jack,
            'T' => Rank::Ten,
            '9' => Rank::Nine,
            '8' => Rank::Eight,
            '7' => Rank::Seven,
            '6' => Rank::Six,
            '5' => Rank::Five,
            '4' => Rank::Four,
            '3' => Rank::Three,
            '2' => Rank::Two,
            _ => return None,
        })
    }

    /// The one-character spelling of both formats: `A K Q J T 9 … 2`.
    pub fn letter(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::King => 'K',
            Rank::Queen => 'Q',
            Rank::Jack => 'J',
            Rank::Ten => 'T',
            Rank::Nine => '9',
            Rank::Eight => '8',
            Rank::Seven => '7',
            Rank::Six => '6',
            Rank::Five => '5',
            Rank::Four => '4',
            Rank::Three => '3',
            Rank::Two => '2',
        }
    }

    /// 2 for the two up to 14 for the ace.
    pub fn value(self) -> u8 {
        self as u8
    }

    /// 0 for the two up to 12 for the ace.
    pub(crate) fn index(self) -> usize {
        usize::from(self.value() - 2)
    }

    pub(crate) fn from_index(index: usize) -> Option<Rank> {
        Rank::DESCENDING.iter().rev().nth(index).copied()
    }
}

/// Shows the ten as `10`, as players read it; [`Rank::letter`] gives the file spelling.
impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rank::Ten => f.write_str("10"),
            rank => write!(f, "{}", rank.letter()),
        }
    }
}

/// One of the 52 cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// A card written suit first as in a PBN play section: `SK`, `DT`.
    pub fn from_letters(text: &str) -> Option<Card> {
        let mut chars = text.chars();
        let suit = Suit::from_letter(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        match chars.next() {
            None => Some(Card::new(suit, rank)),
            Some(_) => None,
        }
    }

    /// The file spelling, suit letter then rank letter: `DT`.
    pub fn letters(self) -> String {
        [self.suit.letter(), self.rank.letter()].iter().collect()
    }

    /// 0..52, clubs two lowest, spades ace highest.
    pub(crate) fn index(self) -> usize {
        self.suit.index() * 13 + self.rank.index()
    }

    pub(crate) fn from_index(index: usize) -> Option<Card> {
        let suit = match index / 13 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            3 => Suit::Spades,
            _ => return None,
        };
        Some(Card::new(suit, Rank::from_index(index % 13)?))
    }
}

/// `♦9`, `♠10`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit, self.rank)
    }
}

/// A player's position at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seat {
    North,
    East,
    South,
    West,
}

impl Seat {
    /// Clockwise from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    /// The next seat clockwise: the left-hand opponent, who calls and plays after this one.
    pub fn next(self) -> Seat {
        self.after(1)
    }

    /// The seat `steps` places clockwise from this one.
    pub fn after(self, steps: usize) -> Seat {
        Seat::ALL[(self.index() + steps) % 4]
    }

    /// The four seats clockwise, this one first: the order both formats list hands in.
    pub fn clockwise_from(self) -> [Seat; 4] {
        [0, 1, 2, 3].map(|steps| self.after(steps))
    }

    pub fn partner(self) -> Seat {
        self.after(2)
    }

    /// The right-hand opponent, who calls and plays before this one.
    pub fn previous(self) -> Seat {
        self.after(3)
    }

    pub fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// The upper-case letter `N`, `E`, `S` or `W`.
    pub fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    /// The seat of an upper-case letter `N`, `E`, `S` or `W`.
    pub fn from_letter(c: char) -> Option<Seat> {
        match c {
            'N' => Some(Seat::North),
            'E' => Some(Seat::East),
            'S' => Some(Seat::South),
            'W' => Some(Seat::West),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    /// 0 for North up to 3 for West.
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A partnership.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    NorthSouth,
    EastWest,
}

impl Side {
    pub fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat.side() == self
    }

    /// `NS` or `EW`, as both formats write a side.
    pub fn letters(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::NorthSouth => "North-South",
            Side::EastWest => "East-West",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a bid or contract names: a trump suit or no trump. Ordered as bids rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrump,
}

impl Strain {
    /// Lowest first.
    pub const ALL: [Strain; 5] = [
        Strain::Clubs,
        Strain::Diamonds,
        Strain::Hearts,
        Strain::Spades,
        Strain::NoTrump,
    ];

    /// The trump suit, `None` for no trump.
    pub fn trumps(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    pub fn from_suit(suit: Suit) -> Strain {
        match suit {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }

    /// The strain of `C`, `D`, `H`, `S`, `N` or `NT` (upper case). RBN writes `N`, PBN `NT`;
    /// callers that accept only one spelling check it themselves.
    pub fn parse(text: &str) -> Option<Strain> {
        match text {
            "N" | "NT" => Some(Strain::NoTrump),
            _ => {
                let mut chars = text.chars();
                let suit = Suit::from_letter(chars.next()?)?;
                match chars.next() {
                    None => Some(Strain::from_suit(suit)),
                    Some(_) => None,
                }
            }
        }
    }

    /// `C`, `D`, `H`, `S` or `NT`.
    pub fn letters(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// The plural name used in prose: "clubs", "no trump".
    pub fn name(self) -> &'static str {
        match self.trumps() {
            Some(suit) => suit.name(),
            None => "no trump",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// `♣`, `♦`, `♥`, `♠` or `NT`.
impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.trumps() {
            Some(suit) => write!(f, "{suit}"),
            None => f.write_str("NT"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_rotate_clockwise() {
        assert_eq!(Seat::North.next(), Seat::East);
        assert_eq!(Seat::East.next(), Seat::South);
        assert_eq!(Seat::South.next(), Seat::West);
        assert_eq!(Seat::West.next(), Seat::North);
        assert_eq!(Seat::West.previous(), Seat::South);
        assert_eq!(Seat::East.after(7), Seat::North);
        for seat in Seat::ALL {
            assert_eq!(seat.partner().partner(), seat);
            assert_eq!(seat.partner().side(), seat.side());
            assert_ne!(seat.next().side(), seat.side());
            assert_eq!(Seat::from_letter(seat.letter()), Some(seat));
        }
        assert_eq!(Seat::North.partner(), Seat::South);
        assert_eq!(Seat::East.partner(), Seat::West);
        assert_eq!(Seat::from_letter('n'), None);
        assert_eq!(
            Seat::South.clockwise_from(),
            [Seat::South, Seat::West, Seat::North, Seat::East]
        );
    }

    #[test]
    fn sides() {
        assert!(Side::NorthSouth.contains(Seat::South));
        assert!(!Side::NorthSouth.contains(Seat::West));
        assert_eq!(Side::EastWest.opponents(), Side::NorthSouth);
        assert_eq!(Side::EastWest.letters(), "EW");
        assert_eq!(Side::NorthSouth.to_string(), "North-South");
    }

    #[test]
    fn ranks_and_suits_parse_and_print() {
        let ranks: String = Rank::DESCENDING.iter().map(|r| r.letter()).collect();
        assert_eq!(ranks, "AKQJT98765432");
        for rank in Rank::DESCENDING {
            assert_eq!(Rank::from_char(rank.letter()), Some(rank));
            assert_eq!(Rank::from_index(rank.index()), Some(rank));
        }
        assert_eq!(Rank::from_char('1'), None);
        assert_eq!(Rank::from_char('t'), None);
        assert_eq!(Rank::Ten.to_string(), "10");
        assert_eq!(Rank::Ace.value(), 14);
        for suit in Suit::DESCENDING {
            assert_eq!(Suit::from_letter(suit.letter()), Some(suit));
        }
        assert_eq!(Suit::from_letter('s'), None);
        assert!(Suit::Spades > Suit::Hearts && Suit::Diamonds > Suit::Clubs);
    }

    #[test]
    fn cards_print_with_symbols_and_letters() {
        let card = Card::new(Suit::Diamonds, Rank::Nine);
        assert_eq!(card.to_string(), "♦9");
        assert_eq!(Card::new(Suit::Spades, Rank::Ten).to_string(), "♠10");
        assert_eq!(Card::new(Suit::Hearts, Rank::Ten).letters(), "HT");
        assert_eq!(
            Card::from_letters("CQ"),
            Some(Card::new(Suit::Clubs, Rank::Queen))
        );
        assert_eq!(Card::from_letters("C"), None);
        assert_eq!(Card::from_letters("CQ!"), None);
        assert_eq!(Card::from_letters("QC"), None);
        for index in 0..52 {
            let card = Card::from_index(index).map(Card::index);
            assert_eq!(card, Some(index));
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn strains_parse_in_both_spellings() {
        assert_eq!(Strain::parse("N"), Some(Strain::NoTrump));
        assert_eq!(Strain::parse("NT"), Some(Strain::NoTrump));
        assert_eq!(Strain::parse("H"), Some(Strain::Hearts));
        assert_eq!(Strain::parse("HT"), None);
        assert_eq!(Strain::parse(""), None);
        assert_eq!(Strain::parse("nt"), None);
        assert_eq!(Strain::NoTrump.to_string(), "NT");
        assert_eq!(Strain::Clubs.to_string(), "♣");
        assert_eq!(Strain::Spades.trumps(), Some(Suit::Spades));
        assert_eq!(Strain::NoTrump.trumps(), None);
        assert!(Strain::NoTrump > Strain::Spades && Strain::Diamonds > Strain::Clubs);
        for strain in Strain::ALL {
            assert_eq!(Strain::parse(strain.letters()), Some(strain));
        }
    }
}
