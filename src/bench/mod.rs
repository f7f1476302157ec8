//! `oclvk bench`: the performance suite. Each case of [`cases`] is compiled by oclvk and run on
//! Vulkan, and the same source is built and run by the platform's OpenCL ([`opencl`], loaded at
//! run time); results are checked against a CPU reference before anything is timed, then each
//! side is warmed up and timed (GPU timestamps / event profiling, median of the runs). Around
//! that: the device-to-device copy bandwidth (the stream kernels' yardstick), empty-kernel
//! launch overhead on both sides, and compile time against clang + llvm-spirv ([`compile`]).

pub mod cases;
pub mod compile;
pub mod opencl;
mod portable;
mod report;

pub use cases::Size;
pub use portable::PortableTarget;
pub use report::render_table;

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::runner::pipeline_info::ExecutableInfo;
use crate::runner::{ArgValue, Buffer, NdRange, Runtime, RuntimeOptions};
use cases::{Arg, Case, Work};
use opencl::{ClArg, OpenCl};

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    pub size: Size,
    /// Only cases whose name contains this.
    pub only: Option<String>,
    /// Timed runs per kernel and side (the median is reported); at least 1.
    pub runs: u32,
    pub warmup: u32,
    pub runtime: RuntimeOptions,
    /// Compare with the platform's OpenCL when one is found.
    pub opencl: bool,
    pub compile: bool,
    pub overhead: bool,
    /// Kernels (and copy bandwidth); false with `--compile-only`.
    pub kernels: bool,
    /// Also the diagnostic variants of [`cases::extra_names`].
    pub extras: bool,
    /// Ask the driver about each compiled kernel (VK_KHR_pipeline_executable_properties).
    pub pipeline_info: bool,
    /// oclvk side: `-cl-local-reserve` for every case, replacing the cases' own (the occupancy
    /// lever: `--local-reserve 0` gives the plain rows, `--only spmv --local-reserve 16384` one
    /// size); `None`: each case's own, `auto` where it has none.
    pub local_reserve: Option<LocalReserve>,
    /// Also run every case through this portable target, next to the default path.
    pub portable: Option<PortableTarget>,
}

impl Default for BenchOptions {
    fn default() -> Self {
        BenchOptions {
            size: Size::Full,
            only: None,
            runs: 10,
            warmup: 3,
            runtime: RuntimeOptions::default(),
            opencl: true,
            compile: true,
            overhead: true,
            kernels: true,
            extras: false,
            pipeline_info: false,
            local_reserve: None,
            portable: None,
        }
    }
}

/// The oclvk side's `-cl-local-reserve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalReserve {
    /// `-cl-local-reserve=auto`: the runner's trial picks the size per kernel.
    Auto,
    /// A fixed number of bytes (0: none).
    Bytes(u32),
}

impl std::str::FromStr for LocalReserve {
    type Err = String;

    fn from_str(text: &str) -> Result<LocalReserve, String> {
        match text {
            "auto" => Ok(LocalReserve::Auto),
            _ => text.parse().map(LocalReserve::Bytes).map_err(|_| {
                format!("'{text}' is not a number of bytes (at most 4294967295) or auto")
            }),
        }
    }
}

/// What an `auto` reserve kernel's trial found (the reserve of the timed runs).
#[derive(Clone, Debug, Default, Serialize)]
pub struct ReserveChoice {
    /// The reserve kept, in bytes (0: none).
    pub bytes: u64,
    /// Each candidate's best trial time: (bytes, microseconds).
    pub trial_us: Vec<(u64, f64)>,
}

/// One side's result for one case.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Side {
    /// Median kernel time in microseconds.
    pub median_us: Option<f64>,
    pub min_us: Option<f64>,
    /// GB/s or GFLOP/s at the median time.
    pub rate: Option<f64>,
    pub verified: bool,
    pub error: Option<String>,
    /// oclvk: the launch's local size (the runner's default where the case gives none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub local_size: Option<[u32; 3]>,
    /// oclvk with `-cl-local-reserve=auto`: the reserve its trial settled on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub local_reserve: Option<ReserveChoice>,
    /// oclvk with `--pipeline-info`: what the driver reports about the compiled kernel.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pipeline: Option<Vec<ExecutableInfo>>,
}

