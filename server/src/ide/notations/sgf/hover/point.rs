//! Hover on a point or a move: the point as players write it, and for a move its number and
//! the board after it, with captures and whose turn it is.

use super::diagram::diagram;
use super::{BoardCache, Game};
use crate::ide::green::Node;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::sgf::go::sgf::{BoardSize, MoveValue};
use crate::ide::notations::sgf::go::{player_coordinate, Colour, Position};
use crate::ide::prose::ordinal;
use gamerec_grammar::sgf::spec::{self, PropertySpec};
use gamerec_grammar::sgf::Point;

/// How a point is read: letters, column and row from the top left.
fn letters_explained(letters: &str, point: Point) -> String {
    let mut chars = letters.chars();
    let column = chars.next().unwrap_or('?');
    let row = chars.next().unwrap_or('?');
    format!(
        "{}: column `{column}` is the {} from the left, row `{row}` the {} from the top.",
        code_span(letters),
        ordinal(usize::from(point.column) + 1),
        ordinal(usize::from(point.row) + 1)
    )
}

/// The letters of the first and last line of a side of `size`.
fn letter_range(size: u8) -> String {
    let last = spec::POINT_LETTERS
        .chars()
        .nth(usize::from(size.saturating_sub(1)))
        .unwrap_or('?');
    format!("`a`-`{last}`")
}

fn off_board(columns: u8, rows: u8) -> String {
    if columns == rows {
        format!(
            "it lies off the {columns}×{rows} board, whose lines run {}",
            letter_range(columns)
        )
    } else {
        format!(
            "it lies off the board of {columns} columns ({}) and {rows} rows ({})",
            letter_range(columns),
            letter_range(rows)
        )
    }
}

/// A point in a property other than a move.
pub(super) fn point_hover(
    spec: Option<&PropertySpec>,
    letters: &str,
    game: &Game,
) -> Option<Markup> {
    let point = Point::from_letters(letters)?;
    let role = spec.map_or(String::new(), |spec| format!(" — {}", spec.name));
    let BoardSize::Go { columns, rows } = game.size else {
        return Some(
            Markup::new()
                .heading(format!("{}{role}", code_span(letters)))
                .paragraph(letters_explained(letters, point)),
        );
    };
    match player_coordinate(point, columns, rows) {
        Some(coordinate) => Some(
            Markup::new()
                .heading(format!("{} = {coordinate}{role}", code_span(letters)))
                .paragraph(format!(
                    "{} Players count rows from the bottom and letter columns without `I`: \
                     {coordinate}.",
                    letters_explained(letters, point)
                )),
        ),
        None => {
            let mut text = format!("{}: {}.", code_span(letters), off_board(columns, rows));
            if point.is_pass_on(19, 19) {
                text.push_str(
                    " `tt` means a pass only as a move (`B`, `W`) on boards up to 19×19.",
                );
            }
            Some(
                Markup::new()
                    .heading(format!("{} off the board{role}", code_span(letters)))
                    .paragraph(text),
            )
        }
    }
}

/// A move (`B` or `W`) whose value is `raw`, in the last node of `line`.
pub(super) fn move_hover(
    colour: Colour,
    raw: &str,
    line: &[Node<'_>],
    game: &Game,
    boards: &BoardCache,
) -> Option<Markup> {
    let BoardSize::Go { columns, rows } = game.size else {
        return None;
    };
    let value = crate::ide::notations::sgf::go::sgf::move_value(raw, columns, rows);
    let (before, after) = boards.positions_around_last(line)?;
    let number = after.move_number();
    let name = colour.name();
    let (heading, point) = match value {
        MoveValue::Point(point) => match player_coordinate(point, columns, rows) {
            Some(coordinate) => (format!("Move {number} — {name} {coordinate}"), Some(point)),
            None => (format!("Move {number} — {name} off the board"), None),
        },
        MoveValue::Pass => (format!("Move {number} — {name} passes"), None),
        MoveValue::Unreadable => {
            return Some(
                Markup::new()
                    .heading(format!("Move {number} — {name}"))
                    .paragraph(format!(
                "{} is not a move: write two letters for the point (column, then row, from \
                 the top left), or `[]` for a pass.",
                code_span(raw)
            )),
            );
        }
    };
    let mut markup = Markup::new()
        .heading(heading)
        .code(diagram(after.board(), point));
    let mut notes = Vec::new();
    match value {
        MoveValue::Point(point) if point.column < columns && point.row < rows => {
            notes.push(letters_explained(raw, point));
            if let Some(there) = before.board().get(point) {
                notes.push(format!(
                    "The point held a {} stone already: SGF executes the move anyway, so it \
                     replaces that stone.",
                    there.name().to_lowercase()
                ));
            }
        }
        MoveValue::Point(_) => notes.push(format!(
            "{}: {}; the move places no stone.",
            code_span(raw),
            off_board(columns, rows)
        )),
        MoveValue::Pass if raw.is_empty() => notes.push("`[]` is a pass.".into()),
        MoveValue::Pass => notes.push(format!(
            "{} is a pass on boards up to 19×19 (the `FF[3]` form; `FF[4]` writes `[]`).",
            code_span(raw)
        )),
        MoveValue::Unreadable => {}
    }
    markup = markup.paragraph(notes.join(" "));
    Some(markup.list(counts(colour, &before, &after)))
}

fn stones(count: u32) -> String {
    if count == 1 {
        "1 stone".into()
    } else {
        format!("{count} stones")
    }
}

fn counts(colour: Colour, before: &Position, after: &Position) -> Vec<String> {
    let mut lines = vec!["`X` Black, `O` White, `( )` this move".to_string()];
    let taken = after
        .captures(colour)
        .saturating_sub(before.captures(colour));
    if taken > 0 {
        lines.push(format!(
            "{} captures {} with this move",
            colour.name(),
            stones(taken)
        ));
    }
    let lost = after
        .captures(colour.other())
        .saturating_sub(before.captures(colour.other()));
    if lost > 0 {
        lines.push(format!(
            "Suicide: the move leaves {} of its own without a liberty, and they are taken off",
            stones(lost)
        ));
    }
    lines.push(format!(
        "Captures so far: Black {}, White {}",
        stones(after.captures(Colour::Black)),
        stones(after.captures(Colour::White))
    ));
    lines.push(format!("{} to play", after.to_play().name()));
    lines
}
