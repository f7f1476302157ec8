//! Differential random testing: random, well-defined OpenCL C programs (`gen.rs`, from a small
//! tree, `tree.rs`) run through oclvk on Vulkan (lavapipe without a GPU), on an OpenCL platform
//! (PoCL on the CPU here, loaded at run time as `tests/differential.rs` does), and on the host
//! (`eval.rs`, which knows the tree's semantics: the third opinion). Each work-item writes a
//! hash of its final state; every output is compared. See docs/fuzzing.md.
//!
//! The test is a supervisor: it runs the seeds in a worker process (this test binary again,
//! `worker.rs`), which reports each seed's progress; a seed that makes no progress for
//! `OCLVK_FUZZ_TIMEOUT` seconds (a hang in the OpenCL platform, in oclvk or in the Vulkan
//! driver) or kills the worker is recorded as such, and a new worker goes on with the next seed.
//!
//! - `OCLVK_FUZZ_PROGRAMS=N`: programs to run (default 200, the CI batch; unbounded with
//!   `OCLVK_FUZZ_MINUTES`).
//! - `OCLVK_FUZZ_MINUTES=M`: start no program after M minutes (the open-ended run,
//!   `scripts/fuzz --minutes M`).
//! - `OCLVK_FUZZ_SEED=S`: the first seed (default 1); program `i` uses seed `S + i`.
//! - `OCLVK_FUZZ_TIMEOUT=T`: seconds without progress before a seed counts as hung (default
//!   120: lavapipe compiles a large program in tens of seconds on a loaded machine).
//! - `OCLVK_FUZZ_SLICE=N`: generate only the constructs of the generator's slices 1 to N (3,
//!   the newest, by default): 1 is integers, control flow, structs, vectors, private arrays and
//!   local exchanges; 2 adds conversions, atomics, `local` and global arrays, packed structs
//!   and OpenCL C 2.0; 3 adds exact floats and float vectors, unions, nested structs and
//!   struct helpers. A seed's program under an older slice is the one it generated then, to
//!   reproduce what those runs found. `OCLVK_FUZZ_CORE=1` is `OCLVK_FUZZ_SLICE=1`.
//! - `OCLVK_FUZZ_TARGET=vulkan1.2-portable|wgsl|glsl|msl|hlsl`: run oclvk's programs through
//!   that portable target (`vulkan1.2-portable` through oclvk's runner without device
//!   addresses, `wgsl` through wgpu, `glsl` compiled by glslangValidator and run as the portable
//!   SPIR-V) instead of the default `vulkan1.2`; `msl` and `hlsl` are compiled only (validated
//!   by naga inside oclvk). A program the target refuses with a diagnostic naming it (what it
//!   cannot express) counts as refused, with the reason, not as a failure; one it compiles must
//!   agree as on the default target (for `msl`/`hlsl`: compile without a panic, an internal or
//!   a validator error).
//! - `OCLVK_FUZZ_FLAVOUR=full|portable|portable32`: the constructs generated: every one
//!   (`full`, the default target's), or only those `vulkan1.2-portable`, `msl` and `hlsl`
//!   (`portable`) or `wgsl` and `glsl` (`portable32`: no 64-bit integers, a 32-bit hash)
//!   express; the default is the target's.
//!   The `full` programs are those a seed always generated.
//! - `OCLVK_FUZZ_PRINT=1`: print every program's source.
//! - `OCLVK_FUZZ_TRACE=1`: print each seed as it starts.
//! - `OCLVK_FUZZ_REDUCE=0`: write a failing program as generated, not reduced (reduction edits
//!   the tree while the disagreement stays; the result goes to
//!   `target/tmp/random_programs/seed-N.cl`, or `seed-N.opencl.cl` for the platform's).
//! - `OCLVK_DIFF_PLATFORM` / `OCLVK_DEVICE`: the OpenCL platform and the Vulkan device, as for
//!   `tests/differential.rs`; `OCLVK_DIFF_PLATFORM=none` compares oclvk with the host evaluator
//!   only (PoCL's compiler takes most of a run's time).
//!
//! The test fails when oclvk disagrees with the host evaluator, does not compile or run a
//! program, or hangs; a program where only the OpenCL platform disagrees (or hangs) is reported
//! as the platform's, and does not fail the test.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/opencl.rs"]
mod opencl;

mod eval;
mod gen;
mod print;
mod reduce;
mod tree;
mod worker;

