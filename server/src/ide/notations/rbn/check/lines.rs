//! Sizes: a label line longer than its label allows, and a record over the format's limit.
//!
//! RBN counts a line's length with the label and the space after it, but without the line
//! end; free text, `%` lines and lines that are not labels have no limit. The I label allows
//! 504 characters on each of its lines, a `|` between items counting as a line break. Notes have no limit of their own in the format
//! document, which gives 128 as the longest of any label but I; they get that. An RBX group
//! `X{value}` is measured as the RBN line it stands for: its `{` counts as the space and its
//! closing `}` does not count.

use super::{describe, is_group, letter};
use crate::ide::check::Findings;
use crate::ide::Diagnostic;
use gamerec_grammar::ast::AstNode;
use gamerec_grammar::rbn::ast::{Label, Record};
use gamerec_grammar::rbn::spec::{self, MAX_LINE_LEN, MAX_RECORD_BYTES};
use gamerec_grammar::{SyntaxKind, SyntaxToken, TextRange, TextSize};

pub(super) fn check(record: &Record, labels: &[Label], out: &mut Findings) {
    for label in labels {
        line_lengths(label, out);
    }
    out.extend(record_size(record));
}

/// The lowest limit of any label (that of D).
const SHORTEST_LIMIT: usize = 20;

/// The longest line `label` may have.
fn max_len(label: &Label) -> usize {
    let limit = letter(label)
        .and_then(spec::label)
        .and_then(|spec| spec.max_len)
        .unwrap_or(MAX_LINE_LEN);
    usize::from(limit)
}

/// One line of a label being measured.
struct Line {
    chars: usize,
    /// Where the first character past the limit starts, once the line got that long.
    past_limit: Option<TextSize>,
    end: TextSize,
    is_comment: bool,
    is_empty: bool,
}

impl Line {
    fn new() -> Line {
        Line {
            chars: 0,
            past_limit: None,
            end: TextSize::from(0),
            is_comment: false,
            is_empty: true,
        }
    }

    fn add(&mut self, token: &SyntaxToken, max: usize) {
        if self.is_empty && token.kind() == SyntaxKind::RBN_PERCENT {
            self.is_comment = true;
        }
        self.is_empty = false;
        let text = token.text();
        let start = token.text_range().start();
        if self.past_limit.is_none() {
            let room = max.saturating_sub(self.chars);
            if let Some((at, _)) = text.char_indices().nth(room) {
                self.past_limit = Some(start + TextSize::try_from(at).unwrap_or_default());
            }
        }
        self.chars += text.chars().count();
        self.end = token.text_range().end();
    }
}

fn line_lengths(label: &Label, out: &mut Findings) {
    // No line has more characters than the label has bytes.
    let len = usize::from(label.syntax().text_range().len());
    if len <= SHORTEST_LIMIT {
        return;
    }
    let max = max_len(label);
    if len <= max {
        return;
    }
    let group = is_group(label);
    let mut line = Line::new();
    let tokens = label
        .syntax()
        .descendants_with_tokens()
        .filter_map(|element| element.into_token());
    let items = label.syntax().kind() == SyntaxKind::RBN_ITEMS_LABEL;
    for token in tokens {
        match token.kind() {
            // A `|` stands for a line break, which lets RBX keep a list of several lines.
            SyntaxKind::RBN_BAR if items => {
                out.extend(too_long(label, &line, max, group));
                line = Line::new();
            }
            SyntaxKind::NEWLINE => {
                out.extend(too_long(label, &line, max, group));
                line = Line::new();
            }
            SyntaxKind::RBN_R_BRACE if group => {}
            _ => line.add(&token, max),
        }
    }
    out.extend(too_long(label, &line, max, group));
}

fn too_long(label: &Label, line: &Line, max: usize, group: bool) -> Option<Diagnostic> {
    let start = line.past_limit.filter(|_| !line.is_comment)?;
    let what = describe(label);
    let message = if group {
        format!(
            "the {what} group is {} characters long as an RBN line (label, space and value); \
             RBN allows at most {max}",
            line.chars
        )
    } else {
        format!(
            "this {what} line is {} characters long; RBN allows at most {max}, counting the \
             label and the space after it",
            line.chars
        )
    };
    Some(Diagnostic::error(
        "rbn/line-too-long",
        TextRange::new(start, line.end),
        message,
    ))
}

