//! Bad input never panics: each mistake gets one clear message and a non-zero exit.

mod common;

use common::*;

const VADD: [&str; 8] = [
    "-g",
    "64",
    "--arg",
    "a=zeros:64",
    "--arg",
    "b=zeros:64",
    "--arg",
    "c=zeros:64",
];

fn run_vadd(extra: &[&str]) -> std::process::Output {
    let mut cmd = vec!["run", "examples/vadd.cl"];
    cmd.extend(extra);
    oclvk(&cmd)
}

#[test]
fn missing_file() {
    let out = oclvk(&["compile", "no/such/file.cl"]);
    assert_fails_with(&out, "cannot read 'no/such/file.cl'");
    let out = oclvk(&["run", "no/such/file.spv", "-g", "1"]);
    assert_fails_with(&out, "no/such/file.spv");
}

#[test]
fn unknown_kernel_lists_the_kernels() {
    let mut args = vec!["-k", "vsub"];
    args.extend(VADD);
    let out = run_vadd(&args);
    assert_fails_with(&out, "vsub");
    assert!(stderr(&out).contains("vadd"), "{}", stderr(&out));
}

#[test]
fn missing_argument_is_named() {
    let out = run_vadd(&[
        "-k",
        "vadd",
        "-g",
        "64",
        "--arg",
        "a=zeros:64",
        "--arg",
        "b=zeros:64",
    ]);
    assert_fails_with(&out, "missing argument(s): c");
}

#[test]
fn unparsable_argument_is_named() {
    let out = run_vadd(&[
        "-k",
        "vadd",
        "-g",
        "64",
        "--arg",
        "a=zeros:64",
        "--arg",
        "b=fill:x2:64",
        "--arg",
        "c=zeros:64",
    ]);
    assert_fails_with(&out, "'b'");
    let out = run_vadd(&[
        "-k",
        "vadd",
        "-g",
        "64",
        "--arg",
        "a",
        "--arg",
        "b=zeros:64",
        "--arg",
        "c=zeros:64",
    ]);
    assert_fails_with(&out, "a");
}

#[test]
fn source_that_does_not_compile() {
    let dir = scratch("bad_source");
    let path = dir.join("bad.cl");
    std::fs::write(&path, "kernel void k(global float *x) {\n  x[0] = y;\n}\n").unwrap();
    let out = oclvk(&["compile", path.to_str().unwrap()]);
    assert_fails_with(&out, "bad.cl:2:10: error: use of undeclared identifier 'y'");
    assert!(
        stderr(&out).contains("1 error generated."),
        "{}",
        stderr(&out)
    );
    let out = oclvk(&[
        "run",
        path.to_str().unwrap(),
        "-g",
        "1",
        "--arg",
        "x=zeros:1",
    ]);
    assert_fails_with(&out, "use of undeclared identifier 'y'");
}

#[test]
fn usage_errors_exit_with_status_2() {
    let out = oclvk(&["compile"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let out = oclvk(&["run", "examples/vadd.cl", "-g", "1,2,3,4"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// Diagnostics written into a pipe whose reader has gone (`oclvk check big.cl 2>&1 | head`)
/// end the process by SIGPIPE, as for a C tool; printing used to panic (exit 101).
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    let dir = scratch("closed_pipe");
    let src = dir.join("errors.cl");
    // Far more than a pipe's buffer of diagnostics.
    std::fs::write(
        &src,
        "kernel void k(global int *a) { a[0] = ; }\n".repeat(5000),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_oclvk"))
        .args(["check", src.to_str().unwrap()])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the oclvk binary runs");
    drop(child.stderr.take());
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(libc::SIGPIPE), "{status:?}");
}

/// A file without a kernel cannot be a Vulkan module (no entry point): one error, exit 1, and
/// no file written; for `--target opencl` it is a library module that passes spirv-val.
#[test]
fn file_without_kernel() {
    let dir = scratch("no_kernel");
    let src = dir.join("helpers.cl");
    std::fs::write(&src, "int twice(int x) { return 2 * x; }\n").unwrap();
    let (src, vk, cl) = (
        src.display().to_string(),
        dir.join("vk.spv"),
        dir.join("cl.spv"),
    );
    let out = oclvk(&["compile", &src, "-o", &vk.display().to_string()]);
    assert_fails_with(&out, "error: no kernel in the translation unit");
    assert!(!vk.exists(), "no module written");
    let out = oclvk(&[
        "compile",
        &src,
        "--target",
        "opencl",
        "-o",
        &cl.display().to_string(),
    ]);
    assert_ok(&out);
    spirv_val(&cl, "opencl2.1");
}
