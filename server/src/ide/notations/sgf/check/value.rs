//! Whether a property value is of the property's value type.

use super::TreeInfo;
use crate::ide::green::sgf::{Part, Value};
use gamerec_grammar::sgf::spec::ValueType;

/// Why a value is not of its type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Mismatch {
    /// A simple value where the type composes two with `:`.
    NotComposed,
    /// Anything else: the value is not of the type.
    Wrong,
}

/// Checks `value` (one of the property's values) against `value_type`, the type of the
/// property (lists stand for each of their values).
pub(super) fn check(
    value: Value<'_>,
    value_type: ValueType,
    info: TreeInfo,
) -> Result<(), Mismatch> {
    let simple_point = is_point_type(value_type) || value_type == ValueType::Move;
    if simple_point && info.is_go() && value.is_one_point() {
        return Ok(());
    }
    match value_type {
        ValueType::ListOf(inner) | ValueType::EListOf(inner) => {
            // FF[4] compresses point lists into rectangles `aa:cc`.
            if is_point_type(*inner) && info.ff >= 4 && value.is_compose() {
                let (first, second) = value.parts();
                let both_points =
                    first.is_point() && second.is_some_and(|second| second.is_point());
                return if both_points || !info.is_go() {
                    Ok(())
                } else {
                    Err(Mismatch::Wrong)
                };
            }
            check(value, *inner, info)
        }
        ValueType::Either(first, second) => match check(value, *first, info) {
            Ok(()) => Ok(()),
            Err(_) => check(value, *second, info).map_err(|_| Mismatch::Wrong),
        },
        ValueType::Compose(first, second) => {
            let (first_part, second_part) = value.parts();
            let Some(second_part) = second_part else {
                return Err(Mismatch::NotComposed);
            };
            if part_is(&first_part, *first, info) && part_is(&second_part, *second, info) {
                Ok(())
            } else {
                Err(Mismatch::Wrong)
            }
        }
        simple => {
            let (first, second) = value.parts();
            if second.is_some() && !matches!(simple, ValueType::Text | ValueType::SimpleText) {
                return Err(Mismatch::Wrong);
            }
            if part_is(&first, simple, info) {
                Ok(())
            } else {
                Err(Mismatch::Wrong)
            }
        }
    }
}

/// The first character of `text` that no value of `value_type` may hold (a letter in a number,
/// `?` in a point), to name in the message; `None` when each could stand somewhere.
pub(super) fn stray_character(text: &str, value_type: ValueType, info: TreeInfo) -> Option<char> {
    text.chars()
        .find(|&character| !may_hold(character, value_type, info))
}

fn may_hold(character: char, value_type: ValueType, info: TreeInfo) -> bool {
    match value_type {
        ValueType::None => false,
        ValueType::Number => character.is_ascii_digit() || matches!(character, '+' | '-'),
        ValueType::Real => character.is_ascii_digit() || matches!(character, '+' | '-' | '.'),
        ValueType::Double => matches!(character, '1' | '2'),
        ValueType::Color => matches!(character, 'B' | 'W'),
        ValueType::Point | ValueType::Stone | ValueType::Move if info.is_go() => {
            character.is_ascii_alphabetic()
        }
        ValueType::ListOf(inner) | ValueType::EListOf(inner) => {
            (character == ':' && is_point_type(*inner)) || may_hold(character, *inner, info)
        }
        ValueType::Compose(first, second) => {
            character == ':'
                || may_hold(character, *first, info)
                || may_hold(character, *second, info)
        }
        ValueType::Either(first, second) => {
            may_hold(character, *first, info) || may_hold(character, *second, info)
        }
        _ => true,
    }
}

fn is_point_type(value_type: ValueType) -> bool {
    matches!(value_type, ValueType::Point | ValueType::Stone)
}

