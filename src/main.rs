//! The `oclvk` command line: compile, check, run, devices, demo.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::normalize_args(std::env::args_os());
    cli::main(args)
}
