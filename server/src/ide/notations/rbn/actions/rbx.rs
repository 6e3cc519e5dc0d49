//! RBN and RBX as each other: the signature line a file lacks, and a record converted from
//! the one layout to the other (RBN's `X value` lines become RBX's `X{value}` groups, free
//! text line breaks become `|`; and back).

use crate::ide::actions::{
    edit, insert, line_ending, records_touching, source_action, CodeAction, ErrorRanges,
    SOURCE_RBN_TO_RBX, SOURCE_RBX_TO_RBN,
};
use crate::ide::format::TextEdit;
use gamerec_grammar::{Format, NodeOrToken, Parse, SyntaxKind, SyntaxNode, TextRange};

/// The signature line (RBN) or group (RBX) at the start of the file.
pub(super) fn add_signature(root: &SyntaxNode, format: Format) -> Vec<CodeAction> {
    let start = root.text_range().start();
    let (title, text) = match format {
        Format::Rbx => ("Start the file with `%{RBX}`", "%{RBX}".to_string()),
        _ => (
            "Start the file with `% RBN 3.2`",
            format!("% RBN 3.2{}", line_ending(root)),
        ),
    };
    vec![CodeAction::fix(title, true, vec![insert(start, text)])]
}

/// The records `range` touches, converted to `to`: RBX in an RBN document, RBN in an RBX
/// one, as one action.
pub(super) fn convert_records(
    parse: &Parse,
    root: &SyntaxNode,
    range: TextRange,
    to: Format,
) -> Vec<CodeAction> {
    let ending = line_ending(root);
    let errors = ErrorRanges::of(parse);
    let mut one = String::new();
    let converted: Vec<Vec<TextEdit>> = records_touching(root, range, &[SyntaxKind::RBN_RECORD])
        .into_iter()
        .filter(|record| !errors.touch(record.text_range()))
        .filter_map(|record| {
            let (content, converted) = match to {
                Format::Rbx => to_rbx(&record)?,
                _ => to_rbn(&record, &ending)?,
            };
            one =
                board_number(&record).map_or_else(String::new, |board| format!(" (board {board})"));
            Some(vec![edit(content, converted)])
        })
        .collect();
    let (kind, name) = match to {
        Format::Rbx => (SOURCE_RBN_TO_RBX, "RBX"),
        _ => (SOURCE_RBX_TO_RBN, "RBN"),
    };
    source_action(
        kind,
        format!("Convert this record to {name}{one}"),
        |count| format!("Convert the {count} records to {name}"),
        converted,
    )
    .into_iter()
    .collect()
}

fn board_number(record: &SyntaxNode) -> Option<String> {
    let label = record
        .children()
        .find(|node| node.kind() == SyntaxKind::RBN_BOARD_LABEL)?;
    label
        .children()
        .find(|node| node.kind() == SyntaxKind::RBN_FIELD)
        .map(|field| field.text().to_string())
}

/// The record's range without its final line end.
fn content_range(record: &SyntaxNode) -> TextRange {
    match record.last_token() {
        Some(last) if last.kind() == SyntaxKind::NEWLINE => {
            TextRange::new(record.text_range().start(), last.text_range().start())
        }
        _ => record.text_range(),
    }
}

fn is_label(kind: SyntaxKind) -> bool {
    matches!(
        kind,
        SyntaxKind::RBN_DATE_LABEL
            | SyntaxKind::RBN_TITLE_LABEL
            | SyntaxKind::RBN_LOCATION_LABEL
            | SyntaxKind::RBN_EVENT_LABEL
            | SyntaxKind::RBN_SCORING_LABEL
            | SyntaxKind::RBN_SESSION_LABEL
            | SyntaxKind::RBN_TEAMS_LABEL
            | SyntaxKind::RBN_NAMES_LABEL
            | SyntaxKind::RBN_BOARD_LABEL
            | SyntaxKind::RBN_HAND_LABEL
            | SyntaxKind::RBN_AUCTION_LABEL
            | SyntaxKind::RBN_CONTRACT_LABEL
            | SyntaxKind::RBN_PLAY_LABEL
            | SyntaxKind::RBN_RESULT_LABEL
            | SyntaxKind::RBN_MAKES_LABEL
            | SyntaxKind::RBN_ITEMS_LABEL
            | SyntaxKind::RBN_NOTE_LABEL
    )
}

