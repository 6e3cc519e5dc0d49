//! What the editor features that read a whole document cost next to the parse: for each file,
//! the median time to parse it, then to build its outline, folding ranges, document links,
//! semantic tokens (as found, and encoded as the protocol sends them) and inlay hints for the
//! whole text, each also as a ratio to the parse.
//!
//! `cargo run --release -p gamerec --example feature_cost -- FILE...`

mod support;

use gamerec::ide::analysis;
use gamerec::lsp::convert::PositionEncoding;
use gamerec::lsp::semantic::encode;
use gamerec_grammar::{parse, TextRange, TextSize};
use ropey::Rope;
use std::time::{Duration, Instant};
use support::{inputs, median, ms, parse_time};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 5;

fn main() {
    println!(
        "| file | bytes | parse | outline | folding | links | semantic | semantic encoded | inlay |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for input in inputs(None) {
        let text = input.text();
        let parse_time = parse_time(input.format, &text, RUNS);
        let parsed = parse(input.format, &text);
        let rope = Rope::from_str(&text);
        let whole = TextRange::up_to(TextSize::try_from(text.len()).unwrap_or_default());
        let outline = timed(|| analysis::document_symbols(&parsed).len());
        let folds = timed(|| analysis::folding_ranges(&parsed).len());
        let found_links = timed(|| analysis::document_links(&parsed).len());
        let tokens = timed(|| analysis::semantic_tokens(&parsed, None).len());
        let encoded = timed(|| {
            let found = analysis::semantic_tokens(&parsed, None);
            encode(&rope, &found, PositionEncoding::Utf16).len()
        });
        let hints = timed(|| analysis::inlay_hints(&parsed, whole).len());
        let cell = |(time, count): (Duration, usize)| {
            format!(
                "{:.1} ms ({:.2}x, {count})",
                ms(time),
                time.as_secs_f64() / parse_time.as_secs_f64()
            )
        };
        println!(
            "| {} | {} | {:.1} ms | {} | {} | {} | {} | {} | {} |",
            input.name,
            input.bytes.len(),
            ms(parse_time),
            cell(outline),
            cell(folds),
            cell(found_links),
            cell(tokens),
            cell(encoded),
            cell(hints),
        );
    }
}

/// The median time of `run` and the count it returns.
fn timed(mut run: impl FnMut() -> usize) -> (Duration, usize) {
    let mut count = 0;
    let time = median(RUNS, || {
        let started = Instant::now();
        count = run();
        started.elapsed()
    });
    (time, count)
}
