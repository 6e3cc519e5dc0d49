//! Writes small legal documents of every format as seeds for the fuzzers:
//! `cargo run -p gamerec-grammar --example fuzz_seeds -- OUT_DIR` makes `OUT_DIR/<format>/`,
//! each with whole documents of a few sizes and pieces cut from a longer one at line starts.

#[path = "../benches/support/generate.rs"]
mod generate;

use gamerec_grammar::Format;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const WHOLE_SIZES: [usize; 5] = [300, 800, 1_500, 3_000, 6_000];
const PIECES: usize = 12;
const PIECE_BYTES: usize = 4_000;

fn main() -> ExitCode {
    let Some(out_dir) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("usage: fuzz_seeds OUT_DIR");
        return ExitCode::from(2);
    };
    for format in Format::ALL {
        if let Err(error) = write_seeds(&out_dir.join(format.name()), format) {
            eprintln!("cannot write the seeds of {}: {error}", format.name());
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

fn write_seeds(folder: &Path, format: Format) -> std::io::Result<()> {
    std::fs::create_dir_all(folder)?;
    for size in WHOLE_SIZES {
        std::fs::write(
            folder.join(format!("whole-{size}")),
            generate::document(format, size),
        )?;
    }
    let long = generate::document(format, PIECES * PIECE_BYTES * 3);
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(long.match_indices('\n').map(|(at, _)| at + 1))
        .collect();
    for piece in 0..PIECES {
        let wanted = piece * PIECE_BYTES * 3 + piece * 97;
        let start = line_starts
            .iter()
            .copied()
            .find(|&at| at >= wanted)
            .unwrap_or(0);
        let end = line_starts
            .iter()
            .copied()
            .find(|&at| at >= start + PIECE_BYTES)
            .unwrap_or(long.len());
        std::fs::write(
            folder.join(format!("piece-{piece}")),
            long.get(start..end).unwrap_or_default(),
        )?;
    }
    Ok(())
}
