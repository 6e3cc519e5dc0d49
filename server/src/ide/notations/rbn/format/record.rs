//! One RBN or RBX record in the canonical layout. The record's text is read once; each label
//! is a slice of it, copied only when its layout changes, and the record's new text is built
//! only when it differs from the old.

use super::LineEnding;
use crate::ide::format::edits::{replace, TextEdit};
use crate::ide::format::RbnOrder;
use crate::ide::green::Node;
use gamerec_grammar::SyntaxKind;
use std::borrow::Cow;

/// The label letters in the order RBN's own tools write them.
const STANDARD_ORDER: &str = "DTLEFSKNBHACPRMI";
/// The rank of the I label, which comes last.
const ITEMS_RANK: usize = STANDARD_ORDER.len();

/// How records are written out.
#[derive(Clone, Copy)]
pub(super) struct Layout {
    pub order: RbnOrder,
    pub rbx: bool,
    pub ending: LineEnding,
}

/// A child of the record as it is written out, with the unit it goes with (a label with the
/// notes, comments and free text that follow it) and where it stood.
struct Piece<'t> {
    unit: usize,
    child: usize,
    text: Cow<'t, str>,
}

/// A note label waiting for the unit it goes after.
struct Note<'t> {
    number: char,
    piece: Piece<'t>,
    /// The last A or P unit before the note.
    last_home: Option<usize>,
}

/// The edit that lays `record` out, if it is not laid out already. `text` is scratch space
/// that keeps its allocation from record to record.
pub(super) fn reformat(record: Node<'_>, layout: Layout, text: &mut String) -> Option<TextEdit> {
    text.clear();
    record.push_text(text);
    let start = record.range().start();
    let pieces = pieces_in_order(record, text, layout);
    if written_as(&pieces, text, layout) {
        return None;
    }
    replace(start, text, &lines_out(&pieces, layout))
}

/// The record's pieces in the order the layout writes them.
fn pieces_in_order<'t>(record: Node<'_>, text: &'t str, layout: Layout) -> Vec<Piece<'t>> {
    let start = record.range().start();
    // The rank of each unit in the standard order: 0 for what comes before the first label.
    let mut ranks: Vec<usize> = Vec::new();
    let mut pieces: Vec<Piece<'t>> = Vec::new();
    // The A and P labels' units, with the note numbers they refer to.
    let mut note_homes: Vec<(usize, NoteNumbers)> = Vec::new();
    let mut notes: Vec<Note<'t>> = Vec::new();
    for (child_index, child) in record.child_nodes().enumerate() {
        let range = child.range().checked_sub(start).unwrap_or_default();
        let slice = text
            .get(usize::from(range.start())..usize::from(range.end()))
            .unwrap_or_default();
        let letter = label_letter(child);
        let kind = child.kind();
        let mut piece = Piece {
            unit: 0,
            child: child_index,
            text: piece_text(slice, kind, letter, layout),
        };
        match kind {
            SyntaxKind::RBN_COMMENT | SyntaxKind::RBN_FREE_TEXT => {
                if ranks.is_empty() {
                    ranks.push(0);
                }
                piece.unit = ranks.len() - 1;
                pieces.push(piece);
            }
            SyntaxKind::RBN_NOTE_LABEL => {
                if ranks.is_empty() {
                    ranks.push(0);
                }
                piece.unit = ranks.len() - 1;
                notes.push(Note {
                    number: letter.unwrap_or('0'),
                    piece,
                    last_home: note_homes.last().map(|(unit, _)| *unit),
                });
            }
            _ => {
                let letter = letter.map(|letter| letter.to_ascii_uppercase());
                let rank = letter
                    .and_then(|letter| STANDARD_ORDER.find(letter))
                    .map_or(ITEMS_RANK, |at| at + 1);
                ranks.push(rank);
                piece.unit = ranks.len() - 1;
                if matches!(letter, Some('A' | 'P')) {
                    note_homes.push((piece.unit, NoteNumbers::of(child, slice)));
                }
                pieces.push(piece);
            }
        }
    }
    // A label written twice (two boards run together without the blank line between them,
    // or two I labels) would have its copies brought together and the lines of the two
    // interleaved: such a record, already wrong, keeps its order.
    if repeats_a_label(&ranks) {
        pieces.extend(notes.into_iter().map(|note| note.piece));
        pieces.sort_by_key(|piece| piece.child);
        return pieces;
    }
    // A note goes after the A or P label that refers to it, else after the last one before it.
    // One that comes before both and that neither refers to stays before both (after what
    // comes before the first label, in the standard order; where it is, in the order kept):
    // the check asks the author where it belongs, and after either label it would be unused.
    let mut before_the_labels = None;
    for note in notes {
        let referring = note_homes
            .iter()
            .find(|(_, numbers)| numbers.contains(note.number))
            .map(|(unit, _)| *unit);
        let home = referring.or(note.last_home).or_else(|| {
            let standard = matches!(layout.order, RbnOrder::Standard);
            (standard && !note_homes.is_empty()).then(|| {
                *before_the_labels.get_or_insert_with(|| {
                    ranks.push(0);
                    ranks.len() - 1
                })
            })
        });
        let mut piece = note.piece;
        piece.unit = home.unwrap_or(piece.unit);
        pieces.push(piece);
    }
    // Units keep their pieces in the order they were gathered; a stable sort keeps that.
    let rank_of = |unit: usize| match layout.order {
        RbnOrder::Standard => ranks.get(unit).copied().unwrap_or(ITEMS_RANK),
        RbnOrder::Preserve => 0,
    };
    let key = |piece: &Piece<'_>| (rank_of(piece.unit), piece.unit);
    if !pieces.is_sorted_by_key(key) {
        pieces.sort_by_key(key);
    }
    pieces
}

