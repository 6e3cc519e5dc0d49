//! Records checked on several threads give the entries, contexts and diagnostics of checking
//! them one after the other, in every format, whether their results are kept or not.

use super::super::{check_one, placed, records_of, Entry, Findings, FormatChecks};
use super::{balanced_runs, check_records, check_records_once};
use crate::ide::fixture::{corpus_files, example_files, generated_files, TestFile};
use crate::ide::notations::{pbn::check as pbn, rbn::check as rbn, sgf::check as sgf};
use gamerec_grammar::{parse, Format, SyntaxNode};

/// Checks every record of `text` one at a time and on 2 to 5 threads, and compares.
fn assert_same_on_threads<F: FormatChecks>(format: Format, text: &str) -> usize
where
    F::Context: std::fmt::Debug,
{
    let parsed = parse(format, text);
    let records = records_of::<F>(&parsed);
    let first = F::first_context(&parsed.syntax(), &Default::default());
    let mut one_by_one: Vec<Entry<F::Context>> = Vec::new();
    let mut context = first.clone();
    for (green, _) in &records {
        let record = SyntaxNode::new_root((*green).to_owned());
        assert_eq!(
            F::next_context(&record, &context),
            F::check_record(&record, &context, &mut Findings::new()),
            "next_context differs from check_record in {format:?}: {text:?}"
        );
        let entry = check_one::<F>(green, context, Default::default(), None);
        context = entry.context_out.clone();
        one_by_one.push(entry);
    }
    let placed_one_by_one: Vec<_> = (one_by_one.iter().zip(&records))
        .flat_map(|(entry, (_, offset))| {
            (entry.diagnostics.iter()).map(|diagnostic| placed(diagnostic.clone(), *offset))
        })
        .collect();
    for threads in 2..=5 {
        let mut once = Findings::new();
        check_records_once::<F>(&records, &first, threads, &mut once);
        assert_eq!(
            once.kept(),
            placed_one_by_one,
            "{format:?} on {threads} threads, nothing kept"
        );
        let entries = check_records::<F>(&records, &first, threads, None);
        assert_eq!(
            entries.len(),
            one_by_one.len(),
            "{format:?} on {threads} threads"
        );
        for (index, (parallel, single)) in entries.iter().zip(&one_by_one).enumerate() {
            let message = format!("record {index} of {format:?} on {threads} threads");
            assert!(parallel.is(&single.green), "{message}");
            assert_eq!(parallel.context_out, single.context_out, "{message}");
            assert_eq!(parallel.diagnostics, single.diagnostics, "{message}");
        }
    }
    records.len()
}

/// The texts of the files in `format` (by extension) that are small enough to check on
/// threads many times over.
fn texts_in(files: &[TestFile], format: Format) -> Vec<String> {
    files
        .iter()
        .filter(|file| file.format == format && file.text.len() <= 130_000)
        .map(|file| file.text.clone())
        .collect()
}

/// The example files and a generated document in `format`.
fn own_texts(format: Format) -> Vec<String> {
    let mut texts = texts_in(&example_files(), format);
    texts.extend(texts_in(&generated_files(24 * 1024), format));
    assert!(texts.len() >= 2, "{format:?}: {} texts", texts.len());
    texts
}

#[test]
fn rbn_records_on_threads_are_records_one_by_one() {
    // Labels that repeat until altered, names that alternate while teams are set, and a
    // deal taken over by the records after it.
    let fixture = "% RBN 3.2\n\nK North:South\nN A:B\nB 1\nH N:AKQJ.T98.765.432:::\n\nB 2\nN C:D\n\nB 3\n\nK\nB 4\nH S:AKQJ.T98.765.432:::\n\nB 5\n";
    // The signature line is a record of its own.
    assert_eq!(
        assert_same_on_threads::<rbn::Checks>(Format::Rbn, fixture),
        6
    );
    for text in own_texts(Format::Rbn) {
        assert_same_on_threads::<rbn::Checks>(Format::Rbn, &text);
    }
    for text in own_texts(Format::Rbx) {
        assert_same_on_threads::<rbn::Checks>(Format::Rbx, &text);
    }
}

#[test]
fn corpus_rbn_records_on_threads_are_records_one_by_one() {
    let Some(files) = corpus_files(&["rbn"]) else {
        return;
    };
    for format in [Format::Rbn, Format::Rbx] {
        for text in texts_in(&files, format) {
            assert_same_on_threads::<rbn::Checks>(format, &text);
        }
    }
}

