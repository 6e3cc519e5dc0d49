//! The features of a document, each put together from the two layers below: the feature's
//! folder, which owns its types and does what every notation shares (bounds, budgets, order),
//! and the document's notation, which adds its share through [`Notation`]. This is the one
//! module that calls [`notations::of`], so the features never import the notations that
//! implement them. The command line, the language server and the tests call these functions.

use crate::ide::actions::CodeAction;
use crate::ide::check::{CheckCache, Findings};
use crate::ide::completion::CompletionItem;
use crate::ide::diagnostics::{sort_by_position, syntax_error, Diagnostic};
use crate::ide::folding::{self, Fold};
use crate::ide::format::{FormatMemo, FormatOptions, Plan, TextEdit};
use crate::ide::green::Node;
use crate::ide::hover::token::token_at;
use crate::ide::hover::Hover;
use crate::ide::inlay::{Hints, InlayHint};
use crate::ide::links::{Link, Links};
use crate::ide::notations::{self, Notation};
use crate::ide::notes::NoteLinks;
use crate::ide::semantic::{SemanticToken, Tokens};
use crate::ide::symbols::{self, Carried, Symbol};
use gamerec_grammar::{GreenNodeData, Parse, TextRange, TextSize};

pub use crate::ide::notations::HoverCache;

fn notation(parse: &Parse) -> &'static dyn Notation {
    notations::of(parse.format())
}

/// Whether `offset` (a byte offset) lies in the text of `parse` or at its end.
fn in_text(parse: &Parse, offset: TextSize) -> bool {
    offset <= parse.green().text_len()
}

/// The diagnostics of the checks beyond syntax, in no particular order, made with (and kept
/// in) `cache`.
pub fn check(parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
    notation(parse).check(parse, cache)
}

/// All diagnostics for a parsed document, in document order.
pub fn diagnostics(parse: &Parse) -> Vec<Diagnostic> {
    diagnostics_with(parse, &mut CheckCache::default())
}

/// All diagnostics for a parsed document, in document order, reusing what `cache` kept of an
/// earlier version of the same document.
/// With a cap set on `cache`, at most that many are returned, the most serious first, and
/// `cache.left_out()` counts the others.
pub fn diagnostics_with(parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
    cache.start_run();
    let checked = check(parse, cache);
    let mut found = Findings::capped(cache.cap());
    found.extend(parse.errors().iter().map(syntax_error));
    found.extend(checked);
    let (mut diagnostics, left_out) = found.finish();
    cache.add_left_out(&left_out);
    sort_by_position(&mut diagnostics);
    diagnostics
}

/// The hover at `offset` (a byte offset into the text of `parse`), if there is something to say.
pub fn hover(parse: &Parse, offset: TextSize, cache: &HoverCache) -> Option<Hover> {
    in_text(parse, offset).then(|| notation(parse).hover(parse, offset, cache))?
}

/// The completions at `offset` (a byte offset into the text of `parse`).
pub fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    if !in_text(parse, offset) {
        return Vec::new();
    }
    notation(parse).completions(parse, offset)
}

/// The edits that format the whole document.
pub fn format(parse: &Parse, options: &FormatOptions) -> Vec<TextEdit> {
    notation(parse).format(parse, options, None)
}

/// The edits that format the whole document, reading only what changed since `memo` last
/// found it formatted (see `ide/format/memo.rs`).
pub fn format_with(parse: &Parse, options: &FormatOptions, memo: &mut FormatMemo) -> Vec<TextEdit> {
    let edits = match memo.plan(parse, options) {
        Plan::Nothing => Vec::new(),
        Plan::Within(range) => format_range(parse, range, options),
        Plan::Whole => format(parse, options),
    };
    memo.remember(parse, options, &edits);
    edits
}

/// The edits that format the records `range` touches (and the blank lines between them).
pub fn format_range(parse: &Parse, range: TextRange, options: &FormatOptions) -> Vec<TextEdit> {
    notation(parse).format(parse, options, Some(range))
}

/// The outline of the document: its records, games or game trees in document order.
pub fn document_symbols(parse: &Parse) -> Vec<Symbol> {
    let notation = notation(parse);
    symbols::outline(Node::root(parse), |child, carried, with_children| {
        notation.record_symbols(child, carried, with_children)
    })
}

/// The outline of `child`, a child of the root of `parse`, with ranges from the child's start
/// (see [`symbols::outline`]).
pub fn record_symbols(
    parse: &Parse,
    child: &GreenNodeData,
    carried: &mut Carried,
    with_children: bool,
) -> Vec<Symbol> {
    notation(parse).record_symbols(child, carried, with_children)
}

/// The folds of the document, in document order of their starts (outer before inner).
pub fn folding_ranges(parse: &Parse) -> Vec<Fold> {
    let mut folds = Vec::new();
    notation(parse).folds(&parse.syntax(), &mut folds);
    folding::in_document_order(folds)
}

/// The semantic tokens of the whole document, or of the part that overlaps `within`, in text
/// order.
pub fn semantic_tokens(parse: &Parse, within: Option<TextRange>) -> Vec<SemanticToken> {
    let mut tokens = Tokens::new(within);
    notation(parse).colour(parse, &mut tokens);
    tokens.into_vec()
}

/// The inlay hints at offsets inside `within` (its ends included), in text order.
pub fn inlay_hints(parse: &Parse, within: TextRange) -> Vec<InlayHint> {
    let mut hints = Hints::new(within);
    notation(parse).hints(parse, &mut hints);
    hints.in_text_order()
}

/// The note at `offset` (on a note or on a reference to one) and its references.
pub fn note_links(parse: &Parse, offset: TextSize) -> Option<NoteLinks> {
    if !in_text(parse, offset) {
        return None;
    }
    let token = token_at(&parse.syntax(), offset)?;
    notation(parse).note_links(&token, offset)
}

/// The definition: the note a reference (or the note itself) stands for.
pub fn definition(parse: &Parse, offset: TextSize) -> Option<TextRange> {
    note_links(parse, offset)?.note
}

/// The references to the note at `offset`, and the note itself if `include_note`, in
/// document order.
pub fn references(parse: &Parse, offset: TextSize, include_note: bool) -> Vec<TextRange> {
    note_links(parse, offset).map_or_else(Vec::new, |links| links.ranges(include_note))
}

/// Every web or mail address written in the document's prose, in document order.
pub fn document_links(parse: &Parse) -> Vec<Link> {
    let mut links = Links::default();
    notation(parse).prose(Node::root(parse), &mut |token| links.scan(token));
    links.into_vec()
}

/// The quick fixes for `diagnostic`, which was found in (or reported for) the document of
/// `parse`. A diagnostic from an older version of the text may get no fix, never a wrong one:
/// each fix checks that the text at the range is what its code reports.
pub fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    if diagnostic.range.end() > parse.green().text_len() {
        return Vec::new();
    }
    notation(parse).quick_fixes(parse, diagnostic)
}

/// The source actions for the records `range` touches.
pub fn source_actions(parse: &Parse, range: TextRange) -> Vec<CodeAction> {
    notation(parse).source_actions(parse, range)
}
