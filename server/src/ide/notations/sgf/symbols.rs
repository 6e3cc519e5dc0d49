//! The outline of an SGF collection: one symbol per game tree, named by its players and result
//! ("Black Lee Sedol vs White AlphaGo, B+R"), with its variations nested as children, each
//! named by its first move. The tree is walked without recursion; variations nested deeper than
//! [`MAX_DEPTH`] are counted in the deepest one shown, and at most [`MAX_VARIATIONS`] per game
//! are listed.

use crate::ide::green::Node as GreenNode;
use crate::ide::notations::bridge::symbols::detail;
use crate::ide::notations::sgf::go::player_coordinate;
use crate::ide::notations::sgf::go::sgf::{board_size, move_value, BoardSize, MoveValue};
use crate::ide::symbols::{Carried, Symbol, SymbolKind};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::{GameTree, Node};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind, SyntaxNode, TextRange, TextSize};

/// How deep variations nest in the outline.
pub(crate) const MAX_DEPTH: usize = 12;
/// How many variations of one game tree the outline lists.
pub(crate) const MAX_VARIATIONS: usize = 5000;

/// The symbol of `child` (a child of the collection) if it is a game tree.
pub(super) fn record_symbols(
    child: &GreenNodeData,
    carried: &mut Carried,
    with_children: bool,
) -> Vec<Symbol> {
    let Some(tree) = GameTree::cast(SyntaxNode::new_root(child.to_owned())) else {
        return Vec::new();
    };
    carried.ordinal += 1;
    vec![game_symbol(&tree, carried.ordinal, with_children)]
}

