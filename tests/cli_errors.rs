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

/// Every OpenCL build option (and clang's spelling of oclvk's own) is accepted by `compile`,
/// `check` and `run`, on the command line and in `--build-options`.
#[test]
fn every_standard_build_option_is_accepted() {
    let options: &[&[&str]] = &[
        &["-cl-kernel-arg-info"],
        &["-cl-opt-disable"],
        &["-O0"],
        &["-O1"],
        &["-O2"],
        &["-O3"],
        &["-O"],
        &["-g"],
        &["-cl-finite-math-only"],
        &["-cl-no-signed-zeros"],
        &["-cl-single-precision-constant"],
        &["-cl-uniform-work-group-size"],
        &["-cl-strict-aliasing"],
        &["-w"],
        &["-Werror"],
        &["-cl-std=CL1.1"],
        &["-cl-std=CL2.0"],
        &["-cl-std=CL3.0"],
        &["-cl-fp32-correctly-rounded-divide-sqrt"],
        &["-cl-denorms-are-zero"],
        &["-cl-mad-enable"],
        &["-cl-fast-relaxed-math"],
        &["-cl-unsafe-math-optimizations"],
        &["-cl-no-subgroup-ifp"],
        &["-DN=4"],
        &["-D", "N=4"],
        &["-UN"],
        &["-U", "N"],
        &["-Iexamples"],
        &["-I", "examples"],
        &["-cl-native-math"],
        &["-ffp-contract=off"],
        &["-ferror-limit=5"],
        &["-cl-no-fp64"],
        &["-cl-fp16"],
        // Earlier oclvk spellings.
        &["--cl-std", "CL2.0"],
        &["--werror"],
        &["--ffp-contract", "fast"],
        &["-cl-std", "CL2.0"],
        &["-ffp-contract", "off"],
    ];
    for option in options {
        let mut args = vec!["check", "examples/vadd.cl"];
        args.extend_from_slice(option);
        let out = oclvk(&args);
        assert_ok(&out);
        assert!(stderr(&out).is_empty(), "{option:?}: {}", stderr(&out));
    }
    let all: Vec<&str> = options[..options.len() - 5]
        .iter()
        .flat_map(|o| o.iter().copied())
        .filter(|o| !o.starts_with("-cl-std=CL1"))
        .collect();
    let joined = all.join(" ");
    let out = oclvk(&[
        "compile",
        "examples/vadd.cl",
        "-o",
        "-",
        "--no-sidecar",
        "--build-options",
        &joined,
    ]);
    assert_ok(&out);
    let build_options = format!("--build-options={joined}");
    let out = oclvk(&["check", &build_options, "examples/vadd.cl"]);
    assert_ok(&out);
    // In `run`, -g is the global size; OpenCL's -g goes in --build-options.
    let mut args = vec![
        "run",
        "examples/vadd.cl",
        "--build-options",
        "-g -cl-opt-disable",
    ];
    args.extend(VADD);
    assert_ok(&oclvk(&args));
}

