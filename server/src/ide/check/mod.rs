//! The checks beyond syntax: each format's rules applied record by record (an RBN record, a
//! PBN game, an SGF game tree), with the results of records that did not change kept from one
//! run to the next so that an edit costs the records it touched.
//!
//! A record is checked as the root of a tree of its own, so its diagnostics are relative to its
//! start and stay valid wherever the record moves. What a record takes over from the records
//! before it (RBN labels that repeat until altered, PBN's `#` inheritance) is the format's
//! *context*: a record's diagnostics may depend only on the record and the context it starts
//! with, and checking it gives the context the next record starts with.

mod findings;
pub(crate) mod parallel;

pub use findings::{Findings, LeftOut};

pub(crate) use parallel::on_threads;

use crate::ide::rules::Rules;
use crate::ide::Diagnostic;
use gamerec_grammar::{GreenNode, GreenNodeData, Parse, SyntaxKind, SyntaxNode, TextSize};
use std::any::{Any, TypeId};
use std::sync::OnceLock;

/// One format's checks.
pub(crate) trait FormatChecks {
    /// What a record takes over from the records before it.
    type Context: Clone + PartialEq + Send + Sync + 'static;

    /// Whether a child of the root is a record.
    fn is_record(kind: SyntaxKind) -> bool;

    /// The context of the first record, from what stands before it in the file and the club
    /// rules the checks judge by.
    fn first_context(root: &SyntaxNode, rules: &Rules) -> Self::Context;

    /// Checks one record, given as the root of its own tree; returns the next record's context.
    fn check_record(
        record: &SyntaxNode,
        context: &Self::Context,
        out: &mut Findings,
    ) -> Self::Context;

    /// `check_record`, given what checking this record (or the record it replaces) kept in
    /// `memo` last time. A notation whose records can be large keeps there what lets it check
    /// again only the parts of a record an edit touched; by default the record is checked
    /// whole and nothing is kept.
    fn check_record_kept(
        record: &SyntaxNode,
        context: &Self::Context,
        memo: &mut RecordMemo,
        out: &mut Findings,
    ) -> Self::Context {
        memo.clear();
        Self::check_record(record, context, out)
    }

    /// The context the record after `record` starts with: what `check_record` returns, found
    /// without running the checks, so that runs of records can be checked on several threads
    /// once the context each run starts with is known.
    fn next_context(record: &SyntaxNode, context: &Self::Context) -> Self::Context;

    /// Checks that concern the file as a whole, with ranges in the file.
    fn check_file(root: &SyntaxNode, out: &mut Findings);
}

/// What a notation's checks kept of one record, beyond its diagnostics, for checking it again
/// after an edit inside it; each notation decides what (the SGF checks keep what each
/// variation of a large game tree gave).
#[derive(Default)]
pub(crate) struct RecordMemo(Option<Box<dyn Any + Send + Sync>>);

impl RecordMemo {
    /// What is kept, as a `T`: a new `T` when nothing is, or something else.
    pub fn kept<T: Any + Send + Sync + Default>(&mut self) -> &mut T {
        if !self.0.as_ref().is_some_and(|kept| kept.is::<T>()) {
            self.0 = Some(Box::<T>::default());
        }
        match self.0.as_mut().and_then(|kept| kept.downcast_mut()) {
            Some(kept) => kept,
            None => unreachable!("set just above to a `T`"),
        }
    }

    /// Forgets what is kept.
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

/// What the last run of the checks found, record by record, for reuse by the next run on
/// the same document.
pub struct CheckCache {
    /// The records of the format last checked, with the checks that made them.
    kept: Option<(TypeId, Box<dyn Kept>)>,
    /// The club rules the checks judge by. A format's first context holds the rules it reads,
    /// so records checked under other rules are checked again.
    rules: Rules,
    /// Whether the records' results are kept for the next run. A cache for one run
    /// (`gamerec check`) keeps none, which spares their memory.
    keeps: bool,
    /// How many findings a record, and the document, keep at most.
    cap: Option<usize>,
    /// What the last run left out past the cap.
    left_out: LeftOut,
}

/// One format's kept records, whatever its context.
trait Kept: Any + Send + Sync {
    fn len(&self) -> usize;
    fn as_any(&mut self) -> &mut dyn Any;
}

impl<C: Send + Sync + 'static> Kept for Records<C> {
    fn len(&self) -> usize {
        self.entries.len()
    }

    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}

