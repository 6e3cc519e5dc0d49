//! The record cache gives exactly what checking every record afresh gives.

use super::*;
use crate::ide::analysis::check;
use crate::ide::diagnostic_lines::diagnostic_lines;
use crate::ide::fixture::{corpus_files, own_files, TestFile};
use crate::ide::{diagnostics::sort_by_position, RelatedInformation};
use gamerec_grammar::Format;
use gamerec_grammar::{parse, reparse, TextRange};
use proptest::prelude::*;
use proptest::test_runner::{TestCaseError, TestRunner};

/// Checks whose results depend on the context, and whose context depends on every record
/// before: each `H` is reported with the count of `H`s before it (modulo 4).
struct CountingH;

impl FormatChecks for CountingH {
    type Context = usize;

    fn is_record(kind: SyntaxKind) -> bool {
        matches!(kind, SyntaxKind::RBN_RECORD | SyntaxKind::PBN_GAME)
    }

    fn first_context(root: &SyntaxNode, _rules: &crate::ide::rules::Rules) -> usize {
        root.first_token().map_or(0, |token| token.text().len() % 2)
    }

    fn check_record(record: &SyntaxNode, context: &usize, out: &mut Findings) -> usize {
        let text = record.text().to_string();
        let mut count = *context;
        for (at, _) in text.match_indices('H') {
            let at = TextSize::try_from(at).unwrap_or_default();
            let mut diagnostic = Diagnostic::warning(
                "rbn/test",
                TextRange::at(at, TextSize::from(1)),
                format!("H number {count}"),
            );
            diagnostic.related.push(RelatedInformation {
                range: TextRange::at(TextSize::from(0), TextSize::from(0)),
                message: "record start".to_owned(),
            });
            out.push(diagnostic);
            count = (count + 1) % 4;
        }
        count
    }

    fn next_context(record: &SyntaxNode, context: &usize) -> usize {
        (context + record.text().to_string().matches('H').count()) % 4
    }

    fn check_file(root: &SyntaxNode, out: &mut Findings) {
        let len = root.text_range().len();
        out.push(Diagnostic::warning(
            "rbn/test-file",
            TextRange::at(TextSize::from(0), len),
            "file",
        ));
    }
}

fn sorted(mut diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    sort_by_position(&mut diagnostics);
    diagnostics.sort_by(|a, b| {
        (a.range.start(), a.range.end(), &a.message).cmp(&(
            b.range.start(),
            b.range.end(),
            &b.message,
        ))
    });
    diagnostics
}

const RECORDS: &str = "% RBN\nD 2024\nH N:AKQ.J.T.9\n\nB 2\nH E:-\n\nB 3\n\nH S:K\n\n";

#[derive(Debug, Clone)]
struct Edit {
    at: usize,
    delete: usize,
    insert: String,
}

fn edit() -> impl Strategy<Value = Edit> {
    (0usize..200, 0usize..4, "[H\\n x]{0,3}").prop_map(|(at, delete, insert)| Edit {
        at,
        delete,
        insert,
    })
}

proptest! {
    #[test]
    fn cached_checks_equal_fresh_checks(edits in proptest::collection::vec(edit(), 1..25)) {
        let mut text = RECORDS.to_owned();
        let mut old = parse(Format::Rbn, &text);
        let mut kept = Records::<usize>::default();
        run::<CountingH>(&old, &mut kept, &Default::default(), None);
        for edit in edits {
            let at = edit.at.min(text.len());
            let end = (at + edit.delete).min(text.len());
            let mut new_text = text.clone();
            new_text.replace_range(at..end, &edit.insert);
            let range = TextRange::new(
                TextSize::try_from(at).unwrap_or_default(),
                TextSize::try_from(end).unwrap_or_default(),
            );
            let new = reparse(&old, &text, range, &edit.insert, &new_text).parse;
            let cached = sorted(run::<CountingH>(&new, &mut kept, &Default::default(), None).finish().0);
            let fresh = sorted(run::<CountingH>(&new, &mut Records::default(), &Default::default(), None).finish().0);
            prop_assert!(
                cached == fresh,
                "after {:?} the text is {:?}; kept:\n{}fresh:\n{}",
                edit,
                new_text,
                diagnostic_lines(&new_text, &cached),
                diagnostic_lines(&new_text, &fresh)
            );
            prop_assert_eq!(kept.entries.len(), records_of::<CountingH>(&new).len());
            text = new_text;
            old = new;
        }
    }
}

