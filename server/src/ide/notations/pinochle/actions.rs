//! Pinochle quick fixes, where one fix is clear: the mandatory EXPORT tags a hand lacks,
//! inserted in their order with `?` (unknown) for a value; a trick's winner or points as the
//! replayed trick gives them; and the scores the hand's figures give. Each reads the hand the
//! finding is in.

use crate::ide::actions::{edit, insert, line_ending, CodeAction};
use crate::ide::green::Node;
use crate::ide::notations::pinochle::model::play::replay;
use crate::ide::notations::pinochle::model::HandModel;
use crate::ide::Diagnostic;
use gamerec_grammar::pinochle::spec;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, TextRange, TextSize};

const MISSING_EXPORT_TAGS: &str = "pinochle/missing-export-tags";
const WRONG_TRICK_WINNER: &str = "pinochle/wrong-trick-winner";
const WRONG_TRICK_POINTS: &str = "pinochle/wrong-trick-points";

pub(super) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let code = diagnostic.code;
    if ![MISSING_EXPORT_TAGS, WRONG_TRICK_WINNER, WRONG_TRICK_POINTS].contains(&code) {
        return Vec::new();
    }
    let root = Node::root(parse);
    let Some(hand) = root
        .child_nodes_of(PIN_HAND_RECORD)
        .find(|hand| hand.range().contains_range(diagnostic.range))
    else {
        return Vec::new();
    };
    let fix = match code {
        MISSING_EXPORT_TAGS => missing_tags_fix(hand, &line_ending(&parse.syntax())),
        _ => trick_fix(&HandModel::read(hand), diagnostic),
    };
    fix.into_iter().collect()
}

/// Inserts each missing mandatory tag after the present tag that comes before it in EXPORT
/// order, or before the first present one when none does.
fn missing_tags_fix(hand: Node<'_>, ending: &str) -> Option<CodeAction> {
    let rank = |name: &str| spec::EXPORT_TAGS.iter().position(|known| *known == name);
    let present: Vec<(usize, TextRange)> = hand
        .child_nodes_of(PIN_TAG)
        .filter_map(|tag| Some((rank(tag.token(PIN_TAG_NAME)?.text)?, tag.range())))
        .collect();
    let first = hand.child_nodes_of(PIN_TAG).next()?.range().start();
    let mut inserts: Vec<(TextSize, bool, String)> = Vec::new();
    let mut missing = Vec::new();
    for (index, name) in spec::EXPORT_TAGS.iter().enumerate() {
        if present.iter().any(|(at, _)| *at == index) {
            continue;
        }
        missing.push(*name);
        let tag = format!("[{name} \"?\"]");
        let before = present
            .iter()
            .filter(|(at, _)| *at < index)
            .max_by_key(|(at, _)| *at);
        match before {
            Some((_, range)) => inserts.push((range.end(), true, tag)),
            None => inserts.push((first, false, tag)),
        }
    }
    if missing.is_empty() {
        return None;
    }
    // One edit per place, the tags in their order.
    let mut edits = Vec::new();
    let mut places: Vec<(TextSize, bool)> =
        inserts.iter().map(|(at, after, _)| (*at, *after)).collect();
    places.dedup();
    for (at, after) in places {
        let tags: Vec<&str> = inserts
            .iter()
            .filter(|(place, is_after, _)| *place == at && *is_after == after)
            .map(|(_, _, tag)| tag.as_str())
            .collect();
        let text = if after {
            format!("{ending}{}", tags.join(ending))
        } else {
            format!("{}{ending}", tags.join(ending))
        };
        edits.push(insert(at, text));
    }
    edits.sort_by_key(|edit| edit.range.start());
    Some(CodeAction::fix(
        format!("Insert the missing EXPORT tags: {}", missing.join(", ")),
        true,
        edits,
    ))
}

