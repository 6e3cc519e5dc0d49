//! One pass over a green tree in text order, without recursion and without making a syntax
//! node per element: a visitor sees each node as it is entered (and may skip what is below
//! it), each token with its text and range, and each node again as it is left.

use gamerec_grammar::{GreenNodeData, NodeOrToken, Parse, TextRange, TextSize};

pub(crate) use crate::ide::green::{Node, Token};

/// What a pass over the tree does with what it meets.
pub(crate) trait Visitor<'a> {
    /// A node is entered; returning false skips its children (and its `leave`).
    fn enter(&mut self, node: Node<'a>) -> bool;
    /// A node whose `enter` returned true is left, after its children.
    fn leave(&mut self, _node: Node<'a>) {}
    fn token(&mut self, token: Token<'a>);
}

/// Visits `root` and everything below it that the visitor does not skip, in text order.
pub(crate) fn walk<'a>(root: Node<'a>, visitor: &mut impl Visitor<'a>) {
    if !visitor.enter(root) {
        return;
    }
    let mut stack = vec![(root, root.green().children(), root.range().start())];
    while let Some((node, children, offset)) = stack.last_mut() {
        let node = *node;
        let Some(child) = children.next() else {
            stack.pop();
            visitor.leave(node);
            continue;
        };
        let at = *offset;
        match child {
            NodeOrToken::Node(green) => {
                *offset += green.text_len();
                let inner = Node::new(green, at);
                if visitor.enter(inner) {
                    stack.push((inner, green.children(), at));
                }
            }
            NodeOrToken::Token(token) => {
                let len = token.text_len();
                *offset += len;
                visitor.token(Token::at(token, at, len));
            }
        }
    }
}

/// Visits the tree of `parse` like [`walk`], or, given a range, only the children of the root
/// from the one before the range to the one after it (found by binary search, so that the
/// records elsewhere in a large document are not even looked at) and what is below them.
pub(crate) fn walk_over<'a>(
    parse: &'a Parse,
    within: Option<TextRange>,
    visitor: &mut impl Visitor<'a>,
) {
    let root = Node::root(parse);
    let Some(within) = within else {
        walk(root, visitor);
        return;
    };
    if !visitor.enter(root) {
        return;
    }
    for child in root_children_from(parse, within.start()) {
        match child {
            NodeOrToken::Node(node) => {
                if node.range().start() > within.end() {
                    break;
                }
                walk(node, visitor);
            }
            NodeOrToken::Token(token) => visitor.token(token),
        }
    }
    visitor.leave(root);
}

/// The children of the root of `parse` from the one before the child that holds `offset` on,
/// found by binary search.
pub(crate) fn root_children_from(
    parse: &Parse,
    offset: TextSize,
) -> impl Iterator<Item = NodeOrToken<Node<'_>, Token<'_>>> {
    let green: &GreenNodeData = parse.green();
    let syntax = parse.syntax();
    let offset = offset.min(green.text_len());
    let (mut index, mut start) = syntax
        .child_or_token_at_range(TextRange::empty(offset))
        .map_or((0, TextSize::from(0)), |element| {
            (element.index(), element.text_range().start())
        });
    if let Some(before) = index.checked_sub(1).and_then(|i| green.children().nth(i)) {
        index -= 1;
        start -= before.text_len();
    }
    let mut children = green.children();
    if index > 0 {
        children.nth(index - 1);
    }
    Node::new(green, start).children_of(children)
}

/// Whether `range` has text in common with `within`, or (for an empty range or an empty
/// `within`) touches it.
pub(crate) fn overlaps(range: TextRange, within: TextRange) -> bool {
    if range.is_empty() || within.is_empty() {
        return range.start() <= within.end() && within.start() <= range.end();
    }
    range.start() < within.end() && within.start() < range.end()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamerec_grammar::{parse, Format, SyntaxKind};

    struct Collect(Vec<String>, Option<SyntaxKind>);

    impl<'a> Visitor<'a> for Collect {
        fn enter(&mut self, node: Node<'a>) -> bool {
            self.0.push(format!("> {:?}", node.kind()));
            Some(node.kind()) != self.1
        }
        fn leave(&mut self, node: Node<'a>) {
            self.0.push(format!("< {:?}", node.kind()));
        }
        fn token(&mut self, token: Token<'a>) {
            self.0.push(format!(
                "{:?} {:?} {:?}",
                token.kind, token.text, token.range
            ));
        }
    }

    #[test]
    fn visits_in_text_order_and_skips_on_request() {
        let parsed = parse(Format::Sgf, "(;B[aa](;W[bb]))");
        let root = Node::root(&parsed);
        let mut all = Collect(Vec::new(), None);
        walk(root, &mut all);
        let tokens: Vec<&String> = all.0.iter().filter(|line| line.contains('"')).collect();
        let text: String = tokens
            .iter()
            .filter_map(|line| line.split('"').nth(1))
            .collect();
        assert_eq!(text, "(;B[aa](;W[bb]))");
        assert_eq!(all.0.first().map(String::as_str), Some("> SGF_FILE"));
        assert_eq!(all.0.last().map(String::as_str), Some("< SGF_FILE"));

        let mut skipping = Collect(Vec::new(), Some(SyntaxKind::SGF_PROPERTY));
        walk(root, &mut skipping);
        assert!(!skipping
            .0
            .iter()
            .any(|line| line.contains("SGF_PROP_IDENT")));
        assert!(!skipping.0.iter().any(|line| line == "< SGF_PROPERTY"));
    }

    #[test]
    fn deep_nesting_needs_no_recursion() {
        let depth = 100_000;
        let text = format!("{}{}", "(;B[aa]".repeat(depth), ")".repeat(depth));
        let parsed = parse(Format::Sgf, &text);
        let mut count = 0usize;
        struct Count<'c>(&'c mut usize);
        impl<'a> Visitor<'a> for Count<'_> {
            fn enter(&mut self, _: Node<'a>) -> bool {
                true
            }
            fn token(&mut self, _: Token<'a>) {
                *self.0 += 1;
            }
        }
        walk(Node::root(&parsed), &mut Count(&mut count));
        assert_eq!(count, depth * 7);
    }

    #[test]
    fn overlap_rules() {
        let r = |a: u32, b: u32| TextRange::new(a.into(), b.into());
        assert!(overlaps(r(2, 4), r(3, 9)));
        assert!(!overlaps(r(2, 4), r(4, 9)));
        assert!(overlaps(r(4, 4), r(4, 9)));
        assert!(overlaps(r(2, 6), r(4, 4)));
        assert!(!overlaps(r(2, 3), r(4, 4)));
    }
}
