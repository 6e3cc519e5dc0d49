//! The outline of a Preferans document: one symbol per deal, named by its number, and marked
//! when all three players passed.

use crate::ide::green::Node;
use crate::ide::symbols::{Budget, Symbol, SymbolKind};
use gamerec_grammar::SyntaxKind::*;

pub(super) fn symbols(root: Node<'_>, budget: &mut Budget) -> Vec<Symbol> {
    let mut symbols = Vec::new();
    let sections = root
        .child_nodes_of(PREF_RECORD)
        .filter_map(|record| record.child(PREF_GAME_SECTION));
    for (ordinal, round) in
        (1..).zip(sections.flat_map(|section| section.child_nodes_of(PREF_ROUND)))
    {
        let id = round.child(PREF_DEAL_ID);
        let number = id
            .and_then(|id| id.token(PREF_NUMBER))
            .map_or_else(|| ordinal.to_string(), |number| number.text.to_owned());
        let passed_out = round.child(PREF_MAIN).is_none() && round.child(PREF_BIDS).is_some();
        let name = if passed_out {
            format!("Deal {number} · passed out")
        } else {
            format!("Deal {number}")
        };
        let selection = id.map_or(round.range(), |id| id.range());
        let mut symbol = Symbol::new(name, SymbolKind::Board, round.range(), selection);
        budget.take(&mut symbol);
        symbols.push(symbol);
    }
    symbols
}
