//! The portable corpus (tests/portable/*.cl): every run line of every file runs on an OpenCL
//! implementation (PoCL here, loaded at run time as in tests/differential.rs) and through
//! oclvk on lavapipe by four paths: the default target (device addresses), the
//! `vulkan1.2-portable` target on a runtime with bufferDeviceAddress switched off, the `wgsl`
//! target through wgpu's Vulkan backend, and the `glsl` target compiled by glslangValidator
//! (Debian's glslang-tools) and run as the portable SPIR-V is. Every buffer argument is compared with
//! PoCL's afterwards: integers exactly, floats within the file's ULP budget.
//!
//! A corpus file says how it runs in comments, with `oclvk run`'s own argument grammar:
//! `// RUN: -k KERNEL -g X[,Y[,Z]] [-l X[,Y[,Z]]] --arg NAME=SPEC...` (one line per run),
//! `// BUILD: OPTIONS` (build options, both sides), `// ULPS: N` (default 0) and
//! `// SIZES: [--local-arg NAME=BYTES]... [--work-group-size X[,Y[,Z]]]` (`oclvk compile`'s
//! sizes, given to every portable path; such a file also runs through vulkan1.2-portable and
//! wgsl with those sizes fixed when compiling, `Options::fixed_sizes`, as MSL and HLSL fix
//! them, so that their path runs here, and each run line must pass the sizes fixed). Two more say
//! what a path does not do, and are checked as strictly as a run: `// REFUSES: PATH: TEXT` (the
//! target refuses the file with a diagnostic containing TEXT: what README's feature table says
//! it cannot express) and `// XFAIL: PATH: WHY` (a known compiler defect, which WHY names:
//! every run on PATH must still fail, and the harness fails as soon as one passes, so that the
//! line goes). `// ORACLE: vulkan1.2: WHY` makes the default target's run, not OpenCL's, the
//! outputs the other paths must equal, for a file that PoCL cannot build (WHY says what it
//! lacks).

#![cfg(feature = "wgpu")]

mod common;
#[path = "common/compare.rs"]
mod compare;
#[path = "common/opencl.rs"]
mod opencl;
#[path = "common/portable_paths.rs"]
mod portable_paths;

use std::path::{Path, PathBuf};

use oclvk::run::{RunConfig, RunOutput, RunSpecs};
use oclvk::runner::{NdRange, Runtime, RuntimeOptions};
use oclvk::spec::{resolve_within, ArgSpec, HostArg};
use oclvk::spirv::reflect::{ArgKind, ModuleReflection};
use opencl::{ClArg, Platform};
use portable_paths::{runtimes, Runtimes};

/// One `// RUN:` line.
struct RunLine {
    text: String,
    kernel: String,
    global: Vec<u64>,
    local: Option<Vec<u32>>,
    specs: Vec<String>,
}

struct CorpusFile {
    path: PathBuf,
    source: String,
    build: String,
    ulps: u64,
    runs: Vec<RunLine>,
    /// (path name, diagnostic text) of `// REFUSES:` lines.
    refuses: Vec<(String, String)>,
    /// Path names of `// XFAIL:` lines.
    xfail: Vec<String>,
    /// The `// SIZES:` line's `local` argument bytes and work-group size.
    sizes: Option<Sizes>,
    /// An `// ORACLE: vulkan1.2:` line: the default target's outputs are the reference.
    default_oracle: bool,
}

/// `oclvk compile --local-arg NAME=BYTES... --work-group-size X[,Y[,Z]]`.
struct Sizes {
    local_arg_bytes: Vec<(String, u64)>,
    work_group_size: Option<[u32; 3]>,
}

fn parse_sizes(text: &str) -> Sizes {
    let mut sizes = Sizes {
        local_arg_bytes: Vec::new(),
        work_group_size: None,
    };
    let mut words = text.split_whitespace();
    while let Some(w) = words.next() {
        let value = words
            .next()
            .unwrap_or_else(|| panic!("SIZES: {w} without a value"));
        match w {
            "--local-arg" => {
                let (name, bytes) = value.split_once('=').expect("--local-arg NAME=BYTES");
                let bytes = bytes.parse().expect("BYTES");
                sizes.local_arg_bytes.push((name.to_string(), bytes));
            }
            "--work-group-size" => {
                let given: Vec<u32> = self::sizes(value);
                sizes.work_group_size = Some([0, 1, 2].map(|d| given.get(d).copied().unwrap_or(1)));
            }
            other => panic!("SIZES: unknown option '{other}' in '{text}'"),
        }
    }
    sizes
}

