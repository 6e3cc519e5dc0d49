//! gamerec: command-line checker and language server for game-record files.
//!
//! `ide` holds the protocol-free features, `decode` turns file bytes into text, `cli`
//! implements the `gamerec` commands on top of both, and `lsp` is the language server.

pub mod cli;
pub mod decode;
pub mod ide;
pub mod lsp;
