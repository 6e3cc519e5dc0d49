//! The outline of an RBN or RBX document: one symbol per record, named by its board, contract
//! and result, with the deal, auction, contract, play, result, notes and free text as children.
//! `B`, `E` and `D` repeat into later records until changed (RBN 3.2), so the names and details
//! carry them forward.

use crate::ide::green::Node;
use crate::ide::notations::bridge::symbols::{detail, BoardSummary, ContractSummary};
use crate::ide::notations::rbn::model::{contract_in, Tricks};
use crate::ide::symbols::{leading_text, short_text, Carried, CarriedTexts, Symbol, SymbolKind};
use gamerec_grammar::rbn::ast::LABEL_KINDS;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, TextRange};
use std::borrow::Cow;

/// How long a detail drawn from a value may be.
const DETAIL_CHARS: usize = 48;

/// The labels that repeat into later records and that the outline shows.
#[derive(Default)]
struct Repeated<'a> {
    board: Option<Cow<'a, str>>,
    event: Option<Cow<'a, str>>,
    date: Option<Cow<'a, str>>,
}

impl<'a> Repeated<'a> {
    /// The values `carried` holds, in the order [`Repeated::carry`] writes them.
    fn from_carried(carried: &'a Carried) -> Repeated<'a> {
        let value = |index: usize| carried.texts.get(index).map(Cow::Borrowed);
        Repeated {
            board: value(0),
            event: value(1),
            date: value(2),
        }
    }

    fn carry(self) -> CarriedTexts {
        CarriedTexts::new(
            [&self.board, &self.event, &self.date]
                .into_iter()
                .map(Option::as_deref),
        )
    }
}

/// The symbol of `record` (a child of the root): a board with its parts, the comments that
/// open a file, or nothing.
pub(super) fn record_symbols(
    record: Node<'_>,
    carried: &mut Carried,
    with_children: bool,
) -> Vec<Symbol> {
    if record.kind() != RBN_RECORD {
        return Vec::new();
    }
    let mut repeated = Repeated::from_carried(carried);
    let symbol = record_symbol(record, &mut repeated, carried.ordinal + 1, with_children);
    let texts = repeated.carry();
    carried.texts = texts;
    match symbol {
        Some(symbol) => {
            carried.ordinal += 1;
            vec![symbol]
        }
        None => comment_record(record).into_iter().collect(),
    }
}

fn update_repeated<'a>(label: Node<'a>, repeated: &mut Repeated<'a>) {
    let slot = match label.kind() {
        RBN_BOARD_LABEL => &mut repeated.board,
        RBN_EVENT_LABEL => &mut repeated.event,
        RBN_DATE_LABEL => &mut repeated.date,
        _ => return,
    };
    *slot = if is_null(label) {
        None
    } else if label.kind() == RBN_DATE_LABEL {
        date_text(label).map(Cow::Owned)
    } else {
        label.child(RBN_FIELD).map(field_text)
    };
}

/// A label written alone (or with nothing after its space or inside its braces).
fn is_null(label: Node<'_>) -> bool {
    label.children().all(|element| {
        let kind = match element {
            NodeOrToken::Node(node) => node.kind(),
            NodeOrToken::Token(token) => token.kind,
        };
        matches!(
            kind,
            RBN_LABEL_NAME | WHITESPACE | RBN_L_BRACE | RBN_R_BRACE
        )
    })
}

/// A field's text with `::` read as `:`; borrowed from the tree when it is one token.
fn field_text(field: Node<'_>) -> Cow<'_, str> {
    let mut text = Cow::Borrowed("");
    for token in field.tokens() {
        let piece = match token.kind {
            RBN_ESCAPED_COLON => ":",
            _ => token.text,
        };
        if text.is_empty() {
            text = Cow::Borrowed(piece);
        } else if !piece.is_empty() {
            text.to_mut().push_str(piece);
        }
    }
    text
}

/// `1993-05-12`, or as much of it as is given.
fn date_text(label: Node<'_>) -> Option<String> {
    let date = label.child(RBN_DATE)?;
    let mut text = date.token(RBN_YEAR)?.text.to_owned();
    for part in [date.token(RBN_MONTH), date.token(RBN_DAY)]
        .into_iter()
        .flatten()
    {
        text.push('-');
        text.push_str(part.text);
    }
    Some(text)
}

/// The symbol of a record with labels, after taking its repeated labels into `repeated`;
/// `None` for a record without labels.
fn record_symbol<'a>(
    record: Node<'a>,
    repeated: &mut Repeated<'a>,
    ordinal: usize,
    with_children: bool,
) -> Option<Symbol> {
    let mut contract_summary = None;
    let mut passed_out = false;
    let mut tricks = None;
    let mut children = Vec::new();
    let mut board_label = None;
    let mut first_label = None;
    for node in record.child_nodes() {
        let kind = node.kind();
        if kind == RBN_FREE_TEXT {
            if with_children {
                let range = node.range();
                let text = leading_text(node, &[RBN_L_BRACE, RBN_R_BRACE], DETAIL_CHARS);
                children.push(
                    Symbol::new("Commentary".into(), SymbolKind::Text, range, range)
                        .with_detail(Some(text)),
                );
            }
            continue;
        }
        if !LABEL_KINDS.contains(&kind) {
            continue;
        }
        update_repeated(node, repeated);
        first_label.get_or_insert(node.range());
        match kind {
            RBN_BOARD_LABEL => {
                board_label.get_or_insert(node.range());
            }
            RBN_CONTRACT_LABEL => {
                contract_summary = contract_in(node).as_ref().and_then(ContractSummary::of);
            }
            RBN_RESULT_LABEL => {
                let field = node.child(RBN_FIELD);
                passed_out = field.is_some_and(|field| field.token(RBN_PASS).is_some());
                tricks = field
                    .and_then(|field| field.token(RBN_TRICKS))
                    .and_then(|tricks| tricks.text.parse::<u8>().ok());
            }
            _ => {}
        }
        if with_children {
            children.extend(label_symbol(node));
        }
    }
    let first_label = first_label?;
    // Labels before free text where both start at one offset, as when they were listed apart.
    children.sort_by_key(|child| (child.range.start(), child.kind == SymbolKind::Text));
    let summary = BoardSummary {
        board: repeated.board.as_deref(),
        contract: contract_summary,
        tricks,
        passed_out,
    };
    let range = record.range();
    let selection = board_label.unwrap_or(first_label);
    let name = summary.name(format_args!("Record {ordinal}"));
    let mut symbol = Symbol::new(name, SymbolKind::Board, range, selection).with_detail(detail(&[
        repeated.event.as_deref(),
        repeated.date.as_deref(),
    ]));
    symbol.children = children;
    Some(symbol)
}

