//! The `C` label read into the model's contract as written: level, strain, risk, goal,
//! declarer and leader.

use super::seat_of;
use crate::ide::notations::bridge::model::ContractInfo;
use crate::ide::notations::bridge::rules::{Doubling, Strain};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::ContractLabel;

/// Reads `C`; `None` for a null label or one without a strain.
pub(super) fn read(label: &ContractLabel) -> Option<ContractInfo> {
    let node = label.contract()?;
    let strain_text = node.strain()?.text().to_ascii_uppercase();
    let strain = Strain::parse(&strain_text)?;
    let level = node
        .level()
        .and_then(|token| token.text().parse::<u8>().ok());
    let doubling = match node.risk().map(|token| token.text().to_ascii_uppercase()) {
        Some(risk) if risk == "X" => Doubling::Doubled,
        Some(risk) if risk == "R" => Doubling::Redoubled,
        _ => Doubling::Undoubled,
    };
    let goal = node.goal().map(|token| {
        let tricks = token.text().parse::<u32>().ok();
        let is_max = token.text().eq_ignore_ascii_case("M");
        (
            if is_max {
                None
            } else {
                Some(tricks.unwrap_or(u32::MAX))
            },
            token.text_range(),
        )
    });
    let declarer_token = label.declarer();
    let declarer = declarer_token.as_ref().and_then(seat_of);
    let leader_token = label.leader();
    let leader = leader_token.as_ref().and_then(seat_of);
    Some(ContractInfo {
        level,
        strain,
        doubling,
        goal,
        declarer,
        declarer_range: declarer_token.map(|token| token.text_range()),
        leader,
        leader_range: leader_token.map(|token| token.text_range()),
        range: node.syntax().text_range(),
    })
}
