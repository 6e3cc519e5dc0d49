//! What the Pinochle PPN specification says, as tables: seats, suits, ranks, segments, and
//! what each tag's value is made of. The parser reads the value shapes from here; hover,
//! completion and the checks read the rest.
//!
//! Source: "Portable Pinochle Notation" (mickmackusa, powerpinochle.com, provisional). It
//! builds on PBN and gives most rules by example. Where it is silent, the parser chooses:
//!
//! - **Hands.** A hand is a tag, a section or a `%` line after another, up to a blank line, as
//!   PBN's games are. `%` lines may stand anywhere; the first ones in the file are its headers.
//! - **Tag values.** Always in double quotes (every example quotes them), with `\"` and `\\`
//!   as escapes. A value holding an escape is kept as text. A tag does not span lines: a quote
//!   or bracket left open is reported at the end of its line.
//! - **Markers.** A whole value of `#`, `##`, `*` or `?` is that marker, for every tag; `*`
//!   and `?` also stand for a bid, a card or a whole trick in the sections.
//! - **Segmental prefixes.** `@`, a segment letter and up to two numbers after dots, then `-`
//!   and an optional end of the same shape, then `=` and the tag with nothing between. The
//!   spec's wording makes the `-` part of every prefix; one without it is read, and reported.
//! - **Melds.** The spec's own example writes the meld `KQ.ATKQJ(17)` (a run in diamonds and
//!   a marriage in clubs): a meld may leave out the empty suits at its end. Deal, Holding and
//!   Passed hands write all four. The points of that example add up only when its suits are
//!   read in the order C, H, S, D; every hand, melds included, is read C, D, S, H as the spec
//!   states, and the checks warn on the example's points.
//! - **Cards.** Suits upper-case `C`, `D`, `S`, `H`; ranks upper-case `A`, `T`, `K`, `Q`, `J`,
//!   `9`. In dotted hands the rank letters follow the suit's place; elsewhere (Kitty, Partner,
//!   Play) a card is its suit then its rank.
//! - **Sections.** Only `Auction` and `Play` are followed by a section, which runs over the
//!   lines after its tag until a blank line or a line that opens a tag, a prefix or a header.
//!   Each line is a round of bids or a trick. A bid is a number or `Pass` (any case), and `-`
//!   a player who passed before. A trick's `(S2)` is the winner's seat and the points.
//! - **Left to the checks.** Which tags a format needs and in what order, values of the simple
//!   tags (dates, numbers, results), seats against the number of players, and every rule of
//!   the game.

/// The seats clockwise from North, with their tag names. Which of them a table uses depends on
/// its number of players ([`SEATS_BY_PLAYERS`]).
pub const SEATS: [(&str, &str); 8] = [
    ("N", "North"),
    ("NE", "Northeast"),
    ("E", "East"),
    ("SE", "Southeast"),
    ("S", "South"),
    ("SW", "Southwest"),
    ("W", "West"),
    ("NW", "Northwest"),
];

/// The seats a table of 2 to 8 players uses, clockwise from North.
pub const SEATS_BY_PLAYERS: [&[&str]; 7] = [
    &["N", "S"],
    &["N", "SE", "SW"],
    &["N", "E", "S", "W"],
    &["N", "NE", "SE", "SW", "NW"],
    &["N", "NE", "SE", "S", "SW", "NW"],
    &["N", "NE", "E", "SE", "SW", "W", "NW"],
    &["N", "NE", "E", "SE", "S", "SW", "W", "NW"],
];

/// The suits in the order hands list them, with their names.
pub const SUITS: [(char, &str); 4] = [
    ('C', "clubs"),
    ('D', "diamonds"),
    ('S', "spades"),
    ('H', "hearts"),
];

/// The ranks from high to low, with their names; `9` only in single-deck games.
pub const RANKS: [(char, &str); 6] = [
    ('A', "ace"),
    ('T', "ten"),
    ('K', "king"),
    ('Q', "queen"),
    ('J', "jack"),
    ('9', "nine"),
];

/// The segments of a hand, in the order they happen, with their names.
pub const SEGMENTS: [(char, &str); 6] = [
    ('D', "deal"),
    ('A', "auction"),
    ('X', "exchange"),
    ('M', "meld"),
    ('P', "play"),
    ('R', "result"),
];

/// The tags EXPORT files must give for double-deck four-handed pinochle, in this order.
pub const EXPORT_TAGS: [&str; 20] = [
    "Site",
    "Date",
    "North",
    "East",
    "South",
    "West",
    "Hand",
    "GameScores",
    "Dealer",
    "Deal",
    "Declarer",
    "Contract",
    "Trump",
    "Melds",
    "MeldScores",
    "PlayScores",
    "Result",
    "HandScores",
    "Auction",
    "Play",
];

/// The values of `Result`.
pub const RESULTS: [&str; 4] = ["Saved", "Set", "No Board", "No Trump"];

/// The values of `Trump`: a suit, or `-` when the declarer has no marriage.
pub const TRUMPS: [&str; 5] = ["C", "D", "S", "H", "-"];

/// Whether a segmental prefix may stand before the tag `name`: Annotator, Chat, Note, the
/// seat tags (`North`...) and the seat-type tags (`NorthType`...).
pub fn takes_prefix(name: &str) -> bool {
    matches!(name, "Annotator" | "Chat" | "Note")
        || SEATS.iter().any(|(_, seat)| {
            name.strip_prefix(seat)
                .is_some_and(|rest| rest.is_empty() || rest == "Type")
        })
}

