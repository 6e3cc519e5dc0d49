//! The input side of the transport: reads `Content-Length` framed messages and passes on only
//! those the framework can decode.
//!
//! tower-lsp-server stops reading its input for good after the first message it cannot decode
//! (a body that is not JSON, or JSON that is not a JSON-RPC message), which would end the
//! server. Such messages are dropped here, with a note on standard error, so one bad message
//! costs only itself.

use super::protocol::jsonrpc;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};

/// Copies the well-formed messages of `input` to `output` until `input` ends or `output` is
/// closed; then `output` is dropped, which the reader of the other end sees as the end.
pub async fn pass_well_formed(input: impl AsyncRead + Unpin, mut output: impl AsyncWrite + Unpin) {
    let mut input = BufReader::new(input);
    loop {
        let length = match read_headers(&mut input).await {
            Headers::Length(length) => length,
            Headers::Missing => {
                crate::logging::warn(format_args!(
                    "dropped a message without a valid Content-Length header"
                ));
                continue;
            }
            Headers::End => return,
        };
        let mut body = Vec::new();
        // `take` reads no more than is there, so a huge declared length allocates nothing.
        match (&mut input).take(length).read_to_end(&mut body).await {
            Ok(read) if read as u64 == length => {}
            _ => return,
        }
        if !is_message(&body) {
            crate::logging::warn(format_args!(
                "dropped a message that is not a JSON-RPC request, notification or response"
            ));
            continue;
        }
        let header = format!("Content-Length: {}\r\n\r\n", body.len());
        let written = async {
            output.write_all(header.as_bytes()).await?;
            output.write_all(&body).await?;
            output.flush().await
        };
        if written.await.is_err() {
            return;
        }
    }
}

pub(super) enum Headers {
    Length(u64),
    /// A header block without a usable `Content-Length`.
    Missing,
    /// The input ended.
    End,
}

/// Reads header lines up to and including the empty line that ends them.
pub(super) async fn read_headers(input: &mut (impl AsyncBufReadExt + Unpin)) -> Headers {
    let mut length = None;
    let mut seen_any = false;
    loop {
        let mut line = Vec::new();
        match input.read_until(b'\n', &mut line).await {
            Ok(0) | Err(_) => return Headers::End,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&line);
        let line = line.trim_end_matches(['\r', '\n']);
        if line.is_empty() {
            if !seen_any {
                // Stray line ends between messages.
                continue;
            }
            return length.map_or(Headers::Missing, Headers::Length);
        }
        seen_any = true;
        if let Some((name, value)) = line.split_once(':') {
            if name.trim().eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<u64>().ok();
            }
        }
    }
}

/// Whether `body` is a message the framework decodes: a request, notification or response.
fn is_message(body: &[u8]) -> bool {
    serde_json::from_slice::<jsonrpc::Request>(body).is_ok()
        || serde_json::from_slice::<jsonrpc::Response>(body).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    async fn filtered(input: &str) -> String {
        let (writer, mut reader) = tokio::io::duplex(1 << 16);
        pass_well_formed(input.as_bytes(), writer).await;
        let mut out = String::new();
        reader.read_to_string(&mut out).await.unwrap();
        out
    }

    #[tokio::test]
    async fn drops_what_cannot_be_decoded() {
        let good = r#"{"jsonrpc":"2.0","id":0,"method":"shutdown"}"#;
        let note = r#"{"jsonrpc":"2.0","method":"exit"}"#;
        let input = [
            frame(good),
            frame("{not json"),
            frame(r#"{"foo":1}"#),
            "Content-Type: x\r\n\r\n".to_owned(),
            frame("[]"),
            format!("content-length: {}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-16\r\n\r\n{note}", note.len()),
        ]
        .concat();
        assert_eq!(filtered(&input).await, [frame(good), frame(note)].concat());
    }

    #[tokio::test]
    async fn stops_at_a_truncated_message() {
        let good = r#"{"jsonrpc":"2.0","method":"exit"}"#;
        let input = format!("{}Content-Length: 999999999999\r\n\r\n{{", frame(good));
        assert_eq!(filtered(&input).await, frame(good));
        assert_eq!(filtered("").await, "");
    }
}
