//! The outline of a LIN document: the vugraph header, named by its event and segment, and one
//! symbol per board, named by its number and room ("Board 46 · closed room") from `qx`, else
//! its heading (`ah`), else its place in the file; the detail names the players of `pn`.

use crate::ide::green::Node;
use crate::ide::symbols::{Carried, Symbol, SymbolKind};
use gamerec_grammar::SyntaxKind::*;

/// The symbol of `record` (a child of the root): the header or a board.
pub(super) fn record_symbols(
    record: Node<'_>,
    carried: &mut Carried,
    _with_children: bool,
) -> Vec<Symbol> {
    match record.kind() {
        LIN_HEADER => vec![header(record)],
        LIN_BOARD => {
            carried.ordinal += 1;
            vec![board(record, carried.ordinal)]
        }
        _ => Vec::new(),
    }
}

/// The pairs of `record` with their command, in order.
fn pairs<'a>(record: Node<'a>) -> impl Iterator<Item = (String, Node<'a>)> {
    record.child_nodes_of(LIN_PAIR).filter_map(|pair| {
        let command = pair.token(LIN_COMMAND)?.text.to_ascii_lowercase();
        Some((command, pair))
    })
}

/// The text of a pair's value, without the line ends after it.
fn value_text(pair: Node<'_>) -> String {
    pair.child(LIN_VALUE)
        .map(|value| value.text().trim_end().to_owned())
        .unwrap_or_default()
}

fn header(record: Node<'_>) -> Symbol {
    let match_name = pairs(record)
        .find(|(command, _)| command == "vg")
        .map(|(_, pair)| {
            let text = value_text(pair);
            let fields: Vec<&str> = text.split(',').take(2).filter(|f| !f.is_empty()).collect();
            fields.join(", ")
        })
        .filter(|name| !name.is_empty());
    let name = match match_name {
        Some(name) => format!("Match · {name}"),
        None => "Match".to_owned(),
    };
    Symbol::new(
        name,
        SymbolKind::Section,
        record.range(),
        first_range(record),
    )
}

fn board(record: Node<'_>, ordinal: usize) -> Symbol {
    let mut number = None;
    let mut heading = None;
    let mut names = None;
    let mut selection = None;
    for (command, pair) in pairs(record) {
        match command.as_str() {
            "qx" if number.is_none() => {
                let room_board = pair.child(LIN_VALUE).and_then(|v| v.child(LIN_ROOM_BOARD));
                let room = room_board
                    .and_then(|node| node.token(LIN_ROOM))
                    .map(|room| room.text.to_ascii_lowercase());
                let board = room_board.and_then(|node| node.token(LIN_NUMBER));
                if let Some(board) = board {
                    let room = match room.as_deref() {
                        Some("o") => " · open room",
                        Some("c") => " · closed room",
                        _ => "",
                    };
                    number = Some(format!("Board {}{room}", board.text));
                    selection = Some(pair.range());
                }
            }
            "ah" if heading.is_none() => {
                heading = Some(value_text(pair)).filter(|text| !text.is_empty());
                selection = selection.or(Some(pair.range()));
            }
            "pn" if names.is_none() => {
                names = Some(value_text(pair).replace(',', ", ")).filter(|text| !text.is_empty());
            }
            _ => {}
        }
    }
    let name = number
        .or(heading)
        .unwrap_or_else(|| format!("Board {ordinal} in the file"));
    let selection = selection.unwrap_or_else(|| first_range(record));
    Symbol::new(name, SymbolKind::Board, record.range(), selection).with_detail(names)
}

/// The range of the first pair of `record`, or the record's.
fn first_range(record: Node<'_>) -> gamerec_grammar::TextRange {
    record
        .child_nodes_of(LIN_PAIR)
        .next()
        .map_or(record.range(), |pair| pair.range())
}
