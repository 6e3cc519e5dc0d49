//! What completion costs: the time to answer at about 1,000 offsets spread over a file, as
//! median and maximum, with the offset of the slowest answer and how many items it had.
//!
//! `cargo run --release -p gamerec --example completion_cost -- [FILE...]`; without a file,
//! `../shared/corpus/pbn/example3.pbn` from the repository root. Each offset is answered
//! three times and the fastest answer counts, so that a pause of the machine at one moment does
//! not pass for the cost of an offset.

mod support;

use gamerec::ide::analysis::completions;
use gamerec_grammar::{parse, TextSize};
use std::time::{Duration, Instant};
use support::inputs;

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// How many offsets are timed per file.
const OFFSETS: usize = 1_000;

fn main() {
    println!("| file | bytes | offsets | median | max | slowest offset | items there |");
    println!("|---|---|---|---|---|---|---|");
    for input in inputs(Some("pbn/example3.pbn")) {
        let text = input.text();
        let parsed = parse(input.format, &text);
        // Offsets at character boundaries, spread evenly over the file.
        let boundaries: Vec<usize> = text.char_indices().map(|(at, _)| at).collect();
        let step = (boundaries.len() / OFFSETS).max(1);
        let mut times: Vec<(Duration, usize, usize)> = Vec::with_capacity(OFFSETS);
        for &at in boundaries.iter().step_by(step) {
            let offset = TextSize::try_from(at).unwrap_or_default();
            let mut fastest = Duration::MAX;
            let mut count = 0;
            for _ in 0..3 {
                let start = Instant::now();
                let items = completions(&parsed, offset);
                fastest = fastest.min(start.elapsed());
                count = items.len();
            }
            times.push((fastest, at, count));
        }
        times.sort();
        let Some(&(max, slowest, items)) = times.last() else {
            continue;
        };
        let median = times[times.len() / 2].0;
        println!(
            "| {} | {} | {} | {:.3} ms | {:.3} ms | {slowest} | {items} |",
            input.name,
            text.len(),
            times.len(),
            median.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3,
        );
    }
}
