//! The name of a bridge board in the outline, the same for RBN and PBN:
//! "Board 7 — 4♠X by S, 10 tricks", "Board 3 — passed out", "Record 2" when nothing is known.

use crate::ide::bridge::{Seat, Strain};

/// What a record or game says about its contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ContractSummary {
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
    /// `X` or `XX` from the risk letters of RBN (`X`, `R`) or PBN (`X`, `XX`).
    pub(super) fn risk(text: &str) -> &'static str {
        match text.to_ascii_uppercase().as_str() {
            "X" => "X",
            "XX" | "R" => "XX",
            _ => "",
        }
    }

    fn words(self) -> String {
        match self {
            ContractSummary::PassedOut => "passed out".to_owned(),
            ContractSummary::Bid {
                level,
                strain,
                risk,
                declarer,
            } => {
                let mut words = format!("{level}{strain}{risk}");
                if let Some(declarer) = declarer {
                    words.push_str(" by ");
                    words.push(declarer.letter());
                }
                words
            }
        }
    }
}

/// What names a board: its number, contract and result, each when the document gives it.
#[derive(Debug, Clone, Default)]
pub(super) struct BoardSummary<'a> {
    pub board: Option<&'a str>,
    pub contract: Option<ContractSummary>,
    /// Tricks won by declarer.
    pub tricks: Option<u8>,
    pub passed_out: bool,
}

impl BoardSummary<'_> {
    /// "Board 7 — 4♠ by S, 10 tricks"; `fallback` ("Record 3", "Game 3") stands in for a
    /// missing board number.
    pub(super) fn name(&self, fallback: &str) -> String {
        let mut name = match self.board.map(str::trim) {
            Some(board) if !board.is_empty() => format!("Board {board}"),
            _ => fallback.to_owned(),
        };
        let contract = match self.contract {
            Some(contract) => Some(contract),
            None if self.passed_out => Some(ContractSummary::PassedOut),
            None => None,
        };
        let mut parts = Vec::new();
        if let Some(contract) = contract {
            parts.push(contract.words());
        }
        if contract != Some(ContractSummary::PassedOut) {
            match self.tricks {
                Some(1) => parts.push("1 trick".to_owned()),
                Some(tricks) => parts.push(format!("{tricks} tricks")),
                None => {}
            }
        }
        if !parts.is_empty() {
            name.push_str(" — ");
            name.push_str(&parts.join(", "));
        }
        name
    }
}

/// "event, date" from the parts that are given.
pub(super) fn detail(parts: &[Option<&str>]) -> Option<String> {
    let parts: Vec<&str> = parts
        .iter()
        .flatten()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
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
