//! Hovers on hands: the hands of `Deal` or `Holding` as a diagram, a line per player with the
//! cards by suit, the count in each suit and the meld they make; and one meld of `Melds` with
//! how its points are made up.

use crate::ide::markup::{escape, Markup};
use crate::ide::notations::pinochle::model::meld::{breakdown, melds, table_name, total};
use crate::ide::notations::pinochle::model::{Counts, HandModel};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::TextSize;

/// The suit symbols in the order hands list the suits (C, D, S, H).
pub(super) const SUIT_SYMBOLS: [char; 4] = ['♣', '♦', '♠', '♥'];

/// One suit of `cards` as `♣TTKQ`, or `♣–` when void.
fn suit_text(cards: &Counts, suit: usize) -> String {
    let mut text = String::new();
    text.push(SUIT_SYMBOLS.get(suit).copied().unwrap_or('?'));
    let mut any = false;
    if let Some(ranks) = cards.get(suit) {
        for (rank, count) in ranks.iter().enumerate() {
            let letter = spec::RANKS.get(rank).map_or('?', |(letter, _)| *letter);
            for _ in 0..*count {
                text.push(letter);
                any = true;
            }
        }
    }
    if !any {
        text.push('–');
    }
    text
}

/// The cards of a hand by suit: `♣TTKQ ♦AJ ♠– ♥K`.
pub(super) fn by_suit(cards: &Counts) -> String {
    (0..4)
        .map(|suit| suit_text(cards, suit))
        .collect::<Vec<_>>()
        .join(" ")
}

fn suit_counts(cards: &Counts) -> Vec<u32> {
    cards.iter().map(|ranks| ranks.iter().sum()).collect()
}

/// Lines of cells, each column padded to its widest cell.
fn columns(rows: &[Vec<String>]) -> String {
    let width = |column: usize| {
        rows.iter()
            .filter_map(|row| row.get(column))
            .map(|cell| cell.chars().count())
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..rows.iter().map(Vec::len).max().unwrap_or(0))
        .map(width)
        .collect();
    rows.iter()
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(cell, width)| {
                    let pad = width.saturating_sub(cell.chars().count());
                    format!("{cell}{}", " ".repeat(pad))
                })
                .collect();
            cells.join("  ").trim_end().to_owned()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn hands(model: &HandModel, after_exchange: bool) -> Option<Markup> {
    let (first, hands) = if after_exchange {
        model.holding.as_ref()?
    } else {
        model.deal.as_ref()?
    };
    let deck = model.table.deck;
    let trump = model.trump.map(|trump| trump.value);
    let mut rows = Vec::new();
    let mut breakdowns = Vec::new();
    for hand in hands {
        let counts: Vec<String> = suit_counts(&hand.cards)
            .iter()
            .map(u32::to_string)
            .collect();
        let mut row = vec![model.who(hand.seat)];
        row.extend((0..4).map(|suit| suit_text(&hand.cards, suit)));
        row.push(counts.join("-"));
        if let (Some(deck), Some(trump)) = (deck, trump) {
            let found = melds(&hand.cards, trump, deck);
            row.push(format!("meld {}", total(&found)));
            breakdowns.push(format!(
                "{}: {}",
                escape(&model.who(hand.seat)),
                breakdown(&found)
            ));
        }
        rows.push(row);
    }
    let seat = |index: usize| model.table.seats.get(index).copied().unwrap_or("?");
    let heading = if after_exchange {
        format!(
            "Holding: the hands after the exchange, from {}",
            seat(first.value)
        )
    } else {
        format!("Deal: the hands clockwise from {}", seat(first.value))
    };
    let mut markup = Markup::new().heading(heading).code(columns(&rows));
    if let (Some(deck), Some(trump)) = (deck, trump) {
        let trump = match trump {
            Some(suit) => format!("{} trump", suit_name(suit)),
            None => "no trump".to_owned(),
        };
        markup = markup
            .paragraph(format!("Meld by {} with {trump}:", table_name(deck)))
            .list(breakdowns);
        if let Some(note) = other_scoring_note(model) {
            markup = markup.paragraph(note);
        }
    }
    Some(markup)
}

/// What the hover says when `Scoring` names a system whose table gamerec does not know.
fn other_scoring_note(model: &HandModel) -> Option<String> {
    let system = model.other_scoring.as_deref()?;
    Some(format!(
        "`Scoring` names {}, whose table gamerec does not know: these are the standard \
         table's points, and the melds' written points are not judged.",
        escape(system)
    ))
}

fn suit_name(suit: usize) -> &'static str {
    spec::SUITS.get(suit).map_or("?", |(_, name)| name)
}

pub(super) fn meld(model: &HandModel, offset: TextSize) -> Option<Markup> {
    let (_, shown) = model.melds.as_ref()?;
    let meld = shown
        .iter()
        .find(|meld| meld.range.contains_inclusive(offset))?;
    let mut markup = Markup::new()
        .heading(format!("{}'s meld", escape(&model.who(meld.seat))))
        .code(by_suit(&meld.cards));
    let (Some(deck), Some(trump)) = (model.table.deck, model.trump) else {
        return Some(markup.paragraph("The points need the trump suit and the decks known."));
    };
    let found = melds(&meld.cards, trump.value, deck);
    let points = total(&found);
    markup = markup.paragraph(format!(
        "{} = {points} by {}.",
        breakdown(&found),
        table_name(deck)
    ));
    if let Some(written) = meld.points {
        if written.value != points {
            markup = markup.paragraph(format!("The record writes {}.", written.value));
        }
    }
    if let Some(note) = other_scoring_note(model) {
        markup = markup.paragraph(note);
    }
    Some(markup)
}
