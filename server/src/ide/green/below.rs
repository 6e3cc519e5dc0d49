//! Walks over everything below a node, in text order: its tokens, its nodes of a kind, whether
//! a kind occurs, its last token.

use super::{Node, Token};
use gamerec_grammar::{GreenNodeData, GreenTokenData, NodeOrToken, SyntaxKind, TextSize};

/// How many levels the walks below a node go down by recursion, which allocates nothing,
/// before they go on with a stack on the heap: the grammars nest far less than this, only
/// deeply nested input (SGF variations) takes the heap.
const SHALLOW: usize = 16;

type GreenElement<'a> = NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>;

impl<'a> Node<'a> {
    /// The tokens below the node, in order.
    #[inline]
    pub fn for_each_token(self, mut visit: impl FnMut(Token<'a>)) {
        self.tokens_while(|token| {
            visit(token);
            true
        });
    }

    /// Calls `go_on` with the tokens below the node, in order, until it returns false;
    /// returns whether it never did.
    #[inline]
    pub fn tokens_while(self, mut go_on: impl FnMut(Token<'a>) -> bool) -> bool {
        // The tokens below a node follow each other without gaps, so each one starts where
        // the one before it ends.
        let mut offset = self.offset;
        self.green_tokens_while(|token| {
            let len = token.text_len();
            let at = offset;
            offset += len;
            go_on(Token::at(token, at, len))
        })
    }

    /// Calls `go_on` with the green tokens below the node, in order, until it returns false;
    /// returns whether it never did. For walks that need no offsets, which cost time to track.
    #[inline]
    pub fn green_tokens_while(self, go_on: impl FnMut(&'a GreenTokenData) -> bool) -> bool {
        walk_below(self.green, 0, &mut Tokens(go_on))
    }

    /// The tokens below the node, in order, leaving out the subtrees of the node kinds for
    /// which `skip` holds.
    pub fn for_each_token_outside(
        self,
        skip: impl Fn(SyntaxKind) -> bool,
        mut visit: impl FnMut(Token<'a>),
    ) {
        let mut tokens = Outside {
            skip,
            visit: |token| visit(token),
            offset: self.offset,
        };
        walk_below(self.green, 0, &mut tokens);
    }

    /// The nodes of `kind` below the node, in order.
    pub fn for_each_node_of(self, kind: SyntaxKind, mut visit: impl FnMut(Node<'a>)) {
        // A node starts where the tokens before it end.
        let mut offset = self.offset;
        let mut nodes = Elements(|element: GreenElement<'a>| {
            match element {
                NodeOrToken::Node(green) => {
                    if SyntaxKind::of_raw(green.kind()) == kind {
                        visit(Node { green, offset });
                    }
                }
                NodeOrToken::Token(token) => offset += token.text_len(),
            }
            true
        });
        walk_below(self.green, 0, &mut nodes);
    }

    /// Whether the node itself or an element below it has a kind for which `wanted` holds.
    pub fn contains(self, wanted: impl Fn(SyntaxKind) -> bool) -> bool {
        wanted(self.kind())
            || !walk_below(
                self.green,
                0,
                &mut Elements(|element: GreenElement<'a>| {
                    !wanted(SyntaxKind::of_raw(element.kind()))
                }),
            )
    }

    /// The last token below the node, found by going down the last child (`None` when a last
    /// child is a node without children).
    #[inline]
    pub fn last_token(self) -> Option<Token<'a>> {
        let mut green = self.green;
        loop {
            match green.children().next_back()? {
                NodeOrToken::Node(inner) => green = inner,
                NodeOrToken::Token(token) => {
                    // The last token ends where the node ends.
                    let len = token.text_len();
                    return Some(Token::at(token, self.range().end() - len, len));
                }
            }
        }
    }
}

/// What a walk below a node does with the elements it meets; each returns whether the walk
/// goes on. The walks of tokens alone, the most frequent, keep the default for nodes, which
/// compiles to nothing.
trait Visit<'a> {
    fn node(&mut self, _node: &'a GreenNodeData) -> bool {
        true
    }
    /// Whether the walk goes down into `node` (after `node` said to go on).
    fn descends(&mut self, _node: &'a GreenNodeData) -> bool {
        true
    }
    fn token(&mut self, token: &'a GreenTokenData) -> bool;
}

/// Visits the tokens only.
struct Tokens<F>(F);

impl<'a, F: FnMut(&'a GreenTokenData) -> bool> Visit<'a> for Tokens<F> {
    #[inline(always)]
    fn token(&mut self, token: &'a GreenTokenData) -> bool {
        (self.0)(token)
    }
}

/// Visits nodes and tokens alike.
struct Elements<F>(F);

impl<'a, F: FnMut(GreenElement<'a>) -> bool> Visit<'a> for Elements<F> {
    fn node(&mut self, node: &'a GreenNodeData) -> bool {
        (self.0)(NodeOrToken::Node(node))
    }
    fn token(&mut self, token: &'a GreenTokenData) -> bool {
        (self.0)(NodeOrToken::Token(token))
    }
}

/// Visits the tokens outside the subtrees `skip` names, with their offsets.
struct Outside<S, V> {
    skip: S,
    visit: V,
    /// Where the next token starts.
    offset: TextSize,
}

impl<'a, S: Fn(SyntaxKind) -> bool, V: FnMut(Token<'a>)> Visit<'a> for Outside<S, V> {
    fn descends(&mut self, node: &'a GreenNodeData) -> bool {
        let skipped = (self.skip)(SyntaxKind::of_raw(node.kind()));
        if skipped {
            self.offset += node.text_len();
        }
        !skipped
    }
    #[inline(always)]
    fn token(&mut self, token: &'a GreenTokenData) -> bool {
        let len = token.text_len();
        (self.visit)(Token::at(token, self.offset, len));
        self.offset += len;
        true
    }
}

/// Walks the elements below `green` in text order, each node before what is below it, until
/// `visit` says to stop; returns whether it never did. Recurses for the first levels.
fn walk_below<'a>(green: &'a GreenNodeData, depth: usize, visit: &mut impl Visit<'a>) -> bool {
    if depth >= SHALLOW {
        return walk_below_on_heap(green, visit);
    }
    for child in green.children() {
        let more = match child {
            NodeOrToken::Node(inner) => {
                visit.node(inner) && (!visit.descends(inner) || walk_below(inner, depth + 1, visit))
            }
            NodeOrToken::Token(token) => visit.token(token),
        };
        if !more {
            return false;
        }
    }
    true
}

fn walk_below_on_heap<'a>(green: &'a GreenNodeData, visit: &mut impl Visit<'a>) -> bool {
    // Room for as many levels again as the recursion took, so that most deep subtrees need
    // no second allocation.
    let mut stack = Vec::with_capacity(SHALLOW);
    stack.push(green.children());
    while let Some(children) = stack.last_mut() {
        let more = match children.next() {
            Some(NodeOrToken::Node(inner)) => {
                let more = visit.node(inner);
                if more && visit.descends(inner) {
                    stack.push(inner.children());
                }
                more
            }
            Some(NodeOrToken::Token(token)) => visit.token(token),
            None => {
                stack.pop();
                true
            }
        };
        if !more {
            return false;
        }
    }
    true
}
