//! printf on the portable targets (written through naga, the `printf-records` stage): `oclvk
//! run k.cl --target vulkan1.2-portable` (and vulkan1.3-portable, and WGSL through wgpu) prints
//! exactly what the default target prints for the same kernel, in work-item order, with the
//! same drops when the buffer is full; what a target cannot store is a diagnostic at the call.

mod common;

use common::*;

/// Integers of each width, floats, doubles and longs, vectors (of up to 4 lanes: the portable
/// targets have no wider ones), `%s` and `%c`, several calls of 64 work-items in 4 work-groups,
/// and printf's value.
const EVERY_KIND: &str = r#"
kernel void k(global const int *n, global const float *f, global const double *d,
              global const long *l, global float *r) {
    int i = get_global_id(0);
    int v = n[i];
    r[i] = printf("%d|%hhd|%hhu|%hd|%hu|%u|%x|%#o|%c|%5d|%-4i|\n", v, (char)v, (uchar)v,
                  (short)(v * 300), (ushort)(v * 300), (uint)v * 4000000u, v, v, 'a' + (i & 15),
                  i, -i);
    printf("%f|%e|%g|%a|%.3f\n", f[i], f[i], f[i], f[i], -f[i]);
    printf("%ld|%lu|%lx|%f|%.17g|%le\n", l[i], (ulong)l[i], l[i], d[i], d[i], d[i]);
    printf("%v4d|%v2hlf|%v3hhx|%v2ld|%v2lf|%v4hhu\n", (int4)(i, -i, v, 7),
           (float2)(f[i], 0.5f), (char3)(i, -1, 127), (long2)(l[i], -l[i]),
           (double2)(d[i], 1.0), (uchar4)(i));
    printf("%s|%10s|%-5s|%%|%c\n", "str", "right", "left", 'z');
    printf("no conversions\n");
}
"#;

/// [`EVERY_KIND`] without 64-bit values (WGSL has none).
const NO_64_BIT: &str = r#"
kernel void k(global const int *n, global const float *f, global float *r) {
    int i = get_global_id(0);
    int v = n[i];
    r[i] = printf("%d|%hhd|%hhu|%hd|%hu|%u|%x|%#o|%c|%5d|%-4i|\n", v, (char)v, (uchar)v,
                  (short)(v * 300), (ushort)(v * 300), (uint)v * 4000000u, v, v, 'a' + (i & 15),
                  i, -i);
    printf("%f|%e|%g|%a|%.3f\n", f[i], f[i], f[i], f[i], -f[i]);
    printf("%v4d|%v2hlf|%v3hhx|%v4hhu\n", (int4)(i, -i, v, 7), (float2)(f[i], 0.5f),
           (char3)(i, -1, 127), (uchar4)(i));
    printf("%s|%10s|%-5s|%%|%c\n", "str", "right", "left", 'z');
    printf("no conversions\n");
}
"#;

/// 64-bit integers whose high half is known from the low one (README footnote 1), which WGSL
/// and naga's GLSL hold in 32 bits: work-item ids (zero-extended), conversions from 32-bit
/// integers (zero- or sign-extended, negative ones too), vectors of them, and their sums of
/// values below 2^31.
const KNOWN_64_BIT: &str = r#"
kernel void k(global const int *n, global float *r) {
    int i = get_global_id(0);
    int v = n[i];
    long s = v;
    ulong u = (uint)v;
    r[i] = printf("%lu|%ld|%lx|%lu|%lo|%ld\n", get_global_id(0), s, s, u, (ulong)(uint)i,
                  (long)get_local_id(0) - 9);
    printf("%v2ld|%v3lx|%v2lu\n", (long2)(s, (long)(v >> 1)), (long3)(s, 7, -1), (ulong2)(u, 0));
}
"#;

/// `half` values (`cl_khr_fp16`): a scalar promoted for `%f` and `%a`, and a vector for `%v2hf`,
/// after arithmetic that rounds to `half` (sums past the largest `half` are infinities).
const HALVES: &str = r#"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global const float *f, global float *r) {
    int i = get_global_id(0);
    half h = (half)(f[i] * 1000.0f) / (half)3.0f;
    half big = (half)60000.0f + h * (half)64.0f;
    r[i] = printf("%f|%a|%.1f|%v2hf\n", h, h * h, big, (half2)(h, -h * (half)0.001f));
}
"#;

/// One line per work-item, and printf's value in `r`.
const ONE_LINE: &str = r#"
kernel void k(global float *r) {
    int i = get_global_id(0);
    r[i] = printf("item %d\n", i);
}
"#;

