//! Smart Game Format: each feature's SGF part, and the Go board its moves are replayed on.

pub(crate) mod actions;
pub(crate) mod check;
pub(crate) mod completion;
pub(crate) mod folding;
pub(crate) mod format;
pub(crate) mod go;
pub(crate) mod hover;
pub(crate) mod inlay;
pub(crate) mod links;
pub(crate) mod semantic;
pub(crate) mod symbols;

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

pub(crate) struct Sgf;

impl Notation for Sgf {
    fn check(&self, parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic> {
        run_checks::<check::Checks>(parse, cache)
    }

    fn hover(&self, parse: &Parse, offset: TextSize, cache: &HoverCache) -> Option<Hover> {
        hover::hover(parse, offset, &cache.boards)
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
        symbols::record_symbols(child, carried, with_children)
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
        FormatTable::Own(&[
            ("order", FormatOption::SgfOrder),
            ("indent", FormatOption::SgfIndent),
        ])
    }
}
