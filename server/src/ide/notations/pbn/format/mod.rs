//! The PBN layouts: `tidy` (one tag a line, tag order kept, auction and play in columns) and
//! `export` (the PBN export format). The document is formatted game by game; a game with a
//! syntax error is left as it is, and the lines between games become one empty line.

mod block;
mod export;
mod game;
mod lines;
mod value;

use super::check::lines::is_control;
use super::head::{self, Head};
use crate::ide::format::edits::{replace, TextEdit};
pub(crate) use crate::ide::format::line_ending::{first_line_ending, LineEnding};
use crate::ide::format::threads::{each_on_threads, threads_for};
use crate::ide::format::{Errors, FormatOptions, PbnStyle};
use crate::ide::green::Node;
use game::GameFormatter;
use gamerec_grammar::pbn::spec;
use gamerec_grammar::{NodeOrToken, Parse, SyntaxKind, SyntaxNode, TextRange, TextSize};
use std::collections::HashSet;

/// An item of the file (a game, a `%` line) before the current one, and how its last line
/// ends once formatted (`None`: it ends inside a line).
#[derive(Clone, Copy)]
struct Previous {
    kind: SyntaxKind,
    range: TextRange,
    line_end: Option<&'static str>,
}

pub(super) fn format(
    parse: &Parse,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let root = parse.syntax();
    let errors = Errors::new(parse);
    let has_error = |range: TextRange| errors.touch(range);
    let error_inside = |range: TextRange| errors.inside(range);
    let style = options.pbn_style;
    let head = head::read(&root);
    let ending = match style {
        PbnStyle::Tidy => tidy_ending(&root, head),
        PbnStyle::Export => LineEnding::CrLf,
    };
    let wanted = |span: TextRange| range.is_none_or(|range| range.intersect(span).is_some());
    let mut edits = Vec::new();
    let document = Node::root(parse);
    let mts: &'static [&'static str] = if head.version_1 {
        &spec::MTS_1_0
    } else {
        &spec::MTS
    };
    let mut games = GameFormatter::new(style, ending, mts);
    let laid_out = |node: Node<'_>| {
        node.kind() == SyntaxKind::PBN_GAME
            && wanted(node.range())
            && !has_error(node.range())
            && !holds_control_character(node)
    };
    // In the tidy layout a game is laid out on its own, so a large document's games are laid
    // out beforehand on every core; the export layout carries names from game to game.
    let mut laid_out_before = (style == PbnStyle::Tidy).then(|| {
        let nodes: Vec<Node<'_>> = document
            .child_nodes()
            .filter(|&node| laid_out(node))
            .collect();
        game_edits(&nodes, style, ending, mts, threads_for(&nodes)).into_iter()
    });
    let mut gap = String::new();
    // The text of the current gap and of the current item, as written.
    let mut old_gap = String::new();
    let mut old = String::new();
    // The trivia before the current item start at `gap_start`.
    let mut gap_start = TextSize::from(0);
    let mut previous: Option<Previous> = None;
    let mut gap_is_trivia = true;
    let mut inherited = HashSet::new();
    // A game left as written (it has a syntax error) may lack the tags export format
    // requires, and a game may keep a tag without the space export format requires (the line
    // would pass PBN's limit): the file is then not declared an export file.
    let mut short_of_export = false;
    for element in document.children() {
        let node = match element {
            NodeOrToken::Token(token) => {
                if !matches!(token.kind, SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE) {
                    gap_is_trivia = false;
                }
                old_gap.push_str(token.text);
                continue;
            }
            NodeOrToken::Node(node) => node,
        };
        let span = node.range();
        let gap_range = TextRange::new(gap_start, span.start());
        let previous_wanted = previous.is_some_and(|item| wanted(item.range));
        if gap_is_trivia && (wanted(span) || previous_wanted) && !error_inside(gap_range) {
            let both_games = node.kind() == SyntaxKind::PBN_GAME
                && previous.is_some_and(|item| item.kind == SyntaxKind::PBN_GAME);
            let previous_end = previous.map(|item| item.line_end);
            gap_text(&old_gap, previous_end, both_games, ending, &mut gap);
            if has_error(span) {
                // The item stays as written, and so does its line's indentation: a `%` that
                // is not at the start of its line is no directive.
                gap.push_str(indentation(&old_gap));
            }
            edits.extend(replace(gap_range.start(), &old_gap, &gap));
        }
        old_gap.clear();
        old.clear();
        let formatted = if !laid_out(node) {
            None
        } else if let Some(before) = laid_out_before.as_mut() {
            before.next().flatten()
        } else {
            let edit = games
                .format_game(node, &inherited)
                .map(|new| game_edit(node, new, &mut old));
            short_of_export |= games.short_of_export();
            edit
        };
        let line_end = match formatted {
            Some(edit) => {
                edits.extend(edit);
                Some(ending.as_str())
            }
            None => {
                short_of_export |= node.kind() == SyntaxKind::PBN_GAME;
                let line_end = node.line_end();
                // After text with a syntax error (an unclosed comment, say) nothing is added.
                if !line_end.is_empty() || has_error(span) {
                    Some(line_end)
                } else {
                    None
                }
            }
        };
        if style == PbnStyle::Export && node.kind() == SyntaxKind::PBN_GAME {
            export::inherited_names(node, &mut inherited);
        }
        gap_start = span.end();
        gap_is_trivia = true;
        previous = Some(Previous {
            kind: node.kind(),
            range: span,
            line_end,
        });
    }
    if let Some(last) = previous {
        let gap_range = TextRange::new(gap_start, document.range().end());
        if gap_is_trivia && wanted(last.range) && !error_inside(gap_range) {
            let canonical = trailing_text(Some(last.line_end), ending);
            edits.extend(replace(gap_range.start(), &old_gap, canonical));
        }
    }
    // After the gap edits: an insertion at the same place as the end of a gap's edit comes
    // after it.
    if style == PbnStyle::Export && range.is_none() && !short_of_export {
        edits.extend(export::header_edit(&root, ending));
    }
    edits
}