/// The default target (vulkan1.2), which `oclvk run` compiles for without `--target`.
const DEFAULT: &str = "vulkan1.2";

/// What one run printed and dropped, and the `r` it wrote.
struct Printed {
    text: String,
    dropped: u64,
    r: Vec<f32>,
}

fn run(dir: &std::path::Path, kernel: &str, target: &str, extra: &[&str]) -> Printed {
    let k = dir.join("k.cl");
    std::fs::write(&k, kernel).unwrap();
    let r = dir.join(format!("r-{target}.npy"));
    let k = k.display().to_string();
    let out_arg = format!("r={}", r.display());
    let mut args = vec!["run", &k, "--json"];
    // The default target is named by giving none (`oclvk run` takes only the portable ones).
    if target != DEFAULT {
        args.extend(["--target", target]);
    }
    args.extend(["--out", &out_arg, "--arg", "r=zeros:64"]);
    args.extend_from_slice(extra);
    let out = oclvk(&args);
    assert_ok(&out);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out))
        .unwrap_or_else(|e| panic!("{target}: {e}: {}", stdout(&out)));
    Printed {
        text: json["printf"][0]
            .as_str()
            .unwrap_or_else(|| panic!("{target}: no printf output: {json}"))
            .to_string(),
        dropped: json["printf_dropped"].as_u64().unwrap(),
        r: read_f32_npy(&r),
    }
}

const VALUES: [&str; 8] = [
    "-g",
    "64",
    "-l",
    "16",
    "--arg",
    "n=rand:64:1",
    "--arg",
    "f=rand:64:2",
];

fn assert_same(target: &str, got: &Printed, want: &Printed) {
    assert_eq!(got.text, want.text, "{target} printed otherwise");
    assert_eq!(got.dropped, want.dropped, "{target}");
    assert_eq!(got.r, want.r, "{target}: printf's values");
}

#[test]
fn portable_spirv_prints_what_the_default_target_prints() {
    let dir = scratch("printf_portable_spirv");
    let mut args = VALUES.to_vec();
    args.extend(["--arg", "d=rand:64:3", "--arg", "l=rand:64:4"]);
    let want = run(&dir, EVERY_KIND, DEFAULT, &args);
    assert_eq!(want.dropped, 0);
    assert_eq!(want.r, vec![0.0; 64]);
    assert_eq!(want.text.lines().count(), 64 * 6, "{}", want.text);
    assert!(
        want.text
            .contains("str|     right|left |%|z\nno conversions\n"),
        "{}",
        want.text
    );
    for target in ["vulkan1.2-portable", "vulkan1.3-portable"] {
        assert_same(target, &run(&dir, EVERY_KIND, target, &args), &want);
    }
}

#[cfg(feature = "wgpu")]
#[test]
fn wgsl_through_wgpu_prints_what_the_default_target_prints() {
    let dir = scratch("printf_portable_wgsl");
    let want = run(&dir, NO_64_BIT, DEFAULT, &VALUES);
    assert_eq!(want.text.lines().count(), 64 * 5, "{}", want.text);
    for target in ["wgsl", "vulkan1.2-portable"] {
        assert_same(target, &run(&dir, NO_64_BIT, target, &VALUES), &want);
    }
}

#[test]
fn portable_targets_print_half_values_as_the_default_target() {
    let dir = scratch("printf_portable_halves");
    let args = ["-g", "64", "-l", "16", "--arg", "f=rand:64:2"];
    let want = run(&dir, HALVES, DEFAULT, &args);
    assert_eq!(want.text.lines().count(), 64, "{}", want.text);
    assert!(want.text.contains("|inf|"), "{}", want.text);
    let mut targets = vec!["vulkan1.2-portable"];
    if cfg!(feature = "wgpu") {
        targets.push("wgsl");
    }
    for target in targets {
        assert_same(target, &run(&dir, HALVES, target, &args), &want);
    }
}

/// 64 bytes hold the header and three 4-word records: 3 lines, 61 drops, and printf gives 0
/// for the printed lines and -1 for the others, on every path.
#[test]
fn a_full_buffer_drops_records_on_the_portable_targets_as_on_the_default_one() {
    let dir = scratch("printf_portable_full");
    let mut targets = vec![DEFAULT, "vulkan1.2-portable"];
    if cfg!(feature = "wgpu") {
        targets.push("wgsl");
    }
    for target in targets {
        let got = run(
            &dir,
            ONE_LINE,
            target,
            &["-g", "64", "-l", "16", "--printf-buffer", "64"],
        );
        assert_eq!(got.dropped, 61, "{target}: {}", got.text);
        let printed: Vec<usize> = (0..64).filter(|&i| got.r[i] == 0.0).collect();
        assert_eq!(printed.len(), 3, "{target}: {:?}", got.r);
        assert_eq!(
            got.r.iter().filter(|&&v| v == -1.0).count(),
            61,
            "{target}: {:?}",
            got.r
        );
        let want: String = printed.iter().map(|i| format!("item {i}\n")).collect();
        assert_eq!(got.text, want, "{target}");
    }
}

