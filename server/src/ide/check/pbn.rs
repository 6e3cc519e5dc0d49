//! PBN checks, game by game.

use super::FormatChecks;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

pub(super) struct Checks;

/// What a game takes over from the games before it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct Context {}

impl FormatChecks for Checks {
    type Context = Context;

    fn is_record(kind: SyntaxKind) -> bool {
        kind == SyntaxKind::PBN_GAME
    }

    fn first_context(_root: &SyntaxNode) -> Context {
        Context::default()
    }

    fn check_record(_game: &SyntaxNode, context: &Context, _out: &mut Vec<Diagnostic>) -> Context {
        super::pbn_game::check_game(_game, _out);
        context.clone()
    }

    fn check_file(_root: &SyntaxNode, _out: &mut Vec<Diagnostic>) {}
}
