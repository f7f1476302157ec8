//! The driver through the real ICD loader (ocl-icd): the C host programs of `tests/c/` (built
//! with gcc against the OpenCL headers), `clinfo` and the PyOpenCL scripts of `tests/python/`,
//! each run on the oclvk platform (registered in a temporary vendors directory that names only
//! the built `liboclvk_icd.so`) and on the reference platform (PoCL from the system's vendors
//! directory, or `OCLVK_DIFF_PLATFORM`). Both runs must pass, and their compared results (the
//! `ok NAME = VALUE` and `approx` lines, see `tests/c/common.h`) must agree.
//!
//! `OCLVK_ICD_LIB` names another build of the driver (say `target/release/liboclvk_icd.so`);
//! `OCLVK_PYTHON` the Python with PyOpenCL (default: Debian's `/usr/bin/python3`).

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Results named so hold for what a device advertises (an extension, an OpenCL C feature):
/// compared only where both platforms print them.
const OPTIONAL_PREFIX: &str = "optional.";
/// The name the driver gives its platform.
const OCLVK_PLATFORM: &str = "oclvk";
/// The reference platform's name when `OCLVK_DIFF_PLATFORM` does not say another.
const DEFAULT_REFERENCE_PLATFORM: &str = "Portable Computing Language";
/// A program still running after this long is killed and fails (none should hang). Generous:
/// with PoCL's kernel cache empty, a PyOpenCL script's reference run alone takes over a minute
/// on two busy cores (PoCL builds every generated kernel with LLVM).
const PROGRAM_TIME_LIMIT: Duration = Duration::from_secs(600);

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("icd-host-programs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create the scratch directory");
    dir
}

/// The driver library: `OCLVK_ICD_LIB`, or the one cargo built next to this test's profile.
fn icd_library() -> PathBuf {
    if let Some(path) = std::env::var_os("OCLVK_ICD_LIB") {
        return std::fs::canonicalize(&path)
            .unwrap_or_else(|e| panic!("OCLVK_ICD_LIB={}: {e}", Path::new(&path).display()));
    }
    let exe = std::env::current_exe().expect("the test's own path");
    let deps = exe.parent().expect("the test binary's directory");
    let candidates = [
        deps.join("liboclvk_icd.so"),
        deps.parent().unwrap_or(deps).join("liboclvk_icd.so"),
    ];
    candidates
        .iter()
        .find(|path| path.is_file())
        .map(|path| std::fs::canonicalize(path).expect("canonical library path"))
        .unwrap_or_else(|| {
            // cargo builds a cdylib-only package's library for `cargo build`, not for its tests.
            panic!("liboclvk_icd.so is not built (run `cargo build -p oclvk-icd` with this profile; scripts/test does): looked at {candidates:?}")
        })
}

/// A vendors directory whose only entry is `oclvk.icd`, naming the driver by absolute path.
fn vendors_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = scratch_dir().join("vendors");
        std::fs::create_dir_all(&dir).expect("create the vendors directory");
        let library = icd_library();
        std::fs::write(dir.join("oclvk.icd"), format!("{}\n", library.display()))
            .expect("write oclvk.icd");
        dir
    })
}

fn reference_platform() -> String {
    std::env::var("OCLVK_DIFF_PLATFORM").unwrap_or_else(|_| DEFAULT_REFERENCE_PLATFORM.to_string())
}

/// Where a program runs: the oclvk driver alone, or the system's platforms.
#[derive(Clone, Copy, Debug)]
enum Platform {
    Oclvk,
    Reference,
}

impl Platform {
    fn name(self) -> String {
        match self {
            Platform::Oclvk => OCLVK_PLATFORM.to_string(),
            Platform::Reference => reference_platform(),
        }
    }

    /// The loader's environment: the temporary vendors directory, or the system's.
    fn configure(self, command: &mut Command) {
        command.env_remove("OCL_ICD_FILENAMES");
        match self {
            Platform::Oclvk => command.env("OCL_ICD_VENDORS", vendors_dir()),
            Platform::Reference => command.env_remove("OCL_ICD_VENDORS"),
        };
    }
}

