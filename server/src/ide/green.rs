//! Light views of green nodes and tokens with their offsets, for the features that read every
//! element of a document or record (checks, semantic tokens, inlay hints, the PBN formatter):
//! walking the green tree allocates nothing, where the syntax nodes make an object for each
//! element they visit. What only one feature needs stays in that feature's module.

use gamerec_grammar::{
    GreenNodeData, GreenTokenData, NodeOrToken, SyntaxKind, TextRange, TextSize,
};

/// How many levels the walks below a node go down by recursion, which allocates nothing,
/// before they go on with a stack on the heap: the grammars nest far less than this, only
/// deeply nested input (SGF variations) takes the heap.
pub(crate) const SHALLOW: usize = 16;

/// A green node and where it starts in the text.
#[derive(Clone, Copy)]
pub(crate) struct Node<'a> {
    green: &'a GreenNodeData,
    offset: TextSize,
}

/// A token, its text and its range in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token<'a> {
    pub kind: SyntaxKind,
    pub text: &'a str,
    pub range: TextRange,
}

impl<'a> Token<'a> {
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
    pub fn children(self) -> impl Iterator<Item = NodeOrToken<Node<'a>, Token<'a>>> {
        self.children_of(self.green.children())
    }

    /// `children` (some of the node's, the first starting at the node's own offset) as nodes
    /// and tokens with their offsets.
    #[inline]
    pub fn children_of(
        self,
        children: impl Iterator<Item = NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>>,
    ) -> impl Iterator<Item = NodeOrToken<Node<'a>, Token<'a>>> {
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

    /// The first child node of `kind`.
    #[inline]
    pub fn child(self, kind: SyntaxKind) -> Option<Node<'a>> {
        self.child_nodes().find(|node| node.kind() == kind)
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
    pub fn green_tokens_while(self, mut go_on: impl FnMut(&'a GreenTokenData) -> bool) -> bool {
        green_tokens_below(self.green, 0, &mut go_on)
    }
}

/// The tokens below `green`, by recursion for the first levels.
fn green_tokens_below<'a, F: FnMut(&'a GreenTokenData) -> bool>(
    green: &'a GreenNodeData,
    depth: usize,
    go_on: &mut F,
) -> bool {
    if depth >= SHALLOW {
        return green_tokens_below_on_heap(green, go_on);
    }
    for child in green.children() {
        let more = match child {
            NodeOrToken::Node(inner) => green_tokens_below(inner, depth + 1, go_on),
            NodeOrToken::Token(token) => go_on(token),
        };
        if !more {
            return false;
        }
    }
    true
}

fn green_tokens_below_on_heap<'a, F: FnMut(&'a GreenTokenData) -> bool>(
    green: &'a GreenNodeData,
    go_on: &mut F,
) -> bool {
    let mut stack = vec![green.children()];
    while let Some(children) = stack.last_mut() {
        match children.next() {
            Some(NodeOrToken::Node(inner)) => stack.push(inner.children()),
            Some(NodeOrToken::Token(token)) => {
                if !go_on(token) {
                    return false;
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, Format};

    fn root(parsed: &gamerec_grammar::Parse) -> Node<'_> {
        Node::new(parsed.green(), TextSize::from(0))
    }

    fn described(token: Token<'_>) -> String {
        format!("{:?} {:?} {:?}", token.kind, token.text, token.range)
    }

    #[test]
    fn children_carry_their_offsets() {
        let parsed = parse(Format::Sgf, "(;B[aa];W[bb])");
        let tree = root(&parsed).child_nodes().next();
        let Some(tree) = tree else {
            panic!("no game tree in {:?}", parsed.syntax());
        };
        let mut seen = Vec::new();
        for child in tree.children() {
            seen.push(match child {
                NodeOrToken::Node(node) => format!("{:?} {:?}", node.kind(), node.range()),
                NodeOrToken::Token(token) => described(token),
            });
        }
        let from_syntax: Vec<String> = parsed
            .syntax()
            .first_child()
            .into_iter()
            .flat_map(|tree| tree.children_with_tokens())
            .map(|element| match element {
                NodeOrToken::Node(node) => format!("{:?} {:?}", node.kind(), node.text_range()),
                NodeOrToken::Token(token) => format!(
                    "{:?} {:?} {:?}",
                    token.kind(),
                    token.text(),
                    token.text_range()
                ),
            })
            .collect();
        assert_eq!(seen, from_syntax);
        assert!(seen.len() > 2, "{seen:?}");

        let tokens: Vec<String> = tree.tokens().map(described).collect();
        let nodes: Vec<String> = tree
            .child_nodes()
            .map(|node| format!("{:?} {:?}", node.kind(), node.range()))
            .collect();
        let (kept_nodes, kept_tokens): (Vec<&String>, Vec<&String>) =
            seen.iter().partition(|line| !line.contains('"'));
        assert_eq!(tokens.iter().collect::<Vec<_>>(), kept_tokens);
        assert_eq!(nodes.iter().collect::<Vec<_>>(), kept_nodes);
    }

    #[test]
    fn finds_the_first_child_of_a_kind() {
        let parsed = parse(Format::Sgf, "(;B[aa];W[bb])");
        let Some(tree) = root(&parsed).child(SyntaxKind::SGF_GAME_TREE) else {
            panic!("no game tree in {:?}", parsed.syntax());
        };
        let close = tree.token(SyntaxKind::SGF_R_PAREN).map(described);
        assert_eq!(close.as_deref(), Some("SGF_R_PAREN \")\" 13..14"));
        assert!(tree.token(SyntaxKind::SGF_PROP_IDENT).is_none());
        let second = tree.child_nodes().nth(1).map(|node| node.range());
        assert_eq!(
            tree.child(SyntaxKind::SGF_NODE).map(|node| node.range()),
            tree.child_nodes().next().map(|node| node.range())
        );
        assert_eq!(second, Some(TextRange::new(7.into(), 13.into())));
    }

    #[test]
    fn tokens_below_in_order_and_until_told_to_stop() {
        let text = "(;B[aa](;W[bb]))";
        let parsed = parse(Format::Sgf, text);
        let mut joined = String::new();
        let mut ranges_follow = true;
        let mut end = TextSize::from(0);
        root(&parsed).for_each_token(|token| {
            joined.push_str(token.text);
            ranges_follow &=
                token.range.start() == end && token.range.len() == TextSize::of(token.text);
            end = token.range.end();
        });
        assert_eq!(joined, text);
        assert!(ranges_follow);

        let mut seen = 0;
        let finished = root(&parsed).tokens_while(|token| {
            seen += 1;
            token.kind != SyntaxKind::SGF_PROP_IDENT
        });
        assert!(!finished);
        assert_eq!(seen, 3);
        assert!(root(&parsed).tokens_while(|_| true));
    }

    #[test]
    fn deep_nesting_goes_on_with_a_stack_on_the_heap() {
        let depth = 100_000;
        let text = format!("{}{}", "(;B[aa]".repeat(depth), ")".repeat(depth));
        let parsed = parse(Format::Sgf, &text);
        let mut count = 0usize;
        let mut end = TextSize::from(0);
        let mut ranges_follow = true;
        root(&parsed).for_each_token(|token| {
            count += 1;
            ranges_follow &= token.range.start() == end;
            end = token.range.end();
        });
        assert_eq!(count, depth * 7);
        assert!(ranges_follow);
        assert_eq!(end, TextSize::of(text.as_str()));

        let mut until_deep = 0usize;
        let finished = root(&parsed).tokens_while(|_| {
            until_deep += 1;
            until_deep < depth * 3
        });
        assert!(!finished);
        assert_eq!(until_deep, depth * 3);
    }
}
