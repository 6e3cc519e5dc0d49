//! The binary's allocator, which counts the bytes the program holds, and the hand-back to the
//! system of the memory that a large piece of work freed.
//!
//! mimalloc returns freed pages to the system a second after they were freed, and only when
//! it next allocates or frees. A language server opens a document in a burst of short-lived
//! allocations (the message, a copy of the text, the parse on several threads, the checks) and
//! then goes quiet, so what the burst used would stay resident until the next request.
//! Returning pages at once after every free costs each keystroke the faults of the pages it
//! uses again (3-5 ms on a 20 MB document), so the server asks for a collection only after
//! work that took long: see "Where the bytes go" in `docs/benchmarks.md`.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicUsize, Ordering};
use std::time::Duration;

/// Work that takes at least this long is followed by a collection.
pub const HEAVY_WORK: Duration = Duration::from_millis(50);

extern "C" {
    fn mi_collect(force: bool);
}

/// Returns to the system the pages mimalloc holds free, program-wide, with the blocks this
/// thread freed. Takes a few milliseconds on a heap of a few hundred megabytes. Harmless
/// where mimalloc is linked but is not the global allocator.
pub fn return_freed_pages() {
    // SAFETY: `mi_collect` takes no pointer and may be called from any thread at any time.
    unsafe { mi_collect(true) }
}

/// mimalloc, with the bytes the program holds counted once [`count_if_asked`] switches counting
/// on. The count is what the program asked for and has not freed, without what the allocator
/// keeps besides, so it measures what the program keeps alive, where a resident size moves
/// with the pages held free by the threads that worked. Counting is off unless asked for: it
/// costs an atomic addition for every allocation and every free.
pub struct Counted;

static COUNTING: AtomicBool = AtomicBool::new(false);

/// The environment variable that, set to `1`, has the language server count its memory.
pub const COUNT_MEMORY_VARIABLE: &str = "GAMEREC_COUNT_MEMORY";

/// Counts from now on the bytes allocated and freed, if [`COUNT_MEMORY_VARIABLE`] is `1`.
/// Called before the work whose memory is to be counted starts: a block allocated before and
/// freed after takes its size off the count.
pub fn count_if_asked() {
    if std::env::var_os(COUNT_MEMORY_VARIABLE).is_some_and(|value| value == "1") {
        COUNTING.store(true, Ordering::Relaxed);
    }
}

/// How many counters the threads share out. Each thread adds to one of its own, so that
/// threads allocating at once do not pass one cache line back and forth; a block freed on
/// another thread than the one that made it is taken off that thread's counter, and the sum
/// over all of them is the program's.
const COUNTERS: usize = 32;

/// One counter on a cache line of its own.
#[repr(align(128))]
struct Counter(AtomicIsize);

static LIVE_BYTES: [Counter; COUNTERS] = [const { Counter(AtomicIsize::new(0)) }; COUNTERS];
static THREADS_SEEN: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static THIS_THREADS_COUNTER: Cell<usize> = const { Cell::new(usize::MAX) };
}

/// Adds `bytes` (taken away when negative) to the calling thread's counter.
#[inline]
fn count(bytes: isize) {
    if !COUNTING.load(Ordering::Relaxed) {
        return;
    }
    let slot = THIS_THREADS_COUNTER
        .try_with(|slot| {
            if slot.get() == usize::MAX {
                slot.set(THREADS_SEEN.fetch_add(1, Ordering::Relaxed) % COUNTERS);
            }
            slot.get()
        })
        .unwrap_or(0);
    if let Some(counter) = LIVE_BYTES.get(slot) {
        counter.0.fetch_add(bytes, Ordering::Relaxed);
    }
}

/// A size as the counters take it: no block is larger than `isize::MAX` bytes.
fn signed(size: usize) -> isize {
    isize::try_from(size).unwrap_or(isize::MAX)
}

/// Counts a block of `layout` that an allocation made, unless it failed.
#[inline]
fn made(pointer: *mut u8, layout: Layout) -> *mut u8 {
    if !pointer.is_null() {
        count(signed(layout.size()));
    }
    pointer
}

// SAFETY: every call is passed on to mimalloc unchanged; the count is kept beside.
unsafe impl GlobalAlloc for Counted {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        made(unsafe { mimalloc::MiMalloc.alloc(layout) }, layout)
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        made(unsafe { mimalloc::MiMalloc.alloc_zeroed(layout) }, layout)
    }

    #[inline]
    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { mimalloc::MiMalloc.dealloc(pointer, layout) };
        count(-signed(layout.size()));
    }

    #[inline]
    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let moved = unsafe { mimalloc::MiMalloc.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            count(signed(new_size) - signed(layout.size()));
        }
        moved
    }
}

/// The bytes allocated and not freed since counting started, when [`Counted`] is the global
/// allocator and counts; `None` otherwise.
pub fn live_bytes() -> Option<i64> {
    if !COUNTING.load(Ordering::Relaxed) {
        return None;
    }
    let sum: isize = LIVE_BYTES
        .iter()
        .map(|counter| counter.0.load(Ordering::Relaxed))
        .sum();
    i64::try_from(sum).ok()
}

/// The program's resident memory, where the system says it (Linux's `/proc`).
pub fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))?;
    let kilobytes: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    kilobytes.checked_mul(1024)
}
