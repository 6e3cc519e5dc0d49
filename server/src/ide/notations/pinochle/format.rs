//! The Pinochle layout: a header line as `% PPN 1.0`, one tag a line written
//! `@prefix=[Name "value"]` with one space between name and value and none inside the
//! brackets, each round of bids and each trick on its line with one space between its parts;
//! a comment after a piece stays on its line, after one space; no trailing spaces; hands
//! separated by one blank line, none inside a hand (a blank line would end it), and elsewhere
//! at most one where one was written; the file ends with one line ending, in the document's
//! own. A tag's value is data and stays as written. A line that holds a syntax error, or a
//! comment over several lines, stays as it is.

use crate::ide::format::line_ending::first_line_ending;
use crate::ide::format::window::{Window, WindowText};
use crate::ide::format::{edits::replace, Errors, TextEdit};
use crate::ide::green::text_of;
use gamerec_grammar::SyntaxKind::{self, *};
use gamerec_grammar::{NodeOrToken, Parse, SyntaxElement, SyntaxNode, TextRange, TextSize};

/// One line of the document as written: the pieces on it (headers, tags, rounds, tricks,
/// comments and anything else), up to its line break.
struct Line {
    pieces: Vec<SyntaxElement>,
    /// Where the line starts and where its line break starts (the text's end for the last).
    range: TextRange,
    /// The hand its first piece belongs to, counted from 1; 0 outside hands.
    hand: usize,
}

