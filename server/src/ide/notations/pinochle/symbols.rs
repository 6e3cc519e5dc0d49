//! The outline of a Pinochle document: one symbol per hand, named by its number and what the
//! tags say became of it: "Hand 1 · 67 in spades by W, set".

use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::{HandModel, Outcome};
use crate::ide::symbols::{Carried, Symbol, SymbolKind};
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;

/// The symbol of `hand` (a child of the root) if it is a hand record.
pub(super) fn record_symbols(
    hand: Node<'_>,
    carried: &mut Carried,
    _with_children: bool,
) -> Vec<Symbol> {
    if hand.kind() != PIN_HAND_RECORD {
        return Vec::new();
    }
    carried.ordinal += 1;
    let ordinal = carried.ordinal;
    {
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
        vec![Symbol::new(
            name,
            SymbolKind::Board,
            hand.range(),
            selection,
        )]
    }
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
