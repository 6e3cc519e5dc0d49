//! The facts of a bridge record, the same whichever format wrote it: the deal, the auction as
//! written and as replayed, the contract as written, the contract the play goes by, and the
//! play as written and as replayed, each with its range, plus the problems met reading them.

use crate::ide::notations::bridge::problems::{self, Codes};
use crate::ide::notations::bridge::rules::{
    Auction, AuctionResult, Bid, Call, Card, Contract, Deal, Doubling, Play, PlayError, Rank, Seat,
    Side, Strain, Suit, Vulnerability,
};
use crate::ide::Diagnostic;
use gamerec_grammar::{TextRange, TextSize};

/// How much of a play a reader lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Detail {
    /// The facts and problems the checks judge: the replay, without the list of every card
    /// written and what the replay made of each.
    Checks,
    /// Everything, for hover and completion, which render single cards.
    Cards,
}

/// One bridge record read once.
#[derive(Default)]
pub(crate) struct BridgeGame {
    /// The deal in force: the record's own, else the one it takes over from earlier records.
    pub deal: Option<DealInfo>,
    /// Whether [`Self::deal`] comes from an earlier record.
    pub deal_inherited: bool,
    pub auction: Option<AuctionFacts>,
    /// The contract as the record writes it, apart from the auction.
    pub contract: Option<ContractInfo>,
    /// The contract the play and the score go by: the written one when it names a declarer,
    /// else the one the auction reached.
    pub final_contract: Option<FinalContract>,
    pub play: Option<PlayFacts>,
    /// The result as the record writes it.
    pub result: Option<ResultFacts>,
    /// Whether the form of scoring in force is duplicate scoring (as it is when the record
    /// names none), read when the record writes a result: the raw score is checked only then.
    pub duplicate_scoring: bool,
    /// What reading the record's own deal and replaying its auction found wrong, in the order
    /// met. The play's problems stay with the play: whether they are reported depends on the
    /// contract agreeing with the auction.
    pub problems: Vec<Diagnostic>,
}

/// A number as the record writes it: its text for messages, its value when it reads as one,
/// and where it stands.
#[derive(Debug, Clone)]
pub(crate) struct WrittenNumber {
    pub text: String,
    pub value: Option<i64>,
    pub range: TextRange,
}

/// The result as the record writes it.
#[derive(Debug, Clone)]
pub(crate) struct ResultFacts {
    /// The label or tag that writes the result.
    pub range: TextRange,
    /// Whether the value has syntax errors; it is then not judged.
    pub has_errors: bool,
    /// Where `P` (passed out) is written.
    pub passed_out: Option<TextRange>,
    /// Declarer's tricks.
    pub tricks: Option<WrittenNumber>,
    /// The raw score for North-South, sign included.
    pub score: Option<WrittenNumber>,
}

/// A deal as the record gives it.
pub(crate) struct DealInfo {
    /// The hands given, the fourth filled in when the record asks for it.
    pub deal: Deal,
    /// The number of cards of each seat (North first); `None` for a hand not given. A fourth
    /// hand asked for by a trailing separator counts 13 even when unknown ranks of the others
    /// leave its ranks open.
    pub sizes: [Option<usize>; 4],
    /// Hands the record hides from the reader (North first).
    pub hidden: [bool; 4],
    /// Where each hand the record writes ends (North first), also a hand left empty.
    pub hand_ends: [Option<TextSize>; 4],
    /// The hand the record asks to be filled in with the rest of the pack (RBN's trailing
    /// separator), when the other three allow it.
    pub filled: Option<Seat>,
    /// Syntax errors or card problems: the cards are not fit to replay a play on.
    pub broken: bool,
    /// Nothing is wrong with the deal: the format's rules for a deal to play on all hold.
    pub playable: bool,
}

impl DealInfo {
    /// The cards per hand when all four hands are given with the same number of cards.
    pub fn cards_each(&self) -> Option<usize> {
        let first = self.sizes[0]?;
        self.sizes
            .iter()
            .all(|&size| size == Some(first))
            .then_some(first)
    }

