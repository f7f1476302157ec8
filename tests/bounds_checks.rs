//! Run-time checks on lavapipe with the validation layer: bounds checks of global, constant
//! and `local`-argument accesses (`--check-bounds`) and lavapipe's loop limit. Each violation
//! is reported with its kernel, source location, argument, index and size, the process
//! survives, and the in-bounds part of the output is what the kernel wrote.

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime};
use oclvk::CompileOptions;

const KERNELS: &str = "
kernel void past_end(global const int *a, global int *b) {
    size_t i = get_global_id(0);
    b[i + 4] = a[i] + 1;
}
kernel void far_read(global const int *a, global int *b) {
    size_t i = get_global_id(0);
    b[i] = a[i + 100000000] + 7;
}
kernel void below(global const int *a, global int *b) {
    size_t i = get_global_id(0);
    b[(long)i - 8] = a[i];
}
kernel void local_overflow(global int *out, local int *tmp) {
    size_t i = get_local_id(0);
    tmp[i] = (int)i;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = tmp[i % 16];
}
kernel void sum_to(global int *out, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += i & 1;
    out[get_global_id(0)] = s;
}
kernel void spin(global int *out) {
    while (1) { }
    out[0] = 1;
}
kernel void nested(global int *out, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 4; k++)
                s += (i ^ j ^ k) & 1;
    out[get_global_id(0)] = s;
}
constant int table[4] = { 1, 2, 3, 4 };
kernel void read_table(global int *out) {
    size_t i = get_global_id(0);
    out[i] = table[i] + 10;
}
";

fn checked_options() -> CompileOptions {
    let mut options = CompileOptions::default();
    options.backend.check_bounds = true;
    options.backend.loop_limit = Some(oclvk::spirv::reflect::LAVAPIPE_LOOP_LIMIT);
    options
}

/// The kernels compiled with checks, loaded on a validated runtime; the module also passes
/// spirv-val.
fn checked_program(rt: &Runtime, src: &str, name: &str) -> oclvk::runner::Program {
    let module = compile_validated(
        "checks.cl",
        src,
        &checked_options(),
        &format!("bounds_{name}"),
    );
    oclvk::load(rt, &module).unwrap()
}

