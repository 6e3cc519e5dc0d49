//! Fuzz target: formats any bytes as PBN (see `src/format.rs` for what must hold).
#![no_main]

use gamerec_grammar::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gamerec_fuzz::format::run(Format::Pbn, data));
