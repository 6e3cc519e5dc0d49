//! The LSP framework and types, re-exported from one place so that a change of the type crate
//! touches only this module.

pub use tower_lsp_server::jsonrpc;
pub use tower_lsp_server::ls_types::*;
pub use tower_lsp_server::{Client, LanguageServer, LspService, Server};
