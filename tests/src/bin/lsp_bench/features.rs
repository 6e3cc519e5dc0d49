//! The editor features on a large document, each figure printed beside the target it is held
//! to: colours (in full, after a keystroke, for a screenful), the outline, formatting, and the
//! server's memory.

use crate::{
    edit_point, escape, exit_cleanly, millis, peak_rss, percentile, wait_for_version, PATIENCE,
};
use gamerec_tests::lsp::{apply_edits, range_of, Launch, LspClient};
use serde_json::{json, Value};
use std::time::Instant;

/// How many keystrokes the figures after a keystroke are the median of.
const KEYSTROKES: usize = 10;

/// How long the server is left idle before its memory at the end is read again.
const IDLE: std::time::Duration = std::time::Duration::from_secs(2);

/// One row of the table: what was measured, the figure, and its target.
struct Row {
    what: String,
    figure: String,
    target: &'static str,
}

/// Measures the features on `text`, opened as `name` in a fresh server, and prints a table.
pub fn report(name: &str, text: &str) {
    let (mut client, _) = Launch::new().timeout(PATIENCE).initialize();
    let uri = format!("file:///bench/{}", escape(name));
    let document = json!({ "uri": uri });
    client.open(&uri, "", text);
    wait_for_version(&mut client, &uri, 1);
    let steady = resident(client.pid());
    let mut rows = Vec::new();
    let size = text.len() as f64;
    let times_file = |kib: Option<u64>| {
        kib.map_or("?".to_owned(), |kib| {
            format!(
                "{:.0} MB ({:.1} × the file)",
                kib as f64 / 1024.0,
                kib as f64 * 1024.0 / size
            )
        })
    };
    rows.push(Row {
        what: "memory, opened and checked".into(),
        figure: times_file(steady),
        target: "at most 10 × the file",
    });

    let whole = json!({ "textDocument": document });
    let (full, row) = asked(&mut client, "semanticTokens/full", &whole, "");
    rows.push(row);
    let colouring_peak = peak_rss(client.pid());
    rows.push(Row {
        what: "peak memory while colouring".into(),
        figure: match (colouring_peak, steady) {
            (Some(peak), Some(steady)) => format!(
                "{:.0} MB ({:.2} × the memory before)",
                peak as f64 / 1024.0,
                peak as f64 / steady as f64
            ),
            _ => "?".into(),
        },
        target: "under 2 × the memory before",
    });

    let (at, typed) = edit_point(name, text);
    let cursor = range_of(text, at..at, "utf-16");
    let mut typed_range = cursor.clone();
    typed_range["end"]["character"] = json!(cursor["end"]["character"].as_u64().unwrap_or(0) + 1);
    let mut previous = full["resultId"].as_str().unwrap_or("").to_owned();
    let mut version = 1;
    let mut times = Vec::new();
    let mut sizes = Vec::new();
    for keystroke in 0..KEYSTROKES {
        version += 1;
        if keystroke % 2 == 0 {
            client.edit(&uri, version, cursor.clone(), typed);
        } else {
            client.edit(&uri, version, typed_range.clone(), "");
        }
        wait_for_version(&mut client, &uri, version);
        let (delta, ms, bytes) = timed(
            &mut client,
            "textDocument/semanticTokens/full/delta",
            json!({ "textDocument": document, "previousResultId": previous }),
        );
        previous = delta["resultId"].as_str().unwrap_or("").to_owned();
        times.push(ms);
        sizes.push(bytes as f64);
    }
    rows.push(Row {
        what: format!("semanticTokens/full/delta after a keystroke (median of {KEYSTROKES})"),
        figure: format!(
            "{:.1} ms, {}",
            percentile(&times, 50),
            kilobytes(percentile(&sizes, 50) as usize)
        ),
        target: "under 50 ms, under 100 KB",
    });

    let middle = text[..at].matches('\n').count();
    let screen = json!({
        "start": { "line": middle.saturating_sub(30), "character": 0 },
        "end": { "line": middle + 30, "character": 0 },
    });
    let (_, mut row) = asked(
        &mut client,
        "semanticTokens/range",
        &json!({ "textDocument": document, "range": screen }),
        "",
    );
    row.what = "semanticTokens/range, 60 lines".into();
    rows.push(row);

    for attempt in ["first", "again"] {
        let (_, mut row) = asked(&mut client, "documentSymbol", &whole, "under 250 ms");
        row.what = format!("documentSymbol ({attempt})");
        rows.push(row);
    }
    version += 1;
    client.edit(&uri, version, cursor.clone(), typed);
    wait_for_version(&mut client, &uri, version);
    let (_, mut row) = asked(&mut client, "documentSymbol", &whole, "under 250 ms");
    row.what = "documentSymbol after a keystroke".into();
    rows.push(row);
    version += 1;
    client.edit(&uri, version, typed_range.clone(), "");
    wait_for_version(&mut client, &uri, version);

    let format = json!({
        "textDocument": document,
        "options": { "tabSize": 4, "insertSpaces": true },
    });
    let (edits, mut row) = asked(&mut client, "formatting", &format, "");
    row.what = "formatting the document as generated".into();
    rows.push(row);
    // The same document formatted, then one record of it unformatted by a keystroke.
    let formatted = apply_edits(text, &edits, "utf-16");
    version += 1;
    let sent = Instant::now();
    client.replace_text(&uri, version, &formatted);
    wait_for_version(&mut client, &uri, version);
    rows.push(Row {
        what: "diagnostics after the formatted text was sent whole".into(),
        figure: format!("{:.1} ms", millis(sent.elapsed())),
        target: "",
    });
    for attempt in ["first time", "again"] {
        let (_, mut row) = asked(&mut client, "formatting", &format, "no edit, under 100 ms");
        row.what = format!("formatting a formatted document, {attempt}");
        rows.push(row);
    }
    if let (Some(at), typed) = untidy_point(&formatted) {
        version += 1;
        client.edit(&uri, version, range_of(&formatted, at..at, "utf-16"), typed);
        wait_for_version(&mut client, &uri, version);
        let target = "edits inside that record only";
        let (_, mut row) = asked(&mut client, "formatting", &format, target);
        row.what = "formatting after one record was unformatted".into();
        rows.push(row);
    }

    rows.push(Row {
        what: "memory at the end".into(),
        figure: times_file(resident(client.pid())),
        target: "",
    });
    // The server hands what heavy work freed back to the system a second after the work.
    std::thread::sleep(IDLE);
    rows.push(Row {
        what: "memory at the end, after two seconds idle".into(),
        figure: times_file(resident(client.pid())),
        target: "at most 10 × the file",
    });
    rows.push(Row {
        what: "peak memory".into(),
        figure: times_file(peak_rss(client.pid())),
        target: "",
    });

    exit_cleanly(&mut client);

    println!();
    println!("{name} ({} bytes)", text.len());
    println!();
    println!("| what | figure | target |");
    println!("|---|---|---|");
    for row in rows {
        println!("| {} | {} | {} |", row.what, row.figure, row.target);
    }
}

