//! One Preferans deal read once: each field of a round as a value with its range (a field with
//! a syntax error is left out), the auction judged, and the play replayed. The checks, hover,
//! inlay hints, completion and quick fixes all read deals through [`Deal::read`].

pub(crate) mod auction;
pub(crate) mod play;
pub(crate) mod summary;
pub(crate) mod value;

use crate::ide::green::{Node, Token};
use gamerec_grammar::preferans::spec::{self, DECK_SIZE, HAND_SIZE};
use gamerec_grammar::preferans::trick_pieces;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{TextRange, TextSize};

pub(crate) use auction::{AuctionOutcome, Bid};
pub(crate) use play::Replay;

/// A player id, `1` to `3`.
pub(crate) type Player = u8;

/// A card: its place in the card code, `suit * 8 + rank` with ranks from the seven (0) up.
pub(crate) type Card = u8;

/// A set of cards, one bit per card.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Cards(pub u32);

impl Cards {
    pub fn has(self, card: Card) -> bool {
        self.0 & (1 << card) != 0
    }

    pub fn with(self, card: Card) -> Cards {
        Cards(self.0 | 1 << card)
    }

    pub fn without(self, card: Card) -> Cards {
        Cards(self.0 & !(1 << card))
    }

    pub fn of_suit(self, suit: u8) -> Cards {
        Cards(self.0 & 0xff << (8 * u32::from(suit)))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The cards from the highest down (aces first, clubs before spades).
    pub fn high_to_low(self) -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8)
            .rev()
            .filter(move |&card| self.has(card))
    }
}

pub(crate) fn suit_of(card: Card) -> u8 {
    card / 8
}

/// Up to three players in order, kept without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Players {
    list: [Player; 3],
    len: u8,
}

impl Players {
    pub fn push(&mut self, player: Player) {
        if let Some(slot) = self.list.get_mut(usize::from(self.len)) {
            *slot = player;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for Players {
    type Target = [Player];

    fn deref(&self) -> &[Player] {
        &self.list[..usize::from(self.len)]
    }
}

impl FromIterator<Player> for Players {
    fn from_iter<I: IntoIterator<Item = Player>>(players: I) -> Players {
        let mut list = Players::default();
        for player in players {
            list.push(player);
        }
        list
    }
}

/// A value and the range it is written at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Written<T> {
    pub value: T,
    pub range: TextRange,
}

/// A card character and the card it stands for.
pub(crate) type CardAt = Written<Card>;

/// The `cards` field, read when it deals each of the 32 cards once.
#[derive(Debug, Clone)]
pub(crate) struct Dealt {
    /// Each hand as dealt, in deal order.
    pub hands: [Cards; 3],
    pub talon: Cards,
    /// Where the three hands and the talon are written.
    pub ranges: [TextRange; 4],
}

/// What main threw away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Discard {
    Cards([CardAt; 2]),
    /// `XX`: nothing, as in a game.
    Nothing,
}

/// The `contract` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contract {
    /// `2` spades to `8` preferans.
    pub number: u8,
    pub game: bool,
}

impl Contract {
    /// The trump suit: the contract's suit for `2`-`5`; betl, sans and preferans have none.
    pub fn trumps(self) -> Option<u8> {
        (2..=5).contains(&self.number).then(|| self.number - 2)
    }

    pub fn is_betl(self) -> bool {
        self.number == 6
    }

    /// `hearts`, `game betl`.
    pub fn name(self) -> String {
        let name = contract_name(self.number);
        if self.game {
            format!("game {name}")
        } else {
            name.to_owned()
        }
    }

    /// The tricks main needs: none in betl, all ten in preferans, else six or more.
    pub fn is_made(self, tricks: u32) -> bool {
        match self.number {
            6 => tricks == 0,
            8 => tricks == 10,
            _ => tricks >= 6,
        }
    }

    /// What main needs, in words.
    pub fn needs(self) -> &'static str {
        match self.number {
            6 => "no trick",
            8 => "all ten tricks",
            _ => "six tricks or more",
        }
    }
}

