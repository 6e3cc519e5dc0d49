//! Folding: the regions of a document a person collapses. Records and games, free text and
//! comment blocks, PBN auction, play and table sections, RBN item lists, SGF game trees and
//! variations, long node sequences and long comments. Protocol-free: each fold is a byte range
//! whose first and last lines are the fold's; a range that lies on one line folds nothing, and
//! the language server leaves it out when it turns ranges into lines.

use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

/// How many nodes an SGF sequence needs before it folds on its own.
pub const LONG_SEQUENCE: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoldKind {
    /// Comments, free text and commentary.
    Comment,
    /// Records, games, sections, tables, variations and sequences.
    Region,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fold {
    pub range: TextRange,
    pub kind: FoldKind,
}

/// A fold as lines: the first line stays visible, the lines after it up to `end_line` fold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineFold {
    pub start_line: u32,
    pub end_line: u32,
    pub kind: FoldKind,
}

/// `folds` as lines, with `line_of` giving the line of an offset: folds on one line are left
/// out, and of the folds that start on the same line only the first (the outermost) is kept,
/// since an editor can fold a line only one way.
pub fn fold_lines(folds: &[Fold], line_of: impl Fn(TextSize) -> u32) -> Vec<LineFold> {
    let mut lines: Vec<LineFold> = Vec::new();
    for fold in folds {
        let start_line = line_of(fold.range.start());
        let end_line = line_of(fold.range.end());
        if end_line <= start_line
            || lines
                .last()
                .is_some_and(|last| last.start_line == start_line)
        {
            continue;
        }
        lines.push(LineFold {
            start_line,
            end_line,
            kind: fold.kind,
        });
    }
    lines
}

/// `folds` in document order of their starts (outer before inner), each range once.
pub(crate) fn in_document_order(mut folds: Vec<Fold>) -> Vec<Fold> {
    folds.sort_by_key(|fold| (fold.range.start(), std::cmp::Reverse(fold.range.end())));
    // A record of nothing but comments folds as a comment.
    folds.dedup_by(|later, earlier| {
        let same = later.range == earlier.range;
        if same && later.kind == FoldKind::Comment {
            earlier.kind = FoldKind::Comment;
        }
        same
    });
    folds
}

pub(crate) fn push(folds: &mut Vec<Fold>, range: TextRange, kind: FoldKind) {
    if !range.is_empty() {
        folds.push(Fold { range, kind });
    }
}

/// The range of `node` without the blanks and line ends it ends with.
pub(crate) fn trimmed(node: &SyntaxNode) -> TextRange {
    let range = node.text_range();
    let mut end = range.end();
    let mut token = node.last_token();
    // A node ends with at most a few blanks; stop at the first token that is not one.
    while let Some(last) = token.filter(|last| {
        matches!(last.kind(), NEWLINE | WHITESPACE) && last.text_range().start() >= range.start()
    }) {
        end = last.text_range().start();
        token = last.prev_token();
    }
    TextRange::new(range.start(), end)
}

/// Runs of `%` lines in RBN records (and between RBX groups).
#[derive(Default)]
pub(crate) struct Run {
    range: Option<TextRange>,
    lines: usize,
}

impl Run {
    pub(crate) fn add(&mut self, range: TextRange) {
        self.range = Some(self.range.map_or(range, |run| run.cover(range)));
        self.lines += 1;
    }

    pub(crate) fn end(&mut self, folds: &mut Vec<Fold>) {
        if let Some(range) = self.range.take() {
            if self.lines > 1 {
                push(folds, range, FoldKind::Comment);
            }
        }
        self.lines = 0;
    }
}

#[cfg(test)]
mod tests;
