//! Fuzzes the LIN parser: any bytes must parse losslessly without a panic.
#![no_main]

use gamerec_grammar::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| gamerec_grammar_fuzz::check(Format::Lin, data));
