//! The worker: runs a range of seeds through oclvk, the OpenCL platform and the host evaluator
//! in this process, reduces what disagrees, and tells the supervisor (`main.rs`) how each seed
//! went, one `fuzz: ...` line on standard output per event, so that a program that hangs or
//! crashes the process costs only itself.

use super::opencl::{ClArg, Platform};
use super::{eval, gen, print, reduce, tree};
use oclvk::naga_backend::Code;
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use oclvk::spirv::reflect::{ModuleReflection, Target};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

/// Seeds whose program lavapipe runs wrongly for another reason than the 64-bit comparison
/// (see [`known_driver_bug`]): oclvk's SPIR-V is right and passes spirv-val, PoCL and
/// the host agree. Each has its reduced kernel in docs/fuzzing.md. Only on llvmpipe.
///
/// - 141: `while (x4 + (x3 != 0)) { if (++x4 > 5u) break; }` after an empty counted loop,
///   inside a `while` whose condition is a constant, exits at once.
/// - 1210: `while (v0.x) { if (++x4 > 6u) break; if (!x4) break; }` leaves after one
///   iteration (tests/random_programs/open/lavapipe-1210.cl).
/// - 14755: a helper's counted loop that `continue`s under an int/uint comparison and
///   otherwise returns from inside the loop returns the wrong value for half the work-items
///   (tests/random_programs/open/lavapipe-14755.cl).
/// - 21786, 24391 (third slice): 1210's loop with two exits (`while (c) { if (++x > 4u)
///   break; if (!x) break; }` leaves after one iteration).
/// - 22194, 27887, 29052 (third slice): returns from inside loops, as 14755
///   (tests/random_programs/open/lavapipe-22194.cl, -27887.cl, -29052.cl).
/// - 23624 (third slice): `round` before a barrier loses the result's exponent
///   (tests/random_programs/open/lavapipe-23624.cl).
const LLVMPIPE_OTHER: &[u64] = &[141, 1210, 14755, 21786, 22194, 23624, 24391, 27887, 29052];

/// [`LLVMPIPE_OTHER`] for the portable flavours' programs (both: they share the draws here).
///
/// - 442: a helper's `while` that always `continue`s until it breaks returns from the inner
///   loop it never enters, on every target (tests/random_programs/open/lavapipe-wgsl-442.cl;
///   14755's class).
/// - 472: `while (x7 + (0xfe || 0)) { if (++x7 > 6u) break; }` leaves at once, on every
///   target (tests/random_programs/open/lavapipe-portable-472.cl; 141's class).
const LLVMPIPE_OTHER_PORTABLE: &[u64] = &[442, 472];

/// [`LLVMPIPE_OTHER`] for the `portable32` programs through `glsl` alone (lavapipe runs the
/// same program right through the other targets, whose modules shape the loop differently).
///
/// - 1945: `while (x6 + 1) { if (++x6 > 4u) break; }`, which naga writes as a `while (true)`
///   with two exits and glslangValidator translates plainly, leaves at once
///   (tests/random_programs/open/lavapipe-glsl-1945.cl; 1210's class).
const LLVMPIPE_OTHER_GLSL: &[u64] = &[1945];

/// Seeds of the portable flavours whose pipeline NVIDIA's Vulkan driver (580, H100) takes
/// minutes to build: a loop leaving when its counter equals a constant of some thousands and,
/// earlier, by a second exit makes the build time grow with the constant, on every target
/// (tests/random_programs/open/nvidia-453-slow-build.cl; NVIDIA's OpenCL builds it in under a
/// second). The output is right once it runs; the supervisor stops waiting first.
///
/// - 453 (`portable32` through wgsl and `vulkan1.2-portable`): its helper's
///   `while (x1 != 0x15a1 * 3) { if (++x1 > 5u) break; ... }`.
const NVIDIA_SLOW_BUILDS_PORTABLE: &[u64] = &[453];

/// Whether a program that made no progress while oclvk ran it (`phase oclvk`) on `devices` (the
/// worker's `devices` line) is a listed slow pipeline build of NVIDIA's driver.
pub fn known_slow_build(devices: &str, flavour: tree::Flavour, seed: u64) -> bool {
    devices.contains("NVIDIA") && flavour.portable() && NVIDIA_SLOW_BUILDS_PORTABLE.contains(&seed)
}

