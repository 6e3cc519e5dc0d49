//! The Preferans layout: one tag pair or round per line, written `[Name value]` and
//! `[id dealOrder cards ...]` with one space between parts and none inside the brackets; a
//! comment after a bracket stays on its line, after one space; no trailing spaces; one blank
//! line between the info and the game section and between records, none between tags or
//! between rounds, at most one around comments; the file ends with one line ending, in the
//! document's own. A tag keeps its quotes as written (both the README's layouts are valid). A
//! line that holds a syntax error, or a comment over several lines, stays as it is.

use crate::ide::format::line_ending::first_line_ending;
use crate::ide::format::window::{Window, WindowText};
use crate::ide::format::{edits::replace, Errors, TextEdit};
use crate::ide::green::text_of;
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{NodeOrToken, Parse, SyntaxElement, SyntaxNode, TextRange, TextSize};

/// What a line of the formatted text holds, for the blank lines between lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holds {
    Tag,
    Round,
    /// A comment, a line kept as written, or text outside any bracket.
    Other,
}

/// One line of the document as written: the bracket nodes, comments and other pieces on it,
/// up to its line break.
struct Line {
    pieces: Vec<SyntaxElement>,
    /// Where the line starts and where its line break starts (the text's end for the last).
    range: TextRange,
    /// The record its first piece belongs to, counted from 1; 0 outside records.
    first_record: usize,
    /// The record its last piece belongs to: a tag after a round may start the next record.
    last_record: usize,
}

/// A line as formatted: one or more lines, the first holding `first`, the last `holds`.
struct Out {
    lines: Vec<String>,
    first: Holds,
    holds: Holds,
    first_record: usize,
    last_record: usize,
}

pub(super) fn format(parse: &Parse, range: Option<TextRange>) -> Vec<TextEdit> {
    let root = parse.syntax();
    let ending = first_line_ending(&root);
    let errors = Errors::new(parse);
    let window = range.map_or(Window::whole(&root), |range| {
        Window::around(&root, range, |kind| kind == PREF_RECORD)
    });
    let text = window.text(parse);
    let lines = lines_of(&root, &window);
    let mut edits = Vec::new();
    // Each line that is not blank owns the text from its start to the start of the next
    // such line; the first also owns the blank lines before it.
    let mut written: Vec<(&Line, Out)> = Vec::new();
    for line in &lines {
        if !line.pieces.is_empty() {
            written.push((line, format_line(line, &text, &errors)));
        }
    }
    let end = root.text_range().end();
    for (index, (line, out)) in written.iter().enumerate() {
        let start = if index == 0 && window.start == TextSize::from(0) {
            TextSize::from(0)
        } else {
            line.range.start()
        };
        let next = written.get(index + 1);
        if next.is_none() && window.end < end {
            // What this line owns runs on past the window.
            continue;
        }
        let owned_end = next.map_or(end, |(next, _)| next.range.start());
        let owned = TextRange::new(start, owned_end);
        if range.is_some_and(|range| range.intersect(owned).is_none()) {
            continue;
        }
        let mut new = out.lines.join(ending.as_str());
        new.push_str(ending.as_str());
        if let Some((next_line, next_out)) = next {
            let blank_before = has_blank_between(&lines, line.range.end(), next_line.range.start());
            if wants_blank(out, next_out, blank_before) {
                new.push_str(ending.as_str());
            }
        }
        let old = text.get(TextRange::new(start, owned_end));
        edits.extend(replace(start, old, &new));
    }
    if written.is_empty() && !text.is_empty() && range.is_none() {
        edits.extend(replace(TextSize::from(0), text.all(), ""));
    }
    edits
}

/// Whether a blank line goes between two formatted lines.
fn wants_blank(before: &Out, after: &Out, blank_written: bool) -> bool {
    if before.last_record != after.first_record
        && after.first_record != 0
        && before.last_record != 0
    {
        return true;
    }
    match (before.holds, after.first) {
        (Holds::Tag, Holds::Round) => true,
        (Holds::Round, Holds::Tag) => true,
        (Holds::Tag, Holds::Tag) | (Holds::Round, Holds::Round) => false,
        _ => blank_written,
    }
}

/// Whether a line with nothing on it lies between `from` and `to`.
fn has_blank_between(lines: &[Line], from: TextSize, to: TextSize) -> bool {
    let first = lines.partition_point(|line| line.range.start() <= from);
    lines[first..]
        .iter()
        .take_while(|line| line.range.start() < to)
        .any(|line| line.pieces.is_empty())
}

/// The lines of the window, each with what stands on it.
fn lines_of(root: &SyntaxNode, window: &Window) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut current = Line {
        pieces: Vec::new(),
        range: TextRange::empty(window.start),
        first_record: 0,
        last_record: 0,
    };
    let mut record = 0;
    collect(window.children(root), &mut record, &mut current, &mut lines);
    current.range = TextRange::new(current.range.start(), window.end);
    lines.push(current);
    lines
}

