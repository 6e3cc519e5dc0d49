//! Fuzz target: applies the edits the input describes, as an editor sends them, to RBN (see `src/edits.rs` for what must hold).
#![no_main]

use gamerec_grammar::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gamerec_fuzz::edits::run(Format::Rbn, data));
