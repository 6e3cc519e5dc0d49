//! SGF fixes: identifiers in upper case, passes in the form the version wants, an escaped
//! `]`, setup and move properties in nodes of their own, obsolete properties replaced.

use crate::ide::actions::{ancestor_at, edit, insert, token_at, CodeAction};
use crate::ide::format::TextEdit;
use crate::ide::Diagnostic;
use gamerec_grammar::sgf::spec::{self, PropertyType};
use gamerec_grammar::{Parse, SyntaxKind, SyntaxNode, SyntaxToken, TextRange};

fn identifier_at(root: &SyntaxNode, range: TextRange) -> Option<SyntaxToken> {
    token_at(root, range.start()).filter(|token| token.kind() == SyntaxKind::SGF_PROP_IDENT)
}

/// The upper-case letters of an old long identifier (`CoPyright` → `CP`), or the identifier
/// in upper case when it has none (`b` → `B`).
pub(super) fn upper_case_identifier(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(identifier) = identifier_at(root, range) else {
        return Vec::new();
    };
    let written = identifier.text();
    let upper: String = written.chars().filter(char::is_ascii_uppercase).collect();
    let fixed = if upper.is_empty() {
        written.to_ascii_uppercase()
    } else {
        upper
    };
    if fixed == written {
        return Vec::new();
    }
    vec![CodeAction::fix(
        format!("Write `{fixed}`"),
        true,
        vec![edit(identifier.text_range(), fixed)],
    )]
}

/// The value at `range` when it belongs to a `B` or `W` property.
fn move_value(root: &SyntaxNode, range: TextRange) -> Option<(String, SyntaxNode)> {
    let value = ancestor_at(root, range.start(), SyntaxKind::SGF_PROP_VALUE)?;
    let property = value.parent()?;
    let identifier = property
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::SGF_PROP_IDENT)?;
    let colour = identifier.text().to_string();
    matches!(colour.as_str(), "B" | "W").then_some((colour, value))
}

/// `B[]` as `B[tt]` in a game tree older than FF[4].
pub(super) fn pass_as_tt(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some((colour, value)) = move_value(root, range) else {
        return Vec::new();
    };
    if value.text() != "[]" {
        return Vec::new();
    }
    vec![CodeAction::fix(
        format!("Write the pass as `{colour}[tt]`"),
        true,
        vec![edit(value.text_range(), "[tt]")],
    )]
}

/// `B[tt]` as `B[]` on a board larger than 19x19.
pub(super) fn tt_as_pass(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some((colour, value)) = move_value(root, range) else {
        return Vec::new();
    };
    if value.text() != "[tt]" {
        return Vec::new();
    }
    // The stone may be meant: this fix is offered, not preferred.
    vec![CodeAction::fix(
        format!("Write a pass as `{colour}[]`"),
        false,
        vec![edit(value.text_range(), "[]")],
    )]
}

/// `]` inside a value written `\]`.
pub(super) fn escape_bracket(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(token) = token_at(root, range.start()) else {
        return Vec::new();
    };
    let inside = usize::from(range.start() - token.text_range().start());
    if token.text().get(inside..inside + 1) != Some("]") {
        return Vec::new();
    }
    vec![CodeAction::fix(
        "Escape the `]` as `\\]`",
        true,
        vec![insert(range.start(), "\\")],
    )]
}

fn property_identifier(property: &SyntaxNode) -> Option<SyntaxToken> {
    property
        .children_with_tokens()
        .filter_map(|element| element.into_token())
        .find(|token| token.kind() == SyntaxKind::SGF_PROP_IDENT)
}

fn property_type(property: &SyntaxNode) -> Option<PropertyType> {
    let identifier = property_identifier(property)?;
    spec::property(identifier.text()).map(|spec| spec.property_type)
}

