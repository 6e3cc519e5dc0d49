//! The tag values the bridge checks need (Dealer, Vulnerable, Declarer, Contract, Result,
//! Score), read from the game's typed views. A value that is inherited (`#`), unknown (`?`)
//! or has a syntax error is left out.

use super::auction::{AuctionEnd, AuctionFacts};
use crate::ide::bridge::{
    AuctionResult, Bid, Contract, Doubling, Seat, Side, Strain, Vulnerability,
};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, TagValue};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxToken, TextRange};

/// The Declarer tag: a seat, `^` and a seat (declarer and dummy swapped), or empty (passed out).
#[derive(Debug, Clone, Copy)]
pub(super) struct DeclarerTag {
    pub seat: Option<Seat>,
    pub swapped: bool,
    pub range: TextRange,
}

/// The Contract tag: `Pass` (`None`) or a bid with its doubling.
#[derive(Debug, Clone, Copy)]
pub(super) struct ContractTag {
    pub contract: Option<(Bid, Doubling)>,
    pub range: TextRange,
}

/// A Result or Score value: an optional `^` and numbers, each bare or after `NS`/`EW`.
#[derive(Debug, Clone)]
pub(super) struct SidedNumbers {
    pub caret: bool,
    pub parts: Vec<(Option<Side>, i32)>,
    pub range: TextRange,
}

impl SidedNumbers {
    /// The number for `side`: its own part, the bare number read for declarer's side, or 13
    /// minus the other side's part (`total` = 13 for tricks; `None` for scores, negated).
    pub fn for_side(&self, side: Side, declaring: Side, tricks: bool) -> Option<i32> {
        let mut other = None;
        for &(part_side, number) in &self.parts {
            match part_side {
                Some(s) if s == side => return Some(number),
                None if side == declaring => return Some(number),
                Some(_) | None => other = Some(number),
            }
        }
        let other = other?;
        Some(if tricks { 13 - other } else { -other })
    }
}

#[derive(Debug, Clone, Default)]
pub(super) struct GameTags {
    pub dealer: Option<Seat>,
    pub vulnerable: Option<Vulnerability>,
    pub declarer: Option<DeclarerTag>,
    pub contract: Option<ContractTag>,
    pub result: Option<SidedNumbers>,
    pub score: Option<SidedNumbers>,
    /// A Contract tag that gives only the strain, as for an end position.
    pub strain_only: Option<Strain>,
}

impl GameTags {
    pub fn read(game: &Game) -> GameTags {
        let value = |name: &str| {
            let value = game.tag(name)?.value()?;
            let broken = value.is_inherited()
                || value
                    .syntax()
                    .descendants_with_tokens()
                    .any(|e| matches!(e.kind(), ERROR | PBN_UNKNOWN));
            (!broken).then_some(value)
        };
        GameTags {
            dealer: value("Dealer").and_then(|v| seat(v.piece(PBN_SEAT)?.text())),
            vulnerable: value("Vulnerable").and_then(|v| vulnerability(&v.text())),
            declarer: value("Declarer").and_then(|v| declarer(&v)),
            contract: value("Contract").and_then(|v| contract(&v)),
            result: value("Result").and_then(|v| sided_numbers(&v)),
            score: value("Score").and_then(|v| sided_numbers(&v)),
            strain_only: value("Contract").and_then(|v| strain_only(&v)),
        }
    }
}

pub(super) fn seat(text: &str) -> Option<Seat> {
    let mut chars = text.chars();
    let seat = Seat::from_letter(chars.next()?.to_ascii_uppercase())?;
    chars.next().is_none().then_some(seat)
}

fn vulnerability(text: &str) -> Option<Vulnerability> {
    match text.trim().to_ascii_lowercase().as_str() {
        "none" | "love" | "-" => Some(Vulnerability::None),
        "ns" => Some(Vulnerability::NorthSouth),
        "ew" => Some(Vulnerability::EastWest),
        "all" | "both" => Some(Vulnerability::Both),
        _ => None,
    }
}

