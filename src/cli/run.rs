//! `oclvk run`: compile (or load) a module and run one kernel with arguments given as specs.

use super::lang::LangArgs;
use super::Failure;
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::runner::{DeviceSelector, NdRange, Runtime, RuntimeOptions};
use oclvk::spec::{ArgSpec, OutSpec};
use oclvk::spirv::reflect::ModuleReflection;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args)]
pub struct Args {
    /// The kernel's module: OpenCL C source (.cl), compiled SPIR-V (.spv), or WGSL (.wgsl, run
    /// through wgpu's Vulkan backend; its reflection is the .wgsl.json sidecar)
    pub input: PathBuf,
    /// The kernel to run (defaults to the only kernel of the module)
    #[arg(short = 'k', long = "kernel")]
    pub kernel: Option<String>,
    /// Global size: X[,Y[,Z]], each 1 to 4294967295 (from OpenCL C 2.0 on, not necessarily a
    /// multiple of the local size: the last work-group is smaller)
    #[arg(short = 'g', long = "global", value_name = "X[,Y[,Z]]")]
    pub global: Option<Sizes<u64>>,
    /// Local (work-group) size: X[,Y[,Z]] (default: reqd_work_group_size, the hint, or a good size)
    #[arg(short = 'l', long = "local", value_name = "X[,Y[,Z]]")]
    pub local: Option<Sizes<u32>>,
    /// Global offset: X[,Y[,Z]] (64-bit; offset plus global size at most 2^64)
    #[arg(long = "offset", value_name = "X[,Y[,Z]]")]
    pub offset: Option<Sizes<u64>>,
    /// Pin the sub-group size to N (a power of 2 within the device's range, which `oclvk
    /// devices` lists; needs VK_EXT_subgroup_size_control); a kernel with
    /// intel_reqd_sub_group_size must be given its own
    #[arg(long = "sub-group-size", value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub sub_group_size: Option<u32>,
    /// NAME=SPEC: 1024, 2.5, 1,2,3,4, zeros:N, fill:V:N, iota:N, rand:N[:SEED], file:PATH.npy|.bin, local:N.
    /// A struct by value takes its bytes: hex:0a000000_0000803f or file:PATH.bin (field offsets
    /// are in the reflection, the .spv.json sidecar).
    /// A .npy file is read in C order (any shape for scalar buffers; float3 buffers take (N, 4)
    /// or flat, the OpenCL layout, or packed (N, 3)); images: image:FORMAT:W[xH[xD]]:zeros|iota|file:PATH.npy (FORMAT: r32f, rg32f, rgba32f,
    /// rgba8, r32i, rgba32i, r32ui, rgba32ui; array layers are the last size); samplers:
    /// sampler:MODES, MODES from normalized|unnormalized, none|clamp-to-edge|clamp|repeat|mirrored-repeat,
    /// nearest|linear (default unnormalized,clamp-to-edge,nearest)
    #[arg(long = "arg", value_name = "NAME=SPEC")]
    pub args: Vec<String>,
    /// NAME=PATH[:padded]: write a buffer or image argument after the run (.npy or .bin; a
    /// buffer of 3-component vectors as (N, 3), or with :padded (N, 4) as it is in memory; an
    /// image's .npy has shape (H, W, C) for 2D, (D, H, W, C) for 3D, no C axis for one-channel
    /// formats)
    #[arg(long = "out", value_name = "NAME=PATH[:padded]")]
    pub outs: Vec<String>,
    /// Launch N times and report min/median/max kernel time
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub repeat: u32,
    /// Print the report as JSON (every key is described in docs/json.md)
    #[arg(long)]
    pub json: bool,
    /// Device: index or name substring (default: OCLVK_DEVICE, else the best device)
    #[arg(long, value_parser = super::devices::parse_selector)]
    pub device: Option<String>,
    /// Give up on a launch after this many seconds (the kernel's; a new pipeline's first
    /// compile is not counted)
    #[arg(long, default_value_t = 10.0)]
    pub timeout: f64,
    /// Enable the Khronos validation layer
    #[arg(long)]
    pub validation: bool,
    /// Do not read or write the on-disk pipeline cache
    #[arg(long)]
    pub no_cache: bool,
    /// Bytes of the buffer that collects a launch's printf output: N, NK, NM or NG (binary
    /// units), 64 bytes to 2G; output that does not fit is dropped and reported
    #[arg(long = "printf-buffer", value_name = "SIZE", default_value = "1M")]
    pub printf_buffer: ByteSize,
    /// Check every global, constant and local-argument access against its buffer's bounds and
    /// report the first violation (source line, argument, index, work-item), skipping the
    /// access; the default on CPU devices (lavapipe), where a stray access can crash the process
    #[arg(long, overrides_with = "no_check_bounds")]
    pub check_bounds: bool,
    /// Run without bounds checks, also on CPU devices
    #[arg(long, overrides_with = "check_bounds")]
    pub no_check_bounds: bool,
    /// Print what the Vulkan driver reports about the compiled kernel (registers, shared
    /// memory, its internal representations; VK_KHR_pipeline_executable_properties)
    #[arg(long)]
    pub pipeline_info: bool,
    /// Compile the OpenCL C source for a portable target and run it there: wgsl (through
    /// wgpu's Vulkan backend) or vulkan1.2-portable / vulkan1.3-portable (the runner with
    /// descriptors only, bufferDeviceAddress switched off); default: the Vulkan target with
    /// device addresses
    #[arg(long, value_enum, value_name = "TARGET")]
    pub target: Option<RunTarget>,
    /// With --target: the byte size of the `local` pointer argument NAME, compiled in as its
    /// override's / specialization constant's default (repeatable; `oclvk compile
    /// --local-arg`); local:N in --arg still sets it
    #[arg(long = "local-arg", value_name = "NAME=BYTES", requires = "target")]
    pub local_args: Vec<super::compile::LocalArgSize>,
    #[command(flatten)]
    pub lang: LangArgs,
}

