//! The play replayed from the deal: who plays each card, whether the player held it and
//! played it as the rules ask, who wins each trick and the points it holds. The rules: follow
//! suit; when following, beat the best card of the trick if able; when void, trump, beating a
//! trump already played if able; the highest trump wins, else the highest card of the suit
//! led, the first of two identical cards winning; aces, tens and kings count a point and the
//! last trick more: two with a double deck (50 in all), one with a single deck (25 in all).

use super::{Card, Counts, HandModel, Table};

/// What is wrong with a card as played, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fault {
    /// The player has no such card left.
    NotHeld,
    /// The player did not follow the suit led and holds it.
    Revoke { led: usize },
    /// The player could have beaten the best card of the trick and did not.
    DidNotBeat { with: Card },
    /// The player is void in the suit led, holds a trump and played another card.
    DidNotTrump,
}

/// One card of a replayed trick.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Play {
    pub seat: usize,
    /// Index into the written trick's cards.
    pub index: usize,
    pub fault: Option<Fault>,
}

#[derive(Debug, Clone)]
pub(crate) struct ReplayedTrick {
    /// Index into the model's tricks.
    pub index: usize,
    pub plays: Vec<Play>,
    pub winner: usize,
    pub points: u32,
}

#[derive(Debug, Clone)]
pub(crate) struct Replay {
    pub tricks: Vec<ReplayedTrick>,
    /// Every trick of the hand was played and replayed.
    pub complete: bool,
    /// What each player holds after the tricks replayed, by seat.
    pub hands: Vec<Counts>,
    /// Who leads the trick after them.
    pub leader: usize,
    pub trump: usize,
    pub tricks_in_hand: usize,
    /// The points the last trick takes beyond its counters.
    pub last_trick: u32,
}

/// What one team took in the tricks replayed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Taken {
    pub points: i64,
    pub tricks: usize,
}

impl Replay {
    /// What each team took in the tricks replayed, by team (see [`super::teams`]).
    pub fn taken_by_team(&self, table: &Table) -> Vec<Taken> {
        let mut taken = vec![Taken::default(); super::teams(table)];
        for trick in &self.tricks {
            if let Some(team) = taken.get_mut(table.team_of(trick.winner)) {
                team.points += i64::from(trick.points);
                team.tricks += 1;
            }
        }
        taken
    }
}

/// Whether `card` beats `best` in a trick where `trump` is trumps.
pub(crate) fn beats(card: Card, best: Card, trump: usize) -> bool {
    if card.suit == best.suit {
        card.rank < best.rank
    } else {
        card.suit == trump
    }
}

/// The replay of the written tricks, as far as they can be replayed: it needs the hands of
/// every player (`Holding` after an exchange, else `Deal`), the trump suit and the first
/// leader, and stops at a trick cut short (`*`, `?`) or not of one card per player.
pub(crate) fn replay(model: &HandModel) -> Option<Replay> {
    let table = model.table;
    let deck = table.deck?;
    let (_, holdings) = model.holding.as_ref().or(model.deal.as_ref())?;
    let trump = model.trump?.value?;
    let mut leader = model.play_first?.value;
    if holdings.len() != table.players {
        return None;
    }
    let mut hands = vec![[[0u32; 6]; 4]; table.players];
    for holding in holdings {
        *hands.get_mut(holding.seat)? = holding.cards;
    }
    // The kitty's cards are dealt aside, and each player plays a card to each trick.
    let dealt = deck.size().saturating_sub(model.kitty_size().unwrap_or(0));
    let tricks_in_hand = (dealt as usize).checked_div(table.players)?;
    let last_trick = deck.last_trick_points();
    let mut replayed = Vec::new();
    for (index, trick) in model.tricks.iter().enumerate() {
        if trick.incomplete || trick.cards.len() != table.players {
            break;
        }
        let mut plays = Vec::with_capacity(table.players);
        let mut best: Option<(usize, Card)> = None;
        for (offset, card) in trick.cards.iter().enumerate() {
            let seat = (leader + offset) % table.players;
            let hand = hands.get_mut(seat)?;
            let card = card.value;
            let fault = judge(
                hand,
                card,
                best.map(|(_, best)| best),
                trick_led(trick),
                trump,
            );
            take(hand, card);
            if best.is_none_or(|(_, top)| beats(card, top, trump)) {
                best = Some((offset, card));
            }
            plays.push(Play {
                seat,
                index: offset,
                fault,
            });
        }
        let winner = (leader + best.map_or(0, |(offset, _)| offset)) % table.players;
        let cards: Vec<Card> = trick.cards.iter().map(|card| card.value).collect();
        let bonus = if index + 1 == tricks_in_hand {
            last_trick
        } else {
            0
        };
        let points = trick_points(&cards, bonus);
        replayed.push(ReplayedTrick {
            index,
            plays,
            winner,
            points,
        });
        leader = winner;
    }
    Some(Replay {
        complete: replayed.len() == tricks_in_hand,
        tricks: replayed,
        hands,
        leader,
        trump,
        tricks_in_hand,
        last_trick,
    })
}