/// Whether a label rank (so a label letter, or two labels that rank as I) comes twice.
fn repeats_a_label(ranks: &[usize]) -> bool {
    let mut seen = 0u32;
    for &rank in ranks.iter().filter(|&&rank| rank > 0) {
        if seen & (1 << rank) != 0 {
            return true;
        }
        seen |= 1 << rank;
    }
    false
}

/// Whether `text` is already `pieces` laid out.
fn written_as(pieces: &[Piece<'_>], text: &str, layout: Layout) -> bool {
    let ending = layout.ending.as_str();
    let mut rest = Some(text);
    for piece in pieces {
        rest = rest.and_then(|rest| rest.strip_prefix(&*piece.text));
        if !layout.rbx {
            rest = rest.and_then(|rest| rest.strip_prefix(ending));
        }
    }
    if layout.rbx {
        rest = rest.and_then(|rest| rest.strip_prefix(ending));
    }
    rest == Some("")
}

/// The pieces of a record, one a line in RBN, all on one line in RBX.
fn lines_out(pieces: &[Piece<'_>], layout: Layout) -> String {
    let ending = layout.ending.as_str();
    let mut out = String::new();
    for piece in pieces {
        out.push_str(&piece.text);
        if !layout.rbx {
            out.push_str(ending);
        }
    }
    if layout.rbx {
        out.push_str(ending);
    }
    out
}

/// The digits of the note references `^n` in an A or P label, one bit each.
#[derive(Clone, Copy)]
struct NoteNumbers(u16);

impl NoteNumbers {
    fn of(label: Node<'_>, text: &str) -> NoteNumbers {
        let mut bits = 0;
        // A reference is written `^n`; a label without a caret holds none.
        if text.contains('^') {
            label.for_each_text(|kind, text| {
                if kind == SyntaxKind::RBN_NOTE_REF {
                    if let Some(digit) = text.chars().find_map(|c| c.to_digit(10)) {
                        bits |= 1 << digit;
                    }
                }
            });
        }
        NoteNumbers(bits)
    }

    fn contains(self, number: char) -> bool {
        number
            .to_digit(10)
            .is_some_and(|digit| self.0 & (1 << digit) != 0)
    }
}

fn label_letter(label: Node<'_>) -> Option<char> {
    label
        .token(SyntaxKind::RBN_LABEL_NAME)
        .and_then(|token| token.text.chars().next())
}

/// A record's child as it is written out: line ends made the document's own, spaces at the
/// ends of lines dropped; for labels D H C R M, upper case and tidy hands.
fn piece_text<'t>(
    text: &'t str,
    kind: SyntaxKind,
    letter: Option<char>,
    layout: Layout,
) -> Cow<'t, str> {
    let trim = !(layout.rbx || kind == SyntaxKind::RBN_FREE_TEXT);
    let text = if lines_laid_out(text, trim, layout.ending) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(lines_relaid(text, trim, layout.ending))
    };
    match letter.map(|letter| letter.to_ascii_uppercase()) {
        Some('H') => {
            let text = changed(text, |text| upper_case(text, true));
            changed(text, tidy_hands)
        }
        Some('D' | 'C' | 'R' | 'M') => changed(text, |text| upper_case(text, false)),
        _ => text,
    }
}

