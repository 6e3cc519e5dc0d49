//! Result and Score checks: declarer's tricks in the Result tag against the play, a result
//! given for a passed-out board, and the Score tag against contract, tricks and vulnerability.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::PlayInfo;
use crate::ide::notations::bridge::rules::{Contract, Side};
use crate::ide::notations::pbn::model::tags::{ContractTag, DeclarerTag, GameTags, SidedNumbers};
use crate::ide::notations::pbn::moves::split;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::{PBN_CARET, PBN_IRREGULARITY};

pub(super) const RESULT_MISMATCH: &str = "pbn/result-mismatch";
pub(super) const SCORE_MISMATCH: &str = "pbn/score-mismatch";

fn passed_out(tags: &GameTags) -> bool {
    matches!(tags.contract, Some(ContractTag { contract: None, .. }))
        || matches!(tags.declarer, Some(DeclarerTag { seat: None, .. }))
}

/// Declarer's tricks as the Result tag gives them.
fn declarer_tricks(result: &SidedNumbers, contract: &Contract) -> Option<i32> {
    let side = contract.declaring_side();
    result
        .for_side(side, side, true)
        .filter(|tricks| (0..=13).contains(tricks))
}

pub(super) fn check_result(
    tags: &GameTags,
    contract: Option<Contract>,
    play: Option<&PlayInfo>,
    out: &mut Findings,
) {
    let Some(result) = &tags.result else {
        return;
    };
    if passed_out(tags) {
        // `0` says the same as the empty value the spec asks for.
        if result.parts.iter().all(|&(_, tricks)| tricks == 0) {
            return;
        }
        out.push(Diagnostic::error(
            RESULT_MISMATCH,
            result.range,
            "the board is passed out (empty Declarer or Contract `Pass`), so no tricks are \
             taken: leave the Result tag empty",
        ));
        return;
    }
    let (Some(contract), Some(facts)) = (contract, play.filter(|p| !p.failed)) else {
        return;
    };
    let Some(tricks) = declarer_tricks(result, &contract) else {
        return;
    };
    let side = contract.declaring_side();
    let won = facts.play.tricks_won(side) as i32;
    let lost = facts.play.tricks_won(side.opponents()) as i32;
    let declarer = contract.declarer;
    let message = if facts.play.is_finished() {
        match (won == tricks, result.caret) {
            (false, false) => format!(
                "the play gives declarer {declarer} {won} tricks, but the Result tag says \
                 {tricks}: write {won}, or mark an agreed result that differs from the play \
                 with `^`"
            ),
            (true, true) => format!(
                "`^` marks a result that differs from the play, but the play gives declarer \
                 {declarer} {won} tricks too: remove the `^`"
            ),
            _ => return,
        }
    } else if !result.caret && (won > tricks || lost > 13 - tricks) {
        format!(
            "in the tricks played so far declarer {declarer} has won {won} and the defenders \
             {lost}, so declarer ends with {won} to {} tricks, not {tricks}",
            13 - lost
        )
    } else {
        return;
    };
    out.push(Diagnostic::error(RESULT_MISMATCH, result.range, message));
}

pub(super) fn check_score(
    game: Node<'_>,
    tags: &GameTags,
    contract: Option<Contract>,
    out: &mut Findings,
) {
    let Some(score) = &tags.score else {
        return;
    };
    // The spec lets the score deviate after an irregularity. Looked for only when there is
    // something to report, since it reads the whole game.
    let irregular = || {
        !game.tokens_while(|token| {
            token.kind != PBN_CARET && split(token).all(|piece| piece.kind != PBN_IRREGULARITY)
        })
    };
    if passed_out(tags) {
        if score.parts.iter().any(|&(_, points)| points != 0) && !irregular() {
            out.push(Diagnostic::error(
                SCORE_MISMATCH,
                score.range,
                "the board is passed out, so both sides score 0",
            ));
        }
        return;
    }
    let (Some(contract), Some(result), Some(vulnerable)) =
        (contract, &tags.result, tags.vulnerable)
    else {
        return;
    };
    let Some(tricks) = declarer_tricks(result, &contract) else {
        return;
    };
    let Ok(ns) = contract.ns_score(tricks as u8, vulnerable) else {
        return;
    };
    let side = contract.declaring_side();
    let expected = |s: Side| if s == Side::NorthSouth { ns } else { -ns };
    let wrong = score.parts.iter().any(|&(part_side, points)| {
        let s = part_side.unwrap_or(side);
        points != expected(s)
    });
    if !wrong || irregular() {
        return;
    }
    let declarer_score = expected(side);
    out.push(Diagnostic::error(
        SCORE_MISMATCH,
        score.range,
        format!(
            "{contract} making {tricks} tricks, vulnerability {}, scores {} for {side} \
             ({} for {}), not what the Score tag says",
            vulnerable.name(),
            signed(declarer_score),
            signed(-declarer_score),
            side.opponents()
        ),
    ));
}

fn signed(points: i32) -> String {
    if points > 0 {
        format!("+{points}")
    } else {
        points.to_string()
    }
}
