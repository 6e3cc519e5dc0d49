//! Formatting a document again after an edit. When the last formatting of a document found
//! nothing to change, only the records that changed since (and the gaps on either side of them)
//! need formatting: the rest were already in their canonical layout and still are.

use super::{FormatOptions, TextEdit};
use crate::ide::analysis;
use crate::ide::green::kept::{self, Element, Kept};
use gamerec_grammar::{NodeOrToken, Parse, TextRange};

/// A document as it was when its formatting last found nothing to change: its options and the
/// children of its root.
#[derive(Debug, Default)]
pub struct FormatMemo {
    clean: Option<(FormatOptions, Vec<Kept>)>,
}

impl FormatMemo {
    /// The edits that format the whole of `parse`, formatting only what changed since the
    /// document was last found formatted with the same options.
    pub fn format(&mut self, parse: &Parse, options: &FormatOptions) -> Vec<TextEdit> {
        let children: Vec<Element<'_>> = parse.green().children().collect();
        let edits = match self.changed(&children, options) {
            Some(Changed::Nothing) => Vec::new(),
            Some(Changed::Within(range)) => analysis::format_range(parse, range, options),
            None => analysis::format(parse, options),
        };
        self.clean = edits.is_empty().then(|| {
            (
                options.clone(),
                children.into_iter().map(kept::keep).collect(),
            )
        });
        edits
    }

    /// What changed since the document was last found formatted; `None` when it was not, or
    /// was with other options, or the change reaches its first child (which may hold what the
    /// whole document is laid out by, such as the first line ending).
    fn changed(&self, children: &[Element<'_>], options: &FormatOptions) -> Option<Changed> {
        let (clean_options, old) = self.clean.as_ref()?;
        if clean_options != options {
            return None;
        }
        let (prefix, suffix) = kept::common_ends(old, children);
        if prefix == old.len() && prefix == children.len() {
            return Some(Changed::Nothing);
        }
        if prefix == 0 {
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
        Some(Changed::Within(TextRange::new(
            start.into(),
            end.max(start).into(),
        )))
    }
}

enum Changed {
    Nothing,
    /// The changed children, with one unchanged child on either side.
    Within(TextRange),
}

fn text_len(element: Element<'_>) -> gamerec_grammar::TextSize {
    match element {
        NodeOrToken::Node(node) => node.text_len(),
        NodeOrToken::Token(token) => token.text_len(),
    }
}

#[cfg(test)]
mod tests;
