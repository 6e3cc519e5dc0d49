//! Splits a word of an auction or play section into calls or cards and their annotations:
//! suffixes, note references, NAGs, irregularities, `*` and `+`.

use std::ops::Range;

use rowan::{TextRange, TextSize};

use crate::sink::TreeSink;
use crate::SyntaxKind::{self, *};

/// Which section a word stands in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Section {
    Auction,
    Play,
}

/// Lexes `word` (at offset `base` in the document) into `sink`.
pub(crate) fn lex_moves(sink: &mut TreeSink, word: &str, base: usize, section: Section) {
    for (kind, range) in word_pieces(word, section) {
        let text = &word[range.clone()];
        sink.token(kind, text);
        if kind == ERROR {
            let range = TextRange::new(
                TextSize::from((base + range.start) as u32),
                TextSize::from((base + range.end) as u32),
            );
            let (code, message) = describe_error(text, section);
            sink.error(code, range, message);
        }
    }
}

/// Whether every piece of `word` is a call or card of `section`, or an annotation: a word
/// that may stand in a run.
pub(crate) fn is_clean(word: &str, section: Section) -> bool {
    word_pieces(word, section).all(|(kind, _)| kind != ERROR)
}

/// The pieces of a run token of `kind`, `PBN_AUCTION_RUN` or `PBN_PLAY_RUN` (none for another
/// kind), each as its kind and its byte range in the run: the calls or cards and annotations
/// of its words, split as the parser split them, and the `WHITESPACE` and `NEWLINE` between
/// the words.
pub fn run_pieces(
    kind: SyntaxKind,
    run: &str,
) -> impl Iterator<Item = (SyntaxKind, Range<usize>)> + '_ {
    let bytes = run.as_bytes();
    let (section, mut at) = match kind {
        PBN_AUCTION_RUN => (Section::Auction, 0),
        PBN_PLAY_RUN => (Section::Play, 0),
        _ => (Section::Play, run.len()),
    };
    let mut word: Option<(usize, WordPieces<'_>)> = None;
    std::iter::from_fn(move || loop {
        if let Some((base, pieces)) = &mut word {
            if let Some((kind, range)) = pieces.next() {
                return Some((kind, *base + range.start..*base + range.end));
            }
            word = None;
        }
        let start = at;
        let first = *bytes.get(start)?;
        let len = match first {
            b'\r' if bytes.get(start + 1) == Some(&b'\n') => 2,
            b'\r' | b'\n' => 1,
            _ => bytes[start..]
                .iter()
                .take_while(|&&b| is_blank(b) == is_blank(first) && !matches!(b, b'\r' | b'\n'))
                .count(),
        };
        at = start + len;
        match first {
            b'\r' | b'\n' => return Some((NEWLINE, start..at)),
            byte if is_blank(byte) => return Some((WHITESPACE, start..at)),
            _ => word = Some((start, word_pieces(&run[start..at], section))),
        }
    })
}

/// Spaces, tabs, vertical tabs and form feeds, as the lexer has them.
fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | 0x0b | 0x0c)
}

/// The pieces of one word of a section: calls or cards, annotations, and `ERROR` for what is
/// neither, each with its byte range in the word.
fn word_pieces(word: &str, section: Section) -> WordPieces<'_> {
    WordPieces {
        word,
        pos: 0,
        section,
    }
}

struct WordPieces<'w> {
    word: &'w str,
    pos: usize,
    section: Section,
}

impl Iterator for WordPieces<'_> {
    type Item = (SyntaxKind, Range<usize>);

    fn next(&mut self) -> Option<Self::Item> {
        let start = self.pos;
        let first = *self.word.as_bytes().get(start)?;
        let (kind, end) = next_piece(self.word, start, first, self.section);
        self.pos = end;
        Some((kind, start..end))
    }
}

