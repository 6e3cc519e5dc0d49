//! Hovers on the score tags: how each team's meld, play and hand scores are made up, from the
//! melds, the tricks replayed and the result.

use crate::ide::markup::{escape, Markup};
use crate::ide::notations::pinochle::model::play::replay;
use crate::ide::notations::pinochle::model::{teams, HandModel, Outcome};

/// The team as the hover names it: the partners at four, else the one player.
fn team_name(model: &HandModel, team: usize) -> String {
    if model.table.players == 4 {
        format!(
            "{} and {}",
            escape(&model.who(team)),
            escape(&model.who(team + 2))
        )
    } else {
        escape(&model.who(team))
    }
}

pub(super) fn game_scores(model: &HandModel) -> Option<Markup> {
    let scores = model.game_scores.as_ref()?;
    let lines = scores
        .value
        .iter()
        .enumerate()
        .map(|(team, score)| format!("{}: {score}", team_name(model, team)));
    Some(
        Markup::new()
            .heading("`GameScores`")
            .paragraph(
                "The game's scores before this hand, each team's `GameScores` and `HandScores` \
                 of the hand before added up:",
            )
            .list(lines),
    )
}

pub(super) fn meld_scores(model: &HandModel) -> Option<Markup> {
    let (_, shown) = model.melds.as_ref()?;
    let lines = (0..teams(&model.table)).map(|team| {
        let parts: Vec<String> = shown
            .iter()
            .filter(|meld| model.table.team_of(meld.seat) == team)
            .map(|meld| {
                let seat = model.table.seats.get(meld.seat).copied().unwrap_or("?");
                match meld.points {
                    Some(points) => format!("{seat} {}", points.value),
                    None => format!("{seat} ?"),
                }
            })
            .collect();
        let sum: u32 = shown
            .iter()
            .filter(|meld| model.table.team_of(meld.seat) == team)
            .filter_map(|meld| meld.points.map(|points| points.value))
            .sum();
        format!("{}: {} = {sum}", team_name(model, team), parts.join(" + "))
    });
    Some(
        Markup::new()
            .heading("`MeldScores`")
            .paragraph("The melds of each team, as `Melds` writes them:")
            .list(lines)
            .paragraph(
                "Most clubs count a team's meld only when it takes a trick, and some ask for a \
                 minimum; the figure written follows the club's rules \
                 (`rules.pinochle.saveMeld` tells the checks which).",
            ),
    )
}

pub(super) fn play_scores(model: &HandModel) -> Option<Markup> {
    let replay = replay(model)?;
    let taken = replay.taken_by_team(&model.table);
    let lines = taken.iter().enumerate().map(|(team, taken)| {
        format!(
            "{}: {} points in {} tricks",
            team_name(model, team),
            taken.points,
            taken.tricks
        )
    });
    let how = if replay.complete {
        format!(
            "The tricks as replayed, with the last trick's {}:",
            replay.last_trick
        )
    } else {
        "The tricks replayed so far (the play is not complete):".to_owned()
    };
    Some(
        Markup::new()
            .heading("`PlayScores`")
            .paragraph(how)
            .list(lines),
    )
}

pub(super) fn hand_scores(model: &HandModel) -> Option<Markup> {
    let result = model.result?;
    let declarer = model.declarer?.value;
    let contract = model.contract?.value;
    let meld = model.meld_scores.as_ref()?;
    let play = model.play_scores.as_ref()?;
    let declaring = model.table.team_of(declarer);
    let lines = (0..teams(&model.table)).map(|team| {
        let meld = meld.value.get(team).copied().unwrap_or(0);
        let play = play.value.get(team).copied().unwrap_or(0);
        let name = team_name(model, team);
        match result.value {
            Outcome::Set | Outcome::NoTrump if team == declaring => {
                format!("{name}: set, and lose the contract: -{contract}")
            }
            _ => format!("{name}: meld {meld} + play {play} = {}", meld + play),
        }
    });
    Some(
        Markup::new()
            .heading("`HandScores`")
            .paragraph(format!(
                "By the common rule, with the result `{}` and a contract of {contract}:",
                result.value.text()
            ))
            .list(lines),
    )
}
