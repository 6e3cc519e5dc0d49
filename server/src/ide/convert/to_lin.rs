//! [`BoardRecord`]s written as LIN, the way BBO's own files write them: a vugraph header when
//! the boards come from a match's rooms, then each board's players, room and board, deal,
//! heading, vulnerability and auction on its first line, a line per trick ending in `pg||`,
//! and the claim. LIN's values cannot hold `|`: one in a name or a note becomes `/`, and
//! that is reported.

use super::record::{BoardRecord, Room};
use super::Loss;
use crate::ide::notations::bridge::rules::{Call, CardSet, Seat, Suit};
use crate::ide::notations::lin::completion::call_spelling;
use crate::ide::notations::lin::model::deal::{dealer_digit, HAND_ORDER};
use crate::ide::notations::lin::model::vulnerability_letter;

pub(crate) fn write(boards: &[BoardRecord], losses: &mut Vec<Loss>) -> String {
    let mut out = String::new();
    for board in boards {
        if !out.is_empty() {
            out.push('\n');
        }
        write_board(board, &mut out, losses);
    }
    out
}

/// A value as LIN can hold it: without `|`, and on one line.
fn value(text: &str, board: &BoardRecord, losses: &mut Vec<Loss>) -> String {
    if text.contains('|') {
        losses.push(Loss::new(
            board,
            format!("`|` cannot stand in a LIN value and is written `/` in \"{text}\""),
        ));
    }
    text.chars()
        .map(|c| match c {
            '|' => '/',
            '\n' | '\r' => ' ',
            c => c,
        })
        .collect()
}

fn write_board(board: &BoardRecord, out: &mut String, losses: &mut Vec<Loss>) {
    let names: Vec<String> = HAND_ORDER
        .iter()
        .map(|seat| {
            let name = board.players.get(seat.index()).cloned().flatten();
            value(name.as_deref().unwrap_or(""), board, losses).replace(',', " ")
        })
        .collect();
    out.push_str(&format!("pn|{}|", names.join(",")));
    if let (Some(room), Some(number)) = (board.room, board.board) {
        let letter = if room == Room::Open { 'o' } else { 'c' };
        out.push_str(&format!("qx|{letter}{number}|"));
    }
    out.push_str("st||");
    let dealer = board.dealer.unwrap_or(Seat::North);
    if board.dealer.is_none() {
        losses.push(Loss::new(
            board,
            "LIN's deal names a dealer and the board has none: North deals".to_owned(),
        ));
    }
    let hands: Vec<String> = HAND_ORDER
        .iter()
        .map(|&seat| board.deal.hand(seat).map(hand_text).unwrap_or_default())
        .collect();
    out.push_str(&format!(
        "md|{}{}|rh||",
        dealer_digit(dealer),
        hands.join(",")
    ));
    if let Some(number) = board.board {
        out.push_str(&format!("ah|Board {number}|"));
    }
    if let Some(vulnerability) = board.vulnerability {
        out.push_str(&format!("sv|{}|", vulnerability_letter(vulnerability)));
    }
    for call in &board.calls {
        let alert = if call.alerted { "!" } else { "" };
        out.push_str(&format!("mb|{}{alert}|", spelling(call.call)));
        if let Some(explanation) = &call.explanation {
            out.push_str(&format!("an|{}|", value(explanation, board, losses)));
        }
    }
    out.push_str("pg||\n");
    for trick in board.plays.chunks(4) {
        for (_, card) in trick {
            out.push_str(&format!("pc|{}|", card.letters()));
        }
        out.push_str("pg||\n");
    }
    if let Some(claim) = board.claim {
        out.push_str(&format!("mc|{claim}|pg||\n"));
    }
    for note in &board.commentary {
        out.push_str(&format!("nt|{}|pg||\n", value(note, board, losses)));
    }
    if board.plays_unplaced > 0 {
        losses.push(Loss::new(
            board,
            format!(
                "{} card{} after the play stopped replaying {} left out",
                board.plays_unplaced,
                if board.plays_unplaced == 1 { "" } else { "s" },
                if board.plays_unplaced == 1 {
                    "is"
                } else {
                    "are"
                }
            ),
        ));
    }
}

fn spelling(call: Call) -> String {
    call_spelling(call)
}

/// A hand as `md` writes it: each suit's letter, then its ranks from the ace down.
fn hand_text(hand: CardSet) -> String {
    let mut text = String::new();
    for suit in Suit::DESCENDING {
        text.push(suit.letter());
        text.extend(hand.ranks_in(suit).map(|rank| rank.letter()));
    }
    text
}
