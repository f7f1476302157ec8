//! The work-group collective functions (OpenCL C 2.0) run on the default device against
//! references computed here (PoCL has none of them): every function for int, uint, long,
//! ulong, float and double over edge inputs (INT_MIN/INT_MAX, -0.0, infinities, NaN, groups all
//! NaN), work-groups of 1, 33, 96 and 1024 work-items (where the device allows), 2- and 3-D
//! groups, and non-uniform last groups, with the sub-group form the device gets by default and
//! with `-cl-oclvk-local-memory-collectives`. Integers are exact (sums wrap), float min/max
//! follow fmin/fmax (NaN only when every value is NaN; -0.0 and 0.0 are equal), float sums are
//! within n * epsilon of the sum of magnitudes (their order is free).
//!
//! `OCLVK_DEVICE` picks the device as for every run test; on a GPU build the release test
//! binary (`cargo test --release --test work_group_collectives`).

#[path = "common/collectives.rs"]
mod collectives;
mod common;

use collectives::*;
use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime};

fn check(
    rt: &Runtime,
    program: &oclvk::runner::Program,
    ty: Ty,
    global: [u64; 3],
    local: [u64; 3],
    dims: usize,
    what: &str,
) {
    let n: usize = global.iter().product::<u64>() as usize;
    let (input, pred) = range_inputs(ty, global, local);
    let in_buf = rt.buffer_from_slice(&ty.to_bytes(&input)).unwrap();
    let out = rt.create_buffer((10 * n * ty.bytes()) as u64).unwrap();
    let pred_buf = rt.buffer_from_slice(&pred).unwrap();
    let votes = rt.create_buffer((n * 4) as u64).unwrap();
    let local32: Vec<u32> = local[..dims].iter().map(|&l| l as u32).collect();
    let range = NdRange::new(&global[..dims]).with_local(&local32);
    rt.launch(
        program,
        "coll",
        &range,
        &[
            ("in", ArgValue::Buffer(&in_buf)),
            ("out", ArgValue::Buffer(&out)),
            ("pred", ArgValue::Buffer(&pred_buf)),
            ("votes", ArgValue::Buffer(&votes)),
        ],
    )
    .unwrap_or_else(|e| panic!("{what}: {e}"));
    let got = ty.values_in(&out.read::<u8>().unwrap());
    let got_votes = votes.read::<i32>().unwrap();
    let problems = problems(ty, global, local, (&input, &pred), &got, &got_votes);
    assert!(
        problems.is_empty(),
        "{what}: {}:\n{}",
        ty.name(),
        problems.join("\n")
    );
}

/// The shapes: (global, local, dims); 1024-item groups where the device allows them.
fn shapes(rt: &Runtime) -> Vec<([u64; 3], [u64; 3], usize)> {
    let mut shapes = vec![
        ([5, 1, 1], [1, 1, 1], 1),
        ([106, 1, 1], [33, 1, 1], 1),
        ([192, 1, 1], [96, 1, 1], 1),
        ([19, 9, 1], [8, 4, 1], 2),
        ([9, 7, 5], [4, 3, 2], 3),
    ];
    let limits = &rt.device().limits;
    if limits.max_compute_work_group_invocations >= 1024
        && limits.max_compute_work_group_size[0] >= 1024
    {
        shapes.push(([1024 + 77, 1, 1], [1024, 1, 1], 1));
    }
    shapes
}

