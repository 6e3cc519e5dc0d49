//! The numbers of a segmental prefix within the hand: a trick no later than the hand's last, a
//! throw or a bid no higher than the players at the table, a round no later than the auction's
//! last when the auction is written to its end, every number from 1, and none after the
//! segments that have no numbered parts (deal, meld, result).

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::auction::AuctionReplay;
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(super) const PREFIX_NUMBER: &str = "pinochle/prefix-number";

/// The parts a segment's numbers count, and what limits each.
fn parts(letter: char) -> &'static [(&'static str, Limit)] {
    match letter {
        'A' => &[("round", Limit::Rounds), ("bid", Limit::Players)],
        'X' => &[("exchange", Limit::None), ("part", Limit::Two)],
        'P' => &[("trick", Limit::Tricks), ("throw", Limit::Players)],
        _ => &[],
    }
}

/// What a number of a prefix may go up to.
#[derive(Debug, Clone, Copy)]
enum Limit {
    None,
    Two,
    Players,
    Tricks,
    Rounds,
}

impl Limit {
    fn most(self, model: &HandModel, auction: Option<&AuctionReplay>) -> Option<(u64, String)> {
        let table = &model.table;
        match self {
            Limit::None => None,
            Limit::Two => Some((2, "the exchange has two parts".to_owned())),
            Limit::Players => Some((
                table.players as u64,
                format!("the table has {} players", table.players),
            )),
            Limit::Tricks => {
                let tricks = table.deck?.size() as u64 / table.players as u64;
                Some((tricks, format!("the hand has {tricks} tricks")))
            }
            Limit::Rounds => {
                let written = model.auction.as_ref()?;
                auction.filter(|replay| replay.outcome().is_some())?;
                let rounds = written.rounds.len() as u64;
                Some((rounds, format!("the auction has {rounds} rounds")))
            }
        }
    }
}

pub(super) fn check(
    hand: Node<'_>,
    model: &HandModel,
    auction: Option<&AuctionReplay>,
    out: &mut Findings,
) {
    for prefix in hand
        .child_nodes_of(PIN_TAG)
        .filter_map(|tag| tag.child(PIN_PREFIX))
    {
        for segment in prefix.child_nodes_of(PIN_SEGMENT) {
            let Some(letter) = segment
                .token(PIN_SEGMENT_LETTER)
                .and_then(|token| token.text.chars().next())
            else {
                continue;
            };
            let named = parts(letter);
            let numbers = segment.tokens().filter(|token| token.kind == PIN_NUMBER);
            for (place, number) in numbers.enumerate() {
                let Some((part, limit)) = named.get(place) else {
                    out.push(Diagnostic::error(
                        PREFIX_NUMBER,
                        number.range,
                        format!(
                            "`{letter}` takes {} number{} after it",
                            named.len(),
                            if named.len() == 1 { "" } else { "s" }
                        ),
                    ));
                    break;
                };
                let Ok(value) = number.text.parse::<u64>() else {
                    continue;
                };
                let problem = if value == 0 {
                    Some(format!("{part}s count from 1"))
                } else {
                    limit
                        .most(model, auction)
                        .filter(|(most, _)| value > *most)
                        .map(|(_, why)| format!("{why}, so there is no {part} {value}"))
                };
                if let Some(problem) = problem {
                    out.push(Diagnostic::error(PREFIX_NUMBER, number.range, problem));
                }
            }
        }
    }
}
