//! The outline of a document: one symbol per RBN or RBX record, PBN game and SGF game tree,
//! named so that a board or a game is found at a glance, with children for the parts a person
//! jumps to (auction, play, notes, tables, variations). Protocol-free: plain structs with
//! byte ranges.

mod bridge;
mod pbn;
mod rbn;
mod sgf;
#[cfg(test)]
mod tests;
mod workspace;

use gamerec_grammar::{Format, Parse, TextRange};

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
    fn new(name: String, kind: SymbolKind, range: TextRange, selection_range: TextRange) -> Symbol {
        Symbol {
            name,
            detail: None,
            kind,
            range,
            selection_range: clamp_into(selection_range, range),
            children: Vec::new(),
        }
    }

    fn with_detail(mut self, detail: Option<String>) -> Symbol {
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

/// The most symbols an outline holds. Every record, game and game tree is listed; their
/// children are kept, from the start of the document, while the total stays within this.
pub const MAX_SYMBOLS: usize = 50_000;

/// The outline of the document: its records, games or game trees in document order.
pub fn document_symbols(parse: &Parse) -> Vec<Symbol> {
    let root = parse.syntax();
    let mut symbols = match parse.format() {
        Format::Rbn | Format::Rbx => rbn::symbols(&root),
        Format::Pbn => pbn::symbols(&root),
        Format::Sgf => sgf::symbols(&root),
    };
    let mut left = MAX_SYMBOLS.saturating_sub(symbols.len());
    for symbol in &mut symbols {
        let below = descendants(&symbol.children);
        if below <= left {
            left -= below;
        } else {
            symbol.children.clear();
            left = 0;
        }
    }
    symbols
}

/// How many symbols `symbols` and their children hold, counted without recursion.
fn descendants(symbols: &[Symbol]) -> usize {
    let mut count = 0;
    let mut pending: Vec<&[Symbol]> = vec![symbols];
    while let Some(level) = pending.pop() {
        count += level.len();
        pending.extend(level.iter().map(|symbol| symbol.children.as_slice()));
    }
    count
}

/// At most `limit` characters of `text` on one line, with `…` when it was cut.
pub(crate) fn short_text(text: &str, limit: usize) -> String {
    let mut words = text.split_whitespace();
    let mut out = String::new();
    let mut cut = false;
    for word in words.by_ref() {
        let extra = usize::from(!out.is_empty()) + word.chars().count();
        if out.chars().count() + extra > limit {
            cut = true;
            if out.is_empty() {
                out.extend(word.chars().take(limit));
            }
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if cut {
        out.push('…');
    }
    out
}
