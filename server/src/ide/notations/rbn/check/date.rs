//! Dates and times that have the right shape but do not exist: month 13, 31 April, 29 February
//! of a common year, 25 o'clock, minute 60. The parser checks the shape (`rbn/bad-date`);
//! unknown digits (`?`) are taken as anything that would make the date possible.

use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{DateLabel, Label};
use gamerec_grammar::{SyntaxToken, TextRange, TextSize};

use crate::ide::calendar::MONTHS;

pub(super) fn check(labels: &[Label], out: &mut Findings) {
    for label in labels {
        let Some(date) = DateLabel::cast(label.syntax().clone()) else {
            continue;
        };
        check_date(&date, out);
        check_time(&date, out);
    }
}

/// A two-digit part: both digits when known, else the known tens digit.
#[derive(Debug, Clone, Copy)]
enum Part {
    Known(u32),
    Tens(u32),
    Unknown,
}

fn part(token: &SyntaxToken) -> Part {
    let mut digits = token.text().chars().map(|c| c.to_digit(10));
    match (digits.next().flatten(), digits.next().flatten()) {
        (Some(tens), Some(ones)) => Part::Known(tens * 10 + ones),
        (Some(tens), None) => Part::Tens(tens),
        _ => Part::Unknown,
    }
}

/// Whether a part can be a value in `1..=max`.
fn possible(part: Part, max: u32) -> bool {
    match part {
        Part::Known(value) => (1..=max).contains(&value),
        // Tens digit 0 can still be 01-09.
        Part::Tens(tens) => tens * 10 <= max,
        Part::Unknown => true,
    }
}

fn year(token: Option<SyntaxToken>) -> Option<u32> {
    token?.text().parse().ok()
}

