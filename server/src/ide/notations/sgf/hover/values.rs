//! What root and game-info values mean, in words: dates, results, komi, time, ranks, board
//! sizes, handicaps, games, file formats, character sets, rules and the values the property
//! table names.

use crate::ide::markup::code_span;
use gamerec_grammar::sgf::spec::{self, PropertySpec};

/// A sentence or two on what `value` (the value's text) says for `spec`, when there is more
/// to say than the property's meaning.
pub(super) fn explain(spec: &PropertySpec, value: &str) -> Option<String> {
    let value = value.trim();
    match spec.id {
        "DT" => Some(date(value)),
        "RE" => Some(result(value)),
        "KM" => Some(komi(value)),
        "TM" => Some(time_limit(value)),
        "BR" | "WR" => rank(value),
        "SZ" => Some(size(value)),
        "HA" => Some(handicap(value)),
        "GM" => Some(game(value)),
        "FF" => Some(file_format(value)),
        "CA" => Some(charset(spec, value)),
        "RU" => Some(rules(spec, value)),
        _ => known_value(spec, value),
    }
}

fn known_value(spec: &PropertySpec, value: &str) -> Option<String> {
    let known = spec
        .known_values
        .iter()
        .find(|known| known.value == value)?;
    Some(format!("{}: {}.", code_span(value), known.meaning))
}

fn shown(value: &str) -> String {
    if value.is_empty() {
        "The empty value".into()
    } else {
        code_span(value)
    }
}

use crate::ide::calendar::MONTHS;

/// One date of a `DT` list, as precise as it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Date {
    Year(u32),
    Month(u32, u32),
    Day(u32, u32, u32),
}

fn days_in(year: u32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    fn checked(self) -> Option<Date> {
        let month_ok = |month: u32| (1..=12).contains(&month);
        match self {
            Date::Year(_) => Some(self),
            Date::Month(_, month) => month_ok(month).then_some(self),
            Date::Day(year, month, day) => {
                (month_ok(month) && (1..=days_in(year, month)).contains(&day)).then_some(self)
            }
        }
    }

    fn words(self) -> String {
        let month_name = |month: u32| {
            usize::try_from(month.saturating_sub(1))
                .ok()
                .and_then(|index| MONTHS.get(index))
                .copied()
                .unwrap_or("?")
        };
        match self {
            Date::Year(year) => year.to_string(),
            Date::Month(year, month) => format!("{} {year}", month_name(month)),
            Date::Day(year, month, day) => format!("{day} {} {year}", month_name(month)),
        }
    }
}

/// Reads the `DT` list: full dates `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, and after them the
/// shortened forms `MM-DD` and `DD` (or `MM` after a month) of the same year and month.
fn read_dates(value: &str) -> Option<Vec<Date>> {
    let mut dates = Vec::new();
    let mut last: Option<Date> = None;
    for item in value.split(',') {
        let parts: Vec<&str> = item.trim().split('-').collect();
        let digits = |part: &str, len: usize| {
            (part.len() == len && part.bytes().all(|byte| byte.is_ascii_digit()))
                .then(|| part.parse::<u32>().ok())
                .flatten()
        };
        let date = match (parts.as_slice(), last) {
            ([year], _) if year.len() == 4 => Date::Year(digits(year, 4)?),
            ([year, month], _) if year.len() == 4 => {
                Date::Month(digits(year, 4)?, digits(month, 2)?)
            }
            ([year, month, day], _) => {
                Date::Day(digits(year, 4)?, digits(month, 2)?, digits(day, 2)?)
            }
            ([month, day], Some(Date::Day(year, ..) | Date::Month(year, ..))) => {
                Date::Day(year, digits(month, 2)?, digits(day, 2)?)
            }
            ([day], Some(Date::Day(year, month, _))) => Date::Day(year, month, digits(day, 2)?),
            ([month], Some(Date::Month(year, _))) => Date::Month(year, digits(month, 2)?),
            _ => return None,
        };
        let date = date.checked()?;
        dates.push(date);
        last = Some(date);
    }
    Some(dates)
}

