//! The `-` placeholders of the first play line when the Play tag names another player than
//! the opening leader: one `-` for each column before the leader's, so that the opening lead
//! stands in the leader's column.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::bridge::rules::Seat;
use crate::ide::notations::pbn::moves::section_tokens;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(super) const MISPLACED_PLACEHOLDERS: &str = "pbn/misplaced-placeholders";

/// A warning when the first play line starts with `-` placeholders, the Play tag's seat is
/// not the opening leader, and the first card after them stands in another column than the
/// leader's. Irregularity marks before the first card (a lead out of turn) leave it alone.
pub(super) fn check(section: Node<'_>, first_column: Seat, leader: Seat, out: &mut Findings) {
    if first_column == leader {
        return;
    }
    let mut placeholders = 0usize;
    let mut first_card = None;
    for token in section_tokens(section) {
        match token.kind {
            PBN_CARD if token.text == "-" => placeholders += 1,
            PBN_CARD => {
                first_card = Some(token);
                break;
            }
            PBN_IRREGULARITY | PBN_PLUS | PBN_STAR | ERROR => return,
            _ => {}
        }
    }
    let Some(card) = first_card else {
        return;
    };
    let expected = (leader.index() + 4 - first_column.index()) % 4;
    if placeholders == 0 || placeholders == expected {
        return;
    }
    let column = first_column.after(placeholders % 4);
    let plural = |count: usize| if count == 1 { "" } else { "s" };
    out.push(Diagnostic::warning(
        MISPLACED_PLACEHOLDERS,
        card.range,
        format!(
            "{placeholders} `-` placeholder{} before the first card put it in {column}'s \
             column, but the opening leader is {leader}: with the Play tag at {first_column}, \
             write {expected} `-` (one for each player before the leader)",
            plural(placeholders)
        ),
    ));
}

#[cfg(test)]
mod tests {
    use super::MISPLACED_PLACEHOLDERS;
    use crate::ide::analysis::diagnostics;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn check(text: &str, expect: Expect) {
        let mut lines = String::new();
        for d in diagnostics(&parse(Format::Pbn, text)) {
            if d.code == MISPLACED_PLACEHOLDERS {
                let severity = d.severity.name();
                lines.push_str(&format!("{severity} `{}`: {}\n", &text[d.range], d.message));
            }
        }
        expect.assert_eq(&lines);
    }

    /// South declares, so West leads; the Play tag starts the columns with `first`.
    fn game(first: &str, cards: &str) -> String {
        format!(
            "[Dealer \"N\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. \
             ..AKQJT98765432. ...AKQJT98765432\"]\n[Declarer \"S\"]\n[Contract \"7NT\"]\n\
             [Play \"{first}\"]\n{cards}\n"
        )
    }

    #[test]
    fn too_few_or_too_many_placeholders() {
        check(
            &game("E", "- CA SA HA"),
            expect![[r#"
                warning `CA`: 1 `-` placeholder before the first card put it in South's column, but the opening leader is West: with the Play tag at East, write 2 `-` (one for each player before the leader)
            "#]],
        );
        check(
            &game("N", "- - CA SA"),
            expect![[r#"
                warning `CA`: 2 `-` placeholders before the first card put it in South's column, but the opening leader is West: with the Play tag at North, write 3 `-` (one for each player before the leader)
            "#]],
        );
    }

    #[test]
    fn placeholders_up_to_the_leader_or_none_at_all() {
        check(&game("E", "- - CA SA\nHA DA"), expect![[""]]);
        check(&game("N", "SA HA DA CA"), expect![[""]]);
        // The Play tag at the leader: a `-` there is an unknown card, not a placeholder.
        check(&game("W", "- SA HA DA"), expect![[""]]);
        // A lead out of turn moves the lead: the placeholders are not counted.
        check(&game("E", "- ^L SA HA DA"), expect![[""]]);
    }
}
