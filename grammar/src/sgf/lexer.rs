//! The SGF lexer: byte-level scanning helpers that find where tokens end, without losing a byte.
//!
//! Every structural character of SGF is ASCII, so every position these helpers return is a char
//! boundary of the text (they only stop at ASCII bytes, or after a whole escaped character).

/// Spaces, tabs, vertical tabs and form feeds: whitespace that is not a line end.
pub(crate) fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\x0b' | b'\x0c')
}

pub(crate) fn is_line_end(byte: u8) -> bool {
    matches!(byte, b'\n' | b'\r')
}

pub(crate) fn is_space(byte: u8) -> bool {
    is_blank(byte) || is_line_end(byte)
}

/// Length of the line end at `pos` (2 for CRLF, 1 for LF or a lone CR, 0 for none).
pub(crate) fn line_end_len(bytes: &[u8], pos: usize) -> usize {
    match bytes.get(pos) {
        Some(b'\r') if bytes.get(pos + 1) == Some(&b'\n') => 2,
        Some(b'\n' | b'\r') => 1,
        _ => 0,
    }
}

/// The first position at or after `pos` that is not whitespace or a line end.
pub(crate) fn skip_space(bytes: &[u8], mut pos: usize) -> usize {
    while bytes.get(pos).is_some_and(|&byte| is_space(byte)) {
        pos += 1;
    }
    pos
}

/// The end of the run of blanks (not line ends) starting at `pos`.
pub(crate) fn blank_run_end(bytes: &[u8], mut pos: usize) -> usize {
    while bytes.get(pos).is_some_and(|&byte| is_blank(byte)) {
        pos += 1;
    }
    pos
}

/// The end of the run of ASCII letters starting at `pos`, and whether it holds an upper-case one.
pub(crate) fn letter_run(bytes: &[u8], mut pos: usize) -> (usize, bool) {
    let mut upper = false;
    while let Some(&byte) = bytes.get(pos) {
        if !byte.is_ascii_alphabetic() {
            break;
        }
        upper |= byte.is_ascii_uppercase();
        pos += 1;
    }
    (pos, upper)
}

/// Length in bytes of the character starting at `pos` (0 at the end of the text).
pub(crate) fn char_len(bytes: &[u8], pos: usize) -> usize {
    match bytes.get(pos) {
        None => 0,
        Some(&byte) if byte < 0x80 => 1,
        Some(&byte) if byte >= 0xF0 => 4,
        Some(&byte) if byte >= 0xE0 => 3,
        Some(_) => 2,
    }
}

/// If a property identifier starts at `pos`, its end. A run of letters counts as an identifier
/// when it holds an upper-case letter (`B`, `CoPyright`) or when a value follows it (`b[aa]`);
/// a lower-case word on its own (`illegal`) is stray text.
pub(crate) fn identifier_end(bytes: &[u8], pos: usize) -> Option<usize> {
    let (end, upper) = letter_run(bytes, pos);
    if end == pos {
        return None;
    }
    (upper || bytes.get(skip_space(bytes, end)) == Some(&b'[')).then_some(end)
}

/// Whether a property starts at `pos`: an identifier with an upper-case letter, then `[`.
fn property_starts_at(bytes: &[u8], pos: usize) -> bool {
    let (end, upper) = letter_run(bytes, pos);
    end > pos && upper && bytes.get(skip_space(bytes, end)) == Some(&b'[')
}

/// Whether a game tree starts at `pos`: `(` followed by `;` or by a property (a tree with a
/// missing `;`). Prose in a header, like `(c) 2001` or `(see [1])`, does not count.
pub(crate) fn game_tree_starts_at(bytes: &[u8], pos: usize) -> bool {
    if bytes.get(pos) != Some(&b'(') {
        return false;
    }
    let next = skip_space(bytes, pos + 1);
    bytes.get(next) == Some(&b';') || property_starts_at(bytes, next)
}

/// The first position at or after `pos` where a game tree starts, or the end of the text.
pub(crate) fn next_game_tree(bytes: &[u8], pos: usize) -> usize {
    let rest = bytes.get(pos..).unwrap_or_default();
    rest.iter()
        .enumerate()
        .find(|&(offset, &byte)| byte == b'(' && game_tree_starts_at(bytes, pos + offset))
        .map_or(bytes.len(), |(offset, _)| pos + offset)
}