    /// The deal to replay a play on: the hands whose cards are all known to be there (every
    /// hand of a full deal or an end position; elsewhere the hands of 13 cards). A shorter
    /// hand of a partial deal may hold more cards than it shows, so it counts as not given.
    pub fn play_deal(&self) -> Deal {
        if self.broken {
            return Deal::new();
        }
        if self.cards_each().is_some() {
            return self.deal;
        }
        let mut deal = self.deal;
        for (seat, size) in Seat::ALL.into_iter().zip(self.sizes) {
            if size != Some(13) {
                deal.set_hand(seat, None);
            }
        }
        deal
    }
}

/// What a written call stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WrittenCall {
    Call(Call),
    /// RBN `A`, PBN `AP`: the remaining players pass.
    AllPass,
    /// RBN `Y`: the reader is asked for the call.
    Query,
}

/// One call as written.
pub(crate) struct CallAt {
    /// The call itself, without the annotations after it.
    pub range: TextRange,
    /// The call with its annotations.
    pub whole: TextRange,
    /// `None` when the call cannot be read (a bid whose level or strain is missing).
    pub written: Option<WrittenCall>,
    /// Marked as an insufficient bid the players accepted (PBN `^I`).
    pub accepted_insufficient: bool,
    /// Turns skipped just before the call (PBN `^S`).
    pub skips_before: usize,
}

impl CallAt {
    /// A call with no irregularity marked before it.
    pub fn plain(range: TextRange, whole: TextRange, written: Option<WrittenCall>) -> CallAt {
        CallAt {
            range,
            whole,
            written,
            accepted_insufficient: false,
            skips_before: 0,
        }
    }

    /// Plays the call on `auction`, with the turns skipped before it; false when that is not
    /// legal or the call cannot be read.
    pub fn replay_on(&self, auction: &mut Auction) -> bool {
        for _ in 0..self.skips_before {
            if auction.skip_turn().is_err() {
                return false;
            }
        }
        match self.written {
            Some(WrittenCall::Call(Call::Bid(bid))) if self.accepted_insufficient => {
                auction.push_accepted_insufficient(bid).is_ok()
            }
            Some(WrittenCall::Call(call)) => auction.push(call).is_ok(),
            Some(WrittenCall::AllPass) => auction.push_all_pass().is_ok(),
            Some(WrittenCall::Query) | None => false,
        }
    }
}

/// How the calls written end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AuctionEnd {
    /// Three passes after a bid, or four passes.
    Finished(AuctionResult),
    /// PBN `*`: further calls are unknown.
    Unknown,
    /// PBN `+`: the next call is still to be made.
    Pending,
    /// The calls stop without an end.
    Open,
}

/// An auction: who deals, who is vulnerable, every call as written, and the replay.
pub(crate) struct AuctionFacts {
    pub dealer: Seat,
    /// False when the record gives a dealer that is not a seat: the auction is then replayed
    /// from West, but the seats are not known.
    pub dealer_known: bool,
    pub vulnerability: Option<Vulnerability>,
    /// Where the record writes the dealer and the vulnerability beside its calls (RBN's `A`
    /// label); `None` where they are tags of their own (PBN).
    pub dealer_at: Option<TextRange>,
    pub vulnerability_at: Option<TextRange>,
    pub calls: Vec<CallAt>,
    /// Seats before the dealer that the record marks as not calling yet (PBN `-`).
    pub before_dealer: Vec<(TextRange, Seat)>,
    /// Where the first syntax error in the auction starts.
    pub error_at: Option<TextSize>,
    /// Where a mark that says further calls are unknown stands (PBN `*`).
    pub unknown_after: Option<TextSize>,
    /// How the calls end, once replayed.
    pub end: AuctionEnd,
    /// `None` when the auction has syntax errors or could not be replayed.
    pub replay: Option<AuctionInfo>,
}

impl AuctionFacts {
    /// The auction just before call `index`, when the auction has no syntax error and every
    /// call before it is legal.
    pub fn before(&self, index: usize) -> Option<Auction> {
        if self.error_at.is_some() {
            return None;
        }
        self.replay_calls(self.calls.get(..index)?)
    }

    /// The auction after the calls that end at or before `until`, when no syntax error comes
    /// before it and each of those calls is legal: what may follow a cursor there.
    pub fn after_calls_until(&self, until: TextSize) -> Option<Auction> {
        let cut_short = |at: Option<TextSize>| at.is_some_and(|at| at < until);
        if cut_short(self.error_at) || cut_short(self.unknown_after) {
            return None;
        }
        let count = self
            .calls
            .iter()
            .take_while(|call| call.whole.end() <= until)
            .count();
        self.replay_calls(&self.calls[..count])
    }