/// The name of contract `number` in lower case (`spades`, `betl`).
pub(crate) fn contract_name(number: u8) -> &'static str {
    match number {
        2 => "spades",
        3 => "diamonds",
        4 => "hearts",
        5 => "clubs",
        6 => "betl",
        7 => "sans",
        _ => "preferans",
    }
}

/// The `accepted` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Accepted {
    Nobody,
    Alone(Player),
    Both,
}

/// The kontras, from an invitation (1) to mortkontra (5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kontra {
    pub mark: char,
    pub player: Player,
}

impl Kontra {
    /// What the kontras multiply the value by: 1 for an invitation, 2 for kontra, up to 16
    /// for mortkontra.
    pub fn factor(self) -> u64 {
        match self.mark {
            'K' => 2,
            'R' => 4,
            'S' => 8,
            'M' => 16,
            _ => 1,
        }
    }

    /// `subkontra`.
    pub fn name(self) -> String {
        spec::kontra_name(self.mark)
            .unwrap_or("kontra")
            .to_lowercase()
    }
}

/// One trick of the `throws` field.
#[derive(Debug, Clone)]
pub(crate) struct Trick {
    pub range: TextRange,
    pub cards: Thrown,
    /// The winner's digit, when it is a player.
    pub winner: Option<Written<Player>>,
}

/// The cards of one trick in the order thrown, at most three, kept in place: a deal's ten
/// tricks are read without an allocation each.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Thrown {
    cards: [CardAt; 3],
    len: usize,
}

impl Thrown {
    /// The cards of `cards`; `None` when there are more than three or one is no card.
    fn collect(cards: impl Iterator<Item = Option<CardAt>>) -> Option<Thrown> {
        let mut thrown = Thrown::default();
        for card in cards {
            *thrown.cards.get_mut(thrown.len)? = card?;
            thrown.len += 1;
        }
        Some(thrown)
    }
}

impl std::ops::Deref for Thrown {
    type Target = [CardAt];

    fn deref(&self) -> &[CardAt] {
        self.cards.get(..self.len).unwrap_or_default()
    }
}

impl<'a> IntoIterator for &'a Thrown {
    type Item = &'a CardAt;
    type IntoIter = std::slice::Iter<'a, CardAt>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// One player's part of the `summary` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Score {
    /// `0`: did not play.
    Out,
    Follower {
        tricks: u32,
        column: char,
        points: i64,
        middle: Option<i64>,
    },
    Main {
        tricks: u32,
        middle: i64,
    },
}

impl Score {
    pub fn tricks(self) -> Option<u32> {
        match self {
            Score::Out => None,
            Score::Follower { tricks, .. } | Score::Main { tricks, .. } => Some(tricks),
        }
    }
}

/// One round read once.
#[derive(Debug, Clone, Default)]
pub(crate) struct Deal {
    pub id: Option<Written<u64>>,
    /// The deal order's three player digits as written.
    pub order_written: Option<Written<[Player; 3]>>,
    /// The deal order, when it names each player once.
    pub order: Option<Written<[Player; 3]>>,
    /// The cards in the order written, when the field is 32 cards without syntax errors.
    pub cards: Option<[CardAt; DECK_SIZE]>,
    /// The hands and the talon, when the cards deal each card once.
    pub dealt: Option<Dealt>,
    /// Each player's highest bid, in deal order.
    pub bids: Option<Written<[Written<Bid>; 3]>>,
    pub main: Option<Written<Player>>,
    pub discard: Option<Written<Discard>>,
    pub contract: Option<Written<Contract>>,
    pub accepted: Option<Written<Accepted>>,
    /// `None` inside for `0`.
    pub kontra: Option<Written<Option<Kontra>>>,
    pub refa: Option<Written<bool>>,
    pub value: Option<Written<u64>>,
    pub starts: Option<Written<Player>>,
    /// The `throws` field's range and tricks; no tricks for `0`.
    pub throws: Option<Written<Vec<Trick>>>,
    /// Each player's score, in deal order.
    pub summary: Option<Written<Vec<Written<Score>>>>,
}

impl Deal {
    pub fn read(round: Node<'_>) -> Deal {
        let mut deal = Deal::default();
        for field in round.child_nodes() {
            let kind = field.kind();
            // The cards and the throws find their errors as they are read.
            let read_alone = matches!(kind, PREF_CARDS | PREF_THROWS);
            if kind == ERROR || (!read_alone && has_error(field)) {
                continue;
            }
            match kind {
                PREF_DEAL_ID => deal.id = number(field),
                PREF_DEAL_ORDER => deal.order_written = read_order(field),
                PREF_CARDS => {
                    deal.cards = read_cards(field);
                    deal.dealt = deal.cards.as_ref().and_then(dealt);
                }
                PREF_BIDS => deal.bids = read_bids(field),
                PREF_MAIN => deal.main = player_field(field),
                PREF_DISCARDED => deal.discard = read_discard(field),
                PREF_CONTRACT => deal.contract = read_contract(field),
                PREF_ACCEPTED => deal.accepted = read_accepted(field),
                PREF_KONTRA => deal.kontra = read_kontra(field),
                PREF_REFA => {
                    deal.refa = number(field).map(|number| Written {
                        value: number.value == 1,
                        range: number.range,
                    });
                }
                PREF_VALUE => deal.value = number(field),
                PREF_STARTS => deal.starts = player_field(field),
                PREF_THROWS => deal.throws = read_throws(field),
                PREF_SUMMARY => deal.summary = read_summary(field),
                _ => {}
            }
        }
        deal.order = deal.order_written.filter(|order| {
            let [a, b, c] = order.value;
            a != b && b != c && a != c
        });
        deal
    }

