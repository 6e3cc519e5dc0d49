//! The outline sent to the editor, kept between requests one child of the document's root at a
//! time. After an edit, the children the edit left alone keep their symbols, already turned
//! into positions counted from the child's start, as long as the children before them carry
//! the same into them (see [`Carried`]); only the others are outlined again. The reply is
//! written as JSON directly from what is kept.

mod packed;

use super::convert::{self, PositionEncoding};
use super::protocol as lsp;
use super::raw_replies::Chunks;
use crate::ide::analysis;
use crate::ide::green::kept::{self, Element, Kept};
use crate::ide::symbols::{self, Budget, Carried};
use gamerec_grammar::{NodeOrToken, Parse, TextSize};
use packed::Packed;
use ropey::Rope;
use std::io::Write;

/// A position counted from the start of a child of the root. On the child's first line the
/// column counts from the child's first column.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Relative {
    line: u32,
    column: u32,
}

impl Relative {
    /// Where this position is in a text in which its child starts at `start`.
    fn after(self, start: Relative) -> Relative {
        if self.line == 0 {
            Relative {
                line: start.line,
                column: start.column.saturating_add(self.column),
            }
        } else {
            Relative {
                line: start.line.saturating_add(self.line),
                column: self.column,
            }
        }
    }
}

/// What is kept of one child of the root.
#[derive(Debug)]
struct KeptChild {
    /// Where the child's text ends, counted from its start.
    end: Relative,
    /// Whether its text ends with a carriage return.
    ends_with_cr: bool,
    /// Its outline, for a child that is a node.
    outline: Option<Box<KeptOutline>>,
}

#[derive(Debug)]
struct KeptOutline {
    /// What the children before it carried into it.
    carried: Carried,
    /// Whether its own children (sections, notes, variations) were listed.
    with_children: bool,
    symbols: Packed,
}

/// The outline of one document as last sent, child by child of the root.
#[derive(Debug, Default)]
pub struct OutlineMemo {
    encoding: Option<PositionEncoding>,
    elements: Vec<Kept>,
    children: Vec<KeptChild>,
    /// What the last child carried out of it.
    carried_after: Carried,
    /// How many nodes the last request outlined afresh.
    outlined_afresh: usize,
}

impl OutlineMemo {
    /// How many children of the root that are nodes the last outline read again.
    pub fn outlined_afresh(&self) -> usize {
        self.outlined_afresh
    }
}

/// What the children of the old version after `index` say the old child at `index` carried
/// out of it: what the next node was given, or what the last one gave.
fn carried_out_of(old: &[Option<KeptChild>], index: usize, carried_after: &Carried) -> Carried {
    old.iter()
        .skip(index + 1)
        .flatten()
        .find_map(|child| child.outline.as_ref())
        .map_or_else(|| carried_after.clone(), |next| next.carried.clone())
}