    /// The contract the auction reached, when it was replayed to its end with a known dealer.
    pub fn final_contract(&self) -> Option<Contract> {
        let replay = self.replay.as_ref().filter(|_| self.dealer_known)?;
        match replay.result()? {
            AuctionResult::Contract(contract) => Some(contract),
            AuctionResult::PassedOut => None,
        }
    }

    fn replay_calls(&self, calls: &[CallAt]) -> Option<Auction> {
        let mut auction = Auction::new(self.dealer);
        calls
            .iter()
            .all(|call| call.replay_on(&mut auction))
            .then_some(auction)
    }

    /// The index of the call written at `range` or around it.
    pub fn call_at(&self, range: TextRange) -> Option<usize> {
        self.calls
            .iter()
            .position(|call| call.whole.contains_range(range))
    }
}

/// An auction as far as it could be replayed.
pub(crate) struct AuctionInfo {
    /// False for an unknown dealer: the seats in `auction` are then made up (West deals), and
    /// only what does not depend on them is checked.
    pub dealer_known: bool,
    pub vulnerability: Option<Vulnerability>,
    pub auction: Auction,
    /// True when every call was replayed: no illegal call, no query.
    pub clean: bool,
    /// The last call written.
    pub last_call: Option<TextRange>,
    /// The call that made the last bid of the replay.
    pub last_bid_call: Option<TextRange>,
}

/// Who deals and who is vulnerable, as a record gives them before its calls.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Opening {
    pub dealer: Seat,
    /// False when the record names no dealer: `dealer` is then made up.
    pub dealer_known: bool,
    pub vulnerability: Option<Vulnerability>,
}

impl AuctionInfo {
    /// Replays `calls` from `opening`'s dealer, reporting the first illegal one in the words
    /// of `codes`; a call that cannot be read, or a query, stops the replay without a report.
    pub fn replay(
        calls: &[CallAt],
        opening: Opening,
        codes: Codes,
        out: &mut Vec<Diagnostic>,
    ) -> AuctionInfo {
        let mut info = AuctionInfo {
            dealer_known: opening.dealer_known,
            vulnerability: opening.vulnerability,
            auction: Auction::new(opening.dealer),
            clean: true,
            last_call: None,
            last_bid_call: None,
        };
        for call in calls {
            let range = call.range;
            info.last_call = Some(range);
            if !info.clean {
                continue;
            }
            let caller = info.auction.next_to_call();
            let pushed = match call.written {
                Some(WrittenCall::Call(written)) => {
                    let pushed = info.auction.push(written);
                    if pushed.is_ok() && matches!(written, Call::Bid(_)) {
                        info.last_bid_call = Some(range);
                    }
                    pushed
                }
                Some(WrittenCall::AllPass) => info.auction.push_all_pass().map(|_| ()),
                Some(WrittenCall::Query) | None => {
                    info.clean = false;
                    continue;
                }
            };
            if let Err(error) = pushed {
                info.clean = false;
                let all_pass = call.written == Some(WrittenCall::AllPass);
                out.push(problems::illegal_call(
                    codes,
                    error,
                    caller,
                    info.dealer_known,
                    all_pass,
                    range,
                ));
            }
        }
        info
    }

    /// The auction's result when it was replayed to its end.
    pub fn result(&self) -> Option<AuctionResult> {
        self.auction.result().filter(|_| self.clean)
    }
}

/// A contract as the record writes it.
pub(crate) struct ContractInfo {
    pub level: Option<u8>,
    pub strain: Strain,
    pub doubling: Doubling,
    /// The goal in tricks (`None` inside for the maximum) and where it is written.
    pub goal: Option<(Option<u32>, TextRange)>,
    pub declarer: Option<Seat>,
    pub declarer_range: Option<TextRange>,
    pub leader: Option<Seat>,
    pub leader_range: Option<TextRange>,
    /// The contract part: level, strain, risk and goal.
    pub range: TextRange,
}

impl ContractInfo {
    /// The contract, when the record gives its level and declarer.
    pub fn contract(&self) -> Option<Contract> {
        let bid = Bid::new(self.level?, self.strain)?;
        Some(Contract::new(bid, self.doubling, self.declarer?))
    }

