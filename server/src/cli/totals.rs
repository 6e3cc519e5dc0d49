//! What one run of `gamerec check` counted: files, findings by severity, and the paths it
//! could not check or passed over.

use super::ExitCode;
use crate::ide::check::LeftOut;
use crate::ide::{Diagnostic, Severity};

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
    /// Counts a file with the diagnostics shown and those `left_out`.
    pub(super) fn add(&mut self, diagnostics: &[Diagnostic], left_out: &LeftOut) {
        self.files += 1;
        let shown = diagnostics
            .iter()
            .map(|diagnostic| (diagnostic.severity, 1));
        let not_shown = left_out
            .iter()
            .map(|(_, severity, count)| (severity, count));
        for (severity, count) in shown.chain(not_shown) {
            match severity {
                Severity::Error => self.errors += count,
                Severity::Warning => self.warnings += count,
                Severity::Info => self.infos += count,
                Severity::Hint => self.hints += count,
            }
        }
    }

    pub(super) fn skip(&mut self, name: String) {
        self.skipped += 1;
        if self.skipped_names.len() < SKIPPED_NAMED {
            self.skipped_names.push(name);
        }
    }

    /// Nothing was checked although nothing failed: the paths were directories without a
    /// file of a known format.
    pub(super) fn nothing_found(&self) -> bool {
        self.files == 0 && self.failed == 0
    }

    pub(super) fn exit_code(&self) -> ExitCode {
        if self.failed > 0 || self.files == 0 {
            ExitCode::Trouble
        } else if self.errors > 0 {
            ExitCode::Errors
        } else {
            ExitCode::Clean
        }
    }
}
