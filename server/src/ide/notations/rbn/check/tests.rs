//! Shared test helpers, and the checks over whole documents: the examples of the format
//! document, the clean example files, generated records and the corpus files are clean, and
//! every finding appears once.

use crate::ide::analysis::diagnostics;
use crate::ide::diagnostic_lines::diagnostic_lines;
use gamerec_grammar::{parse, Format};

/// The codes of the deal, auction, contract, play and result checks (`check/game`), which have
/// tests of their own: the fixtures here test the label checks and need not be good bridge.
const GAME_RULE_CODES: &[&str] = &[
    "rbn/call-after-end",
    "rbn/cannot-fill-hand",
    "rbn/card-not-held",
    "rbn/card-played-twice",
    "rbn/contract-mismatch",
    "rbn/duplicate-card",
    "rbn/illegal-double",
    "rbn/illegal-redouble",
    "rbn/impossible-goal",
    "rbn/incomplete-trick",
    "rbn/insufficient-bid",
    "rbn/lead-without-suit",
    "rbn/makes-uneven-deal",
    "rbn/passed-out-mismatch",
    "rbn/ranks-out-of-order",
    "rbn/revoke",
    "rbn/score-mismatch",
    "rbn/too-many-cards",
    "rbn/too-many-in-suit",
    "rbn/too-many-tricks",
    "rbn/tricks-mismatch",
    "rbn/unfinished-auction",
    "rbn/wrong-opening-leader",
];

/// Every diagnostic for `text` (syntax errors included; the signature hint and the game-rule
/// codes left out), one a line.
pub(super) fn report(format: Format, text: &str) -> String {
    let mut found = diagnostics(&parse(format, text));
    found.retain(|diagnostic| {
        !diagnostic.code.ends_with("missing-signature")
            && !GAME_RULE_CODES.contains(&diagnostic.code)
    });
    diagnostic_lines(text, &found)
}

pub(super) fn rbn(text: &str) -> String {
    report(Format::Rbn, text)
}

pub(super) fn rbx(text: &str) -> String {
    report(Format::Rbx, text)
}

fn corpus(name: &str) -> Option<String> {
    Some(crate::ide::fixture::corpus_file("rbn", name)?.text)
}

/// The codes of the diagnostics of `text` but the signature hint, from the game-rule checks
/// too.
fn codes_but_signature(text: &str) -> Vec<&'static str> {
    let found = diagnostics(&parse(Format::Rbn, text));
    found
        .iter()
        .map(|d| d.code)
        .filter(|code| !code.ends_with("missing-signature"))
        .collect()
}

/// Every code the game-rule list names is one of the catalogue's codes.
#[test]
fn the_game_rule_codes_exist() {
    for code in GAME_RULE_CODES {
        assert!(crate::ide::codes::is_known_code(code), "{code}");
    }
}

#[test]
fn the_corpus_files_are_clean() {
    let (Some(example), Some(timbuktu), Some(timbuktu_rbx)) = (
        corpus("example.rbn"),
        corpus("timbuktu.rbn"),
        corpus("timbuktu.rbx"),
    ) else {
        return;
    };
    assert_eq!(codes_but_signature(&example), Vec::<&str>::new());
    assert_eq!(codes_but_signature(&timbuktu), Vec::<&str>::new());
    assert_eq!(rbn(&example), "");
    assert_eq!(rbn(&timbuktu), "");
    assert_eq!(rbx(&timbuktu_rbx), "");
}

/// The clean example files, and generated records with legal auctions and play.
#[test]
fn the_clean_example_files_and_generated_records_are_clean() {
    let mut checked = 0;
    for file in crate::ide::fixture::example_files() {
        if file.file_name() == "club-night.rbn" {
            assert_eq!(codes_but_signature(&file.text), Vec::<&str>::new());
            assert_eq!(rbn(&file.text), "", "{}", file.name);
            checked += 1;
        } else if file.file_name() == "club-night.rbx" {
            assert_eq!(rbx(&file.text), "", "{}", file.name);
            checked += 1;
        }
    }
    assert_eq!(checked, 2);
    let generated = crate::generate::rbn(16 * 1024);
    assert_eq!(codes_but_signature(&generated), Vec::<&str>::new());
    assert_eq!(rbn(&generated), "");
    assert_eq!(rbx(&crate::generate::rbx(16 * 1024)), "");
}

