//! Two irregularity marks where one card or call can carry only one: `^R ^R`, `^R ^L` before
//! one card, `^I ^I` before one bid, or a second `^L` in one trick (a trick has one lead).

use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::TextRange;

pub(crate) const DOUBLE_IRREGULARITY: &str = "pbn/double-irregularity";

/// A mark already written before the card or call, and where.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Mark<'a> {
    pub text: &'a str,
    pub range: TextRange,
}

/// An error for `second`, a mark that follows `first` before the same card or call.
pub(crate) fn check_second(
    first: Option<Mark<'_>>,
    second: Mark<'_>,
    what: &str,
    out: &mut Vec<Diagnostic>,
) {
    let Some(first) = first else {
        return;
    };
    let message = if first.text.eq_ignore_ascii_case(second.text) {
        format!(
            "a second `{mark}` before the same {what}: one `{mark}` is enough; remove this one",
            mark = second.text
        )
    } else {
        format!(
            "`{}` follows `{}` before the same {what}, which can be only one irregularity \
             (a lead cannot be a revoke): keep the mark of what happened and remove the other",
            second.text, first.text
        )
    };
    let mut diagnostic = Diagnostic::error(DOUBLE_IRREGULARITY, second.range, message);
    diagnostic.related.push(RelatedInformation {
        range: first.range,
        message: format!("the first mark, `{}`", first.text),
    });
    out.push(diagnostic);
}

/// An error for a second `^L` in one trick: only one player leads to a trick.
pub(crate) fn second_lead(first: TextRange, second: TextRange, trick: usize) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        DOUBLE_IRREGULARITY,
        second,
        format!(
            "a second `^L` in trick {trick}: one player leads to a trick, so only one card of \
             it can be a lead out of turn; remove this `^L`"
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: first,
        message: "the first `^L` of the trick".to_string(),
    });
    diagnostic
}

#[cfg(test)]
mod tests {
    use super::DOUBLE_IRREGULARITY;
    use crate::ide::analysis::diagnostics;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    /// The diagnostics of this code only, each with the text it points at and its related
    /// marks.
    fn check(text: &str, expect: Expect) {
        let mut lines = String::new();
        for d in diagnostics(&parse(Format::Pbn, text)) {
            if d.code != DOUBLE_IRREGULARITY {
                continue;
            }
            lines.push_str(&format!("`{}`: {}\n", &text[d.range], d.message));
            for related in &d.related {
                lines.push_str(&format!(
                    "    `{}`: {}\n",
                    &text[related.range], related.message
                ));
            }
        }
        expect.assert_eq(&lines);
    }

    const GAME: &str = "[Dealer \"N\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. \
                        ..AKQJT98765432. ...AKQJT98765432\"]\n[Declarer \"S\"]\n\
                        [Contract \"7NT\"]\n";

    #[test]
    fn two_marks_before_one_card() {
        check(
            &format!("{GAME}[Play \"W\"]\n^R ^R CA SA HA ^R^L DA\n"),
            expect![[r#"
                `^R`: a second `^R` before the same card: one `^R` is enough; remove this one
                    `^R`: the first mark, `^R`
                `^L`: `^L` follows `^R` before the same card, which can be only one irregularity (a lead cannot be a revoke): keep the mark of what happened and remove the other
                    `^R`: the first mark, `^R`
            "#]],
        );
    }

    #[test]
    fn a_second_lead_out_of_turn_in_one_trick() {
        check(
            &format!("{GAME}[Play \"W\"]\nCA ^L SA ^L HA DA\n"),
            expect![[r#"
                `^L`: a second `^L` in trick 1: one player leads to a trick, so only one card of it can be a lead out of turn; remove this `^L`
                    `^L`: the first `^L` of the trick
            "#]],
        );
    }

    #[test]
    fn two_marks_before_one_bid() {
        check(
            "[Dealer \"N\"]\n[Auction \"N\"]\n1S ^I ^I 1H\n",
            expect![[r#"
                `^I`: a second `^I` before the same bid: one `^I` is enough; remove this one
                    `^I`: the first mark, `^I`
            "#]],
        );
    }

    #[test]
    fn one_mark_per_card_and_call_is_no_double() {
        check(
            &format!("{GAME}[Play \"W\"]\nCA ^L SA HA ^R DA\n[Auction \"N\"]\n1S ^I 1H\n"),
            expect![[""]],
        );
    }
}
