//! Light views of an SGF game tree's green nodes with their offsets, for checks that visit
//! every node of a large tree: reading the green tree allocates nothing, where the typed views
//! create a node object for each element they visit.

use gamerec_grammar::sgf::Point;
use gamerec_grammar::{
    GreenNodeData, GreenTokenData, NodeOrToken, SyntaxKind, TextRange, TextSize,
};

/// A green node and where it starts in the record.
#[derive(Clone, Copy)]
pub(super) struct At<'a> {
    pub node: &'a GreenNodeData,
    pub offset: TextSize,
}

impl<'a> At<'a> {
    pub fn kind(self) -> SyntaxKind {
        SyntaxKind::of_raw(self.node.kind())
    }

    pub fn range(self) -> TextRange {
        TextRange::at(self.offset, self.node.text_len())
    }

    /// The children with their offsets.
    pub fn children(
        self,
    ) -> impl Iterator<Item = (NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>, TextSize)> {
        let mut offset = self.offset;
        self.node.children().map(move |child| {
            let at = offset;
            offset += child.text_len();
            (child, at)
        })
    }

    pub fn child_nodes(self, kind: SyntaxKind) -> impl Iterator<Item = At<'a>> {
        self.children().filter_map(move |(child, offset)| {
            let node = child.into_node()?;
            (SyntaxKind::of_raw(node.kind()) == kind).then_some(At { node, offset })
        })
    }

    pub fn tokens(self) -> impl Iterator<Item = (&'a GreenTokenData, TextSize)> {
        self.children()
            .filter_map(|(child, offset)| Some((child.into_token()?, offset)))
    }
}

/// Every SGF node of the game tree `tree` and its variations, with whether it is the tree's
/// first node (the root). Iterative, in no particular order.
pub(super) fn nodes(tree: At<'_>) -> Vec<(At<'_>, bool)> {
    let root = tree
        .child_nodes(SyntaxKind::SGF_NODE)
        .next()
        .map(|root| root.offset);
    let mut found = Vec::new();
    let mut pending = vec![tree];
    while let Some(next) = pending.pop() {
        for (child, offset) in next.children() {
            let Some(node) = child.into_node() else {
                continue;
            };
            let at = At { node, offset };
            match at.kind() {
                SyntaxKind::SGF_NODE => found.push((at, Some(offset) == root)),
                SyntaxKind::SGF_GAME_TREE => pending.push(at),
                _ => {}
            }
        }
    }
    found
}

/// Visits every node of `tree` along each line of play: the nodes of a sequence in order with
/// one `state`, and each variation with a copy of the state at the end of the sequence it
/// branches from. Iterative, so deep variations are fine.
pub(super) fn walk_paths<'a, S: Clone>(
    tree: At<'a>,
    start: S,
    mut visit: impl FnMut(At<'a>, &mut S),
) {
    let mut pending = vec![(tree, start)];
    while let Some((tree, mut state)) = pending.pop() {
        for (child, offset) in tree.children() {
            let Some(node) = child.into_node() else {
                continue;
            };
            let at = At { node, offset };
            match at.kind() {
                SyntaxKind::SGF_NODE => visit(at, &mut state),
                SyntaxKind::SGF_GAME_TREE => pending.push((at, state.clone())),
                _ => {}
            }
        }
    }
}

/// One property of a node.
#[derive(Clone, Copy)]
pub(super) struct PropertyAt<'a>(pub At<'a>);

impl<'a> PropertyAt<'a> {
    /// The identifier as written and its range; `None` for values without one.
    pub fn ident(self) -> Option<(&'a str, TextRange)> {
        self.0.tokens().find_map(|(token, offset)| {
            (SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_PROP_IDENT)
                .then(|| (token.text(), TextRange::at(offset, token.text_len())))
        })
    }

    pub fn values(self) -> impl Iterator<Item = ValueAt<'a>> {
        self.0.child_nodes(SyntaxKind::SGF_PROP_VALUE).map(ValueAt)
    }
}

/// One bracketed value of a property.
#[derive(Clone, Copy)]
pub(super) struct ValueAt<'a>(pub At<'a>);

impl<'a> ValueAt<'a> {
    pub fn range(self) -> TextRange {
        self.0.range()
    }

    /// The tokens between the brackets.
    fn content(self) -> impl Iterator<Item = &'a GreenTokenData> {
        self.0.tokens().map(|(token, _)| token).filter(|token| {
            !matches!(
                SyntaxKind::of_raw(token.kind()),
                SyntaxKind::SGF_L_BRACKET | SyntaxKind::SGF_R_BRACKET
            )
        })
    }

    pub fn is_closed(self) -> bool {
        (self.0.tokens())
            .any(|(token, _)| SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_R_BRACKET)
    }

    pub fn is_empty(self) -> bool {
        self.content().next().is_none()
    }

    pub fn is_compose(self) -> bool {
        self.content()
            .any(|token| SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_COLON)
    }

    /// Whether the content as written holds `wanted`.
    pub fn raw_text_contains(self, wanted: char) -> bool {
        self.content().any(|token| token.text().contains(wanted))
    }

    /// The content as written.
    pub fn raw_text(self) -> String {
        self.content().map(|token| token.text()).collect()
    }

    /// The part before the compose `:` (or the whole value), and the part after it.
    pub fn parts(self) -> (Part<'a>, Option<Part<'a>>) {
        let value = self.0.node;
        let count = value.children().len();
        let colon = value.children().position(|child| {
            child
                .as_token()
                .is_some_and(|token| SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_COLON)
        });
        match colon {
            Some(colon) => (
                Part {
                    value,
                    children: 0..colon,
                },
                Some(Part {
                    value,
                    children: colon + 1..count,
                }),
            ),
            None => (
                Part {
                    value,
                    children: 0..count,
                },
                None,
            ),
        }
    }

    /// Whether the value is exactly one point token (`[dp]`).
    pub fn is_one_point(self) -> bool {
        let mut content = self.content();
        matches!(
            (content.next(), content.next()),
            (Some(token), None) if SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_POINT
        )
    }
}

/// One side of a compose value, or a whole simple value: a run of the value's children.
pub(super) struct Part<'a> {
    value: &'a GreenNodeData,
    children: std::ops::Range<usize>,
}

impl<'a> Part<'a> {
    /// The content tokens of the part.
    fn tokens(&self) -> impl Iterator<Item = &'a GreenTokenData> {
        let children = self.children.clone();
        (self.value.children().skip(children.start))
            .take(children.len())
            .filter_map(|child| child.into_token())
            .filter(|token| {
                !matches!(
                    SyntaxKind::of_raw(token.kind()),
                    SyntaxKind::SGF_L_BRACKET | SyntaxKind::SGF_R_BRACKET
                )
            })
    }

    pub fn raw_text(&self) -> String {
        self.tokens().map(|token| token.text()).collect()
    }

    pub fn is_point(&self) -> bool {
        self.point().is_some()
    }

    /// The point, when the part is one point token.
    pub fn point(&self) -> Option<Point> {
        let mut tokens = self.tokens();
        match (tokens.next(), tokens.next()) {
            (Some(token), None) if SyntaxKind::of_raw(token.kind()) == SyntaxKind::SGF_POINT => {
                Point::from_letters(token.text())
            }
            _ => None,
        }
    }
}
