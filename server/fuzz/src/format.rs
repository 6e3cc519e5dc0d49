//! Format with options the input chooses: no panic; the edits are in order, apart and inside
//! the text; formatting again changes nothing; the formatted text keeps the syntax errors,
//! the outline (what the model says of each record) and gains no diagnostic; formatting the
//! records a random range touches, then the whole, gives the same text as the whole at once.

use crate::ranges::assert_edits;
use crate::{Choices, Input};
use gamerec::ide::analysis::{diagnostics, document_symbols, format, format_range};
use gamerec::ide::format::{apply, FormatOptions, PbnStyle, RbnOrder, SgfOrder};
use gamerec::ide::symbols::Symbol;
use gamerec_grammar::{parse, Format, TextRange, TextSize};
use std::collections::BTreeMap;

pub fn run(format_of_text: Format, data: &[u8]) {
    let Input { text, mut choices } = Input::new(data);
    let options = options(&mut choices);
    let parsed = parse(format_of_text, &text);
    let edits = format(&parsed, &options);
    assert_edits(&text, &edits, "format");
    let formatted = apply(&text, &edits);

    let again = parse(format_of_text, &formatted);
    let more = format(&again, &options);
    assert!(
        more.is_empty(),
        "formatting is not idempotent: {text:?} became {formatted:?}, then {more:?}"
    );
    assert_eq!(
        again.errors().len(),
        parsed.errors().len(),
        "formatting changed the syntax errors: {text:?} became {formatted:?}"
    );
    // The export style adds the mandatory tags a game lacks (with `?`) and turns the deal to
    // start with the dealer: the outline of such a game changes, and must.
    if options.pbn_style == PbnStyle::Tidy || format_of_text != Format::Pbn {
        let (before, after) = (
            outline(&document_symbols(&parsed)),
            outline(&document_symbols(&again)),
        );
        if let Some((line, (old, new))) = before
            .iter()
            .zip(&after)
            .enumerate()
            .find(|(_, (old, new))| old != new)
        {
            panic!("formatting changed line {line} of the outline from {old:?} to {new:?}: {text:?} became {formatted:?}");
        }
        assert_eq!(
            before.len(),
            after.len(),
            "formatting changed the outline's length: {text:?} became {formatted:?}"
        );
    }
    let before = codes(&diagnostics(&parsed));
    for (code, count) in codes(&diagnostics(&again)) {
        assert!(
            count <= before.get(code).copied().unwrap_or(0),
            "formatting added {code}: {text:?} became {formatted:?}"
        );
    }

    let start = choices.offset(&text);
    let end = start + choices.offset(&text[start..]);
    let range = TextRange::new(TextSize::of(&text[..start]), TextSize::of(&text[..end]));
    let part = format_range(&parsed, range, &options);
    assert_edits(&text, &part, "format of a range");
    let in_part = apply(&text, &part);
    let rest = format(&parse(format_of_text, &in_part), &options);
    assert_eq!(
        apply(&in_part, &rest),
        formatted,
        "formatting {range:?} first, then the whole, differs from the whole at once"
    );
}

fn options(choices: &mut Choices) -> FormatOptions {
    FormatOptions {
        rbn_order: if choices.coin() {
            RbnOrder::Standard
        } else {
            RbnOrder::Preserve
        },
        pbn_style: if choices.coin() {
            PbnStyle::Tidy
        } else {
            PbnStyle::Export
        },
        sgf_order: if choices.coin() {
            SgfOrder::Preserve
        } else {
            SgfOrder::Sgfc
        },
        sgf_indent: choices.coin(),
    }
}

/// The outline as the model tells it: each record's kind and name, then its children's, each
/// with theirs, in order of name (the formatter may put a record's labels in another order).
/// The details quote the text as written (a hand as `jT4.` where the formatter writes `JT4`),
/// so they are left out.
fn outline(symbols: &[Symbol]) -> Vec<String> {
    symbols
        .iter()
        .map(|symbol| {
            let mut children = outline(&symbol.children);
            children.sort();
            format!(
                "{:?} {} [{}]",
                symbol.kind,
                symbol.name,
                children.join(", ")
            )
        })
        .collect()
}

fn codes(diagnostics: &[gamerec::ide::Diagnostic]) -> BTreeMap<&'static str, usize> {
    let mut codes = BTreeMap::new();
    for diagnostic in diagnostics {
        *codes.entry(diagnostic.code).or_default() += 1;
    }
    codes
}
