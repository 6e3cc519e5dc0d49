//! The `Melds` tag: one meld per player, clockwise from its seat; each meld only of cards the
//! player holds; and the points written beside each meld against the standard table, unless
//! `Scoring` names another system.

use super::exchange::difference;
use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::meld::{breakdown, melds, table_name, total};
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;

pub(super) const MELD_COUNT: &str = "pinochle/meld-count";
pub(super) const MELD_NOT_HELD: &str = "pinochle/meld-not-held";
pub(super) const MELD_POINTS: &str = "pinochle/meld-points";

pub(super) fn check(model: &HandModel, out: &mut Findings) {
    let Some((first, shown)) = &model.melds else {
        return;
    };
    let table = &model.table;
    let seat = |index: usize| table.seats.get(index).copied().unwrap_or("?");
    if shown.len() != table.players {
        out.push(Diagnostic::error(
            MELD_COUNT,
            first
                .range
                .cover(shown.last().map_or(first.range, |meld| meld.range)),
            format!(
                "`Melds` gives {} melds, and the table has {} players: one meld per player, \
                 empty when the player melds nothing",
                shown.len(),
                table.players
            ),
        ));
    }
    let hands = model.holding.as_ref().or(model.deal.as_ref());
    let hands_tag = if model.holding.is_some() {
        "`Holding`"
    } else {
        "`Deal`"
    };
    for meld in shown {
        let held = hands.and_then(|(_, hands)| hands.iter().find(|hand| hand.seat == meld.seat));
        if let Some(held) = held {
            let missing = difference(&meld.cards, &held.cards);
            if !missing.is_empty() {
                out.push(Diagnostic::error(
                    MELD_NOT_HELD,
                    meld.range,
                    format!(
                        "{} melds {}, which {hands_tag} does not give {}",
                        seat(meld.seat),
                        join_and(&missing),
                        seat(meld.seat)
                    ),
                ));
            }
        }
        let (Some(written), Some(deck), Some(trump), None) =
            (meld.points, table.deck, model.trump, &model.other_scoring)
        else {
            continue;
        };
        let found = melds(&meld.cards, trump.value, deck);
        let points = total(&found);
        if points != written.value {
            out.push(Diagnostic::warning(
                MELD_POINTS,
                written.range,
                format!(
                    "{}'s meld makes {points} by {} ({}), not {}",
                    seat(meld.seat),
                    table_name(deck),
                    breakdown(&found),
                    written.value
                ),
            ));
        }
    }
}
