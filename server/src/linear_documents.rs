//! The linear-growth test over generated documents, for the passes of the `ide` features: a
//! document of `small` bytes and one `GROWTH` times larger are parsed, and a pass over each is
//! timed with [`crate::linear::assert_linear`].

use gamerec_grammar::{parse, Format, Parse};
use std::time::Duration;

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
