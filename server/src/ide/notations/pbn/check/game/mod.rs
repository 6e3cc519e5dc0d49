//! The bridge rules of one PBN game, judged with the bridge model: the deal, the auction, the
//! contract and declarer it produces, the play, the result, the score and the rubber
//! history's vulnerability.
//!
//! Each part stops at its first real error, because the state after it is unknown: one
//! mistake gives one diagnostic. A value that is `#` (inherited), `?` or has a syntax error
//! counts as unknown, and the checks that need it are skipped.

mod auction;
mod line_start;
mod placeholders;
mod play;
mod rotation;
mod rubber;
mod score;
#[cfg(test)]
mod tests;

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::notations::bridge::model::Detail;
use crate::ide::notations::pbn::check::tag_table::{Looked, TagTable};
use crate::ide::notations::pbn::model::game;
use crate::ide::notations::pbn::model::tags::{self, Found};
use gamerec_grammar::{SyntaxKind, SyntaxNode};

/// Checks one game, given as the root of its own tree; ranges are relative to it.
#[cfg(test)]
pub(crate) fn check_game(game: &SyntaxNode, out: &mut Findings) {
    let table = TagTable::read(Node::new(game.green(), game.text_range().start()));
    check_game_with(game, &table, out);
}

/// Checks one game with its tag table, read once for all the PBN checks.
pub(crate) fn check_game_with(game: &SyntaxNode, table: &TagTable<'_>, out: &mut Findings) {
    if game.kind() != SyntaxKind::PBN_GAME {
        return;
    }
    let green = game.green();
    let game = Node::new(green, game.text_range().start());
    let found = found_in(table);
    let tags = tags::GameTags::read(&found);
    rotation::check(table, &found, &tags, out);
    let model = game::read(&found, &tags, Detail::Checks);
    out.extend(model.problems);
    let auction = model.auction.filter(|facts| facts.replay.is_some());
    if let Some(auction) = &auction {
        auction::check_contract(&tags, auction, out);
    }
    let contract = model
        .final_contract
        .as_ref()
        .and_then(|contract| contract.contract);
    let playable = model.deal.as_ref().is_some_and(|deal| deal.playable);
    if let (Some(contract), Some(section), true) = (contract, found.play, playable) {
        play::check_columns(section, &contract, out);
    }
    let play = model.play.and_then(|facts| facts.replay);
    score::check_result(&tags, contract, play.as_ref(), out);
    score::check_score(game, &tags, contract, out);
    rubber::check_rubber_history(found.rubber_history, tags.vulnerable, out);
    line_start::check(found.auction, "call", out);
    line_start::check(found.play, "card", out);
}

/// The tags and sections the model reads, picked out of the game's tag table, which lists every
/// tag in order, including the ones that open sections and tables and the `Note` tags of the
/// sections.
pub(crate) fn found_in<'a>(table: &TagTable<'a>) -> Found<'a> {
    let first = |looked: Looked| table.first_looked(looked).map(|tag| tag.node);
    Found {
        dealer: first(Looked::Dealer),
        vulnerable: first(Looked::Vulnerable),
        declarer: first(Looked::Declarer),
        contract: first(Looked::Contract),
        result: first(Looked::Result),
        score: first(Looked::Score),
        deal: first(Looked::Deal),
        rubber_history: first(Looked::ScoreRubberHistory),
        auction: table.auction,
        play: table.play,
    }
}
