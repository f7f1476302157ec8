//! COMPILE_OPTIONS: the clang-style options a pipeline gives its OPENCL-C shader.

use crate::frontend::diag::WarningPolicy;
use crate::frontend::options::{LangOptions, MacroOption};
use crate::CompileOptions;
use std::path::Path;

/// COMPILE_OPTIONS to compile options: `-D`, `-U`, `-I` (relative to the script), `-cl-std=`,
/// `-w`, `-Werror`, `-cl-no-fp64`, `-cl-fp16`. Optimization and math flags are accepted and
/// change nothing, and so are clspv's own flags ([`clspv_only_warnings`] says so). As clspv
/// reads its options, `--name` is `-name` (`--cl-std=CL2.0`).
pub fn compile_options(options: &[String], base: &Path) -> Result<CompileOptions, String> {
    let mut lang = LangOptions::default();
    let mut warnings = WarningPolicy::default();
    let mut it = options.iter();
    while let Some(raw) = it.next() {
        let o = single_dash(raw);
        let mut value = |flag: &str| -> Result<String, String> {
            match o.strip_prefix(flag).filter(|v| !v.is_empty()) {
                Some(v) => Ok(v.to_string()),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value")),
            }
        };
        if o.starts_with("-D") {
            let d = value("-D")?;
            lang.macros.push(match d.split_once('=') {
                Some((n, v)) => MacroOption::Define {
                    name: n.to_string(),
                    value: Some(v.to_string()),
                },
                None => MacroOption::Define {
                    name: d,
                    value: None,
                },
            });
        } else if o.starts_with("-U") {
            lang.macros.push(MacroOption::Undefine(value("-U")?));
        } else if o.starts_with("-I") {
            lang.include_dirs.push(base.join(value("-I")?));
        } else if let Some(v) = o.strip_prefix("-cl-std=") {
            lang.std = v
                .parse()
                .map_err(|e: crate::frontend::options::BadClStd| e.to_string())?;
        } else if o == "-w" {
            warnings.suppress = true;
        } else if o == "-Werror" {
            warnings.as_errors = true;
        } else if o == "-cl-no-fp64" {
            lang.fp64 = false;
        } else if o == "-cl-fp16" {
            lang.fp16 = true;
        } else if IGNORED.contains(&o) || o.starts_with("-O") || is_clspv_only(o) {
        } else {
            return Err(format!("unsupported compile option '{raw}' (oclvk takes -D, -U, -I, -cl-std=, -w, -Werror, -cl-no-fp64, -cl-fp16, and ignores optimization, math and clspv flags)"));
        }
    }
    Ok(CompileOptions {
        lang,
        warnings,
        backend: Default::default(),
    })
}

const IGNORED: &[&str] = &[
    "-cl-opt-disable",
    "-cl-mad-enable",
    "-cl-fast-relaxed-math",
    "-cl-unsafe-math-optimizations",
    "-cl-finite-math-only",
    "-cl-no-signed-zeros",
    "-cl-denorms-are-zero",
    "-cl-single-precision-constant",
    "-cl-fp32-correctly-rounded-divide-sqrt",
    "-cl-kernel-arg-info",
];

/// Options of clspv that are not OpenCL build options (its kernel ABI, workarounds, features of
/// its SPIR-V), without the leading `-`; each may carry `=value`.
const CLSPV_ONLY: &[&str] = &[
    "arch",
    "cl-arm-non-uniform-work-group-size",
    "cluster-pod-kernel-args",
    "constant-args-ubo",
    "decorate-nonuniform",
    "distinct-kernel-descriptor-sets",
    "enable-feature-macros",
    "enable-printf",
    "f16bit_storage",
    "global-offset",
    "global-offset-push-constant",
    "hack-block-order",
    "hack-dis",
    "hack-initializers",
    "hack-inserts",
    "hack-phis",
    "hack-scf",
    "hack-undef",
    "images",
    "inline-entry-points",
    "int8",
    "keep-unused-arguments",
    "long-vector",
    "max-pushconstant-size",
    "max-ubo-size",
    "module-constants-in-storage-buffer",
    "no-16bit-storage",
    "no-8bit-storage",
    "no-dra",
    "no-inline-single",
    "no-smsv",
    "physical-storage-buffers",
    "pod-pushconstant",
    "pod-ubo",
    "printf-buffer-size",
    "relaxed-ubo-layout",
    "rewrite-packed-structs",
    "show-ids",
    "spv-version",
    "std430-ubo-layout",
    "uniform-workgroup-size",
    "vec3-to-vec4",
];

/// `--name` as `-name` (clspv, like every LLVM tool, takes either).
fn single_dash(option: &str) -> &str {
    match option.strip_prefix('-') {
        Some(rest) if rest.starts_with('-') => rest,
        _ => option,
    }
}

fn is_clspv_only(option: &str) -> bool {
    let name = option.strip_prefix('-').unwrap_or(option);
    let name = name.split_once('=').map_or(name, |(n, _)| n);
    CLSPV_ONLY.contains(&name)
}

/// A warning for each clspv-only flag of a COMPILE_OPTIONS block: oclvk accepts them so that a
/// script written for Amber with clspv runs, but they change nothing here.
pub fn clspv_only_warnings(options: &[String]) -> Vec<String> {
    options
        .iter()
        .filter(|o| is_clspv_only(single_dash(o)))
        .map(|o| format!("'{o}' is a clspv option; oclvk accepts it and ignores it (it chooses its own kernel ABI and SPIR-V features)"))
        .collect()
}
