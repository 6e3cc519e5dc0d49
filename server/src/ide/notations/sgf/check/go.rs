//! The Go board behind the moves: each node of a line of play replayed (setup stones, moves,
//! captures, passes) to report moves on occupied points, suicides, ko recaptures without `KO`,
//! two moves in a row by one colour, setup stones that change nothing, and a handicap that
//! does not match the stones set up for it. `variations.rs` walks the lines.

use super::{codes, TreeInfo};
use crate::ide::check::Findings;
use crate::ide::green::sgf::{properties, Value};
use crate::ide::green::Node;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::sgf::Point;
use gamerec_grammar::TextRange;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stone {
    Black,
    White,
}

impl Stone {
    fn other(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Stone::Black => "Black",
            Stone::White => "White",
        }
    }
}

/// The position, and what the rules need to know of the move before.
#[derive(Clone)]
pub(super) struct Position {
    columns: u8,
    rows: u8,
    points: Vec<Option<Stone>>,
    /// The point a single stone was just captured on by a single stone: retaking there at once
    /// is a ko.
    ko: Option<Point>,
    /// Who moved last, and where, for two moves in a row by one colour.
    last_mover: Option<Stone>,
}

impl Position {
    /// The empty board of a Go game tree; `None` in other games, or when the root gives no
    /// board size the checks can use.
    pub fn for_tree(info: TreeInfo) -> Option<Position> {
        let (columns, rows) = info.board?;
        let usable = |side: u8| side != 0 && side <= super::points::MAX_BOARD;
        (usable(columns) && usable(rows)).then(|| Position::new(columns, rows))
    }

    fn new(columns: u8, rows: u8) -> Position {
        Position {
            columns,
            rows,
            points: vec![None; usize::from(columns) * usize::from(rows)],
            ko: None,
            last_mover: None,
        }
    }

    fn index(&self, point: Point) -> Option<usize> {
        (point.column < self.columns && point.row < self.rows)
            .then(|| usize::from(point.row) * usize::from(self.columns) + usize::from(point.column))
    }

    fn at(&self, point: Point) -> Option<Stone> {
        self.index(point).and_then(|index| self.points[index])
    }

    fn set(&mut self, point: Point, stone: Option<Stone>) {
        if let Some(index) = self.index(point) {
            self.points[index] = stone;
        }
    }

    fn neighbours(&self, point: Point) -> impl Iterator<Item = Point> + '_ {
        let Point { column, row } = point;
        [
            column.checked_sub(1).map(|column| Point { column, row }),
            (column + 1 < self.columns).then(|| Point {
                column: column + 1,
                row,
            }),
            row.checked_sub(1).map(|row| Point { column, row }),
            (row + 1 < self.rows).then(|| Point {
                column,
                row: row + 1,
            }),
        ]
        .into_iter()
        .flatten()
    }

    /// Whether the group at `point` has a liberty. The fill stops at the first liberty; a
    /// group without one is left whole in `visits.group`.
    fn group(&self, point: Point, visits: &mut Visits) -> bool {
        visits.group.clear();
        let Some(colour) = self.at(point) else {
            return true;
        };
        visits.start(self.points.len());
        visits.pending.clear();
        visits.pending.push(point);
        while let Some(next) = visits.pending.pop() {
            let Some(index) = self.index(next) else {
                continue;
            };
            if !visits.first_visit(index) {
                continue;
            }
            visits.group.push(next);
            for neighbour in self.neighbours(next) {
                match self.at(neighbour) {
                    None => return true,
                    Some(stone) if stone == colour => visits.pending.push(neighbour),
                    Some(_) => {}
                }
            }
        }
        false
    }

    /// Plays `stone` at `point` (which must be empty) and returns whether the move's own group
    /// was left without liberties and captured nothing (a suicide; its stones are removed).
    fn play(&mut self, stone: Stone, point: Point, visits: &mut Visits) -> bool {
        self.set(point, Some(stone));
        let mut captured = 0usize;
        let mut last_captured = None;
        for side in 0..4 {
            let Some(neighbour) = self.neighbours(point).nth(side) else {
                break;
            };
            if self.at(neighbour) == Some(stone.other()) && !self.group(neighbour, visits) {
                captured += visits.group.len();
                last_captured = Some(neighbour);
                for dead in std::mem::take(&mut visits.group) {
                    self.set(dead, None);
                }
            }
        }
        let lone_stone = !self
            .neighbours(point)
            .any(|neighbour| self.at(neighbour) == Some(stone));
        let free = self.group(point, visits);
        let suicide = captured == 0 && !free;
        if suicide {
            for dead in std::mem::take(&mut visits.group) {
                self.set(dead, None);
            }
        }
        self.ko = match (captured, last_captured) {
            (1, Some(single)) if lone_stone && self.liberties_are_only(point, single) => {
                Some(single)
            }
            _ => None,
        };
        suicide
    }

    /// Whether the lone stone at `point` has exactly one liberty, at `liberty`.
    fn liberties_are_only(&self, point: Point, liberty: Point) -> bool {
        self.neighbours(point)
            .filter(|&neighbour| self.at(neighbour).is_none())
            .all(|neighbour| neighbour == liberty)
    }
}

/// Marks of the points a flood fill has seen, reused from fill to fill: a fill clears nothing,
/// it takes the next stamp.
#[derive(Default)]
pub(super) struct Visits {
    marks: Vec<u32>,
    stamp: u32,
    pending: Vec<Point>,
    group: Vec<Point>,
}