fn date(value: &str) -> String {
    match read_dates(value) {
        Some(dates) if !dates.is_empty() => {
            let words: Vec<String> = dates.iter().map(|date| date.words()).collect();
            let days = if words.len() == 1 {
                "Played"
            } else {
                "Played on"
            };
            format!("{days} {}.", words.join(", "))
        }
        _ => format!(
            "{} is not an `FF[4]` date: write `YYYY-MM-DD` (e.g. `1996-05-06`), `YYYY-MM` or \
             `YYYY`, several separated by commas (`1996-05-06,07` for two days).",
            shown(value)
        ),
    }
}

/// A number of points as words: `6.5 points`, `1 point`.
fn points(number: f64, text: &str) -> String {
    if number == 1.0 {
        format!("{text} point")
    } else {
        format!("{text} points")
    }
}

fn result(value: &str) -> String {
    let winner = match value.get(..2) {
        Some("B+") => Some("Black"),
        Some("W+") => Some("White"),
        _ => None,
    };
    let how = value.get(2..).unwrap_or_default();
    let sentence = match (value, winner, how) {
        ("0" | "Draw", ..) => "A draw (jigo).".to_string(),
        ("Void", ..) => "No result, or the game was suspended.".to_string(),
        ("?", ..) => "The result is unknown.".to_string(),
        (_, Some(winner), "") => format!("{winner} wins; the margin is not given."),
        (_, Some(winner), "R" | "Resign") => format!("{winner} wins by resignation."),
        (_, Some(winner), "T" | "Time") => format!("{winner} wins on time."),
        (_, Some(winner), "F" | "Forfeit") => format!("{winner} wins by forfeit."),
        (_, Some(winner), margin) => match margin.parse::<f64>() {
            Ok(number) if number.is_finite() && number >= 0.0 => {
                format!("{winner} wins by {}.", points(number, margin))
            }
            _ => not_a_result(value),
        },
        _ => not_a_result(value),
    };
    sentence
}

fn not_a_result(value: &str) -> String {
    format!(
        "{} is not an `FF[4]` result: write `B+` or `W+` and the score (`W+2.5`), `R` \
         (resignation), `T` (time) or `F` (forfeit); `0` or `Draw`, `Void`, or `?`.",
        shown(value)
    )
}

fn komi(value: &str) -> String {
    match value.parse::<f64>() {
        Ok(komi) if komi.is_finite() && komi > 0.0 => format!(
            "White receives {} of komi for moving second.",
            points(komi, value)
        ),
        Ok(komi) if komi.is_finite() && komi < 0.0 => format!(
            "Negative komi: Black receives {}.",
            points(-komi, value.trim_start_matches('-'))
        ),
        Ok(komi) if komi.is_finite() => "No komi: neither player receives points.".into(),
        _ => format!(
            "{} is not a number: komi is a real number such as `6.5`.",
            shown(value)
        ),
    }
}

/// Seconds in words: `1 hour 30 minutes`.
fn duration(seconds: f64) -> String {
    let whole = seconds.trunc();
    if whole != seconds || !(0.0..1e9).contains(&whole) {
        return format!("{seconds} seconds");
    }
    // Whole seconds below 10^9 fit in u64 exactly.
    let total = whole as u64;
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60);
    let mut parts = Vec::new();
    let mut part = |count: u64, unit: &str| {
        if count > 0 {
            parts.push(format!(
                "{count} {unit}{}",
                if count == 1 { "" } else { "s" }
            ));
        }
    };
    part(hours, "hour");
    part(minutes, "minute");
    part(rest, "second");
    if parts.is_empty() {
        "no time".into()
    } else {
        parts.join(" ")
    }
}

fn time_limit(value: &str) -> String {
    match value.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds >= 0.0 => format!(
            "Each player has {} of main time, before any overtime (`OT`).",
            duration(seconds)
        ),
        _ => format!(
            "{} is not a number of seconds: `FF[4]` gives the time limit in seconds, e.g. \
             `5400` for 1 hour 30 minutes.",
            shown(value)
        ),
    }
}

