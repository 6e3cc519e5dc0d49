//! The PBN layouts: `tidy` (one tag a line, tag order kept, auction and play in columns) and
//! `export` (the PBN export format). The document is formatted game by game; a game with a
//! syntax error is left as it is, and the lines between games become one empty line.

mod export;
mod game;
mod value;

use super::edits::{replace, TextEdit};
use super::line_ending::{first_line_ending, LineEnding};
use super::{green_text, Errors, FormatOptions, PbnStyle};
use gamerec_grammar::{NodeOrToken, Parse, SyntaxKind, SyntaxNode, TextRange, TextSize};
use std::collections::HashSet;

pub(super) fn format(
    parse: &Parse,
    options: &FormatOptions,
    range: Option<TextRange>,
) -> Vec<TextEdit> {
    let root = parse.syntax();
    let source = green_text(parse.green());
    let errors = Errors::new(parse);
    let has_error = |range: TextRange| errors.touch(range);
    let error_inside = |range: TextRange| errors.inside(range);
    let style = options.pbn_style;
    let ending = match style {
        PbnStyle::Tidy => first_line_ending(&root),
        PbnStyle::Export => LineEnding::CrLf,
    };
    let wanted = |span: TextRange| range.is_none_or(|range| range.intersect(span).is_some());
    let mut edits = Vec::new();
    // The trivia before the current item start at `gap_start`; `previous` is the item before
    // them with how its last line ends once formatted (`None` inside: no line end).
    let mut gap_start = TextSize::from(0);
    let mut previous: Option<(SyntaxNode, Option<String>)> = None;
    let mut gap_is_trivia = true;
    let mut inherited = HashSet::new();
    for element in root.children_with_tokens() {
        let node = match element {
            NodeOrToken::Token(token) => {
                if !matches!(token.kind(), SyntaxKind::WHITESPACE | SyntaxKind::NEWLINE) {
                    gap_is_trivia = false;
                }
                continue;
            }
            NodeOrToken::Node(node) => node,
        };
        let span = node.text_range();
        let gap = TextRange::new(gap_start, span.start());
        let previous_wanted = previous
            .as_ref()
            .is_some_and(|(item, _)| wanted(item.text_range()));
        if gap_is_trivia && (wanted(span) || previous_wanted) && !error_inside(gap) {
            let old = slice(&source, gap);
            let both_games = node.kind() == SyntaxKind::PBN_GAME
                && previous
                    .as_ref()
                    .is_some_and(|(item, _)| item.kind() == SyntaxKind::PBN_GAME);
            let previous_end = previous.as_ref().map(|(_, end)| end.as_deref());
            let canonical = gap_text(old, previous_end, both_games, ending);
            edits.extend(replace(gap.start(), old, &canonical));
        }
        let formatted = if node.kind() == SyntaxKind::PBN_GAME && wanted(span) && !has_error(span) {
            game::format_game(&node, style, ending, &inherited)
        } else {
            None
        };
        let last_line_end = match formatted {
            Some(new) => {
                edits.extend(replace(span.start(), slice(&source, span), &new));
                Some(ending.as_str().to_string())
            }
            None => {
                let text = slice(&source, span);
                let line_end = ["\r\n", "\n", "\r"]
                    .into_iter()
                    .find(|end| text.ends_with(end))
                    .unwrap_or("");
                // After text with a syntax error (an unclosed comment, say) nothing is added.
                if !line_end.is_empty() || has_error(span) {
                    Some(line_end.to_string())
                } else {
                    None
                }
            }
        };
        if style == PbnStyle::Export && node.kind() == SyntaxKind::PBN_GAME {
            export::inherited_names(&node, &mut inherited);
        }
        gap_start = span.end();
        gap_is_trivia = true;
        previous = Some((node, last_line_end));
    }
    if let Some((last, last_line_end)) = &previous {
        let gap = TextRange::new(gap_start, root.text_range().end());
        if gap_is_trivia && wanted(last.text_range()) && !error_inside(gap) {
            let old = slice(&source, gap);
            let end = Some(last_line_end.as_deref());
            let canonical = trailing_text(end, ending);
            edits.extend(replace(gap.start(), old, &canonical));
        }
    }
    // After the gap edits: an insertion at the same place as the end of a gap's edit comes
    // after it.
    if style == PbnStyle::Export && range.is_none() {
        edits.extend(export::header_edit(&root, ending));
    }
    edits
}

fn slice(source: &str, range: TextRange) -> &str {
    source
        .get(usize::from(range.start())..usize::from(range.end()))
        .unwrap_or("")
}

/// What stands between two items of the file (games and `%` lines): the line end the item
/// before lacks, then one empty line between two games, or where the text had at least one.
/// Before the first item nothing stands.
fn gap_text(
    old: &str,
    previous_end: Option<Option<&str>>,
    both_games: bool,
    ending: LineEnding,
) -> String {
    let Some(previous_end) = previous_end else {
        return String::new();
    };
    let mut out = String::new();
    let mut line_ends = count_line_ends(old);
    if previous_end.is_none() {
        out.push_str(ending.as_str());
        line_ends = line_ends.saturating_sub(1);
    }
    if both_games || line_ends > 0 {
        out.push_str(empty_line(previous_end, ending));
    }
    out
}

/// After the last item: only the line end it lacks.
fn trailing_text(previous_end: Option<Option<&str>>, ending: LineEnding) -> String {
    match previous_end {
        Some(None) => ending.as_str().to_string(),
        _ => String::new(),
    }
}

/// An empty line after a line that ends with `previous_end`: after a lone CR, an LF would
/// join it into one line end.
fn empty_line(previous_end: Option<&str>, ending: LineEnding) -> &'static str {
    match previous_end {
        Some("\r") if ending != LineEnding::Cr => "\r",
        _ => ending.as_str(),
    }
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
