//! The end-to-end tests, one module per file beside this one, built as one test binary: one
//! link of the server instead of one per file, and one `gamerec` binary found for all of them.
//! `cargo test -p gamerec-tests -- check::` runs one module's tests.

mod editor_support;

mod check;
mod check_formats;
mod cli_docs;
mod convert;
mod corpus;
mod diagnostics_catalogue;
mod editor_emacs;
mod editor_lists;
mod editor_nvim;
mod editor_vscode;
mod encodings;
mod examples;
mod fmt;
mod hostile_inputs;
mod lsp_code_actions;
mod lsp_diagnostics;
mod lsp_encodings;
mod lsp_folding;
mod lsp_hover_completion;
mod lsp_inlay;
mod lsp_large_replies;
mod lsp_lifecycle;
mod lsp_links;
mod lsp_logging;
mod lsp_memory;
mod lsp_notes;
mod lsp_reparse;
mod lsp_requests;
mod lsp_robustness;
mod lsp_selection_range;
mod lsp_semantic;
mod lsp_settings;
mod lsp_symbols;
mod pinochle_spec;
mod preferans_readme;
mod settings_check;
mod settings_lists;
mod sgf_verdicts;
mod soak;
mod syntax;
mod syntax_errors;
mod syntax_tree_docs;
mod tiers;
mod usage;