/// Each label example of the format document, in a record with what it refers to: the notes
/// its `^n` point at and, for makes after each lead, a play of twelve tricks.
#[test]
fn the_label_examples_of_the_format_document_are_clean() {
    for spec in gamerec_grammar::rbn::spec::LABELS {
        for example in spec.examples {
            let mut text = String::from("% RBN\n");
            if spec.letter == 'M' {
                text.push_str(&format!("P {}SA234\n", "SA234:".repeat(11)));
            }
            text.push_str(&format!("{} {example}\n", spec.letter));
            if "AP".contains(spec.letter) {
                for (at, _) in example.match_indices('^') {
                    let digit = example.get(at + 1..at + 2).unwrap_or("");
                    text.push_str(&format!("{digit} a note\n"));
                }
            }
            if spec.letter.is_ascii_digit() {
                text = format!("% RBN\nA NZ:1S^{0}A\n{0} {example}\n", spec.letter);
                if spec.letter == '0' {
                    text = format!("% RBN\nA NZ:1SA\n0 {example}\n");
                }
            }
            assert_eq!(rbn(&text), "", "{text}");
        }
    }
}

/// The context `check_record` returns after each record of `text`.
fn contexts_after(text: &str) -> Vec<super::Context> {
    use crate::ide::check::FormatChecks;
    use gamerec_grammar::SyntaxNode;
    let parse = parse(Format::Rbn, text);
    let root = parse.syntax();
    let mut context = super::Checks::first_context(&root, &Default::default());
    let mut out = crate::ide::check::Findings::new();
    let mut contexts = Vec::new();
    for record in root.children() {
        // The driver checks each record as the root of a tree of its own.
        let record = SyntaxNode::new_root(record.green().to_owned());
        context = super::Checks::check_record(&record, &context, &mut out);
        contexts.push(context.clone());
    }
    contexts
}

#[test]
fn check_record_returns_the_labels_in_effect() {
    use gamerec_grammar::ast::AstNode;
    let text = "% RBN\nD 20240411\nK Duck:Fox\nN A+B:C+D\nB 1\nH N:AKQ2.KJ5.T98.A43:::\n\n\
                N C+D:A+B\nB 2\nA NZ:1SA\n\nC 4S:N\n\nB 3\nH E:::AKQ2.KJ5.T98.A43:\n\n";
    let contexts = contexts_after(text);
    let shown = |context: &super::Context, letter: char| {
        context
            .label(letter)
            .map(|label| label.syntax().text().to_string())
    };
    let deal = |context: &super::Context| {
        let deal = context.deal();
        deal.map(|deal| deal.syntax().text().to_string())
    };
    assert_eq!(contexts.len(), 4);
    // The second record keeps the date and the deal of the first.
    assert_eq!(shown(&contexts[1], 'D').as_deref(), Some("D 20240411"));
    assert_eq!(deal(&contexts[1]).as_deref(), Some("N:AKQ2.KJ5.T98.A43:::"));
    assert_eq!(shown(&contexts[1], 'B').as_deref(), Some("B 2"));
    // A record of its own labels only (C) changes nothing but the names, which alternate
    // while K is set.
    assert_eq!(shown(&contexts[2], 'N').as_deref(), Some("N A+B:C+D"));
    assert_eq!(shown(&contexts[2], 'B'), shown(&contexts[1], 'B'));
    assert_eq!(deal(&contexts[2]), deal(&contexts[1]));
    // The last H given is the deal in effect.
    assert_eq!(deal(&contexts[3]).as_deref(), Some("E:::AKQ2.KJ5.T98.A43:"));
    assert_eq!(shown(&contexts[3], 'N').as_deref(), Some("N C+D:A+B"));
    assert!(contexts[3].label('A').is_none());
}

