//! `oclvk run k.wgsl`: WGSL with its `.wgsl.json` reflection through wgpu's Vulkan backend
//! (lavapipe here), with the runner's argument specs, ND-range rules and outputs. The module is
//! the hand-written tests/portable/wgsl/scale.wgsl (the kernel of tests/portable/glsl/).

#![cfg(feature = "wgpu")]

mod common;

use common::*;

const SCALE: &str = "tests/portable/wgsl/scale.wgsl";

/// What `scale` writes for `n` work-items in groups of `local` (a smaller last group included),
/// from `a[i] = i`, `k = 3`.
fn expected_scale(n: usize, local: usize) -> Vec<f32> {
    (0..n)
        .map(|i| {
            let group = i / local;
            let start = group * local;
            let size = local.min(n - start);
            let mirror = start + size - 1 - (i - start);
            (mirror * 3 + group) as f32
        })
        .collect()
}

fn run_scale(name: &str, n: usize, local: usize) {
    let dir = scratch(name);
    let out = dir.join("out.npy");
    let (g, l) = (n.to_string(), local.to_string());
    let result = oclvk(&[
        "run",
        SCALE,
        "-g",
        &g,
        "-l",
        &l,
        "--arg",
        &format!("a=iota:{n}"),
        "--arg",
        &format!("out=zeros:{n}"),
        "--arg",
        "k=3",
        "--arg",
        &format!("tile=local:{local}"),
        "--out",
        &format!("out={}", out.display()),
    ]);
    assert_ok(&result);
    assert!(
        stdout(&result).contains(&format!("local [{local}, 1, 1]")),
        "{}",
        stdout(&result)
    );
    assert_eq!(read_f32_npy(&out), expected_scale(n, local));
}

#[test]
fn wgsl_runs_through_wgpu_with_a_smaller_last_group() {
    run_scale("wgpu_scale_last_group", 1000, 64);
}

#[test]
fn wgsl_past_the_group_count_limit_runs_in_several_dispatches() {
    // lavapipe, like wgpu's default, allows 65,535 work-groups per dimension.
    run_scale("wgpu_scale_split", 65_535 + 3, 1);
}

#[test]
fn wgsl_without_its_reflection_is_an_error_naming_the_sidecar() {
    let dir = scratch("wgpu_no_sidecar");
    let wgsl = dir.join("k.wgsl");
    std::fs::copy(root().join(SCALE), &wgsl).unwrap();
    let out = oclvk(&["run", wgsl.to_str().unwrap(), "-g", "4"]);
    assert_fails_with(&out, "k.wgsl.json");
}

#[test]
fn wgsl_that_wgpu_refuses_is_an_error_not_a_panic() {
    let dir = scratch("wgpu_bad_wgsl");
    let wgsl = dir.join("scale.wgsl");
    std::fs::write(&wgsl, "fn scale( {").unwrap();
    std::fs::copy(
        root().join("tests/portable/wgsl/scale.wgsl.json"),
        dir.join("scale.wgsl.json"),
    )
    .unwrap();
    let out = oclvk(&[
        "run",
        wgsl.to_str().unwrap(),
        "-g",
        "4",
        "--arg",
        "a=iota:4",
        "--arg",
        "out=zeros:4",
        "--arg",
        "k=1",
        "--arg",
        "tile=local:4",
    ]);
    assert_fails_with(&out, "the WGSL does not parse");
}

/// Runs examples/vadd.cl with `extra` arguments; its output `c`.
fn run_vadd(name: &str, extra: &[&str]) -> Vec<f32> {
    let dir = scratch(name);
    let c = dir.join("c.npy");
    let out_spec = format!("c={}", c.display());
    let mut args = vec![
        "run",
        "examples/vadd.cl",
        "-k",
        "vadd",
        "-g",
        "1024",
        "-l",
        "64",
        "--arg",
        "a=rand:1024:1",
        "--arg",
        "b=rand:1024:2",
        "--arg",
        "c=zeros:1024",
        "--out",
        &out_spec,
    ];
    args.extend_from_slice(extra);
    let out = oclvk(&args);
    assert_ok(&out);
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    read_f32_npy(&c)
}

#[test]
fn source_runs_through_the_portable_targets_with_the_default_path_s_outputs() {
    let default = run_vadd("vadd_default", &[]);
    assert_eq!(run_vadd("vadd_wgsl", &["--target", "wgsl"]), default);
    assert_eq!(
        run_vadd("vadd_portable", &["--target", "vulkan1.2-portable"]),
        default
    );
}

#[test]
fn target_with_a_compiled_module_is_a_usage_error() {
    let out = oclvk(&["run", SCALE, "-g", "4", "--target", "wgsl"]);
    assert_fails_with(&out, "--target compiles OpenCL C source");
    assert_eq!(out.status.code(), Some(2));
}

/// A `uchar` kernel over a 7-byte buffer (not a whole number of the 32-bit words the portable
/// targets pack bytes into) through `oclvk run`: the runners bind the buffer rounded up to
/// whole words, and the output holds exactly the 7 bytes, each work-item's byte intact beside
/// its neighbours'.
#[test]
fn a_seven_byte_buffer_runs_through_the_portable_targets() {
    let dir = scratch("seven_bytes_cli");
    let source = dir.join("bump.cl");
    std::fs::write(
        &source,
        "kernel void bump(global const uchar *in, global uchar *out) {\n\
         \x20   size_t i = get_global_id(0);\n\
         \x20   out[6 - i] = in[i] * 2 + 1;\n\
         }\n",
    )
    .unwrap();
    for target in ["wgsl", "vulkan1.2-portable"] {
        let npy = dir.join(format!("out-{target}.npy"));
        let out_spec = format!("out={}", npy.display());
        let result = oclvk(&[
            "run",
            source.to_str().unwrap(),
            "--target",
            target,
            "-g",
            "7",
            "-l",
            "7",
            "--arg",
            "in=iota:7",
            "--arg",
            "out=fill:255:7",
            "--out",
            &out_spec,
        ]);
        assert_ok(&result);
        let bytes = std::fs::read(&npy).unwrap();
        let array = oclvk::npy::parse(&bytes).expect("a valid .npy file");
        assert_eq!(array.data, [13, 11, 9, 7, 5, 3, 1], "{target}");
    }
}