/// Gathers the pieces of the lines of `elements`; `record` counts the records met so far.
fn collect(
    elements: impl Iterator<Item = SyntaxElement>,
    record: &mut usize,
    current: &mut Line,
    lines: &mut Vec<Line>,
) {
    for element in elements {
        match &element {
            NodeOrToken::Token(token) if token.kind() == NEWLINE => {
                let start = current.range.start();
                let finished = std::mem::replace(
                    current,
                    Line {
                        pieces: Vec::new(),
                        range: TextRange::empty(token.text_range().end()),
                        first_record: *record,
                        last_record: *record,
                    },
                );
                lines.push(Line {
                    range: TextRange::new(start, token.text_range().start()),
                    ..finished
                });
            }
            NodeOrToken::Token(token) if token.kind() == WHITESPACE => {}
            NodeOrToken::Node(child) if is_container(child.kind()) => {
                if child.kind() == PREF_RECORD {
                    *record += 1;
                }
                collect(child.children_with_tokens(), record, current, lines);
            }
            _ => {
                if current.pieces.is_empty() {
                    current.first_record = *record;
                }
                current.last_record = *record;
                current.pieces.push(element.clone());
            }
        }
    }
}

fn is_container(kind: SyntaxKind) -> bool {
    matches!(kind, PREF_RECORD | PREF_INFO_SECTION | PREF_GAME_SECTION)
}

/// A line as formatted: each bracket on a line of its own, a comment after the last bracket;
/// or the line as written when it holds a syntax error or text the layout does not know.
fn format_line(line: &Line, text: &WindowText, errors: &Errors) -> Out {
    let kept = || Out {
        lines: vec![text
            .line_as_written(line.range.start(), &line.pieces)
            .to_owned()],
        first: Holds::Other,
        holds: Holds::Other,
        first_record: line.first_record,
        last_record: line.last_record,
    };
    let pieces_range = TextRange::new(
        line.pieces
            .first()
            .map_or(line.range.start(), |piece| piece.text_range().start()),
        line.pieces
            .last()
            .map_or(line.range.end(), |piece| piece.text_range().end()),
    );
    if errors.touch(pieces_range) {
        return kept();
    }
    let mut lines: Vec<String> = Vec::new();
    let mut first = None;
    let mut holds = Holds::Other;
    // A tag and a round written on one line go on lines of their own, with the blank line
    // that stands between tags and rounds on lines of their own.
    let mut push = |lines: &mut Vec<String>, holds: &mut Holds, text: String, now: Holds| {
        if matches!(
            (*holds, now),
            (Holds::Tag, Holds::Round) | (Holds::Round, Holds::Tag)
        ) {
            lines.push(String::new());
        }
        lines.push(text);
        first.get_or_insert(now);
        *holds = now;
    };
    for piece in &line.pieces {
        match piece {
            NodeOrToken::Node(node) if node.kind() == PREF_TAG => {
                let Some(tag) = tag_text(node) else {
                    return kept();
                };
                push(&mut lines, &mut holds, tag, Holds::Tag);
            }
            NodeOrToken::Node(node) if node.kind() == PREF_ROUND => {
                let Some(round) = round_text(node) else {
                    return kept();
                };
                push(&mut lines, &mut holds, round, Holds::Round);
            }
            NodeOrToken::Token(token)
                if token.kind() == PREF_COMMENT && !token.text().contains(['\n', '\r']) =>
            {
                let comment = token.text().trim_end_matches([' ', '\t']);
                match lines.last_mut() {
                    Some(last) => {
                        last.push(' ');
                        last.push_str(comment);
                    }
                    None => lines.push(comment.to_owned()),
                }
            }
            _ => return kept(),
        }
    }
    Out {
        lines,
        first: first.unwrap_or(holds),
        holds,
        first_record: line.first_record,
        last_record: line.last_record,
    }
}

/// `[Name value]`, the value as written.
fn tag_text(tag: &SyntaxNode) -> Option<String> {
    let mut name = None;
    let mut value = None;
    for element in tag.children_with_tokens() {
        match element.kind() {
            PREF_L_BRACK | PREF_R_BRACK | WHITESPACE => {}
            PREF_TAG_NAME => name = Some(text_of(&element)),
            PREF_TAG_VALUE => value = Some(text_of(&element)),
            _ => return None,
        }
    }
    Some(format!("[{} {}]", name?, value?))
}

