//! The RBN and RBX layout: labels in the standard order (numbered notes right after their A or
//! P label, free text and comments next to the label they followed), D H C R M in upper case,
//! full hands with their three dots and incomplete ones without trailing dots, no trailing
//! spaces, one blank line between RBN records and after the last; RBX keeps one record a line.

mod record;

use crate::ide::format::edits::{replace, TextEdit};
pub(crate) use crate::ide::format::line_ending::{first_line_ending, LineEnding};
use crate::ide::format::threads::{each_on_threads, threads_for};
use crate::ide::format::{Errors, FormatOptions};
use crate::ide::green::Node;
use gamerec_grammar::{Format, NodeOrToken, Parse, SyntaxKind, TextRange, TextSize};
use record::Layout;

pub(super) fn format(
    parse: &Parse,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let rbx = parse.format() == Format::Rbx;
    let ending = first_line_ending(&parse.syntax());
    let layout = Layout {
        order: options.rbn_order,
        rbx,
        ending,
    };
    let root = Node::root(parse);
    let errors = Errors::new(parse);
    let wanted = |span: TextRange| range.is_none_or(|range| touches(range, span));
    let laid_out = |span: TextRange| wanted(span) && !errors.touch(span);
    let records: Vec<Node<'_>> = root
        .child_nodes_of(SyntaxKind::RBN_RECORD)
        .filter(|record| laid_out(record.range()))
        .collect();
    let mut record_edits = record_edits(&records, layout, threads_for(&records)).into_iter();
    let mut edits = Vec::new();
    // The text between records (blank lines) as it is, where it starts, and the record before
    // it, if any, with how its last line ends once formatted.
    let mut gap = String::new();
    let mut gap_start = TextSize::from(0);
    let mut previous: Option<(TextRange, Option<&str>)> = None;
    let gap_edit = |gap: &str,
                    gap_start: TextSize,
                    previous: &Option<(TextRange, Option<&str>)>,
                    next: Option<TextRange>| {
        let previous_wanted = previous.as_ref().is_some_and(|(span, _)| wanted(*span));
        if next.is_some_and(wanted) || previous_wanted {
            let previous_end = previous.as_ref().map(|(_, end)| *end);
            let canonical = gap_text(gap, previous_end, rbx, ending);
            replace(gap_start, gap, &canonical)
        } else {
            None
        }
    };
    for element in root.children() {
        let record = match element {
            NodeOrToken::Token(token) => {
                gap.push_str(token.text);
                continue;
            }
            NodeOrToken::Node(node) if node.kind() == SyntaxKind::RBN_RECORD => node,
            NodeOrToken::Node(node) => {
                node.push_text(&mut gap);
                continue;
            }
        };
        let span = record.range();
        edits.extend(gap_edit(&gap, gap_start, &previous, Some(span)));
        let last_line_end = if laid_out(span) {
            edits.extend(record_edits.next().flatten());
            Some(ending.as_str())
        } else {
            record
                .last_token()
                .filter(|token| token.kind == SyntaxKind::NEWLINE)
                .map(|token| token.text)
        };
        gap.clear();
        gap_start = span.end();
        previous = Some((span, last_line_end));
    }
    if previous.is_some() {
        edits.extend(gap_edit(&gap, gap_start, &previous, None));
    }
    edits
}

/// The edit of each of `records` (`None` where a record is laid out already), in order, found
/// on `threads` threads.
fn record_edits(records: &[Node<'_>], layout: Layout, threads: usize) -> Vec<Option<TextEdit>> {
    each_on_threads(records, threads, String::new, |text, record| {
        record::reformat(record, layout, text)
    })
}

fn touches(range: TextRange, span: TextRange) -> bool {
    range.intersect(span).is_some()
}

/// What stands between two records (or before the first, or after the last): RBN puts one
/// blank line after each record, RBX none; a byte-order mark at the start is kept.
/// `previous_end` is `None` before the first record, else how the record before ends (`None`
/// inside when its last line has no line end).
fn gap_text(
    old: &str,
    previous_end: Option<Option<&str>>,
    rbx: bool,
    ending: LineEnding,
) -> String {
    let mut out = String::new();
    let Some(previous_end) = previous_end else {
        if old.starts_with('\u{feff}') {
            out.push('\u{feff}');
        }
        return out;
    };
    // After a lone CR, an LF would join it into one line end.
    let blank = match previous_end {
        Some("\r") if ending != LineEnding::Cr => "\r",
        _ => ending.as_str(),
    };
    if previous_end.is_none() {
        out.push_str(ending.as_str());
    }
    if !rbx {
        out.push_str(blank);
    }
    out
}

#[cfg(test)]
mod tests;
