//! From one hand to the next: a hand's `GameScores` carries on the scores the game stood at
//! after the hand before it, `GameScores` plus `HandScores`.

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::{scores_text, Carry, HandModel};
use crate::ide::Diagnostic;

pub(super) const GAME_SCORES_CARRIED: &str = "pinochle/game-scores-carried";

pub(super) fn check(model: &HandModel, previous: Option<&Carry>, out: &mut Findings) {
    let (Some(previous), Some(number), Some(game)) =
        (previous, model.hand_number, &model.game_scores)
    else {
        return;
    };
    if Some(number.value) != previous.hand.checked_add(1) || game.value == previous.totals {
        return;
    }
    out.push(Diagnostic::warning(
        GAME_SCORES_CARRIED,
        game.range,
        format!(
            "hand {} ended with the game at `{}` (its `GameScores` plus its `HandScores`), so \
             hand {} starts there, not at `{}`",
            previous.hand,
            scores_text(&previous.totals),
            number.value,
            scores_text(&game.value)
        ),
    ));
}