/// `[id dealOrder cards ...]`, one space between fields.
fn round_text(round: &SyntaxNode) -> Option<String> {
    let mut fields = Vec::new();
    for element in round.children_with_tokens() {
        match element.kind() {
            PREF_L_BRACK | PREF_R_BRACK | WHITESPACE => {}
            kind if gamerec_grammar::preferans::spec::Field::of_kind(kind).is_some() => {
                fields.push(text_of(&element));
            }
            _ => return None,
        }
    }
    Some(format!("[{}]", fields.join(" ")))
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::format;
    use crate::ide::format::{apply, FormatOptions, LineEnding};
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn formatted(text: &str) -> String {
        let parsed = parse(Format::Preferans, text);
        apply(text, &format(&parsed, &FormatOptions::default()))
    }

    fn check(text: &str, expected: Expect) {
        let once = formatted(text);
        expected.assert_eq(&once);
        assert_eq!(formatted(&once), once, "formatting is idempotent");
    }

    #[test]
    fn one_bracket_per_line_and_blank_lines_between_sections() {
        check(
            "\n\n; top\n[Bula 60]  \n\n[Refe   \"2\"] ; note\n\n\n\
             [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9  P,P,P ] [2 312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,P]\n\n\
             [3 123 4U6ADHM2OT9CEIN31B7WQKFVRJS5LP8G P,P,P]\n{ multi\nline }\n[Bula 50]",
            expect![[r#"
                ; top
                [Bula 60]
                [Refe "2"] ; note

                [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]
                [2 312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,P]
                [3 123 4U6ADHM2OT9CEIN31B7WQKFVRJS5LP8G P,P,P]
                { multi
                line }

                [Bula 50]
            "#]],
        );
    }

    /// A tag on the line of the first round goes on a line of its own, with the blank line
    /// between the tags and the rounds after it: formatting again changes nothing.
    #[test]
    fn a_tag_on_the_line_of_a_round_is_split_off_once() {
        check(
            "[Bula 60]  \n[Player1 cope]  [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\n",
            expect![[r#"
                [Bula 60]
                [Player1 cope]

                [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]
            "#]],
        );
    }

    /// A tag after the last round, on its line, starts the next record: the tag after it, on
    /// the next line, belongs to the same record and gets no blank line.
    #[test]
    fn a_tag_after_a_round_on_its_line_starts_the_next_record_once() {
        check(
            "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P][Bula \"4\"]\n[Refe \"\"]",
            expect![[r#"
                [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]

                [Bula "4"]
                [Refe ""]
            "#]],
        );
    }

    #[test]
    fn broken_lines_stay_as_they_are() {
        check(
            "[Bula 60]\n[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9  P,P,Q ]  \n[2   312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,P]\n",
            expect![[r#"
                [Bula 60]
                [1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9  P,P,Q ]
                [2 312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6 P,P,P]
            "#]],
        );
    }

    #[test]
    fn a_value_left_open_keeps_its_trailing_blanks() {
        let once = formatted("[Contract \"6S \n[Bula 60]  \n");
        assert_eq!(once, "[Contract \"6S \n[Bula 60]\n");
        assert_eq!(formatted(&once), once);
    }

    #[test]
    fn the_line_ending_is_kept() {
        let text = "[Bula 60]\r\n[Refe 2]\r\n[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]";
        let once = formatted(text);
        assert_eq!(LineEnding::of(&once), LineEnding::CrLf);
        assert_eq!(
            once,
            "[Bula 60]\r\n[Refe 2]\r\n\r\n[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]\r\n"
        );
    }

    /// Lines of small games, good and broken.
    const LINES: &[&str] = &[
        "",
        "  ",
        "[Bula 60]",
        "[Refe   \"2\"]  ",
        "[Player1 ana] [Player2 bora]",
        "[Result1 -20] ; settled",
        "; a comment",
        "{ open",
        "close }",
        "% escape",
        "[1 231 1BDHM27WQK4CEIN3FVRJS5LP8GU6AOT9 P,P,P]",
        "[2  312 WQKJS5LP84CEIAOT9N31BDH7FVM2RGU6   P,P,P ]",
        "[20 312 E8PD4QRFJOKCV79SB63G25AHUWMINT1L P,M4,4 1 KG 4 8 0 8 3 \
         4721,1583,OLI3,F9A3,PST2,MJV2,HEC2,WQB2,UR62,ND32 F3:L24,M1:8,F6:L48]",
        "[3 123 4U6A P,P,P]",
        "[Bula",
        "1. 1 1BDHM27WQK P,P,P",
        "...",
        "é",
    ];

    fn document() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let ending = prop::sample::select(vec!["\n", "\r\n"]);
        prop::collection::vec((prop::sample::select(LINES), ending), 0..20).prop_map(|lines| {
            lines
                .iter()
                .map(|(line, ending)| format!("{line}{ending}"))
                .collect()
        })
    }

    proptest::proptest! {
        /// Formatting is idempotent, changes only spaces and line breaks, and leaves the
        /// syntax errors and the findings as they were.
        #[test]
        fn random_games_format_safely(text in document()) {
            let once = formatted(&text);
            proptest::prop_assert_eq!(&formatted(&once), &once);
            let visible = |text: &str| text.split_whitespace().collect::<String>();
            proptest::prop_assert_eq!(visible(&once), visible(&text));
            let codes = |text: &str| {
                let parsed = parse(Format::Preferans, text);
                let mut codes: Vec<&str> = crate::ide::analysis::check(
                    &parsed,
                    &mut crate::ide::check::CheckCache::default(),
                )
                .iter()
                .map(|diagnostic| diagnostic.code)
                .collect();
                codes.sort_unstable();
                codes
            };
            proptest::prop_assert_eq!(codes(&once), codes(&text));
        }
    }

    #[test]
    fn generated_games_are_already_formatted() {
        let text = crate::generate::preferans(64 * 1024);
        assert_eq!(formatted(&text), text);
    }
}
