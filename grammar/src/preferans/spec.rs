//! What the Preferans PPN README says, as tables: tags, the fields of a round, the card code,
//! contracts, kontras and bids. Hover, completion and the checks read these rather than
//! restate them, and the parser reads the card code and the field layouts from here.
//!
//! Source: the README of `prefko/portable-preferans-notation` (the layout since December 2019),
//! with the older January 2019 layout only where it explains a tag. The README is short and
//! disagrees with itself in places. Where it is silent or contradicts itself, the parser
//! chooses as follows:
//!
//! - **Fields of a round.** The list names 14 fields (`id` to `summary`), but every example
//!   round has 13: `refa` is left out. Both are read: 14 fields are the listed layout, 13 the
//!   examples' ([`ROUND_FIELDS`], [`ROUND_FIELDS_WITHOUT_REFA`]). A passed-out deal has 4
//!   fields, `[id dealOrder cards P,P,P]`. Any other count is an error. The fields of such a
//!   round are still named ([`round_layout`]): up to 9 by position (the two layouts agree
//!   there); from 10 on, a tenth field of `0` or `1` is taken for `refa` and picks the listed
//!   layout, anything else the examples' 13-field one; fields beyond the layout are an
//!   `ERROR` node. Four fields whose bids are not all `P` are also an error: the rest of the
//!   round is missing.
//! - **Separators.** Fields are "separated by a space character"; any run of spaces and tabs
//!   is accepted. Tags "are listed on individual lines" and the examples put one round on a
//!   line, so a bracket never spans lines: a missing `]` is reported at the end of its line.
//!   Several brackets on one line are accepted. A `[` inside a bracket ends it (its `]` is
//!   reported missing) and opens the next one.
//! - **Tag or round.** A bracket whose first word starts with a digit is a round (its `id`);
//!   any other bracket is a tag pair. Tag names follow PGN, which the README says PPN copies:
//!   a letter, then letters, digits and `_`, case-sensitive. Tags the README does not list are
//!   accepted (it ends its list with "etc.").
//! - **Tag values.** "The value is wrapped in double-quotes if it contains spaces", while the
//!   older layout quotes every value: both are read. An unquoted value with spaces is an error,
//!   but its words stay the value. Inside quotes, PGN's escapes `\"` and `\\` are read. A
//!   quote left open ends before the last `]` of its line, or at the line end. Values are kept
//!   as text: the README gives no syntax for them (Date is shown as `2008.03.08`).
//! - **Place tags.** The example has `[Place1 2] [Place2 1] [Place3 3]` beside results 458, 88
//!   and -546, and the older layout `[Place1 "silvio_pu"]`: `PlaceN` names the player in place
//!   N (an id now, a name then), not the place of player N.
//! - **Comments.** The README has none. PGN's are read outside brackets: `;` to the end of the
//!   line, `{...}` (which may span lines; one left open ends before the next line that starts
//!   with `[`), and a line whose first character is `%`. Inside a bracket, `;`, `{` and `%`
//!   are ordinary characters.
//! - **Cards.** One character each, as in [`CARDS`], case-sensitive (the table is upper-case
//!   only). The README's own prose example `1BDHM27YQK...` holds `Y`, which is no card: it is
//!   an error. A `cards` field that is not 32 characters long is an error; its characters
//!   still fill the hands in order, ten each, then the talon, and any beyond 32 are `ERROR`.
//! - **Bids.** The README gives bids only by example (`P`, `2`, `3`, `G`, `G4`, `M3`). Read: `P`
//!   (pass), `G` (game), or a contract number `2`-`8`, alone, after `M` ("mine") or after `G`.
//! - **Accepted.** "One character": a single digit; `0` nobody, `1`-`3` that player, `4` or
//!   more both followers ("anything >=4 works").
//! - **Throws.** Each trick is written "with 3 or 3 characters, depending on the number of
//!   players": read as 3 or 4, two or three cards and then the winner (the examples have 4).
//!   The README does not say how a deal without play (nobody follows) writes its throws; a
//!   lone `0` is accepted for it, as `0` means "nothing" in `kontra` and `summary`. The number
//!   of tricks is not checked here.
//! - **Summary.** A follower writes "L" and the points for the left column; the left column
//!   implies a right one, so `R` is read too. Every amount may carry a `-` (the main player's
//!   `M7:-8` does).
//! - **Numbers.** `id` and `value` are digits only.
//! - **Left to the checks.** Whether `dealOrder` is a permutation, a card is dealt twice, the
//!   bids fit the auction, the contract fits the bids, `XX` goes with a game, or the tricks,
//!   scores and values add up: these are rules of the game, not of the syntax.
//! - **The older layout.** The January 2019 README wrote rounds as numbered lines
//!   (`1. 1 1BDHM27WQK... M3,P,3 AR 4 L 0 8 ... 7:0:-8:0,...`), 11 fields. Such a line is not
//!   read: it is an `ERROR` node with its own code, `preferans/numbered-round`.
//! - **Several games.** The README shows one game per file. As in PGN, a tag pair after a
//!   round starts a new record (info section, then game section).

