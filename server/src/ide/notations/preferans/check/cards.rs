//! Each deal's `cards` field: every card of the deck dealt once. Judged only when the field is
//! 32 card characters without syntax errors (the parser reports the others).

use crate::ide::check::Findings;
use crate::ide::notations::preferans::cards::card_name;
use crate::ide::notations::preferans::model::{CardAt, Deal};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::preferans::spec::{self, DECK_SIZE, HAND_SIZE};
use gamerec_grammar::TextRange;

pub(super) const DUPLICATE_CARD: &str = "preferans/duplicate-card";
pub(super) const MISSING_CARDS: &str = "preferans/missing-cards";

pub(super) fn check(deal: &Deal, out: &mut Findings) {
    if let Some(cards) = &deal.cards {
        check_cards(cards, deal.order_written.map(|order| order.value), out);
    }
}

/// Who got the card at `index` (from 0) of the field: a player, or the talon.
fn receiver(order: Option<[u8; 3]>, index: usize) -> String {
    if index >= 3 * HAND_SIZE {
        return "the talon".to_owned();
    }
    let permutation = order.filter(|[a, b, c]| a != b && b != c && a != c);
    match permutation.and_then(|order| order.get(index / HAND_SIZE).copied()) {
        Some(player) => format!("player {player}"),
        None => format!("hand {}", index / HAND_SIZE + 1),
    }
}

fn check_cards(dealt: &[CardAt; DECK_SIZE], order: Option<[u8; 3]>, out: &mut Findings) {
    let mut first_at: [Option<usize>; DECK_SIZE] = [None; DECK_SIZE];
    let mut twice = false;
    for (at, card) in dealt.iter().enumerate() {
        let index = usize::from(card.value);
        match first_at[index] {
            None => first_at[index] = Some(at),
            Some(first) => {
                twice = true;
                let spec = &spec::CARDS[index];
                out.push(Diagnostic::error(
                    DUPLICATE_CARD,
                    card.range,
                    format!(
                        "`{}` is the {} again: it was dealt to {} and now to {}; every card is \
                         dealt once",
                        spec.code,
                        card_name(spec),
                        receiver(order, first),
                        receiver(order, at)
                    ),
                ));
            }
        }
    }
    if !twice {
        return;
    }
    let missing: Vec<String> = first_at
        .iter()
        .zip(&spec::CARDS)
        .filter(|(first, _)| first.is_none())
        .map(|(_, card)| format!("the {} (`{}`)", card_name(card), card.code))
        .collect();
    let start = dealt[0].range.start();
    let end = dealt[DECK_SIZE - 1].range.end();
    out.push(Diagnostic::error(
        MISSING_CARDS,
        TextRange::new(start, end),
        format!(
            "the deal lacks {}, which the cards given twice stand in place of",
            join_and(&missing)
        ),
    ));
}
