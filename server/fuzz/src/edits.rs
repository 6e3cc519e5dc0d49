//! The incremental path of the editor: the document is opened, then changed by batches of
//! edits sent as an editor sends them (line and column, in UTF-16 or UTF-8), each batch
//! reparsed in place where the grammar can, checked with the cache of earlier runs, formatted
//! with the memo of earlier formattings. After every analysis the parse, the diagnostics and
//! the formatting equal those of a fresh parse and check of the text as it then is.

use crate::input::prefix;
use crate::{Choices, Input};
use gamerec::ide::analysis::{diagnostics_with, format, format_with};
use gamerec::ide::check::CheckCache;
use gamerec::ide::format::{apply, FormatOptions};
use gamerec::ide::Diagnostic;
use gamerec::lsp::convert::{self, PositionEncoding};
use gamerec::lsp::documents::Documents;
use gamerec::lsp::protocol as lsp;
use gamerec_grammar::{parse, Format, TextRange, TextSize};

/// Pieces an edit may insert besides text taken from the document itself: line ends of each
/// kind, characters of one to four bytes (two UTF-16 units for the last), and the brackets
/// and separators every format leans on.
const PIECES: [&str; 14] = [
    "\n", "\r\n", "\r", " ", "é", "♠", "🂡", "[", "]", "(", ")", ";", "\"", "|",
];

pub fn run(format: Format, data: &[u8]) {
    let Input { text, mut choices } = Input::new(data);
    let encoding = if choices.coin() {
        PositionEncoding::Utf16
    } else {
        PositionEncoding::Utf8
    };
    let language = if format.shares_extension() && choices.coin() {
        format.extension()
    } else {
        format.name()
    };
    let Ok(uri) = format!("file:///fuzz/document.{}", format.extension()).parse::<lsp::Uri>()
    else {
        return;
    };
    let mut documents = Documents::default();
    documents.open(&uri, language, 1, &text);
    let cap = [None, Some(1), Some(5)][choices.below(3)];
    for version in 2..2 + choices.below(12) as i32 {
        let Some(document) = documents.get(&uri) else {
            return;
        };
        let current = String::from(&document.text);
        let changes: Vec<_> = (0..1 + choices.below(3))
            .map(|_| change(&document.text, &current, &mut choices, encoding))
            .collect();
        documents.change(&uri, version, &changes, encoding);
        if choices.below(3) > 0 {
            analyse_and_compare(&mut documents, &uri, cap, &mut choices);
        }
    }
    analyse_and_compare(&mut documents, &uri, cap, &mut choices);
}

/// One change: a piece of the text replaced by a piece of it from elsewhere, by one of
/// [`PIECES`], or now and then the whole text replaced by a part of itself.
fn change(
    rope: &ropey::Rope,
    text: &str,
    choices: &mut Choices,
    encoding: PositionEncoding,
) -> lsp::TextDocumentContentChangeEvent {
    let start = choices.offset(text);
    let end = start + choices.offset(prefix(&text[start..], 24));
    let inserted = if choices.coin() {
        let from = choices.offset(text);
        let to = from + choices.offset(prefix(&text[from..], 32));
        text[from..to].to_owned()
    } else {
        PIECES[choices.below(PIECES.len())].to_owned()
    };
    if choices.below(40) == 0 {
        return lsp::TextDocumentContentChangeEvent {
            range: None,
            range_length: None,
            text: [&text[..start], &text[end..]].concat(),
        };
    }
    let range = TextRange::new(TextSize::of(&text[..start]), TextSize::of(&text[..end]));
    lsp::TextDocumentContentChangeEvent {
        range: Some(convert::range(rope, range, encoding)),
        range_length: None,
        text: inserted,
    }
}

/// Analyses the document as the server does, then compares with a fresh start.
fn analyse_and_compare(
    documents: &mut Documents,
    uri: &lsp::Uri,
    cap: Option<usize>,
    choices: &mut Choices,
) {
    let Some(snapshot) = documents.snapshot(uri) else {
        return;
    };
    let Some(format_now) = snapshot.format else {
        return;
    };
    let parsed = snapshot.parse_as(format_now);
    documents.store_parse(uri, snapshot.revision, parsed.clone());
    let text = String::from(&snapshot.text);
    if std::env::var_os("GAMEREC_FUZZ_TRACE").is_some() {
        eprintln!("analysed as {format_now:?}: {text:?}");
    }

    let fresh = parse(format_now, &text);
    assert_eq!(
        parsed.green(),
        fresh.green(),
        "the tree after the edits differs from a fresh parse of {text:?}"
    );
    assert_eq!(
        parsed.errors(),
        fresh.errors(),
        "the syntax errors after the edits differ from a fresh parse of {text:?}"
    );

    let found = {
        let Ok(mut checks) = snapshot.checks.lock() else {
            return;
        };
        checks.set_cap(cap);
        let found = diagnostics_with(&parsed, &mut checks);
        (found, checks.left_out().total())
    };
    let mut fresh_checks = CheckCache::default();
    fresh_checks.set_cap(cap);
    let expected = diagnostics_with(&fresh, &mut fresh_checks);
    assert_eq!(
        (sorted(found.0), found.1),
        (sorted(expected), fresh_checks.left_out().total()),
        "the diagnostics after the edits differ from a fresh check of {text:?}"
    );

    if choices.coin() {
        let options = FormatOptions::default();
        let Ok(mut memo) = snapshot.formatting.lock() else {
            return;
        };
        let with_memo = apply(&text, &format_with(&parsed, &options, &mut memo));
        let whole = apply(&text, &format(&fresh, &options));
        assert_eq!(
            with_memo, whole,
            "formatting after the edits, with what was kept, differs from a fresh formatting"
        );
    }
}

fn sorted(mut diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    diagnostics.sort_by(|a, b| {
        (a.range.start(), a.range.end(), a.code, &a.message).cmp(&(
            b.range.start(),
            b.range.end(),
            b.code,
            &b.message,
        ))
    });
    diagnostics
}
