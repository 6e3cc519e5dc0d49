//! The opening leader a `C` label names on a full deal. The spec gives the leader field for
//! endings, where another player than declarer's left-hand opponent may be on lead; at the
//! start of the play the opening lead always comes from declarer's left.

use crate::ide::check::Findings;
use crate::ide::notations::bridge::model::{AuctionInfo, ContractInfo, DealInfo};
use crate::ide::notations::bridge::rules::AuctionResult;
use crate::ide::Diagnostic;

pub(super) const LEADER_NOT_LEFT_OF_DECLARER: &str = "rbn/leader-not-left-of-declarer";

/// A warning when `C` names a leader other than declarer's left-hand opponent while every
/// hand given holds 13 cards. Declarer is the auction's when a finished auction with a known
/// dealer gives one, else the one `C` names.
pub(super) fn check(
    contract: &ContractInfo,
    auction: Option<&AuctionInfo>,
    deal: Option<&DealInfo>,
    out: &mut Findings,
) {
    let (Some(leader), Some(range)) = (contract.leader, contract.leader_range) else {
        return;
    };
    if !deal.is_some_and(is_full) {
        return;
    }
    let from_auction = auction
        .filter(|auction| auction.dealer_known)
        .and_then(AuctionInfo::result)
        .and_then(|result| match result {
            AuctionResult::Contract(reached) => Some(reached.declarer),
            AuctionResult::PassedOut => None,
        });
    let Some(declarer) = from_auction.or(contract.declarer) else {
        return;
    };
    let left = declarer.next();
    if leader == left {
        return;
    }
    out.push(Diagnostic::warning(
        LEADER_NOT_LEFT_OF_DECLARER,
        range,
        format!(
            "C names {leader} as the opening leader, but on a full deal the opening lead comes \
             from {left}, left of declarer {declarer}: remove the leader field, which is meant \
             for endings, or correct it to {}",
            left.letter()
        ),
    ));
}

/// Whether the deal is the start of the play: some hand given, and every hand given has 13
/// cards.
fn is_full(deal: &DealInfo) -> bool {
    let mut given = deal.sizes.iter().flatten().peekable();
    given.peek().is_some() && given.all(|&size| size == 13)
}

#[cfg(test)]
mod tests {
    use super::LEADER_NOT_LEFT_OF_DECLARER;
    use crate::ide::analysis::diagnostics;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn check(format: Format, text: &str, expect: Expect) {
        let mut lines = String::new();
        for d in diagnostics(&parse(format, text)) {
            if d.code == LEADER_NOT_LEFT_OF_DECLARER {
                let severity = d.severity.name();
                lines.push_str(&format!("{severity} `{}`: {}\n", &text[d.range], d.message));
            }
        }
        expect.assert_eq(&lines);
    }

    const FULL: &str = "H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n";

    #[test]
    fn a_leader_other_than_declarers_left_on_a_full_deal() {
        check(
            Format::Rbn,
            &format!("{FULL}C 4S:N:W\n"),
            expect![[r#"
                warning `W`: C names West as the opening leader, but on a full deal the opening lead comes from East, left of declarer North: remove the leader field, which is meant for endings, or correct it to E
            "#]],
        );
        // The auction makes South declarer, so West leads, whatever C's leader says.
        check(
            Format::Rbn,
            &format!("{FULL}A NZ:PP1SP:2SPPP\nC 2S:S:N\n"),
            expect![[r#"
                warning `N`: C names North as the opening leader, but on a full deal the opening lead comes from West, left of declarer South: remove the leader field, which is meant for endings, or correct it to W
            "#]],
        );
    }

    #[test]
    fn the_leader_of_an_ending_or_declarers_left() {
        check(Format::Rbn, &format!("{FULL}C 4S:N:E\n"), expect![[""]]);
        check(Format::Rbn, &format!("{FULL}C 4S:N\n"), expect![[""]]);
        check(
            Format::Rbn,
            "H N:AK.2..:QJ.3..:T9.4..:87.5..\nC SM:N:S\n",
            expect![[""]],
        );
        check(Format::Rbn, "C 4S:N:W\n", expect![[""]]);
    }
}