struct Run {
    /// The exit status; None when a signal ended the program.
    status: Option<i32>,
    timed_out: bool,
    stdout: String,
    stderr: String,
}

impl Run {
    fn describe(&self, what: &str) -> String {
        let ending = match self.status {
            Some(code) => format!("exit status {code}"),
            None if self.timed_out => format!("killed after {} s", PROGRAM_TIME_LIMIT.as_secs()),
            None => "killed by a signal (a crash)".to_string(),
        };
        format!(
            "{what}: {ending}\n--- stdout\n{}--- stderr\n{}",
            self.stdout, self.stderr
        )
    }
}

/// Runs `command` to its end or to the time limit (then kills it: `status` is None).
fn run(mut command: Command) -> Run {
    command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {command:?}: {e}"));
    let mut stdout_pipe = child.stdout.take().expect("piped stdout");
    let mut stderr_pipe = child.stderr.take().expect("piped stderr");
    let stdout_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout_pipe.read_to_string(&mut text);
        text
    });
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr_pipe.read_to_string(&mut text);
        text
    });
    let started = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the program") {
            break status.code();
        }
        if started.elapsed() > PROGRAM_TIME_LIMIT {
            timed_out = true;
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Run {
        status,
        timed_out,
        stdout: stdout_reader.join().unwrap_or_default(),
        stderr: stderr_reader.join().unwrap_or_default(),
    }
}

/// How far apart two floats may be: `relative` of the larger magnitude plus `absolute` (for
/// values near zero, where a rounding difference upstream is large relative to the result).
#[derive(Clone, Copy, Debug)]
struct Tolerance {
    relative: f64,
    absolute: f64,
}

impl Tolerance {
    fn parse(text: &str) -> Option<Tolerance> {
        let mut tolerance = Tolerance {
            relative: 0.0,
            absolute: 0.0,
        };
        for part in text.split_whitespace() {
            match part.split_once('=')? {
                ("rel", value) => tolerance.relative = value.parse().ok()?,
                ("abs", value) => tolerance.absolute = value.parse().ok()?,
                _ => return None,
            }
        }
        Some(tolerance)
    }

    fn close(self, a: f64, b: f64) -> bool {
        a == b || (a - b).abs() <= self.relative * a.abs().max(b.abs()) + self.absolute
    }
}

/// What a run printed, by the protocol of `tests/c/common.h`.
#[derive(Default, Debug)]
struct Results {
    /// `ok NAME = VALUE` (VALUE empty for a bare `ok NAME`).
    compared: BTreeMap<String, String>,
    /// `approx NAME rel=R [abs=A] = NUMBERS...`: the tolerance and the numbers.
    approximate: BTreeMap<String, (Tolerance, Vec<f64>)>,
    /// `deviation NAME: ...`, by name.
    deviations: BTreeMap<String, String>,
    failures: Vec<String>,
    summary_seen: bool,
}

fn parse(stdout: &str) -> Results {
    let mut results = Results::default();
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("ok ") {
            let (name, value) = rest.split_once(" = ").unwrap_or((rest, ""));
            let previous = results.compared.insert(name.to_string(), value.to_string());
            assert!(previous.is_none(), "result {name} printed twice");
        } else if let Some(rest) = line.strip_prefix("approx ") {
            let (head, numbers) = rest
                .split_once(" = ")
                .unwrap_or_else(|| panic!("malformed line {line:?}"));
            let (name, tolerance) = head
                .split_once(' ')
                .and_then(|(name, tolerance)| Some((name, Tolerance::parse(tolerance)?)))
                .unwrap_or_else(|| panic!("{line:?} states no tolerance (rel=R abs=A)"));
            let numbers = numbers
                .split_whitespace()
                .map(|n| {
                    n.parse()
                        .unwrap_or_else(|_| panic!("bad number {n:?} in {line:?}"))
                })
                .collect();
            results
                .approximate
                .insert(name.to_string(), (tolerance, numbers));
        } else if let Some(rest) = line.strip_prefix("deviation ") {
            let (name, why) = rest.split_once(": ").unwrap_or((rest, ""));
            results.deviations.insert(name.to_string(), why.to_string());
        } else if line.starts_with("FAIL") {
            results.failures.push(line.to_string());
        } else if line.starts_with("summary:") {
            results.summary_seen = true;
        }
    }
    results
}