    /// The player at `seat` (from 0) of the deal order.
    pub fn player_at(&self, seat: usize) -> Option<Player> {
        self.order.and_then(|order| order.value.get(seat).copied())
    }

    /// The seat (from 0) of `player` in the deal order.
    pub fn seat_of(&self, player: Player) -> Option<usize> {
        self.order?.value.iter().position(|&p| p == player)
    }

    /// The cards `player` was dealt.
    pub fn hand_of(&self, player: Player) -> Option<Cards> {
        Some(self.dealt.as_ref()?.hands[self.seat_of(player)?])
    }

    /// The auction as the bids make it, when the bids and deal order are read.
    pub fn auction(&self) -> Option<AuctionOutcome> {
        Some(auction::judge(&self.bids?.value.map(|bid| bid.value)))
    }

    /// The players who play against main, as `accepted` says.
    pub fn followers(&self) -> Option<Players> {
        let main = self.main?.value;
        let others = (1..=3).filter(move |&player| player != main);
        Some(match self.accepted?.value {
            Accepted::Nobody => Players::default(),
            Accepted::Alone(player) => others.filter(|&p| p == player).collect(),
            Accepted::Both => others.collect(),
        })
    }

    /// The cards main plays with: the hand dealt, plus the talon and less the discard unless
    /// the contract is a game.
    pub fn main_cards(&self) -> Option<Cards> {
        let main = self.main?.value;
        let dealt = self.dealt.as_ref()?;
        let hand = self.hand_of(main)?;
        match self.discard?.value {
            Discard::Nothing => Some(hand),
            Discard::Cards(cards) => {
                let twelve = Cards(hand.0 | dealt.talon.0);
                Some(
                    cards
                        .iter()
                        .fold(twelve, |held, card| held.without(card.value)),
                )
            }
        }
    }

    /// The play replayed, when the fields it needs are read.
    pub fn replay(&self) -> Option<Replay> {
        play::replay(self)
    }
}

fn number(node: Node<'_>) -> Option<Written<u64>> {
    let token = node.token(PREF_NUMBER)?;
    Some(Written {
        value: token.text.parse().ok()?,
        range: token.range,
    })
}

fn player_of(text: &str) -> Option<Player> {
    match text {
        "1" => Some(1),
        "2" => Some(2),
        "3" => Some(3),
        _ => None,
    }
}

fn player_field(node: Node<'_>) -> Option<Written<Player>> {
    let token = node.token(PREF_PLAYER)?;
    Some(Written {
        value: player_of(token.text)?,
        range: token.range,
    })
}

/// The card a card character stands for.
pub(crate) fn card_code(text: &str) -> Option<Card> {
    let &[byte] = text.as_bytes() else {
        return None;
    };
    spec::card_index(char::from(byte))
}

/// Each card of a run of card characters starting at `start`, with its range; `None` when a
/// character is no card.
fn cards_of_run(text: &str, start: TextSize) -> impl Iterator<Item = Option<CardAt>> + '_ {
    text.bytes().zip(0u32..).map(move |(byte, index)| {
        let at = start + TextSize::from(index);
        Some(Written {
            value: spec::card_index(char::from(byte))?,
            range: TextRange::at(at, TextSize::from(1)),
        })
    })
}