pub(super) fn format(parse: &Parse, range: Option<TextRange>) -> Vec<TextEdit> {
    let root = parse.syntax();
    let ending = first_line_ending(&root);
    let errors = Errors::new(parse);
    let window = range.map_or(Window::whole(&root), |range| {
        Window::around(&root, range, |kind| {
            matches!(kind, PIN_HAND_RECORD | PIN_HEADER)
        })
    });
    let text = window.text(parse);
    let lines = lines_of(&root, &window);
    let written: Vec<(&Line, Vec<String>)> = lines
        .iter()
        .filter(|line| !line.pieces.is_empty())
        .map(|line| (line, format_line(line, &text, &errors)))
        .collect();
    let mut edits = Vec::new();
    // Each line that is not blank owns the text from its start to the start of the next such
    // line; the first also owns the blank lines before it.
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
        let mut new = out.join(ending.as_str());
        new.push_str(ending.as_str());
        if let Some((next_line, _)) = next {
            let blank_written =
                has_blank_between(&lines, line.range.end(), next_line.range.start());
            if wants_blank(line, next_line, blank_written) {
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

/// Whether a blank line goes between two lines: always between hands, never inside one, and
/// elsewhere as written.
fn wants_blank(before: &Line, after: &Line, blank_written: bool) -> bool {
    match (before.hand, after.hand) {
        (0, _) | (_, 0) => blank_written,
        (first, second) => first != second,
    }
}

/// Whether a line with nothing on it lies between `from` and `to`.
fn has_blank_between(lines: &[Line], from: TextSize, to: TextSize) -> bool {
    let first = lines.partition_point(|line| line.range.start() <= from);
    lines
        .get(first..)
        .unwrap_or_default()
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
        hand: 0,
    };
    let mut hands = 0;
    collect(
        window.children(root),
        0,
        &mut hands,
        &mut current,
        &mut lines,
    );
    current.range = TextRange::new(current.range.start(), window.end);
    lines.push(current);
    lines
}

/// Nodes inside a hand whose children stand on lines of their own: the sections.
fn is_container(kind: SyntaxKind) -> bool {
    matches!(kind, PIN_AUCTION | PIN_PLAY)
}

/// Gathers the pieces of `node`'s lines; `owner` is the hand `node` is part of (0 for the
/// file) and `hands` counts the hands met so far.
fn collect(
    children: impl Iterator<Item = SyntaxElement>,
    owner: usize,
    hands: &mut usize,
    current: &mut Line,
    lines: &mut Vec<Line>,
) {
    for child in children {
        match &child {
            NodeOrToken::Token(token) if token.kind() == NEWLINE => {
                let start = current.range.start();
                let next = Line {
                    pieces: Vec::new(),
                    range: TextRange::empty(token.text_range().end()),
                    hand: 0,
                };
                let mut done = std::mem::replace(current, next);
                done.range = TextRange::new(start, token.text_range().start());
                lines.push(done);
            }
            NodeOrToken::Token(token) if token.kind() == WHITESPACE => {}
            NodeOrToken::Node(inner) if inner.kind() == PIN_HAND_RECORD => {
                *hands += 1;
                collect(inner.children_with_tokens(), *hands, hands, current, lines);
            }
            NodeOrToken::Node(inner) if is_container(inner.kind()) => {
                collect(inner.children_with_tokens(), owner, hands, current, lines);
            }
            _ => {
                if current.pieces.is_empty() {
                    current.hand = owner;
                }
                current.pieces.push(child.clone());
            }
        }
    }
}

/// The line in the layout: one line per tag, the other pieces joined by one space. A line
/// touched by a syntax error or holding a comment over several lines stays as written.
fn format_line(line: &Line, text: &WindowText, errors: &Errors) -> Vec<String> {
    let as_written = || {
        vec![text
            .line_as_written(line.range.start(), &line.pieces)
            .to_owned()]
    };
    let multiline = line.pieces.iter().any(|piece| {
        let piece_text = text_of(piece);
        piece_text.contains('\n') || piece_text.contains('\r')
    });
    if multiline || errors.touch(line.range) {
        return as_written();
    }
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for piece in &line.pieces {
        let is_tag = piece.kind() == PIN_TAG;
        let piece_text = match piece {
            NodeOrToken::Node(node) => match node.kind() {
                PIN_TAG => tag_text(node),
                PIN_HEADER | PIN_BID_ROUND | PIN_TRICK => spaced(node),
                _ => None,
            },
            NodeOrToken::Token(_) => None,
        }
        .unwrap_or_else(|| text_of(piece));
        if is_tag && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(&piece_text);
    }
    out.push(current);
    out
}

/// A tag as `@prefix=[Name "value"]`: its parts without the spaces around them, one space
/// between the name and the value.
fn tag_text(tag: &SyntaxNode) -> Option<String> {
    let mut out = String::new();
    for child in tag.children_with_tokens() {
        match child.kind() {
            WHITESPACE => {}
            PIN_TAG_VALUE => {
                out.push(' ');
                out.push_str(&text_of(&child));
            }
            _ => out.push_str(&text_of(&child)),
        }
    }
    Some(out)
}

/// A header, a round of bids or a trick: its parts joined by one space.
fn spaced(node: &SyntaxNode) -> Option<String> {
    let mut parts: Vec<String> = Vec::new();
    for child in node.children_with_tokens() {
        match child {
            // A trick's run: its cards and result, each word a part.
            NodeOrToken::Token(run) if run.kind() == PIN_TRICK_RUN => parts.extend(
                run.text()
                    .split([' ', '\t'])
                    .filter(|word| !word.is_empty())
                    .map(str::to_owned),
            ),
            child if child.kind() == WHITESPACE => {}
            child => parts.push(text_of(&child)),
        }
    }
    Some(parts.join(" "))
}

#[cfg(test)]
mod tests {
    use crate::ide::analysis::format;
    use crate::ide::format::{apply, FormatOptions, LineEnding};
    use expect_test::{expect, Expect};
    use gamerec_grammar::{parse, Format};

    fn formatted(text: &str) -> String {
        let parsed = parse(Format::Pinochle, text);
        apply(text, &format(&parsed, &FormatOptions::default()))
    }

    fn check(text: &str, expected: Expect) {
        let once = formatted(text);
        expected.assert_eq(&once);
        assert_eq!(formatted(&once), once, "formatting is idempotent");
    }

    #[test]
    fn one_tag_a_line_single_spaces_and_a_blank_line_between_hands() {
        check(
            "%   PPN   1.0  \n% EXPORT\n%\n\n\n{ the first hand }\n[Hand   \"1\"]  [Dealer \"N\"] \
             { dealt by Ada }\n@P.19.3-R=[ Chat \"N:gg\" ]\n[Auction \"E\"]\n51  52   Pass  \
             Pass\n[Play \"W\"]\n  SJ SA  SQ SK   (N2)  \n\n\n\n[Hand \"2\"]\n",
            expect![[r#"
                % PPN 1.0
                % EXPORT
                %

                { the first hand }
                [Hand "1"]
                [Dealer "N"] { dealt by Ada }
                @P.19.3-R=[Chat "N:gg"]
                [Auction "E"]
                51 52 Pass Pass
                [Play "W"]
                SJ SA SQ SK (N2)

                [Hand "2"]
            "#]],
        );
    }

    #[test]
    fn values_and_broken_lines_stay_as_they_are() {
        check(
            "[Deal \"N:A...  K... .A.. ..A.\"]\n[Dealer  \"Q\" ]  \n[Play \"N\"]\nCA  CK (X\n",
            expect![[r#"
                [Deal "N:A...  K... .A.. ..A."]
                [Dealer  "Q" ]
                [Play "N"]
                CA  CK (X
            "#]],
        );
    }

    #[test]
    fn a_value_left_open_keeps_its_trailing_blanks() {
        // The blank is part of the value: dropping it changed what the melds were read as.
        assert_eq!(formatted("[Melds \"N "), "[Melds \"N \n");
        assert_eq!(formatted("[Melds \"N  \n"), "[Melds \"N  \n");
        assert_eq!(formatted("[Dealer  \"Q\" ]  \n"), "[Dealer  \"Q\" ]\n");
    }

    #[test]
    fn the_line_ending_is_kept() {
        let once = formatted("% PPN 1.0\r\n[Hand  \"1\"]\r\n[Dealer \"N\"]");
        assert_eq!(LineEnding::of(&once), LineEnding::CrLf);
        assert_eq!(once, "% PPN 1.0\r\n[Hand \"1\"]\r\n[Dealer \"N\"]\r\n");
    }

    /// Lines of small hands, good and broken.
    const LINES: &[&str] = &[
        "",
        "  ",
        "% PPN 1.0",
        "%  EXPORT ",
        "%IMPORT",
        "%",
        "[Site \"Valley City\"]",
        "[Dealer   \"N\"]  ",
        "[Hand \"1\"] [Trump \"S\"]",
        "[Deal \"N:A... K... .A.. ..A.\"]",
        "@P.19.3-R=[Chat \"N:gg\"]",
        "[Note \"x\"] { note }",
        "{ a comment }",
        "{ open",
        "close }",
        "[Auction \"E\"]",
        "51 52  Pass Pass",
        "- - 60",
        "[Play \"N\"]",
        "CA  CK DA SA (W4)",
        "CA CK *",
        "HA (",
        "[Bula",
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

    /// The hands of a text: for each, the text of its pieces without spaces.
    fn hands(text: &str) -> Vec<String> {
        let parsed = parse(Format::Pinochle, text);
        parsed
            .syntax()
            .children()
            .filter(|node| node.kind() == gamerec_grammar::SyntaxKind::PIN_HAND_RECORD)
            .map(|hand| hand.to_string().split_whitespace().collect())
            .collect()
    }

    proptest::proptest! {
        /// Formatting is idempotent, changes only spaces and line breaks, keeps each hand
        /// whole, and leaves the syntax errors and the findings as they were.
        #[test]
        fn random_hands_format_safely(text in document()) {
            let once = formatted(&text);
            proptest::prop_assert_eq!(&formatted(&once), &once);
            let visible = |text: &str| text.split_whitespace().collect::<String>();
            proptest::prop_assert_eq!(visible(&once), visible(&text));
            proptest::prop_assert_eq!(hands(&once), hands(&text));
            let codes = |text: &str| {
                let parsed = parse(Format::Pinochle, text);
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
    fn the_example_and_generated_hands_are_already_formatted() {
        let path = gamerec_tiers::workspace_root().join("docs/examples/pinochle/club-evening.ppn");
        let example = std::fs::read_to_string(path).expect("the example hand");
        assert_eq!(formatted(&example), example);
        let generated = crate::generate::pinochle(64 * 1024);
        assert_eq!(formatted(&generated), generated);
    }
}
