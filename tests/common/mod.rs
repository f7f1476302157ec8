//! Helpers shared by the end-to-end tests: scratch directories, running the CLI, reading `.npy`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository root (where `examples/` lives).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh directory under the target directory, removed and recreated per test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Runs the `oclvk` binary with the validation layer on.
pub fn oclvk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_oclvk"))
        .args(args)
        .current_dir(root())
        .env("OCLVK_VALIDATION", "1")
        .output()
        .expect("the oclvk binary runs")
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Asserts success, showing the output otherwise.
pub fn assert_ok(out: &Output) {
    assert!(
        out.status.success(),
        "oclvk failed ({:?})\nstdout:\n{}\nstderr:\n{}",
        out.status,
        stdout(out),
        stderr(out)
    );
}

/// Asserts a clean failure: a non-zero exit, a message, and no panic.
pub fn assert_fails_with(out: &Output, needle: &str) {
    let err = stderr(out);
    assert!(
        !out.status.success(),
        "expected failure, got success\nstdout:\n{}",
        stdout(out)
    );
    assert!(!err.contains("panicked"), "oclvk panicked:\n{err}");
    assert!(
        err.contains(needle),
        "expected '{needle}' in stderr:\n{err}"
    );
}

/// Reads a float32 `.npy` file.
pub fn read_f32_npy(path: &Path) -> Vec<f32> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let array = oclvk::npy::parse(&bytes).expect("a valid .npy file");
    assert_eq!(array.descr, "<f4", "dtype of {}", path.display());
    array
        .data
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Writes a float32 `.npy` file of `shape` holding `values`.
pub fn write_f32_npy(path: &Path, shape: &[u64], values: &[f32]) {
    let bytes: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
    let file = oclvk::npy::write(oclvk::npy::ScalarKind::Float, shape, &bytes);
    std::fs::write(path, file).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// `oclvk run examples/vadd.cl -k vadd -g N` (`c = a + b` over `n` floats) with specs for `a`
/// and `b`, `c=zeros:N`, and `extra` arguments after them (`--out c=PATH`).
pub fn run_vadd(n: u64, a: &str, b: &str, extra: &[&str]) -> Output {
    let (n, a, b) = (n.to_string(), format!("a={a}"), format!("b={b}"));
    let c = format!("c=zeros:{n}");
    let mut args = vec![
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        &n,
        "--arg",
        &a,
        "--arg",
        &b,
        "--arg",
        &c,
    ];
    args.extend_from_slice(extra);
    oclvk(&args)
}

/// Compiles `src` (named `file` in diagnostics and reports) with `options`, writes the module
/// to the scratch directory `dir` and checks it with spirv-val for vulkan1.2; panics with the
/// diagnostics.
pub fn compile_validated(
    file: &str,
    src: &str,
    options: &oclvk::CompileOptions,
    dir: &str,
) -> oclvk::spirv::Output {
    let module = oclvk::compile_source(file, src, options)
        .into_result()
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    let path = scratch(dir).join("module.spv");
    let bytes: Vec<u8> = module.words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    spirv_val(&path, "vulkan1.2");
    module
}

/// Runs `spirv-val` on a module file for a target environment.
pub fn spirv_val(path: &Path, env: &str) {
    if let Err(e) = spirv_val_result(path, env) {
        panic!("{e}");
    }
}

/// [`spirv_val`], with what it says as an error instead of a panic.
pub fn spirv_val_result(path: &Path, env: &str) -> Result<(), String> {
    let out = Command::new("spirv-val")
        .arg("--target-env")
        .arg(env)
        .arg(path)
        .output()
        .map_err(|e| format!("spirv-val (package spirv-tools): {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "spirv-val --target-env {env} {} failed:\n{}{}",
            path.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// The compute shader `comp` (the glsl target's output, or GLSL written by hand) compiled by
/// glslangValidator (Debian's glslang-tools) for Vulkan 1.2 to `spv`, which spirv-val checks:
/// its words, or what glslangValidator or spirv-val said.
pub fn glslang_vulkan1_2(comp: &Path, spv: &Path) -> Result<Vec<u32>, String> {
    let out = Command::new("glslangValidator")
        .args(["-V", "--target-env", "vulkan1.2", "-o"])
        .arg(spv)
        .arg(comp)
        .output()
        .map_err(|e| format!("glslangValidator (package glslang-tools): {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "glslangValidator refuses {}:\n{}",
            comp.display(),
            String::from_utf8_lossy(&out.stdout)
        ));
    }
    spirv_val_result(spv, "vulkan1.2")?;
    let bytes = std::fs::read(spv).map_err(|e| format!("{}: {e}", spv.display()))?;
    oclvk::runner::words_from_bytes(&bytes).map_err(|e| e.to_string())
}

/// Compiles `src` with OpenCL build options (`"-cl-std=CL2.0 -cl-uniform-work-group-size"`),
/// read by the parser users' options go through; panics with the diagnostics.
pub fn compile_with(src: &str, build_options: &str) -> oclvk::spirv::Output {
    let options = oclvk::build_options::parse(build_options)
        .unwrap_or_else(|e| panic!("build options '{build_options}': {e}"));
    oclvk::compile_source("test.cl", src, &options)
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A runtime on the default device with the validation layer on.
pub fn validated_runtime() -> oclvk::runner::Runtime {
    oclvk::runner::Runtime::new(oclvk::runner::RuntimeOptions {
        validation: true,
        ..oclvk::runner::RuntimeOptions::from_env()
    })
    .expect("a Vulkan device")
}

/// Compiles `src`, runs `kernel` over `n` work-items (work-group size `local`, or the runner's
/// choice) with `args`, and checks that the validation layer said nothing.
pub fn run_kernel(
    src: &str,
    kernel: &str,
    n: u64,
    local: Option<u32>,
    args: &[(&str, oclvk::runner::ArgValue<'_>)],
    rt: &oclvk::runner::Runtime,
) {
    let module = oclvk::compile_source("test.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap_or_else(|e| panic!("{kernel}: {e:?}"));
    let program = oclvk::load(rt, &module).unwrap();
    let mut range = oclvk::runner::NdRange::new(&[n]);
    if let Some(l) = local {
        range = range.with_local(&[l]);
    }
    rt.launch(&program, kernel, &range, args).unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

pub mod snapshot;
