//! Characters a label does not allow, by the table of valid characters in the format document.
//!
//! Most wrong characters are already syntax errors (they sit in ERROR tokens, which are
//! skipped here); what the value grammars accept but the table does not is mostly letter case
//! (`a` for all pass in A, `k` for a king in P) and `^0`, which refers to the general note 0
//! that takes no reference. Labels that allow every character are not looked at, nor are the
//! spaces around a value or the extra fields that C leaves to the user.

use super::{for_each_token, letter};
use crate::ide::check::Findings;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::rbn::spec::{self, CaseRule, LabelSpec};
use gamerec_grammar::{SyntaxKind, TextRange, TextSize};
use std::sync::OnceLock;

pub(super) fn check(labels: &[Label], out: &mut Findings) {
    for label in labels {
        let Some(spec) = letter(label).and_then(spec::label) else {
            continue;
        };
        if spec.valid_chars.is_any() {
            continue;
        }
        let is_contract = label.syntax().kind() == SyntaxKind::RBN_CONTRACT_LABEL;
        // ERROR nodes hold what the parser reported; the extra fields of C are the user's.
        let skip =
            |kind| kind == SyntaxKind::ERROR || (is_contract && kind == SyntaxKind::RBN_FIELD);
        let allowed = ascii_allowed(spec);
        for_each_token(label.syntax(), skip, |kind, text, start| {
            let fine = |b: u8| b.is_ascii() && allowed & (1u128 << b) != 0;
            if is_layout(kind) || text.bytes().all(fine) {
                return;
            }
            for (at, c) in text.char_indices() {
                if !spec.allows_char(c) {
                    let at = start + TextSize::try_from(at).unwrap_or_default();
                    out.push(Diagnostic::error(
                        "rbn/invalid-character",
                        TextRange::at(at, TextSize::of(c)),
                        message(spec, kind, c),
                    ));
                }
            }
        });
    }
}

/// The ASCII characters `spec` allows, letter case taken into account, as a bit set.
fn ascii_allowed(spec: &LabelSpec) -> u128 {
    static SETS: OnceLock<Vec<(char, u128)>> = OnceLock::new();
    let sets = SETS.get_or_init(|| {
        let set_of = |spec: &LabelSpec| {
            (0u8..128)
                .filter(|&b| spec.allows_char(char::from(b)))
                .fold(0, |set, b| set | (1u128 << b))
        };
        spec::LABELS
            .iter()
            .map(|spec| (spec.letter, set_of(spec)))
            .collect()
    });
    sets.iter()
        .find(|(letter, _)| *letter == spec.letter)
        .map_or(0, |(_, set)| *set)
}

/// Tokens that are not part of the value, and ERROR tokens, which the parser reported.
fn is_layout(kind: SyntaxKind) -> bool {
    matches!(
        kind,
        SyntaxKind::RBN_LABEL_NAME
            | SyntaxKind::WHITESPACE
            | SyntaxKind::RBN_L_BRACE
            | SyntaxKind::RBN_R_BRACE
            | SyntaxKind::NEWLINE
            | SyntaxKind::ERROR
    )
}

fn message(spec: &LabelSpec, kind: SyntaxKind, c: char) -> String {
    let letter = spec.letter;
    if kind == SyntaxKind::RBN_NOTE_REF && c == '0' {
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
            rbn/invalid-character@3..4 error `e`: `e` must be upper case in the A label (Auction): write `E`; only `cdhsnpxr` may be written in lower case there
            rbn/invalid-character@8..9 error `a`: `a` must be upper case in the A label (Auction): write `A`; only `cdhsnpxr` may be written in lower case there
            rbn/invalid-character@15..16 error `q`: `q` must be upper case in the P label (Play): write `Q`; only `cdhs` may be written in lower case there
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
            rbn/invalid-character@8..9 error `0`: `^0` refers to note 0, but note 0 is a general note that nothing refers to; `^` takes a note number 1-9 in the A label
        "#]]
        .assert_eq(&rbx("A{NZ:1S^0A}0{general}\n"));
    }

    #[test]
    fn what_the_parser_reports_is_not_reported_again() {
        expect![[r#"
            rbn/bad-call@7..9 error `z9`: expected a call (1-7 and C D H S N, P, X, R, A or Y), found `z9`
            rbn/bad-play@15..16 error `1`: expected a play (a rank, a suit and a rank, - ~ + . or Y), found `1`
        "#]]
        .assert_eq(&rbn("A NZ:1Sz9A\nP SA1\n\n"));
    }

    #[test]
    fn extra_contract_fields_are_left_to_the_user() {
        assert_eq!(rbn("C 4S:N:E:any text\n\n"), "");
    }
}
