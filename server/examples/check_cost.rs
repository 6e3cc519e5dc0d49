//! What the checks cost next to the parse: for each file, the median time to parse it, to run
//! every check on the parsed tree, and their ratio.
//!
//! `cargo run --release -p gamerec --example check_cost -- FILE...`; with `--sgf-collection
//! PATH`, first writes a collection of about 20 MB made of the corpus's Go games repeated, for
//! comparing `gamerec check` with other checkers on the same input.

use gamerec::ide::diagnostics::diagnostics;
use gamerec_grammar::{parse, Format};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The allocator the `gamerec` binary uses, so that the figures are the ones users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const RUNS: usize = 7;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut files = Vec::new();
    while let Some(arg) = args.next() {
        if arg == "--sgf-collection" {
            let Some(path) = args.next() else {
                eprintln!("--sgf-collection needs a path");
                std::process::exit(2);
            };
            match write_sgf_collection(Path::new(&path)) {
                Ok(games) => println!("{path}: {games} games"),
                Err(error) => {
                    eprintln!("cannot write {path}: {error}");
                    std::process::exit(2);
                }
            }
            files.push(PathBuf::from(path));
        } else {
            files.push(PathBuf::from(arg));
        }
    }
    println!("| file | bytes | parse | checks | checks / parse | diagnostics |");
    println!("|---|---|---|---|---|---|");
    for path in files {
        let Some(format) = Format::from_path(&path) else {
            eprintln!("{}: unknown format", path.display());
            continue;
        };
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                eprintln!("{}: {error}", path.display());
                continue;
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let parse_time = median(|| {
            let started = Instant::now();
            let parsed = parse(format, &text);
            let elapsed = started.elapsed();
            drop(parsed);
            elapsed
        });
        let parsed = parse(format, &text);
        let mut found = 0;
        let check_time = median(|| {
            let started = Instant::now();
            found = diagnostics(&parsed).len();
            started.elapsed()
        });
        println!(
            "| {} | {} | {:.1} ms | {:.1} ms | {:.2} | {found} |",
            path.file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned()),
            bytes.len(),
            parse_time.as_secs_f64() * 1e3,
            check_time.as_secs_f64() * 1e3,
            check_time.as_secs_f64() / parse_time.as_secs_f64(),
        );
    }
}

fn median(mut run: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS).map(|_| run()).collect();
    times.sort();
    times[RUNS / 2]
}

/// Go games from the corpus, repeated until the collection holds about 20 MB.
fn write_sgf_collection(path: &Path) -> std::io::Result<usize> {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/sgf");
    let mut games = Vec::new();
    let mut names: Vec<PathBuf> = std::fs::read_dir(&corpus)?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| {
            path.extension()
                .is_some_and(|ext| ext.eq_ignore_ascii_case("sgf"))
        })
        .collect();
    names.sort();
    for name in names {
        let Ok(text) = std::fs::read_to_string(&name) else {
            continue; // games in other encodings
        };
        let text = text.trim();
        // One clean Go game tree per file, not the joseki dictionary.
        let clean = text.starts_with("(;")
            && text.ends_with(')')
            && text.len() < 100_000
            && !text.contains("GM[")
            || text.contains("GM[1]");
        if clean
            && gamerec_grammar::parse(Format::Sgf, text)
                .errors()
                .is_empty()
        {
            games.push(text.to_owned());
        }
    }
    let mut collection = String::new();
    let mut count = 0;
    while collection.len() < 20 * 1024 * 1024 && !games.is_empty() {
        for game in &games {
            collection.push_str(game);
            collection.push('\n');
            count += 1;
        }
    }
    std::fs::write(path, collection)?;
    Ok(count)
}
