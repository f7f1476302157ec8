//! `oclvk amber`: run AmberScript files whose compute shaders are OPENCL-C (the subset is listed
//! in `oclvk::amber`). Errors and failed EXPECTs print as `FILE:LINE: error: ...`; exit 1.
//! Warnings (`FILE:LINE: warning: ...`) go to stderr and do not fail a script.

use super::Failure;
use oclvk::runner::{DeviceSelector, RuntimeOptions};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// AmberScript files (.amber) to run, in order
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Device: index or name substring (default: OCLVK_DEVICE, else the best device)
    #[arg(long, value_parser = super::devices::parse_selector)]
    pub device: Option<String>,
    /// Enable the Khronos validation layer; any validation message fails the script
    #[arg(long)]
    pub validation: bool,
    /// Do not read or write the on-disk pipeline cache
    #[arg(long)]
    pub no_cache: bool,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let mut failed = 0;
    for file in &args.files {
        let from_env = RuntimeOptions::from_env();
        let options = RuntimeOptions {
            device: args
                .device
                .as_deref()
                .map(DeviceSelector::parse)
                .or(from_env.device.clone()),
            validation: args.validation || from_env.validation,
            pipeline_cache: !args.no_cache,
            ..from_env
        };
        match oclvk::amber::run_file(file, options) {
            Ok(report) => {
                for w in &report.warnings {
                    eprintln!("{w}");
                }
                print!("{}", report.printf);
                println!(
                    "{}: passed ({} RUN, {} EXPECT) on {}",
                    file.display(),
                    report.runs,
                    report.expects,
                    report.device
                );
            }
            Err(errors) => {
                eprintln!("{errors}");
                failed += 1;
            }
        }
    }
    match failed {
        0 => Ok(()),
        _ if args.files.len() == 1 => Err(Failure::silent()),
        n => Err(Failure::new(format!(
            "{n} of {} script(s) failed",
            args.files.len()
        ))),
    }
}
