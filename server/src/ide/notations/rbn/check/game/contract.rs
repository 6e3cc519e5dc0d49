//! The `C` label's contract judged: its goal against the deal, and the contract and declarer
//! against those the auction produced.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::{AuctionInfo, ContractInfo, DealInfo};
use crate::ide::notations::bridge::rules::{AuctionResult, Bid, Contract};
use crate::ide::{Diagnostic, RelatedInformation};

/// An error for a goal no play can reach: outside 1 to 13 tricks, or more tricks than the
/// hands of an ending hold.
pub(super) fn check_goal(contract: &ContractInfo, deal: Option<&DealInfo>, out: &mut Findings) {
    let Some((Some(goal), range)) = contract.goal else {
        return;
    };
    let message = if !(1..=13).contains(&goal) {
        "a goal is the number of tricks declarer aims to win, from 1 to 13".to_string()
    } else {
        match deal
            .filter(|deal| !deal.broken)
            .and_then(DealInfo::cards_each)
        {
            Some(each) if goal > u32::try_from(each).unwrap_or(13) => format!(
                "the hands hold {each} cards each, so declarer can win at most {each} tricks"
            ),
            _ => return,
        }
    };
    let written = if goal == u32::MAX {
        "the goal".to_string()
    } else {
        format!("a goal of {goal}")
    };
    out.push(Diagnostic::error(
        "rbn/impossible-goal",
        range,
        format!("{written} cannot be reached: {message}"),
    ));
}

/// An error when `C` disagrees with the auction: another contract or another declarer than
/// a finished auction produced, no contract after a pass-out, or a contract below the one a
/// partial auction already reached. True when it reported one.
pub(super) fn compare(contract: &ContractInfo, auction: &AuctionInfo, out: &mut Findings) -> bool {
    if !auction.clean {
        return false;
    }
    let Some(level) = contract.level else {
        return false;
    };
    let related = |message: &str| {
        auction.last_bid_call.map(|range| RelatedInformation {
            range,
            message: message.to_string(),
        })
    };
    let describe = |reached: &Contract| {
        if auction.dealer_known {
            reached.to_string()
        } else {
            format!(
                "{}{}{}",
                reached.level,
                reached.strain,
                reached.doubled.letters()
            )
        }
    };
    let (range, message, related) = match auction.auction.result() {
        Some(AuctionResult::PassedOut) => (
            contract.range,
            format!(
                "C says {}, but the auction was passed out; remove C or correct the auction",
                contract.text()
            ),
            None,
        ),
        Some(AuctionResult::Contract(reached)) => {
            let same_contract = level == reached.level
                && contract.strain == reached.strain
                && contract.doubling == reached.doubled;
            if !same_contract {
                (
                    contract.range,
                    format!(
                        "C says {}, but the auction ended in {}",
                        contract.text(),
                        describe(&reached)
                    ),
                    related("the auction's last bid"),
                )
            } else {
                let (Some(declarer), Some(range), true) = (
                    contract.declarer,
                    contract.declarer_range,
                    auction.dealer_known,
                ) else {
                    return false;
                };
                if declarer == reached.declarer {
                    return false;
                }
                let first = auction
                    .auction
                    .first_to_name(reached.declarer.side(), reached.strain);
                let why = match first {
                    Some(seat) => format!(
                        "{seat} was the first of {} to bid {}",
                        seat.side(),
                        reached.strain.name()
                    ),
                    None => format!("{} bid it", reached.declarer),
                };
                (
                    range,
                    format!(
                        "C names {declarer} as declarer, but {why}, so {} declares",
                        reached.declarer
                    ),
                    None,
                )
            }
        }
        None => {
            let Some(reached) = auction.auction.contract_so_far() else {
                return false;
            };
            let Some(bid) = Bid::new(level, contract.strain) else {
                return false;
            };
            let Some(reached_bid) = reached.bid() else {
                return false;
            };
            let below = (bid, contract.doubling) < (reached_bid, reached.doubled);
            if !below {
                return false;
            }
            (
                contract.range,
                format!(
                    "C says {}, but the auction has already reached {}, and an auction only \
                     goes up",
                    contract.text(),
                    describe(&reached)
                ),
                related("the highest bid so far"),
            )
        }
    };
    let mut diagnostic = Diagnostic::error("rbn/contract-mismatch", range, message);
    diagnostic.related.extend(related);
    out.push(diagnostic);
    true
}
