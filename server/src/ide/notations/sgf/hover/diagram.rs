//! The board as a monospace diagram for hovers.
//!
//! Stones are ASCII: `X` black, `O` white, `.` an empty point, `+` an empty star point, and
//! the last move is marked by `(` `)` in the spaces on either side of it. The round symbols
//! `●` and `○` would look nicer, but they are East Asian ambiguous-width characters: fonts and
//! terminals draw them one or two columns wide, and VS Code's hover falls back to another font
//! for them when the editor font lacks them, so rows drift out of line. ASCII is one column
//! wide in every monospace font, so every row of the diagram has the same width.

use crate::ide::notations::sgf::go::{is_star_point, player_column, Board, Colour};
use gamerec_grammar::sgf::Point;

/// The board with column letters above and below and row numbers on both sides; `marked`
/// gets `(` `)` around it. Every line has the same number of characters, all one column wide.
pub(super) fn diagram(board: &Board, marked: Option<Point>) -> String {
    let (columns, rows) = (board.columns(), board.rows());
    let label_width = rows.to_string().len();
    let margin = " ".repeat(label_width);
    let headers = column_headers(columns);
    let mut lines = Vec::new();
    for header in &headers {
        lines.push(format!("{margin}{header}{margin}"));
    }
    for row in 0..rows {
        let label = rows - row;
        let mut grid = String::with_capacity(usize::from(columns) * 2 + 1);
        for column in 0..columns {
            let point = Point { column, row };
            grid.push(if marked == Some(point) {
                '('
            } else if column > 0
                && marked
                    == Some(Point {
                        column: column - 1,
                        row,
                    })
            {
                ')'
            } else {
                ' '
            });
            grid.push(match board.get(point) {
                Some(Colour::Black) => 'X',
                Some(Colour::White) => 'O',
                None if is_star_point(point, columns, rows) => '+',
                None => '.',
            });
        }
        let last = Point {
            column: columns.saturating_sub(1),
            row,
        };
        grid.push(if marked == Some(last) { ')' } else { ' ' });
        lines.push(format!("{label:>label_width$}{grid}{label:<label_width$}"));
    }
    for header in &headers {
        lines.push(format!("{margin}{header}{margin}"));
    }
    lines.join("\n")
}

/// The header lines over the columns, each as wide as a row's grid: letters `A`-`T` without
/// `I` on boards up to 25 columns, else the column numbers written downwards (tens, units).
fn column_headers(columns: u8) -> Vec<String> {
    let line = |label: &dyn Fn(u8) -> char| {
        let mut text = String::new();
        for column in 0..columns {
            text.push(' ');
            text.push(label(column));
        }
        text.push(' ');
        text
    };
    if columns <= 25 {
        vec![line(&|column| {
            player_column(column, columns).chars().next().unwrap_or('?')
        })]
    } else {
        let digit = |value: u32| char::from_digit(value % 10, 10).unwrap_or('?');
        vec![
            line(&|column| match (u32::from(column) + 1) / 10 {
                0 => ' ',
                tens => digit(tens),
            }),
            line(&|column| digit(u32::from(column) + 1)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    fn board(size: u8, stones: &[(&str, Colour)]) -> Board {
        let mut board = Board::new(size, size).unwrap_or_else(|| panic!("size {size}"));
        for &(letters, colour) in stones {
            if let Some(point) = Point::from_letters(letters) {
                board.set(point, Some(colour));
            }
        }
        board
    }

    fn widths(text: &str) -> Vec<usize> {
        let mut widths: Vec<usize> = text.lines().map(|line| line.chars().count()).collect();
        widths.dedup();
        widths
    }

    #[test]
    fn nine_by_nine_with_the_move_on_the_edge() {
        let board = board(
            9,
            &[
                ("aa", Colour::Black),
                ("ia", Colour::White),
                ("ee", Colour::Black),
            ],
        );
        let drawn = diagram(&board, Point::from_letters("ia"));
        expect![[r#"
              A B C D E F G H J  
            9 X . . . . . . .(O)9
            8 . . . . . . . . . 8
            7 . . + . . . + . . 7
            6 . . . . . . . . . 6
            5 . . . . X . . . . 5
            4 . . . . . . . . . 4
            3 . . + . . . + . . 3
            2 . . . . . . . . . 2
            1 . . . . . . . . . 1
              A B C D E F G H J  "#]]
        .assert_eq(&drawn);
        assert_eq!(widths(&drawn), [21]);
    }

    #[test]
    fn nineteen_lines_have_one_width() {
        let board = board(19, &[("dp", Colour::Black), ("pd", Colour::White)]);
        let drawn = diagram(&board, Point::from_letters("aa"));
        assert_eq!(widths(&drawn), [43]);
        assert!(drawn.contains("\n19(.). . "), "{drawn}");
        assert!(drawn.contains("\n 4 . . . X . "), "{drawn}");
    }

    #[test]
    fn wide_boards_number_their_columns() {
        let drawn = diagram(&board(30, &[]), None);
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(widths(&drawn), [65]);
        assert_eq!(
            lines.first().map(|line| &line[..26]),
            Some("                     1 1 1")
        );
        assert_eq!(
            lines.get(1).map(|line| &line[..26]),
            Some("   1 2 3 4 5 6 7 8 9 0 1 2")
        );
    }
}
