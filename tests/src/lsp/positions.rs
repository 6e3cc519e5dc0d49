//! LSP positions and ranges, and how they map to byte offsets in a text: columns count
//! `"utf-8"` bytes or (for any other encoding name) UTF-16 units, and lines end at LF, CRLF or
//! a lone CR.

use serde_json::{json, Value};
use std::ops::Range;

/// The position at `line` and `character`.
pub fn point(line: usize, character: usize) -> Value {
    json!({ "line": line, "character": character })
}

/// The range from `start` to `end`, each a (line, character) pair.
pub fn range(start: (usize, usize), end: (usize, usize)) -> Value {
    json!({ "start": point(start.0, start.1), "end": point(end.0, end.1) })
}

/// The position of byte `offset` in `text`.
pub fn position(text: &str, offset: usize, encoding: &str) -> Value {
    let (line, line_start) = line_starts(text)
        .take_while(|&start| start <= offset)
        .enumerate()
        .last()
        .expect("the first line starts at 0");
    point(line, units(&text[line_start..offset], encoding))
}

/// The range of the bytes `offsets` in `text`.
pub fn range_of(text: &str, offsets: Range<usize>, encoding: &str) -> Value {
    json!({
        "start": position(text, offsets.start, encoding),
        "end": position(text, offsets.end, encoding),
    })
}

/// The byte offset in `text` of the LSP position `at`.
pub fn offset(text: &str, at: &Value, encoding: &str) -> usize {
    let line = at["line"].as_u64().expect("a line") as usize;
    let line_start = line_starts(text)
        .nth(line)
        .unwrap_or_else(|| panic!("no line {line} in {text:?}"));
    offset_on_line(text, line_start, at, encoding)
}

/// [`offset`] for many positions of one text: the starts of its lines are found once.
pub(super) struct Offsets<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> Offsets<'t> {
    pub(super) fn new(text: &'t str) -> Offsets<'t> {
        Offsets {
            text,
            starts: line_starts(text).collect(),
        }
    }

    pub(super) fn offset(&self, at: &Value, encoding: &str) -> usize {
        let line = at["line"].as_u64().expect("a line") as usize;
        let line_start = *self
            .starts
            .get(line)
            .unwrap_or_else(|| panic!("no line {line} in {:?}", self.text));
        offset_on_line(self.text, line_start, at, encoding)
    }
}

/// The byte offset of `at`, on the line that starts at `line_start`.
fn offset_on_line(text: &str, line_start: usize, at: &Value, encoding: &str) -> usize {
    let character = at["character"].as_u64().expect("a character") as usize;
    let mut counted = 0;
    for (at, c) in text[line_start..].char_indices() {
        if counted >= character {
            return line_start + at;
        }
        counted += units(c.encode_utf8(&mut [0; 4]), encoding);
    }
    text.len()
}

/// How many columns `text` takes in `encoding`.
fn units(text: &str, encoding: &str) -> usize {
    match encoding {
        "utf-8" => text.len(),
        _ => text.encode_utf16().count(),
    }
}

/// The byte offsets at which the lines of `text` start.
fn line_starts(text: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = text.as_bytes();
    let ends = bytes.iter().enumerate().filter(move |&(at, &byte)| {
        byte == b'\n' || (byte == b'\r' && bytes.get(at + 1) != Some(&b'\n'))
    });
    std::iter::once(0).chain(ends.map(|(at, _)| at + 1))
}
