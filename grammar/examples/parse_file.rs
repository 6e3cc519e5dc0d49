//! Parses files and prints bytes, errors, parse time and throughput:
//! `cargo run --release -p gamerec-grammar --example parse_file -- FILE...`.

use std::time::Instant;

use gamerec_grammar::{parse, Format};

fn main() {
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{path}: {error}");
                continue;
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let format = Format::from_path(path.as_ref())
            .or_else(|| Format::detect(&text))
            .unwrap_or(Format::Sgf);
        let mut best = f64::MAX;
        let mut errors = 0;
        let mut nodes = 0;
        let mut tokens = 0;
        for _ in 0..3 {
            let start = Instant::now();
            let parsed = parse(format, &text);
            best = best.min(start.elapsed().as_secs_f64());
            errors = parsed.errors().len();
            (nodes, tokens) =
                parsed
                    .syntax()
                    .descendants_with_tokens()
                    .fold((0, 0), |(n, t), element| match element.as_node() {
                        Some(_) => (n + 1, t),
                        None => (n, t + 1),
                    });
        }
        println!(
            "{path}: {} bytes, {nodes} nodes, {tokens} tokens, {errors} errors, {:.1} ms, {:.1} MB/s",
            text.len(),
            best * 1e3,
            text.len() as f64 / best / 1e6
        );
    }
}