use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const TEST_NAME: &str = "random_programs_agree_with_opencl_and_the_host";

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) if !v.is_empty() => v
            .parse()
            .unwrap_or_else(|_| panic!("{name}={v}: expected a number")),
        _ => default,
    }
}

/// What the supervisor learnt from the workers.
#[derive(Default)]
struct Tally {
    devices: String,
    ran: u64,
    oclvk_time: Duration,
    opencl_time: Duration,
    /// Seeds where oclvk disagrees, hangs or dies, with why.
    oclvk_wrong: Vec<String>,
    /// Seeds where only the OpenCL platform does.
    platform_wrong: Vec<String>,
    /// Programs the OpenCL platform does not build (OpenCL C 2.0 ones on PoCL).
    platform_unsupported: u64,
    /// Programs the portable target refuses, by the diagnostic's first line.
    refused: std::collections::BTreeMap<String, Vec<u64>>,
    /// Programs compiled (and validated by naga) for a target nothing runs here (MSL, HLSL).
    compiled_only: u64,
    known_seen: Vec<u64>,
    /// Files the reduced programs went to.
    cases: Vec<String>,
}

/// A worker process over seeds `first..end` and the channel its report lines come through.
fn spawn_worker(
    batch: &Batch,
    first: u64,
    end: u64,
    deadline: Option<u64>,
) -> (Child, mpsc::Receiver<String>) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut cmd = Command::new(exe);
    cmd.args([TEST_NAME, "--exact", "--nocapture", "--test-threads=1"])
        .env("OCLVK_FUZZ_WORKER", "1")
        .env("OCLVK_FUZZ_CORE", "0")
        .env("OCLVK_FUZZ_SLICE", batch.slice.to_string())
        .env("OCLVK_FUZZ_TARGET", batch.target.name())
        .env("OCLVK_FUZZ_FLAVOUR", batch.flavour.name())
        .env("OCLVK_FUZZ_SEED", first.to_string())
        .env("OCLVK_FUZZ_PROGRAMS", (end - first).to_string())
        .stdout(Stdio::piped());
    if let Some(d) = deadline {
        cmd.env("OCLVK_FUZZ_DEADLINE_MS", d.to_string());
    }
    if let Some(platform) = batch.platform {
        cmd.env("OCLVK_DIFF_PLATFORM", platform);
    }
    let mut child = cmd.spawn().expect("start a worker process");
    let stdout = child.stdout.take().expect("the worker's stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            // A report may follow output of the driver's own on the same line.
            if let Some(at) = line.find("fuzz: ") {
                if tx.send(line[at + "fuzz: ".len()..].to_string()).is_err() {
                    break;
                }
            }
        }
    });
    (child, rx)
}

/// Milliseconds since the Unix epoch (the deadline both processes agree on).
fn epoch_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970")
        .as_millis() as u64
}

