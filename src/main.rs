//! The `oclvk` command line: compile, check, run, devices, demo.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::normalize_args(std::env::args_os());
    // Printing IR and diagnostics recurses over nesting too; everything runs on a deep stack.
    oclvk::frontend::with_deep_stack(|| cli::main(args))
}
