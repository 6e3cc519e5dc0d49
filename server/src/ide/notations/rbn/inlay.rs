//! Inlay hints of RBN and RBX: points after each hand of an `H` label (and after the fourth
//! hand the other three imply), dealer and vulnerability after a `B` label when the record's
//! `A` label does not give them, trick numbers in a `P` label.

use crate::ide::inlay::{HintKind, Hints};
use crate::ide::notations::bridge;
use crate::ide::notations::bridge::inlay::{board_hint, board_number};
use crate::ide::notations::rbn::model::{deal_of_node, Tricks};
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
    board_hint(
        out,
        board.range().end(),
        number,
        !given(RBN_DEALER),
        !given(RBN_VULNERABILITY),
    );
}

/// The points of the hands, read from the deal in the model.
fn deal_hints(label: Node<'_>, out: &mut Hints) {
    if let Some(deal) = deal_of_node(label) {
        bridge::inlay::deal_hints(&deal, out);
    }
}

fn trick_hints(label: Node<'_>, out: &mut Hints) {
    for (number, trick) in (1..).zip(Tricks::read(label).ranges()) {
        out.number(trick.start(), number, HintKind::Trick);
    }
}
