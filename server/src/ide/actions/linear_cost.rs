//! The cost of code actions must grow linearly with the document: the source actions over
//! the whole document, and a quick fix asked at every record (each must cost the nodes
//! around it, not a walk over the records before it).

use crate::generate;
use crate::ide::analysis::{quick_fixes, source_actions};
use crate::ide::Diagnostic;
use crate::linear_documents::assert_pass_linear;
use gamerec_grammar::{Format, Parse, SyntaxKind, TextRange, TextSize};
use std::time::{Duration, Instant};

const SMALL: usize = 24 * 1024;

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
    let name = format!("{format:?} actions");
    assert_pass_linear(&name, format, SMALL, text_of, |parse| {
        actions_time(parse, code)
    });
}

/// One test for all formats, so the measurements do not run side by side.
#[test]
fn action_cost_grows_linearly() {
    assert_linear(Format::Rbn, "rbn/makes-uneven-deal", generate::rbn);
    assert_linear(Format::Rbx, "rbn/makes-uneven-deal", generate::rbx);
    assert_linear(Format::Pbn, "pbn/export-tag-order", generate::pbn);
    assert_linear(Format::Sgf, "sgf/setup-and-move", generate::sgf);
}
