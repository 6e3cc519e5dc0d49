//! Hover on a result of the vugraph header's `rs`: which board and room it is for, the
//! contract, and the tricks with the duplicate score, the vulnerability taken from the board
//! number's place in the standard rotation.

use crate::ide::green::Node;
use crate::ide::hover::Hover;
use crate::ide::markup::{escape, Markup};
use crate::ide::notations::bridge::hover::{result_facts, ResultView};
use crate::ide::notations::bridge::rules::board_vulnerability;
use crate::ide::notations::lin::model::header::{result_entry, Header};
use crate::ide::notations::lin::model::Room;
use gamerec_grammar::SyntaxKind::{LIN_COMMA, LIN_HEADER, LIN_RESULT, LIN_RESULTS};
use gamerec_grammar::{SyntaxNode, SyntaxToken};

pub(super) fn result_hover(_root: &SyntaxNode, token: &SyntaxToken) -> Option<Hover> {
    let result = token
        .parent_ancestors()
        .find(|node| node.kind() == LIN_RESULT)?;
    let results = result.parent().filter(|node| node.kind() == LIN_RESULTS)?;
    let index = results
        .children_with_tokens()
        .take_while(|child| child.as_node() != Some(&result))
        .filter(|child| child.kind() == LIN_COMMA)
        .count();
    let entry = result_entry(Node::of(&result))?;
    let header = results
        .ancestors()
        .find(|node| node.kind() == LIN_HEADER)
        .map(|node| Header::read(Node::of(&node)))
        .unwrap_or_default();
    let room = if index % 2 == 0 {
        Room::Open
    } else {
        Room::Closed
    };
    let board = header
        .first_board
        .and_then(|first| first.checked_add(u64::try_from(index / 2).ok()?));
    let heading = match board {
        Some(board) => format!("Result of board {board}, {}", room.name()),
        None => format!("Result {}", index + 1),
    };
    let mut markup = Markup::new().heading(heading);
    let vulnerability = board.and_then(board_vulnerability);
    let mut written = format!("`{}` as `rs` writes it.", escape(&entry.text));
    if let (Some(board), Some(vulnerability)) = (board, vulnerability) {
        written.push_str(&format!(
            " The vulnerability is board {board}'s in the standard rotation: {vulnerability}."
        ));
    }
    markup = markup.paragraph(written);
    let facts = match entry.contract {
        None => vec!["The board was passed out: no score.".to_owned()],
        Some(contract) => result_facts(&ResultView {
            contract: Some(contract),
            tricks: entry.tricks,
            vulnerability,
            written_ns_score: None,
        }),
    };
    Some(Hover {
        range: result.text_range(),
        markup: markup.list(facts),
    })
}
