//! What the checks cost next to the parse: for each file, the median time to parse it, to run
//! every check on the parsed tree, and their ratio.
//!
//! `cargo run --release -p gamerec --example check_cost -- FILE...`. The SGF collection that
//! `gamerec check` is compared with other checkers on is written by `scripts/bench-sgf-check.sh`.

mod support;

use gamerec::ide::analysis::diagnostics;
use gamerec_grammar::parse;
use std::time::Instant;
use support::{inputs, median, ms, parse_time};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 7;

fn main() {
    println!("| file | bytes | parse | checks | checks / parse | diagnostics |");
    println!("|---|---|---|---|---|---|");
    for input in inputs(None) {
        let text = input.text();
        let parse_time = parse_time(input.format, &text, RUNS);
        let parsed = parse(input.format, &text);
        let mut found = 0;
        let check_time = median(RUNS, || {
            let started = Instant::now();
            found = diagnostics(&parsed).len();
            started.elapsed()
        });
        println!(
            "| {} | {} | {:.1} ms | {:.1} ms | {:.2} | {found} |",
            input.name,
            input.bytes.len(),
            ms(parse_time),
            ms(check_time),
            check_time.as_secs_f64() / parse_time.as_secs_f64(),
        );
    }
}