/// The portable targets `oclvk run --target` runs source through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RunTarget {
    #[value(name = "wgsl")]
    Wgsl,
    #[value(name = "vulkan1.2-portable")]
    Vulkan12Portable,
    #[value(name = "vulkan1.3-portable")]
    Vulkan13Portable,
}

impl RunTarget {
    fn target(self) -> oclvk::spirv::reflect::Target {
        use oclvk::spirv::reflect::Target;
        match self {
            RunTarget::Wgsl => Target::Wgsl,
            RunTarget::Vulkan12Portable => Target::Vulkan1_2Portable,
            RunTarget::Vulkan13Portable => Target::Vulkan1_3Portable,
        }
    }
}

/// The OpenCL C source compiled for a portable target by the naga backend.
fn compile_portable(
    args: &Args,
    target: RunTarget,
) -> Result<oclvk::naga_backend::Output, Failure> {
    // The kernel run, alone (its file's other kernels may use what the target lacks).
    let portable = oclvk::naga_backend::Options {
        target: target.target(),
        kernel: args.kernel.clone(),
        local_arg_bytes: super::compile::local_arg_bytes(&args.local_args),
        ..Default::default()
    };
    let (compilation, output) =
        oclvk::compile_file_portable(&args.input, &args.lang.compile_options(), &portable);
    args.lang.print_diagnostics(&compilation);
    output.ok_or_else(Failure::silent)
}

/// One to three sizes, `X[,Y[,Z]]`.
#[derive(Clone, Debug)]
pub struct Sizes<T>(pub Vec<T>);

impl<T: Copy> Sizes<T> {
    /// The three sizes, those not given `fill`.
    pub fn padded(&self, fill: T) -> [T; 3] {
        [0, 1, 2].map(|d| self.0.get(d).copied().unwrap_or(fill))
    }
}

impl<T: std::str::FromStr> std::str::FromStr for Sizes<T> {
    type Err = String;

    fn from_str(text: &str) -> Result<Sizes<T>, String> {
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > 3 {
            return Err(format!("'{text}' is not X[,Y[,Z]] (one to three sizes)"));
        }
        parts
            .iter()
            .map(|p| {
                p.trim()
                    .parse::<T>()
                    .map_err(|_| format!("'{p}' is not a size"))
            })
            .collect::<Result<_, _>>()
            .map(Sizes)
    }
}

/// A size in bytes with an optional binary unit: `4096`, `64K`, `1M`, `1G` (`KiB`/`MiB`/`GiB` too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteSize(pub u64);

impl std::str::FromStr for ByteSize {
    type Err = String;

