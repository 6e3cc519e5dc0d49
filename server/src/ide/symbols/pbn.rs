//! The outline of a PBN document: one symbol per game, named by its board, contract and result,
//! with the deal, contract, result, auction and play sections (their `Note` tags inside them),
//! tables and `{...}` commentary as children. A `#` value is the previous game's value.

use super::bridge::{detail, BoardSummary, ContractSummary};
use super::{leading_text, short_text, Budget, Symbol, SymbolKind};
use crate::ide::bridge::{Seat, Strain};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, Tag};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, SyntaxKind, SyntaxNode, TextRange};

const DETAIL_CHARS: usize = 48;

/// The tags whose values name a game, in the order of [`Values`].
const NAMING_TAGS: [&str; 6] = ["Board", "Event", "Date", "Contract", "Declarer", "Result"];

/// The values of [`NAMING_TAGS`] in the current game, `#` resolved from the previous one.
#[derive(Default, Clone)]
struct Values([Option<String>; 6]);

impl Values {
    fn get(&self, tag: &str) -> Option<&str> {
        let index = NAMING_TAGS.iter().position(|name| *name == tag)?;
        self.0.get(index)?.as_deref()
    }
}

pub(super) fn symbols(root: &SyntaxNode, budget: &mut Budget) -> Vec<Symbol> {
    let mut previous = Values::default();
    let mut symbols = Vec::new();
    for (index, game) in root.children().filter_map(Game::cast).enumerate() {
        let values = naming_values(&game, &previous);
        let mut symbol = game_symbol(&game, &values, index + 1, budget.allows());
        budget.take(&mut symbol);
        symbols.push(symbol);
        previous = values;
    }
    symbols
}

fn naming_values(game: &Game, previous: &Values) -> Values {
    let mut values = Values::default();
    for tag in game.tags() {
        let Some(name) = tag.name() else { continue };
        let Some(index) = NAMING_TAGS.iter().position(|tag| *tag == name.text()) else {
            continue;
        };
        let Some(slot) = values.0.get_mut(index) else {
            continue;
        };
        if slot.is_some() {
            continue;
        }
        let text = tag.value().map(|value| value.text()).unwrap_or_default();
        *slot = if text.trim() == "#" {
            previous.0.get(index).cloned().flatten()
        } else {
            Some(text)
        };
    }
    values
}

/// A value that says something: not empty and not just `?` (unknown) and separators.
fn known(text: Option<&str>) -> Option<&str> {
    text.map(str::trim)
        .filter(|text| text.chars().any(|c| !matches!(c, '?' | '.' | ' ' | '-')))
}

fn game_symbol(game: &Game, values: &Values, ordinal: usize, with_children: bool) -> Symbol {
    let summary = BoardSummary {
        board: known(values.get("Board")).map(str::to_owned),
        contract: values
            .get("Contract")
            .and_then(|text| contract(text, values.get("Declarer").and_then(declarer))),
        tricks: values
            .get("Result")
            .and_then(|text| text.trim().trim_start_matches('^').parse::<u8>().ok()),
        passed_out: false,
    };
    let range = game.syntax().text_range();
    let mut children = Vec::new();
    let mut board_tag = None;
    let mut first_tag = None;
    for element in game.syntax().children_with_tokens() {
        match element {
            NodeOrToken::Node(node) => match node.kind() {
                PBN_TAG => {
                    let Some(tag) = Tag::cast(node) else { continue };
                    let name = tag
                        .name()
                        .map(|name| name.text().to_owned())
                        .unwrap_or_default();
                    first_tag.get_or_insert(tag.syntax().text_range());
                    if name == "Board" {
                        board_tag.get_or_insert(tag.syntax().text_range());
                    }
                    if with_children {
                        children.extend(tag_symbol(&tag, &name));
                    }
                }
                PBN_AUCTION | PBN_PLAY => {
                    first_tag.get_or_insert(node.text_range());
                    if with_children {
                        children.push(section_symbol(&node));
                    }
                }
                PBN_TABLE => {
                    first_tag.get_or_insert(node.text_range());
                    if with_children {
                        children.push(table_symbol(&node));
                    }
                }
                _ => {}
            },
            NodeOrToken::Token(token) => {
                if with_children && token.kind() == PBN_COMMENT && token.text().starts_with('{') {
                    children.push(commentary(token.text(), token.text_range()));
                }
            }
        }
    }
    let selection = board_tag.or(first_tag).unwrap_or(range);
    let name = summary.name(&format!("Game {ordinal}"));
    let mut symbol = Symbol::new(name, SymbolKind::Board, range, selection).with_detail(detail(&[
        known(values.get("Event")),
        known(values.get("Date")),
    ]));
    symbol.children = children;
    symbol
}

