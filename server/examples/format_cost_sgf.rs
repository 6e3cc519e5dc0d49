//! What formatting SGF costs next to the parse: for each file, the median time to parse it,
//! to compute the formatting edits on the parsed tree, and their ratio; with each layout option.
//!
//! `cargo run --release -p gamerec --example format_cost_sgf -- FILE...`; without files, the
//! corpus's joseki dictionary.

use gamerec::ide::format::{format, FormatOptions, SgfOrder};
use gamerec_grammar::{parse, Format};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 11;

fn main() {
    let mut files: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if files.is_empty() {
        files.push(
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../../shared/corpus/sgf/Kogo's Joseki Dictionary.sgf"),
        );
    }
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
    for path in files {
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{}: {error}", path.display());
                continue;
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let name = path
            .file_name()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
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