impl Default for CheckCache {
    fn default() -> Self {
        CheckCache::with_rules(Rules::default())
    }
}

impl CheckCache {
    /// A cache for checks that judge by `rules`.
    pub fn with_rules(rules: Rules) -> CheckCache {
        CheckCache {
            kept: None,
            rules,
            keeps: true,
            cap: None,
            left_out: LeftOut::default(),
        }
    }

    /// A cache for one run of the checks that judge by `rules`: it keeps nothing.
    pub fn once(rules: Rules) -> CheckCache {
        CheckCache {
            kept: None,
            rules,
            keeps: false,
            cap: None,
            left_out: LeftOut::default(),
        }
    }

    /// Keeps at most `cap` findings in each record and in the document, and counts the rest
    /// (all when `None`): a document with millions of findings then costs what the cap allows.
    /// The findings kept are the first by severity, then by place in the document.
    pub fn set_cap(&mut self, cap: Option<usize>) {
        if self.cap != cap {
            // What was kept under another cap may lack findings this one shows.
            self.kept = None;
            self.cap = cap;
        }
    }

    /// The cap set by [`CheckCache::set_cap`].
    pub fn cap(&self) -> Option<usize> {
        self.cap
    }

    /// What the last run left out past the cap.
    pub fn left_out(&self) -> &LeftOut {
        &self.left_out
    }

    /// Starts a run: nothing left out yet.
    pub(crate) fn start_run(&mut self) {
        self.left_out = LeftOut::default();
    }

    /// Counts more findings as left out by the last run (syntax errors past the cap).
    pub(crate) fn add_left_out(&mut self, left_out: &LeftOut) {
        self.left_out.merge(left_out);
    }

    /// Judges by `rules` from the next run on.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The records kept by the checks `F`; none when another format's checks ran last.
    fn records<F: FormatChecks + 'static>(&mut self) -> &mut Records<F::Context> {
        let checks = TypeId::of::<F>();
        if !matches!(&self.kept, Some((kept_by, _)) if *kept_by == checks) {
            self.kept = Some((checks, Box::new(Records::<F::Context>::default())));
        }
        match self
            .kept
            .as_mut()
            .and_then(|(_, kept)| kept.as_any().downcast_mut())
        {
            Some(records) => records,
            None => unreachable!("set just above for these checks"),
        }
    }

    /// How many records the last run kept results for.
    pub fn len(&self) -> usize {
        self.kept.as_ref().map_or(0, |(_, kept)| kept.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl std::fmt::Debug for CheckCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckCache")
            .field("records", &self.len())
            .finish()
    }
}

/// The results of the last run, one entry per record in document order.
pub(crate) struct Records<C> {
    first_context: Option<C>,
    entries: Vec<Entry<C>>,
}

impl<C> Default for Records<C> {
    fn default() -> Self {
        Records {
            first_context: None,
            entries: Vec::new(),
        }
    }
}

/// In this field order, so that the walks over every record after an edit (comparing the
/// green nodes, gathering the findings) read one cache line of each entry.
#[repr(C)]
struct Entry<C> {
    /// Keeps the record alive, so that its address identifies it while the entry exists.
    green: GreenNode,
    /// Relative to the start of the record. A box: most records have none, which costs no
    /// allocation.
    diagnostics: Box<[Diagnostic]>,
    /// What the record's checks left out past the cap; most records leave out nothing, which
    /// costs no allocation.
    left_out: LeftOut,
    /// The context after the record. The one it starts with is the entry's before, or the
    /// first context: it is not kept twice.
    context_out: C,
    memo: RecordMemo,
}

