//! The LIN layout, as BBO's own exports write it: the vugraph header and each board a block of
//! its own, one blank line between blocks; the header has a pair a line; inside a board the
//! pairs follow one another with nothing between them, and a line ends after each pause
//! (`pg||`), so that a board's heading, deal and auction make its first line and each trick a
//! line of its own. The line
//! ends and blanks BBO leaves at the end of a value carry no meaning and go; a value is
//! otherwise data and stays as written. A block that holds a syntax error stays as it is. The
//! file ends with one line ending, in the document's own.

use crate::ide::format::line_ending::first_line_ending;
use crate::ide::format::{edits::replace, Errors, TextEdit};
use crate::ide::green::Node;
use crate::ide::notations::lin::model::command_key;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{NodeOrToken, Parse, SyntaxNode, TextRange, TextSize};

pub(super) fn format(parse: &Parse, range: Option<TextRange>) -> Vec<TextEdit> {
    let root = parse.syntax();
    let ending = first_line_ending(&root);
    let errors = Errors::new(parse);
    let text = Node::root(parse).text();
    let end = TextSize::of(text.as_str());
    let blocks: Vec<SyntaxNode> = root
        .children()
        .filter(|node| matches!(node.kind(), LIN_HEADER | LIN_BOARD))
        .collect();
    let mut edits = Vec::new();
    for (index, block) in blocks.iter().enumerate() {
        // Each block owns the text up to the next block; the first also what stands before it.
        let start = if index == 0 {
            TextSize::from(0)
        } else {
            block.text_range().start()
        };
        let next = blocks.get(index + 1);
        let owned_end = next.map_or(end, |next| next.text_range().start());
        let owned = TextRange::new(start, owned_end);
        if range.is_some_and(|range| range.intersect(owned).is_none()) {
            continue;
        }
        if errors.touch(block.text_range()) {
            continue;
        }
        let mut new = render(block).join(ending.as_str());
        new.push_str(ending.as_str());
        if next.is_some() {
            new.push_str(ending.as_str());
        }
        let old = text
            .get(usize::from(start)..usize::from(owned_end))
            .unwrap_or("");
        edits.extend(replace(start, old, &new));
    }
    edits
}

/// The lines of a block: its pairs, a line ending after each pause, and in the header after
/// each pair.
fn render(block: &SyntaxNode) -> Vec<String> {
    let header = block.kind() == LIN_HEADER;
    let mut lines = Vec::new();
    let mut line = String::new();
    for pair in block.children().filter(|node| node.kind() == LIN_PAIR) {
        let mut pause = false;
        for child in pair.children_with_tokens() {
            match child {
                NodeOrToken::Token(token) => {
                    if token.kind() == LIN_COMMAND {
                        pause = command_key(token.text()) == Some(*b"pg");
                    }
                    line.push_str(token.text());
                }
                NodeOrToken::Node(value) => push_value(&value, &mut line),
            }
        }
        if pause || header {
            lines.push(std::mem::take(&mut line));
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A value without the blanks and line ends after it.
fn push_value(value: &SyntaxNode, out: &mut String) {
    let children: Vec<_> = value.children_with_tokens().collect();
    let kept = children
        .iter()
        .rposition(|child| !matches!(child.kind(), WHITESPACE | NEWLINE))
        .map_or(0, |last| last + 1);
    for child in children.iter().take(kept) {
        match child {
            NodeOrToken::Token(token) => out.push_str(token.text()),
            NodeOrToken::Node(node) => Node::of(node).push_text(out),
        }
    }
}
