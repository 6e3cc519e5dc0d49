//! What hover and completion cost in a large SGF file: times at about 1,000 offsets spread
//! over the file and at about 1,000 moves spread over it, each with the median and the
//! maximum.
//!
//! `cargo run --release -p gamerec --example sgf_hover_cost -- [FILE]` (by default the
//! corpus's Kogo's Joseki Dictionary, from the shared folder `GAMEREC_SHARED` names). Hover is timed cold (a new board cache for each hover,
//! so every move replays its whole line from the root node), in order with one cache for the
//! document (as an editor session would), and warm (the same offsets again). Cold and warm
//! requests and completions are repeated and each offset keeps its fastest time, so that a
//! request the scheduler interrupted on a busy machine does not count as slow; the one-cache
//! pass runs once (a repeat would find its own positions).

mod support;

use gamerec::ide::analysis::completions;
use gamerec::ide::analysis::{hover, HoverCache};
use gamerec_grammar::{parse, Format, Parse, TextSize};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const SAMPLES: usize = 1000;

/// Runs of each repeated request; the fastest counts.
const REPEATS: usize = 5;

fn main() {
    let path = std::env::args().nth(1).map_or_else(
        || support::corpus_file("sgf/Kogo's Joseki Dictionary.sgf"),
        PathBuf::from,
    );
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(error) => {
            eprintln!("{}: {error}", path.display());
            std::process::exit(2);
        }
    };
    let text = String::from_utf8_lossy(&bytes);
    let started = Instant::now();
    let parsed = parse(Format::Sgf, &text);
    println!(
        "{}: {} bytes, parsed in {:.1} ms",
        path.display(),
        text.len(),
        started.elapsed().as_secs_f64() * 1e3
    );
    let spread = spread_offsets(&text);
    let moves = move_offsets(&text);
    println!("| offsets | request | median | 99th percentile | max | answers |");
    println!("|---|---|---|---|---|---|");
    for (name, offsets) in [("spread", &spread), ("moves", &moves)] {
        measure(name, &parsed, offsets);
    }
}

fn measure(name: &str, parsed: &Parse, offsets: &[TextSize]) {
    let cold = time_each(offsets, REPEATS, |offset| {
        hover(parsed, offset, &HoverCache::default()).is_some()
    });
    report(name, "hover, cold cache", &cold);
    let cache = HoverCache::default();
    let shared = time_each(offsets, 1, |offset| hover(parsed, offset, &cache).is_some());
    report(name, "hover, one cache, first pass (once)", &shared);
    let warm = time_each(offsets, REPEATS, |offset| {
        hover(parsed, offset, &cache).is_some()
    });
    report(name, "hover, warm cache", &warm);
    println!(
        "<!-- {name}: the cache replayed {} nodes and holds {} positions -->",
        cache.boards.replayed_nodes(),
        cache.boards.len()
    );
    let completion = time_each(offsets, REPEATS, |offset| {
        !completions(parsed, offset).is_empty()
    });
    report(name, "completion", &completion);
}

/// The fastest of `repeats` runs of `request` at each offset, and how many answered.
fn time_each(
    offsets: &[TextSize],
    repeats: usize,
    mut request: impl FnMut(TextSize) -> bool,
) -> (Vec<Duration>, usize) {
    let mut times = Vec::with_capacity(offsets.len());
    let mut answered = 0;
    for &offset in offsets {
        let mut fastest = Duration::MAX;
        let mut answer = false;
        for _ in 0..repeats {
            let started = Instant::now();
            answer = request(offset);
            fastest = fastest.min(started.elapsed());
        }
        times.push(fastest);
        answered += usize::from(answer);
    }
    (times, answered)
}

fn report(offsets: &str, request: &str, (times, answered): &(Vec<Duration>, usize)) {
    let mut sorted = times.clone();
    sorted.sort();
    let at = |fraction: f64| {
        let index = (sorted.len().saturating_sub(1) as f64 * fraction).round() as usize;
        sorted.get(index).copied().unwrap_or_default().as_secs_f64() * 1e3
    };
    println!(
        "| {offsets} ({}) | {request} | {:.3} ms | {:.3} ms | {:.3} ms | {answered} |",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

/// About [`SAMPLES`] offsets at even steps, each moved to a char boundary.
fn spread_offsets(text: &str) -> Vec<TextSize> {
    let step = (text.len() / SAMPLES).max(1);
    (0..text.len())
        .step_by(step)
        .filter_map(|at| {
            let boundary = (at..=text.len()).find(|&at| text.is_char_boundary(at))?;
            u32::try_from(boundary).ok().map(TextSize::from)
        })
        .collect()
}

/// About [`SAMPLES`] move values (`;B[` and `;W[`) spread over the text.
fn move_offsets(text: &str) -> Vec<TextSize> {
    let mut all: Vec<usize> = [";B[", ";W["]
        .iter()
        .flat_map(|pattern| text.match_indices(pattern).map(|(at, _)| at + 3))
        .collect();
    all.sort_unstable();
    let step = (all.len() / SAMPLES).max(1);
    all.into_iter()
        .step_by(step)
        .filter_map(|at| u32::try_from(at).ok().map(TextSize::from))
        .collect()
}