#[test]
fn an_edit_checks_only_the_record_it_touched() {
    let text = RECORDS.repeat(20);
    let old = parse(Format::Rbn, &text);
    let mut kept = Records::<usize>::default();
    run::<CountingH>(&old, &mut kept, &Default::default(), None);
    let before: Vec<*const GreenNodeData> = kept
        .entries
        .iter()
        .map(|entry| &*entry.green as *const _)
        .collect();
    // Change a digit of a board number: the record's `H` count, and so the context, stays.
    let at = text.find("B 3").map_or(0, |at| at + 2) + RECORDS.len() * 10;
    let mut new_text = text.clone();
    new_text.replace_range(at..at + 1, "4");
    let range = TextRange::at(
        TextSize::try_from(at).unwrap_or_default(),
        TextSize::from(1),
    );
    let new = reparse(&old, &text, range, "4", &new_text).parse;
    run::<CountingH>(&new, &mut kept, &Default::default(), None);
    let changed = (kept.entries.iter().zip(&before))
        .filter(|(entry, &old)| !std::ptr::eq(&*entry.green, old))
        .count();
    assert_eq!(changed, 1);
}

#[test]
fn unsigned_files_get_a_hint() {
    let codes = |format: Format, text: &str| -> Vec<(&'static str, Severity)> {
        check(&parse(format, text), &mut CheckCache::default())
            .iter()
            .map(|d| (d.code, d.severity))
            .collect()
    };
    use crate::ide::Severity;
    assert_eq!(codes(Format::Rbn, "% RBN 3.2\nB 1\n\n"), []);
    assert_eq!(codes(Format::Rbn, "%RBN\nB 1\n\n"), []);
    assert_eq!(codes(Format::Rbn, ""), []);
    assert_eq!(
        codes(Format::Rbn, "B 1\n\n"),
        [("rbn/missing-signature", Severity::Hint)]
    );
    assert_eq!(codes(Format::Rbx, "%{RBX}B{1}\n"), []);
    assert_eq!(
        codes(Format::Rbx, "B{1}\n"),
        [("rbx/missing-signature", Severity::Hint)]
    );
    let hint = check(
        &parse(Format::Rbn, "% rbn\nB 1\n"),
        &mut CheckCache::default(),
    );
    assert_eq!(hint[0].range, TextRange::new(0.into(), 5.into()));
}

/// Pieces of every format, so that random texts often come close to real records.
fn format_pieces() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(vec![
            "% RBN\n",
            "H N:AKQ2.KJ5.T98.A43:J976.Q82.AJ5.K72:T85.A9743.K.QJ65:\n",
            "A NZ:1SP2SP:4SA\n",
            "C 4S:N\n",
            "P H23TK:SA6H4\n",
            "R 10+420\n",
            "F R\n",
            "\n",
            "[Deal \"N:AKQ2.KJ5.T98.A43 J976.Q82.AJ5.K72 T85.A9743.K.QJ65 -\"]\n",
            "[Auction \"N\"]\n1S Pass 2S Pass\n4S AP\n",
            "[Play \"E\"]\nH2 H3 HT HK\n",
            "[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n",
            "=1= $3 ^R *\n",
            "(;FF[4]GM[1]SZ[9]",
            ";B[ee]",
            ";W[ee]KO[]",
            "AB[aa:cc]",
            "(;",
            ")",
            "[",
            "]",
            "\\",
            "x",
            "é",
            "\r\n",
        ]),
        0..30,
    )
    .prop_map(|pieces| pieces.concat())
}

proptest! {
    /// Whatever the text, the checks of every format finish without panicking and give
    /// ranges inside it.
    #[test]
    fn any_text_is_checked_in_every_format_without_panics(text in format_pieces()) {
        for format in Format::ALL {
            let parse = parse(format, &text);
            for diagnostic in crate::ide::analysis::diagnostics(&parse) {
                prop_assert!(usize::from(diagnostic.range.end()) <= text.len());
                for related in &diagnostic.related {
                    prop_assert!(usize::from(related.range.end()) <= text.len());
                }
            }
        }
    }
}

/// The files small enough to check in full after every edit.
fn small_documents(files: Vec<TestFile>) -> Vec<(Format, String)> {
    files
        .into_iter()
        .filter(|file| file.text.len() <= 16_000)
        .map(|file| (file.format, file.text))
        .collect()
}

const EDIT_PIECES: &[&str] = &[
    "",
    "\n",
    "\n\n",
    "x",
    "1",
    "S",
    "H",
    "A",
    "P",
    "]",
    "[",
    "(",
    ")",
    ";",
    "\"",
    "{",
    "}",
    "% c\n",
    "B[aa]",
    "H N:AKQ.",
    "[Board \"9\"]\n",
    "Pass ",
    "=1=",
    " ",
];

