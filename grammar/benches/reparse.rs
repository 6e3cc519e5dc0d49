//! One-character edits in the middle of generated 2 MB documents: the incremental reparse
//! against a full parse of the same new text.
//!
//! Run with `cargo bench -p gamerec-grammar --bench reparse`; the figures are kept in
//! `docs/benchmarks.md`.

#[path = "support/generate.rs"]
mod generate;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use gamerec_grammar::{parse, reparse, Format, ReparseScope, TextRange, TextSize};

const GENERATED_BYTES: usize = 2 * 1024 * 1024;

/// A document, the parse of it and an edit: one letter put in the middle.
struct Case {
    name: &'static str,
    format: Format,
    text: String,
    at: usize,
    new_text: String,
}

fn cases() -> Vec<Case> {
    [
        (
            "generated-2MB.pbn",
            Format::Pbn,
            generate::pbn(GENERATED_BYTES),
        ),
        (
            "generated-2MB.rbn",
            Format::Rbn,
            generate::rbn(GENERATED_BYTES),
        ),
        (
            "generated-2MB.sgf",
            Format::Sgf,
            generate::sgf(GENERATED_BYTES),
        ),
    ]
    .into_iter()
    .map(|(name, format, text)| {
        let mut at = text.len() / 2;
        while !text.is_char_boundary(at) {
            at += 1;
        }
        let new_text = format!("{}x{}", &text[..at], &text[at..]);
        Case {
            name,
            format,
            text,
            at,
            new_text,
        }
    })
    .collect()
}

fn one_letter(c: &mut Criterion) {
    let cases = cases();
    let mut group = c.benchmark_group("one_letter");
    group.sample_size(10);
    for case in &cases {
        let old = parse(case.format, &case.text);
        let offset = TextSize::try_from(case.at).expect("the text fits in u32");
        let range = TextRange::empty(offset);
        let reparsed = reparse(&old, &case.text, range, "x", &case.new_text);
        if reparsed.scope == ReparseScope::Full {
            eprintln!("{}: the edit was parsed in full", case.name);
        }
        group.bench_function(BenchmarkId::new("reparse", case.name), |b| {
            b.iter_with_large_drop(|| reparse(&old, &case.text, range, "x", &case.new_text))
        });
        group.bench_function(BenchmarkId::new("full_parse", case.name), |b| {
            b.iter_with_large_drop(|| parse(case.format, &case.new_text))
        });
    }
    group.finish();
}

criterion_group!(benches, one_letter);
criterion_main!(benches);
