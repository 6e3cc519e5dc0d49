//! `gamerec check`: reports the diagnostics of every input, as text or JSON.

use super::args::{CheckOptions, ColorChoice, OutputFormat};
use super::document::{load, Document};
use super::inputs::{walk, InputError};
use super::{human, json, report_problem, ExitCode};
use crate::ide::settings::{self, Settings};
use crate::ide::Severity;
use std::io::{self, IsTerminal, Write};

#[derive(Default)]
struct Totals {
    files: usize,
    errors: usize,
    warnings: usize,
    /// Paths that could not be read or whose format could not be told.
    failed: usize,
}

pub fn run(options: &CheckOptions) -> ExitCode {
    let stdout = io::stdout();
    let color = options.output == OutputFormat::Human && use_color(options.color, &stdout);
    let mut out = io::BufWriter::new(stdout.lock());
    let mut totals = Totals::default();
    let settings = load_settings();

    if let Err(error) = check_all(options, &settings, &mut out, color, &mut totals) {
        if error.kind() != io::ErrorKind::BrokenPipe {
            report_problem("<stdout>", &format!("cannot write: {error}"));
        }
        return ExitCode::Trouble;
    }
    if options.output == OutputFormat::Human {
        eprintln!(
            "{}",
            human::summary(totals.files, totals.errors, totals.warnings, totals.failed)
        );
    }
    if totals.failed > 0 {
        ExitCode::Trouble
    } else if totals.errors > 0 {
        ExitCode::Errors
    } else {
        ExitCode::Clean
    }
}

/// Checks every input and writes the reports to `out`; fails only if `out` does.
fn check_all(
    options: &CheckOptions,
    settings: &Settings,
    out: &mut impl Write,
    color: bool,
    totals: &mut Totals,
) -> io::Result<()> {
    if options.output == OutputFormat::Json {
        out.write_all(json::OPEN.as_bytes())?;
    }
    walk(&options.paths, |input| {
        let document = match input {
            Ok(input) => load(&input, options.forced_format)
                .map_err(|error| (input.display_name(), error.to_string())),
            Err(InputError { path, error }) => {
                Err((path.display().to_string(), format!("cannot read: {error}")))
            }
        };
        match document {
            Ok(mut document) => {
                document.diagnostics = settings.apply(std::mem::take(&mut document.diagnostics));
                let reported = report(out, &document, options.output, color, totals);
                crate::reclaim::later(document);
                reported
            }
            Err((name, message)) => {
                totals.failed += 1;
                // Keep the order of reports and problems when both go to a terminal.
                out.flush()?;
                report_problem(&name, &message);
                Ok(())
            }
        }
    })?;
    if options.output == OutputFormat::Json {
        out.write_all(json::CLOSE.as_bytes())?;
    }
    out.flush()
}

fn report(
    out: &mut impl Write,
    document: &Document,
    output: OutputFormat,
    color: bool,
    totals: &mut Totals,
) -> io::Result<()> {
    if output == OutputFormat::Json && totals.files > 0 {
        out.write_all(json::SEPARATOR.as_bytes())?;
    }
    totals.files += 1;
    for diagnostic in &document.diagnostics {
        match diagnostic.severity {
            Severity::Error => totals.errors += 1,
            Severity::Warning => totals.warnings += 1,
            Severity::Info | Severity::Hint => {}
        }
    }
    let rendered = match output {
        OutputFormat::Human => {
            let mut text = String::new();
            human::render_file(
                &mut text,
                &document.name,
                document.text(),
                &document.line_index,
                &document.diagnostics,
                color,
            );
            text
        }
        OutputFormat::Json => json::file(
            &document.name,
            document.format,
            document.decoded.encoding_name(),
            &document.line_index,
            &document.diagnostics,
        ),
    };
    out.write_all(rendered.as_bytes())
}

/// The settings of the nearest `gamerec.toml` from the current directory upward, if any; its
/// problems are warnings on standard error.
pub(super) fn load_settings() -> Settings {
    let Some(path) = std::env::current_dir()
        .ok()
        .and_then(|dir| settings::find_file(&dir))
    else {
        return Settings::default();
    };
    let loaded = settings::read_file(&path);
    for problem in &loaded.problems {
        eprintln!("gamerec: {}: warning: {problem}", path.display());
    }
    loaded.settings
}

fn use_color(choice: ColorChoice, stdout: &io::Stdout) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            stdout.is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
        }
    }
}
