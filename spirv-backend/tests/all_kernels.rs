//! Every OpenCL C file in the repository (outside `target*/` build folders), compiled for all
//! three targets; every module must pass spirv-val for its environment, and every OpenCL module
//! must read back in llvm-spirv-15.
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
    if run.contains("-cl-std=CL3.0") {
        ClStd::Cl3_0
    } else if run.contains("-cl-std=CL2.0") {
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
        let options = LangOptions {
            std: std_of(&text),
            ..LangOptions::default()
        };
        let fe = Frontend::compile_source(&rel, &text, &options, WarningPolicy::default());
        let Some(module) = fe.module else {
            if !matches!(skip, Some((_, None, _))) {
                let first = fe.diagnostics.iter().next().map(|d| d.message.clone());
                failures.push(format!("{rel}: the frontend rejects it: {first:?}"));
            }
            continue;
        };
        if let Some((_, None, why)) = skip {
            failures.push(format!(
                "{rel}: listed as skipped ({why}) but the frontend accepts it"
            ));
            continue;
        }
        for target in TARGETS {
            let rejected_by_design = matches!(skip, Some((_, Some(ts), _)) if ts.contains(&target));
            let options = Options {
                target,
                ..Options::default()
            };
            match compile(&module, &options) {
                Ok(out) if rejected_by_design => {
                    let _ = out;
                    failures.push(format!(
                        "{rel} ({target:?}): listed as rejected but compiles"
                    ));
                }
                Ok(out) => {
                    let name = format!("{}_{target:?}", rel.replace(['/', '.'], "_"));
                    if let Err(e) = check_module(&name, &out.words, target) {
                        failures.push(format!("{rel} ({target:?}): {e}"));
                    }
                }
                Err(_) if rejected_by_design => {}
                Err(d) => failures.push(format!(
                    "{rel} ({target:?}): {}",
                    d.iter()
                        .map(|d| d.message.as_str())
                        .collect::<Vec<_>>()
                        .join("; ")
                )),
            }
        }
        // With the run-time checks (`--check-bounds`, lavapipe's loop count) compiled in.
        if !matches!(skip, Some((_, Some(ts), _)) if ts.contains(&Target::Vulkan1_2)) {
            let options = Options {
                check_bounds: true,
                loop_limit: Some(oclvk_spirv::reflect::LAVAPIPE_LOOP_LIMIT),
                ..Options::default()
            };
            let name = format!("{}_checked", rel.replace(['/', '.'], "_"));
            let checked = compile(&module, &options)
                .map_err(|d| {
                    d.iter()
                        .map(|d| d.message.clone())
                        .collect::<Vec<_>>()
                        .join("; ")
                })
                .and_then(|out| check_module(&name, &out.words, Target::Vulkan1_2));
            if let Err(e) = checked {
                failures.push(format!("{rel} (Vulkan1_2, checked): {e}"));
            }
        }
    }
    for (p, ..) in SKIPPED {
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
