//! A bridge board as the converter carries it from one format to another: what every bridge
//! format can say of a board, read from the game model, with nothing of any format's syntax.

use crate::ide::notations::bridge::rules::{
    AuctionResult, Call, Card, Contract, Deal, Seat, Vulnerability,
};

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

/// How the auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    PassedOut,
    Contract(Contract),
}

impl From<AuctionResult> for Ending {
    fn from(result: AuctionResult) -> Ending {
        match result {
            AuctionResult::PassedOut => Ending::PassedOut,
            AuctionResult::Contract(contract) => Ending::Contract(contract),
        }
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
