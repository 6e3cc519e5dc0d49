//! SGF game trees read as lines of play: the nodes from the root node to a given node, the
//! board the root node sets up, and each node applied to a [`Position`]. Reads the green tree
//! through [`crate::ide::green`], so a line deep in a large tree costs no syntax-node objects.

use super::{Board, Colour, Position};
use crate::ide::green::sgf::{properties, Property, Value};
use crate::ide::green::Node;
use gamerec_grammar::sgf::Point;
use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind, TextSize};
use std::borrow::Cow;

/// The line of play to the node that starts at `node_start`: the nodes from the root node of
/// its game tree to it, in the order they are played. Variations the line does not pass
/// through are skipped, and trees flattened for deep nesting are read through their
/// parentheses. `None` when no SGF node starts there.
pub fn line_to(file: &GreenNodeData, node_start: TextSize) -> Option<Vec<Node<'_>>> {
    let holds_start = |node: Node<'_>| node.range().contains(node_start);
    let mut tree = Node::new(file, TextSize::from(0))
        .child_nodes_of(SyntaxKind::SGF_GAME_TREE)
        .find(|tree| holds_start(*tree))?;
    let mut line = Vec::new();
    'tree: loop {
        // Path lengths at each `(` of a flattened variation, to go back to at its `)`.
        let mut opened: Vec<usize> = Vec::new();
        for (index, child) in tree.children().enumerate() {
            match child {
                NodeOrToken::Token(token) => match token.kind {
                    // The tree's own `(`.
                    SyntaxKind::SGF_L_PAREN if index == 0 => {}
                    SyntaxKind::SGF_L_PAREN => opened.push(line.len()),
                    SyntaxKind::SGF_R_PAREN => {
                        if let Some(length) = opened.pop() {
                            line.truncate(length);
                        }
                    }
                    _ => {}
                },
                NodeOrToken::Node(node) => match node.kind() {
                    SyntaxKind::SGF_NODE => {
                        let at = node.range().start();
                        if at > node_start {
                            return None;
                        }
                        line.push(node);
                        if at == node_start {
                            return Some(line);
                        }
                    }
                    SyntaxKind::SGF_GAME_TREE if holds_start(node) => {
                        tree = node;
                        continue 'tree;
                    }
                    _ => {}
                },
            }
        }
        return None;
    }
}

/// The properties of `node` that have an identifier, with their `FF[4]` identifiers (the
/// upper-case letters as written).
fn named(node: Node<'_>) -> impl Iterator<Item = (Cow<'_, str>, Property<'_>)> {
    properties(node).filter_map(|property| Some((property.id()?, property)))
}

/// The content of the first value of the property `id` in `node`, as written.
pub fn first_value(node: Node<'_>, id: &str) -> Option<String> {
    let (_, property) = named(node).find(|(found, _)| found == id)?;
    Some(property.values().next()?.raw_text())
}

/// Whether `node` has a property with the `FF[4]` identifier `id`.
pub fn has_property(node: Node<'_>, id: &str) -> bool {
    named(node).any(|(found, _)| found == id)
}

/// The `FF[4]` identifiers of the properties of `node`, in order.
pub fn property_ids(node: Node<'_>) -> impl Iterator<Item = Cow<'_, str>> {
    named(node).map(|(id, _)| id)
}

/// The points of one value: a point, or each point of an `[ul:lr]` rectangle that lies on
/// a `columns` x `rows` board.
fn points_of(value: Value<'_>, columns: u8, rows: u8) -> Vec<Point> {
    let (first, second) = value.parts();
    let Some(second) = second else {
        return first.point().into_iter().collect();
    };
    let (Some(upper_left), Some(lower_right)) = (first.point(), second.point()) else {
        return Vec::new();
    };
    let mut points = Vec::new();
    for row in upper_left.row..=lower_right.row.min(rows.saturating_sub(1)) {
        for column in upper_left.column..=lower_right.column.min(columns.saturating_sub(1)) {
            points.push(Point { column, row });
        }
    }
    points
}

/// What the value of a move (`B`, `W`) says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveValue {
    /// A stone on a point (which may lie off the board).
    Point(Point),
    /// `[]`, or `[tt]` on a board up to 19x19.
    Pass,
    /// Something that is neither.
    Unreadable,
}

