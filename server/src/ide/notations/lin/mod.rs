//! LIN, the format of Bridge Base Online: each feature's LIN part. So far the tree's syntax
//! errors, a hover that explains every command, an outline and a fold per board, and colours
//! by suit; the checks that replay the boards, completion, inlay hints and formatting are
//! still to come.

mod folding;
mod hover;
mod semantic;
mod symbols;
#[cfg(test)]
mod tests;

use crate::ide::actions::CodeAction;
use crate::ide::check::CheckCache;
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

pub(crate) struct Lin;

impl Notation for Lin {
    fn check(&self, _parse: &Parse, _cache: &mut CheckCache) -> Vec<Diagnostic> {
        Vec::new()
    }

    fn hover(&self, parse: &Parse, offset: TextSize, _cache: &HoverCache) -> Option<Hover> {
        hover::hover(parse, offset)
    }

    fn completions(&self, _parse: &Parse, _offset: TextSize) -> Vec<CompletionItem> {
        Vec::new()
    }

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