/// An error from the first byte past the limit to the end of its line.
fn record_size(record: &Record) -> Option<Diagnostic> {
    let node = record.syntax();
    let size = usize::from(node.text_range().len());
    if size <= MAX_RECORD_BYTES {
        return None;
    }
    let limit = TextSize::try_from(MAX_RECORD_BYTES).ok()?;
    let first = node.token_at_offset(limit).right_biased()?;
    // The limit may fall inside a character: start at the next one.
    let text = first.text();
    let token_start = first.text_range().start();
    let offset = usize::from(limit - token_start);
    let boundary = (offset..=text.len())
        .find(|&at| text.is_char_boundary(at))
        .unwrap_or(text.len());
    let start = token_start + TextSize::try_from(boundary).unwrap_or_default();
    let mut end = start;
    if first.kind() == SyntaxKind::NEWLINE {
        // The limit falls on a line end: show that.
        end = first.text_range().end();
    }
    let mut next = Some(first);
    while let Some(token) = next {
        if token.kind() == SyntaxKind::NEWLINE {
            break;
        }
        end = token.text_range().end();
        next = token.next_token();
    }
    Some(Diagnostic::error(
        "rbn/record-too-long",
        TextRange::new(start, end.max(start)),
        format!(
            "this record is {size} bytes long; RBN allows at most {MAX_RECORD_BYTES} bytes per \
             record, and it goes past the limit here"
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{rbn, rbx};
    use expect_test::expect;

    #[test]
    fn the_shortest_limit_is_the_lowest_of_the_table() {
        let lowest = gamerec_grammar::rbn::spec::LABELS
            .iter()
            .filter_map(|spec| spec.max_len)
            .min();
        assert_eq!(lowest.map(usize::from), Some(super::SHORTEST_LIMIT));
    }

    #[test]
    fn a_line_past_its_labels_limit() {
        // `B` allows 24 characters: the label, the space and 22 more.
        let text = format!("B {}\nB\n\n", "1234567890".repeat(3));
        expect![[r#"
            rbn/line-too-long@24..32 error `34567890`: this `B` (Board Number) line is 32 characters long; RBN allows at most 24, counting the label and the space after it
            rbn/repeated-label@33..34 error `B`: `B` (Board Number) is given a second time in this record; a record has each label at most once, so merge the two or remove one
              related@0..1 `B`: the first `B` (Board Number)
        "#]]
        .assert_eq(&rbn(&text));
    }

    #[test]
    fn a_line_at_its_labels_limit() {
        let text = format!("B {}\nC 4S:N  \n\n", "1".repeat(22));
        assert_eq!(rbn(&text), "");
    }

    #[test]
    fn the_limit_counts_characters_and_the_range_starts_at_one() {
        // 126 characters of text after `E `, two of them outside ASCII, then 3 more.
        let text = format!("E {}éé{}\n\n", "x".repeat(124), "abc");
        expect![[r#"
            rbn/line-too-long@130..133 error `abc`: this `E` (Event or Main Heading) line is 131 characters long; RBN allows at most 128, counting the label and the space after it
        "#]]
        .assert_eq(&rbn(&text));
    }

    #[test]
    fn items_allow_504_on_each_line_and_free_text_has_no_limit() {
        let long_items = format!("I {}a=1\n{}\n", "a=1:".repeat(125), "b=2:".repeat(126));
        let free_text = format!("{{{}}}\n", "x".repeat(600));
        let text = format!("B 1\n{free_text}{long_items}\n");
        expect![[r#"
            rbn/line-too-long@1111..1112 error `1`: this `I` (Item List) line is 505 characters long; RBN allows at most 504, counting the label and the space after it
        "#]]
        .assert_eq(&rbn(&text));
    }

    #[test]
    fn a_bar_breaks_an_item_list_into_lines() {
        let items = format!("I{{{}|{}}}\n", "a=1:".repeat(120), "b=2:".repeat(120));
        assert_eq!(rbx(&items), "");
        let items = format!("I{{{}:{}}}\n", "a=1:".repeat(120), "b=2:".repeat(120));
        expect![[r#"
            rbn/line-too-long@504..963 error `=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:b=2:`: the `I` (Item List) group is 963 characters long as an RBN line (label, space and value); RBN allows at most 504
        "#]]
        .assert_eq(&rbx(&items));
    }

    #[test]
    fn notes_get_the_limit_of_128() {
        let near = format!("A NZ:1S^1A\n1 {}\n\n", "n".repeat(126));
        assert_eq!(rbn(&near), "");
        let far = format!("A NZ:1S^1A\n1 {}\n\n", "n".repeat(127));
        expect![[r#"
            rbn/line-too-long@139..140 error `n`: this note `1` line is 129 characters long; RBN allows at most 128, counting the label and the space after it
        "#]]
        .assert_eq(&rbn(&far));
    }

    #[test]
    fn an_rbx_group_counts_as_its_rbn_line() {
        let at_limit = format!("B{{{}}}\n", "1".repeat(22));
        assert_eq!(rbx(&at_limit), "");
        let past = format!("B{{{}}}E{{x}}\n", "1".repeat(23));
        expect![[r#"
            rbn/line-too-long@24..25 error `1`: the `B` (Board Number) group is 25 characters long as an RBN line (label, space and value); RBN allows at most 24
        "#]]
        .assert_eq(&rbx(&past));
    }

    #[test]
    fn a_record_over_16384_bytes() {
        let line = format!("{{{}}}\n", "x".repeat(98));
        let near = format!("B 1\n{}", line.repeat(162)) + &format!("{{{}}}\n", "y".repeat(15));
        assert_eq!(near.len(), 16_384);
        assert_eq!(rbn(&(near.clone() + "\n")), "");
        let over = near.replace("B 1\n", "B 12\n") + "\n";
        expect![[r#"
            rbn/record-too-long@16384..16385 error `\n`: this record is 16385 bytes long; RBN allows at most 16384 bytes per record, and it goes past the limit here
        "#]]
        .assert_eq(&rbn(&over));
    }

    #[test]
    fn an_rbx_record_over_16384_bytes() {
        let record = format!("B{{1}}{{{}}}\n", "x".repeat(16_400));
        let found = rbx(&record);
        assert!(
            found.starts_with(
                "rbn/record-too-long@16384..16406 error `xxxxxxxxxxxxxxxxxxxxx}`: this record is 16407 bytes long"
            ),
            "{found}"
        );
    }
}