/// An unknown option is an error naming it (exit status 2), wherever it is given.
#[test]
fn unknown_build_option_is_named() {
    for args in [
        &["compile", "examples/vadd.cl", "-cl-fast-math"][..],
        &["check", "-cl-fast-math", "examples/vadd.cl"],
        &[
            "check",
            "examples/vadd.cl",
            "--build-options",
            "-w -cl-fast-math",
        ],
        &["run", "examples/vadd.cl", "-cl-fast-math", "-g", "64"],
    ] {
        let out = oclvk(args);
        assert_fails_with(&out, "unknown argument: '-cl-fast-math'");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let out = oclvk(&["check", "examples/vadd.cl", "-cl-std=CL9"]);
    assert_fails_with(&out, "invalid value 'CL9' in '-cl-std=CL9'");
    let out = oclvk(&["check", "examples/vadd.cl", "--build-options", "-D 'N=4"]);
    assert_fails_with(&out, "unterminated quote");
    let out = oclvk(&["check", "examples/vadd.cl", "-D"]);
    assert_fails_with(&out, "argument to '-D' is missing");
}

/// Thousands of errors on one 90 KB line: by default clang's 19 and its fatal error, and with
/// no limit every error, each showing a bounded window of the line.
#[test]
fn errors_stop_at_the_limit_and_long_lines_are_cut() {
    let dir = scratch("error_limit");
    let path = dir.join("many.cl");
    let statements = "a[0] = nope; ".repeat(7000);
    assert!(statements.len() > 90_000);
    std::fs::write(
        &path,
        format!("kernel void k(global int *a) {{ {statements}}}\n"),
    )
    .unwrap();
    let path = path.to_str().unwrap();

    let out = oclvk(&["check", path]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        err.matches("error: use of undeclared identifier 'nope'")
            .count(),
        19
    );
    assert!(
        err.ends_with(
            "fatal error: too many errors emitted, stopping now [-ferror-limit=]\n\
             20 errors generated.\n"
        ),
        "{err}"
    );
    assert!(err.len() < 20 * 500, "{} bytes", err.len());
    // The window around each caret: cut marks, and the caret under the identifier.
    let lines: Vec<&str> = err.lines().collect();
    for pair in lines[1..].chunks(3).take(19) {
        let (shown, caret) = (pair[0], pair[1]);
        assert!(shown.len() <= 170, "{shown}");
        let at = caret.find('^').unwrap();
        assert_eq!(&shown[at..at + 4], "nope", "{shown}\n{caret}");
    }

    let out = oclvk(&["check", "-ferror-limit=3", path]);
    let err = stderr(&out);
    assert_eq!(err.matches("error: use of").count(), 3);
    assert!(err.ends_with("4 errors generated.\n"), "{err}");

    let out = oclvk(&["check", "-ferror-limit=0", path]);
    let err = stderr(&out);
    assert_eq!(
        err.matches("error: use of undeclared identifier").count(),
        7000
    );
    assert!(!err.contains("fatal error"));
    assert!(err.len() < 7000 * 500, "{} bytes", err.len());
    assert!(err.ends_with("7000 errors generated.\n"));
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

/// A kernel with every kind of argument a run can get wrong, in a scratch directory.
fn mixed_kernel(dir: &str) -> (std::path::PathBuf, String) {
    let dir = scratch(dir);
    let src = dir.join("mixed.cl");
    std::fs::write(
        &src,
        "kernel void mixed(global float *a, float s, int n, half h, double d, local float *tmp) { a[get_global_id(0)] = s + n + d; }",
    )
    .unwrap();
    let path = src.display().to_string();
    (dir, path)
}

/// Runs `mixed` with `specs` (`NAME=SPEC`, the others' defaults filled in) and `flags`.
fn run_mixed_with(src: &str, extra: &[&str], flags: &[&str]) -> std::process::Output {
    let mut args = vec!["run", src, "-g", "4", "-cl-fp16"];
    args.extend_from_slice(flags);
    let defaults = [
        ("a=", "a=zeros:4"),
        ("s=", "s=1"),
        ("n=", "n=2"),
        ("h=", "h=1"),
        ("d=", "d=1"),
        ("tmp=", "tmp=local:4"),
    ];
    for (prefix, spec) in defaults {
        if !extra.iter().any(|e| e.starts_with(prefix)) {
            args.extend(["--arg", spec]);
        }
    }
    for e in extra {
        args.extend(["--arg", e]);
    }
    oclvk(&args)
}

fn run_mixed(src: &str, specs: &[&str]) -> std::process::Output {
    run_mixed_with(src, specs, &[])
}

#[test]
fn scalar_literals_out_of_range_or_malformed_are_errors() {
    let (_dir, src) = mixed_kernel("literal_errors");
    assert_ok(&run_mixed(&src, &[]));
    assert_fails_with(
        &run_mixed(&src, &["n=--1"]),
        "argument 'n': cannot parse '--1' as int",
    );
    assert_fails_with(
        &run_mixed(&src, &["n=-+1"]),
        "argument 'n': cannot parse '-+1' as int",
    );
    assert_fails_with(
        &run_mixed(&src, &["s=1e39"]),
        "argument 's': 1e39 is out of range for float",
    );
    assert_fails_with(
        &run_mixed(&src, &["h=70000"]),
        "argument 'h': 70000 is out of range for half",
    );
    assert_fails_with(
        &run_mixed(&src, &["d=1e400"]),
        "argument 'd': 1e400 is out of range for double",
    );
    // Infinities spelled as such, and the largest finite values, are values.
    assert_ok(&run_mixed(
        &src,
        &["s=-inf", "h=65504", "d=1e308", "n=-0x10"],
    ));
}

#[test]
fn out_of_an_argument_without_contents_is_an_error() {
    let (dir, src) = mixed_kernel("out_errors");
    let n = format!("n={}", dir.join("n.npy").display());
    assert_fails_with(
        &run_mixed_with(&src, &[], &["--out", &n]),
        "argument 'n' ('int') is not a buffer or an image, so it has no contents to write out",
    );
    let tmp = format!("tmp={}", dir.join("tmp.npy").display());
    assert_fails_with(
        &run_mixed_with(&src, &[], &["--out", &tmp]),
        "argument 'tmp' ('local float *') is not a buffer or an image",
    );
    assert!(!dir.join("n.npy").exists() && !dir.join("tmp.npy").exists());
}

#[test]
fn two_outs_to_one_file_are_an_error() {
    let (dir, src) = mixed_kernel("out_twice");
    let first = format!("a={}", dir.join("x.npy").display());
    let second = format!("0={}/./x.npy", dir.display());
    let out = run_mixed_with(&src, &[], &["--out", &first, "--out", &second]);
    assert_fails_with(&out, "write the same file");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn timeout_and_device_values_are_checked() {
    let (_dir, src) = mixed_kernel("timeout_device");
    let out = run_mixed_with(&src, &[], &["--timeout", "1e300"]);
    assert_fails_with(&out, "--timeout 1e300 is out of range");
    assert_eq!(out.status.code(), Some(2));
    let out = run_mixed_with(&src, &[], &["--device", ""]);
    assert_fails_with(&out, "invalid value '' for '--device <DEVICE>'");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn buffers_beyond_device_memory_name_the_argument() {
    let (_dir, src) = mixed_kernel("huge_buffers");
    assert_fails_with(
        &run_mixed(&src, &["a=zeros:100000000000000"]),
        "argument 'a': 100000000000000 elements of float (400000000000000 bytes) exceed the",
    );
    assert_fails_with(
        &run_mixed(&src, &["a=iota:18446744073709551615"]),
        "argument 'a': 18446744073709551615 elements of float (more than 2^64 bytes) exceed the",
    );
}

#[test]
fn modules_vulkan_cannot_run_are_named() {
    let (dir, src) = mixed_kernel("bad_modules");
    // The OpenCL target, with its sidecar and without.
    let spv = dir.join("cl.spv").display().to_string();
    assert_ok(&oclvk(&[
        "compile", &src, "-cl-fp16", "--target", "opencl", "-o", &spv,
    ]));
    let message = "the module was compiled for the opencl target (OpenCL's Kernel execution model), which Vulkan cannot run; compile it with --target vulkan1.2 or vulkan1.3";
    assert_fails_with(&run_mixed(&spv, &[]), message);
    std::fs::remove_file(dir.join("cl.spv.json")).unwrap();
    assert_fails_with(&run_mixed(&spv, &[]), message);
    // A sidecar whose kernel the module does not have, or with a zero work-group size.
    let spv = dir.join("vk.spv").display().to_string();
    assert_ok(&oclvk(&["compile", &src, "-cl-fp16", "-o", &spv]));
    let sidecar = dir.join("vk.spv.json");
    let json = std::fs::read_to_string(&sidecar).unwrap();
    std::fs::write(
        &sidecar,
        json.replace("\"name\": \"mixed\"", "\"name\": \"other\""),
    )
    .unwrap();
    assert_fails_with(
        &run_mixed(&spv, &[]),
        "the module's reflection does not match it: its kernel 'other' is not an entry point of the module (entry points: mixed)",
    );
    let reqd = json.replace("\"spec_ids\"", "\"required\": [0, 1, 1], \"spec_ids\"");
    assert_ne!(reqd, json);
    std::fs::write(&sidecar, reqd).unwrap();
    assert_fails_with(
        &run_mixed(&spv, &[]),
        "kernel 'mixed' has reqd_work_group_size(0, 1, 1), and a work-group size cannot be 0",
    );
}

/// `oclvk compile --local-arg NAME=BYTES --work-group-size X,Y,Z`: each mistake is one message
/// naming the argument, the kernel or the size; MSL and HLSL say which option sizes a `local`
/// argument they cannot take without one; the sizes given reach the output and its reflection.
#[test]
fn local_argument_and_work_group_sizes_are_checked() {
    let dir = scratch("local_arg_sizes");
    let src = dir.join("sizes.cl");
    std::fs::write(
        &src,
        "kernel void sizes(global float *a, local float4 *tmp, uint n) {\n\
         \x20   tmp[get_local_id(0)] = (float4)(a[get_global_id(0)]);\n\
         \x20   barrier(CLK_LOCAL_MEM_FENCE);\n\
         \x20   a[get_global_id(0)] = tmp[0].x + n;\n\
         }\n\
         __attribute__((reqd_work_group_size(32, 1, 1)))\n\
         kernel void fixed(global float *a) { a[get_global_id(0)] = 1.0f; }\n",
    )
    .unwrap();
    let src = src.display().to_string();
    let out = dir.join("sizes.metal").display().to_string();
    let compile = |extra: &[&str]| {
        let mut args = vec!["compile", src.as_str(), "-o", out.as_str()];
        args.extend_from_slice(extra);
        oclvk(&args)
    };
    for target in ["msl", "hlsl"] {
        assert_fails_with(
            &compile(&["--target", target]),
            &format!("error: a 'local' pointer argument ('tmp') is sized when the pipeline is made, which the {target} target cannot express; give its size when compiling with --local-arg tmp=BYTES"),
        );
    }
    let msl = ["--target", "msl", "--kernel", "sizes"];
    let with = |extra: &[&str]| compile(&[&msl[..], extra].concat());
    for bytes in ["24", "0"] {
        assert_fails_with(
            &with(&["--local-arg", &format!("tmp={bytes}")]),
            &format!("error: --local-arg tmp={bytes}: the size of a 'local' argument is a whole number of its 16-byte elements, at least one"),
        );
    }
    assert_fails_with(
        &with(&["--local-arg", "other=64"]),
        "error: --local-arg other=BYTES: no kernel has an argument 'other' (kernels: 'sizes' (a, tmp, n), 'fixed' (a))",
    );
    assert_fails_with(
        &with(&["--local-arg", "a=64"]),
        "error: --local-arg a=BYTES: argument 'a' of kernel 'sizes' is 'global float *', not a 'local' pointer",
    );
    assert_fails_with(
        &with(&["--local-arg", "tmp=64", "--local-arg", "tmp=128"]),
        "error: --local-arg names 'tmp' twice",
    );
    let usage = with(&["--local-arg", "tmp"]);
    assert_eq!(usage.status.code(), Some(2), "{}", stderr(&usage));
    assert_fails_with(&usage, "'tmp' is not NAME=BYTES");
    assert_fails_with(
        &with(&["--local-arg", "tmp=64", "--work-group-size", "0,4"]),
        "error: --work-group-size 0,4,1: every dimension needs at least one work-item",
    );
    // Every kernel is written without --kernel: the required size must be the one chosen.
    assert_fails_with(
        &compile(&[
            "--target",
            "hlsl",
            "--local-arg",
            "tmp=64",
            "--work-group-size",
            "64",
        ]),
        "error: kernel 'fixed' has reqd_work_group_size(32, 1, 1), which --work-group-size 64,1,1 contradicts",
    );
    assert_fails_with(
        &compile(&["--local-arg", "tmp=64"]),
        "error: --local-arg and --work-group-size size what the portable targets fix when compiling",
    );
    // `oclvk run` takes --local-arg where it compiles for a portable target.
    let run = oclvk(&[
        "run",
        src.as_str(),
        "-k",
        "sizes",
        "-g",
        "4",
        "--local-arg",
        "tmp=64",
    ]);
    assert_eq!(run.status.code(), Some(2), "{}", stderr(&run));
    assert_fails_with(&run, "--target <TARGET>");
    // The sizes given: the array's length, the work-group size, and the reflection's record.
    assert_ok(&compile(&[
        "--target",
        "msl",
        "--local-arg",
        "tmp=512",
        "--work-group-size",
        "32",
    ]));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("metal::float4 inner[32];"), "{text}");
    assert!(
        text.contains("[[max_total_threads_per_threadgroup(32)]] kernel void sizes("),
        "{text}"
    );
    let reflection = oclvk::spirv::reflect::ModuleReflection::from_json(
        &std::fs::read_to_string(format!("{out}.json")).unwrap(),
    )
    .unwrap();
    let sizes = reflection.kernel("sizes").unwrap();
    assert_eq!(sizes.work_group.required, Some([32, 1, 1]));
    assert!(matches!(
        sizes.args[1].kind,
        oclvk::spirv::reflect::ArgKind::Local {
            fixed_bytes: Some(512),
            ..
        }
    ));
}
