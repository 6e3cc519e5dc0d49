//! Completion in the Play section: the cards the player to play may legally play, from the
//! play replayed up to the cursor, and once a trick is full its winner and points as `(N2)`.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::play::{replay, Next};
use crate::ide::notations::pinochle::model::{Card, HandModel};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::pinochle::trick_pieces;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, SyntaxToken, TextRange, TextSize};

/// The items when the cursor is on a line of the Play section of `hand`; `None` elsewhere.
pub(super) fn completions(
    hand: &SyntaxNode,
    left: &SyntaxToken,
    offset: TextSize,
) -> Option<Vec<CompletionItem>> {
    let play = hand.children().find(|node| node.kind() == PIN_PLAY)?;
    let tag_end = play
        .prev_sibling()
        .filter(|node| node.kind() == PIN_TAG)
        .map_or(play.text_range().start(), |tag| tag.text_range().end());
    // On the line after the hand's last line, the play goes on if it ends the hand.
    let ends_hand = hand.last_child().as_ref() == Some(&play);
    if offset <= tag_end || offset > play.text_range().end() && !ends_hand {
        return None;
    }
    // The word being typed, which the item replaces.
    let start = left.text_range().start();
    let (kind, typed_from) = if left.kind() == PIN_TRICK_RUN {
        // Inside a run, the piece before the cursor.
        trick_pieces(left.text())
            .map(|(kind, range)| {
                (
                    kind,
                    start + TextSize::try_from(range.start).unwrap_or_default(),
                )
            })
            .take_while(|&(_, from)| from < offset)
            .last()
            .unwrap_or((PIN_TRICK_RUN, start))
    } else {
        (left.kind(), start)
    };
    let typed = match kind {
        WHITESPACE | NEWLINE => TextRange::empty(offset),
        _ => TextRange::new(typed_from, offset),
    };
    let trick = left
        .parent_ancestors()
        .find(|node| node.kind() == PIN_TRICK)
        .filter(|trick| left.kind() != NEWLINE || trick.text_range().end() > offset);
    let index = match &trick {
        Some(trick) => play
            .children()
            .filter(|node| node.kind() == PIN_TRICK)
            .position(|node| node == *trick)?,
        None => play
            .children()
            .filter(|node| node.kind() == PIN_TRICK && node.text_range().end() <= offset)
            .count(),
    };
    let model = HandModel::read(Node::of(hand));
    let replay = replay(&model)?;
    if replay.tricks.len() != index {
        return Some(Vec::new());
    }
    let played: Vec<Card> = model
        .tricks
        .get(index)
        .filter(|_| trick.is_some())
        .map(|written| {
            written
                .cards
                .iter()
                .filter(|card| card.range.end() <= typed.start())
                .map(|card| card.value)
                .collect()
        })
        .unwrap_or_default();
    let items = match replay.next(&played)? {
        Next::Card { seat, cards } => cards
            .into_iter()
            .enumerate()
            .map(|(order, card)| CompletionItem {
                label: card.name(),
                kind: CompletionKind::Card,
                detail: Some(format!("{}, for {}", card_words(card), model.who(seat))),
                documentation: None,
                insert: Insert::Plain(card.name()),
                range: typed,
                sort: Some(format!("{order:02}")),
            })
            .collect(),
        Next::Result { winner, points } => {
            let seat = model.table.seats.get(winner).copied().unwrap_or("?");
            let label = format!("({seat}{points})");
            vec![CompletionItem {
                insert: Insert::Plain(label.clone()),
                label,
                kind: CompletionKind::Value,
                detail: Some(format!(
                    "{} wins the trick, {points} points",
                    model.who(winner)
                )),
                documentation: None,
                range: typed,
                sort: Some("00".to_owned()),
            }]
        }
    };
    Some(items)
}

/// "ace of hearts".
fn card_words(card: Card) -> String {
    let rank = spec::RANKS.get(card.rank).map_or("?", |(_, name)| name);
    let suit = spec::SUITS.get(card.suit).map_or("?", |(_, name)| name);
    format!("{rank} of {suit}")
}