fn sizes<T: std::str::FromStr>(text: &str) -> Vec<T> {
    text.split(',')
        .map(|s| {
            s.parse()
                .unwrap_or_else(|_| panic!("'{text}' is not X[,Y[,Z]]"))
        })
        .collect()
}

fn parse_run(text: &str) -> RunLine {
    let mut words = text.split_whitespace();
    let mut run = RunLine {
        text: text.to_string(),
        kernel: String::new(),
        global: Vec::new(),
        local: None,
        specs: Vec::new(),
    };
    while let Some(w) = words.next() {
        let mut value = || {
            words
                .next()
                .unwrap_or_else(|| panic!("RUN: {w} without a value"))
        };
        match w {
            "-k" => run.kernel = value().to_string(),
            "-g" => run.global = sizes(value()),
            "-l" => run.local = Some(sizes(value())),
            "--arg" => run.specs.push(value().to_string()),
            other => panic!("RUN: unknown option '{other}' in '{text}'"),
        }
    }
    assert!(
        !run.kernel.is_empty() && !run.global.is_empty(),
        "RUN: {text}"
    );
    run
}

fn corpus() -> Vec<CorpusFile> {
    let dir = common::root().join("tests/portable");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/portable")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cl"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).expect("a corpus file");
            let mut file = CorpusFile {
                path: path.clone(),
                source: source.clone(),
                build: String::new(),
                ulps: 0,
                runs: Vec::new(),
                refuses: Vec::new(),
                xfail: Vec::new(),
                sizes: None,
                default_oracle: false,
            };
            for line in source.lines() {
                let line = line.trim();
                if let Some(run) = line.strip_prefix("// RUN:") {
                    file.runs.push(parse_run(run));
                } else if let Some(build) = line.strip_prefix("// BUILD:") {
                    file.build = build.trim().to_string();
                } else if let Some(sizes) = line.strip_prefix("// SIZES:") {
                    file.sizes = Some(parse_sizes(sizes));
                } else if let Some(ulps) = line.strip_prefix("// ULPS:") {
                    file.ulps = ulps.trim().parse().expect("ULPS: N");
                } else if let Some(refusal) = line.strip_prefix("// REFUSES:") {
                    let (path, text) = refusal.split_once(':').expect("REFUSES: PATH: TEXT");
                    file.refuses
                        .push((path.trim().to_string(), text.trim().to_string()));
                } else if let Some(oracle) = line.strip_prefix("// ORACLE:") {
                    let (path, _why) = oracle.split_once(':').expect("ORACLE: PATH: WHY");
                    assert_eq!(path.trim(), "vulkan1.2", "ORACLE: names the default path");
                    file.default_oracle = true;
                } else if let Some(xfail) = line.strip_prefix("// XFAIL:") {
                    let (path, _why) = xfail.split_once(':').expect("XFAIL: PATH: WHY");
                    file.xfail.push(path.trim().to_string());
                }
            }
            assert!(!file.runs.is_empty(), "{} has no RUN line", path.display());
            file
        })
        .collect()
}

/// The module of one oclvk path.
enum Module {
    Spirv(oclvk::spirv::Output),
    Wgsl {
        text: String,
        reflection: ModuleReflection,
    },
    /// GLSL has one entry point a shader: one per kernel the file runs, with its reflection.
    Glsl(Vec<(String, String, ModuleReflection)>),
}

impl Module {
    fn reflection(&self) -> &ModuleReflection {
        match self {
            Module::Spirv(o) => &o.reflection,
            Module::Wgsl { reflection, .. } => reflection,
            Module::Glsl(shaders) => &shaders[0].2,
        }
    }
}

/// The oclvk paths each run line takes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum OclvkPath {
    Default,
    Vulkan12Portable,
    Wgsl,
    Glsl,
    /// Files with a `// SIZES:` line: vulkan1.2-portable and wgsl with the sizes fixed when
    /// compiling.
    Vulkan12PortableFixed,
    WgslFixed,
}

