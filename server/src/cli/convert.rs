//! `gamerec convert`: writes bridge files in another bridge format, beside them or into the
//! folder of `-o`, each written whole or not at all, and reports board by board what the new
//! format cannot hold.

use super::args::ConvertOptions;
use super::document::{format_of, read};
use super::inputs::{self, Input};
use super::replace_file::write_file;
use super::{report_problem, ExitCode};
use crate::decode::decode;
use crate::ide::convert::{convert, Converted};
use gamerec_grammar::parse;
use std::io::Write;
use std::path::{Path, PathBuf};

pub fn run(options: &ConvertOptions) -> ExitCode {
    if inputs::each_input(&options.paths, |input| convert_input(input, options)) {
        ExitCode::Clean
    } else {
        ExitCode::Trouble
    }
}

/// Converts one input; false when it could not be, which is reported.
fn convert_input(input: &Input, options: &ConvertOptions) -> bool {
    let name = input.display_name();
    let refuse = |why: &str| {
        report_problem(&name, &format!("{why}; not converted"));
        false
    };
    let bytes = match read(input) {
        Ok(bytes) => bytes,
        Err(error) => return refuse(&format!("cannot read: {error}")),
    };
    let Some(format) = format_of(input, options.forced_format, &bytes) else {
        return refuse("cannot tell the format from the name or the content (use `--as`)");
    };
    let decoded = decode(&bytes, format);
    let parsed = parse(format, &decoded.text);
    let errors = parsed.errors().len();
    if errors > 0 {
        let plural = if errors == 1 { "" } else { "s" };
        return refuse(&format!(
            "has {errors} syntax error{plural} (`gamerec check` shows them)"
        ));
    }
    let converted = match convert(&parsed, options.target) {
        Ok(converted) => converted,
        Err(refusal) => return refuse(&refusal.to_string()),
    };
    for loss in &converted.losses {
        report_problem(&name, &format!("{}: {}", loss.board, loss.what));
    }
    match input {
        Input::Stdin => {
            let mut stdout = std::io::stdout().lock();
            if let Err(error) = stdout.write_all(converted.text.as_bytes()) {
                return refuse(&format!("cannot write to standard output: {error}"));
            }
            true
        }
        Input::File(path) => write_beside(&name, path, &converted, options),
    }
}

fn write_beside(name: &str, path: &Path, converted: &Converted, options: &ConvertOptions) -> bool {
    let target = target_path(path, options);
    if same_file(path, &target) {
        report_problem(
            name,
            "would be written over itself; give a folder with `-o`; not converted",
        );
        return false;
    }
    if let Some(folder) = &options.out_dir {
        if let Err(error) = std::fs::create_dir_all(folder) {
            report_problem(
                &Path::new(folder).display().to_string(),
                &format!("cannot make the folder: {error}"),
            );
            return false;
        }
    }
    if let Err(error) = write_file(&target, converted.text.as_bytes()) {
        report_problem(
            &target.display().to_string(),
            &format!("cannot write: {error}"),
        );
        return false;
    }
    let plural = if converted.boards == 1 { "" } else { "s" };
    eprintln!(
        "{name} -> {} ({} board{plural})",
        target.display(),
        converted.boards
    );
    true
}

/// The file a source is converted into: its name with the target's extension, beside it or
/// in the folder of `-o`.
fn target_path(source: &Path, options: &ConvertOptions) -> PathBuf {
    let file_name = source
        .with_extension(options.target.extension())
        .file_name()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(format!("converted.{}", options.target.extension())));
    match &options.out_dir {
        Some(folder) => Path::new(folder).join(file_name),
        None => source.with_extension(options.target.extension()),
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
