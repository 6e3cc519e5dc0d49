//! PBN links: the prose of comments and `%` lines, also inside the auction, play and table
//! sections.

use crate::ide::green::{Node, Token};
use gamerec_grammar::NodeOrToken;
use gamerec_grammar::SyntaxKind::*;

/// Scans every token of `root` that holds prose.
pub(crate) fn prose(root: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
    for node in root.child_nodes() {
        match node.kind() {
            PBN_DIRECTIVE => directive(node, scan),
            PBN_GAME => game(node, scan),
            _ => {}
        }
    }
}

/// The text of a `%` line.
fn directive(node: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
    node.for_each_token(|token| {
        if token.kind == PBN_DIRECTIVE_TEXT {
            scan(token);
        }
    });
}

/// The comments and directives of a game, also those inside its sections.
fn game(game: Node<'_>, scan: &mut dyn FnMut(Token<'_>)) {
    for element in game.children() {
        match element {
            NodeOrToken::Token(token) if token.kind == PBN_COMMENT => scan(token),
            NodeOrToken::Token(_) => {}
            NodeOrToken::Node(node) => match node.kind() {
                PBN_AUCTION | PBN_PLAY | PBN_TABLE => {
                    for inner in node.children() {
                        match inner {
                            NodeOrToken::Token(token) if token.kind == PBN_COMMENT => scan(token),
                            NodeOrToken::Node(line) if line.kind() == PBN_DIRECTIVE => {
                                directive(line, scan)
                            }
                            _ => {}
                        }
                    }
                }
                PBN_DIRECTIVE => directive(node, scan),
                _ => {}
            },
        }
    }
}
