//! `gamerec check`: reports the diagnostics of every input in the chosen output format.

use super::args::{CheckOptions, ColorChoice, OutputFormat};
use super::document::load;
use super::inputs::{walk, Found, InputError};
use super::report::Report;
use super::{human, report_problem, ExitCode};
use crate::ide::settings::{self, Settings};
use crate::ide::{Diagnostic, Severity};
use std::io::{self, IsTerminal, Write};

/// How many skipped files are named when nothing could be checked.
const SKIPPED_NAMED: usize = 10;

#[derive(Debug, Default)]
pub struct Totals {
    pub files: usize,
    pub errors: usize,
    pub warnings: usize,
    pub infos: usize,
    pub hints: usize,
    /// Paths that could not be read or whose format could not be told.
    pub failed: usize,
    /// Files in the directories searched whose names have none of the known extensions.
    pub skipped: usize,
    /// The first few of those, as shown.
    pub skipped_names: Vec<String>,
}

impl Totals {
    fn add(&mut self, diagnostics: &[Diagnostic]) {
        self.files += 1;
        for diagnostic in diagnostics {
            match diagnostic.severity {
                Severity::Error => self.errors += 1,
                Severity::Warning => self.warnings += 1,
                Severity::Info => self.infos += 1,
                Severity::Hint => self.hints += 1,
            }
        }
    }

    fn skip(&mut self, name: String) {
        self.skipped += 1;
        if self.skipped_names.len() < SKIPPED_NAMED {
            self.skipped_names.push(name);
        }
    }

    /// Nothing was checked although nothing failed: the paths were directories without a
    /// file of a known format.
    fn nothing_found(&self) -> bool {
        self.files == 0 && self.failed == 0
    }

    fn exit_code(&self) -> ExitCode {
        if self.failed > 0 || self.files == 0 {
            ExitCode::Trouble
        } else if self.errors > 0 {
            ExitCode::Errors
        } else {
            ExitCode::Clean
        }
    }
}

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
            Found::Input(input) => load(&input, options.forced_format)
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
                document.diagnostics = settings.apply(std::mem::take(&mut document.diagnostics));
                totals.add(&document.diagnostics);
                let reported = report.file(out, &document);
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
