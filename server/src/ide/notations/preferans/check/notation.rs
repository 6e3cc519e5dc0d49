//! Which of the two notations that share the `.ppn` extension a file is. Preferans PPN files
//! have tags only Preferans has (`Bula`, `Refe`, `Player1`-`Player3`, `Result1`-`Result3`) or
//! bracketed rounds; Pinochle PPN files open with `% PPN`, `% EXPORT` or `% IMPORT` lines. A
//! file read as Preferans with neither says so, and one that looks like Pinochle (read so
//! because `--as` or the editor's language asked) says that.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::{Diagnostic, Severity};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, TextRange, TextSize};

pub(super) const NOTATION_UNDECIDED: &str = "preferans/notation-undecided";

/// The tags only Preferans PPN has.
const PREFERANS_TAGS: [&str; 8] = [
    "Bula", "Refe", "Player1", "Player2", "Player3", "Result1", "Result2", "Result3",
];

/// What the file shows of its notation.
enum Evidence {
    Preferans,
    /// A Pinochle header line, where it stands.
    Pinochle(TextRange),
    Nothing,
}

pub(super) fn check(root: &SyntaxNode, out: &mut Findings) {
    let root = Node::of(root);
    if !root.contains(|kind| !matches!(kind, WHITESPACE | NEWLINE | PREF_FILE)) {
        return;
    }
    let (severity, range, message) = match evidence(root) {
        Evidence::Preferans => return,
        Evidence::Pinochle(range) => (
            Severity::Warning,
            range,
            "this line opens Pinochle PPN files, which share the `.ppn` extension with \
             Preferans PPN; the file is read as Preferans PPN because `--as` or the editor's \
             language asked for it",
        ),
        Evidence::Nothing => (
            Severity::Hint,
            TextRange::empty(TextSize::from(0)),
            "nothing here tells Preferans PPN from Pinochle PPN, which share the `.ppn` \
             extension (no `Bula`, `Refe`, `PlayerN` or `ResultN` tag, no round): the file is \
             read as Preferans PPN; `gamerec check --as` or the editor's language mode chooses \
             otherwise",
        ),
    };
    out.push(Diagnostic::new(
        NOTATION_UNDECIDED,
        severity,
        range,
        message,
    ));
}

fn evidence(root: Node<'_>) -> Evidence {
    let mut pinochle = None;
    let decided = root.child_nodes_of(PREF_RECORD).any(|record| {
        let rounds = record
            .child(PREF_GAME_SECTION)
            .is_some_and(|game| game.child(PREF_ROUND).is_some());
        rounds
            || record.child(PREF_INFO_SECTION).is_some_and(|info| {
                info.child_nodes_of(PREF_TAG).any(|tag| {
                    tag.token(PREF_TAG_NAME)
                        .is_some_and(|name| PREFERANS_TAGS.contains(&name.text))
                })
            })
    });
    if decided {
        return Evidence::Preferans;
    }
    root.for_each_token(|token| {
        if pinochle.is_none() && token.kind == PREF_COMMENT {
            let header = token.text.strip_prefix('%').map(str::trim_start);
            if header.is_some_and(|rest| {
                ["PPN", "EXPORT", "IMPORT"]
                    .iter()
                    .any(|word| rest.starts_with(word))
            }) {
                pinochle = Some(token.range);
            }
        }
    });
    pinochle.map_or(Evidence::Nothing, Evidence::Pinochle)
}
