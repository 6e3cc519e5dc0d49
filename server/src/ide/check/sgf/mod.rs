//! SGF checks, game tree by game tree. Game trees are independent of one another, so they
//! start with no context; within a tree, the root node's `FF` and `GM` decide which rules apply.

mod codes;
mod green;
mod node;
mod property;
mod value;

pub use codes::ALL as CODES;

use super::FormatChecks;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};
use green::{At, PropertyAt};

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
        check_tree(tree, out);
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
    fn of(root: Option<At<'_>>) -> TreeInfo {
        let value_of = |id: &str| {
            let root = root?;
            let property = root
                .child_nodes(SyntaxKind::SGF_PROPERTY)
                .map(PropertyAt)
                .find(|property| property.ident().is_some_and(|(written, _)| written == id))?;
            Some(property.values().next().map(|value| value.raw_text()))
        };
        let number = |id: &str, default: u8| {
            value_of(id)
                .flatten()
                .and_then(|text| text.trim().parse::<u8>().ok())
                .unwrap_or(default)
        };
        TreeInfo {
            ff: number("FF", 1),
            ff_declared: value_of("FF").is_some(),
            gm: number("GM", 1),
        }
    }

    pub fn is_go(self) -> bool {
        self.gm == 1
    }
}

fn check_tree(tree: &SyntaxNode, out: &mut Vec<Diagnostic>) {
    let tree = At {
        node: tree.green(),
        offset: tree.text_range().start(),
    };
    let nodes = green::nodes(tree);
    let root = nodes
        .iter()
        .find(|(_, is_root)| *is_root)
        .map(|(at, _)| *at);
    let info = TreeInfo::of(root);
    for (node, is_root) in nodes {
        node::check(node, is_root, info, out);
    }
}

#[cfg(test)]
mod tests;
