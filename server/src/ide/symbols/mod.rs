//! The outline of a document: one symbol per RBN or RBX record, PBN game and SGF game tree,
//! named so that a board or a game is found at a glance, with children for the parts a person
//! jumps to (auction, play, notes, tables, variations). Protocol-free: plain structs with
//! byte ranges.

pub(crate) mod short;
#[cfg(test)]
mod tests;
mod workspace;

use crate::ide::green::Node;
use gamerec_grammar::{GreenNode, GreenNodeData, TextRange, TextSize};

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

impl Symbol {
    /// Moves the symbol and its children `by` bytes later in the text.
    pub(crate) fn shift(&mut self, by: TextSize) {
        let mut pending: Vec<&mut Symbol> = vec![self];
        while let Some(symbol) = pending.pop() {
            symbol.range += by;
            symbol.selection_range += by;
            pending.extend(symbol.children.iter_mut());
        }
    }

    /// How many symbols are below this one, at every depth.
    pub fn descendants(&self) -> usize {
        descendants(&self.children)
    }
}

/// What the outline of one record passes on to the records after it: how many records came
/// before (for the names of records that name no board), and the values that repeat into
/// later records until changed (RBN's `B`, `E` and `D`; PBN's `#` tag values). Owned and
/// comparable, so that a record's outline can be kept and reused while the records before it
/// pass on the same.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Carried {
    pub ordinal: usize,
    /// Repeated values, in an order each notation fixes.
    pub texts: CarriedTexts,
    /// Repeated syntax (a PBN tag a `#` stands for), in an order each notation fixes.
    pub nodes: Vec<Option<GreenNode>>,
}

/// The values one record carries into the next, all in one allocation (every record of a long
/// document keeps its own): for each value, its length plus one as a LEB128 varint, or 0 for
/// no value, then its bytes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CarriedTexts(Box<[u8]>);

impl CarriedTexts {
    pub fn new<'t>(texts: impl IntoIterator<Item = Option<&'t str>>) -> CarriedTexts {
        let mut bytes = Vec::new();
        for text in texts {
            let mut marker = text.map_or(0, |text| text.len() + 1);
            while marker >= 0x80 {
                bytes.push((marker & 0x7f) as u8 | 0x80);
                marker >>= 7;
            }
            bytes.push(marker as u8);
            bytes.extend_from_slice(text.unwrap_or_default().as_bytes());
        }
        CarriedTexts(bytes.into_boxed_slice())
    }

    /// The value at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&str> {
        let mut rest: &[u8] = &self.0;
        for at in 0..=index {
            let mut marker = 0usize;
            let mut shift = 0;
            loop {
                let (&byte, after) = rest.split_first()?;
                rest = after;
                marker |= usize::from(byte & 0x7f).checked_shl(shift)?;
                shift += 7;
                if byte < 0x80 {
                    break;
                }
            }
            let len = marker.saturating_sub(1);
            let (text, after) = rest.split_at_checked(len)?;
            rest = after;
            if at == index {
                return (marker > 0)
                    .then(|| std::str::from_utf8(text).ok())
                    .flatten();
            }
        }
        None
    }
}

/// The outline of the document under `root`, from the outlines of the root's children: each
/// made by `outline_of` with ranges from the child's start, given what the children before it
/// carried and whether its children (sections, notes, variations) still fit in the budget.
pub(crate) fn outline(
    root: Node<'_>,
    mut outline_of: impl FnMut(&GreenNodeData, &mut Carried, bool) -> Vec<Symbol>,
) -> Vec<Symbol> {
    let mut budget = Budget::new();
    let mut carried = Carried::default();
    let mut symbols = Vec::new();
    for child in root.child_nodes() {
        for mut symbol in outline_of(child.green(), &mut carried, budget.allows()) {
            symbol.shift(child.range().start());
            budget.take(&mut symbol);
            symbols.push(symbol);
        }
    }
    symbols
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
        if !self.fits(symbol.descendants()) {
            symbol.children.clear();
        }
    }

    /// Whether `descendants` more children fit, counting them if they do; once some do not,
    /// none do.
    pub(crate) fn fits(&mut self, descendants: usize) -> bool {
        if descendants > self.left {
            self.left = 0;
            false
        } else {
            self.left -= descendants;
            true
        }
    }
}

/// Every offset `symbols` and their children name (the starts and ends of their ranges and
/// selection ranges), sorted and each once: what a client's positions are looked up for.
pub fn offsets(symbols: &[Symbol]) -> Vec<TextSize> {
    let mut offsets = Vec::new();
    let mut pending: Vec<&[Symbol]> = vec![symbols];
    while let Some(level) = pending.pop() {
        for symbol in level {
            offsets.extend([symbol.range.start(), symbol.range.end()]);
            offsets.extend([symbol.selection_range.start(), symbol.selection_range.end()]);
            pending.push(&symbol.children);
        }
    }
    offsets.sort_unstable();
    offsets.dedup();
    offsets
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