    fn from_str(text: &str) -> Result<ByteSize, String> {
        let t = text.trim();
        let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
        let (digits, unit) = t.split_at(split);
        let shift = match unit.to_ascii_uppercase().as_str() {
            "" | "B" => 0,
            "K" | "KB" | "KIB" => 10,
            "M" | "MB" | "MIB" => 20,
            "G" | "GB" | "GIB" => 30,
            _ => return Err(format!("'{text}' is not a size (N, NK, NM or NG)")),
        };
        digits
            .parse::<u64>()
            .ok()
            .and_then(|n| n.checked_mul(1 << shift))
            .map(ByteSize)
            .ok_or_else(|| format!("'{text}' is not a size (N, NK, NM or NG)"))
    }
}

/// Loads the module: compiles source, or reads a .spv and its reflection (the sidecar if there is
/// one, else the embedded copy).
fn load_module(
    args: &Args,
    runtime: &Runtime,
) -> Result<(Vec<u32>, Option<ModuleReflection>), Failure> {
    let is_spirv = args.input.extension().is_some_and(|e| e == "spv");
    if !is_spirv {
        let mut options = args.lang.compile_options();
        options.apply_checks(runtime.checks());
        let compilation = oclvk::compile_file(&args.input, &options);
        args.lang.print_diagnostics(&compilation);
        let output = compilation.output.ok_or_else(Failure::silent)?;
        return Ok((output.words, Some(output.reflection)));
    }
    let bytes = std::fs::read(&args.input)
        .map_err(|e| Failure::new(format!("cannot read '{}': {e}", args.input.display())))?;
    let words = oclvk::runner::words_from_bytes(&bytes)?;
    let sidecar = super::compile::sidecar_path(&args.input);
    let reflection = match std::fs::read_to_string(&sidecar) {
        Ok(text) => Some(
            ModuleReflection::from_json(&text)
                .map_err(|e| Failure::new(format!("'{}': {e}", sidecar.display())))?,
        ),
        Err(_) => None,
    };
    Ok((words, reflection))
}

/// Warns (once) when a precompiled module lacks a check this device gets for source: the
/// loop-limit check on lavapipe, the bounds checks where they are on.
fn warn_missing_checks(args: &Args, runtime: &Runtime, program: &oclvk::runner::Program) {
    let wanted = runtime.checks();
    let has = program.reflection().checks.clone().unwrap_or_default();
    let name = args.input.display();
    if wanted.loop_limit.is_some() && has.loop_limit.is_none() {
        eprintln!(
            "oclvk: warning: '{name}' was compiled without oclvk's loop-limit check, so a work-item whose loops lavapipe cuts short (after 65,535 iterations) goes unreported; run the OpenCL C source, or compile it with --lavapipe-loop-check, to have it checked"
        );
    }
    if wanted.bounds && !has.bounds {
        eprintln!(
            "oclvk: warning: '{name}' was compiled without bounds checks, so an out-of-bounds access is not caught (on a CPU device it can crash oclvk); run the OpenCL C source, or compile it with --check-bounds, to have them"
        );
    }
}

/// Refuses two `--out` to one file (the second would overwrite the first).
fn check_out_paths(outs: &[OutSpec]) -> Result<(), Failure> {
    let name = |o: &OutSpec| match &o.target {
        oclvk::spec::ArgTarget::Name(n) => n.clone(),
        oclvk::spec::ArgTarget::Index(i) => i.to_string(),
    };
    let mut seen: Vec<(PathBuf, &OutSpec)> = Vec::new();
    for o in outs {
        let path = std::path::absolute(&o.path).unwrap_or_else(|_| o.path.clone());
        if let Some((_, first)) = seen.iter().find(|(p, _)| *p == path) {
            return Err(Failure {
                message: format!(
                    "--out {}={} and --out {}={} write the same file",
                    name(first),
                    first.path.display(),
                    name(o),
                    o.path.display()
                ),
                status: 2,
            });
        }
        seen.push((path, o));
    }
    Ok(())
}

