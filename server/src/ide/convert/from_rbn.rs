//! RBN and RBX records read into [`BoardRecord`]s: each record's game from the bridge model,
//! with the labels that repeat until altered (`D L E S N B H`) taken from the records before
//! it as the checks take them. Calls keep their `*` (an alert) and the text of their `^n`
//! notes; free text, and the auction's and play's general notes (`0`), become commentary.

use super::record::{BoardRecord, CallNote, Ending, RecordCall, RecordDate, Room};
use crate::ide::check::cores;
use crate::ide::check::parallel::on_threads;
use crate::ide::notations::bridge::model::{BridgeGame, Detail};
use crate::ide::notations::bridge::rules::Seat;
use crate::ide::notations::rbn::check::Context;
use crate::ide::notations::rbn::model;
use crate::ide::notations::rbn::notes::rbn_resolve;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{AuctionLabel, DateLabel, Label, Record, SourceFile};
use gamerec_grammar::{GreenNode, Parse, SyntaxKind, SyntaxNode, TextSize};
use std::collections::HashMap;

/// The records of an RBN or RBX document that say something of a board, in order. A first
/// pass finds the labels in effect before and after each record, which depend on the records
/// before it; the records are then read on every core, each from its own copy of the tree.
pub(crate) fn boards(parse: &Parse) -> Vec<BoardRecord> {
    let Some(file) = SourceFile::cast(parse.syntax()) else {
        return Vec::new();
    };
    let mut context = Context::default();
    let mut found: Vec<Found> = Vec::new();
    for (ordinal, record) in (1..).zip(file.records()) {
        let labels: Vec<Label> = record.labels().collect();
        let before = context;
        context = before.after(&labels);
        let own = |kind: SyntaxKind| labels.iter().any(|label| label.syntax().kind() == kind);
        let of_a_board = [
            SyntaxKind::RBN_HAND_LABEL,
            SyntaxKind::RBN_AUCTION_LABEL,
            SyntaxKind::RBN_CONTRACT_LABEL,
            SyntaxKind::RBN_PLAY_LABEL,
            SyntaxKind::RBN_RESULT_LABEL,
        ]
        .into_iter()
        .any(own);
        if of_a_board && context.label('H').is_some() {
            found.push(Found {
                ordinal,
                record: record.syntax().green().to_owned(),
                before,
                after: context.clone(),
            });
        }
    }
    let size = found.len().div_ceil(cores()).max(MIN_RECORDS_PER_THREAD);
    let parts: Vec<&[Found]> = found.chunks(size).collect();
    let read = |part: &&[Found]| -> Vec<BoardRecord> {
        part.iter()
            .filter_map(|found| {
                let record = Record::cast(SyntaxNode::new_root(found.record.clone()))?;
                let labels: Vec<Label> = record.labels().collect();
                let board = record_of(&record, &labels, &found.before, &found.after, found.ordinal);
                Some(board.without_play_beyond_contract())
            })
            .collect()
    };
    on_threads(&parts, read).into_iter().flatten().collect()
}

/// Fewer records than this on a thread cost more in starting it than they save.
const MIN_RECORDS_PER_THREAD: usize = 256;

/// A record of a board, with the labels in effect before and after it.
struct Found {
    ordinal: usize,
    record: GreenNode,
    before: Context,
    after: Context,
}

/// The fields of the label in effect for `letter`, joined as written (`::` read as `:`).
fn text_in_effect(context: &Context, letter: char) -> Option<String> {
    let label = context.label(letter)?;
    let fields: Vec<String> = label.fields().map(|field| field.text()).collect();
    let text = fields.join(":");
    (!text.trim().is_empty()).then(|| text.trim().to_owned())
}

