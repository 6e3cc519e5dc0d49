//! Pinochle inlay hints: each trick's number before it and, after it, the teams' play points
//! so far (`Σ 12:7`, North's team first), from the play replayed. Only the hands that overlap
//! the range shown are read.

use crate::ide::green::Node;
use crate::ide::inlay::{HintKind, Hints, InlayHint};
use crate::ide::notations::pinochle::model::play::replay;
use crate::ide::notations::pinochle::model::{teams, HandModel};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let root = Node::root(parse);
    for hand in root.child_nodes_of(PIN_HAND_RECORD) {
        if hand.range().start() > out.within.end() {
            break;
        }
        let wanted = hand
            .child(PIN_PLAY)
            .is_some_and(|play| out.wants(play.range()));
        if wanted {
            play_hints(&HandModel::read(hand), out);
        }
    }
}

fn play_hints(model: &HandModel, out: &mut Hints) {
    let Some(replay) = replay(model) else {
        return;
    };
    let table = &model.table;
    let teams = teams(table);
    let mut points = vec![0u32; teams];
    for trick in &replay.tricks {
        let Some(written) = model.tricks.get(trick.index) else {
            continue;
        };
        if let Some(total) = points.get_mut(table.team_of(trick.winner)) {
            *total += trick.points;
        }
        let number = u32::try_from(trick.index + 1).unwrap_or(u32::MAX);
        out.number(written.range.start(), number, HintKind::Trick);
        let end = written.range.end();
        if !out.shows(end) {
            continue;
        }
        let scores: Vec<String> = points.iter().map(u32::to_string).collect();
        let teams: Vec<String> = (0..teams)
            .zip(&points)
            .map(|(team, points)| format!("{} {points}", table.team_name(team)))
            .collect();
        out.push(InlayHint {
            offset: end,
            label: format!("Σ {}", scores.join(":")),
            kind: HintKind::Score,
            tooltip: format!("The play points after trick {number}: {}", teams.join(", ")),
            pad_left: true,
            pad_right: false,
        });
    }
}
