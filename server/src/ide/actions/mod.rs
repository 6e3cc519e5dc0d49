//! Code actions: quick fixes for diagnostics, by code, and source actions on the records a
//! range touches (RBN and RBX records converted into each other, PBN tags sorted).
//!
//! A quick fix looks only at the few nodes around its diagnostic, so asking costs nothing
//! for a range without diagnostics; the source actions look at the records the range touches.

#[cfg(test)]
mod linear_cost;

use crate::ide::format::TextEdit;
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// The kinds of the source actions, below `source` as LSP kinds go.
pub const SOURCE_RBN_TO_RBX: &str = "source.gamerec.rbnToRbx";
pub const SOURCE_RBX_TO_RBN: &str = "source.gamerec.rbxToRbn";
pub const SOURCE_SORT_TAGS: &str = "source.gamerec.sortTags";

/// Every source action kind, for advertising.
pub const SOURCE_KINDS: [&str; 3] = [SOURCE_RBN_TO_RBX, SOURCE_RBX_TO_RBN, SOURCE_SORT_TAGS];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionKind {
    /// Fixes the problem a diagnostic reports.
    QuickFix,
    /// Changes the whole record; one of the `SOURCE_*` kinds.
    Source(&'static str),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeAction {
    pub title: String,
    pub kind: ActionKind,
    /// Whether this is the fix to apply when there is no reason to choose.
    pub preferred: bool,
    /// Non-overlapping edits of the document.
    pub edits: Vec<TextEdit>,
}

impl CodeAction {
    pub(crate) fn fix(
        title: impl Into<String>,
        preferred: bool,
        edits: Vec<TextEdit>,
    ) -> CodeAction {
        CodeAction {
            title: title.into(),
            kind: ActionKind::QuickFix,
            preferred,
            edits,
        }
    }
}

/// The records (children of the root of one of `kinds`) that `range` touches, in order,
/// found from the record at the start of the range without walking the records before it.
pub(crate) fn records_touching(
    root: &SyntaxNode,
    range: TextRange,
    kinds: &[SyntaxKind],
) -> Vec<SyntaxNode> {
    let touches = |at: TextRange| at.start() <= range.end() && range.start() <= at.end();
    let mut element = root.child_or_token_at_range(TextRange::empty(range.start()));
    // A record that ends where the range starts touches it too.
    if let Some(before) = element.as_ref().and_then(|at| at.prev_sibling_or_token()) {
        if touches(before.text_range()) {
            element = Some(before);
        }
    }
    let mut records = Vec::new();
    while let Some(current) = element {
        if current.text_range().start() > range.end() {
            break;
        }
        if let Some(node) = current.as_node() {
            if kinds.contains(&node.kind()) && touches(node.text_range()) {
                records.push(node.clone());
            }
        }
        element = current.next_sibling_or_token();
    }
    records
}

/// Where a parse's syntax errors are, for asking record by record whether one holds an
/// error in logarithmic time.
pub(crate) struct ErrorRanges {
    /// The errors' ranges, sorted by start.
    ranges: Vec<TextRange>,
    /// For each error, the furthest end of it and the errors before it.
    furthest_end: Vec<TextSize>,
}

impl ErrorRanges {
    pub(crate) fn of(parse: &Parse) -> ErrorRanges {
        let mut ranges: Vec<TextRange> = parse.errors().iter().map(|error| error.range).collect();
        ranges.sort_by_key(|range| (range.start(), range.end()));
        let mut furthest = TextSize::from(0);
        let furthest_end = ranges
            .iter()
            .map(|range| {
                furthest = furthest.max(range.end());
                furthest
            })
            .collect();
        ErrorRanges {
            ranges,
            furthest_end,
        }
    }

    /// Whether an error lies in `range` or touches it.
    pub(crate) fn touch(&self, range: TextRange) -> bool {
        let up_to_end = self
            .ranges
            .partition_point(|error| error.start() <= range.end());
        up_to_end
            .checked_sub(1)
            .and_then(|last| self.furthest_end.get(last))
            .is_some_and(|&end| end >= range.start())
    }
}

/// One source action of `kind` for the records: their edits together, titled `one` for a
/// single record and `many` (with the count) for several.
pub(crate) fn source_action(
    kind: &'static str,
    one: String,
    many: impl FnOnce(usize) -> String,
    records: Vec<Vec<TextEdit>>,
) -> Option<CodeAction> {
    let title = match records.len() {
        0 => return None,
        1 => one,
        count => many(count),
    };
    Some(CodeAction {
        title,
        kind: ActionKind::Source(kind),
        preferred: false,
        edits: records.into_iter().flatten().collect(),
    })
}

/// The token that starts at or covers `offset`, found by descending from the root by
/// binary search (rowan's `token_at_offset` looks at every child of the root).
pub(crate) fn token_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    if offset >= root.text_range().end() {
        return None;
    }
    let probe = TextRange::at(offset, TextSize::from(1));
    let mut node = root.clone();
    loop {
        match node.child_or_token_at_range(probe)? {
            gamerec_grammar::NodeOrToken::Node(inner) => node = inner,
            gamerec_grammar::NodeOrToken::Token(token) => return Some(token),
        }
    }
}

/// The nearest node of `kind` holding the token at `offset`.
pub(crate) fn ancestor_at(
    root: &SyntaxNode,
    offset: TextSize,
    kind: SyntaxKind,
) -> Option<SyntaxNode> {
    token_at(root, offset)?
        .parent_ancestors()
        .find(|node| node.kind() == kind)
}

/// The line end the document uses (that of its first line), LF if it has none.
pub(crate) fn line_ending(root: &SyntaxNode) -> String {
    root.descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::NEWLINE)
        .map_or_else(|| "\n".to_string(), |token| token.text().to_string())
}

pub(crate) fn edit(range: TextRange, new_text: impl Into<String>) -> TextEdit {
    TextEdit {
        range,
        new_text: new_text.into(),
    }
}

pub(crate) fn insert(at: TextSize, new_text: impl Into<String>) -> TextEdit {
    edit(TextRange::empty(at), new_text)
}

#[cfg(test)]
mod tests;