pub fn run(args: Args) -> Result<(), Failure> {
    let Some(global) = args.global.clone() else {
        return Err(Failure {
            message: "missing the global size: pass -g X[,Y[,Z]]".into(),
            status: 2,
        });
    };
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        return Err(Failure {
            message: format!(
                "--timeout must be a positive number of seconds, not {}",
                args.timeout
            ),
            status: 2,
        });
    }
    let timeout = Duration::try_from_secs_f64(args.timeout).map_err(|_| Failure {
        message: format!(
            "--timeout {:?} is out of range: give at most {} seconds",
            args.timeout,
            u64::MAX
        ),
        status: 2,
    })?;
    let specs: Vec<ArgSpec> = args
        .args
        .iter()
        .map(|a| ArgSpec::parse(a))
        .collect::<Result<_, _>>()?;
    let outs: Vec<OutSpec> = args
        .outs
        .iter()
        .map(|o| OutSpec::parse(o))
        .collect::<Result<_, _>>()?;
    check_out_paths(&outs)?;
    let from_env = RuntimeOptions::from_env();
    let options = RuntimeOptions {
        device: args
            .device
            .as_deref()
            .map(DeviceSelector::parse)
            .or(from_env.device.clone()),
        validation: args.validation || from_env.validation,
        timeout,
        pipeline_cache: !args.no_cache,
        printf_buffer_size: args.printf_buffer.0,
        kernel_timestamps: true,
        check_bounds: match (args.check_bounds, args.no_check_bounds) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        },
        ..from_env
    };
    let size = args.printf_buffer.0;
    if !(oclvk::runner::MIN_PRINTF_BUFFER_SIZE..=oclvk::runner::MAX_PRINTF_BUFFER_SIZE)
        .contains(&size)
    {
        return Err(Failure {
            message: format!("--printf-buffer {size} is out of range: give 64 bytes to 2G",),
            status: 2,
        });
    }
    let range = NdRange {
        global: global.0,
        local: args.local.clone().map(|l| l.0),
        offset: args.offset.clone().map(|o| o.0).unwrap_or_default(),
        sub_group_size: args.sub_group_size,
    };
    let config = RunConfig {
        repeat: args.repeat,
        outputs: Some(outs.iter().map(|o| o.target.clone()).collect()),
    };
    let extension = args
        .input
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    if let (Some(target), "spv" | "wgsl") = (args.target, extension) {
        return Err(Failure {
            message: format!(
                "--target {}: '{}' is compiled already; --target compiles OpenCL C source",
                target.target().name(),
                args.input.display()
            ),
            status: 2,
        });
    }
    let portable = match args.target {
        Some(target) => Some(compile_portable(&args, target)?),
        None => None,
    };
    if let Some(output) = &portable {
        if let oclvk::naga_backend::Code::Text(wgsl) = &output.code {
            return run_wgsl(
                &args,
                &options,
                &range,
                &specs,
                &outs,
                &config,
                wgsl,
                &output.reflection,
            );
        }
    }
    if extension == "wgsl" {
        let read = |path: &std::path::Path| {
            std::fs::read_to_string(path)
                .map_err(|e| Failure::new(format!("cannot read '{}': {e}", path.display())))
        };
        let wgsl = read(&args.input)?;
        let sidecar = super::compile::sidecar_path(&args.input);
        let reflection = ModuleReflection::from_json(&read(&sidecar)?)
            .map_err(|e| Failure::new(format!("'{}': {e}", sidecar.display())))?;
        return run_wgsl(
            &args,
            &options,
            &range,
            &specs,
            &outs,
            &config,
            &wgsl,
            &reflection,
        );
    }
    // The portable SPIR-V runs through descriptors alone, as on a device without device
    // addresses.
    let options = RuntimeOptions {
        buffer_device_address: portable.is_none(),
        ..options
    };
    let runtime = Runtime::new(options)?;
    let compiled_portable = portable.is_some();
    let (words, reflection) = match portable {
        Some(oclvk::naga_backend::Output {
            code: oclvk::naga_backend::Code::Words(words),
            reflection,
        }) => (words, Some(reflection)),
        Some(_) => return Err(Failure::new("the portable target wrote no SPIR-V")),
        None => load_module(&args, &runtime)?,
    };
    let program = runtime.load_program(&words, reflection)?;
    // The portable targets have no run-time checks to miss.
    if !compiled_portable {
        warn_missing_checks(&args, &runtime, &program);
    }
    let kernel = only_kernel(&args, &program.kernel_names())?;
    let report = runtime.run_specs(&program, &kernel, &range, &specs, &config)?;
    let reflection = program.kernel(&kernel)?;
    write_outputs(&args, reflection, &report, &outs)?;
    let messages = runtime.validation_messages();
    let pipeline = if args.pipeline_info {
        Some(program.executable_info(&kernel, report.local_size)?)
    } else {
        None
    };
    print_report(
        &args,
        &kernel,
        &runtime.device().name,
        &report,
        &outs,
        pipeline.as_deref(),
    );
    if !messages.is_empty() {
        for m in &messages {
            eprintln!("oclvk: validation: {m}");
        }
        return Err(Failure::new(format!(
            "{} validation message(s)",
            messages.len()
        )));
    }
    Ok(())
}