impl OclvkPath {
    fn name(self) -> &'static str {
        match self {
            OclvkPath::Default => "vulkan1.2",
            OclvkPath::Vulkan12Portable => "vulkan1.2-portable",
            OclvkPath::Wgsl => "wgsl",
            OclvkPath::Glsl => "glsl",
            OclvkPath::Vulkan12PortableFixed => "vulkan1.2-portable-fixed",
            OclvkPath::WgslFixed => "wgsl-fixed",
        }
    }

    fn fixes_sizes(self) -> bool {
        matches!(
            self,
            OclvkPath::Vulkan12PortableFixed | OclvkPath::WgslFixed
        )
    }
}

const PATHS: [OclvkPath; 6] = [
    OclvkPath::Default,
    OclvkPath::Vulkan12Portable,
    OclvkPath::Wgsl,
    OclvkPath::Glsl,
    OclvkPath::Vulkan12PortableFixed,
    OclvkPath::WgslFixed,
];

fn compile(file: &CorpusFile, path: OclvkPath) -> Result<Module, String> {
    use oclvk::naga_backend::{Code, Options};
    use oclvk::spirv::reflect::Target;
    let options = oclvk::build_options::parse(&file.build).map_err(|e| e.to_string())?;
    let name = file
        .path
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let target = match path {
        OclvkPath::Default => {
            return oclvk::compile_source(&name, &file.source, &options)
                .into_result()
                .map(Module::Spirv)
                .map_err(|e| e.to_string())
        }
        OclvkPath::Vulkan12Portable | OclvkPath::Vulkan12PortableFixed => Target::Vulkan1_2Portable,
        OclvkPath::Wgsl | OclvkPath::WgslFixed => Target::Wgsl,
        OclvkPath::Glsl => Target::Glsl,
    };
    let compile_kernel = |kernel: Option<&str>| {
        let portable = Options {
            target,
            kernel: kernel.map(str::to_string),
            local_arg_bytes: file
                .sizes
                .as_ref()
                .map(|s| s.local_arg_bytes.clone())
                .unwrap_or_default(),
            work_group_size: file.sizes.as_ref().and_then(|s| s.work_group_size),
            fixed_sizes: path.fixes_sizes(),
            ..Options::default()
        };
        let (compilation, output) =
            oclvk::compile_source_portable(&name, &file.source, &options, &portable);
        output.ok_or_else(|| compilation.render(oclvk::DiagnosticFormat::Text, false))
    };
    if path == OclvkPath::Glsl {
        let mut shaders = Vec::new();
        for run in &file.runs {
            if shaders.iter().any(|(k, _, _)| *k == run.kernel) {
                continue;
            }
            let output = compile_kernel(Some(&run.kernel))?;
            let Code::Text(text) = output.code else {
                return Err("the glsl target wrote no text".into());
            };
            shaders.push((run.kernel.clone(), text, output.reflection));
        }
        return Ok(Module::Glsl(shaders));
    }
    let output = compile_kernel(None)?;
    Ok(match output.code {
        Code::Text(text) => Module::Wgsl {
            text,
            reflection: output.reflection,
        },
        Code::Words(words) => Module::Spirv(oclvk::spirv::Output {
            words,
            reflection: output.reflection,
        }),
    })
}

/// Runs one line through one oclvk path: every buffer argument's final bytes, by argument
/// index.
fn run_oclvk(
    module: &Module,
    run: &RunLine,
    specs: &[ArgSpec],
    runtimes: &Runtimes,
) -> Result<Vec<RunOutput>, String> {
    let mut range = NdRange::new(&run.global);
    if let Some(l) = &run.local {
        range = range.with_local(l);
    }
    let config = RunConfig::default();
    let report = match module {
        Module::Spirv(output) => {
            let rt = if output
                .reflection
                .kernels
                .iter()
                .all(|k| k.portable.is_some())
            {
                &runtimes.no_addresses
            } else {
                &runtimes.default
            };
            let program = oclvk::load(rt, output).map_err(|e| e.to_string())?;
            rt.run_specs(&program, &run.kernel, &range, specs, &config)
                .map_err(|e| e.to_string())?
        }
        Module::Wgsl { text, reflection } => runtimes
            .wgpu
            .run_specs(text, reflection, &run.kernel, &range, specs, &config)
            .map_err(|e| e.to_string())?,
        Module::Glsl(shaders) => {
            let (_, text, reflection) = shaders
                .iter()
                .find(|(k, _, _)| *k == run.kernel)
                .ok_or_else(|| format!("no GLSL for kernel '{}'", run.kernel))?;
            let (words, reflection) = glsl_kernel(text, reflection, &run.kernel)?;
            let rt = &runtimes.no_addresses;
            let program = rt
                .load_program(&words, Some(reflection))
                .map_err(|e| e.to_string())?;
            rt.run_specs(&program, &run.kernel, &range, specs, &config)
                .map_err(|e| e.to_string())?
        }
    };
    Ok(report.outputs)
}