/// `text` after `step`, which gives `None` when it changes nothing.
fn changed<'t>(text: Cow<'t, str>, step: impl Fn(&str) -> Option<String>) -> Cow<'t, str> {
    match step(&text) {
        Some(new) => Cow::Owned(new),
        None => text,
    }
}

/// Whether every line end of `text` is `ending` and, with `trim`, no line ends in a space or
/// a tab.
fn lines_laid_out(text: &str, trim: bool, ending: LineEnding) -> bool {
    let mut rest = text;
    loop {
        let (line, line_end, after) = split_line(rest);
        if trim && line.ends_with([' ', '\t']) {
            return false;
        }
        match line_end {
            None => return true,
            Some(line_end) if line_end == ending.as_str() => rest = after,
            Some(_) => return false,
        }
    }
}

/// `text` with every line end made `ending` and, with `trim`, the spaces and tabs at the ends
/// of lines dropped.
fn lines_relaid(text: &str, trim: bool, ending: LineEnding) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    loop {
        let (line, line_end, after) = split_line(rest);
        out.push_str(if trim {
            line.trim_end_matches([' ', '\t'])
        } else {
            line
        });
        if line_end.is_none() {
            return out;
        }
        out.push_str(ending.as_str());
        rest = after;
    }
}

/// The first line of `text`, its line end (LF, CRLF or a lone CR) if it has one, and the text
/// after that.
fn split_line(text: &str) -> (&str, Option<&'static str>, &str) {
    let Some((line, rest)) = text
        .find(['\n', '\r'])
        .and_then(|at| text.split_at_checked(at))
    else {
        return (text, None, "");
    };
    let line_end = if rest.starts_with("\r\n") {
        "\r\n"
    } else if rest.starts_with('\r') {
        "\r"
    } else {
        "\n"
    };
    (
        line,
        Some(line_end),
        rest.get(line_end.len()..).unwrap_or_default(),
    )
}

/// Upper case, but for `x` (a small card) in hands; `None` when nothing changes.
fn upper_case(text: &str, hands: bool) -> Option<String> {
    let keeps = |c: char| !c.is_ascii_lowercase() || (hands && c == 'x');
    if text.chars().all(keeps) {
        return None;
    }
    Some(
        text.chars()
            .map(|c| if keeps(c) { c } else { c.to_ascii_uppercase() })
            .collect(),
    )
}

/// `H N:hand:hand...` (or `H{...}`) with three dots in each full hand and none at the end of an
/// incomplete one; `None` when every hand is so already.
fn tidy_hands(label: &str) -> Option<String> {
    let value_start = label.find([':', ';'])?;
    let (head, deal) = label.split_at(value_start);
    let ends_hand = |c: char| matches!(c, ':' | ';' | '}' | ' ' | '\t');
    if deal.split(ends_hand).all(|hand| tidy_hand(hand).is_none()) {
        return None;
    }
    let mut out = String::with_capacity(label.len() + 3);
    out.push_str(head);
    let mut rest = deal;
    loop {
        let end = rest.find(ends_hand).unwrap_or(rest.len());
        let (hand, after) = rest.split_at_checked(end).unwrap_or((rest, ""));
        out.push_str(tidy_hand(hand).as_deref().unwrap_or(hand));
        let mut after = after.chars();
        let Some(separator) = after.next() else {
            return Some(out);
        };
        out.push(separator);
        rest = after.as_str();
    }
}

/// One hand with its dots right, or `None` when they are.
fn tidy_hand(hand: &str) -> Option<String> {
    let cards = hand.chars().filter(|&c| c != '.').count();
    let dots = hand.chars().filter(|&c| c == '.').count();
    if cards == 13 && dots < 3 {
        Some(format!("{hand}{}", ".".repeat(3 - dots)))
    } else if cards < 13 && hand.ends_with('.') {
        Some(hand.trim_end_matches('.').to_string())
    } else {
        None
    }
}
