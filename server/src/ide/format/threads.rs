//! Lays the records of a large document out on every core: the records are cut into runs of
//! about equal count, one a thread, and the results come back in document order.

use crate::ide::check::{cores, on_threads};
use crate::ide::green::Node;

/// How many threads to lay `records` out on: every core when they hold enough text.
pub(crate) fn threads_for(records: &[Node<'_>]) -> usize {
    /// Less text than this per thread costs more in starting threads than it saves.
    const MIN_BYTES_PER_THREAD: usize = 256 * 1024;
    let bytes: usize = records
        .iter()
        .map(|record| usize::from(record.range().len()))
        .sum();
    cores().min(bytes / MIN_BYTES_PER_THREAD).max(1)
}

/// `lay_out` of each of `records`, in order, on `threads` threads; each thread makes its own
/// scratch space with `scratch`.
pub(crate) fn each_on_threads<'a, S, R: Send>(
    records: &[Node<'a>],
    threads: usize,
    scratch: impl Fn() -> S + Sync,
    lay_out: impl Fn(&mut S, Node<'a>) -> R + Sync,
) -> Vec<R> {
    let runs: Vec<&[Node<'a>]> = records
        .chunks(records.len().div_ceil(threads).max(1))
        .collect();
    on_threads(&runs, |run| {
        let mut space = scratch();
        run.iter()
            .map(|&record| lay_out(&mut space, record))
            .collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect()
}
