//! The auction replayed from the Auction section: the calls clockwise from the tag's seat, a
//! line per round, `-` for a player who passed before; bids rise, a player who passes is out,
//! and the auction ends when all but one have passed, the last bid standing as the contract.

use super::{HandModel, Written};

/// One entry of the Auction section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Call {
    Bid(u32),
    Pass,
    /// `-`: the player passed in an earlier round.
    Out,
    /// `*` or `?`: the auction stops being known here.
    Stop,
}

/// The Auction section as written.
#[derive(Debug, Clone)]
pub(crate) struct WrittenAuction {
    pub first: Written<usize>,
    /// The calls of each line.
    pub rounds: Vec<Vec<Written<Call>>>,
}

/// What is wrong with one call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fault {
    /// A bid that does not rise above the one standing.
    NotHigher { standing: u32 },
    /// A call from a player who passed before, instead of `-`.
    AlreadyOut,
    /// `-` for a player who has not passed.
    NotOut,
    /// A call after the auction ended.
    AfterEnd,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Judged {
    pub seat: usize,
    pub call: Written<Call>,
    pub fault: Option<Fault>,
}

#[derive(Debug, Clone)]
pub(crate) struct AuctionReplay {
    pub calls: Vec<Judged>,
    /// The seat and bid standing when the calls end.
    pub standing: Option<(usize, u32)>,
    /// All but one passed: the standing bid is the contract.
    pub ended: bool,
    /// A `*` or `?` cut the auction short.
    pub stopped: bool,
}

impl AuctionReplay {
    /// The declarer and contract the auction gives, when it is written to its end.
    pub fn outcome(&self) -> Option<(usize, u32)> {
        self.standing.filter(|_| self.ended && !self.stopped)
    }
}

pub(crate) fn replay(model: &HandModel) -> Option<AuctionReplay> {
    let auction = model.auction.as_ref()?;
    let players = model.table.players;
    let mut out = vec![false; players];
    let mut standing: Option<(usize, u32)> = None;
    let mut passed = 0;
    let mut calls = Vec::new();
    let mut stopped = false;
    for (turn, call) in auction.rounds.iter().flatten().enumerate() {
        let seat = (auction.first.value + turn) % players;
        let ended = passed + 1 >= players && standing.is_some();
        let fault = match call.value {
            Call::Stop => {
                stopped = true;
                calls.push(Judged {
                    seat,
                    call: *call,
                    fault: None,
                });
                break;
            }
            _ if ended => Some(Fault::AfterEnd),
            Call::Out if !out[seat] => Some(Fault::NotOut),
            Call::Out => None,
            _ if out[seat] => Some(Fault::AlreadyOut),
            Call::Pass => {
                out[seat] = true;
                passed += 1;
                None
            }
            Call::Bid(bid) => match standing {
                Some((_, high)) if bid <= high => Some(Fault::NotHigher { standing: high }),
                _ => {
                    standing = Some((seat, bid));
                    None
                }
            },
        };
        calls.push(Judged {
            seat,
            call: *call,
            fault,
        });
    }
    Some(AuctionReplay {
        ended: passed + 1 >= players && standing.is_some(),
        calls,
        standing,
        stopped,
    })
}