    /// The contract for messages: "4♠X by North".
    pub fn text(&self) -> String {
        let mut text = match self.level {
            Some(level) => format!("{level}{}{}", self.strain, self.doubling.letters()),
            None => format!("{}{}", self.strain, self.doubling.letters()),
        };
        if let Some(declarer) = self.declarer {
            text.push_str(&format!(" by {declarer}"));
        }
        text
    }
}

/// The contract the play and the score go by.
pub(crate) struct FinalContract {
    /// With its level, for the score; `None` for an ending's contract without a level.
    pub contract: Option<Contract>,
    pub trumps: Option<Suit>,
    pub declarer: Seat,
    pub leader: Seat,
    /// Whether the record names the leader.
    pub leader_given: bool,
    /// The strain and risk, for [`Self::text`] when there is no level.
    pub strain: Strain,
    pub doubling: Doubling,
}

impl FinalContract {
    /// For messages: "5♥X by North".
    pub fn text(&self) -> String {
        match self.contract {
            Some(contract) => contract.to_string(),
            None => format!(
                "{}{} by {}",
                self.strain,
                self.doubling.letters(),
                self.declarer
            ),
        }
    }

    /// The written contract when it names a declarer, else the result of an auction with a
    /// known dealer replayed to its end.
    pub fn of(contract: Option<&ContractInfo>, auction: Option<&AuctionInfo>) -> Option<Self> {
        if let Some(info) = contract {
            if let Some(declarer) = info.declarer {
                return Some(FinalContract {
                    contract: info.contract(),
                    trumps: info.strain.trumps(),
                    declarer,
                    leader: info.leader.unwrap_or(declarer.next()),
                    leader_given: info.leader.is_some(),
                    strain: info.strain,
                    doubling: info.doubling,
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
                strain: reached.strain,
                doubling: reached.doubled,
            }),
            AuctionResult::PassedOut => None,
        }
    }
}

/// What a written play stands for before the play around it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WrittenPlay {
    /// A card; the suit is left out when it follows the suit led.
    Card { suit: Option<Suit>, rank: Rank },
    /// The lowest card of the suit (RBN `-` and `~`).
    Lowest { suit: Option<Suit> },
    /// The highest card of the suit (RBN `+`).
    Highest { suit: Option<Suit> },
    /// A card nobody can know: an immaterial discard, a quiz, a card without its rank.
    Unknown,
}

impl WrittenPlay {
    /// The card written, when it is written in full.
    pub fn written_card(self) -> Option<Card> {
        match self {
            WrittenPlay::Card {
                suit: Some(suit),
                rank,
            } => Some(Card::new(suit, rank)),
            _ => None,
        }
    }

    /// The card `seat` plays by it at this point of `play`, when that can be known.
    pub fn card(self, play: &Play, seat: Seat) -> Option<Card> {
        match self {
            WrittenPlay::Card { suit, rank } => Some(Card::new(suit.or(play.led_suit())?, rank)),
            WrittenPlay::Lowest { suit } | WrittenPlay::Highest { suit } => {
                let suit = suit.or(play.led_suit())?;
                if play.unknown_ranks_held(seat, suit) > 0 {
                    return None;
                }
                let hand = play.remaining(seat)?;
                match self {
                    WrittenPlay::Lowest { .. } => hand.lowest_in(suit),
                    _ => hand.highest_in(suit),
                }
            }
            WrittenPlay::Unknown => None,
        }
    }
}

/// One play as written, with what the replay made of it when it got that far.
pub(crate) struct PlayAt {
    pub range: TextRange,
    pub written: WrittenPlay,
    /// From 0.
    pub trick: usize,
    /// Where the play is written among the plays of its trick, from 0.
    pub column: usize,
    /// Marked as a revoke the players accepted (PBN `^R`).
    pub accepted_revoke: bool,
    /// Marked as a lead out of turn (PBN `^L`).
    pub led_out_of_turn: bool,
    /// The facts of the replay at this play; `None` when the replay stopped before it.
    pub replayed: Option<PlayedCard>,
}

/// What the replay made of one written play.
#[derive(Clone, Copy)]
pub(crate) struct PlayedCard {
    /// Whose turn it was.
    pub seat: Option<Seat>,
    /// Where the play came in its trick: 0 for the lead.
    pub position: usize,
    /// The suit led to the trick before this play.
    pub led: Option<Suit>,
    /// The card it stands for, when that can be known.
    pub card: Option<Card>,
    /// Why the card could not be played.
    pub error: Option<PlayError>,
}

