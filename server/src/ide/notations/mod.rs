//! Each notation's features in a folder of its own, and the bridge code the bridge notations
//! share. A feature's shared machinery (its types, its budget, its sorting) stays in the
//! feature's folder; what a notation adds to it is a method of [`Notation`], and [`of`] is the
//! one place that maps a [`Format`] to its notation.

pub mod bridge;
pub mod lin;
pub mod pbn;
pub mod pinochle;
pub mod preferans;
pub mod rbn;
pub mod sgf;

use crate::ide::actions::CodeAction;
use crate::ide::check::CheckCache;
use crate::ide::completion::CompletionItem;
use crate::ide::folding::Fold;
use crate::ide::format::FormatTable;
use crate::ide::format::{FormatOptions, TextEdit};
use crate::ide::green::{Node, Token};
use crate::ide::hover::Hover;
use crate::ide::inlay::Hints;
use crate::ide::notes::NoteLinks;
use crate::ide::semantic::Tokens;
use crate::ide::symbols::{Carried, Symbol};
use crate::ide::Diagnostic;
use gamerec_grammar::{Format, GreenNodeData, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

/// What one notation adds to each feature. Every method takes the whole document (or the
/// token a feature was asked about); the feature around it does what all notations share.
pub(crate) trait Notation: Sync {
    /// The diagnostics of the checks beyond syntax, made with (and kept in) `cache`.
    fn check(&self, parse: &Parse, cache: &mut CheckCache) -> Vec<Diagnostic>;

    fn hover(&self, parse: &Parse, offset: TextSize, cache: &HoverCache) -> Option<Hover>;

    fn completions(&self, parse: &Parse, offset: TextSize) -> Vec<CompletionItem>;

    /// The edits that format the records `range` touches, or the whole document.
    fn format(
        &self,
        parse: &Parse,
        options: &FormatOptions,
        range: Option<TextRange>,
    ) -> Vec<TextEdit>;

    /// The outline of `child`, a child of the document's root (a record, game or game tree),
    /// with ranges from the child's start. `carried` comes from the children before it and is
    /// updated for the ones after; `with_children` says whether to list the sections, notes
    /// and variations inside.
    fn record_symbols(
        &self,
        child: &GreenNodeData,
        carried: &mut Carried,
        with_children: bool,
    ) -> Vec<Symbol>;

    /// Adds the folds of the document in any order.
    fn folds(&self, root: &SyntaxNode, out: &mut Vec<Fold>);

    /// Adds the semantic tokens in text order.
    fn colour(&self, parse: &Parse, out: &mut Tokens);

    /// Adds the inlay hints in any order.
    fn hints(&self, parse: &Parse, out: &mut Hints);

    /// The note `token` is part of, or the note a reference at `token` leads to; `offset`
    /// is where in the token, which in a run of moves may hold several references.
    fn note_links(&self, token: &SyntaxToken, offset: TextSize) -> Option<NoteLinks>;

    /// Calls `scan` with every token that holds prose (comments, free text, notes), where
    /// web and mail addresses are looked for.
    fn prose(&self, root: Node<'_>, scan: &mut dyn FnMut(Token<'_>));

    /// The fixes for `diagnostic`, each checking the text at its range first.
    fn quick_fixes(&self, parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction>;

    /// The source actions for the records `range` touches.
    fn source_actions(&self, parse: &Parse, range: TextRange) -> Vec<CodeAction>;

    /// Where documents of `format` (one of this notation's) take their formatter options from.
    fn format_table(&self, format: Format) -> FormatTable;
}

/// What hovers keep between requests on one document (the Go positions already replayed).
/// Safe to share between threads; cheap to create.
#[derive(Debug, Default)]
pub struct HoverCache {
    pub boards: sgf::hover::BoardCache,
}

/// The notation a document of `format` is written in.
pub(crate) fn of(format: Format) -> &'static dyn Notation {
    match format {
        Format::Rbn | Format::Rbx => &rbn::Rbn,
        Format::Pbn => &pbn::Pbn,
        Format::Sgf => &sgf::Sgf,
        Format::Preferans => &preferans::Preferans,
        Format::Pinochle => &pinochle::Pinochle,
        Format::Lin => &lin::Lin,
    }
}