use crate::SyntaxKind::{self, *};

/// A tag the README names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TagSpec {
    pub name: &'static str,
    /// One line for hover.
    pub description: &'static str,
    /// Whether the README lists the tag as required.
    pub required: bool,
}

const fn tag(name: &'static str, description: &'static str, required: bool) -> TagSpec {
    TagSpec {
        name,
        description,
        required,
    }
}

/// The tags of the info section, required ones first, in the README's order.
pub static TAGS: &[TagSpec] = &[
    tag(
        "Bula",
        "The bula: the points each player starts with in the middle column and must play off.",
        true,
    ),
    tag(
        "Refe",
        "How many refas (deals scored at double value) the game allows.",
        true,
    ),
    tag("Player1", "The name of player 1.", true),
    tag("Player2", "The name of player 2.", true),
    tag("Player3", "The name of player 3.", true),
    tag("Result1", "The final score of player 1.", true),
    tag("Result2", "The final score of player 2.", true),
    tag("Result3", "The final score of player 3.", true),
    tag(
        "Place1",
        "The player in first place: an id (the older layout gives a name).",
        false,
    ),
    tag(
        "Place2",
        "The player in second place: an id (the older layout gives a name).",
        false,
    ),
    tag(
        "Place3",
        "The player in third place: an id (the older layout gives a name).",
        false,
    ),
    tag("Location", "Where the game was played.", false),
    tag(
        "Date",
        "The day the game was played, as `2008.03.08`.",
        false,
    ),
    tag("StartTime", "When the game started.", false),
    tag("EndTime", "When the game ended.", false),
    tag("Duration", "How long the game lasted.", false),
    tag(
        "Name1",
        "A further name of player 1 (the README does not say how it differs from Player1).",
        false,
    ),
    tag(
        "Name2",
        "A further name of player 2 (the README does not say how it differs from Player2).",
        false,
    ),
    tag(
        "Name3",
        "A further name of player 3 (the README does not say how it differs from Player3).",
        false,
    ),
];

/// The spec of the tag called `name` (case-sensitive), if the README names it.
pub fn tag_spec(name: &str) -> Option<&'static TagSpec> {
    TAGS.iter().find(|spec| spec.name == name)
}

/// One field of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    Id,
    DealOrder,
    Cards,
    Bids,
    Main,
    Discarded,
    Contract,
    Accepted,
    Kontra,
    Refa,
    Value,
    Starts,
    Throws,
    Summary,
}

/// The fields of a round in the README's list: 14 fields.
pub const ROUND_FIELDS: [Field; 14] = [
    Field::Id,
    Field::DealOrder,
    Field::Cards,
    Field::Bids,
    Field::Main,
    Field::Discarded,
    Field::Contract,
    Field::Accepted,
    Field::Kontra,
    Field::Refa,
    Field::Value,
    Field::Starts,
    Field::Throws,
    Field::Summary,
];

/// The fields of a round in the README's examples, which leave out `refa`: 13 fields.
pub const ROUND_FIELDS_WITHOUT_REFA: [Field; 13] = [
    Field::Id,
    Field::DealOrder,
    Field::Cards,
    Field::Bids,
    Field::Main,
    Field::Discarded,
    Field::Contract,
    Field::Accepted,
    Field::Kontra,
    Field::Value,
    Field::Starts,
    Field::Throws,
    Field::Summary,
];

/// The fields of a passed-out deal, `[id dealOrder cards P,P,P]`.
pub const PASSED_OUT_FIELDS: [Field; 4] = [Field::Id, Field::DealOrder, Field::Cards, Field::Bids];

