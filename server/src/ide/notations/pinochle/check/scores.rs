//! The scores of a hand against each other: `MeldScores` against the melds of each team,
//! `Result` against the contract and the declaring team's meld and play, and `HandScores`
//! against the result. Clubs score differently, so each is a warning that names the rule it
//! applies. A figure that a replay gives (the contract, the play points) is taken from the
//! replay, so that one wrong figure is reported once and not again in the scores after it.

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::auction::AuctionReplay;
use crate::ide::notations::pinochle::model::meld::{melds, total};
use crate::ide::notations::pinochle::model::play::Replay;
use crate::ide::notations::pinochle::model::{
    scores_text, teams, HandModel, Outcome, ShownMeld, Written,
};
use crate::ide::rules::{PinochleRules, SaveMeld};
use crate::ide::Diagnostic;

pub(super) const MELD_SCORES_MISMATCH: &str = "pinochle/meld-scores-mismatch";
pub(super) const RESULT_MISMATCH: &str = "pinochle/result-mismatch";
pub(super) const HAND_SCORES_MISMATCH: &str = "pinochle/hand-scores-mismatch";

/// Scores with one value per team, when they have it.
fn per_team(teams: usize, scores: &Option<Written<Vec<i64>>>) -> Option<&Written<Vec<i64>>> {
    scores.as_ref().filter(|scores| scores.value.len() == teams)
}

/// The replays of the hand, as the scores need them.
pub(super) struct Replays<'a> {
    pub auction: Option<&'a AuctionReplay>,
    pub play: Option<&'a Replay>,
}

pub(super) fn check(
    model: &HandModel,
    replays: &Replays<'_>,
    rules: PinochleRules,
    out: &mut Findings,
) {
    let table = &model.table;
    let teams = teams(table);
    let play = replays.play.filter(|replay| replay.complete);
    // Each team's points and tricks taken, from a complete play.
    let taken = play.map(|replay| replay.taken_by_team(table));
    let save_meld = rules.save_meld;
    let play_points: Option<Vec<i64>> = match &taken {
        Some(taken) => Some(
            (taken.iter())
                .map(|taken| save_meld.play_scored(taken.points))
                .collect(),
        ),
        None => per_team(teams, &model.play_scores).map(|scores| scores.value.clone()),
    };
    let saved: Option<Vec<bool>> = taken.map(|taken| {
        (taken.iter())
            .map(|taken| save_meld.saves(taken.points, taken.tricks))
            .collect()
    });
    let meld_points = check_meld_scores(model, saved.as_deref(), save_meld, out);
    let outcome = replays
        .auction
        .and_then(AuctionReplay::outcome)
        .map(|(declarer, contract)| (declarer, i64::from(contract)))
        .or_else(|| Some((model.declarer?.value, i64::from(model.contract?.value))));
    let Some((declarer, contract)) = outcome else {
        return;
    };
    let declaring = table.team_of(declarer);
    let made: Option<Vec<i64>> = meld_points.zip(play_points).map(|(meld, play)| {
        meld.iter()
            .zip(&play)
            .map(|(meld, play)| meld + play)
            .collect()
    });
    let Some(result) = model.result else {
        return;
    };
    let no_trump = model.trump.is_some_and(|trump| trump.value.is_none());
    let expected = if no_trump {
        Some((
            Outcome::NoTrump,
            "`Trump` is `-`: the declarer has no marriage to name a trump".to_owned(),
        ))
    } else {
        match (
            result.value,
            made.as_ref().and_then(|made| made.get(declaring)),
        ) {
            (Outcome::Saved | Outcome::Set, Some(&total)) => Some((
                if total >= contract {
                    Outcome::Saved
                } else {
                    Outcome::Set
                },
                format!(
                    "{} make {total} in meld and play against the contract of {contract}",
                    table.team_name(declaring)
                ),
            )),
            _ => None,
        }
    };
    if let Some((expected, why)) = expected.filter(|(expected, _)| *expected != result.value) {
        out.push(Diagnostic::warning(
            RESULT_MISMATCH,
            result.range,
            format!(
                "{why}, so the result is `{}`, not `{}`",
                expected.text(),
                result.value.text()
            ),
        ));
        return;
    }
    if result.value == Outcome::NoTrump && model.trump.is_some() && !no_trump {
        out.push(Diagnostic::warning(
            RESULT_MISMATCH,
            result.range,
            "`No Trump` is the result when the declarer has no marriage, and `Trump` names a suit",
        ));
        return;
    }
    let (Some(made), Some(hand)) = (made, per_team(teams, &model.hand_scores)) else {
        return;
    };
    if result.value == Outcome::NoBoard {
        return;
    }
    let expected: Vec<i64> = made
        .iter()
        .enumerate()
        .map(|(team, made)| match result.value {
            Outcome::Set | Outcome::NoTrump if team == declaring => -contract,
            _ => *made,
        })
        .collect();
    if expected != hand.value {
        out.push(Diagnostic::warning(
            HAND_SCORES_MISMATCH,
            hand.range,
            format!(
                "the result `{}` gives `{}` (by the common rule: a team scores its meld and \
                 play, and the declaring team loses the contract when it is set{}), not `{}`",
                result.value.text(),
                scores_text(&expected),
                match save_meld {
                    SaveMeld::Trick => String::new(),
                    SaveMeld::Points(_) => format!("; {}", save_meld.describe()),
                },
                scores_text(&hand.value)
            ),
        ));
    }
}

