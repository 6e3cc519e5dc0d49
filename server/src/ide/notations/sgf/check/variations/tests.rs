//! A large game tree checked again after edits: the findings are those of a fresh check, in
//! the same order, and a keystroke checks only the variations along its line.

use super::TreeMemo;
use crate::ide::analysis::check;
use crate::ide::check::{CheckCache, Findings};
use crate::ide::diagnostic_lines::diagnostic_lines;
use crate::ide::Diagnostic;
use crate::random_edits::{random_edit, replace, Steps};
use gamerec_grammar::{parse, Format, Parse, SyntaxKind, SyntaxNode};

/// A Go game tree on a 9 × 9 board of about `bytes` bytes, with variations of every size:
/// moves on random points (so captures, ko, occupied points and two moves by one colour),
/// comments, setup stones, and now and then game information in a later node of a line.
fn branching_tree(bytes: usize, seed: u64) -> String {
    let mut steps = Steps(seed);
    let mut text = String::with_capacity(bytes + 1024);
    text.push_str("(;FF[4]GM[1]SZ[9]GN[generated]");
    let budget = bytes.saturating_sub(text.len());
    variations(&mut text, &mut steps, budget, 0);
    text.push(')');
    text
}

fn variations(text: &mut String, steps: &mut Steps, budget: usize, depth: usize) {
    let start = text.len();
    for _ in 0..1 + steps.below(4) {
        node(text, steps);
    }
    let left = budget.saturating_sub(text.len() - start);
    if left < 64 || depth > 30 {
        return;
    }
    let count = 1 + steps.below(4);
    let mut given = 0;
    for index in 0..count {
        let share = if index + 1 == count {
            left - given
        } else {
            (left - given) * (1 + steps.below(3)) / 4
        };
        given += share;
        text.push('(');
        variations(text, steps, share, depth + 1);
        text.push(')');
    }
}

fn node(text: &mut String, steps: &mut Steps) {
    let mut point = || {
        let column = char::from(b'a' + steps.below(9) as u8);
        let row = char::from(b'a' + steps.below(9) as u8);
        format!("{column}{row}")
    };
    let (first, second, third) = (point(), point(), point());
    text.push(';');
    match steps.below(40) {
        0 => text.push_str(&format!("AB[{first}]AW[{second}]")),
        1 => text.push_str(&format!("AE[{first}]")),
        2 => text.push_str(&format!("GN[line {third}]B[{first}]")),
        3 => text.push_str(&format!("KO[]W[{first}]")),
        4 => text.push_str(&format!("B[{first}]B[{second}]")),
        5..=19 => text.push_str(&format!("B[{first}]")),
        _ => text.push_str(&format!("W[{first}]")),
    }
    if steps.below(6) == 0 {
        text.push_str(&format!("C[about {second}]"));
    }
}

/// The findings of a fresh check of `parse`.
fn fresh(parse: &Parse) -> Vec<Diagnostic> {
    check(parse, &mut CheckCache::default())
}

/// The game tree of `parse` as the root of its own tree, as the checks are given it.
fn record(parse: &Parse) -> SyntaxNode {
    let tree = parse
        .syntax()
        .children()
        .find(|child| child.kind() == SyntaxKind::SGF_GAME_TREE);
    SyntaxNode::new_root(tree.map_or_else(|| parse.green().clone(), |tree| tree.green().to_owned()))
}

/// How many nodes checking `parse` again with `memo` looks at, and the findings.
fn check_again(parse: &Parse, memo: &mut TreeMemo) -> (usize, Vec<Diagnostic>) {
    let mut found = Findings::new();
    super::super::check_tree_on(&record(parse), Default::default(), None, memo, &mut found);
    (memo.nodes_checked, found.finish().0)
}

#[test]
fn edits_of_a_large_tree_keep_the_findings_of_a_fresh_check() {
    const INSERTS: &[&str] = &[
        "", "", "x", " ", "B[ee]", "W[aa]", "GN[x]", "AB[cc]", "KO[]", "C[note]", ";", "]", "(",
        ")",
    ];
    let mut text = branching_tree(80 * 1024, 7);
    let mut parsed = parse(Format::Sgf, &text);
    let mut cache = CheckCache::default();
    assert_eq!(check(&parsed, &mut cache), fresh(&parsed));
    let mut steps = Steps(0x9e37_79b9_7f4a_7c15);
    for edit in 0..64 {
        let (edited, at) = random_edit(Format::Sgf, &mut text, &parsed, &mut steps, INSERTS, 4);
        parsed = edited;
        let kept = check(&parsed, &mut cache);
        let whole = fresh(&parsed);
        assert!(
            kept == whole,
            "edit {edit} at {at}; kept:\n{}fresh:\n{}",
            diagnostic_lines(&text, &kept),
            diagnostic_lines(&text, &whole)
        );
    }
}

