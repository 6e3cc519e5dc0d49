//! The value syntax of the tags whose values the parser does not lex: times, rounds, seconds,
//! hidden seats, time controls, rubber histories, the closed value sets of `Room` and
//! `FrenchMP`, the scoring fields, and dates that cannot exist.

use super::tag_table::{with_raw_text, GameTag, TagTable};
use crate::ide::check::Findings;
use crate::ide::green::{Node, Token};
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::pbn::spec::{self, TagSpec, ValueSyntax};
use gamerec_grammar::{SyntaxKind, TextRange, TextSize};

/// Tags whose value set the latest standard closes ("the only two possible tag values").
const CLOSED: &[&str] = &["Room", "FrenchMP"];

/// Tags whose example values are worth a hint when a value is none of them.
const EXAMPLES_HINTED: &[&str] = &[
    "Scoring",
    "Mode",
    "Competition",
    "Termination",
    "WestType",
    "NorthType",
    "EastType",
    "SouthType",
];

/// Tags whose lexed value has more to check than the parser does.
const LEXED_CHECKED: &[&str] = &["Deal", "ScorePercentage", "OptimumScore"];

/// A problem found in a value: where (byte offsets in the value) and what was expected.
struct Problem {
    start: usize,
    end: usize,
    expected: String,
}

impl Problem {
    fn new(start: usize, end: usize, expected: impl Into<String>) -> Problem {
        Problem {
            start,
            end,
            expected: expected.into(),
        }
    }

    fn whole(value: &str, expected: impl Into<String>) -> Problem {
        Problem::new(0, value.len(), expected)
    }
}

pub(super) fn check(table: &TagTable, out: &mut Findings) {
    for tag in &table.tags {
        let Some(name) = tag.name_text() else {
            continue;
        };
        let Some((_, spec)) = tag.spec else { continue };
        let Some(value) = tag.value else { continue };
        if !reads_text(spec) {
            if LEXED_CHECKED.contains(&name) {
                // The text only decides whether the findings count: read it when there are.
                let mut found = Findings::capped(out.cap());
                lexed_value(value, name, &mut found);
                if !found.is_empty() && with_raw_text(value, |raw| body(raw).is_some()) {
                    out.append(found);
                }
            }
            continue;
        }
        with_raw_text(value, |raw| check_value(tag, name, spec, value, raw, out));
    }
}

/// Whether some check reads the value's text.
fn reads_text(spec: &TagSpec) -> bool {
    CLOSED.contains(&spec.name)
        || EXAMPLES_HINTED.contains(&spec.name)
        || matches!(
            spec.value,
            ValueSyntax::Time
                | ValueSyntax::Seconds
                | ValueSyntax::Integer
                | ValueSyntax::Seats
                | ValueSyntax::Round
                | ValueSyntax::TimeControl
                | ValueSyntax::ScoreRubberHistory
                | ValueSyntax::Hex
                | ValueSyntax::Scoring
                | ValueSyntax::Date
        )
}

/// Checks one value, `raw` being its text between the quotes.
fn check_value(
    tag: &GameTag<'_>,
    name: &str,
    spec: &TagSpec,
    value: Node<'_>,
    raw: &str,
    out: &mut Findings,
) {
    let Some(body) = body(raw) else { return };
    let range = tag.value_range();
    let base = range.start() + TextSize::of(&raw[..raw.len() - body.len()]);
    let at = |start: usize, end: usize| {
        let start = TextSize::try_from(start.min(body.len())).unwrap_or_default();
        let end = TextSize::try_from(end.min(body.len())).unwrap_or_default();
        TextRange::new(base + start, base + end.max(start))
    };
    if let Some(problem) = syntax_problem(spec, body) {
        out.push(Diagnostic::error(
            "pbn/bad-tag-value",
            at(problem.start, problem.end),
            format!(
                "expected {} in the value of `{name}`, found {}",
                problem.expected,
                shown(body.get(problem.start..problem.end).unwrap_or(body))
            ),
        ));
        return;
    }
    if spec.value == ValueSyntax::Date {
        if let Some((start, end, message)) = impossible_date(body) {
            out.push(Diagnostic::warning(
                "pbn/impossible-date",
                at(start, end),
                message,
            ));
        }
    }
    if EXAMPLES_HINTED.contains(&name) {
        hint_unusual(spec, body, &at, out);
    }
    lexed_value(value, name, out);
}

