//! Hands the memory that a large piece of work freed back to the system.
//!
//! mimalloc returns freed pages to the system a second after they were freed, and only when
//! it next allocates or frees. A language server opens a document in a burst of short-lived
//! allocations (the message, a copy of the text, the parse on several threads, the checks) and
//! then goes quiet, so what the burst used would stay resident until the next request.
//! Returning pages at once after every free costs each keystroke the faults of the pages it
//! uses again (3-5 ms on a 20 MB document), so the server asks for a collection only after
//! work that took long: see "Where the bytes go" in `docs/benchmarks.md`.

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
