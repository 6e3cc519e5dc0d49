//! The tags of one hand: EXPORT's mandatory tags present and in order, segmental prefixes only
//! where a tag takes one and ending no earlier than they start, the values of the simple tags,
//! one score per team, and every seat at the table the hand is played at.

use super::headers::Layout;
use super::markers::Earlier;
use crate::ide::check::Findings;
use crate::ide::green::{Node, Token};
use crate::ide::notations::pinochle::model::trick_seat;
use crate::ide::prose::join_and;
use crate::ide::Diagnostic;
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;

pub(super) const MISSING_EXPORT_TAGS: &str = "pinochle/missing-export-tags";
pub(super) const EXPORT_TAG_ORDER: &str = "pinochle/export-tag-order";
pub(super) const PREFIX_NOT_ALLOWED: &str = "pinochle/prefix-not-allowed";
pub(super) const PREFIX_ENDS_BEFORE_START: &str = "pinochle/prefix-ends-before-start";
pub(super) const BAD_VALUE: &str = "pinochle/bad-value";
pub(super) const TEAM_COUNT: &str = "pinochle/team-count";
pub(super) const SEAT_NOT_AT_TABLE: &str = "pinochle/seat-not-at-table";

/// One tag of the hand.
struct Tag<'a> {
    node: Node<'a>,
    name: &'a str,
    value: Option<Node<'a>>,
}

fn tags(hand: Node<'_>) -> Vec<Tag<'_>> {
    hand.child_nodes_of(PIN_TAG)
        .filter_map(|node| {
            Some(Tag {
                node,
                name: node.token(PIN_TAG_NAME)?.text,
                value: node.child(PIN_TAG_VALUE),
            })
        })
        .collect()
}

/// The value's text when it is plain text (no marker, escape or finer structure).
fn text_of(value: Node<'_>) -> Option<Token<'_>> {
    let mut tokens = value.tokens().filter(|token| token.kind != PIN_QUOTE);
    let only = tokens.next()?;
    (only.kind == PIN_STRING_TEXT
        && tokens.next().is_none()
        && value.child_nodes().next().is_none())
    .then_some(only)
}

pub(super) fn check(hand: Node<'_>, layout: Layout, earlier: &Earlier, out: &mut Findings) {
    let tags = tags(hand);
    if layout == Layout::Export {
        export_tags(hand, &tags, earlier, out);
    }
    for tag in &tags {
        prefix(tag, out);
        if let Some(value) = tag.value {
            simple_value(tag.name, value, out);
        }
    }
    let players = players(&tags);
    if let Some(teams) = spec::teams_for(players) {
        for tag in tags.iter().filter(|tag| tag.name.ends_with("Scores")) {
            team_count(tag, teams, players, out);
        }
    }
    seats(hand, &tags, players, out);
}

/// EXPORT's mandatory tags, each given in the hand or by `##` in a hand before, in order.
fn export_tags(hand: Node<'_>, tags: &[Tag<'_>], earlier: &Earlier, out: &mut Findings) {
    let ranks: Vec<Option<usize>> = tags.iter().map(|tag| spec::export_rank(tag.name)).collect();
    let given = ranks
        .iter()
        .flatten()
        .fold(0u32, |given, rank| given | 1 << rank);
    let missing: Vec<String> = spec::EXPORT_TAGS
        .iter()
        .enumerate()
        .filter(|(rank, name)| given & 1 << rank == 0 && !earlier.stands_for_all(name))
        .map(|(_, name)| name)
        .map(|name| format!("`{name}`"))
        .collect();
    if !missing.is_empty() {
        let what = if missing.len() == 1 { "tag" } else { "tags" };
        out.push(Diagnostic::warning(
            MISSING_EXPORT_TAGS,
            tags.first().map_or(hand.range(), |tag| tag.node.range()),
            format!(
                "this hand lacks the mandatory {what} {}: the file says `% EXPORT`, which asks \
                 for the 20 tags of double-deck four-handed pinochle (IMPORT asks for none)",
                join_and(&missing)
            ),
        ));
    }
    let mut highest: Option<(usize, &str)> = None;
    for (tag, rank) in tags.iter().zip(&ranks) {
        let Some(at) = *rank else {
            continue;
        };
        match highest {
            Some((before, before_name)) if at < before => {
                out.push(Diagnostic::warning(
                    EXPORT_TAG_ORDER,
                    tag.node.range(),
                    format!(
                        "`{}` comes before `{before_name}` in EXPORT's order of mandatory tags",
                        tag.name
                    ),
                ));
            }
            _ => highest = Some((at, tag.name)),
        }
    }
}

fn prefix(tag: &Tag<'_>, out: &mut Findings) {
    let Some(prefix) = tag.node.child(PIN_PREFIX) else {
        return;
    };
    if !spec::takes_prefix(tag.name) {
        out.push(Diagnostic::error(
            PREFIX_NOT_ALLOWED,
            prefix.range(),
            format!(
                "`{}` takes no segmental prefix: only Annotator, Chat, Note, the seat tags and \
                 the seat-type tags do",
                tag.name
            ),
        ));
    }
    let points: Vec<Vec<usize>> = prefix
        .child_nodes_of(PIN_SEGMENT)
        .filter_map(segment_position)
        .collect();
    if let [start, end] = points.as_slice() {
        if end < start {
            out.push(Diagnostic::error(
                PREFIX_ENDS_BEFORE_START,
                prefix.range(),
                "the segmental prefix ends before it starts: the end comes later in the hand \
                 (deal, auction, exchange, meld, play, result)",
            ));
        }
    }
}

/// Where a segment stands in the hand: its order, then its numbers.
fn segment_position(segment: Node<'_>) -> Option<Vec<usize>> {
    let letter = segment.token(PIN_SEGMENT_LETTER)?.text.chars().next()?;
    let mut position = vec![spec::segment_order(letter)?];
    for number in segment.tokens().filter(|token| token.kind == PIN_NUMBER) {
        position.push(number.text.parse().ok()?);
    }
    Some(position)
}

fn simple_value(name: &str, value: Node<'_>, out: &mut Findings) {
    let Some(text) = text_of(value) else {
        return;
    };
    let problem = match name {
        "Date" if !is_date(text.text) => {
            Some("a date written `YYYY.MM.DD`, as `2015.08.31`".to_owned())
        }
        "Trump" if !spec::TRUMPS.contains(&text.text) => Some(
            "`C`, `D`, `S` or `H` for the suit, or `-` when the declarer has no marriage"
                .to_owned(),
        ),
        "Result" if !spec::RESULTS.contains(&text.text) => {
            Some("`Saved`, `Set`, `No Board` or `No Trump`".to_owned())
        }
        "Hand" | "Contract" | "Victor" if !is_number(text.text) => {
            Some("a whole number".to_owned())
        }
        _ => None,
    };
    if let Some(expected) = problem {
        out.push(Diagnostic::error(
            BAD_VALUE,
            text.range,
            format!("`{name}` takes {expected}, found `{}`", text.text),
        ));
    }
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit())
}

