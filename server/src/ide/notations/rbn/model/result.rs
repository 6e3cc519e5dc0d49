//! The `R` label read into the model: passed out, or declarer's tricks with the raw score for
//! North-South; and whether the `F` label in force leaves duplicate scoring.

use super::has_errors;
use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::{ResultFacts, WrittenNumber};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, ResultLabel};
use gamerec_grammar::SyntaxKind::{RBN_FIELD, RBN_PASS, RBN_SCORE, RBN_TRICKS};

/// Reads the first field of `label`, where the result stands (the second is the effective
/// score, which hover explains as written).
pub(super) fn read(label: &ResultLabel) -> ResultFacts {
    let syntax = label.syntax();
    let node = Node::new(syntax.green(), syntax.text_range().start());
    let mut facts = ResultFacts {
        range: node.range(),
        has_errors: has_errors(syntax),
        passed_out: None,
        tricks: None,
        score: None,
    };
    let Some(field) = node.child(RBN_FIELD) else {
        return facts;
    };
    for token in field.tokens() {
        match token.kind {
            RBN_PASS if facts.passed_out.is_none() => facts.passed_out = Some(token.range),
            RBN_TRICKS if facts.tricks.is_none() => facts.tricks = Some(number(token)),
            RBN_SCORE if facts.score.is_none() => facts.score = Some(number(token)),
            _ => {}
        }
    }
    facts
}

fn number(token: Token<'_>) -> WrittenNumber {
    WrittenNumber {
        text: token.text.to_owned(),
        value: token.text.parse().ok(),
        range: token.range,
    }
}

/// Whether the `F` label in force leaves duplicate scoring: rubber bridge, Chicago, Cavendish,
/// plus-or-fishfood and scoring from before 1987 score otherwise, and no `F` at all means
/// duplicate.
pub(super) fn duplicate_scoring(scoring: Option<&Label>) -> bool {
    let Some(label) = scoring else {
        return true;
    };
    let mut fields = label.fields().map(|field| field.text());
    let form = fields.next().unwrap_or_default();
    let form = form.trim();
    let other_form = ["R", "C", "A", "P"].contains(&form)
        || ["rubber", "chicago", "cavendish"]
            .iter()
            .any(|word| form.to_ascii_lowercase().contains(word));
    let modifier = fields.next().unwrap_or_default();
    let modifier = modifier.trim();
    let old = modifier.eq_ignore_ascii_case("old")
        || modifier.parse::<u32>().is_ok_and(|year| year < 1987);
    !other_form && !old
}