/// Seeds of the portable flavours whose pipeline NVIDIA's Vulkan driver (580, H100) crashes
/// building: the process dies with SIGSEGV inside the driver's SPIR-V compiler
/// (`libnvidia-gpucomp.so`) under `vkCreateComputePipelines`, on every target, for a module
/// spirv-val accepts; lavapipe runs it and agrees with the host
/// (tests/random_programs/open/nvidia-1431-crash.cl and its reduction, docs/fuzzing.md).
///
/// - 1431 (`portable32` through wgsl, and through `vulkan1.2-portable`).
const NVIDIA_COMPILER_CRASHES_PORTABLE: &[u64] = &[1431];

/// Whether a program whose worker died with SIGSEGV while oclvk ran it (`phase oclvk`) on
/// `devices` is a listed crash of NVIDIA's shader compiler.
pub fn known_compiler_crash(devices: &str, flavour: tree::Flavour, seed: u64) -> bool {
    devices.contains("NVIDIA")
        && flavour.portable()
        && NVIDIA_COMPILER_CRASHES_PORTABLE.contains(&seed)
}

/// Third-slice seeds whose program NVIDIA's Vulkan driver (580, H100) gets wrong in a way oclvk
/// has no workaround for: the module passes spirv-val, lavapipe, PoCL and the host agree, and the
/// variants tried are in tests/random_programs/open/ (`nvidia-open.sh`, docs/fuzzing.md). Only on
/// NVIDIA devices.
///
/// None now: 136 (a `local` value read as 0 by some work-items) and 1844 (a pipeline the driver
/// failed to build) run right since floats convert to 64-bit integers through the library (136's
/// cause; 1844's program changed with it, and its reduced kernel, open/nvidia-1844.cl, still
/// fails to build there).
const NVIDIA_OTHER: &[u64] = &[];

/// Whether a program where oclvk disagrees with the host is a known bug: on a portable target
/// the dropped rounding mode of float-to-integer conversions (if the program agrees with each
/// such conversion's rounding done by `rint`/`trunc`/`ceil`/`floor` first), or a listed driver bug: one of
/// [`NVIDIA_OTHER`] on NVIDIA, or on llvmpipe one of [`LLVMPIPE_OTHER`] or the known miscompile
/// (lavapipe, Mesa 22.3, LLVM 15): a comparison of a widened 32-bit (or narrower) value with
/// a 64-bit constant, such as `(long)x < 254L`, comes out wrong whatever `x` is; oclvk's
/// SPIR-V is right (docs/fuzzing.md has the reduced kernels). It does if the same program with
/// an opaque zero added to every 64-bit comparison's operands agrees with the host. On every
/// other device each program must agree as it is. (The lists hold seeds, whichever slice's
/// generator runs them: a listed seed is excused on its device under every slice.)
fn known_driver_bug(
    device: &str,
    prog: &tree::Program,
    inp: &[u32],
    host: &[u64],
    rt: &Oclvk,
) -> Option<&'static str> {
    let agrees_as =
        |source: String| run_oclvk_source(&source, prog, inp, rt).is_ok_and(|out| out == host);
    let explicit = print::print_with_explicit_float_rounding(prog);
    if rt.target.is_portable() && explicit != print::print(prog) && agrees_as(explicit) {
        // Known (being fixed in naga-backend); recognised so that a run finds what else is wrong.
        return Some("the portable target drops a float conversion's rounding mode");
    }
    // The lists hold seeds of one flavour's programs.
    let listed = |seeds: &[u64]| prog.flavour == tree::Flavour::Full && seeds.contains(&prog.seed);
    let listed_portable = prog.flavour.portable() && LLVMPIPE_OTHER_PORTABLE.contains(&prog.seed)
        || rt.target == FuzzTarget::Glsl && LLVMPIPE_OTHER_GLSL.contains(&prog.seed);
    if device.contains("NVIDIA") {
        listed(NVIDIA_OTHER).then_some("NVIDIA: a listed seed")
    } else if !device.contains("llvmpipe") {
        None
    } else if listed(LLVMPIPE_OTHER) || listed_portable {
        Some("llvmpipe: a listed seed")
    } else {
        agrees_as(print::print_with_opaque_64bit_compares(prog))
            .then_some("llvmpipe: a widened value compared with a 64-bit constant")
    }
}

