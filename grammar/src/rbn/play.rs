//! The `P` value: tricks separated by `:` (or `;`: the rest is trivial), each up to four plays.
//!
//! A play is a rank following suit, a suit and rank, a pseudo play (`- ~ + .`, possibly after
//! a suit) or `Y`; its annotations are the tokens after it. Plays and separators that follow
//! each other are one `RBN_PLAY_RUN` token, which [`play_pieces`] reads into its pieces the
//! way the parser split them.

use super::lexer::Cursor;
use super::pieces::annotations;
use crate::SyntaxKind::{self, *};
use std::ops::Range;

const EXPECTED_PLAY: &str = "a play (a rank, a suit and a rank, - ~ + . or Y)";

/// What a byte can be in a trick, as bits: one table load answers every question below.
const SUIT: u8 = 1;
const RANK: u8 = 2;
const PSEUDO: u8 = 4;
const QUERY: u8 = 8;
const SEPARATOR: u8 = 16;
const PLAY_START: u8 = SUIT | RANK | PSEUDO | QUERY;

static CLASSES: [u8; 256] = classes();

const fn classes() -> [u8; 256] {
    let mut table = [0; 256];
    let mut index = 0;
    while index < table.len() {
        let b = index as u8;
        let mut class = 0;
        if matches!(b.to_ascii_uppercase(), b'C' | b'D' | b'H' | b'S') {
            class |= SUIT;
        }
        if matches!(
            b.to_ascii_uppercase(),
            b'A' | b'K' | b'Q' | b'J' | b'T' | b'2'..=b'9'
        ) {
            class |= RANK;
        }
        if matches!(b, b'-' | b'~' | b'+' | b'.') {
            class |= PSEUDO;
        }
        if b == b'Y' || b == b'y' {
            class |= QUERY;
        }
        if b == b':' || b == b';' {
            class |= SEPARATOR;
        }
        table[index] = class;
        index += 1;
    }
    table
}

fn class(b: u8) -> u8 {
    CLASSES[usize::from(b)]
}

fn is_separator(b: u8) -> bool {
    class(b) & SEPARATOR != 0
}

fn is_play_start(b: u8) -> bool {
    class(b) & PLAY_START != 0
}

pub(crate) fn play(p: &mut Cursor) {
    p.start_run(RBN_PLAY_RUN, |kind| {
        matches!(
            kind,
            RBN_PLAY | RBN_PSEUDO_PLAY | RBN_QUERY | RBN_COLON | RBN_SEMICOLON
        )
    });
    trick(p);
    while let Some(b) = p.peek().filter(|&b| is_separator(b)) {
        p.bump(separator_kind(b), 1);
        if p.at(is_separator) {
            p.expected("rbn/empty-trick", "a play after the trick separator");
        }
        trick(p);
    }
    p.end_run();
}

fn separator_kind(b: u8) -> SyntaxKind {
    if b == b';' {
        RBN_SEMICOLON
    } else {
        RBN_COLON
    }
}

/// The pieces of a `RBN_PLAY_RUN`'s text, each as its kind (`RBN_PLAY`, `RBN_PSEUDO_PLAY`,
/// `RBN_QUERY`, `RBN_COLON` or `RBN_SEMICOLON`) and its byte range in the run: split as the
/// parser split them, for the parser's choices look only at the play's own bytes.
pub fn play_pieces(run: &str) -> impl Iterator<Item = (SyntaxKind, Range<usize>)> + '_ {
    let bytes = run.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at;
        let first = *bytes.get(start)?;
        let first_class = class(first);
        let (kind, len) = if first_class & SEPARATOR != 0 {
            (separator_kind(first), 1)
        } else {
            play_split(first_class, bytes.get(start + 1).map_or(0, |&b| class(b)))
        };
        // A run holds only the ASCII bytes of plays and separators; anything else is one
        // character of its own, whole.
        let mut end = (start + len).min(bytes.len());
        while !run.is_char_boundary(end) {
            end += 1;
        }
        at = end;
        Some((kind, start..end))
    })
}

