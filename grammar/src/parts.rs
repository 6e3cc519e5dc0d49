//! Parses a large document on several threads: the text is cut at record boundaries into
//! parts, each part is parsed into a sink of its own, and the parts' children are joined under
//! the one root, in order. The tree and the errors are those of parsing the whole text in one go.

use std::ops::Range;
use std::sync::OnceLock;

use crate::sink::TreeSink;
use crate::SyntaxKind;

/// A part is at least this long; smaller documents are parsed on the calling thread alone.
const MIN_PART_BYTES: usize = 1 << 20;
/// More threads than this gain little on one document.
const MAX_PARTS: usize = 8;

/// How many parts a document of `len` bytes is worth cutting into on this machine.
pub(crate) fn parts_for(len: usize) -> usize {
    let worth = len / MIN_PART_BYTES;
    if worth < 2 {
        return 1;
    }
    // Asking the system reads files (cgroup limits), so it is asked once.
    static CORES: OnceLock<usize> = OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from));
    cores.min(MAX_PARTS).min(worth).max(1)
}

/// Cuts `start..text.len()` into at most `parts` ranges of about equal length. Each range after
/// the first begins where `boundary(text, near)` says a record boundary at or after `near`
/// lies; a part whose boundary cannot be found is merged into the one before.
pub(crate) fn cut(
    text: &str,
    start: usize,
    parts: usize,
    boundary: impl Fn(&str, usize) -> Option<usize>,
) -> Vec<Range<usize>> {
    let len = text.len().saturating_sub(start);
    let mut ranges = Vec::with_capacity(parts);
    let mut from = start;
    for part in 1..parts.max(1) {
        let near = start + len / parts * part;
        if near <= from {
            continue;
        }
        match boundary(text, near) {
            Some(at) if at > from && at < text.len() => {
                ranges.push(from..at);
                from = at;
            }
            _ => break,
        }
    }
    ranges.push(from..text.len().max(from));
    ranges
}

/// Parses each range with `parse_part` into a sink of its own, the first on this thread and the
/// others on threads of their own, and appends the results to `sink` in order. A part whose
/// thread cannot be started, or fails, is parsed again on this thread.
pub(crate) fn parse_parts(
    sink: &mut TreeSink,
    ranges: &[Range<usize>],
    parse_part: impl Fn(&mut TreeSink, Range<usize>) + Sync,
) {
    let Some((first, rest)) = ranges.split_first() else {
        return;
    };
    if rest.is_empty() {
        parse_part(sink, first.clone());
        return;
    }
    let parse_part = &parse_part;
    let on_this_thread = |range: &Range<usize>| {
        let mut part = TreeSink::new();
        parse_part(&mut part, range.clone());
        part
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> = rest
            .iter()
            .map(|range| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || on_this_thread(range))
                    .ok()
            })
            .collect();
        parse_part(sink, first.clone());
        for (range, handle) in rest.iter().zip(handles) {
            let part = handle
                .and_then(|handle| handle.join().ok())
                .unwrap_or_else(|| on_this_thread(range));
            sink.append(part);
        }
    });
}

/// Parses a document whose part boundaries are guesses. `parse_part(sink, start, limit)`
/// parses from `start`, a place between records, up to the first place between records at or
/// after `limit` (or the end of the text), and returns where it stopped. The parts starting at
/// `starts` (in order, the first at 0) are parsed on threads of their own, each up to the next
/// one's start; a part is kept only if the text before it stopped exactly where it starts,
/// which makes it the part a one-thread parse gives. Where that fails, the text from where the
/// parse stopped is parsed again on this thread, up to the next part's start.
pub(crate) fn parse_parts_checked(
    sink: &mut TreeSink,
    text_len: usize,
    starts: &[usize],
    parse_part: impl Fn(&mut TreeSink, usize, usize) -> usize + Sync,
) {
    let limit_after = |index: usize| starts.get(index + 1).copied().unwrap_or(text_len);
    let parse_part = &parse_part;
    let on_this_thread = |index: usize| {
        let mut part = TreeSink::new();
        let start = starts.get(index).copied().unwrap_or(text_len);
        let stop = parse_part(&mut part, start, limit_after(index));
        (part, stop)
    };
    std::thread::scope(|scope| {
        let mut handles = (1..starts.len())
            .map(|index| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || on_this_thread(index))
                    .ok()
            })
            .collect::<Vec<_>>()
            .into_iter();
        let mut at = parse_part(sink, 0, limit_after(0));
        for index in 1..starts.len() {
            let handle = handles.next().flatten();
            let start = starts.get(index).copied().unwrap_or(text_len);
            if start > at {
                at = parse_part(sink, at, start);
            }
            if start != at {
                // The text before ran past this guess: the part is not what a one-thread
                // parse gives. Its thread is waited for, so that nothing outlives the parse.
                if let Some(handle) = handle {
                    let _ = handle.join();
                }
                continue;
            }
            let (part, stop) = handle
                .and_then(|handle| handle.join().ok())
                .unwrap_or_else(|| on_this_thread(index));
            sink.append(part);
            at = stop;
        }
        if at < text_len {
            parse_part(sink, at, text_len);
        }
    });
}

/// Parses `text` under a root node of `root`, cut into up to `parts` runs that start where
/// `likely_start(text, near)` guesses a record starts, with [`parse_parts_checked`]; returns the
/// sink with the root closed.
pub(crate) fn parse_at_guessed_starts(
    text: &str,
    parts: usize,
    root: SyntaxKind,
    likely_start: impl Fn(&str, usize) -> Option<usize>,
    parse_part: impl Fn(&mut TreeSink, usize, usize) -> usize + Sync,
) -> TreeSink {
    let mut sink = TreeSink::new();
    sink.start_node(root);
    let starts: Vec<usize> = cut(text, 0, parts, likely_start)
        .into_iter()
        .map(|range| range.start)
        .collect();
    parse_parts_checked(&mut sink, text.len(), &starts, parse_part);
    sink.finish_node();
    sink
}

/// The start of the first line that begins at or after `at`: just past the next line end.
pub(crate) fn next_line_start(text: &str, at: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let end = at
        + bytes
            .get(at..)?
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')?;
    let after = match bytes.get(end..end + 2) {
        Some(b"\r\n") => end + 2,
        _ => end + 1,
    };
    (after < bytes.len()).then_some(after)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_line_start_steps_over_every_line_end() {
        assert_eq!(next_line_start("ab\ncd", 0), Some(3));
        assert_eq!(next_line_start("ab\r\ncd", 0), Some(4));
        assert_eq!(next_line_start("ab\r\ncd", 2), Some(4));
        assert_eq!(next_line_start("ab\rcd", 1), Some(3));
        assert_eq!(next_line_start("ab\ncd\n", 3), None);
        assert_eq!(next_line_start("abcd", 0), None);
        assert_eq!(next_line_start("ab", 7), None);
    }

    #[test]
    fn cut_covers_the_text_in_order() {
        let text = "aaaa\nbbbb\ncccc\ndddd\n";
        let ranges = cut(text, 0, 3, next_line_start);
        assert_eq!(ranges, vec![0..10, 10..15, 15..20]);
        assert_eq!(cut(text, 0, 1, next_line_start), vec![0..20]);
        assert_eq!(cut("abc", 0, 4, next_line_start), vec![0..3]);
        assert_eq!(cut("", 0, 2, next_line_start), vec![0..0]);
    }
}
