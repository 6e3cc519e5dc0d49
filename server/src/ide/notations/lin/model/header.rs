//! The vugraph header read: the boards of the match (`vg`'s fourth and fifth fields) and the
//! result of each board in each room (`rs`), which the boards after it are held to.

use super::{command_key, fields, Room};
use crate::ide::green::Node;
use crate::ide::notations::bridge::rules::{Bid, Contract, Doubling, Seat, Strain};
use gamerec_grammar::NodeOrToken;
use gamerec_grammar::SyntaxKind::*;

/// What the boards of a vugraph file take from its header.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Header {
    /// Whether the file has a vugraph header (`vg`).
    pub vugraph: bool,
    pub first_board: Option<u64>,
    pub last_board: Option<u64>,
    /// The entries of `rs`, open room then closed room for each board from the first;
    /// `None` for an entry left empty.
    pub results: Vec<Option<ResultEntry>>,
}

/// One result of `rs` as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ResultEntry {
    pub text: String,
    /// `None` for a board passed out.
    pub contract: Option<Contract>,
    /// Declarer's tricks, when the outcome is written and in range.
    pub tricks: Option<u8>,
}

impl Header {
    /// The vugraph header of the file whose root is `root`: the parser opens it only before
    /// the first board, so the search stops there (it runs after every edit, and a file
    /// without a header would otherwise be read to its end).
    pub fn node_in(root: Node<'_>) -> Option<Node<'_>> {
        root.child_nodes()
            .take_while(|node| node.kind() != LIN_BOARD)
            .find(|node| node.kind() == LIN_HEADER)
    }

    /// Reads the `LIN_HEADER` node.
    pub fn read(header: Node<'_>) -> Header {
        let mut read = Header::default();
        for pair in header.child_nodes_of(LIN_PAIR) {
            let key = pair.token(LIN_COMMAND).and_then(|t| command_key(t.text));
            let value = pair.child(LIN_VALUE);
            match (key.as_ref(), value) {
                (Some(b"vg"), value) => {
                    read.vugraph = true;
                    let Some(value) = value else { continue };
                    let fields = value.child(LIN_FIELDS).map(fields).unwrap_or_default();
                    let number = |index: usize| fields.get(index)?.trim().parse().ok();
                    read.first_board = number(3);
                    read.last_board = number(4);
                }
                (Some(b"rs"), Some(value)) if read.results.is_empty() => {
                    if let Some(results) = value.child(LIN_RESULTS) {
                        read.results = entries(results);
                    }
                }
                _ => {}
            }
        }
        read
    }

    /// The index in `rs` of `board` in `room`.
    pub fn result_index(&self, board: u64, room: Room) -> Option<usize> {
        let from_first = board.checked_sub(self.first_board?)?;
        let index = usize::try_from(from_first).ok()?.checked_mul(2)?;
        match room {
            Room::Open => Some(index),
            Room::Closed => index.checked_add(1),
        }
    }

    /// The result `rs` gives for `board` in `room`, when it gives one.
    pub fn result_for(&self, board: u64, room: Room) -> Option<&ResultEntry> {
        self.results.get(self.result_index(board, room)?)?.as_ref()
    }
}

/// The entries of a `LIN_RESULTS` node, one per comma-separated slot.
fn entries(results: Node<'_>) -> Vec<Option<ResultEntry>> {
    let mut entries = vec![None];
    for child in results.children() {
        match child {
            NodeOrToken::Token(token) if token.kind == LIN_COMMA => entries.push(None),
            NodeOrToken::Node(node) if node.kind() == LIN_RESULT => {
                if let Some(last) = entries.last_mut() {
                    *last = result_entry(node);
                }
            }
            _ => {}
        }
    }
    entries
}

/// One `LIN_RESULT` node read; `None` when it has syntax errors.
pub(crate) fn result_entry(node: Node<'_>) -> Option<ResultEntry> {
    let text = node.text();
    if node.token(LIN_PASS).is_some() {
        return Some(ResultEntry {
            text,
            contract: None,
            tricks: None,
        });
    }
    let level: u8 = node.token(LIN_LEVEL)?.text.parse().ok()?;
    let strain = Strain::parse(&node.token(LIN_STRAIN)?.text.to_ascii_uppercase())?;
    let letter = node.token(LIN_SEAT)?.text.chars().next()?;
    let declarer = Seat::from_letter(letter.to_ascii_uppercase())?;
    let doubling = if node.token(LIN_REDOUBLE).is_some() {
        Doubling::Redoubled
    } else if node.token(LIN_DOUBLE).is_some() {
        Doubling::Doubled
    } else {
        Doubling::Undoubled
    };
    let contract = Contract::new(Bid::new(level, strain)?, doubling, declarer);
    let tricks = node.token(LIN_OUTCOME).and_then(|outcome| {
        let goal = i32::from(level) + 6;
        let tricks = match outcome.text {
            "=" => goal,
            text => goal + text.parse::<i32>().ok()?,
        };
        u8::try_from(tricks).ok().filter(|&tricks| tricks <= 13)
    });
    Some(ResultEntry {
        text,
        contract: Some(contract),
        tricks,
    })
}
