//! A PBN game read into the bridge model.

mod auction;
mod deal;
pub(crate) mod game;
pub(crate) mod marks;
mod play;
pub(crate) mod tags;

pub(crate) use auction::{read as read_auction, FALSE_IRREGULARITY, MISPLACED_END_MARK};
pub(crate) use deal::read as read_deal;
pub(crate) use play::{read as read_play, Played};

use crate::ide::green::Node;
use crate::ide::notations::bridge::model::{AuctionFacts, DealInfo, Detail, PlayFacts};
use crate::ide::notations::bridge::rules::Deal;
use gamerec_grammar::SyntaxNode;

/// The deal one `Deal` tag value gives, read as the game reads it.
pub(crate) fn deal_of(value: &SyntaxNode) -> Option<DealInfo> {
    let green = value.green();
    read_deal(
        Node::new(green, value.text_range().start()),
        &mut Vec::new(),
    )
}

/// The calls of one Auction section, replayed from its tag's seat (the dealer is not checked).
pub(crate) fn auction_of(section: &SyntaxNode) -> Option<AuctionFacts> {
    let green = section.green();
    let section = Node::new(green, section.text_range().start());
    read_auction(section, None, &mut Vec::new())
}

/// The cards of one Play section, replayed on `deal` when what is played is known.
pub(crate) fn play_of(
    section: &SyntaxNode,
    deal: &Deal,
    played: Option<Played>,
) -> Option<PlayFacts> {
    let green = section.green();
    let section = Node::new(green, section.text_range().start());
    read_play(section, Some(deal), played, Detail::Cards, &mut Vec::new())
}