impl Field {
    /// The field's name in the README (`dealOrder` as in its JSON form).
    pub fn name(self) -> &'static str {
        match self {
            Field::Id => "id",
            Field::DealOrder => "dealOrder",
            Field::Cards => "cards",
            Field::Bids => "bids",
            Field::Main => "main",
            Field::Discarded => "discarded",
            Field::Contract => "contract",
            Field::Accepted => "accepted",
            Field::Kontra => "kontra",
            Field::Refa => "refa",
            Field::Value => "value",
            Field::Starts => "starts",
            Field::Throws => "throws",
            Field::Summary => "summary",
        }
    }

    /// The node kind of the field in a round.
    pub fn kind(self) -> SyntaxKind {
        match self {
            Field::Id => PREF_DEAL_ID,
            Field::DealOrder => PREF_DEAL_ORDER,
            Field::Cards => PREF_CARDS,
            Field::Bids => PREF_BIDS,
            Field::Main => PREF_MAIN,
            Field::Discarded => PREF_DISCARDED,
            Field::Contract => PREF_CONTRACT,
            Field::Accepted => PREF_ACCEPTED,
            Field::Kontra => PREF_KONTRA,
            Field::Refa => PREF_REFA,
            Field::Value => PREF_VALUE,
            Field::Starts => PREF_STARTS,
            Field::Throws => PREF_THROWS,
            Field::Summary => PREF_SUMMARY,
        }
    }

    /// The field a node kind stands for.
    pub fn of_kind(kind: SyntaxKind) -> Option<Field> {
        ROUND_FIELDS.into_iter().find(|field| field.kind() == kind)
    }

    /// One line for hover.
    pub fn description(self) -> &'static str {
        match self {
            Field::Id => "The number of the deal.",
            Field::DealOrder => "The order the players were dealt their cards in; the first bids first, the last is the dealer.",
            Field::Cards => "The 32 cards as dealt: ten to each player in deal order (five, then five), then the two talon cards.",
            Field::Bids => "Each player's highest bid, in deal order: `P` pass, a contract number, `M` mine, `G` game.",
            Field::Main => "The main player, who won the auction.",
            Field::Discarded => "The two cards the main player discarded, or `XX` in a game.",
            Field::Contract => "The contract: 2 spades, 3 diamonds, 4 hearts, 5 clubs, 6 betl, 7 sans, 8 preferans; `G` first for a game.",
            Field::Accepted => "Which followers play: 0 neither, 1-3 that player alone, 4 or more both.",
            Field::Kontra => "`0`, or an invitation or kontra (`I K R S M`) and the player who started it.",
            Field::Refa => "`1` if the deal is a refa (double value), else `0`.",
            Field::Value => "The value of the contract.",
            Field::Starts => "The player who throws the first card.",
            Field::Throws => "The tricks in order: the cards as thrown, then the player who won the trick.",
            Field::Summary => "Each player's tricks and score, in deal order: `0` (did not play), `F` a follower, `M` the main player.",
        }
    }
}

/// What the parser knows of a round's fields before naming them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundShape {
    /// How many fields the round has.
    pub count: usize,
    /// Whether the fourth field, `bids`, is `P,P,P`.
    pub passed_out: bool,
    /// Whether the tenth field is `0` or `1`, as `refa` is (a contract's value never is).
    pub refa_like: bool,
}

/// The fields of a round, in order (at most 14; any more are extra), and whether the
/// round's field count is one the README allows. 14 and 13 fields decide the layout, and so
/// do 4 with bids `P,P,P`. Other counts are errors: up to 9 fields are named by position,
/// and beyond that a tenth field that looks like `refa` picks the 14-field layout, else the
/// 13-field one of the README's examples.
pub fn round_layout(shape: RoundShape) -> (&'static [Field], bool) {
    let count = shape.count;
    let by_guess = |take: usize| {
        let layout: &'static [Field] = if shape.refa_like {
            &ROUND_FIELDS
        } else {
            &ROUND_FIELDS_WITHOUT_REFA
        };
        layout.get(..take.min(layout.len())).unwrap_or(&[])
    };
    match count {
        14 => (&ROUND_FIELDS, true),
        13 => (&ROUND_FIELDS_WITHOUT_REFA, true),
        4 => (&PASSED_OUT_FIELDS, shape.passed_out),
        10.. => (by_guess(count), false),
        _ => (ROUND_FIELDS.get(..count).unwrap_or(&[]), false),
    }
}

/// The number of cards in the `cards` field.
pub const DECK_SIZE: usize = 32;
/// Cards dealt to each player.
pub const HAND_SIZE: usize = 10;
/// Cards in the talon.
pub const TALON_SIZE: usize = 2;

/// A suit of the 32-card deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    Spades,
    Diamonds,
    Hearts,
    Clubs,
}

/// One card of the code: its character, rank and suit, and the README's short name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardSpec {
    pub code: char,
    /// `7`, `8`, `9`, `X` (ten), `J`, `Q`, `K` or `A`.
    pub rank: char,
    pub suit: Suit,
    /// The README's "mini" name, e.g. `XS` for the ten of spades.
    pub mini: &'static str,
}

const fn card(code: char, rank: char, suit: Suit, mini: &'static str) -> CardSpec {
    CardSpec {
        code,
        rank,
        suit,
        mini,
    }
}