fn is_leap(year: u32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The days of `month` (1-12) in `year`, when the year is known.
fn days_in(month: u32, year: Option<u32>) -> u32 {
    match month {
        2 if year.is_some_and(|year| !is_leap(year)) => 28,
        2 => 29,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn month_name(month: u32) -> &'static str {
    month
        .checked_sub(1)
        .and_then(|index| MONTHS.get(index as usize))
        .copied()
        .unwrap_or("?")
}

fn check_date(label: &DateLabel, out: &mut Findings) {
    let Some(date) = label.date() else {
        return;
    };
    let year_value = year(date.year());
    let mut month = None;
    if let Some(token) = date.month() {
        match part(&token) {
            Part::Known(value) if (1..=12).contains(&value) => month = Some(value),
            value if !possible(value, 12) => {
                out.push(impossible_date(
                    &token,
                    format!(
                        "month {} does not exist; months run from 01 to 12",
                        token.text()
                    ),
                ));
                return;
            }
            _ => {}
        }
    }
    let Some(day) = date.day() else {
        return;
    };
    let max = month.map_or(31, |month| days_in(month, year_value));
    let day_part = part(&day);
    if !possible(day_part, max) {
        out.push(impossible_date(&day, day_message(&day, month, year_value)));
        return;
    }
    if let (Some(end), Part::Known(first)) = (date.end_day(), day_part) {
        // An end day below the first day falls in the next month.
        let end_max = match (month, part(&end)) {
            (Some(month), Part::Known(last)) if last < first => {
                let next = month % 12 + 1;
                let next_year = if month == 12 {
                    year_value.map(|year| year + 1)
                } else {
                    year_value
                };
                days_in(next, next_year)
            }
            (Some(month), _) => days_in(month, year_value),
            (None, _) => 31,
        };
        if !possible(part(&end), end_max) {
            out.push(impossible_date(
                &end,
                format!(
                    "the span ends on day {}, which does not exist; the end day runs from 01 \
                     to {end_max:02} (an end day below the first day falls in the next month)",
                    end.text()
                ),
            ));
        }
    }
}

fn day_message(day: &SyntaxToken, month: Option<u32>, year: Option<u32>) -> String {
    let text = day.text();
    match (month, year) {
        (Some(2), Some(year)) if text == "29" => format!(
            "29 February {year} does not exist: {year} is not a leap year, so February has 28 days"
        ),
        (Some(month), _) => format!(
            "day {text} does not exist in {}{}, which has {} days",
            month_name(month),
            year.map_or(String::new(), |year| format!(" {year}")),
            days_in(month, year)
        ),
        (None, _) => format!("day {text} does not exist; days run from 01 to 31"),
    }
}

fn impossible_date(token: &SyntaxToken, message: String) -> Diagnostic {
    Diagnostic::error("rbn/impossible-date", token.text_range(), message)
}

fn check_time(label: &DateLabel, out: &mut Findings) {
    let Some(time) = label.time() else {
        return;
    };
    if let Some(end) = label.date().and_then(|date| date.end_day()) {
        let mut diagnostic = Diagnostic::error(
            "rbn/impossible-time",
            time.text_range(),
            "a time cannot follow a span of days, since it would not say which day it is on; \
             give the span without a time, or one day with its time",
        );
        diagnostic.related.push(RelatedInformation {
            range: end.text_range(),
            message: "the last day of the span".to_string(),
        });
        out.push(diagnostic);
        return;
    }
    let text = time.text();
    let values: Vec<u32> = (0..text.len() / 2)
        .filter_map(|i| text.get(2 * i..2 * i + 2)?.parse().ok())
        .collect();
    let start = time.text_range().start();
    let pair = |index: usize| {
        let at = start + TextSize::try_from(2 * index).unwrap_or_default();
        TextRange::at(at, TextSize::from(2))
    };
    let hour = values.first().copied().unwrap_or(0);
    if hour > 24 {
        out.push(Diagnostic::error(
            "rbn/impossible-time",
            pair(0),
            format!("hour {hour:02} does not exist; hours run from 00 to 23 (24 for the midnight that ends a day)"),
        ));
        return;
    }
    for (index, unit) in [(1, "minute"), (2, "second")] {
        if let Some(&value) = values.get(index) {
            if value > 59 {
                out.push(Diagnostic::error(
                    "rbn/impossible-time",
                    pair(index),
                    format!("{unit} {value:02} does not exist; {unit}s run from 00 to 59"),
                ));
                return;
            }
        }
    }
    if hour == 24 && values.iter().skip(1).any(|&value| value > 0) {
        let past = values.len() - 1;
        out.push(Diagnostic::error(
            "rbn/impossible-time",
            TextRange::new(pair(1).start(), pair(past).end()),
            format!(
                "{text} is past midnight: hour 24 only stands for the midnight that ends a day, \
                 so write the time as 00{} on the next day",
                text.get(2..).unwrap_or("")
            ),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    #[test]
    fn dates_and_times_that_exist() {
        for date in [
            "20240229",
            "2000022911",
            "19991231",
            "1986120911",
            "1986013102",
            "198612",
            "1955C",
            "199?12",
            "2023?2",
            "20230?31",
            "?0230229",
            "20240131:2400",
            "20240131:235959G",
            "20240101:00",
            "20241203:0000G",
            "19860130",
            "1986011?",
        ] {
            assert_eq!(rbn(&format!("D {date}\n\n")), "", "{date}");
        }
    }

    #[test]
    fn impossible_months_and_days() {
        expect![[r#"
            rbn/impossible-date@6..8 error `13`: month 13 does not exist; months run from 01 to 12
            rbn/impossible-date@20..22 error `31`: day 31 does not exist in April 2024, which has 30 days
            rbn/impossible-date@32..34 error `29`: 29 February 2023 does not exist: 2023 is not a leap year, so February has 28 days
            rbn/impossible-date@44..46 error `00`: day 00 does not exist in May 1999, which has 31 days
            rbn/impossible-date@54..56 error `2?`: month 2? does not exist; months run from 01 to 12
            rbn/impossible-date@66..68 error `29`: 29 February 1900 does not exist: 1900 is not a leap year, so February has 28 days
            rbn/impossible-date@76..78 error `4?`: month 4? does not exist; months run from 01 to 12
            rbn/impossible-date@88..90 error `4?`: day 4? does not exist in December, which has 31 days
        "#]]
        .assert_eq(&rbn(
            "D 20241301\n\nD 20240431\n\nD 20230229\n\nD 19990500\n\nD 19992?\n\nD 19000229\n\nD ????4?\n\nD ????124?\n\n",
        ));
    }

    #[test]
    fn impossible_spans() {
        expect![[r#"
            rbn/impossible-date@10..12 error `32`: the span ends on day 32, which does not exist; the end day runs from 01 to 31 (an end day below the first day falls in the next month)
            rbn/impossible-date@24..26 error `30`: the span ends on day 30, which does not exist; the end day runs from 01 to 29 (an end day below the first day falls in the next month)
        "#]]
        .assert_eq(&rbn("D 2024011532\n\nD 2024022830\n\n"));
        expect![[r#"
            rbn/impossible-date@10..12 error `30`: the span ends on day 30, which does not exist; the end day runs from 01 to 28 (an end day below the first day falls in the next month)
        "#]]
        .assert_eq(&rbx("D{2023013130}\n"));
    }

    #[test]
    fn impossible_times() {
        expect![[r#"
            rbn/impossible-time@11..13 error `25`: hour 25 does not exist; hours run from 00 to 23 (24 for the midnight that ends a day)
            rbn/impossible-time@28..30 error `60`: minute 60 does not exist; minutes run from 00 to 59
            rbn/impossible-time@48..50 error `75`: second 75 does not exist; seconds run from 00 to 59
            rbn/impossible-time@65..67 error `30`: 2430 is past midnight: hour 24 only stands for the midnight that ends a day, so write the time as 0030 on the next day
            rbn/impossible-time@82..86 error `1200`: a time cannot follow a span of days, since it would not say which day it is on; give the span without a time, or one day with its time
              related@79..81 `03`: the last day of the span
        "#]]
        .assert_eq(&rbn(
            "D 20240101:25\n\nD 20240101:1260G\n\nD 20240101:123475\n\nD 20240101:2430\n\nD 2024010103:1200\n\n",
        ));
    }
}
