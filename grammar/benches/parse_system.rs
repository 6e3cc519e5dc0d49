//! Parse throughput as in the `parse` bench, with the system allocator instead of the one the
//! `gamerec` binary uses, to show what the allocator is worth.
//!
//! Run with `cargo bench -p gamerec-grammar --bench parse_system`.

#[path = "support/generate.rs"]
mod generate;
#[path = "support/throughput.rs"]
mod throughput;

use criterion::{criterion_group, criterion_main};

criterion_group!(benches, throughput::parse_throughput);
criterion_main!(benches);
