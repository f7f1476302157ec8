//! COMPILE_OPTIONS: the clang-style options a pipeline gives its OPENCL-C shader.

use crate::frontend::diag::WarningPolicy;
use crate::frontend::options::{LangOptions, MacroOption};
use crate::CompileOptions;
use std::path::Path;

/// COMPILE_OPTIONS to compile options: `-D`, `-U`, `-I` (relative to the script), `-cl-std=`,
/// `-w`, `-Werror`, `-cl-no-fp64`, `-cl-fp16`. Optimization and math flags, and clspv's ABI
/// options (oclvk chooses its own ABI), are accepted and change nothing.
pub fn compile_options(options: &[String], base: &Path) -> Result<CompileOptions, String> {
    let mut lang = LangOptions::default();
    let mut warnings = WarningPolicy::default();
    let mut it = options.iter();
    while let Some(o) = it.next() {
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
        } else if IGNORED.contains(&o.as_str())
            || o.starts_with("-O")
            || o.starts_with("-max-ubo-size=")
        {
        } else {
            return Err(format!("unsupported compile option '{o}' (oclvk takes -D, -U, -I, -cl-std=, -w, -Werror, -cl-no-fp64, -cl-fp16, and ignores optimization, math and clspv ABI flags)"));
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
    "-cluster-pod-kernel-args",
    "-pod-ubo",
    "-pod-pushconstant",
    "-constant-args-ubo",
    "-inline-entry-points",
];
