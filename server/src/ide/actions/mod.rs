//! Code actions: quick fixes for diagnostics, by code, and source actions on the records a
//! range touches (RBN and RBX records converted into each other, PBN tags sorted).
//!
//! A quick fix looks only at the few nodes around its diagnostic, so asking costs nothing
//! for a range without diagnostics; the source actions look at the records the range touches.

mod deal;
mod notes;
mod pbn;
mod rbx;
mod sgf;

use crate::ide::format::TextEdit;
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

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
    fn fix(title: impl Into<String>, preferred: bool, edits: Vec<TextEdit>) -> CodeAction {
        CodeAction {
            title: title.into(),
            kind: ActionKind::QuickFix,
            preferred,
            edits,
        }
    }
}

/// The quick fixes for `diagnostic`, which was found in (or reported for) the document of
/// `parse`. A diagnostic from an older version of the text may get no fix, never a wrong one:
/// each fix checks that the text at the range is what its code reports.
pub fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let root = parse.syntax();
    if diagnostic.range.end() > root.text_range().end() {
        return Vec::new();
    }
    let range = diagnostic.range;
    match diagnostic.code {
        "rbn/ranks-out-of-order" | "pbn/ranks-out-of-order" => deal::sort_ranks(&root, range),
        "rbn/duplicate-card" | "pbn/duplicate-card" => deal::remove_duplicate(&root, range),
        "rbn/makes-uneven-deal" => deal::fill_record_deal(&root, range),
        "pbn/bad-deal" => deal::fill_deal(&root, range),
        "rbn/missing-note" => notes::add_rbn_note(&root, range, parse.format()),
        "pbn/missing-note" => notes::add_pbn_note(&root, range),
        "rbn/missing-signature" => rbx::add_signature(&root, Format::Rbn),
        "rbx/missing-signature" => rbx::add_signature(&root, Format::Rbx),
        "pbn/lowercase-tag-name" => pbn::capitalise_tag(&root, range),
        "pbn/export-tag-order" => pbn::sort_tags_fix(&root, range),
        "sgf/lowercase-identifier" => sgf::upper_case_identifier(&root, range),
        "sgf/pass-in-old-format" => sgf::pass_as_tt(&root, range),
        "sgf/tt-not-a-pass" => sgf::tt_as_pass(&root, range),
        "sgf/unescaped-bracket" => sgf::escape_bracket(&root, range),
        "sgf/setup-and-move" => sgf::split_node(&root, range),
        "sgf/obsolete-property" => sgf::replace_obsolete(&root, range),
        _ => Vec::new(),
    }
}

/// The source actions for the records `range` touches.
pub fn source_actions(parse: &Parse, range: TextRange) -> Vec<CodeAction> {
    let root = parse.syntax();
    match parse.format() {
        Format::Rbn => rbx::convert_records(parse, &root, range, Format::Rbx),
        Format::Rbx => rbx::convert_records(parse, &root, range, Format::Rbn),
        Format::Pbn => pbn::sort_tags_actions(parse, &root, range),
        Format::Sgf => Vec::new(),
    }
}

/// The records (children of the root of one of `kinds`) that `range` touches, in order.
fn records_touching(root: &SyntaxNode, range: TextRange, kinds: &[SyntaxKind]) -> Vec<SyntaxNode> {
    let start = child_index_at(root, range.start());
    root.children_with_tokens()
        .skip(start)
        .filter_map(|element| element.into_node())
        .take_while(|node| node.text_range().start() <= range.end())
        .filter(|node| kinds.contains(&node.kind()))
        .filter(|node| {
            let at = node.text_range();
            at.start() <= range.end() && range.start() <= at.end()
        })
        .collect()
}

/// The index of the child of `root` that holds `offset` (or of the last one before it),
/// found without walking the children one by one.
fn child_index_at(root: &SyntaxNode, offset: TextSize) -> usize {
    let Some(element) = root.child_or_token_at_range(TextRange::empty(offset)) else {
        return 0;
    };
    element.index().saturating_sub(1)
}

/// Whether a syntax error lies in `range` (or touches it).
fn has_error(parse: &Parse, range: TextRange) -> bool {
    parse
        .errors()
        .iter()
        .any(|error| error.range.start() <= range.end() && range.start() <= error.range.end())
}

/// The token that starts at or covers `offset`, the one on the right at a boundary.
fn token_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    if offset >= root.text_range().end() {
        return None;
    }
    root.token_at_offset(offset).right_biased()
}

/// The nearest node of `kind` holding the token at `offset`.
fn ancestor_at(root: &SyntaxNode, offset: TextSize, kind: SyntaxKind) -> Option<SyntaxNode> {
    token_at(root, offset)?
        .parent_ancestors()
        .find(|node| node.kind() == kind)
}

/// The line end the document uses (that of its first line), LF if it has none.
fn line_ending(root: &SyntaxNode) -> String {
    root.descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::NEWLINE)
        .map_or_else(|| "\n".to_string(), |token| token.text().to_string())
}

fn edit(range: TextRange, new_text: impl Into<String>) -> TextEdit {
    TextEdit {
        range,
        new_text: new_text.into(),
    }
}

fn insert(at: TextSize, new_text: impl Into<String>) -> TextEdit {
    edit(TextRange::empty(at), new_text)
}

#[cfg(test)]
mod tests;