/// Takes one `card` out of `hand`, if it holds one.
fn take(hand: &mut Counts, card: Card) {
    if let Some(count) = hand
        .get_mut(card.suit)
        .and_then(|row| row.get_mut(card.rank))
    {
        *count = count.saturating_sub(1);
    }
}

/// Aces, tens and kings count a point; the last trick takes `bonus` more.
fn trick_points(cards: &[Card], bonus: u32) -> u32 {
    let counters = cards.iter().filter(|card| card.is_counter()).count();
    u32::try_from(counters)
        .unwrap_or(u32::MAX)
        .saturating_add(bonus)
}

/// What comes next in the trick after the replayed ones, once `played` (its cards so far)
/// are down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Next {
    /// The player at `seat` plays one of `cards`, the legal ones of their hand.
    Card { seat: usize, cards: Vec<Card> },
    /// The trick is full: `winner` takes it with `points`.
    Result { winner: usize, points: u32 },
}

impl Replay {
    /// What comes next in the trick the replay stopped at, after `played`; `None` when the
    /// cards played are more than a trick holds or the hand is over.
    pub fn next(&self, played: &[Card]) -> Option<Next> {
        let players = self.hands.len();
        if self.complete || played.len() > players {
            return None;
        }
        let mut hands = self.hands.clone();
        let mut best: Option<(usize, Card)> = None;
        for (offset, card) in played.iter().enumerate() {
            take(hands.get_mut((self.leader + offset) % players)?, *card);
            if best.is_none_or(|(_, top)| beats(*card, top, self.trump)) {
                best = Some((offset, *card));
            }
        }
        if played.len() == players {
            let offset = best.map_or(0, |(offset, _)| offset);
            let last = self.tricks.len() + 1 == self.tricks_in_hand;
            return Some(Next::Result {
                winner: (self.leader + offset) % players,
                points: trick_points(played, if last { self.last_trick } else { 0 }),
            });
        }
        let seat = (self.leader + played.len()) % players;
        let hand = hands.get(seat)?;
        let led = played.first().copied();
        let cards = (0..4)
            .flat_map(|suit| (0..6).map(move |rank| Card { suit, rank }))
            .filter(|card| {
                judge(hand, *card, best.map(|(_, best)| best), led, self.trump).is_none()
            })
            .collect();
        Some(Next::Card { seat, cards })
    }
}

fn trick_led(trick: &super::WrittenTrick) -> Option<Card> {
    trick.cards.first().map(|card| card.value)
}

/// What is wrong with playing `card` from `hand` when `best` is winning a trick led with
/// `led` (nothing of either for the lead).
fn judge(
    hand: &[[u32; 6]; 4],
    card: Card,
    best: Option<Card>,
    led: Option<Card>,
    trump: usize,
) -> Option<Fault> {
    let held = |card: Card| {
        hand.get(card.suit)
            .and_then(|row| row.get(card.rank))
            .is_some_and(|&count| count > 0)
    };
    if !held(card) {
        return Some(Fault::NotHeld);
    }
    let (Some(best), Some(led)) = (best, led) else {
        return None;
    };
    let in_suit = |suit: usize| {
        (0..6)
            .map(move |rank| Card { suit, rank })
            .filter(move |card| held(*card))
    };
    let beating = |suit: usize| in_suit(suit).find(|candidate| beats(*candidate, best, trump));
    if in_suit(led.suit).next().is_some() {
        if card.suit != led.suit {
            return Some(Fault::Revoke { led: led.suit });
        }
        return match beating(led.suit) {
            Some(with) if !beats(card, best, trump) => Some(Fault::DidNotBeat { with }),
            _ => None,
        };
    }
    if in_suit(trump).next().is_some() {
        if card.suit != trump {
            return Some(Fault::DidNotTrump);
        }
        return match beating(trump) {
            Some(with) if !beats(card, best, trump) => Some(Fault::DidNotBeat { with }),
            _ => None,
        };
    }
    None
}