/// A finding that points back to an earlier node of its line (game information given twice)
/// follows that node when an edit between them moves the finding's own variation.
#[test]
fn a_finding_that_points_back_moves_with_what_it_points_to() {
    let padding = "x".repeat(3000);
    let mut text = format!(
        "(;FF[4]GM[1]SZ[9]C[{}](;B[aa]GN[one];W[bb](;B[cc]C[{padding}])(;W[cc]GN[two]C[{padding}])))",
        "p".repeat(70 * 1024)
    );
    let parsed = parse(Format::Sgf, &text);
    let mut memo = TreeMemo::default();
    let (_, before) = check_again(&parsed, &mut memo);
    assert!(
        before.iter().any(|found| !found.related.is_empty()),
        "{}",
        diagnostic_lines(&text, &before)
    );
    // Longer text in the comment of the first variation of `W[bb]`, between `GN[one]` and
    // the variation that gives `GN[two]`.
    let at = text.find("C[xxx").map(|at| at + 2).unwrap_or_default();
    let edited = replace(Format::Sgf, &mut text, &parsed, at, at, "more ");
    let (_, after) = check_again(&edited, &mut memo);
    assert_eq!(after, fresh_on_record(&edited));
    assert_eq!(
        diagnostic_lines(&text, &after),
        diagnostic_lines(&text, &fresh(&edited))
    );
}

/// The findings of the game tree of `parse`, checked with nothing kept.
fn fresh_on_record(parse: &Parse) -> Vec<Diagnostic> {
    check_again(parse, &mut TreeMemo::default()).1
}

/// A space typed in the last node of a variation without variations, near the middle of the
/// text: the nodes checked again are those of the variations on its line (and of the small
/// variations kept whole around it), however large the tree.
#[test]
fn a_keystroke_checks_only_the_variations_on_its_line() {
    for bytes in [256 * 1024, 2 * 1024 * 1024] {
        let mut text = branching_tree(bytes, 11);
        let parsed = parse(Format::Sgf, &text);
        let mut memo = TreeMemo::default();
        let (all, _) = check_again(&parsed, &mut memo);
        let at = last_node_of_a_leaf_after(&parsed, text.len() / 2);
        let edited = replace(Format::Sgf, &mut text, &parsed, at, at, " ");
        let (again, found) = check_again(&edited, &mut memo);
        assert_eq!(found, fresh_on_record(&edited));
        assert!(all > bytes / 40, "{all} nodes in {bytes} bytes");
        assert!(
            again <= 400,
            "{again} of {all} nodes checked again after a keystroke in {bytes} bytes"
        );
    }
}

/// Where to type in the last node of the first variation without variations that starts at
/// or after `from`: just after its `;`.
fn last_node_of_a_leaf_after(parse: &Parse, from: usize) -> usize {
    let leaf = parse
        .syntax()
        .descendants()
        .filter(|node| node.kind() == SyntaxKind::SGF_GAME_TREE)
        .filter(|tree| usize::from(tree.text_range().start()) >= from)
        .find(|tree| {
            !tree
                .children()
                .any(|child| child.kind() == SyntaxKind::SGF_GAME_TREE)
        });
    let node = leaf.and_then(|leaf| {
        leaf.children()
            .filter(|child| child.kind() == SyntaxKind::SGF_NODE)
            .last()
    });
    node.map_or(from, |node| usize::from(node.text_range().start()) + 1)
}

/// A first check with nothing kept, split over two threads, gives what one thread gives.
#[test]
fn a_tree_checked_on_two_threads_gives_the_findings_of_one() {
    let text = branching_tree(300 * 1024, 3);
    let parsed = parse(Format::Sgf, &text);
    let record = record(&parsed);
    let (mut one, mut two) = (Findings::new(), Findings::new());
    let (mut memo_one, mut memo_two) = (TreeMemo::default(), TreeMemo::default());
    let check = super::super::check_tree_on;
    check(&record, Default::default(), None, &mut memo_one, &mut one);
    check(
        &record,
        Default::default(),
        Some(0),
        &mut memo_two,
        &mut two,
    );
    assert_eq!(memo_one.nodes_checked, memo_two.nodes_checked);
    assert!(one.len() > 100, "{}", one.len());
    assert_eq!(one.kept(), two.kept());
}

/// A game tree written 100,000 variations deep (the parser keeps the first 1,000 levels as
/// variations and flattens the rest) is checked, checked again after an edit, and its memo
/// dropped, on a thread with a 2 MiB stack.
#[test]
fn deep_nesting_costs_no_stack() {
    const DEPTH: usize = 100_000;
    let run = || {
        let mut text = String::from("(;FF[4]GM[1]SZ[19]");
        for index in 0..DEPTH {
            text.push_str(if index % 2 == 0 { "(;B[aa]" } else { "(;W[aa]" });
        }
        text.push_str(&")".repeat(DEPTH + 1));
        let parsed = parse(Format::Sgf, &text);
        let mut memo = TreeMemo::default();
        let (first, found) = check_again(&parsed, &mut memo);
        assert_eq!(first, DEPTH + 1);
        // Every move after the first is on the occupied point.
        assert_eq!(found.len(), DEPTH - 1, "{:?}", found.first());
        let at = text.len() / 2;
        let at = at
            - text[..at]
                .rfind(';')
                .map_or(0, |semicolon| at - semicolon - 1);
        let edited = replace(Format::Sgf, &mut text, &parsed, at, at, "C[x]");
        let (_, again) = check_again(&edited, &mut memo);
        assert_eq!(again, fresh_on_record(&edited));
        drop(memo);
    };
    let outcome = std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(run)
        .map(|thread| thread.join());
    assert!(matches!(outcome, Ok(Ok(()))), "{outcome:?}");
}
