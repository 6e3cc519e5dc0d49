//! The outline of an RBN or RBX document: one symbol per record, named by its board, contract
//! and result, with the deal, auction, contract, play, result, notes and free text as children.
//! `B`, `E` and `D` repeat into later records until changed (RBN 3.2), so the names and details
//! carry them forward.

use super::bridge::{detail, BoardSummary, ContractSummary};
use super::{count_children, short_text, Budget, Scratch, Symbol, SymbolKind};
use crate::ide::bridge::Strain;
use crate::ide::rbn_read::seat_of;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{ContractLabel, DateLabel, Label, NoteLabel, Record, ResultLabel};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{SyntaxNode, TextRange};

/// How long a detail drawn from a value may be.
const DETAIL_CHARS: usize = 48;

/// The labels that repeat into later records and that the outline shows.
#[derive(Default)]
struct Repeated {
    board: Option<String>,
    event: Option<String>,
    date: Option<String>,
}

pub(super) fn symbols(root: &SyntaxNode, budget: &mut Budget) -> Vec<Symbol> {
    let mut repeated = Repeated::default();
    let mut symbols = Vec::new();
    let mut boards = 0usize;
    for record in root.children().filter_map(Record::cast) {
        let labels: Vec<Label> = record.labels().collect();
        for label in &labels {
            update_repeated(label, &mut repeated);
        }
        if labels.is_empty() {
            if let Some(symbol) = comment_record(&record) {
                symbols.push(symbol);
            }
            continue;
        }
        boards += 1;
        let mut symbol = record_symbol(&record, &labels, &repeated, boards, budget.allows());
        budget.take(&mut symbol);
        symbols.push(symbol);
    }
    symbols
}

fn update_repeated(label: &Label, repeated: &mut Repeated) {
    let slot = match label.syntax().kind() {
        RBN_BOARD_LABEL => &mut repeated.board,
        RBN_EVENT_LABEL => &mut repeated.event,
        RBN_DATE_LABEL => &mut repeated.date,
        _ => return,
    };
    *slot = if label.is_null() {
        None
    } else if label.syntax().kind() == RBN_DATE_LABEL {
        DateLabel::cast(label.syntax().clone()).and_then(|date| date_text(&date))
    } else {
        label.fields().next().map(|field| field.text())
    };
}

/// `1993-05-12`, or as much of it as is given.
fn date_text(label: &DateLabel) -> Option<String> {
    let date = label.date()?;
    let mut text = date.year()?.text().to_owned();
    for part in [date.month(), date.day()].into_iter().flatten() {
        text.push('-');
        text.push_str(part.text());
    }
    Some(text)
}

fn record_symbol(
    record: &Record,
    labels: &[Label],
    repeated: &Repeated,
    ordinal: usize,
    with_children: bool,
) -> Symbol {
    let mut summary = BoardSummary {
        board: repeated.board.clone(),
        ..BoardSummary::default()
    };
    let mut children = Vec::new();
    for label in labels {
        let node = label.syntax();
        match node.kind() {
            RBN_CONTRACT_LABEL => {
                summary.contract = ContractLabel::cast(node.clone()).and_then(|c| contract(&c));
            }
            RBN_RESULT_LABEL => {
                if let Some(result) = ResultLabel::cast(node.clone()) {
                    summary.passed_out = result.is_passed_out();
                    summary.tricks = result
                        .tricks()
                        .and_then(|tricks| tricks.text().parse::<u8>().ok());
                }
            }
            _ => {}
        }
        if let Some(child) = label_symbol(label).filter(|_| with_children) {
            children.push(child);
        }
    }
    for free_text in record.free_texts().filter(|_| with_children) {
        let range = free_text.syntax().text_range();
        let text = Scratch::default().leading_text(
            crate::ide::green::Node::new(free_text.syntax().green(), 0.into()),
            &[RBN_L_BRACE, RBN_R_BRACE],
            DETAIL_CHARS,
        );
        children.push(
            Symbol::new("Commentary".into(), SymbolKind::Text, range, range)
                .with_detail(Some(text)),
        );
    }
    children.sort_by_key(|child| child.range.start());
    let range = record.syntax().text_range();
    let selection = labels
        .iter()
        .find(|label| label.syntax().kind() == RBN_BOARD_LABEL)
        .or(labels.first())
        .map_or(range, |label| label.syntax().text_range());
    let name = summary.name(&format!("Record {ordinal}"));
    let mut symbol = Symbol::new(name, SymbolKind::Board, range, selection).with_detail(detail(&[
        repeated.event.as_deref(),
        repeated.date.as_deref(),
    ]));
    symbol.children = children;
    symbol
}

