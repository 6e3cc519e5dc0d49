//! Points as players write them: columns lettered `A`-`T` without `I` (up to 25 columns),
//! rows counted from the bottom; and the star points drawn on an empty board.

use gamerec_grammar::sgf::Point;

/// The column letters of boards up to 25 wide: the alphabet without `I`.
const COLUMN_LETTERS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// The column as players letter it; on boards wider than 25 columns, its number.
pub fn player_column(column: u8, columns: u8) -> String {
    match COLUMN_LETTERS.get(usize::from(column)) {
        Some(&letter) if usize::from(columns) <= COLUMN_LETTERS.len() => {
            char::from(letter).to_string()
        }
        _ => (u32::from(column) + 1).to_string(),
    }
}

/// The point as players write it (`D4`; `30-4` on boards wider than 25 columns), or `None`
/// when it is off the board.
pub fn player_coordinate(point: Point, columns: u8, rows: u8) -> Option<String> {
    if point.column >= columns || point.row >= rows {
        return None;
    }
    let row = rows - point.row;
    let column = player_column(point.column, columns);
    Some(if usize::from(columns) <= COLUMN_LETTERS.len() {
        format!("{column}{row}")
    } else {
        format!("{column}-{row}")
    })
}

/// The lines (counted from 0) that carry star points on a side of `size` points: the third
/// or fourth line from each edge, and the middle on odd sides.
fn star_lines(size: u8) -> (Option<u8>, Option<u8>, Option<u8>) {
    let edge = match size {
        13.. => Some(3),
        9..=12 => Some(2),
        _ => None,
    };
    let middle = (size % 2 == 1 && size >= 7).then_some(size / 2);
    (edge, middle, edge.map(|edge| size - 1 - edge))
}

/// Whether `point` is a star point (hoshi): the corner ones, the middle of the board, and on
/// boards of 15 lines or more the middle of each side.
pub fn is_star_point(point: Point, columns: u8, rows: u8) -> bool {
    let (column_low, column_middle, column_high) = star_lines(columns);
    let (row_low, row_middle, row_high) = star_lines(rows);
    let column = Some(point.column);
    let row = Some(point.row);
    let column_edge = column == column_low || column == column_high;
    let row_edge = row == row_low || row == row_high;
    let column_centre = column == column_middle;
    let row_centre = row == row_middle;
    let sides = columns >= 15 && rows >= 15;
    (column_edge && row_edge)
        || (column_centre && row_centre)
        || (sides && ((column_centre && row_edge) || (row_centre && column_edge)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(letters: &str) -> Point {
        Point::from_letters(letters).unwrap_or(Point {
            column: 99,
            row: 99,
        })
    }

    #[test]
    fn coordinates_skip_i_and_count_rows_from_the_bottom() {
        assert_eq!(
            player_coordinate(point("aa"), 19, 19).as_deref(),
            Some("A19")
        );
        assert_eq!(
            player_coordinate(point("dp"), 19, 19).as_deref(),
            Some("D4")
        );
        assert_eq!(
            player_coordinate(point("ia"), 19, 19).as_deref(),
            Some("J19")
        );
        assert_eq!(
            player_coordinate(point("ss"), 19, 19).as_deref(),
            Some("T1")
        );
        assert_eq!(player_coordinate(point("tt"), 19, 19), None);
        assert_eq!(player_coordinate(point("cc"), 9, 9).as_deref(), Some("C7"));
        assert_eq!(
            player_coordinate(point("yy"), 25, 25).as_deref(),
            Some("Z1")
        );
        assert_eq!(
            player_coordinate(point("Da"), 52, 52).as_deref(),
            Some("30-52")
        );
    }

    #[test]
    fn star_points_of_common_boards() {
        let stars = |size: u8| {
            let mut found = Vec::new();
            for row in 0..size {
                for column in 0..size {
                    let point = Point { column, row };
                    if is_star_point(point, size, size) {
                        found.push(player_coordinate(point, size, size).unwrap_or_default());
                    }
                }
            }
            found.join(" ")
        };
        assert_eq!(stars(19), "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4");
        assert_eq!(stars(13), "D10 K10 G7 D4 K4");
        assert_eq!(stars(9), "C7 G7 E5 C3 G3");
        assert_eq!(stars(5), "");
    }
}
