//! Points on the Go board: the board size of the root node, points outside it, compressed point
//! lists, points given twice, and `tt` on boards where it is not a pass.

use super::{codes, TreeInfo};
use crate::ide::check::Findings;
use crate::ide::green::sgf::Value;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::sgf::spec::{Constraint, PropertySpec, ValueType};
use gamerec_grammar::sgf::Point;
use gamerec_grammar::TextRange;

/// The largest Go board FF[4] can write: 52 letters.
pub(super) const MAX_BOARD: u8 = 52;

/// Columns and rows of the board, from `SZ` (19x19 when absent). `None` when `SZ` is
/// unreadable, which the value checks report.
pub(super) fn board_size(sz: Option<&str>) -> Option<(u8, u8)> {
    let Some(text) = sz else {
        return Some((19, 19));
    };
    let number = |part: &str| part.trim().parse::<u32>().ok();
    let (columns, rows) = match text.split_once(':') {
        Some((columns, rows)) => (number(columns)?, number(rows)?),
        None => {
            let size = number(text)?;
            (size, size)
        }
    };
    let clamp = |n: u32| u8::try_from(n.min(u32::from(u8::MAX))).unwrap_or(u8::MAX);
    Some((clamp(columns), clamp(rows)))
}

/// What is wrong with the `SZ` value itself, in a Go game tree.
pub(super) fn check_size(sz: Option<(&str, TextRange)>, info: TreeInfo, out: &mut Findings) {
    let Some((text, range)) = sz else {
        return;
    };
    let negative = text.split(':').any(|part| part.trim().starts_with('-'));
    let Some((columns, rows)) = board_size(Some(text)).or(negative.then_some((0, 0))) else {
        return;
    };
    if let Some((a, b)) = text.split_once(':') {
        if a.trim() == b.trim() {
            out.push(Diagnostic::warning(
                codes::SQUARE_AS_RECTANGLE,
                range,
                format!("`SZ[{text}]` describes a square board in the form for rectangular ones; write `SZ[{}]`", a.trim()),
            ));
        }
        if info.ff < 4 {
            out.push(Diagnostic::error(
                codes::BOARD_SIZE,
                range,
                format!(
                    "`SZ[{text}]`: rectangular boards came with FF[4]; this game tree is FF[{}]",
                    info.ff
                ),
            ));
        }
    }
    let max = if info.ff >= 4 { MAX_BOARD } else { 19 };
    if columns == 0 || rows == 0 || columns > max || rows > max {
        out.push(Diagnostic::error(
            codes::BOARD_SIZE,
            range,
            format!(
                "`SZ[{text}]`: a Go board in FF[{}] is 1 to {max} points wide and high",
                info.ff.clamp(1, 4)
            ),
        ));
    }
}

/// Points are written with the letters `a`-`z` and `A`-`Z`: at most 52 columns and rows.
const SIDE: usize = MAX_BOARD as usize;
const WORDS: usize = (SIDE * SIDE).div_ceil(64);

/// The points of the point-list and move properties of one node, checked against the board
/// and against each other. Made once per game tree and cleared for each node, so that its
/// buffers are reused.
#[derive(Default)]
pub(super) struct NodePoints {
    /// For each group of properties whose points must differ (named by its first member), a
    /// bit per point given so far.
    groups: Vec<(&'static str, [u64; WORDS])>,
    /// Where each point was first given: its group, the point, the value and the property.
    first: Vec<(&'static str, Point, TextRange, &'static str)>,
}

impl NodePoints {
    /// Forgets the points of the node before.
    pub fn clear(&mut self) {
        self.groups.clear();
        self.first.clear();
    }

