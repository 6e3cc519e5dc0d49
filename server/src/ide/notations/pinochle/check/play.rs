//! The play, replayed from the deal: cards not held, suits not followed, tricks not beaten or
//! not trumped when the rules ask, each trick's winner and points, and `PlayScores` against
//! the tricks of a complete hand.

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::play::{Fault, Replay};
use crate::ide::notations::pinochle::model::{scores_text, HandModel};
use crate::ide::rules::{PinochleRules, SaveMeld};
use crate::ide::Diagnostic;
use gamerec_grammar::pinochle::spec;

pub(super) const CARD_NOT_HELD: &str = "pinochle/card-not-held";
pub(super) const REVOKE: &str = "pinochle/revoke";
pub(super) const DID_NOT_BEAT: &str = "pinochle/did-not-beat";
pub(super) const DID_NOT_TRUMP: &str = "pinochle/did-not-trump";
pub(super) const WRONG_TRICK_WINNER: &str = "pinochle/wrong-trick-winner";
pub(super) const WRONG_TRICK_POINTS: &str = "pinochle/wrong-trick-points";
pub(super) const PLAY_SCORES_MISMATCH: &str = "pinochle/play-scores-mismatch";

fn suit_name(suit: usize) -> &'static str {
    spec::SUITS.get(suit).map_or("?", |(_, name)| *name)
}

pub(super) fn check(
    model: &HandModel,
    replay: Option<&Replay>,
    rules: PinochleRules,
    out: &mut Findings,
) {
    let Some(replay) = replay else {
        return;
    };
    let table = &model.table;
    let seat = |index: usize| table.seats.get(index).copied().unwrap_or("?");
    for trick in &replay.tricks {
        let Some(written) = model.tricks.get(trick.index) else {
            continue;
        };
        let number = trick.index + 1;
        for play in &trick.plays {
            let Some(card) = written.cards.get(play.index) else {
                continue;
            };
            let Some(fault) = play.fault else {
                continue;
            };
            let who = seat(play.seat);
            let name = card.value.name();
            let diagnostic = match Some(fault) {
                None => continue,
                Some(Fault::NotHeld) => Diagnostic::error(
                    CARD_NOT_HELD,
                    card.range,
                    format!("{who} plays the {name} in trick {number} and holds none left"),
                ),
                Some(Fault::Revoke { led }) => Diagnostic::error(
                    REVOKE,
                    card.range,
                    format!(
                        "{who} plays the {name} in trick {number} on a {} lead and still holds {}: \
                         a player follows suit",
                        suit_name(led).trim_end_matches('s'),
                        suit_name(led)
                    ),
                ),
                Some(Fault::DidNotBeat { with }) => Diagnostic::warning(
                    DID_NOT_BEAT,
                    card.range,
                    format!(
                        "{who} plays the {name} in trick {number} and could beat the trick with \
                         the {}: the rule of most games is to head the trick when able",
                        with.name()
                    ),
                ),
                Some(Fault::DidNotTrump) => Diagnostic::warning(
                    DID_NOT_TRUMP,
                    card.range,
                    format!(
                        "{who} plays the {name} in trick {number}, void in the suit led and \
                         holding trumps: the rule of most games is to trump when void"
                    ),
                ),
            };
            out.push(diagnostic);
        }
        if let Some(winner) = written.winner {
            if winner.value != trick.winner {
                out.push(Diagnostic::error(
                    WRONG_TRICK_WINNER,
                    winner.range,
                    format!(
                        "{} wins trick {number}, not {}",
                        seat(trick.winner),
                        seat(winner.value)
                    ),
                ));
            }
        }
        if let Some(points) = written.points {
            if points.value != trick.points {
                out.push(Diagnostic::error(
                    WRONG_TRICK_POINTS,
                    points.range,
                    format!(
                        "trick {number} holds {} points (aces, tens and kings count one{}), not {}",
                        trick.points,
                        if replay.complete && trick.index + 1 == replay.tricks.len() {
                            format!(", and the last trick {} more", replay.last_trick)
                        } else {
                            String::new()
                        },
                        points.value
                    ),
                ));
            }
        }
    }
    let teams = crate::ide::notations::pinochle::model::teams(table);
    let team_points: Vec<i64> = (replay.taken_by_team(table).iter())
        .map(|taken| taken.points)
        .collect();
    if let Some(scores) = &model.play_scores {
        let scored: Vec<i64> = (team_points.iter())
            .map(|points| rules.save_meld.play_scored(*points))
            .collect();
        if replay.complete && scores.value.len() == teams && scores.value != scored {
            let taken: Vec<String> = team_points.iter().map(i64::to_string).collect();
            let message = match rules.save_meld {
                SaveMeld::Trick => format!(
                    "the tricks give the teams {} points in play (`{}`); a club rule such as a \
                     minimum score would explain another figure (`rules.pinochle.saveMeld` \
                     sets one)",
                    taken.join(" and "),
                    taken.join(":")
                ),
                SaveMeld::Points(_) => format!(
                    "the tricks give the teams {} points in play, so `PlayScores` is `{}`: {}",
                    taken.join(" and "),
                    scores_text(&scored),
                    rules.save_meld.describe()
                ),
            };
            out.push(Diagnostic::warning(
                PLAY_SCORES_MISMATCH,
                scores.range,
                message,
            ));
        }
    }
}
