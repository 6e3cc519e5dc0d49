//! Where the Play section starts its columns, when a contract is played: the first column
//! should be the opening leader's, and `-` placeholders should put the opening lead in the
//! leader's column.

use super::placeholders;
use crate::ide::check::Findings;
use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::rules::{Contract, Seat};
use crate::ide::notations::pbn::model::tags::{is_inherited, seat, value_of};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::SyntaxKind::*;

pub(super) const PLAY_NOT_FROM_LEADER: &str = "pbn/play-not-from-leader";

/// The hints about the columns of `section` when `contract` is played.
pub(super) fn check_columns(section: Node<'_>, contract: &Contract, out: &mut Findings) {
    let Some(value) = value_of(section.child(PBN_TAG)) else {
        return;
    };
    if is_inherited(value) {
        return;
    }
    let Some(first_seat) = value.token(PBN_SEAT) else {
        return;
    };
    let Some(first_column) = seat(first_seat.text) else {
        return;
    };
    check_first_column(first_column, &first_seat, contract, out);
    placeholders::check(section, first_column, contract.opening_leader(), out);
}

/// The hint when the Play tag does not start with the opening leader.
fn check_first_column(
    first_column: Seat,
    first_seat: &Token<'_>,
    contract: &Contract,
    out: &mut Findings,
) {
    let leader = contract.opening_leader();
    if first_column == leader {
        return;
    }
    // Import format allows any first column; export format and most readers expect the
    // opening leader.
    out.push(Diagnostic::new(
        PLAY_NOT_FROM_LEADER,
        Severity::Hint,
        first_seat.range,
        format!(
            "the Play tag starts the columns with {first_column}, but the opening leader \
             is {leader} (left of declarer {}): export format and most readers start with \
             `{}`",
            contract.declarer,
            leader.letter()
        ),
    ));
}
