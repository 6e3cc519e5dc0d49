//! The parse throughput benchmark, shared by the bench targets `parse` (with the allocator the
//! `gamerec` binary uses) and `parse_system` (with the system allocator).

use criterion::{BenchmarkId, Criterion, Throughput};
use gamerec_grammar::{parse, Format};

use crate::generate;

const GENERATED_BYTES: usize = 20 * 1024 * 1024;

fn corpus_file(relative: &str) -> Option<String> {
    let path = gamerec_tiers::shared_folder()?
        .join("corpus")
        .join(relative);
    let bytes = std::fs::read(path).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

fn inputs() -> Vec<(String, Format, String)> {
    let mut inputs = vec![
        (
            "generated-20MB.pbn".to_string(),
            Format::Pbn,
            generate::pbn(GENERATED_BYTES),
        ),
        (
            "generated-20MB.rbn".to_string(),
            Format::Rbn,
            generate::rbn(GENERATED_BYTES),
        ),
        (
            "generated-20MB.rbx".to_string(),
            Format::Rbx,
            generate::rbx(GENERATED_BYTES),
        ),
        (
            "generated-20MB.sgf".to_string(),
            Format::Sgf,
            generate::sgf(GENERATED_BYTES),
        ),
    ];
    for (relative, format) in [
        ("pbn/example3.pbn", Format::Pbn),
        (
            "pbn/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn",
            Format::Pbn,
        ),
        ("sgf/Kogo's Joseki Dictionary.sgf", Format::Sgf),
        ("sgf/charlot1-charlot2_7p_2025-11-08-2305.sgf", Format::Sgf),
        ("rbn/example.rbn", Format::Rbn),
        ("rbn/timbuktu.rbx", Format::Rbx),
    ] {
        match corpus_file(relative) {
            Some(text) => inputs.push((relative.to_string(), format, text)),
            None => eprintln!(
                "corpus file {relative} not found (GAMEREC_SHARED names the shared folder); \
                 skipped in this run"
            ),
        }
    }
    inputs
}

/// `parse`: building the tree, its time alone (the tree is freed outside the measurement).
/// `parse_and_free`: the same plus freeing the tree, as when an editor replaces a document's
/// tree, for the generated documents.
pub fn parse_throughput(c: &mut Criterion) {
    let inputs = inputs();
    let mut group = c.benchmark_group("parse");
    group.sample_size(10);
    for (name, format, text) in &inputs {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), text, |b, text| {
            b.iter_with_large_drop(|| parse(*format, text))
        });
    }
    group.finish();
    let mut group = c.benchmark_group("parse_and_free");
    group.sample_size(10);
    for (name, format, text) in inputs
        .iter()
        .filter(|(name, ..)| name.starts_with("generated"))
    {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), text, |b, text| {
            b.iter(|| parse(*format, text))
        });
    }
    group.finish();
}
