//! Writes the generated benchmark documents to files, for benchmarks that drive the `gamerec`
//! binary: `cargo run --release -p gamerec-grammar --example generate -- OUT_DIR [MEGABYTES]`.

#[path = "../benches/support/generate.rs"]
mod generate;

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(out_dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: generate OUT_DIR [MEGABYTES]");
        return ExitCode::from(2);
    };
    let megabytes: usize = match args.next().map(|arg| arg.parse()) {
        None => 20,
        Some(Ok(megabytes)) => megabytes,
        Some(Err(_)) => {
            eprintln!("MEGABYTES must be a whole number");
            return ExitCode::from(2);
        }
    };
    let bytes = megabytes * 1024 * 1024;
    let documents = [
        ("generated.pbn", generate::pbn(bytes), "[Board "),
        ("generated.rbn", generate::rbn(bytes), "\nB "),
        ("generated.rbx", generate::rbx(bytes), "H{"),
        ("generated.lin", generate::lin(bytes), "md|"),
        ("generated.sgf", generate::sgf(bytes), "(;GM"),
        ("generated.ppn", generate::preferans(bytes), "\n["),
        (
            "generated-pinochle.ppn",
            generate::pinochle(bytes),
            "[Hand ",
        ),
    ];
    if let Err(error) = std::fs::create_dir_all(&out_dir) {
        eprintln!("cannot create {}: {error}", out_dir.display());
        return ExitCode::from(1);
    }
    for (name, text, marker) in documents {
        let path = out_dir.join(name);
        if let Err(error) = std::fs::write(&path, &text) {
            eprintln!("cannot write {}: {error}", path.display());
            return ExitCode::from(1);
        }
        println!(
            "{}: {} bytes, {} records",
            path.display(),
            text.len(),
            generate::count_records(&text, marker)
        );
    }
    ExitCode::SUCCESS
}
