//! The file's header lines: the notation header (`% PPN 1.0`) and the format header
//! (`% EXPORT` or `% IMPORT`) open every file, in that order; and no header or tag line is
//! longer than 255 characters.

use crate::ide::check::Findings;
use crate::ide::green::Node;
use crate::ide::Diagnostic;
use gamerec_grammar::SyntaxKind::*;
use gamerec_grammar::{TextRange, TextSize};

pub(super) const MISSING_HEADER: &str = "pinochle/missing-header";
pub(super) const MISPLACED_HEADER: &str = "pinochle/misplaced-header";
pub(super) const LINE_TOO_LONG: &str = "pinochle/line-too-long";

/// The longest header or tag the spec allows, in characters.
const MAX_LINE: usize = 255;

/// Whether the file says it is written in EXPORT format, which asks for more tags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Layout {
    Export,
    Import,
    /// No format header.
    Unknown,
}

/// A header line's name (`PPN`, `EXPORT`), upper-cased as the spec writes it.
fn name(header: Node<'_>) -> Option<&str> {
    header.token(PIN_HEADER_NAME).map(|token| token.text)
}

/// The layout the file's format header names.
pub(crate) fn layout(root: Node<'_>) -> Layout {
    root.child_nodes_of(PIN_HEADER)
        .find_map(|header| match name(header)? {
            "EXPORT" => Some(Layout::Export),
            "IMPORT" => Some(Layout::Import),
            _ => None,
        })
        .unwrap_or(Layout::Unknown)
}

/// The file's own checks: the opening headers, and the length of the headers at file level.
/// A hand's headers and tags are measured with the hand (`check_hand`).
pub(super) fn check(root: Node<'_>, out: &mut Findings) {
    // A file still empty has nothing to say yet.
    if !root.contains(|kind| !matches!(kind, WHITESPACE | NEWLINE | PIN_FILE)) {
        return;
    }
    let opening: Vec<Node<'_>> = root
        .child_nodes()
        .take_while(|node| node.kind() == PIN_HEADER)
        .collect();
    let start = TextRange::empty(TextSize::from(0));
    for (wanted, position, what) in [
        (&["PPN"][..], 0, "the notation header `% PPN 1.0`"),
        (
            &["EXPORT", "IMPORT"][..],
            1,
            "the format header `% EXPORT` or `% IMPORT`",
        ),
    ] {
        let is_wanted =
            |header: &Node<'_>| name(*header).is_some_and(|name| wanted.contains(&name));
        if opening.get(position).is_some_and(is_wanted) {
            continue;
        }
        match every_header(root).find(is_wanted) {
            Some(header) => out.push(Diagnostic::warning(
                MISPLACED_HEADER,
                header.range(),
                format!(
                    "{what} belongs on line {} of the file, before every tag: the notation \
                     header first, then the format header",
                    position + 1
                ),
            )),
            None => out.push(Diagnostic::warning(
                MISSING_HEADER,
                opening.first().map_or(start, |header| header.range()),
                format!("the file does not give {what}, which every Pinochle PPN file opens with"),
            )),
        }
    }
    for header in root.child_nodes_of(PIN_HEADER) {
        too_long(header, "a header line", out);
    }
}

/// The headers and tags of one hand that are longer than a line may be.
pub(super) fn check_hand(hand: Node<'_>, out: &mut Findings) {
    for child in hand.child_nodes() {
        match child.kind() {
            PIN_HEADER => too_long(child, "a header line", out),
            PIN_TAG => too_long(child, "a tag", out),
            _ => {}
        }
    }
}

/// The header lines of the file, in order: headers stand at file level and in hands, tags in
/// hands, and nothing deeper is read. Only a file whose opening headers are wrong looks
/// past them.
fn every_header(root: Node<'_>) -> impl Iterator<Item = Node<'_>> {
    root.child_nodes().flat_map(|child| {
        let (own, inside) = match child.kind() {
            PIN_HEADER => (Some(child), None),
            PIN_HAND_RECORD => (None, Some(child.child_nodes_of(PIN_HEADER))),
            _ => (None, None),
        };
        own.into_iter().chain(inside.into_iter().flatten())
    })
}

fn too_long(node: Node<'_>, what: &str, out: &mut Findings) {
    if usize::from(node.range().len()) <= MAX_LINE {
        return;
    }
    let mut chars = 0;
    node.for_each_token(|token| chars += token.text.chars().count());
    if chars > MAX_LINE {
        out.push(Diagnostic::warning(
            LINE_TOO_LONG,
            node.range(),
            format!("{what} is at most {MAX_LINE} characters long, and this one has {chars}"),
        ));
    }
}