/// The card code: `1`-`8` spades, `9` and `A`-`G` diamonds, `H`-`O` hearts, `P`-`W` clubs,
/// each from the seven to the ace.
pub static CARDS: [CardSpec; DECK_SIZE] = [
    card('1', '7', Suit::Spades, "7S"),
    card('2', '8', Suit::Spades, "8S"),
    card('3', '9', Suit::Spades, "9S"),
    card('4', 'X', Suit::Spades, "XS"),
    card('5', 'J', Suit::Spades, "JS"),
    card('6', 'Q', Suit::Spades, "QS"),
    card('7', 'K', Suit::Spades, "KS"),
    card('8', 'A', Suit::Spades, "AS"),
    card('9', '7', Suit::Diamonds, "7D"),
    card('A', '8', Suit::Diamonds, "8D"),
    card('B', '9', Suit::Diamonds, "9D"),
    card('C', 'X', Suit::Diamonds, "XD"),
    card('D', 'J', Suit::Diamonds, "JD"),
    card('E', 'Q', Suit::Diamonds, "QD"),
    card('F', 'K', Suit::Diamonds, "KD"),
    card('G', 'A', Suit::Diamonds, "AD"),
    card('H', '7', Suit::Hearts, "7H"),
    card('I', '8', Suit::Hearts, "8H"),
    card('J', '9', Suit::Hearts, "9H"),
    card('K', 'X', Suit::Hearts, "XH"),
    card('L', 'J', Suit::Hearts, "JH"),
    card('M', 'Q', Suit::Hearts, "QH"),
    card('N', 'K', Suit::Hearts, "KH"),
    card('O', 'A', Suit::Hearts, "AH"),
    card('P', '7', Suit::Clubs, "7C"),
    card('Q', '8', Suit::Clubs, "8C"),
    card('R', '9', Suit::Clubs, "9C"),
    card('S', 'X', Suit::Clubs, "XC"),
    card('T', 'J', Suit::Clubs, "JC"),
    card('U', 'Q', Suit::Clubs, "QC"),
    card('V', 'K', Suit::Clubs, "KC"),
    card('W', 'A', Suit::Clubs, "AC"),
];

/// The card a code character stands for.
pub fn card_spec(code: char) -> Option<&'static CardSpec> {
    CARDS.get(usize::from(card_index(code)?))
}

/// The place of a card character in [`CARDS`], from the code's four runs of eight.
pub fn card_index(code: char) -> Option<u8> {
    let byte = u8::try_from(code).ok()?;
    match byte {
        b'1'..=b'8' => Some(byte - b'1'),
        b'9' => Some(8),
        b'A'..=b'G' => Some(byte - b'A' + 9),
        b'H'..=b'O' => Some(byte - b'H' + 16),
        b'P'..=b'W' => Some(byte - b'P' + 24),
        _ => None,
    }
}

/// `XX` in `discarded`: nothing discarded, as in a game.
pub const NO_DISCARD: &str = "XX";

/// The contracts by number, `2`-`8`; a `G` before the number makes it a game.
pub static CONTRACTS: &[(char, &str)] = &[
    ('2', "Spades"),
    ('3', "Diamonds"),
    ('4', "Hearts"),
    ('5', "Clubs"),
    ('6', "Betl"),
    ('7', "Sans"),
    ('8', "Preferans"),
];

/// The name of the contract numbered `number`.
pub fn contract_name(number: char) -> Option<&'static str> {
    CONTRACTS
        .iter()
        .find(|(digit, _)| *digit == number)
        .map(|(_, name)| *name)
}

/// `G` before a contract number or in a bid: a game, played without the talon.
pub const GAME_MARK: char = 'G';
/// `M` before a bid's number: "mine", holding the bid against a later player.
pub const MINE_MARK: char = 'M';
/// `P` as a bid: pass.
pub const PASS: char = 'P';

/// The marks of the `kontra` field, each followed by the player who started the kontras.
pub static KONTRA_MARKS: &[(char, &str)] = &[
    ('I', "Invitation"),
    ('K', "Kontra"),
    ('R', "Rekontra"),
    ('S', "Subkontra"),
    ('M', "Mortkontra"),
];

/// The meaning of a `kontra` mark.
pub fn kontra_name(mark: char) -> Option<&'static str> {
    KONTRA_MARKS
        .iter()
        .find(|(letter, _)| *letter == mark)
        .map(|(_, name)| *name)
}

/// The player ids: `1`, `2` and `3`.
pub const PLAYERS: [char; 3] = ['1', '2', '3'];

/// Whether `c` is a player id.
pub fn is_player(c: char) -> bool {
    PLAYERS.contains(&c)
}

/// `F`: a follower's score in `summary`.
pub const FOLLOWER: char = 'F';
/// `M`: the main player's score in `summary`.
pub const MAIN_PLAYER: char = 'M';
/// The columns a follower's points go in: `L` (from the README) and `R`.
pub static COLUMNS: &[(char, &str)] = &[('L', "left column"), ('R', "right column")];