/// Judges `MeldScores` against the points of the melds, as written beside them or as the
/// standard table gives them; returns each team's meld points as the scores after it should
/// count them.
fn check_meld_scores(
    model: &HandModel,
    saved: Option<&[bool]>,
    save_meld: SaveMeld,
    out: &mut Findings,
) -> Option<Vec<i64>> {
    let table = &model.table;
    let teams = teams(table);
    let written = per_team(teams, &model.meld_scores);
    let Some((_, shown)) = model.melds.as_ref() else {
        return written.map(|written| written.value.clone());
    };
    let scored = |points: &dyn Fn(&ShownMeld) -> Option<u32>| -> Option<Vec<i64>> {
        if shown.len() != table.players {
            return None;
        }
        let mut sums = vec![0i64; teams];
        for meld in shown {
            *sums.get_mut(table.team_of(meld.seat))? += i64::from(points(meld)?);
        }
        Some(
            sums.into_iter()
                .enumerate()
                .map(|(team, sum)| match saved {
                    Some(saved) if !saved.get(team).copied().unwrap_or(true) => 0,
                    _ => sum,
                })
                .collect(),
        )
    };
    let by_table = |meld: &ShownMeld| {
        if model.other_scoring.is_some() {
            return None;
        }
        let found = melds(&meld.cards, model.trump?.value, table.deck?);
        Some(total(&found))
    };
    let as_written = |meld: &ShownMeld| {
        meld.points
            .map(|points| points.value)
            .or_else(|| by_table(meld))
    };
    let Some(expected) = scored(&as_written) else {
        return written.map(|written| written.value.clone());
    };
    let table_expected = scored(&by_table);
    let Some(written) = written else {
        return Some(expected);
    };
    // A club's minimum meld may leave a team's meld at nothing; any other figure is questioned.
    let agrees = written.value.iter().enumerate().all(|(team, score)| {
        *score == 0
            || expected.get(team) == Some(score)
            || table_expected
                .as_ref()
                .is_some_and(|table| table.get(team) == Some(score))
    });
    if agrees {
        return Some(written.value.clone());
    }
    out.push(Diagnostic::warning(
        MELD_SCORES_MISMATCH,
        written.range,
        format!(
            "the melds add up to `{}` per team, not `{}`: {}",
            scores_text(&expected),
            scores_text(&written.value),
            save_meld.describe()
        ),
    ));
    Some(expected)
}
