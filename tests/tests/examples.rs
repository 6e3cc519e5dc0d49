//! `gamerec check docs/examples/`, the README's first command: the clean examples stay clean
//! and each example with mistakes reports exactly the mistakes it was written to show.

use gamerec_tests::{run, workspace_root};
use std::collections::BTreeMap;

#[test]
fn examples_report_exactly_their_intended_mistakes() {
    let examples = workspace_root().join("docs/examples");
    let run = run(&[
        "check".as_ref(),
        "--format=json".as_ref(),
        examples.as_os_str(),
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let report = run.json();
    let mut found = BTreeMap::new();
    for file in report["files"].as_array().expect("`files` is an array") {
        let path = file["path"].as_str().expect("path");
        let name = path.rsplit_once("examples/").map_or(path, |(_, name)| name);
        let codes: Vec<String> = file["diagnostics"]
            .as_array()
            .expect("diagnostics")
            .iter()
            .map(|diagnostic| diagnostic["code"].as_str().unwrap_or("").to_string())
            .collect();
        found.insert(name.to_string(), codes);
    }
    let expected: BTreeMap<String, Vec<String>> = [
        ("lin/club-pairs.lin", &[][..]),
        (
            "lin/typed-in-by-hand.lin",
            &[
                "lin/revoke",
                "lin/call-syntax",
                "lin/card-syntax",
                "lin/unterminated-pair",
            ],
        ),
        ("pbn/club-teams.pbn", &["pbn/dealer-off-rotation"]),
        (
            "pbn/scoresheet-typos.pbn",
            &["pbn/missing-close-bracket", "pbn/unterminated-string"],
        ),
        ("pinochle/club-evening.ppn", &[]),
        (
            "pinochle/typed-in-by-hand.ppn",
            &[
                "pinochle/header-syntax",
                "pinochle/value-syntax",
                "pinochle/card-syntax",
                "pinochle/value-syntax",
                "pinochle/section-syntax",
            ],
        ),
        ("preferans/friday-evening.ppn", &[]),
        (
            "preferans/score-sheet-typos.ppn",
            &[
                "preferans/missing-required-tags",
                "preferans/results-do-not-sum-to-zero",
                "preferans/missing-cards",
                "preferans/duplicate-card",
                "preferans/bad-contract",
                "preferans/wrong-trick-winner",
            ],
        ),
        ("rbn/club-night.rbn", &[]),
        (
            "rbn/lesson-draft.rbn",
            &[
                "rbn/bad-card",
                // A lesson deal: South deals board 1, not North as on duplicate boards.
                "rbn/dealer-off-rotation",
                "rbn/unknown-label",
                "rbn/unclosed-free-text",
            ],
        ),
        ("rbx/club-night.rbx", &[]),
        (
            "rbx/exported.rbx",
            &[
                // Lesson deals, dealt by other seats than duplicate boards 1 and 2, and
                // board 2 not North-South vulnerable.
                "rbn/dealer-off-rotation",
                "rbx/unclosed-group",
                "rbn/dealer-off-rotation",
                "rbn/dealer-off-rotation",
                "rbx/unclosed-group",
            ],
        ),
        ("sgf/corner-problem.sgf", &[]),
        ("sgf/mislabelled-charset.sgf", &["sgf/wrong-charset"]),
        (
            "sgf/review-draft.sgf",
            &[
                "sgf/unexpected-text",
                // The stray `!!` is skipped and `W[nc]` lands in the node of `B[qk]`.
                "sgf/two-moves",
                "sgf/unclosed-value",
                "sgf/unclosed-game-tree",
            ],
        ),
        ("sgf/thursday-9x9.sgf", &[]),
    ]
    .into_iter()
    .map(|(name, codes)| {
        let codes = codes.iter().map(|code| code.to_string()).collect();
        (name.to_string(), codes)
    })
    .collect();
    assert_eq!(found, expected);
}