/// The outline of `parse` as the JSON of a `DocumentSymbol` array, reusing what `memo` kept of
/// an earlier version and keeping this one in it. `None` when the text splits a CR LF pair
/// between two children of the root, where positions counted per child would be wrong; the
/// caller then builds the outline whole.
pub fn outline_json(
    parse: &Parse,
    text: &Rope,
    encoding: PositionEncoding,
    memo: &mut OutlineMemo,
) -> Option<Chunks> {
    let old = std::mem::take(memo);
    let (old_elements, mut old_children, old_carried_after) = if old.encoding == Some(encoding) {
        let children: Vec<Option<KeptChild>> = old.children.into_iter().map(Some).collect();
        (old.elements, children, old.carried_after)
    } else {
        Default::default()
    };
    let elements: Vec<Element<'_>> = parse.green().children().collect();
    let (prefix, suffix) = kept::common_ends(&old_elements, &elements);
    let old_index = |index: usize| {
        if index < prefix {
            Some(index)
        } else if index + suffix >= elements.len() {
            (index + old_elements.len()).checked_sub(elements.len())
        } else {
            None
        }
    };
    let mut children = Vec::with_capacity(elements.len());
    let mut carried = Carried::default();
    let mut budget = Budget::new();
    let mut out = Chunks::default();
    let mut start = Relative::default();
    let mut after_cr = false;
    let mut first = true;
    let mut outlined_afresh = 0;
    let mut texts = ChildTexts {
        chunks: text.chunks(),
        rest: "",
    };
    // The text of the child being outlined afresh.
    let mut child_text = String::new();
    out.write_all(b"[").ok()?;
    for (index, element) in elements.iter().enumerate() {
        if after_cr && starts_with_line_feed(*element) {
            return None;
        }
        let mut reused = None;
        if let Some(at) = old_index(index) {
            if let Some(child) = old_children.get_mut(at).and_then(Option::take) {
                match (&child.outline, element) {
                    (None, NodeOrToken::Token(_)) => reused = Some(child),
                    (Some(outline), NodeOrToken::Node(_))
                        if outline.carried == carried
                            && (outline.with_children || !budget.allows()) =>
                    {
                        carried = carried_out_of(&old_children, at, &old_carried_after);
                        reused = Some(child);
                    }
                    _ => {}
                }
            }
        }
        let child = match reused {
            Some(child) => {
                texts.read(usize::from(element.text_len()), None)?;
                child
            }
            None => {
                outlined_afresh += usize::from(element.as_node().is_some());
                let allows = budget.allows();
                child_text.clear();
                texts.read(usize::from(element.text_len()), Some(&mut child_text))?;
                fresh_child(parse, *element, &mut carried, allows, encoding, &child_text)
            }
        };
        if let Some(outline) = &child.outline {
            let fits = |descendants| budget.fits(descendants);
            outline
                .symbols
                .write(&mut out, start, &mut first, fits)
                .ok()?;
        }
        start = child.end.after(start);
        after_cr = child.ends_with_cr;
        children.push(child);
    }
    out.write_all(b"]").ok()?;
    *memo = OutlineMemo {
        encoding: Some(encoding),
        elements: elements
            .iter()
            .map(|element| kept::keep(*element))
            .collect(),
        children,
        carried_after: carried,
        outlined_afresh,
    };
    Some(out)
}

/// The texts of the root's children one after another, read from the rope's chunks in order.
struct ChildTexts<'r> {
    chunks: ropey::iter::Chunks<'r>,
    /// What is left of the chunk being read.
    rest: &'r str,
}

impl ChildTexts<'_> {
    /// Reads the next `len` bytes, into `out` if given. `None` if the text ends sooner or the
    /// bytes end inside a character (the tree is not of this text).
    fn read(&mut self, mut len: usize, mut out: Option<&mut String>) -> Option<()> {
        while len > 0 {
            if self.rest.is_empty() {
                self.rest = self.chunks.next()?;
            }
            let taken = len.min(self.rest.len());
            let (now, later) = (self.rest.get(..taken)?, self.rest.get(taken..)?);
            if let Some(out) = out.as_deref_mut() {
                out.push_str(now);
            }
            self.rest = later;
            len -= taken;
        }
        Some(())
    }
}

/// Whether the text of `element` starts with a line feed.
fn starts_with_line_feed(element: Element<'_>) -> bool {
    let mut element = element;
    loop {
        match element {
            NodeOrToken::Token(token) => return token.text().starts_with('\n'),
            NodeOrToken::Node(node) => match node.children().next() {
                Some(first) => element = first,
                None => return false,
            },
        }
    }
}

/// Outlines `element`, a child of the root whose text is `text`, after what `carried` says the
/// children before it carried, and measures its text.
fn fresh_child(
    parse: &Parse,
    element: Element<'_>,
    carried: &mut Carried,
    with_children: bool,
    encoding: PositionEncoding,
    text: &str,
) -> KeptChild {
    let NodeOrToken::Node(node) = element else {
        let (_, end) = positions(text, &[], encoding);
        return KeptChild {
            end,
            ends_with_cr: text.ends_with('\r'),
            outline: None,
        };
    };
    let given = carried.clone();
    let symbols = analysis::record_symbols(parse, node, carried, with_children);
    let offsets = symbols::offsets(&symbols);
    let (found, end) = positions(text, &offsets, encoding);
    let at = |offset: TextSize| {
        offsets
            .binary_search(&offset)
            .ok()
            .and_then(|index| found.get(index).copied())
            .unwrap_or(end)
    };
    KeptChild {
        end,
        ends_with_cr: text.ends_with('\r'),
        outline: Some(Box::new(KeptOutline {
            carried: given,
            with_children,
            symbols: Packed::new(&symbols, &at),
        })),
    }
}