/// Runs the batch's seeds up to `end` in workers, replacing one that hangs or dies; fills
/// `tally`.
fn supervise(batch: &Batch, end: u64, deadline: Option<u64>, timeout: Duration, tally: &mut Tally) {
    let first = batch.first;
    let trace = env_u64("OCLVK_FUZZ_TRACE", 0) != 0;
    let start = Instant::now();
    let mut next = first;
    while next < end && deadline.is_none_or(|d| epoch_ms() < d) {
        let started_at = next;
        let (mut child, rx) = spawn_worker(batch, next, end, deadline);
        let (mut current, mut phase) = (None::<u64>, String::from("start-up"));
        let mut finished = false;
        let stuck = loop {
            match rx.recv_timeout(timeout) {
                Ok(line) => {
                    let words: Vec<&str> = line.split(' ').collect();
                    match words[..] {
                        ["devices", ..] => tally.devices = line["devices ".len()..].to_string(),
                        ["seed", s] => {
                            let seed: u64 = s.parse().expect("a seed");
                            if trace {
                                eprintln!("  seed {seed}");
                            }
                            if seed > first && (seed - first) % 500 == 0 {
                                eprintln!(
                                    "  {} programs, {:.0} s, {} disagreement(s) so far",
                                    seed - first,
                                    start.elapsed().as_secs_f64(),
                                    tally.oclvk_wrong.len()
                                        + tally.known_seen.len()
                                        + tally.platform_wrong.len()
                                );
                            }
                            current = Some(seed);
                            phase = "generate".into();
                        }
                        ["phase", p] => phase = p.to_string(),
                        ["beat"] => {}
                        ["case", _, path] => tally.cases.push(path.to_string()),
                        ["refused", s, ..] => {
                            let why = line.splitn(3, ' ').nth(2).unwrap_or_default();
                            tally
                                .refused
                                .entry(why.to_string())
                                .or_default()
                                .push(s.parse().expect("a seed"));
                        }
                        ["result", s, ours, theirs, t_ours, t_theirs] => {
                            let seed: u64 = s.parse().expect("a seed");
                            tally.ran += 1;
                            tally.oclvk_time += worker::micros(t_ours);
                            tally.opencl_time += worker::micros(t_theirs);
                            match ours {
                                "known" => tally.known_seen.push(seed),
                                "compiled" => tally.compiled_only += 1,
                                "oclvk" => tally
                                    .oclvk_wrong
                                    .push(format!("seed {seed}: disagrees with the host")),
                                "failed" => tally.oclvk_wrong.push(format!(
                                    "seed {seed}: oclvk fails on it (a compiler panic or error, a launch failure)"
                                )),
                                _ => {}
                            }
                            if theirs == "unsupported" {
                                tally.platform_unsupported += 1;
                            }
                            if theirs == "wrong" {
                                tally
                                    .platform_wrong
                                    .push(format!("seed {seed}: disagrees with the host"));
                            }
                            current = None;
                            next = seed + 1;
                        }
                        ["done"] => finished = true,
                        _ => {}
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => break true,
                Err(mpsc::RecvTimeoutError::Disconnected) => break false,
            }
        };
        if stuck {
            // SIGKILL: a hung driver thread ignores anything gentler.
            let _ = child.kill();
        }
        let status = child.wait().expect("wait for the worker");
        if finished {
            break;
        }
        let Some(seed) = current else {
            assert!(
                next > started_at,
                "the worker stopped before its first program ({status}); run with OCLVK_FUZZ_WORKER=1 to see why"
            );
            // It died between two programs: the next one goes on.
            continue;
        };
        let what = if stuck {
            format!("no progress for {} s", timeout.as_secs())
        } else {
            format!("the worker died ({status})")
        };
        let line = format!("seed {seed}: {what} while running it through {phase}");
        eprintln!("  {line}");
        if stuck
            && phase == "oclvk"
            && worker::known_slow_build(&tally.devices, batch.flavour, seed)
        {
            eprintln!("  seed {seed}: a listed slow pipeline build of NVIDIA's driver");
            tally.known_seen.push(seed);
        } else if status.signal() == Some(libc::SIGSEGV)
            && phase == "oclvk"
            && worker::known_compiler_crash(&tally.devices, batch.flavour, seed)
        {
            eprintln!("  seed {seed}: a listed crash of NVIDIA's shader compiler");
            tally.known_seen.push(seed);
        } else if phase == "opencl" {
            tally.platform_wrong.push(line);
        } else {
            tally.oclvk_wrong.push(line);
        }
        tally.ran += 1;
        next = seed + 1;
    }
}

/// What a batch runs: seeds, generator, target, OpenCL platform.
struct Batch {
    first: u64,
    programs: u64,
    /// Start no program after this many minutes (0: no limit).
    minutes: u64,
    slice: u8,
    target: worker::FuzzTarget,
    flavour: tree::Flavour,
    /// `OCLVK_DIFF_PLATFORM` for the workers (`None`: the environment's).
    platform: Option<&'static str>,
}

impl Batch {
    /// The batch the environment asks for (module comment).
    fn from_env() -> Batch {
        let minutes = env_u64("OCLVK_FUZZ_MINUTES", 0);
        let slice = match env_u64("OCLVK_FUZZ_CORE", 0) {
            0 => env_u64("OCLVK_FUZZ_SLICE", gen::NEWEST_SLICE as u64),
            _ => 1,
        };
        assert!(
            (1..=gen::NEWEST_SLICE as u64).contains(&slice),
            "OCLVK_FUZZ_SLICE={slice}: the generator's slices are 1 to {}",
            gen::NEWEST_SLICE
        );
        let target_name = std::env::var("OCLVK_FUZZ_TARGET").unwrap_or_default();
        let target = worker::FuzzTarget::parse(&target_name).unwrap_or_else(|| {
            panic!(
                "OCLVK_FUZZ_TARGET={target_name}: expected vulkan1.2, vulkan1.2-portable, wgsl, glsl, msl or hlsl"
            )
        });
        let flavour = match std::env::var("OCLVK_FUZZ_FLAVOUR") {
            Ok(f) if !f.is_empty() => tree::Flavour::parse(&f).unwrap_or_else(|| {
                panic!("OCLVK_FUZZ_FLAVOUR={f}: expected full, portable or portable32")
            }),
            _ => target.flavour(),
        };
        Batch {
            first: env_u64("OCLVK_FUZZ_SEED", 1),
            programs: env_u64(
                "OCLVK_FUZZ_PROGRAMS",
                if minutes > 0 { u64::MAX / 2 } else { 200 },
            ),
            minutes,
            slice: slice as u8,
            target,
            flavour,
            platform: None,
        }
    }
}

fn reduced_dir() -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("random_programs");
    std::fs::create_dir_all(&dir).expect("a directory for reduced programs");
    dir
}

/// Runs the batch in workers and prints what they found.
fn run_batch(batch: &Batch) -> Tally {
    let (first, flavour, target) = (batch.first, batch.flavour, batch.target);
    let end = first.saturating_add(batch.programs);
    let deadline = (batch.minutes > 0).then(|| epoch_ms() + batch.minutes * 60_000);
    let timeout = Duration::from_secs(env_u64("OCLVK_FUZZ_TIMEOUT", 120));
    let start = Instant::now();
    let mut tally = Tally::default();
    supervise(batch, end, deadline, timeout, &mut tally);
    let last = first + tally.ran;
    eprintln!(
        "random programs: seeds {first}..{last}, {} vs the host",
        tally.devices
    );
    let mut cov = gen::Coverage::new();
    for seed in first..last {
        gen::generate(seed, &mut cov, batch.slice, flavour);
    }
    eprintln!("coverage (constructs emitted over {} programs):", tally.ran);
    for (what, n) in &cov {
        eprintln!("  {what:<52} {n}");
    }
    let refused: usize = tally.refused.values().map(Vec::len).sum();
    eprintln!(
        "{} programs ({flavour:?} flavour) through oclvk's {} target in {:.1} s (oclvk {:.1} s, OpenCL {:.1} s): {refused} the target refuses, {} where oclvk disagrees with the host (or hangs), {} known bugs ({:?}), {} where only the OpenCL platform does, {} it does not build",
        tally.ran,
        target.name(),
        start.elapsed().as_secs_f64(),
        tally.oclvk_time.as_secs_f64(),
        tally.opencl_time.as_secs_f64(),
        tally.oclvk_wrong.len(),
        tally.known_seen.len(),
        tally.known_seen,
        tally.platform_wrong.len(),
        tally.platform_unsupported
    );
    if !target.runs() {
        eprintln!(
            "  {} compiled and validated by naga (nothing runs {} here: a panic, an internal or a validator error fails)",
            tally.compiled_only,
            target.name()
        );
    }
    for (why, seeds) in &tally.refused {
        let shown: Vec<String> = seeds.iter().take(8).map(u64::to_string).collect();
        eprintln!(
            "  refused {} time(s): {why} (seeds {}{})",
            seeds.len(),
            shown.join(", "),
            if seeds.len() > 8 { ", ..." } else { "" }
        );
    }
    for p in &tally.platform_wrong {
        eprintln!("  OpenCL platform: {p}");
    }
    for c in &tally.cases {
        eprintln!("  reduced program: {c}");
    }
    tally
}

#[test]
fn random_programs_agree_with_opencl_and_the_host() {
    let batch = Batch::from_env();
    if env_u64("OCLVK_FUZZ_WORKER", 0) != 0 {
        let deadline = std::env::var("OCLVK_FUZZ_DEADLINE_MS")
            .ok()
            .and_then(|d| d.parse::<u64>().ok())
            .map(|d| Instant::now() + Duration::from_millis(d.saturating_sub(epoch_ms())));
        let settings = worker::Settings {
            first: batch.first,
            programs: batch.programs,
            print_all: env_u64("OCLVK_FUZZ_PRINT", 0) != 0,
            reduce: env_u64("OCLVK_FUZZ_REDUCE", 1) != 0,
            slice: batch.slice,
            deadline,
            target: batch.target,
            launch_timeout: Duration::from_secs(env_u64("OCLVK_FUZZ_TIMEOUT", 120)),
            flavour: batch.flavour,
        };
        worker::run(&settings, &reduced_dir());
        return;
    }
    let tally = run_batch(&batch);
    assert!(
        tally.oclvk_wrong.is_empty(),
        "{} program(s) where oclvk disagrees (reduced programs above):\n{}",
        tally.oclvk_wrong.len(),
        tally.oclvk_wrong.join("\n")
    );
}

/// The portable targets' fixed-seed batch (the CI one; `OCLVK_FUZZ_TARGET` runs more): each
/// target's programs against the host evaluator, and most of them compiled, not refused.
#[test]
fn random_programs_agree_through_the_portable_targets() {
    use worker::FuzzTarget::{Glsl, Vulkan12Portable, Wgsl};
    ci_batches(&[
        (Vulkan12Portable, PORTABLE_CI_PROGRAMS),
        (Wgsl, WGSL_CI_PROGRAMS),
        (Glsl, GLSL_CI_PROGRAMS),
    ]);
}

/// MSL's and HLSL's fixed-seed batch: compiled only (nothing runs them here), each program
/// written and validated by naga or refused with a diagnostic naming the target, most compiled.
#[test]
fn random_programs_compile_for_msl_and_hlsl() {
    use worker::FuzzTarget::{Hlsl, Msl};
    ci_batches(&[
        (Msl, COMPILE_ONLY_CI_PROGRAMS),
        (Hlsl, COMPILE_ONLY_CI_PROGRAMS),
    ]);
}

/// Seeds 1 to `programs` through each target against the host evaluator: no failure, and at
/// most a quarter refused.
fn ci_batches(batches: &[(worker::FuzzTarget, u64)]) {
    for &(target, programs) in batches {
        let tally = run_batch(&Batch {
            first: 1,
            programs,
            minutes: 0,
            slice: gen::NEWEST_SLICE,
            target,
            flavour: target.flavour(),
            platform: Some("none"),
        });
        assert!(
            tally.oclvk_wrong.is_empty(),
            "{}: {} program(s) where oclvk disagrees (reduced programs above):\n{}",
            target.name(),
            tally.oclvk_wrong.len(),
            tally.oclvk_wrong.join("\n")
        );
        let refused: usize = tally.refused.values().map(Vec::len).sum();
        assert!(
            refused * 4 <= programs as usize,
            "{}: {refused} of {programs} programs refused: the generator's portable flavour emits what the target cannot express",
            target.name()
        );
    }
}

/// Programs of the portable batches in CI (docs/fuzzing.md has what they cost).
const PORTABLE_CI_PROGRAMS: u64 = 20;
const WGSL_CI_PROGRAMS: u64 = 20;
const GLSL_CI_PROGRAMS: u64 = 20;
const COMPILE_ONLY_CI_PROGRAMS: u64 = 40;

/// The reducer keeps a failure of the same kind: positions and values in the message change as
/// the program shrinks, the error does not.
#[test]
fn a_failure_keeps_its_kind_whatever_the_positions() {
    let kind = worker::failure_kind;
    let at = |line: u32, id: u32| {
        format!("oclvk does not compile it:\nrandom.cl:{line}:3: error: internal error: validation of the msl module: [{id}] is invalid\n  x0 = 1;")
    };
    assert_eq!(kind(&at(12, 40)), kind(&at(3, 7)));
    assert_ne!(
        kind(&at(12, 40)),
        kind("oclvk does not compile it:\nrandom.cl:12:3: error: 'x' is undeclared")
    );
    assert_ne!(
        kind("oclvk panics compiling it: index out of bounds"),
        kind(&at(12, 40))
    );
}

/// The evaluator's conversion rules are C's (OpenCL's integer sizes): the third opinion is only
/// worth something if these hold.
#[test]
fn the_host_evaluator_follows_c_integer_conversions() {
    use tree::{IntTy, INT, UINT};
    let long = IntTy {
        bits: 64,
        signed: true,
    };
    let ulong = long.unsigned();
    let uchar = IntTy {
        bits: 8,
        signed: false,
    };
    let short = IntTy {
        bits: 16,
        signed: true,
    };
    assert_eq!(IntTy::common(INT, UINT), UINT);
    assert_eq!(IntTy::common(long, UINT), long);
    assert_eq!(IntTy::common(long, ulong), ulong);
    assert_eq!(IntTy::common(uchar, short), INT);
    assert_eq!(IntTy::common(uchar, UINT), UINT);
    assert_eq!(short.value(short.wrap(40000)), 40000 - 65536);
    assert_eq!(uchar.value(uchar.wrap(-1)), 255);
    assert_eq!(ulong.wrap(INT.value(INT.wrap(-3))), u64::MAX - 2);
    assert_eq!(
        (uchar.min(), uchar.max(), short.min(), short.max()),
        (0, 255, -32768, 32767)
    );
    assert_eq!(
        (long.max(), ulong.max()),
        (i64::MAX as i128, u64::MAX as i128)
    );
}

/// Atomics: signed `min`/`max` on `int`, unsigned on `uint`, modular `add`.
#[test]
fn the_host_evaluator_applies_atomics_with_the_counter_type() {
    use tree::{AtomicOp, INT, UINT};
    let minus_one = INT.wrap(-1);
    assert_eq!(AtomicOp::Min.apply(INT, minus_one, 5), minus_one);
    assert_eq!(AtomicOp::Min.apply(UINT, UINT.wrap(-1), 5), 5);
    assert_eq!(AtomicOp::Max.apply(INT, minus_one, 5), 5);
    assert_eq!(AtomicOp::Add.apply(UINT, u32::MAX as u64, 2), 1);
    assert_eq!(AtomicOp::Xor.apply(INT, 6, 3), 5);
}

/// The reducer keeps what the failure needs: reducing "has a saturating conversion" leaves one
/// conversion, and every other statement and expression around it goes. (A second slice's
/// program: the reducer keeps the third slice's variables, whose declarations and hashing would
/// dominate what is left.)
#[test]
fn the_reducer_keeps_only_what_the_failure_needs() {
    let mut cov = gen::Coverage::new();
    let prog = (1..)
        .map(|seed| gen::generate(seed, &mut cov, 2, tree::Flavour::Full))
        .find(|p| print::print(p).contains("_sat"))
        .expect("a program with a saturating conversion");
    let has_sat = |p: &tree::Program| print::print(p).contains("_sat");
    let reduced = reduce::reduce(&prog, &mut |p| has_sat(p));
    let (before, after) = (print::print(&prog), print::print(&reduced));
    assert_eq!(after.matches("_sat").count(), 1, "{after}");
    assert!(
        after.len() * 2 < before.len(),
        "reduced from {} to {} bytes:\n{after}",
        before.len(),
        after.len()
    );
}

/// The third slice's float semantics on the host: C's rounding functions and conversion modes
/// on halves, and union members read little-endian.
#[test]
fn the_host_evaluator_rounds_halves_as_c_does() {
    use tree::{Round, RoundFn};
    let at = |f: RoundFn| [2.5f32, -2.5, 3.5, -0.5].map(|x| f.apply(x));
    assert_eq!(at(RoundFn::Floor), [2.0, -3.0, 3.0, -1.0]);
    assert_eq!(at(RoundFn::Ceil), [3.0, -2.0, 4.0, -0.0]);
    assert_eq!(at(RoundFn::Trunc), [2.0, -2.0, 3.0, -0.0]);
    assert_eq!(at(RoundFn::Rint), [2.0, -2.0, 4.0, -0.0]);
    assert_eq!(at(RoundFn::Round), [3.0, -3.0, 4.0, -1.0]);
    assert!(RoundFn::Ceil.apply(-0.5).is_sign_negative());
    let modes = |x: f32| Round::ALL.map(|r| r.apply(x));
    assert_eq!(modes(2.5), [2.0, 2.0, 3.0, 2.0]);
    assert_eq!(modes(-1.5), [-2.0, -1.0, -1.0, -2.0]);
}

/// Third-slice programs are printed and evaluated without panicking, and the constructs show
/// up in the coverage (a slice-2 program of the same seed has none of them).
#[test]
fn the_third_slice_emits_its_constructs() {
    let mut cov = gen::Coverage::new();
    for seed in 1..=60 {
        let prog = gen::generate(seed, &mut cov, gen::NEWEST_SLICE, tree::Flavour::Full);
        let _ = print::print(&prog);
        let _ = eval::run(&prog, &worker::input(seed));
        let older = gen::generate(seed, &mut gen::Coverage::new(), 2, tree::Flavour::Full);
        let text = print::print(&older);
        assert!(!text.contains("union U") && !text.contains("float") && !text.contains("struct R"));
    }
    for what in [
        "float + - * (exact, clamped with fmin/fmax)",
        "floor/ceil/trunc/rint/round of a half",
        "convert_T[_sat]_rtX (float to integer)",
        "convert_float_rtX (24-bit integer)",
        "as_uint(float)",
        "float vector swizzle",
        "union member read (type punning)",
        "nested struct field (struct or array of structs)",
        "call struct helper",
        "struct helper (by value, pointer to local struct)",
        "struct helper (by value, pointer to global struct)",
    ] {
        assert!(
            cov.get(what).copied().unwrap_or(0) > 0,
            "never emitted: {what}"
        );
    }
}
