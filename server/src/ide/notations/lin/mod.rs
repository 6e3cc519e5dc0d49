//! LIN, the format of Bridge Base Online: each feature's LIN part, rendered from each board
//! read once into the bridge model (`model/`): the checks that replay the boards, a hover that
//! explains every command and shows what the model makes of a value, an outline and a fold per
//! board, and colours by suit. inlay hints with the points, tricks and running trick count, and formatting; completion is
//! still to come.

mod actions;
mod check;
pub(crate) mod completion;
mod folding;
mod format;
mod hover;
mod inlay;
pub(crate) mod model;
mod semantic;
mod symbols;
#[cfg(test)]
mod tests;

use crate::ide::actions::CodeAction;
use crate::ide::check::{run_checks, CheckCache};
use crate::ide::completion::CompletionItem;
use crate::ide::folding::Fold;
use crate::ide::format::FormatTable;
use crate::ide::format::{FormatOptions, TextEdit};
use crate::ide::green::{Node, Token};
use crate::ide::hover::Hover;
use crate::ide::inlay::Hints;
use crate::ide::notations::HoverCache;
use crate::ide::notations::Notation;
use crate::ide::notes::NoteLinks;
use crate::ide::semantic::Tokens;
use crate::ide::symbols::{Carried, Symbol};
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, GreenNodeData, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(crate) struct Lin;

impl Notation for Lin {
    fn check(&self, parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
        run_checks::<check::Checks>(parse, cache)
    }

    fn hover(&self, parse: &Parse, offset: TextSize, _cache: &HoverCache) -> Option<Hover> {
        hover::hover(parse, offset)
    }

    fn completions(&self, parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
        completion::completions(parse, offset)
    }

    /// One layout, without options (`format.rs`).
    fn format(
        &self,
        parse: &Parse,
        _options: &FormatOptions,
        range: Option<TextRange>,
    ) -> Vec<TextEdit> {
        format::format(parse, range)
    }

    fn record_symbols(
        &self,
        child: &GreenNodeData,
        carried: &mut Carried,
        with_children: bool,
    ) -> Vec<Symbol> {
        symbols::record_symbols(Node::new(child, 0.into()), carried, with_children)
    }

    fn folds(&self, root: &SyntaxNode, out: &mut Vec<Fold>) {
        folding::folds(root, out);
    }

    fn colour(&self, parse: &Parse, out: &mut Tokens) {
        semantic::colour(parse, out);
    }

    fn hints(&self, parse: &Parse, out: &mut Hints) {
        inlay::hints(parse, out);
    }

    fn note_links(&self, _token: &SyntaxToken, _offset: TextSize) -> Option<NoteLinks> {
        None
    }

    fn prose(&self, _root: Node<'_>, _scan: &mut dyn FnMut(Token<'_>)) {}

    fn quick_fixes(&self, parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
        actions::quick_fixes(parse, diagnostic)
    }

    fn source_actions(&self, _parse: &Parse, _range: TextRange) -> Vec<CodeAction> {
        Vec::new()
    }

    fn format_table(&self, _format: Format) -> FormatTable {
        FormatTable::NoOptions
    }
}
