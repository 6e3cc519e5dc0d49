//! Light views of the green tree for the PBN formatter: a node with its offset, its children
//! as nodes and tokens whose text is a slice of the tree. Reading a game this way allocates
//! nothing, where the red tree makes a node object for every element it visits.

use gamerec_grammar::{GreenNodeData, NodeOrToken, SyntaxKind, TextRange, TextSize};

fn kind_of(raw: u16) -> SyntaxKind {
    SyntaxKind::from_raw(raw).unwrap_or(SyntaxKind::ERROR)
}

/// How deep the walks below a node go by recursion: the PBN grammar nests a tag's value at
/// most a few levels (value, deal, hand, suit). Node searches stop there; the token walk goes
/// on with a stack on the heap.
const MAX_DEPTH: usize = 12;

/// A green node and where it starts in the document.
#[derive(Clone, Copy)]
pub(super) struct Node<'a> {
    green: &'a GreenNodeData,
    offset: TextSize,
}

/// A token and its text.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub kind: SyntaxKind,
    pub text: &'a str,
}

pub(super) type Element<'a> = NodeOrToken<Node<'a>, Token<'a>>;

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
    pub fn children(self) -> impl Iterator<Item = Element<'a>> {
        let mut offset = self.offset;
        self.green.children().map(move |child| {
            let at = offset;
            offset += child.text_len();
            match child {
                NodeOrToken::Node(green) => NodeOrToken::Node(Node { green, offset: at }),
                NodeOrToken::Token(token) => NodeOrToken::Token(Token {
                    kind: kind_of(token.kind().0),
                    text: token.text(),
                }),
            }
        })
    }

    pub fn child_nodes(self) -> impl Iterator<Item = Node<'a>> {
        self.children().filter_map(NodeOrToken::into_node)
    }

    /// The first child token of `kind`.
    pub fn token(self, kind: SyntaxKind) -> Option<Token<'a>> {
        self.children()
            .filter_map(NodeOrToken::into_token)
            .find(|token| token.kind == kind)
    }

    /// The kind of the last token below the node, found by going down the last child (`None`
    /// when a last child is a node without children).
    pub fn last_token_kind(self) -> Option<SyntaxKind> {
        let mut green = self.green;
        loop {
            match green.children().next_back()? {
                NodeOrToken::Node(inner) => green = inner,
                NodeOrToken::Token(token) => return Some(kind_of(token.kind().0)),
            }
        }
    }

    /// The tokens below the node, in order.
    pub fn for_each_token(self, visit: &mut impl FnMut(Token<'a>)) {
        for_each_token(self.green, 0, visit);
    }

    /// The nodes of `kind` below the node, in order (not below `MAX_DEPTH`).
    pub fn for_each_node(self, kind: SyntaxKind, visit: &mut impl FnMut(Node<'a>)) {
        for_each_node(self, kind, 0, visit);
    }

    /// Whether the node's text equals `text`, compared token by token.
    pub fn text_eq(self, text: &str) -> bool {
        if usize::from(self.green.text_len()) != text.len() {
            return false;
        }
        let mut rest = Some(text);
        self.for_each_token(&mut |token| {
            rest = rest.and_then(|rest| rest.strip_prefix(token.text));
        });
        rest == Some("")
    }

    /// The node's text appended to `out`.
    pub fn push_text(self, out: &mut String) {
        self.for_each_token(&mut |token| out.push_str(token.text));
    }

    /// The number of characters of the node's text.
    pub fn char_count(self) -> usize {
        let mut count = 0;
        self.for_each_token(&mut |token| count += token.text.chars().count());
        count
    }
}

fn for_each_token<'a>(green: &'a GreenNodeData, depth: usize, visit: &mut impl FnMut(Token<'a>)) {
    for child in green.children() {
        match child {
            NodeOrToken::Node(inner) if depth < MAX_DEPTH => {
                for_each_token(inner, depth + 1, visit);
            }
            NodeOrToken::Node(inner) => for_each_token_on_heap(inner, visit),
            NodeOrToken::Token(token) => visit(Token {
                kind: kind_of(token.kind().0),
                text: token.text(),
            }),
        }
    }
}

/// The tokens below a node deeper than the grammar nests, with a stack on the heap.
fn for_each_token_on_heap<'a>(green: &'a GreenNodeData, visit: &mut impl FnMut(Token<'a>)) {
    let mut stack = vec![green.children()];
    while let Some(children) = stack.last_mut() {
        match children.next() {
            Some(NodeOrToken::Node(inner)) => stack.push(inner.children()),
            Some(NodeOrToken::Token(token)) => visit(Token {
                kind: kind_of(token.kind().0),
                text: token.text(),
            }),
            None => {
                stack.pop();
            }
        }
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
