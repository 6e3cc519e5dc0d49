//! The tag values of a PBN game the bridge model reads (Dealer, Vulnerable, Declarer,
//! Contract, Result, Score), read from the game's green tree. A value that is inherited (`#`),
//! unknown (`?`) or has a syntax error is left out.

use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::{AuctionEnd, AuctionFacts};
use crate::ide::notations::bridge::rules::{
    AuctionResult, Bid, Contract, Doubling, Seat, Side, Strain, Vulnerability,
};
use crate::ide::notations::bridge::text::pbn_vulnerability;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{TextRange, TextSize};

/// The Declarer tag: a seat, `^` and a seat (declarer and dummy swapped), or empty (passed out).
#[derive(Debug, Clone, Copy)]
pub(crate) struct DeclarerTag {
    pub seat: Option<Seat>,
    pub swapped: bool,
    pub range: TextRange,
}

/// The Contract tag: `Pass` (`None`) or a bid with its doubling.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ContractTag {
    pub contract: Option<(Bid, Doubling)>,
    pub range: TextRange,
}

/// A Result or Score value: an optional `^` and numbers, each bare or after `NS`/`EW`.
#[derive(Debug, Clone)]
pub(crate) struct SidedNumbers {
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
        Some(if tricks {
            13i32.saturating_sub(other)
        } else {
            other.saturating_neg()
        })
    }
}

/// The first tag of each name the model reads and the Auction and Play sections of a game.
#[derive(Default)]
pub(crate) struct Found<'a> {
    pub dealer: Option<Node<'a>>,
    pub vulnerable: Option<Node<'a>>,
    pub declarer: Option<Node<'a>>,
    pub contract: Option<Node<'a>>,
    pub result: Option<Node<'a>>,
    pub score: Option<Node<'a>>,
    pub deal: Option<Node<'a>>,
    pub rubber_history: Option<Node<'a>>,
    /// The first Auction section.
    pub auction: Option<Node<'a>>,
    /// The first Play section.
    pub play: Option<Node<'a>>,
}

/// The value of `tag`.
pub(crate) fn value_of(tag: Option<Node<'_>>) -> Option<Node<'_>> {
    tag?.child(PBN_TAG_VALUE)
}

/// Whether the value is `#`, inherited from an earlier game.
pub(crate) fn is_inherited(value: Node<'_>) -> bool {
    value.token(PBN_INHERIT).is_some()
}

/// The text between the quotes, with `\"` and `\\` unescaped.
pub(crate) fn value_text(value: Node<'_>) -> String {
    let mut text = String::new();
    value.for_each_token(|token| match token.kind {
        PBN_QUOTE => {}
        PBN_ESCAPE => text.push_str(token.text.get(1..).unwrap_or("")),
        _ => text.push_str(token.text),
    });
    text
}

#[derive(Debug, Clone, Default)]
pub(crate) struct GameTags {
    pub dealer: Option<Seat>,
    pub vulnerable: Option<Vulnerability>,
    pub declarer: Option<DeclarerTag>,
    pub contract: Option<ContractTag>,
    pub result: Option<SidedNumbers>,
    pub score: Option<SidedNumbers>,
    /// A Contract tag that gives only the strain, as for an end position.
    pub strain_only: Option<Strain>,
    /// Where the Contract tag's value is written, when it can be read.
    pub contract_range: Option<TextRange>,
}

/// The values of the tags [`GameTags`] reads, each the game's own or one in effect for it.
#[derive(Default)]
pub(crate) struct TagValues<'a> {
    pub dealer: Option<Node<'a>>,
    pub vulnerable: Option<Node<'a>>,
    pub declarer: Option<Node<'a>>,
    pub contract: Option<Node<'a>>,
    pub result: Option<Node<'a>>,
    pub score: Option<Node<'a>>,
}