/// The kind of the piece of `word` that starts at `pos` with the byte `first`, and where it
/// ends.
fn next_piece(word: &str, pos: usize, first: u8, section: Section) -> (SyntaxKind, usize) {
    let bytes = word.as_bytes();
    let start = pos;
    let alphanumeric_from = |from: usize| {
        bytes.get(from..).map_or(0, |rest| {
            rest.iter()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count()
        })
    };
    let digits_from = |from: usize| {
        bytes.get(from..).map_or(0, |rest| {
            rest.iter().take_while(|b| b.is_ascii_digit()).count()
        })
    };
    let (kind, len) = match first {
        b'^' => match bytes.get(pos + 1) {
            Some(b'I' | b'S' | b'R' | b'L') => (PBN_IRREGULARITY, 2),
            _ => {
                let len =
                    1 + usize::from(bytes.get(pos + 1).is_some_and(u8::is_ascii_alphanumeric));
                (ERROR, len)
            }
        },
        b'=' => {
            let digits = digits_from(pos + 1);
            if digits > 0 && bytes.get(pos + 1 + digits) == Some(&b'=') {
                (PBN_NOTE_REF, digits + 2)
            } else {
                // Up to the closing `=` if there is one, as in `=a=`.
                let len = bytes[pos + 1..]
                    .iter()
                    .position(|&b| b == b'=')
                    .map_or(1 + alphanumeric_from(pos + 1), |offset| offset + 2);
                (ERROR, len)
            }
        }
        b'$' => {
            let digits = digits_from(pos + 1);
            if digits > 0 {
                (PBN_NAG, digits + 1)
            } else {
                (ERROR, 1 + alphanumeric_from(pos + 1))
            }
        }
        b'!' | b'?' => {
            let second = matches!(bytes.get(pos + 1), Some(b'!' | b'?'));
            (PBN_SUFFIX, 1 + usize::from(second))
        }
        b'*' => (PBN_STAR, 1),
        b'+' => (PBN_PLUS, 1),
        byte if is_move_char(byte) => {
            let len = bytes[pos..]
                .iter()
                .take_while(|&&b| is_move_char(b))
                .count();
            let text = &word[pos..pos + len];
            match section {
                Section::Auction if is_call(text) => (PBN_CALL, len),
                Section::Play if is_card(text) => (PBN_CARD, len),
                _ => (ERROR, len),
            }
        }
        _ => {
            let len = bytes[pos..]
                .iter()
                .take_while(|&&b| !starts_move_token(b))
                .count();
            (ERROR, len)
        }
    };
    let mut end = (start + len).min(bytes.len());
    while !word.is_char_boundary(end) {
        end += 1;
    }
    (kind, end)
}

fn is_move_char(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'-'
}

fn starts_move_token(byte: u8) -> bool {
    is_move_char(byte) || matches!(byte, b'^' | b'=' | b'$' | b'!' | b'?' | b'*' | b'+')
}

/// `Pass`, `X`, `XX`, `AP`, `-` or a bid `1C`..`7NT`; lower case is allowed (import format).
pub(crate) fn is_call(text: &str) -> bool {
    if ["pass", "x", "xx", "ap", "-"]
        .iter()
        .any(|call| call.eq_ignore_ascii_case(text))
    {
        return true;
    }
    let bytes = text.as_bytes();
    match bytes {
        // `N` for no trump is common in the wild (BEN, BBA, rpbridge.net exports).
        [level, strain] => {
            (b'1'..=b'7').contains(level)
                && matches!(
                    strain.to_ascii_uppercase(),
                    b'S' | b'H' | b'D' | b'C' | b'N'
                )
        }
        [level, n, t] => {
            (b'1'..=b'7').contains(level)
                && n.eq_ignore_ascii_case(&b'N')
                && t.eq_ignore_ascii_case(&b'T')
        }
        _ => false,
    }
}

/// `-` or a suit followed by a rank, as in `SA` or `h2`.
pub(crate) fn is_card(text: &str) -> bool {
    match text.as_bytes() {
        [b'-'] => true,
        [suit, rank] => {
            matches!(suit.to_ascii_uppercase(), b'S' | b'H' | b'D' | b'C')
                && matches!(
                    rank.to_ascii_uppercase(),
                    b'A' | b'K' | b'Q' | b'J' | b'T' | b'2'..=b'9'
                )
        }
        _ => false,
    }
}

fn describe_error(text: &str, section: Section) -> (&'static str, String) {
    let found = super::values::found_text(text);
    match text.as_bytes().first() {
        Some(b'^') => (
            "pbn/bad-irregularity",
            format!("expected `^I`, `^S`, `^R` or `^L`, found {found}"),
        ),
        Some(b'=') => (
            "pbn/bad-note-ref",
            format!("expected a note reference like `=1=`, found {found}"),
        ),
        Some(b'$') => (
            "pbn/bad-nag",
            format!("expected a NAG like `$1` (`$` and digits), found {found}"),
        ),
        Some(&byte) if is_move_char(byte) => match section {
            Section::Auction => (
                "pbn/bad-call",
                format!(
                    "expected a call (`Pass`, `X`, `XX`, `AP`, `-` or a bid `1C` to `7NT`), found {found}"
                ),
            ),
            Section::Play => (
                "pbn/bad-card",
                format!("expected a card (a suit and a rank like `SA` or `H2`, or `-`), found {found}"),
            ),
        },
        _ => {
            let expected = match section {
                Section::Auction => "a call or an annotation",
                Section::Play => "a card or an annotation",
            };
            ("pbn/unexpected-text", format!("expected {expected}, found {found}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{is_call, is_card};

    #[test]
    fn calls_and_cards() {
        for call in [
            "Pass", "pass", "X", "xx", "AP", "-", "1C", "7NT", "3nt", "1N",
        ] {
            assert!(is_call(call), "{call}");
        }
        for call in ["8C", "0S", "1T", "P", "XXX", "1NTX", ""] {
            assert!(!is_call(call), "{call}");
        }
        for card in ["SA", "h2", "DT", "-"] {
            assert!(is_card(card), "{card}");
        }
        for card in ["S1", "H10", "A", "SAK", ""] {
            assert!(!is_card(card), "{card}");
        }
    }
}
