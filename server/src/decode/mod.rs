//! Turns the bytes of a file into text: byte-order mark first, then UTF-16 found from its zero
//! bytes and confirmed by its declaration, then valid UTF-8 (unless it holds the escapes of the
//! ISO-2022-JP it declares), then the charset the file declares (SGF
//! `CA`, PBN `charset=`, by any of the names in `charsets`), then windows-1252 as the default.
//!
//! The formats name ISO-8859-1 as their default. encoding_rs, like every browser, reads the
//! `ISO-8859-1` label as windows-1252, which agrees with ISO-8859-1 on every byte except
//! 0x80-0x9F, where windows-1252 has printable characters (curly quotes, the euro sign) and
//! ISO-8859-1 has unused control codes. Files that say ISO-8859-1 and use those bytes mean the
//! windows-1252 characters, so gamerec reads them that way and reports `windows-1252`.
//! Decoding never fails: bytes that are not valid in the chosen encoding become U+FFFD and a
//! diagnostic says where the first one is.

mod charsets;
mod declared;
mod encode;
mod utf16;

use crate::ide::Diagnostic;
use encoding_rs::{Encoding, ISO_2022_JP, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252};
use gamerec_grammar::{Format, TextRange, TextSize};
use std::borrow::Cow;

pub use charsets::EXTRA_NAMES;
pub use declared::Declaration;
pub use encode::{encode, round_trips};

/// A file's text and how it was obtained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The decoded text, without the byte-order mark.
    pub text: String,
    pub encoding: &'static Encoding,
    /// Whether the file started with a byte-order mark.
    pub bom: bool,
    /// A problem with the encoding: an unknown declared charset or bytes that could not be
    /// decoded. Its range refers to `text`.
    pub diagnostic: Option<Diagnostic>,
}

impl Decoded {
    /// The encoding's name as encoding_rs spells it: `UTF-8`, `UTF-16LE`, `windows-1252`,
    /// `gb18030`, `Shift_JIS`, ...
    pub fn encoding_name(&self) -> &'static str {
        self.encoding.name()
    }
}

/// Decodes a file in `format`.
pub fn decode(bytes: &[u8], format: Format) -> Decoded {
    if let Some((encoding, bom_len)) = Encoding::for_bom(bytes) {
        let rest = bytes.get(bom_len..).unwrap_or(&[]);
        let expected = format!(
            "{} (the file starts with its byte-order mark)",
            encoding.name()
        );
        return Decoded {
            bom: true,
            ..decode_strictly(format, encoding, rest, &expected)
        };
    }

    if let Some(encoding) = utf16::without_bom(format, bytes) {
        let expected = format!(
            "{} (the file has no byte-order mark, but its zero bytes and its declaration say so)",
            encoding.name()
        );
        return decode_strictly(format, encoding, bytes, &expected);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        if !in_iso_2022_jp(format, bytes) {
            return as_utf8(format, text.to_owned());
        }
    }
    decode_declared(format, bytes)
}

/// Whether ASCII bytes, valid UTF-8 as they are, hold the escapes of ISO-2022-JP, the
/// seven-bit Japanese encoding, and declare it: such a file is read in it.
fn in_iso_2022_jp(format: Format, bytes: &[u8]) -> bool {
    bytes.contains(&0x1b)
        && declared::find(format, bytes).is_some_and(|declaration| {
            let label = bytes.get(declaration.label).unwrap_or(&[]);
            usable_encoding(label) == Some(ISO_2022_JP)
        })
}

/// [`decode`], reusing the bytes' memory for the text when they are UTF-8 without a
/// byte-order mark, as most files are.
pub fn decode_owned(bytes: Vec<u8>, format: Format) -> Decoded {
    if Encoding::for_bom(&bytes).is_some() {
        return decode(&bytes, format);
    }
    if in_iso_2022_jp(format, &bytes) || utf16::without_bom(format, &bytes).is_some() {
        return decode(&bytes, format);
    }
    match String::from_utf8(bytes) {
        Ok(text) => as_utf8(format, text),
        Err(error) => decode_declared(format, error.as_bytes()),
    }
}

/// A text that is valid UTF-8: kept as it is, with a diagnostic if it declares a charset
/// gamerec does not know.
fn as_utf8(format: Format, text: String) -> Decoded {
    let diagnostic = declared::find(format, text.as_bytes()).and_then(|declaration| {
        let label = text
            .as_bytes()
            .get(declaration.label.clone())
            .unwrap_or(&[]);
        if usable_encoding(label).is_some() {
            return None;
        }
        let range = text_range(declaration.label.start, declaration.label.end);
        Some(unknown_charset(&declaration, range, UTF_8))
    });
    Decoded {
        text,
        encoding: UTF_8,
        bom: false,
        diagnostic,
    }
}

