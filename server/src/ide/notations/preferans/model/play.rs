//! The play of a deal replayed trick by trick from the hands as dealt: who throws each card,
//! whether they hold it and may throw it, and who wins each trick.
//!
//! The hands in play are main's and the followers'. With a lone follower the README allows
//! tricks of two cards ("depending on the number of players involved"), while its examples
//! write three: a first trick of three cards is read as the lone follower playing the other
//! follower's hand too (whose tricks then count for the lone follower), one of two as the
//! other follower sitting out. The first player in deal order whose hand is in play leads
//! the first trick; each player follows suit if able, else trumps if able (the contract's
//! suit; betl, sans and preferans have none); the highest trump wins, else the highest card
//! of the suit led, and the winner leads the next trick.

use super::{suit_of, Card, Cards, Deal, Player, Players, Written};
use crate::ide::notations::preferans::cards::{card_name, suit_name};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::preferans::spec::{self, Suit};

pub(crate) const TRICK_SIZE: &str = "preferans/trick-size";
pub(crate) const CARD_NOT_HELD: &str = "preferans/card-not-held";
pub(crate) const WRONG_LEADER: &str = "preferans/wrong-leader";
pub(crate) const NOT_FOLLOWING_SUIT: &str = "preferans/not-following-suit";
pub(crate) const NOT_TRUMPING: &str = "preferans/not-trumping";
pub(crate) const WRONG_TRICK_WINNER: &str = "preferans/wrong-trick-winner";
pub(crate) const TRICK_COUNT: &str = "preferans/trick-count";

/// The tricks of a deal.
pub(crate) const TRICKS: usize = 10;

/// One trick as replayed.
#[derive(Debug, Clone)]
pub(crate) struct TrickPlay {
    pub leader: Player,
    /// Who threw each card, in order.
    pub players: Players,
    /// Who won it, and with which card.
    pub winner: Option<(Player, Card)>,
}

/// The play as far as it could be replayed.
#[derive(Debug, Clone)]
pub(crate) struct Replay {
    /// The players whose hands are played, in deal order.
    pub in_play: Players,
    /// Whether the lone follower also plays the other follower's hand.
    pub plays_both_hands: bool,
    /// The first player to lead by the rules.
    pub first_leader: Player,
    /// The tricks replayed, as many as could be.
    pub tricks: Vec<TrickPlay>,
    /// The tricks each player (index `player - 1`) took: as replayed, then by the written
    /// winners of the tricks after the replay stopped.
    pub won: [u32; 3],
    /// The hands left after the tricks replayed (`hands_left[player - 1]`), and who leads
    /// next, when the replay went through every trick: what completion goes on from.
    pub hands_left: [Cards; 3],
    pub next_leader: Option<Player>,
    pub problems: Vec<Diagnostic>,
}

pub(crate) fn card_text(card: Card) -> String {
    spec::CARDS
        .get(usize::from(card))
        .map_or_else(String::new, card_name)
}

fn suit_word(suit: u8) -> &'static str {
    suit_name([Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs][usize::from(suit.min(3))])
}

/// `the 10♠ and 9♠`.
pub(crate) fn card_list(cards: Cards) -> String {
    let names: Vec<String> = cards.high_to_low().map(card_text).collect();
    format!("the {}", join_and(&names))
}

pub(crate) fn replay(deal: &Deal) -> Option<Replay> {
    let order = deal.order?.value;
    let main = deal.main?.value;
    let contract = deal.contract?.value;
    let throws = deal.throws.as_ref()?;
    let followers = deal.followers()?;
    let mut hands = [Cards::default(); 3];
    for player in 1..=3 {
        hands[usize::from(player - 1)] = if player == main {
            deal.main_cards()?
        } else {
            deal.hand_of(player)?
        };
    }
    let first_size = throws.value.first().map(|trick| trick.cards.len());
    let plays_both_hands = followers.len() == 1 && first_size == Some(3);
    let in_play: Players = order
        .iter()
        .copied()
        .filter(|&player| player == main || followers.contains(&player) || plays_both_hands)
        .collect();
    let first_leader = *in_play.first()?;
    let mut replay = Replay {
        in_play,
        plays_both_hands,
        first_leader,
        tricks: Vec::new(),
        won: [0; 3],
        hands_left: hands,
        next_leader: None,
        problems: Vec::new(),
    };
    if followers.is_empty() {
        return Some(replay);
    }
    let leader = deal
        .starts
        .map(|starts| starts.value)
        .filter(|starts| replay.in_play.contains(starts))
        .unwrap_or(first_leader);
    let mut table = Table {
        deal,
        order,
        hands,
        thrown: [None; spec::DECK_SIZE],
        trumps: contract.trumps(),
        leader,
        lone_follower: (followers.len() == 1).then(|| followers[0]),
    };
    let mut stopped = false;
    for (index, trick) in throws.value.iter().enumerate() {
        if stopped {
            if let Some(winner) = trick.winner {
                replay.won[usize::from(table.owner(winner.value, main) - 1)] += 1;
            }
            continue;
        }
        match table.play_trick(index, trick, &replay.in_play, &mut replay.problems) {
            Some(played) => {
                if let Some((winner, _)) = &played.winner {
                    replay.won[usize::from(table.owner(*winner, main) - 1)] += 1;
                }
                replay.tricks.push(played);
            }
            None => {
                stopped = true;
                if let Some(winner) = trick.winner {
                    replay.won[usize::from(table.owner(winner.value, main) - 1)] += 1;
                }
            }
        }
    }
    if !stopped {
        replay.hands_left = table.hands;
        replay.next_leader = Some(table.leader);
    }
    if throws.value.len() != TRICKS {
        replay.problems.push(Diagnostic::error(
            TRICK_COUNT,
            throws.range,
            format!(
                "the throws hold {} {}; a deal is played out in ten tricks",
                throws.value.len(),
                if throws.value.len() == 1 {
                    "trick"
                } else {
                    "tricks"
                }
            ),
        ));
    }
    Some(replay)
}

