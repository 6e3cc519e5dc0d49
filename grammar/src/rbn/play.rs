//! The `P` value: tricks separated by `:` (or `;`: the rest is trivial), each up to four plays.
//!
//! A play is one token as written: a rank following suit, a suit and rank, a pseudo play
//! (`- ~ + .`, possibly after a suit) or `Y`; its annotations are the tokens after it.

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

fn is_query(b: u8) -> bool {
    b == b'Y' || b == b'y'
}

fn is_play_start(b: u8) -> bool {
    is_suit(b) || is_rank(b) || is_pseudo(b) || is_query(b)
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
            annotations(p);
        } else {
            p.junk("rbn/bad-play", EXPECTED_PLAY, |b| {
                is_separator(b) || is_play_start(b)
            });
        }
    }
    p.finish_node();
}

fn one_play(p: &mut Cursor) {
    let suit = usize::from(p.at(is_suit));
    match p.peek_nth(suit) {
        Some(b) if is_rank(b) => p.bump(RBN_PLAY, suit + 1),
        Some(b) if is_pseudo(b) => p.bump(RBN_PSEUDO_PLAY, suit + 1),
        Some(b) if suit == 0 && is_query(b) => p.bump(RBN_QUERY, 1),
        _ => {
            p.bump(RBN_PLAY, 1);
            p.expected("rbn/bad-play", "a rank after the suit");
        }
    }
}
