//! Completion in SGF: the properties allowed in the node, known values, the next move.

#[cfg(test)]
mod tests;

use crate::ide::completion::{CompletionItem, CompletionKind, Insert};
use crate::ide::green::Node as GreenNode;
use crate::ide::markup::{code_span, Markup};
use crate::ide::notations::sgf::go::sgf::{first_value, has_property, line_to, property_ids};
use crate::ide::notations::sgf::go::Colour;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::sgf::spec::{self, Constraint, PropertySpec, PropertyType, ValueType};
use gamerec_grammar::sgf::{Node, PropValue, Property};
use gamerec_grammar::{Parse, SyntaxKind, SyntaxToken, TextRange, TextSize};

/// Where the cursor is, for completion.
enum Context {
    /// In a node, where a property may start: after `;`, after a value, or in an identifier
    /// being typed (`typing`), which `range` covers.
    Properties {
        node: Node,
        typing: Option<Property>,
        range: TextRange,
    },
    /// Inside the brackets of a value.
    Value {
        property: Property,
        range: TextRange,
    },
}

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let tokens = root.token_at_offset(offset);
    let left = tokens
        .left_biased()
        .filter(|token| token.text_range().start() < offset);
    let Some(context) = left.and_then(|left| context(&left, offset)) else {
        return Vec::new();
    };
    match context {
        Context::Properties {
            node,
            typing,
            range,
        } => property_items(parse, &node, typing.as_ref(), range),
        Context::Value { property, range } => value_items(&property, range),
    }
}

/// The context of the cursor at `offset`, just after or inside `left`.
fn context(left: &SyntaxToken, offset: TextSize) -> Option<Context> {
    let parent = left.parent()?;
    match left.kind() {
        SyntaxKind::SGF_PROP_IDENT => {
            let property = Property::cast(parent)?;
            let node = property.syntax().parent().and_then(Node::cast)?;
            Some(Context::Properties {
                node,
                typing: Some(property),
                range: left.text_range(),
            })
        }
        SyntaxKind::SGF_SEMICOLON => Some(Context::Properties {
            node: Node::cast(parent)?,
            typing: None,
            range: TextRange::empty(offset),
        }),
        SyntaxKind::SGF_R_BRACKET => {
            let node = parent.parent()?.parent().and_then(Node::cast)?;
            Some(Context::Properties {
                node,
                typing: None,
                range: TextRange::empty(offset),
            })
        }
        _ if PropValue::can_cast(parent.kind()) => {
            let value = PropValue::cast(parent)?;
            let property = value.syntax().parent().and_then(Property::cast)?;
            let start = value
                .syntax()
                .first_token()
                .filter(|token| token.kind() == SyntaxKind::SGF_L_BRACKET)?
                .text_range()
                .end();
            let end = value
                .syntax()
                .last_token()
                .filter(|token| token.kind() == SyntaxKind::SGF_R_BRACKET)
                .map_or(offset, |token| token.text_range().start());
            Some(Context::Value {
                property,
                range: TextRange::new(start, end.max(start)),
            })
        }
        SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {
            let node = match parent.kind() {
                SyntaxKind::SGF_NODE => Node::cast(parent),
                SyntaxKind::SGF_PROPERTY => parent.parent().and_then(Node::cast),
                // Whitespace after a node's last property belongs to the tree; properties
                // typed there still belong to the node before it.
                SyntaxKind::SGF_GAME_TREE => node_before(left),
                _ => None,
            }?;
            Some(Context::Properties {
                node,
                typing: None,
                range: TextRange::empty(offset),
            })
        }
        _ => None,
    }
}

/// The node that ends right before the blank `token` and the blanks before it.
fn node_before(token: &SyntaxToken) -> Option<Node> {
    let mut previous = token.prev_sibling_or_token();
    while let Some(element) = previous {
        match element.kind() {
            SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE => {
                previous = element.prev_sibling_or_token();
            }
            _ => return element.into_node().and_then(Node::cast),
        }
    }
    None
}

/// The properties the node may still take: root properties only in the root node, no setup
/// property beside a move and no move property beside setup, game-info properties only where
/// no earlier node on the line holds game information, none that the node has already, and
/// none that excludes one it has (`B` and `W`, `GB` and `GW`, ...).
fn property_items(
    parse: &Parse,
    node: &Node,
    typing: Option<&Property>,
    range: TextRange,
) -> Vec<CompletionItem> {
    let Some(line) = line_to(parse.green(), node.syntax().text_range().start()) else {
        return Vec::new();
    };
    let Some((this, earlier)) = line.split_last() else {
        return Vec::new();
    };
    let root = *line.first().unwrap_or(this);
    let number = |id: &str| first_value(root, id).and_then(|value| value.trim().parse::<u8>().ok());
    let ff = number("FF").unwrap_or(4);
    let gm = number("GM").unwrap_or(1);
    let typing_start = typing.map(|property| property.syntax().text_range().start());
    let present: Vec<String> = node
        .properties()
        .filter(|property| Some(property.syntax().text_range().start()) != typing_start)
        .filter_map(|property| property.identifier())
        .collect();
    let type_present = |wanted: PropertyType| {
        present
            .iter()
            .any(|id| spec::property(id).is_some_and(|spec| spec.property_type == wanted))
    };
    let (has_move, has_setup) = (
        type_present(PropertyType::Move),
        type_present(PropertyType::Setup),
    );
    let has_stone_move = present.iter().any(|id| id == "B" || id == "W");
    let info_above = earlier.iter().any(|node| holds_game_info(node));
    let is_root = earlier.is_empty();
    let next = (!is_root && !has_stone_move && !has_setup).then(|| next_colour(earlier));
    let mut items = Vec::new();
    let mut last_id = "";
    for candidate in spec::PROPERTIES {
        if candidate.id == last_id {
            continue;
        }
        last_id = candidate.id;
        let Some(spec) = spec::property_in(candidate.id, 4, gm)
            .or_else(|| spec::property_in(candidate.id, ff, gm))
        else {
            continue;
        };
        let allowed = match spec.property_type {
            PropertyType::Root => is_root,
            PropertyType::Setup => !has_move,
            PropertyType::Move => !has_setup,
            PropertyType::GameInfo => !info_above,
            PropertyType::NoType => true,
        };
        let excluded = spec.constraints.iter().any(|rule| match rule {
            Constraint::ExclusiveInNode(others) => {
                present.iter().any(|id| others.contains(&id.as_str()))
            }
            _ => false,
        });
        if !allowed || excluded || present.iter().any(|id| id == spec.id) {
            continue;
        }
        items.push(property_item(spec, range, next));
    }
    items
}