/// Both runs passed (the reference may deviate where the program says it does, the driver
/// never) and every result both printed is the same; what the reference checked, the driver
/// checked too.
fn compare(what: &str, oclvk: &Run, reference: &Run) {
    let ours = parse(&oclvk.stdout);
    let theirs = parse(&reference.stdout);
    let reference_passed =
        reference.status == Some(0) && theirs.failures.is_empty() && theirs.summary_seen;
    assert!(
        reference_passed,
        "{what} fails on the reference platform, so it is not known-right: {}",
        reference.describe("reference")
    );
    let oclvk_passed = oclvk.status == Some(0) && ours.failures.is_empty() && ours.summary_seen;
    assert!(
        oclvk_passed,
        "{what} fails on oclvk: {}",
        oclvk.describe("oclvk")
    );
    assert!(
        ours.deviations.is_empty(),
        "{what}: oclvk deviates from the specification: {:?}",
        ours.deviations
    );

    let mut differences = Vec::new();
    for (name, value) in &theirs.compared {
        match ours.compared.get(name) {
            Some(our_value) if our_value == value => {}
            Some(our_value) => {
                differences.push(format!("{name}: oclvk {our_value}, reference {value}"))
            }
            // What a device advertises differs between platforms: an optional result is
            // compared where both print it.
            None if name.starts_with(OPTIONAL_PREFIX) => {}
            None => differences.push(format!("{name}: not printed on oclvk (reference: {value})")),
        }
    }
    for name in theirs.deviations.keys() {
        if !ours.compared.contains_key(name) && !name.starts_with(OPTIONAL_PREFIX) {
            differences.push(format!(
                "{name}: not printed on oclvk (the reference deviates there)"
            ));
        }
    }
    for (name, (tolerance, numbers)) in &theirs.approximate {
        let Some((_, our_numbers)) = ours.approximate.get(name) else {
            differences.push(format!("{name}: not printed on oclvk"));
            continue;
        };
        if our_numbers.len() != numbers.len() {
            differences.push(format!(
                "{name}: {} numbers on oclvk, {} on the reference",
                our_numbers.len(),
                numbers.len()
            ));
            continue;
        }
        for (index, (ours, theirs)) in our_numbers.iter().zip(numbers).enumerate() {
            if !tolerance.close(*ours, *theirs) {
                differences.push(format!(
                    "{name}[{index}]: oclvk {ours}, reference {theirs} (tolerance {tolerance:?})"
                ));
                break;
            }
        }
    }
    assert!(
        differences.is_empty(),
        "{what}: oclvk and the reference disagree:\n{}",
        differences.join("\n")
    );
}

