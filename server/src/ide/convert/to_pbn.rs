//! [`BoardRecord`]s written as PBN: a game per board, its tags in the order of PBN's export
//! format, the auction with a note for each alert, the play in columns from the opening
//! leader, and the notes for the reader as comments. A claim has no tag: declarer's tricks
//! by it go into `Result`, and that is reported.

use super::record::{BoardRecord, Ending, Room, ALERTED_NOTE};
use super::Loss;
use crate::ide::notations::bridge::rules::{Call, Card, Seat, Vulnerability};

pub(crate) fn write(boards: &[BoardRecord], losses: &mut Vec<Loss>) -> String {
    let mut out = String::from("% PBN 2.1\n");
    super::write_boards(boards, &mut out, losses, |_, board, out, losses| {
        write_board(board, out, losses)
    });
    out
}

/// A tag value with PBN's escapes for `\` and `"`.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        if c != '\n' && c != '\r' && c != '\t' {
            out.push(c);
        }
    }
    out.push('"');
    out
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} {}]\n", quoted(value)));
}

/// The longest line PBN allows, without its line end.
const MAX_LINE: usize = 254;

/// Commentary with its lines broken between words to fit PBN's lines, leaving room for the
/// braces around it.
fn wrapped(text: &str) -> String {
    let room = MAX_LINE - 2;
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        let mut current = String::new();
        for word in line.split(' ') {
            let needed = current.chars().count() + 1 + word.chars().count();
            if !current.is_empty() && needed > room {
                lines.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
        lines.push(current);
    }
    lines.join("\n")
}

fn write_board(board: &BoardRecord, out: &mut String, losses: &mut Vec<Loss>) {
    tag(out, "Event", board.event.as_deref().unwrap_or(""));
    if let Some(site) = &board.site {
        tag(out, "Site", site);
    }
    if let Some(date) = board.date {
        let part = |value: Option<u16>, width: usize| {
            value.map_or("?".repeat(width), |value| format!("{value:0width$}"))
        };
        let text = format!(
            "{}.{}.{}",
            part(date.year, 4),
            part(date.month.map(u16::from), 2),
            part(date.day.map(u16::from), 2)
        );
        tag(out, "Date", &text);
    }
    if let Some(stage) = &board.stage {
        tag(out, "Stage", stage);
    }
    if let Some(number) = board.board {
        tag(out, "Board", &number.to_string());
    }
    for (seat, name) in [Seat::West, Seat::North, Seat::East, Seat::South]
        .map(|seat| (seat, board.players.get(seat.index()).cloned().flatten()))
    {
        if let Some(name) = name {
            tag(out, seat.name(), &name);
        }
    }
    if let Some(dealer) = board.dealer {
        tag(out, "Dealer", &dealer.letter().to_string());
    }
    if let Some(vulnerability) = board.vulnerability {
        tag(out, "Vulnerable", vulnerable(vulnerability));
    }
    tag(out, "Deal", &deal_value(board));
    if let Some(room) = board.room {
        tag(
            out,
            "Room",
            if room == Room::Open { "Open" } else { "Closed" },
        );
    }
    match board.ending {
        Some(Ending::Contract(contract)) => {
            tag(out, "Declarer", &contract.declarer.letter().to_string());
            let letters = format!(
                "{}{}",
                crate::ide::notations::bridge::rules::Bid::new(contract.level, contract.strain)
                    .map(|bid| bid.letters())
                    .unwrap_or_default(),
                contract.doubled.letters()
            );
            tag(out, "Contract", &letters);
            if let Some(tricks) = board.tricks {
                tag(out, "Result", &tricks.to_string());
            }
        }
        Some(Ending::PassedOut) => tag(out, "Contract", "Pass"),
        None => {}
    }
    if let Some(claim) = board.claim {
        losses.push(Loss::new(
            board,
            format!("PBN has no claim: the claim's {claim} tricks are written as the Result"),
        ));
    }
    let unalerted: Vec<String> = (1..)
        .zip(&board.calls)
        .filter(|(_, call)| !call.alerted && call.explanation.is_some())
        .map(|(number, _)| number.to_string())
        .collect();
    if !unalerted.is_empty() {
        let (calls, verb) = if unalerted.len() == 1 {
            ("call", "is")
        } else {
            ("calls", "are")
        };
        let what = format!(
            "PBN marks no alerts, and a call with a note reads as alerted: the explanation of \
             {calls} {} (not alerted) {verb} written as a note",
            unalerted.join(", ")
        );
        losses.push(Loss::new(board, what));
    }
    let notes = write_auction(board, out);
    for (number, text) in (1..).zip(&notes) {
        let value = format!("{number}:{text}");
        // `[Note "…"]` around the value; a note too long for PBN's line is cut and reported.
        let room = MAX_LINE - 9;
        if value.chars().count() > room {
            let cut: String = value.chars().take(room).collect();
            let what =
                format!("PBN's lines hold {MAX_LINE} characters: the note \"{text}\" is cut");
            losses.push(Loss::new(board, what));
            tag(out, "Note", &cut);
        } else {
            tag(out, "Note", &value);
        }
    }
    write_play(board, out, losses);
    for note in &board.commentary {
        let text: String = note
            .chars()
            .map(|c| if c == '}' { ')' } else { c })
            .collect();
        out.push('{');
        out.push_str(&wrapped(&text));
        out.push_str("}\n");
    }
}

fn vulnerable(vulnerability: Vulnerability) -> &'static str {
    crate::ide::notations::bridge::text::pbn_vulnerable_value(vulnerability)
}

