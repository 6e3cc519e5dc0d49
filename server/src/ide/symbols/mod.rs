//! The outline of a document: one symbol per RBN or RBX record, PBN game and SGF game tree,
//! named so that a board or a game is found at a glance, with children for the parts a person
//! jumps to (auction, play, notes, tables, variations). Protocol-free: plain structs with
//! byte ranges.

pub(crate) mod short;
#[cfg(test)]
mod tests;
mod workspace;

use gamerec_grammar::TextRange;

pub(crate) use short::{leading_text, short_text};
pub use workspace::{matches_query, workspace_symbols, WorkspaceSymbol, WORKSPACE_SYMBOL_LIMIT};

/// What a symbol stands for; the language server maps these to its own kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    /// An RBN or RBX record, or a PBN game: one board as played at one table.
    Board,
    /// An SGF game tree.
    Game,
    /// A part of a record or game: the deal, auction, play, contract or result.
    Section,
    /// A numbered note (RBN `1`-`9` line, PBN `Note` tag).
    Note,
    /// Free text or commentary.
    Text,
    /// A PBN supplemental table.
    Table,
    /// An SGF variation.
    Variation,
}

/// One entry of the outline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    /// What else identifies it: event and date for a board or game, a summary for a part.
    pub detail: Option<String>,
    pub kind: SymbolKind,
    /// Everything the symbol covers.
    pub range: TextRange,
    /// The part of `range` to show when the symbol is picked: a label, tag or first node.
    pub selection_range: TextRange,
    pub children: Vec<Symbol>,
}

impl Symbol {
    pub(crate) fn new(
        name: String,
        kind: SymbolKind,
        range: TextRange,
        selection_range: TextRange,
    ) -> Symbol {
        Symbol {
            name,
            detail: None,
            kind,
            range,
            selection_range: clamp_into(selection_range, range),
            children: Vec::new(),
        }
    }

    pub(crate) fn with_detail(mut self, detail: Option<String>) -> Symbol {
        self.detail = detail.filter(|detail| !detail.is_empty());
        self
    }
}

/// `inner` if `outer` contains it, else the start of `outer`: the protocol asks that the
/// selection range lie inside the range.
fn clamp_into(inner: TextRange, outer: TextRange) -> TextRange {
    if outer.contains_range(inner) {
        inner
    } else {
        TextRange::empty(outer.start())
    }
}

/// How many children (sections, notes, variations, at every depth) an outline holds in all.
/// Every record, game and game tree is listed; children are listed from the top of the
/// document while they fit, and not even read after that.
pub const MAX_CHILDREN: usize = 50_000;

/// What is left of [`MAX_CHILDREN`].
pub(crate) struct Budget {
    left: usize,
}

impl Budget {
    /// The whole of [`MAX_CHILDREN`].
    pub(crate) fn new() -> Budget {
        Budget { left: MAX_CHILDREN }
    }

    /// Whether the next symbol's children are still read.
    pub(crate) fn allows(&self) -> bool {
        self.left > 0
    }

    /// Counts the children of `symbol`, or drops them when they do not fit.
    pub(crate) fn take(&mut self, symbol: &mut Symbol) {
        let used = descendants(&symbol.children);
        if used > self.left {
            symbol.children.clear();
            self.left = 0;
        } else {
            self.left -= used;
        }
    }
}

/// How many symbols `symbols` and their children hold, counted without recursion.
fn descendants(symbols: &[Symbol]) -> usize {
    let mut count = 0;
    let mut pending: Vec<&[Symbol]> = Vec::new();
    let mut level = symbols;
    loop {
        count += level.len();
        pending.extend(
            level
                .iter()
                .filter(|symbol| !symbol.children.is_empty())
                .map(|symbol| symbol.children.as_slice()),
        );
        match pending.pop() {
            Some(next) => level = next,
            None => return count,
        }
    }
}