fn rank(value: &str) -> Option<String> {
    let trimmed = value.trim_end_matches(['*', '?']);
    let split = trimmed.find(|c: char| !c.is_ascii_digit())?;
    let (number, grade) = trimmed.split_at(split);
    let number: u32 = number.parse().ok()?;
    let grade = match grade.to_ascii_lowercase().as_str() {
        "k" | "kyu" => "kyu (amateur)",
        "d" | "dan" => "dan (amateur)",
        "p" | "pro" => "dan professional",
        _ => return None,
    };
    let mark = match value.get(trimmed.len()..) {
        Some("*") => " The `*` is a server's mark of an established rank.",
        Some("?") => " The `?` marks an uncertain rank.",
        _ => "",
    };
    Some(format!("{number} {grade}.{mark}"))
}

fn size(value: &str) -> String {
    let side = |text: &str| text.trim().parse::<u32>().ok().filter(|&side| side >= 1);
    let limit = |columns: u32, rows: u32| {
        if columns > u32::from(spec::MAX_GO_BOARD) || rows > u32::from(spec::MAX_GO_BOARD) {
            " Too large for Go, whose boards are at most 52 by 52."
        } else if columns > 26 || rows > 26 {
            " Points beyond the 26th line are written with the letters `A`-`Z` after `a`-`z`."
        } else {
            ""
        }
    };
    match value.split_once(':') {
        Some((columns, rows)) => match (side(columns), side(rows)) {
            (Some(columns), Some(rows)) if columns == rows => format!(
                "A {columns}×{rows} board, but a square board is written `SZ[{columns}]`, not in \
                 the composed form."
            ),
            (Some(columns), Some(rows)) => format!(
                "A rectangular board of {columns} columns and {rows} rows.{}",
                limit(columns, rows)
            ),
            _ => not_a_size(value),
        },
        None => match side(value) {
            Some(side) => format!("A {side}×{side} board.{}", limit(side, side)),
            None => not_a_size(value),
        },
    }
}

fn not_a_size(value: &str) -> String {
    format!(
        "{} is not a board size: write `SZ[19]`, or `SZ[columns:rows]` for a rectangular board.",
        shown(value)
    )
}

fn handicap(value: &str) -> String {
    match value.parse::<u32>() {
        Ok(stones) if stones >= 2 => format!(
            "{stones} handicap stones: Black places them (with `AB` in this node) and White \
             plays first."
        ),
        Ok(0) => "No handicap; `FF[4]` leaves `HA` out then (`HA[0]` is a common old form).".into(),
        Ok(1) => "`HA[1]` is not a handicap in `FF[4]`, which starts at 2 stones; a game \
                  without komi where Black plays first is written without `HA`."
            .into(),
        _ => format!("{} is not a number of stones.", shown(value)),
    }
}

fn game(value: &str) -> String {
    match value
        .parse::<u8>()
        .ok()
        .and_then(|number| spec::game_name(number).map(|name| (number, name)))
    {
        Some((1, _)) => "Go, the default game.".into(),
        Some((_, name)) => format!("{name}."),
        None => format!(
            "{} is not a game number `FF[4]` defines (1 to 40; 1 is Go).",
            shown(value)
        ),
    }
}

fn file_format(value: &str) -> String {
    match value {
        "1" => "`FF[1]`, the first version (Smart Go Board, 1987); also assumed when a root \
                node has no `FF`."
            .into(),
        "2" => "`FF[2]`, a version that was never made public; read much like `FF[1]`.".into(),
        "3" => "`FF[3]` (1993): added markup such as `CR`, `MA`, `TR` and `LB`, and `[tt]` \
                for a pass."
            .into(),
        "4" => "`FF[4]` (1997), the current version: upper-case identifiers only, the property \
                types, `CA`, compressed point lists, boards up to 52×52 and `[]` for a pass."
            .into(),
        _ => format!("{} is not a file format: `FF` is 1 to 4.", shown(value)),
    }
}

fn charset(spec: &PropertySpec, value: &str) -> String {
    let meaning = spec
        .known_values
        .iter()
        .find(|known| known.value.eq_ignore_ascii_case(value))
        .map_or_else(
            || format!("The character set {}.", shown(value)),
            |known| format!("{}: {}.", code_span(known.value), known.meaning),
        );
    format!("{meaning} {}", spec::CHARSET_NOTE)
}

