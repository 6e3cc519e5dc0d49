//! A PBN game read into the bridge model.

mod deal;

pub(crate) use deal::read as read_deal;

use super::bridge::DealInfo;
use crate::ide::green::Node;
use gamerec_grammar::SyntaxNode;

/// The deal one `Deal` tag value gives, read as the game reads it.
pub(crate) fn deal_of(value: &SyntaxNode) -> Option<DealInfo> {
    let green = value.green();
    read_deal(
        Node::new(&green, value.text_range().start()),
        &mut Vec::new(),
    )
}
