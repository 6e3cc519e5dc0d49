//! Text edits: the smallest replacement that turns one piece of text into another, and
//! applying a list of edits to a text.

use gamerec_grammar::{TextRange, TextSize};

/// Replace `range` of the original text by `new_text`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextEdit {
    pub range: TextRange,
    pub new_text: String,
}

/// The edit that turns `old` (found at `start` in the document) into `new`, without the
/// prefix and suffix they share; `None` when they are equal.
pub(crate) fn replace(start: TextSize, old: &str, new: &str) -> Option<TextEdit> {
    if old == new {
        return None;
    }
    let mut prefix = old
        .bytes()
        .zip(new.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    while !old.is_char_boundary(prefix) || !new.is_char_boundary(prefix) {
        prefix -= 1;
    }
    let (old_rest, new_rest) = (&old[prefix..], &new[prefix..]);
    let mut suffix = old_rest
        .bytes()
        .rev()
        .zip(new_rest.bytes().rev())
        .take_while(|(a, b)| a == b)
        .count();
    while !old_rest.is_char_boundary(old_rest.len() - suffix)
        || !new_rest.is_char_boundary(new_rest.len() - suffix)
    {
        suffix -= 1;
    }
    let size = |n: usize| TextSize::try_from(n).unwrap_or_default();
    Some(TextEdit {
        range: TextRange::new(start + size(prefix), start + size(old.len() - suffix)),
        new_text: new_rest[..new_rest.len() - suffix].to_string(),
    })
}

/// `text` with `edits` applied. The edits must not overlap; they may come in any order. An
/// edit whose range is not inside the text, or not on character boundaries, is left out.
pub fn apply(text: &str, edits: &[TextEdit]) -> String {
    let mut sorted: Vec<&TextEdit> = edits.iter().collect();
    sorted.sort_by_key(|edit| (edit.range.start(), edit.range.end()));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in sorted {
        let start = usize::from(edit.range.start());
        let end = usize::from(edit.range.end());
        if start < at
            || end > text.len()
            || !text.is_char_boundary(start)
            || !text.is_char_boundary(end)
        {
            continue;
        }
        out.push_str(&text[at..start]);
        out.push_str(&edit.new_text);
        at = end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replace_keeps_only_what_differs() {
        let edit = replace(TextSize::from(10), "H n:akq", "H N:AKQ").unwrap();
        assert_eq!(edit.range, TextRange::new(12.into(), 17.into()));
        assert_eq!(edit.new_text, "N:AKQ");
        assert_eq!(replace(TextSize::from(0), "same", "same"), None);
        let edit = replace(TextSize::from(0), "é1", "è1").unwrap();
        assert_eq!(apply("é1", &[edit]), "è1");
    }

    #[test]
    fn apply_in_any_order() {
        let edits = [
            TextEdit {
                range: TextRange::new(4.into(), 5.into()),
                new_text: "E".into(),
            },
            TextEdit {
                range: TextRange::new(0.into(), 1.into()),
                new_text: "A".into(),
            },
        ];
        assert_eq!(apply("abcde", &edits), "AbcdE");
    }
}