/// One line to the supervisor, flushed at once (it watches for progress).
pub fn tell(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "fuzz: {line}");
    let _ = out.flush();
}

/// The input buffer of a seed: `tree::INPUT_LEN` words, with small and extreme values mixed in,
/// then one zero (which only [`print::print_with_opaque_64bit_compares`] reads).
pub fn input(seed: u64) -> Vec<u32> {
    let mut rng = gen::Rng::new(seed ^ 0x5EED_1234_ABCD_0001);
    (0..tree::INPUT_LEN)
        .map(|_| match rng.below(4) {
            0 => rng.below(16) as u32,
            1 => [0, 1, u32::MAX, 0x8000_0000, 0x7FFF_FFFF, 0xFF, 0x80, 0xFFFF][rng.below(8)],
            _ => rng.next() as u32,
        })
        .chain([0])
        .collect()
}

fn words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

/// A run's outputs as the evaluator gives them: every work-item's hash, then the global
/// counters (the `uint`s after the work-items' scratch words).
fn outputs(prog: &tree::Program, out: &[u8], scratch: &[u8]) -> Vec<u64> {
    let mut all = if prog.flavour.narrow() {
        out.chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")) as u64)
            .collect()
    } else {
        words(out)
    };
    let counters = &scratch[prog.work_items() * prog.scratch_words * 8..];
    all.extend(
        counters
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")) as u64),
    );
    all
}

/// The oclvk target the programs run through (`OCLVK_FUZZ_TARGET`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuzzTarget {
    /// `vulkan1.2`, device addresses: oclvk's runner.
    Default,
    /// `vulkan1.2-portable`: oclvk's runner with `bufferDeviceAddress` switched off.
    Vulkan12Portable,
    /// `wgsl`: wgpu's Vulkan backend (`oclvk::wgpu_run`).
    Wgsl,
    /// `glsl`: the kernel's shader compiled by glslangValidator, run as `vulkan1.2-portable`.
    Glsl,
    /// `msl` and `hlsl`: compiled only (naga's validation inside oclvk); nothing runs them here.
    Msl,
    Hlsl,
}

impl FuzzTarget {
    pub fn parse(text: &str) -> Option<FuzzTarget> {
        match text {
            "" | "vulkan1.2" => Some(FuzzTarget::Default),
            "vulkan1.2-portable" => Some(FuzzTarget::Vulkan12Portable),
            "wgsl" => Some(FuzzTarget::Wgsl),
            "glsl" => Some(FuzzTarget::Glsl),
            "msl" => Some(FuzzTarget::Msl),
            "hlsl" => Some(FuzzTarget::Hlsl),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            FuzzTarget::Default => "vulkan1.2",
            FuzzTarget::Vulkan12Portable => "vulkan1.2-portable",
            FuzzTarget::Wgsl => "wgsl",
            FuzzTarget::Glsl => "glsl",
            FuzzTarget::Msl => "msl",
            FuzzTarget::Hlsl => "hlsl",
        }
    }
    pub fn is_portable(self) -> bool {
        self != FuzzTarget::Default
    }
    /// Whether the target's output runs here: MSL and HLSL are only compiled.
    pub fn runs(self) -> bool {
        !matches!(self, FuzzTarget::Msl | FuzzTarget::Hlsl)
    }
    /// The programs generated for the target unless `OCLVK_FUZZ_FLAVOUR` says otherwise: only
    /// what it can express, so that the run exercises what it supports.
    pub fn flavour(self) -> tree::Flavour {
        match self {
            FuzzTarget::Default => tree::Flavour::Full,
            FuzzTarget::Vulkan12Portable | FuzzTarget::Msl | FuzzTarget::Hlsl => {
                tree::Flavour::Portable
            }
            // GLSL has no 64-bit integers either.
            FuzzTarget::Wgsl | FuzzTarget::Glsl => tree::Flavour::Portable32,
        }
    }
}

/// Where oclvk runs the programs: the target, the runner (for the SPIR-V targets; without
/// device addresses for the portable ones, GLSL's included) and wgpu for WGSL.
pub struct Oclvk {
    pub target: FuzzTarget,
    rt: Runtime,
    /// Where the glsl target's shaders are compiled by glslangValidator (one per worker).
    glsl_dir: Option<std::path::PathBuf>,
    #[cfg(feature = "wgpu")]
    wgpu: Option<oclvk::wgpu_run::WgpuDevice>,
}

