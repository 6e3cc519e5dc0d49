//! The one LSP client of the end-to-end tests: [`Launch`] starts `gamerec lsp` and initializes
//! it, [`LspClient`] talks JSON-RPC with it, and the modules around them name documents and
//! places in them, apply the edits the server sends, and read back its diagnostics.

mod client;
pub mod diagnostics;
mod documents;
mod edits;
mod framing;
mod launch;
mod positions;

pub use client::LspClient;
pub use documents::{did_change, document, document_at};
pub use edits::apply_edits;
pub use launch::{Launch, TIMEOUT};
pub use positions::{offset, point, position, range, range_of};
