//! A bridge board as the converter carries it from one format to another: what every bridge
//! format can say of a board, read from the game model, with nothing of any format's syntax.

use crate::ide::notations::bridge::model::{AuctionFacts, WrittenCall};
use crate::ide::notations::bridge::rules::{
    AuctionResult, Call, Card, Contract, Deal, Seat, Vulnerability,
};
use gamerec_grammar::TextSize;
use std::collections::HashMap;

/// The room of a team match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Room {
    Open,
    Closed,
}

/// One call, with what the record says beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RecordCall {
    pub call: Call,
    pub alerted: bool,
    pub explanation: Option<String>,
}

impl BoardRecord {
    /// Who led to the first trick: the player of the first card, else the leader the
    /// contract names.
    pub fn opening_leader(&self) -> Option<Seat> {
        self.plays.first().map(|&(seat, _)| seat).or(self.leader)
    }

    /// Leaves out a play that the contract carried cannot place, and says so: one played
    /// under no contract with a level and a declarer (an ending), and one on a full deal
    /// whose first card is not led by declarer's left-hand opponent (the source's auction
    /// and its contract disagree).
    pub fn without_play_beyond_contract(mut self) -> BoardRecord {
        let Some(leader) = self.plays.first().map(|&(seat, _)| seat) else {
            return self;
        };
        let full_deal = self.deal.hand_sizes().iter().all(|size| *size == Some(13));
        let why = match self.ending {
            Some(Ending::Contract(contract)) if full_deal && contract.declarer.next() != leader => {
                format!(
                    "the play is not carried: {leader} leads, but the contract carried is \
                     played by {}, so {} leads",
                    contract.declarer,
                    contract.declarer.next()
                )
            }
            Some(Ending::Contract(_)) => return self,
            _ => "the play is not carried: it is played under no contract with a level and a \
                  declarer (an ending), which the other formats cannot hold"
                .to_owned(),
        };
        self.not_read.push(why);
        self.plays.clear();
        self.plays_unplaced = 0;
        self
    }
}

/// The note PBN gives an alerted call that has no explanation, since PBN marks no alerts.
pub(crate) const ALERTED_NOTE: &str = "alerted";

/// What a source says beside a call: whether it is alerted, and its explanation.
pub(crate) type CallNote = (bool, Option<String>);

impl RecordCall {
    /// The calls of an auction as written, up to the first that cannot be read, each with
    /// its note from `notes` (by where the call starts). An "all pass" is spelled out as the
    /// passes that end the auction, when it replays.
    pub fn listed(facts: &AuctionFacts, notes: &HashMap<TextSize, CallNote>) -> Vec<RecordCall> {
        let mut calls = Vec::with_capacity(facts.calls.len());
        for call in &facts.calls {
            match call.written {
                Some(WrittenCall::Call(written)) => {
                    let (alerted, explanation) =
                        notes.get(&call.whole.start()).cloned().unwrap_or_default();
                    calls.push(RecordCall {
                        call: written,
                        alerted,
                        explanation,
                    });
                }
                Some(WrittenCall::AllPass) => {
                    let replayed = facts
                        .replay
                        .as_ref()
                        .filter(|replay| replay.clean)
                        .map_or(calls.len(), |replay| replay.auction.calls().len());
                    while calls.len() < replayed {
                        calls.push(RecordCall {
                            call: Call::Pass,
                            alerted: false,
                            explanation: None,
                        });
                    }
                    break;
                }
                Some(WrittenCall::Query) | None => break,
            }
        }
        calls
    }
}

/// How the auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    PassedOut,
    Contract(Contract),
}

impl Ending {
    /// How the auction ended, when its calls replay to an end.
    pub fn reached(facts: &AuctionFacts) -> Option<Ending> {
        let replay = facts.replay.as_ref()?;
        replay.result().map(Ending::from)
    }
}

impl From<AuctionResult> for Ending {
    fn from(result: AuctionResult) -> Ending {
        match result {
            AuctionResult::PassedOut => Ending::PassedOut,
            AuctionResult::Contract(contract) => Ending::Contract(contract),
        }
    }
}

/// The day a board was played; a part not known is `None`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct RecordDate {
    pub year: Option<u16>,
    pub month: Option<u8>,
    pub day: Option<u8>,
}

impl RecordDate {
    /// A date with at least one part known.
    pub fn known(year: Option<u16>, month: Option<u8>, day: Option<u8>) -> Option<RecordDate> {
        let date = RecordDate {
            year: year.filter(|&year| year > 0),
            month: month.filter(|month| (1..=12).contains(month)),
            day: day.filter(|day| (1..=31).contains(day)),
        };
        (date != RecordDate::default()).then_some(date)
    }
}

/// One board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct BoardRecord {
    /// How the source names the board in messages: "board 12, closed room".
    pub name: String,
    pub event: Option<String>,
    /// A part of the event: a vugraph match's segment.
    pub stage: Option<String>,
    /// Where the board was played.
    pub site: Option<String>,
    pub date: Option<RecordDate>,
    pub board: Option<u64>,
    pub room: Option<Room>,
    /// By seat, North first (`Seat::index`).
    pub players: [Option<String>; 4],
    pub dealer: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    pub deal: Deal,
    pub calls: Vec<RecordCall>,
    /// The cards in the order played, each with its player, as far as the play replays.
    pub plays: Vec<(Seat, Card)>,
    /// Cards written after the replay stopped, whose players are not known.
    pub plays_unplaced: usize,
    /// The opening leader, when the auction reached a contract.
    pub leader: Option<Seat>,
    pub ending: Option<Ending>,
    /// Declarer's tricks: by the claim, else at the end of a play written in full.
    pub tricks: Option<u8>,
    /// Declarer's total tricks by a claim.
    pub claim: Option<u8>,
    /// Notes for the reader, in order.
    pub commentary: Vec<String>,
    /// What the source holds that its reader does not carry, for the report.
    pub not_read: Vec<String>,
}
