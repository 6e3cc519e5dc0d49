//! Inlay hints of RBN and RBX: points after each hand of an `H` label (and after the fourth
//! hand the other three imply), dealer and vulnerability after a `B` label when the record's
//! `A` label does not give them, trick numbers in a `P` label.

use crate::ide::inlay::{board_number, HintKind, Hints};
use crate::ide::notations::bridge::rules::points::high_card_points;
use crate::ide::notations::bridge::rules::{Card, CardSet, Rank, Suit};
use crate::ide::semantic::walk::{root_children_from, Node};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, Parse};

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let children = root_children_from(parse, out.within.start());
    for record in children.filter_map(NodeOrToken::into_node) {
        if record.range().start() > out.within.end() {
            break;
        }
        if record.kind() == RBN_RECORD && out.wants(record.range()) {
            record_hints(record, out);
        }
    }
}

fn record_hints(record: Node<'_>, out: &mut Hints) {
    let mut board = None;
    let mut auction = None;
    for label in record.child_nodes() {
        match label.kind() {
            RBN_BOARD_LABEL => board = board.or(Some(label)),
            RBN_AUCTION_LABEL => auction = auction.or(Some(label)),
            RBN_HAND_LABEL if out.wants(label.range()) => deal_hints(label, out),
            RBN_PLAY_LABEL if out.wants(label.range()) => trick_hints(label, out),
            _ => {}
        }
    }
    let Some(board) = board else {
        return;
    };
    let number = board
        .child(RBN_FIELD)
        .and_then(|field| field.token(RBN_TEXT))
        .and_then(|text| board_number(text.text));
    let Some(number) = number else {
        return;
    };
    let given = |kind| auction.is_some_and(|label: Node<'_>| label.token(kind).is_some());
    out.board(
        board.range().end(),
        number,
        !given(RBN_DEALER),
        !given(RBN_VULNERABILITY),
    );
}

fn deal_hints(label: Node<'_>, out: &mut Hints) {
    let Some(deal) = label.child(RBN_DEAL) else {
        return;
    };
    let hands: Vec<Node<'_>> = deal
        .child_nodes()
        .filter(|node| node.kind() == RBN_HAND)
        .take(4)
        .collect();
    // The hands given in full, for the fourth hand they imply.
    let mut full = Vec::new();
    for hand in &hands {
        let Some((cards, count)) = hand_cards(*hand).filter(|&(_, count)| count > 0) else {
            continue;
        };
        let points = high_card_points(cards);
        out.points(hand.range().end(), points, || {
            format!("{points} high-card points (ace 4, king 3, queen 2, jack 1)")
        });
        if count == 13 && cards.len() == 13 {
            full.push(cards);
        }
    }
    // Three full hands and an empty fourth: "the fourth hand gets the rest".
    let fourth_empty = hands.len() == 4 && hands.get(3).and_then(|h| hand_cards(*h)).is_none();
    if fourth_empty && full.len() == 3 {
        let given = full
            .iter()
            .fold(CardSet::EMPTY, |all, &hand| all.union(hand));
        if given.len() == 39 {
            let points = high_card_points(given.complement());
            if let Some(fourth) = hands.get(3) {
                out.points(
                    fourth.range().end(),
                    points,
                    || format!("{points} high-card points in the fourth hand, which gets the rest of the pack"),
                );
            }
        }
    }
}

/// The cards of a hand whose ranks are given, and how many cards it holds (whatever their
/// ranks); `None` when the hand gives no suit at all.
fn hand_cards(hand: Node<'_>) -> Option<(CardSet, usize)> {
    let mut cards = CardSet::EMPTY;
    let mut count = 0;
    let mut suits = 0;
    let holdings = hand.child_nodes().filter(|node| node.kind() == RBN_SUIT);
    for (holding, suit) in holdings.zip(Suit::DESCENDING) {
        suits += 1;
        for card in holding.tokens().filter(|token| token.kind == RBN_CARD) {
            count += 1;
            let rank = card.text.chars().next().map(|c| c.to_ascii_uppercase());
            if let Some(rank) = rank.and_then(Rank::from_char) {
                cards.insert(Card::new(suit, rank));
            }
        }
    }
    (suits > 0).then_some((cards, count))
}

fn trick_hints(label: Node<'_>, out: &mut Hints) {
    let tricks = label.child_nodes().filter(|node| node.kind() == RBN_TRICK);
    for (number, trick) in (1..).zip(tricks) {
        out.number(trick.range().start(), number, HintKind::Trick);
    }
}
