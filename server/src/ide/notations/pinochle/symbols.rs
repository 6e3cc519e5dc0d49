//! The outline of a Pinochle document: one symbol per hand, named by its number and what the
//! tags say became of it: "Hand 1 · 67 in spades by W, set".

use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::{HandModel, Outcome};
use crate::ide::symbols::{Budget, Symbol, SymbolKind};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;

pub(super) fn symbols(root: Node<'_>, budget: &mut Budget) -> Vec<Symbol> {
    let mut symbols = Vec::new();
    for (ordinal, hand) in (1..).zip(root.child_nodes_of(PIN_HAND_RECORD)) {
        let model = HandModel::read_tags(hand);
        let number = model
            .hand_number
            .map_or_else(|| ordinal.to_string(), |number| number.value.to_string());
        let name = match played(&model) {
            Some(played) => format!("Hand {number} · {played}"),
            None => format!("Hand {number}"),
        };
        let selection = model
            .hand_number
            .map_or(hand.range(), |number| number.range);
        let mut symbol = Symbol::new(name, SymbolKind::Board, hand.range(), selection);
        budget.take(&mut symbol);
        symbols.push(symbol);
    }
    symbols
}

/// "67 in spades by W, set", as much of it as the tags give.
fn played(model: &HandModel) -> Option<String> {
    let contract = model.contract?.value;
    let mut text = contract.to_string();
    if let Some(trump) = model.trump {
        match trump.value.and_then(|suit| spec::SUITS.get(suit)) {
            Some((_, name)) => text.push_str(&format!(" in {name}")),
            None => text.push_str(" with no trump"),
        }
    }
    if let Some(declarer) = model.declarer {
        let seat = model
            .table
            .seats
            .get(declarer.value)
            .copied()
            .unwrap_or("?");
        text.push_str(&format!(" by {seat}"));
    }
    if let Some(result) = model.result {
        let word = match result.value {
            Outcome::Saved => "saved",
            Outcome::Set => "set",
            Outcome::NoBoard => "no board",
            Outcome::NoTrump => "no trump",
        };
        text.push_str(&format!(", {word}"));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::document_symbols;
    use gamerec_grammar::{parse, Format};

    #[test]
    fn each_hand_is_named_by_what_became_of_it() {
        let text = "% PPN 1.0\n% IMPORT\n\n\
            [Hand \"3\"]\n[Declarer \"W\"]\n[Contract \"67\"]\n[Trump \"S\"]\n[Result \"Set\"]\n\n\
            [Contract \"50\"]\n[Trump \"-\"]\n\n\
            [Note \"no contract yet\"]\n";
        let names: Vec<String> = document_symbols(&parse(Format::Pinochle, text))
            .into_iter()
            .map(|symbol| symbol.name)
            .collect();
        assert_eq!(
            names,
            [
                "Hand 3 · 67 in spades by W, set",
                "Hand 2 · 50 with no trump",
                "Hand 3",
            ]
        );
    }
}