impl<C> Entry<C> {
    fn is(&self, green: &GreenNodeData) -> bool {
        std::ptr::eq::<GreenNodeData>(&*self.green, green)
    }
}

/// The checks `F` run on `parse`, reusing what `cache` kept of the records that did not change.
pub(crate) fn run_checks<F: FormatChecks + 'static>(
    parse: &Parse,
    cache: &mut CheckCache,
) -> Vec<Diagnostic> {
    let rules = cache.rules;
    let cap = cache.cap;
    let found = if cache.keeps {
        run::<F>(parse, cache.records::<F>(), &rules, cap)
    } else {
        run_once::<F>(parse, &rules, cap)
    };
    let (diagnostics, left_out) = found.finish();
    cache.left_out = left_out;
    diagnostics
}

/// The checks `F` run on every record of `parse`, keeping nothing: what [`run`] finds with
/// nothing kept.
fn run_once<F: FormatChecks>(parse: &Parse, rules: &Rules, cap: Option<usize>) -> Findings {
    let root = parse.syntax();
    let records = records_of::<F>(parse);
    let context = F::first_context(&root, rules);
    let mut found = Findings::capped(cap);
    F::check_file(&root, &mut found);
    match threads_for(&records) {
        Some(threads) => {
            parallel::check_records_once::<F>(&records, &context, threads, &mut found);
        }
        None => {
            check_in_turn::<F>(&records, context, &mut found);
        }
    }
    found
}

/// Checks `records` one after the other, the first starting with `context`, and adds their
/// diagnostics, placed in the document, to `out`, each record held to `out`'s cap; returns
/// the context after the last.
fn check_in_turn<F: FormatChecks>(
    records: &[(&GreenNodeData, TextSize)],
    mut context: F::Context,
    out: &mut Findings,
) -> F::Context {
    for (green, offset) in records {
        let record = SyntaxNode::new_root((*green).to_owned());
        let mut found = Findings::capped(out.cap());
        context = F::check_record(&record, &context, &mut found);
        out.absorb(found, *offset);
    }
    context
}

/// `diagnostic` of a record, moved to where the record starts in the document.
pub(super) fn placed(mut diagnostic: Diagnostic, offset: TextSize) -> Diagnostic {
    diagnostic.range += offset;
    for related in &mut diagnostic.related {
        related.range += offset;
    }
    diagnostic
}

