//! The `A` value: an optional dealer and vulnerability, then rounds of calls separated by `:`.

use super::lexer::Cursor;
use super::pieces::{annotations, is_seat, is_strain};
use crate::SyntaxKind::*;

const EXPECTED_CALL: &str = "a call (1-7 and C D H S N, P, X, R, A or Y)";

fn is_vulnerability(b: u8) -> bool {
    matches!(b.to_ascii_uppercase(), b'Z' | b'N' | b'E' | b'B' | b'X')
}

fn is_call_start(b: u8) -> bool {
    matches!(b, b'1'..=b'7') || matches!(b.to_ascii_uppercase(), b'P' | b'X' | b'R' | b'A' | b'Y')
}

/// True when the value opens with a dealer and vulnerability rather than a call: a seat, or
/// `X` (any dealer) followed by a vulnerability and `:`.
fn has_dealer(p: &Cursor) -> bool {
    match p.peek() {
        Some(b) if is_seat(b) => true,
        Some(b'X' | b'x') => {
            p.peek_nth(1).is_some_and(is_vulnerability) && p.peek_nth(2) == Some(b':')
        }
        _ => false,
    }
}

pub(crate) fn auction(p: &mut Cursor) {
    if has_dealer(p) {
        p.bump(RBN_DEALER, 1);
        const EXPECTED_VULNERABILITY: &str = "the vulnerability (Z, N, E, B or X) after the dealer";
        if p.at(is_vulnerability) {
            p.bump(RBN_VULNERABILITY, 1);
        } else if p.at_end() || p.peek() == Some(b':') {
            p.expected("rbn/bad-auction", EXPECTED_VULNERABILITY);
        } else {
            p.junk("rbn/bad-auction", EXPECTED_VULNERABILITY, |b| b == b':');
        }
        if !p.at_end() && p.peek() != Some(b':') {
            p.expected("rbn/bad-auction", "`:` after the dealer and vulnerability");
            round(p);
        }
    } else {
        round(p);
    }
    while p.peek() == Some(b':') {
        p.bump(RBN_COLON, 1);
        if p.peek() == Some(b':') {
            p.expected("rbn/empty-round", "a call after `:`");
        }
        round(p);
    }
}

/// The calls up to the next `:`; adds no node when there are none.
fn round(p: &mut Cursor) {
    if p.at_end() || p.peek() == Some(b':') {
        return;
    }
    // A round is the same subtree wherever it stands, and auctions repeat rounds a lot.
    let len = p.run_len(|b| b != b':');
    if p.reuse(RBN_ROUND, len) {
        return;
    }
    let (start, errors_before) = (p.position(), p.sink.error_count());
    p.start_node(RBN_ROUND);
    while let Some(b) = p.peek() {
        if b == b':' {
            break;
        }
        if is_call_start(b) {
            call(p);
        } else {
            p.junk("rbn/bad-call", EXPECTED_CALL, |b| {
                b == b':' || is_call_start(b)
            });
        }
    }
    p.finish_node();
    p.remember(start, errors_before);
}

fn call(p: &mut Cursor) {
    p.start_node(RBN_CALL);
    match p.peek().map(|b| b.to_ascii_uppercase()) {
        Some(b'1'..=b'7') => {
            p.bump(RBN_LEVEL, 1);
            if p.at(is_strain) {
                p.bump(RBN_STRAIN, 1);
            } else {
                p.expected("rbn/bad-call", "a strain (C, D, H, S or N) after the level");
            }
        }
        Some(b'P') => p.bump(RBN_PASS, 1),
        Some(b'X') => p.bump(RBN_DOUBLE, 1),
        Some(b'R') => p.bump(RBN_REDOUBLE, 1),
        Some(b'A') => p.bump(RBN_ALL_PASS, 1),
        _ => p.bump(RBN_QUERY, 1),
    }
    annotations(p);
    p.finish_node();
}
