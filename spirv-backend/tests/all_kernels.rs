//! Every OpenCL C file in the repository (outside `target*/` build folders) and every OpenCL C
//! shader of the AmberScript run tests, compiled for all three targets and again with the
//! backend options that change code generation (see [`option_sets`]); every module must pass
//! spirv-val for its environment, and every OpenCL module must read back in llvm-spirv-15.
//! OpenCL C 1.2 files are compiled as 2.0 as well (vulkan1.2 and opencl), where unqualified
//! pointers are generic; those that fail as 2.0 (in the frontend or on a target) are listed in
//! [`NOT_CL20`].
//!
//! A file's `RUN:` line (a kernel corpus file's `// options:` line, docs/testing.md) picks its
//! `-cl-std` (default CL1.2). Diagnostic tests that expect errors (`expected-error` or
//! `oclvk-error` lines in `tests/diagnostics/`) must be rejected by the frontend; a corpus file
//! that expects errors (`// expect-error:`) by the frontend or by each target it lists; modules a
//! target rejects by design are listed by name in [`SKIPPED`] with the reason. Every other failure fails the test, and a file expected to fail that compiles fails it
//! too, so the expectations stay true.
//!
//! The same kernels, with the run tests' embedded sources, are also checked for `Float64`: a
//! float-only source must compile to Vulkan modules without it (issue #17).

mod common;
mod math_library;

use oclvk_frontend::diag::WarningPolicy;
use oclvk_frontend::options::{ClStd, LangOptions};
use oclvk_frontend::Frontend;
use oclvk_spirv::{compile, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [Target; 3] = [Target::Vulkan1_2, Target::Vulkan1_3, Target::Opencl];

/// Why a file is not compiled (relative path, reason). The targets it applies to: `None` means
/// the frontend must reject it; `Some(targets)` means those targets must reject it.
const SKIPPED: &[(&str, Option<&[Target]>, &str)] = &[];

/// OpenCL C 1.2 files that fail as 2.0 (relative path, targets, reason): `None` means the frontend
/// must reject them as 2.0; `Some(targets)` means those targets must reject the 2.0 module. Every
/// other 1.2 file is compiled as 2.0 too, where pointers without an address space are generic.
const NOT_CL20: &[(&str, Option<&[Target]>, &str)] = &[(
    "spirv-backend/tests/cl/walk.cl",
    Some(&[Target::Vulkan1_2]),
    "`float *q = priv; ... q = &priv[2];`: a generic pointer variable assigned more than once, \
     pointing to private memory, is not yet lowered on Vulkan",
)];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace root")
        .to_path_buf()
}

/// Every `.cl` file under `dir`, skipping hidden folders and `target*` build folders.
fn cl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !name.starts_with('.') && !name.starts_with("target") {
                cl_files(&path, out);
            }
        } else if name.ends_with(".cl") {
            out.push(path);
        }
    }
}

/// For a kernel corpus file that must not compile (`// expect-error:` lines, docs/testing.md),
/// the targets it lists (`// targets:`, default vulkan1.2): the frontend rejects it, or else the
/// backend for each of those targets (the harness checks the errors' text). It is compiled for
/// those targets only.
fn corpus_error_targets(rel: &str, text: &str) -> Option<Vec<Target>> {
    if !rel.starts_with("tests/kernels/") || !text.contains("// expect-error:") {
        return None;
    }
    let listed = text
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("// targets:"))
        .unwrap_or("vulkan1.2");
    Some(
        listed
            .split_whitespace()
            .map(|t| match t {
                "vulkan1.2" => Target::Vulkan1_2,
                "vulkan1.3" => Target::Vulkan1_3,
                "opencl" => Target::Opencl,
                other => panic!("{rel}: unknown target '{other}' on its // targets: line"),
            })
            .collect(),
    )
}

