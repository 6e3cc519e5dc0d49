//! The bridge rules of an RBN or RBX record, checked with the bridge model: the deal in `H`,
//! the auction in `A`, the contract in `C` against the auction, the play in `P`, and the
//! result in `R` against the play and the score.
//!
//! Each label is read into the model once. An `A`, `C`, `P` or `R` label with syntax errors is
//! left to the syntax diagnostics: the rules are not checked on a guess at what it says. In an
//! `H` label with syntax errors only what the readable cards show for certain is reported (a
//! card twice, a hand too long), and the deal is not used for the play. After the first
//! illegal call or play the rest of that auction or play is not checked, since the state is
//! unknown; a `C` that disagrees with the auction stops the play and score checks, which would
//! only repeat the disagreement.

mod auction;
mod contract;
mod leader;
mod makes;
mod result;

#[cfg(test)]
mod tests;

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::BridgeGame;
use crate::ide::notations::rbn::model::Labels;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::MakesLabel;

/// Checks the bridge rules of `record`, the root of its own tree, on `game`, the model read
/// from its `labels`.
pub(crate) fn check_record(labels: &Labels, game: &BridgeGame, out: &mut Findings) {
    let deal = game.deal.as_ref();
    let auction = game
        .auction
        .as_ref()
        .and_then(|facts| facts.replay.as_ref());
    let contract = game.contract.as_ref();
    out.extend(game.problems.iter().cloned());
    if let Some(makes) = labels.makes.clone().and_then(MakesLabel::cast) {
        makes::check(&makes, deal, out);
    }
    let mut agree = true;
    if let Some(contract) = contract {
        contract::check_goal(contract, deal, out);
        if let Some(auction) = auction {
            agree = !contract::compare(contract, auction, out);
        }
        if agree {
            leader::check(contract, auction, deal, out);
        }
    }
    if let Some(auction) = auction {
        auction::check_finished(auction, contract, game.result.as_ref(), out);
    }
    // When C and the auction disagree, either may be wrong: the play and the score, which
    // would only repeat the disagreement, are not checked against one of them.
    let final_contract = game.final_contract.as_ref().filter(|_| agree);
    let mut play = None;
    if let Some(facts) = &game.play {
        match (final_contract, &facts.replay) {
            (Some(_), Some(replay)) => {
                out.extend(replay.problems.iter().cloned());
                play = Some(replay);
            }
            (Some(_), None) => {}
            (None, _) => out.extend(facts.shape_problem.iter().cloned()),
        }
    }
    if let Some(written) = &game.result {
        result::check(
            written,
            &result::Facts {
                contract: final_contract,
                auction,
                contract_label: contract,
                play,
                duplicate_scoring: game.duplicate_scoring,
            },
            out,
        );
    }
}
