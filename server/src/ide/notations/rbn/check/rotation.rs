//! The dealer and vulnerability an `A` label names against the standard rotation of
//! duplicate boards: North deals board 1, East board 2, South board 3, West board 4, and so on
//! round the table; the vulnerability repeats every 16 boards.

use super::context::Context;
use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::AuctionFacts;
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::bridge::text::{names_scoring_by_turns, plain_board_number};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::rbn::ast::Label;

pub(super) const DEALER_OFF_ROTATION: &str = "rbn/dealer-off-rotation";

/// A hint when the record's `A` label names another dealer, or another vulnerability, than
/// its board number's. Only for a plain board number, a named dealer or vulnerability (not
/// `X`, not left out) and duplicate scoring: rubber bridge, Chicago and Cavendish deal by
/// their own turns and score their own vulnerability.
pub(super) fn check(
    labels: &[Label],
    auction: Option<&AuctionFacts>,
    context: &Context,
    out: &mut Findings,
) {
    let Some(auction) = auction.filter(|auction| auction.dealer_at.is_some()) else {
        return;
    };
    let in_effect = |letter: char| {
        labels
            .iter()
            .find(|label| super::letter(label) == Some(letter))
            .cloned()
            .or_else(|| context.label(letter))
            .filter(|label| !label.is_null())
    };
    if in_effect('F').is_some_and(|label| deals_by_turns(&first_field(&label))) {
        return;
    }
    let Some(board) = in_effect('B').and_then(|label| plain_board_number(&first_field(&label)))
    else {
        return;
    };
    // Lessons and set hands number their deals freely: hints, not warnings.
    if let Some(dealer_at) = auction.dealer_at {
        let dealer = Some(auction.dealer).filter(|_| auction.dealer_known);
        match (dealer, board_dealer(board)) {
            (Some(dealer), Some(expected)) if dealer != expected => out.push(Diagnostic::new(
                DEALER_OFF_ROTATION,
                Severity::Hint,
                dealer_at,
                format!(
                    "the A label names {dealer} as dealer, but board {board} is dealt by \
                     {expected} in the standard rotation of duplicate boards (North deals \
                     boards 1, 5, 9, …): if this is a duplicate board, check the dealer and \
                     the board number"
                ),
            )),
            _ => {}
        }
    }
    if let Some(vulnerability_at) = auction.vulnerability_at {
        match (auction.vulnerability, board_vulnerability(board)) {
            (Some(written), Some(expected)) if written != expected => out.push(Diagnostic::new(
                DEALER_OFF_ROTATION,
                Severity::Hint,
                vulnerability_at,
                format!(
                    "the A label gives the vulnerability as {written}, but on board \
                         {board} it is {expected} in the standard rotation of duplicate \
                         boards: if this is a duplicate board, check the vulnerability and \
                         the board number"
                ),
            )),
            _ => {}
        }
    }
}

fn first_field(label: &Label) -> String {
    label
        .fields()
        .next()
        .map(|field| field.text())
        .unwrap_or_default()
}

/// Whether an `F` label's form of scoring deals by turns rather than by board number: rubber
/// bridge (`R`), Chicago (`C`) and Cavendish (`A`), as letters or words.
fn deals_by_turns(field: &str) -> bool {
    let form = field.trim().to_ascii_lowercase();
    matches!(form.as_str(), "r" | "c" | "a") || names_scoring_by_turns(&form)
}

#[cfg(test)]
mod tests {
    use super::DEALER_OFF_ROTATION;
    use crate::ide::analysis::diagnostics;
    use crate::ide::diagnostic_lines::diagnostic_lines;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn check(format: Format, text: &str, expect: Expect) {
        let mut found = diagnostics(&parse(format, text));
        found.retain(|d| d.code == DEALER_OFF_ROTATION);
        expect.assert_eq(&diagnostic_lines(text, &found));
    }

    #[test]
    fn a_dealer_against_the_board_number() {
        check(
            Format::Rbn,
            "B 6\nA SE:P1HP2H:PPP\n",
            expect![[r#"
                rbn/dealer-off-rotation@6..7 hint `S`: the A label names South as dealer, but board 6 is dealt by East in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
            "#]],
        );
        // B repeats into the next record until altered.
        check(
            Format::Rbn,
            "B 1:C\nA NZ:PPPP\n\nA WZ:PPPP\n",
            expect![[r#"
                rbn/dealer-off-rotation@19..20 hint `W`: the A label names West as dealer, but board 1 is dealt by North in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
            "#]],
        );
    }

    #[test]
    fn the_rotation_dealer_or_no_rotation() {
        check(Format::Rbn, "B 6\nA EE:PPPP\n", expect![[""]]);
        check(Format::Rbn, "B 6\nA EX:PPPP\n", expect![[""]]);
        check(Format::Rbn, "B 6\nA XE:PPPP\n", expect![[""]]);
        check(Format::Rbn, "B 6\nA PPPP\n", expect![[""]]);
        check(Format::Rbn, "B xy\nA SN:PPPP\n", expect![[""]]);
        check(Format::Rbn, "F R\nB 6\nA SN:PPPP\n", expect![[""]]);
        check(Format::Rbn, "F Chicago\nB 6\nA SN:PPPP\n", expect![[""]]);
        check(Format::Rbn, "A SN:PPPP\n", expect![[""]]);
    }

    #[test]
    fn a_vulnerability_against_the_board_number() {
        // Board 6: East deals, East-West vulnerable.
        check(
            Format::Rbn,
            "B 6\nA EZ:PPPP\n",
            expect![[r#"
                rbn/dealer-off-rotation@7..8 hint `Z`: the A label gives the vulnerability as None, but on board 6 it is East-West in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
            "#]],
        );
        check(
            Format::Rbn,
            "B 16\nA WB:PPPP\n",
            expect![[r#"
                rbn/dealer-off-rotation@8..9 hint `B`: the A label gives the vulnerability as Both, but on board 16 it is East-West in the standard rotation of duplicate boards: if this is a duplicate board, check the vulnerability and the board number
            "#]],
        );
        check(Format::Rbn, "F Chicago\nB 6\nA EZ:PPPP\n", expect![[""]]);
    }
}
