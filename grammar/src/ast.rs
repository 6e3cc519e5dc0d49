//! Shared machinery for the typed AST views: the `AstNode` trait and the `ast_node!` macro.
//!
//! A typed view is a newtype over a `SyntaxNode` of one kind; it owns nothing and costs nothing.
//! Each format declares its views in its own `ast.rs`.

use crate::{SyntaxKind, SyntaxNode, SyntaxToken, TextRange};

pub trait AstNode: Sized {
    fn can_cast(kind: SyntaxKind) -> bool;
    fn cast(node: SyntaxNode) -> Option<Self>;
    fn syntax(&self) -> &SyntaxNode;
}

/// Declares typed views: `ast_node! { Record = RBN_RECORD, Deal = RBN_DEAL }`.
#[macro_export]
macro_rules! ast_node {
    ($($(#[$doc:meta])* $name:ident = $kind:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name($crate::SyntaxNode);

        impl $crate::ast::AstNode for $name {
            fn can_cast(kind: $crate::SyntaxKind) -> bool {
                kind == $crate::SyntaxKind::$kind
            }
            fn cast(node: $crate::SyntaxNode) -> Option<Self> {
                Self::can_cast(node.kind()).then(|| $name(node))
            }
            fn syntax(&self) -> &$crate::SyntaxNode {
                &self.0
            }
        }
    )*};
}

/// The first child node of `parent` that casts to `N`.
pub fn child<N: AstNode>(parent: &SyntaxNode) -> Option<N> {
    parent.children().find_map(N::cast)
}

/// Every child node of `parent` that casts to `N`, in order.
pub fn children<N: AstNode>(parent: &SyntaxNode) -> impl Iterator<Item = N> {
    parent.children().filter_map(N::cast)
}

/// The first direct child token of `parent` of `kind`.
/// The text of `token` within `range`, a range of the document inside the token (a piece of a
/// run); empty if it is not inside.
pub fn text_within(token: &SyntaxToken, range: TextRange) -> &str {
    range
        .checked_sub(token.text_range().start())
        .and_then(|within| token.text().get(std::ops::Range::<usize>::from(within)))
        .unwrap_or("")
}

pub fn token(parent: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxToken> {
    parent
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == kind)
}

/// Every direct child token of `parent` of `kind`, in order.
pub fn tokens(parent: &SyntaxNode, kind: SyntaxKind) -> impl Iterator<Item = SyntaxToken> {
    parent
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(move |token| token.kind() == kind)
}
