//! LIN boards read into [`BoardRecord`]s, from each board's model and the vugraph header:
//! the match's event and segment, the players of `pn` (a board's own, else its room's four of
//! the header's eight), and the rest from the board as the checks read it.

use super::record::{BoardRecord, Ending, RecordCall, Room};
use crate::ide::check::cores;
use crate::ide::check::parallel::on_threads;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::lin::model::deal::HAND_ORDER;
use crate::ide::notations::lin::model::{self, command_key, fields, BoardModel};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::*;

/// The boards of a LIN document that have a deal, in order.
pub(crate) fn boards(parse: &Parse) -> Vec<BoardRecord> {
    let root = Node::root(parse);
    let header = root.child(LIN_HEADER).map(Header::read).unwrap_or_default();
    let nodes: Vec<(usize, Node<'_>)> = (1..).zip(root.child_nodes_of(LIN_BOARD)).collect();
    // Boards are read apart from one another, so a long match is read on every core.
    let size = nodes.len().div_ceil(cores()).max(MIN_BOARDS_PER_THREAD);
    let parts: Vec<&[(usize, Node<'_>)]> = nodes.chunks(size).collect();
    let read = |part: &&[(usize, Node<'_>)]| -> Vec<BoardRecord> {
        part.iter()
            .filter_map(|&(ordinal, node)| {
                let model = BoardModel::read(node, Detail::Cards);
                model.game.deal.as_ref()?;
                let mut record = record(&model, &header, ordinal);
                record.not_read.extend(not_carried(node));
                Some(record)
            })
            .collect()
    };
    let mut boards: Vec<BoardRecord> = on_threads(&parts, read).into_iter().flatten().collect();
    // The header's losses are told once, with the first board.
    if let Some(first) = boards.first_mut() {
        for what in &header.lost {
            first.not_read.insert(0, (*what).to_owned());
        }
    }
    boards
}

/// The commands a board's record carries, or that carry nothing (`st`, `rh`, `pg`).
const CARRIED: [&[u8; 2]; 13] = [
    b"pn", b"st", b"md", b"rh", b"ah", b"sv", b"mb", b"an", b"pc", b"mc", b"pg", b"qx", b"nt",
];

/// What the board's other commands with a value are, for the report: `at`, `hc`, and the
/// commands LIN's readers do not know.
fn not_carried(board: Node<'_>) -> Option<String> {
    let mut others: Vec<String> = Vec::new();
    for pair in board.child_nodes_of(LIN_PAIR) {
        let Some(command) = pair.token(LIN_COMMAND) else {
            continue;
        };
        let carried = command_key(command.text).is_some_and(|key| CARRIED.contains(&&key));
        if carried {
            continue;
        }
        let has_value = pair
            .child(LIN_VALUE)
            .is_some_and(|value| !value.range().is_empty());
        let name = format!("`{}`", command.text);
        if has_value && !others.contains(&name) {
            others.push(name);
        }
    }
    let (noun, verb) = if others.len() == 1 {
        ("command", "is")
    } else {
        ("commands", "are")
    };
    (!others.is_empty()).then(|| format!("the {noun} {} {verb} not carried", others.join(", ")))
}

/// Fewer boards than this on a thread cost more in starting it than they save.
const MIN_BOARDS_PER_THREAD: usize = 256;

/// What the boards take from the vugraph header.
#[derive(Default)]
struct Header {
    event: Option<String>,
    segment: Option<String>,
    names: Vec<String>,
    /// What the header gives that no board carries, for the report.
    lost: Vec<&'static str>,
}

impl Header {
    fn read(node: Node<'_>) -> Header {
        let mut header = Header::default();
        for pair in node.child_nodes_of(LIN_PAIR) {
            let key = pair.token(LIN_COMMAND).and_then(|t| command_key(t.text));
            let Some(value) = pair.child(LIN_VALUE) else {
                continue;
            };
            let non_empty = |text: Option<&String>| text.filter(|t| !t.trim().is_empty()).cloned();
            match key.as_ref() {
                Some(b"vg") => {
                    let fields = value.child(LIN_FIELDS).map(fields).unwrap_or_default();
                    header.event = non_empty(fields.first());
                    header.segment = non_empty(fields.get(1));
                    let given = |at: usize| {
                        fields
                            .get(at)
                            .is_some_and(|field| !matches!(field.trim(), "" | "0"))
                    };
                    if given(2) {
                        header.lost.push("the form of scoring of `vg` is not carried");
                    }
                    if [5, 6, 7, 8].into_iter().any(given) {
                        header.lost.push("the teams and carry-overs of `vg` are not carried");
                    }
                }
                Some(b"rs") => header
                    .lost
                    .push("the results of `rs` are not carried: each board's comes from its play and claim"),
                Some(b"pn") => {
                    header.names = value.child(LIN_NAMES).map(fields).unwrap_or_default();
                }
                _ => {}
            }
        }
        header
    }
}

fn record(model: &BoardModel, header: &Header, ordinal: usize) -> BoardRecord {
    let game = &model.game;
    let room = model.room_board.as_ref().map(|qx| match qx.room {
        model::Room::Open => Room::Open,
        model::Room::Closed => Room::Closed,
    });
    let board = model.board_number();
    let mut record = BoardRecord {
        name: match (board, &model.room_board) {
            (Some(board), Some(qx)) => format!("board {board}, {}", qx.room.name()),
            (Some(board), None) => format!("board {board}"),
            (None, _) => format!("board {ordinal} in the file"),
        },
        event: header.event.clone(),
        stage: header.segment.clone(),
        board,
        room,
        dealer: model.dealer.map(|(seat, _)| seat),
        vulnerability: model.vulnerability.map(|(vulnerability, _)| vulnerability),
        deal: game.deal.as_ref().map(|deal| deal.deal).unwrap_or_default(),
        commentary: model.notes.clone(),
        ..BoardRecord::default()
    };
    let own = model.names.as_ref().map(|names| names.names.as_slice());
    let names = match (own, room) {
        (Some(names), _) if names.len() == 4 => Some(names),
        (_, Some(Room::Closed)) => header.names.get(4..8),
        _ => header.names.get(..4).filter(|_| header.names.len() == 8),
    };
    for (seat, name) in HAND_ORDER.iter().zip(names.unwrap_or_default()) {
        if !name.trim().is_empty() {
            if let Some(slot) = record.players.get_mut(seat.index()) {
                *slot = Some(name.clone());
            }
        }
    }
    if let Some(auction) = &game.auction {
        for (index, call) in auction.calls.iter().enumerate() {
            let Some(crate::ide::notations::bridge::model::WrittenCall::Call(written)) =
                call.written
            else {
                break;
            };
            let note = model.call_notes.get(index);
            record.calls.push(RecordCall {
                call: written,
                alerted: note.is_some_and(|note| note.alerted),
                explanation: note.and_then(|note| note.explanation.clone()),
            });
        }
        record.ending = Ending::reached(auction);
    }
    record.leader = game.final_contract.as_ref().map(|contract| contract.leader);
    if let Some(play) = &game.play {
        for written in &play.plays {
            match written
                .replayed
                .and_then(|played| Some((played.seat?, played.card?)))
            {
                Some(placed) if written.replayed.is_some_and(|p| p.error.is_none()) => {
                    record.plays.push(placed)
                }
                _ => record.plays_unplaced += 1,
            }
        }
        let finished = play
            .replay
            .as_ref()
            .filter(|replay| !replay.failed && !replay.stopped && replay.play.is_finished());
        if let Some(replay) = finished {
            let won = replay.play.tricks_won(replay.declarer.side());
            record.tricks = u8::try_from(won).ok();
        }
    }
    if let Some(claim) = &model.claim {
        record.claim = claim.tricks.and_then(|tricks| u8::try_from(tricks).ok());
        record.tricks = record.claim.or(record.tricks);
    }
    record
}