fn run_all(local_memory: bool) {
    let rt = validated_runtime();
    let mode = if local_memory {
        " -cl-oclvk-local-memory-collectives"
    } else {
        ""
    };
    for ty in TYPES {
        let src = format!("#define T {}\n{KERNEL}", ty.name());
        let module = compile_with(&src, &format!("-cl-std=CL2.0{mode}"));
        let program = oclvk::load(&rt, &module).unwrap();
        for (global, local, dims) in shapes(&rt) {
            let what = format!("{}{mode}, global {global:?}, local {local:?}", ty.name());
            check(&rt, &program, ty, global, local, dims, &what);
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

#[test]
fn work_group_functions_with_sub_group_operations() {
    run_all(false);
}

#[test]
fn work_group_functions_in_local_memory() {
    run_all(true);
}

/// The scratch memory of the work-group functions counts against the device's local memory:
/// a launch whose work-group would overflow it is refused, naming the scratch; a smaller
/// work-group of the same kernel runs.
#[test]
fn the_scratch_counts_against_local_memory() {
    let rt = validated_runtime();
    let limit = rt.device().limits.max_compute_shared_memory_size as u64;
    let max_items = rt
        .device()
        .limits
        .max_compute_work_group_invocations
        .min(1024) as u64;
    // A `local` array leaving room for the float scratch of 64 work-items, not of max_items.
    let pad = (limit - 4 - 64 * 4) / 4;
    assert!(
        max_items * 4 > 64 * 4 + 3,
        "the device's largest work-group is too small for this test"
    );
    let src = format!(
        "kernel void k(global float *out) {{
            local float pad[{pad}];
            size_t i = get_local_id(0);
            pad[i] = 1.0f;
            barrier(CLK_LOCAL_MEM_FENCE);
            out[get_global_id(0)] = work_group_reduce_add(pad[i]);
        }}"
    );
    let program = oclvk::load(&rt, &compile_with(&src, "-cl-std=CL2.0")).unwrap();
    let out = rt.create_buffer(max_items * 4).unwrap();
    let args = [("out", ArgValue::Buffer(&out))];
    let e = rt
        .launch(
            &program,
            "k",
            &NdRange::d1(max_items).with_local(&[max_items as u32]),
            &args,
        )
        .unwrap_err()
        .to_string();
    let scratch = max_items * 4;
    assert!(
        e.contains(&format!("{scratch} for the work-group functions' scratch"))
            && e.contains("maxComputeSharedMemorySize"),
        "{e}"
    );
    rt.launch(&program, "k", &NdRange::d1(64).with_local(&[64]), &args)
        .unwrap();
    assert_eq!(out.read::<f32>().unwrap()[..64], [64.0; 64]);
}

/// `half` (with cl_khr_fp16) widens to float and back: small integers, whose sums are exact,
/// and a NaN that min/max pass over, in groups of 33 with a smaller last group, both forms.
#[test]
fn half_values() {
    use oclvk::spirv::half::f32_to_f16;
    let rt = validated_runtime();
    if !rt.device().features.shader_float16 {
        eprintln!("skipped: the device has no shaderFloat16");
        return;
    }
    let src = "
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void h(global const half *in, global half *out) {
    size_t g = get_global_id(0), n = get_global_size(0);
    half x = in[g];
    out[g] = work_group_reduce_add(x);
    out[n + g] = work_group_reduce_min(x);
    out[2 * n + g] = work_group_scan_inclusive_max(x);
    out[3 * n + g] = work_group_scan_exclusive_add(x);
    out[4 * n + g] = work_group_broadcast(x, 3);
}";
    let (n, local) = (70usize, 33usize);
    let values: Vec<f32> = (0..n)
        .map(|i| {
            if i % 11 == 5 {
                f32::NAN
            } else {
                ((i * 7) % 17) as f32 - 8.0
            }
        })
        .collect();
    let bits: Vec<u16> = values.iter().map(|&v| f32_to_f16(v)).collect();
    for mode in ["", " -cl-oclvk-local-memory-collectives"] {
        let module = compile_with(src, &format!("-cl-std=CL2.0 -cl-fp16{mode}"));
        let program = oclvk::load(&rt, &module).unwrap();
        let input = rt.buffer_from_slice(&bits).unwrap();
        let out = rt.create_buffer((5 * n * 2) as u64).unwrap();
        rt.launch(
            &program,
            "h",
            &NdRange::d1(n as u64).with_local(&[local as u32]),
            &[
                ("in", ArgValue::Buffer(&input)),
                ("out", ArgValue::Buffer(&out)),
            ],
        )
        .unwrap();
        let got = out.read::<u16>().unwrap();
        for g in 0..n {
            let start = g / local * local;
            let group = &values[start..(start + local).min(n)];
            let pos = g - start;
            let sum: f32 = group.iter().sum();
            let min = group.iter().copied().fold(f32::NAN, f32::min);
            let max_prefix = group[..=pos].iter().copied().fold(f32::NAN, f32::max);
            // The identity of add is +0.0 (Rust's empty sum is -0.0).
            let before = group[..pos].iter().fold(0.0f32, |a, b| a + b);
            let want = [sum, min, max_prefix, before, group[3]];
            for (k, w) in want.iter().enumerate() {
                let got = got[k * n + g];
                let same = if w.is_nan() {
                    got & 0x7c00 == 0x7c00 && got & 0x3ff != 0
                } else {
                    got == f32_to_f16(*w)
                };
                assert!(
                    same,
                    "{mode}: work-item {g}, result {k}: got {got:#06x}, want {w}"
                );
            }
        }
    }
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}