impl Oclvk {
    fn new(target: FuzzTarget, timeout: Duration) -> Result<Oclvk, String> {
        let options = RuntimeOptions {
            validation: true,
            buffer_device_address: target == FuzzTarget::Default,
            timeout,
            ..RuntimeOptions::from_env()
        };
        let rt = Runtime::new(options.clone()).map_err(|e| e.to_string())?;
        #[cfg(feature = "wgpu")]
        let wgpu = match target {
            FuzzTarget::Wgsl => Some(
                oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
                    .map_err(|e| e.to_string())?,
            ),
            _ => None,
        };
        #[cfg(not(feature = "wgpu"))]
        if target == FuzzTarget::Wgsl {
            return Err("the wgsl target runs through wgpu: build with the 'wgpu' feature".into());
        }
        Ok(Oclvk {
            target,
            rt,
            glsl_dir: (target == FuzzTarget::Glsl).then(|| {
                super::common::scratch(&format!("random_programs_glsl_{}", std::process::id()))
            }),
            #[cfg(feature = "wgpu")]
            wgpu,
        })
    }
}

/// Why a program has no outputs from oclvk.
#[derive(Clone, Debug)]
pub enum NoRun {
    /// A portable target refuses a construct it cannot express, with a diagnostic naming the
    /// target (README's feature table): the diagnostic's first line.
    Refused(String),
    /// MSL or HLSL, written and validated by naga inside oclvk: nothing runs it here.
    CompiledOnly,
    /// Anything else: a compiler error or panic, glslangValidator refusing the GLSL, a load,
    /// launch or validation error. On the default target every one is oclvk's.
    Failed(String),
}

/// Runs the program through oclvk: its outputs, or why there are none.
fn run_oclvk(prog: &tree::Program, inp: &[u32], rt: &Oclvk) -> Result<Vec<u64>, NoRun> {
    run_oclvk_source(&print::print(prog), prog, inp, rt)
}

/// A compiled program: SPIR-V for the runner (GLSL's through glslangValidator), WGSL for
/// wgpu, or MSL or HLSL text, which nothing runs here.
enum Compiled {
    Spirv(oclvk::spirv::Output),
    Wgsl(String, ModuleReflection),
    Text,
}

/// Compiles `source` for the target: a refusal is a diagnostic error naming the target that
/// is not an internal error (those are oclvk's, as every other error and a panic are).
fn compile(source: &str, prog: &tree::Program, oclvk: &Oclvk) -> Result<Compiled, NoRun> {
    // The failure carries the message: the default hook would print it again at every step of
    // the reduction (the worker runs one program at a time, so the hook is its own meanwhile).
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let compiled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        compile_unguarded(source, prog, oclvk)
    }));
    std::panic::set_hook(hook);
    compiled.unwrap_or_else(|panic| {
        let why = panic
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| panic.downcast_ref::<&str>().copied())
            .unwrap_or("a panic without a message");
        Err(NoRun::Failed(format!("oclvk panics compiling it: {why}")))
    })
}

