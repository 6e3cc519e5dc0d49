//! The `A` label replayed on the model's auction: insufficient bids, doubles and redoubles
//! that are not allowed, calls after the end, and an auction that reached the contract the
//! record goes on with but stops without `A` or the closing passes.

use super::contract::ContractInfo;
use super::has_errors;
use crate::ide::bridge::{
    Auction, AuctionError, AuctionResult, Bid, Call, DoubleRefusal, MadeBid, RedoubleRefusal, Seat,
    Vulnerability,
};
use crate::ide::green::Node;
use crate::ide::rbn_read::{auction_start, AuctionStart};
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{AuctionLabel, CallKind, ResultLabel};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::TextRange;

/// An auction as far as it could be replayed.
pub(super) struct AuctionInfo {
    /// False for dealer `X`: the seats in `auction` are then made up (West deals), and only
    /// what does not depend on them is checked.
    pub dealer_known: bool,
    /// `None` for `X` or when the label does not say.
    pub vulnerability: Option<Vulnerability>,
    pub auction: Auction,
    /// True when every call was replayed: no illegal call, no `Y`.
    pub clean: bool,
    /// The last call written.
    pub last_call: Option<TextRange>,
    /// The call that made the last bid of the replay.
    pub last_bid_call: Option<TextRange>,
}

impl AuctionInfo {
    /// The auction's result when it was replayed to its end.
    pub fn result(&self) -> Option<AuctionResult> {
        self.auction.result().filter(|_| self.clean)
    }
}

/// Replays the calls of `label`, reporting the first illegal one. `None` when the label has
/// syntax errors or no calls.
pub(super) fn replay(label: &AuctionLabel, out: &mut Vec<Diagnostic>) -> Option<AuctionInfo> {
    if has_errors(label.syntax()) {
        return None;
    }
    let AuctionStart {
        dealer,
        dealer_known,
        vulnerability,
    } = auction_start(label);
    let mut info = AuctionInfo {
        dealer_known,
        vulnerability,
        auction: Auction::new(dealer),
        clean: true,
        last_call: None,
        last_bid_call: None,
    };
    let green = label.syntax().green();
    let label_node = Node::new(green, label.syntax().text_range().start());
    let mut bid_text = String::new();
    for call in label_node
        .child_nodes()
        .filter(|node| node.kind() == RBN_ROUND)
        .flat_map(|round| round.child_nodes())
        .filter(|node| node.kind() == RBN_CALL)
    {
        let mut covered: Option<TextRange> = None;
        let mut kind = None;
        let mut level = None;
        let mut strain = None;
        for token in call.tokens() {
            let token_kind = match token.kind {
                RBN_LEVEL => {
                    level.get_or_insert(token.text);
                    Some(CallKind::Bid)
                }
                RBN_STRAIN => {
                    strain.get_or_insert(token.text);
                    None
                }
                RBN_PASS => Some(CallKind::Pass),
                RBN_DOUBLE => Some(CallKind::Double),
                RBN_REDOUBLE => Some(CallKind::Redouble),
                RBN_ALL_PASS => Some(CallKind::AllPass),
                RBN_QUERY => Some(CallKind::Query),
                _ => continue,
            };
            covered = Some(covered.map_or(token.range, |all| all.cover(token.range)));
            if kind.is_none() {
                kind = token_kind;
            }
        }
        let range = covered.unwrap_or(call.range());
        info.last_call = Some(range);
        if !info.clean {
            continue;
        }
        let caller = info.auction.next_to_call();
        let pushed = match kind {
            Some(CallKind::Pass) => info.auction.push(Call::Pass),
            Some(CallKind::Double) => info.auction.push(Call::Double),
            Some(CallKind::Redouble) => info.auction.push(Call::Redouble),
            Some(CallKind::AllPass) => info.auction.push_all_pass().map(|_| ()),
            Some(CallKind::Bid) => {
                bid_text.clear();
                bid_text.extend(level.into_iter().chain(strain));
                bid_text.make_ascii_uppercase();
                match Bid::parse(&bid_text) {
                    Some(bid) => {
                        let pushed = info.auction.push(Call::Bid(bid));
                        if pushed.is_ok() {
                            info.last_bid_call = Some(range);
                        }
                        pushed
                    }
                    None => {
                        info.clean = false;
                        continue;
                    }
                }
            }
            Some(CallKind::Query) | None => {
                info.clean = false;
                continue;
            }
        };
        if let Err(error) = pushed {
            info.clean = false;
            let all_pass = kind == Some(CallKind::AllPass);
            out.push(illegal_call(error, caller, all_pass, &info, range));
        }
    }
    Some(info)
}

