//! UTF-16 without a byte-order mark: found from the zero bytes of its ASCII characters and
//! confirmed by the charset the file declares in it.

use super::{charsets, declared};
use encoding_rs::{Encoding, UTF_16BE, UTF_16LE};
use gamerec_grammar::Format;

/// How many bytes at the start of a file are looked at.
const HEAD: usize = 4096;
/// The fewest pairs of bytes the pattern is read from.
const FEWEST_PAIRS: usize = 8;

/// The UTF-16 a file without a byte-order mark is in: its ASCII characters, most of a game
/// record, have a zero byte on one side of each pair and not on the other, and the charset it
/// declares, read in that UTF-16, names UTF-16.
pub fn without_bom(format: Format, bytes: &[u8]) -> Option<&'static Encoding> {
    let encoding = by_zero_bytes(bytes)?;
    let head = bytes.get(..HEAD).unwrap_or(bytes);
    let head = head.get(..head.len() - head.len() % 2).unwrap_or(head);
    let (text, _) = encoding.decode_without_bom_handling(head);
    let declaration = declared::find(format, text.as_bytes())?;
    let label = text.as_bytes().get(declaration.label)?;
    charsets::encoding_for(label)
        .is_some_and(|declared| declared == UTF_16LE || declared == UTF_16BE)
        .then_some(encoding)
}

/// UTF-16LE when a quarter or more of the odd bytes of the head are zero (the ASCII characters;
/// text in other scripts has fewer) and the even ones hardly ever, UTF-16BE the other way
/// round.
fn by_zero_bytes(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = bytes.get(..HEAD).unwrap_or(bytes);
    let pairs = head.len() / 2;
    if pairs < FEWEST_PAIRS {
        return None;
    }
    let (mut even, mut odd) = (0, 0);
    for pair in head.chunks_exact(2) {
        even += usize::from(pair.first() == Some(&0));
        odd += usize::from(pair.get(1) == Some(&0));
    }
    let pattern = |zeros: usize, other: usize| zeros * 4 >= pairs && other * 20 <= zeros;
    if pattern(odd, even) {
        Some(UTF_16LE)
    } else if pattern(even, odd) {
        Some(UTF_16BE)
    } else {
        None
    }
}