/// The kernel `-k` names, else the module's only one.
fn only_kernel(args: &Args, names: &[&str]) -> Result<String, Failure> {
    match (&args.kernel, names) {
        (Some(k), _) => Ok(k.clone()),
        (None, [only]) => Ok(only.to_string()),
        (None, names) => Err(Failure::new(format!(
            "the module has {} kernels; choose one with -k ({})",
            names.len(),
            names.join(", ")
        ))),
    }
}

/// Writes each `--out` (the report lists outputs in parameter order; each is paired with its
/// own parameter), prints the launches' printf output (not with --json) and warns of dropped
/// printf records.
fn write_outputs(
    args: &Args,
    kernel: &oclvk::spirv::reflect::KernelReflection,
    report: &oclvk::run::RunReport,
    outs: &[OutSpec],
) -> Result<(), Failure> {
    for spec in outs {
        let param = spec.target.find(kernel)?;
        if let Some(out) = report.outputs.iter().find(|o| o.param.index == param.index) {
            out.write_as(&spec.path, spec.vec3)?;
        }
    }
    if !args.json {
        for launch in &report.launches {
            print!("{}", launch.printf.as_deref().unwrap_or_default());
        }
    }
    let dropped: u64 = report
        .launches
        .iter()
        .map(|l| l.printf_dropped as u64)
        .sum();
    if dropped > 0 {
        eprintln!(
            "oclvk: warning: the output of {dropped} printf call(s) was dropped: the printf buffer ({} bytes) is full; raise it with --printf-buffer",
            args.printf_buffer.0
        );
    }
    Ok(())
}

/// A WGSL module (`oclvk run k.wgsl`, or source with `--target wgsl`) and its reflection
/// through wgpu.
#[cfg(feature = "wgpu")]
#[allow(clippy::too_many_arguments)]
fn run_wgsl(
    args: &Args,
    options: &RuntimeOptions,
    range: &NdRange,
    specs: &[ArgSpec],
    outs: &[OutSpec],
    config: &RunConfig,
    wgsl: &str,
    reflection: &ModuleReflection,
) -> Result<(), Failure> {
    if args.pipeline_info {
        return Err(Failure::new(
            "--pipeline-info: wgpu does not report the driver's pipeline statistics; run the .cl or .spv",
        ));
    }
    if args.sub_group_size.is_some() {
        return Err(Failure::new(
            "--sub-group-size: wgpu cannot pin the sub-group size; run the .cl or .spv",
        ));
    }
    let device = oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
        .and_then(|d| d.with_printf_buffer_size(options.printf_buffer_size))
        .map_err(|e| Failure::new(e.to_string()))?;
    let names: Vec<&str> = reflection.kernels.iter().map(|k| k.name.as_str()).collect();
    let kernel = only_kernel(args, &names)?;
    let report = device
        .run_specs(wgsl, reflection, &kernel, range, specs, config)
        .map_err(|e| Failure::new(e.to_string()))?;
    let Some(reflected) = reflection.kernel(&kernel) else {
        return Err(Failure::new(format!("no kernel '{kernel}' in the module")));
    };
    write_outputs(args, reflected, &report, outs)?;
    print_report(args, &kernel, device.name(), &report, outs, None);
    Ok(())
}

