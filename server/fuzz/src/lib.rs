//! The layers above the parser under fuzzing: each module's `run` takes a format and the
//! fuzzer's bytes, drives one layer of gamerec with them, and panics when something that must
//! hold does not. The parser and its incremental reparse have their own targets in
//! `grammar/fuzz`.
//!
//! An input is a document and, after its last `0xFF` byte (which UTF-8 text never holds), the
//! bytes that choose offsets, edits and options. An input without that byte, such as a seed
//! taken from a real file, chooses them from a hash of its text. With `GAMEREC_FUZZ_TRACE`
//! set, the `edits` targets print each text they analyse, to replay a failure step by step.

pub mod check;
pub mod edits;
pub mod features;
pub mod format;
mod input;
mod ranges;

pub use input::{Choices, Input};
