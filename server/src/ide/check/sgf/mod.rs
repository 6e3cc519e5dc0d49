//! SGF checks, game tree by game tree. Game trees are independent of one another, so they
//! start with no context; within a tree, the root node's `FF` and `GM` decide which rules apply.

mod codes;
mod node;
mod property;
mod value;

pub use codes::ALL as CODES;

use super::FormatChecks;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::{GameTree, Node, TreeEvent};
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(super) struct Checks;

/// Nothing passes from one game tree to the next.
pub(super) type Context = ();

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::SGF_GAME_TREE
    }

    fn first_context(_root: &SyntaxNode) -> Context {}

    fn check_record(tree: &SyntaxNode, _context: &Context, out: &mut Vec<Diagnostic>) -> Context {
        if let Some(tree) = GameTree::cast(tree.clone()) {
            check_tree(&tree, out);
        }
    }

    fn check_file(_root: &SyntaxNode, _out: &mut Vec<Diagnostic>) {}
}

/// What the root node says about the whole game tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct TreeInfo {
    /// The file format, `FF`; 1 when the root does not say.
    pub ff: u8,
    /// Whether the root gives `FF`.
    pub ff_declared: bool,
    /// The game, `GM`; 1 (Go) when the root does not say.
    pub gm: u8,
}

impl TreeInfo {
    fn of(root: Option<&Node>) -> TreeInfo {
        let number = |id: &str, default: u8| {
            root.and_then(|node| node.property(id))
                .and_then(|property| property.values().next())
                .and_then(|value| value.raw_text().trim().parse::<u8>().ok())
                .unwrap_or(default)
        };
        TreeInfo {
            ff: number("FF", 1),
            ff_declared: root.is_some_and(|node| node.property("FF").is_some()),
            gm: number("GM", 1),
        }
    }

    pub fn is_go(self) -> bool {
        self.gm == 1
    }
}

fn check_tree(tree: &GameTree, out: &mut Vec<Diagnostic>) {
    let root = tree.nodes().next();
    let info = TreeInfo::of(root.as_ref());
    for event in tree.walk() {
        if let TreeEvent::Node(node) = event {
            let is_root = root.as_ref() == Some(&node);
            node::check(&node, is_root, info, out);
        }
    }
}

#[cfg(test)]
mod tests;
