//! Turns text back into the bytes of the encoding it was read from, for commands that rewrite
//! files (`gamerec fmt`): an edited file keeps every byte no edit touches, those that could
//! not be decoded included, and each edit's text is encoded.

use super::{Decoded, Undecodable};
use crate::ide::format::TextEdit;
use encoding_rs::{Encoding, ISO_2022_JP, UTF_16BE, UTF_16LE, UTF_8};

/// `text` in the encoding `decoded` came from, with the byte-order mark if it had one;
/// `None` when a character of `text` has no place in that encoding.
pub fn encode(text: &str, decoded: &Decoded) -> Option<Vec<u8>> {
    let mut bytes = Vec::with_capacity(text.len() + 3);
    if decoded.bom {
        bytes.extend_from_slice(bom(decoded.encoding));
    }
    encode_piece(decoded.encoding, text, &mut bytes).ok()?;
    Some(bytes)
}

/// Whether the file's bytes are exactly what its decoded text encodes to.
pub fn round_trips(original: &[u8], decoded: &Decoded) -> bool {
    encode(&decoded.text, decoded).is_some_and(|bytes| bytes == original)
}

/// Why an edited text cannot be written in the encoding its file was read in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unwritable {
    /// A character the encoding has no place for, at this offset of the edited text.
    Character { character: char, at: usize },
    /// An edit would move or drop bytes that could not be decoded, shown as U+FFFD at this
    /// offset of the text as read.
    UndecodableMoved { at: usize },
    /// The text does not map back onto the file's bytes: too many runs of undecodable bytes
    /// to remember, or an encoding that keeps state between characters and bytes that could
    /// not be decoded.
    NotMapped,
}

/// The file's bytes with `edits` (ranges of `decoded.text`, not overlapping, in any order, as
/// [`apply`](crate::ide::format::apply) takes them) made: what no edit touches stays as it was
/// byte for byte, bytes that could not be decoded included, and each edit's text is encoded.
pub fn encode_edited(
    original: &[u8],
    decoded: &Decoded,
    edits: &[TextEdit],
) -> Result<Vec<u8>, Unwritable> {
    if decoded.undecodable_count > decoded.undecodable.len() {
        return Err(Unwritable::NotMapped);
    }
    if decoded.encoding == ISO_2022_JP {
        return encode_whole(original, decoded, edits);
    }
    let text = decoded.text.as_str();
    let bom_len = if decoded.bom {
        bom(decoded.encoding).len()
    } else {
        0
    };
    let mut out = Vec::with_capacity(original.len() + original.len() / 8);
    out.extend_from_slice(original.get(..bom_len).ok_or(Unwritable::NotMapped)?);
    let mut cursor = Cursor {
        text,
        encoding: decoded.encoding,
        undecodable: &decoded.undecodable,
        text_at: 0,
        byte_at: bom_len,
    };
    let mut in_order: Vec<&TextEdit> = edits.iter().collect();
    in_order.sort_by_key(|edit| (edit.range.start(), edit.range.end()));
    let mut shift: isize = 0;
    for edit in in_order {
        let (start, end) = (
            usize::from(edit.range.start()),
            usize::from(edit.range.end()),
        );
        let kept_from = cursor.byte_at;
        cursor.advance(start)?;
        out.extend_from_slice(
            original
                .get(kept_from..cursor.byte_at)
                .ok_or(Unwritable::NotMapped)?,
        );
        if let Some(moved) = cursor
            .undecodable
            .first()
            .filter(|undecodable| undecodable.text_at < end)
        {
            return Err(Unwritable::UndecodableMoved { at: moved.text_at });
        }
        let new_start = start.checked_add_signed(shift).unwrap_or(start);
        encode_piece(decoded.encoding, &edit.new_text, &mut out).map_err(|(character, at)| {
            Unwritable::Character {
                character,
                at: new_start + at,
            }
        })?;
        cursor.advance(end)?;
        shift += edit.new_text.len() as isize - (end - start) as isize;
    }
    let kept_from = cursor.byte_at;
    cursor.advance(text.len())?;
    if cursor.byte_at != original.len() {
        return Err(Unwritable::NotMapped);
    }
    out.extend_from_slice(original.get(kept_from..).ok_or(Unwritable::NotMapped)?);
    Ok(out)
}

/// An encoding that keeps state between characters: the whole edited text is encoded, when
/// the text as read encodes back to the file.
fn encode_whole(
    original: &[u8],
    decoded: &Decoded,
    edits: &[TextEdit],
) -> Result<Vec<u8>, Unwritable> {
    if !decoded.undecodable.is_empty() || !round_trips(original, decoded) {
        return Err(Unwritable::NotMapped);
    }
    let edited = crate::ide::format::apply(&decoded.text, edits);
    let mut out = Vec::with_capacity(original.len());
    if decoded.bom {
        out.extend_from_slice(bom(decoded.encoding));
    }
    encode_piece(decoded.encoding, &edited, &mut out)
        .map_err(|(character, at)| Unwritable::Character { character, at })?;
    Ok(out)
}

/// A place in the text as read and the offset of its bytes in the file.
struct Cursor<'a> {
    text: &'a str,
    encoding: &'static Encoding,
    /// The runs of undecodable bytes not yet passed.
    undecodable: &'a [Undecodable],
    text_at: usize,
    byte_at: usize,
}