/// How a play whose first byte is of `first_class` splits: its kind and length, given the
/// class of the byte after the first.
fn play_split(first_class: u8, second_class: u8) -> (SyntaxKind, usize) {
    let suit = usize::from(first_class & SUIT != 0);
    let next_class = if suit == 1 { second_class } else { first_class };
    if next_class & RANK != 0 {
        (RBN_PLAY, suit + 1)
    } else if next_class & PSEUDO != 0 {
        (RBN_PSEUDO_PLAY, suit + 1)
    } else if suit == 0 && next_class & QUERY != 0 {
        (RBN_QUERY, 1)
    } else {
        (RBN_PLAY, 1)
    }
}

/// The plays up to the next separator, as tokens of the label: a trick is what stands
/// between two separators, without a node of its own.
fn trick(p: &mut Cursor) {
    if p.at_end() || p.at(is_separator) {
        return;
    }
    let mut plays = 0;
    while let Some(b) = p.peek() {
        let class = class(b);
        if class & SEPARATOR != 0 {
            break;
        }
        if class & PLAY_START != 0 {
            plays += 1;
            if plays == 5 {
                p.expected(
                    "rbn/too-many-plays",
                    "`:` or `;` after the fourth play of a trick",
                );
            }
            one_play(p, class);
            annotations(p);
        } else {
            p.junk("rbn/bad-play", EXPECTED_PLAY, |b| {
                is_separator(b) || is_play_start(b)
            });
        }
    }
}

/// One play, whose first byte is of `first_class`.
fn one_play(p: &mut Cursor, first_class: u8) {
    let (kind, len) = play_split(first_class, p.peek_nth(1).map_or(0, class));
    p.bump(kind, len);
    if kind == RBN_PLAY && len == 1 && first_class & SUIT != 0 {
        p.expected("rbn/bad-play", "a rank after the suit");
    }
}

#[cfg(test)]
mod tests {
    use super::play_pieces;
    use crate::{parse, Format, SyntaxKind};

    fn pieces(run: &str) -> Vec<(SyntaxKind, &str)> {
        play_pieces(run)
            .map(|(kind, range)| (kind, &run[range]))
            .collect()
    }

    #[test]
    fn a_run_is_read_into_the_plays_and_separators_the_parser_saw() {
        use SyntaxKind::*;
        assert_eq!(
            pieces("S638T:c4;Y"),
            [
                (RBN_PLAY, "S6"),
                (RBN_PLAY, "3"),
                (RBN_PLAY, "8"),
                (RBN_PLAY, "T"),
                (RBN_COLON, ":"),
                (RBN_PLAY, "c4"),
                (RBN_SEMICOLON, ";"),
                (RBN_QUERY, "Y"),
            ]
        );
        assert_eq!(
            pieces("SK--.H~+S"),
            [
                (RBN_PLAY, "SK"),
                (RBN_PSEUDO_PLAY, "-"),
                (RBN_PSEUDO_PLAY, "-"),
                (RBN_PSEUDO_PLAY, "."),
                (RBN_PSEUDO_PLAY, "H~"),
                (RBN_PSEUDO_PLAY, "+"),
                (RBN_PLAY, "S"),
            ]
        );
        // A suit before `Y` is a suit without a rank, as the parser reports it.
        assert_eq!(pieces("SY"), [(RBN_PLAY, "S"), (RBN_QUERY, "Y")]);
        assert_eq!(pieces(""), []);
    }

    #[test]
    fn runs_end_at_annotations_notes_and_errors_and_keep_every_byte() {
        let text = "P SA!3^1:HKZ2:D4\n";
        let parse = parse(Format::Rbn, text);
        assert_eq!(parse.syntax().text().to_string(), text);
        let runs: Vec<String> = parse
            .syntax()
            .descendants_with_tokens()
            .filter_map(|element| element.into_token())
            .filter(|token| token.kind() == SyntaxKind::RBN_PLAY_RUN)
            .map(|token| token.text().to_string())
            .collect();
        assert_eq!(runs, ["SA", "3", ":HK", "2:D4"]);
    }
}
