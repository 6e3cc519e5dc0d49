//! The blocks a game is cut into for the layout: a tag or section with the comments and `%`
//! lines after it, where its text stands in the game's buffer, and its place in the export
//! order.

use std::ops::Range;

/// What a block of a game is, for the export order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum BlockKind<'a> {
    /// Comments before the first tag.
    Head,
    Tag(&'a str),
    Auction,
    Play,
    Table(&'a str),
}

/// A tag or section with the comments and `%` lines after it: its text in the game's buffer,
/// or a mandatory tag the export style adds.
#[derive(Debug, Clone)]
pub(super) struct Block<'a> {
    pub kind: BlockKind<'a>,
    /// Where the block stands in the export order (see `export::order_blocks`).
    pub order: (u8, u8),
    pub text: BlockText,
    /// For a tag, where its `[Name "value"]` ends in the game's buffer.
    pub tag_end: usize,
}

#[derive(Debug, Clone)]
pub(super) enum BlockText {
    Written(Range<usize>),
    /// `[Name "?"]` for the block's tag name.
    Unknown,
    /// A tag that repeats an earlier one with the same value: only the lines after it.
    Repeated(Range<usize>),
}
