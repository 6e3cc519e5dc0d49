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
//! - **Examples.** The spec tells its example hand in prose only, and its examples of single
//!   tags come from several hands; put together they do not fit (`tests/tests/pinochle_spec.rs`
//!   holds the checks to what they say of them). The hands under `docs/examples/pinochle` are
//!   the project's own.
//! - **Passes.** At four players, partners pass to each other. `Passed` lists the four
//!   players clockwise from its seat, or (when not all pass) the declarer and then the partner,
//!   as the spec's "declarer first, clockwise" reads when only the partners pass.
//! - **Counting.** The spec's example counts aces, tens and kings one each and the last trick
//!   two more, 50 with a double deck. It says nothing of a single deck; there the last trick
//!   counts one, for the 25 that single-deck clubs play to.
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

/// The tags the spec defines, each with what its value says, in this project's words. The
/// seat tags (`North`...), the seat-type tags (`NorthType`...) and `BidSystem1`... are
/// families; [`tag_text`] answers for them.
pub const TAGS: [(&str, &str); 33] = [
    (
        "Annotator",
        "Who wrote the record down: a person or a program.",
    ),
    (
        "Auction",
        "Opens the Auction section: the seat that bids first; the lines after it give the bids \
         round by round, clockwise, `Pass` for a pass and `-` for a player who passed before.",
    ),
    (
        "Chat",
        "Something a player said during the hand, as `seat:words`.",
    ),
    (
        "Competition",
        "The kind of pinochle: the decks and players, as `Double-deck Four-handed` (the \
         default) or `Single-deck Three-handed`.",
    ),
    (
        "Contract",
        "The bid that won the auction: the points the declaring side must make.",
    ),
    ("Date", "The day the game began, as `YYYY.MM.DD`."),
    (
        "Deal",
        "The cards dealt: the seat on the dealer's left, `:`, then each hand clockwise, suits \
         in the order clubs, diamonds, spades, hearts, separated by dots.",
    ),
    ("Dealer", "The seat of the player who dealt."),
    ("Declarer", "The seat of the player who won the auction."),
    (
        "Discard",
        "The cards the kitty's taker threw away, suits dotted as in `Deal`, then the points \
         they count in brackets.",
    ),
    ("Event", "The name of the tournament."),
    (
        "GameScores",
        "The game's scores before this hand, one per team separated by `:`, starting with \
         North's team.",
    ),
    ("Hand", "The number of this hand within the game."),
    (
        "HandScores",
        "What each team scored in this hand, one per team separated by `:`, starting with \
         North's team.",
    ),
    (
        "Holding",
        "The cards each player holds after the exchange, written as `Deal` writes them.",
    ),
    (
        "Kitty",
        "The cards of the kitty (the widow), each as suit and rank: `SK H9 CT`.",
    ),
    (
        "Language",
        "The language of the record's text, as `pt-BR`; English by default.",
    ),
    (
        "Melds",
        "What each player melded: a seat, `:`, then each player's meld cards clockwise with \
         its points in brackets.",
    ),
    (
        "MeldScores",
        "The meld points each team keeps after the club's rules, starting with North's team.",
    ),
    (
        "Note",
        "A remark for the reader that is not part of the game.",
    ),
    (
        "Partner",
        "In games where the declarer calls a partner: the partner's seat and the card that \
         chose them, as `N:SQ`.",
    ),
    (
        "Passed",
        "The cards passed between partners: the first passer's seat, `:`, then each passer's \
         cards dotted as in `Deal`.",
    ),
    (
        "Play",
        "Opens the Play section: the seat that leads the first trick; each line after it is a \
         trick, its cards clockwise from the leader, then the winner and the points in \
         brackets.",
    ),
    (
        "PlayScores",
        "The points each team took in the play after the club's rules, starting with North's \
         team.",
    ),
    (
        "Result",
        "What became of the contract: `Saved`, `Set`, `No Board` or `No Trump`.",
    ),
    ("Round", "The round of the tournament."),
    ("Room", "Whether onlookers may watch: `Open` or `Closed`."),
    (
        "Scoring",
        "The meld table the game scores by, as `Standard` or `National Pinochle Association`.",
    ),
    (
        "Site",
        "Where the game was played: a place, or the address of an online game.",
    ),
    ("Stage", "The stage of a tournament, as `Semifinal`."),
    (
        "Termination",
        "Why the hand ended early: the responsible seat (or `-`), `:`, and the cause, as \
         `W:Time out`.",
    ),
    (
        "Trump",
        "The trump suit the declarer named: `C`, `D`, `S` or `H`, or `-` when the declarer had \
         no marriage.",
    ),
    (
        "Victor",
        "The team that won the game, by number: team 1 holds North.",
    ),
];

/// What the tag `name` holds, in words, for the tags the spec defines.
pub fn tag_text(name: &str) -> Option<String> {
    if let Some((_, text)) = TAGS.iter().find(|(known, _)| *known == name) {
        return Some((*text).to_owned());
    }
    if let Some(seat) = seat_of_tag(name) {
        return Some(format!("The name of the player in the {seat} seat."));
    }
    if let Some(seat) = name.strip_suffix("Type").and_then(seat_of_tag) {
        return Some(format!(
            "Whether the player in the {seat} seat is `human` (the default) or a `program`."
        ));
    }
    if let Some(team) = name.strip_prefix("BidSystem") {
        if !team.is_empty() && team.chars().all(|c| c.is_ascii_digit()) {
            return Some(format!("The bidding system of team {team}."));
        }
    }
    None
}

/// The place of `name` in [`EXPORT_TAGS`]. Names are told apart by their first letter
/// before any is compared whole, as checks ask this of every tag of every hand.
pub fn export_rank(name: &str) -> Option<usize> {
    let first = *name.as_bytes().first()?;
    EXPORT_TAGS
        .iter()
        .position(|known| known.as_bytes().first() == Some(&first) && *known == name)
}

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
    fn tag_families_are_described() {
        assert!(tag_text("Deal").is_some_and(|text| text.contains("dealer's left")));
        assert!(tag_text("Southeast").is_some_and(|text| text.contains("SE seat")));
        assert!(tag_text("NorthType").is_some_and(|text| text.contains("N seat")));
        assert!(tag_text("BidSystem2").is_some_and(|text| text.contains("team 2")));
        assert_eq!(tag_text("BidSystem"), None);
        assert_eq!(tag_text("Bula"), None);
        for name in EXPORT_TAGS {
            assert!(tag_text(name).is_some(), "{name}");
        }
    }

    #[test]
    fn export_ranks_follow_the_export_order() {
        for (place, name) in EXPORT_TAGS.iter().enumerate() {
            assert_eq!(export_rank(name), Some(place));
        }
        assert_eq!(export_rank("Note"), None);
        assert_eq!(export_rank(""), None);
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
