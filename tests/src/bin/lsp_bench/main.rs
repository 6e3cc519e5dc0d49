//! `lsp_bench`: drives `gamerec lsp` over standard input and output and prints how long a
//! keystroke takes to come back as diagnostics, how long `initialize` takes, and the server's
//! peak memory; with `--features`, also what colours, the outline and formatting cost on each
//! file named, beside their targets. Prints figures only; nothing here passes or fails.
//!
//! ```sh
//! cargo run --release -p gamerec-tests --bin lsp_bench -- [--edits N] [--starts N] [--features] FILE...
//! ```
//!
//! Built with `--release`, it runs the release binary (built if needed; `GAMEREC_BIN` overrides
//! it). One-board documents in each bridge format and a short SGF game are always measured
//! first, as the baseline the large files are compared with.

mod features;

use gamerec_tests::lsp::{range_of, Launch, LspClient};
use gamerec_tests::samples;
use serde_json::json;
use std::path::Path;
use std::time::{Duration, Instant};

/// The server's debounce (`DEBOUNCE` in `server/src/lsp/mod.rs`): every measured latency
/// includes it, and the table also shows what remains without it.
const DEBOUNCE_MS: f64 = 10.0;

/// How long to wait for any one answer; a 20 MB document takes seconds to open.
const PATIENCE: Duration = Duration::from_secs(600);

fn main() {
    let mut edits = 40;
    let mut starts = 20;
    let mut files = Vec::new();
    let mut with_features = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--edits" => edits = number(args.next()),
            "--starts" => starts = number(args.next()),
            "--features" => with_features = true,
            _ => files.push(arg),
        }
    }

    let startup = initialize_times(starts);
    println!(
        "initialize: median {:.1} ms, p95 {:.1} ms ({starts} starts; from spawning the process \
         to the response)",
        percentile(&startup, 50),
        percentile(&startup, 95)
    );
    println!();
    println!(
        "{} edits per document; latency = didChange sent -> its publishDiagnostics received; \
         debounce {DEBOUNCE_MS} ms",
        edits
    );
    println!();
    println!("| document | bytes | open | median | p95 | median - debounce | p95 - debounce | peak RSS |");
    println!("|---|---|---|---|---|---|---|---|");

    let baselines = [
        ("one-board.pbn", samples::PBN),
        ("one-board.rbn", samples::RBN),
        ("one-board.rbx", samples::RBX),
        ("one-game.sgf", samples::SGF),
    ];
    for (name, text) in baselines {
        report(name, text, edits);
    }
    for (name, text) in files.iter().filter_map(read) {
        report(&name, &text, edits);
    }
    if with_features {
        for (name, text) in files.iter().filter_map(read) {
            features::report(&name, &text);
        }
    }
}

/// The file's name and text, or `None` (said on standard error) if it cannot be read.
fn read(file: &String) -> Option<(String, String)> {
    let path = Path::new(file);
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(error) => {
            eprintln!("lsp_bench: cannot read {file}: {error}");
            return None;
        }
    };
    let name = path
        .file_name()
        .map_or(file.clone(), |name| name.to_string_lossy().into_owned());
    Some((name, text))
}

fn number(arg: Option<String>) -> usize {
    arg.and_then(|arg| arg.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| {
            eprintln!("lsp_bench: --edits and --starts take a positive number");
            std::process::exit(2);
        })
}

/// Milliseconds from spawning the server to its answer to `initialize`, `runs` times.
fn initialize_times(runs: usize) -> Vec<f64> {
    // The first start also builds the binary if needed; it is not counted.
    drop(Launch::new().initialize());
    (0..runs)
        .map(|_| {
            let started = Instant::now();
            let client = Launch::new().initialize();
            let elapsed = millis(started.elapsed());
            drop(client);
            elapsed
        })
        .collect()
}

/// Opens `text` as `name` in a fresh server, types a character in the middle and deletes it
/// again (waiting for the diagnostics of each change before the next), `edits` times in all, and prints one table row.
fn report(name: &str, text: &str, edits: usize) {
    let (mut client, _) = Launch::new().timeout(PATIENCE).initialize();
    let uri = format!("file:///bench/{}", escape(name));
    let opened = Instant::now();
    client.open(&uri, "", text);
    wait_for_version(&mut client, &uri, 1);
    let open = millis(opened.elapsed());

    let (at, typed) = edit_point(name, text);
    let cursor = range_of(text, at..at, "utf-16");
    let mut typed_range = cursor.clone();
    typed_range["end"]["character"] = json!(cursor["end"]["character"].as_u64().unwrap_or(0) + 1);
    let mut latencies = Vec::with_capacity(edits);
    for edit in 0..edits {
        let version = edit as i64 + 2;
        let sent = Instant::now();
        if edit % 2 == 0 {
            client.edit(&uri, version, cursor.clone(), typed);
        } else {
            client.edit(&uri, version, typed_range.clone(), "");
        }
        wait_for_version(&mut client, &uri, version);
        latencies.push(millis(sent.elapsed()));
    }
    let peak = peak_rss(client.pid());
    exit_cleanly(&mut client);
    let median = percentile(&latencies, 50);
    let p95 = percentile(&latencies, 95);
    println!(
        "| {name} | {} | {open:.0} ms | {median:.1} ms | {p95:.1} ms | {:.1} ms | {:.1} ms | {} |",
        text.len(),
        median - DEBOUNCE_MS,
        p95 - DEBOUNCE_MS,
        peak.map_or("?".to_owned(), |kib| format!(
            "{:.0} MB",
            kib as f64 / 1024.0
        )),
    );
}

/// Shuts the server down and waits for it to exit, so that a profiler wrapped around it
/// (through `GAMEREC_BIN`) writes its data.
pub fn exit_cleanly(client: &mut LspClient) {
    client.shutdown();
    client.notify("exit", json!(null));
    client.wait_for_exit();
}

fn wait_for_version(client: &mut LspClient, uri: &str, version: i64) {
    let published = client.diagnostics_where(uri, |params| params["version"] == version);
    if published.is_none() {
        eprintln!("lsp_bench: no diagnostics for {uri} version {version}");
        std::process::exit(1);
    }
}

/// Where to type, and what: inside one record near the middle of the document, in free text
/// (an event name, a comment) or as a digit of a board number, so that the text stays well
/// formed with the character typed and without it.
fn edit_point(name: &str, text: &str) -> (usize, &'static str) {
    let mut middle = text.len() / 2;
    while !text.is_char_boundary(middle) {
        middle -= 1;
    }
    let extension = name.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    let markers: &[(&str, &str)] = match extension.as_str() {
        "pbn" => &[("[Event \"", "x"), ("{", "x")],
        "rbn" => &[("\nB ", "9")],
        "rbx" => &[("B{", "9")],
        "sgf" => &[("C[", "x"), ("GN[", "x"), ("PB[", "x")],
        _ => &[],
    };
    for (marker, typed) in markers {
        let found = text[middle..]
            .find(marker)
            .map(|at| middle + at)
            .or_else(|| text[..middle].rfind(marker));
        if let Some(at) = found {
            return (at + marker.len(), typed);
        }
    }
    (middle, " ")
}

/// `name` as a URI path segment: bytes other than letters, digits and `.-_~` percent-encoded.
fn escape(name: &str) -> String {
    name.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'-' | b'_' | b'~' => {
                char::from(byte).to_string()
            }
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

/// The server's peak resident memory in KiB (`VmHWM`), where /proc tells it.
fn peak_rss(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn millis(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// The `p`th percentile (nearest rank) of `values`.
fn percentile(values: &[f64], p: usize) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted[rank - 1]
}
