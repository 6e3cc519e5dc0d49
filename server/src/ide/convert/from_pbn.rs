//! PBN games read into [`BoardRecord`]s, each from its game model as the checks read it, and
//! its tags: the event and stage, the board and room, the players. A game that leaves out its
//! board, dealer, vulnerability and deal plays the board of the game before it, as team
//! matches write the second table. PBN's notes on calls are not carried yet, and that is
//! reported.

use super::record::{BoardRecord, Ending, RecordCall, Room};
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{Detail, WrittenCall};
use crate::ide::notations::bridge::rules::Seat;
use crate::ide::notations::pbn::check::game::found_in;
use crate::ide::notations::pbn::check::tag_table::TagTable;
use crate::ide::notations::pbn::model::game;
use crate::ide::notations::pbn::model::tags::{value_text, GameTags};
use gamerec_grammar::Parse;
use gamerec_grammar::SyntaxKind::PBN_GAME;

/// The games of a PBN document that have or take a deal, in order.
pub(crate) fn boards(parse: &Parse) -> Vec<BoardRecord> {
    let root = Node::root(parse);
    let mut boards: Vec<BoardRecord> = Vec::new();
    let mut previous: Option<BoardRecord> = None;
    for (ordinal, node) in (1..).zip(root.child_nodes_of(PBN_GAME)) {
        let table = TagTable::read(node);
        let record = record(&table, previous.as_ref(), ordinal);
        previous = Some(record.clone());
        if record.deal.hand_sizes().iter().any(Option::is_some) {
            boards.push(record);
        }
    }
    boards
}

/// The text of the first tag `name`, unless it is empty, `?` or `#`.
fn text_of(table: &TagTable<'_>, name: &str) -> Option<String> {
    let (_, tag) = table.first(name)?;
    let text = value_text(tag.value?);
    let text = text.trim();
    (!text.is_empty() && text != "?" && !text.starts_with('#')).then(|| text.to_owned())
}

fn record(table: &TagTable<'_>, previous: Option<&BoardRecord>, ordinal: usize) -> BoardRecord {
    let found = found_in(table);
    let tags = GameTags::read(&found);
    let model = game::read(&found, &tags, Detail::Cards);
    let board = text_of(table, "Board").and_then(|text| text.parse().ok());
    let room = text_of(table, "Room").and_then(|text| match text.as_str() {
        "Open" => Some(Room::Open),
        "Closed" => Some(Room::Closed),
        _ => None,
    });
    let mut record = BoardRecord {
        name: match (board, room) {
            (Some(board), Some(Room::Open)) => format!("board {board}, open room"),
            (Some(board), Some(Room::Closed)) => format!("board {board}, closed room"),
            (Some(board), None) => format!("board {board}"),
            (None, _) => format!("game {ordinal} in the file"),
        },
        event: text_of(table, "Event"),
        stage: text_of(table, "Stage"),
        board,
        room,
        dealer: tags.dealer,
        vulnerability: tags.vulnerable,
        deal: model
            .deal
            .as_ref()
            .map(|deal| deal.deal)
            .unwrap_or_default(),
        ..BoardRecord::default()
    };
    for seat in Seat::ALL {
        if let Some(slot) = record.players.get_mut(seat.index()) {
            *slot = text_of(table, seat.name());
        }
    }
    if found.deal.is_none() {
        if let Some(previous) = previous {
            record.board = record.board.or(previous.board);
            record.dealer = record.dealer.or(previous.dealer);
            record.vulnerability = record.vulnerability.or(previous.vulnerability);
            record.deal = previous.deal;
        }
    }
    if let Some(auction) = &model.auction {
        let irregular_calls = auction
            .calls
            .iter()
            .any(|call| call.accepted_insufficient || call.skips_before > 0);
        let irregular_plays = model.play.as_ref().is_some_and(|play| {
            play.plays
                .iter()
                .any(|at| at.accepted_revoke || at.led_out_of_turn)
        });
        if irregular_calls || irregular_plays {
            record.not_read.push(
                "the irregularities (`^I`, `^S`, `^R`, `^L`) are not carried: the calls and \
                 cards are written as made"
                    .to_owned(),
            );
        }
        match &auction.replay {
            // The replay spells out the passes an `AP` stands for.
            Some(replay) if replay.clean => {
                record.calls = replay
                    .auction
                    .calls()
                    .iter()
                    .map(|&(_, call)| plain(call))
                    .collect();
            }
            _ => {
                for call in &auction.calls {
                    let Some(WrittenCall::Call(call)) = call.written else {
                        break;
                    };
                    record.calls.push(plain(call));
                }
            }
        }
        record.ending = auction
            .replay
            .as_ref()
            .and_then(|replay| replay.result())
            .map(Ending::from);
    }
    if record.ending.is_none() {
        record.ending = match &model.final_contract {
            Some(contract) => contract.contract.map(Ending::Contract),
            None if text_of(table, "Contract").as_deref() == Some("Pass") => {
                Some(Ending::PassedOut)
            }
            None => None,
        };
    }
    record.leader = model
        .final_contract
        .as_ref()
        .map(|contract| contract.leader);
    if let Some(play) = &model.play {
        let mut placed: Vec<(
            usize,
            usize,
            Seat,
            crate::ide::notations::bridge::rules::Card,
        )> = Vec::new();
        for written in &play.plays {
            let card = written
                .replayed
                .filter(|played| played.error.is_none())
                .and_then(|played| Some((played.position, played.seat?, played.card?)));
            match card {
                Some((position, seat, card)) => placed.push((written.trick, position, seat, card)),
                None if written.written.written_card().is_some() => record.plays_unplaced += 1,
                None => {}
            }
        }
        placed.sort_by_key(|&(trick, position, _, _)| (trick, position));
        record.plays = placed
            .into_iter()
            .map(|(_, _, seat, card)| (seat, card))
            .collect();
    }
    // A board passed out has no declarer to take tricks, whatever `Result` says.
    let passed_out = record.ending == Some(Ending::PassedOut);
    record.tricks = tags
        .result
        .as_ref()
        .filter(|_| !passed_out)
        .and_then(|result| {
            let (side, tricks) = result.parts.first()?;
            side.is_none()
                .then(|| u8::try_from(*tricks).ok())
                .flatten()
                .filter(|&tricks| tricks <= 13)
        });
    if table.first("Note").is_some() {
        record
            .not_read
            .push("the notes of the auction and play are not carried yet".to_owned());
    }
    let mut others: Vec<&str> = Vec::new();
    for tag in &table.tags {
        let Some(name) = tag.name_text() else {
            continue;
        };
        if !CARRIED.contains(&name) && !others.contains(&name) && tag.value.is_some() {
            let text = tag.value.map(value_text).unwrap_or_default();
            if !text.trim().is_empty() {
                others.push(name);
            }
        }
    }
    if !others.is_empty() {
        record
            .not_read
            .push(format!("the tags {} are not carried", others.join(", ")));
    }
    record
}

/// The tags the record carries; `Note` is reported on its own.
const CARRIED: [&str; 18] = [
    "Event",
    "Stage",
    "Board",
    "Room",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Auction",
    "Play",
    "Declarer",
    "Contract",
    "Result",
    "Note",
    "Scoring",
];

fn plain(call: crate::ide::notations::bridge::rules::Call) -> RecordCall {
    RecordCall {
        call,
        alerted: false,
        explanation: None,
    }
}