/// Whether the line starting at `pos` looks like SGF structure rather than the next line of a
/// comment: a node (`;` then a property, a node or a tree boundary), a variation (`(;`), a tree
/// end (`)` then a tree boundary), or a property written the usual way, with `[` right after
/// the identifier (`AB[`; prose like `Tom [3k]` does not count).
fn line_looks_like_sgf(bytes: &[u8], pos: usize) -> bool {
    let pos = blank_run_end(bytes, pos);
    let ends_line_or_tree = |at: usize| {
        let at = blank_run_end(bytes, at);
        matches!(bytes.get(at), None | Some(b'\n' | b'\r' | b'(' | b')'))
    };
    match bytes.get(pos) {
        Some(b';') => {
            let next = blank_run_end(bytes, pos + 1);
            bytes.get(next) == Some(&b';') || ends_line_or_tree(next) || tight_property(bytes, next)
        }
        Some(b'(') => bytes.get(blank_run_end(bytes, pos + 1)) == Some(&b';'),
        Some(b')') => ends_line_or_tree(pos + 1),
        Some(_) => tight_property(bytes, pos),
        None => false,
    }
}

/// Whether a node (`;`), a value (`[`) or a property (`AB[`) starts at `pos`.
pub(crate) fn node_or_property_at(bytes: &[u8], pos: usize) -> bool {
    matches!(bytes.get(pos), Some(b';' | b'[')) || tight_property(bytes, pos)
}

/// Whether `pos` holds an identifier with an upper-case letter and `[` right after it.
fn tight_property(bytes: &[u8], pos: usize) -> bool {
    let (end, upper) = letter_run(bytes, pos);
    end > pos && upper && bytes.get(end) == Some(&b'[')
}

/// Whether the text after a `]` at `pos - 1` reads as more SGF: the end of the text, another
/// value, a node, a tree boundary, or a property. When it does not, and the value has an
/// unescaped `[` in it, that `]` is taken for an unescaped bracket inside the value.
fn continues_like_sgf(bytes: &[u8], pos: usize) -> bool {
    let pos = skip_space(bytes, pos);
    match bytes.get(pos) {
        None | Some(b'[' | b';' | b'(' | b')') => true,
        Some(_) => {
            let (end, upper) = letter_run(bytes, pos);
            end > pos
                && upper
                && matches!(
                    bytes.get(skip_space(bytes, end)),
                    None | Some(b'[' | b';' | b'(' | b')')
                )
        }
    }
}

/// Where a property value ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ValueEnd {
    /// The content ends at the `]` at this position.
    Closed(usize),
    /// No `]` closes the value; its content ends at this position, for this reason.
    Unclosed(usize, MissingBracket),
}

/// Why a value is taken to be missing its `]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MissingBracket {
    EndOfText,
    /// A line end before a line that looks like SGF.
    SgfLine,
    /// `;`, `(`, `)` or a property start inside a value that can only hold points.
    StructureInPoints,
}

/// Finds the end of the property value whose content starts at `start` (just after its `[`).
/// `points_only` is set for properties whose values are points, moves or pairs of points.
/// Positions of unescaped `]` that belong inside the content are pushed to `inner_brackets`.
///
/// A value normally ends at the first unescaped `]`. If the content holds an unescaped `[` and
/// a `]` is followed by text that does not read as SGF (`US[Mr X [3d]] ...`, `C[see [1]] here]`),
/// that `]` is kept in the content (and reported).
///
/// A value is taken to be missing its `]` when it reaches a line end followed by a line that
/// looks like SGF (a node, a variation, a tree end or a property with `[` right after its
/// identifier, see `line_looks_like_sgf`), or the end of the text; a points-only value also
/// when it reaches `;`, `(`, `)` or a property start (`B[aa LB[aa:x]`, `B[;W[bb]`). So a
/// forgotten `]` costs one value, not the rest of the file. Everything scanned is consumed, so
/// the scan is linear.
pub(crate) fn scan_value(
    bytes: &[u8],
    start: usize,
    points_only: bool,
    inner_brackets: &mut Vec<usize>,
) -> ValueEnd {
    inner_brackets.clear();
    let mut saw_open_bracket = false;
    let mut pos = start;
    while let Some(&byte) = bytes.get(pos) {
        match byte {
            b'\\' => pos += 1 + line_end_len(bytes, pos + 1).max(char_len(bytes, pos + 1)),
            b';' | b'(' | b')' if points_only => {
                let end = trim_space_back(bytes, start, pos);
                return ValueEnd::Unclosed(end, MissingBracket::StructureInPoints);
            }
            b'[' if points_only && pos > start && bytes[pos - 1].is_ascii_uppercase() => {
                let mut ident = pos - 1;
                while ident > start && bytes[ident - 1].is_ascii_uppercase() {
                    ident -= 1;
                }
                let end = trim_space_back(bytes, start, ident);
                return ValueEnd::Unclosed(end, MissingBracket::StructureInPoints);
            }
            b'[' => {
                saw_open_bracket = true;
                pos += 1;
            }
            b']' => {
                if !saw_open_bracket || continues_like_sgf(bytes, pos + 1) {
                    return ValueEnd::Closed(pos);
                }
                inner_brackets.push(pos);
                pos += 1;
            }
            b'\n' | b'\r' => {
                let next = pos + line_end_len(bytes, pos);
                if line_looks_like_sgf(bytes, next) {
                    return ValueEnd::Unclosed(pos, MissingBracket::SgfLine);
                }
                pos = next;
            }
            _ => pos += 1,
        }
    }
    ValueEnd::Unclosed(bytes.len(), MissingBracket::EndOfText)
}