fn trick_fix(model: &HandModel, diagnostic: &Diagnostic) -> Option<CodeAction> {
    let replay = replay(model)?;
    let (index, written) = model.tricks.iter().enumerate().find(|(_, trick)| {
        trick
            .winner
            .is_some_and(|winner| winner.range == diagnostic.range)
            || trick
                .points
                .is_some_and(|points| points.range == diagnostic.range)
    })?;
    let replayed = replay.tricks.iter().find(|trick| trick.index == index)?;
    if diagnostic.code == WRONG_TRICK_WINNER {
        let seat = model.table.seats.get(replayed.winner)?;
        Some(CodeAction::fix(
            format!("Give trick {} to {seat}", index + 1),
            true,
            vec![edit(written.winner?.range, *seat)],
        ))
    } else {
        Some(CodeAction::fix(
            format!(
                "Write the {} points trick {} holds",
                replayed.points,
                index + 1
            ),
            true,
            vec![edit(written.points?.range, replayed.points.to_string())],
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::{check, quick_fixes};
    use crate::ide::check::CheckCache;
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn example() -> String {
        let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
        std::fs::read_to_string(path).expect("the example hand")
    }

    /// The example with `from` changed to `to`, each finding's fixes applied on their own.
    fn check_fixes(from: &str, to: &str, expected: Expect) {
        let text = example().replacen(from, to, 1);
        let parsed = parse(Format::Pinochle, &text);
        let mut shown = String::new();
        for diagnostic in check(&parsed, &mut CheckCache::default()) {
            for fix in quick_fixes(&parsed, &diagnostic) {
                let mut fixed = text.clone();
                for edit in fix.edits.iter().rev() {
                    fixed.replace_range(std::ops::Range::<usize>::from(edit.range), &edit.new_text);
                }
                let after = check(&parse(Format::Pinochle, &fixed), &mut CheckCache::default());
                let clean = after.iter().all(|after| after.code != diagnostic.code);
                shown.push_str(&format!(
                    "{}: {} (fixed: {clean}, back to the example: {})\n",
                    diagnostic.code,
                    fix.title,
                    fixed == example()
                ));
            }
        }
        expected.assert_eq(&shown);
    }

    #[test]
    fn a_tricks_winner_and_points() {
        check_fixes(
            "SJ SA SQ SK (N2)",
            "SJ SA SQ SK (E3)",
            expect![[r#"
                pinochle/wrong-trick-winner: Give trick 1 to N (fixed: true, back to the example: false)
                pinochle/wrong-trick-points: Write the 2 points trick 1 holds (fixed: true, back to the example: false)
            "#]],
        );
    }

    #[test]
    fn missing_export_tags_go_in_their_place() {
        check_fixes(
            "[Date \"2026.11.20\"]\n",
            "",
            expect![[r#"
                pinochle/missing-export-tags: Insert the missing EXPORT tags: Date (fixed: true, back to the example: false)
            "#]],
        );
    }

    #[test]
    fn missing_tags_are_inserted_before_the_first_or_after_their_predecessor() {
        let text = example()
            .replacen("[Site \"Valley City, North Dakota, USA\"]\n", "", 1)
            .replacen("[Hand \"1\"]\n", "", 1)
            .replacen("[Trump \"S\"]\n", "", 1);
        let parsed = parse(Format::Pinochle, &text);
        let diagnostic = check(&parsed, &mut CheckCache::default())
            .into_iter()
            .find(|diagnostic| diagnostic.code == "pinochle/missing-export-tags")
            .expect("the missing tags are reported");
        let fix = quick_fixes(&parsed, &diagnostic)
            .pop()
            .expect("a fix for the missing tags");
        assert_eq!(
            fix.title,
            "Insert the missing EXPORT tags: Site, Hand, Trump"
        );
        let mut fixed = text.clone();
        for edit in fix.edits.iter().rev() {
            fixed.replace_range(std::ops::Range::<usize>::from(edit.range), &edit.new_text);
        }
        let expected = example()
            .replacen(
                "[Site \"Valley City, North Dakota, USA\"]",
                "[Site \"?\"]",
                1,
            )
            .replacen("[Hand \"1\"]", "[Hand \"?\"]", 1)
            .replacen("[Trump \"S\"]", "[Trump \"?\"]", 1);
        assert_eq!(fixed, expected);
    }
}
