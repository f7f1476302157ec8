//! Compile-time comparison: oclvk's in-process compile of each file against
//! `clang-15 --target=spirv64 -emit-llvm` followed by `llvm-spirv-15`, the LLVM route to the same
//! SPIR-V. Runs without a GPU (`oclvk bench --compile-only`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use serde::Serialize;

/// One file's compile times.
#[derive(Clone, Debug, Serialize)]
pub struct CompileRow {
    pub file: String,
    /// oclvk, in process, source to SPIR-V words (best of the runs).
    pub oclvk_ms: f64,
    /// `oclvk compile FILE -o OUT` as a process, like the clang route (best of the runs); `None`
    /// when the running program is not the oclvk CLI.
    pub oclvk_cli_ms: Option<f64>,
    /// clang + llvm-spirv, as processes (best of the runs); `None` when they failed.
    pub clang_ms: Option<f64>,
    /// clang_ms / oclvk_ms.
    pub speedup: Option<f64>,
    /// clang_ms / oclvk_cli_ms.
    pub speedup_cli: Option<f64>,
    /// Why the clang route gave no time.
    pub clang_error: Option<String>,
    pub oclvk_error: Option<String>,
}

/// What linking the math library costs a command-line compile (issue #19): `oclvk compile` of
/// [`MATH_KERNEL`] against [`PLAIN_KERNEL`], each a process, so that each reads the library
/// back as a command-line compile does (in process, the second compile finds it remembered).
#[derive(Clone, Debug, Serialize)]
pub struct MathCost {
    /// `oclvk compile` of the plain kernel (best of the runs).
    pub plain_cli_ms: f64,
    /// `oclvk compile` of the math kernel (best of the runs).
    pub math_cli_ms: f64,
    /// math_cli_ms / plain_cli_ms.
    pub ratio: f64,
}

/// The whole comparison.
#[derive(Clone, Debug, Serialize)]
pub struct CompileReport {
    pub clang: String,
    pub llvm_spirv: String,
    pub rows: Vec<CompileRow>,
    /// Geometric mean of the speedups (in process).
    pub geomean_speedup: Option<f64>,
    /// Geometric mean of the process-to-process speedups.
    pub geomean_speedup_cli: Option<f64>,
    /// The math kernel's command-line compile against the plain one's; `None` when the running
    /// program is not the oclvk CLI or a compile failed (`math_cost_error`).
    pub math_cost: Option<MathCost>,
    pub math_cost_error: Option<String>,
}

/// A kernel calling `sin`, `exp` and `pow` on floats: its compile links the math library
/// functions those reach (53 of them).
pub const MATH_KERNEL: &str =
    "kernel void math(global const float *a, global const float *b, global float *out)
{
    size_t i = get_global_id(0);
    out[i] = sin(a[i]) + exp(b[i]) + pow(a[i], b[i]);
}
";

/// Vector addition (`examples/vadd.cl`): a compile that links no library function.
pub const PLAIN_KERNEL: &str =
    "kernel void vadd(global const float *a, global const float *b, global float *c)
{
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}
";

/// [`MathCost`] through the CLI `exe`: `runs` compiles of each kernel, alternating so that the
/// machine's load falls on both alike, best of each kept.
fn math_cost(exe: &Path, scratch: &Path, runs: u32) -> Result<MathCost, String> {
    let write = |name: &str, text: &str| {
        let p = scratch.join(name);
        std::fs::write(&p, text).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        Ok::<_, String>(p)
    };
    let plain = write("math_cost_plain.cl", PLAIN_KERNEL)?;
    let math = write("math_cost_math.cl", MATH_KERNEL)?;
    let out = scratch.join("math_cost.spv");
    let compile = |file: &Path| {
        let t = Instant::now();
        run_tool(
            Command::new(exe)
                .arg("compile")
                .arg(file)
                .arg("-o")
                .arg(&out),
        )?;
        Ok::<_, String>(t.elapsed())
    };
    let (mut plain_best, mut math_best) = (Duration::MAX, Duration::MAX);
    for _ in 0..runs {
        plain_best = plain_best.min(compile(&plain)?);
        math_best = math_best.min(compile(&math)?);
    }
    let plain_cli_ms = plain_best.as_secs_f64() * 1e3;
    let math_cli_ms = math_best.as_secs_f64() * 1e3;
    Ok(MathCost {
        plain_cli_ms,
        math_cli_ms,
        ratio: math_cli_ms / plain_cli_ms,
    })
}

