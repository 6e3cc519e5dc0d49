//! `gamerec fmt`: formats files in place, in the encoding and with the line endings they came
//! with; `--check` lists the files that would change, `--diff` shows how, `-` formats standard
//! input to standard output.

use super::args::FmtOptions;
use super::document::{format_of, read};
use super::inputs::{self, Input};
use super::{report_problem, ExitCode};
use crate::decode::{decode, encode, round_trips};
use crate::ide::analysis::format;
use crate::ide::format::{apply, FormatOptions, TextEdit};
use gamerec_grammar::{parse, Parse};
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
    if !round_trips(&bytes, &decoded) {
        return left_alone(&format!(
            "cannot be read and written back as {} without changing it",
            decoded.encoding_name()
        ));
    }
    let parsed = parse(format_of_input, &decoded.text);
    let edits = format(&parsed, format_options);
    if touches_errors(&parsed, &edits) {
        return left_alone("formatting would change a part with syntax errors");
    }
    let formatted = apply(&decoded.text, &edits);
    let syntax_errors = parsed.errors().len();
    // Millions of tree nodes are freed on another thread, not in the time the user waits.
    crate::reclaim::later(parsed);
    let Some(new_bytes) = encode(&formatted, &decoded) else {
        return left_alone(&format!(
            "the formatted text cannot be written as {}",
            decoded.encoding_name()
        ));
    };
    if syntax_errors > 0 {
        let count = syntax_errors;
        let errors = if count == 1 { "error" } else { "errors" };
        eprintln!(
            "gamerec: {name}: {count} syntax {errors}; the records that hold them were left as they are"
        );
    }
    let changed = new_bytes != bytes;
    if options.diff && changed {
        print_diff(&name, &decoded.text, &formatted);
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