    pub fn check_value(
        &mut self,
        spec: &'static PropertySpec,
        value: Value<'_>,
        info: TreeInfo,
        out: &mut Findings,
    ) {
        let Some((columns, rows)) = info.board else {
            return;
        };
        let range = value.range();
        let (first, second) = value.parts();
        let lists_points = matches!(
            spec.value,
            ValueType::ListOf(ValueType::Point | ValueType::Stone)
                | ValueType::EListOf(ValueType::Point | ValueType::Stone)
        );
        let second_point = second.as_ref().and_then(|part| part.point());
        let (rectangle, few) = match (first.point(), second_point) {
            (Some(upper_left), Some(lower_right)) if lists_points => {
                if upper_left == lower_right {
                    out.push(Diagnostic::error(
                        codes::BAD_RECTANGLE,
                        range,
                        format!("`{}[{}]` is a rectangle of one point; write it as the point alone: `[{}]`", spec.id, value.raw_text(), first.raw_text()),
                    ));
                } else if upper_left.column > lower_right.column || upper_left.row > lower_right.row
                {
                    out.push(Diagnostic::error(
                        codes::BAD_RECTANGLE,
                        range,
                        format!("`{}[{}]`: a rectangle is written upper-left corner first, then lower-right", spec.id, value.raw_text()),
                    ));
                    return;
                }
                (Some((upper_left, lower_right)), [None, None])
            }
            // A label's point, or the two ends of an arrow or a line.
            (first_point, second_point) => (None, [first_point, second_point]),
        };
        let points = rectangle
            .into_iter()
            .flat_map(|(upper_left, lower_right)| rectangle_points(upper_left, lower_right))
            .chain(few.into_iter().flatten());
        let is_move = spec.value == ValueType::Move;
        let mut clash_reported = false;
        for point in points {
            let is_tt = point
                == (Point {
                    column: 19,
                    row: 19,
                });
            if is_move && is_tt && columns <= 19 && rows <= 19 {
                continue; // a pass
            }
            if point.column >= columns || point.row >= rows {
                out.push(Diagnostic::error(
                    codes::POINT_OUTSIDE_BOARD,
                    range,
                    format!(
                        "`{}[{}]` is outside the {columns}x{rows} board",
                        spec.id,
                        value.raw_text()
                    ),
                ));
                continue;
            }
            if is_move && is_tt {
                out.push(Diagnostic::warning(
                    codes::TT_NOT_A_PASS,
                    range,
                    format!("`{}[tt]` is a move on the point t,t of this {columns}x{rows} board, not a pass; write `{}[]` for a pass", spec.id, spec.id),
                ));
            }
            if let Some(clash) = self.unique(spec, point, range) {
                if !clash_reported {
                    out.push(clash);
                    clash_reported = true;
                }
            }
        }
    }

    /// Notes where `point` is given; the clash, if an earlier property of its group gave it.
    fn unique(
        &mut self,
        spec: &'static PropertySpec,
        point: Point,
        range: TextRange,
    ) -> Option<Diagnostic> {
        let mut clash = None;
        for constraint in spec.constraints {
            let Constraint::UniquePointsAcross(group) = constraint else {
                continue;
            };
            // A group is named by its first member, so AB, AW and AE share one.
            let name = group.first().copied().unwrap_or(spec.id);
            match self.first_given(name, point) {
                Some((first, first_id)) => {
                    let rule = match group {
                        [only] => format!("`{only}` names each point once per node"),
                        _ => format!(
                            "a point may appear once among {} in a node",
                            group.join(", ")
                        ),
                    };
                    let mut diagnostic = Diagnostic::error(
                        codes::DUPLICATE_POINT,
                        range,
                        format!("this point is already given by `{first_id}` in this node: {rule}"),
                    );
                    diagnostic.related.push(RelatedInformation {
                        range: first,
                        message: format!("first given by `{first_id}`"),
                    });
                    clash = Some(diagnostic);
                }
                None => self.note(name, point, range, spec.id),
            }
        }
        clash
    }

    /// Where a property of `group` gave `point` in this node, if one did.
    fn first_given(&self, group: &'static str, point: Point) -> Option<(TextRange, &'static str)> {
        if let Some(bit) = bit_of(point) {
            let (_, bits) = self.groups.iter().find(|(name, _)| *name == group)?;
            if bits
                .get(bit / 64)
                .is_none_or(|word| word & (1 << (bit % 64)) == 0)
            {
                return None;
            }
        }
        self.first
            .iter()
            .find(|(name, given, _, _)| *name == group && *given == point)
            .map(|&(_, _, range, id)| (range, id))
    }

    fn note(&mut self, group: &'static str, point: Point, range: TextRange, id: &'static str) {
        if let Some(bit) = bit_of(point) {
            let index = match self.groups.iter().position(|(name, _)| *name == group) {
                Some(index) => index,
                None => {
                    self.groups.push((group, [0; WORDS]));
                    self.groups.len() - 1
                }
            };
            if let Some(word) = self
                .groups
                .get_mut(index)
                .and_then(|(_, bits)| bits.get_mut(bit / 64))
            {
                *word |= 1 << (bit % 64);
            }
        }
        self.first.push((group, point, range, id));
    }
}

/// The point's bit in a group's table; `None` for a point no letter pair can write.
fn bit_of(point: Point) -> Option<usize> {
    let (column, row) = (usize::from(point.column), usize::from(point.row));
    (column < SIDE && row < SIDE).then_some(row * SIDE + column)
}

fn rectangle_points(upper_left: Point, lower_right: Point) -> impl Iterator<Item = Point> {
    (upper_left.row..=lower_right.row).flat_map(move |row| {
        (upper_left.column..=lower_right.column).map(move |column| Point { column, row })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(board_size(None), Some((19, 19)));
        assert_eq!(board_size(Some("9")), Some((9, 9)));
        assert_eq!(board_size(Some("19:13")), Some((19, 13)));
        assert_eq!(board_size(Some("x")), None);
        assert_eq!(board_size(Some("99999")), Some((255, 255)));
    }
}
