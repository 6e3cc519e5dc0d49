//! The green-tree views the PBN formatter reads games with (shared with other features in
//! `ide::green`), and what only the formatter asks of them: a node's text compared, copied
//! or counted without building a string, and searches for nodes of a kind.

use gamerec_grammar::{NodeOrToken, SyntaxKind};

pub(super) use crate::ide::green::{Node, Token};

/// How deep the node searches below a node go: the PBN grammar nests a tag's value at most a
/// few levels (value, deal, hand, suit), and the searches stop there.
const MAX_DEPTH: usize = 12;

impl<'a> Node<'a> {
    /// The kind of the last token below the node, found by going down the last child (`None`
    /// when a last child is a node without children).
    pub(super) fn last_token_kind(self) -> Option<SyntaxKind> {
        let mut green = self.green();
        loop {
            match green.children().next_back()? {
                NodeOrToken::Node(inner) => green = inner,
                NodeOrToken::Token(token) => return Some(SyntaxKind::of_raw(token.kind())),
            }
        }
    }

    /// The nodes of `kind` below the node, in order (not below `MAX_DEPTH`).
    pub(super) fn for_each_node(self, kind: SyntaxKind, visit: &mut impl FnMut(Node<'a>)) {
        for_each_node(self, kind, 0, visit);
    }

    /// The kind and text of each token below the node, in order.
    pub(super) fn for_each_text(self, mut visit: impl FnMut(SyntaxKind, &'a str)) {
        self.green_tokens_while(|token| {
            visit(SyntaxKind::of_raw(token.kind()), token.text());
            true
        });
    }

    /// Whether the node's text equals `text`, compared token by token.
    pub(super) fn text_eq(self, text: &str) -> bool {
        if usize::from(self.range().len()) != text.len() {
            return false;
        }
        let mut rest = Some(text);
        self.for_each_text(|_, piece| {
            rest = rest.and_then(|rest| rest.strip_prefix(piece));
        });
        rest == Some("")
    }

    /// The node's text appended to `out`.
    pub(super) fn push_text(self, out: &mut String) {
        self.for_each_text(|_, text| out.push_str(text));
    }

    /// The number of characters of the node's text.
    pub(super) fn char_count(self) -> usize {
        let mut count = 0;
        self.for_each_text(|_, text| count += text.chars().count());
        count
    }
}

fn for_each_node<'a>(
    node: Node<'a>,
    kind: SyntaxKind,
    depth: usize,
    visit: &mut impl FnMut(Node<'a>),
) {
    if depth >= MAX_DEPTH {
        return;
    }
    for child in node.child_nodes() {
        if child.kind() == kind {
            visit(child);
        }
        for_each_node(child, kind, depth + 1, visit);
    }
}
