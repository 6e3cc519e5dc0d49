//! Completion in PBN: tag names, enumerated tag values, table column names, legal calls in
//! the auction section, legal cards in the play section, and Note tags for referenced notes.
//!
//! The cursor is placed first: in a tag's name (after `[`), inside a tag's quotes, among the
//! calls or cards of a section, or at the start of a line where a tag may begin.

mod game;
mod tags;
mod values;

#[cfg(test)]
mod tests;

use crate::ide::completion::{at_line_start, left_token, right_token};
use crate::ide::completion::{CompletionItem, CompletionKind};
use gamerec_grammar::pbn::ast::{pieces, Piece};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let left = left_token(&root, offset);
    let right = right_token(&root, offset);
    let game = [&left, &right].into_iter().flatten().find_map(|token| {
        token
            .parent_ancestors()
            .find(|node| node.kind() == PBN_GAME)
    });

    if let Some(tag) = left.as_ref().and_then(|token| enclosing_tag(token, offset)) {
        return in_tag(&tag, game.as_ref(), offset);
    }
    let section = left
        .as_ref()
        .and_then(|token| enclosing_section(token, offset))
        .or_else(|| {
            let game = game.clone().or_else(|| game_before_line(left.as_ref()?))?;
            section_before(&game, offset)
        });
    if let Some(section) = section {
        let game = section.parent();
        let mut items = game::section_completions(&section, game.as_ref(), left.as_ref(), offset);
        if starts_line(left.as_ref(), offset) {
            // A tag may start the line too: after the calls or cards come notes and other tags.
            let moves = !items.is_empty();
            let tags =
                tags::name_completions(game.as_ref(), None, TextRange::empty(offset), offset);
            items.extend(tags.into_iter().map(|mut item| {
                if moves && item.kind != CompletionKind::Reference {
                    item.sort = item.sort.map(|sort| format!("~{sort}"));
                }
                item
            }));
        }
        return items;
    }
    if at_line_start(left.as_ref()) {
        return tags::name_completions(game.as_ref(), None, TextRange::empty(offset), offset);
    }
    Vec::new()
}

/// Whether `offset` starts a line, spaces aside, looking inside a run of moves for its line
/// ends.
fn starts_line(left: Option<&SyntaxToken>, offset: TextSize) -> bool {
    let Some(run) = left.filter(|token| matches!(token.kind(), PBN_AUCTION_RUN | PBN_PLAY_RUN))
    else {
        return at_line_start(left);
    };
    let before: Vec<SyntaxKind> = pieces(run)
        .iter()
        .take_while(|piece| piece.range().start() < offset)
        .map(Piece::kind)
        .collect();
    matches!(before.as_slice(), [.., NEWLINE] | [.., NEWLINE, WHITESPACE])
}

/// The tag whose `[` ends at or before `offset` and which the cursor is inside (or at the end
/// of, when it is not closed).
fn enclosing_tag(left: &SyntaxToken, offset: TextSize) -> Option<SyntaxNode> {
    let tag = left
        .parent_ancestors()
        .find(|node| node.kind() == PBN_TAG)?;
    let range = tag.text_range();
    let closed = tag
        .last_token()
        .is_some_and(|token| token.kind() == PBN_R_BRACK);
    (range.start() < offset && (offset < range.end() || !closed)).then_some(tag)
}

/// The auction or play section the cursor is in, after its tag.
fn enclosing_section(left: &SyntaxToken, offset: TextSize) -> Option<SyntaxNode> {
    let section = left
        .parent_ancestors()
        .find(|node| matches!(node.kind(), PBN_AUCTION | PBN_PLAY))?;
    let tag_end = section
        .children()
        .find(|node| node.kind() == PBN_TAG)?
        .text_range()
        .end();
    (tag_end < offset || tag_end == offset && left.kind() != PBN_R_BRACK).then_some(section)
}

/// The auction or play section that ends before `offset` with only spaces and line ends
/// between: the calls or cards continue there. That holds too on a line of spaces right after
/// the game, which would end the game if nothing else were typed on it.
fn section_before(game: &SyntaxNode, offset: TextSize) -> Option<SyntaxNode> {
    let last = game
        .children()
        .take_while(|node| node.text_range().start() < offset)
        .last()?;
    if !matches!(last.kind(), PBN_AUCTION | PBN_PLAY) || last.text_range().end() > offset {
        return None;
    }
    let after = last.text_range().end();
    let blank = game
        .children_with_tokens()
        .filter(|element| (after..offset).contains(&element.text_range().start()))
        .all(|element| matches!(element.kind(), WHITESPACE | NEWLINE));
    blank.then_some(last)
}

/// The game that ends right before the line of spaces `left` is on.
fn game_before_line(left: &SyntaxToken) -> Option<SyntaxNode> {
    if left.kind() != WHITESPACE {
        return None;
    }
    let previous = left.prev_sibling_or_token()?.into_node()?;
    (previous.kind() == PBN_GAME).then_some(previous)
}

/// Completions inside a tag: its name after `[`, or its value inside the quotes.
fn in_tag(tag: &SyntaxNode, game: Option<&SyntaxNode>, offset: TextSize) -> Vec<CompletionItem> {
    let name = tag
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == PBN_TAG_NAME);
    let value = tag.children().find(|node| node.kind() == PBN_TAG_VALUE);
    let bracket_end = tag.text_range().start() + TextSize::from(1);
    let name_end = name
        .as_ref()
        .map_or(bracket_end, |token| token.text_range().end());
    if offset <= name_end {
        let typed = name
            .as_ref()
            .map_or(TextRange::empty(offset), |token| token.text_range());
        return match value.is_some() {
            // Only the name is replaced; the value stays.
            true => tags::name_completions(game, Some(tag), typed, offset)
                .into_iter()
                .filter_map(tags::as_plain_name)
                .collect(),
            // The whole tag is written anew, over a `]` the editor may have closed it with.
            false => {
                let end = tag
                    .last_token()
                    .filter(|token| token.kind() == PBN_R_BRACK)
                    .map_or(typed.end().max(offset), |token| token.text_range().end());
                tags::name_completions(
                    game,
                    Some(tag),
                    TextRange::new(tag.text_range().start(), end),
                    offset,
                )
            }
        };
    }
    let Some(value) = value else {
        return Vec::new();
    };
    let quotes: Vec<SyntaxToken> = value
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| token.kind() == PBN_QUOTE)
        .collect();
    let Some(open) = quotes.first() else {
        return Vec::new();
    };
    let inside_start = open.text_range().end();
    let inside_end = match quotes.get(1) {
        Some(close) => close.text_range().start(),
        None => value.text_range().end(),
    };
    if offset < inside_start || offset > inside_end {
        return Vec::new();
    }
    let Some(name) = name else {
        return Vec::new();
    };
    values::completions(
        name.text(),
        &value,
        game,
        TextRange::new(inside_start, inside_end),
        offset,
    )
}
