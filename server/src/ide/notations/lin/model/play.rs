//! The `pc` values of a board read into the model: every card in the order played, and the
//! cards replayed on the deal under the contract the auction reached, with the first problem
//! met: the wrong opening leader, a card not held or played before, a revoke, or a card after
//! the last trick. A value that does not read as a card ends the replay quietly; its syntax
//! error is reported.

use super::deal::{rank_of, suit_of};
use super::WrittenCard;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{
    DealInfo, Detail, FinalContract, PlayAt, PlayFacts, PlayInfo, PlayedCard, WrittenPlay,
};
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Card, PlayError};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(crate) const WRONG_OPENING_LEADER: &str = "lin/wrong-opening-leader";

/// The card a `pc` value (its `LIN_VALUE` node) writes.
pub(super) fn written_card(value: Node<'_>) -> WrittenCard {
    let node = value.child(LIN_CARD);
    let card = node.and_then(|node| {
        let suit = suit_of(node.token(LIN_SUIT)?.text)?;
        let rank = rank_of(node.token(LIN_RANK)?.text)?;
        Some(Card::new(suit, rank))
    });
    WrittenCard {
        range: node.map_or(value.range(), Node::range),
        card,
    }
}

/// Reads the cards of a board and replays them when the deal and the contract are known.
pub(super) fn read(
    cards: &[WrittenCard],
    deal: Option<&DealInfo>,
    contract: Option<&FinalContract>,
    detail: Detail,
) -> PlayFacts {
    let range = match (cards.first(), cards.last()) {
        (Some(first), Some(last)) => first.range.cover(last.range),
        _ => Default::default(),
    };
    let mut facts = PlayFacts {
        range,
        plays: match detail {
            Detail::Cards => written_plays(cards),
            Detail::Checks => Vec::new(),
        },
        first_column: None,
        error_at: cards
            .iter()
            .find(|written| written.card.is_none())
            .map(|written| written.range.start()),
        ends_at: None,
        shape_problem: None,
        replay: None,
    };
    let deal = deal.filter(|deal| deal.playable);
    if let (Some(deal), Some(contract)) = (deal, contract) {
        facts.replay = Some(replay(cards, deal, contract, &mut facts));
    }
    facts
}

fn written_plays(cards: &[WrittenCard]) -> Vec<PlayAt> {
    cards
        .iter()
        .enumerate()
        .map(|(index, written)| PlayAt {
            range: written.range,
            written: match written.card {
                Some(card) => WrittenPlay::Card {
                    suit: Some(card.suit),
                    rank: card.rank,
                },
                None => WrittenPlay::Unknown,
            },
            trick: index / 4,
            column: index % 4,
            accepted_revoke: false,
            led_out_of_turn: false,
            replayed: None,
        })
        .collect()
}

fn replay(
    cards: &[WrittenCard],
    deal: &DealInfo,
    contract: &FinalContract,
    facts: &mut PlayFacts,
) -> PlayInfo {
    let deal = deal.play_deal();
    let mut info = PlayInfo::start(&deal, contract, facts.range);
    let mut written = facts.plays.iter_mut();
    for card in cards {
        let (problem, played) = play_one(&mut info, contract, card);
        if !info.note(written.next(), problem, played) {
            break;
        }
    }
    info
}

/// Plays one card: what the replay made of it, and a diagnostic when it is illegal.
fn play_one(
    info: &mut PlayInfo,
    contract: &FinalContract,
    written: &WrittenCard,
) -> (Option<Diagnostic>, PlayedCard) {
    let range = written.range;
    let trick = info.play.completed_tricks();
    let position = info.play.current_trick().map_or(0, |t| t.cards().count());
    let mut played = PlayedCard {
        seat: info.play.next_to_play(),
        position,
        led: info.play.led_suit(),
        card: written.card,
        error: None,
    };
    let Some(seat) = played.seat else {
        let tricks = info.play.total_tricks();
        return (
            Some(problems::too_many_tricks(Codes::Lin, tricks, range)),
            played,
        );
    };
    let Some(card) = written.card else {
        info.stopped = true;
        return (None, played);
    };
    let Err(error) = info.play.play(seat, card) else {
        return (None, played);
    };
    played.error = Some(error);
    let diagnostic = match error {
        PlayError::NotHeld {
            holder: Some(holder),
            ..
        } if trick == 0 && position == 0 && holder != seat => Diagnostic::error(
            WRONG_OPENING_LEADER,
            range,
            format!(
                "the opening lead {card} is {holder}'s card, but {seat} leads: {seat} sits on \
                 the left of declarer in {}; correct the auction or the lead",
                contract.text()
            ),
        ),
        PlayError::NotYourTurn { .. } => {
            info.stopped = true;
            return (None, played);
        }
        _ => match problems::illegal_play(Codes::Lin, error, trick + 1, range) {
            Some(diagnostic) => diagnostic,
            None => return (None, played),
        },
    };
    (Some(diagnostic), played)
}
