//! The reach of `% EXPORT`: the spec makes it a statement about the file, so the export rules
//! hold for every game, also after `%` lines between games; only the `%` lines before the
//! first game make the file head.

use crate::ide::analysis::diagnostics;
use gamerec_grammar::{parse, Format};

/// The lines (from 1) of the export diagnostics of `text`.
fn export_lines(text: &str) -> Vec<usize> {
    let mut lines: Vec<usize> = diagnostics(&parse(Format::Pbn, text))
        .iter()
        .filter(|d| d.code.contains("/export-"))
        .map(|d| text[..usize::from(d.range.start())].matches('\n').count() + 1)
        .collect();
    lines.dedup();
    lines
}

#[test]
fn export_rules_hold_after_percent_lines_between_games() {
    let text = "% PBN 2.1\r\n% EXPORT\r\n[Event \"a\"]\r\n\r\n% second half\r\n[Event \"b\"]\r\n";
    assert_eq!(export_lines(text), vec![3, 6]);
}

#[test]
fn export_applies_only_from_the_file_head() {
    let text = "% PBN 2.1\r\n[Event \"a\"]\r\n\r\n% EXPORT\r\n[Event \"b\"]\r\n";
    assert_eq!(export_lines(text), Vec::<usize>::new());
}
