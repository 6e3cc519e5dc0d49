//! The auction, replayed: bids rise, a player who passed stays out (`-`), nothing follows the
//! end, the first bidder sits at the dealer's left, and the contract and declarer are the bid
//! and bidder left standing.

use crate::ide::check::Findings;
use crate::ide::notations::pinochle::model::auction::{AuctionReplay, Fault};
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::Diagnostic;

pub(super) const BID_NOT_HIGHER: &str = "pinochle/bid-not-higher";
pub(super) const AUCTION_TURN: &str = "pinochle/auction-turn";
pub(super) const CALL_AFTER_AUCTION: &str = "pinochle/call-after-auction";
pub(super) const AUCTION_FIRST_SEAT: &str = "pinochle/auction-first-seat";
pub(super) const CONTRACT_MISMATCH: &str = "pinochle/contract-mismatch";
pub(super) const DECLARER_MISMATCH: &str = "pinochle/declarer-mismatch";

pub(super) fn check(model: &HandModel, replay: Option<&AuctionReplay>, out: &mut Findings) {
    let Some(replay) = replay else {
        return;
    };
    let table = &model.table;
    let seat = |index: usize| table.seats.get(index).copied().unwrap_or("?");
    for judged in &replay.calls {
        let who = seat(judged.seat);
        let (code, message) = match judged.fault {
            None => continue,
            Some(Fault::NotHigher { standing }) => (
                BID_NOT_HIGHER,
                format!("{who} bids no higher than the {standing} standing: each bid rises"),
            ),
            Some(Fault::AlreadyOut) => (
                AUCTION_TURN,
                format!("{who} passed before and is out of the auction: write `-` for them"),
            ),
            Some(Fault::NotOut) => (
                AUCTION_TURN,
                format!("`-` stands for a player who passed before, and {who} has not passed"),
            ),
            Some(Fault::AfterEnd) => (
                CALL_AFTER_AUCTION,
                "the auction ended when all but one had passed; nothing follows".to_owned(),
            ),
        };
        out.push(Diagnostic::error(code, judged.call.range, message));
    }
    if let (Some(auction), Some(dealer)) = (&model.auction, model.dealer) {
        let left = (dealer.value + 1) % table.players;
        if auction.first.value != left {
            out.push(Diagnostic::warning(
                AUCTION_FIRST_SEAT,
                auction.first.range,
                format!(
                    "the player on the dealer's left bids first in most games: {} deals, so {} \
                     opens the auction, not {}",
                    seat(dealer.value),
                    seat(left),
                    seat(auction.first.value)
                ),
            ));
        }
    }
    let Some((holder, bid)) = replay.outcome() else {
        return;
    };
    if let Some(contract) = model.contract {
        if contract.value != bid {
            out.push(Diagnostic::error(
                CONTRACT_MISMATCH,
                contract.range,
                format!(
                    "the auction ends with {} bidding {bid}, so the contract is {bid}",
                    seat(holder)
                ),
            ));
        }
    }
    if let Some(declarer) = model.declarer {
        if declarer.value != holder {
            out.push(Diagnostic::error(
                DECLARER_MISMATCH,
                declarer.range,
                format!(
                    "the auction ends with {} bidding {bid}, so {} declares",
                    seat(holder),
                    seat(holder)
                ),
            ));
        }
    }
}