/// A record of nothing but `%` lines and free text, such as the one that opens a file.
fn comment_record(record: &Record) -> Option<Symbol> {
    let range = record.syntax().text_range();
    let first = record
        .comments()
        .map(|comment| {
            comment
                .syntax()
                .text()
                .to_string()
                .trim_start_matches(['%', '{'])
                .trim_end_matches('}')
                .to_owned()
        })
        .chain(record.free_texts().map(|text| text.text()))
        .find(|text| !text.trim().is_empty())?;
    Some(
        Symbol::new("Comments".into(), SymbolKind::Text, range, range)
            .with_detail(Some(short_text(&first, DETAIL_CHARS))),
    )
}

fn contract(label: &ContractLabel) -> Option<ContractSummary> {
    let contract = label.contract()?;
    let level = contract.level()?.text().parse::<u8>().ok()?;
    let strain = Strain::parse(&contract.strain()?.text().to_ascii_uppercase())?;
    let risk = contract
        .risk()
        .map_or("", |risk| ContractSummary::risk(risk.text()));
    let declarer = label.declarer().as_ref().and_then(seat_of);
    Some(ContractSummary::Bid {
        level,
        strain,
        risk,
        declarer,
    })
}

/// The child for a label a person jumps to; `None` for the heading labels (`D T L E F S K N B`).
fn label_symbol(label: &Label) -> Option<Symbol> {
    let node = label.syntax();
    let (name, kind, detail) = match node.kind() {
        RBN_HAND_LABEL => ("Deal".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_AUCTION_LABEL => ("Auction".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_CONTRACT_LABEL => ("Contract".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_PLAY_LABEL => {
            let tricks = count_children(node.green(), RBN_TRICK);
            let detail = match tricks {
                1 => "1 trick".to_owned(),
                n => format!("{n} tricks"),
            };
            ("Play".to_owned(), SymbolKind::Section, detail)
        }
        RBN_RESULT_LABEL => ("Result".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_MAKES_LABEL => ("Makes".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_ITEMS_LABEL => ("Items".to_owned(), SymbolKind::Section, value_text(node)),
        RBN_NOTE_LABEL => {
            let note = NoteLabel::cast(node.clone())?;
            let name = match note.number() {
                Some(number) => format!("Note {number}"),
                None => "Note".to_owned(),
            };
            let text = note
                .text()
                .map(|text| text.text().to_owned())
                .unwrap_or_default();
            (name, SymbolKind::Note, short_text(&text, DETAIL_CHARS))
        }
        _ => return None,
    };
    let range = label_range(node);
    let selection = label.name().map_or(range, |name| name.text_range());
    Some(Symbol::new(name, kind, range, selection).with_detail(Some(detail)))
}

/// The label without the line end that closes it.
fn label_range(node: &SyntaxNode) -> TextRange {
    let range = node.text_range();
    match node.last_token() {
        Some(last) if last.kind() == NEWLINE => {
            TextRange::new(range.start(), last.text_range().start())
        }
        _ => range,
    }
}

/// The value of a label as written, on one line and shortened.
fn value_text(node: &SyntaxNode) -> String {
    Scratch::default().leading_text(
        crate::ide::green::Node::new(node.green(), 0.into()),
        &[RBN_LABEL_NAME, RBN_L_BRACE, RBN_R_BRACE],
        DETAIL_CHARS,
    )
}
