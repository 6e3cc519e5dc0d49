//! Hover in SGF: property identifiers, points, moves with the board after them, and game-info
//! values.

mod cache;
mod diagram;
mod point;
mod property;
#[cfg(test)]
mod tests;
mod values;

use crate::ide::green::Node as GreenNode;
use crate::ide::hover::Hover;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::sgf::go::sgf::{board_size, first_value, line_to, BoardSize};
use crate::ide::notations::sgf::go::Colour;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::spec::{self, PropertySpec, PropertyType};
use gamerec_grammar::sgf::{Node, PropValue, Property};
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub use cache::BoardCache;

/// What the root node of the game tree says that every hover in it needs.
pub(super) struct Game {
    /// `FF`, 1 when the root does not say.
    ff: u8,
    ff_declared: bool,
    /// `GM`, 1 (Go) when the root does not say.
    gm: u8,
    size: BoardSize,
}

impl Game {
    fn of(root: GreenNode<'_>) -> Game {
        let number =
            |id: &str| first_value(root, id).and_then(|value| value.trim().parse::<u8>().ok());
        let ff = number("FF");
        Game {
            ff: ff.unwrap_or(1),
            ff_declared: ff.is_some(),
            gm: first_value(root, "GM")
                .map_or(Some(1), |value| value.trim().parse().ok())
                .unwrap_or(0),
            size: board_size(root),
        }
    }

    /// The definition of `id` for this tree's version and game, or else the current one.
    fn spec(&self, id: &str) -> Option<&'static PropertySpec> {
        spec::property_in(id, self.ff, self.gm).or_else(|| spec::property(id))
    }
}

fn is_blank(token: &SyntaxToken) -> bool {
    matches!(token.kind(), SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE)
}

/// The token the cursor is on: the one to the right, unless it is blank and the left one is
/// not.
fn token_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxToken> {
    let tokens = root.token_at_offset(offset);
    let (left, right) = (tokens.clone().left_biased(), tokens.right_biased());
    match (left, right) {
        (Some(left), Some(right)) if is_blank(&right) && !is_blank(&left) => Some(left),
        (left, right) => right.or(left),
    }
}

pub(super) fn hover(parse: &Parse, offset: TextSize, boards: &BoardCache) -> Option<Hover> {
    let token = token_at(&parse.syntax(), offset)?;
    if is_blank(&token) && token.parent().and_then(PropValue::cast).is_none() {
        return None;
    }
    let property = token.parent_ancestors().find_map(Property::cast)?;
    let node = property.syntax().parent().and_then(Node::cast)?;
    let line = line_to(parse.green(), node.syntax().text_range().start())?;
    let game = Game::of(*line.first()?);
    if token.kind() == SyntaxKind::SGF_PROP_IDENT {
        return Some(Hover {
            range: token.text_range(),
            markup: property::hover(token.text(), &game),
        });
    }
    let value = token.parent().and_then(PropValue::cast)?;
    let id = property.identifier()?;
    let spec = game.spec(&id);
    let point_token = value
        .syntax()
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::SGF_POINT);
    let colour = match id.as_str() {
        "B" => Some(Colour::Black),
        "W" => Some(Colour::White),
        _ => None,
    };
    if let Some(colour) = colour {
        let raw = value.raw_text();
        if let Some(markup) = point::move_hover(colour, &raw, &line, &game, boards) {
            let range =
                point_token.map_or_else(|| value.syntax().text_range(), |point| point.text_range());
            return Some(Hover { range, markup });
        }
    }
    if token.kind() == SyntaxKind::SGF_POINT {
        let markup = point::point_hover(spec, token.text(), &game)?;
        return Some(Hover {
            range: token.text_range(),
            markup,
        });
    }
    let spec = spec?;
    let markup = value_hover(spec, &value)?;
    Some(Hover {
        range: content_range(&value),
        markup,
    })
}

/// The explanation of a root or game-info value, or of a value the property table names.
fn value_hover(spec: &PropertySpec, value: &PropValue) -> Option<Markup> {
    let text = value.simple_text();
    let heading = format!("{} — {}", code_span(spec.id), spec.name);
    match values::explain(spec, &text) {
        Some(explained) => Some(Markup::new().heading(heading).paragraph(explained)),
        None if matches!(
            spec.property_type,
            PropertyType::Root | PropertyType::GameInfo
        ) =>
        {
            Some(Markup::new().heading(heading).paragraph(spec.meaning))
        }
        None => None,
    }
}

/// The text between the brackets, or the whole value when it is empty.
fn content_range(value: &PropValue) -> TextRange {
    let mut content = value
        .syntax()
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .filter(|token| {
            !matches!(
                token.kind(),
                SyntaxKind::SGF_L_BRACKET | SyntaxKind::SGF_R_BRACKET
            )
        })
        .map(|token| token.text_range());
    match content.next() {
        Some(first) => content.fold(first, |range, next| range.cover(next)),
        None => value.syntax().text_range(),
    }
}
