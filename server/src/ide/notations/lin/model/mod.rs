//! A LIN board read into the bridge model, the same model RBN and PBN records read into: the
//! deal of `md` with the dealer its digit names, the vulnerability of `sv`, the calls of `mb`
//! replayed from the dealer, and the cards of `pc` replayed under the contract the auction
//! reached. Beside them, what LIN alone writes: the players of `pn`, the room and board of
//! `qx`, the heading of `ah`, the alert and explanation (`!`, `an`) of each call, and the
//! claim of `mc`, and the notes of `nt`. The vugraph header is read by [`header`].
//!
//! Each board is read in one pass over its pairs; the first `md`, `sv`, `pn`, `qx`, `ah` and
//! `mc` count, every `mb` and `pc`.

mod auction;
pub(crate) mod deal;
pub(crate) mod header;
mod play;

use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{
    AuctionEnd, AuctionFacts, AuctionInfo, BridgeGame, CallAt, Detail, FinalContract, Opening,
};
use crate::ide::notations::bridge::problems::Codes;
use crate::ide::notations::bridge::rules::{Card, Seat, Vulnerability};
use crate::ide::notations::bridge::text::plain_board_number;
use gamerec_grammar::lin::spec::COMMANDS;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{TextRange, TextSize};

/// One board read once.
#[derive(Default)]
pub(crate) struct BoardModel {
    pub game: BridgeGame,
    /// The dealer `md` names, and where its digit stands.
    pub dealer: Option<(Seat, TextRange)>,
    pub vulnerability: Option<(Vulnerability, TextRange)>,
    pub names: Option<Names>,
    pub room_board: Option<RoomBoard>,
    pub heading: Option<Heading>,
    pub claim: Option<Claim>,
    /// The alert and explanation of each call, in the order of the auction's calls.
    pub call_notes: Vec<CallNote>,
    /// The notes for the viewer (`nt`), in order.
    pub notes: Vec<String>,
    /// The commands not in gamerec's table (`spec::COMMANDS`), as written and where.
    pub unknown_commands: Vec<(String, TextRange)>,
}

/// The names of a `pn` value.
pub(crate) struct Names {
    pub names: Vec<String>,
    pub range: TextRange,
}

/// The room of a `qx` value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Room {
    Open,
    Closed,
}

impl Room {
    pub fn name(self) -> &'static str {
        match self {
            Room::Open => "open room",
            Room::Closed => "closed room",
        }
    }
}

/// A `qx` value: the room and the board number.
pub(crate) struct RoomBoard {
    pub room: Room,
    pub board: Option<u64>,
    pub range: TextRange,
}

/// An `ah` value, and the board number it names (`Board 12`).
pub(crate) struct Heading {
    pub board: Option<u64>,
    pub range: TextRange,
}

/// An `mc` value: declarer's total tricks.
pub(crate) struct Claim {
    /// Read wider than a trick count, so that a claim of 300 is judged too high, not unread.
    pub tricks: Option<u16>,
    pub range: TextRange,
    /// How many cards were played before the claim.
    pub after_cards: usize,
}

/// What LIN writes beside a call.
#[derive(Default, Clone)]
pub(crate) struct CallNote {
    /// `!` after the call.
    pub alerted: bool,
    /// The `an` text after the call.
    pub explanation: Option<String>,
}

/// A `pc` value as written: where it stands and the card, when it reads as one.
#[derive(Clone, Copy)]
pub(crate) struct WrittenCard {
    pub range: TextRange,
    pub card: Option<Card>,
}

impl BoardModel {
    /// Reads `board` (a `LIN_BOARD` node) into the model.
    pub fn read(board: Node<'_>, detail: Detail) -> BoardModel {
        let mut model = BoardModel::default();
        let mut calls: Vec<CallAt> = Vec::new();
        let mut cards: Vec<WrittenCard> = Vec::new();
        let mut call_error = None;
        for pair in board.child_nodes_of(LIN_PAIR) {
            let Some(command) = pair.token(LIN_COMMAND) else {
                continue;
            };
            let Some(key) = command_key(command.text) else {
                continue;
            };
            if !is_known(key) {
                model
                    .unknown_commands
                    .push((command.text.to_owned(), command.range));
            }
            let Some(value) = pair.child(LIN_VALUE) else {
                if &key == b"mb" || &key == b"pc" {
                    // A call or a card left empty: what follows cannot be replayed.
                    let at = pair.range().start();
                    match &key {
                        b"mb" => call_error = call_error.or(Some(at)),
                        _ => cards.push(WrittenCard {
                            range: pair.range(),
                            card: None,
                        }),
                    }
                }
                continue;
            };
            model.read_pair(key, value, &mut calls, &mut cards, &mut call_error);
        }
        model.finish(calls, call_error, &cards, detail);
        model
    }

