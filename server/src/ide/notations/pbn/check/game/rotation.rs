//! Dealer and Vulnerable against the standard rotation of duplicate boards: North deals
//! board 1, East board 2, and so on round the table; the vulnerability repeats every 16
//! boards.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::bridge::rules::{board_dealer, board_vulnerability};
use crate::ide::notations::bridge::text::{
    names_scoring_by_turns, pbn_vulnerable_value, plain_board_number,
};
use crate::ide::notations::pbn::check::tag_table::TagTable;
use crate::ide::notations::pbn::model::tags::{
    is_inherited, value_range, value_text, Found, GameTags,
};
use crate::ide::{Diagnostic, Severity};

pub(super) const DEALER_OFF_ROTATION: &str = "pbn/dealer-off-rotation";

/// A hint for a Dealer and one for a Vulnerable that differ from what the game's plain board
/// number gives by the standard rotation, unless the Scoring tag names rubber bridge,
/// Chicago or Cavendish.
pub(super) fn check(table: &TagTable<'_>, found: &Found<'_>, tags: &GameTags, out: &mut Findings) {
    if tags.dealer.is_none() && tags.vulnerable.is_none() {
        return;
    }
    let own_value = |name: &str| {
        let value = table.first(name)?.1.value?;
        (!is_inherited(value)).then(|| value_text(value))
    };
    if own_value("Scoring").is_some_and(|scoring| names_scoring_by_turns(&scoring)) {
        return;
    }
    let Some(board) = own_value("Board").and_then(|text| plain_board_number(&text)) else {
        return;
    };
    let range_of = |tag: Option<Node<'_>>| {
        tag.and_then(|tag| tag.child(gamerec_grammar::SyntaxKind::PBN_TAG_VALUE))
            .map(value_range)
    };
    if let (Some(dealer), Some(expected), Some(range)) =
        (tags.dealer, board_dealer(board), range_of(found.dealer))
    {
        if dealer != expected {
            out.push(Diagnostic::new(
                DEALER_OFF_ROTATION,
                Severity::Hint,
                range,
                format!(
                    "the Dealer tag names {dealer}, but board {board} is dealt by {expected} \
                     in the standard rotation of duplicate boards (North deals boards 1, 5, \
                     9, …): if this is a duplicate board, check the dealer and the board \
                     number"
                ),
            ));
        }
    }
    if let (Some(vulnerable), Some(expected), Some(range)) = (
        tags.vulnerable,
        board_vulnerability(board),
        range_of(found.vulnerable),
    ) {
        if vulnerable != expected {
            out.push(Diagnostic::new(
                DEALER_OFF_ROTATION,
                Severity::Hint,
                range,
                format!(
                    "the Vulnerable tag says {vulnerable}, but board {board} is `{}` in the \
                     standard rotation of duplicate boards (it repeats every 16 boards): if \
                     this is a duplicate board, check the vulnerability and the board number",
                    pbn_vulnerable_value(expected)
                ),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DEALER_OFF_ROTATION;
    use crate::ide::analysis::diagnostics;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn check(text: &str, expect: Expect) {
        let mut lines = String::new();
        for d in diagnostics(&parse(Format::Pbn, text)) {
            if d.code == DEALER_OFF_ROTATION {
                let severity = d.severity.name();
                lines.push_str(&format!("{severity} `{}`: {}\n", &text[d.range], d.message));
            }
        }
        expect.assert_eq(&lines);
    }

    #[test]
    fn dealer_and_vulnerable_against_the_board_number() {
        check(
            "[Board \"6\"]\n[Dealer \"S\"]\n[Vulnerable \"None\"]\n",
            expect![[r#"
                hint `S`: the Dealer tag names South, but board 6 is dealt by East in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
                hint `None`: the Vulnerable tag says None, but board 6 is `EW` in the standard rotation of duplicate boards (it repeats every 16 boards): if this is a duplicate board, check the vulnerability and the board number
            "#]],
        );
        check(
            "[Board \"17\"]\n[Dealer \"N\"]\n[Vulnerable \"Both\"]\n",
            expect![[r#"
                hint `Both`: the Vulnerable tag says Both, but board 17 is `None` in the standard rotation of duplicate boards (it repeats every 16 boards): if this is a duplicate board, check the vulnerability and the board number
            "#]],
        );
    }

    #[test]
    fn the_rotation_or_no_rotation() {
        // Spelled otherwise but the same: `Love` is None, `Both` is All.
        check(
            "[Board \"6\"]\n[Dealer \"E\"]\n[Vulnerable \"EW\"]\n",
            expect![[""]],
        );
        check(
            "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"Love\"]\n",
            expect![[""]],
        );
        check(
            "[Board \"4\"]\n[Dealer \"W\"]\n[Vulnerable \"Both\"]\n",
            expect![[""]],
        );
        // No plain board number.
        check("[Board \"6a\"]\n[Dealer \"S\"]\n", expect![[""]]);
        check("[Board \"0\"]\n[Dealer \"S\"]\n", expect![[""]]);
        check("[Board \"#\"]\n[Dealer \"S\"]\n", expect![[""]]);
        check("[Dealer \"S\"]\n[Vulnerable \"None\"]\n", expect![[""]]);
        // Unknown or inherited values.
        check(
            "[Board \"6\"]\n[Dealer \"?\"]\n[Vulnerable \"#\"]\n",
            expect![[""]],
        );
        // Rubber bridge and Chicago deal by turns.
        check(
            "[Board \"6\"]\n[Scoring \"Rubber\"]\n[Dealer \"S\"]\n",
            expect![[""]],
        );
        check(
            "[Board \"6\"]\n[Scoring \"Chicago\"]\n[Dealer \"S\"]\n",
            expect![[""]],
        );
        // Duplicate scoring does not.
        check(
            "[Board \"6\"]\n[Scoring \"IMP\"]\n[Dealer \"S\"]\n",
            expect![[r#"
                hint `S`: the Dealer tag names South, but board 6 is dealt by East in the standard rotation of duplicate boards (North deals boards 1, 5, 9, …): if this is a duplicate board, check the dealer and the board number
            "#]],
        );
    }
}
