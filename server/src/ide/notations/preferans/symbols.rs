//! The outline of a Preferans document: one symbol per deal, named by its number and what was
//! played: "Deal 3 · hearts by player 2, made 7", or "Deal 2 · passed out".

use crate::ide::green::Node;
use crate::ide::symbols::{Carried, Symbol, SymbolKind};
use gamerec_grammar::preferans::spec;
use gamerec_grammar::SyntaxKind::*;

/// The symbols of the rounds of `record` (a child of the root).
pub(super) fn record_symbols(
    record: Node<'_>,
    carried: &mut Carried,
    _with_children: bool,
) -> Vec<Symbol> {
    let mut symbols = Vec::new();
    if record.kind() != PREF_RECORD {
        return symbols;
    }
    let sections = record.child(PREF_GAME_SECTION);
    for round in sections
        .into_iter()
        .flat_map(|section| section.child_nodes_of(PREF_ROUND))
    {
        carried.ordinal += 1;
        let ordinal = carried.ordinal;
        let id = round.child(PREF_DEAL_ID);
        let number = id
            .and_then(|id| id.token(PREF_NUMBER))
            .map_or_else(|| ordinal.to_string(), |number| number.text.to_owned());
        let passed_out = round.child(PREF_MAIN).is_none() && round.child(PREF_BIDS).is_some();
        let name = match (passed_out, played(round)) {
            (true, _) => format!("Deal {number} · passed out"),
            (false, Some(played)) => format!("Deal {number} · {played}"),
            (false, None) => format!("Deal {number}"),
        };
        let selection = id.map_or(round.range(), |id| id.range());
        symbols.push(Symbol::new(
            name,
            SymbolKind::Board,
            round.range(),
            selection,
        ));
    }
    symbols
}

/// The contract, the main player and, from the summary, whether the contract was made:
/// "hearts by player 2, made 7"; `None` when the contract cannot be read.
fn played(round: Node<'_>) -> Option<String> {
    let contract = round.child(PREF_CONTRACT)?;
    let number = contract.token(PREF_CONTRACT_NUMBER)?.text.chars().next()?;
    let name = spec::contract_name(number)?.to_lowercase();
    let game = if contract.token(PREF_GAME_MARK).is_some() {
        "game "
    } else {
        ""
    };
    let mut text = format!("{game}{name}");
    if let Some(main) = round
        .child(PREF_MAIN)
        .and_then(|main| main.token(PREF_PLAYER))
    {
        text.push_str(&format!(" by player {}", main.text));
    }
    let tricks = round.child(PREF_SUMMARY).and_then(|summary| {
        let main = summary
            .child_nodes_of(PREF_SCORE)
            .find(|score| score.token(PREF_ROLE).is_some_and(|role| role.text == "M"))?;
        main.token(PREF_TRICKS)?.text.parse::<u32>().ok()
    });
    if let Some(tricks) = tricks {
        // Betl is made by taking no trick; the other contracts by taking six or more.
        let made = if number == '6' {
            tricks == 0
        } else {
            tricks >= 6
        };
        let how = if made { "made" } else { "failed with" };
        text.push_str(&format!(", {how} {tricks}"));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::document_symbols;
    use gamerec_grammar::{parse, Format};

    #[test]
    fn each_deal_is_named_by_what_was_played() {
        let text = "[Bula 60]\n\n\
            [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 M3,P,3 2 AR 4 3 I3 8 2 2A12 M7:-8,F3:L24,0]\n\
            [2 312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,P]\n\
            [3 123 4U6ADHM2OT9CEIN31B7WQKFVRJS5LP8G P,2,6 3 T3 6 2 0 12 1 G9B3 F0:L0,0,M1:12]\n\
            [4 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 G,P,P 1 XX G3 8 0 8 2 2A12 M6:-8,F2:L16,F2:L16]\n\
            [5 312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,2 2 T6 9 3 0 0 4 3 FC3 F4:L16,0,M6:-4]\n";
        let names: Vec<String> = document_symbols(&parse(Format::Preferans, text))
            .into_iter()
            .map(|symbol| symbol.name)
            .collect();
        assert_eq!(
            names,
            [
                "Deal 1 · hearts by player 2, made 7",
                "Deal 2 · passed out",
                "Deal 3 · betl by player 3, failed with 1",
                "Deal 4 · game diamonds by player 1, made 6",
                // A contract number out of range leaves only the deal's number.
                "Deal 5",
            ]
        );
    }
}
