//! Portable Preferans Notation: each feature's Preferans part. The checks replay each deal
//! read into the model (`model/`); hover explains tags, fields, cards and tricks; semantic
//! colours mark cards by suit; inlay hints decode hands, contracts and tricks; completion offers
//! tag names, the next field and the legal cards; quick fixes write a trick's winner, the value
//! and the summary; formatting gives one layout; the outline lists the deals and folding the
//! sections.

mod actions;
pub(crate) mod cards;
pub(crate) mod check;
mod completion;
mod deal_hover;
pub(crate) mod folding;
mod format;
pub(crate) mod hover;
mod inlay;
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
use crate::ide::symbols::{Carried, Symbol};
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, GreenNodeData, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(crate) struct Preferans;

impl Notation for Preferans {
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
