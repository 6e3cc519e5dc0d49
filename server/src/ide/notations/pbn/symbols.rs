//! The outline of a PBN document: one symbol per game, named by its board, contract and result,
//! with the deal, contract, result, auction and play sections (their `Note` tags inside them),
//! tables and `{...}` commentary as children. A `#` value is the previous game's value.

use crate::ide::green::Node;
use crate::ide::notations::bridge::symbols::{detail, BoardSummary, ContractSummary};
use crate::ide::notations::pbn::model::tags::{GameTags, TagValues};
use crate::ide::notations::pbn::moves::split_element;
use crate::ide::symbols::short::ShortText;
use crate::ide::symbols::{leading_text, short_text, Carried, CarriedTexts, Symbol, SymbolKind};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{GreenNode, NodeOrToken, SyntaxKind, TextRange};
use std::borrow::Cow;

const DETAIL_CHARS: usize = 48;

/// The tags whose values name a game, in the order of [`Values`].
const NAMING_TAGS: [&str; 6] = ["Board", "Event", "Date", "Contract", "Declarer", "Result"];

/// The tags of [`NAMING_TAGS`] in the current game, with the value each stands for: a `#`
/// value stands for the previous game's.
#[derive(Default, Clone)]
struct Values<'a>([Option<(Node<'a>, Cow<'a, str>)>; 6]);

impl<'a> Values<'a> {
    fn get(&self, tag: &str) -> Option<&str> {
        let index = NAMING_TAGS.iter().position(|name| *name == tag)?;
        self.0.get(index)?.as_ref().map(|(_, text)| text.as_ref())
    }

    /// The value node of `tag`, `#` resolved.
    fn value(&self, tag: &str) -> Option<Node<'a>> {
        let index = NAMING_TAGS.iter().position(|name| *name == tag)?;
        let (tag, _) = self.0.get(index)?.as_ref()?;
        tag.child(PBN_TAG_VALUE)
    }

    /// The values `carried` holds, in the order [`Values::carry`] writes them.
    fn from_carried(carried: &'a Carried) -> Values<'a> {
        let mut values = Values::default();
        for (index, slot) in values.0.iter_mut().enumerate() {
            let tag = carried.nodes.get(index).and_then(Option::as_ref);
            let text = carried.texts.get(index);
            if let (Some(tag), Some(text)) = (tag, text) {
                *slot = Some((Node::new(tag, 0.into()), Cow::Borrowed(text)));
            }
        }
        values
    }

    /// The tags and their values, owned, to pass to the next game.
    fn carry(self) -> (Vec<Option<GreenNode>>, CarriedTexts) {
        let nodes = self
            .0
            .iter()
            .map(|slot| slot.as_ref().map(|(tag, _)| tag.green().to_owned()))
            .collect();
        let texts = self
            .0
            .iter()
            .map(|slot| slot.as_ref().map(|(_, text)| text.as_ref()));
        (nodes, CarriedTexts::new(texts))
    }

    /// Takes the value of `tag` (named `name`) if it is the first naming tag of its name.
    fn read(&mut self, tag: Node<'a>, name: &str, previous: &Values<'a>) {
        let Some(index) = NAMING_TAGS.iter().position(|tag| *tag == name) else {
            return;
        };
        let Some(slot) = self.0.get_mut(index) else {
            return;
        };
        if slot.is_some() {
            return;
        }
        let text = tag_value(tag);
        *slot = if text.trim() == "#" {
            previous.0.get(index).cloned().flatten()
        } else {
            Some((tag, text))
        };
    }
}

/// The name of a `PBN_TAG` node, `""` when it has none.
fn tag_name(tag: Node<'_>) -> &str {
    tag.token(PBN_TAG_NAME).map_or("", |name| name.text)
}

