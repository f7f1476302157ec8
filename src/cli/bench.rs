//! `oclvk bench`: the performance suite (see `oclvk::bench`): kernels through oclvk and the
//! platform's OpenCL, launch overhead and compile time; a table, or `--json`.

use super::Failure;
use oclvk::bench::{self, BenchOptions, Size};
use oclvk::runner::{DeviceSelector, RuntimeOptions};

#[derive(Clone, Copy, clap::ValueEnum)]
pub enum SizeArg {
    Small,
    Full,
}

/// A portable target to run the suite through as well.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum TargetArg {
    #[value(name = "vulkan1.2-portable")]
    Vulkan12Portable,
    #[value(name = "wgsl")]
    Wgsl,
}

#[derive(clap::Args)]
pub struct Args {
    /// Print the report as JSON
    #[arg(long)]
    pub json: bool,
    /// Vulkan device: index or name substring (default: OCLVK_DEVICE, else the best device)
    #[arg(long, value_parser = super::devices::parse_selector)]
    pub device: Option<String>,
    /// Problem sizes: small (seconds on a CPU) or full (sized for a large GPU)
    #[arg(long, value_enum, default_value = "full")]
    pub size: SizeArg,
    /// Only the kernels whose name contains NAME
    #[arg(long, value_name = "NAME")]
    pub only: Option<String>,
    /// Timed runs per kernel (the median is reported)
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    pub runs: u32,
    /// Only compare compile times with clang + llvm-spirv (needs no GPU)
    #[arg(long)]
    pub compile_only: bool,
    /// Skip the compile-time comparison
    #[arg(long)]
    pub no_compile: bool,
    /// Only measure the empty kernel's launch overhead on both sides (with the cost of each
    /// launch path the runner could take)
    #[arg(long, conflicts_with_all = ["compile_only", "only"])]
    pub overhead_only: bool,
    /// Also write the JSON report to PATH (the table still goes to stdout)
    #[arg(long, value_name = "PATH")]
    pub json_out: Option<std::path::PathBuf>,
    /// Also run the diagnostic variants (sgemm-regs, spmv-plain, ...) and the patterns of
    /// bench/kernels/patterns.cl, left out of the geometric mean
    #[arg(long)]
    pub extras: bool,
    /// Do not load the platform's OpenCL
    #[arg(long)]
    pub no_opencl: bool,
    /// oclvk side: compile every kernel with -cl-local-reserve=BYTES or auto (unused local
    /// memory, an occupancy lever; docs/performance.md), replacing the cases' own. Default: auto,
    /// but the diagnostic rows keep their own (0 gives the plain rows)
    #[arg(long, value_name = "BYTES|auto")]
    pub local_reserve: Option<bench::LocalReserve>,
    /// Print what the Vulkan driver reports about each compiled kernel (registers, shared
    /// memory, its internal representations; VK_KHR_pipeline_executable_properties)
    #[arg(long)]
    pub pipeline_info: bool,
    /// Compile the kernels with bounds checks (the default on CPU devices; see `oclvk run
    /// --check-bounds`)
    #[arg(long, overrides_with = "no_check_bounds")]
    pub check_bounds: bool,
    /// Compile the kernels without bounds checks, also on CPU devices
    #[arg(long, overrides_with = "check_bounds")]
    pub no_check_bounds: bool,
    /// Also run every kernel through a portable target, next to the default path:
    /// vulkan1.2-portable (the runner with descriptors, bufferDeviceAddress off) or wgsl
    /// (wgpu's Vulkan backend)
    #[arg(long, value_enum, value_name = "TARGET")]
    pub target: Option<TargetArg>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let from_env = RuntimeOptions::from_env();
    let opts = BenchOptions {
        size: match args.size {
            SizeArg::Small => Size::Small,
            SizeArg::Full => Size::Full,
        },
        only: args.only.clone(),
        runs: args.runs,
        runtime: RuntimeOptions {
            device: args
                .device
                .as_deref()
                .map(DeviceSelector::parse)
                .or(from_env.device.clone()),
            check_bounds: match (args.check_bounds, args.no_check_bounds) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            },
            ..from_env
        },
        opencl: !args.no_opencl,
        compile: !args.no_compile && !args.overhead_only,
        overhead: !args.compile_only && args.only.is_none(),
        kernels: !args.compile_only && !args.overhead_only,
        extras: args.extras,
        pipeline_info: args.pipeline_info,
        local_reserve: args.local_reserve,
        portable: args.target.map(|t| match t {
            TargetArg::Vulkan12Portable => bench::PortableTarget::Vulkan12Portable,
            TargetArg::Wgsl => bench::PortableTarget::Wgsl,
        }),
        ..BenchOptions::default()
    };
    let report = bench::run(&opts, &mut |line| eprintln!("{line}"));
    let text = serde_json::to_string_pretty(&report)
        .map_err(|e| Failure::new(format!("cannot serialize the report: {e}")))?;
    if let Some(path) = &args.json_out {
        std::fs::write(path, &text)
            .map_err(|e| Failure::new(format!("cannot write '{}': {e}", path.display())))?;
    }
    if args.json {
        println!("{text}");
    } else {
        print!("{}", bench::render_table(&report));
    }
    if !report.all_verified() {
        return Err(Failure::new(
            "some kernels failed through oclvk (see above)",
        ));
    }
    Ok(())
}
