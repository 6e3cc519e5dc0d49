//! Inlay hints of PBN: points after each hand of a `Deal` tag, dealer and vulnerability after
//! a `Board` tag when the game has no `Dealer` or `Vulnerable` tag (or leaves it unknown),
//! trick numbers before the first card of each trick in the play section.

use crate::ide::inlay::{HintKind, Hints};
use crate::ide::notations::bridge;
use crate::ide::notations::bridge::inlay::{board_hint, board_number};
use crate::ide::notations::pbn::model::read_deal;
use crate::ide::notations::pbn::moves::section_tokens;
use crate::ide::semantic::walk::{root_children_from, Node};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, Parse};

/// The tricks of a deal.
const TRICKS: u32 = 13;

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let children = root_children_from(parse, out.within.start());
    for game in children.filter_map(NodeOrToken::into_node) {
        if game.range().start() > out.within.end() {
            break;
        }
        if game.kind() == PBN_GAME && out.wants(game.range()) {
            game_hints(game, out);
        }
    }
}

fn game_hints(game: Node<'_>, out: &mut Hints) {
    let mut board = None;
    let mut dealer_given = false;
    let mut vulnerability_given = false;
    for child in game.child_nodes() {
        match child.kind() {
            PBN_TAG => match child.token(PBN_TAG_NAME).map(|name| name.text) {
                Some("Board") => board = board.or(Some(child)),
                Some("Dealer") => dealer_given |= is_given(child),
                Some("Vulnerable") => vulnerability_given |= is_given(child),
                Some("Deal") if out.wants(child.range()) => deal_hints(child, out),
                _ => {}
            },
            PBN_PLAY if out.wants(child.range()) => play_hints(child, out),
            _ => {}
        }
    }
    let Some(board) = board else {
        return;
    };
    let number = board
        .child(PBN_TAG_VALUE)
        .and_then(|value| value.token(PBN_NUMBER))
        .and_then(|number| board_number(number.text));
    if let Some(number) = number {
        board_hint(
            out,
            board.range().end(),
            number,
            !dealer_given,
            !vulnerability_given,
        );
    }
}

/// Whether a tag's value says something: not empty, not `?`.
fn is_given(tag: Node<'_>) -> bool {
    tag.child(PBN_TAG_VALUE).is_some_and(|value| {
        value.children().any(|child| match child {
            gamerec_grammar::NodeOrToken::Node(_) => true,
            gamerec_grammar::NodeOrToken::Token(token) => {
                !matches!(token.kind, PBN_QUOTE | PBN_UNKNOWN | WHITESPACE)
            }
        })
    })
}

/// The points of the hands, read from the deal in the model.
fn deal_hints(tag: Node<'_>, out: &mut Hints) {
    let deal = tag
        .child(PBN_TAG_VALUE)
        .and_then(|value| read_deal(value, &mut Vec::new()));
    if let Some(deal) = deal {
        bridge::inlay::deal_hints(&deal, out);
    }
}

/// Cards count in fours from the first card after the `Play` tag: a trick is one line of four
/// cards, the opening leader's first (or a `-` for each seat before the leader's).
fn play_hints(play: Node<'_>, out: &mut Hints) {
    let cards = section_tokens(play).filter(|token| token.kind == PBN_CARD);
    for (index, card) in (0u32..).zip(cards) {
        if index % 4 != 0 {
            continue;
        }
        let number = index / 4 + 1;
        if number > TRICKS {
            break;
        }
        out.number(card.range.start(), number, HintKind::Trick);
    }
}
