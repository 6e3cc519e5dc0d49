//! The tag values a game uses: its own, or those it takes from earlier games (`#` copies the
//! nearest earlier value, `##text` sets a value for the games that follow, and a game that
//! omits Board, Dealer, Vulnerable and Deal plays the board of the game before it, as team
//! match files write the second table).

use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, Tag, TagValue};
use gamerec_grammar::pbn::spec;
use gamerec_grammar::SyntaxKind::{PBN_AUCTION, PBN_GAME, PBN_PLAY, PBN_TABLE, PBN_TAG};
use gamerec_grammar::SyntaxNode;

/// The tags a game that omits them takes from the game before it.
const BOARD_TAGS: [&str; 4] = ["Board", "Dealer", "Vulnerable", "Deal"];

/// How many earlier games a tag the game omits is looked for in: enough for `##` values set a
/// little earlier, while a hover on a tag no game gives stays cheap in a file of thousands of
/// games.
const LOOK_BACK: usize = 64;

/// A tag value in effect for a game.
pub(super) struct Value {
    pub text: String,
    pub node: Option<TagValue>,
    /// True when the value comes from an earlier game.
    pub from_earlier: bool,
}

pub(super) fn game_of(node: &SyntaxNode) -> Option<Game> {
    node.ancestors().find_map(Game::cast)
}

fn earlier_games(game: &Game) -> impl Iterator<Item = Game> {
    std::iter::successors(game.syntax().prev_sibling(), SyntaxNode::prev_sibling)
        .filter(|node| node.kind() == PBN_GAME)
        .filter_map(Game::cast)
}

/// The value of `name` in effect for `game`.
pub(super) fn effective(game: &Game, name: &str) -> Option<Value> {
    if let Some(value) = find_tag(game, name).and_then(|tag| tag.value()) {
        let text = value.text();
        if text == spec::INHERIT {
            return inherited(game, name);
        }
        let text = match text.strip_prefix(spec::INHERIT_FOLLOWING) {
            Some(rest) => rest.to_string(),
            None => text,
        };
        return Some(Value {
            text,
            node: Some(value),
            from_earlier: false,
        });
    }
    for earlier in earlier_games(game).take(LOOK_BACK) {
        let Some(value) = find_tag(&earlier, name).and_then(|tag| tag.value()) else {
            continue;
        };
        let text = value.text();
        if let Some(rest) = text.strip_prefix(spec::INHERIT_FOLLOWING) {
            return Some(Value {
                text: rest.to_string(),
                node: Some(value),
                from_earlier: true,
            });
        }
        if BOARD_TAGS.contains(&name) && text != spec::INHERIT {
            return Some(Value {
                text,
                node: Some(value),
                from_earlier: true,
            });
        }
        return None;
    }
    None
}

/// The nearest earlier value of `name` that is not `#`.
fn inherited(game: &Game, name: &str) -> Option<Value> {
    for earlier in earlier_games(game) {
        let Some(value) = find_tag(&earlier, name).and_then(|tag| tag.value()) else {
            continue;
        };
        let text = value.text();
        if text == spec::INHERIT {
            continue;
        }
        let text = match text.strip_prefix(spec::INHERIT_FOLLOWING) {
            Some(rest) => rest.to_string(),
            None => text,
        };
        return Some(Value {
            text,
            node: Some(value),
            from_earlier: true,
        });
    }
    None
}

/// The first tag of `game` called `name`, its section tags included, without collecting.
pub(super) fn find_tag(game: &Game, name: &str) -> Option<Tag> {
    game.syntax().children().find_map(|node| {
        let tag = match node.kind() {
            PBN_TAG => Tag::cast(node)?,
            PBN_AUCTION | PBN_PLAY | PBN_TABLE => node.children().find_map(Tag::cast)?,
            _ => return None,
        };
        (tag.name()?.text() == name).then_some(tag)
    })
}

pub(super) use crate::ide::notations::bridge::text::{
    pbn_vulnerability as vulnerability, seat_letter as seat,
};
