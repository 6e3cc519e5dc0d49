//! Supplemental tables and double-dummy data: rows against a column's declared `+`/`-` order,
//! comments among the rows,
//! the shape of `DoubleDummyTricks` and its agreement with the game's `OptimumResultTable`.
//! (A last row with too few elements is the parser's `pbn/incomplete-table-row`.)

use super::{tag_name, value_range};
use crate::ide::check::Findings;
use crate::ide::{Diagnostic, RelatedInformation};
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::pbn::ast::{Game, Table, Tag};
use gamerec_grammar::{SyntaxElement, SyntaxKind, TextRange, TextSize};
use std::cmp::Ordering;

pub(super) fn check(game: &Game, out: &mut Findings) {
    let tags: Vec<Tag> = game.tags().collect();
    let tables: Vec<Table> = game.tables().collect();
    for table in &tables {
        check_order(table, out);
        comments_after_elements(table, out);
    }
    if let Some(tag) = tags
        .iter()
        .find(|tag| tag_name(tag).as_deref() == Some("DoubleDummyTricks"))
    {
        let optimum = tables.iter().find(|table| {
            table
                .tag()
                .and_then(|tag| tag_name(&tag))
                .is_some_and(|name| name == "OptimumResultTable")
        });
        double_dummy_tricks(tag, optimum, out);
    }
}

/// Comments among the rows: only the table's tag may carry a comment, because `;`, `{` and `}`
/// would otherwise be hard to tell from elements.
fn comments_after_elements(table: &Table, out: &mut Findings) {
    let mut rows_started = false;
    for element in table.syntax().descendants_with_tokens() {
        match element.kind() {
            SyntaxKind::PBN_TABLE_ROW => rows_started = true,
            SyntaxKind::PBN_COMMENT if rows_started => out.push(Diagnostic::error(
                "pbn/comment-in-table",
                element.text_range(),
                "a comment among the rows of a table; PBN allows a comment only after the \
                 table's tag, so move it there or before the tag",
            )),
            _ => {}
        }
    }
}

/// A table element with its range; strings without their quotes.
struct Element {
    text: String,
    range: TextRange,
}

fn elements(row: &gamerec_grammar::pbn::ast::TableRow) -> Vec<Element> {
    row.syntax()
        .children_with_tokens()
        .filter_map(|element| match element {
            SyntaxElement::Token(token) if token.kind() == SyntaxKind::PBN_TABLE_ELEMENT => {
                Some(Element {
                    text: token.text().to_string(),
                    range: token.text_range(),
                })
            }
            SyntaxElement::Node(node) if node.kind() == SyntaxKind::PBN_STRING => {
                let text = node.text().to_string();
                let inner = text
                    .trim_start_matches('"')
                    .trim_end_matches('"')
                    .to_string();
                Some(Element {
                    text: inner,
                    range: node.text_range(),
                })
            }
            _ => None,
        })
        .collect()
}

fn check_order(table: &Table, out: &mut Findings) {
    let ordered: Vec<(usize, bool, String)> = table
        .columns()
        .enumerate()
        .filter_map(|(index, column)| {
            let order = column.order()?;
            let name = column
                .name()
                .map(|name| name.text().to_string())
                .unwrap_or_default();
            Some((index, order.text() == "+", name))
        })
        .collect();
    if ordered.is_empty() {
        return;
    }
    let rows: Vec<Vec<Element>> = table.rows().map(|row| elements(&row)).collect();
    for (column, descending, name) in ordered {
        let mut previous: Option<&Element> = None;
        for row in &rows {
            let Some(element) = row.get(column) else {
                continue;
            };
            if matches!(element.text.as_str(), "?" | "-") {
                continue;
            }
            if let Some(before) = previous {
                let wrong = match compare(&before.text, &element.text) {
                    Some(Ordering::Less) => descending,
                    Some(Ordering::Greater) => !descending,
                    _ => false,
                };
                if wrong {
                    let (order, way) = if descending {
                        ("+", "highest first")
                    } else {
                        ("-", "lowest first")
                    };
                    let mut diagnostic = Diagnostic::error(
                        "pbn/table-order",
                        element.range,
                        format!(
                            "`{}` comes after `{}` in the column `{name}`, which its `{order}` \
                             declares sorted {way}; move the row or drop the `{order}`",
                            element.text, before.text
                        ),
                    );
                    diagnostic.related.push(RelatedInformation {
                        range: before.range,
                        message: "the row before".to_string(),
                    });
                    out.push(diagnostic);
                    break;
                }
            }
            previous = Some(element);
        }
    }
}