pub(crate) fn run<F: FormatChecks>(
    parse: &Parse,
    kept: &mut Records<F::Context>,
    rules: &Rules,
    cap: Option<usize>,
) -> Findings {
    let root = parse.syntax();
    let records = records_of::<F>(parse);

    // The records at both ends that are the very same nodes as last time.
    let old = &kept.entries;
    let prefix = (records.iter().zip(old))
        .take_while(|((green, _), entry)| entry.is(green))
        .count();
    let max_suffix = records.len().min(old.len()) - prefix;
    let suffix = (records.iter().rev().zip(old.iter().rev()))
        .take(max_suffix)
        .take_while(|((green, _), entry)| entry.is(green))
        .count();

    let first_context = F::first_context(&root, rules);
    let mut check_from = prefix;
    if kept.first_context.as_ref() != Some(&first_context) {
        check_from = 0;
    }
    let old_middle_end = old.len() - suffix;
    let new_middle_end = records.len() - suffix;

    // Check the changed middle, then the records after it for as long as the context they
    // start with differs from last time.
    let mut context = match check_from.checked_sub(1) {
        Some(before) => kept.entries[before].context_out.clone(),
        None => first_context.clone(),
    };
    let mut fresh = Vec::with_capacity(new_middle_end - check_from);
    let mut next = check_from;
    let middle = records.get(check_from..new_middle_end).unwrap_or_default();
    if let Some(threads) = threads_for(middle) {
        fresh = parallel::check_records::<F>(middle, &context, threads, cap);
        next += fresh.len();
        if let Some(last) = fresh.last() {
            context = last.context_out.clone();
        }
    }
    // The old entry a record checked again takes what was kept from: the same record after
    // the middle; in the middle, the record at its place when the edit replaced as many
    // records as it left.
    let one_for_one = new_middle_end == old_middle_end;
    while next < records.len() {
        let old_index = if next >= new_middle_end {
            let old_index = next - new_middle_end + old_middle_end;
            let old_context_in = match old_index.checked_sub(1) {
                Some(before) => kept.entries.get(before).map(|entry| &entry.context_out),
                None => kept.first_context.as_ref(),
            };
            if old_context_in == Some(&context) {
                break;
            }
            Some(old_index)
        } else {
            one_for_one.then_some(next)
        };
        let memo = old_index
            .and_then(|old_index| kept.entries.get_mut(old_index))
            .map(|entry| std::mem::take(&mut entry.memo))
            .unwrap_or_default();
        let (green, _) = &records[next];
        let entry = check_one::<F>(green, context, memo, cap);
        context = entry.context_out.clone();
        fresh.push(entry);
        next += 1;
    }
    // `fresh` replaces the old entries from `check_from` up to the one now at `next` (the
    // loop above always gets past the middle).
    let old_end = next - new_middle_end + old_middle_end;
    kept.entries.splice(check_from..old_end, fresh);
    kept.first_context = Some(first_context);

    let mut found = Findings::capped(cap);
    F::check_file(&root, &mut found);
    for (entry, (_, offset)) in kept.entries.iter().zip(&records) {
        if entry.diagnostics.is_empty() && entry.left_out.is_empty() {
            continue;
        }
        found.add_left_out(&entry.left_out);
        found.extend(
            (entry.diagnostics.iter()).map(|diagnostic| placed(diagnostic.clone(), *offset)),
        );
    }
    found
}

/// The records among the root's children, with their offsets.
fn records_of<F: FormatChecks>(parse: &Parse) -> Vec<(&GreenNodeData, TextSize)> {
    let mut offset = TextSize::from(0);
    let mut records = Vec::new();
    for child in parse.green().children() {
        if let Some(node) = child.as_node() {
            let kind = SyntaxKind::of_raw(node.kind());
            if F::is_record(kind) {
                records.push((*node, offset));
            }
        }
        offset += child.text_len();
    }
    records
}

/// How many threads this machine runs at once.
pub(crate) fn cores() -> usize {
    // Asking the system reads files (cgroup limits), so it is asked once.
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

/// How many threads to check `records` on, when more than one is worth it.
fn threads_for(records: &[(&GreenNodeData, TextSize)]) -> Option<usize> {
    /// Less text than this per thread costs more in starting threads than it saves.
    const MIN_BYTES_PER_THREAD: usize = 256 * 1024;
    const MAX_THREADS: usize = 8;
    if records.len() < 2 {
        return None;
    }
    let bytes: usize = records
        .iter()
        .map(|(green, _)| usize::from(green.text_len()))
        .sum();
    let threads = cores()
        .min(MAX_THREADS)
        .min(records.len())
        .min(bytes / MIN_BYTES_PER_THREAD);
    (threads > 1).then_some(threads)
}

fn check_one<F: FormatChecks>(
    green: &GreenNodeData,
    context: F::Context,
    mut memo: RecordMemo,
    cap: Option<usize>,
) -> Entry<F::Context> {
    let green = green.to_owned();
    let record = SyntaxNode::new_root(green.clone());
    let mut found = Findings::capped(cap);
    let context_out = F::check_record_kept(&record, &context, &mut memo, &mut found);
    let (diagnostics, left_out) = found.finish();
    Entry {
        green,
        context_out,
        diagnostics: diagnostics.into(),
        left_out,
        memo,
    }
}

#[cfg(test)]
mod linear_cost;
#[cfg(test)]
mod tests;