/// `long`/`ulong` values whose high half is known print through WGSL (and vulkan1.2-portable)
/// what the default target prints.
#[cfg(feature = "wgpu")]
#[test]
fn wgsl_prints_64_bit_values_whose_high_half_is_known() {
    let dir = scratch("printf_portable_known_64");
    let values = ["-g", "64", "-l", "16", "--arg", "n=rand:64:1"];
    let want = run(&dir, KNOWN_64_BIT, DEFAULT, &values);
    assert_eq!(want.text.lines().count(), 64 * 2, "{}", want.text);
    assert!(want.text.contains("|ffffffff"), "{}", want.text);
    for target in ["wgsl", "vulkan1.2-portable"] {
        assert_same(target, &run(&dir, KNOWN_64_BIT, target, &values), &want);
    }
}

/// What a portable target cannot store is an error at the argument, naming the target.
#[test]
fn what_a_portable_target_cannot_print_is_a_diagnostic_at_the_call() {
    let dir = scratch("printf_portable_refusals");
    let cases = [
        (
            "glsl",
            r#"kernel void k(global double *d) { printf("%f\n", d[0]); }"#,
            "k.cl:1:50: error: printf argument 1 for '%f' is a 'double', which the glsl target cannot store (it has no 64-bit integers)",
        ),
        (
            // A `long` held in 32 bits whose high half is not known (a product).
            "wgsl",
            r#"kernel void k(global int *p) { long v = p[0]; printf("%d %v2lu\n", 1, (ulong2)(v * v)); }"#,
            "k.cl:1:71: error: '>>' on 64-bit integers whose values may not fit in 32 bits (the target's integers are 32-bit) is not supported on the wgsl target",
        ),
        (
            "vulkan1.2-portable",
            r#"kernel void k(global int *p) { printf("%p\n", p); }"#,
            "k.cl:1:47: error: printing a pointer with '%p' is not supported on the vulkan1.2-portable target (its pointers have no address)",
        ),
        (
            "msl",
            r#"kernel void k(global int *p) { printf("%f\n", p[0]); }"#,
            "error: printf argument 1 has type 'int', but '%f' expects a floating-point value",
        ),
    ];
    for (target, src, needle) in cases {
        let k = dir.join("k.cl");
        std::fs::write(&k, src).unwrap();
        let o = dir.join("k.out");
        let out = oclvk(&[
            "compile",
            &k.display().to_string(),
            "--target",
            target,
            "-o",
            &o.display().to_string(),
        ]);
        assert_fails_with(&out, needle);
    }
}

/// Every portable target writes a kernel that prints (HLSL and MSL are checked by naga's
/// validator only: no compiler for them runs here; the SPIR-V by spirv-val), with the printf
/// buffer in the reflection.
#[test]
fn every_portable_target_writes_a_kernel_that_prints() {
    let dir = scratch("printf_portable_languages");
    let k = dir.join("k.cl");
    std::fs::write(&k, NO_64_BIT).unwrap();
    let targets = [
        ("wgsl", "wgsl"),
        ("msl", "metal"),
        ("hlsl", "hlsl"),
        ("glsl", "comp"),
        ("vulkan1.2-portable", "spv"),
        ("vulkan1.3-portable", "spv3"),
    ];
    for (target, ext) in targets {
        let o = dir.join(format!("k.{ext}"));
        let out = oclvk(&[
            "compile",
            &k.display().to_string(),
            "--target",
            target,
            "-o",
            &o.display().to_string(),
        ]);
        assert_ok(&out);
        if let Some(env) = target.strip_suffix("-portable") {
            spirv_val(&o, env);
        }
        let json = std::fs::read_to_string(dir.join(format!("k.{ext}.json"))).unwrap();
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(
            json["printf_calls"].as_array().unwrap().len(),
            5,
            "{target}"
        );
        let kernel = &json["kernels"][0];
        assert_eq!(kernel["uses_printf"], true, "{target}");
        let buffers = kernel["portable"]["buffers"].as_array().unwrap();
        assert!(
            buffers
                .iter()
                .any(|b| b["source"]["kind"] == "printf-buffer" && b["read_only"] == false),
            "{target}: {buffers:?}"
        );
    }
}
