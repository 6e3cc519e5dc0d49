//! Each deal's `cards` field: every card of the deck dealt once. Read only when the field is
//! 32 card characters without syntax errors (the parser reports the others).

use crate::ide::green::Node;
use crate::ide::notations::preferans::cards::{card_name, card_of, holder};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::preferans::spec::{self, DECK_SIZE, HAND_SIZE};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

pub(super) const DUPLICATE_CARD: &str = "preferans/duplicate-card";
pub(super) const MISSING_CARDS: &str = "preferans/missing-cards";

pub(super) fn check(record: Node<'_>, out: &mut Vec<Diagnostic>) {
    let Some(section) = record.child(PREF_GAME_SECTION) else {
        return;
    };
    for round in section.child_nodes_of(PREF_ROUND) {
        let order = round.child(PREF_DEAL_ORDER).map(Node::text);
        if let Some(cards) = round.child(PREF_CARDS) {
            check_cards(cards, order.as_deref(), out);
        }
    }
}

/// Who got the card at `index` (from 0) of the field: a player, or the talon.
fn receiver(order: Option<&str>, index: usize) -> String {
    if index >= 3 * HAND_SIZE {
        return "the talon".to_owned();
    }
    match holder(order, index / HAND_SIZE) {
        Some(player) => format!("player {player}"),
        None => format!("hand {}", index / HAND_SIZE + 1),
    }
}

fn check_cards(cards: Node<'_>, order: Option<&str>, out: &mut Vec<Diagnostic>) {
    if cards.contains(|kind| kind == ERROR) {
        return;
    }
    let mut dealt: Vec<(usize, TextRange)> = Vec::with_capacity(DECK_SIZE);
    cards.for_each_token(|token| {
        if token.kind == PREF_CARD {
            if let Some((index, _)) = card_of(token.text) {
                dealt.push((index, token.range));
            }
        }
    });
    if dealt.len() != DECK_SIZE {
        return;
    }
    let mut first_at: [Option<usize>; DECK_SIZE] = [None; DECK_SIZE];
    let mut twice = false;
    for (at, &(card, range)) in dealt.iter().enumerate() {
        match first_at[card] {
            None => first_at[card] = Some(at),
            Some(first) => {
                twice = true;
                let spec = &spec::CARDS[card];
                out.push(Diagnostic::error(
                    DUPLICATE_CARD,
                    range,
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
    out.push(Diagnostic::error(
        MISSING_CARDS,
        cards.range(),
        format!(
            "the deal lacks {}, which the cards given twice stand in place of",
            join_and(&missing)
        ),
    ));
}
