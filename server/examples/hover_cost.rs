//! Times hover on a large PBN file: parses the file given as the first argument (by default
//! `corpus/pbn/example3.pbn` of the shared folder that `GAMEREC_SHARED` names), asks for the hover at 1,000 offsets spread evenly over it and
//! prints the median and the slowest, with the offset and text of the slowest. Each offset is
//! timed `RUNS` times: the minimum is the hover's cost, the single slowest run also shows what
//! other work on the machine added. `HOVER_COST_SLOWEST=1` lists the ten slowest offsets.
//!
//! Run with `cargo run --release -p gamerec --example hover_cost [FILE] [COUNT]`.

mod support;

use gamerec::ide::analysis::{hover, HoverCache};
use gamerec_grammar::{parse, Format, TextSize};
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 5;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| {
        support::corpus_file("pbn/example3.pbn")
            .to_string_lossy()
            .into_owned()
    });
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let bytes = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(err) => {
            eprintln!("{path}: {err}");
            std::process::exit(1);
        }
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let format = if path.to_ascii_lowercase().ends_with(".rbn") {
        Format::Rbn
    } else if path.to_ascii_lowercase().ends_with(".rbx") {
        Format::Rbx
    } else {
        Format::Pbn
    };
    let started = Instant::now();
    let parsed = parse(format, &text);
    let parse_time = started.elapsed();
    let cache = HoverCache::default();
    let mut times: Vec<(Duration, usize, bool)> = Vec::with_capacity(count);
    let mut worst_single = Duration::ZERO;
    for i in 0..count {
        let mut offset = text.len() * i / count.max(1);
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let at = TextSize::try_from(offset).unwrap_or_default();
        let mut best = Duration::MAX;
        let mut found = false;
        for _ in 0..RUNS {
            let started = Instant::now();
            found = hover(&parsed, at, &cache).is_some();
            let took = started.elapsed();
            best = best.min(took);
            worst_single = worst_single.max(took);
        }
        times.push((best, offset, found));
    }
    times.sort_by_key(|(time, _, _)| *time);
    let answered = times.iter().filter(|(_, _, found)| *found).count();
    let median = times
        .get(times.len() / 2)
        .map(|(time, _, _)| *time)
        .unwrap_or_default();
    let (slowest, at, _) = times.last().copied().unwrap_or_default();
    let around: String = text
        .get(at..)
        .unwrap_or("")
        .chars()
        .take(30)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    println!("file: {path} ({} bytes)", text.len());
    println!("parse: {parse_time:?}");
    println!("hovers: {count} ({answered} with an answer)");
    println!("median (minimum of {RUNS} runs per offset): {median:?}");
    println!("max (minimum of {RUNS} runs per offset): {slowest:?} at byte {at} ({around:?})");
    println!("slowest single run: {worst_single:?}");
    if std::env::var_os("HOVER_COST_SLOWEST").is_some() {
        for (time, at, _) in times.iter().rev().take(10) {
            let around: String = text
                .get(*at..)
                .unwrap_or("")
                .chars()
                .take(30)
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            println!("  {time:?} at byte {at} ({around:?})");
        }
    }
}
