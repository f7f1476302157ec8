//! The `oclvk` command line: compile, check, run, devices, demo.

mod cli;

use std::process::ExitCode;

/// mimalloc instead of the system allocator: the frontend allocates many small, short-lived
/// blocks on three threads at once (docs/performance.md, round 5).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args = cli::normalize_args(std::env::args_os());
    // Printing IR and diagnostics recurses over nesting too; everything runs on a deep stack.
    oclvk::frontend::with_deep_stack(|| cli::main(args))
}
