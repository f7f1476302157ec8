//! The `oclvk` command line: compile, check, run, devices, demo.

mod cli;

use std::process::ExitCode;

/// mimalloc instead of the system allocator: the frontend allocates many small, short-lived
/// blocks on three threads at once (docs/performance.md, rounds 5 and 6).
#[global_allocator]
static ALLOCATOR: oclvk::allocator::Mimalloc = oclvk::allocator::Mimalloc;

fn main() -> ExitCode {
    default_sigpipe();
    let args = std::env::args_os().collect();
    cli::main(args)
}

/// A closed pipe ends the process quietly, as it ends a C tool (`oclvk check big.cl 2>&1 | head`):
/// Rust starts with SIGPIPE ignored, and printing to a closed pipe then panics (exit 101).
fn default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