/// The GLSL of `kernel` compiled by glslangValidator; its reflection lists that kernel alone,
/// the shader's one entry point (`main`, as the reflection's `entry_point` says).
fn glsl_kernel(
    section: &str,
    reflection: &ModuleReflection,
    kernel: &str,
) -> Result<(Vec<u32>, ModuleReflection), String> {
    let dir = common::scratch(&format!("portable_glsl_{kernel}"));
    let (source, spv) = (
        dir.join(format!("{kernel}.comp")),
        dir.join(format!("{kernel}.spv")),
    );
    std::fs::write(&source, section).map_err(|e| e.to_string())?;
    let words = common::glslang_vulkan1_2(&source, &spv)?;
    Ok((words, reflection.clone()))
}

/// Runs one line on the OpenCL platform: the buffers' final bytes in argument order.
fn run_opencl(
    built: &opencl::Built,
    reflection: &ModuleReflection,
    run: &RunLine,
    specs: &[ArgSpec],
) -> Result<Vec<Vec<u8>>, String> {
    let kernel = reflection
        .kernel(&run.kernel)
        .ok_or_else(|| format!("no kernel '{}'", run.kernel))?;
    let resolved = resolve_within(kernel, specs, u64::MAX).map_err(|e| e.to_string())?;
    let mut args = Vec::new();
    for a in &kernel.args {
        let r = resolved
            .iter()
            .find(|r| r.param.index == a.index)
            .ok_or_else(|| format!("RUN gives no argument '{}'", a.name))?;
        args.push(match (&r.value, &a.kind) {
            (HostArg::Buffer(b), _) => ClArg::Buffer(b.clone()),
            (HostArg::Value(v), _) => ClArg::Value(v.clone()),
            (HostArg::Local(n), ArgKind::Local { pointee, .. }) => {
                ClArg::Local(*n as usize * pointee.size as usize)
            }
            _ => return Err(format!("argument '{}' cannot be passed", a.name)),
        });
    }
    let global: Vec<usize> = run.global.iter().map(|&g| g as usize).collect();
    let local: Option<Vec<usize>> = run
        .local
        .as_ref()
        .map(|l| l.iter().map(|&x| x as usize).collect());
    built.run(&run.kernel, &global, local.as_deref(), &args)
}

/// The buffers after `run` through the default path, in argument order, as `run_opencl` gives
/// them: the reference of a file with an `// ORACLE: vulkan1.2:` line.
fn run_default(
    modules: &[(OclvkPath, Result<Module, String>)],
    reflection: &ModuleReflection,
    run: &RunLine,
    specs: &[ArgSpec],
    runtimes: &Runtimes,
) -> Result<Vec<Vec<u8>>, String> {
    let module = modules
        .iter()
        .find(|(p, _)| *p == OclvkPath::Default)
        .ok_or("the default path is not run")?
        .1
        .as_ref()
        .map_err(|e| format!("the default target does not compile it:\n{e}"))?;
    let outputs = run_oclvk(module, run, specs, runtimes)?;
    let kernel = reflection.kernel(&run.kernel).expect("the kernel");
    kernel
        .args
        .iter()
        .filter(|a| matches!(a.kind, ArgKind::Buffer { .. }))
        .map(|a| {
            outputs
                .iter()
                .find(|o| o.param.index == a.index)
                .map(|o| o.bytes.clone())
                .ok_or_else(|| format!("no output for '{}'", a.name))
        })
        .collect()
}

/// Compares oclvk's outputs with OpenCL's (buffer arguments in argument order).
fn compare_outputs(
    reflection: &ModuleReflection,
    run: &RunLine,
    opencl: &[Vec<u8>],
    oclvk: &[RunOutput],
    ulps: u64,
) -> Vec<String> {
    let kernel = reflection.kernel(&run.kernel).expect("the kernel");
    let buffers = kernel
        .args
        .iter()
        .filter(|a| matches!(a.kind, ArgKind::Buffer { .. }));
    let mut problems = Vec::new();
    for (param, cl) in buffers.zip(opencl) {
        let ArgKind::Buffer { pointee, .. } = &param.kind else {
            unreachable!("filtered to buffers")
        };
        let Some(out) = oclvk.iter().find(|o| o.param.index == param.index) else {
            problems.push(format!("no output for '{}'", param.name));
            continue;
        };
        let (_, _, bad) = compare::compare(pointee, cl, &out.bytes, ulps);
        problems.extend(bad.into_iter().map(|b| format!("'{}': {b}", param.name)));
    }
    problems
}

