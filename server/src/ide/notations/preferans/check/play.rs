//! A played deal's throws: the problems the replay met (see the model's `play` module), and
//! throws where nobody plays against main.

use crate::ide::check::Findings;
use crate::ide::notations::preferans::model::play::Replay;
use crate::ide::notations::preferans::model::Deal;
use crate::ide::Diagnostic;

pub(super) const PLAY_WITHOUT_FOLLOWERS: &str = "preferans/play-without-followers";

pub(super) fn check(deal: &Deal, replay: Option<&Replay>, out: &mut Findings) {
    let Some(replay) = replay else {
        return;
    };
    let nobody = deal
        .followers()
        .is_some_and(|followers| followers.is_empty());
    if nobody {
        if let Some(throws) = deal
            .throws
            .as_ref()
            .filter(|throws| !throws.value.is_empty())
        {
            out.push(Diagnostic::warning(
                PLAY_WITHOUT_FOLLOWERS,
                throws.range,
                "nobody follows (`accepted` is 0), so the deal is not played: main takes the \
                 tricks without play, and the throws are written `0`",
            ));
        }
        return;
    }
    out.extend(replay.problems.iter().cloned());
}
