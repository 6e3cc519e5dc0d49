//! A statistical guess at the encoding of bytes that are not valid in the charset a file
//! declares, or that are not UTF-8 when it declares none: chardetng, made for this by the
//! author of encoding_rs, chooses among the legacy encodings of the Web (GBK, Big5, Shift_JIS,
//! EUC-JP, EUC-KR, the windows- and ISO-8859 code pages, KOI8). A guess counts only when
//! chardetng rates it above another candidate, the game's world writes in it, and every byte
//! of the file is valid in it. chardetng is made for web pages: on a few bytes (a player's name
//! and nothing more) it may choose Hebrew or Cyrillic where a Go file holds Chinese, so for SGF
//! a guess outside the Go world's encodings, or an East Asian guess made on fewer than 16 bytes
//! outside ASCII, gives way to the first of its East Asian encodings the bytes are valid in.

use encoding_rs::{
    Encoding, BIG5, EUC_JP, EUC_KR, GB18030, GBK, ISO_8859_2, KOI8_R, KOI8_U, SHIFT_JIS,
    WINDOWS_1250, WINDOWS_1251, WINDOWS_1252, WINDOWS_1253, WINDOWS_1254, WINDOWS_1257,
};
use gamerec_grammar::Format;

/// How much of a file the guess reads: enough text for the statistics, little time.
const READ_AT_MOST: usize = 1 << 20;

/// The East Asian encodings of Go records, the most common first: Chinese servers and
/// programs, Japanese, Korean, then Taiwanese.
const GO_EAST_ASIAN: [&Encoding; 4] = [GBK, SHIFT_JIS, EUC_KR, BIG5];

/// The other encodings game records are written in: the Latin, Central European, Cyrillic,
/// Greek, Turkish and Baltic code pages of the bridge world, and the East Asian ones.
const OTHERS_IN_USE: [&Encoding; 15] = [
    WINDOWS_1252,
    WINDOWS_1250,
    WINDOWS_1251,
    WINDOWS_1253,
    WINDOWS_1254,
    WINDOWS_1257,
    ISO_8859_2,
    KOI8_R,
    KOI8_U,
    GBK,
    GB18030,
    BIG5,
    SHIFT_JIS,
    EUC_JP,
    EUC_KR,
];

/// An encoding guessed for a file's bytes, and the text they read as in it.
pub struct Guess {
    pub encoding: &'static Encoding,
    pub text: String,
}

/// The encoding `bytes` of a file in `format` are most likely in, other than UTF-8 (which the
/// caller has ruled out), with the text: each candidate is decoded once.
pub fn guess(format: Format, bytes: &[u8]) -> Option<Guess> {
    let head = bytes.get(..READ_AT_MOST).unwrap_or(bytes);
    let mut detector = chardetng::EncodingDetector::new();
    detector.feed(head, head.len() == bytes.len());
    let (encoding, rated_above_another) = detector.guess_assess(None, false);
    let read = |encoding: &'static Encoding| {
        let text = encoding.decode_without_bom_handling_and_without_replacement(bytes)?;
        Some(Guess {
            encoding,
            text: text.into_owned(),
        })
    };
    let go_world_first = || GO_EAST_ASIAN.into_iter().find_map(read);
    if format == Format::Sgf && is_east_asian(encoding) && too_few_to_tell(head) {
        return go_world_first();
    }
    if rated_above_another && OTHERS_IN_USE.contains(&encoding) {
        if let Some(guess) = read(encoding) {
            return Some(guess);
        }
    }
    if format == Format::Sgf {
        return go_world_first();
    }
    None
}

/// Whether `encoding` writes Chinese, Japanese or Korean in pairs of bytes.
fn is_east_asian(encoding: &'static Encoding) -> bool {
    GO_EAST_ASIAN.contains(&encoding) || encoding == GB18030 || encoding == EUC_JP
}

/// Whether there are too few bytes outside ASCII for the statistics to tell the East Asian
/// encodings apart: a name or two. 16 bytes are eight characters.
fn too_few_to_tell(bytes: &[u8]) -> bool {
    bytes
        .iter()
        .filter(|byte| !byte.is_ascii())
        .take(16)
        .count()
        < 16
}

/// Whether the guess reads `bytes` as windows-1252, the default, does: a guess that changes
/// nothing is not worth a word.
pub fn same_as_default(guess: &Guess, bytes: &[u8]) -> bool {
    guess.encoding == WINDOWS_1252
        || WINDOWS_1252.decode_without_bom_handling(bytes).0 == guess.text
}

/// Whether text decoded in a declared charset is more wrong than right: more sequences that
/// are not valid in it than characters outside ASCII that are. A file in the declared charset
/// with a character cut short keeps it; a file in another charset has few valid ones.
pub fn mostly_undecodable(text: &str, undecodable: usize) -> bool {
    let valid = text
        .chars()
        .filter(|&c| !c.is_ascii() && c != char::REPLACEMENT_CHARACTER)
        .take(undecodable)
        .count();
    valid < undecodable
}
