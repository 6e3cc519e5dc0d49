//! The cost of checking a file must grow linearly with its size (see
//! `grammar/benches/support/linear.rs`): decoding, indexing lines and rendering every report.
//! A quadratic step (rescanning a line per report, say) would show as a ratio near 64.

use super::{human, json};
use crate::decode::decode;
use crate::ide::{Diagnostic, LineIndex};
use gamerec_grammar::{Format, TextRange, TextSize};
use std::time::Instant;

const SMALL: usize = 32 * 1024;
const GROWTH: usize = 8;

/// Decodes `bytes` and renders a report every `spacing` bytes, as text and as JSON.
fn check(bytes: &[u8], spacing: usize) -> usize {
    let decoded = decode(bytes, Format::Sgf);
    let text = decoded.text.as_str();
    let index = LineIndex::new(text);
    let diagnostics: Vec<Diagnostic> = (0..text.len())
        .step_by(spacing)
        .map(|start| {
            let start = TextSize::from(start as u32);
            let range = TextRange::at(start, TextSize::from(2));
            Diagnostic::error("sgf/unclosed-value", range, "a problem")
        })
        .collect();
    let mut out = String::new();
    human::render_file(&mut out, "big.sgf", text, &index, &diagnostics, false);
    out.len()
        + json::file(
            &json::File {
                path: "big.sgf",
                format: Format::Sgf,
                encoding: "windows-1252",
                encoding_source: "default",
                not_shown: 0,
            },
            &index,
            &diagnostics,
        )
        .len()
}

fn assert_linear(name: &str, generate: fn(usize) -> Vec<u8>, spacing: usize) {
    let small = generate(SMALL);
    let large = generate(SMALL * GROWTH);
    let size_ratio = large.len() as f64 / small.len() as f64;
    let timed = |bytes: &[u8]| {
        let start = Instant::now();
        assert!(check(bytes, spacing) > 0);
        start.elapsed()
    };
    crate::linear::assert_linear(name, size_ratio, || timed(&small), || timed(&large));
}

/// A whole game on one line, with Latin-1 comments, as many SGF writers produce.
fn one_long_line(target: usize) -> Vec<u8> {
    let mut bytes = b"(;FF[4]GM[1]".to_vec();
    while bytes.len() < target {
        bytes.extend_from_slice(b";B[dd]C[caf\xe9];W[pp]");
    }
    bytes.push(b')');
    bytes
}

/// Many short CRLF lines of CJK text in UTF-8.
fn many_short_lines(target: usize) -> Vec<u8> {
    let mut bytes = Vec::new();
    while bytes.len() < target {
        bytes.extend_from_slice(";C[围棋是一种古老的游戏]\r\n".as_bytes());
    }
    bytes
}

/// One test for all shapes, so the measurements do not run side by side.
#[test]
fn checking_cost_grows_linearly() {
    assert_linear("one long line", one_long_line, 64);
    assert_linear("many short lines", many_short_lines, 16);
}
