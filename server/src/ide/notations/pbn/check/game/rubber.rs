//! ScoreRubberHistory against Vulnerable: in rubber bridge a side is vulnerable once it has
//! won a game of the rubber, that is, reached 100 below the line in a game before the
//! current one.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::bridge::rules::{Side, Vulnerability};
use crate::ide::notations::pbn::model::tags::{is_inherited, value_of, value_text};
use crate::ide::Diagnostic;

pub(super) const RUBBER_VULNERABILITY: &str = "pbn/rubber-vulnerability-mismatch";

/// One side's history: its below-the-line scores, one per game of the rubber so far, the
/// last being the game in progress.
fn games_won(words: &[&str]) -> Option<bool> {
    let slash = words.iter().position(|&w| w == "/")?;
    if slash != 2 {
        return None;
    }
    let below: Vec<i32> = words
        .get(slash + 1..)?
        .iter()
        .map(|w| w.parse().ok())
        .collect::<Option<_>>()?;
    let (_, earlier) = below.split_last()?;
    Some(earlier.iter().any(|&points| points >= 100))
}

/// `NS <above> <above>/<below>... EW <above> <above>/<below>...`, in either order: whether
/// each side has won a game.
fn read_history(text: &str) -> Option<[bool; 2]> {
    let spaced = text.replace('/', " / ");
    let words: Vec<&str> = spaced.split_whitespace().collect();
    let second = words.iter().skip(1).position(|&w| w == "NS" || w == "EW")? + 1;
    let (first, rest) = words.split_at(second);
    let mut won = [None, None];
    for part in [first, rest] {
        let (side, numbers) = part.split_first()?;
        let index = match *side {
            "NS" => Side::NorthSouth.index(),
            "EW" => Side::EastWest.index(),
            _ => return None,
        };
        won[index] = Some(games_won(numbers)?);
    }
    Some([won[0]?, won[1]?])
}

pub(super) fn check_rubber_history(
    tag: Option<Node<'_>>,
    vulnerable: Option<Vulnerability>,
    out: &mut Findings,
) {
    let Some(vulnerable) = vulnerable else {
        return;
    };
    let Some(value) = value_of(tag) else {
        return;
    };
    if is_inherited(value) {
        return;
    }
    let Some(won) = read_history(&value_text(value)) else {
        return;
    };
    let ns = won[Side::NorthSouth.index()];
    let ew = won[Side::EastWest.index()];
    let (expected, spelled, who) = match (ns, ew) {
        (false, false) => (Vulnerability::None, "None", "neither side has won a game"),
        (true, false) => (
            Vulnerability::NorthSouth,
            "NS",
            "North-South have won a game and East-West have not",
        ),
        (false, true) => (
            Vulnerability::EastWest,
            "EW",
            "East-West have won a game and North-South have not",
        ),
        (true, true) => (Vulnerability::Both, "All", "both sides have won a game"),
    };
    if expected == vulnerable {
        return;
    }
    out.push(Diagnostic::error(
        RUBBER_VULNERABILITY,
        value.range(),
        format!(
            "in the rubber history {who}, so the vulnerability is `{spelled}`, but the \
             Vulnerable tag says {}",
            vulnerable.name()
        ),
    ));
}
