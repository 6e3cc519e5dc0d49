//! Formatting a document again after an edit. When the last formatting of a document found
//! nothing to change, only the records that changed since (and the gaps on either side of them)
//! need formatting: the rest were already in their canonical layout and still are.

use super::{FormatOptions, TextEdit};
use crate::ide::green::kept::{self, Element, Kept};
use gamerec_grammar::{NodeOrToken, Parse, TextRange};

/// A document as it was when its formatting last found nothing to change: its options and the
/// children of its root.
#[derive(Debug, Default)]
pub struct FormatMemo {
    clean: Option<(FormatOptions, Vec<Kept>)>,
}

impl FormatMemo {
    /// What formatting `parse` with `options` has to read.
    pub fn plan(&self, parse: &Parse, options: &FormatOptions) -> Plan {
        let children: Vec<Element<'_>> = parse.green().children().collect();
        self.changed(&children, options).unwrap_or(Plan::Whole)
    }

    /// Keeps `parse` as formatted with `options` if formatting it found no edit, and forgets
    /// what was kept otherwise.
    pub fn remember(&mut self, parse: &Parse, options: &FormatOptions, edits: &[TextEdit]) {
        self.clean = edits.is_empty().then(|| {
            let children = parse.green().children().map(kept::keep).collect();
            (options.clone(), children)
        });
    }

    /// What changed since the document was last found formatted; `None` when it was not, or
    /// was with other options, or the change reaches its first two children (the first may
    /// hold what the whole document is laid out by, such as the first line ending).
    fn changed(&self, children: &[Element<'_>], options: &FormatOptions) -> Option<Plan> {
        let (clean_options, old) = self.clean.as_ref()?;
        if clean_options != options {
            return None;
        }
        let (prefix, suffix) = kept::common_ends(old, children);
        if prefix == old.len() && prefix == children.len() {
            return Some(Plan::Nothing);
        }
        // The range starts at the child before the change: when that is the first child, the
        // rules for the start of the document apply (in Preferans, whitespace before the first
        // record goes), which only a whole formatting applies.
        if prefix <= 1 {
            return None;
        }
        // From the child before the change to the child after it, so that the gaps on both
        // sides of the change are formatted too.
        let first = prefix - 1;
        let last = (children.len() - suffix).min(children.len().saturating_sub(1));
        let offset_of = |index: usize| -> u32 {
            children
                .iter()
                .take(index)
                .map(|child| u32::from(text_len(*child)))
                .sum()
        };
        let start = offset_of(first);
        let end = offset_of(last + 1);
        Some(Plan::Within(TextRange::new(
            start.into(),
            end.max(start).into(),
        )))
    }
}

/// What a formatting of the whole document has to read.
#[derive(Debug, PartialEq, Eq)]
pub enum Plan {
    /// Nothing: the document is the one last found formatted.
    Nothing,
    /// The records in the range (the changed children, with one unchanged child on either
    /// side); the rest is as it was when last found formatted.
    Within(TextRange),
    /// All of it.
    Whole,
}

fn text_len(element: Element<'_>) -> gamerec_grammar::TextSize {
    match element {
        NodeOrToken::Node(node) => node.text_len(),
        NodeOrToken::Token(token) => token.text_len(),
    }
}

#[cfg(test)]
mod tests;