/// Compiles `tests/c/NAME.c` once per test process.
fn compile_c(name: &str) -> PathBuf {
    let source = tests_dir().join("c").join(format!("{name}.c"));
    let binary = scratch_dir().join(name);
    let mut command = Command::new(std::env::var("CC").unwrap_or_else(|_| "gcc".to_string()));
    command
        .args(["-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&binary)
        .arg(&source)
        .arg("-lOpenCL");
    let compiled = run(command);
    assert_eq!(
        compiled.status,
        Some(0),
        "{}",
        compiled.describe(&format!("gcc {}", source.display()))
    );
    binary
}

fn run_c(binary: &Path, platform: Platform) -> Run {
    let mut command = Command::new(binary);
    command.arg(platform.name());
    platform.configure(&mut command);
    run(command)
}

fn host_program(name: &str) {
    let binary = compile_c(name);
    let reference = run_c(&binary, Platform::Reference);
    let oclvk = run_c(&binary, Platform::Oclvk);
    compare(&format!("tests/c/{name}.c"), &oclvk, &reference);
}

macro_rules! host_programs {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                host_program(stringify!($name));
            }
        )*

        /// Every program in tests/c has its test above.
        #[test]
        fn every_c_program_is_run() {
            let listed = [$(stringify!($name)),*];
            for entry in std::fs::read_dir(tests_dir().join("c")).expect("read tests/c") {
                let path = entry.expect("directory entry").path();
                if path.extension().is_some_and(|e| e == "c") {
                    let stem = path.file_stem().and_then(|s| s.to_str()).expect("UTF-8 name");
                    assert!(listed.contains(&stem), "tests/c/{stem}.c has no test in host_programs.rs");
                }
            }
        }
    };
}

host_programs!(
    platform, context, buffers, programs, kernels, ndrange, events, printf, errors, extensions,
    lifetimes, images
);

fn python() -> String {
    std::env::var("OCLVK_PYTHON").unwrap_or_else(|_| "/usr/bin/python3".to_string())
}

fn run_python(script: &Path, platform: Platform) -> Run {
    let mut command = Command::new(python());
    command.arg(script).arg(platform.name());
    // On oclvk every kernel is built from source (PyOpenCL's binary cache would skip the
    // build); the reference keeps its cache, which saves PoCL's slow builds on later runs.
    if let Platform::Oclvk = platform {
        command.env("PYOPENCL_NO_CACHE", "1");
    }
    platform.configure(&mut command);
    run(command)
}

fn python_script(name: &str) {
    let script = tests_dir().join("python").join(format!("{name}.py"));
    let reference = run_python(&script, Platform::Reference);
    let oclvk = run_python(&script, Platform::Oclvk);
    compare(&format!("tests/python/{name}.py"), &oclvk, &reference);
}

macro_rules! python_scripts {
    ($($name:ident),* $(,)?) => {
        mod python {
            $(
                #[test]
                fn $name() {
                    super::python_script(stringify!($name));
                }
            )*

            /// Every script in tests/python has its test above.
            #[test]
            fn every_script_is_run() {
                let listed = [$(stringify!($name)),*];
                for entry in std::fs::read_dir(super::tests_dir().join("python")).expect("read tests/python") {
                    let path = entry.expect("directory entry").path();
                    if path.extension().is_some_and(|e| e == "py") {
                        let stem = path.file_stem().and_then(|s| s.to_str()).expect("UTF-8 name");
                        assert!(listed.contains(&stem) || stem == "common", "tests/python/{stem}.py has no test in host_programs.rs");
                    }
                }
            }
        }
    };
}

python_scripts!(
    arrays,
    elementwise,
    reduction,
    scan,
    local_memory,
    host_api,
    images
);

