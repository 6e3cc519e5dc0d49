//! The part of a document that range formatting reads: whole lines around the range, with a
//! few records on either side, and their text copied from the green tree, so that formatting a
//! range of a large document costs the records around it.

use crate::ide::green::Node;
use gamerec_grammar::SyntaxKind::{self, NEWLINE};
use gamerec_grammar::{NodeOrToken, Parse, SyntaxElement, SyntaxNode, TextRange, TextSize};

/// The children of the root that formatting reads: whole lines, from a line end at file level
/// to another, with two items (records, headers) more on either side of the range asked for,
/// so that every line the range touches has the lines around it in hand.
pub(crate) struct Window {
    pub start: TextSize,
    pub end: TextSize,
}

impl Window {
    /// The whole document.
    pub fn whole(root: &SyntaxNode) -> Window {
        Window {
            start: TextSize::from(0),
            end: root.text_range().end(),
        }
    }

    /// The lines around `range`, with two children of the root that `is_item` picks on either
    /// side.
    pub fn around(root: &SyntaxNode, range: TextRange, is_item: fn(SyntaxKind) -> bool) -> Window {
        const MARGIN: usize = 2;
        // The root's children from the green tree, which builds no node to list them.
        let mut offset = TextSize::from(0);
        let children: Vec<(SyntaxKind, TextRange)> = root
            .green()
            .children()
            .map(|child| {
                let at = TextRange::at(offset, child.text_len());
                offset = at.end();
                (SyntaxKind::of_raw(child.kind()), at)
            })
            .collect();
        // Back over MARGIN items that start before the range, then to a line's start.
        let mut first = children.partition_point(|(_, at)| at.end() <= range.start());
        let mut items = 0;
        while first > 0 && items < MARGIN {
            first -= 1;
            items += usize::from(children.get(first).is_some_and(|(kind, _)| is_item(*kind)));
        }
        while first > 0
            && children
                .get(first - 1)
                .is_some_and(|(kind, _)| *kind != NEWLINE)
        {
            first -= 1;
        }
        // On past MARGIN items that end after the range, then past a line end.
        let mut last = children.partition_point(|(_, at)| at.start() < range.end());
        let mut items = 0;
        while last < children.len() && items < MARGIN {
            items += usize::from(children.get(last).is_some_and(|(kind, _)| is_item(*kind)));
            last += 1;
        }
        while last < children.len()
            && children
                .get(last - 1)
                .is_some_and(|(kind, _)| *kind != NEWLINE)
        {
            last += 1;
        }
        let at = |index: usize| children.get(index).map(|(_, at)| at.start());
        Window {
            start: at(first).unwrap_or(offset),
            end: at(last).unwrap_or(offset),
        }
    }

    /// The root's children in the window, in order.
    pub fn children(&self, root: &SyntaxNode) -> impl Iterator<Item = SyntaxElement> {
        let (start, end) = (self.start, self.end);
        let first = (start < end)
            .then(|| root.child_or_token_at_range(TextRange::at(start, TextSize::from(1))))
            .flatten();
        std::iter::successors(first, |child| child.next_sibling_or_token())
            .skip_while(move |child| child.text_range().start() < start)
            .take_while(move |child| child.text_range().start() < end)
    }

    /// The text of the window, copied from the green tree.
    pub fn text(&self, parse: &Parse) -> WindowText {
        let mut text = String::new();
        for child in self.children(&parse.syntax()) {
            match &child {
                NodeOrToken::Node(node) => Node::of(node).push_text(&mut text),
                NodeOrToken::Token(token) => text.push_str(token.text()),
            }
        }
        WindowText {
            start: self.start,
            text,
        }
    }
}

/// The text of a window, read by ranges of the whole document's text.
pub(crate) struct WindowText {
    start: TextSize,
    text: String,
}

impl WindowText {
    /// The text of `range`, which lies in the window; empty where it does not.
    pub fn get(&self, range: TextRange) -> &str {
        let from = |at: TextSize| usize::from(at.checked_sub(self.start).unwrap_or_default());
        self.text
            .get(from(range.start())..from(range.end()))
            .unwrap_or_default()
    }

    /// A line kept as written from `start` to the end of its last piece: the blanks after
    /// the last piece go, those inside it stay (they may be part of a value left open), and
    /// so do line breaks a piece ends with (a comment left open runs to the end of the text).
    pub fn line_as_written(&self, start: TextSize, pieces: &[SyntaxElement]) -> &str {
        let end = pieces
            .last()
            .map_or(start, |piece| piece.text_range().end().max(start));
        self.get(TextRange::new(start, end))
            .trim_end_matches(['\n', '\r'])
    }

    /// The whole text of the window.
    pub fn all(&self) -> &str {
        &self.text
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
}
