//! Every feature an editor asks for, at offsets and over ranges the input chooses: no panic;
//! every range inside the text on character boundaries; what must nest, nests; what must come
//! in order, does; every code action's edits apply.

use crate::ranges::{assert_boundary, assert_edits, assert_in};
use crate::{Choices, Input};
use gamerec::ide::actions::CodeAction;
use gamerec::ide::analysis::{
    completions, diagnostics, document_links, document_symbols, folding_ranges, hover, inlay_hints,
    note_links, quick_fixes, semantic_tokens, source_actions, HoverCache,
};
use gamerec::ide::format::apply;
use gamerec::ide::selection::selection_ranges;
use gamerec::ide::symbols::Symbol;
use gamerec_grammar::{parse, Format, Parse, TextRange, TextSize};

pub fn run(format: Format, data: &[u8]) {
    let Input { text, mut choices } = Input::new(data);
    let parsed = parse(format, &text);
    let hovers = HoverCache::default();
    for _ in 0..4 {
        let offset = TextSize::of(&text[..choices.offset(&text)]);
        at_offset(&text, &parsed, offset, &hovers);
    }
    let within = range(&text, &mut choices);
    whole_document(&text, &parsed, within);

    let found = diagnostics(&parsed);
    for _ in 0..found.len().min(3) {
        if let Some(diagnostic) = found.get(choices.below(found.len())) {
            assert_actions(&text, format, &quick_fixes(&parsed, diagnostic));
        }
    }
    assert_actions(&text, format, &source_actions(&parsed, within));
}

fn range(text: &str, choices: &mut Choices) -> TextRange {
    let start = choices.offset(text);
    let end = start + choices.offset(&text[start..]);
    TextRange::new(TextSize::of(&text[..start]), TextSize::of(&text[..end]))
}

fn at_offset(text: &str, parsed: &Parse, offset: TextSize, hovers: &HoverCache) {
    if let Some(hover) = hover(parsed, offset, hovers) {
        assert_in(text, hover.range, "hover");
    }
    for item in completions(parsed, offset) {
        assert_in(text, item.range, "completion");
        assert!(!item.label.is_empty(), "a completion without a label");
    }
    let mut inner: Option<TextRange> = None;
    for range in selection_ranges(parsed, offset) {
        assert_in(text, range, "selection range");
        if let Some(inner) = inner {
            assert!(
                range.contains_range(inner),
                "selection {range:?} holds no {inner:?}"
            );
        }
        inner = Some(range);
    }
    if let Some(links) = note_links(parsed, offset) {
        for range in links.note.iter().chain(&links.references) {
            assert_in(text, *range, "note link");
        }
    }
}

fn whole_document(text: &str, parsed: &Parse, within: TextRange) {
    for coloured in [None, Some(within)] {
        let mut last_end = TextSize::default();
        for token in semantic_tokens(parsed, coloured) {
            assert_in(text, token.range, "semantic token");
            assert!(
                token.range.start() >= last_end && !token.range.is_empty(),
                "semantic tokens overlap, are empty or out of order at {:?}",
                token.range
            );
            last_end = token.range.end();
        }
    }
    assert_symbols(text, &document_symbols(parsed), None);
    for fold in folding_ranges(parsed) {
        assert_in(text, fold.range, "fold");
    }
    for hint in inlay_hints(parsed, within) {
        assert_boundary(text, hint.offset, "inlay hint");
        assert!(
            within.contains_inclusive(hint.offset),
            "inlay hint outside {within:?}"
        );
    }
    for link in document_links(parsed) {
        assert_in(text, link.range, "document link");
    }
}

fn assert_symbols(text: &str, symbols: &[Symbol], parent: Option<TextRange>) {
    for symbol in symbols {
        assert_in(text, symbol.range, "symbol");
        assert!(
            symbol.range.contains_range(symbol.selection_range),
            "symbol {:?}: its selection range is outside its range",
            symbol.name
        );
        if let Some(parent) = parent {
            assert!(
                parent.contains_range(symbol.range),
                "symbol {:?} sticks out of its parent",
                symbol.name
            );
        }
        assert_symbols(text, &symbol.children, Some(symbol.range));
    }
}

fn assert_actions(text: &str, format: Format, actions: &[CodeAction]) {
    for action in actions {
        assert_edits(text, &action.edits, &action.title);
        let fixed = apply(text, &action.edits);
        diagnostics(&parse(format, &fixed));
    }
}