fn best<T>(runs: u32, mut f: impl FnMut() -> Result<T, String>) -> Result<Duration, String> {
    let mut best = Duration::MAX;
    for _ in 0..runs {
        let t = Instant::now();
        f()?;
        best = best.min(t.elapsed());
    }
    Ok(best)
}

fn tool(var: &str, default: &str) -> String {
    std::env::var(var)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_string())
}

fn run_tool(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("{:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(format!(
            "{:?} failed: {}",
            cmd.get_program(),
            err.lines().next().unwrap_or("")
        ))
    }
}

fn clang_route(clang: &str, llvm_spirv: &str, file: &Path, work: &Path) -> Result<(), String> {
    let bc = work.join("out.bc");
    let spv = work.join("out.spv");
    // -O0: llvm-spirv-15 cannot translate the `freeze` that -O1/-O2 produce for some kernels,
    // and -O0 is also clang's fastest setting.
    run_tool(
        Command::new(clang)
            .args([
                "-c",
                "-O0",
                "-cl-std=CL1.2",
                "--target=spirv64",
                "-emit-llvm",
                "-o",
            ])
            .arg(&bc)
            .arg(file),
    )?;
    run_tool(Command::new(llvm_spirv).arg(&bc).arg("-o").arg(&spv))
}

/// The files compared: the suite's sources (written to a scratch directory) and the project's
/// `examples/*.cl` where the source tree is present.
fn files(scratch: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for (name, text) in super::cases::SOURCES {
        let p = scratch.join(name);
        std::fs::write(&p, text).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        out.push(p);
    }
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    if let Ok(dir) = std::fs::read_dir(&examples) {
        let mut ex: Vec<PathBuf> = dir
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "cl"))
            .collect();
        ex.sort();
        out.extend(ex);
    }
    Ok(out)
}

/// Times every file both ways (`runs` times each, best kept).
pub fn compare(runs: u32) -> Result<CompileReport, String> {
    let clang = tool("OCLVK_BENCH_CLANG", "clang-15");
    let llvm_spirv = tool("OCLVK_BENCH_LLVM_SPIRV", "llvm-spirv-15");
    let scratch = std::env::temp_dir().join(format!("oclvk-bench-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    let cli = std::env::current_exe().ok().filter(|p| {
        p.file_stem()
            .is_some_and(|s| s.to_string_lossy().starts_with("oclvk"))
    });
    let mut rows = Vec::new();
    for file in files(&scratch)? {
        let cli_t = cli.as_ref().and_then(|exe| {
            best(runs, || {
                run_tool(
                    Command::new(exe)
                        .arg("compile")
                        .arg(&file)
                        .arg("-o")
                        .arg(scratch.join("cli.spv")),
                )
            })
            .ok()
        });
        let oclvk_cli_ms = cli_t.map(|d| d.as_secs_f64() * 1e3);
        let options = crate::CompileOptions::default();
        let oclvk = best(runs, || {
            let c = crate::compile_file(&file, &options);
            c.into_result().map(|_| ()).map_err(|e| e.to_string())
        });
        let clang_t = best(runs, || clang_route(&clang, &llvm_spirv, &file, &scratch));
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let oclvk_ms = oclvk
            .as_ref()
            .map(|d| d.as_secs_f64() * 1e3)
            .unwrap_or(f64::NAN);
        let clang_ms = clang_t.as_ref().ok().map(|d| d.as_secs_f64() * 1e3);
        rows.push(CompileRow {
            file: name,
            oclvk_ms,
            clang_ms,
            speedup: clang_ms.filter(|_| oclvk.is_ok()).map(|c| c / oclvk_ms),
            speedup_cli: clang_ms.zip(oclvk_cli_ms).map(|(c, o)| c / o),
            oclvk_cli_ms,
            clang_error: clang_t.err(),
            oclvk_error: oclvk.err(),
        });
    }
    // More runs than the table's: the two differ by a fraction of a millisecond.
    let math = cli.as_ref().map(|exe| math_cost(exe, &scratch, 20));
    let _ = std::fs::remove_dir_all(&scratch);
    let speedups: Vec<f64> = rows.iter().filter_map(|r| r.speedup).collect();
    let cli_speedups: Vec<f64> = rows.iter().filter_map(|r| r.speedup_cli).collect();
    Ok(CompileReport {
        geomean_speedup_cli: super::geomean(&cli_speedups),
        clang,
        llvm_spirv,
        geomean_speedup: super::geomean(&speedups),
        rows,
        math_cost_error: math.as_ref().and_then(|m| m.as_ref().err().cloned()),
        math_cost: math.and_then(Result::ok),
    })
}
