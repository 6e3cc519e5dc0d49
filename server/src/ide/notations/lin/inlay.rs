//! Inlay hints of LIN, from each board read into the model: the high-card points after each
//! hand of `md` (and after the fourth hand it leaves for the rest of the pack), the number of
//! each trick before its first `pc`, and the running count of tricks after each trick's last.

use crate::ide::inlay::{HintKind, Hints, InlayHint};
use crate::ide::notations::bridge;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::lin::model::BoardModel;
use crate::ide::semantic::walk::root_children_from;
use gamerec_grammar::SyntaxKind::LIN_BOARD;
use gamerec_grammar::{NodeOrToken, Parse};

pub(super) fn hints(parse: &Parse, out: &mut Hints) {
    let children = root_children_from(parse, out.within.start());
    for board in children.filter_map(NodeOrToken::into_node) {
        if board.range().start() > out.within.end() {
            break;
        }
        if board.kind() == LIN_BOARD && out.wants(board.range()) {
            board_hints(&BoardModel::read(board, Detail::Cards), out);
        }
    }
}

fn board_hints(model: &BoardModel, out: &mut Hints) {
    if let Some(deal) = &model.game.deal {
        bridge::inlay::deal_hints(deal, out);
    }
    let Some(play) = &model.game.play else {
        return;
    };
    for (number, first) in (1..).zip(play.plays.iter().step_by(4)) {
        out.number(first.range.start(), number, HintKind::Trick);
    }
    let Some(replay) = &play.replay else {
        return;
    };
    let declarer = replay.declarer.side();
    for last in play.plays.iter().skip(3).step_by(4) {
        let after = last.range.end();
        if !out.shows(after) {
            continue;
        }
        let (Some((winner, card)), Some((ns, ew))) =
            (replay.winner(last.trick), replay.won_after(last.trick))
        else {
            break;
        };
        let (ours, theirs) = match declarer {
            bridge::rules::Side::NorthSouth => (ns, ew),
            bridge::rules::Side::EastWest => (ew, ns),
        };
        out.push(InlayHint {
            offset: after,
            label: format!("{} {ours}–{theirs}", winner.letter()),
            kind: HintKind::Score,
            tooltip: format!(
                "{winner} wins trick {} with the {card}; tricks so far: declarer's side {ours}, \
                 defenders {theirs}",
                last.trick + 1
            ),
            pad_left: true,
            pad_right: false,
        });
    }
}