/// The seat a seat tag (`North`, `Southwest`) names.
pub fn seat_of_tag(name: &str) -> Option<&'static str> {
    SEATS
        .iter()
        .find(|(_, tag)| *tag == name)
        .map(|(seat, _)| *seat)
}

/// The number of players a `Competition` value names (`Double-deck Four-handed`), if it
/// names one.
pub fn players_named(competition: &str) -> Option<usize> {
    const WORDS: [&str; 7] = ["two", "three", "four", "five", "six", "seven", "eight"];
    let lower = competition.to_ascii_lowercase();
    WORDS
        .iter()
        .position(|word| lower.contains(&format!("{word}-handed")))
        .map(|index| index + 2)
}

/// How many teams the score tags list for a table of `players`, where the spec says: a
/// partnership of two teams at four, each player a team of one at two and three.
pub fn teams_for(players: usize) -> Option<usize> {
    match players {
        2 => Some(2),
        3 => Some(3),
        4 => Some(2),
        _ => None,
    }
}

/// The order of a segment letter in the hand (deal first, result last).
pub fn segment_order(letter: char) -> Option<usize> {
    SEGMENTS.iter().position(|(segment, _)| *segment == letter)
}

/// What a tag's value is made of, for the parser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueShape {
    /// Free text.
    Text,
    /// One seat (`Dealer`, `Declarer`, and the first seat of `Auction` and `Play`).
    Seat,
    /// A seat, `:`, then hands separated by spaces (`Deal`, `Holding`, `Passed`).
    Hands,
    /// A seat, `:`, then hands each followed by its points (`Melds`).
    Melds,
    /// One hand, a space, its points (`Discard`).
    Discard,
    /// Cards as suit and rank, separated by spaces (`Kitty`).
    Cards,
    /// A seat, `:`, a card (`Partner`).
    Partner,
    /// Numbers separated by colons, one per team (the four score tags).
    Scores,
    /// A seat or `-`, `:`, a cause (`Termination`).
    Termination,
}

/// What follows a tag on the lines after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    Auction,
    Play,
}

/// The shape of the value of the tag `name`; tags the spec does not list are text.
pub fn value_shape(name: &str) -> ValueShape {
    match name {
        "Dealer" | "Declarer" | "Auction" | "Play" => ValueShape::Seat,
        "Deal" | "Holding" | "Passed" => ValueShape::Hands,
        "Melds" => ValueShape::Melds,
        "Discard" => ValueShape::Discard,
        "Kitty" => ValueShape::Cards,
        "Partner" => ValueShape::Partner,
        "GameScores" | "MeldScores" | "PlayScores" | "HandScores" => ValueShape::Scores,
        "Termination" => ValueShape::Termination,
        _ => ValueShape::Text,
    }
}

/// The section the tag `name` opens, if any.
pub fn section_of(name: &str) -> Option<Section> {
    match name {
        "Auction" => Some(Section::Auction),
        "Play" => Some(Section::Play),
        _ => None,
    }
}

/// The seat written at the start of `text`, longest first (`NE` before `N`), and its length.
pub fn seat_at(text: &str) -> Option<&'static str> {
    let mut found: Option<&'static str> = None;
    for (seat, _) in SEATS {
        if text.starts_with(seat) && found.is_none_or(|before| seat.len() > before.len()) {
            found = Some(seat);
        }
    }
    found
}

pub fn is_suit(c: char) -> bool {
    SUITS.iter().any(|(suit, _)| *suit == c)
}

pub fn is_rank(c: char) -> bool {
    RANKS.iter().any(|(rank, _)| *rank == c)
}

pub fn is_segment(c: char) -> bool {
    SEGMENTS.iter().any(|(segment, _)| *segment == c)
}

/// Whether `name` is a tag name: a letter, then letters, digits and `_` (as in PBN).
pub fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_players() {
        assert!(takes_prefix("Chat") && takes_prefix("Southeast") && takes_prefix("NorthType"));
        assert!(!takes_prefix("Deal") && !takes_prefix("Northern"));
        assert_eq!(seat_of_tag("Southwest"), Some("SW"));
        assert_eq!(players_named("Single-deck Three-handed"), Some(3));
        assert_eq!(players_named("Double-deck Passing"), None);
    }

    #[test]
    fn the_longest_seat_wins() {
        assert_eq!(seat_at("NE:"), Some("NE"));
        assert_eq!(seat_at("N:"), Some("N"));
        assert_eq!(seat_at("SW"), Some("SW"));
        assert_eq!(seat_at("X"), None);
    }

    #[test]
    fn every_table_starts_at_north_and_uses_known_seats() {
        for (index, seats) in SEATS_BY_PLAYERS.iter().enumerate() {
            assert_eq!(seats.len(), index + 2);
            assert_eq!(seats.first(), Some(&"N"));
            let order: Vec<usize> = seats
                .iter()
                .map(|seat| SEATS.iter().position(|(known, _)| known == seat).unwrap())
                .collect();
            assert!(order.windows(2).all(|pair| pair[0] < pair[1]), "{seats:?}");
        }
    }
}
