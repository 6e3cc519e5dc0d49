//! PBN games read into [`BoardRecord`]s, each from its game model as the checks read it, and
//! its tags: the event and stage, the board and room, the players. A game that leaves out its
//! board, dealer, vulnerability and deal plays the board of the game before it, as team
//! matches write the second table. A call's notes (`=n=`) are carried as its explanation;
//! the notes on plays and the judgements (`!`, `$n`) are reported.

use super::record::{BoardRecord, CallNote, Ending, RecordCall, RecordDate, Room, ALERTED_NOTE};
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::bridge::rules::Seat;
use crate::ide::notations::pbn::check::game::found_in;
use crate::ide::notations::pbn::check::tag_table::TagTable;
use crate::ide::notations::pbn::model::game;
use crate::ide::notations::pbn::model::tags::{value_text, GameTags};
use crate::ide::notations::pbn::moves::section_tokens;
use gamerec_grammar::SyntaxKind::{
    self, PBN_AUCTION, PBN_CALL, PBN_COMMENT, PBN_DIRECTIVE, PBN_DIRECTIVE_NAME, PBN_GAME, PBN_NAG,
    PBN_NOTE_REF, PBN_PLAY, PBN_SUFFIX,
};
use gamerec_grammar::{Parse, TextSize};
use std::collections::HashMap;

/// The games of a PBN document that have or take a deal, in order.
pub(crate) fn boards(parse: &Parse) -> Vec<BoardRecord> {
    let root = Node::root(parse);
    let mut boards: Vec<BoardRecord> = Vec::new();
    let mut previous: Option<BoardRecord> = None;
    let mut remarks = false;
    let mut ordinal = 0;
    for node in root.child_nodes() {
        // A `%` line without a directive's name is a remark between the games.
        if node.kind() == PBN_DIRECTIVE && node.token(PBN_DIRECTIVE_NAME).is_none() {
            remarks = true;
            continue;
        }
        if node.kind() != PBN_GAME {
            continue;
        }
        ordinal += 1;
        let table = TagTable::read(node);
        let mut record = record(&table, previous.as_ref(), ordinal);
        record.commentary = commentary(node);
        previous = Some(record.clone());
        if record.deal.hand_sizes().iter().any(Option::is_some) {
            if std::mem::take(&mut remarks) {
                record.not_read.push(REMARKS.to_owned());
            }
            boards.push(record.without_play_beyond_contract());
        }
    }
    if let Some(last) = boards.last_mut().filter(|_| remarks) {
        last.not_read.push(REMARKS.to_owned());
    }
    boards
}

/// The report of the `%` remarks before a board (or after the last).
const REMARKS: &str = "the remarks on `%` lines before it are not carried";

/// The game's comments without their braces or `;`: those between its tags in order, then
/// those in its sections.
fn commentary(game: Node<'_>) -> Vec<String> {
    let mut texts = Vec::new();
    let mut add = |text: &str| {
        let text = text.strip_prefix(';').unwrap_or(text);
        let text = text.strip_prefix('{').unwrap_or(text);
        let text = text.strip_suffix('}').unwrap_or(text);
        let text = text.trim();
        if !text.is_empty() {
            texts.push(text.to_owned());
        }
    };
    for token in game.tokens() {
        if token.kind == PBN_COMMENT {
            add(token.text);
        }
    }
    for section in game
        .child_nodes()
        .filter(|node| matches!(node.kind(), PBN_AUCTION | PBN_PLAY))
    {
        for token in section.tokens() {
            if token.kind == PBN_COMMENT {
                add(token.text);
            }
        }
    }
    texts
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
        site: text_of(table, "Site"),
        date: text_of(table, "Date").and_then(|text| pbn_date(&text)),
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
    let mut judged = false;
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
        record.calls = RecordCall::listed(auction, &call_notes(table, &mut judged));
        record.ending = Ending::reached(auction);
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
    let play_notes = table
        .play
        .is_some_and(|section| section_tokens(section).any(|token| token.kind == PBN_NOTE_REF));
    if play_notes {
        record
            .not_read
            .push("the notes on plays (`=n=`) are not carried".to_owned());
    }
    let play_judged = table.play.is_some_and(|section| {
        section_tokens(section).any(|token| matches!(token.kind, PBN_SUFFIX | PBN_NAG))
    });
    if judged || play_judged {
        record
            .not_read
            .push("the judgements on calls and plays (`!`, `?`, `$n`) are not carried".to_owned());
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
        let (noun, verb) = if others.len() == 1 {
            ("tag", "is")
        } else {
            ("tags", "are")
        };
        record.not_read.push(format!(
            "the {noun} {} {verb} not carried",
            others.join(", ")
        ));
    }
    record
}

/// `2024.04.11`, with `??` for a part not known.
fn pbn_date(text: &str) -> Option<RecordDate> {
    let mut parts = text.split('.');
    let mut part = || parts.next().and_then(|part| part.parse::<u16>().ok());
    let year = part();
    let month = part().and_then(|month| u8::try_from(month).ok());
    let day = part().and_then(|day| u8::try_from(day).ok());
    RecordDate::known(year, month, day)
}

/// The tags the record carries; `Note` is reported on its own.
const CARRIED: [&str; 19] = [
    "Event",
    "Site",
    "Date",
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
];

/// For each call of the Auction section, by where it starts: its notes (`=n=` after it) as
/// an alert with their texts (PBN marks no alerts; a note `alerted` is an alert alone). Sets `judged` when a call carries a judgement (`!`, `$n`).
fn call_notes(table: &TagTable<'_>, judged: &mut bool) -> HashMap<TextSize, CallNote> {
    let mut notes: HashMap<TextSize, CallNote> = HashMap::new();
    let Some(section) = table.auction else {
        return notes;
    };
    let texts = note_texts(table);
    let mut last_call = None;
    for token in section_tokens(section) {
        match token.kind {
            PBN_CALL => last_call = Some(token.range.start()),
            PBN_SUFFIX | PBN_NAG => *judged = true,
            PBN_NOTE_REF => {
                let number: Option<u32> = token.text.trim_matches('=').parse().ok();
                let text = number.and_then(|number| {
                    texts
                        .iter()
                        .find(|&&(parent, n, _)| n == number && parent == PBN_AUCTION)
                        .or_else(|| texts.iter().find(|&&(_, n, _)| n == number))
                        .map(|(_, _, text)| text.clone())
                });
                if let (Some(start), Some(text)) = (last_call, text) {
                    let (alerted, explanation) = notes.entry(start).or_default();
                    *alerted = true;
                    if text == ALERTED_NOTE {
                        continue;
                    }
                    match explanation {
                        Some(before) => {
                            before.push_str("; ");
                            before.push_str(&text);
                        }
                        None => *explanation = Some(text),
                    }
                }
            }
            _ => {}
        }
    }
    notes
}

/// The `Note` tags of the game: the section each stands in, its number and its text.
fn note_texts(table: &TagTable<'_>) -> Vec<(SyntaxKind, u32, String)> {
    table
        .tags
        .iter()
        .filter(|tag| tag.name_text() == Some("Note"))
        .filter_map(|tag| {
            let text = value_text(tag.value?);
            let (number, text) = text.split_once(':')?;
            let number = number.trim().parse().ok()?;
            Some((tag.parent, number, text.trim().to_owned()))
        })
        .collect()
}
