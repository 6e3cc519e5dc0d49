//! Completion in RBN and RBX: labels that may still come, label values, legal calls and cards.
//!
//! The cursor is placed first: at the start of a line (RBN) or of a group (RBX) a label is due;
//! after a label and its space (or `{`), a value of that label.

mod game;
mod labels;
mod value_at;
mod values;

#[cfg(test)]
mod tests;

use crate::ide::completion::CompletionItem;
use crate::ide::completion::{left_token, right_token};
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{Format, Parse, SyntaxNode, SyntaxToken, TextRange, TextSize};

pub(super) fn completions(parse: &Parse, offset: TextSize) -> Vec<CompletionItem> {
    let root = parse.syntax();
    let rbx = parse.format() == Format::Rbx;
    let record = record_at(&root, offset);
    let position = match &record {
        Some(record) if rbx => rbx_position(record, offset),
        Some(record) => rbn_position(record, offset),
        // A blank line or the end of the file: a new record starts here.
        None => Some(Position::LabelStart {
            typed: TextRange::empty(offset),
        }),
    };
    let Some(position) = position else {
        return Vec::new();
    };
    match position {
        Position::LabelStart { typed } => labels::completions(record.as_ref(), offset, typed, rbx),
        Position::Value { label, value_start } => values::completions(&label, value_start, offset),
    }
}

/// Where the cursor stands.
enum Position {
    /// A label is due; `typed` is the label character already typed (or empty).
    LabelStart { typed: TextRange },
    /// Inside the value of `label`, which starts at `value_start`.
    Value {
        label: SyntaxNode,
        value_start: TextSize,
    },
}

/// The record the cursor is in, or whose last line it ends (typing there continues the
/// record); `None` on a blank line between records or at the end after one.
fn record_at(root: &SyntaxNode, offset: TextSize) -> Option<SyntaxNode> {
    let record_of = |token: Option<SyntaxToken>| {
        token?
            .parent_ancestors()
            .find(|node| node.kind() == RBN_RECORD)
    };
    record_of(left_token(root, offset)).or_else(|| record_of(right_token(root, offset)))
}

/// The text of `node` from its start up to `offset` (empty when `offset` is outside it).
fn text_before(node: &SyntaxNode, offset: TextSize) -> String {
    let range = node.text_range();
    if offset < range.start() || offset > range.end() {
        return String::new();
    }
    node.text()
        .slice(TextRange::up_to(offset - range.start()))
        .to_string()
}

/// RBN: a label is due at the start of a line, or after one label character typed there.
fn rbn_position(record: &SyntaxNode, offset: TextSize) -> Option<Position> {
    if inside_free_text(record, offset) {
        return None;
    }
    let before = text_before(record, offset);
    let line_start = before.rfind(['\n', '\r']).map_or(0, |at| at + 1);
    let line = before.get(line_start..)?;
    let line_offset = record.text_range().start() + TextSize::try_from(line_start).ok()?;
    let mut chars = line.chars();
    match (chars.next(), chars.next()) {
        (None, _) => Some(Position::LabelStart {
            typed: TextRange::empty(offset),
        }),
        (Some(c), None) if c.is_ascii_alphanumeric() => Some(Position::LabelStart {
            typed: TextRange::new(line_offset, offset),
        }),
        (Some(c), Some(' ')) if c.is_ascii_alphanumeric() => {
            let label = label_at(record, line_offset)?;
            let value_start = line_offset + TextSize::from(2);
            Some(Position::Value { label, value_start })
        }
        _ => None,
    }
}

/// Whether `offset` is inside a `{...}` paragraph (after its opening brace).
fn inside_free_text(record: &SyntaxNode, offset: TextSize) -> bool {
    record.children().any(|node| {
        node.kind() == RBN_FREE_TEXT && {
            let range = node.text_range();
            let closed = node
                .last_token()
                .is_some_and(|token| token.kind() == RBN_R_BRACE);
            range.start() < offset && (offset < range.end() || !closed && offset == range.end())
        }
    })
}

/// The label node that starts at `start`.
fn label_at(record: &SyntaxNode, start: TextSize) -> Option<SyntaxNode> {
    record
        .children()
        .find(|node| node.text_range().start() == start && is_label(node))
}

fn is_label(node: &SyntaxNode) -> bool {
    gamerec_grammar::rbn::ast::LABEL_KINDS.contains(&node.kind())
}

/// RBX: a label is due at the start of the line or right after a group; inside a label's
/// braces its value.
fn rbx_position(record: &SyntaxNode, offset: TextSize) -> Option<Position> {
    let record_start = record.text_range().start();
    for node in record.children() {
        let range = node.text_range();
        if offset <= range.start() || offset > range.end() {
            continue;
        }
        if node.kind() == RBN_FREE_TEXT || node.kind() == RBN_COMMENT {
            let closed = node
                .last_token()
                .is_some_and(|token| token.kind() == RBN_R_BRACE);
            return match closed && offset == range.end() {
                true => Some(Position::LabelStart {
                    typed: TextRange::empty(offset),
                }),
                false => None,
            };
        }
        if !is_label(&node) {
            return None;
        }
        let open = node
            .children_with_tokens()
            .find(|element| element.kind() == RBN_L_BRACE);
        let close = node
            .children_with_tokens()
            .find(|element| element.kind() == RBN_R_BRACE);
        return match (open, close) {
            (Some(open), close) if open.text_range().end() <= offset => {
                if close.is_some_and(|close| close.text_range().end() <= offset) {
                    Some(Position::LabelStart {
                        typed: TextRange::empty(offset),
                    })
                } else {
                    Some(Position::Value {
                        value_start: open.text_range().end(),
                        label: node,
                    })
                }
            }
            // The label character typed, no brace yet.
            _ => Some(Position::LabelStart {
                typed: TextRange::new(range.start(), offset),
            }),
        };
    }
    if offset == record_start {
        return Some(Position::LabelStart {
            typed: TextRange::empty(offset),
        });
    }
    // Between groups: after spaces, or over one stray character typed as a label.
    let left = left_token(record, offset)?;
    match left.kind() {
        WHITESPACE => Some(Position::LabelStart {
            typed: TextRange::empty(offset),
        }),
        ERROR if left.text_range().end() == offset && left.text().chars().count() == 1 => {
            Some(Position::LabelStart {
                typed: left.text_range(),
            })
        }
        _ => None,
    }
}