/// Where to type so that one record near the middle is no longer formatted, and what: a space
/// before a line end.
fn untidy_point(text: &str) -> (Option<usize>, &'static str) {
    let mut middle = text.len() / 2;
    while !text.is_char_boundary(middle) {
        middle -= 1;
    }
    (text[middle..].find('\n').map(|at| middle + at), " ")
}

/// Asks `textDocument/{method}` and makes its row: the time, the number of items when the
/// result is a list (edits, symbols), and the size of the response.
fn asked(
    client: &mut LspClient,
    method: &str,
    params: &Value,
    target: &'static str,
) -> (Value, Row) {
    let (result, ms, bytes) = timed(client, &format!("textDocument/{method}"), params.clone());
    let items = result
        .as_array()
        .map(|list| format!(", {} items", list.len()))
        .unwrap_or_default();
    let row = Row {
        what: method.to_owned(),
        figure: format!("{ms:.1} ms{items}, {}", kilobytes(bytes)),
        target,
    };
    (result, row)
}

/// The result of the request, the milliseconds from sending it to the last byte of its
/// response (the client's parse of it left out), and the size of the response.
fn timed(client: &mut LspClient, method: &str, params: Value) -> (Value, f64, usize) {
    let sent = Instant::now();
    let mut response = client.request(method, params);
    if let Some(error) = response.get("error") {
        eprintln!("lsp_bench: {method} failed: {error}");
        std::process::exit(1);
    }
    let (bytes, arrived) = client.last_response().unwrap_or((0, Instant::now()));
    let ms = millis(arrived.saturating_duration_since(sent));
    (response["result"].take(), ms, bytes)
}

fn kilobytes(bytes: usize) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MB", bytes as f64 / f64::from(1 << 20))
    } else {
        format!("{:.1} KB", bytes as f64 / 1024.0)
    }
}

/// The server's resident memory now, in KiB (`VmRSS`), where /proc tells it.
fn resident(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