/// The cards on the table as the replay goes.
struct Table<'a> {
    deal: &'a Deal,
    order: [Player; 3],
    hands: [Cards; 3],
    /// The trick (from 0) each card was thrown in.
    thrown: [Option<usize>; spec::DECK_SIZE],
    trumps: Option<u8>,
    leader: Player,
    /// The follower who plays alone, if one does.
    lone_follower: Option<Player>,
}

impl Table<'_> {
    fn hand(&self, player: Player) -> Cards {
        self.hands[usize::from(player - 1)]
    }

    /// Who a trick won by `player`'s hand counts for: the lone follower when they play the
    /// other follower's hand.
    fn owner(&self, player: Player, main: Player) -> Player {
        match self.lone_follower {
            Some(follower) if player != main => follower,
            _ => player,
        }
    }

    /// The players in turn from the leader.
    fn turn(&self, in_play: &[Player]) -> Players {
        turn_from(self.order, self.leader, in_play)
    }

    /// Where a card someone does not hold is.
    fn whereabouts(&self, card: Card, in_play: &[Player]) -> String {
        if let Some(trick) = self.thrown[usize::from(card)] {
            return format!("it was thrown in trick {}", trick + 1);
        }
        if let Some(player) = (1..=3).find(|&player| self.hand(player).has(card)) {
            return if in_play.contains(&player) {
                format!("player {player} holds it")
            } else {
                format!("player {player}, who does not play, holds it")
            };
        }
        let main = self.deal.main.map_or(0, |main| main.value);
        match self.deal.discard.map(|discard| discard.value) {
            Some(super::Discard::Cards(_)) => format!("main (player {main}) discarded it"),
            _ => "it is in the talon, which main does not take in a game".to_owned(),
        }
    }

    /// Plays one trick; `None` when the replay cannot go on.
    fn play_trick(
        &mut self,
        index: usize,
        trick: &super::Trick,
        in_play: &[Player],
        problems: &mut Vec<Diagnostic>,
    ) -> Option<TrickPlay> {
        let number = index + 1;
        let turn = self.turn(in_play);
        if trick.cards.len() != turn.len() {
            let why = if turn.len() == 3 {
                "three hands are played, so each trick has three cards"
            } else {
                "main and the lone follower play, the other follower sits out (as the first \
                 trick shows), so each trick has two cards"
            };
            problems.push(Diagnostic::error(
                TRICK_SIZE,
                trick.range,
                format!(
                    "trick {number} has {} {}: {why}",
                    trick.cards.len(),
                    if trick.cards.len() == 1 {
                        "card"
                    } else {
                        "cards"
                    }
                ),
            ));
            return None;
        }
        let mut led: Option<u8> = None;
        let mut thrown = [(0, 0); 3];
        let mut count = 0;
        for (position, (&player, card)) in turn.iter().zip(&trick.cards).enumerate() {
            let hand = self.hand(player);
            if !hand.has(card.value) {
                problems.push(self.not_held(number, position, player, *card, in_play));
                return None;
            }
            if let Some(suit) = led {
                self.judge_follow(number, player, *card, suit, problems);
            }
            self.hands[usize::from(player - 1)] = hand.without(card.value);
            self.thrown[usize::from(card.value)] = Some(index);
            led.get_or_insert(suit_of(card.value));
            thrown[count] = (player, card.value);
            count += 1;
        }
        let (winner, card) = trick_winner(&thrown[..count], self.trumps)?;
        if let Some(written) = trick.winner {
            if written.value != winner {
                problems.push(Diagnostic::error(
                    WRONG_TRICK_WINNER,
                    written.range,
                    format!(
                        "player {winner} wins trick {number} with {}, not player {}",
                        why_it_wins(card, self.trumps),
                        written.value
                    ),
                ));
            }
        }
        self.leader = winner;
        Some(TrickPlay {
            leader: turn[0],
            players: turn,
            winner: Some((winner, card)),
        })
    }

    fn not_held(
        &self,
        number: usize,
        position: usize,
        player: Player,
        card: Written<Card>,
        in_play: &[Player],
    ) -> Diagnostic {
        let name = card_text(card.value);
        let holder = (1..=3).find(|&other| self.hand(other).has(card.value));
        if position == 0 {
            if let Some(holder) = holder.filter(|holder| in_play.contains(holder)) {
                let why = if number == 1 {
                    "leads the first trick".to_owned()
                } else {
                    format!("won trick {} and leads", number - 1)
                };
                return Diagnostic::error(
                    WRONG_LEADER,
                    card.range,
                    format!(
                        "trick {number} opens with player {holder}'s {name}, but player \
                         {player} {why}"
                    ),
                );
            }
        }
        Diagnostic::error(
            CARD_NOT_HELD,
            card.range,
            format!(
                "player {player} throws the {name} in trick {number}, but does not hold it: {}",
                self.whereabouts(card.value, in_play)
            ),
        )
    }

    fn judge_follow(
        &self,
        number: usize,
        player: Player,
        card: Written<Card>,
        led: u8,
        problems: &mut Vec<Diagnostic>,
    ) {
        let suit = suit_of(card.value);
        if suit == led {
            return;
        }
        let hand = self.hand(player);
        let name = || card_text(card.value);
        let of_led = hand.of_suit(led);
        if !of_led.is_empty() {
            problems.push(Diagnostic::error(
                NOT_FOLLOWING_SUIT,
                card.range,
                format!(
                    "player {player} throws the {} in trick {number} but holds {} — {} \
                     were led",
                    name(),
                    card_list(of_led),
                    suit_word(led)
                ),
            ));
            return;
        }
        let Some(trumps) = self.trumps.filter(|&trumps| trumps != suit) else {
            return;
        };
        let of_trumps = hand.of_suit(trumps);
        if !of_trumps.is_empty() {
            problems.push(Diagnostic::error(
                NOT_TRUMPING,
                card.range,
                format!(
                    "player {player} throws the {} in trick {number} but holds the {} {} \
                     — out of {}, which were led, a player must trump",
                    name(),
                    if of_trumps.len() == 1 {
                        "trump"
                    } else {
                        "trumps"
                    },
                    join_and(&of_trumps.high_to_low().map(card_text).collect::<Vec<_>>()),
                    suit_word(led)
                ),
            ));
        }
    }
}

