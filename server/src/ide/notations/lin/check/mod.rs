//! The LIN checks beyond syntax. Each board is read once into the bridge model and judged: the
//! deal, the auction and the play replayed (in the same words as RBN and PBN), the claim, the
//! board number against the rotation of dealer and vulnerability, against `ah` and against the
//! match's boards, the players of `pn`, the commands gamerec does not know, and the result the
//! vugraph header's `rs` gives for the board's room. The header itself is judged once per file.

mod board;
mod claim;
mod header;
mod result;
#[cfg(test)]
mod tests;

pub(crate) use board::OFF_ROTATION;
pub(crate) use claim::CLAIM_TOO_LOW;

use crate::ide::check::Findings;
use crate::ide::check::FormatChecks;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::lin::model::header::Header;
use crate::ide::notations::lin::model::BoardModel;
use crate::ide::rules::Rules;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(crate) struct Checks;

impl FormatChecks for Checks {
    /// The vugraph header, which every board is held to.
    type Context = Header;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::LIN_BOARD
    }

    fn first_context(root: &SyntaxNode, _rules: &Rules) -> Header {
        Header::node_in(Node::of(root))
            .map(Header::read)
            .unwrap_or_default()
    }

    fn check_record(record: &SyntaxNode, header: &Header, out: &mut Findings) -> Header {
        let board = Node::of(record);
        let model = BoardModel::read(board, Detail::Checks);
        out.extend(model.game.problems.iter().cloned());
        let replay = model
            .game
            .play
            .as_ref()
            .and_then(|play| play.replay.as_ref());
        if let Some(replay) = replay {
            out.extend(replay.problems.iter().cloned());
        }
        board::check(&model, header, out);
        claim::check(&model, out);
        result::check(&model, header, out);
        header.clone()
    }

    fn next_context(_record: &SyntaxNode, header: &Header) -> Header {
        header.clone()
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        if let Some(node) = Header::node_in(Node::of(root)) {
            header::check(node, out);
        }
    }
}
