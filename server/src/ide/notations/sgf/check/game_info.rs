//! Game information: one game-info node per path through the tree, and the forms FF[4] gives
//! for the date (`DT`) and the result (`RE`).

use super::{codes, TreeInfo};
use crate::ide::check::Findings;
use crate::ide::green::sgf::{ff4_id, properties};
use crate::ide::green::Node;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::sgf::spec::{self, PropertyType};
use gamerec_grammar::TextRange;

/// What a line of play has met of game information so far: the first game-info property,
/// its identifier and where it stands.
pub(super) type FirstGameInfo = Option<(TextRange, String)>;

/// Reports the game-info properties of `node` when an earlier node of its line of play
/// (`first`) already holds game information: one game-info node per path from the root.
pub(super) fn note_node(
    node: Node<'_>,
    info: TreeInfo,
    first: &mut FirstGameInfo,
    out: &mut Findings,
) {
    for (id, range) in game_info_properties(node, info) {
        match first {
            None => *first = Some((range, id)),
            Some((first_range, first_id)) if first_range.start() < node.range().start() => {
                let mut diagnostic = Diagnostic::error(
                    codes::GAME_INFO_TWICE_ON_PATH,
                    range,
                    format!("`{id}` is game information, but an earlier node of this line of play already holds game information (`{first_id}`); keep it all in that one node"),
                );
                diagnostic.related.push(RelatedInformation {
                    range: *first_range,
                    message: format!("game information starts here with `{first_id}`"),
                });
                out.push(diagnostic);
            }
            Some(_) => {}
        }
    }
}

/// The game-info properties of a node: identifiers and ranges.
fn game_info_properties(node: Node<'_>, info: TreeInfo) -> Vec<(String, TextRange)> {
    properties(node)
        .filter_map(|property| {
            let ident = property.ident()?;
            let id = ff4_id(ident.text).into_owned();
            let spec = spec::property_in(&id, info.ff.clamp(1, 4), info.gm)?;
            (spec.property_type == PropertyType::GameInfo).then_some((id, ident.range))
        })
        .collect()
}

/// What is wrong with the form of a `DT` or `RE` value in FF[4], if anything.
pub(super) fn form_problem(id: &str, value: &str) -> Option<String> {
    match id {
        "DT" if !is_date_list(value) => Some(format!(
            "`DT[{value}]` is not in FF[4]'s date form: `YYYY-MM-DD` (or `YYYY-MM`, `YYYY`), several dates separated by commas, later ones shortened to `MM-DD` or `DD`, as in `2024-05-20,21`"
        )),
        "RE" if !is_result(value) => Some(format!(
            "`RE[{value}]` is not in FF[4]'s result form: `B+R` or `W+R` (resignation), `B+3.5` (points), `B+T` (time), `B+F` (forfeit), `B+` (a win), `0` or `Draw`, `Void` or `?`"
        )),
        _ => None,
    }
}

/// `YYYY[-MM[-DD]]`, then more dates after commas, shortened to the parts that change.
fn is_date_list(value: &str) -> bool {
    // How many parts the previous date had: later ones may leave out the leading parts.
    let mut previous_parts = 0;
    for date in value.split(',') {
        let parts: Vec<&str> = date.split('-').collect();
        let full = parts.first().is_some_and(|year| year.len() == 4);
        let ok = if full {
            parts.len() <= 3 && valid_parts(parts[0], parts.get(1), parts.get(2))
        } else {
            // Shortened: `MM-DD` after a full date, `DD` after one with a day, `MM` after a month.
            match (parts.as_slice(), previous_parts) {
                ([month, day], 3) => valid_parts("2000", Some(month), Some(day)),
                ([day], 3) => valid_parts("2000", Some(&"01"), Some(day)),
                ([month], 2) => valid_parts("2000", Some(month), None),
                _ => false,
            }
        };
        if !ok {
            return false;
        }
        previous_parts = if full { parts.len() } else { previous_parts };
    }
    !value.is_empty()
}

fn valid_parts(year: &str, month: Option<&&str>, day: Option<&&str>) -> bool {
    let digits =
        |text: &str, len: usize| text.len() == len && text.bytes().all(|b| b.is_ascii_digit());
    if !digits(year, 4) {
        return false;
    }
    let Some(month) = month else {
        return day.is_none();
    };
    if !digits(month, 2) || !("01"..="12").contains(month) {
        return false;
    }
    match day {
        None => true,
        Some(day) => digits(day, 2) && ("01"..="31").contains(day),
    }
}

/// `0`, `Draw`, `Void`, `?`, or `B+`/`W+` with nothing, a score, `R`, `T`, `F` or their words.
fn is_result(value: &str) -> bool {
    if matches!(value, "0" | "Draw" | "Void" | "?") {
        return true;
    }
    let Some(rest) = value
        .strip_prefix("B+")
        .or_else(|| value.strip_prefix("W+"))
    else {
        return false;
    };
    matches!(rest, "" | "R" | "Resign" | "T" | "Time" | "F" | "Forfeit") || is_score(rest)
}

fn is_score(text: &str) -> bool {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && digits(fraction)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        for good in [
            "2024-05-20",
            "2024-05",
            "2024",
            "2024-05-20,21",
            "2024-05-20,06-01",
            "1996-05,06",
            "2024-05-20,2024-06-01",
        ] {
            assert!(is_date_list(good), "{good}");
        }
        for bad in [
            "",
            "20.5.2024",
            "2024-13-01",
            "2024-05-32",
            "05-20",
            "2024-5-20",
            "2024,05",
            "May 2024",
        ] {
            assert!(!is_date_list(bad), "{bad}");
        }
    }

    #[test]
    fn results() {
        for good in [
            "B+R", "W+Resign", "B+3.5", "W+12", "B+T", "W+F", "B+", "0", "Draw", "Void", "?",
        ] {
            assert!(is_result(good), "{good}");
        }
        for bad in ["", "B wins", "B+3,5", "w+R", "Jigo", "B+R+"] {
            assert!(!is_result(bad), "{bad}");
        }
    }
}