impl Cursor<'_> {
    /// Moves to `to` in the text, over the bytes of the characters between and of the runs of
    /// undecodable bytes whose U+FFFD lies there.
    fn advance(&mut self, to: usize) -> Result<(), Unwritable> {
        while let Some((first, rest)) = self.undecodable.split_first() {
            if first.text_at >= to {
                break;
            }
            self.byte_at += self.encoded_len(self.text_at, first.text_at)?;
            self.byte_at = first.bytes.end;
            self.text_at = first.text_at + char::REPLACEMENT_CHARACTER.len_utf8();
            self.undecodable = rest;
        }
        if to < self.text_at {
            return Err(Unwritable::NotMapped);
        }
        self.byte_at += self.encoded_len(self.text_at, to)?;
        self.text_at = to;
        Ok(())
    }

    fn encoded_len(&self, from: usize, to: usize) -> Result<usize, Unwritable> {
        let piece = self.text.get(from..to).ok_or(Unwritable::NotMapped)?;
        if self.encoding == UTF_8 {
            Ok(piece.len())
        } else if self.encoding == UTF_16LE || self.encoding == UTF_16BE {
            Ok(piece.encode_utf16().count() * 2)
        } else {
            Ok(self.encoding.encode(piece).0.len())
        }
    }
}

/// Appends `piece` in `encoding`; or the first character it has no place for, with its offset.
fn encode_piece(
    encoding: &'static Encoding,
    piece: &str,
    out: &mut Vec<u8>,
) -> Result<(), (char, usize)> {
    if encoding == UTF_8 {
        out.extend_from_slice(piece.as_bytes());
        return Ok(());
    }
    if encoding == UTF_16LE || encoding == UTF_16BE {
        for unit in piece.encode_utf16() {
            let pair = if encoding == UTF_16LE {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            };
            out.extend_from_slice(&pair);
        }
        return Ok(());
    }
    let (encoded, used, unmappable) = encoding.encode(piece);
    if !unmappable && used == encoding {
        out.extend_from_slice(&encoded);
        return Ok(());
    }
    let mut buffer = [0u8; 4];
    for (at, character) in piece.char_indices() {
        let (_, _, unmappable) = encoding.encode(character.encode_utf8(&mut buffer));
        if unmappable {
            return Err((character, at));
        }
    }
    Err(('\u{fffd}', 0))
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

    fn edit(text: &str, old: &str, new: &str) -> TextEdit {
        let start = text.find(old).expect("the text to replace");
        TextEdit {
            range: gamerec_grammar::TextRange::new(
                (start as u32).into(),
                ((start + old.len()) as u32).into(),
            ),
            new_text: new.to_owned(),
        }
    }

    #[test]
    fn an_edited_file_keeps_its_undecodable_bytes() {
        // A name cut inside its last character: the file stays UTF-8 with one bad sequence.
        let bytes = b"(;CA[UTF-8]PB[\xe5\xb0\x8f\xe5\xbf\x83\xe4\xbd]PW[\xe9\xaa\x8a]  \n;B[aa])";
        let decoded = decode(bytes, Format::Sgf);
        assert_eq!(decoded.undecodable_count, 1);
        let edits = [edit(&decoded.text, "]  \n;", "]\n;")];
        assert_eq!(
            encode_edited(bytes, &decoded, &edits).as_deref(),
            Ok(&b"(;CA[UTF-8]PB[\xe5\xb0\x8f\xe5\xbf\x83\xe4\xbd]PW[\xe9\xaa\x8a]\n;B[aa])"[..])
        );
        assert_eq!(
            encode_edited(bytes, &decoded, &[]).as_deref(),
            Ok(&bytes[..])
        );
        let moved = [edit(&decoded.text, "PB[", "PW[x]PB[")];
        assert!(encode_edited(bytes, &decoded, &moved).is_ok());
        let over = [edit(&decoded.text, "\u{fffd}]", "]")];
        assert_eq!(
            encode_edited(bytes, &decoded, &over),
            Err(Unwritable::UndecodableMoved {
                at: decoded.text.find('\u{fffd}').unwrap_or_default()
            })
        );
    }

    #[test]
    fn an_edited_file_keeps_its_guessed_encoding() {
        let bytes = b"(;GM[1]PB[\x88\xe4\x8e\x52]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95] ;B[aa])";
        let decoded = decode(bytes, Format::Sgf);
        assert_eq!(decoded.encoding_name(), "Shift_JIS");
        let edits = [
            edit(&decoded.text, "] ;", "]\n;"),
            edit(&decoded.text, "GM[1]", "GM[1]FF[4]"),
        ];
        let written = encode_edited(bytes, &decoded, &edits).expect("written");
        assert_eq!(
            written,
            b"(;GM[1]FF[4]PB[\x88\xe4\x8e\x52]C[\x8d\x95\x82\xcc\x8f\x9f\x82\xbf\x81\x42\x93\xf1\x96\xda\x82\xcc\x8d\x95]\n;B[aa])"
        );
    }

    #[test]
    fn a_character_outside_the_encoding_is_named_with_its_place() {
        let bytes = b"[Event \"caf\xe9\"]\n[Site \"\"]\n";
        let decoded = decode(bytes, Format::Pbn);
        let edits = [edit(&decoded.text, "\"\"", "\"\u{4e2d}\"")];
        assert_eq!(
            encode_edited(bytes, &decoded, &edits),
            Err(Unwritable::Character {
                character: '\u{4e2d}',
                at: decoded.text.find("\"\"").unwrap_or_default() + 1
            })
        );
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
