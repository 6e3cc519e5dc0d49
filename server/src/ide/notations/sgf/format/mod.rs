//! The SGF layout, after SGFC's: game-info properties one a line as a block, nodes packed into
//! lines of about 60 columns, each variation on a new line (indented by depth on request),
//! properties in their order or in SGFC's, only the escapes a value needs. Game trees with
//! syntax errors, and text before the first tree and after the last, stay as they are.

mod escapes;
mod layout;
mod order;
#[cfg(test)]
mod tests;
mod walk;

use crate::ide::format::edits::{replace, TextEdit};
pub(crate) use crate::ide::format::line_ending::LineEnding;
use crate::ide::format::{Errors, FormatOptions};
use crate::ide::green::sgf::properties;
use crate::ide::green::Node;
use gamerec_grammar::{NodeOrToken, Parse, SyntaxKind, TextRange, TextSize};
use layout::{format_tree, Layout};

/// A top-level game tree and whether it is formatted.
struct Tree<'a> {
    green: Node<'a>,
    /// No syntax error in it: its layout can be rewritten.
    clean: bool,
    /// In the range to format.
    wanted: bool,
}

pub(super) fn format(
    parse: &Parse,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let file = Node::root(parse);
    let doc = file.text();
    let layout = Layout {
        ending: line_ending(file, &doc).as_str(),
        indent: options.sgf_indent,
        order: options.sgf_order,
    };
    let errors = Errors::new(parse);
    let trees: Vec<Tree> = file
        .children()
        .filter_map(NodeOrToken::into_node)
        .filter(|node| node.kind() == SyntaxKind::SGF_GAME_TREE)
        .map(|green| {
            let span = green.range();
            Tree {
                green,
                clean: !errors.touch(span) && !holds_raw_bracket(green),
                wanted: range.is_none_or(|range| range.intersect(span).is_some()),
            }
        })
        .collect();
    let mut edits = Vec::new();
    let gap = |start: TextSize, end: TextSize, canonical: &str, edits: &mut Vec<TextEdit>| {
        let old = doc
            .get(usize::from(start)..usize::from(end))
            .unwrap_or_default();
        if is_blank(old) {
            edits.extend(replace(start, old, canonical));
        }
    };
    let Some(first) = trees.first() else {
        return edits;
    };
    if first.clean && first.wanted {
        // Blank lines before the first tree go; a byte-order mark stays.
        let bom = if doc.starts_with('\u{feff}') {
            "\u{feff}"
        } else {
            ""
        };
        gap(
            TextSize::of(bom),
            first.green.range().start(),
            "",
            &mut edits,
        );
    }
    let mut previous: Option<&Tree> = None;
    for tree in &trees {
        if let Some(previous) = previous {
            if previous.clean && tree.clean && (previous.wanted || tree.wanted) {
                gap(
                    previous.green.range().end(),
                    tree.green.range().start(),
                    layout.ending,
                    &mut edits,
                );
            }
        }
        if tree.clean && tree.wanted {
            let drop_escapes = declares_ff4(tree.green);
            edits.extend(format_tree(&doc, tree.green, &layout, drop_escapes).unwrap_or_default());
        }
        previous = Some(tree);
    }
    if let Some(last) = previous.filter(|last| last.clean && last.wanted) {
        gap(
            last.green.range().end(),
            TextSize::of(doc.as_str()),
            layout.ending,
            &mut edits,
        );
    }
    edits
}

/// Only whitespace: the text between trees that the layout may rewrite.
fn is_blank(text: &str) -> bool {
    text.bytes()
        .all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
}

/// The ending of the first line break of the layout after the first text (between trees,
/// nodes and properties, not inside a value): formatting rewrites the layout, so it keeps
/// choosing the same ending when run again. Without such a break, the ending of the first line
/// that holds more than whitespace.
fn line_ending(file: Node<'_>, doc: &str) -> LineEnding {
    let mut seen_text = false;
    let mut in_value = false;
    let mut in_layout = None;
    file.tokens_while(|token| {
        match token.kind {
            SyntaxKind::SGF_L_BRACKET => in_value = true,
            SyntaxKind::SGF_R_BRACKET => in_value = false,
            SyntaxKind::NEWLINE if seen_text && !in_value => {
                in_layout = Some(LineEnding::of(token.text));
                return false;
            }
            SyntaxKind::NEWLINE | SyntaxKind::WHITESPACE => {}
            _ => seen_text = true,
        }
        true
    });
    in_layout.unwrap_or_else(|| {
        LineEnding::of(doc.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}'))
    })
}

/// Whether the tree's root node says `FF[4]`: only FF\[4\] lets `\` escape any character, so
/// only there are some escapes needless.
fn declares_ff4(tree: Node<'_>) -> bool {
    let Some(root) = tree.child(SyntaxKind::SGF_NODE) else {
        return false;
    };
    properties(root)
        .filter(|property| property.ident().is_some_and(|ident| ident.text == "FF"))
        .flat_map(|property| property.values())
        .any(|value| value.raw_text().trim() == "4")
}

/// Whether a value of `tree` holds a `[` that is not escaped. The parser reads such a value
/// with a guess about where it ends that looks at what follows it, so moving the properties
/// around it could change where the value ends: such a tree is left as it is.
fn holds_raw_bracket(tree: Node<'_>) -> bool {
    !tree.green_tokens_while(|token| {
        SyntaxKind::of_raw(token.kind()) != SyntaxKind::SGF_TEXT || !token.text().contains('[')
    })
}