/// [`convert::positions_in`] as positions counted from the start of `text`.
fn positions(
    text: &str,
    offsets: &[TextSize],
    encoding: PositionEncoding,
) -> (Vec<Relative>, Relative) {
    let relative = |position: lsp::Position| Relative {
        line: position.line,
        column: position.character,
    };
    let (found, end) = convert::positions_in(text, offsets, encoding);
    (found.into_iter().map(relative).collect(), relative(end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lsp::navigation::whole_outline;
    use crate::random_edits::{keystroke_in_the_middle, random_edit, Steps};
    use gamerec_grammar::{parse, Format};
    use ropey::Rope;
    use serde_json::Value;

    /// The outline written from the memo, as a JSON value.
    fn written(
        parsed: &Parse,
        encoding: PositionEncoding,
        memo: &mut OutlineMemo,
    ) -> Option<Value> {
        let text = Rope::from_str(&parsed.syntax().to_string());
        let json = outline_json(parsed, &text, encoding, memo)?;
        let mut bytes = Vec::new();
        for piece in json.pieces() {
            bytes.extend_from_slice(piece);
        }
        Some(serde_json::from_slice(&bytes).expect("the outline is JSON"))
    }

    fn whole(parsed: &Parse, text: &str, encoding: PositionEncoding) -> Value {
        let outline = whole_outline(parsed, &Rope::from_str(text), encoding);
        serde_json::to_value(outline).expect("the outline serializes")
    }

    /// After any edit, in either encoding and with any line ends, the outline written from
    /// what was kept is the outline built whole.
    #[test]
    fn kept_outlines_are_the_outlines_built_whole() {
        const INSERTS: [&str; 9] = ["x", "\n", "9", " ", "[", "\n\n", "é", "\r", "😀"];
        let mut steps = Steps(0x2545_f491_4f6c_dd1d);
        for format in Format::ALL {
            for (encoding, line_end) in [
                (PositionEncoding::Utf16, "\n"),
                (PositionEncoding::Utf8, "\r\n"),
                (PositionEncoding::Utf16, "\r"),
            ] {
                let mut text = crate::generate::document(format, 16 * 1024).replace('\n', line_end);
                let mut parsed = parse(format, &text);
                let mut memo = OutlineMemo::default();
                let mut compared = 0;
                for _ in 0..30 {
                    if let Some(outline) = written(&parsed, encoding, &mut memo) {
                        assert!(
                            outline == whole(&parsed, &text, encoding),
                            "{format:?} {encoding:?} {line_end:?}: the kept outline differs"
                        );
                        compared += 1;
                    }
                    (parsed, _) = random_edit(format, &mut text, &parsed, &mut steps, &INSERTS, 4);
                }
                assert!(
                    compared >= 25,
                    "{format:?} {line_end:?}: {compared} compared"
                );
            }
        }
    }

    /// A keystroke inside one record of a long document outlines that record again and reuses
    /// the rest.
    #[test]
    fn a_keystroke_outlines_one_record_again() {
        for format in [
            Format::Pbn,
            Format::Rbn,
            Format::Rbx,
            Format::Sgf,
            Format::Lin,
        ] {
            let text = crate::generate::document(format, 256 * 1024);
            let parsed = parse(format, &text);
            let mut memo = OutlineMemo::default();
            let before = written(&parsed, PositionEncoding::Utf16, &mut memo);
            assert!(before.is_some(), "{format:?}");
            let all = memo.outlined_afresh();
            let (edited_text, edited) = keystroke_in_the_middle(format, &parsed);
            let after = written(&edited, PositionEncoding::Utf16, &mut memo);
            assert!(
                after == Some(whole(&edited, &edited_text, PositionEncoding::Utf16)),
                "{format:?}"
            );
            assert!(all > 8, "{format:?}: {all} records");
            assert!(
                memo.outlined_afresh() <= 2,
                "{format:?}: {} of {all} records outlined again",
                memo.outlined_afresh()
            );
        }
    }

    /// Outlining a document and then outlining it again after a keystroke costs time in
    /// proportion to the document.
    #[test]
    fn outlining_and_outlining_again_grows_linearly() {
        crate::linear_documents::assert_keystroke_pass_linear(
            "outline",
            |parsed, text, edited, edited_text| {
                let mut memo = OutlineMemo::default();
                let utf16 = PositionEncoding::Utf16;
                let first = outline_json(parsed, text, utf16, &mut memo);
                let again = outline_json(edited, edited_text, utf16, &mut memo);
                Box::new((first, again))
            },
        );
    }
}
