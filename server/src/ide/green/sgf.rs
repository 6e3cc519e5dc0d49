//! SGF properties and values as the green view reads them: identifiers, values, and what
//! stands between a value's brackets, whole or split at a compose value's `:`.

use super::{Node, Token};
use gamerec_grammar::sgf::Point;
use gamerec_grammar::{GreenNodeData, GreenTokenData, NodeOrToken, SyntaxKind, TextRange};
use std::borrow::Cow;
use std::ops::Range;

/// The properties of an SGF node, in order.
#[inline]
pub fn properties(node: Node<'_>) -> impl Iterator<Item = Property<'_>> {
    node.child_nodes_of(SyntaxKind::SGF_PROPERTY).map(Property)
}

/// The `FF[4]` identifier an identifier as written stands for: its upper-case letters.
#[inline]
pub fn ff4_id(written: &str) -> Cow<'_, str> {
    if written.bytes().all(|byte| byte.is_ascii_uppercase()) {
        Cow::Borrowed(written)
    } else {
        Cow::Owned(written.chars().filter(char::is_ascii_uppercase).collect())
    }
}

/// One property of a node (`SGF_PROPERTY`).
#[derive(Clone, Copy)]
pub struct Property<'a>(pub Node<'a>);

impl<'a> Property<'a> {
    /// The identifier as written; `None` for values without one.
    #[inline]
    pub fn ident(self) -> Option<Token<'a>> {
        self.0.token(SyntaxKind::SGF_PROP_IDENT)
    }

    /// The `FF[4]` identifier; `None` for values without one.
    #[inline]
    pub fn id(self) -> Option<Cow<'a, str>> {
        self.ident().map(|ident| ff4_id(ident.text))
    }

    #[inline]
    pub fn values(self) -> impl Iterator<Item = Value<'a>> {
        self.0.child_nodes_of(SyntaxKind::SGF_PROP_VALUE).map(Value)
    }
}

/// One bracketed value of a property (`SGF_PROP_VALUE`).
#[derive(Clone, Copy)]
pub struct Value<'a>(pub Node<'a>);

/// The tokens among `children` but the brackets, with their kinds. Offsets are left out: what
/// is read from a value's content needs none, and it is read for every value of a record.
fn content_of<'a>(
    children: impl Iterator<Item = NodeOrToken<&'a GreenNodeData, &'a GreenTokenData>>,
) -> impl Iterator<Item = (SyntaxKind, &'a GreenTokenData)> {
    children.filter_map(|child| {
        let token = child.into_token()?;
        let kind = SyntaxKind::of_raw(token.kind());
        let bracket = matches!(kind, SyntaxKind::SGF_L_BRACKET | SyntaxKind::SGF_R_BRACKET);
        (!bracket).then_some((kind, token))
    })
}

impl<'a> Value<'a> {
    #[inline]
    pub fn range(self) -> TextRange {
        self.0.range()
    }

    /// The tokens between the brackets.
    #[inline]
    fn content(self) -> impl Iterator<Item = (SyntaxKind, &'a GreenTokenData)> {
        content_of(self.0.green().children())
    }

    #[inline]
    pub fn is_closed(self) -> bool {
        self.0.has_token(|kind| kind == SyntaxKind::SGF_R_BRACKET)
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.content().next().is_none()
    }

    #[inline]
    pub fn is_compose(self) -> bool {
        self.content()
            .any(|(kind, _)| kind == SyntaxKind::SGF_COLON)
    }

    /// Whether the content as written holds `wanted`.
    #[inline]
    pub fn raw_text_contains(self, wanted: char) -> bool {
        self.content()
            .any(|(_, token)| token.text().contains(wanted))
    }

    /// The content as written.
    #[inline]
    pub fn raw_text(self) -> String {
        self.content().map(|(_, token)| token.text()).collect()
    }

    /// Whether the value is exactly one point token (`[dp]`).
    #[inline]
    pub fn is_one_point(self) -> bool {
        let mut content = self.content();
        matches!(
            (content.next(), content.next()),
            (Some((SyntaxKind::SGF_POINT, _)), None)
        )
    }

    /// The part before the compose `:` (or the whole value), and the part after it.
    #[inline]
    pub fn parts(self) -> (Part<'a>, Option<Part<'a>>) {
        let value = self.0;
        let count = value.green().children().len();
        let colon = value.green().children().position(|child| {
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
}

/// One side of a compose value, or a whole simple value: a run of the value's children.
pub struct Part<'a> {
    value: Node<'a>,
    children: Range<usize>,
}

impl<'a> Part<'a> {
    /// The content tokens of the part.
    #[inline]
    fn tokens(&self) -> impl Iterator<Item = (SyntaxKind, &'a GreenTokenData)> {
        let children = self.children.clone();
        content_of((self.value.green().children().skip(children.start)).take(children.len()))
    }

    #[inline]
    pub fn raw_text(&self) -> String {
        self.tokens().map(|(_, token)| token.text()).collect()
    }

    #[inline]
    pub fn is_point(&self) -> bool {
        self.point().is_some()
    }

    /// The point, when the part is one point token.
    #[inline]
    pub fn point(&self) -> Option<Point> {
        let mut tokens = self.tokens();
        match (tokens.next(), tokens.next()) {
            (Some((SyntaxKind::SGF_POINT, token)), None) => Point::from_letters(token.text()),
            _ => None,
        }
    }
}
