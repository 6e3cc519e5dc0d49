//! The info section: the tags the README requires, and the three results, which settle the
//! game among the players and so add up to zero.

use crate::ide::check::Findings;
use crate::ide::green::{Node, Token};
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::preferans::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

pub(super) const MISSING_REQUIRED_TAGS: &str = "preferans/missing-required-tags";
pub(super) const RESULTS_DO_NOT_SUM_TO_ZERO: &str = "preferans/results-do-not-sum-to-zero";
pub(super) const PLACE_NOT_A_RANKING: &str = "preferans/place-not-a-ranking";
pub(super) const PLACE_DISAGREES_WITH_RESULTS: &str = "preferans/place-disagrees-with-results";

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

pub(super) fn check(record: Node<'_>, out: &mut Findings) {
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
    places(&tags, out);
}

/// The number of a whole-number tag `name`.
fn number_tag(tags: &[TagPair], name: &str) -> Option<i64> {
    let tag = tags.iter().find(|tag| tag.name.text == name)?;
    tag.value.and_then(plain_value)?.trim().parse().ok()
}

/// `Place1`-`Place3` name the players in first to third place, each once (by id, or by name
/// as older files do), in the order of their results, highest first.
fn places(tags: &[TagPair], out: &mut Findings) {
    let place_tags: Vec<&TagPair> = ["Place1", "Place2", "Place3"]
        .iter()
        .filter_map(|name| tags.iter().find(|tag| tag.name.text == *name))
        .collect();
    if place_tags.is_empty() {
        return;
    }
    let range = place_tags
        .iter()
        .map(|tag| tag.range)
        .reduce(TextRange::cover)
        .unwrap_or_default();
    let name_of = |player: usize| {
        let tag = tags
            .iter()
            .find(|tag| tag.name.text == format!("Player{player}"))?;
        tag.value.map(Node::text)
    };
    let mut ranked = Vec::with_capacity(3);
    for tag in &place_tags {
        let written = tag.value.map(Node::text).unwrap_or_default();
        let bare = written.trim_matches('"');
        let player = match bare {
            "1" => Some(1),
            "2" => Some(2),
            "3" => Some(3),
            _ => (1..=3)
                .find(|&player| name_of(player).is_some_and(|name| name.trim_matches('"') == bare)),
        };
        let Some(player) = player else {
            out.push(Diagnostic::warning(
                PLACE_NOT_A_RANKING,
                tag.range,
                format!(
                    "`{}` is `{bare}`, which is neither a player id (1-3) nor the name of a \
                     player: a place tag names the player in that place",
                    tag.name.text
                ),
            ));
            return;
        };
        if ranked.contains(&player) {
            out.push(Diagnostic::warning(
                PLACE_NOT_A_RANKING,
                tag.range,
                format!(
                    "`{}` names player {player} again: the places rank the three players, each \
                     once",
                    tag.name.text
                ),
            ));
            return;
        }
        ranked.push(player);
    }
    if ranked.len() != 3 {
        out.push(Diagnostic::warning(
            PLACE_NOT_A_RANKING,
            range,
            "the places rank the three players: `Place1`, `Place2` and `Place3` come together",
        ));
        return;
    }
    let results: Vec<Option<i64>> = ranked
        .iter()
        .map(|player| number_tag(tags, &format!("Result{player}")))
        .collect();
    for place in 1..3 {
        let (Some(above), Some(below)) = (results[place - 1], results[place]) else {
            return;
        };
        if above < below {
            out.push(Diagnostic::warning(
                PLACE_DISAGREES_WITH_RESULTS,
                range,
                format!(
                    "place {place} goes to player {} (result {above}) and place {} to player {} \
                     (result {below}): the places follow the results, highest first",
                    ranked[place - 1],
                    place + 1,
                    ranked[place]
                ),
            ));
            return;
        }
    }
}

/// `Result1` + `Result2` + `Result3`, when all three are whole numbers, is zero.
fn results_sum(tags: &[TagPair], out: &mut Findings) {
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