/// Decodes bytes that are not UTF-8 and have no byte-order mark: in the charset they
/// declare, else in the default.
fn decode_declared(format: Format, bytes: &[u8]) -> Decoded {
    let declaration = declared::find(format, bytes);
    let declared = declaration.as_ref().map(|declaration| {
        let label = bytes.get(declaration.label.clone()).unwrap_or(&[]);
        (declaration, usable_encoding(label))
    });
    match declared {
        Some((declaration, Some(encoding))) => {
            let expected = format!(
                "{} as declared by `{}`",
                encoding.name(),
                declaration.source
            );
            decode_strictly(format, encoding, bytes, &expected)
        }
        Some((declaration, None)) => {
            // windows-1252 turns each byte into one character, so the label's place in the
            // text follows from the length of the decoded text before it.
            let start = windows_1252_len(bytes.get(..declaration.label.start));
            let len = windows_1252_len(bytes.get(declaration.label.clone()));
            Decoded {
                diagnostic: Some(unknown_charset(
                    declaration,
                    text_range(start, start + len),
                    WINDOWS_1252,
                )),
                ..decode_by_default(bytes)
            }
        }
        None => decode_by_default(bytes),
    }
}

/// Decodes with `encoding`, reporting bytes that are not valid in it.
fn decode_strictly(
    format: Format,
    encoding: &'static Encoding,
    bytes: &[u8],
    expected: &str,
) -> Decoded {
    let (text, invalid) = decode_reporting_invalid(encoding, bytes);
    Decoded {
        text,
        encoding,
        bom: false,
        diagnostic: invalid.map(|invalid| undecodable(format, encoding, expected, &invalid)),
    }
}

fn decode_by_default(bytes: &[u8]) -> Decoded {
    Decoded {
        text: WINDOWS_1252
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        encoding: WINDOWS_1252,
        bom: false,
        diagnostic: None,
    }
}

fn windows_1252_len(bytes: Option<&[u8]>) -> usize {
    let bytes = bytes.unwrap_or(&[]);
    WINDOWS_1252.decode_without_bom_handling(bytes).0.len()
}

/// Text good enough to tell the format from (the markers it looks for are ASCII): by
/// byte-order mark, as UTF-8, or else as windows-1252.
pub fn decode_for_detection(bytes: &[u8]) -> Cow<'_, str> {
    if let Some((encoding, bom_len)) = Encoding::for_bom(bytes) {
        let rest = bytes.get(bom_len..).unwrap_or(&[]);
        return Cow::Owned(encoding.decode_without_bom_handling(rest).0.into_owned());
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => WINDOWS_1252.decode_without_bom_handling(bytes).0,
    }
}

/// The encoding a declared label names, if gamerec can decode a file with it. Labels for
/// UTF-16 do not count: a declaration that could be read as ASCII is not in UTF-16.
fn usable_encoding(label: &[u8]) -> Option<&'static Encoding> {
    charsets::encoding_for(label).filter(|&encoding| encoding != UTF_16LE && encoding != UTF_16BE)
}

struct InvalidSequences {
    /// Where the first U+FFFD put in for them starts in the decoded text.
    first: usize,
    count: usize,
}

fn decode_reporting_invalid(
    encoding: &'static Encoding,
    bytes: &[u8],
) -> (String, Option<InvalidSequences>) {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 2 + 16);
    let mut rest = bytes;
    let mut invalid: Option<InvalidSequences> = None;
    loop {
        let (result, read) = decoder.decode_to_string_without_replacement(rest, &mut text, true);
        rest = rest.get(read..).unwrap_or(&[]);
        match result {
            encoding_rs::DecoderResult::InputEmpty => break,
            encoding_rs::DecoderResult::OutputFull => {
                let needed = decoder
                    .max_utf8_buffer_length_without_replacement(rest.len())
                    .unwrap_or(rest.len().saturating_mul(3));
                text.reserve(needed.max(16));
            }
            encoding_rs::DecoderResult::Malformed(_, _) => {
                match &mut invalid {
                    Some(invalid) => invalid.count += 1,
                    None => {
                        invalid = Some(InvalidSequences {
                            first: text.len(),
                            count: 1,
                        })
                    }
                }
                text.push(char::REPLACEMENT_CHARACTER);
            }
        }
    }
    (text, invalid)
}

fn undecodable(
    format: Format,
    encoding: &'static Encoding,
    expected: &str,
    invalid: &InvalidSequences,
) -> Diagnostic {
    let found = if invalid.count == 1 {
        format!(
            "a byte sequence that is not {} (shown as `\u{fffd}`)",
            encoding.name()
        )
    } else {
        format!(
            "{} byte sequences that are not {} (shown as `\u{fffd}`; this is the first)",
            invalid.count,
            encoding.name()
        )
    };
    let start = invalid.first;
    let range = text_range(start, start + char::REPLACEMENT_CHARACTER.len_utf8());
    Diagnostic::error(
        format.undecodable_code(),
        range,
        format!("expected {expected}, found {found}"),
    )
}

fn unknown_charset(
    declaration: &Declaration,
    range: TextRange,
    used: &'static Encoding,
) -> Diagnostic {
    let label = declaration.source.as_str();
    Diagnostic::warning(
        declaration.unknown_charset_code,
        range,
        format!(
            "expected a charset name gamerec knows (such as UTF-8, ISO-8859-1 or GB18030), found `{label}`; reading the file as {}",
            used.name()
        ),
    )
}

fn text_range(start: usize, end: usize) -> TextRange {
    let size = |offset: usize| TextSize::from(u32::try_from(offset).unwrap_or(u32::MAX));
    TextRange::new(size(start), size(end.max(start)))
}

#[cfg(test)]
mod tests;
