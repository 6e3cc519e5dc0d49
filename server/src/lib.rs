//! gamerec: command-line checker and (in the making) language server for game-record files.
//!
//! `ide` holds the protocol-free features, `decode` turns file bytes into text, and `cli`
//! implements the `gamerec` commands on top of both.

pub mod cli;
pub mod decode;
pub mod ide;
