//! LIN quick fixes, where one fix is clear: the dealer of `md` or the vulnerability of `sv` as
//! the board number's place in the standard rotation gives them, and a claim that counted only
//! the tricks still to come made the total it meant. Each reads the board the finding is in.

use crate::ide::actions::{edit, CodeAction};
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::lin::check::{CLAIM_TOO_LOW, OFF_ROTATION};
use crate::ide::notations::lin::model::deal::dealer_digit;
use crate::ide::notations::lin::model::{vulnerability_letter, BoardModel};
use crate::ide::Diagnostic;
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::LIN_BOARD;

pub(super) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    if ![OFF_ROTATION, CLAIM_TOO_LOW].contains(&diagnostic.code) {
        return Vec::new();
    }
    let root = Node::root(parse);
    let Some(board) = root
        .child_nodes_of(LIN_BOARD)
        .find(|board| board.range().contains_range(diagnostic.range))
    else {
        return Vec::new();
    };
    let model = BoardModel::read(board, Detail::Checks);
    let fix = match diagnostic.code {
        OFF_ROTATION => rotation_fix(&model, diagnostic),
        _ => claim_fix(&model),
    };
    fix.into_iter().collect()
}

fn rotation_fix(model: &BoardModel, diagnostic: &Diagnostic) -> Option<CodeAction> {
    let board = model.board_number()?;
    if let Some((dealer, range)) = model.dealer.filter(|(_, at)| *at == diagnostic.range) {
        let expected = board_dealer(board).filter(|&expected| expected != dealer)?;
        return Some(CodeAction::fix(
            format!("Make {expected} the dealer, as board {board} has it"),
            true,
            vec![edit(range, dealer_digit(expected).to_string())],
        ));
    }
    let (vulnerability, range) = model
        .vulnerability
        .filter(|(_, at)| *at == diagnostic.range)?;
    let expected = board_vulnerability(board).filter(|&expected| expected != vulnerability)?;
    Some(CodeAction::fix(
        format!("Make the vulnerability {expected}, as board {board} has it"),
        true,
        vec![edit(range, vulnerability_letter(expected).to_string())],
    ))
}

/// A claim below the tricks declarer has won, which counted the tricks to come only: the
/// claim of those and the tricks won, when that many are still possible.
fn claim_fix(model: &BoardModel) -> Option<CodeAction> {
    let claim = model.claim.as_ref()?;
    let claimed = usize::from(claim.tricks?);
    let replay = model.game.play.as_ref()?.replay.as_ref()?;
    let won = replay.play.tricks_won(replay.declarer.side());
    let left = replay
        .play
        .total_tricks()
        .saturating_sub(replay.play.completed_tricks());
    let total = won + claimed;
    if claimed >= won || total > won + left {
        return None;
    }
    Some(CodeAction::fix(
        format!("Claim {total}: the {won} tricks won and the {claimed} claimed"),
        true,
        vec![edit(claim.range, total.to_string())],
    ))
}
