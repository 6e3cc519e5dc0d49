//! The RBN and RBX layout: labels in the standard order (numbered notes right after their A or
//! P label, free text and comments next to the label they followed), D H C R M in upper case,
//! full hands with their three dots and incomplete ones without trailing dots, no trailing
//! spaces, one blank line between RBN records and after the last; RBX keeps one record a line.

use crate::ide::format::edits::{replace, TextEdit};
pub(crate) use crate::ide::format::line_ending::{first_line_ending, LineEnding};
use crate::ide::format::{Errors, FormatOptions, RbnOrder};
use crate::ide::green::Node;
use gamerec_grammar::{Format, NodeOrToken, Parse, SyntaxKind, TextRange, TextSize};

/// The label letters in the order RBN's own tools write them.
const STANDARD_ORDER: &str = "DTLEFSKNBHACPRMI";
/// The rank of the I label, which comes last.
const ITEMS_RANK: usize = STANDARD_ORDER.len();

pub(super) fn format(
    parse: &Parse,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let rbx = parse.format() == Format::Rbx;
    let ending = first_line_ending(&parse.syntax());
    let root = Node::root(parse);
    let errors = Errors::new(parse);
    let wanted = |span: TextRange| range.is_none_or(|range| touches(range, span));
    let mut edits = Vec::new();
    // The text between records (blank lines) as it is, where it starts, and the record before
    // it, if any, with how its last line ends once formatted.
    let mut gap = String::new();
    let mut gap_start = TextSize::from(0);
    let mut previous: Option<(TextRange, Option<String>)> = None;
    let gap_edit = |gap: &str,
                    gap_start: TextSize,
                    previous: &Option<(TextRange, Option<String>)>,
                    next: Option<TextRange>| {
        let previous_wanted = previous.as_ref().is_some_and(|(span, _)| wanted(*span));
        if next.is_some_and(wanted) || previous_wanted {
            let previous_end = previous.as_ref().map(|(_, end)| end.as_deref());
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
        let last_line_end = if wanted(span) && !errors.touch(span) {
            let new = format_record(record, options, rbx, ending);
            if !record.text_eq(&new) {
                edits.extend(replace(span.start(), &record.text(), &new));
            }
            Some(ending.as_str().to_string())
        } else {
            record
                .last_token()
                .filter(|token| token.kind == SyntaxKind::NEWLINE)
                .map(|token| token.text.to_string())
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

/// One label with the notes, comments and free text that go with it.
struct Unit {
    /// Where the unit goes in the standard order: 0 for what comes before the first label.
    rank: usize,
    pieces: Vec<String>,
}

fn format_record(
    record: Node<'_>,
    options: &FormatOptions,
    rbx: bool,
    ending: LineEnding,
) -> String {
    let mut units: Vec<Unit> = Vec::new();
    // The A and P labels' units, with the note numbers they refer to.
    let mut note_homes: Vec<(usize, Vec<char>)> = Vec::new();
    // Each note with the unit before it and the last A or P unit before it.
    let mut notes: Vec<(char, String, Option<usize>, Option<usize>)> = Vec::new();
    let mut as_written: Vec<String> = Vec::new();
    for child in record.child_nodes() {
        let piece = piece_text(child, rbx, ending);
        as_written.push(piece.clone());
        match child.kind() {
            SyntaxKind::RBN_COMMENT | SyntaxKind::RBN_FREE_TEXT => match units.last_mut() {
                Some(unit) => unit.pieces.push(piece),
                None => units.push(Unit {
                    rank: 0,
                    pieces: vec![piece],
                }),
            },
            SyntaxKind::RBN_NOTE_LABEL => {
                let number = label_letter(child).unwrap_or('0');
                let last_home = note_homes.last().map(|(unit, _)| *unit);
                if units.is_empty() {
                    units.push(Unit {
                        rank: 0,
                        pieces: Vec::new(),
                    });
                }
                notes.push((number, piece, units.len().checked_sub(1), last_home));
            }
            _ => {
                let letter = label_letter(child).map(|letter| letter.to_ascii_uppercase());
                let rank = letter
                    .and_then(|letter| STANDARD_ORDER.find(letter))
                    .map_or(ITEMS_RANK, |at| at + 1);
                units.push(Unit {
                    rank,
                    pieces: vec![piece],
                });
                if matches!(letter, Some('A' | 'P')) {
                    note_homes.push((units.len() - 1, note_references(child)));
                }
            }
        }
    }
    // Two I labels brought together (by moving what stands between them) would read as one
    // with two lines: such a record, already wrong as I must be last, keeps its order.
    let items_labels = units.iter().filter(|unit| unit.rank == ITEMS_RANK).count();
    if items_labels > 1 {
        return lines_out(&as_written, rbx, ending);
    }
    // A note goes after the A or P label that refers to it, else after the last one before it,
    // else after the first one; without any, it stays where it was.
    for (number, piece, before, last_home) in notes {
        let referring = note_homes
            .iter()
            .find(|(_, numbers)| numbers.contains(&number))
            .map(|(unit, _)| *unit);
        let first_home = note_homes.first().map(|(unit, _)| *unit);
        let home = referring.or(last_home).or(first_home).or(before);
        if let Some(unit) = home.and_then(|home| units.get_mut(home)) {
            unit.pieces.push(piece);
        }
    }
    if options.rbn_order == RbnOrder::Standard {
        units.sort_by_key(|unit| unit.rank);
    }
    let pieces: Vec<String> = units.into_iter().flat_map(|unit| unit.pieces).collect();
    lines_out(&pieces, rbx, ending)
}

/// The pieces of a record, one a line in RBN, all on one line in RBX.
fn lines_out(pieces: &[String], rbx: bool, ending: LineEnding) -> String {
    let mut out = String::new();
    for piece in pieces {
        out.push_str(piece);
        if !rbx {
            out.push_str(ending.as_str());
        }
    }
    if rbx {
        out.push_str(ending.as_str());
    }
    out
}

/// The note numbers `^n` in an A or P label.
fn note_references(label: Node<'_>) -> Vec<char> {
    let mut numbers = Vec::new();
    label.for_each_text(|kind, text| {
        if kind == SyntaxKind::RBN_NOTE_REF {
            numbers.extend(text.chars().find(char::is_ascii_digit));
        }
    });
    numbers
}

fn label_letter(label: Node<'_>) -> Option<char> {
    label
        .token(SyntaxKind::RBN_LABEL_NAME)
        .and_then(|token| token.text.chars().next())
}

/// A record's child as it is written out: line ends made the document's own, spaces at the
/// ends of lines dropped; for labels D H C R M, upper case and tidy hands.
fn piece_text(child: Node<'_>, rbx: bool, ending: LineEnding) -> String {
    let mut text = String::new();
    for line in lines_of(&child.text()) {
        if !text.is_empty() {
            text.push_str(ending.as_str());
        }
        let line = if rbx || child.kind() == SyntaxKind::RBN_FREE_TEXT {
            line
        } else {
            line.trim_end_matches([' ', '\t'])
        };
        text.push_str(line);
    }
    match label_letter(child).map(|letter| letter.to_ascii_uppercase()) {
        Some('H') => tidy_hands(&upper_case(&text, true)),
        Some('D' | 'C' | 'R' | 'M') => upper_case(&text, false),
        _ => text,
    }
}

/// The lines of `text`, split at LF, CRLF and lone CR, without their endings.
fn lines_of(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(['\n', '\r']) {
        lines.push(&rest[..at]);
        let skip = if rest[at..].starts_with("\r\n") { 2 } else { 1 };
        rest = &rest[at + skip..];
    }
    lines.push(rest);
    lines
}

/// Upper case, but for `x` (a small card) in hands.
fn upper_case(text: &str, hands: bool) -> String {
    text.chars()
        .map(|c| {
            if hands && c == 'x' {
                c
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

/// `H N:hand:hand...` (or `H{...}`) with three dots in each full hand and none at the end of an
/// incomplete one.
fn tidy_hands(label: &str) -> String {
    let Some(value_start) = label.find([':', ';']) else {
        return label.to_string();
    };
    let (head, deal) = label.split_at(value_start);
    let mut out = head.to_string();
    let mut hand = String::new();
    let flush = |hand: &mut String, out: &mut String| {
        out.push_str(&tidy_hand(hand));
        hand.clear();
    };
    for c in deal.chars() {
        match c {
            ':' | ';' | '}' | ' ' | '\t' => {
                flush(&mut hand, &mut out);
                out.push(c);
            }
            _ => hand.push(c),
        }
    }
    flush(&mut hand, &mut out);
    out
}

fn tidy_hand(hand: &str) -> String {
    let cards = hand.chars().filter(|&c| c != '.').count();
    let dots = hand.chars().filter(|&c| c == '.').count();
    if cards == 13 && dots < 3 {
        format!("{hand}{}", ".".repeat(3 - dots))
    } else if cards < 13 {
        hand.trim_end_matches('.').to_string()
    } else {
        hand.to_string()
    }
}
