//! gamerec: command-line checker and language server for game-record files.
//!
//! `ide` holds the protocol-free features, `decode` turns file bytes into text, `cli`
//! implements the `gamerec` commands on top of both, `lsp` is the language server, `exit` the
//! exit status both return, `logging` the server's small logger, `reclaim` frees trees off
//! the path of the work and `allocator` hands freed memory back to the system.

pub mod allocator;
pub mod cli;
pub mod decode;
pub mod exit;
pub mod ide;
pub mod logging;
pub mod lsp;
pub mod reclaim;

/// The generated benchmark documents, for tests.
#[cfg(test)]
#[path = "../../grammar/benches/support/generate.rs"]
mod generate;

/// The linear-growth test shared with the grammar crate's tests.
#[cfg(test)]
#[path = "../../grammar/benches/support/linear.rs"]
mod linear;
#[cfg(test)]
mod linear_documents;
#[cfg(test)]
mod random_edits;
