//! Completion items for calls and cards, shared by RBN and PBN: the label is what the user
//! types in the file's own spelling, the documentation says who calls or plays and what it
//! does.

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::bridge::rules::{Auction, Call, Card, Seat, Suit};
use gamerec_grammar::TextRange;

/// Ordinal words for the levels 1-7.
const LEVEL_WORDS: [&str; 8] = ["", "one", "two", "three", "four", "five", "six", "seven"];

/// A call in words: "one spade", "three no trump", "pass".
pub(crate) fn call_words(call: Call) -> String {
    match call {
        Call::Pass => "pass".to_string(),
        Call::Double => "double".to_string(),
        Call::Redouble => "redouble".to_string(),
        Call::Bid(bid) => {
            let level = LEVEL_WORDS
                .get(usize::from(bid.level()))
                .copied()
                .unwrap_or("");
            let strain = match bid.strain().trumps() {
                Some(suit) if bid.level() == 1 => suit.name().trim_end_matches('s').to_string(),
                Some(suit) => suit.name().to_string(),
                None => "no trump".to_string(),
            };
            format!("{level} {strain}")
        }
    }
}

/// The item for `call`, written `spelling`, made by the player whose turn it is in
/// `auction`. `order` places it in the list.
pub(crate) fn call_item(
    call: Call,
    spelling: &str,
    auction: &Auction,
    dealer_known: bool,
    range: TextRange,
    order: usize,
) -> CompletionItem {
    let caller = auction.next_to_call().filter(|_| dealer_known);
    let who = caller.map_or_else(|| "The player to call".to_string(), |seat| seat.to_string());
    let what = match call {
        Call::Pass => "passes".to_string(),
        Call::Double | Call::Redouble => {
            let verb = if call == Call::Double {
                "doubles"
            } else {
                "redoubles"
            };
            match auction.last_bid() {
                Some(last) if dealer_known => format!("{verb} {} bid by {}", last.bid, last.by),
                Some(last) => format!("{verb} {}", last.bid),
                None => verb.to_string(),
            }
        }
        Call::Bid(bid) => format!(
            "bids {} ({}): {} tricks with {}",
            bid,
            call_words(call),
            u32::from(bid.level()) + 6,
            match bid.strain().trumps() {
                Some(suit) => format!("{} as trumps", suit.name()),
                None => "no trumps".to_string(),
            }
        ),
    };
    let documentation = Markup::new()
        .heading(format!("{} — {}", code_span(spelling), call_words(call)))
        .paragraph(format!("{who} {what}."));
    CompletionItem {
        label: spelling.to_string(),
        kind: CompletionKind::Call,
        detail: Some(format!("{who} {}", short_call(call))),
        documentation: Some(documentation),
        insert: Insert::Plain(spelling.to_string()),
        range,
        sort: Some(format!("{order:03}")),
    }
}

fn short_call(call: Call) -> String {
    match call {
        Call::Bid(bid) => format!("bids {bid}"),
        Call::Pass => "passes".to_string(),
        Call::Double => "doubles".to_string(),
        Call::Redouble => "redoubles".to_string(),
    }
}

/// The "all pass" item (`A` in RBN, `AP` in PBN): passes until the auction ends.
pub(crate) fn all_pass_item(
    spelling: &str,
    auction: &Auction,
    range: TextRange,
    order: usize,
) -> CompletionItem {
    let mut after = auction.clone();
    let ending = match after.push_all_pass() {
        Ok(_) => match after.contract_so_far() {
            Some(contract) => format!("the auction ends in {contract}"),
            None => "the deal is passed out".to_string(),
        },
        Err(_) => "the auction is over".to_string(),
    };
    let documentation = Markup::new()
        .heading(format!("{} — all pass", code_span(spelling)))
        .paragraph(format!("Every player still to call passes: {ending}."));
    CompletionItem {
        label: spelling.to_string(),
        kind: CompletionKind::Call,
        detail: Some(format!("all pass: {ending}")),
        documentation: Some(documentation),
        insert: Insert::Plain(spelling.to_string()),
        range,
        sort: Some(format!("{order:03}")),
    }
}

/// How a card relates to the trick it is played to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CardRole {
    Lead,
    Follow,
    Ruff,
    Discard,
}

impl CardRole {
    pub(crate) fn of(card: Card, led: Option<Suit>, trumps: Option<Suit>) -> CardRole {
        match led {
            None => CardRole::Lead,
            Some(led) if card.suit == led => CardRole::Follow,
            Some(_) if Some(card.suit) == trumps => CardRole::Ruff,
            Some(_) => CardRole::Discard,
        }
    }

    fn verb(self) -> &'static str {
        match self {
            CardRole::Lead => "leads",
            CardRole::Follow => "follows suit with",
            CardRole::Ruff => "ruffs with",
            CardRole::Discard => "discards",
        }
    }
}

/// The item for `card`, inserted as `insert` and listed as `label`, played by `seat` to trick
/// `trick` (from 1).
#[allow(clippy::too_many_arguments)]
pub(crate) fn card_item(
    card: Card,
    label: &str,
    insert: &str,
    seat: Seat,
    trick: usize,
    role: CardRole,
    range: TextRange,
    order: usize,
) -> CompletionItem {
    let documentation = Markup::new()
        .heading(format!("{} — {card}", code_span(label)))
        .paragraph(format!(
            "{seat} {} the {card} in trick {trick}.",
            role.verb()
        ));
    CompletionItem {
        label: label.to_string(),
        kind: CompletionKind::Card,
        detail: Some(format!("{seat} {} {card}", role.verb())),
        documentation: Some(documentation),
        insert: Insert::Plain(insert.to_string()),
        range,
        sort: Some(format!("{order:03}")),
    }
}