fn illegal_call(
    error: AuctionError,
    caller: Option<Seat>,
    all_pass: bool,
    info: &AuctionInfo,
    range: TextRange,
) -> Diagnostic {
    let known = info.dealer_known;
    let by = |made: MadeBid| {
        if known {
            format!("{} by {}", made.bid, made.by)
        } else {
            made.bid.to_string()
        }
    };
    let (code, message) = match error {
        AuctionError::AfterEnd { result } => {
            let ended = match result {
                AuctionResult::PassedOut => "the board was already passed out".to_string(),
                AuctionResult::Contract(contract) => {
                    if known {
                        format!("the auction already ended in {contract}")
                    } else {
                        format!(
                            "the auction already ended in {}{}",
                            contract.level, contract.strain
                        )
                    }
                }
            };
            let what = if all_pass {
                "`A` (all pass)"
            } else {
                "this call"
            };
            (
                "rbn/call-after-end",
                format!("{ended} with its closing passes, so {what} cannot follow; remove the calls from here on"),
            )
        }
        AuctionError::Insufficient {
            bid,
            last,
            cheapest,
        } => {
            let fix = match cheapest {
                Some(cheapest) => format!("bid at least {cheapest}"),
                None => format!("no bid in {} is high enough", bid.strain().name()),
            };
            (
                "rbn/insufficient-bid",
                format!("{bid} is insufficient after {}: {fix}", by(last)),
            )
        }
        AuctionError::DoubleNotAllowed(refusal) => (
            "rbn/illegal-double",
            match refusal {
                DoubleRefusal::NoBid => {
                    "a double needs an opponent's bid to double, and no bid has been made yet"
                        .to_string()
                }
                DoubleRefusal::OwnSide { last } => match caller.filter(|_| known) {
                    Some(seat) => format!(
                        "{seat} doubles partner {}'s {}; only an opponent's \
                         bid may be doubled",
                        last.by, last.bid
                    ),
                    None => format!(
                        "this double is of partner's {}; only an \
                         opponent's bid may be doubled",
                        last.bid
                    ),
                },
                DoubleRefusal::AlreadyDoubled { last, .. } => format!(
                    "{} is already doubled; the next call may be a redouble, a bid or a pass",
                    last.bid
                ),
                DoubleRefusal::AlreadyRedoubled { last, .. } => format!(
                    "{} is already redoubled; only a bid or a pass may follow",
                    last.bid
                ),
            },
        ),
        AuctionError::RedoubleNotAllowed(refusal) => (
            "rbn/illegal-redouble",
            match refusal {
                RedoubleRefusal::NoBid => {
                    "a redouble needs a doubled bid, and no bid has been made yet".to_string()
                }
                RedoubleRefusal::NotDoubled { last } => {
                    format!("{} is not doubled, so it cannot be redoubled", by(last))
                }
                RedoubleRefusal::OwnSideDoubled { last, doubler } => match caller {
                    Some(seat) if known => format!(
                        "{seat} redoubles partner {doubler}'s double of {}; \
                         only the side that was doubled may redouble",
                        last.bid
                    ),
                    _ => format!(
                        "this redouble is of partner's double of {}; only the side that \
                         was doubled may redouble",
                        last.bid
                    ),
                },
                RedoubleRefusal::AlreadyRedoubled { last, .. } => format!(
                    "{} is already redoubled; only a bid or a pass may follow",
                    last.bid
                ),
            },
        ),
        AuctionError::NotInsufficient { bid, .. } => (
            "rbn/insufficient-bid",
            format!("{bid} cannot be read as an insufficient bid"),
        ),
    };
    Diagnostic::error(code, range, message)
}

/// A warning when the auction stops short of its end although the record shows it is over:
/// `C` names the contract it has reached, or `R` says the board was passed out. An auction
/// that just stops is allowed (RBN keeps partial auctions); one that is evidently complete
/// must end in `A` or the closing passes.
pub(super) fn check_finished(
    info: &AuctionInfo,
    contract: Option<&ContractInfo>,
    result: Option<&ResultLabel>,
    out: &mut Vec<Diagnostic>,
) {
    if !info.clean || info.auction.is_finished() {
        return;
    }
    let Some(last_call) = info.last_call else {
        return;
    };
    let so_far = info.auction.contract_so_far();
    let evidence = match so_far {
        Some(reached) => contract.and_then(|contract| {
            let declarer_agrees = !info.dealer_known || contract.declarer == Some(reached.declarer);
            let agrees = contract.level == Some(reached.level)
                && contract.strain == reached.strain
                && contract.doubling == reached.doubled
                && declarer_agrees;
            agrees.then(|| {
                (
                    contract.range,
                    format!(
                        "C names the contract the auction reached ({})",
                        contract.text
                    ),
                )
            })
        }),
        None => result.filter(|label| label.is_passed_out()).map(|label| {
            (
                label.syntax().text_range(),
                "R says the board was passed out".to_string(),
            )
        }),
    };
    let Some((related, because)) = evidence else {
        return;
    };
    let missing = match so_far {
        Some(_) => "`A` (all pass) or three passes",
        None => "`A` (all pass) or a fourth pass",
    };
    let mut diagnostic = Diagnostic::warning(
        "rbn/unfinished-auction",
        last_call,
        format!("the auction stops here, but {because}; a complete auction ends with {missing}"),
    );
    diagnostic.related.push(RelatedInformation {
        range: related,
        message: "the auction is over by this".to_string(),
    });
    out.push(diagnostic);
}
