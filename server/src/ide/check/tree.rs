//! Light views of green nodes and tokens with their offsets, for the checks that read every
//! element of a record: walking the green tree allocates nothing, where the typed views make a
//! node object for each element they visit.

use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind, TextRange, TextSize};

fn kind_of(raw: u16) -> SyntaxKind {
    SyntaxKind::from_raw(raw).unwrap_or(SyntaxKind::ERROR)
}

/// A green node and where it starts in the record.
#[derive(Clone, Copy)]
pub(super) struct Node<'a> {
    green: &'a GreenNodeData,
    offset: TextSize,
}

/// A token, its text and its range in the record.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub kind: SyntaxKind,
    pub text: &'a str,
    pub range: TextRange,
}

impl<'a> Node<'a> {
    pub fn new(green: &'a GreenNodeData, offset: TextSize) -> Node<'a> {
        Node { green, offset }
    }

    pub fn kind(self) -> SyntaxKind {
        kind_of(self.green.kind().0)
    }

    pub fn range(self) -> TextRange {
        TextRange::at(self.offset, self.green.text_len())
    }

    /// The child nodes and tokens in order.
    pub fn children(self) -> impl Iterator<Item = NodeOrToken<Node<'a>, Token<'a>>> {
        let mut offset = self.offset;
        self.green.children().map(move |child| {
            let at = offset;
            offset += child.text_len();
            match child {
                NodeOrToken::Node(green) => NodeOrToken::Node(Node { green, offset: at }),
                NodeOrToken::Token(token) => NodeOrToken::Token(Token {
                    kind: kind_of(token.kind().0),
                    text: token.text(),
                    range: TextRange::at(at, token.text_len()),
                }),
            }
        })
    }

    pub fn child_nodes(self) -> impl Iterator<Item = Node<'a>> {
        self.children().filter_map(NodeOrToken::into_node)
    }

    /// The first child node of `kind`.
    pub fn child(self, kind: SyntaxKind) -> Option<Node<'a>> {
        self.child_nodes().find(|node| node.kind() == kind)
    }

    pub fn tokens(self) -> impl Iterator<Item = Token<'a>> {
        self.children().filter_map(NodeOrToken::into_token)
    }

    /// The first child token of `kind`.
    pub fn token(self, kind: SyntaxKind) -> Option<Token<'a>> {
        self.tokens().find(|token| token.kind == kind)
    }

    /// Whether the node itself or an element below it has a kind for which `wanted` holds.
    pub fn contains(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        if wanted(self.kind()) {
            return true;
        }
        let mut stack = vec![self.green.children()];
        while let Some(children) = stack.last_mut() {
            let Some(child) = children.next() else {
                stack.pop();
                continue;
            };
            if wanted(kind_of(child.kind().0)) {
                return true;
            }
            if let NodeOrToken::Node(inner) = child {
                stack.push(inner.children());
            }
        }
        false
    }

    /// The tokens below the node, in order.
    pub fn for_each_token(self, mut visit: impl FnMut(Token<'a>)) {
        let mut stack = vec![(self.green.children(), self.offset)];
        while let Some((children, offset)) = stack.last_mut() {
            let Some(child) = children.next() else {
                stack.pop();
                continue;
            };
            let at = *offset;
            *offset += child.text_len();
            match child {
                NodeOrToken::Node(inner) => stack.push((inner.children(), at)),
                NodeOrToken::Token(token) => visit(Token {
                    kind: kind_of(token.kind().0),
                    text: token.text(),
                    range: TextRange::at(at, token.text_len()),
                }),
            }
        }
    }
}