/// Reads a move value on a `columns` x `rows` board.
pub fn move_value(raw: &str, columns: u8, rows: u8) -> MoveValue {
    if raw.is_empty() {
        return MoveValue::Pass;
    }
    match Point::from_letters(raw) {
        Some(point) if point.is_pass_on(columns, rows) => MoveValue::Pass,
        Some(point) => MoveValue::Point(point),
        None => MoveValue::Unreadable,
    }
}

/// What the root node says about the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSize {
    /// A Go game (`GM[1]` or no `GM`) on a board of this many columns and rows.
    Go { columns: u8, rows: u8 },
    /// Another game: `GM` and its value.
    OtherGame(String),
    /// `SZ` that is not a Go board size: the value as written.
    Unreadable(String),
}

/// The game and board size the root node `root` gives (Go and 19x19 unless it says otherwise).
pub fn board_size(root: Node<'_>) -> BoardSize {
    if let Some(game) = first_value(root, "GM") {
        if game.trim() != "1" {
            return BoardSize::OtherGame(game);
        }
    }
    let Some(size) = first_value(root, "SZ") else {
        return BoardSize::Go {
            columns: 19,
            rows: 19,
        };
    };
    let side = |text: &str| {
        text.trim()
            .parse::<u8>()
            .ok()
            .filter(|side| (1..=Board::MAX_SIZE).contains(side))
    };
    let read = match size.split_once(':') {
        Some((columns, rows)) => side(columns).zip(side(rows)),
        None => side(&size).map(|side| (side, side)),
    };
    match read {
        Some((columns, rows)) => BoardSize::Go { columns, rows },
        None => BoardSize::Unreadable(size),
    }
}

/// The empty position the root node `root` starts from, when the game is Go on a readable
/// board.
pub fn start(root: Node<'_>) -> Option<Position> {
    match board_size(root) {
        BoardSize::Go { columns, rows } => Board::new(columns, rows).map(Position::new),
        _ => None,
    }
}

/// Applies one node: its setup stones (`AB`, `AW`, `AE`), its move (`B`, `W`) with its
/// captures, `MN`, `PL`, and `HA` (after handicap stones White plays first).
pub fn apply_node(position: &mut Position, node: Node<'_>) {
    let (columns, rows) = (position.board().columns(), position.board().rows());
    let mut played = None;
    let mut move_number = None;
    let mut to_play = None;
    let mut handicap = false;
    for (id, property) in named(node) {
        let stone = match &*id {
            "AB" => Some(Colour::Black),
            "AW" => Some(Colour::White),
            "AE" => None,
            "B" | "W" => {
                let colour = if id == "B" {
                    Colour::Black
                } else {
                    Colour::White
                };
                if played.is_none() {
                    if let Some(value) = property.values().next() {
                        played = Some((colour, move_value(&value.raw_text(), columns, rows)));
                    }
                }
                continue;
            }
            "MN" => {
                move_number = first_number(property);
                continue;
            }
            "HA" => {
                handicap = first_number(property).is_some_and(|stones| stones >= 2);
                continue;
            }
            "PL" => {
                to_play =
                    property
                        .values()
                        .next()
                        .and_then(|value| match value.raw_text().trim() {
                            "B" => Some(Colour::Black),
                            "W" => Some(Colour::White),
                            _ => None,
                        });
                continue;
            }
            _ => continue,
        };
        for value in property.values() {
            for point in points_of(value, columns, rows) {
                position.set_up(point, stone);
            }
        }
    }
    match played {
        Some((colour, value)) => {
            let point = match value {
                MoveValue::Point(point) => Some(point),
                MoveValue::Pass | MoveValue::Unreadable => None,
            };
            position.play(colour, point);
            if let Some(number) = move_number {
                position.set_move_number(number);
            }
        }
        None if handicap => position.set_to_play(Colour::White),
        None => {}
    }
    if let Some(colour) = to_play {
        position.set_to_play(colour);
    }
}

