//! The Auction section read into the model: every call as written, with the irregularity marks
//! before it, and the calls replayed from the dealer up to the first problem: a first call by
//! another player than the dealer, an illegal call (insufficient bids, doubles and redoubles,
//! calls after the end), a `^I` on a bid that is not insufficient, two marks on one call, an
//! end mark out of place, or an auction that stops without ending.

use super::marks::{self, Mark};
use super::tags::{is_inherited, seat, value_of};
use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::{
    AuctionEnd, AuctionFacts, AuctionInfo, CallAt, WrittenCall,
};
use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{Auction, AuctionResult, Bid, Call, Seat};
use crate::ide::notations::pbn::moves::section_tokens;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;

pub(crate) const FIRST_CALL_NOT_DEALER: &str = "pbn/first-call-not-dealer";
pub(crate) const FALSE_IRREGULARITY: &str = "pbn/false-irregularity";
pub(crate) const MISPLACED_END_MARK: &str = "pbn/misplaced-end-mark";
pub(crate) const UNFINISHED_AUCTION: &str = "pbn/unfinished-auction";

/// The replay while it goes on.
struct Replay<'a> {
    /// The Auction tag's seat, moved on by each `-` before the first call.
    seat: Seat,
    /// Set by the first call.
    auction: Option<Auction>,
    insufficient: Option<Token<'a>>,
    end_mark: Option<Token<'a>>,
    last_call: Option<Token<'a>>,
}

/// Reads the Auction section; `None` without a readable seat in its tag or with `#` there.
/// `dealer` is the Dealer tag's seat, which the first call must be.
pub(crate) fn read(
    section: Node<'_>,
    dealer: Option<Seat>,
    problems: &mut Vec<Diagnostic>,
) -> Option<AuctionFacts> {
    let value = value_of(section.child(PBN_TAG))?;
    if is_inherited(value) {
        return None;
    }
    let first = seat(value.token(PBN_SEAT)?.text)?;
    let mut facts = AuctionFacts {
        dealer: first,
        dealer_known: true,
        vulnerability: None,
        dealer_at: None,
        vulnerability_at: None,
        calls: Vec::with_capacity(CALLS_EXPECTED),
        before_dealer: Vec::new(),
        error_at: None,
        unknown_after: None,
        end: AuctionEnd::Open,
        replay: None,
    };
    let mut replay = Some(Replay {
        seat: first,
        auction: None,
        insufficient: None,
        end_mark: None,
        last_call: None,
    });
    let mut listing = Listing::default();
    let mut upper = String::with_capacity(8);
    for token in section_tokens(section) {
        upper.clear();
        let mut written = None;
        if matches!(token.kind, PBN_CALL | PBN_IRREGULARITY) {
            upper.push_str(token.text);
            upper.make_ascii_uppercase();
            if token.kind == PBN_CALL {
                written = written_call(&upper);
            }
        }
        listing.note(&token, &upper, written, &mut facts);
        let going_on = replay
            .as_mut()
            .is_some_and(|walk| walk.step(token, &upper, written, dealer, problems));
        if !going_on {
            replay = None;
        }
    }
    if let Some(walk) = replay {
        walk.finish(&mut facts, problems);
    }
    Some(facts)
}

/// Room for the calls of most auctions, so that listing them seldom grows the list.
const CALLS_EXPECTED: usize = 12;

/// The call a call token (in upper case) writes; `None` for `-` and for what is not a call.
fn written_call(upper: &str) -> Option<WrittenCall> {
    match upper {
        "PASS" => Some(WrittenCall::Call(Call::Pass)),
        "X" => Some(WrittenCall::Call(Call::Double)),
        "XX" => Some(WrittenCall::Call(Call::Redouble)),
        "AP" => Some(WrittenCall::AllPass),
        bid => Bid::parse(bid).map(|bid| WrittenCall::Call(Call::Bid(bid))),
    }
}

/// What the listing of calls has seen so far.
#[derive(Default)]
struct Listing {
    started: bool,
    insufficient: bool,
    skips: usize,
}

impl Listing {
    /// Lists `token` in `facts` when it is a call (`written`), a placeholder, a mark or an
    /// end.
    fn note(
        &mut self,
        token: &Token<'_>,
        upper: &str,
        written: Option<WrittenCall>,
        facts: &mut AuctionFacts,
    ) {
        match token.kind {
            ERROR => {
                facts.error_at.get_or_insert(token.range.start());
            }
            PBN_STAR => {
                facts.unknown_after.get_or_insert(token.range.start());
            }
            PBN_IRREGULARITY => match upper {
                "^I" => self.insufficient = true,
                "^S" => self.skips += 1,
                _ => {
                    facts.error_at.get_or_insert(token.range.start());
                }
            },
            PBN_CALL if upper == "-" && !self.started => {
                let seat = facts.dealer;
                facts.before_dealer.push((token.range, seat));
                facts.dealer = seat.next();
            }
            PBN_CALL => {
                self.started = true;
                facts.calls.push(CallAt {
                    range: token.range,
                    whole: token.range,
                    written,
                    accepted_insufficient: std::mem::take(&mut self.insufficient),
                    skips_before: std::mem::take(&mut self.skips),
                });
            }
            _ => {}
        }
    }
}

