//! The cost of semantic colours and inlay hints over a whole document must grow linearly with
//! the document (see `grammar/benches/support/linear.rs`); so must the move numbers of a range
//! at the end of one long SGF game, which count every move before it.

use crate::generate;
use crate::ide::analysis::inlay_hints;
use crate::ide::analysis::semantic_tokens;
use crate::linear_documents::assert_pass_linear;
use gamerec_grammar::{Format, Parse, TextRange, TextSize};
use std::time::{Duration, Instant};

/// Both sizes are larger than the processor's caches: the passes do little work per element,
/// so a small document held in cache would make the large one look slower than it is.
/// (Counted with callgrind, the instructions grow 8.0 times for 8 times the input.)
const SMALL: usize = 128 * 1024;

fn whole(parse: &Parse) -> TextRange {
    TextRange::up_to(parse.green().text_len())
}

/// One run of both passes over the whole of `parse`, timed.
fn passes_time(parse: &Parse) -> Duration {
    let start = Instant::now();
    let tokens = semantic_tokens(parse, None);
    let hints = inlay_hints(parse, whole(parse));
    let elapsed = start.elapsed();
    assert!(!tokens.is_empty());
    drop((tokens, hints));
    elapsed
}

/// The hints of the last few bytes, timed.
fn tail_time(parse: &Parse) -> Duration {
    let end = parse.green().text_len();
    let within = TextRange::new(end - TextSize::from(64).min(end), end);
    let start = Instant::now();
    let hints = inlay_hints(parse, within);
    let elapsed = start.elapsed();
    assert!(!hints.is_empty());
    elapsed
}

fn assert_linear(
    name: &str,
    format: Format,
    text_of: impl Fn(usize) -> String,
    time: fn(&Parse) -> Duration,
) {
    assert_pass_linear(name, format, SMALL, text_of, time);
}

fn long_game(target: usize) -> String {
    let mut text = String::from("(;FF[4]GM[1]SZ[19]");
    let moves = ["B[pd]C[a comment]", "W[dp]", "B[pp]", "W[dd]"];
    let mut i = 0;
    while text.len() < target {
        text.push(';');
        text.push_str(moves[i % moves.len()]);
        i += 1;
        if i % 40 == 0 {
            text.push_str("(;B[aa])");
        }
    }
    text.push(')');
    text
}

/// One test for all formats, so the measurements do not run side by side.
#[test]
fn colours_and_hints_cost_grows_linearly() {
    for format in Format::ALL {
        let name = format!("{format:?}");
        assert_linear(
            &name,
            format,
            |n| generate::document(format, n),
            passes_time,
        );
    }
    assert_linear("one long SGF game", Format::Sgf, long_game, passes_time);
    assert_linear(
        "the end of one long SGF game",
        Format::Sgf,
        long_game,
        tail_time,
    );
}
