//! A played deal's `summary` against its play and value: each player's part (`M` main, `F` a
//! follower, `0` out), the tricks each took in the throws, main's middle column (minus the
//! value when made, plus when failed) and a follower's left column (tricks × value). When a
//! follower fails is a house rule (warned): main made a suit or sans contract and the follower
//! took fewer than two tricks beside another follower, or fewer than four alone.

use crate::ide::check::Findings;
use crate::ide::notations::preferans::model::play::Replay;
use crate::ide::notations::preferans::model::summary::tricks_a_follower_needs;
use crate::ide::notations::preferans::model::value::value_of;
use crate::ide::notations::preferans::model::{Accepted, Deal, Player, Score};
use crate::ide::Diagnostic;

pub(super) const SUMMARY_SHAPE: &str = "preferans/summary-shape";
pub(super) const SUMMARY_ROLE: &str = "preferans/summary-role";
pub(super) const SUMMARY_TRICKS: &str = "preferans/summary-tricks";
pub(super) const MAIN_SCORE: &str = "preferans/main-score";
pub(super) const FOLLOWER_SCORE: &str = "preferans/follower-score";
pub(super) const FOLLOWER_FAILURE: &str = "preferans/follower-failure";

/// The part a player has in a deal.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Main,
    Follower,
    Out,
}

pub(super) fn check(deal: &Deal, replay: Option<&Replay>, out: &mut Findings) {
    let (Some(summary), Some(order), Some(main)) = (&deal.summary, deal.order, deal.main) else {
        return;
    };
    if summary.value.len() != 3 {
        out.push(Diagnostic::error(
            SUMMARY_SHAPE,
            summary.range,
            format!(
                "the summary has {} parts: it has one per player, in deal order",
                summary.value.len()
            ),
        ));
        return;
    }
    let Some(followers) = deal.followers() else {
        return;
    };
    let role = |player: Player| {
        if player == main.value {
            Role::Main
        } else if followers.contains(&player) {
            Role::Follower
        } else {
            Role::Out
        }
    };
    let mut roles_agree = true;
    for (score, &player) in summary.value.iter().zip(&order.value) {
        let written = match score.value {
            Score::Out => Role::Out,
            Score::Follower { .. } => Role::Follower,
            Score::Main { .. } => Role::Main,
        };
        if written != role(player) {
            roles_agree = false;
            let expected = match role(player) {
                Role::Main => "main's `M<tricks>:<middle>`".to_owned(),
                Role::Follower => "a follower's `F<tricks>:L<points>`".to_owned(),
                Role::Out => "`0`".to_owned(),
            };
            let why = match role(player) {
                Role::Main => "is main".to_owned(),
                Role::Follower => "follows".to_owned(),
                Role::Out => match deal.accepted.map(|accepted| accepted.value) {
                    Some(Accepted::Alone(follower)) => {
                        format!("does not follow (`accepted` names player {follower} alone)")
                    }
                    _ => "does not follow (`accepted` is 0)".to_owned(),
                },
            };
            out.push(Diagnostic::error(
                SUMMARY_ROLE,
                score.range,
                format!("player {player} {why}, so their part of the summary is {expected}"),
            ));
        }
    }
    if !roles_agree {
        return;
    }
    let played = !followers.is_empty();
    if let Some(replay) = replay.filter(|_| played) {
        for (score, &player) in summary.value.iter().zip(&order.value) {
            let Some(written) = score.value.tricks() else {
                continue;
            };
            let took = replay.won[usize::from(player - 1)];
            if written != took {
                out.push(Diagnostic::error(
                    SUMMARY_TRICKS,
                    score.range,
                    format!(
                        "player {player} took {took} {} in the throws, not {written}",
                        if took == 1 { "trick" } else { "tricks" }
                    ),
                ));
            }
        }
    }
    scores(deal, &followers, out);
}

/// The columns against the value the deal writes, or against the value the rule gives when
/// the summary fits that one better: a value typed wrong is reported once, on the value.
fn scores(deal: &Deal, followers: &[Player], out: &mut Findings) {
    let (Some(written), Some(contract)) = (deal.value, deal.contract) else {
        return;
    };
    let rule = value_of(
        contract.value,
        deal.refa.is_some_and(|refa| refa.value),
        deal.kontra.and_then(|kontra| kontra.value),
    );
    let mut best: Option<Findings> = None;
    let values = if rule.value == written.value {
        vec![written.value]
    } else {
        vec![written.value, rule.value]
    };
    for value in values {
        let Ok(value) = i64::try_from(value) else {
            continue;
        };
        let mut found = Findings::capped(out.cap());
        scores_with(deal, followers, value, &mut found);
        if best.as_ref().is_none_or(|best| found.len() < best.len()) {
            best = Some(found);
        }
    }
    if let Some(best) = best {
        out.append(best);
    }
}

fn scores_with(deal: &Deal, followers: &[Player], value: i64, out: &mut Findings) {
    let (Some(summary), Some(contract)) = (&deal.summary, deal.contract) else {
        return;
    };
    let contract = contract.value;
    let main_tricks = summary.value.iter().find_map(|score| match score.value {
        Score::Main { tricks, .. } => Some(tricks),
        _ => None,
    });
    let made = main_tricks.map(|tricks| contract.is_made(tricks));
    for score in &summary.value {
        match score.value {
            Score::Out => {}
            Score::Main { tricks, middle } => {
                let made = contract.is_made(tricks);
                let expected = if made { -value } else { value };
                if middle != expected {
                    let how = if made {
                        format!(
                            "main made {} with {tricks} {} and writes minus the value",
                            contract.name(),
                            if tricks == 1 { "trick" } else { "tricks" }
                        )
                    } else {
                        format!(
                            "main failed {} ({} needed) and writes the value",
                            contract.name(),
                            contract.needs()
                        )
                    };
                    out.push(Diagnostic::error(
                        MAIN_SCORE,
                        score.range,
                        format!("{how} in the middle column: `{expected}`, not `{middle}`"),
                    ));
                }
            }
            Score::Follower {
                tricks,
                column,
                points,
                middle,
            } => {
                let earned = i64::from(tricks).saturating_mul(value);
                if points != earned {
                    out.push(Diagnostic::error(
                        FOLLOWER_SCORE,
                        score.range,
                        format!(
                            "a follower writes tricks × value in the {} column: {tricks} × \
                             {value} = {earned}, not {points}",
                            if column == 'R' { "right" } else { "left" }
                        ),
                    ));
                }
                let needed = tricks_a_follower_needs(followers.len());
                let fails = made == Some(true) && !contract.is_betl() && tricks < needed;
                let expected = fails.then_some(value);
                if middle != expected {
                    let message =
                        if fails {
                            format!(
                            "the follower took {tricks} of the {needed} tricks a follower needs \
                             {}, and main made the contract, so the follower fails and adds the \
                             value to the middle column: `:{value}` (house rule: when a \
                             follower fails)",
                            if needed == 2 { "beside another" } else { "alone" }
                        )
                        } else {
                            format!(
                                "the follower does not fail (house rule: a follower fails with \
                             fewer than {needed} tricks when main makes a suit or sans \
                             contract), so nothing goes in the middle column"
                            )
                        };
                    out.push(Diagnostic::warning(FOLLOWER_FAILURE, score.range, message));
                }
            }
        }
    }
}