fn rules(spec: &PropertySpec, value: &str) -> String {
    match spec
        .known_values
        .iter()
        .find(|known| known.value.eq_ignore_ascii_case(value))
    {
        Some(known) => format!("{}.", capitalised(known.meaning)),
        None => format!(
            "{}: rules `FF[4]` does not name; it names `AGA`, `GOE`, `Japanese` and `NZ`, and \
             other names are free text.",
            code_span(value)
        ),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn explained(id: &str, value: &str) -> String {
        spec::property(id)
            .and_then(|spec| explain(spec, value))
            .unwrap_or_else(|| "-".into())
    }

    #[test]
    fn dates_in_words() {
        assert_eq!(explained("DT", "1996-05-06"), "Played 6 May 1996.");
        assert_eq!(
            explained("DT", "1996-05-06,07,1997-01-03"),
            "Played on 6 May 1996, 7 May 1996, 3 January 1997."
        );
        assert_eq!(
            explained("DT", "1996-12-27,01-03"),
            "Played on 27 December 1996, 3 January 1996."
        );
        assert_eq!(
            explained("DT", "1996-05,06"),
            "Played on May 1996, June 1996."
        );
        assert_eq!(explained("DT", "2000"), "Played 2000.");
        assert!(explained("DT", "1996-02-30").starts_with("`1996-02-30` is not"));
        assert!(explained("DT", "12th march 94").starts_with("`12th march 94` is not"));
        assert!(explained("DT", "07").starts_with("`07` is not"));
    }

    #[test]
    fn results_in_words() {
        assert_eq!(explained("RE", "B+R"), "Black wins by resignation.");
        assert_eq!(explained("RE", "W+Resign"), "White wins by resignation.");
        assert_eq!(explained("RE", "W+0.5"), "White wins by 0.5 points.");
        assert_eq!(explained("RE", "B+1"), "Black wins by 1 point.");
        assert_eq!(explained("RE", "B+T"), "Black wins on time.");
        assert_eq!(
            explained("RE", "W+"),
            "White wins; the margin is not given."
        );
        assert_eq!(explained("RE", "0"), "A draw (jigo).");
        assert_eq!(
            explained("RE", "Void"),
            "No result, or the game was suspended."
        );
        assert!(explained("RE", "Black wins").starts_with("`Black wins` is not"));
        assert!(explained("RE", "B+-3").starts_with("`B+-3` is not"));
    }

    #[test]
    fn komi_time_ranks_and_sizes() {
        assert_eq!(
            explained("KM", "6.5"),
            "White receives 6.5 points of komi for moving second."
        );
        assert_eq!(
            explained("KM", "0.0"),
            "No komi: neither player receives points."
        );
        assert_eq!(
            explained("KM", "-5"),
            "Negative komi: Black receives 5 points."
        );
        assert_eq!(
            explained("TM", "5400"),
            "Each player has 1 hour 30 minutes of main time, before any overtime (`OT`)."
        );
        assert_eq!(explained("BR", "3d"), "3 dan (amateur).");
        assert_eq!(explained("WR", "12k"), "12 kyu (amateur).");
        assert_eq!(explained("WR", "9p"), "9 dan professional.");
        assert_eq!(explained("BR", "strong"), "-");
        assert_eq!(explained("SZ", "19"), "A 19×19 board.");
        assert_eq!(
            explained("SZ", "19:9"),
            "A rectangular board of 19 columns and 9 rows."
        );
        assert!(explained("SZ", "13:13").contains("written `SZ[13]`"));
        assert!(explained("SZ", "53").contains("Too large for Go"));
        assert!(explained("SZ", "x").starts_with("`x` is not a board size"));
    }

    #[test]
    fn root_values() {
        assert_eq!(explained("GM", "1"), "Go, the default game.");
        assert_eq!(explained("GM", "3"), "Chess.");
        assert!(explained("GM", "99").starts_with("`99` is not a game number"));
        assert!(explained("FF", "4").starts_with("`FF[4]` (1997)"));
        assert!(explained("CA", "utf-8").starts_with("`UTF-8`: Unicode. `CA` names"));
        assert_eq!(explained("RU", "Japanese"), "Japanese rules.");
        assert!(explained("RU", "Ing_2").starts_with("`Ing_2`: rules"));
        assert_eq!(explained("ST", "2"), "`2`: children, no board marks.");
        assert_eq!(explained("PL", "W"), "`W`: White.");
        assert_eq!(explained("C", "text"), "-");
    }
}