impl Visits {
    fn start(&mut self, points: usize) {
        if self.marks.len() != points || self.stamp == u32::MAX {
            self.marks = vec![0; points];
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    /// Marks `index` seen; false if it was already.
    fn first_visit(&mut self, index: usize) -> bool {
        match self.marks.get_mut(index) {
            Some(mark) if *mark != self.stamp => {
                *mark = self.stamp;
                true
            }
            _ => false,
        }
    }
}

/// Plays the setup stones and moves of `node` on `position`; `is_root` for the game tree's
/// first node, where a handicap is checked against the black stones set up.
pub(super) fn play_node(
    node: Node<'_>,
    position: &mut Position,
    is_root: bool,
    visits: &mut Visits,
    out: &mut Findings,
) {
    let mut has_ko_property = false;
    let mut moves = Vec::new();
    let mut handicap = None;
    let mut black_setup = 0usize;
    for property in properties(node) {
        let Some(ident) = property.ident() else {
            continue;
        };
        let (id, id_range) = (ident.text, ident.range);
        match id {
            "AB" | "AW" | "AE" => {
                let stone = match id {
                    "AB" => Some(Stone::Black),
                    "AW" => Some(Stone::White),
                    _ => None,
                };
                for value in property.values() {
                    for point in points_of(value) {
                        if position.index(point).is_none() {
                            continue;
                        }
                        if position.at(point) == stone {
                            out.push(Diagnostic::new(
                                codes::SETUP_WITHOUT_EFFECT,
                                Severity::Warning,
                                value.range(),
                                match stone {
                                    Some(stone) => format!("`{id}` puts a {} stone where there already is one; it changes nothing", stone.name().to_lowercase()),
                                    None => "`AE` clears a point that is already empty; it changes nothing".to_owned(),
                                },
                            ));
                        }
                        if stone == Some(Stone::Black) {
                            black_setup += 1;
                        }
                        position.set(point, stone);
                    }
                }
                position.ko = None;
            }
            "B" | "W" => {
                let stone = if id == "B" {
                    Stone::Black
                } else {
                    Stone::White
                };
                if let Some(value) = property.values().next() {
                    moves.push((stone, value, id_range));
                }
            }
            "KO" => has_ko_property = true,
            "HA" => {
                handicap = property
                    .values()
                    .next()
                    .and_then(|value| value.raw_text().trim().parse::<usize>().ok())
            }
            _ => {}
        }
    }
    if is_root {
        if let Some(handicap) = handicap.filter(|&handicap| handicap >= 2) {
            if black_setup != 0 && black_setup != handicap {
                let range = node.range();
                out.push(Diagnostic::warning(
                    codes::HANDICAP_MISMATCH,
                    TextRange::at(range.start(), 1.into()),
                    format!("`HA[{handicap}]` gives {handicap} handicap stones, but the root node sets up {black_setup} black stones with `AB`"),
                ));
            }
        }
    }
    for (stone, value, _) in moves {
        play_move(stone, value, position, has_ko_property, visits, out);
    }
}

fn play_move(
    stone: Stone,
    value: Value<'_>,
    position: &mut Position,
    has_ko_property: bool,
    visits: &mut Visits,
    out: &mut Findings,
) {
    let range = value.range();
    if position.last_mover == Some(stone) {
        out.push(Diagnostic::new(
            codes::SAME_COLOUR_TWICE,
            Severity::Hint,
            range,
            format!("{} moves twice in a row; if that is meant (a stone placed in a problem, say), `AB`/`AW` or `PL` say it more clearly", stone.name()),
        ));
    }
    position.last_mover = Some(stone);
    let (first, second) = value.parts();
    let point = match (first.point(), second) {
        (Some(point), None) => point,
        // A pass, or a value the other checks report.
        _ => {
            position.ko = None;
            return;
        }
    };
    let (columns, rows) = (position.columns, position.rows);
    if point
        == (Point {
            column: 19,
            row: 19,
        })
        && columns <= 19
        && rows <= 19
    {
        position.ko = None;
        return;
    }
    if position.index(point).is_none() {
        return;
    }
    if let Some(there) = position.at(point) {
        // KO[] executes a move even where it is illegal.
        if has_ko_property {
            position.set(point, None);
            position.play(stone, point, visits);
            return;
        }
        out.push(Diagnostic::error(
            codes::OCCUPIED_POINT,
            range,
            format!(
                "{} plays on a point where a {} stone already stands",
                stone.name(),
                there.name().to_lowercase()
            ),
        ));
        return;
    }
    if position.ko == Some(point) && !has_ko_property {
        out.push(Diagnostic::error(
            codes::KO_RECAPTURE,
            range,
            format!("{} retakes the ko at once, which the rules forbid; if the position requires it, add `KO[]` to this node", stone.name()),
        ));
    }
    let suicide = position.play(stone, point, visits);
    if suicide {
        out.push(Diagnostic::warning(
            codes::SUICIDE,
            range,
            format!("{}'s stone has no liberty and captures nothing: a suicide, which most rules forbid and the stones are removed", stone.name()),
        ));
    }
}

/// The points of a setup value: one point, or every point of a rectangle.
fn points_of(value: Value<'_>) -> Vec<Point> {
    let (first, second) = value.parts();
    match (first.point(), second.map(|part| part.point())) {
        (Some(point), None) => vec![point],
        (Some(upper_left), Some(Some(lower_right))) => {
            let mut points = Vec::new();
            for row in upper_left.row..=lower_right.row {
                for column in upper_left.column..=lower_right.column {
                    points.push(Point { column, row });
                }
            }
            points
        }
        _ => Vec::new(),
    }
}
