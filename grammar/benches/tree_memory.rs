//! Memory a parsed tree holds, as a multiple of the input size, for the generated 20 MB
//! documents and the largest corpus files. Prints one line per input; no timing.
//!
//! Run with `cargo bench -p gamerec-grammar --bench tree_memory`.

#[path = "support/generate.rs"]
mod generate;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use gamerec_grammar::{parse, Format};

/// Counts live heap bytes and their peak, so a parse's footprint can be read off.
struct CountingAllocator;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

fn measure(name: &str, format: Format, text: &str) {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let parsed = parse(format, text);
    let retained = LIVE.load(Ordering::Relaxed) - before;
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let size = text.len() as f64;
    println!(
        "{name:<48} {:>9.1} MB  tree {:>7.1} MB = {:>5.1}x  peak while parsing {:>5.1}x  ({} errors)",
        size / 1e6,
        retained as f64 / 1e6,
        retained as f64 / size,
        peak as f64 / size,
        parsed.errors().len(),
    );
    drop(parsed);
}

fn main() {
    // `cargo bench` passes `--bench`; nothing to configure.
    const GENERATED_BYTES: usize = 20 * 1024 * 1024;
    measure(
        "generated-20MB.pbn",
        Format::Pbn,
        &generate::pbn(GENERATED_BYTES),
    );
    measure(
        "generated-20MB.rbn",
        Format::Rbn,
        &generate::rbn(GENERATED_BYTES),
    );
    measure(
        "generated-20MB.rbx",
        Format::Rbx,
        &generate::rbx(GENERATED_BYTES),
    );
    measure(
        "generated-20MB.sgf",
        Format::Sgf,
        &generate::sgf(GENERATED_BYTES),
    );
    let Some(shared) = gamerec_tiers::shared_folder() else {
        println!("corpus files: not measured (GAMEREC_SHARED names the shared folder)");
        return;
    };
    let corpus = shared.join("corpus");
    for (relative, format) in [
        ("pbn/example3.pbn", Format::Pbn),
        ("sgf/Kogo's Joseki Dictionary.sgf", Format::Sgf),
    ] {
        match std::fs::read(corpus.join(relative)) {
            Ok(bytes) => measure(relative, format, &String::from_utf8_lossy(&bytes)),
            Err(error) => println!("{relative}: not read ({error})"),
        }
    }
}