fn compile_unguarded(source: &str, prog: &tree::Program, oclvk: &Oclvk) -> Result<Compiled, NoRun> {
    let target = oclvk.target;
    let failed = |e: String| NoRun::Failed(format!("oclvk does not compile it:\n{e}"));
    let options = oclvk::build_options::parse(prog.build_options())
        .map_err(|e| NoRun::Failed(e.to_string()))?;
    let portable = match target {
        FuzzTarget::Default => {
            return oclvk::compile_source("random.cl", source, &options)
                .into_result()
                .map(Compiled::Spirv)
                .map_err(|e| failed(e.to_string()))
        }
        FuzzTarget::Vulkan12Portable => Target::Vulkan1_2Portable,
        FuzzTarget::Wgsl => Target::Wgsl,
        FuzzTarget::Glsl => Target::Glsl,
        FuzzTarget::Msl => Target::Msl,
        FuzzTarget::Hlsl => Target::Hlsl,
    };
    let portable = oclvk::naga_backend::Options {
        target: portable,
        // As `oclvk compile --target glsl --kernel fuzz`: a GLSL shader has one entry point.
        kernel: (target == FuzzTarget::Glsl).then(|| tree::KERNEL_NAME.to_string()),
        ..Default::default()
    };
    let (compilation, output) =
        oclvk::compile_source_portable("random.cl", source, &options, &portable);
    let Some(output) = output else {
        let errors: Vec<_> = compilation
            .diagnostics
            .iter()
            .filter(|d| d.severity.is_error())
            .collect();
        let text = compilation.render(oclvk::DiagnosticFormat::Text, false);
        let name = target.name();
        let refused = !errors.is_empty()
            && errors.iter().all(|d| {
                !d.message.starts_with("internal error")
                    && d.message.contains(&format!("the {name} target"))
            });
        return Err(if refused {
            NoRun::Refused(errors[0].message.clone())
        } else {
            failed(text)
        });
    };
    Ok(match (output.code, target) {
        (Code::Words(words), _) => Compiled::Spirv(oclvk::spirv::Output {
            words,
            reflection: output.reflection,
        }),
        (Code::Text(text), FuzzTarget::Wgsl) => Compiled::Wgsl(text, output.reflection),
        (Code::Text(text), FuzzTarget::Glsl) => {
            let dir = oclvk
                .glsl_dir
                .as_ref()
                .expect("Oclvk::new makes it for glsl");
            let (comp, spv) = (dir.join("fuzz.comp"), dir.join("fuzz.spv"));
            std::fs::write(&comp, text).map_err(|e| NoRun::Failed(e.to_string()))?;
            let words = super::common::glslang_vulkan1_2(&comp, &spv).map_err(NoRun::Failed)?;
            Compiled::Spirv(oclvk::spirv::Output {
                words,
                reflection: output.reflection,
            })
        }
        (Code::Text(_), _) => Compiled::Text,
    })
}

/// Runs WGSL through wgpu with the program's three buffers: `out`'s and `scratch`'s bytes.
#[cfg(feature = "wgpu")]
fn run_wgsl(
    wgsl: &str,
    reflection: &ModuleReflection,
    buffers: [Vec<u8>; 3],
    range: &NdRange,
    wgpu: &oclvk::wgpu_run::WgpuDevice,
) -> Result<(Vec<u8>, Vec<u8>), String> {
    use oclvk::spec::{HostArg, ResolvedArg};
    let kernel = reflection
        .kernel(tree::KERNEL_NAME)
        .ok_or("the WGSL's reflection has no kernel 'fuzz'")?;
    let args: Vec<ResolvedArg> = kernel
        .args
        .iter()
        .zip(buffers)
        .map(|(param, bytes)| ResolvedArg {
            param: param.clone(),
            value: HostArg::Buffer(bytes),
        })
        .collect();
    let launch = wgpu
        .prepare(wgsl, reflection, tree::KERNEL_NAME, range, &args)
        .map_err(|e| format!("wgpu: {e}"))?;
    launch.run().map_err(|e| format!("wgpu: {e}"))?;
    let read = |i: u32| -> Result<Vec<u8>, String> {
        launch
            .read_argument(i)
            .map_err(|e| format!("wgpu: {e}"))?
            .ok_or_else(|| format!("wgpu bound no buffer for argument {i}"))
    };
    Ok((read(1)?, read(2)?))
}