/// One row of the table.
#[derive(Clone, Debug, Serialize)]
pub struct KernelRow {
    pub name: String,
    pub file: String,
    pub kernel: String,
    pub global: Vec<u64>,
    /// Empty: launched without a local size (each side's default).
    pub local: Vec<u32>,
    /// "GB/s" or "GFLOP/s".
    pub unit: &'static str,
    pub oclvk: Side,
    pub opencl: Option<Side>,
    /// oclvk time / OpenCL time.
    pub ratio: Option<f64>,
    /// A diagnostic variant, left out of the geometric mean.
    pub extra: bool,
    /// The case through [`Report::portable_target`], when one was asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portable: Option<Side>,
    /// Portable time / oclvk's default-path time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portable_ratio: Option<f64>,
}

/// Empty-kernel launch overhead on one side.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Overhead {
    /// Median host time of one launch and wait (oclvk: `Runtime::launch` without kernel
    /// timestamps, the runtime's default; OpenCL: clEnqueueNDRangeKernel without an event +
    /// clFinish).
    pub latency_us: Option<f64>,
    /// oclvk only: the same with kernel timestamps on ([`RuntimeOptions::kernel_timestamps`]),
    /// as the suite's timed launches run.
    pub timed_latency_us: Option<f64>,
    /// Launches per second when many are queued before one wait.
    pub batched_per_s: Option<f64>,
    pub error: Option<String>,
    /// oclvk only: what the Vulkan calls behind a launch cost one by one.
    pub probe: Option<crate::runner::bench::OverheadProbe>,
    /// oclvk only: the empty kernel's launch along each path the runner could take.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variants: Option<crate::runner::bench::LaunchVariants>,
}

/// Everything one `oclvk bench` measured.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub size: Size,
    pub runs: u32,
    pub device: Option<String>,
    /// Whether the Vulkan device's `fma` is fused by the runner's probe (the math library's
    /// exact products then take one `fma`); `None` where the probe did not run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fused_fma: Option<bool>,
    pub opencl_device: Option<String>,
    /// Why there is no OpenCL column, when there is none.
    pub opencl_note: Option<String>,
    /// vkCmdCopyBuffer bandwidth (read + write bytes per second), GB/s.
    pub copy_gbps: Option<f64>,
    pub kernels: Vec<KernelRow>,
    /// Geometric mean of the oclvk / OpenCL time ratios.
    pub geomean_ratio: Option<f64>,
    pub overhead_oclvk: Option<Overhead>,
    pub overhead_opencl: Option<Overhead>,
    pub compile: Option<compile::CompileReport>,
    pub compile_error: Option<String>,
    /// The portable target each case also ran through (`--target`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portable_target: Option<PortableTarget>,
    /// Why the portable column is empty, when its host could not start.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portable_note: Option<String>,
    /// Geometric mean of the portable / default time ratios.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portable_geomean_ratio: Option<f64>,
}

impl Report {
    /// Whether every kernel verified through oclvk.
    pub fn all_verified(&self) -> bool {
        self.kernels.iter().all(|k| k.oclvk.verified)
    }
}

/// Geometric mean (None for an empty list).
pub fn geomean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let logs: f64 = values.iter().map(|v| v.ln()).sum();
    Some((logs / values.len() as f64).exp())
}

