//! A position in a game: the board, the prisoners each side has taken, the number of the last
//! move, whose turn it is, and the last move for marking it.

use super::board::{Board, Colour, Played};
use gamerec_grammar::sgf::Point;

/// One move: a stone on a point, or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub colour: Colour,
    /// `None` for a pass.
    pub point: Option<Point>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    /// Stones captured by Black, by White.
    captures: [u32; 2],
    move_number: u32,
    to_play: Colour,
    last_move: Option<Move>,
    /// The point where retaking at once would be a ko recapture.
    ko: Option<Point>,
}

impl Position {
    /// The empty board, Black to play, no move made.
    pub fn new(board: Board) -> Position {
        Position {
            board,
            captures: [0; 2],
            move_number: 0,
            to_play: Colour::Black,
            last_move: None,
            ko: None,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The stones `colour` has captured so far (suicided stones count for the opponent).
    pub fn captures(&self, colour: Colour) -> u32 {
        self.captures.get(colour.index()).copied().unwrap_or(0)
    }

    /// The number of the last move; 0 before the first.
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    pub fn to_play(&self) -> Colour {
        self.to_play
    }

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Where the player to move may not retake a ko at once.
    pub fn ko(&self) -> Option<Point> {
        self.ko
    }

    /// Puts a stone on `point` or clears it, as setup does (`AB`, `AW`, `AE`): no captures,
    /// no move.
    pub fn set_up(&mut self, point: Point, stone: Option<Colour>) {
        self.board.set(point, stone);
        self.ko = None;
    }

    /// Sets whose turn it is (`PL`, or White first after handicap stones).
    pub fn set_to_play(&mut self, colour: Colour) {
        self.to_play = colour;
    }

    /// Sets the number of the last move (`MN`).
    pub fn set_move_number(&mut self, number: u32) {
        self.move_number = number;
    }

    /// Plays a move (a pass when `point` is `None`): counts it, takes off captured stones,
    /// and gives the turn to the other colour.
    pub fn play(&mut self, colour: Colour, point: Option<Point>) -> Played {
        self.move_number = self.move_number.saturating_add(1);
        self.to_play = colour.other();
        self.last_move = Some(Move { colour, point });
        let Some(point) = point else {
            self.ko = None;
            return Played::default();
        };
        let played = self.board.play(colour, point);
        let taken = |stones: &[Point]| u32::try_from(stones.len()).unwrap_or(u32::MAX);
        if let Some(count) = self.captures.get_mut(colour.index()) {
            *count = count.saturating_add(taken(&played.captured));
        }
        if let Some(count) = self.captures.get_mut(colour.other().index()) {
            *count = count.saturating_add(taken(&played.suicided));
        }
        self.ko = match played.captured.as_slice() {
            [single] if self.is_lone_stone_in_atari_at(point, *single) => Some(*single),
            _ => None,
        };
        played
    }

    /// Whether the stone on `point` stands alone and its one liberty is `liberty`.
    fn is_lone_stone_in_atari_at(&self, point: Point, liberty: Point) -> bool {
        let (group, _) = self.board.group(point);
        group.len() == 1
            && self
                .board
                .neighbours(point)
                .filter(|&neighbour| self.board.get(neighbour).is_none())
                .all(|neighbour| neighbour == liberty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(letters: &str) -> Option<Point> {
        Point::from_letters(letters)
    }

    fn position(size: u8) -> Position {
        Position::new(Board::new(size, size).unwrap_or_else(|| panic!("board {size}")))
    }

    #[test]
    fn captures_a_stone_and_counts_it() {
        let mut game = position(5);
        for (colour, point) in [
            (Colour::Black, "ba"),
            (Colour::White, "aa"),
            (Colour::Black, "ab"),
        ] {
            game.play(colour, at(point));
        }
        assert_eq!(game.board().get(Point { column: 0, row: 0 }), None);
        assert_eq!(game.captures(Colour::Black), 1);
        assert_eq!(game.captures(Colour::White), 0);
        assert_eq!(game.move_number(), 3);
        assert_eq!(game.to_play(), Colour::White);
    }

    #[test]
    fn captures_a_large_group_at_once() {
        let mut game = position(3);
        for point in ["aa", "ba", "ab", "bb"] {
            game.set_up(
                Point::from_letters(point).unwrap_or(Point { column: 9, row: 9 }),
                Some(Colour::White),
            );
        }
        game.play(Colour::Black, at("ca"));
        game.play(Colour::Black, at("cb"));
        let played = game.play(Colour::Black, at("ac"));
        assert!(played.captured.is_empty());
        let played = game.play(Colour::Black, at("bc"));
        assert_eq!(played.captured.len(), 4);
        assert_eq!(game.captures(Colour::Black), 4);
    }

    #[test]
    fn suicide_takes_the_own_stones_off() {
        let mut game = position(3);
        game.set_up(Point { column: 1, row: 0 }, Some(Colour::White));
        game.set_up(Point { column: 0, row: 1 }, Some(Colour::White));
        let played = game.play(Colour::Black, at("aa"));
        assert_eq!(played.suicided, vec![Point { column: 0, row: 0 }]);
        assert_eq!(game.board().get(Point { column: 0, row: 0 }), None);
        assert_eq!(game.captures(Colour::White), 1);
    }

    #[test]
    fn a_single_stone_capture_by_a_lone_stone_is_a_ko() {
        // . B W .
        // B W . W
        // . B W .
        let mut game = position(4);
        for (point, colour) in [
            ("ba", Colour::Black),
            ("ab", Colour::Black),
            ("bc", Colour::Black),
            ("ca", Colour::White),
            ("db", Colour::White),
            ("cc", Colour::White),
            ("bb", Colour::White),
        ] {
            game.set_up(
                Point::from_letters(point).unwrap_or(Point { column: 9, row: 9 }),
                Some(colour),
            );
        }
        game.play(Colour::Black, at("cb"));
        assert_eq!(game.ko(), at("bb"));
        game.play(Colour::White, None);
        assert_eq!(game.ko(), None);
        assert_eq!(
            game.last_move(),
            Some(Move {
                colour: Colour::White,
                point: None
            })
        );
    }
}