#[test]
fn pbn_games_on_threads_are_games_one_by_one() {
    // `#` with and without a value to copy, and `##` for the games that follow; `#` where
    // PBN forbids it, on a tag nobody knows, and on a note in a section.
    let fixture = "% PBN 2.1\n[Event \"#\"]\n[Board \"1\"]\n\n[Event \"Club\"]\n[Site \"##\"]\n[Board \"2\"]\n\n[Event \"#\"]\n[Site \"Home\"]\n[Board \"3\"]\n\n[Event \"#\"]\n[Board \"4\"]\n\n[Dealer \"#\"]\n[Room \"##Open\"]\n[Nickname \"##x\"]\n[Auction \"N\"]\nPass =1=\n[Note \"#\"]\n\n[Room \"#\"]\n[Dealer \"N\"]\n";
    assert_eq!(
        assert_same_on_threads::<pbn::Checks>(Format::Pbn, fixture),
        6
    );
    for text in own_texts(Format::Pbn) {
        assert_same_on_threads::<pbn::Checks>(Format::Pbn, &text);
    }
}

#[test]
fn corpus_pbn_games_on_threads_are_games_one_by_one() {
    let Some(files) = corpus_files(&["pbn"]) else {
        return;
    };
    let texts = texts_in(&files, Format::Pbn);
    assert!(texts.len() > 10);
    for text in texts {
        assert_same_on_threads::<pbn::Checks>(Format::Pbn, &text);
    }
}

#[test]
fn sgf_trees_on_threads_are_trees_one_by_one() {
    // A first tree that sets the version and game, then trees of other versions and games,
    // each reported once.
    let fixture = "(;FF[4]GM[1];B[aa])(;FF[3];W[bb])(;GM[2])(;FF[4])(;FF[1]GM[3])(;B[cc])";
    assert_eq!(
        assert_same_on_threads::<sgf::Checks>(Format::Sgf, fixture),
        6
    );
    assert_same_on_threads::<sgf::Checks>(Format::Sgf, &own_texts(Format::Sgf).concat());
}

#[test]
fn corpus_sgf_trees_on_threads_are_trees_one_by_one() {
    let Some(files) = corpus_files(&["sgf"]) else {
        return;
    };
    let texts = texts_in(&files, Format::Sgf);
    assert!(texts.len() > 10);
    assert_same_on_threads::<sgf::Checks>(Format::Sgf, &texts.concat());
}

#[test]
fn runs_cover_the_records_in_order() {
    let parsed = parse(Format::Sgf, &"(;B[aa])\n(;W[bb];B[cc])\n".repeat(7));
    let records = records_of::<sgf::Checks>(&parsed);
    assert_eq!(records.len(), 14);
    for threads in 1..=20 {
        let runs = balanced_runs(&records, threads);
        assert!(runs.len() <= threads.max(1));
        assert_eq!(runs.first().map(|run| run.start), Some(0));
        assert_eq!(runs.last().map(|run| run.end), Some(14));
        assert!(runs.windows(2).all(|pair| pair[0].end == pair[1].start));
        assert!(runs.iter().all(|run| !run.is_empty()));
    }
}

/// Counts the records before it, but `next_context` miscounts after the fourth record: the
/// entries stop at the end of the run after which the contexts stop agreeing.
struct Miscounting;

impl FormatChecks for Miscounting {
    type Context = usize;

    fn is_record(kind: gamerec_grammar::SyntaxKind) -> bool {
        kind == gamerec_grammar::SyntaxKind::SGF_GAME_TREE
    }

    fn first_context(_root: &SyntaxNode, _rules: &crate::ide::rules::Rules) -> usize {
        0
    }

    fn check_record(
        _record: &SyntaxNode,
        context: &usize,
        out: &mut crate::ide::check::Findings,
    ) -> usize {
        out.push(crate::ide::Diagnostic::warning(
            "sgf/test",
            gamerec_grammar::TextRange::default(),
            format!("record {context}"),
        ));
        context + 1
    }

    fn next_context(_record: &SyntaxNode, context: &usize) -> usize {
        if *context == 3 {
            7
        } else {
            context + 1
        }
    }

    fn check_file(_root: &SyntaxNode, _out: &mut crate::ide::check::Findings) {}
}

#[test]
fn records_stop_where_the_contexts_disagree() {
    let parsed = parse(Format::Sgf, &"(;B[aa])".repeat(8));
    let records = records_of::<Miscounting>(&parsed);
    // Runs of records 0-2, 3-5 and 6-7: the second run starts right (3), the third with 9
    // where its records count 6.
    assert_eq!(balanced_runs(&records, 3), [0..3, 3..6, 6..8]);
    let entries = check_records::<Miscounting>(&records, &0, 3, None);
    let checked: Vec<_> = entries.iter().map(|entry| entry.context_out).collect();
    assert_eq!(checked, [1, 2, 3, 4, 5, 6]);
    // Checked once, keeping nothing, the last run is checked again in turn.
    let mut once = Findings::new();
    check_records_once::<Miscounting>(&records, &0, 3, &mut once);
    let messages: Vec<_> = once
        .kept()
        .iter()
        .map(|found| found.message.as_str())
        .collect();
    let counted: Vec<_> = (0..8).map(|record| format!("record {record}")).collect();
    assert_eq!(messages, counted);
}