fn median(mut v: Vec<Duration>) -> Option<Duration> {
    if v.is_empty() {
        return None;
    }
    v.sort();
    Some(v[v.len() / 2])
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn rate(work: Work, t: Duration) -> f64 {
    let s = t.as_secs_f64().max(1e-12);
    match work {
        Work::Bytes(b) => b / s / 1e9,
        Work::Flops(f) => f / s / 1e9,
    }
}

fn timed_side(work: Work, times: Vec<Duration>) -> Side {
    let min = times.iter().min().copied();
    let med = median(times);
    Side {
        median_us: med.map(us),
        min_us: min.map(us),
        rate: med.map(|m| rate(work, m)),
        verified: true,
        error: None,
        local_size: None,
        local_reserve: None,
        pipeline: None,
    }
}

fn failed(error: String, verified: bool) -> Side {
    Side {
        verified,
        error: Some(error),
        ..Side::default()
    }
}

/// A case's first launch, its check, the warm-up and the timed runs: `launch` runs the case
/// once, `output` reads the case's output buffer.
fn checked_and_timed(
    case: &Case,
    opts: &BenchOptions,
    mut launch: impl FnMut() -> Result<crate::runner::LaunchStats, String>,
    output: impl Fn() -> Result<Vec<u8>, String>,
) -> Result<Side, (String, bool)> {
    let first = launch().map_err(|e| (e, false))?;
    let out = output().map_err(|e| (e, false))?;
    (case.check)(&out).map_err(|e| (format!("wrong result: {e}"), false))?;
    let local_size = first.local_size;
    let mut last = first;
    for _ in 0..opts.warmup {
        last = launch().map_err(|e| (e, false))?;
    }
    // An `auto` reserve's trial is part of the warm-up: as many more launches as it takes (each
    // trial launch is one of the trial's, so twice its length bounds it).
    let trying = |s: &crate::runner::LaunchStats| {
        s.local_reserve
            .as_ref()
            .filter(|r| r.settled.is_none())
            .map(|r| r.trial_length)
    };
    let mut extra = 0;
    while let Some(length) = trying(&last) {
        if extra >= 2 * length {
            return Err(("the local-reserve trial did not settle".into(), true));
        }
        last = launch().map_err(|e| (e, false))?;
        extra += 1;
    }
    let mut times = Vec::new();
    for _ in 0..opts.runs {
        last = launch().map_err(|e| (e, false))?;
        match last.kernel_time {
            Some(t) => times.push(t),
            None => return Err(("the device has no timestamps".into(), true)),
        }
    }
    let mut side = timed_side(case.work, times);
    side.local_size = Some(local_size);
    side.local_reserve = last.local_reserve.map(|r| ReserveChoice {
        bytes: r.bytes,
        trial_us: r.times.iter().map(|&(b, t)| (b, us(t))).collect(),
    });
    Ok(side)
}

/// Runs one case through oclvk: build, first launch, check, warm-up, timed runs.
fn run_oclvk(rt: &Runtime, case: &Case, opts: &BenchOptions) -> Side {
    let result = (|| -> Result<Side, (String, bool)> {
        let src = cases::source(case.file).ok_or((format!("no source {}", case.file), false))?;
        let mut options =
            crate::build_options::parse(&format!("-cl-std={}", cases::cl_std(case.file)))
                .map_err(|e| (e.to_string(), false))?;
        match opts
            .local_reserve
            .or(case.local_reserve.map(LocalReserve::Bytes))
            .unwrap_or(LocalReserve::Auto)
        {
            LocalReserve::Auto => options.backend.local_reserve_auto = true,
            LocalReserve::Bytes(n) => options.backend.local_reserve_bytes = n,
        }
        options.apply_checks(rt.checks());
        let mut module = crate::compile_source(case.file, src, &options)
            .into_result()
            .map_err(|e| (e.to_string(), false))?;
        if case.unfused_fma {
            // Unset, the constant keeps its default: Dekker's products on any device.
            module.reflection.fused_fma_spec_id = None;
        }
        let program = crate::load(rt, &module).map_err(|e| (e.to_string(), false))?;
        let buffers: Vec<Buffer> = case
            .buffers
            .iter()
            .map(|b| rt.buffer_from_bytes(b))
            .collect::<Result<_, _>>()
            .map_err(|e| (e.to_string(), false))?;
        let names: Vec<String> = (0..case.args.len()).map(|i| i.to_string()).collect();
        let args: Vec<(&str, ArgValue)> = case
            .args
            .iter()
            .zip(&names)
            .map(|(a, n)| {
                let v = match a {
                    Arg::Buf(i) => ArgValue::Buffer(&buffers[*i]),
                    Arg::Val(b) => ArgValue::Value(b.clone()),
                };
                (n.as_str(), v)
            })
            .collect();
        let mut range = NdRange::new(&case.global);
        if !case.local.is_empty() {
            range = range.with_local(&case.local);
        }
        let launch = || {
            rt.launch(&program, case.kernel, &range, &args)
                .map_err(|e| e.to_string())
        };
        let output = || buffers[case.output].read_bytes().map_err(|e| e.to_string());
        let mut side = checked_and_timed(case, opts, launch, output)?;
        if opts.pipeline_info {
            side.pipeline = Some(
                program
                    .executable_info(case.kernel, side.local_size.unwrap_or_default())
                    .map_err(|e| (e.to_string(), true))?,
            );
        }
        Ok(side)
    })();
    result.unwrap_or_else(|(e, v)| failed(e, v))
}

/// Runs one case through OpenCL, the same way.
fn run_opencl(cl: &OpenCl, case: &Case, opts: &BenchOptions) -> Side {
    let result = (|| -> Result<Side, (String, bool)> {
        let src = cases::source(case.file).ok_or((format!("no source {}", case.file), false))?;
        let e = |e: opencl::ClError| (e.to_string(), false);
        let program = cl
            .build(case.file, src, cases::cl_std(case.file))
            .map_err(e)?;
        let kernel = program.kernel(case.kernel).map_err(e)?;
        let buffers: Vec<_> = case
            .buffers
            .iter()
            .map(|b| cl.buffer(b))
            .collect::<Result<_, _>>()
            .map_err(e)?;
        let args: Vec<ClArg> = case
            .args
            .iter()
            .map(|a| match a {
                Arg::Buf(i) => ClArg::Buffer(&buffers[*i]),
                Arg::Val(b) => ClArg::Bytes(b.clone()),
            })
            .collect();
        kernel.set_args(&args).map_err(e)?;
        let global: Vec<usize> = case.global.iter().map(|&g| g as usize).collect();
        let local: Vec<usize> = case.local.iter().map(|&l| l as usize).collect();
        kernel.run_timed(&global, &local).map_err(e)?;
        let out = buffers[case.output].read().map_err(e)?;
        (case.check)(&out).map_err(|e| (format!("wrong result: {e}"), false))?;
        for _ in 0..opts.warmup {
            kernel.run_timed(&global, &local).map_err(e)?;
        }
        let mut times = Vec::new();
        for _ in 0..opts.runs {
            times.push(kernel.run_timed(&global, &local).map_err(e)?);
        }
        Ok(timed_side(case.work, times))
    })();
    result.unwrap_or_else(|(e, v)| failed(e, v))
}

const BATCH: u32 = 1000;
const LATENCY_RUNS: usize = 200;

/// Median host time of one empty-kernel launch and wait on `rt`.
fn launch_latency(rt: &Runtime) -> Result<Option<f64>, crate::Error> {
    let src = cases::source("empty.cl").unwrap_or_default();
    let program = crate::build_program(rt, "empty.cl", src, &Default::default())?;
    let buf = rt.create_buffer(256)?;
    let args = [("a", ArgValue::Buffer(&buf))];
    let range = NdRange::d1(64).with_local(&[64]);
    let mut times = Vec::new();
    for i in 0..LATENCY_RUNS + 20 {
        let t = Instant::now();
        rt.launch(&program, "empty", &range, &args)?;
        if i >= 20 {
            times.push(t.elapsed());
        }
    }
    Ok(median(times).map(us))
}

/// The empty kernel's launch along each path of [`crate::runner::bench::LaunchVariants`],
/// compiled without the device's run-time checks (it has no loop and no access to check), whose
/// per-launch check buffer would keep its command buffer from being re-used on lavapipe.
fn launch_variants(rt: &Runtime) -> Result<crate::runner::bench::LaunchVariants, crate::Error> {
    let src = cases::source("empty.cl").unwrap_or_default();
    let module = crate::compile_source("empty.cl", src, &Default::default()).into_result()?;
    let program = crate::load(rt, &module)?;
    let buf = rt.create_buffer(256)?;
    let args = [("a", ArgValue::Buffer(&buf))];
    let range = NdRange::d1(64).with_local(&[64]);
    Ok(rt.launch_variants(&program, "empty", &range, &args, LATENCY_RUNS)?)
}

/// Launch overhead through `rt` (the suite's runtime, which writes kernel timestamps) and through
/// a runtime made from `options` as given (without timestamps unless they ask for them: the like
/// of OpenCL's enqueue without an event).
fn overhead_oclvk(rt: &Runtime, options: &RuntimeOptions) -> Overhead {
    let result = (|| -> Result<Overhead, crate::Error> {
        let timed_latency_us = launch_latency(rt)?;
        let plain = Runtime::new(options.clone())?;
        let latency_us = launch_latency(&plain)?;
        let variants = launch_variants(&plain)?;
        drop(plain);
        let src = cases::source("empty.cl").unwrap_or_default();
        let program = crate::build_program(rt, "empty.cl", src, &Default::default())?;
        let buf = rt.create_buffer(256)?;
        let args = [("a", ArgValue::Buffer(&buf))];
        let range = NdRange::d1(64).with_local(&[64]);
        rt.launch_batch(&program, "empty", &range, &args, BATCH)?;
        let b = rt.launch_batch(&program, "empty", &range, &args, BATCH)?;
        Ok(Overhead {
            latency_us,
            timed_latency_us,
            batched_per_s: Some(BATCH as f64 / b.wall_time.as_secs_f64()),
            error: None,
            probe: rt.overhead_probe().ok(),
            variants: Some(variants),
        })
    })();
    result.unwrap_or_else(|e| Overhead {
        error: Some(e.to_string()),
        ..Overhead::default()
    })
}

fn overhead_opencl(cl: &OpenCl) -> Overhead {
    let result = (|| -> Result<Overhead, opencl::ClError> {
        let src = cases::source("empty.cl").unwrap_or_default();
        let program = cl.build("empty.cl", src, "CL1.2")?;
        let kernel = program.kernel("empty")?;
        let buf = cl.buffer(&[0u8; 256])?;
        kernel.set_args(&[ClArg::Buffer(&buf)])?;
        let (g, l) = ([64usize], [64usize]);
        let mut times = Vec::new();
        for i in 0..LATENCY_RUNS + 20 {
            let t = Instant::now();
            kernel.enqueue_plain(&g, &l)?;
            cl.finish()?;
            if i >= 20 {
                times.push(t.elapsed());
            }
        }
        let mut batch = Duration::ZERO;
        for _ in 0..2 {
            let t = Instant::now();
            for _ in 0..BATCH {
                kernel.enqueue_plain(&g, &l)?;
            }
            cl.finish()?;
            batch = t.elapsed();
        }
        Ok(Overhead {
            latency_us: median(times).map(us),
            timed_latency_us: None,
            batched_per_s: Some(BATCH as f64 / batch.as_secs_f64()),
            error: None,
            probe: None,
            variants: None,
        })
    })();
    result.unwrap_or_else(|e| Overhead {
        error: Some(e.to_string()),
        ..Overhead::default()
    })
}

/// Median vkCmdCopyBuffer bandwidth in GB/s (bytes read + written).
fn copy_bandwidth(rt: &Runtime, size: Size) -> Option<f64> {
    let bytes: u64 = if size == Size::Full {
        256 << 20
    } else {
        1 << 20
    };
    let times: Vec<Duration> = rt
        .copy_times(bytes, 13)
        .ok()?
        .into_iter()
        .flatten()
        .collect();
    let t = median(times.into_iter().skip(3).collect())?;
    Some(2.0 * bytes as f64 / t.as_secs_f64() / 1e9)
}

/// Runs the suite. Progress goes to `log` (one line per step) so long runs show life.
pub fn run(opts: &BenchOptions, log: &mut dyn FnMut(&str)) -> Report {
    let mut report = Report {
        size: opts.size,
        runs: opts.runs,
        device: None,
        fused_fma: None,
        opencl_device: None,
        opencl_note: None,
        copy_gbps: None,
        kernels: Vec::new(),
        geomean_ratio: None,
        overhead_oclvk: None,
        overhead_opencl: None,
        compile: None,
        compile_error: None,
        portable_target: opts.portable,
        portable_note: None,
        portable_geomean_ratio: None,
    };
    let opts = &BenchOptions {
        runs: opts.runs.max(1),
        ..opts.clone()
    };
    if opts.kernels || opts.overhead {
        // The suite's times are the runner's GPU timestamps.
        let timed = RuntimeOptions {
            kernel_timestamps: true,
            ..opts.runtime.clone()
        };
        let rt = match Runtime::new(timed) {
            Ok(rt) => Some(rt),
            Err(e) => {
                report.opencl_note = Some(format!("no Vulkan device: {e}"));
                None
            }
        };
        let cl = if opts.opencl {
            match OpenCl::new() {
                Ok(cl) => Some(cl),
                Err(e) => {
                    report.opencl_note = Some(format!("oclvk alone: {e}"));
                    None
                }
            }
        } else {
            report.opencl_note = Some("OpenCL comparison disabled".into());
            None
        };
        report.opencl_device = cl.as_ref().map(|c| c.name.clone());
        let portable = match opts.portable.filter(|_| opts.kernels) {
            Some(target) => match portable::PortableHost::new(target, &opts.runtime) {
                Ok(host) => Some((target, host)),
                Err(e) => {
                    report.portable_note = Some(format!("no {} host: {e}", target.name()));
                    None
                }
            },
            None => None,
        };
        if let Some(rt) = &rt {
            report.device = Some(rt.device().name.clone());
            if opts.kernels {
                report.fused_fma = rt.fused_fma().ok();
                report.copy_gbps = copy_bandwidth(rt, opts.size);
                let mut names: Vec<(String, bool)> = cases::case_names(opts.size)
                    .into_iter()
                    .map(|n| (n, false))
                    .collect();
                if opts.extras {
                    names.extend(cases::extra_names(opts.size).into_iter().map(|n| (n, true)));
                }
                for (name, extra) in names {
                    if opts
                        .only
                        .as_ref()
                        .is_some_and(|o| !name.contains(o.as_str()))
                    {
                        continue;
                    }
                    log(&format!("bench: {name}"));
                    let Some(case) = cases::build_case(&name, opts.size) else {
                        continue;
                    };
                    let oclvk = run_oclvk(rt, &case, opts);
                    let opencl = cl.as_ref().map(|cl| run_opencl(cl, &case, opts));
                    let portable = portable
                        .as_ref()
                        .map(|(target, host)| host.run_case(*target, &case, opts));
                    let portable_ratio =
                        match (portable.as_ref().and_then(|s| s.median_us), oclvk.median_us) {
                            (Some(p), Some(d)) if d > 0.0 => Some(p / d),
                            _ => None,
                        };
                    let ratio = match (&oclvk.median_us, opencl.as_ref().and_then(|s| s.median_us))
                    {
                        (Some(a), Some(b)) if b > 0.0 => Some(a / b),
                        _ => None,
                    };
                    report.kernels.push(KernelRow {
                        name: case.name.clone(),
                        file: case.file.to_string(),
                        kernel: case.kernel.to_string(),
                        global: case.global.clone(),
                        local: case.local.clone(),
                        unit: match case.work {
                            Work::Bytes(_) => "GB/s",
                            Work::Flops(_) => "GFLOP/s",
                        },
                        oclvk,
                        opencl,
                        ratio,
                        extra,
                        portable,
                        portable_ratio,
                    });
                }
                let ratios: Vec<f64> = report
                    .kernels
                    .iter()
                    .filter(|k| !k.extra)
                    .filter_map(|k| k.ratio)
                    .collect();
                report.geomean_ratio = geomean(&ratios);
                let portable_ratios: Vec<f64> = report
                    .kernels
                    .iter()
                    .filter(|k| !k.extra)
                    .filter_map(|k| k.portable_ratio)
                    .collect();
                report.portable_geomean_ratio = geomean(&portable_ratios);
            }
            if opts.overhead {
                log("bench: launch overhead");
                report.overhead_oclvk = Some(overhead_oclvk(rt, &opts.runtime));
                report.overhead_opencl = cl.as_ref().map(overhead_opencl);
            }
        }
    }
    if opts.compile {
        log("bench: compile time");
        match compile::compare(5) {
            Ok(c) => report.compile = Some(c),
            Err(e) => report.compile_error = Some(e),
        }
    }
    report
}