/// Edits as (where, as a share of the text length; how many bytes to delete; what to insert).
fn edits() -> impl Strategy<Value = Vec<(f64, usize, &'static str)>> {
    proptest::collection::vec(
        (
            0.0..=1.0f64,
            0usize..6,
            proptest::sample::select(EDIT_PIECES),
        ),
        1..10,
    )
}

/// The language server's way (incremental reparse, checks kept for unchanged records) gives
/// the document `pick` chooses, after each of the edits, the diagnostics of a fresh full check.
fn assert_edits_keep_fresh_diagnostics(
    documents: &[(Format, String)],
    pick: prop::sample::Index,
    edits: Vec<(f64, usize, &str)>,
) -> Result<(), TestCaseError> {
    let (format, text) = &documents[pick.index(documents.len())];
    let mut text = text.clone();
    let mut old = parse(*format, &text);
    let mut cache = CheckCache::default();
    crate::ide::analysis::diagnostics_with(&old, &mut cache);
    for (at, delete, insert) in edits {
        let mut start = ((text.len() as f64) * at) as usize;
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (start + delete).min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        let mut new_text = text.clone();
        new_text.replace_range(start..end, insert);
        let range = TextRange::new(
            TextSize::try_from(start).unwrap_or_default(),
            TextSize::try_from(end).unwrap_or_default(),
        );
        let new = reparse(&old, &text, range, insert, &new_text).parse;
        let incremental = sorted(crate::ide::analysis::diagnostics_with(&new, &mut cache));
        let fresh = sorted(crate::ide::analysis::diagnostics(&new));
        prop_assert!(
            incremental == fresh,
            "{:?} after editing {}..{}; incremental:\n{}fresh:\n{}",
            format,
            start,
            end,
            diagnostic_lines(&new_text, &incremental),
            diagnostic_lines(&new_text, &fresh)
        );
        text = new_text;
        old = new;
    }
    Ok(())
}

/// Runs 64 random edit sequences on the documents. The documents are read before the property
/// runs, so that a file that cannot be read is never recorded as a failing case; failing
/// cases are kept as `proptest!` keeps them.
fn run_edit_sequences(documents: &[(Format, String)]) {
    let mut runner = TestRunner::new(ProptestConfig {
        cases: 64,
        source_file: Some(file!()),
        ..ProptestConfig::default()
    });
    let outcome = runner.run(&(any::<prop::sample::Index>(), edits()), |(pick, edits)| {
        assert_edits_keep_fresh_diagnostics(documents, pick, edits)
    });
    if let Err(error) = outcome {
        panic!("{error}\n{runner}");
    }
}

/// The example files and generated documents, edited.
#[test]
fn example_files_edited_keep_the_diagnostics_of_a_fresh_check() {
    run_edit_sequences(&small_documents(own_files()));
}

/// The corpus files, edited.
#[test]
fn corpus_files_edited_keep_the_diagnostics_of_a_fresh_check() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf"]) else {
        return;
    };
    run_edit_sequences(&small_documents(files));
}

/// `gamerec check`'s cache for one run, which keeps nothing, finds what a cache that keeps
/// every record finds, in every format.
fn assert_once_finds_what_kept_finds(files: &[TestFile]) {
    for file in files {
        let parsed = parse(file.format, &file.text);
        let kept = check(&parsed, &mut CheckCache::default());
        let once = check(&parsed, &mut CheckCache::once(Rules::default()));
        assert_eq!(sorted(once), sorted(kept), "{}", file.name);
    }
}

#[test]
fn checking_once_finds_what_the_kept_records_find() {
    assert_once_finds_what_kept_finds(&own_files());
    // Large enough to be checked on two threads.
    assert_once_finds_what_kept_finds(&crate::ide::fixture::generated_files(600 * 1024));
}

#[test]
fn checking_corpus_files_once_finds_what_the_kept_records_find() {
    let Some(files) = corpus_files(&["rbn", "pbn", "sgf", "lin", "ppn"]) else {
        return;
    };
    assert_once_finds_what_kept_finds(&files);
}

/// Under any cap, zero included, what the checks keep and what they count as left out add up
/// to every finding, whether the cache keeps records or not.
#[test]
fn a_cap_keeps_or_counts_every_finding() {
    for file in own_files() {
        let parsed = parse(file.format, &file.text);
        let all = crate::ide::analysis::diagnostics(&parsed).len();
        for cap in [0, 1, 3] {
            for mut cache in [CheckCache::default(), CheckCache::once(Rules::default())] {
                cache.set_cap(Some(cap));
                let kept = crate::ide::analysis::diagnostics_with(&parsed, &mut cache);
                assert!(kept.len() <= cap, "{}", file.name);
                assert_eq!(
                    kept.len() + cache.left_out().total(),
                    all,
                    "{} under a cap of {cap}",
                    file.name
                );
            }
        }
    }
}