    fn read_pair(
        &mut self,
        key: [u8; 2],
        value: Node<'_>,
        calls: &mut Vec<CallAt>,
        cards: &mut Vec<WrittenCard>,
        call_error: &mut Option<TextSize>,
    ) {
        match &key {
            b"md" if self.game.deal.is_none() => {
                if let Some(deal) = value.child(LIN_DEAL) {
                    let read = deal::read(deal, &mut self.game.problems);
                    self.dealer = read.dealer;
                    self.game.deal = Some(read.info);
                }
            }
            b"sv" if self.vulnerability.is_none() => {
                self.vulnerability = value
                    .token(LIN_VULNERABILITY)
                    .and_then(|token| Some((vulnerability_of(token.text)?, token.range)));
            }
            b"pn" if self.names.is_none() => {
                self.names = value.child(LIN_NAMES).map(|names| Names {
                    names: fields(names),
                    range: names.range(),
                });
            }
            b"qx" if self.room_board.is_none() => {
                self.room_board = value.child(LIN_ROOM_BOARD).and_then(room_board);
            }
            b"ah" if self.heading.is_none() => {
                if let Some(text) = value.token(LIN_TEXT) {
                    self.heading = Some(Heading {
                        board: heading_board(text.text),
                        range: text.range,
                    });
                }
            }
            b"mb" => {
                let (call, alerted) = auction::call_at(value);
                if call.written.is_none() {
                    call_error.get_or_insert(call.whole.start());
                }
                calls.push(call);
                self.call_notes.push(CallNote {
                    alerted,
                    explanation: None,
                });
            }
            b"an" => {
                if let (Some(note), Some(text)) =
                    (self.call_notes.last_mut(), value.token(LIN_TEXT))
                {
                    note.explanation.get_or_insert_with(|| text.text.to_owned());
                }
            }
            b"pc" => cards.push(play::written_card(value)),
            b"nt" => {
                if let Some(text) = value.token(LIN_TEXT) {
                    self.notes.push(text.text.to_owned());
                }
            }
            b"mc" if self.claim.is_none() => {
                let number = value.token(LIN_NUMBER);
                self.claim = Some(Claim {
                    tricks: number.and_then(|token| token.text.parse().ok()),
                    range: number.map_or(value.range(), |token| token.range),
                    after_cards: cards.len(),
                });
            }
            _ => {}
        }
    }

    /// Replays the auction and the play once every pair is read.
    fn finish(
        &mut self,
        calls: Vec<CallAt>,
        call_error: Option<TextSize>,
        cards: &[WrittenCard],
        detail: Detail,
    ) {
        let game = &mut self.game;
        if !calls.is_empty() {
            let opening = Opening {
                dealer: self.dealer.map_or(Seat::North, |(seat, _)| seat),
                dealer_known: self.dealer.is_some(),
                vulnerability: self.vulnerability.map(|(vulnerability, _)| vulnerability),
            };
            let replay = call_error
                .is_none()
                .then(|| AuctionInfo::replay(&calls, opening, Codes::Lin, &mut game.problems));
            let end = match replay.as_ref().and_then(AuctionInfo::result) {
                Some(result) => AuctionEnd::Finished(result),
                None => AuctionEnd::Open,
            };
            game.auction = Some(AuctionFacts {
                dealer: opening.dealer,
                dealer_known: opening.dealer_known,
                vulnerability: opening.vulnerability,
                dealer_at: None,
                vulnerability_at: None,
                calls,
                before_dealer: Vec::new(),
                error_at: call_error,
                unknown_after: None,
                end,
                replay,
            });
        }
        let replayed = game
            .auction
            .as_ref()
            .and_then(|facts| facts.replay.as_ref());
        game.final_contract = FinalContract::of(None, replayed);
        if !cards.is_empty() {
            game.play = Some(play::read(
                cards,
                game.deal.as_ref(),
                game.final_contract.as_ref(),
                detail,
            ));
        }
    }

    /// The board number, from `qx`, else from `ah`.
    pub fn board_number(&self) -> Option<u64> {
        let from_room = self.room_board.as_ref().and_then(|qx| qx.board);
        from_room.or_else(|| self.heading.as_ref().and_then(|ah| ah.board))
    }
}

/// A command's two letters in lower case; `None` for a command of another length.
pub(crate) fn command_key(text: &str) -> Option<[u8; 2]> {
    match text.as_bytes() {
        [first, second] => Some([first.to_ascii_lowercase(), second.to_ascii_lowercase()]),
        _ => None,
    }
}

/// Whether a command (its key) is in gamerec's table of LIN commands.
pub(crate) fn is_known(key: [u8; 2]) -> bool {
    COMMANDS.iter().any(|(name, _, _)| name.as_bytes() == key)
}

/// The vulnerability an `sv` letter gives.
pub(crate) fn vulnerability_of(text: &str) -> Option<Vulnerability> {
    match text {
        "o" | "O" | "0" => Some(Vulnerability::None),
        "n" | "N" => Some(Vulnerability::NorthSouth),
        "e" | "E" => Some(Vulnerability::EastWest),
        "b" | "B" => Some(Vulnerability::Both),
        _ => None,
    }
}

/// The letter `sv` writes for a vulnerability.
pub(crate) fn vulnerability_letter(vulnerability: Vulnerability) -> char {
    match vulnerability {
        Vulnerability::None => 'o',
        Vulnerability::NorthSouth => 'n',
        Vulnerability::EastWest => 'e',
        Vulnerability::Both => 'b',
    }
}

/// The texts of a `LIN_NAMES` or `LIN_FIELDS` node, an empty one for each field left empty.
pub(crate) fn fields(node: Node<'_>) -> Vec<String> {
    let mut fields = vec![String::new()];
    for token in node.tokens() {
        match token.kind {
            LIN_COMMA => fields.push(String::new()),
            LIN_TEXT => {
                if let Some(last) = fields.last_mut() {
                    last.push_str(token.text);
                }
            }
            _ => {}
        }
    }
    fields
}

fn room_board(node: Node<'_>) -> Option<RoomBoard> {
    let room = match node.token(LIN_ROOM)?.text {
        "o" | "O" => Room::Open,
        _ => Room::Closed,
    };
    Some(RoomBoard {
        room,
        board: node.token(LIN_NUMBER).and_then(|n| n.text.parse().ok()),
        range: node.range(),
    })
}

/// The board number of a heading such as `Board 12`.
fn heading_board(text: &str) -> Option<u64> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [word, number] if word.eq_ignore_ascii_case("board") => plain_board_number(number),
        _ => None,
    }
}