/// The part of a value the checks judge: none for `#` (the inheritance check's), `?` or
/// nothing; after `##` comes a value like any other.
fn body(raw: &str) -> Option<&str> {
    let body = match raw.strip_prefix("##") {
        Some(rest) => rest,
        None if raw == "#" => return None,
        None => raw,
    };
    (!body.is_empty() && body != spec::UNKNOWN_VALUE).then_some(body)
}

/// What the parser's lexing of a value leaves to check: the spacing between the hands of a
/// deal, percentages beyond 0-100, and an optimum score whose sides do not mirror each other.
fn lexed_value(value: Node<'_>, name: &str, out: &mut Findings) {
    match name {
        "Deal" => {
            let Some(deal) = value.child(SyntaxKind::PBN_DEAL) else {
                return;
            };
            let gaps = deal
                .tokens()
                .filter(|token| token.kind == SyntaxKind::WHITESPACE);
            for gap in gaps {
                if gap.text != " " && !gap.text.contains(['\t', '\u{b}']) {
                    out.push(Diagnostic::error(
                        "pbn/bad-tag-value",
                        gap.range,
                        format!(
                            "expected one space between two hands in the value of `Deal`, found \
                             {} spaces",
                            gap.text.len()
                        ),
                    ));
                }
            }
        }
        "ScorePercentage" => {
            for number in numbers(value) {
                let in_range = number
                    .text
                    .parse::<f64>()
                    .is_ok_and(|percent| (0.0..=100.0).contains(&percent));
                if !in_range {
                    out.push(Diagnostic::error(
                        "pbn/bad-tag-value",
                        number.range,
                        format!(
                            "expected a percentage from 0 to 100 in the value of \
                             `ScorePercentage`, found `{}`",
                            number.text
                        ),
                    ));
                }
            }
        }
        "OptimumScore" => {
            let mut scores = numbers(value);
            if let (Some(first), Some(second), None) = (scores.next(), scores.next(), scores.next())
            {
                let parse = |token: Token<'_>| token.text.parse::<i64>().ok();
                if let (Some(a), Some(b)) = (parse(first), parse(second)) {
                    if a != -b {
                        out.push(Diagnostic::error(
                            "pbn/bad-tag-value",
                            second.range,
                            format!(
                                "expected `{}` in the value of `OptimumScore`, found `{b}`: one \
                                 side's optimum score is the other's with the sign changed",
                                -a
                            ),
                        ));
                    }
                }
            }
        }
        _ => {}
    }
}

