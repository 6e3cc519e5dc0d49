//! What one run of `gamerec check` counted: files, findings by severity, and the paths it
//! could not check or passed over.

use super::ExitCode;
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
    pub(super) fn add(&mut self, diagnostics: &[Diagnostic]) {
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
