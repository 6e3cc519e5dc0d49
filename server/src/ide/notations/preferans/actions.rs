//! Preferans quick fixes, where one fix is clear: the winner a trick's cards give, the value
//! the rule gives, and the summary the throws give. Each reads the deal the finding is in.

use crate::ide::actions::CodeAction;
use crate::ide::format::TextEdit;
use crate::ide::green::Node;
use crate::ide::notations::preferans::check::deal::VALUE_MISMATCH;
use crate::ide::notations::preferans::model::play::WRONG_TRICK_WINNER;
use crate::ide::notations::preferans::model::summary::expected_summary;
use crate::ide::notations::preferans::model::value::value_of;
use crate::ide::notations::preferans::model::Deal;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextRange};

/// The summary codes a summary written from the throws fixes.
const SUMMARY_CODES: [&str; 4] = [
    "preferans/summary-tricks",
    "preferans/main-score",
    "preferans/follower-score",
    "preferans/follower-failure",
];

pub(super) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let code = diagnostic.code;
    if code != WRONG_TRICK_WINNER && code != VALUE_MISMATCH && !SUMMARY_CODES.contains(&code) {
        return Vec::new();
    }
    let Some(deal) = deal_at(parse, diagnostic.range) else {
        return Vec::new();
    };
    let fix = match code {
        WRONG_TRICK_WINNER => winner_fix(&deal, diagnostic.range),
        VALUE_MISMATCH => value_fix(&deal),
        _ => summary_fix(&deal),
    };
    fix.into_iter().collect()
}

/// The deal whose round holds `range`.
fn deal_at(parse: &Parse, range: TextRange) -> Option<Deal> {
    let root = Node::root(parse);
    let record = root
        .child_nodes_of(PREF_RECORD)
        .find(|record| record.range().contains_range(range))?;
    let round = record
        .child(PREF_GAME_SECTION)?
        .child_nodes_of(PREF_ROUND)
        .find(|round| round.range().contains_range(range))?;
    Some(Deal::read(round))
}

fn replace(title: String, range: TextRange, new_text: String) -> CodeAction {
    CodeAction::fix(title, true, vec![TextEdit { range, new_text }])
}

fn winner_fix(deal: &Deal, range: TextRange) -> Option<CodeAction> {
    let replay = deal.replay()?;
    let throws = deal.throws.as_ref()?;
    let index = throws
        .value
        .iter()
        .position(|trick| trick.winner.is_some_and(|winner| winner.range == range))?;
    let (winner, _) = replay.tricks.get(index)?.winner.as_ref()?;
    Some(replace(
        format!("Give trick {} to player {winner}", index + 1),
        range,
        winner.to_string(),
    ))
}

fn value_fix(deal: &Deal) -> Option<CodeAction> {
    let value = deal.value?;
    let rule = value_of(
        deal.contract?.value,
        deal.refa.is_some_and(|refa| refa.value),
        deal.kontra.and_then(|kontra| kontra.value),
    );
    Some(replace(
        format!("Write the value {} ({})", rule.value, rule.reckoning()),
        value.range,
        rule.value.to_string(),
    ))
}

fn summary_fix(deal: &Deal) -> Option<CodeAction> {
    let summary = deal.summary.as_ref()?;
    let expected = expected_summary(deal)?;
    Some(replace(
        format!("Write the summary the throws give: {}", expected.text),
        summary.range,
        expected.text,
    ))
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::{check, quick_fixes};
    use crate::ide::check::CheckCache;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    const ROUND: &str = "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
                         4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L24,M1:8,F6:L48]";

    /// The round with `from` changed to `to`, each finding's fixes applied on their own.
    fn check_fixes(from: &str, to: &str, expected: Expect) {
        let text = format!("[Bula 60]\n\n{}\n", ROUND.replacen(from, to, 1));
        let parsed = parse(Format::Preferans, &text);
        let mut shown = String::new();
        for diagnostic in check(&parsed, &mut CheckCache::default()) {
            for fix in quick_fixes(&parsed, &diagnostic) {
                let mut fixed = text.clone();
                for edit in fix.edits.iter().rev() {
                    fixed.replace_range(std::ops::Range::<usize>::from(edit.range), &edit.new_text);
                }
                let clean = check(
                    &parse(Format::Preferans, &fixed),
                    &mut CheckCache::default(),
                )
                .iter()
                .all(|after| after.code != diagnostic.code);
                shown.push_str(&format!(
                    "{}: {} (fixed: {clean})\n",
                    diagnostic.code, fix.title
                ));
            }
        }
        expected.assert_eq(&shown);
    }

    #[test]
    fn a_wrong_winner_the_value_and_the_summary() {
        check_fixes(
            "4721",
            "4723",
            expect![[r#"
            preferans/wrong-trick-winner: Give trick 1 to player 1 (fixed: true)
        "#]],
        );
        check_fixes(
            "0 8 3",
            "0 10 3",
            expect![[r#"
            preferans/value-mismatch: Write the value 8 (hearts: 2 × 4 = 8) (fixed: true)
        "#]],
        );
        check_fixes(
            "M1:8,F6:L48",
            "M1:-8,F6:L40",
            expect![[r#"
            preferans/main-score: Write the summary the throws give: F3:L24,M1:8,F6:L48 (fixed: true)
            preferans/follower-score: Write the summary the throws give: F3:L24,M1:8,F6:L48 (fixed: true)
        "#]],
        );
    }
}
