//! Portable Preferans Notation: each feature's Preferans part. The checks replay each deal
//! read into the model (`model/`); hover explains tags, fields, cards and tricks; semantic
//! colours mark cards by suit; the outline lists the deals and folding the sections. Inlay
//! hints, completion, formatting and quick fixes give nothing yet.

pub(crate) mod cards;
pub(crate) mod check;
mod deal_hover;
pub(crate) mod folding;
pub(crate) mod hover;
pub(crate) mod model;
pub(crate) mod semantic;
pub(crate) mod symbols;

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
use crate::ide::symbols::{Budget, Symbol};
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(crate) struct Preferans;

impl Notation for Preferans {
    fn check(&self, parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
        run_checks::<check::Checks>(parse, cache)
    }

    fn hover(&self, parse: &Parse, offset: TextSize, _cache: &HoverCache) -> Option<Hover> {
        hover::hover(parse, offset)
    }

    fn completions(&self, _parse: &Parse, _offset: TextSize) -> Vec<CompletionItem> {
        Vec::new()
    }

    /// No layout of its own yet: a document is left as it is.
    fn format(
        &self,
        _parse: &Parse,
        _options: &FormatOptions,
        _range: Option<TextRange>,
    ) -> Vec<TextEdit> {
        Vec::new()
    }

    fn symbols(&self, parse: &Parse, budget: &mut Budget) -> Vec<Symbol> {
        symbols::symbols(Node::root(parse), budget)
    }

    fn folds(&self, root: &SyntaxNode, out: &mut Vec<Fold>) {
        folding::folds(root, out);
    }

    fn colour(&self, parse: &Parse, out: &mut Tokens) {
        semantic::colour(parse, out);
    }

    fn hints(&self, _parse: &Parse, _out: &mut Hints) {}

    fn note_links(&self, _token: &SyntaxToken) -> Option<NoteLinks> {
        None
    }

    fn prose(&self, _root: Node<'_>, _scan: &mut dyn FnMut(Token<'_>)) {}

    fn quick_fixes(&self, _parse: &Parse, _diagnostic: &Diagnostic) -> Vec<CodeAction> {
        Vec::new()
    }

    fn source_actions(&self, _parse: &Parse, _range: TextRange) -> Vec<CodeAction> {
        Vec::new()
    }

    fn format_table(&self, _format: Format) -> FormatTable {
        FormatTable::NoOptions
    }
}
