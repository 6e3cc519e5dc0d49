//! Parse cost must grow linearly with the input: parsing eight times the text may take at most
//! about eight times as long. A quadratic step (rescanning, rebuilding) would show up as a ratio
//! near 64. Compares the best of several runs, and measures again when a busy machine may have
//! slowed one, so the machine's load does not decide the outcome.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::time::{Duration, Instant};

use gamerec_grammar::{parse, Format};

const SMALL: usize = 128 * 1024;
const GROWTH: usize = 8;
/// Linear growth gives about 8; allow for caches and allocator effects, stay far below 64.
const MAX_RATIO: f64 = 20.0;

fn best_of(runs: usize, format: Format, text: &str) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let parsed = parse(format, text);
            let elapsed = start.elapsed();
            assert_eq!(
                parsed.syntax().text_range().len(),
                (text.len() as u32).into()
            );
            elapsed
        })
        .min()
        .unwrap_or_default()
}

/// Other work on the machine can slow any one measurement; a quadratic parse is slow in every
/// attempt, so the test fails only when all attempts do.
const ATTEMPTS: usize = 4;

fn assert_linear(format: Format, generate: fn(usize) -> String) {
    let small = generate(SMALL);
    let large = generate(SMALL * GROWTH);
    // Warm up allocator and caches.
    best_of(1, format, &large);
    let size_ratio = large.len() as f64 / small.len() as f64;
    let mut attempts = Vec::new();
    for _ in 0..ATTEMPTS {
        let small_time = best_of(5, format, &small);
        let large_time = best_of(3, format, &large);
        let time_ratio = large_time.as_secs_f64() / small_time.as_secs_f64().max(1e-9);
        if time_ratio / size_ratio * (GROWTH as f64) < MAX_RATIO {
            return;
        }
        attempts.push(format!(
            "{time_ratio:.1}x ({small_time:?} for {} bytes, {large_time:?} for {} bytes)",
            small.len(),
            large.len()
        ));
    }
    panic!(
        "{format:?}: {size_ratio:.1}x the text took {}",
        attempts.join(", then ")
    );
}

/// One deep chain of variations is the SGF shape most likely to hide quadratic work.
fn nested_sgf_variations(target: usize) -> String {
    let depth = target / 8;
    let mut text = String::with_capacity(depth * 8 + 8);
    for i in 0..depth {
        text.push_str(if i % 2 == 0 { "(;B[aa]" } else { "(;W[bb]" });
    }
    text.extend(std::iter::repeat_n(')', depth));
    text
}

/// One test for all formats, so the measurements do not run side by side and disturb each other.
#[test]
fn parse_cost_grows_linearly() {
    assert_linear(Format::Pbn, generate::pbn);
    assert_linear(Format::Rbn, generate::rbn);
    assert_linear(Format::Rbx, generate::rbx);
    assert_linear(Format::Sgf, generate::sgf);
    assert_linear(Format::Sgf, nested_sgf_variations);
}