/// Whether one side of a value (or a whole simple value) is of a simple type.
fn part_is(part: &Part<'_>, value_type: ValueType, info: TreeInfo) -> bool {
    let text = part.raw_text();
    match value_type {
        ValueType::None => text.is_empty(),
        ValueType::Number => is_number(&text),
        ValueType::Real => is_real(&text),
        ValueType::Double => text == "1" || text == "2",
        ValueType::Color => text == "B" || text == "W",
        ValueType::SimpleText | ValueType::Text => true,
        // Points, moves and stones are Go's two letters; other games define their own.
        ValueType::Point | ValueType::Stone => !info.is_go() || part.is_point(),
        ValueType::Move => !info.is_go() || part.is_point() || (text.is_empty() && info.ff >= 4),
        ValueType::Compose(..) | ValueType::ListOf(_) | ValueType::EListOf(_) => false,
        ValueType::Either(first, second) => {
            part_is(part, *first, info) || part_is(part, *second, info)
        }
    }
}

/// `[+|-]digits`.
fn is_number(text: &str) -> bool {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit())
}

/// A number with an optional fraction: `6.5`, `-0.5`, `7` (not `.5` nor `5.`).
fn is_real(text: &str) -> bool {
    let unsigned = text.strip_prefix(['+', '-']).unwrap_or(text);
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (unsigned, None),
    };
    let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    let whole_ok = !whole.is_empty() && all_digits(whole);
    whole_ok && fraction.is_none_or(|fraction| !fraction.is_empty() && all_digits(fraction))
}

/// How the type is described in messages: what a value of it looks like.
pub(super) fn describe(value_type: ValueType, info: TreeInfo) -> String {
    match value_type {
        ValueType::Point | ValueType::Stone if info.is_go() => {
            "a point: two letters `a`-`z` or `A`-`Z`, such as `dp`".to_owned()
        }
        ValueType::Move if info.is_go() && info.ff >= 4 => {
            "a move: a point such as `dp`, or `[]` for a pass".to_owned()
        }
        ValueType::Move if info.is_go() => {
            "a move: a point such as `dp`, or `tt` for a pass".to_owned()
        }
        ValueType::ListOf(inner) | ValueType::EListOf(inner)
            if is_point_type(*inner) && info.is_go() && info.ff >= 4 =>
        {
            "points: two letters such as `dp`, or a rectangle of them such as `aa:cc`".to_owned()
        }
        ValueType::ListOf(inner) | ValueType::EListOf(inner) => describe(*inner, info),
        other => noun(other, info),
    }
}

/// A short description of a value of the type, for use inside a longer one.
fn noun(value_type: ValueType, info: TreeInfo) -> String {
    match value_type {
        ValueType::None => "an empty value `[]`".to_owned(),
        ValueType::Number => "a whole number such as `3`".to_owned(),
        ValueType::Real => "a number such as `6.5`".to_owned(),
        ValueType::Double => "`1` (normal) or `2` (emphasized)".to_owned(),
        ValueType::Color => "a colour, `B` or `W`".to_owned(),
        ValueType::SimpleText => "simple text".to_owned(),
        ValueType::Text => "text".to_owned(),
        ValueType::Point | ValueType::Stone if info.is_go() => "a point such as `dp`".to_owned(),
        ValueType::Move if info.is_go() => "a move such as `dp`".to_owned(),
        ValueType::Point => "a point".to_owned(),
        ValueType::Stone => "a stone".to_owned(),
        ValueType::Move => "a move".to_owned(),
        ValueType::Compose(ValueType::Number, ValueType::Number) => {
            "two whole numbers joined by `:` such as `19:13`".to_owned()
        }
        ValueType::Compose(ValueType::Point, ValueType::Point) => {
            "two points joined by `:` such as `aa:cc`".to_owned()
        }
        ValueType::Compose(first, second) => format!(
            "{} and {} joined by `:`",
            noun(*first, info),
            noun(*second, info)
        ),
        ValueType::ListOf(inner) | ValueType::EListOf(inner) => noun(*inner, info),
        ValueType::Either(first, second) => {
            format!("{}, or {}", noun(*first, info), noun(*second, info))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_reals() {
        for good in ["0", "12", "+3", "-40"] {
            assert!(is_number(good), "{good}");
        }
        for bad in ["", "+", "1.5", "1 ", "x"] {
            assert!(!is_number(bad), "{bad}");
        }
        for good in ["6.5", "-0.5", "7", "+2.25"] {
            assert!(is_real(good), "{good}");
        }
        for bad in ["", ".", ".5", "5.", "6,5", "1e3", "--1"] {
            assert!(!is_real(bad), "{bad}");
        }
    }
}
