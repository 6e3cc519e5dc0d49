//! The `D` value: `yyyy[mm[dd[dd]]]` or `yyyy[mm]C`, then `:hhmmss` and `G`.

use super::lexer::Cursor;
use crate::SyntaxKind::*;

const CODE: &str = "rbn/bad-date";

fn is_date_digit(b: u8) -> bool {
    b.is_ascii_digit() || b == b'?'
}

fn is_circa(b: u8) -> bool {
    b == b'C' || b == b'c'
}

fn is_gmt(b: u8) -> bool {
    b == b'G' || b == b'g'
}

fn is_date_end(b: u8) -> bool {
    b == b':' || is_gmt(b)
}

pub(crate) fn date(p: &mut Cursor) {
    p.start_node(RBN_DATE);
    date_part(p);
    p.finish_node();
    if p.peek() == Some(b':') {
        p.bump(RBN_COLON, 1);
        let len = p.run_len(|b| b.is_ascii_digit());
        if matches!(len, 2 | 4 | 6) {
            p.bump(RBN_TIME, len);
        } else if len == 0 {
            p.junk(CODE, "a time (hh, hhmm or hhmmss)", is_gmt);
        } else {
            p.junk(
                CODE,
                "a time of 2, 4 or 6 digits (hh, hhmm or hhmmss)",
                |b| !b.is_ascii_digit(),
            );
        }
    }
    if p.at(is_gmt) {
        p.bump(RBN_GMT, 1);
    }
    if !p.at_end() {
        p.junk(CODE, "the end of the date", |_| false);
    }
}

/// Year, then month or circa, then day or circa, then the end day of a span.
fn date_part(p: &mut Cursor) {
    if !fixed(p, RBN_YEAR, 4, "a four-digit year (digits or `?`)") {
        return;
    }
    if !truncatable_part(p, RBN_MONTH, "month") || !truncatable_part(p, RBN_DAY, "day") {
        return;
    }
    if p.at(is_date_digit) {
        fixed(p, RBN_DAY, 2, "a two-digit end day of a span");
    }
    end_of_date(p, "`:` and a time, `G` or the end of the date");
}

/// After the year or month: `C` (circa) ends the date, anything but a digit is where the date
/// was cut short, else the two-digit `part`. Returns whether the date goes on.
fn truncatable_part(p: &mut Cursor, kind: crate::SyntaxKind, part: &str) -> bool {
    if p.at(is_circa) {
        p.bump(RBN_CIRCA, 1);
        return false;
    }
    if !p.at(is_date_digit) {
        let expected =
            format!("a two-digit {part}, `C`, `:` and a time, `G` or the end of the date");
        end_of_date(p, &expected);
        return false;
    }
    fixed(p, kind, 2, &format!("a two-digit {part}"))
}

/// Reports anything but `:`, `G` or the end of the value where the date part must end.
fn end_of_date(p: &mut Cursor, expected: &str) {
    if p.at(|b| !is_date_end(b)) {
        p.junk(CODE, expected, is_date_end);
    }
}

/// Emits exactly `len` date digits as one `kind` token, or reports what is there instead and
/// wraps the rest of the date part in an ERROR token.
fn fixed(p: &mut Cursor, kind: crate::SyntaxKind, len: usize, expected: &str) -> bool {
    let available = p.run_len(is_date_digit);
    if available >= len {
        p.bump(kind, len);
        true
    } else {
        p.junk(CODE, expected, is_date_end);
        false
    }
}
