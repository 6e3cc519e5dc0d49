//! The `gamerec` command line: argument parsing and the `check`, `fmt`, `convert`, `syntax`
//! and `lsp` commands.

mod args;
mod check;
mod convert;
mod document;
mod fmt;
mod github;
mod help;
mod human;
mod inputs;
mod json;
#[cfg(test)]
mod linear_cost;
mod replace_file;
mod report;
mod sarif;
mod statistics;
mod syntax;
mod totals;

use args::{parse_args, Command};
use std::ffi::OsString;

pub use crate::exit::ExitCode;

/// Runs the command line `args` (without the program name) and returns the exit status.
pub fn run(args: Vec<OsString>) -> i32 {
    crate::logging::set_level_from_env();
    let code = match parse_args(&args) {
        Ok(Command::Help(topic)) => {
            print!("{}", help::help(topic));
            ExitCode::Clean
        }
        Ok(Command::Version) => {
            print!("{}", help::version());
            ExitCode::Clean
        }
        Ok(Command::Check(options)) => check::run(&options),
        Ok(Command::Fmt(options)) => fmt::run(&options),
        Ok(Command::Convert(options)) => convert::run(&options),
        Ok(Command::Syntax(options)) => syntax::run(&options),
        Ok(Command::Lsp(options)) => {
            if let Some(level) = options.log_level {
                crate::logging::set_level(level);
            }
            crate::lsp::run()
        }
        Err(error) => {
            eprintln!("gamerec: {}", error.message);
            match error.topic {
                Some(topic) => eprintln!("Try `gamerec help {}`.", topic.name()),
                None => eprintln!("Try `gamerec --help`."),
            }
            ExitCode::Trouble
        }
    };
    code as i32
}

/// Prints `gamerec: <name>: <message>` to standard error.
fn report_problem(name: &str, message: &str) {
    eprintln!("gamerec: {name}: {message}");
}