/// The first value of `id` in `node`, read as SimpleText.
fn value(node: &Node, id: &str) -> Option<String> {
    let property = node.properties().find(|property| {
        property.ident_token().is_some_and(|ident| {
            ident
                .text()
                .chars()
                .filter(char::is_ascii_uppercase)
                .eq(id.chars())
        })
    })?;
    let text = property.values().next()?.simple_text();
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

fn game_symbol(tree: &GameTree, ordinal: usize, with_children: bool) -> Symbol {
    let range = tree.syntax().text_range();
    let root = tree.nodes().next();
    let info = |id| root.as_ref().and_then(|node| value(node, id));
    let (black, white) = (info("PB"), info("PW"));
    let game_name = info("GN");
    let mut name = match (&black, &white) {
        (None, None) => None,
        (black, white) => Some(format!(
            "Black {} vs White {}",
            black.as_deref().unwrap_or("?"),
            white.as_deref().unwrap_or("?")
        )),
    };
    let name_is_players = name.is_some();
    let mut name = name
        .take()
        .or_else(|| game_name.clone())
        .unwrap_or_else(|| format!("Game {ordinal}"));
    if let Some(result) = info("RE") {
        name.push_str(", ");
        name.push_str(&result);
    }
    let game_name = game_name.filter(|_| name_is_players);
    let event = info("EV");
    let date = info("DT");
    let detail = detail(&[game_name.as_deref(), event.as_deref(), date.as_deref()]);
    let selection = root
        .as_ref()
        .map_or(range, |node| node.syntax().text_range());
    let size = root.as_ref().map_or(
        BoardSize::Go {
            columns: 19,
            rows: 19,
        },
        |node| board_size(GreenNode::of(node.syntax())),
    );
    let mut symbol = Symbol::new(name, SymbolKind::Game, range, selection).with_detail(detail);
    if with_children {
        symbol.children = variations(GreenNode::of(tree.syntax()), &size);
    }
    symbol
}

/// One open game tree during the walk.
struct Frame {
    start: TextSize,
    /// Moves before this tree's own sequence, on the line that leads to it.
    moves_before: u32,
    /// Moves of this tree's own sequence so far.
    moves: u32,
    nodes: u32,
    first_move: Option<(String, u32, TextRange)>,
    /// Whether the variation gets a symbol of its own (not too deep, not too many).
    shown: bool,
    children: Vec<Symbol>,
    end: TextSize,
}

impl Frame {
    fn new(start: TextSize, moves_before: u32, shown: bool) -> Frame {
        Frame {
            start,
            moves_before,
            moves: 0,
            nodes: 0,
            first_move: None,
            shown,
            children: Vec::new(),
            end: start,
        }
    }

    fn into_symbol(self) -> Symbol {
        let range = TextRange::new(self.start, self.end.max(self.start));
        let (name, selection) = match self.first_move {
            Some((text, number, at)) => (format!("Move {number}: {text}"), at),
            None => ("Variation".to_owned(), TextRange::at(self.start, 1.into())),
        };
        let detail = match self.nodes {
            1 => "1 node".to_owned(),
            n => format!("{n} nodes"),
        };
        let mut symbol =
            Symbol::new(name, SymbolKind::Variation, range, selection).with_detail(Some(detail));
        symbol.children = self.children;
        symbol
    }
}

/// The variations of `tree` as nested symbols, from one walk over its `(`, nodes and `)`:
/// every element in document order, the insides of nodes left out. The walk keeps its place
/// at each level on a stack of its own, however deep the variations nest.
fn variations(tree: GreenNode<'_>, size: &BoardSize) -> Vec<Symbol> {
    let mut stack: Vec<Frame> = Vec::new();
    let mut top = Vec::new();
    let mut shown = 0usize;
    let mut levels = vec![(tree.green().children(), tree.range().start())];
    while let Some((children, offset)) = levels.last_mut() {
        let Some(child) = children.next() else {
            levels.pop();
            continue;
        };
        let at = *offset;
        let len = child.text_len();
        *offset += len;
        match child {
            NodeOrToken::Token(token) => match SyntaxKind::of_raw(token.kind()) {
                SGF_L_PAREN => {
                    let moves_before = stack
                        .last()
                        .map_or(0, |frame| frame.moves_before + frame.moves);
                    // The outermost frame is the game itself, not a variation.
                    let show = stack.is_empty()
                        || (stack.len() <= MAX_DEPTH
                            && shown < MAX_VARIATIONS
                            && stack.last().is_some_and(|frame| frame.shown));
                    if show && !stack.is_empty() {
                        shown += 1;
                    }
                    stack.push(Frame::new(at, moves_before, show));
                }
                SGF_R_PAREN => {
                    if let Some(frame) = stack.last_mut() {
                        frame.end = at + len;
                    }
                    close(&mut stack, &mut top);
                }
                _ => {}
            },
            NodeOrToken::Node(green) if SyntaxKind::of_raw(green.kind()) == SGF_NODE => {
                let Some(frame) = stack.last_mut() else {
                    continue;
                };
                frame.nodes += 1;
                frame.end = at + len;
                let node = GreenNode::new(green, at);
                let Some(property) = move_property(node) else {
                    continue;
                };
                frame.moves += 1;
                // Only a shown variation is named by its first move.
                if frame.shown && frame.first_move.is_none() {
                    let number = frame.moves_before + frame.moves;
                    let (colour, value) = property;
                    let text = move_text(value, size);
                    frame.first_move = Some((format!("{colour} {text}"), number, value.range));
                }
            }
            NodeOrToken::Node(green) => levels.push((green.children(), at)),
        }
    }
    while !stack.is_empty() {
        let end = tree.range().end();
        if let Some(frame) = stack.last_mut() {
            frame.end = frame.end.max(end);
        }
        close(&mut stack, &mut top);
    }
    top
}

/// Closes the innermost frame: its symbol goes to its parent, or its counts when it is not shown.
fn close(stack: &mut Vec<Frame>, top: &mut Vec<Symbol>) {
    let Some(frame) = stack.pop() else { return };
    let Some(parent) = stack.last_mut() else {
        // The game tree itself: its children are the outline's variations.
        *top = frame.children;
        return;
    };
    parent.end = parent.end.max(frame.end);
    if frame.shown {
        parent.children.push(frame.into_symbol());
    } else {
        parent.children.extend(frame.children);
    }
}

/// A node's move: the colour of its first `B` or `W` property that has a value, and that
/// property's first value (read as the property's range and its content as written).
fn move_property(node: GreenNode<'_>) -> Option<(&'static str, MoveAt<'_>)> {
    node.child_nodes()
        .filter(|property| property.kind() == SGF_PROPERTY)
        .find_map(|property| {
            let colour = match property.token(SGF_PROP_IDENT)?.text {
                "B" => "B",
                "W" => "W",
                _ => return None,
            };
            let value = property.child(SGF_PROP_VALUE)?;
            Some((
                colour,
                MoveAt {
                    value,
                    range: property.range(),
                },
            ))
        })
}

/// The value of a move property and the property's range.
#[derive(Clone, Copy)]
struct MoveAt<'a> {
    value: GreenNode<'a>,
    range: TextRange,
}

/// The move as players write it: a coordinate, `pass`, or the value as written.
fn move_text(at: MoveAt<'_>, size: &BoardSize) -> String {
    let mut raw = String::new();
    for token in at.value.tokens() {
        if !matches!(token.kind, SGF_L_BRACKET | SGF_R_BRACKET) {
            raw.push_str(token.text);
        }
    }
    match size {
        BoardSize::Go { columns, rows } => match move_value(&raw, *columns, *rows) {
            MoveValue::Pass => "pass".to_owned(),
            MoveValue::Point(point) => player_coordinate(point, *columns, *rows).unwrap_or(raw),
            MoveValue::Unreadable => raw,
        },
        _ => raw,
    }
}
