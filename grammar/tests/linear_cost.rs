//! Parse cost must grow linearly with the input (see `benches/support/linear.rs`): a quadratic
//! step (rescanning, rebuilding) would show up as a ratio near 64.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::time::{Duration, Instant};

use gamerec_grammar::{parse, reparse, Format, TextRange, TextSize};

#[path = "../benches/support/linear.rs"]
mod linear;

const SMALL: usize = 128 * 1024;
const GROWTH: usize = 8;

/// One parse of `text`, timed.
fn parse_time(format: Format, text: &str) -> Duration {
    let start = Instant::now();
    let parsed = parse(format, text);
    let elapsed = start.elapsed();
    assert_eq!(
        parsed.syntax().text_range().len(),
        (text.len() as u32).into()
    );
    elapsed
}

fn assert_linear(format: Format, generate: impl Fn(usize) -> String) {
    let small = generate(SMALL);
    let large = generate(SMALL * GROWTH);
    let size_ratio = large.len() as f64 / small.len() as f64;
    linear::assert_linear(
        &format!("{format:?}"),
        size_ratio,
        || parse_time(format, &small),
        || parse_time(format, &large),
    );
}

/// One letter typed at the end of `text` and parsed again incrementally, timed.
fn reparse_time(format: Format, text: &str) -> Duration {
    let old = parse(format, text);
    let end = TextSize::of(text);
    let new_text = format!("{text}x");
    let start = Instant::now();
    let reparsed = reparse(&old, text, TextRange::empty(end), "x", &new_text);
    let elapsed = start.elapsed();
    assert_eq!(reparsed.parse, parse(format, &new_text));
    elapsed
}

/// A Preferans game without rounds followed by `target` bytes of comment lines and blank
/// lines, which the parser leaves to the file: no cut among them is safe.
fn comments_after_a_game_without_rounds(target: usize) -> String {
    let mut text = String::from("[Bula 60]\n");
    while text.len() < target {
        text.push_str("; a note\n\n");
    }
    text
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
    for format in Format::ALL {
        assert_linear(format, |n| generate::document(format, n));
    }
    assert_linear(Format::Sgf, nested_sgf_variations);
    // The Preferans parser reads a line at a time: a whole game on one line, and rounds far
    // apart between blank lines, must not make it read anything twice.
    assert_linear(Format::Preferans, |n| {
        generate::document(Format::Preferans, n).replace('\n', " ")
    });
    assert_linear(Format::Preferans, |n| {
        generate::document(Format::Preferans, n).replace('\n', "\n\n\n\n")
    });
    // The reparse looks back for a safe cut over every comment once, not once per line.
    let small = comments_after_a_game_without_rounds(SMALL);
    let large = comments_after_a_game_without_rounds(SMALL * GROWTH);
    linear::assert_linear(
        "Preferans reparse after a game without rounds",
        large.len() as f64 / small.len() as f64,
        || reparse_time(Format::Preferans, &small),
        || reparse_time(Format::Preferans, &large),
    );
}
