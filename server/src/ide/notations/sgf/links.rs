//! SGF links: the text of the comment properties (`C`, `GC`).

use crate::ide::green::{Node, Token};
use crate::ide::semantic::walk::{walk, Visitor};
use gamerec_grammar::NodeOrToken;
use gamerec_grammar::SyntaxKind::*;

/// Scans every token of `root` that holds prose.
pub(crate) fn prose(root: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
    let mut comments = SgfComments { scan };
    for tree in root.child_nodes() {
        if tree.kind() == SGF_GAME_TREE {
            walk(tree, &mut comments);
        }
    }
}

/// Finds the SGF nodes of a game tree, however deep its variations nest, and scans the text of
/// their comment properties.
struct SgfComments<'s, F: ?Sized> {
    scan: &'s mut F,
}

impl<'a, F: FnMut(Token<'_>) + ?Sized> Visitor<'a> for SgfComments<'_, F> {
    fn enter(&mut self, node: Node<'a>) -> bool {
        if node.kind() != SGF_NODE {
            return true;
        }
        for property in node.child_nodes() {
            if property.kind() != SGF_PROPERTY || !is_comment_property(property) {
                continue;
            }
            for value in property.child_nodes() {
                for token in value.tokens() {
                    if token.kind == SGF_TEXT {
                        (self.scan)(token);
                    }
                }
            }
        }
        false
    }

    fn token(&mut self, _token: Token<'a>) {}
}

/// Whether the property is `C` or `GC`, also written with the lower-case letters of old files
/// (`Comment`).
fn is_comment_property(property: Node<'_>) -> bool {
    let Some(NodeOrToken::Token(ident)) = property.children().next() else {
        return false;
    };
    let upper = || ident.text.chars().filter(char::is_ascii_uppercase);
    ident.kind == SGF_PROP_IDENT && (upper().eq("C".chars()) || upper().eq("GC".chars()))
}
