//! Edits of a parsed document for tests, applied the way the server applies a change: the
//! text is edited and reparsed in place where the grammar can, or parsed again whole.

use gamerec_grammar::{parse, reparse_edit, Format, Parse, TextRange, TextSize};

/// A deterministic stream of choices (xorshift), so that a failing run can be repeated.
pub(crate) struct Steps(pub u64);

impl Steps {
    /// A number below `n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The nearest character boundary of `text` at or before `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Replaces `at..end` of `text` with `inserted` and returns the parse of the new text, made
/// from `parsed` (the parse of the old text) as the server would.
pub(crate) fn replace(
    format: Format,
    text: &mut String,
    parsed: &Parse,
    at: usize,
    end: usize,
    inserted: &str,
) -> Parse {
    let (at, end) = (boundary(text, at), boundary(text, end.max(at)));
    let range = TextRange::new(
        TextSize::try_from(at).unwrap_or_default(),
        TextSize::try_from(end).unwrap_or_default(),
    );
    let reparsed = reparse_edit(parsed, text.as_str(), range, inserted);
    text.replace_range(at..end, inserted);
    reparsed.map_or_else(|| parse(format, text), |reparsed| reparsed.parse)
}

/// A random edit of `text`: up to `most_deleted` bytes from a random place replaced by one of
/// `inserts`. Returns the new parse and where the edit was.
pub(crate) fn random_edit(
    format: Format,
    text: &mut String,
    parsed: &Parse,
    steps: &mut Steps,
    inserts: &[&str],
    most_deleted: usize,
) -> (Parse, usize) {
    let at = boundary(text, steps.below(text.len()));
    let end = at + steps.below(most_deleted + 1);
    let inserted = inserts
        .get(steps.below(inserts.len()))
        .copied()
        .unwrap_or("");
    (replace(format, text, parsed, at, end, inserted), at)
}

/// The text of `parsed` with a space typed in its middle, and the parse of that text.
pub(crate) fn keystroke_in_the_middle(format: Format, parsed: &Parse) -> (String, Parse) {
    let mut text = parsed.syntax().to_string();
    let at = text.len() / 2;
    let edited = replace(format, &mut text, parsed, at, at, " ");
    (text, edited)
}
