//! JSON-RPC messages framed with `Content-Length` headers, as LSP sends them over a stream.

use serde_json::Value;
use std::io::BufRead;
use std::time::Instant;

/// `body` with its `Content-Length` header in front, whatever it contains.
pub(super) fn frame(body: &[u8]) -> Vec<u8> {
    let mut framed = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    framed.extend_from_slice(body);
    framed
}

/// A message as it came: its body parsed, the body's length, and when its last byte was read
/// (before the parse, so that a benchmark does not count the client's own work).
pub(super) struct Received {
    pub message: Value,
    pub bytes: usize,
    pub arrived: Instant,
}

/// Reads one framed message; `None` at the end of the stream.
pub(super) fn read_message(reader: &mut impl BufRead) -> Option<Received> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    let arrived = Instant::now();
    Some(Received {
        message: serde_json::from_slice(&body).expect("the server writes JSON"),
        bytes: body.len(),
        arrived,
    })
}