fn record_of(
    record: &Record,
    labels: &[Label],
    before: &Context,
    context: &Context,
    ordinal: usize,
) -> BoardRecord {
    let (model_labels, game) = before.game_of(labels, Detail::Cards);
    let board_text = context
        .label('B')
        .and_then(|label| label.fields().next().map(|field| field.text()));
    let board = board_text
        .as_deref()
        .and_then(|text| text.trim().parse().ok());
    let names = context.label('N');
    let name_fields: Vec<_> = names.iter().flat_map(Label::fields).collect();
    let room = name_fields
        .get(2)
        .and_then(|field| match field.text().trim() {
            "O" | "o" => Some(Room::Open),
            "C" | "c" => Some(Room::Closed),
            _ => None,
        });
    let mut out = BoardRecord {
        name: match (board, room, &board_text) {
            (Some(board), Some(Room::Open), _) => format!("board {board}, open room"),
            (Some(board), Some(Room::Closed), _) => format!("board {board}, closed room"),
            (Some(board), None, _) => format!("board {board}"),
            (None, _, Some(text)) if !text.trim().is_empty() => format!("board {}", text.trim()),
            _ => format!("record {ordinal} in the file"),
        },
        event: text_in_effect(context, 'E'),
        stage: text_in_effect(context, 'S'),
        site: text_in_effect(context, 'L'),
        board,
        room,
        deal: game.deal.as_ref().map(|deal| deal.deal).unwrap_or_default(),
        ..BoardRecord::default()
    };
    if let Some(text) = board_text.filter(|text| board.is_none() && !text.trim().is_empty()) {
        out.not_read.push(format!(
            "the board `{}` is not a number and is not carried",
            text.trim()
        ));
    }
    if let Some(label) = context.label('D') {
        read_date(&label, &mut out);
    }
    // North+South:West+East, each pair's names split by `+`.
    for (pair, seats) in [
        (0, [Seat::North, Seat::South]),
        (1, [Seat::West, Seat::East]),
    ] {
        let Some(field) = name_fields.get(pair) else {
            continue;
        };
        for (seat, name) in seats.into_iter().zip(field.names()) {
            let name = name.trim();
            if let (false, Some(slot)) = (name.is_empty(), out.players.get_mut(seat.index())) {
                *slot = Some(name.to_owned());
            }
        }
    }
    if let Some(table) = name_fields.get(2).map(|field| field.text()) {
        if room.is_none() && !table.trim().is_empty() {
            out.not_read
                .push(format!("the table `{}` of N is not carried", table.trim()));
        }
    }
    read_game(record, &model_labels, &game, &mut out);
    let remarks = record
        .comments()
        .any(|comment| comment.signature().is_none());
    if remarks {
        out.not_read
            .push("the remarks on `%` lines in it are not carried".to_owned());
    }
    // Labels that repeat are reported where they are given, not in every record after.
    for (kind, what) in [
        (SyntaxKind::RBN_TITLE_LABEL, "the title and author (T)"),
        (SyntaxKind::RBN_SCORING_LABEL, "the form of scoring (F)"),
        (SyntaxKind::RBN_TEAMS_LABEL, "the teams (K)"),
        (SyntaxKind::RBN_MAKES_LABEL, "the double-dummy makes (M)"),
        (SyntaxKind::RBN_ITEMS_LABEL, "the item list (I)"),
    ] {
        let given = labels
            .iter()
            .any(|label| label.syntax().kind() == kind && !label.is_null());
        if given {
            out.not_read.push(format!("{what} is not carried"));
        }
    }
    out
}

/// The date of `D`; its time, its span and "circa" are reported, since no record holds them.
fn read_date(label: &Label, out: &mut BoardRecord) {
    let Some(label) = DateLabel::cast(label.syntax().clone()) else {
        return;
    };
    let Some(date) = label.date() else {
        return;
    };
    let number = |token: Option<gamerec_grammar::SyntaxToken>| {
        token.and_then(|token| token.text().parse::<u16>().ok())
    };
    let month = number(date.month()).and_then(|month| u8::try_from(month).ok());
    let day = number(date.day()).and_then(|day| u8::try_from(day).ok());
    out.date = RecordDate::known(number(date.year()), month, day);
    let mut lost = Vec::new();
    if label.time().is_some() {
        lost.push("time");
    }
    if date.end_day().is_some() {
        lost.push("last day");
    }
    if date.is_circa() {
        lost.push("\"circa\"");
    }
    if !lost.is_empty() {
        out.not_read
            .push(format!("the {} of D is not carried", lost.join(" and ")));
    }
}

