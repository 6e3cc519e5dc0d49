//! What formatting a PBN file costs next to parsing it: the median time to parse, to format
//! in the `tidy` and in the `export` style, and the ratios.
//!
//! `cargo run --release -p gamerec --example format_cost_pbn -- FILE...`

use gamerec::ide::format::{FormatOptions, PbnStyle};

use gamerec::ide::analysis::format;
use gamerec_grammar::{parse, Format};
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 9;

fn main() {
    println!("| file | bytes | parse | tidy | tidy / parse | export | export / parse |");
    println!("|---|---|---|---|---|---|---|");
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{path}: {error}");
                continue;
            }
        };
        // Files that are not UTF-8 are ISO-8859-1.
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => error.into_bytes().iter().map(|&b| char::from(b)).collect(),
        };
        let parse_time = median(|| {
            let started = Instant::now();
            let parsed = parse(Format::Pbn, &text);
            let elapsed = started.elapsed();
            drop(parsed);
            elapsed
        });
        let parsed = parse(Format::Pbn, &text);
        let format_time = |style: PbnStyle| {
            let options = FormatOptions {
                pbn_style: style,
                ..FormatOptions::default()
            };
            median(|| {
                let started = Instant::now();
                let edits = format(&parsed, &options);
                let elapsed = started.elapsed();
                drop(edits);
                elapsed
            })
        };
        let tidy = format_time(PbnStyle::Tidy);
        let export = format_time(PbnStyle::Export);
        let ratio = |time: Duration| time.as_secs_f64() / parse_time.as_secs_f64().max(1e-9);
        println!(
            "| {path} | {} | {parse_time:.2?} | {tidy:.2?} | {:.2} | {export:.2?} | {:.2} |",
            text.len(),
            ratio(tidy),
            ratio(export)
        );
    }
}

/// The median of `RUNS` interleaved measurements.
fn median(mut measure: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS).map(|_| measure()).collect();
    times.sort();
    times[RUNS / 2]
}
