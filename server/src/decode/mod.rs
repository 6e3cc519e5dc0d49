//! Turns the bytes of a file into text: byte-order mark first, then UTF-16 found from its zero
//! bytes and confirmed by its declaration, then valid UTF-8 (unless it holds the escapes of the
//! ISO-2022-JP it declares), then the charset the file declares (SGF
//! `CA`, PBN `charset=`, by any of the names in `charsets`), then windows-1252 as the default.
//! Where the declared charset is mostly wrong for the bytes, the name unknown, or nothing is
//! declared, a statistical guess (`guess`) may choose another, and a diagnostic says so.
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
mod guess;
mod in_editor;
mod utf16;

use crate::ide::{Diagnostic, Severity};
use encoding_rs::{Encoding, ISO_2022_JP, UTF_16BE, UTF_16LE, UTF_8, WINDOWS_1252};
use gamerec_grammar::{CharsetDeclaration, Format, TextRange, TextSize};
use std::borrow::Cow;
use std::ops::Range;

pub use charsets::EXTRA_NAMES;
pub use declared::Declaration;
pub use encode::{encode, encode_edited, round_trips, Unwritable};
pub use in_editor::{DeclarationFix, FileEncoding};

/// A file's text and how it was obtained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The decoded text, without the byte-order mark.
    pub text: String,
    pub encoding: &'static Encoding,
    /// Whether the file started with a byte-order mark.
    pub bom: bool,
    /// Why the file was read in `encoding`.
    pub source: Source,
    /// A problem with the encoding, or a guess to report: an unknown or wrong declared
    /// charset, bytes that could not be decoded, an encoding guessed. Its range refers to
    /// `text`.
    pub diagnostic: Option<Diagnostic>,
    /// The bytes shown as U+FFFD, in order, the first [`UNDECODABLE_KEPT`] of them.
    pub undecodable: Vec<Undecodable>,
    /// How many there are in all.
    pub undecodable_count: usize,
}

/// How many runs of undecodable bytes a decoded file remembers, to write them back as they
/// were: a binary file may have millions, and it is not written back.
pub const UNDECODABLE_KEPT: usize = 1 << 16;

/// Why a file was read in its encoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    ByteOrderMark,
    /// UTF-16 without a byte-order mark, from its zero bytes and its declaration.
    ZeroBytes,
    /// The bytes are valid UTF-8.
    Utf8,
    /// The charset the file declares.
    Declared,
    /// A statistical guess from the bytes.
    Guessed,
    /// The formats' default, ISO-8859-1 read as windows-1252.
    Default,
}

impl Source {
    /// As the JSON output writes it.
    pub fn name(self) -> &'static str {
        match self {
            Source::ByteOrderMark => "byte-order-mark",
            Source::ZeroBytes => "zero-bytes",
            Source::Utf8 => "valid-utf-8",
            Source::Declared => "declared",
            Source::Guessed => "guessed",
            Source::Default => "default",
        }
    }
}

/// Bytes that are not valid in the encoding a file was read in, shown in its text as U+FFFD.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undecodable {
    /// Where the U+FFFD starts in the text.
    pub text_at: usize,
    /// The bytes, counted from the start of the file (byte-order mark included).
    pub bytes: Range<usize>,
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
        let mut decoded = decode_strictly(format, encoding, rest, &expected);
        for undecodable in &mut decoded.undecodable {
            undecodable.bytes = undecodable.bytes.start + bom_len..undecodable.bytes.end + bom_len;
        }
        return Decoded {
            bom: true,
            source: Source::ByteOrderMark,
            ..decoded
        };
    }

    if let Some(encoding) = utf16::without_bom(format, bytes) {
        let expected = format!(
            "{} (the file has no byte-order mark, but its zero bytes and its declaration say so)",
            encoding.name()
        );
        return Decoded {
            source: Source::ZeroBytes,
            ..decode_strictly(format, encoding, bytes, &expected)
        };
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
        Some(unknown_charset(&declaration, range, UTF_8, false))
    });
    Decoded {
        text,
        encoding: UTF_8,
        bom: false,
        source: Source::Utf8,
        diagnostic,
        undecodable: Vec::new(),
        undecodable_count: 0,
    }
}