/// The `-cl-std` a file's `RUN:` line (or a corpus file's `// options:` line, or a portable
/// corpus file's `// BUILD:` line, tests/portable_runs.rs) asks for.
fn std_of(text: &str) -> ClStd {
    let run = text
        .lines()
        .find(|l| l.contains("RUN:") || l.trim_start().starts_with("// options:"))
        .filter(|l| l.contains("cl-std="))
        .or_else(|| {
            text.lines()
                .find(|l| l.trim_start().starts_with("// BUILD:"))
        })
        .unwrap_or("");
    if run.contains("cl-std=CL3.0") {
        ClStd::Cl3_0
    } else if run.contains("cl-std=CL2.0") {
        ClStd::Cl2_0
    } else {
        ClStd::Cl1_2
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oclvk-all-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// spirv-val for the target, then llvm-spirv-15 -r for OpenCL modules.
fn check_module(name: &str, words: &[u32], target: Target) -> Result<(), String> {
    let path = scratch(&format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    if let Some(failure) = common::spirv_val_failure(&path, words, target) {
        return Err(failure);
    }
    if target == Target::Opencl {
        let out = Command::new("llvm-spirv-15")
            .arg("-r")
            .arg(&path)
            .arg("-o")
            .arg(scratch(&format!("{name}.bc")))
            .output()
            .map_err(|e| format!("llvm-spirv-15: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "llvm-spirv-15 -r: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    Ok(())
}

/// The option sets every source is compiled with: each target with the defaults, then the
/// backend options that change code generation (`-cl-fast-relaxed-math`'s GLSL math,
/// `-ffp-contract=off`'s `NoContraction`, no embedded reflection) on one Vulkan target and
/// OpenCL.
fn option_sets() -> Vec<(String, Options)> {
    let mut sets: Vec<(String, Options)> = TARGETS
        .iter()
        .map(|&target| {
            let options = Options {
                target,
                ..math_library::options()
            };
            (format!("{target:?}"), options)
        })
        .collect();
    for target in [Target::Vulkan1_2, Target::Opencl] {
        let options = Options {
            target,
            fast_math: true,
            no_contraction: true,
            strip_reflection: true,
            ..math_library::options()
        };
        sets.push((format!("{target:?} fast-math fp-contract=off"), options));
    }
    // With the run-time checks (`--check-bounds`, lavapipe's loop-limit check) compiled in,
    // and the work-group functions in local memory only.
    let checked = Options {
        check_bounds: true,
        loop_limit: Some(oclvk_spirv::reflect::LAVAPIPE_LOOP_LIMIT),
        local_memory_collectives: true,
        ..math_library::options()
    };
    sets.push(("Vulkan1_2 checked".into(), checked));
    sets
}

/// The OpenCL C shaders of the AmberScript run tests (`SHADER compute NAME OPENCL-C` to `END`),
/// named `FILE:NAME`; the `fail-*` scripts' shaders may be rejected (one fails to compile on
/// purpose). A pipeline's `COMPILE_OPTIONS NAME` block for the shader applies as far as the
/// frontend is concerned: each `-DX[=V]` becomes a `#define` line before the source and a
/// `-cl-std=`/`--cl-std=` a `RUN:` line (see [`std_of`]); the backend options that change code
/// are covered by [`option_sets`].
fn amber_shaders(root: &Path) -> Vec<(String, String)> {
    let dir = root.join("tests/amber");
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    scripts.retain(|p| p.extension().is_some_and(|e| e == "amber"));
    scripts.sort();
    let mut shaders = Vec::new();
    for script in scripts {
        let text = std::fs::read_to_string(&script).unwrap();
        let file = script.file_name().unwrap().to_string_lossy().into_owned();
        let mut sources: Vec<(String, String)> = Vec::new();
        let mut prefixes: Vec<(String, String)> = Vec::new();
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[..] {
                ["SHADER", "compute", name, "OPENCL-C"] => {
                    let source: Vec<&str> =
                        lines.by_ref().take_while(|l| l.trim() != "END").collect();
                    sources.push((name.to_string(), source.join("\n")));
                }
                ["COMPILE_OPTIONS", name] => {
                    let block: Vec<&str> =
                        lines.by_ref().take_while(|l| l.trim() != "END").collect();
                    let mut prefix = String::new();
                    for option in block.iter().flat_map(|l| l.split_whitespace()) {
                        if let Some(define) = option.strip_prefix("-D") {
                            let (macro_name, value) =
                                define.split_once('=').unwrap_or((define, "1"));
                            prefix.push_str(&format!("#define {macro_name} {value}\n"));
                        } else if option.contains("cl-std=") {
                            prefix.push_str(&format!("// RUN: {option}\n"));
                        }
                    }
                    prefixes.push((name.to_string(), prefix));
                }
                _ => {}
            }
        }
        for (name, source) in sources {
            let prefix: String = prefixes
                .iter()
                .filter(|(n, _)| *n == name)
                .map(|(_, p)| p.as_str())
                .collect();
            shaders.push((format!("tests/amber/{file}:{name}"), prefix + &source));
        }
    }
    shaders
}

/// Compiles one source for every option set of `targets` and checks each module; problems go
/// to `failures`. `skip` is the file's entry in [`SKIPPED`] (or the diagnostic-test one), and
/// `may_be_rejected` lets the frontend reject it silently.
fn check_source(
    rel: &str,
    text: &str,
    skip: Option<&(&str, Option<&[Target]>, &str)>,
    may_be_rejected: bool,
    targets: &[Target],
    failures: &mut Vec<String>,
) {
    let options = LangOptions {
        std: std_of(text),
        ..LangOptions::default()
    };
    let fe = Frontend::compile_source(rel, text, &options, WarningPolicy::default());
    let Some(module) = fe.module else {
        if !may_be_rejected && !matches!(skip, Some((_, None, _))) {
            let first = fe.diagnostics.iter().next().map(|d| d.message.clone());
            failures.push(format!("{rel}: the frontend rejects it: {first:?}"));
        }
        return;
    };
    if let Some((_, None, why)) = skip {
        failures.push(format!(
            "{rel}: listed as skipped ({why}) but the frontend accepts it"
        ));
        return;
    }
    for (label, options) in option_sets() {
        let target = options.target;
        if !targets.contains(&target) {
            continue;
        }
        let rejected_by_design = matches!(skip, Some((_, Some(ts), _)) if ts.contains(&target));
        match compile(&module, &options) {
            Ok(_) if rejected_by_design => {
                failures.push(format!("{rel} ({label}): listed as rejected but compiles"));
            }
            Ok(out) => {
                let name = format!("{}_{}", rel.replace(['/', '.', ':'], "_"), label)
                    .replace([' ', '='], "_");
                if let Err(e) = check_module(&name, &out.words, target) {
                    failures.push(format!("{rel} ({label}): {e}"));
                }
            }
            Err(_) if rejected_by_design => {}
            Err(d) => failures.push(format!(
                "{rel} ({label}): {}",
                d.iter()
                    .map(|d| d.message.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            )),
        }
    }
}

/// A 1.2 source compiled again as OpenCL C 2.0 (generic pointers, another lowering of every
/// unqualified pointer) for vulkan1.2 and opencl, unless [`NOT_CL20`] lists it.
fn check_as_cl20(rel: &str, text: &str, failures: &mut Vec<String>) {
    let options = LangOptions {
        std: ClStd::Cl2_0,
        ..LangOptions::default()
    };
    let fe = Frontend::compile_source(rel, text, &options, WarningPolicy::default());
    let listed = NOT_CL20.iter().find(|(p, ..)| *p == rel);
    let module = match (fe.module, listed) {
        (None, Some((_, None, _))) => return,
        (None, None) => {
            let first = fe.diagnostics.iter().next().map(|d| d.message.clone());
            failures.push(format!("{rel} (CL2.0): the frontend rejects it: {first:?}"));
            return;
        }
        (None, Some((_, Some(_), why))) => {
            failures.push(format!(
                "{rel}: listed in NOT_CL20 for some targets ({why}) but the frontend rejects it as 2.0"
            ));
            return;
        }
        (Some(_), Some((_, None, why))) => {
            failures.push(format!(
                "{rel}: listed in NOT_CL20 ({why}) but the frontend accepts it as 2.0"
            ));
            return;
        }
        (Some(m), _) => m,
    };
    let rejected_by = listed.and_then(|(_, targets, _)| *targets).unwrap_or(&[]);
    for target in [Target::Vulkan1_2, Target::Opencl] {
        let options = Options {
            target,
            ..math_library::options()
        };
        let name = format!("{}_cl20_{target:?}", rel.replace(['/', '.', ':'], "_"));
        let checked = compile(&module, &options)
            .map_err(|d| {
                d.iter()
                    .map(|d| d.message.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            })
            .and_then(|out| check_module(&name, &out.words, target));
        match (checked, rejected_by.contains(&target)) {
            (Ok(()), true) => failures.push(format!(
                "{rel} (CL2.0, {target:?}): listed in NOT_CL20 for this target but it compiles"
            )),
            (Err(e), false) => failures.push(format!("{rel} (CL2.0, {target:?}): {e}")),
            _ => {}
        }
    }
}

#[test]
fn every_kernel_in_the_repository_compiles_and_validates_for_every_target() {
    let root = repo_root();
    let mut files = Vec::new();
    cl_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 20, "found only {} .cl files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(path).unwrap();
        let expects_errors = rel.starts_with("tests/diagnostics/")
            && (text.contains("expected-error") || text.contains("oclvk-error"));
        const DIAGNOSTIC_TEST: (&str, Option<&[Target]>, &str) =
            ("", None, "a diagnostic test that expects errors");
        let corpus_targets = corpus_error_targets(&rel, &text);
        let corpus_error_test = corpus_targets
            .as_deref()
            .map(|targets| ("", Some(targets), "a corpus file that expects errors"));
        let skip = SKIPPED
            .iter()
            .find(|(p, ..)| *p == rel)
            .or(expects_errors.then_some(&DIAGNOSTIC_TEST))
            .or(corpus_error_test.as_ref());
        // A corpus file that expects errors is written for the targets it lists only.
        check_source(
            &rel,
            &text,
            skip,
            corpus_error_test.is_some(),
            corpus_targets.as_deref().unwrap_or(&TARGETS),
            &mut failures,
        );
        if skip.is_none() && std_of(&text) == ClStd::Cl1_2 {
            check_as_cl20(&rel, &text, &mut failures);
        }
    }
    let shaders = amber_shaders(&root);
    assert!(
        shaders.len() >= 10,
        "found only {} Amber shaders",
        shaders.len()
    );
    for (name, text) in &shaders {
        let may_fail = name.starts_with("tests/amber/fail-");
        check_source(name, text, None, may_fail, &TARGETS, &mut failures);
    }
    for p in SKIPPED
        .iter()
        .map(|s| s.0)
        .chain(NOT_CL20.iter().map(|s| s.0))
    {
        if !files.iter().any(|f| f.ends_with(p)) {
            failures.push(format!("{p}: listed in SKIPPED but not in the repository"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The `OpCapability Float64` of a module, and the builtins (stems of `__oclvk_<stem>_f64`,
/// from the debug names) whose double library functions it carries.
fn float64_users(words: &[u32]) -> Option<Vec<String>> {
    const OP_NAME: u32 = 5;
    const OP_CAPABILITY: u32 = 17;
    const FLOAT64: u32 = 10;
    let mut float64 = false;
    let mut stems = Vec::new();
    let mut i = 5;
    while i < words.len() {
        let (len, op) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        if len == 0 || i + len > words.len() {
            break;
        }
        if op == OP_CAPABILITY && words[i + 1] == FLOAT64 {
            float64 = true;
        }
        if op == OP_NAME {
            let bytes: Vec<u8> = words[i + 2..i + len]
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .take_while(|&b| b != 0)
                .collect();
            let name = String::from_utf8_lossy(&bytes);
            if let Some((stem, _)) = name
                .strip_prefix("__oclvk_")
                .and_then(|rest| rest.split_once("_f64"))
            {
                stems.push(stem.to_string());
            }
        }
        i += len;
    }
    stems.sort();
    stems.dedup();
    float64.then_some(stems)
}

/// The OpenCL C kernels held in raw string literals (`r"..."`, `r#"..."#`) of the Rust tests and
/// examples, named `FILE:FIRST_KERNEL`: the run tests' sources as far as they are complete programs
/// (format templates and fragments do not compile and are left out by the caller).
fn embedded_sources(root: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in ["tests", "examples"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "rs"));
        files.sort();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let rel = format!("{dir}/{}", file.file_name().unwrap().to_string_lossy());
            let mut rest = text.as_str();
            while let Some(at) = rest.find("r#\"").or_else(|| rest.find("r\"")) {
                let hashes = rest[at..].starts_with("r#\"");
                let (open, close) = if hashes {
                    ("r#\"", "\"#")
                } else {
                    ("r\"", "\"")
                };
                let body = &rest[at + open.len()..];
                let Some(end) = body.find(close) else { break };
                let literal = &body[..end];
                if let Some((_, after)) = literal.split_once("kernel void ") {
                    let kernel: String = after
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    out.push((format!("{rel}:{kernel}"), literal.to_string()));
                }
                rest = &body[end + close.len()..];
            }
        }
    }
    out
}

/// The math, common and geometric builtins a source calls, named as the lowering's suspects
/// when a module declares `Float64` without a double library function: "the lowering (erf,
/// erfc)".
fn lowering_suspects(text: &str) -> String {
    const BUILTINS: &[&str] = &[
        "acos",
        "acosh",
        "acospi",
        "asin",
        "asinh",
        "asinpi",
        "atan",
        "atan2",
        "atan2pi",
        "atanh",
        "atanpi",
        "cbrt",
        "ceil",
        "clamp",
        "copysign",
        "cos",
        "cosh",
        "cospi",
        "cross",
        "degrees",
        "distance",
        "dot",
        "erf",
        "erfc",
        "exp",
        "exp10",
        "exp2",
        "expm1",
        "fabs",
        "fast_distance",
        "fast_length",
        "fast_normalize",
        "fdim",
        "floor",
        "fma",
        "fmax",
        "fmin",
        "fmod",
        "fract",
        "frexp",
        "hypot",
        "ilogb",
        "ldexp",
        "length",
        "lgamma",
        "lgamma_r",
        "log",
        "log10",
        "log1p",
        "log2",
        "logb",
        "mad",
        "max",
        "maxmag",
        "min",
        "minmag",
        "mix",
        "modf",
        "nan",
        "nextafter",
        "normalize",
        "pow",
        "pown",
        "powr",
        "radians",
        "remainder",
        "remquo",
        "rint",
        "rootn",
        "round",
        "rsqrt",
        "sign",
        "sin",
        "sincos",
        "sinh",
        "sinpi",
        "smoothstep",
        "sqrt",
        "step",
        "tan",
        "tanh",
        "tanpi",
        "tgamma",
        "trunc",
    ];
    let mut called: Vec<&str> = text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_' && c != '(')
        .filter(|w| w.contains('('))
        .filter_map(|w| w.split('(').next())
        .filter(|w| BUILTINS.contains(w))
        .collect();
    called.sort();
    called.dedup();
    format!("the lowering ({})", called.join(", "))
}

/// Whether a source is float-only: no `double` in its text (comments included, to be safe).
fn is_float_only(text: &str) -> bool {
    !text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .any(|w| w.starts_with("double"))
}

/// Issue #17: a module whose kernels use no `double` declares no `Float64`, so it runs on
/// devices without `shaderFloat64`. Every float-only kernel of the repository (the `.cl` files,
/// the Amber shaders, the run tests' embedded sources and the issue's example, the last also
/// with `-cl-no-fp64`) compiled for both Vulkan targets; a failure names each offender and the
/// builtins whose double library functions it carries.
#[test]
fn float_only_kernels_declare_no_float64() {
    let root = repo_root();
    let mut sources: Vec<(String, String, bool)> = Vec::new();
    let mut files = Vec::new();
    cl_files(&root, &mut files);
    files.sort();
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/");
        sources.push((rel, std::fs::read_to_string(path).unwrap(), true));
    }
    for (name, text) in amber_shaders(&root) {
        sources.push((name, text, true));
    }
    for (name, text) in embedded_sources(&root) {
        sources.push((name, text, true));
    }
    let example = "kernel void k(global float *a) { size_t i = get_global_id(0); \
                   a[i] = sin(a[i]) + exp(a[i]) + pow(a[i], 1.5f); }";
    sources.push(("issue 17 example".into(), example.into(), true));
    sources.push(("issue 17 example -cl-no-fp64".into(), example.into(), false));
    // The float trigonometric library: scalar, vector (lane loops), half and pointer outputs.
    let trig = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n\
                kernel void k(global float *a, global float4 *v, global half *h) {\n\
                size_t i = get_global_id(0); float c; float4 c4;\n\
                a[i] = sin(a[i]) + cos(a[i]) + tan(a[i]) + sinpi(a[i]) + cospi(a[i]) \
                + tanpi(a[i]) + sincos(a[i], &c) + c + half_sin(a[i]);\n\
                v[i] = sincos(v[i], &c4) + c4 + tan(v[i]);\n\
                h[i] = sin(h[i]) + cospi(h[i]);\n}\n";
    sources.push(("float trigonometry -cl-no-fp64".into(), trig.into(), false));
    let mut offenders: Vec<(String, String)> = Vec::new();
    let mut compiled = 0;
    let mut checked: Vec<&str> = Vec::new();
    for (name, text, fp64) in &sources {
        if !is_float_only(text) {
            continue;
        }
        // Sources the frontend rejects (diagnostic tests, templates) have no module to check.
        let module = [std_of(text), ClStd::Cl2_0].into_iter().find_map(|std| {
            let options = LangOptions {
                std,
                fp64: *fp64,
                ..LangOptions::default()
            };
            Frontend::compile_source(name, text, &options, WarningPolicy::default()).module
        });
        let Some(module) = module else { continue };
        checked.push(name.as_str());
        let mut culprits: Vec<String> = Vec::new();
        for target in [Target::Vulkan1_2, Target::Vulkan1_3] {
            let options = Options {
                target,
                ..math_library::options()
            };
            let Ok(out) = compile(&module, &options) else {
                continue;
            };
            compiled += 1;
            if let Some(stems) = float64_users(&out.words) {
                let stems = if stems.is_empty() {
                    vec![lowering_suspects(text)]
                } else {
                    stems
                };
                culprits.extend(stems);
            }
        }
        culprits.sort();
        culprits.dedup();
        if !culprits.is_empty() {
            offenders.push((name.clone(), culprits.join(", ")));
        }
    }
    assert!(
        compiled > 100,
        "only {compiled} float-only modules compiled"
    );
    for name in [
        "issue 17 example -cl-no-fp64",
        "float trigonometry -cl-no-fp64",
        "bench/kernels/twiddle.cl",
    ] {
        assert!(checked.contains(&name), "{name} was not checked");
    }
    let failures: Vec<String> = offenders
        .iter()
        .map(|(name, culprits)| format!("{name}: declares Float64 through {culprits}"))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
