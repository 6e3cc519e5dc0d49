//! An auction that reached the contract the record goes on with, or a pass-out, but stops
//! without `A` or the closing passes.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::{AuctionInfo, ContractInfo, ResultFacts};
use crate::ide::{Diagnostic, RelatedInformation};

/// A warning when the auction stops short of its end although the record shows it is over:
/// `C` names the contract it has reached, or `R` says the board was passed out. An auction
/// that just stops is allowed (RBN keeps partial auctions); one that is evidently complete
/// must end in `A` or the closing passes.
pub(super) fn check_finished(
    info: &AuctionInfo,
    contract: Option<&ContractInfo>,
    result: Option<&ResultFacts>,
    out: &mut Findings,
) {
    if !info.clean || info.auction.is_finished() {
        return;
    }
    let Some(last_call) = info.last_call else {
        return;
    };
    let so_far = info.auction.contract_so_far();
    let evidence = match so_far {
        Some(reached) => contract.and_then(|contract| {
            let declarer_agrees = !info.dealer_known || contract.declarer == Some(reached.declarer);
            let agrees = contract.level == Some(reached.level)
                && contract.strain == reached.strain
                && contract.doubling == reached.doubled
                && declarer_agrees;
            agrees.then(|| {
                (
                    contract.range,
                    format!(
                        "C names the contract the auction reached ({})",
                        contract.text()
                    ),
                )
            })
        }),
        None => result
            .filter(|result| result.passed_out.is_some())
            .map(|result| (result.range, "R says the board was passed out".to_string())),
    };
    let Some((related, because)) = evidence else {
        return;
    };
    let missing = match so_far {
        Some(_) => "`A` (all pass) or three passes",
        None => "`A` (all pass) or a fourth pass",
    };
    let mut diagnostic = Diagnostic::warning(
        "rbn/unfinished-auction",
        last_call,
        format!("the auction stops here, but {because}; a complete auction ends with {missing}"),
    );
    diagnostic.related.push(RelatedInformation {
        range: related,
        message: "the auction is over by this".to_string(),
    });
    out.push(diagnostic);
}