fn display(path: &Path) -> String {
    path.strip_prefix(common::root())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[test]
fn the_portable_corpus_agrees_with_opencl_on_every_path() {
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    let platform = Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
        panic!("the portable corpus needs an OpenCL platform (PoCL, as scripts/install-deps installs): {e}")
    });
    let runtimes = runtimes();
    let mut failures = Vec::new();
    for file in corpus() {
        let name = display(&file.path);
        let built = match file.default_oracle {
            true => None,
            false => match platform.build(&file.source, &file.build) {
                Ok(b) => Some(b),
                Err(e) => {
                    failures.push(format!("{name}: OpenCL does not build it: {e}"));
                    continue;
                }
            },
        };
        let mut modules: Vec<(OclvkPath, Result<Module, String>)> = Vec::new();
        for path in PATHS {
            if path.fixes_sizes() && file.sizes.is_none() {
                continue;
            }
            let module = compile(&file, path);
            let refusal = file.refuses.iter().find(|(p, _)| p == path.name());
            match (refusal, module) {
                (None, module) => modules.push((path, module)),
                (Some((_, text)), Err(e)) if e.contains(text.as_str()) => {
                    eprintln!("  {name} [{}]: refused as expected", path.name())
                }
                (Some((_, text)), Err(e)) => failures.push(format!(
                    "{name} [{}]: refused, but not with '{text}':\n{e}",
                    path.name()
                )),
                (Some((_, text)), Ok(_)) => failures.push(format!(
                    "{name} [{}]: compiles, but its REFUSES line expects '{text}'",
                    path.name()
                )),
            }
        }
        let Some(reference) = modules
            .iter()
            .find_map(|(_, m)| m.as_ref().ok())
            .map(|m| m.reflection().clone())
        else {
            failures.push(format!("{name}: no path compiles it"));
            continue;
        };
        for run in &file.runs {
            let specs: Vec<ArgSpec> = run
                .specs
                .iter()
                .map(|s| ArgSpec::parse(s).expect("an argument spec"))
                .collect();
            let oracle = match &built {
                Some(built) => run_opencl(built, &reference, run, &specs),
                None => run_default(&modules, &reference, run, &specs, &runtimes),
            };
            let opencl = match oracle {
                Ok(o) => o,
                Err(e) => {
                    failures.push(format!("{name}: RUN:{} on the oracle: {e}", run.text));
                    continue;
                }
            };
            for (path, module) in &modules {
                if built.is_none() && *path == OclvkPath::Default {
                    continue;
                }
                let outcome = module
                    .as_ref()
                    .map_err(|e| format!("does not compile:\n{e}"))
                    .and_then(|m| run_oclvk(m, run, &specs, &runtimes))
                    .map(|out| compare_outputs(&reference, run, &opencl, &out, file.ulps));
                let xfail = file.xfail.iter().any(|p| p == path.name());
                match outcome {
                    Ok(problems) if problems.is_empty() && xfail => failures.push(format!(
                        "{name} [{}] RUN:{}: agrees now: remove its XFAIL line",
                        path.name(),
                        run.text
                    )),
                    Ok(problems) if problems.is_empty() => {
                        eprintln!("  {name} [{}] RUN:{}: agrees", path.name(), run.text)
                    }
                    Ok(_) | Err(_) if xfail => {
                        eprintln!(
                            "  {name} [{}] RUN:{}: fails, as its XFAIL line says",
                            path.name(),
                            run.text
                        )
                    }
                    Ok(problems) => failures.push(format!(
                        "{name} [{}] RUN:{}:\n    {}",
                        path.name(),
                        run.text,
                        problems.join("\n    ")
                    )),
                    Err(e) => {
                        failures.push(format!("{name} [{}] RUN:{}: {e}", path.name(), run.text))
                    }
                }
            }
        }
    }
    runtimes.assert_validation_clean();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// `tests/portable/trap_free_divisions.cl` through `oclvk run --target vulkan1.2-portable`, the
