//! Where the bytes of an open document go: for each file, the heap bytes each part of the
//! server's state keeps once built (the text, the rope, the syntax tree, the checks' cache with
//! the diagnostics, the outline kept per record, what is remembered of the semantic tokens
//! sent, and the formatting memo), each also as a multiple of the file's size, and the peaks
//! while the text is parsed and while the checks run. Counted by a global allocator that adds
//! up the sizes asked for. The server keeps the rope and not the text (it parses from the
//! rope), so "kept by the server" is the total without the text.
//!
//! `cargo run --release -p gamerec --example memory_breakdown -- FILE...`

mod support;

use gamerec::ide::analysis;
use gamerec::ide::check::CheckCache;
use gamerec::ide::format::{FormatMemo, FormatOptions};
use gamerec::lsp::convert::PositionEncoding;
use gamerec::lsp::outline::{outline_json, OutlineMemo};
use gamerec::lsp::sent_tokens::{segments, SentTokens};
use gamerec_grammar::parse;
use ropey::Rope;
use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering};
use support::inputs;

/// mimalloc, as the binary uses, with the bytes it holds for the program counted.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let pointer = unsafe { mimalloc::MiMalloc.alloc(layout) };
        if !pointer.is_null() {
            let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(live, Ordering::Relaxed);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { mimalloc::MiMalloc.dealloc(pointer, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes `build` leaves allocated (what it returns, kept by the caller) and its peak over
/// what was allocated before.
fn kept<T>(build: impl FnOnce() -> T) -> (T, usize, usize) {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let value = build();
    let after = LIVE.load(Ordering::Relaxed);
    let peak = PEAK.load(Ordering::Relaxed);
    (
        value,
        after.saturating_sub(before),
        peak.saturating_sub(before),
    )
}

fn main() {
    println!(
        "| file | bytes | text | rope | tree | checks | outline | tokens sent | formatting memo | total | kept by the server | peak while parsing | peak while checking |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for input in inputs(None) {
        let (text, text_bytes, _) = kept(|| input.text());
        let (rope, rope_bytes, _) = kept(|| Rope::from_str(&text));
        let (parsed, tree_bytes, parse_peak) = kept(|| parse(input.format, &text));
        let ((cache, diagnostics), check_bytes, check_peak) = kept(|| {
            let mut cache = CheckCache::default();
            let diagnostics = analysis::diagnostics_with(&parsed, &mut cache);
            (cache, diagnostics)
        });
        let (outline, outline_bytes, _) = kept(|| {
            let mut memo = OutlineMemo::default();
            let json = outline_json(&parsed, &rope, PositionEncoding::Utf16, &mut memo);
            drop(json);
            memo
        });
        let (sent, sent_bytes, _) = kept(|| {
            let cut = segments(parsed.green());
            let counts = vec![0; cut.len()];
            SentTokens::new(&cut, counts)
        });
        let (memo, memo_bytes, _) = kept(|| {
            let mut memo = FormatMemo::default();
            analysis::format_with(&parsed, &FormatOptions::default(), &mut memo);
            memo
        });
        let size = text.len() as f64;
        let cell =
            |bytes: usize| format!("{:.1} MB ({:.2}×)", bytes as f64 / 1e6, bytes as f64 / size);
        let total = text_bytes
            + rope_bytes
            + tree_bytes
            + check_bytes
            + outline_bytes
            + sent_bytes
            + memo_bytes;
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            input.name,
            text.len(),
            cell(text_bytes),
            cell(rope_bytes),
            cell(tree_bytes),
            cell(check_bytes),
            cell(outline_bytes),
            cell(sent_bytes),
            cell(memo_bytes),
            cell(total),
            cell(total - text_bytes),
            cell(parse_peak),
            cell(check_peak),
        );
        drop((memo, sent, outline, cache, diagnostics, parsed, rope, text));
    }
}
