//! The `gamerec` binary: command-line checker, formatter and language server.

/// Syntax trees are millions of small allocations: mimalloc builds and frees them much faster
/// than the system allocator (see `docs/benchmarks.md`); it is counted for the server's memory
/// report.
#[global_allocator]
static ALLOCATOR: gamerec::allocator::Counted = gamerec::allocator::Counted;

fn main() {
    std::process::exit(gamerec::cli::run(std::env::args_os().skip(1).collect()));
}