fn value_range(value: &TagValue) -> TextRange {
    let range = value.syntax().text_range();
    // Without the quotes, when there is something between them.
    let inner = TextRange::new(
        range.start() + gamerec_grammar::TextSize::from(1),
        range.end() - gamerec_grammar::TextSize::from(1),
    );
    if range.len() > gamerec_grammar::TextSize::from(2) {
        inner
    } else {
        range
    }
}

fn pieces(value: &TagValue) -> impl Iterator<Item = SyntaxToken> {
    value
        .syntax()
        .children_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !matches!(t.kind(), PBN_QUOTE | WHITESPACE))
}

fn declarer(value: &TagValue) -> Option<DeclarerTag> {
    let mut swapped = false;
    let mut found = None;
    for piece in pieces(value) {
        match piece.kind() {
            PBN_CARET => swapped = true,
            PBN_SEAT => found = Some(seat(piece.text())?),
            _ => return None,
        }
    }
    Some(DeclarerTag {
        seat: found,
        swapped,
        range: value_range(value),
    })
}

fn contract(value: &TagValue) -> Option<ContractTag> {
    let mut level = None;
    let mut strain = None;
    let mut doubling = Doubling::Undoubled;
    let mut pass = false;
    for piece in pieces(value) {
        let text = piece.text().to_ascii_uppercase();
        match piece.kind() {
            PBN_LEVEL => level = text.parse::<u8>().ok(),
            PBN_STRAIN => strain = Strain::parse(&text),
            PBN_RISK if text == "X" => doubling = Doubling::Doubled,
            PBN_RISK if text == "XX" => doubling = Doubling::Redoubled,
            PBN_PASS => pass = true,
            _ => return None,
        }
    }
    let contract = if pass {
        None
    } else {
        Some((Bid::new(level?, strain?)?, doubling))
    };
    Some(ContractTag {
        contract,
        range: value_range(value),
    })
}

/// `H`, `NT`, ...: a strain with no level.
fn strain_only(value: &TagValue) -> Option<Strain> {
    let mut pieces = pieces(value);
    let strain = pieces.next().filter(|piece| piece.kind() == PBN_STRAIN)?;
    match pieces.next() {
        None => Strain::parse(&strain.text().to_ascii_uppercase()),
        Some(_) => None,
    }
}

fn sided_numbers(value: &TagValue) -> Option<SidedNumbers> {
    let mut caret = false;
    let mut side = None;
    let mut parts = Vec::new();
    for piece in pieces(value) {
        match piece.kind() {
            PBN_CARET => caret = true,
            PBN_SIDE => {
                side = Some(match piece.text().to_ascii_uppercase().as_str() {
                    "NS" => Side::NorthSouth,
                    "EW" => Side::EastWest,
                    _ => return None,
                })
            }
            PBN_NUMBER => {
                let number = piece.text().trim_start_matches('+').parse().ok()?;
                parts.push((side.take(), number));
            }
            _ => return None,
        }
    }
    if parts.is_empty() {
        return None;
    }
    Some(SidedNumbers {
        caret,
        parts,
        range: value_range(value),
    })
}

/// The contract the play follows: the Contract and Declarer tags (with `^`, the seat that
/// took declarer's place), or else what a finished auction produced.
pub(super) fn played_contract(tags: &GameTags, auction: Option<&AuctionFacts>) -> Option<Contract> {
    let from_auction = match auction.map(|a| a.end) {
        Some(AuctionEnd::Finished(AuctionResult::Contract(contract))) => Some(contract),
        _ => None,
    };
    match (tags.contract, tags.declarer) {
        (Some(ContractTag { contract: None, .. }), _) => None,
        (
            Some(ContractTag {
                contract: Some((bid, doubled)),
                ..
            }),
            Some(DeclarerTag {
                seat: Some(seat), ..
            }),
        ) => Some(Contract::new(bid, doubled, seat)),
        (Some(_), Some(DeclarerTag { seat: None, .. })) => None,
        _ => from_auction,
    }
}