/// The node split in two: the setup (with the root and game-info properties) first, then the
/// move with everything else.
pub(super) fn split_node(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(node) = ancestor_at(root, range.start(), SyntaxKind::SGF_NODE) else {
        return Vec::new();
    };
    let properties: Vec<SyntaxNode> = node
        .children()
        .filter(|child| child.kind() == SyntaxKind::SGF_PROPERTY)
        .collect();
    let types: Vec<Option<PropertyType>> = properties.iter().map(property_type).collect();
    let has = |wanted: PropertyType| types.contains(&Some(wanted));
    if !has(PropertyType::Setup) || !has(PropertyType::Move) {
        return Vec::new();
    }
    let first_goes = |kind: &Option<PropertyType>| {
        matches!(
            kind,
            Some(PropertyType::Setup | PropertyType::Root | PropertyType::GameInfo)
        )
    };
    let mut setup = String::from(";");
    let mut edits: Vec<TextEdit> = Vec::new();
    for (property, kind) in properties.iter().zip(&types) {
        if first_goes(kind) {
            setup.push_str(&property.text().to_string());
            edits.push(edit(property.text_range(), ""));
        }
    }
    edits.push(insert(node.text_range().start(), setup));
    vec![CodeAction::fix(
        "Put the setup in a node of its own before the move",
        true,
        edits,
    )]
}

/// The FF[4] replacement of an obsolete property: `L` as `LB` with letters, `M` as `MA` or
/// `TR`, `KI` as `KM` with half the value.
pub(super) fn replace_obsolete(root: &SyntaxNode, range: TextRange) -> Vec<CodeAction> {
    let Some(identifier) = identifier_at(root, range) else {
        return Vec::new();
    };
    let Some(property) = identifier.parent() else {
        return Vec::new();
    };
    let values: Vec<SyntaxNode> = property
        .children()
        .filter(|child| child.kind() == SyntaxKind::SGF_PROP_VALUE)
        .collect();
    let at = identifier.text_range();
    match identifier.text() {
        "M" => vec![
            CodeAction::fix(
                "Write `MA` (a mark on an empty point)",
                false,
                vec![edit(at, "MA")],
            ),
            CodeAction::fix(
                "Write `TR` (a mark on a stone)",
                false,
                vec![edit(at, "TR")],
            ),
        ],
        "L" => {
            let mut edits = vec![edit(at, "LB")];
            for (index, value) in values.iter().enumerate() {
                let Some(letter) = u8::try_from(index)
                    .ok()
                    .filter(|&index| index < 26)
                    .map(|index| char::from(b'A' + index))
                else {
                    return Vec::new();
                };
                let Some(close) = value
                    .last_token()
                    .filter(|token| token.kind() == SyntaxKind::SGF_R_BRACKET)
                else {
                    return Vec::new();
                };
                edits.push(insert(close.text_range().start(), format!(":{letter}")));
            }
            vec![CodeAction::fix(
                "Write `LB` with the letters as labels",
                true,
                edits,
            )]
        }
        "KI" => {
            let [value] = values.as_slice() else {
                return Vec::new();
            };
            let text = value.text().to_string();
            let Some(number) = text
                .strip_prefix('[')
                .and_then(|rest| rest.strip_suffix(']'))
                .and_then(|inner| inner.trim().parse::<i64>().ok())
            else {
                return Vec::new();
            };
            let komi = half(number);
            vec![CodeAction::fix(
                format!("Write `KM[{komi}]`"),
                true,
                vec![edit(property.text_range(), format!("KM[{komi}]"))],
            )]
        }
        _ => Vec::new(),
    }
}

/// Half an integer komi as an SGF real: `13` → `6.5`, `-4` → `-2`.
pub(crate) fn half(number: i64) -> String {
    let whole = number / 2;
    if number % 2 == 0 {
        whole.to_string()
    } else if number < 0 && whole == 0 {
        "-0.5".to_string()
    } else {
        format!("{whole}.5")
    }
}

pub(crate) fn quick_fixes(parse: &Parse, diagnostic: &Diagnostic) -> Vec<CodeAction> {
    let root = parse.syntax();
    let range = diagnostic.range;
    match diagnostic.code {
        "sgf/lowercase-identifier" => upper_case_identifier(&root, range),
        "sgf/pass-in-old-format" => pass_as_tt(&root, range),
        "sgf/tt-not-a-pass" => tt_as_pass(&root, range),
        "sgf/unescaped-bracket" => escape_bracket(&root, range),
        "sgf/setup-and-move" => split_node(&root, range),
        "sgf/obsolete-property" => replace_obsolete(&root, range),
        _ => Vec::new(),
    }
}

/// SGF has no source actions.
pub(crate) fn source_actions(_parse: &Parse, _range: TextRange) -> Vec<CodeAction> {
    Vec::new()
}