fn numbers(value: Node<'_>) -> impl Iterator<Item = Token<'_>> {
    value
        .tokens()
        .filter(|token| token.kind == SyntaxKind::PBN_NUMBER)
}

fn shown(text: &str) -> String {
    if text.is_empty() {
        return "the end of the value".to_string();
    }
    let mut shown: String = text.chars().take(24).collect();
    if shown.len() < text.len() {
        shown.push('…');
    }
    format!("`{shown}`")
}

fn syntax_problem(spec: &TagSpec, value: &str) -> Option<Problem> {
    if CLOSED.contains(&spec.name) {
        let known = spec
            .allowed
            .iter()
            .any(|allowed| allowed.eq_ignore_ascii_case(value));
        return (!known).then(|| Problem::whole(value, quoted_list(spec.allowed, "or")));
    }
    match spec.value {
        ValueSyntax::Time => time(value),
        ValueSyntax::Seconds => digits(value, "a number of seconds"),
        ValueSyntax::Integer => {
            let start = usize::from(value.starts_with('-'));
            digits(&value[start..], "a whole number").map(|mut problem| {
                problem.start += start;
                problem.end += start;
                problem
            })
        }
        ValueSyntax::Seats => seats(value),
        ValueSyntax::Round => round(value),
        ValueSyntax::TimeControl => time_control(value),
        ValueSyntax::ScoreRubberHistory => rubber_history(value),
        ValueSyntax::Hex => {
            let bad = value.find(|c: char| !c.is_ascii_hexdigit())?;
            Some(Problem::new(
                bad,
                bad + char_len(value, bad),
                "hexadecimal digits",
            ))
        }
        ValueSyntax::Scoring => scoring(value),
        _ => None,
    }
}

fn char_len(text: &str, at: usize) -> usize {
    text.get(at..)
        .and_then(|rest| rest.chars().next())
        .map_or(1, char::len_utf8)
}

fn quoted_list(values: &[&str], last: &str) -> String {
    let quoted: Vec<String> = values.iter().map(|value| format!("`{value}`")).collect();
    match quoted.split_last() {
        Some((final_one, rest)) if !rest.is_empty() => {
            format!("{} {last} {final_one}", rest.join(", "))
        }
        _ => quoted.concat(),
    }
}

fn digits(value: &str, expected: &str) -> Option<Problem> {
    if value.is_empty() {
        return Some(Problem::new(0, 0, expected));
    }
    let bad = value.find(|c: char| !c.is_ascii_digit())?;
    Some(Problem::new(bad, value.len(), expected))
}

/// `HH:MM:SS`, with `?` for unknown digits as in dates.
fn time(value: &str) -> Option<Problem> {
    const EXPECTED: &str = "a time `HH:MM:SS`";
    let parts: Vec<&str> = value.split(':').collect();
    if parts.len() != 3 {
        return Some(Problem::whole(value, EXPECTED));
    }
    let mut start = 0;
    for (index, (part, limit)) in parts.iter().zip([23u32, 59, 59]).enumerate() {
        let end = start + part.len();
        let shape_ok = part.len() == 2 && part.bytes().all(|b| b.is_ascii_digit() || b == b'?');
        if !shape_ok {
            return Some(Problem::new(start, end, EXPECTED));
        }
        if let Ok(number) = part.parse::<u32>() {
            if number > limit {
                let what = ["hour", "minute", "second"][index];
                return Some(Problem::new(
                    start,
                    end,
                    format!("{EXPECTED} with the {what} from 00 to {limit}"),
                ));
            }
        }
        start = end + 1;
    }
    None
}

fn seats(value: &str) -> Option<Problem> {
    let mut seen = [false; 4];
    for (at, c) in value.char_indices() {
        let index = match c.to_ascii_uppercase() {
            'W' => 0,
            'N' => 1,
            'E' => 2,
            'S' => 3,
            _ => {
                return Some(Problem::new(
                    at,
                    at + c.len_utf8(),
                    "seats `W`, `N`, `E` and `S`",
                ))
            }
        };
        if std::mem::replace(&mut seen[index], true) {
            return Some(Problem::new(at, at + 1, "each seat at most once"));
        }
    }
    None
}

/// Round indicators of letters, digits and `_`, joined by `.`.
fn round(value: &str) -> Option<Problem> {
    const EXPECTED: &str = "round indicators of letters, digits and `_`, joined by `.`";
    let mut start = 0;
    for part in value.split('.') {
        if part.is_empty() {
            return Some(Problem::new(start, start + 1, EXPECTED));
        }
        if let Some(bad) = part.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            let at = start + bad;
            return Some(Problem::new(at, at + char_len(value, at), EXPECTED));
        }
        start += part.len() + 1;
    }
    None
}

/// `<games>/<minutes>`.
fn time_control(value: &str) -> Option<Problem> {
    const EXPECTED: &str = "`<games>/<minutes>`, as in `4/30`";
    let Some((games, minutes)) = value.split_once('/') else {
        return Some(Problem::whole(value, EXPECTED));
    };
    let numbers = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    (!numbers(games) || !numbers(minutes)).then(|| Problem::whole(value, EXPECTED))
}

