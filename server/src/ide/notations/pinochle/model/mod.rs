//! A Pinochle hand read once from its tags and sections: the table (players, seats, decks),
//! the deal, the trump and the tricks as written, each with where it stands. The checks judge
//! this model; they do not read the tree again.

pub(crate) mod auction;
pub(crate) mod meld;
pub(crate) mod play;

use crate::ide::green::{Node, Token};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::pinochle::trick_pieces;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, TextRange, TextSize};

/// A value and where it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Written<T> {
    pub value: T,
    pub range: TextRange,
}

/// A card: suit index into `spec::SUITS` (C, D, S, H), rank index into `spec::RANKS` (0 = ace,
/// the highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Card {
    pub suit: usize,
    pub rank: usize,
}

impl Card {
    /// `HA`, as the Play section writes it.
    pub fn name(self) -> String {
        let suit = spec::SUITS
            .get(self.suit)
            .map_or('?', |(letter, _)| *letter);
        let rank = spec::RANKS
            .get(self.rank)
            .map_or('?', |(letter, _)| *letter);
        format!("{suit}{rank}")
    }

    /// Aces, tens and kings count a point in the play.
    pub fn is_counter(self) -> bool {
        self.rank <= 2
    }

    fn of_code(text: &str) -> Option<Card> {
        let mut chars = text.chars();
        let suit = chars.next()?;
        let rank = chars.next()?;
        Some(Card {
            suit: spec::SUITS.iter().position(|(letter, _)| *letter == suit)?,
            rank: spec::RANKS.iter().position(|(letter, _)| *letter == rank)?,
        })
    }
}

/// How many of each card, by suit and rank.
pub(crate) type Counts = [[u32; 6]; 4];

/// The decks a game is played with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Deck {
    /// 80 cards: four of each of A T K Q J in every suit.
    Double,
    /// 48 cards: two of each of A T K Q J 9 in every suit.
    Single,
}

impl Deck {
    pub fn copies(self) -> u32 {
        match self {
            Deck::Double => 4,
            Deck::Single => 2,
        }
    }

    pub fn has_nines(self) -> bool {
        self == Deck::Single
    }

    pub fn size(self) -> u32 {
        let ranks = if self.has_nines() { 6 } else { 5 };
        4 * ranks * self.copies()
    }

    /// The points of the last trick beyond its counters: the spec's example gives two for a
    /// double deck, for 50 in all; a single deck's 24 counters make 25 with one.
    pub fn last_trick_points(self) -> u32 {
        match self {
            Deck::Double => 2,
            Deck::Single => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Deck::Double => "a double deck",
            Deck::Single => "a single deck",
        }
    }
}

/// The table: how many play, where they sit, and with what cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Table {
    pub players: usize,
    /// The seats clockwise from North.
    pub seats: &'static [&'static str],
    /// `None` for decks the checks do not know (three decks and more).
    pub deck: Option<Deck>,
}

impl Table {
    pub fn seat_index(&self, seat: &str) -> Option<usize> {
        self.seats.iter().position(|known| *known == seat)
    }

    /// A team as messages name it: `N and S` at four players, else the one seat.
    pub fn team_name(&self, team: usize) -> String {
        let seat = |index: usize| self.seats.get(index).copied().unwrap_or("?");
        if self.players == 4 {
            format!("{} and {}", seat(team), seat(team + 2))
        } else {
            seat(team).to_owned()
        }
    }

    /// The team of the player at `seat`: partners sit opposite at four; alone otherwise.
    pub fn team_of(&self, seat: usize) -> usize {
        if self.players == 4 {
            seat % 2
        } else {
            seat
        }
    }
}

/// Scores as the score tags write them: `48:-67`.
pub(crate) fn scores_text(scores: &[i64]) -> String {
    scores
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(":")
}

/// How many teams play at `table`: two partnerships at four, each player alone otherwise.
pub(crate) fn teams(table: &Table) -> usize {
    if table.players == 4 {
        2
    } else {
        table.players
    }
}

