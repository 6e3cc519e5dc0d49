//! The `gamerec` binary: command-line checker, formatter and language server.

mod cli;

fn main() {
    std::process::exit(cli::run(std::env::args_os().skip(1).collect()));
}
