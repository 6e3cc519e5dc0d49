//! The cost of the checks must grow linearly with the document (see
//! `grammar/benches/support/linear.rs`): a quadratic step, such as comparing each record with
//! all the others, would show as a ratio near 64.

use crate::generate;
use crate::ide::analysis::{check, diagnostics};
use crate::ide::check::CheckCache;
use crate::ide::rules::Rules;
use crate::linear_documents::assert_pass_linear;
use gamerec_grammar::{parse, Format, Parse};
use std::time::{Duration, Instant};

const SMALL: usize = 24 * 1024;

/// One run of every check on `parse`, timed.
fn check_time(parse: &Parse) -> Duration {
    let start = Instant::now();
    let found = diagnostics(parse);
    let elapsed = start.elapsed();
    drop(found);
    elapsed
}

/// One run of every check on `parse` that keeps nothing, as `gamerec check` runs them, timed.
fn check_once_time(parse: &Parse) -> Duration {
    let start = Instant::now();
    let found = check(parse, &mut CheckCache::once(Rules::default()));
    let elapsed = start.elapsed();
    drop(found);
    elapsed
}

fn assert_linear(format: Format, text_of: impl Fn(usize) -> String) {
    assert_pass_linear(&format!("{format:?}"), format, SMALL, text_of, check_time);
}

/// The generated documents the benchmarks use are good records: nothing to report, so that
/// the benchmarks measure the common case and their legality holds.
#[test]
fn generated_documents_are_clean() {
    for (format, text) in Format::ALL.map(|format| (format, generate::document(format, 64 * 1024)))
    {
        let found = diagnostics(&parse(format, &text));
        let codes: Vec<&str> = found.iter().map(|d| d.code).collect();
        assert_eq!(codes, Vec::<&str>::new(), "{format:?}");
    }
}

/// Generated PBN and RBN hold legal deals, auctions and play, so every check runs to the end.
/// One test for all formats, so the measurements do not run side by side; the checks as
/// `gamerec check` runs them, keeping nothing, are measured too.
#[test]
fn checking_cost_grows_linearly() {
    for format in Format::ALL {
        assert_linear(format, |n| generate::document(format, n));
        let name = format!("{format:?}, kept nothing");
        let text_of = |n| generate::document(format, n);
        assert_pass_linear(&name, format, SMALL, text_of, check_once_time);
    }
    // One game tree of many nodes: the Go replay and the path checks walk all of it.
    assert_linear(Format::Sgf, |target| {
        let mut text = String::from("(;FF[4]GM[1]SZ[19]");
        let moves = ["B[pd]", "W[dp]", "B[pp]", "W[dd]", "B[tt]", "W[tt]"];
        let mut i = 0;
        while text.len() < target {
            text.push(';');
            text.push_str(moves[i % moves.len()]);
            text.push_str("C[a comment]");
            i += 1;
            if i % 6 == 0 {
                // The same four stones again: clear them first.
                text.push_str(";AE[pd][dp][pp][dd]");
                i = 0;
            }
        }
        text.push(')');
        text
    });
}
