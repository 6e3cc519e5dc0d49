//! A claim (`mc`) against the play before it: declarer cannot claim fewer tricks than it has
//! already taken, nor more than it has taken and the tricks left.

use crate::ide::check::Findings;
use crate::ide::notations::lin::model::BoardModel;
use crate::ide::Diagnostic;

pub(crate) const CLAIM_TOO_HIGH: &str = "lin/claim-too-high";
pub(crate) const CLAIM_TOO_LOW: &str = "lin/claim-too-low";

pub(super) fn check(model: &BoardModel, out: &mut Findings) {
    let Some(claim) = &model.claim else {
        return;
    };
    let Some(claimed) = claim.tricks else {
        return;
    };
    let claimed = usize::from(claimed);
    let Some(replay) = model
        .game
        .play
        .as_ref()
        .and_then(|play| play.replay.as_ref())
    else {
        // Without a play to judge it by, the claim is judged against a whole deal.
        if claimed > 13 {
            out.push(too_high(claim.range, claimed, 0, 13));
        }
        return;
    };
    if replay.failed || replay.stopped {
        return;
    }
    let played = replay
        .play
        .tricks()
        .iter()
        .map(|t| t.cards().count())
        .sum::<usize>();
    if played != claim.after_cards {
        return;
    }
    let won = replay.play.tricks_won(replay.declarer.side());
    let left = replay
        .play
        .total_tricks()
        .saturating_sub(replay.play.completed_tricks());
    if claimed > won + left {
        out.push(too_high(claim.range, claimed, won, left));
    } else if claimed < won {
        out.push(Diagnostic::error(
            CLAIM_TOO_LOW,
            claim.range,
            format!(
                "the claim gives declarer {claimed} trick{} in all, but declarer has already \
                 taken {won}: a claim counts every trick declarer takes, those already won too",
                plural(claimed)
            ),
        ));
    }
}

fn too_high(
    range: gamerec_grammar::TextRange,
    claimed: usize,
    won: usize,
    left: usize,
) -> Diagnostic {
    Diagnostic::error(
        CLAIM_TOO_HIGH,
        range,
        format!(
            "the claim gives declarer {claimed} trick{} in all, but declarer has taken {won} \
             and {left} trick{} {} left: declarer can take at most {}",
            plural(claimed),
            plural(left),
            if left == 1 { "is" } else { "are" },
            won + left
        ),
    )
}

fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}