/// Decodes bytes that are not UTF-8 and have no byte-order mark: in the charset they
/// declare, unless most of their non-ASCII bytes are not valid in it and a guess fits them;
/// else in a guess, or in the default.
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
            let strict = Decoded {
                source: Source::Declared,
                ..decode_strictly(format, encoding, bytes, &expected)
            };
            if strict.undecodable_count == 0
                || !guess::mostly_undecodable(&strict.text, strict.undecodable_count)
            {
                return strict;
            }
            match guess::guess(format, bytes).filter(|guess| guess.encoding != encoding) {
                Some(guess) => {
                    let guessed = guess.encoding;
                    let decoded = decode_guessed(guess);
                    let range = label_range(guessed, bytes, declaration);
                    let message = format!(
                        "expected bytes in {} as `{}` declares, found {} that are not; reading the file as {} (guessed from its bytes); {}",
                        encoding.name(),
                        declaration.source,
                        sequences(strict.undecodable_count),
                        guessed.name(),
                        declaration.corrected(declared_name(guessed, bytes)),
                    );
                    Decoded {
                        diagnostic: Some(Diagnostic::warning(
                            declaration.wrong_charset_code,
                            range,
                            message,
                        )),
                        ..decoded
                    }
                }
                None => strict,
            }
        }
        Some((declaration, None)) => {
            let (decoded, guessed) = match guess::guess(format, bytes) {
                Some(guess) if !guess::same_as_default(&guess, bytes) => {
                    (decode_guessed(guess), true)
                }
                _ => (decode_by_default(bytes), false),
            };
            let range = label_range(decoded.encoding, bytes, declaration);
            Decoded {
                diagnostic: Some(unknown_charset(
                    declaration,
                    range,
                    decoded.encoding,
                    guessed,
                )),
                ..decoded
            }
        }
        None => match guess::guess(format, bytes) {
            Some(guess) if !guess::same_as_default(&guess, bytes) => {
                let decoded = decode_guessed(guess);
                let diagnostic = guessed_without_declaration(format, &decoded);
                Decoded {
                    diagnostic: Some(diagnostic),
                    ..decoded
                }
            }
            _ => decode_by_default(bytes),
        },
    }
}

/// Where a declaration's label lies in the text `bytes` make in `encoding`, which reads the
/// ASCII bytes before it as they are.
fn label_range(encoding: &'static Encoding, bytes: &[u8], declaration: &Declaration) -> TextRange {
    let decoded_len = |range: Range<usize>| {
        let part = bytes.get(range).unwrap_or(&[]);
        encoding.decode_without_bom_handling(part).0.len()
    };
    let start = decoded_len(0..declaration.label.start);
    text_range(start, start + decoded_len(declaration.label.clone()))
}

