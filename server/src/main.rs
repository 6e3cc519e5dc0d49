//! The `gamerec` binary: command-line checker, formatter and language server.

fn main() {
    std::process::exit(gamerec::cli::run(std::env::args_os().skip(1).collect()));
}
