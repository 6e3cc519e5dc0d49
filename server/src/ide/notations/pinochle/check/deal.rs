//! The deal: one hand per player starting at the dealer's left, each of the same size, and no
//! card more often than the decks hold it.

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::{Card, HandModel};
use crate::ide::Diagnostic;

pub(super) const DEAL_HAND_COUNT: &str = "pinochle/deal-hand-count";
pub(super) const DEAL_FIRST_SEAT: &str = "pinochle/deal-first-seat";
pub(super) const HAND_SIZE: &str = "pinochle/hand-size";
pub(super) const TOO_MANY_COPIES: &str = "pinochle/too-many-copies";

pub(super) fn check(model: &HandModel, out: &mut Findings) {
    let Some((first, holdings)) = &model.deal else {
        return;
    };
    let table = &model.table;
    let seat = |index: usize| table.seats.get(index).copied().unwrap_or("?");
    if holdings.len() != table.players {
        out.push(Diagnostic::error(
            DEAL_HAND_COUNT,
            first
                .range
                .cover(holdings.last().map_or(first.range, |hand| hand.range)),
            format!(
                "`Deal` gives {} hands, and the table has {} players: one hand per player, \
                 clockwise from the dealer's left",
                holdings.len(),
                table.players
            ),
        ));
    }
    if let Some(dealer) = model.dealer {
        let left = (dealer.value + 1) % table.players;
        if first.value != left {
            out.push(Diagnostic::error(
                DEAL_FIRST_SEAT,
                first.range,
                format!(
                    "`Deal` starts with the player on the dealer's left: {} deals, so the first \
                     hand is {}'s, not {}'s",
                    seat(dealer.value),
                    seat(left),
                    seat(first.value)
                ),
            ));
        }
    }
    let Some(deck) = table.deck else {
        return;
    };
    // The kitty's cards are dealt aside.
    let kitty = model.kitty_size();
    let players = table.players as u32;
    let dealt = kitty.and_then(|kitty| deck.size().checked_sub(kitty));
    if let (Some(dealt), Some(kitty), true) = (dealt, kitty, holdings.len() == table.players) {
        if dealt % players == 0 {
            let size = dealt / players;
            let aside = match kitty {
                0 => String::new(),
                1 => ", the kitty's card put aside,".to_owned(),
                kitty => format!(", the kitty's {kitty} cards put aside,"),
            };
            for holding in holdings.iter().filter(|holding| holding.count != size) {
                out.push(Diagnostic::error(
                    HAND_SIZE,
                    holding.range,
                    format!(
                        "{}'s hand has {} cards; {}{aside} shared among {} players gives each \
                         {size}",
                        seat(holding.seat),
                        holding.count,
                        deck.name(),
                        table.players
                    ),
                ));
            }
        }
    }
    for suit in 0..4 {
        for rank in 0..6 {
            let card = Card { suit, rank };
            let allowed = if rank == 5 && !deck.has_nines() {
                0
            } else {
                deck.copies()
            };
            let total: u32 = holdings
                .iter()
                .filter_map(|holding| holding.cards.get(suit)?.get(rank))
                .sum();
            if total <= allowed {
                continue;
            }
            // Point at the hand where the count first runs over.
            let mut seen = 0;
            let over = holdings.iter().find(|holding| {
                seen += holding
                    .cards
                    .get(suit)
                    .and_then(|row| row.get(rank))
                    .copied()
                    .unwrap_or(0);
                seen > allowed
            });
            let message = if allowed == 0 {
                format!(
                    "{} has no {}, and the deal holds {total}",
                    deck.name(),
                    card.name()
                )
            } else {
                format!(
                    "{} holds {allowed} of the {}, and the deal has {total}",
                    deck.name(),
                    card.name()
                )
            };
            out.push(Diagnostic::error(
                TOO_MANY_COPIES,
                over.map_or(first.range, |holding| holding.range),
                message,
            ));
        }
    }
}