/// A record of nothing but `%` lines and free text, such as the one that opens a file.
fn comment_record(record: Node<'_>) -> Option<Symbol> {
    let range = record.range();
    let comments = record
        .child_nodes()
        .filter(|node| node.kind() == RBN_COMMENT)
        .map(|comment| {
            let mut text = String::new();
            comment.for_each_token(|token| text.push_str(token.text));
            text.trim_start_matches(['%', '{'])
                .trim_end_matches('}')
                .to_owned()
        });
    let free_texts = record
        .child_nodes()
        .filter(|node| node.kind() == RBN_FREE_TEXT)
        .map(|free_text| {
            free_text
                .tokens()
                .filter(|token| matches!(token.kind, RBN_TEXT | RBN_BAR | NEWLINE))
                .map(|token| token.text)
                .collect::<String>()
        });
    let first = comments
        .chain(free_texts)
        .find(|text| !text.trim().is_empty())?;
    Some(
        Symbol::new("Comments".into(), SymbolKind::Text, range, range)
            .with_detail(Some(short_text(&first, DETAIL_CHARS))),
    )
}

/// The child for a label a person jumps to; `None` for the heading labels (`D T L E F S K N B`).
fn label_symbol(node: Node<'_>) -> Option<Symbol> {
    let value_text = || {
        leading_text(
            node,
            &[RBN_LABEL_NAME, RBN_L_BRACE, RBN_R_BRACE],
            DETAIL_CHARS,
        )
    };
    let (name, kind, detail) = match node.kind() {
        RBN_HAND_LABEL => ("Deal".to_owned(), SymbolKind::Section, value_text()),
        RBN_AUCTION_LABEL => ("Auction".to_owned(), SymbolKind::Section, value_text()),
        RBN_CONTRACT_LABEL => ("Contract".to_owned(), SymbolKind::Section, value_text()),
        RBN_PLAY_LABEL => {
            let tricks = Tricks::count(node);
            let detail = match tricks {
                1 => "1 trick".to_owned(),
                n => format!("{n} tricks"),
            };
            ("Play".to_owned(), SymbolKind::Section, detail)
        }
        RBN_RESULT_LABEL => ("Result".to_owned(), SymbolKind::Section, value_text()),
        RBN_MAKES_LABEL => ("Makes".to_owned(), SymbolKind::Section, value_text()),
        RBN_ITEMS_LABEL => ("Items".to_owned(), SymbolKind::Section, value_text()),
        RBN_NOTE_LABEL => {
            let number = node
                .token(RBN_LABEL_NAME)
                .and_then(|name| name.text.as_bytes().first().copied())
                .filter(u8::is_ascii_digit)
                .map(|digit| digit - b'0');
            let name = match number {
                Some(number) => format!("Note {number}"),
                None => "Note".to_owned(),
            };
            let text = node.token(RBN_TEXT).map_or("", |text| text.text);
            (name, SymbolKind::Note, short_text(text, DETAIL_CHARS))
        }
        _ => return None,
    };
    let range = label_range(node);
    let selection = node.token(RBN_LABEL_NAME).map_or(range, |name| name.range);
    Some(Symbol::new(name, kind, range, selection).with_detail(Some(detail)))
}

/// The label without the line end that closes it.
fn label_range(node: Node<'_>) -> TextRange {
    let range = node.range();
    match node.last_token() {
        Some(token) if token.kind == NEWLINE => TextRange::new(range.start(), token.range.start()),
        _ => range,
    }
}
