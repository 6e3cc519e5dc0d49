//! Large replies (all the semantic tokens of a document, its outline, its formatting edits)
//! written as JSON by the server itself.
//!
//! tower-lsp-server turns every result into a `serde_json::Value` tree before it writes it out.
//! For a reply of tens of megabytes that tree takes about twenty times the reply's size, and
//! making it (and clearing the fresh memory it takes) costs more than computing the reply. So a
//! handler with a large result serializes it itself, keeps the bytes under a ticket
//! ([`RawReplies::stand_in`]) and gives the framework a stand-in: a result of the same type
//! whose one string is the ticket. [`pass_replies`], on the output side of the transport,
//! writes the kept bytes in place of the stand-in's result.

use super::transport::{read_headers, Headers};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};

/// What every ticket starts with; a response whose body does not hold it is passed on as it is.
const TICKET_PREFIX: &str = "gamerec:raw-reply:";

/// Replies shorter than this go through the framework as usual.
const LARGE: usize = 256 * 1024;

/// A reply whose response was never written (its request was cancelled) is dropped after this
/// long.
const FORGET_AFTER: Duration = Duration::from_secs(120);

/// The serialized replies waiting for their stand-ins to be written.
#[derive(Debug, Default)]
pub struct RawReplies {
    kept: Mutex<HashMap<String, Kept>>,
    last_ticket: AtomicU64,
}

#[derive(Debug)]
struct Kept {
    json: Chunks,
    since: Instant,
}

/// JSON written in pieces of at most [`Chunks::PIECE`] bytes, so that a reply of a hundred
/// megabytes is never copied into a buffer twice its size as one growing buffer would be.
#[derive(Debug, Default)]
pub struct Chunks {
    pieces: Vec<Vec<u8>>,
    len: usize,
}

impl Chunks {
    const PIECE: usize = 1 << 20;

    /// How many bytes were written.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The bytes written, in order.
    pub fn pieces(&self) -> impl Iterator<Item = &[u8]> {
        self.pieces.iter().map(Vec::as_slice)
    }
}

