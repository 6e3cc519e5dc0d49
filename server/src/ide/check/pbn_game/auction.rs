//! Auction checks: the first call by the dealer, every call legal (insufficient bids, doubles
//! and redoubles, calls after the end), the irregularity marks `^I` and `^S`, `AP`, the end
//! marks `*` and `+`; then the Contract and Declarer tags against the auction's result.

use super::marks::{self, Mark};
use super::tags::{is_inherited, seat, value_of, ContractTag, DeclarerTag, GameTags};
use crate::ide::bridge::{Auction, AuctionError, AuctionResult, Bid, Call, Contract, Seat};
use crate::ide::green::{Node, Token};
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(super) const FIRST_CALL_NOT_DEALER: &str = "pbn/first-call-not-dealer";
pub(super) const ILLEGAL_CALL: &str = "pbn/illegal-call";
pub(super) const FALSE_IRREGULARITY: &str = "pbn/false-irregularity";
pub(super) const MISPLACED_END_MARK: &str = "pbn/misplaced-end-mark";
pub(super) const CONTRACT_MISMATCH: &str = "pbn/contract-mismatch";
pub(super) const DECLARER_MISMATCH: &str = "pbn/declarer-mismatch";
pub(super) const UNFINISHED_AUCTION: &str = "pbn/unfinished-auction";

/// How the Auction section ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum AuctionEnd {
    /// Three passes after a bid, or four passes.
    Finished(AuctionResult),
    /// `*`: further calls are unknown.
    Unknown,
    /// `+`: the next call is still to be made.
    Pending,
    /// The calls stop without an end.
    Open,
}

/// One step of the auction as written, for replaying it.
#[derive(Debug, Clone, Copy)]
enum Step {
    Call(Call),
    AllPass,
    Skip,
    Insufficient(Bid),
}

/// What the auction check learnt, for the contract and score checks.
#[derive(Debug, Clone)]
pub(super) struct AuctionFacts {
    pub end: AuctionEnd,
    dealer: Seat,
    steps: Vec<Step>,
}