/// A play as written, and as far as it could be replayed.
pub(crate) struct PlayFacts {
    pub range: TextRange,
    /// Every card written; empty when read for the checks alone ([`Detail::Checks`]).
    pub plays: Vec<PlayAt>,
    /// The seat whose cards the record writes first in each trick, when it writes the cards
    /// in columns (PBN's Play tag); `None` when they are written in the order played.
    pub first_column: Option<Seat>,
    /// Where the first syntax error in the play starts, or the first mark the play cannot
    /// follow.
    pub error_at: Option<TextSize>,
    /// Where a mark that ends the cards written stands (PBN `*` and `+`).
    pub ends_at: Option<TextSize>,
    /// The first trick whose shape is wrong whatever the cards.
    pub shape_problem: Option<Diagnostic>,
    /// `None` when the play cannot be replayed: syntax errors, or no contract to replay under.
    pub replay: Option<PlayInfo>,
}

impl PlayFacts {
    /// The index of the play written at `range`.
    pub fn play_at(&self, range: TextRange) -> Option<usize> {
        self.plays.iter().position(|play| play.range == range)
    }

    /// The play on `deal` under `contract` after the plays that end at or before `until`,
    /// when no syntax error comes before it and each of those plays is known and legal: what
    /// may follow a cursor there.
    pub fn after_plays_until(
        &self,
        until: TextSize,
        deal: &Deal,
        contract: &FinalContract,
    ) -> Option<Play> {
        if self.error_at.is_some_and(|at| at < until) {
            return None;
        }
        let mut play = Play::with_leader(deal, contract.trumps, contract.leader);
        for written in self.plays.iter().take_while(|at| at.range.end() <= until) {
            let seat = play.next_to_play()?;
            let card = written.written.card(&play, seat)?;
            play.play(seat, card).ok()?;
        }
        Some(play)
    }
}

/// A play as far as it could be replayed.
pub(crate) struct PlayInfo {
    pub play: Play,
    pub declarer: Seat,
    /// An illegal play stopped the replay: the tricks after it are unknown.
    pub failed: bool,
    /// A play whose card cannot be known stopped the replay: the tricks after it are unknown.
    pub stopped: bool,
    pub range: TextRange,
    /// The first illegal play or the first badly shaped trick, whichever came first.
    pub problems: Vec<Diagnostic>,
}

impl PlayInfo {
    /// A replay on `deal` under `contract` before its first card, for the play at `range`.
    pub fn start(deal: &Deal, contract: &FinalContract, range: TextRange) -> PlayInfo {
        PlayInfo {
            play: Play::with_leader(deal, contract.trumps, contract.leader),
            declarer: contract.declarer,
            failed: false,
            stopped: false,
            range,
            problems: Vec::new(),
        }
    }

    /// Notes what the replay made of one written play (`at`, when the plays are listed) and
    /// the problem it met; false once the replay cannot go on.
    pub fn note(
        &mut self,
        at: Option<&mut PlayAt>,
        problem: Option<Diagnostic>,
        played: PlayedCard,
    ) -> bool {
        if let Some(at) = at {
            at.replayed = Some(played);
        }
        if let Some(diagnostic) = problem {
            self.failed = true;
            self.problems.push(diagnostic);
        }
        !(self.failed || self.stopped)
    }

    /// Who won trick `index` (from 0) and with which card, once it is complete.
    pub fn winner(&self, index: usize) -> Option<(Seat, Card)> {
        let trick = self
            .play
            .tricks()
            .get(index)
            .filter(|trick| trick.is_complete())?;
        trick.winner(self.play.trumps())
    }

    /// The tricks won by North-South and East-West up to trick `index` (from 0), once it is
    /// complete.
    pub fn won_after(&self, index: usize) -> Option<(usize, usize)> {
        let tricks = self.play.tricks().get(..=index)?;
        let mut won = (0, 0);
        for trick in tricks {
            let (seat, _) = trick
                .is_complete()
                .then(|| trick.winner(self.play.trumps()))
                .flatten()?;
            match seat.side() {
                Side::NorthSouth => won.0 += 1,
                Side::EastWest => won.1 += 1,
            }
        }
        Some(won)
    }
}