/// way it killed the process with SIGFPE (lavapipe building the pipeline divided `INT_MIN` by
/// -1) before the portable lowering made every integer divisor unable to trap; the values it
/// keeps are the host's.
#[test]
fn integer_divisions_do_not_trap_through_the_portable_cli() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("trap_free_divisions");
    std::fs::create_dir_all(&dir).unwrap();
    let out_path = dir.join("out.bin");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_oclvk"))
        .arg("run")
        .arg(common::root().join("tests/portable/trap_free_divisions.cl"))
        .args(["-k", "divisions", "-g", "16", "-l", "16"])
        .args(["--target", "vulkan1.2-portable"])
        .args(["--arg", "in=iota:32", "--arg", "out=zeros:64", "--out"])
        .arg(format!("out={}", out_path.display()))
        .output()
        .expect("oclvk runs");
    assert!(
        run.status.success(),
        "{:?}: {}",
        run.status,
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::read(&out_path).unwrap();
    let got: Vec<i64> = bytes
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let divisors = [0, -1, 5, i32::MAX, 0, -1, 7, -7, 1, 2, 3, -1, 0, 9, -1, 4];
    let m = i32::MIN;
    let dividends = [m, m, m, m, m, m, m, m, m, 100, -100, m, 5, m, m, -8];
    for i in 0..16usize {
        let (d, n) = (divisors[i], dividends[i]);
        let quotient = if d == 0 || (n == m && d == -1) {
            n
        } else {
            n / d
        };
        let want = [(i >= 5) as i64, m as i64, 7, quotient as i64];
        assert_eq!(&got[4 * i..4 * i + 4], &want, "work-item {i}");
    }
}

