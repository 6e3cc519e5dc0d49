//! The linear-growth test over generated documents, for the passes of the `ide` features: a
//! document of `small` bytes and one `GROWTH` times larger are parsed, and a pass over each is
//! timed with [`crate::linear::assert_linear`].

use crate::random_edits::keystroke_in_the_middle;
use gamerec_grammar::{parse, Format, Parse};
use ropey::Rope;
use std::time::{Duration, Instant};

/// How many times larger the large document is.
pub(crate) const GROWTH: usize = 8;

/// Asserts that `time` over a document of about `size * GROWTH` bytes takes about `GROWTH`
/// times as long as over one of `size` bytes, both made by `text_of`.
pub(crate) fn assert_pass_linear(
    name: &str,
    format: Format,
    size: usize,
    text_of: impl Fn(usize) -> String,
    time: impl Fn(&Parse) -> Duration,
) {
    let small = parse(format, &text_of(size));
    let large = parse(format, &text_of(size * GROWTH));
    let size_ratio = f64::from(u32::from(large.green().text_len()))
        / f64::from(u32::from(small.green().text_len()));
    crate::linear::assert_linear(name, size_ratio, || time(&small), || time(&large));
}

/// Asserts, for every format, that `work` grows linearly with generated documents: `work` is
/// given a document and its text, then the same document after a space typed in its middle
/// and that text, and only `work` is timed.
pub(crate) fn assert_keystroke_pass_linear(
    name: &str,
    work: impl Fn(&Parse, &Rope, &Parse, &Rope) -> Box<dyn std::any::Any>,
) {
    for format in Format::ALL {
        assert_pass_linear(
            &format!("{name} {format:?}"),
            format,
            24 * 1024,
            |n| crate::generate::document(format, n),
            |parsed| {
                let text = Rope::from_str(&parsed.syntax().to_string());
                let (edited_text, edited) = keystroke_in_the_middle(format, parsed);
                let edited_text = Rope::from_str(&edited_text);
                let start = Instant::now();
                let answer = work(parsed, &text, &edited, &edited_text);
                let elapsed = start.elapsed();
                drop(answer);
                elapsed
            },
        );
    }
}
