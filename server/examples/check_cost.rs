//! What the checks cost next to the parse: for each file, the median time to parse it, to run
//! every check on the parsed tree, and their ratio.
//!
//! `cargo run --release -p gamerec --example check_cost -- FILE...`. The SGF collection that
//! `gamerec check` is compared with other checkers on is written by `scripts/bench-sgf-check.sh`.

use gamerec::ide::diagnostics::diagnostics;
use gamerec_grammar::{parse, Format};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 7;

fn main() {
    let files: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    println!("| file | bytes | parse | checks | checks / parse | diagnostics |");
    println!("|---|---|---|---|---|---|");
    for path in files {
        let Some(format) = Format::from_path(&path) else {
            eprintln!("{}: unknown format", path.display());
            continue;
        };
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{}: {error}", path.display());
                continue;
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let parse_time = median(|| {
            let started = Instant::now();
            let parsed = parse(format, &text);
            let elapsed = started.elapsed();
            drop(parsed);
            elapsed
        });
        let parsed = parse(format, &text);
        let mut found = 0;
        let check_time = median(|| {
            let started = Instant::now();
            found = diagnostics(&parsed).len();
            started.elapsed()
        });
        println!(
            "| {} | {} | {:.1} ms | {:.1} ms | {:.2} | {found} |",
            path.file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned()),
            bytes.len(),
            parse_time.as_secs_f64() * 1e3,
            check_time.as_secs_f64() * 1e3,
            check_time.as_secs_f64() / parse_time.as_secs_f64(),
        );
    }
}

fn median(mut run: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS).map(|_| run()).collect();
    times.sort();
    times[RUNS / 2]
}
