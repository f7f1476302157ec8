//! Every OpenCL C file in the repository (outside `target*/` build folders) and every OpenCL C
//! shader of the AmberScript run tests, compiled for all three targets and again with the
//! backend options that change code generation (see [`option_sets`]); every module must pass
//! spirv-val for its environment, and every OpenCL module must read back in llvm-spirv-15.
//! OpenCL C 1.2 files are compiled as 2.0 as well (vulkan1.2 and opencl), where unqualified
//! pointers are generic; those that fail as 2.0 (in the frontend or on a target) are listed in
//! [`NOT_CL20`].
//!
//! A file's `RUN:` line picks its `-cl-std` (default CL1.2). Diagnostic tests that expect errors
//! (`expected-error` or `oclvk-error` lines in `tests/diagnostics/`) must be rejected by the
//! frontend; modules a target rejects by design are listed by name in [`SKIPPED`] with the
//! reason. Every other failure fails the test, and a file expected to fail that compiles fails it
//! too, so the expectations stay true.

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

/// The `-cl-std` a file's `RUN:` line asks for.
fn std_of(text: &str) -> ClStd {
    let run = text.lines().find(|l| l.contains("RUN:")).unwrap_or("");
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
    let env = match target {
        Target::Vulkan1_2 => "vulkan1.2",
        Target::Vulkan1_3 => "vulkan1.3",
        Target::Opencl => "opencl2.1",
    };
    let out = Command::new("spirv-val")
        .args(["--target-env", env])
        .arg(&path)
        .output()
        .map_err(|e| format!("spirv-val: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "spirv-val --target-env {env}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
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
                ..Options::default()
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
            ..Options::default()
        };
        sets.push((format!("{target:?} fast-math fp-contract=off"), options));
    }
    // With the run-time checks (`--check-bounds`, lavapipe's loop-limit check) compiled in,
    // and the work-group functions in local memory only.
    let checked = Options {
        check_bounds: true,
        loop_limit: Some(oclvk_spirv::reflect::LAVAPIPE_LOOP_LIMIT),
        local_memory_collectives: true,
        ..Options::default()
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

/// Compiles one source for every option set and checks each module; problems go to
/// `failures`. `skip` is the file's entry in [`SKIPPED`] (or the diagnostic-test one), and
/// `may_be_rejected` lets the frontend reject it silently.
fn check_source(
    rel: &str,
    text: &str,
    skip: Option<&(&str, Option<&[Target]>, &str)>,
    may_be_rejected: bool,
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
            ..Options::default()
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
        let skip = SKIPPED
            .iter()
            .find(|(p, ..)| *p == rel)
            .or(expects_errors.then_some(&DIAGNOSTIC_TEST));
        check_source(&rel, &text, skip, false, &mut failures);
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
        check_source(name, text, None, may_fail, &mut failures);
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
