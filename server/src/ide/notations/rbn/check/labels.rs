//! The order and number of labels in a record: each letter label at most once, and the item
//! list (I) last. (Notes, which may appear once for the auction and once for the play, are
//! counted in [`super::notes`].)

use super::describe;
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::rbn::ast::Label;
use gamerec_grammar::rbn::spec::OUTPUT_ORDER;
use gamerec_grammar::TextRange;

pub(super) fn check(labels: &[Label], out: &mut Findings) {
    let mut first: [Option<Label>; OUTPUT_ORDER.len()] = Default::default();
    let mut items: Option<Label> = None;
    let mut reported_order = false;
    for label in labels {
        let Some(letter) = super::letter(label) else {
            continue;
        };
        // A second I is reported as repeated.
        if let Some(items) = items.as_ref().filter(|_| !reported_order && letter != 'I') {
            reported_order = true;
            out.push(items_not_last(label, items));
        }
        let Some(slot) = OUTPUT_ORDER.find(letter) else {
            continue;
        };
        match &first[slot] {
            Some(earlier) => out.push(repeated(label, earlier)),
            None => first[slot] = Some(label.clone()),
        }
        if letter == 'I' && items.is_none() {
            items = Some(label.clone());
        }
    }
}

/// The label's letter or digit, where diagnostics about the label as a whole point.
pub(super) fn name_range(label: &Label) -> TextRange {
    label.name().map_or_else(
        || gamerec_grammar::ast::AstNode::syntax(label).text_range(),
        |name| name.text_range(),
    )
}

fn repeated(label: &Label, earlier: &Label) -> Diagnostic {
    let what = describe(label);
    let mut diagnostic = Diagnostic::error(
        "rbn/repeated-label",
        name_range(label),
        format!(
            "{what} is given a second time in this record; a record has each label at most \
             once, so merge the two or remove one"
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: name_range(earlier),
        message: format!("the first {what}"),
    });
    diagnostic
}

fn items_not_last(label: &Label, items: &Label) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        "rbn/items-not-last",
        name_range(label),
        format!(
            "{} follows the item list; the I label must be the last label of its record, so \
             move this label before it",
            describe(label)
        ),
    );
    diagnostic.related.push(RelatedInformation {
        range: name_range(items),
        message: "the item list".to_string(),
    });
    diagnostic
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    #[test]
    fn a_label_given_twice() {
        expect![[r#"
            rbn/repeated-label@16..17 error `H`: `H` (Hands) is given a second time in this record; a record has each label at most once, so merge the two or remove one
              related@0..1 `H`: the first `H` (Hands)
        "#]]
        .assert_eq(&rbn("H N:AK..\nC 4S:N\nH E:Q..\n\nH W:KQ..\n\n"));
    }

    #[test]
    fn a_label_given_twice_in_rbx() {
        expect![[r#"
            rbn/repeated-label@11..12 error `C`: `C` (Contract and Declarer) is given a second time in this record; a record has each label at most once, so merge the two or remove one
              related@0..1 `C`: the first `C` (Contract and Declarer)
        "#]]
        .assert_eq(&rbx("C{4S:N}B{1}C{4H:N}\nC{4S:N}\n"));
    }

    #[test]
    fn the_item_list_must_be_last() {
        expect![[r#"
            rbn/items-not-last@12..13 error `R`: `R` (Result and Score) follows the item list; the I label must be the last label of its record, so move this label before it
              related@4..5 `I`: the item list
        "#]]
        .assert_eq(&rbn("B 1\nI 4S=10\nR 10\nM 9\n\n"));
    }

    #[test]
    fn free_text_and_comments_may_follow_the_item_list() {
        assert_eq!(rbn("B 1\nI 4S=10\n3N=7\n% the end\n{Items first.}\n\n"), "");
        assert_eq!(rbx("B{1}I{4S=10}{after}\n"), "");
    }

    #[test]
    fn a_second_item_list_is_reported_once() {
        expect![[r#"
            rbn/repeated-label@8..9 error `I`: `I` (Item List) is given a second time in this record; a record has each label at most once, so merge the two or remove one
              related@0..1 `I`: the first `I` (Item List)
            rbn/items-not-last@15..16 error `B`: `B` (Board Number) follows the item list; the I label must be the last label of its record, so move this label before it
              related@0..1 `I`: the item list
        "#]]
        .assert_eq(&rbx("I{4S=10}I{3N=7}B{1}\n"));
    }
}
