use super::*;
use crate::ide::format::{apply, PbnStyle, RbnOrder, SgfOrder};
use gamerec_grammar::{parse, reparse_edit, Format, TextSize};

/// A small deterministic generator of edit positions.
struct Steps(u64);

impl Steps {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

fn option_sets() -> Vec<FormatOptions> {
    let plain = FormatOptions::default();
    vec![
        plain.clone(),
        FormatOptions {
            pbn_style: PbnStyle::Export,
            rbn_order: RbnOrder::Preserve,
            sgf_order: SgfOrder::Sgfc,
            sgf_indent: true,
        },
    ]
}

/// `text` formatted whole, and its parse.
fn formatted(format: Format, text: &str, options: &FormatOptions) -> (String, Parse) {
    let first = parse(format, text);
    let text = apply(text, &analysis::format(&first, options));
    let parsed = parse(format, &text);
    (text, parsed)
}

/// After any edit to a formatted document, formatting with the memo gives the same text as
/// formatting the whole document.
#[test]
fn formatting_again_after_edits_gives_what_formatting_the_whole_gives() {
    const INSERTS: [&str; 7] = ["x", "\n", "9", " ", "\n\n", "  ", ""];
    let mut steps = Steps(0x2545_f491_4f6c_dd1d);
    for format in Format::ALL {
        for options in option_sets() {
            let generated = crate::generate::document(format, 16 * 1024);
            let (mut text, mut parsed) = formatted(format, &generated, &options);
            let mut memo = FormatMemo::default();
            assert_eq!(
                memo.format(&parsed, &options),
                Vec::new(),
                "{format:?}: formatted text formats to itself"
            );
            for _ in 0..30 {
                let mut at = steps.below(text.len());
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                let mut end = (at + steps.below(3)).min(text.len());
                while !text.is_char_boundary(end) {
                    end -= 1;
                }
                let inserted = INSERTS[steps.below(INSERTS.len())];
                let range = TextRange::new(
                    TextSize::try_from(at).unwrap_or_default(),
                    TextSize::try_from(end).unwrap_or_default(),
                );
                let reparsed = reparse_edit(&parsed, text.as_str(), range, inserted);
                text.replace_range(at..end, inserted);
                parsed = reparsed.map_or_else(|| parse(format, &text), |reparsed| reparsed.parse);
                let whole = apply(&text, &analysis::format(&parsed, &options));
                let again = apply(&text, &memo.format(&parsed, &options));
                assert!(
                    again == whole,
                    "{format:?} {options:?}: after an edit at {at}, formatting again differs"
                );
                if whole != text {
                    (text, parsed) = formatted(format, &text, &options);
                    memo.format(&parsed, &options);
                }
            }
        }
    }
}

#[test]
fn a_formatted_document_unchanged_is_not_formatted_again() {
    let options = FormatOptions::default();
    let (_, parsed) = formatted(
        Format::Pbn,
        &crate::generate::document(Format::Pbn, 8 * 1024),
        &options,
    );
    let mut memo = FormatMemo::default();
    assert!(memo.format(&parsed, &options).is_empty());
    let children: Vec<Element<'_>> = parsed.green().children().collect();
    assert!(matches!(
        memo.changed(&children, &options),
        Some(Changed::Nothing)
    ));
    let other = FormatOptions {
        pbn_style: PbnStyle::Export,
        ..FormatOptions::default()
    };
    assert!(memo.changed(&children, &other).is_none(), "other options");
}

/// Formatting with the memo (a formatted document, the same again, then after a keystroke)
/// costs time in proportion to the document.
#[test]
fn formatting_with_the_memo_grows_linearly() {
    let options = FormatOptions::default();
    for format in Format::ALL {
        crate::linear_documents::assert_pass_linear(
            &format!("formatting again {format:?}"),
            format,
            24 * 1024,
            |n| {
                let generated = crate::generate::document(format, n);
                formatted(format, &generated, &options).0
            },
            |parsed| {
                let text = parsed.syntax().to_string();
                let mut at = text.len() / 2;
                while !text.is_char_boundary(at) {
                    at -= 1;
                }
                let range = TextRange::empty(TextSize::try_from(at).unwrap_or_default());
                let reparsed = reparse_edit(parsed, text.as_str(), range, " ");
                let mut edited_text = text.clone();
                edited_text.insert(at, ' ');
                let edited =
                    reparsed.map_or_else(|| parse(format, &edited_text), |reparsed| reparsed.parse);
                let start = std::time::Instant::now();
                let mut memo = FormatMemo::default();
                let edits = [
                    memo.format(parsed, &options),
                    memo.format(parsed, &options),
                    memo.format(&edited, &options),
                ];
                let elapsed = start.elapsed();
                drop(edits);
                elapsed
            },
        );
    }
}