/// The line ending of the tidy layout: the document's; CR LF for a document of one line that
/// says `% EXPORT`, which wants it.
fn tidy_ending(root: &SyntaxNode, head: Head) -> LineEnding {
    let one_line = !root.text().contains_char('\n') && !root.text().contains_char('\r');
    if head.export && one_line {
        LineEnding::CrLf
    } else {
        first_line_ending(root)
    }
}

/// Whether `game` holds a control character, which PBN forbids: such a game is left as
/// written, like one with a syntax error. (Each line reports its own; a layout that put a
/// table row on a line of its own would report the character twice.)
fn holds_control_character(game: Node<'_>) -> bool {
    let mut found = false;
    game.for_each_text(|_, text| {
        let printing = text.bytes().all(|byte| (b' '..=b'~').contains(&byte));
        found = found || (!printing && text.chars().any(is_control));
    });
    found
}

/// The edit that makes `game` read `new`, if it does not; `old` is scratch space.
fn game_edit(game: Node<'_>, new: &str, old: &mut String) -> Option<TextEdit> {
    if game.text_eq(new) {
        return None;
    }
    old.clear();
    game.push_text(old);
    replace(game.range().start(), old, new)
}

/// For each of `games`, in order, on `threads` threads: `None` where the layout leaves the
/// game alone, else its edit (`None` inside where it is laid out already). For a layout that
/// carries nothing from game to game.
fn game_edits<'a>(
    games: &[Node<'a>],
    style: PbnStyle,
    ending: LineEnding,
    mts: &'static [&'static str],
    threads: usize,
) -> Vec<Option<Option<TextEdit>>> {
    let scratch = || {
        (
            GameFormatter::new(style, ending, mts),
            HashSet::new(),
            String::new(),
        )
    };
    each_on_threads(
        games,
        threads,
        scratch,
        |(formatter, nothing_inherited, old), game| {
            formatter
                .format_game(game, nothing_inherited)
                .map(|new| game_edit(game, new, old))
        },
    )
}

/// What stands between two items of the file (games and `%` lines): the line end the item
/// before lacks, then one empty line between two games, or where the text had at least one.
/// Before the first item nothing stands.
fn gap_text(
    old: &str,
    previous_end: Option<Option<&str>>,
    both_games: bool,
    ending: LineEnding,
    out: &mut String,
) {
    out.clear();
    let Some(previous_end) = previous_end else {
        return;
    };
    let mut line_ends = count_line_ends(old);
    if previous_end.is_none() {
        out.push_str(ending.as_str());
        line_ends = line_ends.saturating_sub(1);
    }
    if both_games || line_ends > 0 {
        out.push_str(empty_line(previous_end, ending));
    }
}

/// After the last item: only the line end it lacks.
fn trailing_text(previous_end: Option<Option<&str>>, ending: LineEnding) -> &'static str {
    match previous_end {
        Some(None) => ending.as_str(),
        _ => "",
    }
}

/// An empty line after a line that ends with `previous_end`: after a lone CR, an LF would
/// join it into one line end (a CR LF would not).
fn empty_line(previous_end: Option<&str>, ending: LineEnding) -> &'static str {
    match previous_end {
        Some("\r") if ending == LineEnding::Lf => "\r",
        _ => ending.as_str(),
    }
}

/// The blanks at the end of `gap`, after its last line end.
fn indentation(gap: &str) -> &str {
    gap.rfind(['\n', '\r'])
        .map_or(gap, |at| gap.get(at + 1..).unwrap_or(""))
}

fn count_line_ends(text: &str) -> usize {
    let bytes = text.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(at, &b)| b == b'\n' || (b == b'\r' && bytes.get(at + 1) != Some(&b'\n')))
        .count()
}

#[cfg(test)]
mod tests;
