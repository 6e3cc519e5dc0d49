//! Completion in Pinochle PPN: tag names (the mandatory EXPORT tags still missing first, in
//! their order, and one item that inserts them all), seats and the other enumerated values
//! inside a tag's quotes, and in the Play section the cards the player to play may legally
//! play, then the trick's winner and points once it is full.
//!
//! The cursor is placed first: in a tag's name (after `[`), inside a tag's quotes, on a line
//! of the Play section, or at the start of a line where a tag may begin.

mod play;
mod tags;
#[cfg(test)]
mod tests;

use crate::ide::completion::{at_line_start, left_token, CompletionItem};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let left = left_token(&root, offset);
    let hand = left.as_ref().and_then(|token| {
        token
            .parent_ancestors()
            .find(|node| node.kind() == PIN_HAND_RECORD)
            .or_else(|| hand_before_line(token))
    });
    if let Some(tag) = left.as_ref().and_then(|token| enclosing_tag(token, offset)) {
        return tags::in_tag(&root, &tag, hand.as_ref(), offset);
    }
    if let (Some(left), Some(hand)) = (&left, &hand) {
        if let Some(items) = play::completions(hand, left, offset) {
            return items;
        }
    }
    if at_line_start(left.as_ref()) {
        return tags::at_line_start(&root, hand.as_ref(), TextRange::empty(offset));
    }
    Vec::new()
}

/// The tag whose `[` ends at or before `offset` and which the cursor is inside (or at the end
/// of, when it is not closed).
fn enclosing_tag(left: &SyntaxToken, offset: TextSize) -> Option<SyntaxNode> {
    let tag = left
        .parent_ancestors()
        .find(|node| node.kind() == PIN_TAG)?;
    let range = tag.text_range();
    let closed = tag
        .last_token()
        .is_some_and(|token| token.kind() == PIN_R_BRACK);
    (range.start() < offset && (offset < range.end() || !closed)).then_some(tag)
}

/// The hand that ends at the line break before the cursor's line, when `left` is that line
/// break or the spaces after it: what is typed there continues the hand.
fn hand_before_line(left: &SyntaxToken) -> Option<SyntaxNode> {
    let line_break = match left.kind() {
        NEWLINE => left.clone(),
        WHITESPACE => left.prev_token().filter(|token| token.kind() == NEWLINE)?,
        _ => return None,
    };
    let previous = line_break.prev_sibling_or_token()?.into_node()?;
    (previous.kind() == PIN_HAND_RECORD).then_some(previous)
}
