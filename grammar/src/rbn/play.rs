//! The `P` value: tricks separated by `:` (or `;`: the rest is trivial), each up to four plays.
//!
//! A play is one token as written: a rank following suit, a suit and rank, a pseudo play
//! (`- ~ + .`, possibly after a suit) or `Y`; its annotations are the tokens after it.

use super::lexer::Cursor;
use super::pieces::annotations;
use crate::SyntaxKind::*;

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
    trick(p);
    while let Some(b) = p.peek().filter(|&b| is_separator(b)) {
        p.bump(if b == b';' { RBN_SEMICOLON } else { RBN_COLON }, 1);
        if p.at(is_separator) {
            p.expected("rbn/empty-trick", "a play after the trick separator");
        }
        trick(p);
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
    let suit = usize::from(first_class & SUIT != 0);
    let next_class = p.peek_nth(suit).map_or(0, class);
    if next_class & RANK != 0 {
        p.bump(RBN_PLAY, suit + 1);
    } else if next_class & PSEUDO != 0 {
        p.bump(RBN_PSEUDO_PLAY, suit + 1);
    } else if suit == 0 && next_class & QUERY != 0 {
        p.bump(RBN_QUERY, 1);
    } else {
        p.bump(RBN_PLAY, 1);
        p.expected("rbn/bad-play", "a rank after the suit");
    }
}
