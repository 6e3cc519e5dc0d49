//! SGF checks, game tree by game tree. Game trees are independent of one another, so they
//! start with no context.

use super::FormatChecks;
use crate::ide::Diagnostic;
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

    fn check_record(_tree: &SyntaxNode, _context: &Context, _out: &mut Vec<Diagnostic>) -> Context {
    }

    fn check_file(_root: &SyntaxNode, _out: &mut Vec<Diagnostic>) {}
}