/// "4S", "3NTX", "Pass"; the declarer comes from its own tag.
fn contract(text: &str, declarer: Option<Seat>) -> Option<ContractSummary> {
    let text = text.trim().to_ascii_uppercase();
    if text == "PASS" {
        return Some(ContractSummary::PassedOut);
    }
    let level = text
        .get(..1)?
        .parse::<u8>()
        .ok()
        .filter(|l| (1..=7).contains(l))?;
    let rest = text.get(1..)?;
    let (strain, risk) = match rest.strip_prefix("NT") {
        Some(risk) => (Strain::NoTrump, risk),
        None => (Strain::parse(rest.get(..1)?)?, rest.get(1..)?),
    };
    Some(ContractSummary::Bid {
        level,
        strain,
        risk: ContractSummary::risk(risk),
        declarer,
    })
}

fn declarer(text: &str) -> Option<Seat> {
    let letter = text.trim().trim_start_matches('^').chars().next()?;
    Seat::from_letter(letter.to_ascii_uppercase())
}

/// The child for a game-level tag a person jumps to: the deal, contract, result and notes.
fn tag_symbol(tag: &Tag, name: &str) -> Option<Symbol> {
    let range = tag.syntax().text_range();
    match name {
        "Deal" | "Contract" | "Result" => {
            let detail = tag
                .value()
                .map(|value| leading_text(value.syntax().green(), &[PBN_QUOTE], DETAIL_CHARS));
            Some(
                Symbol::new(name.to_owned(), SymbolKind::Section, range, range).with_detail(detail),
            )
        }
        "Note" => {
            let value = tag.value().map(|value| value.text()).unwrap_or_default();
            Some(note_symbol(tag, &value))
        }
        _ => None,
    }
}

/// `[Note "1:strong"]` as "Note 1" with its text.
fn note_symbol(tag: &Tag, value: &str) -> Symbol {
    let range = tag.syntax().text_range();
    let (name, text) = match value.split_once(':') {
        Some((number, text)) => (format!("Note {}", number.trim()), text),
        None => ("Note".to_owned(), value),
    };
    Symbol::new(name, SymbolKind::Note, range, range)
        .with_detail(Some(short_text(text, DETAIL_CHARS)))
}

/// An auction or play section: its calls or cards as the detail, its notes and commentary as
/// children. The calls and cards are read from the green tree, without a node object for each.
fn section_symbol(section: &SyntaxNode) -> Symbol {
    let range = section.text_range();
    let (name, item) = if section.kind() == PBN_AUCTION {
        ("Auction", PBN_CALL)
    } else {
        ("Play", PBN_CARD)
    };
    let mut moves = String::new();
    let mut children = Vec::new();
    let mut selection = range;
    let mut offset = range.start();
    for child in section.green().children() {
        let start = offset;
        offset += child.text_len();
        let NodeOrToken::Token(token) = child else {
            continue;
        };
        let kind = SyntaxKind::from_raw(token.kind().0);
        if kind == Some(PBN_COMMENT) && token.text().starts_with('{') {
            children.push(commentary(token.text(), TextRange::new(start, offset)));
        } else if kind == Some(item) && moves.len() <= DETAIL_CHARS * 2 {
            if !moves.is_empty() {
                moves.push(' ');
            }
            moves.push_str(token.text());
        }
    }
    for tag in section.children().filter_map(Tag::cast) {
        if tag.name().is_some_and(|name| name.text() == "Note") {
            let value = tag.value().map(|value| value.text()).unwrap_or_default();
            children.push(note_symbol(&tag, &value));
        } else if selection == range {
            selection = tag.syntax().text_range();
        }
    }
    children.sort_by_key(|child| child.range.start());
    let mut symbol = Symbol::new(name.to_owned(), SymbolKind::Section, range, selection)
        .with_detail(Some(short_text(&moves, DETAIL_CHARS)));
    symbol.children = children;
    symbol
}

fn table_symbol(table: &SyntaxNode) -> Symbol {
    let range = table.text_range();
    let tag = table.children().find_map(Tag::cast);
    let name = tag
        .as_ref()
        .and_then(Tag::name)
        .map_or_else(|| "Table".to_owned(), |name| name.text().to_owned());
    let selection = tag.map_or(range, |tag| tag.syntax().text_range());
    let rows = table
        .children()
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
