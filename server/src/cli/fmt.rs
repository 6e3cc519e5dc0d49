//! `gamerec fmt`: formats files in place, in the encoding and with the line endings they came
//! with; `--check` lists the files that would change, `--diff` shows how, `-` formats standard
//! input to standard output.

use super::args::FmtOptions;
use super::document::{format_of, read};
use super::inputs::{self, Input};
use super::{report_problem, ExitCode};
use crate::decode::{decode, encode_edited, Decoded, Unwritable};
use crate::ide::analysis::format;
use crate::ide::format::{apply, FormatOptions, TextEdit};
use crate::ide::line_index::LineIndex;
use gamerec_grammar::{parse, Parse, TextSize};
use std::io::{self, Write};

/// What became of one input.
enum Outcome {
    Unchanged,
    /// Formatted; with `--check` or `--diff`, would be.
    Changed,
    /// Could not be formatted; the reason was reported.
    LeftAlone,
}

pub fn run(options: &FmtOptions) -> ExitCode {
    let format_options = super::check::load_settings().format_options();
    let mut changed = false;
    let fine = inputs::each_input(&options.paths, |input| {
        match format_input(input, options, &format_options) {
            Outcome::Unchanged => true,
            Outcome::Changed => {
                changed = true;
                true
            }
            Outcome::LeftAlone => false,
        }
    });
    if !fine {
        ExitCode::Trouble
    } else if changed && (options.check || options.diff) {
        ExitCode::Errors
    } else {
        ExitCode::Clean
    }
}

fn format_input(input: &Input, options: &FmtOptions, format_options: &FormatOptions) -> Outcome {
    let name = input.display_name();
    let left_alone = |why: &str| {
        report_problem(&name, &format!("{why}; left as it is"));
        Outcome::LeftAlone
    };
    let bytes = match read(input) {
        Ok(bytes) => bytes,
        Err(error) => return left_alone(&format!("cannot read: {error}")),
    };
    let Some(format_of_input) = format_of(input, options.forced_format, &bytes) else {
        return left_alone("cannot tell the format from the name or the content (use `--as`)");
    };
    let decoded = decode(&bytes, format_of_input);
    let parsed = parse(format_of_input, &decoded.text);
    let edits = format(&parsed, format_options);
    if touches_errors(&parsed, &edits) {
        return left_alone("formatting would change a part with syntax errors");
    }
    let syntax_errors = parsed.errors().len();
    // Millions of tree nodes are freed on another thread, not in the time the user waits.
    crate::reclaim::later(parsed);
    let new_bytes = match encode_edited(&bytes, &decoded, &edits) {
        Ok(new_bytes) => new_bytes,
        Err(unwritable) => return left_alone(&unwritable_reason(&decoded, &edits, &unwritable)),
    };
    let formatted = || apply(&decoded.text, &edits);
    if syntax_errors > 0 {
        let count = syntax_errors;
        let errors = if count == 1 { "error" } else { "errors" };
        eprintln!(
            "gamerec: {name}: {count} syntax {errors}; the records that hold them were left as they are"
        );
    }
    let changed = new_bytes != bytes;
    if options.diff && changed {
        print_diff(&name, &decoded.text, &formatted());
    }
    if options.check {
        if changed {
            println!("{name}");
        }
    } else if !options.diff {
        let written = match input {
            Input::Stdin => io::stdout().lock().write_all(&new_bytes),
            Input::File(path) if changed => super::replace_file::replace_file(path, &new_bytes),
            Input::File(_) => Ok(()),
        };
        if let Err(error) = written {
            return left_alone(&format!("cannot write: {error}"));
        }
    }
    if changed {
        Outcome::Changed
    } else {
        Outcome::Unchanged
    }
}

/// Why the formatted text cannot be written back, with the place: a line and column of the
/// formatted text for a character, of the text as read for bytes that could not be decoded.
fn unwritable_reason(decoded: &Decoded, edits: &[TextEdit], unwritable: &Unwritable) -> String {
    let encoding = decoded.encoding_name();
    let place = |text: &str, at: usize| {
        let index = LineIndex::new(text);
        let position = index.line_col(TextSize::from(u32::try_from(at).unwrap_or(u32::MAX)));
        format!("line {}, column {}", position.line + 1, position.col + 1)
    };
    match unwritable {
        Unwritable::Character { character, at } => format!(
            "the formatted text cannot be written as {encoding}: `{character}` (U+{:04X}) at {} has no place in it",
            u32::from(*character),
            place(&apply(&decoded.text, edits), *at),
        ),
        Unwritable::UndecodableMoved { at } => format!(
            "formatting would move bytes that are not {encoding} (shown as `\u{fffd}` at {}), which cannot be written back as they were",
            place(&decoded.text, *at),
        ),
        Unwritable::NotMapped => format!(
            "cannot be read and written back as {encoding} without changing it"
        ),
    }
}

/// Whether an edit replaces or touches text inside a syntax error's range.
fn touches_errors(parsed: &Parse, edits: &[TextEdit]) -> bool {
    edits.iter().any(|edit| {
        parsed.errors().iter().any(|error| {
            edit.range
                .intersect(error.range)
                .is_some_and(|common| !common.is_empty())
                || (error.range.is_empty() && edit.range.contains(error.range.start()))
        })
    })
}

fn print_diff(name: &str, old: &str, new: &str) {
    let diff = similar::TextDiff::from_lines(old, new);
    let text = diff
        .unified_diff()
        .context_radius(3)
        .header(name, &format!("{name} (formatted)"))
        .to_string();
    let mut out = io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    if !text.ends_with('\n') {
        let _ = out.write_all(b"\n");
    }
}