/// The text of a label or comment after its first token (the label name or `%`), without
/// the layout that separates them (a space in RBN, braces in RBX).
fn value(node: &SyntaxNode) -> String {
    let mut text = String::new();
    let mut tokens = node
        .descendants_with_tokens()
        .filter_map(|element| element.into_token())
        .skip(1)
        .peekable();
    if tokens.peek().is_some_and(|token| {
        matches!(
            token.kind(),
            SyntaxKind::WHITESPACE | SyntaxKind::RBN_L_BRACE
        )
    }) {
        tokens.next();
    }
    let mut tokens: Vec<_> = tokens.collect();
    if tokens
        .last()
        .is_some_and(|token| token.kind() == SyntaxKind::RBN_R_BRACE)
    {
        tokens.pop();
    }
    for token in tokens {
        text.push_str(token.text());
    }
    text
}

/// The first token's text of a node (a label's name).
fn head(node: &SyntaxNode) -> Option<String> {
    node.first_token().map(|token| token.text().to_string())
}

/// An RBN record as one RBX line (the range it replaces and the text).
fn to_rbx(record: &SyntaxNode) -> Option<(TextRange, String)> {
    let mut out = String::new();
    for element in record.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) if token.kind() == SyntaxKind::NEWLINE => {}
            NodeOrToken::Token(_) => return None,
            NodeOrToken::Node(node) => {
                let kind = node.kind();
                if kind == SyntaxKind::RBN_FREE_TEXT {
                    out.push('{');
                    for token in node
                        .children_with_tokens()
                        .filter_map(|element| element.into_token())
                    {
                        match token.kind() {
                            SyntaxKind::RBN_L_BRACE | SyntaxKind::RBN_R_BRACE => {}
                            SyntaxKind::NEWLINE => out.push('|'),
                            _ => out.push_str(token.text()),
                        }
                    }
                    out.push('}');
                    continue;
                }
                let value = value(&node);
                if value.contains(['{', '}']) {
                    return None;
                }
                if kind == SyntaxKind::RBN_COMMENT {
                    out.push_str("%{");
                    out.push_str(&signature(&value, "RBN", "RBX"));
                    out.push('}');
                } else if is_label(kind) {
                    out.push_str(&head(&node)?);
                    out.push('{');
                    out.push_str(&value);
                    out.push('}');
                } else {
                    return None;
                }
            }
        }
    }
    Some((content_range(record), out))
}

/// An RBX record as RBN lines (the range it replaces and the text). A record followed by
/// another gets the blank line that separates RBN records.
fn to_rbn(record: &SyntaxNode, ending: &str) -> Option<(TextRange, String)> {
    let mut lines: Vec<String> = Vec::new();
    for element in record.children_with_tokens() {
        match element {
            NodeOrToken::Token(token) if token.kind() == SyntaxKind::NEWLINE => {}
            NodeOrToken::Token(_) => return None,
            NodeOrToken::Node(node) => {
                let kind = node.kind();
                if kind == SyntaxKind::RBN_FREE_TEXT {
                    lines.push(node.text().to_string());
                } else if kind == SyntaxKind::RBN_COMMENT {
                    let value = value(&node);
                    let value = signature(&value, "RBX", "RBN");
                    lines.push(if value.is_empty() {
                        "%".to_string()
                    } else {
                        format!("% {value}")
                    });
                } else if is_label(kind) {
                    let value = value(&node);
                    let name = head(&node)?;
                    lines.push(if value.is_empty() {
                        name
                    } else {
                        format!("{name} {value}")
                    });
                } else {
                    return None;
                }
            }
        }
    }
    let mut text = lines.join(ending);
    let followed = record
        .next_sibling()
        .is_some_and(|next| next.kind() == SyntaxKind::RBN_RECORD);
    if followed {
        text.push_str(ending);
    }
    Some((content_range(record), text))
}

/// A comment's text with the signature `from` at its start replaced by `to`.
fn signature(value: &str, from: &str, to: &str) -> String {
    match value.strip_prefix(from) {
        Some(rest) => format!("{to}{rest}"),
        None => value.to_string(),
    }
}
