//! `gamerec check`: reports the diagnostics of every input in the chosen output format.

use super::args::{CheckOptions, ColorChoice, OutputFormat};
use super::document::load;
use super::inputs::{walk, Found, InputError};
use super::report::Report;
use super::totals::Totals;
use super::{human, report_problem, ExitCode};
use crate::ide::diagnostics::limit;
use crate::ide::settings::{self, Settings};
use std::io::{self, IsTerminal, Write};

pub fn run(options: &CheckOptions) -> ExitCode {
    let stdout = io::stdout();
    let human = options.output == OutputFormat::Human;
    let color = human && !options.statistics && use_color(options.color, &stdout);
    let mut out = io::BufWriter::new(stdout.lock());
    let mut totals = Totals::default();
    let settings = load_settings();
    let mut report = Report::new(options, color);

    let written =
        check_all(options, &settings, &mut out, &mut report, &mut totals).and_then(|()| {
            if totals.nothing_found() {
                let message = human::nothing_found(&options.paths, &totals);
                out.flush()?;
                eprint!("gamerec: {message}");
                report.problem(None, message.trim_end());
            }
            let successful = totals.exit_code() != ExitCode::Trouble;
            report.finish(&mut out, successful)?;
            out.flush()
        });
    if let Err(error) = written {
        if error.kind() != io::ErrorKind::BrokenPipe {
            report_problem("<stdout>", &format!("cannot write: {error}"));
        }
        return ExitCode::Trouble;
    }
    if human && !totals.nothing_found() {
        eprintln!("{}", human::summary(&totals));
    }
    totals.exit_code()
}

/// Checks every input and hands the results to `report`; fails only if `out` does.
fn check_all(
    options: &CheckOptions,
    settings: &Settings,
    out: &mut impl Write,
    report: &mut Report,
    totals: &mut Totals,
) -> io::Result<()> {
    report.start(out)?;
    walk(&options.paths, |found| {
        let document = match found {
            Found::Input(input) => load(
                &input,
                options.forced_format,
                settings.rules(),
                options.max_findings,
            )
            .map_err(|error| (input.display_name(), error.to_string())),
            Found::Skipped(path) => {
                totals.skip(path.display().to_string());
                return Ok(());
            }
            Found::Failed(InputError { path, error }) => {
                Err((path.display().to_string(), format!("cannot read: {error}")))
            }
        };
        match document {
            Ok(mut document) => {
                let found = settings.apply(std::mem::take(&mut document.diagnostics));
                let (shown, left_by_limit) = limit(found, options.max_findings);
                let mut left_out = settings.apply_left_out(&document.left_out);
                left_out.merge(&left_by_limit);
                document.diagnostics = shown;
                document.left_out = left_out;
                totals.add(&document.diagnostics, &document.left_out);
                let reported = report.file(out, &document, options.max_findings);
                crate::reclaim::later(document);
                reported
            }
            Err((name, message)) => {
                totals.failed += 1;
                // Keep the order of reports and problems when both go to a terminal.
                out.flush()?;
                report_problem(&name, &message);
                report.problem(Some(&name), &message);
                Ok(())
            }
        }
    })
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
