//! Light views of green nodes and tokens with their offsets, for the features that read every
//! element of a document or record (checks, formatting, semantic tokens, the outline, the
//! SGF board): walking the green tree allocates nothing, where the syntax nodes make an object
//! for each element they visit. What only one feature needs stays in that feature's module.

mod below;
pub mod kept;
pub mod sgf;
#[cfg(test)]
mod tests;
mod text;

pub use text::text_of;

use gamerec_grammar::{
    GreenNodeData, GreenTokenData, NodeOrToken, Parse, SyntaxKind, SyntaxNode, TextRange, TextSize,
};

/// A green node and where it starts in the text.
#[derive(Clone, Copy, Debug)]
pub struct Node<'a> {
    green: &'a GreenNodeData,
    offset: TextSize,
}

/// A token, its text and its range in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: SyntaxKind,
    pub text: &'a str,
    pub range: TextRange,
}

/// A child of a node.
pub type Element<'a> = NodeOrToken<Node<'a>, Token<'a>>;

impl<'a> Token<'a> {
    /// The pieces of this token, given as kinds and byte ranges of its text (a run's, as its
    /// grammar splits it), each as a token with its own range.
    pub fn split_into(
        self,
        pieces: impl Iterator<Item = (SyntaxKind, std::ops::Range<usize>)> + 'a,
    ) -> impl Iterator<Item = Token<'a>> + 'a {
        pieces.map(move |(kind, range)| Token {
            kind,
            text: self.text.get(range.clone()).unwrap_or(""),
            range: TextRange::at(
                self.range.start() + TextSize::try_from(range.start).unwrap_or_default(),
                TextSize::try_from(range.len()).unwrap_or_default(),
            ),
        })
    }

    /// The pieces of this token split by `pieces` if it is of `run_kind`, else the token
    /// itself.
    pub fn split_run<I>(
        self,
        run_kind: SyntaxKind,
        pieces: impl FnOnce(&'a str) -> I,
    ) -> impl Iterator<Item = Token<'a>> + 'a
    where
        I: Iterator<Item = (SyntaxKind, std::ops::Range<usize>)> + 'a,
    {
        let is_run = self.kind == run_kind;
        let run = is_run.then(|| self.split_into(pieces(self.text)));
        let plain = (!is_run).then_some(self);
        run.into_iter().flatten().chain(plain)
    }

    /// A green token as a view starting at `offset`; `len` is its length, which the caller
    /// has measured already to find where the next element starts.
    #[inline]
    pub fn at(token: &'a GreenTokenData, offset: TextSize, len: TextSize) -> Token<'a> {
        Token {
            kind: SyntaxKind::of_raw(token.kind()),
            text: token.text(),
            range: TextRange::at(offset, len),
        }
    }
}

impl<'a> Node<'a> {
    #[inline]
    pub fn new(green: &'a GreenNodeData, offset: TextSize) -> Node<'a> {
        Node { green, offset }
    }

    /// The whole tree of `parse`.
    #[inline]
    pub fn root(parse: &'a Parse) -> Node<'a> {
        Node::new(parse.green(), TextSize::from(0))
    }

    /// The green node under `syntax`, where `syntax` starts.
    #[inline]
    pub fn of(syntax: &'a SyntaxNode) -> Node<'a> {
        Node::new(syntax.green(), syntax.text_range().start())
    }

    /// The green node itself, for walks of their own.
    #[inline]
    pub fn green(self) -> &'a GreenNodeData {
        self.green
    }

    #[inline]
    pub fn kind(self) -> SyntaxKind {
        SyntaxKind::of_raw(self.green.kind())
    }

    #[inline]
    pub fn range(self) -> TextRange {
        TextRange::at(self.offset, self.green.text_len())
    }

    /// The child nodes and tokens in order.
    #[inline]
    pub fn children(self) -> impl Iterator<Item = Element<'a>> {
        self.children_of(self.green.children())
    }

    /// `children` (some of the node's, the first starting at the node's own offset) as nodes
    /// and tokens with their offsets.
    #[inline]
    pub fn children_of(
        self,
        children: impl Iterator<Item = NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>>,
    ) -> impl Iterator<Item = Element<'a>> {
        let mut offset = self.offset;
        children.map(move |child| {
            let at = offset;
            match child {
                NodeOrToken::Node(green) => {
                    offset += green.text_len();
                    NodeOrToken::Node(Node { green, offset: at })
                }
                NodeOrToken::Token(token) => {
                    let len = token.text_len();
                    offset += len;
                    NodeOrToken::Token(Token::at(token, at, len))
                }
            }
        })
    }

    /// The child nodes in order; the tokens between them are only measured.
    #[inline]
    pub fn child_nodes(self) -> impl Iterator<Item = Node<'a>> {
        let mut offset = self.offset;
        self.green.children().filter_map(move |child| {
            let at = offset;
            offset += child.text_len();
            child.into_node().map(|green| Node { green, offset: at })
        })
    }

    /// The child nodes of `kind`, in order.
    #[inline]
    pub fn child_nodes_of(self, kind: SyntaxKind) -> impl Iterator<Item = Node<'a>> {
        self.child_nodes().filter(move |node| node.kind() == kind)
    }

    /// The first child node of `kind`.
    #[inline]
    pub fn child(self, kind: SyntaxKind) -> Option<Node<'a>> {
        self.child_nodes_of(kind).next()
    }

    /// The child tokens in order; the nodes between them are only measured.
    #[inline]
    pub fn tokens(self) -> impl Iterator<Item = Token<'a>> {
        let mut offset = self.offset;
        self.green.children().filter_map(move |child| {
            let at = offset;
            match child {
                NodeOrToken::Node(green) => {
                    offset += green.text_len();
                    None
                }
                NodeOrToken::Token(token) => {
                    let len = token.text_len();
                    offset += len;
                    Some(Token::at(token, at, len))
                }
            }
        })
    }

    /// The first child token of `kind`.
    #[inline]
    pub fn token(self, kind: SyntaxKind) -> Option<Token<'a>> {
        let mut offset = self.offset;
        for child in self.green.children() {
            let at = offset;
            offset += child.text_len();
            if let NodeOrToken::Token(token) = child {
                if SyntaxKind::of_raw(token.kind()) == kind {
                    return Some(Token::at(token, at, offset - at));
                }
            }
        }
        None
    }

    /// Whether a child token has a kind for which `wanted` holds.
    #[inline]
    pub fn has_token(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        self.green.children().any(|child| {
            child
                .into_token()
                .is_some_and(|token| wanted(SyntaxKind::of_raw(token.kind())))
        })
    }
}
