//! A board against the result the vugraph header's `rs` gives for its board and room: the
//! contract the auction reached, and the tricks declarer took in the play or by the claim.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::AuctionInfo;
use crate::ide::notations::bridge::rules::AuctionResult;
use crate::ide::notations::lin::model::header::{Header, ResultEntry};
use crate::ide::notations::lin::model::BoardModel;
use crate::ide::Diagnostic;

pub(crate) const RESULT_DIFFERS: &str = "lin/result-differs";

pub(super) fn check(model: &BoardModel, header: &Header, out: &mut Findings) {
    let Some(room_board) = &model.room_board else {
        return;
    };
    let Some(board) = room_board.board else {
        return;
    };
    let Some(entry) = header.result_for(board, room_board.room) else {
        return;
    };
    let whose = format!("board {board} in the {}", room_board.room.name());
    let auction = model.game.auction.as_ref();
    let reached = auction
        .and_then(|facts| facts.replay.as_ref())
        .filter(|info| info.dealer_known)
        .and_then(AuctionInfo::result);
    if let Some(reached) = reached {
        let range = auction
            .and_then(|facts| facts.replay.as_ref())
            .and_then(|info| info.last_call)
            .unwrap_or(room_board.range);
        let differs = match (reached, entry.contract) {
            (AuctionResult::PassedOut, None) => None,
            (AuctionResult::PassedOut, Some(_)) => Some("the board is passed out".to_owned()),
            (AuctionResult::Contract(contract), None) => {
                Some(format!("the auction ends in {contract}"))
            }
            (AuctionResult::Contract(contract), Some(written)) => {
                (contract != written).then(|| format!("the auction ends in {contract}"))
            }
        };
        if let Some(here) = differs {
            out.push(Diagnostic::error(
                RESULT_DIFFERS,
                range,
                format!(
                    "the header's `rs` gives `{}` ({}) for {whose}, but here {here}: correct \
                     the auction or the result",
                    entry.text,
                    described(entry)
                ),
            ));
            return;
        }
    }
    let (Some(written), Some((taken, how, range))) = (entry.tricks, tricks_taken(model)) else {
        return;
    };
    if entry.contract.is_some() && written != taken {
        out.push(Diagnostic::error(
            RESULT_DIFFERS,
            range,
            format!(
                "the header's `rs` gives `{}` ({}) for {whose}, but declarer takes {taken} \
                 trick{} {how}: correct the play or the result",
                entry.text,
                described(entry),
                if taken == 1 { "" } else { "s" }
            ),
        ));
    }
}

/// An `rs` entry in words: "4♥ by East, 10 tricks".
fn described(entry: &ResultEntry) -> String {
    match (entry.contract, entry.tricks) {
        (None, _) => "passed out".to_owned(),
        (Some(contract), Some(tricks)) => format!("{contract}, {tricks} tricks"),
        (Some(contract), None) => contract.to_string(),
    }
}

/// Declarer's tricks, by the claim or at the end of a play replayed in full, with how they
/// are known and where to report them.
fn tricks_taken(model: &BoardModel) -> Option<(u8, &'static str, gamerec_grammar::TextRange)> {
    if let Some(claim) = &model.claim {
        let tricks = u8::try_from(claim.tricks?).ok()?;
        return Some((tricks, "by the claim", claim.range));
    }
    let play = model.game.play.as_ref()?;
    let replay = play.replay.as_ref()?;
    if replay.failed || replay.stopped || !replay.play.is_finished() {
        return None;
    }
    let taken = u8::try_from(replay.play.tricks_won(replay.declarer.side())).ok()?;
    Some((taken, "in the play", play.range))
}