fn launch_error(
    rt: &Runtime,
    program: &oclvk::runner::Program,
    kernel: &str,
    range: NdRange,
    args: &[(&str, ArgValue<'_>)],
) -> String {
    let e = rt
        .launch(program, kernel, &range, args)
        .expect_err("the launch reports a violation");
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    e.to_string()
}

fn iota(n: i32) -> Vec<i32> {
    (0..n).collect()
}

/// Runs `kernel(a, b)` of [`KERNELS`], compiled with checks, as one work-group of 16 work-items,
/// `a` holding 0..16 and `b` 16 copies of `b_init`; returns the violation's report and `a` and
/// `b` afterwards.
fn violation_on_a_and_b(kernel: &str, b_init: i32) -> (String, Vec<i32>, Vec<i32>) {
    let rt = validated_runtime();
    let program = checked_program(&rt, KERNELS, kernel);
    let a = rt.buffer_from_slice(&iota(16)).unwrap();
    let b = rt.buffer_from_slice(&[b_init; 16]).unwrap();
    let e = launch_error(
        &rt,
        &program,
        kernel,
        NdRange::d1(16).with_local(&[16]),
        &[("a", ArgValue::Buffer(&a)), ("b", ArgValue::Buffer(&b))],
    );
    (e, a.read::<i32>().unwrap(), b.read::<i32>().unwrap())
}

/// Asserts that the report `e` starts with `prefix` (kernel, access, location, up to the
/// work-item's ids) and returns the work-item's first id.
fn first_item_id(e: &str, prefix: &str) -> i64 {
    assert!(e.starts_with(prefix), "{e}");
    e[prefix.len()..]
        .split(',')
        .next()
        .and_then(|x| x.parse().ok())
        .unwrap_or_else(|| panic!("no work-item id in: {e}"))
}

#[test]
fn a_write_past_the_end_is_reported_and_skipped() {
    let (e, a, b) = violation_on_a_and_b("past_end", 0);
    let item = first_item_id(
        &e,
        "kernel 'past_end': out-of-bounds write at checks.cl:4:5 by work-item (",
    );
    // Work-items 12..15 write past the end; which one was first is up to the device.
    assert!(
        e.contains("4 byte(s) at byte offset ")
            && e.contains(" of argument 'b', a 64-byte buffer (16 element(s))"),
        "{e}"
    );
    assert!((12..16).contains(&item), "{e}");
    assert!(
        e.contains(&format!(
            "byte offset {} (index {})",
            (item + 4) * 4,
            item + 4
        )),
        "{e}"
    );
    let expected: Vec<i32> = (0..16).map(|i| if i < 4 { 0 } else { i - 3 }).collect();
    assert_eq!(b, expected);
    assert_eq!(a, iota(16));
}

#[test]
fn a_far_read_is_reported_and_reads_zero() {
    let (e, _, b) = violation_on_a_and_b("far_read", 5);
    // Measured from 'a', which the pointer derives from, not from the nearest buffer.
    let item = first_item_id(
        &e,
        "kernel 'far_read': out-of-bounds read at checks.cl:8:12 by work-item (",
    );
    assert!(
        e.ends_with(&format!(
            "4 byte(s) at byte offset {} (index {}) of argument 'a', a 64-byte buffer (16 element(s)); the access was skipped",
            (item + 100_000_000) * 4,
            item + 100_000_000
        )),
        "{e}"
    );
    // Every read was skipped and gave 0.
    assert_eq!(b, vec![7; 16]);
}

#[test]
fn a_write_below_a_buffer_is_reported() {
    let (e, a, b) = violation_on_a_and_b("below", -1);
    // Work-items 0..7 write below b[0].
    let item = first_item_id(
        &e,
        "kernel 'below': out-of-bounds write at checks.cl:12:5 by work-item (",
    );
    assert!((0..8).contains(&item), "{e}");
    assert!(
        e.contains(&format!(
            "4 byte(s) at byte offset {} (index {}) of argument 'b', a 64-byte buffer (16 element(s))",
            (item - 8) * 4,
            item - 8
        )),
        "{e}"
    );
    let expected: Vec<i32> = (0..16).map(|i| if i < 8 { i + 8 } else { -1 }).collect();
    assert_eq!(b, expected);
    assert_eq!(a, iota(16));
}

#[test]
fn a_local_argument_overflow_is_reported() {
    let rt = validated_runtime();
    let program = checked_program(&rt, KERNELS, "local_overflow");
    let out = rt.buffer_from_slice(&[-1i32; 64]).unwrap();
    let e = launch_error(
        &rt,
        &program,
        "local_overflow",
        NdRange::d1(64).with_local(&[64]),
        &[
            ("out", ArgValue::Buffer(&out)),
            ("tmp", ArgValue::Local(16)),
        ],
    );
    assert!(
        e.starts_with(
            "kernel 'local_overflow': out-of-bounds write at checks.cl:16:5 by work-item ("
        ),
        "{e}"
    );
    assert!(
        e.contains("of local argument 'tmp', which has 16 element(s)"),
        "{e}"
    );
    // The 16 in-bounds elements were written and read back.
    let expected: Vec<i32> = (0..64).map(|i| i % 16).collect();
    assert_eq!(out.read::<i32>().unwrap(), expected);
}

#[test]
fn lavapipe_loop_limit_is_reported_beyond_65535_iterations() {
    let rt = validated_runtime();
    let program = checked_program(&rt, KERNELS, "sum_to");
    let out = rt.buffer_from_slice(&[0i32; 4]).unwrap();
    let run = |n: i32| {
        rt.launch(
            &program,
            "sum_to",
            &NdRange::d1(4).with_local(&[4]),
            &[("out", ArgValue::Buffer(&out)), ("n", ArgValue::scalar(n))],
        )
    };
    run(60_000).unwrap();
    assert_eq!(out.read::<i32>().unwrap(), vec![30_000; 4]);
    // The Vulkan backend unrolls this loop by four (spirv-backend/src/lower/unroll.rs), so
    // lavapipe too runs it in full up to four times its limit.
    run(200_000).unwrap();
    assert_eq!(out.read::<i32>().unwrap(), vec![100_000; 4]);
    if !oclvk::runner::checks::is_llvmpipe(rt.device()) {
        // Other devices run loops to their end: the whole sum, no report.
        run(300_000).unwrap();
        assert_eq!(out.read::<i32>().unwrap(), vec![150_000; 4]);
        return;
    }
    let e = run(300_000)
        .expect_err("lavapipe cut the loop short")
        .to_string();
    assert!(
        e.ends_with("of kernel 'sum_to' ran into lavapipe's limit of 65,535 loop iterations, which cuts loops short; results are invalid (run it on another device)"),
        "{e}"
    );
    assert!(e.starts_with("work-item ("), "{e}");
    // Loops Mesa unrolls do not count against its limit: 4,000 outer iterations of two
    // unrolled inner loops (80,000 back-edges in the source) run in full.
    rt.launch(
        &program,
        "nested",
        &NdRange::d1(4).with_local(&[4]),
        &[
            ("out", ArgValue::Buffer(&out)),
            ("n", ArgValue::scalar(4000i32)),
        ],
    )
    .unwrap();
    let expected: i32 = (0..4000)
        .map(|i: i32| {
            (0..4)
                .map(|j| (0..4).map(|k| (i ^ j ^ k) & 1).sum::<i32>())
                .sum::<i32>()
        })
        .sum();
    assert_eq!(out.read::<i32>().unwrap(), vec![expected; 4]);
    // An endless loop "finishes" on lavapipe: reported too.
    let e = rt
        .launch(
            &program,
            "spin",
            &NdRange::d1(1),
            &[("out", ArgValue::Buffer(&out))],
        )
        .expect_err("lavapipe cut the endless loop short")
        .to_string();
    assert_eq!(
        e,
        "work-item (0, 0, 0) of kernel 'spin' ran into lavapipe's limit of 65,535 loop iterations, which cuts loops short; results are invalid (run it on another device)"
    );
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

#[test]
fn a_read_past_program_scope_constant_data_is_reported() {
    let rt = validated_runtime();
    let program = checked_program(&rt, KERNELS, "read_table");
    let out = rt.buffer_from_slice(&[0i32; 8]).unwrap();
    let e = launch_error(
        &rt,
        &program,
        "read_table",
        NdRange::d1(8).with_local(&[8]),
        &[("out", ArgValue::Buffer(&out))],
    );
    assert!(
        e.starts_with("kernel 'read_table': out-of-bounds read at checks.cl:41:14 by work-item ("),
        "{e}"
    );
    assert!(
        e.contains(" of the program's constant data (16 bytes); the access was skipped"),
        "{e}"
    );
    assert_eq!(
        out.read::<i32>().unwrap(),
        vec![11, 12, 13, 14, 10, 10, 10, 10]
    );
}

/// Kernels that stay in bounds give the same results with checks as without: global,
/// constant (argument and program scope) and local memory, vectors, structs, atomics,
/// vload/vstore and half conversions, a helper taking pointers, and loops.
#[test]
fn in_bounds_kernels_give_identical_results_with_checks() {
    let src = "
        typedef struct { int a; float b; char c; } rec;
        typedef struct __attribute__((packed)) { char c; int v; } packed_rec;
        constant int table[4] = { 3, 5, 7, 11 };
        int pick(global const int *p, int k) { return p[k] * table[k & 3]; }
        kernel void mixed(global const int *in, global int *out, constant float4 *cf,
                          global rec *recs, global packed_rec *packed, global half *h,
                          global int *counter, local int *scratch) {
            int i = (int)get_global_id(0);
            int l = (int)get_local_id(0);
            scratch[l] = in[i];
            barrier(CLK_LOCAL_MEM_FENCE);
            int s = 0;
            for (int k = 0; k < 4; k++)
                s += scratch[(l + k) % (int)get_local_size(0)];
            float4 v = cf[i % 2];
            float4 w = vload4(i, (constant float *)cf);
            recs[i].a += s;
            recs[i].b = v.x + w.y;
            packed[i].v = pick(in, i) + packed[i].c;
            vstore_half(vload_half(i, h) * 2.0f, i, h);
            atomic_add(counter, 1);
            out[i] = s + (int)v.y;
        }
    ";
    let rt = validated_runtime();
    let results = |options: &CompileOptions| {
        let dir = format!("bounds_mixed_{}", options.backend.check_bounds);
        let module = compile_validated("mixed.cl", src, options, &dir);
        let program = oclvk::load(&rt, &module).unwrap();
        let n = 8usize;
        let input = rt.buffer_from_slice(&iota(n as i32)).unwrap();
        let out = rt.buffer_from_slice(&vec![0i32; n]).unwrap();
        let cf = rt
            .buffer_from_slice(&(0..n * 4).map(|x| x as f32).collect::<Vec<f32>>())
            .unwrap();
        let recs = rt.create_buffer(12 * n as u64).unwrap();
        let packed = rt
            .buffer_from_bytes(&(0..5 * n).map(|x| x as u8).collect::<Vec<u8>>())
            .unwrap();
        let halves: Vec<u16> = (0..n).map(|x| 0x3c00 + x as u16).collect();
        let h = rt.buffer_from_slice(&halves).unwrap();
        let counter = rt.buffer_from_slice(&[0i32]).unwrap();
        rt.launch(
            &program,
            "mixed",
            &NdRange::d1(n as u64).with_local(&[4]),
            &[
                ("in", ArgValue::Buffer(&input)),
                ("out", ArgValue::Buffer(&out)),
                ("cf", ArgValue::Buffer(&cf)),
                ("recs", ArgValue::Buffer(&recs)),
                ("packed", ArgValue::Buffer(&packed)),
                ("h", ArgValue::Buffer(&h)),
                ("counter", ArgValue::Buffer(&counter)),
                ("scratch", ArgValue::Local(4)),
            ],
        )
        .unwrap();
        assert_eq!(rt.validation_messages(), Vec::<String>::new());
        [&out, &recs, &packed, &h, &counter]
            .iter()
            .map(|b| b.read_bytes().unwrap())
            .collect::<Vec<_>>()
    };
    let plain = results(&CompileOptions::default());
    let checked = results(&checked_options());
    assert_eq!(plain, checked);
    assert_eq!(
        oclvk::runner::from_bytes::<i32>(&plain[4]).unwrap(),
        vec![8],
        "the atomic counter"
    );
}

/// The CLI: `--check-bounds` reports and exits non-zero; on lavapipe the checks are on by
/// default and `--no-check-bounds` turns them off.
#[test]
fn the_cli_reports_violations_and_follows_the_flags() {
    let dir = scratch("bounds_cli");
    let path = dir.join("past_end.cl");
    std::fs::write(&path, KERNELS).unwrap();
    let file = path.display().to_string();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "run",
            &file,
            "-k",
            "past_end",
            "-g",
            "16",
            "-l",
            "16",
            "--arg",
            "a=iota:16",
            "--arg",
            "b=zeros:16",
        ];
        args.extend_from_slice(extra);
        oclvk(&args)
    };
    let out = run(&["--check-bounds"]);
    assert_fails_with(&out, "error: kernel 'past_end': out-of-bounds write at ");
    assert_fails_with(&out, "past_end.cl:4:5 by work-item (");
    let default = run(&[]);
    let rt = validated_runtime();
    if rt.device().device_type == oclvk::runner::DeviceType::Cpu {
        assert_fails_with(&default, "out-of-bounds write");
    }
    // Unchecked, the write past the end lands in the buffer's guard gap: no error.
    assert_ok(&run(&["--no-check-bounds"]));
}

/// A precompiled module without the loop-limit check, run on lavapipe: one warning, and the run
/// goes on.
#[test]
fn a_precompiled_module_without_the_loop_limit_check_is_warned_about_on_lavapipe() {
    let dir = scratch("bounds_precompiled");
    let spv = dir.join("vadd.spv").display().to_string();
    assert_ok(&oclvk(&["compile", "examples/vadd.cl", "-o", &spv]));
    let out = oclvk(&[
        "run",
        &spv,
        "-k",
        "vadd",
        "-g",
        "16",
        "--arg",
        "a=iota:16",
        "--arg",
        "b=iota:16",
        "--arg",
        "c=zeros:16",
    ]);
    assert_ok(&out);
    let warning = "was compiled without oclvk's loop-limit check, so a work-item whose loops lavapipe cuts short (after 65,535 iterations) goes unreported";
    let rt = validated_runtime();
    let expected = usize::from(oclvk::runner::checks::is_llvmpipe(rt.device()));
    assert_eq!(
        stderr(&out).matches(warning).count(),
        expected,
        "{}",
        stderr(&out)
    );
    let cpu = rt.device().device_type == oclvk::runner::DeviceType::Cpu;
    assert_eq!(
        stderr(&out)
            .matches("was compiled without bounds checks, so an out-of-bounds access is not caught")
            .count(),
        usize::from(cpu),
        "{}",
        stderr(&out)
    );
    // Compiled with both checks: no warning, and a violation is reported.
    let checked = dir.join("past_end.spv").display().to_string();
    let source = dir.join("past_end.cl");
    std::fs::write(&source, KERNELS).unwrap();
    assert_ok(&oclvk(&[
        "compile",
        &source.display().to_string(),
        "--check-bounds",
        "--lavapipe-loop-check",
        "-o",
        &checked,
    ]));
    spirv_val(std::path::Path::new(&checked), "vulkan1.2");
    let out = oclvk(&[
        "run",
        &checked,
        "-k",
        "past_end",
        "-g",
        "16",
        "-l",
        "16",
        "--arg",
        "a=iota:16",
        "--arg",
        "b=zeros:16",
    ]);
    assert_fails_with(&out, "out-of-bounds write at ");
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
}
