//! The worker: runs a range of seeds through oclvk, the OpenCL platform and the host evaluator
//! in this process, reduces what disagrees, and tells the supervisor (`main.rs`) how each seed
//! went, one `fuzz: ...` line on standard output per event, so that a program that hangs or
//! crashes the process costs only itself.

use super::opencl::{ClArg, Platform};
use super::{eval, gen, print, reduce, tree};
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
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

/// Whether a program where oclvk disagrees with the host is a listed driver bug: one of
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
    rt: &Runtime,
) -> Option<&'static str> {
    if device.contains("NVIDIA") {
        NVIDIA_OTHER
            .contains(&prog.seed)
            .then_some("NVIDIA: a listed seed")
    } else if !device.contains("llvmpipe") {
        None
    } else if LLVMPIPE_OTHER.contains(&prog.seed) {
        Some("llvmpipe: a listed seed")
    } else {
        run_oclvk_source(
            &print::print_with_opaque_64bit_compares(prog),
            prog,
            inp,
            rt,
        )
        .is_ok_and(|out| out == host)
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
    let mut all = words(out);
    let counters = &scratch[prog.work_items() * prog.scratch_words * 8..];
    all.extend(
        counters
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")) as u64),
    );
    all
}

/// Runs the program through oclvk: its outputs, or why there are none.
fn run_oclvk(prog: &tree::Program, inp: &[u32], rt: &Runtime) -> Result<Vec<u64>, String> {
    run_oclvk_source(&print::print(prog), prog, inp, rt)
}

/// Runs `source`, the program printed one way or another, through oclvk.
fn run_oclvk_source(
    source: &str,
    prog: &tree::Program,
    inp: &[u32],
    rt: &Runtime,
) -> Result<Vec<u64>, String> {
    let options = oclvk::build_options::parse(prog.build_options()).map_err(|e| e.to_string())?;
    let module = oclvk::compile_source("random.cl", source, &options)
        .into_result()
        .map_err(|e| format!("oclvk does not compile it:\n{e}"))?;
    let seen = rt.validation_messages().len();
    let program = oclvk::load(rt, &module).map_err(|e| format!("oclvk load: {e}"))?;
    let n = prog.work_items();
    let in_bytes: Vec<u8> = inp.iter().flat_map(|w| w.to_le_bytes()).collect();
    let in_buf = rt.buffer_from_bytes(&in_bytes).map_err(|e| e.to_string())?;
    let out_buf = rt
        .buffer_from_bytes(&vec![0; n * 8])
        .map_err(|e| e.to_string())?;
    let scratch_buf = rt
        .buffer_from_bytes(&prog.scratch())
        .map_err(|e| e.to_string())?;
    let range = NdRange::new(&[n as u64]).with_local(&[prog.wg]);
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
            ClArg::Buffer(vec![0; n * 8]),
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
}

/// Writes a disagreement's program (reduced unless reduction is off) and tells the supervisor.
fn record_case(
    dir: &Path,
    name: &str,
    seed: u64,
    problem: &str,
    prog: &tree::Program,
    reduce_on: bool,
    fails: &mut dyn FnMut(&tree::Program) -> bool,
) {
    tell("phase reduce");
    let program = if reduce_on {
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
    let text = format!(
        "// {problem}{options}\n// input: {} (`input({seed})` in tests/random_programs/worker.rs)\n// oclvk run {}{} -k {} -g {n} -l {} --arg in=file:{} --arg out=zeros:{n} --arg scratch={} --out out=out.bin\n{}",
        input_path.display(),
        path.display(),
        match program.build_options() {
            "" => String::new(),
            o => format!(" --build-options \"{o}\""),
        },
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
    // `none`: oclvk against the host evaluator only (several times the programs a minute).
    let cl = (wanted.as_deref() != Some("none")).then(|| {
        Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
            panic!("the random-program test needs an OpenCL platform (scripts/install-deps installs PoCL; OCLVK_DIFF_PLATFORM=none runs without): {e}")
        })
    });
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device for oclvk");
    let device = rt.device().name.clone();
    let platform = cl.as_ref().map_or("no OpenCL platform".to_string(), |cl| {
        format!("OpenCL '{}' ({})", cl.platform_name, cl.device_name)
    });
    tell(&format!("devices {platform} vs oclvk on '{device}'"));
    let mut cov = gen::Coverage::new();
    for seed in settings.first..settings.first.saturating_add(settings.programs) {
        if settings.deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        tell(&format!("seed {seed}"));
        let prog = gen::generate(seed, &mut cov, settings.slice);
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
            Err(e) => Some(e.clone()),
        };
        if problem.is_some() {
            tell("phase check");
        }
        let verdict = match &problem {
            None => "agree",
            Some(problem) => match known_driver_bug(&device, &prog, &inp, &host, &rt) {
                Some(cause) => {
                    eprintln!("  seed {seed}: known driver bug ({cause}): {problem}");
                    "known"
                }
                None => {
                    eprintln!("  seed {seed}: oclvk disagrees: {problem}");
                    // A hint for triage on other devices: is it a 64-bit comparison again?
                    let opaque = print::print_with_opaque_64bit_compares(&prog);
                    let hint = match run_oclvk_source(&opaque, &prog, &inp, &rt) {
                        Ok(out) if out == host => "agrees",
                        Ok(_) => "still disagrees",
                        Err(_) => "does not run",
                    };
                    eprintln!(
                        "  seed {seed}: with an opaque zero added to every 64-bit comparison it {hint}"
                    );
                    let compiled = ours.is_ok();
                    let mut fails = |p: &tree::Program| {
                        let h = eval::run(p, &inp);
                        match run_oclvk(p, &inp, &rt) {
                            Ok(out) => compiled && out != h,
                            Err(_) => !compiled,
                        }
                    };
                    record_case(dir, "", seed, problem, &prog, settings.reduce, &mut fails);
                    "oclvk"
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
                    record_case(
                        dir,
                        ".opencl",
                        seed,
                        problem,
                        &prog,
                        settings.reduce,
                        &mut fails,
                    );
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
