//! What the cost examples share: the files named on the command line (or a default), read
//! with their format, and the median of repeated timings.

// Each example uses only some of these.
#![allow(dead_code)]

use gamerec_grammar::{parse, Format};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// One file to measure.
pub struct Input {
    /// The file name, for the table.
    pub name: String,
    pub format: Format,
    pub bytes: Vec<u8>,
}

impl Input {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// The files named on the command line, or `default` (a path inside the shared folder's
/// `corpus/`) when none is; files of no known format or that cannot be read are reported and
/// left out.
pub fn inputs(default: Option<&str>) -> Vec<Input> {
    let mut paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if paths.is_empty() {
        if let Some(default) = default {
            paths.push(corpus_file(default));
        }
    }
    paths
        .into_iter()
        .filter_map(|path| {
            let Some(format) = Format::from_path(&path) else {
                eprintln!("{}: unknown format", path.display());
                return None;
            };
            let bytes = std::fs::read(&path)
                .map_err(|error| eprintln!("{}: {error}", path.display()))
                .ok()?;
            // The two PPNs share `.ppn`: the content tells them apart, as in the CLI.
            let format = format.by_content(&String::from_utf8_lossy(&bytes));
            let name = path
                .file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
            Some(Input {
                name,
                format,
                bytes,
            })
        })
        .collect()
}

/// A file of the shared corpus, the default input of an example run with no file named. Exits
/// with a message saying how to name one when `GAMEREC_SHARED` does not say where it is.
pub fn corpus_file(relative: &str) -> PathBuf {
    match gamerec_tiers::shared_folder() {
        Some(shared) => shared.join("corpus").join(relative),
        None => {
            eprintln!(
                "no file named: give the files to measure (the generate example writes large \
                 ones), or set {} to the shared folder to measure corpus/{relative}",
                gamerec_tiers::CORPUS_VARIABLE
            );
            std::process::exit(2);
        }
    }
}

/// The median of `runs` timings.
pub fn median(runs: usize, mut measure: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..runs.max(1)).map(|_| measure()).collect();
    times.sort();
    times[times.len() / 2]
}

/// The median time of `runs` parses of `text`.
pub fn parse_time(format: Format, text: &str, runs: usize) -> Duration {
    median(runs, || {
        let started = Instant::now();
        let parsed = parse(format, text);
        let elapsed = started.elapsed();
        drop(parsed);
        elapsed
    })
}

/// Milliseconds, for the tables.
pub fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}