fn is_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('.').collect();
    let [year, month, day] = parts.as_slice() else {
        return false;
    };
    let number = |part: &str, len: usize| {
        (part.len() == len && is_number(part)).then(|| part.parse::<u32>().ok())?
    };
    matches!(
        (number(year, 4), number(month, 2), number(day, 2)),
        (Some(_), Some(1..=12), Some(1..=31))
    )
}

/// The number of players: the one `Competition` names, else the one the seat tags show,
/// else four (the spec's default, double-deck four-handed).
fn players(tags: &[Tag<'_>]) -> usize {
    let named = tags
        .iter()
        .filter(|tag| tag.name == "Competition")
        .filter_map(|tag| text_of(tag.value?))
        .find_map(|text| spec::players_named(text.text));
    if let Some(players) = named {
        return players;
    }
    let seats: Vec<&str> = tags
        .iter()
        .filter(|tag| tag.node.child(PIN_PREFIX).is_none())
        .filter_map(|tag| spec::seat_of_tag(tag.name))
        .collect();
    spec::SEATS_BY_PLAYERS
        .iter()
        .find(|layout| {
            layout.len() == seats.len() && seats.iter().all(|seat| layout.contains(seat))
        })
        .map_or(4, |layout| layout.len())
}

fn team_count(tag: &Tag<'_>, teams: usize, players: usize, out: &mut Findings) {
    let Some(value) = tag.value else {
        return;
    };
    // A score that cannot be read is a syntax error already.
    let Some(scores) = value
        .child(PIN_SCORES)
        .filter(|_| !value.contains(|kind| kind == ERROR))
    else {
        return;
    };
    let count = scores
        .tokens()
        .filter(|token| token.kind == PIN_NUMBER)
        .count();
    if count != teams {
        out.push(Diagnostic::error(
            TEAM_COUNT,
            scores.range(),
            format!(
                "`{}` gives {count} scores, and a table of {players} players has {teams} teams: \
                 one score per team, starting with North's",
                tag.name
            ),
        ));
    }
}

/// Every seat the hand names, in seat tags and values, is one the table has.
fn seats(hand: Node<'_>, tags: &[Tag<'_>], players: usize, out: &mut Findings) {
    let Some(layout) = spec::SEATS_BY_PLAYERS.get(players.wrapping_sub(2)) else {
        return;
    };
    let table = || {
        join_and(
            &layout
                .iter()
                .map(|seat| format!("`{seat}`"))
                .collect::<Vec<_>>(),
        )
    };
    for tag in tags {
        if let Some(seat) = spec::seat_of_tag(tag.name)
            .or_else(|| tag.name.strip_suffix("Type").and_then(spec::seat_of_tag))
        {
            if !layout.contains(&seat) {
                out.push(Diagnostic::error(
                    SEAT_NOT_AT_TABLE,
                    tag.node.range(),
                    format!(
                        "a table of {players} players has the seats {}; `{}` is not one of them",
                        table(),
                        tag.name
                    ),
                ));
            }
        }
    }
    // Seats stand in tag values and in the tricks' results only.
    let values = hand
        .child_nodes_of(PIN_TAG)
        .filter_map(|tag| tag.child(PIN_TAG_VALUE));
    // A seat is a token of the value, or of a node right inside the value (the first seat
    // of `Deal` or `Melds`, the seat of `Partner` or `Termination`), or of a trick's result.
    let mut seats = Vec::new();
    for node in values {
        seats.extend(node.token(PIN_SEAT));
        seats.extend(node.child_nodes().filter_map(|inner| inner.token(PIN_SEAT)));
    }
    for trick in hand
        .child_nodes_of(PIN_PLAY)
        .flat_map(|play| play.child_nodes_of(PIN_TRICK))
    {
        seats.extend(trick_seat(trick));
    }
    seats.sort_by_key(|token| token.range.start());
    seats.into_iter().for_each(|token| {
        if !layout.contains(&token.text) {
            out.push(Diagnostic::error(
                SEAT_NOT_AT_TABLE,
                token.range,
                format!(
                    "a table of {players} players has the seats {}; `{}` is not one of them",
                    table(),
                    token.text
                ),
            ));
        }
    });
}
