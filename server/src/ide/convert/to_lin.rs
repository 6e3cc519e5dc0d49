//! [`BoardRecord`]s written as LIN, the way BBO's own files write them: a vugraph header
//! (`vg`) when the boards name an event, then each board's players, room and board, deal,
//! heading, vulnerability and auction on its first line, a line per trick ending in `pg||`,
//! and the claim (declarer's tricks of a play not written to its end are written as one). LIN's values cannot hold `|`: one in a name or a note becomes `/`, and
//! that is reported.

use super::record::{BoardRecord, Ending, Room};
use super::Loss;
use crate::ide::notations::bridge::rules::{
    Auction, AuctionResult, Call, CardSet, Contract, Seat, Suit,
};
use crate::ide::notations::lin::completion::call_spelling;
use crate::ide::notations::lin::model::deal::{dealer_digit, HAND_ORDER};
use crate::ide::notations::lin::model::vulnerability_letter;

pub(crate) fn write(boards: &[BoardRecord], losses: &mut Vec<Loss>) -> String {
    let mut out = String::new();
    write_header(boards, &mut out, losses);
    super::write_boards(boards, &mut out, losses, |_, board, out, losses| {
        write_board(board, out, losses)
    });
    // The first board opens the file when no header comes before it.
    if out.starts_with('\n') {
        out.remove(0);
    }
    out
}

/// A vugraph header for boards of a named event: `vg` with the event, the stage and the
/// boards' range. The teams and carry-overs are not known and stay empty.
fn write_header(boards: &[BoardRecord], out: &mut String, losses: &mut Vec<Loss>) {
    let Some(first) = boards
        .iter()
        .find(|b| b.event.is_some() || b.stage.is_some())
    else {
        return;
    };
    let field = |text: Option<&String>, losses: &mut Vec<Loss>| {
        let text = value(text.map_or("", String::as_str), first, losses);
        if text.contains(',') {
            losses.push(Loss::new(
                first,
                format!("`,` separates vg's fields and is written ` ` in \"{text}\""),
            ));
        }
        text.replace(',', " ")
    };
    for board in boards.iter().filter(|board| board.event != first.event) {
        losses.push(Loss::new(
            board,
            "LIN's `vg` names one event for the whole file: this board's is not written".to_owned(),
        ));
    }
    let numbers = boards.iter().filter_map(|board| board.board);
    let low = numbers
        .clone()
        .min()
        .map_or(String::new(), |n| n.to_string());
    let high = numbers.max().map_or(String::new(), |n| n.to_string());
    out.push_str(&format!(
        "vg|{},{},I,{low},{high},,0,,0|pg||\n",
        field(first.event.as_ref(), losses),
        field(first.stage.as_ref(), losses)
    ));
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
    if board.date.is_some() || board.site.is_some() {
        let what = "LIN has no date or place: the board's are not written";
        losses.push(Loss::new(board, what.to_owned()));
    }
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
    // A board passed out without its calls written: LIN says so with the four passes.
    if board.calls.is_empty() && board.ending == Some(Ending::PassedOut) {
        out.push_str("mb|p|mb|p|mb|p|mb|p|");
    }
    for call in &board.calls {
        let alert = if call.alerted { "!" } else { "" };
        out.push_str(&format!("mb|{}{alert}|", spelling(call.call)));
        if let Some(explanation) = &call.explanation {
            out.push_str(&format!("an|{}|", value(explanation, board, losses)));
        }
    }
    out.push_str("pg||\n");
    write_play(board, out, losses);
    for note in &board.commentary {
        out.push_str(&format!("nt|{}|pg||\n", value(note, board, losses)));
    }
    losses.extend(Loss::unplaced(board));
}

/// The cards and the claim, which LIN reads under the contract the calls reach: without that
/// contract they are not written, and that is reported.
fn write_play(board: &BoardRecord, out: &mut String, losses: &mut Vec<Loss>) {
    let reached = reached(board);
    let mut lost = Vec::new();
    if let Some(Ending::Contract(contract)) = board.ending {
        if reached != Some(contract) {
            lost.push(contract.to_string());
        }
    }
    // The play was read with its own opening leader; LIN's follows from the calls.
    let same_leader =
        board.plays.is_empty() || reached.map(|contract| contract.opening_leader()) == board.leader;
    if reached.is_some() && lost.is_empty() && same_leader {
        for trick in board.plays.chunks(4) {
            for (_, card) in trick {
                out.push_str(&format!("pc|{}|", card.letters()));
            }
            out.push_str("pg||\n");
        }
        // Declarer's tricks without a play written to its end are LIN's claim.
        let cards: usize = board.deal.hand_sizes().iter().flatten().sum();
        let played_out = cards > 0 && board.plays.len() == cards;
        if let Some(claim) = board.claim.or(board.tricks.filter(|_| !played_out)) {
            out.push_str(&format!("mc|{claim}|pg||\n"));
        }
        return;
    }
    lost.extend(
        board
            .tricks
            .map(|tricks| format!("declarer's {tricks} tricks")),
    );
    if !board.plays.is_empty() {
        lost.push("the play".to_owned());
    }
    if !lost.is_empty() {
        losses.push(Loss::new(
            board,
            format!(
                "LIN plays a board under the contract its calls reach, and these calls reach \
                 no contract or another, or another opening leader: {} not written",
                lost.join(", ") + if lost.len() == 1 { " is" } else { " are" }
            ),
        ));
    }
}

/// The contract the board's calls reach from its dealer, when they end in one.
fn reached(board: &BoardRecord) -> Option<Contract> {
    let mut auction = Auction::new(board.dealer.unwrap_or(Seat::North));
    for call in &board.calls {
        auction.push(call.call).ok()?;
    }
    match auction.result()? {
        AuctionResult::Contract(contract) => Some(contract),
        AuctionResult::PassedOut => None,
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