/// One player's dealt cards.
#[derive(Debug, Clone)]
pub(crate) struct Holding {
    pub seat: usize,
    pub cards: Counts,
    pub count: u32,
    pub range: TextRange,
}

/// One player's meld as the `Melds` tag shows it: the cards laid down and the points written.
#[derive(Debug, Clone)]
pub(crate) struct ShownMeld {
    pub seat: usize,
    pub cards: Counts,
    pub points: Option<Written<u32>>,
    /// The cards and the points.
    pub range: TextRange,
}

/// What `Result` says became of the contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    Saved,
    Set,
    NoBoard,
    NoTrump,
}

impl Outcome {
    fn of_text(text: &str) -> Option<Outcome> {
        Some(match text {
            "Saved" => Outcome::Saved,
            "Set" => Outcome::Set,
            "No Board" => Outcome::NoBoard,
            "No Trump" => Outcome::NoTrump,
            _ => return None,
        })
    }

    pub fn text(self) -> &'static str {
        match self {
            Outcome::Saved => "Saved",
            Outcome::Set => "Set",
            Outcome::NoBoard => "No Board",
            Outcome::NoTrump => "No Trump",
        }
    }
}

/// Hands given seat by seat (`Deal`, `Holding`): the first seat and each hand.
pub(crate) type Hands = (Written<usize>, Vec<Holding>);

/// A trick as written: the cards from the leader clockwise, then who won and the points.
#[derive(Debug, Clone)]
pub(crate) struct WrittenTrick {
    pub cards: Vec<Written<Card>>,
    pub winner: Option<Written<usize>>,
    pub points: Option<Written<u32>>,
    /// A `*` or `?` stands in the trick: it was cut short or is not known.
    pub incomplete: bool,
    pub range: TextRange,
}

/// One hand of the file, as far as the checks replay it.
#[derive(Debug, Clone)]
pub(crate) struct HandModel {
    pub table: Table,
    /// The players' names from the seat tags, by seat.
    pub names: Vec<Option<String>>,
    pub hand_number: Option<Written<u32>>,
    /// The seat of the first hand of `Deal`, and each hand.
    pub deal: Option<Hands>,
    /// The hands after the exchange.
    pub holding: Option<Hands>,
    /// A `Passed` tag stands in the hand: players passed cards to each other.
    pub passed: bool,
    /// The cards each player passed, as `Passed` lists them, when they can be read.
    pub passes: Option<Hands>,
    /// A `Kitty` or `Discard` tag stands in the hand: cards came from or went to the kitty.
    pub kitty: bool,
    /// The cards of `Kitty` and of `Discard`.
    pub kitty_cards: Option<Counts>,
    pub discard: Option<Counts>,
    /// A `Kitty` or `Discard` tag whose cards could not be read.
    pub kitty_unread: bool,
    pub melds: Option<(Written<usize>, Vec<ShownMeld>)>,
    pub dealer: Option<Written<usize>>,
    pub trump: Option<Written<Option<usize>>>,
    /// The seat that leads the first trick, from the Play tag.
    pub play_first: Option<Written<usize>>,
    pub tricks: Vec<WrittenTrick>,
    pub play_scores: Option<Written<Vec<i64>>>,
    pub auction: Option<auction::WrittenAuction>,
    pub declarer: Option<Written<usize>>,
    pub contract: Option<Written<u32>>,
    pub result: Option<Written<Outcome>>,
    pub game_scores: Option<Written<Vec<i64>>>,
    pub meld_scores: Option<Written<Vec<i64>>>,
    pub hand_scores: Option<Written<Vec<i64>>>,
    /// The meld scoring system `Scoring` names, when it is not `Standard`: gamerec knows the
    /// standard tables only, so melds are not judged by points.
    pub other_scoring: Option<String>,
}

/// Whether a syntax error stands in `node`. Suits hold nothing but ranks and are not entered:
/// their ranks are most of the tokens of a deal.
pub(crate) fn has_error(node: Node<'_>) -> bool {
    node.children().any(|child| match child {
        NodeOrToken::Token(token) => token.kind == ERROR,
        NodeOrToken::Node(inner) => {
            inner.kind() == ERROR || (inner.kind() != PIN_SUIT && has_error(inner))
        }
    })
}

