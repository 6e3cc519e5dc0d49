//! Hovers in the sections: a trick with who led it, what each player threw, who won it and
//! why, and the points it holds; a call of the auction with who made it and what stood.

use super::hands::SUIT_SYMBOLS;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::pinochle::model::auction::{self, Call};
use crate::ide::notations::pinochle::model::play::{replay, ReplayedTrick};
use crate::ide::notations::pinochle::model::{Card, HandModel, WrittenTrick};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::TextSize;

/// `K♠`, as the hover shows a card.
pub(super) fn card_text(card: Card) -> String {
    let rank = spec::RANKS
        .get(card.rank)
        .map_or('?', |(letter, _)| *letter);
    let suit = SUIT_SYMBOLS.get(card.suit).copied().unwrap_or('?');
    match rank {
        'T' => format!("10{suit}"),
        _ => format!("{rank}{suit}"),
    }
}

fn suit_name(suit: usize) -> &'static str {
    spec::SUITS.get(suit).map_or("?", |(_, name)| name)
}

pub(super) fn trick(model: &HandModel, offset: TextSize) -> Option<Markup> {
    let index = model
        .tricks
        .iter()
        .position(|trick| trick.range.contains_inclusive(offset))?;
    let written = model.tricks.get(index)?;
    let heading = format!("Trick {}", index + 1);
    let replayed = replay(model)
        .and_then(|replay| replay.tricks.into_iter().find(|trick| trick.index == index));
    let Some(replayed) = replayed else {
        return Some(Markup::new().heading(heading).paragraph(
            "The trick cannot be replayed: it needs every hand of the deal, the trump, the \
             leader of the first trick and every trick before it in full.",
        ));
    };
    Some(
        Markup::new()
            .heading(heading)
            .list(throws(model, written, &replayed))
            .paragraph(why_won(model, written, &replayed))
            .paragraph(points_text(written, &replayed)),
    )
}

fn throws(model: &HandModel, written: &WrittenTrick, replayed: &ReplayedTrick) -> Vec<String> {
    replayed
        .plays
        .iter()
        .filter_map(|play| {
            let card = written.cards.get(play.index)?.value;
            let verb = if play.index == 0 { "leads" } else { "plays" };
            Some(format!(
                "{} {verb} the {}",
                escape(&model.who(play.seat)),
                card_text(card)
            ))
        })
        .collect()
}

fn why_won(model: &HandModel, written: &WrittenTrick, replayed: &ReplayedTrick) -> String {
    let winner = replayed.winner;
    let winning = replayed
        .plays
        .iter()
        .find(|play| play.seat == winner)
        .and_then(|play| written.cards.get(play.index))
        .map(|card| card.value);
    let (Some(card), Some(led)) = (winning, written.cards.first().map(|card| card.value)) else {
        return String::new();
    };
    let trump = model.trump.and_then(|trump| trump.value);
    let reason = if Some(card.suit) == trump {
        "the highest trump".to_owned()
    } else {
        format!(
            "the highest {} with no trump played",
            suit_name(led.suit).trim_end_matches('s')
        )
    };
    let copies = written
        .cards
        .iter()
        .filter(|other| other.value == card)
        .count();
    let tie = if copies > 1 {
        "; of identical cards the first played wins"
    } else {
        ""
    };
    format!(
        "{} wins with the {}, {reason}{tie}.",
        escape(&model.who(winner)),
        card_text(card)
    )
}

fn points_text(written: &WrittenTrick, replayed: &ReplayedTrick) -> String {
    let counters = written
        .cards
        .iter()
        .filter(|card| card.value.is_counter())
        .count();
    let bonus = u32::try_from(counters)
        .ok()
        .and_then(|counters| replayed.points.checked_sub(counters))
        .filter(|bonus| *bonus > 0);
    format!(
        "{} points: {counters} for the aces, tens and kings{}.",
        replayed.points,
        match bonus {
            Some(bonus) => format!(", and {bonus} for the last trick"),
            None => String::new(),
        }
    )
}

pub(super) fn call(model: &HandModel, offset: TextSize) -> Option<Markup> {
    let replay = auction::replay(model)?;
    let (turn, judged) = replay
        .calls
        .iter()
        .enumerate()
        .find(|(_, judged)| judged.call.range.contains_inclusive(offset))?;
    let who = escape(&model.who(judged.seat));
    let standing =
        replay
            .calls
            .iter()
            .take(turn)
            .rev()
            .find_map(|earlier| match earlier.call.value {
                Call::Bid(bid) if earlier.fault.is_none() => Some((earlier.seat, bid)),
                _ => None,
            });
    let what = match judged.call.value {
        Call::Bid(bid) => format!("{who} bids {bid}."),
        Call::Pass => format!("{who} passes and is out of the auction."),
        Call::Out => format!("{who} passed before and is out."),
        Call::Stop => "The auction stops being known here.".to_owned(),
    };
    let before = match standing {
        Some((seat, bid)) => format!("Standing before: {bid} by {}.", escape(&model.who(seat))),
        None => "No bid stood before.".to_owned(),
    };
    let round = model
        .auction
        .as_ref()
        .and_then(|auction| {
            auction
                .rounds
                .iter()
                .position(|round| round.iter().any(|call| call.range == judged.call.range))
        })
        .unwrap_or(0);
    Some(
        Markup::new()
            .heading(format!("Auction, round {}", round + 1))
            .paragraph(what)
            .paragraph(before),
    )
}