/// The name to declare for `encoding`: ISO-8859-1, the name the formats know, for
/// windows-1252 bytes without the characters the two differ in (0x80-0x9F).
fn declared_name(encoding: &'static Encoding, bytes: &[u8]) -> &'static str {
    if encoding == WINDOWS_1252 && !bytes.iter().any(|byte| (0x80..=0x9f).contains(byte)) {
        "ISO-8859-1"
    } else {
        encoding.name()
    }
}

/// Bytes read in an encoding guessed for them, in which every byte is valid.
fn decode_guessed(guess: guess::Guess) -> Decoded {
    Decoded {
        text: guess.text,
        encoding: guess.encoding,
        bom: false,
        source: Source::Guessed,
        diagnostic: None,
        undecodable: Vec::new(),
        undecodable_count: 0,
    }
}

/// The hint for a file read in a guessed encoding that declares none: at its first character
/// outside ASCII, the first the guess decides.
fn guessed_without_declaration(format: Format, decoded: &Decoded) -> Diagnostic {
    let at = decoded
        .text
        .char_indices()
        .find(|(_, c)| !c.is_ascii())
        .map_or((0, 0), |(at, c)| (at, at + c.len_utf8()));
    let name = decoded.encoding.name();
    let (missing, advice) = match format.charset_declaration() {
        CharsetDeclaration::SgfCa => (
            "no `CA` property names the charset".to_owned(),
            format!("add `CA[{name}]` to the first game's root node"),
        ),
        CharsetDeclaration::PercentLine => (
            "no `charset=` line names the charset".to_owned(),
            format!("add `%Content-type: text/x-pbn; charset={name}` before the first tag"),
        ),
        CharsetDeclaration::None => (
            format!("{} files cannot name their charset", format.title()),
            "save the file as UTF-8 to be sure".to_owned(),
        ),
    };
    Diagnostic::new(
        format.guessed_encoding_code(),
        Severity::Hint,
        text_range(at.0, at.1),
        format!("read as {name} (guessed: the bytes are not UTF-8 and {missing}); {advice}"),
    )
}

fn sequences(count: usize) -> String {
    if count == 1 {
        "a byte sequence".to_owned()
    } else {
        format!("{count} byte sequences")
    }
}

/// Decodes with `encoding`, reporting bytes that are not valid in it.
fn decode_strictly(
    format: Format,
    encoding: &'static Encoding,
    bytes: &[u8],
    expected: &str,
) -> Decoded {
    let (text, undecodable_bytes) = decode_reporting_invalid(encoding, bytes);
    let diagnostic = undecodable_bytes.first().map(|first| {
        undecodable(
            format,
            encoding,
            expected,
            first.text_at,
            undecodable_bytes.count,
        )
    });
    Decoded {
        text,
        encoding,
        bom: false,
        source: Source::Declared,
        diagnostic,
        undecodable: undecodable_bytes.kept,
        undecodable_count: undecodable_bytes.count,
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
        source: Source::Default,
        diagnostic: None,
        undecodable: Vec::new(),
        undecodable_count: 0,
    }
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

/// The runs of bytes a decoding could not read: the first [`UNDECODABLE_KEPT`], and how many.
#[derive(Default)]
struct UndecodableBytes {
    kept: Vec<Undecodable>,
    count: usize,
}

impl UndecodableBytes {
    fn first(&self) -> Option<&Undecodable> {
        self.kept.first()
    }

    fn push(&mut self, undecodable: Undecodable) {
        if self.kept.len() < UNDECODABLE_KEPT {
            self.kept.push(undecodable);
        }
        self.count += 1;
    }
}

fn decode_reporting_invalid(
    encoding: &'static Encoding,
    bytes: &[u8],
) -> (String, UndecodableBytes) {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 2 + 16);
    let mut rest = bytes;
    let mut read_so_far = 0;
    let mut undecodable = UndecodableBytes::default();
    loop {
        let (result, read) = decoder.decode_to_string_without_replacement(rest, &mut text, true);
        rest = rest.get(read..).unwrap_or(&[]);
        read_so_far += read;
        match result {
            encoding_rs::DecoderResult::InputEmpty => break,
            encoding_rs::DecoderResult::OutputFull => {
                let needed = decoder
                    .max_utf8_buffer_length_without_replacement(rest.len())
                    .unwrap_or(rest.len().saturating_mul(3));
                text.reserve(needed.max(16));
            }
            encoding_rs::DecoderResult::Malformed(length, read_after) => {
                let end = read_so_far.saturating_sub(usize::from(read_after));
                undecodable.push(Undecodable {
                    text_at: text.len(),
                    bytes: end.saturating_sub(usize::from(length))..end,
                });
                text.push(char::REPLACEMENT_CHARACTER);
            }
        }
    }
    (text, undecodable)
}

fn undecodable(
    format: Format,
    encoding: &'static Encoding,
    expected: &str,
    first: usize,
    count: usize,
) -> Diagnostic {
    let found = if count == 1 {
        format!(
            "a byte sequence that is not {} (shown as `\u{fffd}`)",
            encoding.name()
        )
    } else {
        format!(
            "{} byte sequences that are not {} (shown as `\u{fffd}`; this is the first)",
            count,
            encoding.name()
        )
    };
    let start = first;
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
    guessed: bool,
) -> Diagnostic {
    let label = declaration.source.as_str();
    let how = if guessed {
        format!(
            "reading the file as {} (guessed from its bytes); {}",
            used.name(),
            declaration.corrected(used.name())
        )
    } else {
        format!("reading the file as {}", used.name())
    };
    Diagnostic::warning(
        declaration.unknown_charset_code,
        range,
        format!(
            "expected a charset name gamerec knows (such as UTF-8, ISO-8859-1 or GB18030), found `{label}`; {how}"
        ),
    )
}

fn text_range(start: usize, end: usize) -> TextRange {
    let size = |offset: usize| TextSize::from(u32::try_from(offset).unwrap_or(u32::MAX));
    TextRange::new(size(start), size(end.max(start)))
}

#[cfg(test)]
mod tests;