/// Without wgpu in the build, WGSL cannot run.
#[cfg(not(feature = "wgpu"))]
#[allow(clippy::too_many_arguments)]
fn run_wgsl(
    _: &Args,
    _: &RuntimeOptions,
    _: &NdRange,
    _: &[ArgSpec],
    _: &[OutSpec],
    _: &RunConfig,
    _: &str,
    _: &ModuleReflection,
) -> Result<(), Failure> {
    Err(Failure::new(
        "this oclvk was built without wgpu (feature `wgpu`), so it cannot run WGSL",
    ))
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// `-cl-local-reserve=auto`: the candidates' best times and the reserve kept, or that the trial
/// needs more launches.
fn print_reserve(r: &oclvk::runner::occupancy::ReserveReport, trial_launches: usize) {
    let times: Vec<String> = r
        .times
        .iter()
        .map(|(bytes, t)| format!("{bytes} B {:.1} us", micros(*t)))
        .collect();
    let times = if times.is_empty() {
        String::new()
    } else {
        format!(" (best times: {})", times.join(", "))
    };
    match r.settled {
        Some(kept) if trial_launches > 0 => println!(
            "local reserve (auto): kept {kept} bytes after {trial_launches} trial launch(es){times}"
        ),
        Some(kept) => println!("local reserve (auto): {kept} bytes, chosen by earlier launches"),
        None => println!(
            "local reserve (auto): still trying after {trial_launches} launch(es), the last with {} bytes (a trial takes {} launches){times}",
            r.bytes, r.trial_length
        ),
    }
}

fn print_report(
    args: &Args,
    kernel: &str,
    device: &str,
    report: &oclvk::run::RunReport,
    outs: &[OutSpec],
    pipeline: Option<&[oclvk::runner::pipeline_info::ExecutableInfo]>,
) {
    let first_setup = report
        .launches
        .first()
        .map(|l| l.setup_time)
        .unwrap_or_default();
    // A `-cl-local-reserve=auto` kernel: where its trial stands after the last launch.
    let reserve = report
        .launches
        .last()
        .and_then(|l| l.local_reserve.as_ref());
    let trial_launches = report
        .launches
        .iter()
        .filter(|l| l.local_reserve.as_ref().is_some_and(|r| r.trial))
        .count();
    if args.json {
        // Every duration is a number of microseconds whose key ends in `_us` (docs/json.md).
        let stats = |t: oclvk::run::TimeStats| serde_json::json!({ "min_us": micros(t.min), "median_us": micros(t.median), "max_us": micros(t.max) });
        let kernel_time = report.kernel_time.map(stats);
        let json = serde_json::json!({
            "kernel": kernel,
            "device": device,
            "global": args.global.as_ref().map(|g| g.0.clone()),
            "local": report.local_size,
            "groups": report.groups,
            "repeat": args.repeat,
            "kernel_time": kernel_time,
            "dispatch_wall": stats(report.dispatch_time),
            "upload_wall_us": micros(report.upload_time),
            "download_wall_us": micros(report.download_time),
            "first_setup_wall_us": micros(first_setup),
            "outputs": outs.iter().map(|o| o.path.display().to_string()).collect::<Vec<_>>(),
            "printf": report.launches.iter().filter_map(|l| l.printf.clone()).collect::<Vec<_>>(),
            "printf_dropped": report.launches.iter().map(|l| l.printf_dropped as u64).sum::<u64>(),
            "pipeline": pipeline,
            "local_reserve": reserve.map(|r| serde_json::json!({
                "bytes": r.bytes,
                "settled_bytes": r.settled,
                "trial_launches": trial_launches,
                "candidates": r.times.iter().map(|(bytes, t)| serde_json::json!({ "bytes": bytes, "best_us": micros(*t) })).collect::<Vec<_>>(),
            })),
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&json).unwrap_or_default()
        );
        return;
    }
    let [lx, ly, lz] = report.local_size;
    let global = args
        .global
        .as_ref()
        .map(|g| g.0.clone())
        .unwrap_or_default();
    println!(
        "ran {kernel} on {device}: global {global:?}, local [{lx}, {ly}, {lz}], {} launch(es)",
        args.repeat
    );
    match report.kernel_time {
        Some(t) => println!(
            "kernel time: min {:.1} us, median {:.1} us, max {:.1} us",
            micros(t.min),
            micros(t.median),
            micros(t.max)
        ),
        None => println!("kernel time: not available (the device has no timestamps)"),
    }
    println!(
        "wall time: upload {:.1} us, dispatch (median) {:.1} us, download {:.1} us",
        micros(report.upload_time),
        micros(report.dispatch_time.median),
        micros(report.download_time)
    );
    // The driver's compile of the kernel, unless the pipeline cache held it (--no-cache).
    println!(
        "first launch setup (pipeline build and warm-up): {:.1} ms",
        micros(first_setup) / 1e3
    );
    if let Some(r) = reserve {
        print_reserve(r, trial_launches);
    }
    for o in outs {
        println!("wrote {}", o.path.display());
    }
    match pipeline {
        Some([]) => println!(
            "pipeline info: not available ('{device}' lacks VK_KHR_pipeline_executable_properties)"
        ),
        Some(executables) => {
            for e in executables {
                print!("{e}");
            }
        }
        None => {}
    }
}
