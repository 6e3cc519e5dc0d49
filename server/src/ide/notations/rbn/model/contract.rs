//! The `C` label read into the model's contract as written: level, strain, risk, goal,
//! declarer and leader.

use crate::ide::green::{Node, Token};
use crate::ide::notations::bridge::model::ContractInfo;
use crate::ide::notations::bridge::rules::{Doubling, Seat, Strain};
use gamerec_grammar::SyntaxKind::{
    RBN_CONTRACT, RBN_DECLARER, RBN_GOAL, RBN_LEADER, RBN_LEVEL, RBN_RISK, RBN_STRAIN,
};

/// Reads a `C` label; `None` for a null label or one without a strain.
pub(super) fn read(label: Node<'_>) -> Option<ContractInfo> {
    let node = label.child(RBN_CONTRACT)?;
    let strain = Strain::parse(&node.token(RBN_STRAIN)?.text.to_ascii_uppercase())?;
    let level = node
        .token(RBN_LEVEL)
        .and_then(|token| token.text.parse::<u8>().ok());
    let doubling = match node.token(RBN_RISK).map(|token| token.text) {
        Some(risk) if risk.eq_ignore_ascii_case("X") => Doubling::Doubled,
        Some(risk) if risk.eq_ignore_ascii_case("R") => Doubling::Redoubled,
        _ => Doubling::Undoubled,
    };
    let goal = node.token(RBN_GOAL).map(|token| {
        let is_max = token.text.eq_ignore_ascii_case("M");
        let tricks = token.text.parse::<u32>().ok();
        let goal = (!is_max).then(|| tricks.unwrap_or(u32::MAX));
        (goal, token.range)
    });
    let declarer = label.token(RBN_DECLARER);
    let leader = label.token(RBN_LEADER);
    Some(ContractInfo {
        level,
        strain,
        doubling,
        goal,
        declarer: declarer.and_then(seat),
        declarer_range: declarer.map(|token| token.range),
        leader: leader.and_then(seat),
        leader_range: leader.map(|token| token.range),
        range: node.range(),
    })
}

fn seat(token: Token<'_>) -> Option<Seat> {
    Seat::from_letter(token.text.chars().next()?.to_ascii_uppercase())
}
