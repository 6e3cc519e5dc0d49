//! The cost of code actions must grow linearly with the document: the source actions over
//! the whole document, and a quick fix asked at every record (each must cost the nodes
//! around it, not a walk over the records before it).

use super::{quick_fixes, source_actions};
use crate::generate;
use crate::ide::Diagnostic;
use gamerec_grammar::{parse, Format, Parse, SyntaxKind, TextRange, TextSize};
use std::time::{Duration, Instant};

const SMALL: usize = 24 * 1024;
const GROWTH: usize = 8;

/// Every source action over the whole document, and one quick fix asked at the start of each
/// record, timed.
fn actions_time(parse: &Parse, code: &'static str) -> Duration {
    let root = parse.syntax();
    let starts: Vec<TextSize> = root
        .children()
        .filter(|node| {
            matches!(
                node.kind(),
                SyntaxKind::RBN_RECORD | SyntaxKind::PBN_GAME | SyntaxKind::SGF_GAME_TREE
            )
        })
        .map(|node| node.text_range().start())
        .collect();
    let start = Instant::now();
    let mut found = source_actions(parse, root.text_range()).len();
    for at in starts {
        let diagnostic = Diagnostic::error(code, TextRange::at(at, TextSize::from(1)), "");
        found += quick_fixes(parse, &diagnostic).len();
    }
    let elapsed = start.elapsed();
    std::hint::black_box(found);
    elapsed
}

fn assert_linear(format: Format, code: &'static str, text_of: impl Fn(usize) -> String) {
    let small = parse(format, &text_of(SMALL));
    let large = parse(format, &text_of(SMALL * GROWTH));
    let size_ratio = f64::from(u32::from(large.green().text_len()))
        / f64::from(u32::from(small.green().text_len()));
    crate::linear::assert_linear(
        &format!("{format:?} actions"),
        size_ratio,
        || actions_time(&small, code),
        || actions_time(&large, code),
    );
}

/// One test for all formats, so the measurements do not run side by side.
#[test]
fn action_cost_grows_linearly() {
    assert_linear(Format::Rbn, "rbn/makes-uneven-deal", generate::rbn);
    assert_linear(Format::Rbx, "rbn/makes-uneven-deal", generate::rbx);
    assert_linear(Format::Pbn, "pbn/export-tag-order", generate::pbn);
    assert_linear(Format::Sgf, "sgf/setup-and-move", generate::sgf);
}
