//! What formatting SGF costs next to the parse: for each file, the median time to parse it,
//! to compute the formatting edits on the parsed tree, and their ratio; with each layout option.
//!
//! `cargo run --release -p gamerec --example format_cost_sgf -- FILE...`; without files, the
//! corpus's joseki dictionary.

mod support;

use gamerec::ide::format::{FormatOptions, SgfOrder};

use gamerec::ide::analysis::format;
use gamerec_grammar::{parse, Format};
use std::time::{Duration, Instant};
use support::inputs;

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 11;

fn main() {
    let options = [
        ("preserve", FormatOptions::default()),
        (
            "sgfc + indent",
            FormatOptions {
                sgf_order: SgfOrder::Sgfc,
                sgf_indent: true,
                ..FormatOptions::default()
            },
        ),
    ];
    println!("| file | bytes | options | parse | format | format / parse | edits |");
    println!("|---|---|---|---|---|---|---|");
    for input in inputs(Some("sgf/Kogo's Joseki Dictionary.sgf")) {
        let (name, bytes) = (&input.name, &input.bytes);
        let text = input.text();
        let parsed = parse(Format::Sgf, &text);
        for (label, options) in &options {
            // Parse and format in turn, so that both see the same load.
            let mut parse_times = Vec::new();
            let mut format_times = Vec::new();
            let mut edits = 0;
            for _ in 0..RUNS {
                let started = Instant::now();
                let again = parse(Format::Sgf, &text);
                parse_times.push(started.elapsed());
                drop(again);
                let started = Instant::now();
                edits = format(&parsed, options).len();
                format_times.push(started.elapsed());
            }
            let (parse_time, format_time) = (median(parse_times), median(format_times));
            println!(
                "| {name} | {} | {label} | {:.1} ms | {:.1} ms | {:.2} | {edits} |",
                bytes.len(),
                parse_time.as_secs_f64() * 1e3,
                format_time.as_secs_f64() * 1e3,
                format_time.as_secs_f64() / parse_time.as_secs_f64(),
            );
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
