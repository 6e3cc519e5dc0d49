//! Which properties split their values at `:` and which parts hold board points.
//!
//! The lexer needs this before the property table exists, so it keeps the short list here. It
//! only decides how a value is cut into tokens; whether the value is valid is checked later.

/// How the content of a value is split into tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ValueShape {
    /// The first unescaped `:` splits the value into two parts.
    pub(crate) compose: bool,
    /// The first part (or the whole value) is a point when it is two letters.
    pub(crate) first_is_point: bool,
    /// The second part of a compose value is a point when it is two letters.
    pub(crate) second_is_point: bool,
}

const TEXT: ValueShape = ValueShape {
    compose: false,
    first_is_point: false,
    second_is_point: false,
};

impl ValueShape {
    /// The shape of the values of the property whose FF[4] identifier (upper-case letters only)
    /// is `ident`.
    pub(crate) fn of(ident: &[u8]) -> ValueShape {
        match ident {
            // Moves: one point, or empty for a pass.
            b"B" | b"W" | b"EX" => ValueShape {
                compose: false,
                first_is_point: true,
                second_is_point: false,
            },
            // Point lists, compressed as `[ul:lr]` rectangles since FF[4].
            b"AB" | b"AW" | b"AE" | b"TR" | b"SQ" | b"CR" | b"MA" | b"SL" | b"DD" | b"TB"
            | b"TW" | b"VW" | b"L" | b"M" | b"RG" | b"SC" | b"SE" => ValueShape {
                compose: true,
                first_is_point: true,
                second_is_point: true,
            },
            // Point pairs: arrows and lines.
            b"AR" | b"LN" => ValueShape {
                compose: true,
                first_is_point: true,
                second_is_point: true,
            },
            // Point and label text.
            b"LB" => ValueShape {
                compose: true,
                first_is_point: true,
                second_is_point: false,
            },
            // Other compose values: application:version, columns:rows, flags:name.
            b"AP" | b"SZ" | b"FG" => ValueShape {
                compose: true,
                first_is_point: false,
                second_is_point: false,
            },
            _ => TEXT,
        }
    }
}

/// Appends the upper-case letters of `ident` to `out`: the FF[4] form of an old identifier
/// (`CoPyright` is `CP`). Stops at `limit` letters, enough to tell the known identifiers apart.
pub(crate) fn ff4_letters(ident: &str, out: &mut [u8; 4]) -> usize {
    let mut len = 0;
    for byte in ident.bytes().filter(u8::is_ascii_uppercase) {
        if len == out.len() {
            return len + 1;
        }
        out[len] = byte;
        len += 1;
    }
    len
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(ident: &str) -> ValueShape {
        let mut letters = [0; 4];
        let len = ff4_letters(ident, &mut letters);
        ValueShape::of(letters.get(..len).unwrap_or(&[]))
    }

    #[test]
    fn old_identifiers_use_their_upper_case_letters() {
        assert_eq!(shape("AddBlack"), shape("AB"));
        assert_eq!(shape("Black"), shape("B"));
        assert!(shape("LaBel").compose);
        assert!(!shape("Comment").compose);
    }

    #[test]
    fn long_identifiers_match_nothing() {
        assert_eq!(shape("ABCDE"), TEXT);
        assert_eq!(shape("MULTIGOGM"), TEXT);
    }

    #[test]
    fn labels_have_a_point_then_text() {
        let label = shape("LB");
        assert!(label.compose && label.first_is_point && !label.second_is_point);
        assert!(!shape("C").compose);
    }
}
