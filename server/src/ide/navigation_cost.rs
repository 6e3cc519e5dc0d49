//! The whole-document passes of navigation (outline, folding, links) must cost time in
//! proportion to the document (see `grammar/benches/support/linear.rs`), and neither they nor
//! the requests at a position may panic on documents cut off or damaged anywhere.

use crate::generate;
use crate::ide::analysis;
use crate::ide::selection;
use crate::linear_documents::assert_pass_linear;
use gamerec_grammar::{parse, Format, Parse, TextSize};
use std::time::{Duration, Instant};

const SMALL: usize = 24 * 1024;

/// One run of every whole-document navigation pass, timed.
fn passes_time(parse: &Parse) -> Duration {
    let start = Instant::now();
    let outline = analysis::document_symbols(parse);
    let folds = analysis::folding_ranges(parse);
    let found = analysis::document_links(parse);
    let elapsed = start.elapsed();
    drop((outline, folds, found));
    elapsed
}

fn assert_linear(format: Format, text_of: impl Fn(usize) -> String) {
    let name = format!("navigation {format:?}");
    assert_pass_linear(&name, format, SMALL, text_of, passes_time);
}

/// One test for all formats, so the measurements do not run side by side.
#[test]
fn navigation_cost_grows_linearly() {
    for format in Format::ALL {
        assert_linear(format, |n| generate::document(format, n));
    }
    // One long game tree with a variation at every move, nested as deep as the moves go.
    assert_linear(Format::Sgf, |target| {
        let mut text = String::from("(;FF[4]GM[1]SZ[19]C[see https://example.org/]");
        let mut open = 0;
        while text.len() < target {
            text.push_str("(;B[pd]C[a\ncomment];W[dp])(;B[dd]");
            open += 1;
        }
        text.push_str(&")".repeat(open + 1));
        text
    });
}

/// Generated documents of every format, each cut at many places and with a stray character
/// put in at others: every pass and every request at sampled offsets answers without panic,
/// with ranges inside the text.
#[test]
fn damaged_documents_never_panic() {
    let documents = Format::ALL.map(|format| (format, generate::document(format, 6 * 1024)));
    for (format, text) in documents {
        let boundaries: Vec<usize> = (0..=text.len())
            .filter(|&at| text.is_char_boundary(at))
            .collect();
        for (index, &cut) in boundaries.iter().enumerate().step_by(151) {
            let mut damaged = text.get(..cut).unwrap_or("").to_owned();
            if index % 2 == 0 {
                damaged.push_str(["[", "\"", "(", "{", "^1", "=2="][index % 6]);
                damaged.push_str(text.get(cut..).unwrap_or("").get(..200).unwrap_or(""));
            }
            check_everything(format, &damaged);
        }
    }
}

fn check_everything(format: Format, text: &str) {
    let parsed = parse(format, text);
    let inside = |range: gamerec_grammar::TextRange| usize::from(range.end()) <= text.len();
    for symbol in analysis::document_symbols(&parsed) {
        assert!(inside(symbol.range), "{format:?}");
    }
    for fold in analysis::folding_ranges(&parsed) {
        assert!(inside(fold.range), "{format:?}");
    }
    for link in analysis::document_links(&parsed) {
        assert!(inside(link.range), "{format:?}");
    }
    for offset in (0..=text.len() + 1).step_by(31) {
        let offset = TextSize::try_from(offset).unwrap_or_default();
        for range in analysis::references(&parsed, offset, true) {
            assert!(inside(range), "{format:?}");
        }
        for range in selection::selection_ranges(&parsed, offset) {
            assert!(inside(range), "{format:?}");
        }
    }
}
