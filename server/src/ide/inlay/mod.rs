//! Inlay hints: the numbers a reader would otherwise count by hand. High-card points after
//! each hand of a deal, the dealer and vulnerability a board number implies when the record
//! does not give them, trick numbers in the play and the running play score of a pinochle
//! hand, move numbers on SGF moves. Protocol-free: it takes a parse and the range that is
//! shown and returns hints at byte offsets in it.
//!
//! Only the records (and SGF game trees) that overlap the range are read; SGF move numbers
//! also count the moves on the path before the range, without entering the variations that
//! end before it.

#[cfg(test)]
mod tests;

use gamerec_grammar::{TextRange, TextSize};

/// What a hint counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HintKind {
    /// High-card points of a hand.
    Points,
    /// Dealer and vulnerability by the board number.
    Board,
    /// The number of a trick.
    Trick,
    /// The number of a move.
    Move,
    /// Cards written in a code, decoded.
    Cards,
    /// The name of a code, as a contract's.
    Name,
    /// A running score, as the teams' play points after each trick.
    Score,
}

/// One hint, shown at `offset`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InlayHint {
    pub offset: TextSize,
    pub label: String,
    pub kind: HintKind,
    /// A sentence that says what the label means.
    pub tooltip: String,
    /// Whether the label wants a space before it (it follows the text it is about).
    pub pad_left: bool,
    /// Whether the label wants a space after it (it precedes the text it is about).
    pub pad_right: bool,
}

/// The hints found so far, and the range they are wanted for.
pub(crate) struct Hints {
    pub(crate) within: TextRange,
    hints: Vec<InlayHint>,
}

impl Hints {
    /// No hints yet, for the offsets inside `within` (its ends included).
    pub(crate) fn new(within: TextRange) -> Hints {
        Hints {
            within,
            hints: Vec::new(),
        }
    }

    /// The hints found, in text order.
    pub(crate) fn in_text_order(mut self) -> Vec<InlayHint> {
        self.hints.sort_by_key(|hint| hint.offset);
        self.hints
    }

    /// Whether a node at `range` may hold wanted hints (hints sit inside or at the ends of
    /// what they are about).
    pub(crate) fn wants(&self, range: TextRange) -> bool {
        range.start() <= self.within.end() && self.within.start() <= range.end()
    }

    /// Whether a hint at `offset` is wanted; checked before its text is made.
    pub(crate) fn shows(&self, offset: TextSize) -> bool {
        self.within.contains_inclusive(offset)
    }

    pub(crate) fn push(&mut self, hint: InlayHint) {
        self.hints.push(hint);
    }

    /// The high-card points of a hand, after it.
    pub(crate) fn points(
        &mut self,
        after: TextSize,
        points: u32,
        tooltip: impl FnOnce() -> String,
    ) {
        if !self.shows(after) {
            return;
        }
        let tooltip = tooltip();
        self.push(InlayHint {
            offset: after,
            label: format!("{points} HCP"),
            kind: HintKind::Points,
            tooltip,
            pad_left: true,
            pad_right: true,
        });
    }

    /// A number before the trick or move it counts.
    pub(crate) fn number(&mut self, before: TextSize, number: u32, kind: HintKind) {
        if !self.shows(before) {
            return;
        }
        let what = if kind == HintKind::Trick {
            "Trick"
        } else {
            "Move"
        };
        self.push(InlayHint {
            offset: before,
            label: number.to_string(),
            kind,
            tooltip: format!("{what} {number}"),
            pad_left: false,
            pad_right: true,
        });
    }
}
