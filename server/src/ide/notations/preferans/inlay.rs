//! Preferans inlay hints, which make the codes readable in place: each hand and the talon
//! decoded after its characters, the contract's name after its code, and each trick's cards
//! after the trick. Only the rounds that overlap the range shown are read.

use crate::ide::green::Node;
use crate::ide::inlay::{HintKind, Hints, InlayHint};
use crate::ide::notations::preferans::cards::{rank_name, suit_symbol};
use crate::ide::notations::preferans::model::play::card_text;
use crate::ide::notations::preferans::model::{Cards, Deal};
use gamerec_grammar::preferans::spec::{self, Suit};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextSize};

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let root = Node::root(parse);
    for record in root.child_nodes_of(PREF_RECORD) {
        if record.range().start() > out.within.end() {
            break;
        }
        if !out.wants(record.range()) {
            continue;
        }
        let Some(section) = record.child(PREF_GAME_SECTION) else {
            continue;
        };
        for round in section.child_nodes_of(PREF_ROUND) {
            if round.range().start() > out.within.end() {
                break;
            }
            if out.wants(round.range()) {
                round_hints(&Deal::read(round), out);
            }
        }
    }
}

fn round_hints(deal: &Deal, out: &mut Hints) {
    if let Some(dealt) = &deal.dealt {
        let parts = dealt.hands.iter().chain([&dealt.talon]);
        for (seat, (cards, range)) in parts.zip(dealt.ranges).enumerate() {
            let whose = match deal.player_at(seat) {
                _ if seat == 3 => "The talon".to_owned(),
                Some(player) => format!("Player {player}'s hand"),
                None => format!("Hand {}", seat + 1),
            };
            let label = by_suit(*cards);
            after(out, range.end(), label.clone(), HintKind::Cards, || {
                format!("{whose}: {label}")
            });
        }
    }
    if let Some(contract) = deal.contract {
        let name = contract.value.name();
        after(
            out,
            contract.range.end(),
            name.clone(),
            HintKind::Name,
            || format!("The contract: {name}"),
        );
    }
    if let Some(throws) = &deal.throws {
        for (index, trick) in throws.value.iter().enumerate() {
            let cards: Vec<String> = trick
                .cards
                .iter()
                .map(|card| card_text(card.value))
                .collect();
            let label = cards.join(" ");
            after(
                out,
                trick.range.end(),
                label.clone(),
                HintKind::Cards,
                || format!("Trick {}: {label}", index + 1),
            );
        }
    }
}

/// A hint that follows the text it is about.
fn after(
    out: &mut Hints,
    offset: TextSize,
    label: String,
    kind: HintKind,
    tooltip: impl FnOnce() -> String,
) {
    if !out.shows(offset) || label.is_empty() {
        return;
    }
    out.push(InlayHint {
        offset,
        label,
        kind,
        tooltip: tooltip(),
        pad_left: true,
        pad_right: true,
    });
}

/// The cards by suit in the order of the code, each from the ace down: `♠K87 ♦J9 ♥Q107`.
fn by_suit(cards: Cards) -> String {
    let mut suits = Vec::new();
    for (index, suit) in [Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs]
        .into_iter()
        .enumerate()
    {
        let held = cards.of_suit(index as u8);
        if held.is_empty() {
            continue;
        }
        let ranks: String = held
            .high_to_low()
            .filter_map(|card| spec::CARDS.get(usize::from(card)))
            .map(rank_name)
            .collect();
        suits.push(format!("{}{ranks}", suit_symbol(suit)));
    }
    suits.join(" ")
}
