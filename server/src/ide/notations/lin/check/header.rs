//! The vugraph header on its own: `vg` has its nine fields, `rs` one result per board and room
//! of the match, `pn` the eight players of both rooms.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::lin::model::header::Header;
use crate::ide::notations::lin::model::{command_key, is_known};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(crate) const VUGRAPH_FIELDS: &str = "lin/vugraph-fields";
pub(crate) const RESULT_COUNT: &str = "lin/result-count";

pub(super) fn check(node: Node<'_>, out: &mut Findings) {
    let header = Header::read(node);
    let mut unknown = Vec::new();
    for pair in node.child_nodes_of(LIN_PAIR) {
        let command = pair.token(LIN_COMMAND);
        let key = command.and_then(|t| command_key(t.text));
        if let (Some(command), Some(key)) = (command, key) {
            if !is_known(key) {
                unknown.push((command.text.to_owned(), command.range));
            }
        }
        let Some(value) = pair.child(LIN_VALUE) else {
            continue;
        };
        match key.as_ref() {
            Some(b"vg") => {
                let Some(fields) = value.child(LIN_FIELDS) else {
                    continue;
                };
                let count = fields.tokens().filter(|t| t.kind == LIN_COMMA).count() + 1;
                if count != 9 {
                    out.push(Diagnostic::warning(
                        VUGRAPH_FIELDS,
                        fields.range(),
                        format!(
                            "`vg` has {count} field{}; it has nine: event, segment, scoring, \
                             first board, last board, team 1, carry-over 1, team 2, carry-over 2",
                            if count == 1 { "" } else { "s" }
                        ),
                    ));
                }
            }
            Some(b"rs") => {
                if let Some(results) = value.child(LIN_RESULTS) {
                    result_count(&header, results, out);
                }
            }
            Some(b"pn") => {
                let Some(names) = value.child(LIN_NAMES) else {
                    continue;
                };
                let count = names.tokens().filter(|t| t.kind == LIN_COMMA).count() + 1;
                if count != 8 {
                    out.push(Diagnostic::warning(
                        super::board::NAME_COUNT,
                        names.range(),
                        format!(
                            "`pn` names {count} player{} in the vugraph header; a header names \
                             eight, the open room's South, West, North and East, then the \
                             closed room's",
                            if count == 1 { "" } else { "s" }
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
    super::board::unknown_commands(&unknown, out);
}

/// `rs` gives two results (open room, closed room) for each board from the first to the last.
fn result_count(header: &Header, results: Node<'_>, out: &mut Findings) {
    let (Some(first), Some(last)) = (header.first_board, header.last_board) else {
        return;
    };
    let Some(boards) = last.checked_sub(first).and_then(|n| n.checked_add(1)) else {
        return;
    };
    let expected = boards.saturating_mul(2);
    let count = header.results.len() as u64;
    if count != expected {
        out.push(Diagnostic::warning(
            RESULT_COUNT,
            results.range(),
            format!(
                "`rs` gives {count} result{}, but the match's boards {first} to {last} need \
                 {expected}: one for the open room and one for the closed room of each board",
                if count == 1 { "" } else { "s" }
            ),
        ));
    }
}
