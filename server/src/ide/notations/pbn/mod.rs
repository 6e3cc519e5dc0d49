//! Portable Bridge Notation: each feature's PBN part.

pub(crate) mod actions;
pub(crate) mod check;
pub(crate) mod completion;
pub(crate) mod deal_hands;
pub(crate) mod folding;
pub(crate) mod format;
pub(crate) mod head;
pub(crate) mod hover;
pub(crate) mod inlay;
pub(crate) mod links;
pub(crate) mod model;
pub(crate) mod moves;
pub(crate) mod notes;
pub(crate) mod semantic;
pub(crate) mod symbols;
pub(crate) mod version;

use crate::ide::actions::CodeAction;
use crate::ide::check::{run_checks, CheckCache};
use crate::ide::completion::CompletionItem;
use crate::ide::folding::Fold;
use crate::ide::format::{FormatOption, FormatTable};
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

pub(crate) struct Pbn;

impl Notation for Pbn {
    fn check(&self, parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
        run_checks::<check::Checks>(parse, cache)
    }

    fn hover(&self, parse: &Parse, offset: TextSize, _cache: &HoverCache) -> Option<Hover> {
        hover::hover(parse, offset)
    }

    fn completions(&self, parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
        completion::completions(parse, offset)
    }

    fn format(
        &self,
        parse: &Parse,
        options: &FormatOptions,
        range: Option<TextRange>,
    ) -> Vec<TextEdit> {
        format::format(parse, options, range)
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

    fn note_links(&self, token: &SyntaxToken, offset: TextSize) -> Option<NoteLinks> {
        notes::note_links(token, offset)
    }

    fn prose(&self, root: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
        links::prose(root, scan);
    }

    fn quick_fixes(&self, parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
        actions::quick_fixes(parse, diagnostic)
    }

    fn source_actions(&self, parse: &Parse, range: TextRange) -> Vec<CodeAction> {
        actions::source_actions(parse, range)
    }

    fn format_table(&self, _format: Format) -> FormatTable {
        FormatTable::Own(&[("style", FormatOption::PbnStyle)])
    }
}