/// The text between the quotes of a tag's value, with `\"` and `\\` unescaped; borrowed from
/// the tree when the value is one piece, as it nearly always is.
fn tag_value(tag: Node<'_>) -> Cow<'_, str> {
    let mut text = Cow::Borrowed("");
    let Some(value) = tag.child(PBN_TAG_VALUE) else {
        return text;
    };
    value.green_tokens_while(|token| {
        let piece = match SyntaxKind::of_raw(token.kind()) {
            PBN_QUOTE => "",
            PBN_ESCAPE => token.text().get(1..).unwrap_or(""),
            _ => token.text(),
        };
        if text.is_empty() {
            text = Cow::Borrowed(piece);
        } else if !piece.is_empty() {
            text.to_mut().push_str(piece);
        }
        true
    });
    text
}

/// The symbol of `game` (a child of the root), or nothing for what is not a game.
pub(super) fn record_symbols(
    game: Node<'_>,
    carried: &mut Carried,
    with_children: bool,
) -> Vec<Symbol> {
    if game.kind() != PBN_GAME {
        return Vec::new();
    }
    let (symbol, next) = {
        let previous = Values::from_carried(carried);
        let (symbol, values) = game_symbol(game, &previous, carried.ordinal + 1, with_children);
        (symbol, values.carry())
    };
    (carried.nodes, carried.texts) = next;
    carried.ordinal += 1;
    vec![symbol]
}

/// A value that says something: not empty and not just `?` (unknown) and separators.
fn known(text: Option<&str>) -> Option<&str> {
    text.map(str::trim)
        .filter(|text| text.chars().any(|c| !matches!(c, '?' | '.' | ' ' | '-')))
}

/// The symbol of a game and the values of its naming tags, read in one pass over its tags.
fn game_symbol<'a>(
    game: Node<'a>,
    previous: &Values<'a>,
    ordinal: usize,
    with_children: bool,
) -> (Symbol, Values<'a>) {
    let range = game.range();
    let mut values = Values::default();
    let mut children = Vec::new();
    let mut board_tag = None;
    let mut first_tag = None;
    for element in game.children() {
        match element {
            NodeOrToken::Node(node) => match node.kind() {
                PBN_TAG => {
                    let name = tag_name(node);
                    values.read(node, name, previous);
                    first_tag.get_or_insert(node.range());
                    if name == "Board" {
                        board_tag.get_or_insert(node.range());
                    }
                    if with_children {
                        children.extend(tag_symbol(node, name));
                    }
                }
                PBN_AUCTION | PBN_PLAY | PBN_TABLE => {
                    for tag in node.child_nodes().filter(|tag| tag.kind() == PBN_TAG) {
                        values.read(tag, tag_name(tag), previous);
                    }
                    first_tag.get_or_insert(node.range());
                    if with_children {
                        children.push(if node.kind() == PBN_TABLE {
                            table_symbol(node)
                        } else {
                            section_symbol(node)
                        });
                    }
                }
                _ => {}
            },
            NodeOrToken::Token(token) => {
                if with_children && token.kind == PBN_COMMENT && token.text.starts_with('{') {
                    children.push(commentary(token.text, token.range));
                }
            }
        }
    }
    let tags = GameTags::of_values(&TagValues {
        declarer: values.value("Declarer"),
        contract: values.value("Contract"),
        result: values.value("Result"),
        ..TagValues::default()
    });
    let summary = BoardSummary {
        board: known(values.get("Board")),
        contract: contract(&tags),
        tricks: tags
            .result
            .and_then(|result| match result.parts.as_slice() {
                &[(None, tricks)] => u8::try_from(tricks).ok(),
                _ => None,
            }),
        passed_out: false,
    };
    let selection = board_tag.or(first_tag).unwrap_or(range);
    let name = summary.name(format_args!("Game {ordinal}"));
    let mut symbol = Symbol::new(name, SymbolKind::Board, range, selection).with_detail(detail(&[
        known(values.get("Event")),
        known(values.get("Date")),
    ]));
    symbol.children = children;
    (symbol, values)
}

