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

    /// The child nodes in order; the tokens between them are only measured.
    pub fn child_nodes(self) -> impl Iterator<Item = Node<'a>> {
        let mut offset = self.offset;
        self.green.children().filter_map(move |child| {
            let at = offset;
            offset += child.text_len();
            child.into_node().map(|green| Node { green, offset: at })
        })
    }

    /// The first child node of `kind`.
    pub fn child(self, kind: SyntaxKind) -> Option<Node<'a>> {
        self.child_nodes().find(|node| node.kind() == kind)
    }

    /// The child tokens in order; the nodes between them are only measured.
    pub fn tokens(self) -> impl Iterator<Item = Token<'a>> {
        let mut offset = self.offset;
        self.green.children().filter_map(move |child| {
            let at = offset;
            offset += child.text_len();
            child.into_token().map(|token| Token {
                kind: kind_of(token.kind().0),
                text: token.text(),
                range: TextRange::at(at, token.text_len()),
            })
        })
    }

    /// The first child token of `kind`.
    pub fn token(self, kind: SyntaxKind) -> Option<Token<'a>> {
        let mut offset = self.offset;
        for child in self.green.children() {
            let at = offset;
            offset += child.text_len();
            if let NodeOrToken::Token(token) = child {
                if kind_of(token.kind().0) == kind {
                    return Some(Token {
                        kind,
                        text: token.text(),
                        range: TextRange::at(at, token.text_len()),
                    });
                }
            }
        }
        None
    }

    /// Whether a child token has a kind for which `wanted` holds.
    pub fn has_token(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        self.green.children().any(|child| {
            child
                .into_token()
                .is_some_and(|token| wanted(kind_of(token.kind().0)))
        })
    }

    /// Whether the node itself or an element below it has a kind for which `wanted` holds.
    pub fn contains(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        wanted(self.kind()) || contains_below(self.green, &wanted, 0)
    }

    /// The tokens below the node, in order.
    pub fn for_each_token(self, mut visit: impl FnMut(Token<'a>)) {
        self.tokens_below(0, &mut |token| {
            visit(token);
            true
        });
    }

    /// Calls `go_on` with the tokens below the node, in order, until it returns false;
    /// returns whether it never did.
    pub fn tokens_while(self, mut go_on: impl FnMut(Token<'a>) -> bool) -> bool {
        self.tokens_below(0, &mut go_on)
    }

    /// Visits the tokens below the node by recursion for the first levels, which allocates
    /// nothing; the trees the checks walk are that shallow, deeper ones go on with a stack.
    fn tokens_below(self, depth: usize, go_on: &mut dyn FnMut(Token<'a>) -> bool) -> bool {
        if depth >= SHALLOW {
            return self.tokens_below_on_heap(go_on);
        }
        for child in self.children() {
            let more = match child {
                NodeOrToken::Node(inner) => inner.tokens_below(depth + 1, go_on),
                NodeOrToken::Token(token) => go_on(token),
            };
            if !more {
                return false;
            }
        }
        true
    }

    fn tokens_below_on_heap(self, go_on: &mut dyn FnMut(Token<'a>) -> bool) -> bool {
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
                NodeOrToken::Token(token) => {
                    let token = Token {
                        kind: kind_of(token.kind().0),
                        text: token.text(),
                        range: TextRange::at(at, token.text_len()),
                    };
                    if !go_on(token) {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// Whether an element below `green` has a kind for which `wanted` holds.
fn contains_below(
    green: &GreenNodeData,
    wanted: &impl Fn(SyntaxKind) -> bool,
    depth: usize,
) -> bool {
    if depth >= SHALLOW {
        return !walk_on_heap(green, &mut |kind| !wanted(kind));
    }
    green.children().any(|child| {
        wanted(kind_of(child.kind().0))
            || child
                .into_node()
                .is_some_and(|inner| contains_below(inner, wanted, depth + 1))
    })
}

/// How many levels the walks go down by recursion before they take a stack on the heap.
const SHALLOW: usize = 16;

fn walk_on_heap(green: &GreenNodeData, go_on: &mut dyn FnMut(SyntaxKind) -> bool) -> bool {
    let mut stack = vec![green.children()];
    while let Some(children) = stack.last_mut() {
        let Some(child) = children.next() else {
            stack.pop();
            continue;
        };
        if !go_on(kind_of(child.kind().0)) {
            return false;
        }
        if let NodeOrToken::Node(inner) = child {
            stack.push(inner.children());
        }
    }
    true
}
