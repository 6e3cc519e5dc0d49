use super::*;
use crate::ide::analysis;
use crate::ide::format::{apply, PbnStyle, RbnOrder, SgfOrder};
use crate::random_edits::{keystroke_in_the_middle, random_edit, Steps};
use gamerec_grammar::{parse, Format};

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
                analysis::format_with(&parsed, &options, &mut memo),
                Vec::new(),
                "{format:?}: formatted text formats to itself"
            );
            for _ in 0..30 {
                let at;
                (parsed, at) = random_edit(format, &mut text, &parsed, &mut steps, &INSERTS, 2);
                let whole = apply(&text, &analysis::format(&parsed, &options));
                let again = apply(&text, &analysis::format_with(&parsed, &options, &mut memo));
                assert!(
                    again == whole,
                    "{format:?} {options:?}: after an edit at {at}, formatting again differs"
                );
                if whole != text {
                    (text, parsed) = formatted(format, &text, &options);
                    analysis::format_with(&parsed, &options, &mut memo);
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
    assert!(analysis::format_with(&parsed, &options, &mut memo).is_empty());
    let children: Vec<Element<'_>> = parsed.green().children().collect();
    assert!(matches!(
        memo.changed(&children, &options),
        Some(Plan::Nothing)
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
                let (_, edited) = keystroke_in_the_middle(format, parsed);
                let start = std::time::Instant::now();
                let mut memo = FormatMemo::default();
                let edits = [
                    analysis::format_with(parsed, &options, &mut memo),
                    analysis::format_with(parsed, &options, &mut memo),
                    analysis::format_with(&edited, &options, &mut memo),
                ];
                let elapsed = start.elapsed();
                drop(edits);
                elapsed
            },
        );
    }
}

/// A document whose only record has a syntax error, and so stays as written, loses the
/// record: formatting with the memo removes the whitespace before it, as formatting the whole
/// does.
#[test]
fn an_edit_next_to_the_first_child_formats_the_whole() {
    let options = FormatOptions::default();
    let mut memo = FormatMemo::default();
    let before = parse(Format::Preferans, " []\n");
    assert_eq!(
        analysis::format_with(&before, &options, &mut memo),
        Vec::new()
    );
    let after = parse(Format::Preferans, " ");
    let whole = apply(" ", &analysis::format(&after, &options));
    assert_eq!(whole, "");
    assert_eq!(
        apply(" ", &analysis::format_with(&after, &options, &mut memo)),
        whole
    );
}
