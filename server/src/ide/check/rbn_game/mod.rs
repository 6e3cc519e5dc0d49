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
mod deal;
mod leader;
mod makes;
mod play;
mod result;

#[cfg(test)]
mod tests;

use crate::ide::green::Node;
use crate::ide::rbn_read::seat_of;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{
    AuctionLabel, ContractLabel, HandLabel, MakesLabel, PlayLabel, Record, ResultLabel,
};
use gamerec_grammar::{SyntaxKind, SyntaxNode, TextSize};

/// What a record takes over from the records before it, for the rules: the `H` and `F` labels
/// (each the root of another tree) of the last earlier records that had them. They stand for
/// the record's own when it has none; nothing is reported inside them.
#[derive(Default, Clone, Copy)]
pub(crate) struct Inherited<'a> {
    pub deal: Option<&'a SyntaxNode>,
    pub scoring: Option<&'a SyntaxNode>,
}

/// Checks the bridge rules of `record`, the root of its own tree.
pub(crate) fn check_record(
    record: &SyntaxNode,
    inherited: Inherited<'_>,
    out: &mut Vec<Diagnostic>,
) {
    let inherited_deal = inherited.deal;
    let Some(record) = Record::cast(record.clone()) else {
        return;
    };
    // The first label of each kind, found in one pass.
    let mut hand = None;
    let mut makes = None;
    let mut auction = None;
    let mut contract = None;
    let mut play = None;
    let mut result = None;
    for node in record.syntax().children() {
        let slot = match node.kind() {
            SyntaxKind::RBN_HAND_LABEL => &mut hand,
            SyntaxKind::RBN_MAKES_LABEL => &mut makes,
            SyntaxKind::RBN_AUCTION_LABEL => &mut auction,
            SyntaxKind::RBN_CONTRACT_LABEL => &mut contract,
            SyntaxKind::RBN_PLAY_LABEL => &mut play,
            SyntaxKind::RBN_RESULT_LABEL => &mut result,
            _ => continue,
        };
        slot.get_or_insert(node);
    }
    let deal = match hand.and_then(HandLabel::cast) {
        Some(own) => deal::read(&own, out),
        None => inherited_deal
            .and_then(|node| HandLabel::cast(node.clone()))
            .and_then(|label| deal::read(&label, &mut Vec::new())),
    };
    if let Some(makes) = makes.and_then(MakesLabel::cast) {
        makes::check(&makes, deal.as_ref(), out);
    }
    let auction = auction
        .and_then(AuctionLabel::cast)
        .and_then(|label| auction::replay(&label, out));
    let contract = contract
        .and_then(ContractLabel::cast)
        .and_then(|label| contract::read(&label));
    let mut agree = true;
    if let Some(contract) = &contract {
        contract::check_goal(contract, deal.as_ref(), out);
        if let Some(auction) = &auction {
            agree = !contract::compare(contract, auction, out);
        }
        if agree {
            leader::check(contract, auction.as_ref(), deal.as_ref(), out);
        }
    }
    let result = result.and_then(ResultLabel::cast);
    if let Some(auction) = &auction {
        auction::check_finished(auction, contract.as_ref(), result.as_ref(), out);
    }
    // When C and the auction disagree, either may be wrong: the play and the score, which
    // would only repeat the disagreement, are not checked against one of them.
    let final_contract = agree
        .then(|| contract::effective(contract.as_ref(), auction.as_ref()))
        .flatten();
    let play = play
        .and_then(PlayLabel::cast)
        .and_then(|label| play::replay(&label, deal.as_ref(), final_contract.as_ref(), out));
    if let Some(label) = &result {
        result::check(
            label,
            &result::Facts {
                record: &record,
                contract: final_contract.as_ref(),
                auction: auction.as_ref(),
                contract_label: contract.as_ref(),
                play: play.as_ref(),
                inherited_scoring: inherited.scoring,
            },
            out,
        );
    }
}

/// Whether the parser reported something inside `node` (it wraps what it could not read in
/// ERROR elements).
fn has_errors(node: &SyntaxNode) -> bool {
    let green = node.green();
    Node::new(green, TextSize::from(0)).contains(|kind| kind == SyntaxKind::ERROR)
}