/// `NS <history> EW <history>`, each history `<above before> <above now>/<below 1> [<below 2>
/// [<below 3>]]`; spaces around `/` are tolerated.
fn rubber_history(value: &str) -> Option<Problem> {
    const EXPECTED: &str =
        "`NS <above before> <above now>/<below> ... EW <above before> <above now>/<below> ...`";
    let spaced = value.replace('/', " / ");
    let words: Vec<&str> = spaced.split_whitespace().collect();
    let ew = words.iter().position(|&word| word == "EW");
    let valid = words.first() == Some(&"NS")
        && ew.is_some_and(|ew| history(&words[1..ew]) && history(&words[ew + 1..]));
    (!valid).then(|| Problem::whole(value, EXPECTED))
}

fn history(words: &[&str]) -> bool {
    let number = |word: &&str| !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    match words {
        [before, now, "/", below @ ..] => {
            number(before)
                && number(now)
                && (1..=3).contains(&below.len())
                && below.iter().all(number)
        }
        _ => false,
    }
}

/// Fields separated by `;`, none of them empty.
fn scoring(value: &str) -> Option<Problem> {
    let mut start = 0;
    for field in value.split(';') {
        if field.trim().is_empty() {
            return Some(Problem::new(
                start,
                start + field.len(),
                "a scoring method or modifier between the `;`",
            ));
        }
        start += field.len() + 1;
    }
    None
}

/// A hint for values outside the examples the standard gives for an open set of values.
fn hint_unusual(
    spec: &TagSpec,
    value: &str,
    at: &dyn Fn(usize, usize) -> TextRange,
    out: &mut Findings,
) {
    let examples = if spec.allowed.is_empty() {
        spec.suggested
    } else {
        spec.allowed
    };
    if examples.is_empty() {
        return;
    }
    let known = |text: &str| {
        examples
            .iter()
            .any(|example| example.eq_ignore_ascii_case(text))
    };
    let fields: Vec<&str> = if spec.value == ValueSyntax::Scoring {
        value.split(';').collect()
    } else {
        vec![value]
    };
    let mut start = 0;
    for field in fields {
        let trimmed = field.trim();
        if !trimmed.is_empty() && !known(trimmed) {
            let lead = field.len() - field.trim_start().len();
            out.push(Diagnostic::new(
                "pbn/unknown-tag-value",
                Severity::Hint,
                at(start + lead, start + lead + trimmed.len()),
                format!(
                    "`{trimmed}` is none of the values the standard names for `{}`: {}",
                    spec.name,
                    quoted_list(examples, "and")
                ),
            ));
        }
        start += field.len() + 1;
    }
}

/// A month or day that no calendar has, in a date whose shape is right.
fn impossible_date(value: &str) -> Option<(usize, usize, String)> {
    let bytes = value.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'.' || bytes[7] != b'.' {
        return None;
    }
    let number = |range: std::ops::Range<usize>| value.get(range)?.parse::<u32>().ok();
    let year = number(0..4);
    let month = number(5..7);
    if let Some(month) = month {
        if !(1..=12).contains(&month) {
            return Some((
                5,
                7,
                format!(
                    "month {month:02} does not exist; write `??` for a month that is not known"
                ),
            ));
        }
    }
    let day = number(8..10)?;
    let longest = match (month, year) {
        (Some(2), Some(year)) if is_leap(year) => 29,
        (Some(2), Some(_)) => 28,
        (Some(2), None) => 29,
        (Some(4 | 6 | 9 | 11), _) => 30,
        _ => 31,
    };
    if day == 0 || day > longest {
        let message = if day == 0 {
            "day 00 does not exist; write `??` for a day that is not known".to_string()
        } else {
            format!("day {day} does not exist in this month, which has {longest} days")
        };
        return Some((8, 10, message));
    }
    None
}

fn is_leap(year: u32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}