/// The cards of a field written as runs of cards, in order; `None` at a syntax error.
fn cards_in(node: Node<'_>) -> Option<Vec<CardAt>> {
    let mut cards = Vec::new();
    for token in node.tokens() {
        match token.kind {
            PREF_CARD_RUN => {
                for card in cards_of_run(token.text, token.range.start()) {
                    cards.push(card?);
                }
            }
            ERROR => return None,
            _ => {}
        }
    }
    Some(cards)
}

/// Whether a field (at most two levels deep) holds a syntax error.
fn has_error(node: Node<'_>) -> bool {
    node.has_token(|kind| kind == ERROR)
        || node.child_nodes().any(|child| {
            child.kind() == ERROR
                || child.has_token(|kind| kind == ERROR)
                || child.child_nodes().any(|inner| inner.kind() == ERROR)
        })
}

fn read_order(node: Node<'_>) -> Option<Written<[Player; 3]>> {
    let mut players = [0; 3];
    let mut count = 0;
    for token in node.tokens().filter(|token| token.kind == PREF_PLAYER) {
        *players.get_mut(count)? = player_of(token.text)?;
        count += 1;
    }
    (count == 3).then_some(Written {
        value: players,
        range: node.range(),
    })
}

/// The 32 cards of a `cards` field, in the order written, when it has no syntax error.
fn read_cards(node: Node<'_>) -> Option<[CardAt; DECK_SIZE]> {
    let mut cards = [CardAt::default(); DECK_SIZE];
    let mut count = 0;
    for token in node.tokens() {
        match token.kind {
            PREF_CARD_RUN => {
                for card in cards_of_run(token.text, token.range.start()) {
                    *cards.get_mut(count)? = card?;
                    count += 1;
                }
            }
            ERROR => return None,
            _ => {}
        }
    }
    (count == DECK_SIZE).then_some(cards)
}

/// The hands and the talon, when every card is dealt once.
fn dealt(cards: &[CardAt; DECK_SIZE]) -> Option<Dealt> {
    let mut seen = Cards::default();
    let mut hands = [Cards::default(); 3];
    let mut talon = Cards::default();
    for (index, card) in cards.iter().enumerate() {
        if seen.has(card.value) {
            return None;
        }
        seen = seen.with(card.value);
        match hands.get_mut(index / HAND_SIZE) {
            Some(hand) => *hand = hand.with(card.value),
            None => talon = talon.with(card.value),
        }
    }
    let mut ranges = [TextRange::default(); 4];
    for (place, range) in ranges.iter_mut().enumerate() {
        let first = cards.get(place * HAND_SIZE);
        let last = cards.get(((place + 1) * HAND_SIZE).min(DECK_SIZE) - 1);
        if let (Some(first), Some(last)) = (first, last) {
            *range = first.range.cover(last.range);
        }
    }
    Some(Dealt {
        hands,
        talon,
        ranges,
    })
}

fn read_bids(node: Node<'_>) -> Option<Written<[Written<Bid>; 3]>> {
    let bids: Vec<Written<Bid>> = node
        .tokens()
        .filter(|token| token.kind == PREF_BID)
        .filter_map(|token| {
            Some(Written {
                value: Bid::parse(token.text)?,
                range: token.range,
            })
        })
        .collect();
    Some(Written {
        value: bids.try_into().ok()?,
        range: node.range(),
    })
}

fn read_discard(node: Node<'_>) -> Option<Written<Discard>> {
    let value = if node.token(PREF_NO_DISCARD).is_some() {
        Discard::Nothing
    } else {
        Discard::Cards(cards_in(node)?.try_into().ok()?)
    };
    Some(Written {
        value,
        range: node.range(),
    })
}