/// What kind of failure an error is, for the reducer to keep: its first line that says "error"
/// (else its first line) without digits, which name positions and values that change as the
/// program shrinks.
pub fn failure_kind(error: &str) -> String {
    let line = error
        .lines()
        .find(|l| l.to_lowercase().contains("error"))
        .or_else(|| error.lines().next())
        .unwrap_or_default();
    line.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// Runs `source`, the program printed one way or another, through oclvk.
fn run_oclvk_source(
    source: &str,
    prog: &tree::Program,
    inp: &[u32],
    oclvk: &Oclvk,
) -> Result<Vec<u64>, NoRun> {
    let module = compile(source, prog, oclvk)?;
    if let Compiled::Text = module {
        return Err(NoRun::CompiledOnly);
    }
    run_compiled(&module, prog, inp, oclvk).map_err(NoRun::Failed)
}

fn run_compiled(
    module: &Compiled,
    prog: &tree::Program,
    inp: &[u32],
    oclvk: &Oclvk,
) -> Result<Vec<u64>, String> {
    let n = prog.work_items();
    let in_bytes: Vec<u8> = inp.iter().flat_map(|w| w.to_le_bytes()).collect();
    let range = NdRange::new(&[n as u64]).with_local(&[prog.wg]);
    let module = match module {
        Compiled::Spirv(module) => module,
        Compiled::Text => unreachable!("run_oclvk_source runs no MSL or HLSL"),
        #[cfg(feature = "wgpu")]
        Compiled::Wgsl(text, reflection) => {
            let wgpu = oclvk
                .wgpu
                .as_ref()
                .expect("a wgpu device for the wgsl target");
            let (out, scratch) = run_wgsl(
                text,
                reflection,
                [in_bytes, vec![0; n * prog.hash_bytes()], prog.scratch()],
                &range,
                wgpu,
            )?;
            return Ok(outputs(prog, &out, &scratch));
        }
        #[cfg(not(feature = "wgpu"))]
        Compiled::Wgsl(..) => unreachable!("Oclvk::new refuses the wgsl target without wgpu"),
    };
    let rt = &oclvk.rt;
    let seen = rt.validation_messages().len();
    let program = oclvk::load(rt, module).map_err(|e| format!("oclvk load: {e}"))?;
    let in_buf = rt.buffer_from_bytes(&in_bytes).map_err(|e| e.to_string())?;
    let out_buf = rt
        .buffer_from_bytes(&vec![0; n * prog.hash_bytes()])
        .map_err(|e| e.to_string())?;
    let scratch_buf = rt
        .buffer_from_bytes(&prog.scratch())
        .map_err(|e| e.to_string())?;
    rt.launch(
        &program,
        tree::KERNEL_NAME,
        &range,
        &[
            ("in", ArgValue::Buffer(&in_buf)),
            ("out", ArgValue::Buffer(&out_buf)),
            ("scratch", ArgValue::Buffer(&scratch_buf)),
        ],
    )
    .map_err(|e| format!("oclvk launch: {e}"))?;
    let messages = rt.validation_messages();
    if messages.len() > seen {
        return Err(format!(
            "validation messages:\n{}",
            messages[seen..].join("\n")
        ));
    }
    let out = out_buf.read_bytes().map_err(|e| e.to_string())?;
    let scratch = scratch_buf.read_bytes().map_err(|e| e.to_string())?;
    Ok(outputs(prog, &out, &scratch))
}

fn run_opencl(prog: &tree::Program, inp: &[u32], cl: &Platform) -> Result<Vec<u64>, String> {
    let n = prog.work_items();
    let in_bytes: Vec<u8> = inp.iter().flat_map(|w| w.to_le_bytes()).collect();
    let outs = cl.build(&print::print(prog), prog.build_options())?.run(
        tree::KERNEL_NAME,
        &[n],
        Some(&[prog.wg as usize]),
        &[
            ClArg::Buffer(in_bytes),
            ClArg::Buffer(vec![0; n * prog.hash_bytes()]),
            ClArg::Buffer(prog.scratch()),
        ],
    )?;
    Ok(outputs(prog, &outs[1], &outs[2]))
}

/// The first differing output of two lists: a work-item's hash or a global counter.
pub fn first_difference(n: usize, a: &[u64], b: &[u64]) -> Option<String> {
    a.iter().zip(b).position(|(x, y)| x != y).map(|i| {
        let what = if i < n {
            format!("work-item {i}")
        } else {
            format!("global counter {}", i - n)
        };
        format!("{what}: {:#018x} vs {:#018x}", a[i], b[i])
    })
}

/// Settings of a worker run, from the environment (see `main.rs`).
pub struct Settings {
    pub first: u64,
    pub programs: u64,
    pub print_all: bool,
    pub reduce: bool,
    /// The generator's slices to draw from (`gen::generate`; older ones reproduce older runs).
    pub slice: u8,
    /// Start no seed after this.
    pub deadline: Option<Instant>,
    pub target: FuzzTarget,
    /// How long a launch may take: the supervisor's limit (`OCLVK_FUZZ_TIMEOUT`), so that a
    /// launch slowed by a loaded machine is not an error (a hang is the supervisor's to see).
    pub launch_timeout: Duration,
    /// The constructs generated (`FuzzTarget::flavour` unless chosen).
    pub flavour: tree::Flavour,
}

/// Writes a disagreement's program (reduced unless reduction is off) and tells the supervisor.
/// Its header names the input and the commands that run it (on the default target) and, for a
/// portable target, compile it for that target.
fn record_case(
    dir: &Path,
    name: &str,
    seed: u64,
    problem: &str,
    prog: &tree::Program,
    settings: &Settings,
    fails: &mut dyn FnMut(&tree::Program) -> bool,
) {
    tell("phase reduce");
    let program = if settings.reduce {
        reduce::reduce(prog, &mut |p| {
            tell("beat");
            fails(p)
        })
    } else {
        prog.clone()
    };
    let path = dir.join(format!("seed-{seed}{name}.cl"));
    let options = match program.build_options() {
        "" => String::new(),
        o => format!(" (build options: {o})"),
    };
    let input_path = dir.join(format!("seed-{seed}.in.bin"));
    let n = program.work_items();
    let build_options = match program.build_options() {
        "" => String::new(),
        o => format!(" --build-options \"{o}\""),
    };
    let compile = match settings.target {
        FuzzTarget::Default => String::new(),
        t => format!(
            "// oclvk compile {} --target {} --kernel {}{build_options} -o -\n",
            path.display(),
            t.name(),
            tree::KERNEL_NAME
        ),
    };
    let text = format!(
        "// {problem}{options}\n// input: {} (`input({seed})` in tests/random_programs/worker.rs)\n{compile}// oclvk run {}{build_options} -k {} -g {n} -l {} --arg in=file:{} --arg out=zeros:{n} --arg scratch={} --out out=out.bin\n{}",
        input_path.display(),
        path.display(),
        tree::KERNEL_NAME,
        program.wg,
        input_path.display(),
        if program.global_counters.is_empty() {
            format!("zeros:{}", n * program.scratch_words)
        } else {
            "(its global counters' initial values: see `Program::scratch`)".to_string()
        },
        print::print(&program)
    );
    std::fs::write(&path, text).expect("write the reduced program");
    let input_bytes: Vec<u8> = input(seed).iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&input_path, input_bytes).expect("write the program's input");
    tell(&format!("case {seed} {}", path.display()));
}

