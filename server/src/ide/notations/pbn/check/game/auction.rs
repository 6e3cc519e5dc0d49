//! The Contract and Declarer tags against the contract and declarer the auction produced.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::{AuctionEnd, AuctionFacts, WrittenCall};
use crate::ide::notations::bridge::rules::{Auction, AuctionResult, Call, Contract, Seat};
use crate::ide::notations::pbn::model::tags::{ContractTag, DeclarerTag, GameTags};
use crate::ide::Diagnostic;

pub(super) const CONTRACT_MISMATCH: &str = "pbn/contract-mismatch";
pub(super) const DECLARER_MISMATCH: &str = "pbn/declarer-mismatch";

/// The Contract and Declarer tags against a finished auction.
pub(super) fn check_contract(tags: &GameTags, facts: &AuctionFacts, out: &mut Findings) {
    let AuctionEnd::Finished(result) = facts.end else {
        return;
    };
    if facts.replay.is_none() {
        return;
    }
    let derived = match result {
        AuctionResult::PassedOut => None,
        AuctionResult::Contract(contract) => Some(contract),
    };
    if let Some(tag) = tags.contract {
        check_contract_tag(derived, tag, out);
    }
    if let Some(tag) = tags.declarer {
        check_declarer_tag(tags, facts, derived, tag, out);
    }
}

/// A contract as the Contract tag spells it: `4HX`.
fn spelled(contract: &Contract) -> String {
    format!(
        "{}{}{}",
        contract.level,
        contract.strain.letters(),
        contract.doubled.letters()
    )
}

fn check_contract_tag(derived: Option<Contract>, tag: ContractTag, out: &mut Findings) {
    let written = tag.contract;
    let message = match (derived, written) {
        (None, None) => return,
        (None, Some((bid, doubled))) => format!(
            "the auction is passed out, but the Contract tag says {}{}: write `Pass`",
            bid,
            doubled.letters()
        ),
        (Some(contract), None) => format!(
            "the auction ends in {contract}, but the Contract tag says Pass: write `{}`",
            spelled(&contract)
        ),
        (Some(contract), Some((bid, doubled))) => {
            if contract.bid() == Some(bid) && contract.doubled == doubled {
                return;
            }
            format!(
                "the auction ends in {contract}, but the Contract tag says {bid}{}: write `{}`",
                doubled.letters(),
                spelled(&contract)
            )
        }
    };
    out.push(Diagnostic::error(CONTRACT_MISMATCH, tag.range, message));
}

fn check_declarer_tag(
    tags: &GameTags,
    facts: &AuctionFacts,
    derived: Option<Contract>,
    tag: DeclarerTag,
    out: &mut Findings,
) {
    let message = match (derived, tag.seat) {
        (None, None) => return,
        (None, Some(seat)) => format!(
            "the auction is passed out, so there is no declarer, but the Declarer tag says \
             {seat}: leave it empty"
        ),
        (Some(contract), None) => format!(
            "the auction ends in {contract}, but the Declarer tag is empty: write `{}`",
            contract.declarer.letter()
        ),
        (Some(contract), Some(seat)) if tag.swapped => {
            let partner = contract.declarer.partner();
            if seat == partner {
                return;
            }
            format!(
                "`^` marks declarer and dummy swapped, so after the auction's {contract} it \
                 names dummy {partner}, not {seat}: write `^{}`",
                partner.letter()
            )
        }
        (Some(contract), Some(seat)) => {
            if seat == contract.declarer {
                return;
            }
            let mut message = format!(
                "the auction makes {} declarer of {} (the first of {} to name {}), but the \
                 Declarer tag says {seat}",
                contract.declarer,
                spelled(&contract),
                contract.declaring_side(),
                contract.strain.name()
            );
            if let Some(passes) = missing_passes(tags, facts, seat) {
                message.push_str(&passes);
            }
            message
        }
    };
    out.push(Diagnostic::error(DECLARER_MISMATCH, tag.range, message));
}

/// Some writers leave out the passes before the opening bid but keep the dealer in the
/// Auction tag, so every call lands one or more seats early. When putting those passes back
/// gives exactly the Contract and Declarer tags, the message says so.
fn missing_passes(tags: &GameTags, facts: &AuctionFacts, declarer: Seat) -> Option<String> {
    let (bid, doubled) = tags.contract?.contract?;
    for passes in 1..=3 {
        let mut auction = Auction::new(facts.dealer);
        for _ in 0..passes {
            auction.push(Call::Pass).ok()?;
        }
        let replayed = facts.calls.iter().all(|call| {
            for _ in 0..call.skips_before {
                if auction.skip_turn().is_err() {
                    return false;
                }
            }
            match call.written {
                Some(WrittenCall::Call(Call::Bid(bid)))
                    if call.accepted_insufficient && auction.check(Call::Bid(bid)).is_err() =>
                {
                    auction.push_accepted_insufficient(bid).is_ok()
                }
                Some(WrittenCall::Call(call)) => auction.push(call).is_ok(),
                Some(WrittenCall::AllPass) => auction.push_all_pass().is_ok(),
                Some(WrittenCall::Query) | None => false,
            }
        });
        let Some(AuctionResult::Contract(contract)) = auction.result().filter(|_| replayed) else {
            continue;
        };
        if contract.declarer == declarer
            && contract.bid() == Some(bid)
            && contract.doubled == doubled
        {
            let count = if passes == 1 {
                "a pass".to_owned()
            } else {
                format!("{passes} passes")
            };
            let opener = facts.dealer.after(passes);
            return Some(format!(
                "; the calls fit the tags if {count} before the opening bid were written \
                 (the dealer is {}; the first bid would be {opener}'s): write the passes from \
                 the dealer on",
                facts.dealer
            ));
        }
    }
    None
}
