//! Fuzz target: asks every feature at offsets the input chooses in RBN (see `src/features.rs` for what must hold).
#![no_main]

use gamerec_grammar::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gamerec_fuzz::features::run(Format::Rbn, data));