fn first_number(property: Property<'_>) -> Option<u32> {
    property.values().next()?.raw_text().trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, Format};

    /// The line to the node that starts at the `n`th `;` of `text`, as the text of its nodes.
    fn line(text: &str, n: usize) -> String {
        let parsed = parse(Format::Sgf, text);
        let Some((start, _)) = text.match_indices(';').nth(n) else {
            return "no such node".into();
        };
        let start = TextSize::from(u32::try_from(start).unwrap_or_default());
        match line_to(parsed.green(), start) {
            Some(nodes) => nodes
                .iter()
                .map(|node| node.text())
                .collect::<Vec<_>>()
                .join(" "),
            None => "none".into(),
        }
    }

    #[test]
    fn lines_skip_the_variations_they_do_not_pass_through() {
        let text = "(;GM[1];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff])))";
        assert_eq!(line(text, 0), ";GM[1]");
        assert_eq!(line(text, 3), ";GM[1] ;B[aa] ;W[bb] ;B[cc]");
        assert_eq!(line(text, 4), ";GM[1] ;B[aa] ;W[dd]");
        assert_eq!(line(text, 6), ";GM[1] ;B[aa] ;W[dd] ;B[ff]");
        assert_eq!(line("(;A[x])(;B[y];C[z])", 2), ";B[y] ;C[z]");
    }

    #[test]
    fn lines_read_through_flattened_trees() {
        let depth = gamerec_grammar::sgf::MAX_TREE_NESTING + 3;
        let mut text = String::new();
        for level in 0..depth {
            text.push_str(&format!("(;N[{level}]"));
            text.push_str("(;C[side])");
        }
        text.push_str(&")".repeat(depth));
        let last = depth * 2 - 2;
        let expected: Vec<String> = (0..depth).map(|level| format!(";N[{level}]")).collect();
        assert_eq!(line(&text, last), expected.join(" "));
        assert_eq!(
            line(&text, last - 1),
            format!("{} ;C[side]", expected[..depth - 1].join(" "))
        );
    }

    #[test]
    fn sizes_from_the_root_node() {
        let size = |text: &str| {
            let parsed = parse(Format::Sgf, text);
            let root = text
                .find(';')
                .map(|at| TextSize::from(u32::try_from(at).unwrap_or_default()));
            match root
                .and_then(|root| line_to(parsed.green(), root))
                .as_deref()
            {
                Some([root]) => board_size(*root),
                _ => panic!("no root node in {text}"),
            }
        };
        assert_eq!(
            size("(;FF[4])"),
            BoardSize::Go {
                columns: 19,
                rows: 19
            }
        );
        assert_eq!(
            size("(;SZ[13])"),
            BoardSize::Go {
                columns: 13,
                rows: 13
            }
        );
        assert_eq!(
            size("(;SZ[19:9])"),
            BoardSize::Go {
                columns: 19,
                rows: 9
            }
        );
        assert_eq!(size("(;SZ[53])"), BoardSize::Unreadable("53".into()));
        assert_eq!(size("(;GM[2]SZ[8])"), BoardSize::OtherGame("2".into()));
    }

    #[test]
    fn nodes_apply_setup_moves_and_turns() {
        let text = "(;SZ[5]HA[2]AB[aa:bb]AW[ee];B[cc];W[tt]MN[10];PL[W]AE[aa])";
        let parsed = parse(Format::Sgf, text);
        let starts: Vec<TextSize> = text
            .match_indices(';')
            .map(|(at, _)| TextSize::from(u32::try_from(at).unwrap_or_default()))
            .collect();
        let Some(nodes) = starts
            .last()
            .and_then(|&last| line_to(parsed.green(), last))
        else {
            panic!("no line");
        };
        let Some(mut position) = nodes.first().and_then(|root| start(*root)) else {
            panic!("no start");
        };
        let mut seen = Vec::new();
        for node in &nodes {
            apply_node(&mut position, *node);
            seen.push((
                position.board().count(Colour::Black),
                position.board().count(Colour::White),
                position.move_number(),
                position.to_play(),
            ));
        }
        assert_eq!(
            seen,
            [
                (4, 1, 0, Colour::White),
                (5, 1, 1, Colour::White),
                (5, 1, 10, Colour::Black),
                (4, 1, 10, Colour::White),
            ]
        );
    }
}