fn holds_game_info(node: &GreenNode<'_>) -> bool {
    property_ids(*node).any(|id| {
        spec::property(&id).is_some_and(|spec| spec.property_type == PropertyType::GameInfo)
    })
}

/// Whose move comes next after the nodes of `earlier`: the colour `PL` names, else the
/// opponent of the last move, else White after handicap stones, else Black.
fn next_colour(earlier: &[GreenNode<'_>]) -> Colour {
    for node in earlier.iter().rev() {
        match first_value(*node, "PL").as_deref().map(str::trim) {
            Some("B") => return Colour::Black,
            Some("W") => return Colour::White,
            _ => {}
        }
        if has_property(*node, "B") {
            return Colour::White;
        }
        if has_property(*node, "W") {
            return Colour::Black;
        }
    }
    let handicap = earlier
        .first()
        .and_then(|root| first_value(*root, "HA"))
        .and_then(|value| value.trim().parse::<u32>().ok())
        .is_some_and(|stones| stones >= 2);
    if handicap {
        Colour::White
    } else {
        Colour::Black
    }
}

fn property_item(spec: &PropertySpec, range: TextRange, next: Option<Colour>) -> CompletionItem {
    let is_next =
        next.is_some_and(|colour| spec.id.starts_with(colour.letter()) && spec.id.len() == 1);
    let detail = if is_next {
        format!("{} — the next move", spec.name)
    } else {
        spec.name.to_string()
    };
    let insert = if spec.value == ValueType::None {
        Insert::Plain(format!("{}[]", spec.id))
    } else {
        Insert::Snippet(format!("{}[$1]", spec.id))
    };
    let documentation = Markup::new().paragraph(spec.meaning).list([
        format!("Property type: {}", spec.property_type.label()),
        format!("Value: {}", code_span(&spec.value.to_string())),
    ]);
    CompletionItem {
        label: spec.id.to_string(),
        kind: CompletionKind::Keyword,
        detail: Some(detail),
        documentation: Some(documentation),
        insert,
        range,
        sort: is_next.then(|| "0".to_string()),
    }
}

/// The values of the properties whose values are few and named.
fn value_items(property: &Property, range: TextRange) -> Vec<CompletionItem> {
    let Some(id) = property.identifier() else {
        return Vec::new();
    };
    let item = |value: &str, meaning: &str, insert: Insert, sort: usize| CompletionItem {
        label: value.to_string(),
        kind: CompletionKind::Value,
        detail: Some(meaning.to_string()),
        documentation: None,
        insert,
        range,
        sort: Some(format!("{sort:02}")),
    };
    let plain = |value: &str| Insert::Plain(value.to_string());
    match id.as_str() {
        "GM" => spec::GAMES
            .iter()
            .enumerate()
            .map(|(index, game)| {
                let number = game.number.to_string();
                item(&number, game.name, plain(&number), index)
            })
            .collect(),
        "FF" => [
            ("4", "FF[4] (1997), the current version"),
            ("3", "FF[3] (1993)"),
            ("1", "FF[1] (1987), assumed without FF"),
            ("2", "FF[2], never made public"),
        ]
        .iter()
        .enumerate()
        .map(|(index, (value, meaning))| item(value, meaning, plain(value), index))
        .collect(),
        "SZ" => [("19", "19×19, the default"), ("13", "13×13"), ("9", "9×9")]
            .iter()
            .enumerate()
            .map(|(index, (value, meaning))| item(value, meaning, plain(value), index))
            .chain(std::iter::once(item(
                "columns:rows",
                "a rectangular board",
                Insert::Snippet("${1:19}:${2:13}".into()),
                3,
            )))
            .collect(),
        "RE" => {
            let margins = [
                ("B+", "Black wins by the points given", "B+${1:0.5}"),
                ("W+", "White wins by the points given", "W+${1:0.5}"),
            ];
            margins
                .iter()
                .map(|&(label, meaning, snippet)| (label, meaning, Insert::Snippet(snippet.into())))
                .chain(known(&id).map(|(value, meaning)| (value, meaning, plain(value))))
                .enumerate()
                .map(|(index, (label, meaning, insert))| item(label, meaning, insert, index))
                .collect()
        }
        "CA" | "ST" | "PL" | "RU" => known(&id)
            .enumerate()
            .map(|(index, (value, meaning))| item(value, meaning, plain(value), index))
            .collect(),
        _ => Vec::new(),
    }
}

fn known(id: &str) -> impl Iterator<Item = (&'static str, &'static str)> {
    spec::property(id)
        .map(|spec| spec.known_values)
        .unwrap_or_default()
        .iter()
        .map(|known| (known.value, known.meaning))
}
