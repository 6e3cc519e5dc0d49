//! A Go board: stones on points, groups and their liberties, and a stone played with the
//! captures it makes.

use gamerec_grammar::sgf::Point;

/// The colour of a stone or a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// `Black` or `White`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "Black",
            Colour::White => "White",
        }
    }

    /// The SGF letter: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::White => 'W',
        }
    }

    pub(super) fn index(self) -> usize {
        match self {
            Colour::Black => 0,
            Colour::White => 1,
        }
    }
}

/// A rectangular board of up to 52 by 52 points.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    columns: u8,
    rows: u8,
    points: Vec<Option<Colour>>,
}

/// What playing a stone did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Played {
    /// The opponent's stones taken off the board.
    pub captured: Vec<Point>,
    /// The player's own stones taken off because the move left them without a liberty and
    /// captured nothing (a suicide).
    pub suicided: Vec<Point>,
    /// The colour of the stone that stood on the point before (the move replaced it).
    pub replaced: Option<Colour>,
}

impl Board {
    /// The largest board, in each direction.
    pub const MAX_SIZE: u8 = 52;

    /// An empty board; `None` when a side is 0 or longer than [`Board::MAX_SIZE`].
    pub fn new(columns: u8, rows: u8) -> Option<Board> {
        let fits = |side: u8| (1..=Board::MAX_SIZE).contains(&side);
        (fits(columns) && fits(rows)).then(|| Board {
            columns,
            rows,
            points: vec![None; usize::from(columns) * usize::from(rows)],
        })
    }

    pub fn columns(&self) -> u8 {
        self.columns
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// How many points the board has.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.iter().all(Option::is_none)
    }

    pub fn contains(&self, point: Point) -> bool {
        point.column < self.columns && point.row < self.rows
    }

    fn index(&self, point: Point) -> Option<usize> {
        self.contains(point)
            .then(|| usize::from(point.row) * usize::from(self.columns) + usize::from(point.column))
    }

    /// The stone on `point`; `None` for an empty point or one off the board.
    pub fn get(&self, point: Point) -> Option<Colour> {
        self.index(point)
            .and_then(|index| self.points.get(index).copied().flatten())
    }

    /// Puts a stone on `point` or clears it, whatever was there; points off the board are
    /// ignored.
    pub fn set(&mut self, point: Point, stone: Option<Colour>) {
        if let Some(slot) = self
            .index(point)
            .and_then(|index| self.points.get_mut(index))
        {
            *slot = stone;
        }
    }

    /// How many stones of `colour` stand on the board.
    pub fn count(&self, colour: Colour) -> usize {
        self.points
            .iter()
            .filter(|&&stone| stone == Some(colour))
            .count()
    }

    /// The points next to `point` on the board.
    pub fn neighbours(&self, point: Point) -> impl Iterator<Item = Point> {
        let Point { column, row } = point;
        let (columns, rows) = (self.columns, self.rows);
        [
            column.checked_sub(1).map(|column| Point { column, row }),
            (column + 1 < columns).then(|| Point {
                column: column + 1,
                row,
            }),
            row.checked_sub(1).map(|row| Point { column, row }),
            (row + 1 < rows).then(|| Point {
                column,
                row: row + 1,
            }),
        ]
        .into_iter()
        .flatten()
    }

    /// The stones of the group on `point` and whether it has a liberty; empty for an empty
    /// point. Iterative, so a group of any size is fine.
    pub fn group(&self, point: Point) -> (Vec<Point>, bool) {
        let Some(colour) = self.get(point) else {
            return (Vec::new(), true);
        };
        let mut seen = vec![false; self.points.len()];
        let mut pending = vec![point];
        let mut stones = Vec::new();
        let mut free = false;
        while let Some(next) = pending.pop() {
            let Some(mark) = self.index(next).and_then(|index| seen.get_mut(index)) else {
                continue;
            };
            if *mark {
                continue;
            }
            *mark = true;
            stones.push(next);
            for neighbour in self.neighbours(next) {
                match self.get(neighbour) {
                    None => free = true,
                    Some(stone) if stone == colour => pending.push(neighbour),
                    Some(_) => {}
                }
            }
        }
        (stones, free)
    }

    /// Plays a `colour` stone on `point`: the stone goes on the point (replacing any stone
    /// there, as SGF executes every move), opposing groups left without a liberty are taken
    /// off, then the player's own group if it has none. A point off the board changes nothing.
    pub fn play(&mut self, colour: Colour, point: Point) -> Played {
        let mut played = Played::default();
        if !self.contains(point) {
            return played;
        }
        played.replaced = self.get(point);
        self.set(point, Some(colour));
        let neighbours: Vec<Point> = self.neighbours(point).collect();
        for neighbour in neighbours {
            if self.get(neighbour) != Some(colour.other()) {
                continue;
            }
            let (stones, free) = self.group(neighbour);
            if !free {
                for &stone in &stones {
                    self.set(stone, None);
                }
                played.captured.extend(stones);
            }
        }
        let (own, free) = self.group(point);
        if !free {
            for &stone in &own {
                self.set(stone, None);
            }
            played.suicided = own;
        }
        played
    }
}
