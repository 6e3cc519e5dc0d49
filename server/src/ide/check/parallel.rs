//! Checks a run of records on several threads. The records are cut into runs, one per thread;
//! the context each run starts with is found first with the cheap `next_context`, over the
//! records before the last run only; then the runs are checked at the same time, each record
//! with the context its predecessor's checks gave. The entries are those of checking the
//! records one after the other.

use super::{check_in_turn, check_one, Entry, FormatChecks, RecordMemo};
use crate::ide::check::Findings;
use gamerec_grammar::{GreenNodeData, SyntaxNode, TextSize};
use std::ops::Range;

/// The entries of `records`, the first starting with `context`, checked on up to `threads`
/// threads. Should a run's checks end in another context than the next run was started with,
/// the entries stop after that run's last record; the caller checks the rest one by one.
pub(super) fn check_records<F: FormatChecks>(
    records: &[(&GreenNodeData, TextSize)],
    context: &F::Context,
    threads: usize,
    cap: Option<usize>,
) -> Vec<Entry<F::Context>> {
    let runs = balanced_runs(records, threads);
    let starts = run_starts::<F>(records, &runs, context);

    let check_run = |(run, start): (&Range<usize>, &F::Context)| -> Vec<Entry<F::Context>> {
        let records = records.get(run.clone()).unwrap_or_default();
        let mut entries: Vec<Entry<F::Context>> = Vec::with_capacity(records.len());
        let mut context = start.clone();
        for (green, _) in records {
            let entry = check_one::<F>(green, context, RecordMemo::default(), cap);
            context = entry.context_out.clone();
            entries.push(entry);
        }
        entries
    };
    let runs: Vec<(&Range<usize>, &F::Context)> = runs.iter().zip(&starts).collect();
    let checked = on_threads(&runs, |&run| check_run(run));

    // A run counts only while it started with the context the run before it ended with.
    let mut entries: Vec<Entry<F::Context>> = Vec::with_capacity(records.len());
    for (run, (_, start)) in checked.into_iter().zip(&runs) {
        let agrees = entries
            .last()
            .is_none_or(|last| &last.context_out == *start);
        if !agrees {
            break;
        }
        entries.extend(run);
    }
    entries
}

/// The diagnostics of `records`, the first starting with `context`, checked on up to `threads`
/// threads and added to `out`, placed in the document; nothing is kept. From a run whose
/// checks started with another context than the run before it ended with, the records are
/// checked again one after the other.
pub(super) fn check_records_once<F: FormatChecks>(
    records: &[(&GreenNodeData, TextSize)],
    context: &F::Context,
    threads: usize,
    out: &mut Findings,
) {
    let runs = balanced_runs(records, threads);
    let starts = run_starts::<F>(records, &runs, context);
    let runs: Vec<(&Range<usize>, &F::Context)> = runs.iter().zip(&starts).collect();
    let out_cap = out.cap();
    let checked = on_threads(&runs, |&(run, start)| {
        let mut found = Findings::capped(out_cap);
        let records = records.get(run.clone()).unwrap_or_default();
        let end = check_in_turn::<F>(records, start.clone(), &mut found);
        (found, end)
    });
    let mut ended: Option<F::Context> = None;
    for ((run, start), (found, end)) in runs.into_iter().zip(checked) {
        if let Some(before) = ended.filter(|before| before != start) {
            let rest = records.get(run.start..).unwrap_or_default();
            check_in_turn::<F>(rest, before, out);
            return;
        }
        out.append(found);
        ended = Some(end);
    }
}

/// The context each of `runs` starts with, the first `context`, found with `next_context`.
fn run_starts<F: FormatChecks>(
    records: &[(&GreenNodeData, TextSize)],
    runs: &[Range<usize>],
    context: &F::Context,
) -> Vec<F::Context> {
    let mut starts = Vec::with_capacity(runs.len());
    let mut next = context.clone();
    let mut done = 0;
    for run in runs {
        for (green, _) in records.get(done..run.start).unwrap_or_default() {
            let record = SyntaxNode::new_root((*green).to_owned());
            next = F::next_context(&record, &next);
        }
        done = run.start;
        starts.push(next.clone());
    }
    starts
}

/// `work` done for each of `parts`: the first on this thread, each other on a thread of its
/// own, the results in order. A part whose thread cannot be started, or fails, is done again
/// on this thread.
pub(crate) fn on_threads<T: Sync, R: Send>(parts: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let Some((first, rest)) = parts.split_first() else {
        return Vec::new();
    };
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = rest
            .iter()
            .map(|part| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || work(part))
                    .ok()
            })
            .collect();
        let mut results = Vec::with_capacity(parts.len());
        results.push(work(first));
        for (part, handle) in rest.iter().zip(handles) {
            results.push(
                handle
                    .and_then(|handle| handle.join().ok())
                    .unwrap_or_else(|| work(part)),
            );
        }
        results
    })
}

/// Cuts `records` into up to `threads` runs of about equal text length, in order.
fn balanced_runs(records: &[(&GreenNodeData, TextSize)], threads: usize) -> Vec<Range<usize>> {
    let total: usize = records
        .iter()
        .map(|(green, _)| usize::from(green.text_len()))
        .sum();
    let share = total / threads.max(1) + 1;
    let mut runs = Vec::with_capacity(threads);
    let mut start = 0;
    let mut filled = 0;
    for (index, (green, _)) in records.iter().enumerate() {
        filled += usize::from(green.text_len());
        if filled >= share && runs.len() + 1 < threads {
            runs.push(start..index + 1);
            start = index + 1;
            filled = 0;
        }
    }
    if start < records.len() {
        runs.push(start..records.len());
    }
    runs
}

#[cfg(test)]
mod tests;
