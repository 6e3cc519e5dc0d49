//! Fuzz target: parses, reads and checks any bytes as RBX (see `src/check.rs` for what must hold).
#![no_main]

use gamerec_grammar::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gamerec_fuzz::check::run(Format::Rbx, data));