impl std::io::Write for Chunks {
    #[inline]
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        // The serializer writes a few bytes at a time: most go into the piece being filled.
        if let Some(piece) = self.pieces.last_mut() {
            if piece.len() + bytes.len() <= Chunks::PIECE {
                piece.extend_from_slice(bytes);
                self.len += bytes.len();
                return Ok(bytes.len());
            }
        }
        self.write_across(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Chunks {
    /// Writes `bytes` over the end of the last piece and into new ones.
    fn write_across(&mut self, mut bytes: &[u8]) -> std::io::Result<usize> {
        let written = bytes.len();
        while !bytes.is_empty() {
            let piece = match self.pieces.last_mut() {
                Some(piece) if piece.len() < Chunks::PIECE => piece,
                _ => {
                    self.pieces.push(Vec::with_capacity(Chunks::PIECE));
                    self.pieces
                        .last_mut()
                        .ok_or(std::io::ErrorKind::OutOfMemory)?
                }
            };
            let room = Chunks::PIECE - piece.len();
            let (now, later) = bytes.split_at(room.min(bytes.len()));
            piece.extend_from_slice(now);
            bytes = later;
        }
        self.len += written;
        Ok(written)
    }
}

impl RawReplies {
    /// `result` itself when it is small, or else a stand-in made by `stand_in` from a new
    /// ticket, with `result` kept as JSON under the ticket.
    pub fn stand_in<T: Serialize>(&self, result: T, stand_in: impl FnOnce(String) -> T) -> T {
        let mut json = Chunks::default();
        match serde_json::to_writer(&mut json, &result) {
            Ok(()) if json.len >= LARGE => {}
            _ => return result,
        }
        drop(result);
        stand_in(self.keep(json))
    }

    /// The result written in `json` (JSON of a `T`), read back when it is small; when it is
    /// large, a stand-in made by `stand_in` from a new ticket, with `json` kept under the
    /// ticket. `None` if small JSON is not a `T`.
    pub fn stand_in_json<T: DeserializeOwned>(
        &self,
        json: Chunks,
        stand_in: impl FnOnce(String) -> T,
    ) -> Option<T> {
        if json.len >= LARGE {
            return Some(stand_in(self.keep(json)));
        }
        serde_json::from_slice(&json.pieces.concat()).ok()
    }

    /// Keeps `json` under a new ticket and returns the ticket.
    fn keep(&self, json: Chunks) -> String {
        let number = self.last_ticket.fetch_add(1, Ordering::Relaxed) + 1;
        let ticket = format!("{TICKET_PREFIX}{number}");
        MADE_HERE.with_borrow_mut(|made| made.push(ticket.clone()));
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.retain(|_, reply| reply.since.elapsed() < FORGET_AFTER);
        kept.insert(
            ticket.clone(),
            Kept {
                json,
                since: Instant::now(),
            },
        );
        ticket
    }

    /// The replies this thread kept since it last asked, to be claimed by the response that
    /// carries their stand-ins or else forgotten.
    pub fn unclaimed(self: &Arc<Self>) -> Unclaimed {
        Unclaimed {
            replies: Arc::clone(self),
            tickets: MADE_HERE.with_borrow_mut(std::mem::take),
        }
    }

    /// The reply kept under `ticket`, taken out of the store.
    fn take(&self, ticket: &str) -> Option<Chunks> {
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        kept.remove(ticket).map(|reply| reply.json)
    }

    /// The response to write for `body`: the kept reply in place of its result, if `body` is a
    /// response whose result holds a ticket that is kept.
    fn replace(&self, body: &[u8]) -> Option<Chunks> {
        let prefix = TICKET_PREFIX.as_bytes();
        if !body.windows(prefix.len()).any(|window| window == prefix) {
            return None;
        }
        let response: Value = serde_json::from_slice(body).ok()?;
        let id = response.get("id")?;
        let ticket = ticket_in(response.get("result")?)?;
        let json = self.take(ticket)?;
        let id = serde_json::to_vec(id).ok()?;
        let mut head = br#"{"jsonrpc":"2.0","id":"#.to_vec();
        head.extend_from_slice(&id);
        head.extend_from_slice(br#","result":"#);
        let mut pieces = Vec::with_capacity(json.pieces.len() + 2);
        pieces.push(head);
        pieces.extend(json.pieces);
        pieces.push(b"}".to_vec());
        let len = pieces.iter().map(Vec::len).sum();
        Some(Chunks { pieces, len })
    }
}

thread_local! {
    /// The tickets of the replies kept on this thread (see [`RawReplies::unclaimed`]).
    static MADE_HERE: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Replies kept for a response that may never be written (it was cancelled, or the document
/// changed under it): dropped, this forgets them at once instead of after
/// [`FORGET_AFTER`].
#[derive(Debug)]
pub struct Unclaimed {
    replies: Arc<RawReplies>,
    tickets: Vec<String>,
}

impl Unclaimed {
    /// The response carrying the stand-ins is on its way: the writer takes the replies.
    pub fn claim(mut self) {
        self.tickets.clear();
    }
}

impl Drop for Unclaimed {
    fn drop(&mut self) {
        if self.tickets.is_empty() {
            return;
        }
        let mut kept = self
            .replies
            .kept
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        for ticket in &self.tickets {
            kept.remove(ticket);
        }
    }
}

/// The first string in `value` that is a ticket.
fn ticket_in(value: &Value) -> Option<&str> {
    match value {
        Value::String(text) if text.starts_with(TICKET_PREFIX) => Some(text),
        Value::Array(items) => items.iter().find_map(ticket_in),
        Value::Object(fields) => fields.values().find_map(ticket_in),
        _ => None,
    }
}

/// Copies the framework's messages from `input` to `output`, writing the kept replies in place
/// of their stand-ins, until `input` ends or `output` is closed.
pub async fn pass_replies(
    input: impl AsyncRead + Unpin,
    mut output: impl AsyncWrite + Unpin,
    replies: Arc<RawReplies>,
) {
    let mut input = BufReader::new(input);
    loop {
        let length = match read_headers(&mut input).await {
            Headers::Length(length) => length,
            Headers::Missing => continue,
            Headers::End => return,
        };
        let mut body = Vec::new();
        match (&mut input).take(length).read_to_end(&mut body).await {
            Ok(read) if read as u64 == length => {}
            _ => return,
        }
        let body = replies.replace(&body).unwrap_or_else(|| Chunks {
            len: body.len(),
            pieces: vec![body],
        });
        let header = format!("Content-Length: {}\r\n\r\n", body.len);
        let written = async {
            output.write_all(header.as_bytes()).await?;
            for piece in &body.pieces {
                output.write_all(piece).await?;
            }
            output.flush().await
        };
        if written.await.is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lsp::protocol as lsp;

    fn frame(body: &[u8]) -> Vec<u8> {
        let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
        out.extend_from_slice(body);
        out
    }

    async fn passed(replies: &Arc<RawReplies>, input: Vec<u8>) -> Vec<u8> {
        let (writer, mut reader) = tokio::io::duplex(1 << 16);
        let copying = tokio::spawn(pass_replies(
            std::io::Cursor::new(input),
            writer,
            Arc::clone(replies),
        ));
        let mut out = Vec::new();
        reader.read_to_end(&mut out).await.unwrap_or_default();
        copying.await.unwrap_or_default();
        out
    }

    fn tokens(count: u32) -> lsp::SemanticTokens {
        lsp::SemanticTokens {
            result_id: Some("7".into()),
            data: (0..count)
                .map(|n| lsp::SemanticToken {
                    delta_line: n % 3,
                    delta_start: n % 40,
                    length: 1 + n % 5,
                    token_type: n % 9,
                    token_modifiers_bitset: n % 17,
                })
                .collect(),
        }
    }

    fn kept_count(replies: &RawReplies) -> usize {
        replies.kept.lock().map_or(0, |kept| kept.len())
    }

    /// A reply whose response will never be written (its request was cancelled, or the
    /// document changed under it) is forgotten as soon as that is known; a claimed one stays
    /// for the writer.
    #[test]
    fn unclaimed_replies_are_forgotten_and_claimed_ones_kept() {
        let replies = Arc::new(RawReplies::default());
        replies.stand_in(tokens(100_000), |_| tokens(0));
        assert_eq!(kept_count(&replies), 1);
        drop(replies.unclaimed());
        assert_eq!(kept_count(&replies), 0);

        replies.stand_in(tokens(100_000), |_| tokens(0));
        replies.unclaimed().claim();
        assert_eq!(kept_count(&replies), 1);
        // Claimed, it is no longer this thread's to forget.
        drop(replies.unclaimed());
        assert_eq!(kept_count(&replies), 1);
    }

    /// A large reply comes out as the framework would have written it, a small one untouched.
    #[tokio::test]
    async fn a_large_reply_is_written_in_place_of_its_stand_in() {
        let replies = Arc::new(RawReplies::default());
        let large = tokens(100_000);
        let expected = serde_json::to_value(&large).unwrap_or_default();
        let stand_in = replies.stand_in(large, |ticket| lsp::SemanticTokens {
            result_id: Some(ticket),
            data: Vec::new(),
        });
        assert!(stand_in.data.is_empty());
        let small = replies.stand_in(tokens(10), |_| tokens(0));
        assert_eq!(small.data.len(), 10);

        let response = |id: u32, result: &lsp::SemanticTokens| {
            let body = serde_json::json!({ "jsonrpc": "2.0", "id": id, "result": result });
            frame(body.to_string().as_bytes())
        };
        let notification =
            frame(br#"{"jsonrpc":"2.0","method":"x","params":{"t":"gamerec:raw-reply:99"}}"#);
        let input = [
            response(3, &stand_in),
            notification.clone(),
            response(4, &small),
        ]
        .concat();
        let out = passed(&replies, input).await;

        let bodies = bodies(&out);
        assert_eq!(bodies.len(), 3);
        let first: Value = serde_json::from_slice(&bodies[0]).unwrap_or_default();
        assert_eq!(first["id"], 3);
        assert_eq!(first["result"], expected);
        assert_eq!(
            bodies[1],
            notification[notification.len() - bodies[1].len()..]
        );
        let third: Value = serde_json::from_slice(&bodies[2]).unwrap_or_default();
        assert_eq!(third["result"]["data"].as_array().map(Vec::len), Some(50));
        assert!(replies.take("gamerec:raw-reply:1").is_none(), "taken once");
    }

    /// The bodies of the messages framed in `out`, which holds only `Content-Length` headers.
    fn bodies(mut out: &[u8]) -> Vec<Vec<u8>> {
        let mut found = Vec::new();
        while let Some(end) = out.windows(4).position(|window| window == b"\r\n\r\n") {
            let header = String::from_utf8_lossy(&out[..end]);
            let length: usize = header
                .trim_start_matches("Content-Length: ")
                .parse()
                .unwrap_or(0);
            let start = end + 4;
            found.push(out[start..start + length].to_vec());
            out = &out[start + length..];
        }
        found
    }
}