/// The hands from the dealer clockwise (from North when the dealer is not known), as PBN's
/// export format writes them; `-` for a hand not given.
fn deal_value(board: &BoardRecord) -> String {
    let first = board.dealer.unwrap_or(Seat::North);
    let hands: Vec<String> = first
        .clockwise_from()
        .iter()
        .map(|&seat| match board.deal.hand(seat) {
            Some(hand) => hand.to_dotted(),
            None => "-".to_owned(),
        })
        .collect();
    format!("{}:{}", first.letter(), hands.join(" "))
}

/// The Auction section; returns the texts of its notes, numbered from 1.
fn write_auction(board: &BoardRecord, out: &mut String) -> Vec<String> {
    let mut notes = Vec::new();
    let Some(dealer) = board.dealer.filter(|_| !board.calls.is_empty()) else {
        return notes;
    };
    tag(out, "Auction", &dealer.letter().to_string());
    for round in board.calls.chunks(4) {
        let written: Vec<String> = round
            .iter()
            .map(|call| {
                let mut text = call_letters(call.call);
                if call.alerted || call.explanation.is_some() {
                    let explanation = call.explanation.clone();
                    notes.push(explanation.unwrap_or_else(|| ALERTED_NOTE.to_owned()));
                    text.push_str(&format!(" ={}=", notes.len()));
                }
                text
            })
            .collect();
        out.push_str(&written.join(" "));
        out.push('\n');
    }
    let ended = board.ending.is_some();
    if !ended {
        out.push_str("*\n");
    }
    notes
}

fn call_letters(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_owned(),
        Call::Double => "X".to_owned(),
        Call::Redouble => "XX".to_owned(),
        Call::Bid(bid) => bid.letters(),
    }
}

/// The Play section: a line per trick, each seat's card in its column from the opening leader.
fn write_play(board: &BoardRecord, out: &mut String, losses: &mut Vec<Loss>) {
    let Some(leader) = board.opening_leader().filter(|_| !board.plays.is_empty()) else {
        if board.plays_unplaced > 0 {
            losses.push(Loss::new(
                board,
                "the play is left out: whose cards they are is not known without the contract"
                    .to_owned(),
            ));
        }
        return;
    };
    tag(out, "Play", &leader.letter().to_string());
    for trick in board.plays.chunks(4) {
        let mut columns: [Option<Card>; 4] = [None; 4];
        for &(seat, card) in trick {
            let column = (seat.index() + 4 - leader.index()) % 4;
            if let Some(slot) = columns.get_mut(column) {
                *slot = Some(card);
            }
        }
        let written: Vec<String> = columns
            .iter()
            .map(|card| card.map_or("-".to_owned(), Card::letters))
            .collect();
        out.push_str(&written.join(" "));
        out.push('\n');
    }
    let complete = board.plays.len() == 52 && board.plays_unplaced == 0;
    if !complete {
        out.push_str("*\n");
    }
    losses.extend(Loss::unplaced(board));
}