#[test]
fn check_record_returns_an_equal_context_when_nothing_changes() {
    let contexts = contexts_after("E Teams\nB 1\n\nC 4S:N\n\nR 10\n\n");
    assert_eq!(contexts[0], contexts[1]);
    assert_eq!(contexts[1], contexts[2]);
    assert_ne!(contexts[0], super::Context::default());
}

proptest::proptest! {
    /// Whatever the text, the checks finish and every range lies on character boundaries
    /// inside the text.
    #[test]
    fn any_text_is_checked_without_panics(
        text in "(([0-9DTLEFSKNBHACPRMIYZXx ]{0,3}[ :;.^!?*+=\\-~{}|%]{0,2}[a-zé]{0,2}){0,12}\r?\n{1,2}){0,8}",
        rbx in proptest::bool::ANY,
    ) {
        let format = if rbx { Format::Rbx } else { Format::Rbn };
        for diagnostic in diagnostics(&parse(format, &text)) {
            let range = diagnostic.range;
            let (start, end) = (usize::from(range.start()), usize::from(range.end()));
            proptest::prop_assert!(end <= text.len(), "{:?} in {:?}", diagnostic, text);
            proptest::prop_assert!(text.is_char_boundary(start) && text.is_char_boundary(end));
            for related in &diagnostic.related {
                proptest::prop_assert!(usize::from(related.range.end()) <= text.len());
            }
        }
    }
}

/// Records whose labels carry over and whose notes refer across lines, for edits to shuffle.
const EDITED: &str = "% RBN\nD 20240411\nK A:B\nN a+b:c+d\nB 1\nA NZ:1S^1A\n1 x\nI 4S=1\n\n\
                      B 2\nN c+d:a+b\nP SA^2\n2 y\n\nB 3\n\nD 20240431\nM 9?\n\n";

proptest::proptest! {
    /// The RBN checks keep to the rule the record cache relies on: after any edits, the
    /// diagnostics kept from earlier runs equal those of a fresh run.
    #[test]
    fn cached_rbn_checks_equal_fresh_checks(
        edits in proptest::collection::vec(
            (0usize..140, 0usize..4, "[BDHKNI1^\\n :x]{0,3}"),
            1..20,
        ),
    ) {
        use crate::ide::check::{run, Records};
        use gamerec_grammar::{reparse, TextRange, TextSize};
        let sorted = |mut diagnostics: Vec<crate::ide::Diagnostic>| {
            diagnostics.sort_by(|a, b| {
                (a.range.start(), a.range.end(), &a.message)
                    .cmp(&(b.range.start(), b.range.end(), &b.message))
            });
            diagnostics
        };
        let mut text = EDITED.to_owned();
        let mut old = parse(Format::Rbn, &text);
        let mut kept = Records::default();
        run::<super::Checks>(&old, &mut kept, &Default::default(), None);
        for (at, delete, insert) in edits {
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            let end = (at + delete).min(text.len());
            let mut new_text = text.clone();
            new_text.replace_range(at..end, &insert);
            let size = |offset: usize| TextSize::try_from(offset).unwrap_or_default();
            let range = TextRange::new(size(at), size(end));
            let new = reparse(&old, &text, range, &insert, &new_text).parse;
            let cached = sorted(run::<super::Checks>(&new, &mut kept, &Default::default(), None).finish().0);
            let fresh = sorted(run::<super::Checks>(&new, &mut Records::default(), &Default::default(), None).finish().0);
            proptest::prop_assert!(
                cached == fresh,
                "{:?}; kept:\n{}fresh:\n{}",
                new_text,
                diagnostic_lines(&new_text, &cached),
                diagnostic_lines(&new_text, &fresh)
            );
            text = new_text;
            old = new;
        }
    }
}
