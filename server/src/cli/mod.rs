//! Command-line entry point: parses arguments and dispatches to the subcommands.

use std::ffi::OsString;

pub fn run(args: Vec<OsString>) -> i32 {
    let _ = args;
    eprintln!("gamerec: no command given");
    2
}