fn read_contract(node: Node<'_>) -> Option<Written<Contract>> {
    let number = node.token(PREF_CONTRACT_NUMBER)?.text.parse::<u8>().ok()?;
    (2..=8).contains(&number).then(|| Written {
        value: Contract {
            number,
            game: node.token(PREF_GAME_MARK).is_some(),
        },
        range: node.range(),
    })
}

fn read_accepted(node: Node<'_>) -> Option<Written<Accepted>> {
    let number = number(node)?;
    let value = match number.value {
        0 => Accepted::Nobody,
        digit @ 1..=3 => Accepted::Alone(digit as Player),
        _ => Accepted::Both,
    };
    Some(Written {
        value,
        range: number.range,
    })
}

fn read_kontra(node: Node<'_>) -> Option<Written<Option<Kontra>>> {
    let value = match node.token(PREF_KONTRA_MARK) {
        None => {
            number(node).filter(|number| number.value == 0)?;
            None
        }
        Some(mark) => Some(Kontra {
            mark: mark.text.chars().next()?,
            player: player_field(node)?.value,
        }),
    };
    Some(Written {
        value,
        range: node.range(),
    })
}

/// The tricks of a `throws` field, when it has no syntax error.
fn read_throws(node: Node<'_>) -> Option<Written<Vec<Trick>>> {
    let mut tricks = Vec::with_capacity(10);
    for token in node.tokens().flat_map(split_tricks) {
        match token.kind {
            PREF_TRICK => tricks.push(read_trick(token.text, token.range.start())?),
            ERROR => return None,
            _ => {}
        }
    }
    Some(Written {
        value: tricks,
        range: node.range(),
    })
}

/// The tricks and commas of a `PREF_TRICK_RUN`, each as a token; any other token itself.
pub(crate) fn split_tricks(token: Token<'_>) -> impl Iterator<Item = Token<'_>> {
    token.split_run(PREF_TRICK_RUN, trick_pieces)
}

/// A trick written at `start` as a `PREF_TRICK` token is: its cards, then the winner's digit.
pub(crate) fn read_trick(text: &str, start: TextSize) -> Option<Trick> {
    let thrown = text.len().checked_sub(1)?;
    let (cards, winner) = (text.get(..thrown)?, text.get(thrown..)?);
    let range = TextRange::at(start, TextSize::of(text));
    Some(Trick {
        range,
        cards: Thrown::collect(cards_of_run(cards, start))?,
        winner: Some(Written {
            value: player_of(winner)?,
            range: TextRange::new(range.end() - TextSize::of(winner), range.end()),
        }),
    })
}

fn read_summary(node: Node<'_>) -> Option<Written<Vec<Written<Score>>>> {
    let scores = node
        .child_nodes_of(PREF_SCORE)
        .map(|score| {
            Some(Written {
                value: read_score(score)?,
                range: score.range(),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Written {
        value: scores,
        range: node.range(),
    })
}

fn read_score(node: Node<'_>) -> Option<Score> {
    let mut numbers = [0; 2];
    let mut count = 0;
    let (mut role, mut tricks, mut column) = (None, None, None);
    for token in node.tokens() {
        match token.kind {
            PREF_NUMBER => {
                let number = token.text.parse::<i64>().ok()?;
                if let Some(slot) = numbers.get_mut(count) {
                    *slot = number;
                }
                count += 1;
            }
            PREF_ROLE => role = role.or(Some(token.text)),
            PREF_TRICKS => tricks = tricks.or(Some(token.text)),
            PREF_COLUMN => column = column.or(token.text.chars().next()),
            _ => {}
        }
    }
    let first = (count > 0).then_some(numbers[0]);
    let Some(role) = role else {
        return (count == 1 && numbers[0] == 0).then_some(Score::Out);
    };
    let tricks = tricks?.parse::<u32>().ok()?;
    Some(match role {
        "M" => Score::Main {
            tricks,
            middle: first?,
        },
        _ => Score::Follower {
            tricks,
            column: column?,
            points: first?,
            middle: (count > 1).then_some(numbers[1]),
        },
    })
}
