//! The `P` value: tricks separated by `:` (or `;`: the rest is trivial), each up to four plays.

use super::lexer::Cursor;
use super::value::annotations;
use crate::SyntaxKind::*;

const EXPECTED_PLAY: &str = "a play (a rank, a suit and a rank, - ~ + . or Y)";

fn is_separator(b: u8) -> bool {
    b == b':' || b == b';'
}

fn is_suit(b: u8) -> bool {
    matches!(b.to_ascii_uppercase(), b'C' | b'D' | b'H' | b'S')
}

fn is_rank(b: u8) -> bool {
    matches!(
        b.to_ascii_uppercase(),
        b'A' | b'K' | b'Q' | b'J' | b'T' | b'2'..=b'9'
    )
}

fn is_pseudo(b: u8) -> bool {
    matches!(b, b'-' | b'~' | b'+' | b'.')
}

fn is_play_start(b: u8) -> bool {
    is_suit(b) || is_rank(b) || is_pseudo(b) || b == b'Y' || b == b'y'
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

/// The plays up to the next separator; adds no node when there are none.
fn trick(p: &mut Cursor) {
    if p.at_end() || p.at(is_separator) {
        return;
    }
    p.start_node(RBN_TRICK);
    let mut plays = 0;
    while let Some(b) = p.peek() {
        if is_separator(b) {
            break;
        }
        if is_play_start(b) {
            plays += 1;
            if plays == 5 {
                p.expected(
                    "rbn/too-many-plays",
                    "`:` or `;` after the fourth play of a trick",
                );
            }
            one_play(p);
        } else {
            p.junk("rbn/bad-play", EXPECTED_PLAY, |b| {
                is_separator(b) || is_play_start(b)
            });
        }
    }
    p.finish_node();
}

fn one_play(p: &mut Cursor) {
    p.start_node(RBN_PLAY);
    if p.at(is_suit) {
        p.bump(RBN_SUIT_LETTER, 1);
        if !p.at(|b| is_rank(b) || is_pseudo(b)) {
            p.expected("rbn/bad-play", "a rank after the suit");
        }
    }
    if p.at(is_rank) {
        p.bump(RBN_RANK, 1);
    } else if p.at(is_pseudo) {
        p.bump(RBN_PSEUDO_PLAY, 1);
    } else if p.at(|b| b == b'Y' || b == b'y') {
        p.bump(RBN_QUERY, 1);
    }
    annotations(p);
    p.finish_node();
}
