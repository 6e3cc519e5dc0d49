//! PBN folds: games, runs of directives, sections, tables and comments.

use crate::ide::folding::{push, trimmed, Fold, FoldKind, Run};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxNode, SyntaxToken};

pub(crate) fn folds(root: &SyntaxNode, folds: &mut Vec<Fold>) {
    let mut directives = Run::default();
    for element in root.children_with_tokens() {
        match element {
            NodeOrToken::Node(node) if node.kind() == PBN_DIRECTIVE => {
                directives.add(node.text_range());
            }
            NodeOrToken::Node(node) => {
                directives.end(folds);
                if node.kind() == PBN_GAME {
                    push(folds, trimmed(&node), FoldKind::Region);
                    game(&node, folds);
                }
            }
            NodeOrToken::Token(token) if matches!(token.kind(), NEWLINE | WHITESPACE) => {}
            NodeOrToken::Token(_) => directives.end(folds),
        }
    }
    directives.end(folds);
}

/// The sections, tables and comments of a game, and runs of `;` comment lines.
fn game(game: &SyntaxNode, folds: &mut Vec<Fold>) {
    let mut line_comments = Run::default();
    let mut visit = |token: &SyntaxToken, folds: &mut Vec<Fold>| match token.kind() {
        PBN_COMMENT if token.text().starts_with('{') => {
            line_comments.end(folds);
            push(folds, token.text_range(), FoldKind::Comment);
        }
        PBN_COMMENT => line_comments.add(token.text_range()),
        NEWLINE | WHITESPACE => {}
        _ => line_comments.end(folds),
    };
    for element in game.children_with_tokens() {
        match element {
            NodeOrToken::Node(node) => {
                if matches!(node.kind(), PBN_AUCTION | PBN_PLAY | PBN_TABLE) {
                    push(folds, trimmed(&node), FoldKind::Region);
                    for token in node
                        .children_with_tokens()
                        .filter_map(NodeOrToken::into_token)
                    {
                        visit(&token, folds);
                    }
                } else {
                    // A tag or directive between comments ends a run of them.
                    if let Some(token) = node.first_token() {
                        visit(&token, folds);
                    }
                }
            }
            NodeOrToken::Token(token) => visit(&token, folds),
        }
    }
    line_comments.end(folds);
}
