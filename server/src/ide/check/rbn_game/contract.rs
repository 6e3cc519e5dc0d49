//! The `C` label: read into a contract, its goal checked, and compared with the contract and
//! declarer the auction produced.

use super::auction::AuctionInfo;
use super::deal::DealInfo;
use super::{has_errors, seat_of};
use crate::ide::bridge::{AuctionResult, Bid, Contract, Doubling, Seat, Strain, Suit};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::ContractLabel;
use gamerec_grammar::TextRange;

/// What `C` says.
pub(super) struct ContractInfo {
    pub level: Option<u8>,
    pub strain: Strain,
    pub doubling: Doubling,
    /// The goal in tricks (`None` inside for `M`, the maximum) and where it is written.
    pub goal: Option<(Option<u32>, TextRange)>,
    pub declarer: Option<Seat>,
    pub declarer_range: Option<TextRange>,
    pub leader: Option<Seat>,
    pub leader_range: Option<TextRange>,
    /// The contract part: level, strain, risk and goal.
    pub range: TextRange,
    /// The contract for messages: "4♠X by North".
    pub text: String,
}

impl ContractInfo {
    /// The contract, when `C` gives its level and declarer.
    fn contract(&self) -> Option<Contract> {
        let bid = Bid::new(self.level?, self.strain)?;
        Some(Contract::new(bid, self.doubling, self.declarer?))
    }
}

/// Reads `C`; `None` for a null label, one with syntax errors or one without a strain.
pub(super) fn read(label: &ContractLabel) -> Option<ContractInfo> {
    if has_errors(label.syntax()) {
        return None;
    }
    let node = label.contract()?;
    let strain_text = node.strain()?.text().to_ascii_uppercase();
    let strain = Strain::parse(&strain_text)?;
    let level = node
        .level()
        .and_then(|token| token.text().parse::<u8>().ok());
    let doubling = match node.risk().map(|token| token.text().to_ascii_uppercase()) {
        Some(risk) if risk == "X" => Doubling::Doubled,
        Some(risk) if risk == "R" => Doubling::Redoubled,
        _ => Doubling::Undoubled,
    };
    let goal = node.goal().map(|token| {
        let tricks = token.text().parse::<u32>().ok();
        let is_max = token.text().eq_ignore_ascii_case("M");
        (
            if is_max {
                None
            } else {
                Some(tricks.unwrap_or(u32::MAX))
            },
            token.text_range(),
        )
    });
    let declarer_token = label.declarer();
    let declarer = declarer_token.as_ref().and_then(seat_of);
    let leader_token = label.leader();
    let leader = leader_token.as_ref().and_then(seat_of);
    let mut text = match level {
        Some(level) => format!("{level}{strain}{}", doubling.letters()),
        None => format!("{strain}{}", doubling.letters()),
    };
    if let Some(declarer) = declarer {
        text.push_str(&format!(" by {declarer}"));
    }
    Some(ContractInfo {
        level,
        strain,
        doubling,
        goal,
        declarer,
        declarer_range: declarer_token.map(|token| token.text_range()),
        leader,
        leader_range: leader_token.map(|token| token.text_range()),
        range: node.syntax().text_range(),
        text,
    })
}

/// An error for a goal no play can reach: outside 1 to 13 tricks, or more tricks than the
/// hands of an ending hold.
pub(super) fn check_goal(
    contract: &ContractInfo,
    deal: Option<&DealInfo>,
    out: &mut Vec<Diagnostic>,
) {
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
pub(super) fn compare(
    contract: &ContractInfo,
    auction: &AuctionInfo,
    out: &mut Vec<Diagnostic>,
) -> bool {
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
                contract.text
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
                        contract.text,
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
                    contract.text,
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

/// The contract the play and the score go by: `C` when it names a declarer, else the result
/// of an auction replayed to its end.
pub(super) struct FinalContract {
    /// With its level, for the score; `None` for an ending's `C` without a level.
    pub contract: Option<Contract>,
    pub trumps: Option<Suit>,
    pub declarer: Seat,
    pub leader: Seat,
    /// Whether `C` names the leader.
    pub leader_given: bool,
    /// For messages: "5♥X by North".
    pub text: String,
}

pub(super) fn effective(
    contract: Option<&ContractInfo>,
    auction: Option<&AuctionInfo>,
) -> Option<FinalContract> {
    if let Some(info) = contract {
        if let Some(declarer) = info.declarer {
            return Some(FinalContract {
                contract: info.contract(),
                trumps: info.strain.trumps(),
                declarer,
                leader: info.leader.unwrap_or(declarer.next()),
                leader_given: info.leader.is_some(),
                text: info.text.clone(),
            });
        }
    }
    let auction = auction.filter(|auction| auction.dealer_known)?;
    match auction.result()? {
        AuctionResult::Contract(reached) => Some(FinalContract {
            contract: Some(reached),
            trumps: reached.strain.trumps(),
            declarer: reached.declarer,
            leader: reached.opening_leader(),
            leader_given: false,
            text: reached.to_string(),
        }),
        AuctionResult::PassedOut => None,
    }
}
