//! COMPILE_OPTIONS: the OpenCL build options a pipeline gives its OPENCL-C shader.

use crate::build_options;
use crate::CompileOptions;
use std::path::Path;

/// COMPILE_OPTIONS to compile options, through the one build-options parser
/// ([`build_options::parse_words`]): they mean what they mean on oclvk's command line. `-I`
/// directories are relative to the script. As clspv reads its options, `--name` is `-name`
/// (`--cl-std=CL2.0`), and clspv's own flags are accepted and change nothing
/// ([`clspv_only_warnings`] says so).
pub fn compile_options(options: &[String], base: &Path) -> Result<CompileOptions, String> {
    let words: Vec<String> = options
        .iter()
        .map(|o| single_dash(o))
        .filter(|o| !is_clspv_only(o))
        .map(str::to_string)
        .collect();
    let mut compile =
        build_options::parse_words(&words).map_err(|e| format!("COMPILE_OPTIONS: {e}"))?;
    for dir in &mut compile.lang.include_dirs {
        *dir = base.join(&*dir);
    }
    Ok(compile)
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// `-cl-fast-relaxed-math` has the command line's meaning (it used to be ignored here).
    #[test]
    fn fast_relaxed_math_means_what_it_means_on_the_command_line() {
        let words = ["-cl-fast-relaxed-math".to_string()];
        let amber = compile_options(&words, Path::new("scripts")).unwrap();
        let cli = build_options::parse("-cl-fast-relaxed-math").unwrap();
        assert!(amber.backend.fast_math);
        assert_eq!(amber.lang, cli.lang);
        assert_eq!(amber.warnings, cli.warnings);
    }

    #[test]
    fn include_dirs_are_relative_to_the_script() {
        let words = ["-Iinc".to_string(), "-I".to_string(), "/abs".to_string()];
        let o = compile_options(&words, Path::new("scripts")).unwrap();
        assert_eq!(
            o.lang.include_dirs,
            [Path::new("scripts/inc"), Path::new("/abs")]
        );
    }

    #[test]
    fn unknown_options_are_named() {
        let words = ["-cl-nonsense".to_string()];
        assert_eq!(
            compile_options(&words, Path::new(".")).unwrap_err(),
            "COMPILE_OPTIONS: unknown argument: '-cl-nonsense'"
        );
    }
}
