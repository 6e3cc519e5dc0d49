//! The first call of the Auction section and the first card of the Play section begin a new
//! line: the spec starts the calls and the cards on the line after their tag, so that each
//! line holds one round or one trick in the tag's columns.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::pbn::moves::section_tokens;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(super) const MOVES_NOT_ON_NEW_LINE: &str = "pbn/moves-not-on-new-line";

/// A warning when the first call or card of `section` shares its line with what stands
/// before it (the section's tag or a comment). `what` names the section's moves: "call",
/// "card".
pub(super) fn check(section: Option<Node<'_>>, what: &str, out: &mut Findings) {
    let Some(section) = section else {
        return;
    };
    let mut on_new_line = false;
    for token in section_tokens(section) {
        match token.kind {
            NEWLINE => on_new_line = true,
            // Annotations belong to the moves: one at the start of a line leaves it new.
            WHITESPACE | PBN_NAG | PBN_SUFFIX | PBN_NOTE_REF => {}
            PBN_CALL | PBN_CARD | PBN_IRREGULARITY | PBN_STAR | PBN_PLUS => {
                if !on_new_line {
                    out.push(Diagnostic::warning(
                        MOVES_NOT_ON_NEW_LINE,
                        token.range,
                        format!(
                            "the first {what} `{}` shares its line with the tag or comment \
                             before it: the spec starts the {what}s on a new line; break the \
                             line before it",
                            token.text
                        ),
                    ));
                }
                return;
            }
            ERROR => return,
            _ => on_new_line = false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MOVES_NOT_ON_NEW_LINE;
    use crate::ide::analysis::diagnostics;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn check(text: &str, expect: Expect) {
        let mut lines = String::new();
        for d in diagnostics(&parse(Format::Pbn, text)) {
            if d.code == MOVES_NOT_ON_NEW_LINE {
                let severity = d.severity.name();
                lines.push_str(&format!("{severity} `{}`: {}\n", &text[d.range], d.message));
            }
        }
        expect.assert_eq(&lines);
    }

    #[test]
    fn an_annotation_before_the_first_card_leaves_its_line_new() {
        check("[Play \"W\"]\n$8 CA\n", expect![""]);
        check("[Play \"W\"]?\nCA\n", expect![""]);
        check(
            "[Play \"W\"] $8 CA\n",
            expect![[r#"
                warning `CA`: the first card `CA` shares its line with the tag or comment before it: the spec starts the cards on a new line; break the line before it
            "#]],
        );
    }

    #[test]
    fn calls_or_cards_on_the_tag_line() {
        check(
            "[Dealer \"N\"]\n[Auction \"N\"] 1S Pass\n2S AP\n",
            expect![[r#"
                warning `1S`: the first call `1S` shares its line with the tag or comment before it: the spec starts the calls on a new line; break the line before it
            "#]],
        );
        check(
            "[Play \"W\"] {lead} CA\n",
            expect![[r#"
                warning `CA`: the first card `CA` shares its line with the tag or comment before it: the spec starts the cards on a new line; break the line before it
            "#]],
        );
    }

    #[test]
    fn calls_and_cards_on_their_own_lines() {
        check(
            "[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass\n2S AP\n",
            expect![[""]],
        );
        check("[Play \"W\"] {lead}\n  CA\n", expect![[""]]);
        check("[Play \"W\"]\n*\n[Auction \"N\"]\n", expect![[""]]);
    }
}
