//! Characters a label does not allow, by the table of valid characters in the format document.
//!
//! Most wrong characters are already syntax errors (they sit in ERROR tokens, which are
//! skipped here); what the value grammars accept but the table does not is mostly letter case
//! (`a` for all pass in A, `k` for a king in P) and `^0`, which refers to the general note 0
//! that takes no reference. Labels that allow every character are not looked at, nor are the
//! spaces around a value or the extra fields that C leaves to the user.

use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::rbn::spec::{self, CaseRule, LabelSpec};
use gamerec_grammar::{SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn check(record: &Record, out: &mut Vec<Diagnostic>) {
    for label in record.labels() {
        let Some(spec) = label.letter().and_then(spec::label) else {
            continue;
        };
        if spec.valid_chars.is_any() {
            continue;
        }
        for token in value_tokens(&label) {
            let start = token.text_range().start();
            for (at, c) in token.text().char_indices() {
                if !spec.allows_char(c) {
                    let at = start + TextSize::try_from(at).unwrap_or_default();
                    let range = TextRange::at(at, TextSize::of(c));
                    out.push(Diagnostic::error(
                        "rbn/invalid-character",
                        range,
                        message(spec, &token, c),
                    ));
                }
            }
        }
    }
}

/// The tokens of the value that the parser accepted, outside fields left to the user.
fn value_tokens(label: &Label) -> impl Iterator<Item = SyntaxToken> {
    label
        .syntax()
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| {
            !matches!(
                token.kind(),
                SyntaxKind::RBN_LABEL_NAME
                    | SyntaxKind::WHITESPACE
                    | SyntaxKind::RBN_L_BRACE
                    | SyntaxKind::RBN_R_BRACE
                    | SyntaxKind::NEWLINE
                    | SyntaxKind::ERROR
            ) && !token.parent_ancestors().any(|node| skipped(&node))
        })
}

/// ERROR nodes (reported by the parser) and the extra fields of C.
fn skipped(node: &SyntaxNode) -> bool {
    node.kind() == SyntaxKind::ERROR
        || (node.kind() == SyntaxKind::RBN_FIELD
            && node
                .parent()
                .is_some_and(|parent| parent.kind() == SyntaxKind::RBN_CONTRACT_LABEL))
}

fn message(spec: &LabelSpec, token: &SyntaxToken, c: char) -> String {
    let letter = spec.letter;
    if token.kind() == SyntaxKind::RBN_NOTE_REF && c == '0' {
        return format!(
            "`^0` refers to note 0, but note 0 is a general note that nothing refers to; `^` \
             takes a note number 1-9 in the {letter} label"
        );
    }
    let upper = c.to_ascii_uppercase();
    if c.is_ascii_lowercase() && spec.valid_chars.contains(upper) {
        let lower_case = match spec.case {
            CaseRule::PreservedWithLowercase(letters) => format!(
                "; only `{}` may be written in lower case there",
                letters.to_ascii_lowercase()
            ),
            _ => String::new(),
        };
        return format!(
            "`{c}` must be upper case in the {letter} label ({}): write `{upper}`{lower_case}",
            spec.name
        );
    }
    format!(
        "`{c}` is not allowed in the {letter} label ({}), which takes {}",
        spec.name,
        spec.valid_chars.describe()
    )
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    #[test]
    fn letters_in_the_wrong_case() {
        expect![[r#"
            rbn/invalid-character@3..4 `e` must be upper case in the A label (Auction): write `E`; only `cdhsnpxr` may be written in lower case there
            rbn/invalid-character@8..9 `a` must be upper case in the A label (Auction): write `A`; only `cdhsnpxr` may be written in lower case there
            rbn/invalid-character@15..16 `q` must be upper case in the P label (Play): write `Q`; only `cdhs` may be written in lower case there
        "#]]
        .assert_eq(&rbn("A Ne:1sPa\nP hQ3q\n\n"));
    }

    #[test]
    fn lower_case_where_the_format_allows_it() {
        assert_eq!(
            rbn("A sZ:1sp2cxr:pA\nP hQ32:c4\nC 4hx:n\nD 1999c\nR p\nH n:akqx.x..:\nM a\n\n"),
            ""
        );
    }

    #[test]
    fn a_reference_to_note_0() {
        expect![[r#"
            rbn/invalid-character@8..9 `^0` refers to note 0, but note 0 is a general note that nothing refers to; `^` takes a note number 1-9 in the A label
        "#]]
        .assert_eq(&rbx("A{NZ:1S^0A}0{general}\n"));
    }

    #[test]
    fn what_the_parser_reports_is_not_reported_again() {
        expect![[r#"
            rbn/bad-call@7..9 expected a call (1-7 and C D H S N, P, X, R, A or Y), found `z9`
            rbn/bad-play@15..16 expected a play (a rank, a suit and a rank, - ~ + . or Y), found `1`
        "#]]
        .assert_eq(&rbn("A NZ:1Sz9A\nP SA1\n\n"));
    }

    #[test]
    fn extra_contract_fields_are_left_to_the_user() {
        assert_eq!(rbn("C 4S:N:E:any text\n\n"), "");
    }
}