/// The Contract tag's bid, or `Pass`; the declarer comes from its own tag.
fn contract(tags: &GameTags) -> Option<ContractSummary> {
    let (bid, doubling) = match tags.contract?.contract {
        None => return Some(ContractSummary::PassedOut),
        Some(contract) => contract,
    };
    Some(ContractSummary::Bid {
        level: bid.level(),
        strain: bid.strain(),
        risk: doubling.letters(),
        declarer: tags.declarer.and_then(|declarer| declarer.seat),
    })
}

/// The child for a game-level tag a person jumps to: the deal, contract, result and notes.
fn tag_symbol(tag: Node<'_>, name: &str) -> Option<Symbol> {
    let range = tag.range();
    match name {
        "Deal" | "Contract" | "Result" => {
            let detail = tag
                .child(PBN_TAG_VALUE)
                .map(|value| leading_text(value, &[PBN_QUOTE], DETAIL_CHARS));
            Some(
                Symbol::new(name.to_owned(), SymbolKind::Section, range, range).with_detail(detail),
            )
        }
        "Note" => Some(note_symbol(tag)),
        _ => None,
    }
}

/// `[Note "1:strong"]` as "Note 1" with its text.
fn note_symbol(tag: Node<'_>) -> Symbol {
    let range = tag.range();
    let value = tag_value(tag);
    let (name, text) = match value.split_once(':') {
        Some((number, text)) => (format!("Note {}", number.trim()), text),
        None => ("Note".to_owned(), &*value),
    };
    Symbol::new(name, SymbolKind::Note, range, range)
        .with_detail(Some(short_text(text, DETAIL_CHARS)))
}

/// An auction or play section: its calls or cards as the detail, its notes and commentary as
/// children in document order.
fn section_symbol(section: Node<'_>) -> Symbol {
    let range = section.range();
    let (name, item) = if section.kind() == PBN_AUCTION {
        ("Auction", PBN_CALL)
    } else {
        ("Play", PBN_CARD)
    };
    let mut moves = ShortText::new(DETAIL_CHARS);
    // The bytes of the calls or cards read so far, with a space between each two.
    let mut moves_len = 0usize;
    let mut children = Vec::new();
    let mut selection = range;
    for child in section.children().flat_map(split_element) {
        match child {
            NodeOrToken::Token(token) => {
                if token.kind == PBN_COMMENT && token.text.starts_with('{') {
                    children.push(commentary(token.text, token.range));
                } else if token.kind == item && moves_len <= DETAIL_CHARS * 2 {
                    if moves_len > 0 {
                        moves.push(" ");
                        moves_len += 1;
                    }
                    moves.push(token.text);
                    moves_len += token.text.len();
                }
            }
            NodeOrToken::Node(node) if node.kind() == PBN_TAG => {
                if tag_name(node) == "Note" {
                    children.push(note_symbol(node));
                } else if selection == range {
                    selection = node.range();
                }
            }
            NodeOrToken::Node(_) => {}
        }
    }
    let mut symbol = Symbol::new(name.to_owned(), SymbolKind::Section, range, selection)
        .with_detail(Some(moves.finish()));
    symbol.children = children;
    symbol
}

fn table_symbol(table: Node<'_>) -> Symbol {
    let range = table.range();
    let tag = table.child(PBN_TAG);
    let name = tag
        .and_then(|tag| tag.token(PBN_TAG_NAME))
        .map_or_else(|| "Table".to_owned(), |name| name.text.to_owned());
    let selection = tag.map_or(range, |tag| tag.range());
    let rows = table
        .child_nodes()
        .filter(|node| node.kind() == PBN_TABLE_ROW)
        .count();
    let detail = match rows {
        1 => "1 row".to_owned(),
        n => format!("{n} rows"),
    };
    Symbol::new(name, SymbolKind::Table, range, selection).with_detail(Some(detail))
}

fn commentary(text: &str, range: TextRange) -> Symbol {
    let inner = text.trim_start_matches('{').trim_end_matches('}');
    Symbol::new("Commentary".to_owned(), SymbolKind::Text, range, range)
        .with_detail(Some(short_text(inner, DETAIL_CHARS)))
}
