//! The auction as a state machine: whose turn it is, which calls are legal, when it ends, and
//! the final contract with its declarer (the first player of the declaring side to name the
//! strain). Illegal calls come back as [`AuctionError`] values saying why.

use std::fmt;

use super::card::{Seat, Side, Strain};
use super::contract::{Bid, Call, Contract, Doubling};

/// A bid together with the seat that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadeBid {
    pub bid: Bid,
    pub by: Seat,
}

/// How a finished auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionResult {
    /// Four passes and no bid.
    PassedOut,
    /// Three passes after a bid.
    Contract(Contract),
}

/// Why a call may not be made now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuctionError {
    /// The auction is over: no call may follow.
    AfterEnd {
        result: AuctionResult,
    },
    /// The bid does not beat the last bid. `cheapest` is the lowest bid in the same strain
    /// that would, if there is one.
    Insufficient {
        bid: Bid,
        last: MadeBid,
        cheapest: Option<Bid>,
    },
    DoubleNotAllowed(DoubleRefusal),
    RedoubleNotAllowed(RedoubleRefusal),
    /// A bid recorded as insufficient (PBN `^I`) is in fact sufficient.
    NotInsufficient {
        bid: Bid,
        last: Option<MadeBid>,
    },
}

/// Why a double is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DoubleRefusal {
    /// No bid has been made.
    NoBid,
    /// The last bid was made by the doubler's own side.
    OwnSide { last: MadeBid },
    /// The last bid is already doubled.
    AlreadyDoubled { last: MadeBid, doubler: Seat },
    /// The last bid is already redoubled.
    AlreadyRedoubled { last: MadeBid, redoubler: Seat },
}

/// Why a redouble is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedoubleRefusal {
    /// No bid has been made.
    NoBid,
    /// The last bid is not doubled.
    NotDoubled { last: MadeBid },
    /// The double came from the redoubler's own side: only the side doubled may redouble.
    OwnSideDoubled { last: MadeBid, doubler: Seat },
    /// The last bid is already redoubled.
    AlreadyRedoubled { last: MadeBid, redoubler: Seat },
}

/// A sentence for a diagnostic: "3♣ is insufficient after 3♦ by North: bid at least 4♣".
impl fmt::Display for AuctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuctionError::AfterEnd {
                result: AuctionResult::PassedOut,
            } => f.write_str("the auction ended with four passes; no call may follow"),
            AuctionError::AfterEnd {
                result: AuctionResult::Contract(contract),
            } => write!(
                f,
                "the auction ended with three passes in {contract}; no call may follow"
            ),
            AuctionError::Insufficient {
                bid,
                last,
                cheapest,
            } => {
                write!(f, "{bid} is insufficient after {} by {}", last.bid, last.by)?;
                match cheapest {
                    Some(cheapest) => write!(f, ": bid at least {cheapest}"),
                    None => write!(f, ": no bid in {} is high enough", bid.strain().name()),
                }
            }
            AuctionError::DoubleNotAllowed(refusal) => write!(f, "{refusal}"),
            AuctionError::RedoubleNotAllowed(refusal) => write!(f, "{refusal}"),
            AuctionError::NotInsufficient { bid, last } => match last {
                Some(last) => write!(
                    f,
                    "{bid} is marked insufficient but is sufficient after {} by {}",
                    last.bid, last.by
                ),
                None => write!(f, "{bid} is marked insufficient but no bid came before it"),
            },
        }
    }
}

impl fmt::Display for DoubleRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DoubleRefusal::NoBid => f.write_str("double with no bid to double"),
            DoubleRefusal::OwnSide { last } => write!(
                f,
                "double of your own side's bid ({} by {})",
                last.bid, last.by
            ),
            DoubleRefusal::AlreadyDoubled { last, doubler } => {
                write!(f, "{} is already doubled (by {doubler})", last.bid)
            }
            DoubleRefusal::AlreadyRedoubled { last, redoubler } => {
                write!(f, "{} is already redoubled (by {redoubler})", last.bid)
            }
        }
    }
}

impl fmt::Display for RedoubleRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RedoubleRefusal::NoBid => f.write_str("redouble with no bid to redouble"),
            RedoubleRefusal::NotDoubled { last } => write!(
                f,
                "redouble of {} by {}, which is not doubled",
                last.bid, last.by
            ),
            RedoubleRefusal::OwnSideDoubled { last, doubler } => write!(
                f,
                "redouble of your own side's double ({doubler} doubled {}); only the side \
                 doubled may redouble",
                last.bid
            ),
            RedoubleRefusal::AlreadyRedoubled { last, redoubler } => {
                write!(f, "{} is already redoubled (by {redoubler})", last.bid)
            }
        }
    }
}