pub fn run(settings: &Settings, dir: &Path) {
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    // `none`: oclvk against the host evaluator only (several times the programs a minute). A
    // target only compiled (MSL, HLSL) has no outputs to compare: the platform would only slow
    // the run.
    let cl = (wanted.as_deref() != Some("none") && settings.target.runs()).then(|| {
        Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
            panic!("the random-program test needs an OpenCL platform (scripts/install-deps installs PoCL; OCLVK_DIFF_PLATFORM=none runs without): {e}")
        })
    });
    let rt = Oclvk::new(settings.target, settings.launch_timeout).unwrap_or_else(|e| {
        panic!(
            "a Vulkan device for oclvk's {} target: {e}",
            settings.target.name()
        )
    });
    let device = rt.rt.device().name.clone();
    let platform = cl.as_ref().map_or("no OpenCL platform".to_string(), |cl| {
        format!("OpenCL '{}' ({})", cl.platform_name, cl.device_name)
    });
    tell(&format!(
        "devices {platform} vs oclvk's {} target on '{device}'",
        settings.target.name()
    ));
    let mut cov = gen::Coverage::new();
    for seed in settings.first..settings.first.saturating_add(settings.programs) {
        if settings.deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        tell(&format!("seed {seed}"));
        let prog = gen::generate(seed, &mut cov, settings.slice, settings.flavour);
        if settings.print_all {
            eprintln!("{}", print::print(&prog));
        }
        let n = prog.work_items();
        let inp = input(seed);
        let host = eval::run(&prog, &inp);
        tell("phase oclvk");
        let t0 = Instant::now();
        let ours = run_oclvk(&prog, &inp, &rt);
        let oclvk_time = t0.elapsed();
        if cl.is_some() {
            tell("phase opencl");
        }
        let t1 = Instant::now();
        let theirs = cl.as_ref().map(|cl| run_opencl(&prog, &inp, cl));
        let opencl_time = t1.elapsed();
        let problem = match &ours {
            Ok(out) => first_difference(n, &host, out).map(|d| format!("host vs oclvk, {d}")),
            Err(NoRun::Refused(_) | NoRun::CompiledOnly) => None,
            Err(NoRun::Failed(e)) => Some(e.clone()),
        };
        if problem.is_some() {
            tell("phase check");
        }
        let verdict = match (&problem, &ours) {
            (_, Err(NoRun::Refused(why))) => {
                // One line: the reason's first, for the summary to count.
                let why = why.lines().next().unwrap_or_default();
                tell(&format!("refused {seed} {why}"));
                "refused"
            }
            (None, Err(NoRun::CompiledOnly)) => "compiled",
            (None, _) => "agree",
            // The known bugs give wrong values: a program that does not run is never one.
            (Some(problem), _) => match ours
                .is_ok()
                .then(|| known_driver_bug(&device, &prog, &inp, &host, &rt))
                .flatten()
            {
                Some(cause) => {
                    eprintln!("  seed {seed}: known driver bug ({cause}): {problem}");
                    "known"
                }
                None => {
                    let what = if ours.is_ok() { "disagrees" } else { "fails" };
                    eprintln!("  seed {seed}: oclvk {what}: {problem}");
                    // A hint for triage on other devices: is it a 64-bit comparison again?
                    if ours.is_ok() {
                        let opaque = print::print_with_opaque_64bit_compares(&prog);
                        let hint = match run_oclvk_source(&opaque, &prog, &inp, &rt) {
                            Ok(out) if out == host => "agrees",
                            Ok(_) => "still disagrees",
                            Err(_) => "does not run",
                        };
                        eprintln!(
                            "  seed {seed}: with an opaque zero added to every 64-bit comparison it {hint}"
                        );
                    }
                    // A reduction the target refuses has lost the failure, and so has one
                    // that fails another way.
                    let kind = match &ours {
                        Err(NoRun::Failed(e)) => Some(failure_kind(e)),
                        _ => None,
                    };
                    let mut fails = |p: &tree::Program| {
                        let h = eval::run(p, &inp);
                        match run_oclvk(p, &inp, &rt) {
                            Ok(out) => kind.is_none() && out != h,
                            Err(NoRun::Failed(e)) => kind.as_ref() == Some(&failure_kind(&e)),
                            Err(NoRun::Refused(_) | NoRun::CompiledOnly) => false,
                        }
                    };
                    record_case(dir, "", seed, problem, &prog, settings, &mut fails);
                    // A program oclvk fails on (a compiler panic, an error, a launch failure)
                    // is not a disagreement.
                    if kind.is_some() {
                        "failed"
                    } else {
                        "oclvk"
                    }
                }
            },
        };
        let platform = match &theirs {
            None => None,
            Some(Ok(out)) => {
                first_difference(n, &host, out).map(|d| format!("host vs OpenCL, {d}"))
            }
            Some(Err(e)) => Some(format!("OpenCL: {e}")),
        };
        let platform_verdict = match (&platform, &cl, &theirs) {
            (_, None, _) | (_, _, None) => "skipped",
            (None, _, _) => "agree",
            // PoCL 3 builds OpenCL C 2.0 without the generic address space.
            (Some(problem), _, Some(Err(_))) if prog.cl2 => {
                let first_error = problem.lines().find(|l| l.contains("error:"));
                eprintln!(
                    "  seed {seed}: the OpenCL platform does not build it: {}",
                    first_error.unwrap_or(problem)
                );
                "unsupported"
            }
            (Some(problem), Some(cl), Some(ran)) => {
                eprintln!("  seed {seed}: only the OpenCL platform disagrees: {problem}");
                // A build error is not reduced; a wrong result where oclvk agrees is.
                if ran.is_ok() && verdict == "agree" {
                    let mut fails = |p: &tree::Program| {
                        let h = eval::run(p, &inp);
                        run_opencl(p, &inp, cl).is_ok_and(|out| out != h)
                    };
                    record_case(dir, ".opencl", seed, problem, &prog, settings, &mut fails);
                }
                "wrong"
            }
        };
        tell(&format!(
            "result {seed} {verdict} {platform_verdict} {} {}",
            oclvk_time.as_micros(),
            opencl_time.as_micros()
        ));
    }
    tell("done");
}

/// A run time in microseconds, as the worker reports it.
pub fn micros(text: &str) -> Duration {
    Duration::from_micros(text.parse().unwrap_or(0))
}