/// The plain text of a tag value, when it has no finer structure.
fn value_text<'a>(value: Node<'a>) -> Option<&'a str> {
    let mut tokens = value.tokens().filter(|token| token.kind != PIN_QUOTE);
    let only = tokens.next()?;
    (only.kind == PIN_STRING_TEXT && tokens.next().is_none()).then_some(only.text)
}

/// The table from the hand's tags: players from `Competition`, else from the seat tags, else
/// four; the deck from `Competition` (`Single-deck`...), else a double deck.
fn table(tags: &[(&str, Node<'_>)]) -> Table {
    let competition = tags
        .iter()
        .filter(|(name, _)| *name == "Competition")
        .find_map(|(_, tag)| value_text(tag.child(PIN_TAG_VALUE)?));
    let seat_tags: Vec<&str> = tags
        .iter()
        .filter(|(_, tag)| tag.child(PIN_PREFIX).is_none())
        .filter_map(|(name, _)| spec::seat_of_tag(name))
        .collect();
    let from_seats = spec::SEATS_BY_PLAYERS
        .iter()
        .find(|layout| {
            layout.len() == seat_tags.len() && seat_tags.iter().all(|seat| layout.contains(seat))
        })
        .map(|layout| layout.len());
    let players = competition
        .and_then(spec::players_named)
        .or(from_seats)
        .unwrap_or(4);
    let lower = competition.map(str::to_ascii_lowercase);
    let deck = match lower.as_deref() {
        Some(text) if text.contains("single-deck") => Some(Deck::Single),
        Some(text) if text.contains("double-deck") => Some(Deck::Double),
        Some(text) if text.contains("-deck") => None,
        _ => Some(Deck::Double),
    };
    let seats = spec::SEATS_BY_PLAYERS
        .get(players.saturating_sub(2))
        .copied()
        .unwrap_or(&["N", "E", "S", "W"]);
    Table {
        players,
        seats,
        deck,
    }
}

impl HandModel {
    /// How many cards `Kitty` puts aside: 0 without a kitty; `None` when a kitty or discard
    /// cannot be read, or a discard stands without its `Kitty`.
    pub fn kitty_size(&self) -> Option<u32> {
        match (&self.kitty_cards, self.kitty_unread) {
            (_, true) => None,
            (Some(cards), false) => Some(cards.iter().flatten().sum()),
            (None, false) => (!self.kitty).then_some(0),
        }
    }

    /// A seat as the reader knows it: `W (Dan)`, or `W` when no seat tag names the player.
    pub fn who(&self, seat: usize) -> String {
        let letter = self.table.seats.get(seat).copied().unwrap_or("?");
        match self.names.get(seat).and_then(Option::as_deref) {
            Some(name) => format!("{letter} ({name})"),
            None => letter.to_owned(),
        }
    }

    pub fn read(hand: Node<'_>) -> HandModel {
        HandModel::read_parts(hand, true)
    }

    /// The model from the hand's tags alone, without the Auction and Play sections: for
    /// features that need only what the tags say, over many hands.
    pub fn read_tags(hand: Node<'_>) -> HandModel {
        HandModel::read_parts(hand, false)
    }

    fn read_parts(hand: Node<'_>, sections: bool) -> HandModel {
        let tags: Vec<(&str, Node<'_>)> = hand
            .child_nodes_of(PIN_TAG)
            .filter_map(|tag| Some((tag.token(PIN_TAG_NAME)?.text, tag)))
            .collect();
        let table = table(&tags);
        let mut model = HandModel {
            table,
            names: vec![None; table.players],
            hand_number: None,
            deal: None,
            holding: None,
            passed: false,
            passes: None,
            kitty: false,
            kitty_cards: None,
            discard: None,
            kitty_unread: false,
            melds: None,
            dealer: None,
            trump: None,
            play_first: None,
            tricks: Vec::new(),
            play_scores: None,
            auction: None,
            declarer: None,
            contract: None,
            result: None,
            game_scores: None,
            meld_scores: None,
            hand_scores: None,
            other_scoring: None,
        };
        let mut auction_first = None;
        for (name, tag) in &tags {
            // A tag with a prefix holds for part of the hand only; none of these takes one.
            if tag.child(PIN_PREFIX).is_some() {
                continue;
            }
            let Some(value) = tag.child(PIN_TAG_VALUE) else {
                continue;
            };
            if has_error(value) {
                continue;
            }
            match *name {
                "Hand" => model.hand_number = read_number(value),
                "Deal" => model.deal = read_hands(value, &table),
                "Holding" => model.holding = read_hands(value, &table),
                "Passed" => {
                    model.passed = true;
                    model.passes = read_hands(value, &table);
                }
                "Kitty" => {
                    model.kitty = true;
                    model.kitty_cards = read_cards(value);
                    model.kitty_unread |= model.kitty_cards.is_none();
                }
                "Discard" => {
                    model.kitty = true;
                    model.discard = value
                        .child(PIN_CARDS)
                        .and_then(|cards| cards.child(PIN_HAND))
                        .map(|hand| read_hand(hand).0);
                    model.kitty_unread |= model.discard.is_none();
                }
                "Melds" => model.melds = read_melds(value, &table),
                "Dealer" => model.dealer = seat_value(value, &table),
                "Play" => model.play_first = seat_value(value, &table),
                "Trump" => model.trump = read_trump(value),
                "PlayScores" => model.play_scores = read_scores(value),
                "GameScores" => model.game_scores = read_scores(value),
                "MeldScores" => model.meld_scores = read_scores(value),
                "HandScores" => model.hand_scores = read_scores(value),
                "Result" => model.result = read_result(value),
                "Auction" => auction_first = seat_value(value, &table),
                "Declarer" => model.declarer = seat_value(value, &table),
                "Contract" => model.contract = read_number(value),
                "Scoring" => {
                    model.other_scoring = value_text(value)
                        .filter(|system| !system.trim().eq_ignore_ascii_case("standard"))
                        .map(str::to_owned);
                }
                other => {
                    let seat = spec::seat_of_tag(other).and_then(|seat| table.seat_index(seat));
                    if let (Some(seat), Some(name)) = (seat, value_text(value)) {
                        if let Some(slot) = model.names.get_mut(seat) {
                            *slot = Some(name.to_owned());
                        }
                    }
                }
            }
        }
        if !sections {
            return model;
        }
        if let (Some(first), Some(section)) = (auction_first, hand.child(PIN_AUCTION)) {
            model.auction = Some(auction::WrittenAuction {
                first,
                rounds: section
                    .child_nodes_of(PIN_BID_ROUND)
                    .map(read_bid_round)
                    .collect(),
            });
        }
        if let Some(play) = hand.child(PIN_PLAY) {
            model.tricks = play
                .child_nodes_of(PIN_TRICK)
                .map(|trick| read_trick(trick, &table))
                .collect();
        }
        model
    }
}

fn seat_value(value: Node<'_>, table: &Table) -> Option<Written<usize>> {
    let seat = value.token(PIN_SEAT)?;
    Some(Written {
        value: table.seat_index(seat.text)?,
        range: seat.range,
    })
}

fn read_number(value: Node<'_>) -> Option<Written<u32>> {
    let text = value.tokens().find(|token| token.kind == PIN_STRING_TEXT)?;
    Some(Written {
        value: text.text.parse().ok()?,
        range: text.range,
    })
}

fn read_bid_round(round: Node<'_>) -> Vec<Written<auction::Call>> {
    round
        .tokens()
        .filter_map(|token| {
            let call = match token.kind {
                PIN_BID if token.text.eq_ignore_ascii_case("pass") => auction::Call::Pass,
                PIN_BID => auction::Call::Bid(token.text.parse().ok()?),
                PIN_DASH => auction::Call::Out,
                PIN_TERMINATED | PIN_UNKNOWN | ERROR => auction::Call::Stop,
                _ => return None,
            };
            Some(Written {
                value: call,
                range: token.range,
            })
        })
        .collect()
}

fn read_trump(value: Node<'_>) -> Option<Written<Option<usize>>> {
    let text = value.tokens().find(|token| token.kind == PIN_STRING_TEXT)?;
    let mut chars = text.text.chars();
    let trump = match (chars.next(), chars.next()) {
        (Some('-'), None) => None,
        (Some(letter), None) => Some(spec::SUITS.iter().position(|(suit, _)| *suit == letter)?),
        _ => return None,
    };
    Some(Written {
        value: trump,
        range: text.range,
    })
}

fn read_scores(value: Node<'_>) -> Option<Written<Vec<i64>>> {
    let scores = value.child(PIN_SCORES)?;
    let numbers = scores
        .tokens()
        .filter(|token| token.kind == PIN_NUMBER)
        .map(|token| token.text.parse().ok())
        .collect::<Option<Vec<i64>>>()?;
    Some(Written {
        value: numbers,
        range: scores.range(),
    })
}

/// The counts of a dotted hand: the ranks of each suit in the order C, D, S, H.
fn read_hand(hand: Node<'_>) -> (Counts, u32) {
    let mut counts = [[0; 6]; 4];
    let mut count = 0;
    for (suit, ranks) in hand.child_nodes_of(PIN_SUIT).enumerate() {
        for token in ranks.tokens().filter(|token| token.kind == PIN_RANK) {
            let rank = spec::RANKS
                .iter()
                .position(|(letter, _)| token.text.starts_with(*letter));
            if let (Some(row), Some(rank)) = (counts.get_mut(suit), rank) {
                if let Some(cell) = row.get_mut(rank) {
                    *cell += 1;
                    count += 1;
                }
            }
        }
    }
    (counts, count)
}

/// The counts of cards written as suit and rank (`SK H9 CT`).
fn read_cards(value: Node<'_>) -> Option<Counts> {
    let cards = value.child(PIN_CARDS)?;
    let mut counts = [[0; 6]; 4];
    for token in cards.tokens().filter(|token| token.kind == PIN_CARD) {
        let card = Card::of_code(token.text)?;
        *counts.get_mut(card.suit)?.get_mut(card.rank)? += 1;
    }
    Some(counts)
}

fn read_result(value: Node<'_>) -> Option<Written<Outcome>> {
    let text = value.tokens().find(|token| token.kind == PIN_STRING_TEXT)?;
    Some(Written {
        value: Outcome::of_text(text.text)?,
        range: text.range,
    })
}

fn read_melds(value: Node<'_>, table: &Table) -> Option<(Written<usize>, Vec<ShownMeld>)> {
    let melds = value.child(PIN_MELDS)?;
    let first = seat_value(melds, table)?;
    let shown = melds
        .child_nodes_of(PIN_MELD)
        .enumerate()
        .map(|(offset, meld)| {
            let cards = meld
                .child(PIN_HAND)
                .map_or([[0; 6]; 4], |hand| read_hand(hand).0);
            let points = meld.child(PIN_POINTS).and_then(|points| {
                let number = points.token(PIN_NUMBER)?;
                Some(Written {
                    value: number.text.parse().ok()?,
                    range: number.range,
                })
            });
            ShownMeld {
                seat: (first.value + offset) % table.players,
                cards,
                points,
                range: meld.range(),
            }
        })
        .collect();
    Some((first, shown))
}

fn read_hands(value: Node<'_>, table: &Table) -> Option<Hands> {
    let hands = value.child(PIN_HANDS)?;
    let first = seat_value(hands, table)?;
    let holdings = hands
        .child_nodes_of(PIN_HAND)
        .enumerate()
        .map(|(offset, hand)| {
            let (cards, count) = read_hand(hand);
            Holding {
                seat: (first.value + offset) % table.players,
                cards,
                count,
                range: hand.range(),
            }
        })
        .collect();
    Some((first, holdings))
}

fn read_trick(trick: Node<'_>, table: &Table) -> WrittenTrick {
    let mut cards = Vec::new();
    let mut incomplete = false;
    let (mut has_result, mut winner, mut points) = (false, None, None);
    for_each_trick_token(trick, |token| match token.kind {
        PIN_CARD if !has_result => {
            if let Some(card) = Card::of_code(token.text) {
                cards.push(Written {
                    value: card,
                    range: token.range,
                });
            }
        }
        PIN_L_PAREN => has_result = true,
        PIN_SEAT if has_result => {
            winner = table.seat_index(token.text).map(|value| Written {
                value,
                range: token.range,
            });
        }
        PIN_NUMBER if has_result => {
            points = token.text.parse().ok().map(|value| Written {
                value,
                range: token.range,
            });
        }
        PIN_TERMINATED | PIN_UNKNOWN | ERROR => incomplete = true,
        _ => {}
    });
    WrittenTrick {
        range: trick.range(),
        cards,
        winner,
        points,
        incomplete: incomplete || !has_result,
    }
}

/// The seat of `trick`'s result, read without splitting the rest of the trick.
pub(crate) fn trick_seat(trick: Node<'_>) -> Option<Token<'_>> {
    if let Some(result) = trick.child(PIN_TRICK_RESULT) {
        return result.token(PIN_SEAT);
    }
    let run = trick.token(PIN_TRICK_RUN)?;
    let open = run.text.rfind('(')?;
    let after = run.text.get(open + 1..)?;
    let seat = spec::seat_at(after)?;
    let start = run.range.start() + TextSize::try_from(open + 1).ok()?;
    Some(Token {
        kind: PIN_SEAT,
        text: after.get(..seat.len())?,
        range: TextRange::at(start, TextSize::of(seat)),
    })
}

/// Calls `visit` with every token of `trick`, its result's included, a `PIN_TRICK_RUN` split
/// into its pieces.
pub(crate) fn for_each_trick_token<'a>(trick: Node<'a>, mut visit: impl FnMut(Token<'a>)) {
    trick.for_each_token(|token| split_trick(token).for_each(&mut visit));
}

/// The pieces of a `PIN_TRICK_RUN`, each as a token; any other token itself.
pub(crate) fn split_trick(token: Token<'_>) -> impl Iterator<Item = Token<'_>> {
    token.split_run(PIN_TRICK_RUN, trick_pieces)
}

/// The game's scores at the end of a hand, which the next hand's `GameScores` carries on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Carry {
    pub hand: u32,
    /// `GameScores` (0 for each team when not given) plus `HandScores`.
    pub totals: Vec<i64>,
}

impl HandModel {
    /// Where the game stands after this hand, when its number and hand scores are known.
    pub fn carry(&self) -> Option<Carry> {
        carry_of(
            self.hand_number.as_ref(),
            self.game_scores.as_ref(),
            self.hand_scores.as_ref(),
        )
    }
}

fn carry_of(
    hand: Option<&Written<u32>>,
    game: Option<&Written<Vec<i64>>>,
    scores: Option<&Written<Vec<i64>>>,
) -> Option<Carry> {
    let scores = &scores?.value;
    let start = game.map_or_else(|| vec![0; scores.len()], |game| game.value.clone());
    if start.len() != scores.len() {
        return None;
    }
    Some(Carry {
        hand: hand?.value,
        totals: start
            .iter()
            .zip(scores)
            .map(|(game, hand)| game + hand)
            .collect(),
    })
}

/// [`HandModel::carry`] from the three tags it needs, without reading the rest of the hand.
pub(crate) fn read_carry(hand: Node<'_>) -> Option<Carry> {
    let (mut number, mut game, mut scores) = (None, None, None);
    for tag in hand.child_nodes_of(PIN_TAG) {
        if tag.child(PIN_PREFIX).is_some() {
            continue;
        }
        let (Some(name), Some(value)) = (tag.token(PIN_TAG_NAME), tag.child(PIN_TAG_VALUE)) else {
            continue;
        };
        if has_error(value) {
            continue;
        }
        match name.text {
            "Hand" => number = read_number(value),
            "GameScores" => game = read_scores(value),
            "HandScores" => scores = read_scores(value),
            _ => {}
        }
    }
    carry_of(number.as_ref(), game.as_ref(), scores.as_ref())
}
