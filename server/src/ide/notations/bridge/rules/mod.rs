//! The bridge model shared by the RBN and PBN checks: pure data and rules, with no syntax tree
//! and no protocol in sight.
//!
//! It covers:
//! - cards, suits, ranks, seats, sides and strains, printed with `♠♥♦♣` for messages and read
//!   from the letters both formats share ([`card`]);
//! - card sets and hands, with the dotted `S.H.D.C` spelling ([`hand`]);
//! - deals: full deals, partial deals (hands not given, cards whose rank is not given), end
//!   positions, cards held twice (naming every holder), hands and suits of more than 13 cards,
//!   and the fourth hand filled in from the other three ([`deal`]);
//! - bids, calls and contracts ([`contract`]);
//! - the auction as a state machine: whose turn, legal calls, why a call is illegal, when it
//!   ends, the final contract and its declarer, "all pass", and the irregularities PBN records
//!   (an accepted insufficient bid, a skipped turn) ([`auction`]);
//! - what a player may play when the plays before its turn are not all known ([`legal`]);
//! - the play: opening leader, whose turn, following suit, revokes, trick winners with trumps,
//!   tricks won by each side, and accepted revokes and leads out of turn ([`play`]);
//! - duplicate scoring with every bonus and penalty ([`score`]);
//! - vulnerability and the standard board rotation of dealer and vulnerability ([`board`]).
//!
//! Every problem is a value (an enum with the data a message needs), never a panic; each
//! problem type also displays as a sentence a diagnostic can use as it is.
//!
//! Left to callers: the formats' own spellings where they differ (calls such as RBN `R` and
//! PBN `XX`, all-pass as RBN `A` and PBN `AP`, vulnerability words, RBN's lower-case letters,
//! `10` for a ten), reading RBN's `x` and `?` cards (they become
//! [`Deal::add_unknown_ranks`]), pseudo and unknown plays (RBN `- + ~ . Y`, PBN `-`), claims,
//! passed-out boards' zero score, rubber and other scoring methods, and turning the model's
//! values into diagnostics with ranges.

pub mod auction;
pub mod board;
pub mod card;
pub mod contract;
pub mod deal;
pub mod describe;
pub mod hand;
pub mod legal;
pub mod play;
pub mod points;
pub mod score;

#[cfg(test)]
mod corpus_tests;

pub use auction::{Auction, AuctionError, AuctionResult, DoubleRefusal, MadeBid, RedoubleRefusal};
pub use board::{board_dealer, board_vulnerability, Vulnerability};
pub use card::{Card, Rank, Seat, Side, Strain, Suit};
pub use contract::{Bid, Call, Contract, Doubling};
pub use deal::{CompletionError, Deal, DealProblem, DealShape};
pub use hand::{CardSet, HandTextError};
pub use play::{Play, PlayError, Trick, TrickEvent};
pub use score::{outcome, score_detail, Outcome, ScoreDetail, ScoreError};
