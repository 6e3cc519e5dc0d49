//! Parse throughput on the largest corpus files and on generated documents of about 20 MB,
//! with the allocator the `gamerec` binary uses (mimalloc); `parse_system` runs the same with
//! the system allocator.
//!
//! Run with `cargo bench -p gamerec-grammar --bench parse`; the figures are kept in
//! `docs/benchmarks.md`.

#[path = "support/generate.rs"]
mod generate;
#[path = "support/throughput.rs"]
mod throughput;

use criterion::{criterion_group, criterion_main};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

criterion_group!(benches, throughput::parse_throughput);
criterion_main!(benches);