/// The players in turn from `leader`: the players in play, in deal order from the leader.
pub(crate) fn turn_from(order: [Player; 3], leader: Player, in_play: &[Player]) -> Players {
    let start = order
        .iter()
        .position(|&player| player == leader)
        .unwrap_or(0);
    let mut turn = Players::default();
    for step in 0..3 {
        let player = order[(start + step) % 3];
        if in_play.contains(&player) {
            turn.push(player);
        }
    }
    turn
}

/// The cards a player holding `hand` may throw after `led` was led: the suit led if they
/// have it, else a trump if they have one, else any.
pub(crate) fn legal_cards(hand: Cards, led: Option<u8>, trumps: Option<u8>) -> Cards {
    let Some(led) = led else {
        return hand;
    };
    [Some(led), trumps]
        .into_iter()
        .flatten()
        .map(|suit| hand.of_suit(suit))
        .find(|cards| !cards.is_empty())
        .unwrap_or(hand)
}

/// Who wins a trick of these throws, and with which card: the highest trump, else the highest
/// card of the suit led.
pub(crate) fn trick_winner(
    thrown: &[(Player, Card)],
    trumps: Option<u8>,
) -> Option<(Player, Card)> {
    let led = suit_of(thrown.first()?.1);
    let strength = |card: Card| {
        let suit = suit_of(card);
        let class = if Some(suit) == trumps {
            2
        } else {
            u32::from(suit == led)
        };
        class * 8 + u32::from(card % 8)
    };
    thrown
        .iter()
        .copied()
        .max_by_key(|&(_, card)| strength(card))
}

/// Why the winning `card` wins, in words: `the K♠, the highest spade with no trump thrown`.
pub(crate) fn why_it_wins(card: Card, trumps: Option<u8>) -> String {
    let suit = suit_of(card);
    if Some(suit) == trumps {
        format!("the {}, the highest trump", card_text(card))
    } else if trumps.is_some() {
        format!(
            "the {}, the highest {} with no trump thrown",
            card_text(card),
            singular(suit_word(suit))
        )
    } else {
        format!(
            "the {}, the highest {}",
            card_text(card),
            singular(suit_word(suit))
        )
    }
}

/// `spade` from `spades`.
fn singular(suit: &str) -> &str {
    suit.strip_suffix('s').unwrap_or(suit)
}