/// Numbers compare as numbers (an artificial score's `^` and a tie's trailing `=` aside),
/// other elements as text; a number and a text do not compare.
fn compare(a: &str, b: &str) -> Option<Ordering> {
    match (number(a), number(b)) {
        (Some(a), Some(b)) => a.partial_cmp(&b),
        (None, None) => Some(a.cmp(b)),
        _ => None,
    }
}

fn number(text: &str) -> Option<f64> {
    let text = text.strip_prefix('^').unwrap_or(text);
    let text = text.strip_suffix('=').unwrap_or(text);
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    text.parse().ok()
}

/// Declarers and denominations in the order of `DoubleDummyTricks`.
const DECLARERS: [char; 4] = ['N', 'S', 'E', 'W'];
const DENOMINATIONS: [&str; 5] = ["NT", "S", "H", "D", "C"];

fn double_dummy_tricks(tag: &Tag, optimum: Option<&Table>, out: &mut Findings) {
    let Some(value) = tag.value() else { return };
    if value.is_inherited() {
        return;
    }
    let text = value.text();
    if text.is_empty() || text == "?" {
        return;
    }
    let range = value_range(tag);
    let digits: Vec<Option<u32>> = text
        .chars()
        .map(|c| c.to_digit(16).filter(|&tricks| tricks <= 13))
        .collect();
    if let Some(bad) = digits.iter().position(Option::is_none) {
        let start = text.char_indices().nth(bad).map_or(0, |(at, _)| at);
        let len = text[start..].chars().next().map_or(1, char::len_utf8);
        let at = range.start() + TextSize::try_from(start).unwrap_or_default();
        out.push(Diagnostic::error(
            "pbn/bad-double-dummy-tricks",
            TextRange::at(at, TextSize::try_from(len).unwrap_or_default()),
            format!(
                "`{}` is not a number of tricks; `DoubleDummyTricks` has one hexadecimal digit \
                 per declarer and denomination, `0`-`9` and `a`-`d` for 10-13",
                &text[start..start + len]
            ),
        ));
        return;
    }
    if digits.len() != 20 {
        out.push(Diagnostic::error(
            "pbn/bad-double-dummy-tricks",
            range,
            format!(
                "`DoubleDummyTricks` has {} digits; it needs 20, the tricks of declarer N, S, E \
                 and W, each in NT, S, H, D and C",
                digits.len()
            ),
        ));
        return;
    }
    let Some(table) = optimum else { return };
    let columns: Vec<String> = table
        .columns()
        .map(|column| {
            column
                .name()
                .map(|name| name.text().to_string())
                .unwrap_or_default()
        })
        .collect();
    let find = |name: &str| columns.iter().position(|column| column == name);
    let (Some(declarer_at), Some(denomination_at), Some(result_at)) =
        (find("Declarer"), find("Denomination"), find("Result"))
    else {
        return;
    };
    for row in table.rows() {
        let row = elements(&row);
        let (Some(declarer), Some(denomination), Some(result)) = (
            row.get(declarer_at),
            row.get(denomination_at),
            row.get(result_at),
        ) else {
            continue;
        };
        let Some(seat) = DECLARERS
            .iter()
            .position(|&seat| declarer.text.eq_ignore_ascii_case(&seat.to_string()))
        else {
            continue;
        };
        let denomination_text = match denomination.text.to_ascii_uppercase().as_str() {
            "N" => "NT".to_string(),
            other => other.to_string(),
        };
        let Some(strain) = DENOMINATIONS.iter().position(|&d| d == denomination_text) else {
            continue;
        };
        let Ok(tricks) = result.text.parse::<u32>() else {
            continue;
        };
        let index = seat * 5 + strain;
        let Some(Some(ddt)) = digits.get(index) else {
            continue;
        };
        if *ddt != tricks {
            let at = range.start() + TextSize::try_from(index).unwrap_or_default();
            let mut diagnostic = Diagnostic::error(
                "pbn/bad-double-dummy-tricks",
                TextRange::at(at, TextSize::from(1)),
                format!(
                    "digit {} of `DoubleDummyTricks` gives {} {} tricks in {}, but the \
                     `OptimumResultTable` gives {tricks}; the digits go declarer N, S, E, W, \
                     each in NT, S, H, D, C",
                    index + 1,
                    DECLARERS[seat],
                    ddt,
                    DENOMINATIONS[strain]
                ),
            );
            diagnostic.related.push(RelatedInformation {
                range: result.range,
                message: format!(
                    "{} {} in the OptimumResultTable",
                    declarer.text, denomination.text
                ),
            });
            out.push(diagnostic);
            return;
        }
    }
}
