//! Turns text back into the bytes of the encoding it was read from, for commands that rewrite
//! files (`gamerec fmt`): only when that gives back exactly the same bytes for the same text.

use super::Decoded;
use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8};

/// `text` in the encoding `decoded` came from, with the byte-order mark if it had one;
/// `None` when a character of `text` has no place in that encoding.
pub fn encode(text: &str, decoded: &Decoded) -> Option<Vec<u8>> {
    let encoding = decoded.encoding;
    let mut bytes = Vec::with_capacity(text.len() + 3);
    if decoded.bom {
        bytes.extend_from_slice(bom(encoding));
    }
    if encoding == UTF_16LE || encoding == UTF_16BE {
        for unit in text.encode_utf16() {
            let pair = if encoding == UTF_16LE {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            };
            bytes.extend_from_slice(&pair);
        }
        return Some(bytes);
    }
    let (encoded, used, unmappable) = encoding.encode(text);
    if unmappable || used != encoding {
        return None;
    }
    bytes.extend_from_slice(&encoded);
    Some(bytes)
}

/// Whether the file's bytes are exactly what its decoded text encodes to, so that rewriting it
/// changes nothing but what was edited.
pub fn round_trips(original: &[u8], decoded: &Decoded) -> bool {
    decoded.diagnostic.is_none()
        && encode(&decoded.text, decoded).is_some_and(|bytes| bytes == original)
}

fn bom(encoding: &'static Encoding) -> &'static [u8] {
    if encoding == UTF_8 {
        b"\xEF\xBB\xBF"
    } else if encoding == UTF_16LE {
        b"\xFF\xFE"
    } else if encoding == UTF_16BE {
        b"\xFE\xFF"
    } else {
        b""
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::decode;
    use gamerec_grammar::Format;

    fn round_trip(bytes: &[u8], format: Format) -> bool {
        round_trips(bytes, &decode(bytes, format))
    }

    #[test]
    fn files_come_back_as_they_were() {
        assert!(round_trip(b"(;C[caf\xc3\xa9])", Format::Sgf));
        assert!(round_trip(b"\xEF\xBB\xBF(;C[x])", Format::Sgf));
        assert!(round_trip(b"[Event \"caf\xe9\"]\n", Format::Pbn));
        assert!(round_trip(b"\xFF\xFE(\0;\0)\0", Format::Sgf));
        assert!(round_trip(
            b"(;CA[GB18030]C[\xc4\xe3\xba\xc3])",
            Format::Sgf
        ));
    }

    #[test]
    fn undecodable_bytes_do_not_round_trip() {
        // Declared UTF-8 by its byte-order mark, but not valid UTF-8.
        assert!(!round_trip(b"\xEF\xBB\xBF(;C[\xff])", Format::Sgf));
    }

    #[test]
    fn text_outside_the_encoding_cannot_be_written() {
        let decoded = decode(b"[Event \"caf\xe9\"]\n", Format::Pbn);
        assert_eq!(decoded.encoding.name(), "windows-1252");
        assert!(encode("[Event \"\u{4e2d}\"]", &decoded).is_none());
        assert_eq!(
            encode("[Event \"\u{e9}\"]", &decoded).as_deref(),
            Some(&b"[Event \"\xe9\"]"[..])
        );
    }
}