impl GameTags {
    /// The game's own values; an inherited value (`#`, or `##` and a value) is left out.
    pub fn read<'a>(found: &Found<'a>) -> GameTags {
        let own = |tag: Option<Node<'a>>| value_of(tag).filter(|&value| !is_inherited(value));
        GameTags::of_values(&TagValues {
            dealer: own(found.dealer),
            vulnerable: own(found.vulnerable),
            declarer: own(found.declarer),
            contract: own(found.contract),
            result: own(found.result),
            score: own(found.score),
        })
    }

    /// The values given, where a value after `##` counts as written; a value with syntax
    /// errors or `?` is left out.
    pub fn of_values<'a>(values: &TagValues<'a>) -> GameTags {
        let value = |value: Option<Node<'a>>| {
            value.filter(|value| !value.contains(|kind| matches!(kind, ERROR | PBN_UNKNOWN)))
        };
        let contract_value = value(values.contract);
        GameTags {
            dealer: value(values.dealer).and_then(|v| seat(v.token(PBN_SEAT)?.text)),
            vulnerable: value(values.vulnerable).and_then(vulnerability_of),
            declarer: value(values.declarer).and_then(declarer),
            contract: contract_value.and_then(contract),
            result: value(values.result).and_then(sided_numbers),
            score: value(values.score).and_then(sided_numbers),
            strain_only: contract_value.and_then(strain_only),
            contract_range: contract_value.map(value_range),
        }
    }
}

pub(crate) fn seat(text: &str) -> Option<Seat> {
    let mut chars = text.chars();
    let seat = Seat::from_letter(chars.next()?.to_ascii_uppercase())?;
    chars.next().is_none().then_some(seat)
}

/// The vulnerability a value gives, read from its one token between the quotes when it has
/// just one, as it nearly always has.
fn vulnerability_of(value: Node<'_>) -> Option<Vulnerability> {
    let mut inner = value
        .tokens()
        .filter(|token| !matches!(token.kind, PBN_QUOTE | PBN_INHERIT));
    let only_token = value.child_nodes().next().is_none();
    match (inner.next(), inner.next()) {
        (Some(token), None) if only_token && token.kind != PBN_ESCAPE => {
            pbn_vulnerability(token.text)
        }
        (None, None) if only_token => pbn_vulnerability(""),
        _ => pbn_vulnerability(value_text(value).trim_start_matches(spec::INHERIT)),
    }
}

pub(crate) fn value_range(value: Node<'_>) -> TextRange {
    let range = value.range();
    // Without the quotes, when there is something between them.
    if range.len() > TextSize::from(2) {
        TextRange::new(
            range.start() + TextSize::from(1),
            range.end() - TextSize::from(1),
        )
    } else {
        range
    }
}

fn pieces(value: Node<'_>) -> impl Iterator<Item = Token<'_>> {
    value
        .tokens()
        .filter(|t| !matches!(t.kind, PBN_QUOTE | PBN_INHERIT | WHITESPACE))
}

fn declarer(value: Node<'_>) -> Option<DeclarerTag> {
    let mut swapped = false;
    let mut found = None;
    for piece in pieces(value) {
        match piece.kind {
            PBN_CARET => swapped = true,
            PBN_SEAT => found = Some(seat(piece.text)?),
            _ => return None,
        }
    }
    Some(DeclarerTag {
        seat: found,
        swapped,
        range: value_range(value),
    })
}

fn contract(value: Node<'_>) -> Option<ContractTag> {
    let mut level = None;
    let mut strain = None;
    let mut doubling = Doubling::Undoubled;
    let mut pass = false;
    for piece in pieces(value) {
        let text = piece.text.to_ascii_uppercase();
        match piece.kind {
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
fn strain_only(value: Node<'_>) -> Option<Strain> {
    let mut pieces = pieces(value);
    let strain = pieces.next().filter(|piece| piece.kind == PBN_STRAIN)?;
    match pieces.next() {
        None => Strain::parse(&strain.text.to_ascii_uppercase()),
        Some(_) => None,
    }
}

fn sided_numbers(value: Node<'_>) -> Option<SidedNumbers> {
    let mut caret = false;
    let mut side = None;
    let mut parts = Vec::new();
    for piece in pieces(value) {
        match piece.kind {
            PBN_CARET => caret = true,
            PBN_SIDE => {
                side = Some(match piece.text.to_ascii_uppercase().as_str() {
                    "NS" => Side::NorthSouth,
                    "EW" => Side::EastWest,
                    _ => return None,
                })
            }
            PBN_NUMBER => {
                let number = piece.text.trim_start_matches('+').parse().ok()?;
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
pub(crate) fn played_contract(tags: &GameTags, auction: Option<&AuctionFacts>) -> Option<Contract> {
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