/// An auction in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Auction {
    dealer: Seat,
    calls: Vec<(Seat, Call)>,
    turn: Seat,
    last_bid: Option<MadeBid>,
    doubling: Doubling,
    /// Who made the double or redouble now standing.
    doubled_by: Option<Seat>,
    passes_in_a_row: usize,
    /// Per side and strain: the first player of that side who named the strain.
    first_to_name: [[Option<Seat>; 5]; 2],
}

impl Auction {
    /// An empty auction; the dealer calls first.
    pub fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: Vec::new(),
            turn: dealer,
            last_bid: None,
            doubling: Doubling::Undoubled,
            doubled_by: None,
            passes_in_a_row: 0,
            first_to_name: [[None; 5]; 2],
        }
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls made so far, with the seat that made each.
    pub fn calls(&self) -> &[(Seat, Call)] {
        &self.calls
    }

    /// The seat whose turn it is, `None` once the auction is over.
    pub fn next_to_call(&self) -> Option<Seat> {
        (!self.is_finished()).then_some(self.turn)
    }

    /// The last bid and who made it.
    pub fn last_bid(&self) -> Option<MadeBid> {
        self.last_bid
    }

    /// Whether the last bid is doubled or redoubled now.
    pub fn doubling(&self) -> Doubling {
        self.doubling
    }

    /// True after three passes following a bid, or four passes without one.
    pub fn is_finished(&self) -> bool {
        match self.last_bid {
            Some(_) => self.passes_in_a_row >= 3,
            None => self.passes_in_a_row >= 4,
        }
    }

    /// How the auction ended, `None` while it goes on.
    pub fn result(&self) -> Option<AuctionResult> {
        if !self.is_finished() {
            return None;
        }
        Some(match self.contract_so_far() {
            Some(contract) => AuctionResult::Contract(contract),
            None => AuctionResult::PassedOut,
        })
    }

    /// The contract if the auction ended now: the last bid, its doubling and its declarer.
    /// Useful for auctions a record leaves incomplete.
    pub fn contract_so_far(&self) -> Option<Contract> {
        let last = self.last_bid?;
        let declarer = self
            .first_to_name(last.by.side(), last.bid.strain())
            .unwrap_or(last.by);
        Some(Contract::new(last.bid, self.doubling, declarer))
    }

    /// The first player of `side` who bid `strain`, if any did.
    pub fn first_to_name(&self, side: Side, strain: Strain) -> Option<Seat> {
        self.first_to_name[side.index()][strain.index()]
    }

    /// Whether `call` may be made now by the player whose turn it is.
    pub fn check(&self, call: Call) -> Result<(), AuctionError> {
        if let Some(result) = self.result() {
            return Err(AuctionError::AfterEnd { result });
        }
        let caller = self.turn;
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match self.last_bid {
                Some(last) if bid <= last.bid => Err(AuctionError::Insufficient {
                    bid,
                    last,
                    cheapest: last.bid.cheapest_above_in(bid.strain()),
                }),
                _ => Ok(()),
            },
            Call::Double => {
                let Some(last) = self.last_bid else {
                    return Err(AuctionError::DoubleNotAllowed(DoubleRefusal::NoBid));
                };
                let refusal = match (self.doubling, self.doubled_by) {
                    (Doubling::Doubled, Some(doubler)) => {
                        Some(DoubleRefusal::AlreadyDoubled { last, doubler })
                    }
                    (Doubling::Redoubled, Some(redoubler)) => {
                        Some(DoubleRefusal::AlreadyRedoubled { last, redoubler })
                    }
                    _ if last.by.side() == caller.side() => Some(DoubleRefusal::OwnSide { last }),
                    _ => None,
                };
                refusal.map_or(Ok(()), |r| Err(AuctionError::DoubleNotAllowed(r)))
            }
            Call::Redouble => {
                let Some(last) = self.last_bid else {
                    return Err(AuctionError::RedoubleNotAllowed(RedoubleRefusal::NoBid));
                };
                let refusal = match (self.doubling, self.doubled_by) {
                    (Doubling::Redoubled, Some(redoubler)) => {
                        Some(RedoubleRefusal::AlreadyRedoubled { last, redoubler })
                    }
                    (Doubling::Doubled, Some(doubler)) if doubler.side() == caller.side() => {
                        Some(RedoubleRefusal::OwnSideDoubled { last, doubler })
                    }
                    (Doubling::Doubled, Some(_)) => None,
                    _ => Some(RedoubleRefusal::NotDoubled { last }),
                };
                refusal.map_or(Ok(()), |r| Err(AuctionError::RedoubleNotAllowed(r)))
            }
        }
    }

    /// Makes `call` for the player whose turn it is. An illegal call leaves the auction as it
    /// was and says why.
    pub fn push(&mut self, call: Call) -> Result<(), AuctionError> {
        self.check(call)?;
        self.apply(call);
        Ok(())
    }

    /// Records an insufficient bid that the opponents accepted (PBN `^I`): it stands as the
    /// last bid. Refused when the bid is in fact sufficient or the auction is over.
    pub fn push_accepted_insufficient(&mut self, bid: Bid) -> Result<(), AuctionError> {
        match self.check(Call::Bid(bid)) {
            Err(AuctionError::Insufficient { .. }) => {
                self.apply(Call::Bid(bid));
                Ok(())
            }
            Err(error) => Err(error),
            Ok(()) => Err(AuctionError::NotInsufficient {
                bid,
                last: self.last_bid,
            }),
        }
    }

    /// Passes until the auction ends, for RBN `A` and PBN `AP` ("all pass"). Returns how many
    /// passes that took; refused once the auction is over.
    pub fn push_all_pass(&mut self) -> Result<usize, AuctionError> {
        if let Some(result) = self.result() {
            return Err(AuctionError::AfterEnd { result });
        }
        let mut passes = 0;
        while !self.is_finished() {
            self.apply(Call::Pass);
            passes += 1;
        }
        Ok(passes)
    }

    /// Passes the turn on without a call, for a player skipped by a call out of rotation
    /// (PBN `^S`). Refused once the auction is over.
    pub fn skip_turn(&mut self) -> Result<(), AuctionError> {
        if let Some(result) = self.result() {
            return Err(AuctionError::AfterEnd { result });
        }
        self.turn = self.turn.next();
        Ok(())
    }

    /// Every call the player whose turn it is may make, cheapest bid first; empty once the
    /// auction is over.
    pub fn legal_calls(&self) -> Vec<Call> {
        let mut calls: Vec<Call> = [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .filter(|&call| self.check(call).is_ok())
            .collect();
        for level in 1..=7 {
            for strain in Strain::ALL {
                if let Some(bid) = Bid::new(level, strain) {
                    if self.check(Call::Bid(bid)).is_ok() {
                        calls.push(Call::Bid(bid));
                    }
                }
            }
        }
        calls
    }

    fn apply(&mut self, call: Call) {
        let caller = self.turn;
        match call {
            Call::Pass => self.passes_in_a_row += 1,
            Call::Bid(bid) => {
                self.passes_in_a_row = 0;
                self.last_bid = Some(MadeBid { bid, by: caller });
                self.doubling = Doubling::Undoubled;
                self.doubled_by = None;
                let first = &mut self.first_to_name[caller.side().index()][bid.strain().index()];
                first.get_or_insert(caller);
            }
            Call::Double => {
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Doubled;
                self.doubled_by = Some(caller);
            }
            Call::Redouble => {
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Redoubled;
                self.doubled_by = Some(caller);
            }
        }
        self.calls.push((caller, call));
        self.turn = caller.next();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(text: &str) -> Call {
        match text {
            "P" => Call::Pass,
            "X" => Call::Double,
            "XX" => Call::Redouble,
            bid => Call::Bid(Bid::parse(bid).unwrap()),
        }
    }

    fn bid(text: &str) -> Bid {
        Bid::parse(text).unwrap()
    }

    fn auction(dealer: Seat, calls: &str) -> Auction {
        let mut auction = Auction::new(dealer);
        for text in calls.split_whitespace() {
            auction.push(call(text)).unwrap();
        }
        auction
    }

    #[test]
    fn turns_rotate_from_dealer() {
        let mut auction = Auction::new(Seat::South);
        assert_eq!(auction.next_to_call(), Some(Seat::South));
        auction.push(Call::Pass).unwrap();
        assert_eq!(auction.next_to_call(), Some(Seat::West));
        auction.push(call("1H")).unwrap();
        assert_eq!(auction.next_to_call(), Some(Seat::North));
        assert_eq!(
            auction.calls(),
            [(Seat::South, Call::Pass), (Seat::West, call("1H"))]
        );
        assert_eq!(
            auction.last_bid(),
            Some(MadeBid {
                bid: bid("1H"),
                by: Seat::West
            })
        );
        assert!(!auction.is_finished());
        assert_eq!(auction.result(), None);
    }

    #[test]
    fn four_initial_passes_pass_the_board_out() {
        let mut auction = auction(Seat::East, "P P P");
        assert!(!auction.is_finished());
        auction.push(Call::Pass).unwrap();
        assert!(auction.is_finished());
        assert_eq!(auction.next_to_call(), None);
        assert_eq!(auction.result(), Some(AuctionResult::PassedOut));
        assert_eq!(auction.contract_so_far(), None);
        assert_eq!(
            auction.push(call("1C")),
            Err(AuctionError::AfterEnd {
                result: AuctionResult::PassedOut
            })
        );
        assert_eq!(auction.calls().len(), 4);
        assert_eq!(auction.legal_calls(), []);
    }

    #[test]
    fn three_passes_after_a_bid_end_the_auction() {
        // RBN 3.2's example: West deals, 1S 2H 2S 4D 4S P P 5H X P P P.
        let mut auction = auction(Seat::West, "1S 2H 2S 4D 4S P P 5H X P P");
        assert!(!auction.is_finished());
        auction.push(Call::Pass).unwrap();
        let contract = Contract::new(bid("5H"), Doubling::Doubled, Seat::North);
        assert_eq!(auction.result(), Some(AuctionResult::Contract(contract)));
        assert_eq!(
            auction.push(Call::Pass),
            Err(AuctionError::AfterEnd {
                result: AuctionResult::Contract(contract)
            })
        );
        assert_eq!(
            auction.skip_turn(),
            Err(AuctionError::AfterEnd {
                result: AuctionResult::Contract(contract)
            })
        );
    }

    #[test]
    fn passes_are_counted_again_after_each_call() {
        let auction = auction(Seat::North, "P P P 1C P P X P P XX P P");
        assert!(!auction.is_finished());
        let auction2 = {
            let mut a = auction.clone();
            a.push(Call::Pass).unwrap();
            a
        };
        assert_eq!(
            auction2.result(),
            Some(AuctionResult::Contract(Contract::new(
                bid("1C"),
                Doubling::Redoubled,
                Seat::West
            )))
        );
    }

    #[test]
    fn declarer_is_first_of_the_side_to_name_the_strain() {
        // North names hearts first, South bids game in them: North declares.
        let auction = auction(Seat::North, "1H P 2C P 4H P P P");
        let Some(AuctionResult::Contract(contract)) = auction.result() else {
            panic!("no contract");
        };
        assert_eq!(contract.declarer, Seat::North);
        assert_eq!(
            auction.first_to_name(Side::NorthSouth, Strain::Clubs),
            Some(Seat::South)
        );
        assert_eq!(auction.first_to_name(Side::EastWest, Strain::Clubs), None);
        // An opponent naming the strain first does not matter.
        let auction = auction_after("1S 2S 3C P 4S P P P");
        assert_eq!(auction.result().map(declarer), Some(Some(Seat::North)));
        // The side that wins the contract in no trump: East named it first.
        let auction = auction_after("1C 1N 2C 2N 3C 3N P P P");
        assert_eq!(auction.result().map(declarer), Some(Some(Seat::East)));
    }

    fn auction_after(calls: &str) -> Auction {
        auction(Seat::North, calls)
    }

    fn declarer(result: AuctionResult) -> Option<Seat> {
        match result {
            AuctionResult::Contract(contract) => Some(contract.declarer),
            AuctionResult::PassedOut => None,
        }
    }

    #[test]
    fn insufficient_bids_in_each_strain_order() {
        let after_3d = auction(Seat::North, "3D");
        let last = MadeBid {
            bid: bid("3D"),
            by: Seat::North,
        };
        let cases = [
            ("3C", Some("4C")),
            ("3D", Some("4D")),
            ("2H", Some("3H")),
            ("1S", Some("3S")),
            ("2N", Some("3N")),
        ];
        for (text, cheapest) in cases {
            let mut auction = after_3d.clone();
            assert_eq!(
                auction.push(call(text)),
                Err(AuctionError::Insufficient {
                    bid: bid(text),
                    last,
                    cheapest: cheapest.map(bid),
                }),
                "{text}"
            );
            assert_eq!(auction, after_3d, "an illegal call changes nothing");
        }
        for sufficient in ["3H", "3S", "3N", "4C", "4D", "7N"] {
            assert_eq!(after_3d.check(call(sufficient)), Ok(()), "{sufficient}");
        }
        let after_7s = auction(Seat::North, "7S");
        assert_eq!(
            after_7s.check(call("7H")),
            Err(AuctionError::Insufficient {
                bid: bid("7H"),
                last: MadeBid {
                    bid: bid("7S"),
                    by: Seat::North
                },
                cheapest: None,
            })
        );
    }

    #[test]
    fn double_rules() {
        assert_eq!(
            Auction::new(Seat::North).check(Call::Double),
            Err(AuctionError::DoubleNotAllowed(DoubleRefusal::NoBid))
        );
        assert_eq!(
            auction(Seat::North, "P P").check(Call::Double),
            Err(AuctionError::DoubleNotAllowed(DoubleRefusal::NoBid))
        );
        let one_club = MadeBid {
            bid: bid("1C"),
            by: Seat::North,
        };
        // East doubles North's bid: fine. South may not double partner's bid.
        assert_eq!(auction(Seat::North, "1C").check(Call::Double), Ok(()));
        assert_eq!(
            auction(Seat::North, "1C P").check(Call::Double),
            Err(AuctionError::DoubleNotAllowed(DoubleRefusal::OwnSide {
                last: one_club
            }))
        );
        // West may double after two passes (balancing); North may not double his own bid.
        assert_eq!(auction(Seat::North, "1C P P").check(Call::Double), Ok(()));
        assert_eq!(
            auction(Seat::North, "1C P P P").check(Call::Double),
            Err(AuctionError::AfterEnd {
                result: AuctionResult::Contract(Contract::new(
                    bid("1C"),
                    Doubling::Undoubled,
                    Seat::North
                ))
            })
        );
        assert_eq!(
            auction(Seat::North, "1C X P").check(Call::Double),
            Err(AuctionError::DoubleNotAllowed(
                DoubleRefusal::AlreadyDoubled {
                    last: one_club,
                    doubler: Seat::East
                }
            ))
        );
        assert_eq!(
            auction(Seat::North, "1C X XX").check(Call::Double),
            Err(AuctionError::DoubleNotAllowed(
                DoubleRefusal::AlreadyRedoubled {
                    last: one_club,
                    redoubler: Seat::South
                }
            ))
        );
        // A new bid clears the double.
        assert_eq!(auction(Seat::North, "1C X 1D").check(Call::Double), Ok(()));
    }

    #[test]
    fn redouble_rules() {
        assert_eq!(
            Auction::new(Seat::North).check(Call::Redouble),
            Err(AuctionError::RedoubleNotAllowed(RedoubleRefusal::NoBid))
        );
        let one_club = MadeBid {
            bid: bid("1C"),
            by: Seat::North,
        };
        assert_eq!(
            auction(Seat::North, "1C").check(Call::Redouble),
            Err(AuctionError::RedoubleNotAllowed(
                RedoubleRefusal::NotDoubled { last: one_club }
            ))
        );
        // South (doubled side) may redouble; after a pass, so may North; West may not.
        assert_eq!(auction(Seat::North, "1C X").check(Call::Redouble), Ok(()));
        assert_eq!(
            auction(Seat::North, "1C X P P").check(Call::Redouble),
            Ok(())
        );
        assert_eq!(
            auction(Seat::North, "1C X P").check(Call::Redouble),
            Err(AuctionError::RedoubleNotAllowed(
                RedoubleRefusal::OwnSideDoubled {
                    last: one_club,
                    doubler: Seat::East
                }
            ))
        );
        assert_eq!(
            auction(Seat::North, "1C X XX P").check(Call::Redouble),
            Err(AuctionError::RedoubleNotAllowed(
                RedoubleRefusal::AlreadyRedoubled {
                    last: one_club,
                    redoubler: Seat::South
                }
            ))
        );
        assert_eq!(
            auction(Seat::North, "1C X 1D").check(Call::Redouble),
            Err(AuctionError::RedoubleNotAllowed(
                RedoubleRefusal::NotDoubled {
                    last: MadeBid {
                        bid: bid("1D"),
                        by: Seat::South
                    }
                }
            ))
        );
    }

    #[test]
    fn legal_calls_list() {
        let calls = auction(Seat::North, "7S").legal_calls();
        assert_eq!(calls, [Call::Pass, Call::Double, call("7N")]);
        let calls = auction(Seat::North, "7S X").legal_calls();
        assert_eq!(calls, [Call::Pass, Call::Redouble, call("7N")]);
        assert_eq!(Auction::new(Seat::West).legal_calls().len(), 36);
    }

    #[test]
    fn accepted_insufficient_bid_stands() {
        // PBN 1.0's example of ^I: West opens 1D, North bids 1C and East accepts it.
        let mut auction = auction(Seat::West, "1D");
        assert_eq!(auction.push_accepted_insufficient(bid("1C")), Ok(()));
        assert_eq!(
            auction.last_bid(),
            Some(MadeBid {
                bid: bid("1C"),
                by: Seat::North
            })
        );
        assert_eq!(auction.next_to_call(), Some(Seat::East));
        assert_eq!(auction.check(call("1D")), Ok(()));
        assert_eq!(
            auction.push_accepted_insufficient(bid("2C")),
            Err(AuctionError::NotInsufficient {
                bid: bid("2C"),
                last: Some(MadeBid {
                    bid: bid("1C"),
                    by: Seat::North
                })
            })
        );
        let mut empty = Auction::new(Seat::North);
        assert_eq!(
            empty.push_accepted_insufficient(bid("1C")),
            Err(AuctionError::NotInsufficient {
                bid: bid("1C"),
                last: None
            })
        );
    }

    #[test]
    fn all_pass() {
        let mut auction = auction(Seat::West, "1S P 2S");
        assert_eq!(auction.push_all_pass(), Ok(3));
        assert_eq!(
            auction.result(),
            Some(AuctionResult::Contract(Contract::new(
                bid("2S"),
                Doubling::Undoubled,
                Seat::West
            )))
        );
        assert!(matches!(
            auction.push_all_pass(),
            Err(AuctionError::AfterEnd { .. })
        ));
        let mut passed_out = Auction::new(Seat::East);
        assert_eq!(passed_out.push_all_pass(), Ok(4));
        assert_eq!(passed_out.result(), Some(AuctionResult::PassedOut));
        let mut after_pass = auction_after("1C P P X");
        assert_eq!(after_pass.push_all_pass(), Ok(3));
        assert_eq!(after_pass.calls().len(), 7);
    }

    #[test]
    fn skipped_turn() {
        // PBN 1.0's example of ^S: West deals but North opens 1D.
        let mut auction = Auction::new(Seat::West);
        assert_eq!(auction.skip_turn(), Ok(()));
        assert_eq!(auction.next_to_call(), Some(Seat::North));
        auction.push(call("1D")).unwrap();
        assert_eq!(auction.calls(), [(Seat::North, call("1D"))]);
    }

    #[test]
    fn error_messages() {
        let message = |calls: &str, next: &str| {
            auction(Seat::North, calls)
                .check(call(next))
                .err()
                .map(|error| error.to_string())
                .unwrap_or_default()
        };
        assert_eq!(
            message("3D", "3C"),
            "3♣ is insufficient after 3♦ by North: bid at least 4♣"
        );
        assert_eq!(
            message("7N", "7S"),
            "7♠ is insufficient after 7NT by North: no bid in spades is high enough"
        );
        assert_eq!(
            message("P P P P", "1C"),
            "the auction ended with four passes; no call may follow"
        );
        assert_eq!(
            message("1C P P P", "P"),
            "the auction ended with three passes in 1♣ by North; no call may follow"
        );
        assert_eq!(message("", "X"), "double with no bid to double");
        assert_eq!(
            message("1H P", "X"),
            "double of your own side's bid (1♥ by North)"
        );
        assert_eq!(message("1H X P", "X"), "1♥ is already doubled (by East)");
        assert_eq!(
            message("1H X XX", "X"),
            "1♥ is already redoubled (by South)"
        );
        assert_eq!(message("P", "XX"), "redouble with no bid to redouble");
        assert_eq!(
            message("1H", "XX"),
            "redouble of 1♥ by North, which is not doubled"
        );
        assert_eq!(
            message("1H X P", "XX"),
            "redouble of your own side's double (East doubled 1♥); only the side doubled may \
             redouble"
        );
        assert_eq!(
            message("1H X XX P", "XX"),
            "1♥ is already redoubled (by South)"
        );
        let mut fresh = Auction::new(Seat::North);
        let error = fresh.push_accepted_insufficient(bid("1C")).err();
        assert_eq!(
            error.map(|e| e.to_string()).unwrap_or_default(),
            "1♣ is marked insufficient but no bid came before it"
        );
        let mut after_1c = auction(Seat::North, "1C");
        let error = after_1c.push_accepted_insufficient(bid("1D")).err();
        assert_eq!(
            error.map(|e| e.to_string()).unwrap_or_default(),
            "1♦ is marked insufficient but is sufficient after 1♣ by North"
        );
    }

    #[test]
    fn contract_so_far_for_incomplete_auctions() {
        let auction = auction(Seat::South, "1N X");
        assert_eq!(
            auction.contract_so_far(),
            Some(Contract::new(bid("1N"), Doubling::Doubled, Seat::South))
        );
        assert_eq!(auction.doubling(), Doubling::Doubled);
        assert_eq!(auction.result(), None);
        assert_eq!(auction.dealer(), Seat::South);
    }

    /// Whether `call` is legal after `calls`, worked out afresh from the list of calls rather
    /// than from the auction's state.
    fn legal_by_the_book(calls: &[(Seat, Call)], caller: Seat, call: Call) -> bool {
        let any_bid = calls.iter().any(|(_, c)| matches!(c, Call::Bid(_)));
        let trailing_passes = calls
            .iter()
            .rev()
            .take_while(|(_, c)| *c == Call::Pass)
            .count();
        let over = if any_bid {
            trailing_passes >= 3
        } else {
            trailing_passes >= 4
        };
        if over {
            return false;
        }
        let last_action = calls.iter().rev().find(|(_, c)| *c != Call::Pass);
        match call {
            Call::Pass => true,
            Call::Bid(bid) => calls.iter().all(|(_, c)| match c {
                Call::Bid(earlier) => bid > *earlier,
                _ => true,
            }),
            Call::Double => matches!(
                last_action,
                Some((seat, Call::Bid(_))) if seat.side() != caller.side()
            ),
            Call::Redouble => matches!(
                last_action,
                Some((seat, Call::Double)) if seat.side() != caller.side()
            ),
        }
    }

    fn any_call() -> impl proptest::strategy::Strategy<Value = Call> {
        use proptest::strategy::Strategy;
        // Passes, doubles and redoubles come up often enough to end auctions.
        (0usize..60).prop_map(|n| match n {
            0..=4 => Call::Double,
            5..=9 => Call::Redouble,
            10..=44 => {
                let strain = Strain::ALL[(n - 10) % 5];
                let level = u8::try_from((n - 10) / 5 + 1).unwrap_or(7);
                Bid::new(level, strain).map_or(Call::Pass, Call::Bid)
            }
            _ => Call::Pass,
        })
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn push_agrees_with_the_rules_worked_out_from_the_calls(
            dealer in 0usize..4,
            calls in proptest::collection::vec(any_call(), 0..120),
        ) {
            let mut auction = Auction::new(Seat::ALL[dealer]);
            for call in calls {
                let before = auction.calls().to_vec();
                let caller = auction.next_to_call();
                let legal = caller.is_some_and(|seat| legal_by_the_book(&before, seat, call));
                let pushed = auction.push(call);
                prop_assert_eq!(pushed.is_ok(), legal, "{:?} after {:?}", call, before);
                prop_assert_eq!(auction.is_finished(), auction.next_to_call().is_none());
                prop_assert_eq!(auction.is_finished(), auction.legal_calls().is_empty());
                if pushed.is_err() {
                    prop_assert_eq!(auction.calls(), before.as_slice());
                }
            }
            if let Some(AuctionResult::Contract(contract)) = auction.result() {
                let last = auction.last_bid();
                prop_assert_eq!(last.map(|l| l.by.side()), Some(contract.declarer.side()));
                let declarer_named_it = auction.calls().iter().any(|&(seat, call)| {
                    seat == contract.declarer
                        && matches!(call, Call::Bid(bid) if bid.strain() == contract.strain)
                });
                prop_assert!(declarer_named_it);
            }
        }
    }
}
