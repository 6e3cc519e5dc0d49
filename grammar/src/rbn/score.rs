//! The `R` value (tricks, raw score, effective score) and the `M` value (four parts of
//! double-dummy makes).

use super::lexer::Cursor;
use crate::SyntaxKind::*;

fn is_colon(b: u8) -> bool {
    b == b':'
}

fn is_sign(b: u8) -> bool {
    b == b'+' || b == b'-'
}

pub(crate) fn result(p: &mut Cursor) {
    p.start_node(RBN_FIELD);
    if p.at(|b| b.is_ascii_digit()) {
        p.bump_while(RBN_TRICKS, |b| b.is_ascii_digit());
    } else if p.at(|b| b == b'P' || b == b'p') {
        p.bump(RBN_PASS, 1);
    }
    if p.at(is_sign) {
        signed_number(p, false);
    }
    if !p.at_end() && !p.at(is_colon) {
        p.junk(
            "rbn/bad-result",
            "tricks, `P`, a signed score, `:` or the end of the result",
            is_colon,
        );
    }
    p.finish_node();
    let mut fields = 1;
    while p.at(is_colon) {
        fields += 1;
        if fields == 3 {
            p.error_ahead(
                "rbn/too-many-fields",
                1,
                "expected at most 2 colon-separated fields, found `:` starting field 3".to_string(),
            );
        }
        p.bump(RBN_COLON, 1);
        p.start_node(RBN_FIELD);
        if p.peek() == Some(b'=') {
            p.bump(RBN_SCORE, 1);
        } else if p.at(|b| is_sign(b) || b.is_ascii_digit()) {
            signed_number(p, true);
        }
        if !p.at_end() && !p.at(is_colon) {
            p.junk(
                "rbn/bad-result",
                "an effective score (`=`, a signed number or a percentage)",
                is_colon,
            );
        }
        p.finish_node();
    }
}

/// `[+-]digits[.digits]` as one `RBN_SCORE` token; the fraction only where `decimals` allows.
fn signed_number(p: &mut Cursor, decimals: bool) {
    let sign = usize::from(p.at(is_sign));
    let mut len = sign;
    let digits = count_digits(p, len);
    len += digits;
    if decimals && digits > 0 && p.peek_nth(len) == Some(b'.') {
        let fraction = count_digits(p, len + 1);
        if fraction > 0 {
            len += 1 + fraction;
        }
    }
    if digits == 0 {
        let message = format!(
            "expected digits of a score after the sign, found {}",
            p.found_after(sign)
        );
        p.error_ahead("rbn/bad-result", sign, message);
        p.bump(crate::SyntaxKind::ERROR, sign);
        return;
    }
    p.bump(RBN_SCORE, len);
}

fn count_digits(p: &Cursor, from: usize) -> usize {
    (from..)
        .take_while(|&i| p.peek_nth(i).is_some_and(|b| b.is_ascii_digit()))
        .count()
}

fn is_make(b: u8) -> bool {
    b.is_ascii_digit() || matches!(b.to_ascii_uppercase(), b'A'..=b'D') || b == b'?'
}

pub(crate) fn makes(p: &mut Cursor) {
    let mut part = 1;
    loop {
        p.start_node(RBN_FIELD);
        while let Some(b) = p.peek() {
            match b {
                b':' => break,
                b if is_make(b) => {
                    p.bump_while(RBN_MAKES, is_make);
                }
                b'+' if part >= 3 => p.bump(RBN_PLUS, 1),
                b'=' if part >= 3 => p.bump(RBN_EQUALS, 1),
                b'!' if part == 4 => p.bump(RBN_NOT, 1),
                _ => p.junk(
                    "rbn/bad-makes",
                    match part {
                        1 | 2 => "a number of tricks (0-9, A-D) or `?`",
                        3 => "a number of tricks (0-9, A-D), `?`, `+` or `=`",
                        _ => "a number of tricks (0-9, A-D), `?`, `+`, `=` or `!`",
                    },
                    |b| b == b':' || is_make(b),
                ),
            }
        }
        p.finish_node();
        if !p.at(is_colon) {
            break;
        }
        part += 1;
        if part == 5 {
            p.error_ahead(
                "rbn/too-many-fields",
                1,
                "expected at most 4 colon-separated parts, found `:` starting part 5".to_string(),
            );
        }
        p.bump(RBN_COLON, 1);
    }
}
