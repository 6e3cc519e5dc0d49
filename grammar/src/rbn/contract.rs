//! The `C` value: `[level]strain[risk][goal]:declarer[:leader]`, then any further fields.

use super::lexer::Cursor;
use super::pieces::{is_seat, is_strain};
use crate::SyntaxKind::*;

const CODE: &str = "rbn/bad-contract";

fn is_colon(b: u8) -> bool {
    b == b':'
}

pub(crate) fn contract(p: &mut Cursor) {
    p.start_node(RBN_CONTRACT);
    if p.at(|b| matches!(b, b'1'..=b'7')) {
        p.bump(RBN_LEVEL, 1);
    }
    if p.at(is_strain) {
        p.bump(RBN_STRAIN, 1);
        if p.at(|b| matches!(b.to_ascii_uppercase(), b'X' | b'R')) {
            p.bump(RBN_RISK, 1);
        }
        if p.at(|b| b == b'M' || b == b'm') {
            p.bump(RBN_GOAL, 1);
        } else {
            p.bump_while(RBN_GOAL, |b| b.is_ascii_digit());
        }
        if !p.at_end() && !p.at(is_colon) {
            p.junk(CODE, "`:` and the declarer after the contract", is_colon);
        }
    } else {
        p.junk(
            CODE,
            "a contract: level 1-7, then strain C, D, H, S or N",
            is_colon,
        );
    }
    p.finish_node();
    if p.at_end() {
        p.expected(
            "rbn/missing-declarer",
            "`:` and the declarer after the contract",
        );
        return;
    }
    p.bump(RBN_COLON, 1);
    seat(p, RBN_DECLARER, "the declarer (N, E, S or W)");
    if p.at(is_colon) {
        p.bump(RBN_COLON, 1);
        if !p.at_end() && !p.at(is_colon) {
            seat(p, RBN_LEADER, "the opening leader (N, E, S or W)");
        }
    }
    while p.at(is_colon) {
        p.bump(RBN_COLON, 1);
        p.start_node(RBN_FIELD);
        p.bump_while(RBN_TEXT, |b| b != b':');
        p.finish_node();
    }
}

fn seat(p: &mut Cursor, kind: crate::SyntaxKind, expected: &str) {
    if p.at(is_seat) {
        p.bump(kind, 1);
    } else {
        p.junk(CODE, expected, is_colon);
        return;
    }
    if !p.at_end() && !p.at(is_colon) {
        p.junk(CODE, "`:` or the end of the value after a seat", is_colon);
    }
}