/// Walks the Auction section through the model. `None` when there is no auction, a value is
/// unknown, or the walk stopped at an error.
pub(super) fn check_auction(
    section: Option<Node<'_>>,
    dealer: Option<Seat>,
    out: &mut Vec<Diagnostic>,
) -> Option<AuctionFacts> {
    let section = section?;
    let value = value_of(section.child(PBN_TAG))?;
    if is_inherited(value) {
        return None;
    }
    let mut seat = seat(value.token(PBN_SEAT)?.text)?;
    let mut auction: Option<Auction> = None;
    let mut steps = Vec::with_capacity(16);
    let mut insufficient: Option<Token> = None;
    let mut end_mark: Option<Token> = None;
    let mut last_call: Option<Token> = None;
    let mut upper = String::new();
    for token in section.tokens() {
        let kind = token.kind;
        let range = token.range;
        upper.clear();
        if matches!(kind, PBN_CALL | PBN_IRREGULARITY) {
            upper.push_str(token.text);
            upper.make_ascii_uppercase();
        }
        let text = upper.as_str();
        match kind {
            ERROR => return None,
            PBN_CALL | PBN_IRREGULARITY if end_mark.is_some() => {
                let mark = end_mark.as_ref().map_or("", |t| t.text);
                out.push(Diagnostic::error(
                    MISPLACED_END_MARK,
                    range,
                    format!(
                        "`{}` follows `{mark}`, which ends the calls written; move `{mark}` \
                         after the last call",
                        token.text
                    ),
                ));
                return None;
            }
            PBN_CALL if text == "-" => {
                if auction.is_some() {
                    out.push(Diagnostic::error(
                        FIRST_CALL_NOT_DEALER,
                        range,
                        "`-` stands for a player before the dealer and may only start the \
                         auction; here a call is due",
                    ));
                    return None;
                }
                seat = seat.next();
            }
            PBN_CALL | PBN_IRREGULARITY => {
                if text == "^R" || text == "^L" {
                    return None;
                }
                if text == "^I" {
                    let first = insufficient.as_ref().map(|first| Mark {
                        text: first.text,
                        range: first.range,
                    });
                    marks::check_second(first, Mark { text, range }, "bid", out);
                    insufficient = Some(token);
                    continue;
                }
                let auction = match &mut auction {
                    Some(auction) => auction,
                    None => {
                        if let Some(dealer) = dealer.filter(|&dealer| dealer != seat) {
                            out.push(Diagnostic::error(
                                FIRST_CALL_NOT_DEALER,
                                range,
                                format!(
                                    "this is {seat}'s call, but the dealer {dealer} calls first: \
                                     start with {dealer}'s call, with a `-` for each player \
                                     from the Auction tag's seat up to the dealer"
                                ),
                            ));
                            return None;
                        }
                        auction.insert(Auction::new(seat))
                    }
                };
                let caller = auction.next_to_call();
                let step = match text {
                    "^S" => Step::Skip,
                    "AP" => Step::AllPass,
                    "PASS" => Step::Call(Call::Pass),
                    "X" => Step::Call(Call::Double),
                    "XX" => Step::Call(Call::Redouble),
                    bid => Step::Call(Call::Bid(Bid::parse(bid)?)),
                };
                let step = match (insufficient.take(), step) {
                    (Some(mark), Step::Call(Call::Bid(bid))) => {
                        match auction.check(Call::Bid(bid)) {
                            Ok(()) => {
                                let last = auction.last_bid().map_or_else(
                                    || "no bid came before it".to_owned(),
                                    |last| format!("it beats {} by {}", last.bid, last.by),
                                );
                                out.push(Diagnostic::error(
                                    FALSE_IRREGULARITY,
                                    mark.range,
                                    format!(
                                        "`^I` marks {bid} as an insufficient bid, but {last}: \
                                         remove the `^I`"
                                    ),
                                ));
                                Step::Call(Call::Bid(bid))
                            }
                            Err(_) => Step::Insufficient(bid),
                        }
                    }
                    (Some(mark), _) => {
                        out.push(Diagnostic::error(
                            FALSE_IRREGULARITY,
                            mark.range,
                            "`^I` marks an insufficient bid and must stand before a bid",
                        ));
                        return None;
                    }
                    (None, step) => step,
                };
                let outcome = match step {
                    Step::Call(call) => auction.push(call),
                    Step::AllPass => auction.push_all_pass().map(|_| ()),
                    Step::Skip => auction.skip_turn(),
                    Step::Insufficient(bid) => auction.push_accepted_insufficient(bid),
                };
                if let Err(error) = outcome {
                    out.push(Diagnostic::error(
                        ILLEGAL_CALL,
                        range,
                        call_message(caller, &error),
                    ));
                    return None;
                }
                steps.push(step);
                last_call = Some(token);
            }
            PBN_STAR | PBN_PLUS => {
                if let Some(mark) = &end_mark {
                    out.push(Diagnostic::error(
                        MISPLACED_END_MARK,
                        range,
                        format!(
                            "`{}` follows `{}`: end the auction with one of them",
                            token.text, mark.text
                        ),
                    ));
                    return None;
                }
                if let Some(result) = auction.as_ref().and_then(Auction::result) {
                    let what = match result {
                        AuctionResult::PassedOut => "was passed out".to_owned(),
                        AuctionResult::Contract(contract) => format!("ended in {contract}"),
                    };
                    let meaning = if kind == PBN_STAR {
                        "further calls are unknown"
                    } else {
                        "a call is still to be made"
                    };
                    out.push(Diagnostic::error(
                        MISPLACED_END_MARK,
                        range,
                        format!(
                            "the auction {what}, but `{}` says {meaning}: remove it",
                            token.text
                        ),
                    ));
                    return None;
                }
                end_mark = Some(token);
            }
            _ => {}
        }
    }
    let auction = auction?;
    let end = match (auction.result(), end_mark.map(|t| t.kind)) {
        (Some(result), _) => AuctionEnd::Finished(result),
        (None, Some(PBN_STAR)) => AuctionEnd::Unknown,
        (None, Some(_)) => AuctionEnd::Pending,
        (None, None) => {
            if let Some(last) = last_call {
                out.push(Diagnostic::warning(
                    UNFINISHED_AUCTION,
                    last.range,
                    "the auction stops here without ending: finish it with passes or `AP`, or \
                     end it with `*` (the other calls are unknown) or `+` (a call is still to be \
                     made)",
                ));
            }
            AuctionEnd::Open
        }
    };
    Some(AuctionFacts {
        end,
        dealer: auction.dealer(),
        steps,
    })
}

fn call_message(caller: Option<Seat>, error: &AuctionError) -> String {
    match (caller, error) {
        (_, AuctionError::AfterEnd { .. }) | (None, _) => {
            let mut text = error.to_string();
            if let Some(first) = text.get(..1) {
                let upper = first.to_ascii_uppercase();
                text.replace_range(..1, &upper);
            }
            text
        }
        (Some(seat), _) => format!("{seat}: {error}"),
    }
}

/// The Contract and Declarer tags against a finished auction.
pub(super) fn check_contract(tags: &GameTags, facts: &AuctionFacts, out: &mut Vec<Diagnostic>) {
    let AuctionEnd::Finished(result) = facts.end else {
        return;
    };
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

fn check_contract_tag(derived: Option<Contract>, tag: ContractTag, out: &mut Vec<Diagnostic>) {
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
    out: &mut Vec<Diagnostic>,
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
        let replayed = facts.steps.iter().all(|step| {
            match *step {
                Step::Call(call) => auction.push(call),
                Step::AllPass => auction.push_all_pass().map(|_| ()),
                Step::Skip => auction.skip_turn(),
                Step::Insufficient(bid) => auction.push_accepted_insufficient(bid),
            }
            .is_ok()
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