/// Compiles a program of `icd/bench/` (the measurements the README describes) as its comment
/// says, with warnings as errors.
fn compile_bench(name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("bench")
        .join(format!("{name}.c"));
    let binary = scratch_dir().join(format!("bench-{name}"));
    let mut command = Command::new(std::env::var("CC").unwrap_or_else(|_| "gcc".to_string()));
    command
        .args(["-std=c99", "-O2", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&binary)
        .arg(&source)
        .args(["-lOpenCL", "-lm"]);
    let compiled = run(command);
    assert_eq!(
        compiled.status,
        Some(0),
        "{}",
        compiled.describe(&format!("gcc {}", source.display()))
    );
    binary
}

/// `icd/bench/suite.c` runs every kernel of the bench suite at the small size, checked against
/// its CPU reference, on the oclvk platform and on the reference platform: one `ok` row per
/// kernel of `oclvk bench --size small`.
#[test]
fn the_bench_suite_verifies_through_the_driver() {
    let binary = compile_bench("suite");
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/kernels");
    for platform in [Platform::Oclvk, Platform::Reference] {
        let mut command = Command::new(&binary);
        command
            .arg(platform.name())
            .args(["--size", "small", "--runs", "2", "--kernels"])
            .arg(&kernels);
        platform.configure(&mut command);
        let suite = run(command);
        let what = format!("suite on {}", platform.name());
        assert_eq!(suite.status, Some(0), "{}", suite.describe(&what));
        let rows: Vec<&str> = suite
            .stdout
            .lines()
            .filter(|l| l.ends_with(" ok"))
            .collect();
        let names: Vec<&str> = rows
            .iter()
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        assert_eq!(
            names,
            [
                "stream-copy",
                "stream-triad",
                "reduce",
                "sgemm-128",
                "transpose",
                "histogram",
                "nbody",
                "stencil",
                "spmv",
                "twiddle",
                "explog"
            ],
            "{}",
            suite.describe(&what)
        );
    }
}

/// `icd/bench/launch_latency.c` runs through the driver and prints each of its figures.
#[test]
fn the_launch_latency_probe_runs_through_the_driver() {
    let binary = compile_bench("launch_latency");
    let mut command = Command::new(&binary);
    command.args([OCLVK_PLATFORM, "50"]);
    Platform::Oclvk.configure(&mut command);
    let probe = run(command);
    assert_eq!(
        probe.status,
        Some(0),
        "{}",
        probe.describe("launch_latency")
    );
    for figure in [
        "enqueue+finish",
        "launches/s",
        "clWaitForEvents",
        "profiling queue",
    ] {
        assert!(
            probe.stdout.contains(figure),
            "no '{figure}' in:\n{}",
            probe.stdout
        );
    }
}

/// `clinfo` lists the oclvk platform with one or more devices whose basic values are sane.
#[test]
fn clinfo_lists_the_platform_and_its_devices() {
    let mut command = Command::new("clinfo");
    command.arg("--raw");
    Platform::Oclvk.configure(&mut command);
    let listing = run(command);
    assert_eq!(
        listing.status,
        Some(0),
        "{}",
        listing.describe("clinfo --raw")
    );
    let value_of = |key: &str| -> Vec<String> {
        listing
            .stdout
            .lines()
            .filter_map(|line| {
                let line = line.trim_start();
                let line = if line.starts_with('[') {
                    line.split_once(']')
                        .map_or(line, |(_, rest)| rest)
                        .trim_start()
                } else {
                    line
                };
                let (name, value) = line.split_once(char::is_whitespace)?;
                (name == key).then(|| value.trim().to_string())
            })
            .collect()
    };
    // clinfo asks everything an OpenCL 3.0 platform and device must answer (and what their
    // extensions add), and prints `<FILE:LINE: get NAME : error CODE>` for a query that fails.
    let failed_queries: Vec<&str> = listing
        .stdout
        .lines()
        .filter(|line| line.contains(" : error ") || line.contains(" : size mismatch "))
        .collect();
    assert!(
        failed_queries.is_empty(),
        "queries clinfo makes fail:\n{}",
        failed_queries.join("\n")
    );
    let names = value_of("CL_PLATFORM_NAME");
    assert!(
        names.iter().any(|name| name == OCLVK_PLATFORM),
        "clinfo names no oclvk platform: {names:?}\n{}",
        listing.stdout
    );
    assert!(
        value_of("#PLATFORMS").first().is_some_and(|n| n == "1"),
        "{}",
        listing.stdout
    );
    let device_count: u32 = value_of("#DEVICES")
        .first()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(
        device_count >= 1,
        "clinfo lists no device:\n{}",
        listing.stdout
    );
    let positive = |key: &str| {
        let values = value_of(key);
        assert_eq!(values.len(), device_count as usize, "{key}: {values:?}");
        for value in values {
            let number: u64 = value
                .split_whitespace()
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            assert!(number > 0, "{key} is {value:?}");
        }
    };
    positive("CL_DEVICE_MAX_COMPUTE_UNITS");
    positive("CL_DEVICE_MAX_WORK_GROUP_SIZE");
    positive("CL_DEVICE_GLOBAL_MEM_SIZE");
    positive("CL_DEVICE_MAX_MEM_ALLOC_SIZE");
    positive("CL_DEVICE_LOCAL_MEM_SIZE");
    for version in value_of("CL_DEVICE_VERSION") {
        assert!(
            version.starts_with("OpenCL "),
            "CL_DEVICE_VERSION {version:?}"
        );
    }
    for platform_version in value_of("CL_PLATFORM_VERSION") {
        assert!(
            platform_version.starts_with("OpenCL 3.0"),
            "CL_PLATFORM_VERSION {platform_version:?}"
        );
    }
    for available in value_of("CL_DEVICE_AVAILABLE")
        .into_iter()
        .chain(value_of("CL_DEVICE_COMPILER_AVAILABLE"))
    {
        assert_eq!(available, "CL_TRUE");
    }
    assert!(
        value_of("CL_PLATFORM_EXTENSIONS")
            .iter()
            .all(|e| e.split_whitespace().any(|x| x == "cl_khr_icd")),
        "{}",
        listing.stdout
    );
}

/// `scripts/install-icd --user DIR` registers the library so that clinfo lists oclvk through
/// the printed `OCL_ICD_VENDORS`; again is a no-op; `--uninstall` removes it.
#[test]
fn install_icd_registers_for_a_user() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/install-icd");
    let dir = scratch_dir().join("user-vendors");
    let library = icd_library();
    let install = |extra: &[&str]| {
        let mut command = Command::new("bash");
        command.arg(&script).arg("--user").arg(&dir).args(extra);
        run(command)
    };

    let first = install(&["--lib", library.to_str().expect("UTF-8 path")]);
    assert_eq!(first.status, Some(0), "{}", first.describe("install-icd"));
    let registered = std::fs::read_to_string(dir.join("oclvk.icd")).expect("DIR/oclvk.icd");
    assert_eq!(registered.trim_end(), library.to_str().unwrap());
    let export_line = format!("export OCL_ICD_VENDORS={}", dir.display());
    assert!(
        first.stdout.lines().any(|line| line == export_line),
        "{}",
        first.describe("install-icd")
    );
    assert!(first
        .stdout
        .contains(&format!("export OCL_ICD_FILENAMES={}", library.display())));

    let mut listing = Command::new("clinfo");
    listing
        .arg("-l")
        .env("OCL_ICD_VENDORS", &dir)
        .env_remove("OCL_ICD_FILENAMES");
    let listing = run(listing);
    assert!(
        listing
            .stdout
            .contains(&format!("Platform #0: {OCLVK_PLATFORM}"))
            && listing.stdout.contains("Device #0"),
        "{}",
        listing.describe("clinfo -l")
    );

    let again = install(&["--lib", library.to_str().unwrap()]);
    assert_eq!(
        again.status,
        Some(0),
        "{}",
        again.describe("install-icd again")
    );
    assert!(
        again.stdout.contains("already names"),
        "{}",
        again.describe("install-icd again")
    );

    let removed = install(&["--uninstall"]);
    assert_eq!(
        removed.status,
        Some(0),
        "{}",
        removed.describe("install-icd --uninstall")
    );
    assert!(!dir.join("oclvk.icd").exists());

    let mut wrong = Command::new("bash");
    wrong.arg(&script).arg("--no-such-option");
    let wrong = run(wrong);
    assert_eq!(
        wrong.status,
        Some(2),
        "{}",
        wrong.describe("install-icd --no-such-option")
    );
    assert!(
        wrong.stderr.contains("unknown argument '--no-such-option'"),
        "{}",
        wrong.stderr
    );
}
