//! The info section: the tags the README requires, and the three results, which settle the
//! game among the players and so add up to zero.

use crate::ide::green::{Node, Token};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::preferans::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

pub(super) const MISSING_REQUIRED_TAGS: &str = "preferans/missing-required-tags";
pub(super) const RESULTS_DO_NOT_SUM_TO_ZERO: &str = "preferans/results-do-not-sum-to-zero";

/// One tag of the info section: its name and its value's text, quotes left out.
struct TagPair<'a> {
    name: Token<'a>,
    value: Option<Node<'a>>,
    range: TextRange,
}

fn tag_pairs(section: Node<'_>) -> impl Iterator<Item = TagPair<'_>> {
    section.child_nodes_of(PREF_TAG).filter_map(|tag| {
        Some(TagPair {
            name: tag.token(PREF_TAG_NAME)?,
            value: tag.child(PREF_TAG_VALUE),
            range: tag.range(),
        })
    })
}

/// The value's text without its quotes, when it holds no escape.
fn plain_value(value: Node<'_>) -> Option<&str> {
    let mut pieces = value
        .tokens()
        .filter(|token| token.kind != PREF_QUOTE)
        .map(|token| (token.kind != PREF_ESCAPE).then_some(token.text));
    let only = pieces.next()??;
    pieces.next().is_none().then_some(only)
}

pub(super) fn check(record: Node<'_>, out: &mut Vec<Diagnostic>) {
    let Some(section) = record.child(PREF_INFO_SECTION) else {
        return;
    };
    let tags: Vec<TagPair> = tag_pairs(section).collect();
    let missing: Vec<&str> = spec::TAGS
        .iter()
        .filter(|spec| spec.required)
        .map(|spec| spec.name)
        .filter(|&name| !tags.iter().any(|tag| tag.name.text == name))
        .collect();
    if !missing.is_empty() {
        let names: Vec<String> = missing.iter().map(|name| format!("`{name}`")).collect();
        let list = join_and(&names);
        let what = if missing.len() == 1 { "tag" } else { "tags" };
        out.push(Diagnostic::warning(
            MISSING_REQUIRED_TAGS,
            tags.first().map_or(section.range(), |tag| tag.range),
            format!(
                "the info section lacks the required {what} {list}: PPN requires `Bula`, \
                 `Refe`, `Player1`-`Player3` and `Result1`-`Result3`"
            ),
        ));
    }
    results_sum(&tags, out);
}

/// `Result1` + `Result2` + `Result3`, when all three are whole numbers, is zero.
fn results_sum(tags: &[TagPair], out: &mut Vec<Diagnostic>) {
    let mut results = Vec::with_capacity(3);
    for name in ["Result1", "Result2", "Result3"] {
        let Some(tag) = tags.iter().find(|tag| tag.name.text == name) else {
            return;
        };
        let Some(number) = tag
            .value
            .and_then(plain_value)
            .and_then(|text| text.trim().parse::<i64>().ok())
        else {
            return;
        };
        results.push((number, tag.range));
    }
    // Three numbers of 64 bits add up without overflow in 128.
    let sum: i128 = results.iter().map(|(number, _)| i128::from(*number)).sum();
    if sum == 0 {
        return;
    }
    let written: Vec<String> = results
        .iter()
        .map(|(number, _)| number.to_string())
        .collect();
    let range = results
        .iter()
        .map(|(_, range)| *range)
        .reduce(TextRange::cover)
        .unwrap_or_default();
    out.push(Diagnostic::warning(
        RESULTS_DO_NOT_SUM_TO_ZERO,
        range,
        format!(
            "the results add up to {sum} ({}), but the players settle among themselves, so \
             they add up to zero",
            written.join(" + ")
        ),
    ));
}