/// `end`, moved back over the whitespace before it (but not before `start`).
pub(crate) fn trim_space_back(bytes: &[u8], start: usize, mut end: usize) -> usize {
    while end > start && bytes.get(end - 1).is_some_and(|&byte| is_space(byte)) {
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(text: &str) -> (ValueEnd, Vec<usize>) {
        let mut inner = Vec::new();
        let end = scan_value(text.as_bytes(), 2, text.starts_with('B'), &mut inner);
        (end, inner)
    }

    #[test]
    fn escaped_brackets_do_not_close() {
        assert_eq!(scan(r"C[a\]b]").0, ValueEnd::Closed(6));
        assert_eq!(scan(r"C[a\\]b]").0, ValueEnd::Closed(5));
    }

    #[test]
    fn bracket_followed_by_prose_stays_inside() {
        assert_eq!(
            scan("C[see [1]] here];B[aa]"),
            (ValueEnd::Closed(15), vec![8, 9])
        );
        assert_eq!(scan("C[see [1] B[aa]"), (ValueEnd::Closed(8), vec![]));
        assert_eq!(scan("C[x] junk;"), (ValueEnd::Closed(3), vec![]));
    }

    #[test]
    fn unclosed_value_stops_before_a_line_that_looks_like_sgf() {
        assert_eq!(
            scan("C[abc\nmore\n;B[aa]").0,
            ValueEnd::Unclosed(10, MissingBracket::SgfLine)
        );
        assert_eq!(
            scan("C[abc\n(see)\nTom [3k\\]: hi\n").0,
            ValueEnd::Unclosed(26, MissingBracket::EndOfText)
        );
        assert_eq!(
            scan("C[abc\n  AB[aa]").0,
            ValueEnd::Unclosed(5, MissingBracket::SgfLine)
        );
        assert_eq!(
            scan("C[abc\n)\n(;").0,
            ValueEnd::Unclosed(5, MissingBracket::SgfLine)
        );
        assert_eq!(
            scan("C[abc\n) no\n").0,
            ValueEnd::Unclosed(11, MissingBracket::EndOfText)
        );
        assert_eq!(
            scan("C[abc").0,
            ValueEnd::Unclosed(5, MissingBracket::EndOfText)
        );
    }

    #[test]
    fn points_only_values_stop_at_structure() {
        let stop = |end| ValueEnd::Unclosed(end, MissingBracket::StructureInPoints);
        assert_eq!(scan("B[aa LB[aa:x]").0, stop(4));
        assert_eq!(scan("B[;W[bb]").0, stop(2));
        assert_eq!(scan("B[aaW[bb]").0, stop(4));
        assert_eq!(scan("B[aa)").0, stop(4));
        assert_eq!(scan("B[neces [x\\]]").0, ValueEnd::Closed(12));
        assert_eq!(scan("C[aa LB[aa:x]").0, ValueEnd::Closed(12));
    }

    #[test]
    fn tree_starts_need_a_node_or_property() {
        assert!(game_tree_starts_at(b"( ;", 0));
        assert!(game_tree_starts_at(b"(B [aa]", 0));
        assert!(!game_tree_starts_at(b"(c) 2001", 0));
        assert!(!game_tree_starts_at(b"(see [1])", 0));
        assert!(!game_tree_starts_at(b"([aa])", 0));
        assert_eq!(next_game_tree(b"x (c) (;", 0), 6);
    }
}
