//! What a board writes about itself: its dealer and vulnerability against the standard
//! rotation of its board number, the number of `qx` against `ah` and against the match's
//! boards, the number of players `pn` names, and the commands gamerec does not know.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::lin::model::header::Header;
use crate::ide::notations::lin::model::{vulnerability_letter, BoardModel};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::TextRange;

pub(crate) const OFF_ROTATION: &str = "lin/dealer-off-rotation";
pub(crate) const BOARD_NUMBERS_DIFFER: &str = "lin/board-numbers-differ";
pub(crate) const BOARD_OUT_OF_RANGE: &str = "lin/board-out-of-range";
pub(crate) const NAME_COUNT: &str = "lin/name-count";
pub(crate) const UNKNOWN_COMMAND: &str = "lin/unknown-command";

pub(super) fn check(model: &BoardModel, header: &Header, out: &mut Findings) {
    rotation(model, out);
    numbers(model, header, out);
    if let Some(names) = &model.names {
        let count = names.names.len();
        // A vugraph file may repeat its eight players, both rooms', between boards.
        if count != 4 && !(header.vugraph && count == 8) {
            out.push(Diagnostic::warning(
                NAME_COUNT,
                names.range,
                format!(
                    "`pn` names {count} player{} here; a board names four, South, West, North \
                     and East (a vugraph file names eight, both rooms' players)",
                    if count == 1 { "" } else { "s" }
                ),
            ));
        }
    }
    unknown_commands(&model.unknown_commands, out);
}

fn rotation(model: &BoardModel, out: &mut Findings) {
    let Some(board) = model.board_number() else {
        return;
    };
    if let (Some((dealer, range)), Some(expected)) = (model.dealer, board_dealer(board)) {
        if dealer != expected {
            out.push(Diagnostic::new(
                OFF_ROTATION,
                Severity::Hint,
                range,
                format!(
                    "`md` names {dealer} as the dealer, but board {board} is dealt by \
                     {expected} in the standard rotation of duplicate boards (North deals \
                     boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the \
                     board number"
                ),
            ));
        }
    }
    if let (Some((vulnerability, range)), Some(expected)) =
        (model.vulnerability, board_vulnerability(board))
    {
        if vulnerability != expected {
            out.push(Diagnostic::new(
                OFF_ROTATION,
                Severity::Hint,
                range,
                format!(
                    "`sv` says {vulnerability} vulnerable, but board {board} is `{}` ({expected}) \
                     in the standard rotation of duplicate boards (it repeats every 16 boards): \
                     if this is a duplicate board, check the vulnerability and the board number",
                    vulnerability_letter(expected)
                ),
            ));
        }
    }
}

fn numbers(model: &BoardModel, header: &Header, out: &mut Findings) {
    let Some(room_board) = &model.room_board else {
        return;
    };
    let Some(board) = room_board.board else {
        return;
    };
    if let Some(heading) = &model.heading {
        if let Some(other) = heading.board.filter(|&other| other != board) {
            out.push(Diagnostic::warning(
                BOARD_NUMBERS_DIFFER,
                heading.range,
                format!(
                    "the heading names board {other}, but `qx` makes this board {board}: \
                     correct one of them"
                ),
            ));
        }
    }
    if let (Some(first), Some(last)) = (header.first_board, header.last_board) {
        if !(first..=last).contains(&board) {
            out.push(Diagnostic::warning(
                BOARD_OUT_OF_RANGE,
                room_board.range,
                format!(
                    "board {board} is not among the match's boards, {first} to {last}, that \
                     `vg` gives: correct the board number or `vg`"
                ),
            ));
        }
    }
}

/// An information for each command that is not in gamerec's table of LIN commands.
pub(super) fn unknown_commands(commands: &[(String, TextRange)], out: &mut Findings) {
    for (command, range) in commands {
        out.push(Diagnostic::new(
            UNKNOWN_COMMAND,
            Severity::Info,
            *range,
            format!(
                "gamerec does not know the command `{command}`; its value is kept as text and \
                 not checked"
            ),
        ));
    }
}
