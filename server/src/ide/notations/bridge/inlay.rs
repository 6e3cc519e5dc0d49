//! Inlay hints of a deal, from the model: the high-card points after each hand written, and
//! after a hand the record fills in with the rest of the pack; and what a board number implies
//! by the standard rotation when the record leaves it out.

use crate::ide::inlay::{HintKind, Hints, InlayHint};
use crate::ide::notations::bridge::model::DealInfo;
use crate::ide::notations::bridge::rules::points::high_card_points;
use crate::ide::notations::bridge::rules::{
    board_dealer, board_vulnerability, Seat, Vulnerability,
};
use crate::ide::notations::bridge::text::plain_board_number;
use gamerec_grammar::TextSize;

pub(crate) fn deal_hints(deal: &DealInfo, out: &mut Hints) {
    for seat in Seat::ALL {
        let (Some(end), Some(cards)) = (deal.hand_ends[seat.index()], deal.deal.hand(seat)) else {
            continue;
        };
        let points = high_card_points(cards);
        if deal.filled == Some(seat) {
            out.points(end, points, || {
                format!(
                    "{points} high-card points in the fourth hand, which gets the rest of the pack"
                )
            });
        } else if deal.sizes[seat.index()].is_some_and(|size| size > 0) {
            out.points(end, points, || {
                format!("{points} high-card points (ace 4, king 3, queen 2, jack 1)")
            });
        }
    }
}

/// A board number written as digits (surrounding blanks allowed), from 1.
pub(crate) fn board_number(text: &str) -> Option<u64> {
    plain_board_number(text).filter(|&board| board > 0)
}

/// What the board number `board` implies, after the board number; only the parts the record
/// leaves out (the dealer when `dealer`, the vulnerability when `vulnerability`).
pub(crate) fn board_hint(
    out: &mut Hints,
    after: TextSize,
    board: u64,
    dealer: bool,
    vulnerability: bool,
) {
    if !out.shows(after) {
        return;
    }
    let mut parts = Vec::new();
    let implied_dealer = board_dealer(board).filter(|_| dealer);
    let implied_vulnerability = board_vulnerability(board).filter(|_| vulnerability);
    if let Some(seat) = implied_dealer {
        parts.push(format!("dealer {}", seat.letter()));
    }
    if let Some(vulnerability) = implied_vulnerability {
        parts.push(vulnerability_words(vulnerability).to_owned());
    }
    if parts.is_empty() {
        return;
    }
    let mut tooltip = format!("By the standard rotation, board {board} has");
    if let Some(seat) = implied_dealer {
        tooltip.push_str(&format!(" {} dealing", seat.name()));
        if implied_vulnerability.is_some() {
            tooltip.push_str(" and");
        }
    }
    if let Some(vulnerability) = implied_vulnerability {
        tooltip.push_str(&format!(" vulnerability {}", vulnerability.name()));
    }
    tooltip.push_str("; the record does not say.");
    out.push(InlayHint {
        offset: after,
        label: parts.join(", "),
        kind: HintKind::Board,
        tooltip,
        pad_left: true,
        pad_right: false,
    });
}

fn vulnerability_words(vulnerability: Vulnerability) -> &'static str {
    match vulnerability {
        Vulnerability::None => "none vul",
        Vulnerability::NorthSouth => "NS vul",
        Vulnerability::EastWest => "EW vul",
        Vulnerability::Both => "all vul",
    }
}