/// Program-scope `global` variables (OpenCL 2.0) keep their values from one launch to the next
/// of one program, as OpenCL requires: on the portable SPIR-V path the runner makes the
/// program-global buffer once, from the reflection's initial bytes, and binds it to every
/// launch of every kernel; through wgpu the device keeps one such buffer per module and binds it
/// to every launch of its kernels, each `run_specs` preparing its own.
/// Atomics on them work too (their members become atomic).
#[test]
fn program_globals_persist_across_launches() {
    use oclvk::abi::portable::BufferSource;
    use oclvk::naga_backend::{Code, Options};
    use oclvk::spirv::reflect::Target;
    const SOURCE: &str = "
        global uint launches = 40;
        global int hits[4];
        kernel void count(global uint *out) {
            if (get_global_id(0) == 0) {
                launches += 1;
                out[0] = launches;
            }
            atomic_inc(&hits[get_global_id(0) & 3]);
        }
        kernel void total(global int *out) {
            static global int calls;
            calls += 1;
            for (int k = 0; k < 4; k++)
                out[k] = hits[k];
            out[4] = calls;
            out[5] = launches;
        }
    ";
    let options = oclvk::build_options::parse("-cl-std=CL2.0").unwrap();
    let compile = |target| {
        let portable = Options {
            target,
            ..Options::default()
        };
        let (compilation, output) =
            oclvk::compile_source_portable("globals.cl", SOURCE, &options, &portable);
        output.unwrap_or_else(|| {
            panic!(
                "{}",
                compilation.render(oclvk::DiagnosticFormat::Text, false)
            )
        })
    };
    let words = |out: &[RunOutput]| -> Vec<u32> {
        out[0]
            .bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    };
    let spec = |text: &str| vec![ArgSpec::parse(text).unwrap()];
    let config = RunConfig::default();

    let output = compile(Target::Vulkan1_2Portable);
    let block = output.reflection.program_globals.as_ref().expect("a block");
    // The initial bytes up to the last non-zero one: `launches`, placed first.
    assert_eq!(block.init, [40], "launches' initial value");
    assert_eq!(block.size, 24, "launches, hits[4], calls");
    for k in &output.reflection.kernels {
        let bindings = k.portable.as_ref().expect("portable bindings");
        assert!(
            bindings
                .buffers
                .iter()
                .any(|b| b.source == BufferSource::ProgramGlobals),
            "kernel '{}' binds the program globals",
            k.name
        );
    }
    let Code::Words(words_out) = output.code else {
        panic!("SPIR-V words")
    };
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        buffer_device_address: false,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    let program = rt
        .load_program(&words_out, Some(output.reflection.clone()))
        .unwrap();
    let range = NdRange::new(&[64]).with_local(&[16]);
    let one = NdRange::new(&[1]);
    let mut counts = Vec::new();
    for _ in 0..2 {
        let report = rt
            .run_specs(&program, "count", &range, &spec("out=zeros:1"), &config)
            .unwrap();
        counts.push(words(&report.outputs)[0]);
    }
    assert_eq!(counts, [41, 42], "the counter across two launches");
    let mut totals = Vec::new();
    for _ in 0..2 {
        let report = rt
            .run_specs(&program, "total", &one, &spec("out=zeros:6"), &config)
            .unwrap();
        totals.push(words(&report.outputs));
    }
    assert_eq!(totals, [[32, 32, 32, 32, 1, 42], [32, 32, 32, 32, 2, 42]]);
    let messages = rt.validation_messages();
    assert!(messages.is_empty(), "validation:\n{}", messages.join("\n"));

    let output = compile(Target::Wgsl);
    let Code::Text(wgsl) = output.code else {
        panic!("WGSL text")
    };
    let device = oclvk::wgpu_run::WgpuDevice::new(None, std::time::Duration::from_secs(60))
        .expect("a wgpu Vulkan adapter");
    // Each `run_specs` prepares its own launch: the module's globals are the device's, shared.
    let run = |kernel: &str, range: &NdRange, out: &str, config: &RunConfig| {
        let report = device
            .run_specs(&wgsl, &output.reflection, kernel, range, &spec(out), config)
            .unwrap();
        words(&report.outputs)
    };
    let counts: Vec<u32> = (0..2)
        .map(|_| run("count", &range, "out=zeros:1", &config)[0])
        .collect();
    assert_eq!(counts, [41, 42], "wgpu: the counter across two launches");
    let totals: Vec<Vec<u32>> = (0..2)
        .map(|_| run("total", &one, "out=zeros:6", &config))
        .collect();
    assert_eq!(
        totals,
        [[32, 32, 32, 32, 1, 42], [32, 32, 32, 32, 2, 42]],
        "wgpu: another kernel sees the counter and the hits"
    );
    let twice = RunConfig {
        repeat: 2,
        ..RunConfig::default()
    };
    assert_eq!(
        run("count", &range, "out=zeros:1", &twice),
        [44],
        "wgpu: the counter after two more runs of one launch"
    );
    device.reset_program_globals();
    assert_eq!(
        run("count", &range, "out=zeros:1", &config),
        [41],
        "wgpu: the counter from its initial value after a reset"
    );
    assert_eq!(
        run("total", &one, "out=zeros:6", &config),
        [16, 16, 16, 16, 1, 41],
        "wgpu: the static counter from zero after a reset"
    );
}

/// A `local` argument whose size was fixed when compiling (`// SIZES:`, fixed on the test
/// paths as MSL and HLSL fix it) runs only with that size: oclvk's runner and the wgpu path
/// refuse another, naming the argument and the size fixed.
#[test]
fn a_fixed_local_argument_size_is_held_to() {
    let file = corpus()
        .into_iter()
        .find(|f| f.path.ends_with("reduce.cl"))
        .expect("tests/portable/reduce.cl");
    let runtimes = runtimes();
    let mut run = parse_run(&file.runs[0].text);
    for spec in &mut run.specs {
        if spec.starts_with("scratch=") {
            *spec = "scratch=local:32".to_string();
        }
    }
    let specs: Vec<ArgSpec> = run
        .specs
        .iter()
        .map(|s| ArgSpec::parse(s).expect("an argument spec"))
        .collect();
    for path in [OclvkPath::Vulkan12PortableFixed, OclvkPath::WgslFixed] {
        let module = compile(&file, path).expect("reduce.cl compiles with its sizes fixed");
        let kernel = module
            .reflection()
            .kernel("reduce_sum")
            .expect("the kernel");
        assert_eq!(kernel.work_group.required, Some([64, 1, 1]), "{path:?}");
        let error = match run_oclvk(&module, &run, &specs, &runtimes) {
            Ok(_) => panic!("{path:?}: ran with another size than the one fixed"),
            Err(e) => e,
        };
        assert!(
            error.contains("argument 'scratch': its size was fixed when compiling at 256 bytes (64 elements: local:64), not 128"),
            "{path:?}: {error}"
        );
    }
}
