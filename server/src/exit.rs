//! The process exit status every `gamerec` command returns, as documented in `docs/cli.md`.

/// The process exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitCode {
    /// Nothing worse than warnings.
    Clean = 0,
    /// Errors were found in the inputs.
    Errors = 1,
    /// An input could not be read or understood, or the command line was wrong.
    Trouble = 2,
}
