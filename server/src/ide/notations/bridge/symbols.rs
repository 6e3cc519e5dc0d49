//! The name of a bridge board in the outline, the same for RBN and PBN:
//! "Board 7 — 4♠X by S, 10 tricks", "Board 3 — passed out", "Record 2" when nothing is known.

use crate::ide::notations::bridge::model::ContractInfo;
use crate::ide::notations::bridge::rules::{Seat, Strain};
use std::fmt::{Display, Write};

/// What a record or game says about its contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ContractSummary {
    PassedOut,
    Bid {
        level: u8,
        strain: Strain,
        /// `""`, `"X"` or `"XX"`.
        risk: &'static str,
        declarer: Option<Seat>,
    },
}

impl ContractSummary {
    /// The summary of a contract as written, when it gives its level.
    pub(crate) fn of(contract: &ContractInfo) -> Option<ContractSummary> {
        Some(ContractSummary::Bid {
            level: contract.level?,
            strain: contract.strain,
            risk: contract.doubling.letters(),
            declarer: contract.declarer,
        })
    }

    fn write_words(self, out: &mut String) {
        match self {
            ContractSummary::PassedOut => out.push_str("passed out"),
            ContractSummary::Bid {
                level,
                strain,
                risk,
                declarer,
            } => {
                let _ = write!(out, "{level}");
                match strain.trumps() {
                    Some(suit) => out.push(suit.symbol()),
                    None => out.push_str("NT"),
                }
                out.push_str(risk);
                if let Some(declarer) = declarer {
                    out.push_str(" by ");
                    out.push(declarer.letter());
                }
            }
        }
    }
}

/// What names a board: its number, contract and result, each when the document gives it.
#[derive(Debug, Clone, Default)]
pub(crate) struct BoardSummary<'a> {
    pub board: Option<&'a str>,
    pub contract: Option<ContractSummary>,
    /// Tricks won by declarer.
    pub tricks: Option<u8>,
    pub passed_out: bool,
}

impl BoardSummary<'_> {
    /// "Board 7 — 4♠ by S, 10 tricks"; `fallback` ("Record 3", "Game 3") stands in for a
    /// missing board number.
    pub(crate) fn name(&self, fallback: impl Display) -> String {
        // Room for a board number, a contract and the tricks.
        let mut name = String::with_capacity(40);
        match self.board.map(str::trim) {
            Some(board) if !board.is_empty() => {
                name.push_str("Board ");
                name.push_str(board);
            }
            _ => {
                let _ = write!(name, "{fallback}");
            }
        }
        let contract = match self.contract {
            Some(contract) => Some(contract),
            None if self.passed_out => Some(ContractSummary::PassedOut),
            None => None,
        };
        let tricks = self
            .tricks
            .filter(|_| contract != Some(ContractSummary::PassedOut));
        if contract.is_some() || tricks.is_some() {
            name.push_str(" — ");
        }
        if let Some(contract) = contract {
            contract.write_words(&mut name);
            if tricks.is_some() {
                name.push_str(", ");
            }
        }
        match tricks {
            Some(1) => name.push_str("1 trick"),
            Some(tricks) => {
                let _ = write!(name, "{tricks} tricks");
            }
            None => {}
        }
        name
    }
}

/// "event, date" from the parts that are given.
pub(crate) fn detail(parts: &[Option<&str>]) -> Option<String> {
    let mut detail = String::with_capacity(parts.iter().flatten().map(|part| part.len() + 2).sum());
    for part in parts.iter().flatten().map(|part| part.trim()) {
        if part.is_empty() {
            continue;
        }
        if !detail.is_empty() {
            detail.push_str(", ");
        }
        detail.push_str(part);
    }
    (!detail.is_empty()).then_some(detail)
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let mut summary = BoardSummary::default();
        assert_eq!(summary.name("Record 1"), "Record 1");
        summary.board = Some("7");
        assert_eq!(summary.name("Record 1"), "Board 7");
        summary.tricks = Some(1);
        assert_eq!(summary.name("Record 1"), "Board 7 — 1 trick");
        summary.contract = Some(ContractSummary::Bid {
            level: 4,
            strain: Strain::Spades,
            risk: "XX",
            declarer: Some(Seat::South),
        });
        summary.tricks = Some(10);
        assert_eq!(summary.name("Record 1"), "Board 7 — 4♠XX by S, 10 tricks");
        summary.contract = None;
        summary.passed_out = true;
        assert_eq!(summary.name("Record 1"), "Board 7 — passed out");
        assert_eq!(detail(&[Some(" Cup "), None, Some("")]), Some("Cup".into()));
        assert_eq!(detail(&[None]), None);
    }
}
