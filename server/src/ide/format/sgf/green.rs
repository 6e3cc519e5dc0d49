//! Views of the green tree with document offsets: the formatter reads every element of a game
//! tree, and walking green nodes allocates nothing.

use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind};

/// A green node and the offset where it starts in the document.
#[derive(Clone, Copy)]
pub(super) struct Green<'a> {
    node: &'a GreenNodeData,
    pub start: usize,
}

/// A token, its text and where it starts in the document.
#[derive(Clone, Copy)]
pub(super) struct Token<'a> {
    pub kind: SyntaxKind,
    pub text: &'a str,
    pub start: usize,
}

impl Token<'_> {
    pub fn end(self) -> usize {
        self.start + self.text.len()
    }
}

pub(super) type Child<'a> = NodeOrToken<Green<'a>, Token<'a>>;

impl<'a> Green<'a> {
    pub fn new(node: &'a GreenNodeData, start: usize) -> Green<'a> {
        Green { node, start }
    }

    pub fn kind(self) -> SyntaxKind {
        SyntaxKind::of_raw(self.node.kind())
    }

    pub fn end(self) -> usize {
        self.start + usize::from(self.node.text_len())
    }

    pub fn children(self) -> impl Iterator<Item = Child<'a>> {
        let mut offset = self.start;
        self.node.children().map(move |child| {
            let at = offset;
            offset += usize::from(child.text_len());
            match child {
                NodeOrToken::Node(node) => NodeOrToken::Node(Green { node, start: at }),
                NodeOrToken::Token(token) => NodeOrToken::Token(Token {
                    kind: SyntaxKind::of_raw(token.kind()),
                    text: token.text(),
                    start: at,
                }),
            }
        })
    }

    pub fn tokens(self) -> impl Iterator<Item = Token<'a>> {
        self.children().filter_map(NodeOrToken::into_token)
    }
}

/// One step of a walk through a game tree in document order.
pub(super) enum Step<'a> {
    /// A `(` that opens the tree or one of its variations, at this offset.
    Open(usize),
    Node(Green<'a>),
    /// A `)` that closes the innermost open tree, at this offset.
    Close(usize),
    /// Something a well-formed tree does not hold: an error, or stray text.
    Other,
}

/// Visits the parentheses and nodes of `tree` and of all its variations in document order,
/// iteratively: however deep the variations nest, and whether or not the parser flattened
/// them into tokens of the deepest tree node. Stops early when `visit` returns `false`.
pub(super) fn walk_tree<'a>(tree: Green<'a>, mut visit: impl FnMut(Step<'a>) -> bool) {
    let mut stack = vec![tree.children()];
    while let Some(children) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        let step = match child {
            NodeOrToken::Node(node) => match node.kind() {
                SyntaxKind::SGF_GAME_TREE => {
                    stack.push(node.children());
                    continue;
                }
                SyntaxKind::SGF_NODE => Step::Node(node),
                _ => Step::Other,
            },
            NodeOrToken::Token(token) => match token.kind {
                SyntaxKind::SGF_L_PAREN => Step::Open(token.start),
                SyntaxKind::SGF_R_PAREN => Step::Close(token.start),
                SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => continue,
                _ => Step::Other,
            },
        };
        if !visit(step) {
            return;
        }
    }
}

/// The text under `node`, read from its tokens.
pub(super) fn text_of(node: Green<'_>) -> String {
    super::super::green_text(node.node)
}
