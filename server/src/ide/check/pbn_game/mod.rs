//! The bridge rules of one PBN game, judged with the bridge model: the deal, the auction, the
//! contract and declarer it produces, the play, the result, the score and the rubber
//! history's vulnerability.
//!
//! Each part stops at its first real error, because the state after it is unknown: one
//! mistake gives one diagnostic. A value that is `#` (inherited), `?` or has a syntax error
//! counts as unknown, and the checks that need it are skipped.

mod auction;
mod deal;
mod line_start;
mod marks;
mod placeholders;
mod play;
mod rotation;
mod rubber;
mod score;
mod tags;
#[cfg(test)]
mod tests;

use super::pbn::tag_table::TagTable;
use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::{SyntaxKind, SyntaxNode};

/// Checks one game, given as the root of its own tree; ranges are relative to it.
#[cfg(test)]
pub(crate) fn check_game(game: &SyntaxNode, out: &mut Vec<Diagnostic>) {
    let table = TagTable::read(Node::new(game.green(), game.text_range().start()));
    check_game_with(game, &table, out);
}

/// Checks one game with its tag table, read once for all the PBN checks.
pub(crate) fn check_game_with(game: &SyntaxNode, table: &TagTable<'_>, out: &mut Vec<Diagnostic>) {
    if game.kind() != SyntaxKind::PBN_GAME {
        return;
    }
    let green = game.green();
    let game = Node::new(green, game.text_range().start());
    let found = tags::Found::from_table(table);
    let tags = tags::GameTags::read(&found);
    rotation::check(table, &found, &tags, out);
    let deal = deal::check_deal(found.deal, out);
    let auction = auction::check_auction(found.auction, tags.dealer, out);
    if let Some(auction) = &auction {
        auction::check_contract(&tags, auction, out);
    }
    let contract = tags::played_contract(&tags, auction.as_ref());
    let played = match (contract, tags.strain_only) {
        (Some(contract), _) => Some(play::Played::Contract(contract)),
        (None, Some(strain)) => Some(play::Played::EndPosition(strain)),
        (None, None) => None,
    };
    let play = match (&deal, played) {
        (Some(deal), Some(played)) => play::check_play(found.play, deal, played, out),
        _ => None,
    };
    score::check_result(&tags, contract, play.as_ref(), out);
    score::check_score(game, &tags, contract, out);
    rubber::check_rubber_history(found.rubber_history, tags.vulnerable, out);
    line_start::check(found.auction, "call", out);
    line_start::check(found.play, "card", out);
}