impl<'a> Replay<'a> {
    /// Replays one token of the section (`text` in upper case, `written` the call it writes);
    /// false when the replay stops (at a problem, which is reported, or at what it cannot
    /// follow).
    fn step(
        &mut self,
        token: Token<'a>,
        text: &str,
        written: Option<WrittenCall>,
        dealer: Option<Seat>,
        out: &mut Vec<Diagnostic>,
    ) -> bool {
        let kind = token.kind;
        let range = token.range;
        match kind {
            ERROR => false,
            PBN_CALL | PBN_IRREGULARITY if self.end_mark.is_some() => {
                let mark = self.end_mark.as_ref().map_or("", |t| t.text);
                out.push(Diagnostic::error(
                    MISPLACED_END_MARK,
                    range,
                    format!(
                        "`{}` follows `{mark}`, which ends the calls written; move `{mark}` \
                         after the last call",
                        token.text
                    ),
                ));
                false
            }
            PBN_CALL if text == "-" => {
                if self.auction.is_some() {
                    out.push(Diagnostic::error(
                        FIRST_CALL_NOT_DEALER,
                        range,
                        "`-` stands for a player before the dealer and may only start the \
                         auction; here a call is due",
                    ));
                    return false;
                }
                self.seat = self.seat.next();
                true
            }
            PBN_CALL | PBN_IRREGULARITY => self.call(token, text, written, dealer, out),
            PBN_STAR | PBN_PLUS => {
                if let Some(mark) = &self.end_mark {
                    out.push(Diagnostic::error(
                        MISPLACED_END_MARK,
                        range,
                        format!(
                            "`{}` follows `{}`: end the auction with one of them",
                            token.text, mark.text
                        ),
                    ));
                    return false;
                }
                if let Some(result) = self.auction.as_ref().and_then(Auction::result) {
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
                    return false;
                }
                self.end_mark = Some(token);
                true
            }
            _ => true,
        }
    }

    /// A call (`written`) or an irregularity mark.
    fn call(
        &mut self,
        token: Token<'a>,
        text: &str,
        written: Option<WrittenCall>,
        dealer: Option<Seat>,
        out: &mut Vec<Diagnostic>,
    ) -> bool {
        let range = token.range;
        if text == "^R" || text == "^L" {
            return false;
        }
        if text == "^I" {
            let first = self.insufficient.as_ref().map(|first| Mark {
                text: first.text,
                range: first.range,
            });
            marks::check_second(first, Mark { text, range }, "bid", out);
            self.insufficient = Some(token);
            return true;
        }
        let seat = self.seat;
        let auction = match &mut self.auction {
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
                    return false;
                }
                self.auction.insert(Auction::new(seat))
            }
        };
        let caller = auction.next_to_call();
        let step = match (text, written) {
            ("^S", _) => Step::Skip,
            (_, Some(WrittenCall::AllPass)) => Step::AllPass,
            (_, Some(WrittenCall::Call(call))) => Step::Call(call),
            (_, None | Some(WrittenCall::Query)) => return false,
        };
        let step = match (self.insufficient.take(), step) {
            (Some(mark), Step::Call(Call::Bid(bid))) => match auction.check(Call::Bid(bid)) {
                Ok(()) => {
                    let last = auction.last_bid().map_or_else(
                        || "no bid came before it".to_owned(),
                        |last| format!("it beats {} by {}", last.bid, last.by),
                    );
                    out.push(Diagnostic::error(
                        FALSE_IRREGULARITY,
                        mark.range,
                        format!(
                            "`^I` marks {bid} as an insufficient bid, but {last}: remove the `^I`"
                        ),
                    ));
                    Step::Call(Call::Bid(bid))
                }
                Err(_) => Step::Insufficient(bid),
            },
            (Some(mark), _) => {
                out.push(Diagnostic::error(
                    FALSE_IRREGULARITY,
                    mark.range,
                    "`^I` marks an insufficient bid and must stand before a bid",
                ));
                return false;
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
            let all_pass = matches!(step, Step::AllPass);
            out.push(problems::illegal_call(
                Codes::Pbn,
                error,
                caller,
                true,
                all_pass,
                range,
            ));
            return false;
        }
        self.last_call = Some(token);
        true
    }

    /// How the calls end, once every token is replayed; a warning for calls that stop
    /// without an end.
    fn finish(self, facts: &mut AuctionFacts, out: &mut Vec<Diagnostic>) {
        let Some(auction) = self.auction else {
            return;
        };
        facts.end = match (auction.result(), self.end_mark.map(|t| t.kind)) {
            (Some(result), _) => AuctionEnd::Finished(result),
            (None, Some(PBN_STAR)) => AuctionEnd::Unknown,
            (None, Some(_)) => AuctionEnd::Pending,
            (None, None) => {
                if let Some(last) = &self.last_call {
                    out.push(Diagnostic::warning(
                        UNFINISHED_AUCTION,
                        last.range,
                        "the auction stops here without ending: finish it with passes or `AP`, \
                         or end it with `*` (the other calls are unknown) or `+` (a call is \
                         still to be made)",
                    ));
                }
                AuctionEnd::Open
            }
        };
        facts.replay = Some(AuctionInfo {
            dealer_known: true,
            vulnerability: None,
            auction,
            clean: true,
            last_call: self.last_call.map(|token| token.range),
            last_bid_call: None,
        });
    }
}

/// One step of the auction as written.
#[derive(Debug, Clone, Copy)]
enum Step {
    Call(Call),
    AllPass,
    Skip,
    Insufficient(Bid),
}