/// The auction, contract, play and result of the record, and its commentary.
fn read_game(record: &Record, labels: &model::Labels, game: &BridgeGame, out: &mut BoardRecord) {
    let mut judged = false;
    if let Some(facts) = &game.auction {
        out.dealer = facts.dealer_known.then_some(facts.dealer);
        out.vulnerability = facts.vulnerability;
        let notes = call_notes(record, labels.auction.as_ref(), &mut judged);
        out.calls = RecordCall::listed(facts, &notes);
        out.ending = Ending::reached(facts);
    }
    if out.ending.is_none() {
        let passed_out = game
            .result
            .as_ref()
            .is_some_and(|result| result.passed_out.is_some());
        out.ending = match &game.final_contract {
            Some(contract) => contract.contract.map(Ending::Contract),
            None if passed_out => Some(Ending::PassedOut),
            None => None,
        };
    }
    out.leader = game.final_contract.as_ref().map(|contract| contract.leader);
    if let Some(play) = &game.play {
        let mut stopped = false;
        for written in &play.plays {
            let placed = written
                .replayed
                .filter(|played| played.error.is_none())
                .and_then(|played| Some((played.seat?, played.card?)));
            match placed {
                Some(placed) if !stopped => out.plays.push(placed),
                _ => {
                    stopped = true;
                    out.plays_unplaced += 1;
                }
            }
        }
        if let Some(label) = &labels.play {
            for token in label
                .descendants_with_tokens()
                .filter_map(|element| element.into_token())
            {
                match token.kind() {
                    SyntaxKind::RBN_ANNOTATION => judged = true,
                    SyntaxKind::RBN_NOTE_REF => {
                        let note = "the notes on plays (`^n`) are not carried".to_owned();
                        if !out.not_read.contains(&note) {
                            out.not_read.push(note);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    if judged {
        out.not_read.push(
            "the judgements on calls and plays (`!`, `?` and the like) are not carried".to_owned(),
        );
    }
    let passed_out = out.ending == Some(Ending::PassedOut);
    out.tricks = game
        .result
        .as_ref()
        .filter(|_| !passed_out)
        .and_then(|result| result.tricks.as_ref()?.value)
        .and_then(|tricks| u8::try_from(tricks).ok())
        .filter(|&tricks| tricks <= 13);
    for node in record.syntax().children() {
        match node.kind() {
            SyntaxKind::RBN_FREE_TEXT => {
                let text = gamerec_grammar::rbn::ast::FreeText::cast(node)
                    .map(|text| text.text().replace('|', "\n"))
                    .unwrap_or_default();
                out.commentary.push(text.trim().to_owned());
            }
            SyntaxKind::RBN_NOTE_LABEL => {
                let note = gamerec_grammar::rbn::ast::NoteLabel::cast(node);
                let general = note.as_ref().and_then(|note| note.number()) == Some(0);
                if let Some(text) = note.filter(|_| general).and_then(|note| note.text()) {
                    out.commentary.push(text.text().trim().to_owned());
                }
            }
            _ => {}
        }
    }
    out.commentary.retain(|text| !text.is_empty());
}

/// For each call of `A`, by where it starts: whether it is alerted (`*`, "conventional"),
/// and the text of its notes. Sets `judged` when a call carries a judgement such as `!` or `?`.
fn call_notes(
    record: &Record,
    label: Option<&SyntaxNode>,
    judged: &mut bool,
) -> HashMap<TextSize, CallNote> {
    let mut notes = HashMap::new();
    let Some(label) = label.cloned().and_then(AuctionLabel::cast) else {
        return notes;
    };
    for call in label.calls() {
        let mut alerted = false;
        for annotation in call.annotations() {
            if annotation.text() == "*" {
                alerted = true;
            } else {
                *judged = true;
            }
        }
        let texts: Vec<String> = call
            .note_refs()
            .filter_map(|number| rbn_resolve(record.syntax(), label.syntax(), number))
            .filter_map(|note| gamerec_grammar::rbn::ast::NoteLabel::cast(note)?.text())
            .map(|text| text.text().trim().to_owned())
            .collect();
        let explanation = (!texts.is_empty()).then(|| texts.join("; "));
        let start = call.syntax().text_range().start();
        notes.insert(start, (alerted, explanation));
    }
    notes
}
