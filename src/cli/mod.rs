//! Command-line parsing (clap) and dispatch. Each subcommand lives in its own module; errors are
//! rendered once, here, as `oclvk: error: ...` with exit status 1 (2 for usage errors).

mod amber;
mod bench;
mod build_args;
mod check;
mod compile;
mod demo;
mod devices;
mod lang;
mod run;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::ffi::OsString;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "oclvk",
    version,
    about = "Compile OpenCL C to SPIR-V and run it on Vulkan compute",
    long_about = "Compile OpenCL C to SPIR-V and run it on Vulkan compute.\n\n\
        compile, check and run take OpenCL's build options, in clang's spellings too \
        (-cl-std=CL2.0, -DNAME=VALUE, -I dir, -Werror, -w), or as one string \
        (--build-options \"-cl-std=CL2.0 -DN=4\"); `oclvk compile --help` lists them."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile OpenCL C to a SPIR-V module (plus a .spv.json reflection sidecar)
    Compile(compile::Args),
    /// Check OpenCL C for errors without generating code
    Check(check::Args),
    /// Run a kernel (from .cl source or a compiled .spv) on a Vulkan device
    Run(run::Args),
    /// List the Vulkan devices and their compute limits
    Devices(devices::Args),
    /// Compile and run the vector-add example on the best device and verify the result
    Demo(demo::Args),
    /// Run AmberScript files (.amber) whose compute shaders are OPENCL-C
    Amber(amber::Args),
    /// Benchmark suite: kernels through oclvk vs the platform's OpenCL, launch overhead, compile time
    Bench(bench::Args),
}

/// A failure to report: the message (already complete) and the exit status.
pub struct Failure {
    pub message: String,
    pub status: u8,
}

impl Failure {
    pub fn new(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            status: 1,
        }
    }

    /// Diagnostics were already printed; exit with status 1 and print nothing more.
    pub fn silent() -> Failure {
        Failure {
            message: String::new(),
            status: 1,
        }
    }
}

impl From<oclvk::runner::RunnerError> for Failure {
    fn from(e: oclvk::runner::RunnerError) -> Failure {
        Failure::new(e.to_string())
    }
}

/// The command line's grammar: clap's, with the build options' table as the compiling
/// subcommands' closing help.
fn command() -> clap::Command {
    let mut command = Cli::command();
    for name in build_args::COMPILING {
        command = command.mut_subcommand(name, |c| {
            c.after_help(oclvk::build_options::table::help_text())
        });
    }
    command
}

pub fn main(args: Vec<OsString>) -> ExitCode {
    let mut command = command();
    let (args, build_options) = match build_args::split(&command, args) {
        Ok(split) => split,
        Err(e) => {
            eprintln!("oclvk: error: {e}");
            return ExitCode::from(2);
        }
    };
    let parsed = command
        .try_get_matches_from_mut(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let mut cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let e = e.format(&mut command);
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    if let Some(options) = build_options {
        match &mut cli.command {
            Command::Compile(a) => a.lang.options = options,
            Command::Check(a) => a.lang.options = options,
            Command::Run(a) => a.lang.options = options,
            _ => {}
        }
    }
    let result = match cli.command {
        Command::Compile(a) => compile::run(a),
        Command::Check(a) => check::run(a),
        Command::Run(a) => run::run(a),
        Command::Devices(a) => devices::run(a),
        Command::Demo(a) => demo::run(a),
        Command::Amber(a) => amber::run(a),
        Command::Bench(a) => bench::run(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            if !f.message.is_empty() {
                eprintln!("oclvk: error: {}", f.message);
            }
            ExitCode::from(f.status)
        }
    }
}
