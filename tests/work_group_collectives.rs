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

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Uint,
    Long,
    Ulong,
    Float,
    Double,
}

const TYPES: [Ty; 6] = [
    Ty::Int,
    Ty::Uint,
    Ty::Long,
    Ty::Ulong,
    Ty::Float,
    Ty::Double,
];

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Uint => "uint",
            Ty::Long => "long",
            Ty::Ulong => "ulong",
            Ty::Float => "float",
            Ty::Double => "double",
        }
    }

    fn bits(self) -> u32 {
        match self {
            Ty::Int | Ty::Uint | Ty::Float => 32,
            _ => 64,
        }
    }

    fn mask(self) -> u64 {
        if self.bits() == 64 {
            u64::MAX
        } else {
            u32::MAX as u64
        }
    }

    fn float(self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    fn signed(self) -> bool {
        matches!(self, Ty::Int | Ty::Long)
    }

    /// A value's bits as a number (floats as f64, integers as i128).
    fn as_f64(self, bits: u64) -> f64 {
        match self {
            Ty::Float => f32::from_bits(bits as u32) as f64,
            _ => f64::from_bits(bits),
        }
    }

    fn bits_of(self, v: f64) -> u64 {
        match self {
            Ty::Float => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        }
    }

    fn as_int(self, bits: u64) -> i128 {
        match self {
            Ty::Int => bits as u32 as i32 as i128,
            Ty::Long => bits as i64 as i128,
            _ => (bits & self.mask()) as i128,
        }
    }

    fn epsilon(self) -> f64 {
        if self == Ty::Float {
            f32::EPSILON as f64
        } else {
            f64::EPSILON
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Min,
    Max,
}

/// `a op b` on values' bits, as OpenCL defines it (fmin/fmax for floats, wrapping sums).
fn apply(ty: Ty, op: Op, a: u64, b: u64) -> u64 {
    if ty.float() {
        let (x, y) = (ty.as_f64(a), ty.as_f64(b));
        let r = match op {
            // Summed in f64 by the caller; here only for min/max.
            Op::Add => x + y,
            Op::Min => x.min(y),
            Op::Max => x.max(y),
        };
        return ty.bits_of(r);
    }
    let (x, y) = (ty.as_int(a), ty.as_int(b));
    let r = match op {
        Op::Add => x.wrapping_add(y),
        Op::Min => x.min(y),
        Op::Max => x.max(y),
    };
    (r as u64) & ty.mask()
}

fn identity(ty: Ty, op: Op) -> u64 {
    match (op, ty) {
        (Op::Add, _) => 0,
        (Op::Min, Ty::Float | Ty::Double) => ty.bits_of(f64::INFINITY),
        (Op::Max, Ty::Float | Ty::Double) => ty.bits_of(f64::NEG_INFINITY),
        (Op::Min, Ty::Int) => i32::MAX as u64,
        (Op::Min, Ty::Long) => i64::MAX as u64,
        (Op::Min, _) => ty.mask(),
        (Op::Max, Ty::Int) => i32::MIN as u32 as u64,
        (Op::Max, Ty::Long) => i64::MIN as u64,
        (Op::Max, _) => 0,
    }
}

/// The expected value of one function over `values` (a prefix for scans), with the f64 sum's
/// magnitude for float sums: (bits, sum of magnitudes, terms).
fn fold(ty: Ty, op: Op, values: &[u64]) -> (u64, f64, usize) {
    if ty.float() && op == Op::Add {
        let sum: f64 = values.iter().map(|&v| ty.as_f64(v)).sum();
        let magnitude: f64 = values.iter().map(|&v| ty.as_f64(v).abs()).sum();
        return (ty.bits_of(sum), magnitude, values.len());
    }
    let mut acc = identity(ty, op);
    for &v in values {
        acc = apply(ty, op, acc, v);
    }
    // Floats: fmin/fmax of only NaNs is NaN (the identity is a number).
    if ty.float() && !values.is_empty() && values.iter().all(|&v| ty.as_f64(v).is_nan()) {
        acc = ty.bits_of(f64::NAN);
    }
    (acc, 0.0, values.len())
}

fn matches(ty: Ty, op: Op, got: u64, (want, magnitude, terms): (u64, f64, usize)) -> bool {
    if !ty.float() {
        return got & ty.mask() == want & ty.mask();
    }
    let (g, w) = (ty.as_f64(got), ty.as_f64(want));
    if w.is_nan() || g.is_nan() {
        return w.is_nan() && g.is_nan();
    }
    match op {
        // -0.0 and 0.0 are equal for fmin/fmax.
        Op::Min | Op::Max => g == w,
        Op::Add if w.is_infinite() => g == w,
        Op::Add => (g - w).abs() <= magnitude * terms.max(1) as f64 * ty.epsilon(),
    }
}

const KERNEL: &str = "
kernel void coll(global const T *in, global T *out, global const int *pred, global int *votes) {
    size_t g = get_global_linear_id();
    size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);
    T x = in[g];
    out[g] = work_group_reduce_add(x);
    out[n + g] = work_group_reduce_min(x);
    out[2 * n + g] = work_group_reduce_max(x);
    out[3 * n + g] = work_group_scan_inclusive_add(x);
    out[4 * n + g] = work_group_scan_inclusive_min(x);
    out[5 * n + g] = work_group_scan_inclusive_max(x);
    out[6 * n + g] = work_group_scan_exclusive_add(x);
    out[7 * n + g] = work_group_scan_exclusive_min(x);
    out[8 * n + g] = work_group_scan_exclusive_max(x);
    // The work-item at local id (size0 - 1, size1 / 2, size2 - 1) of each group.
    size_t b0 = get_local_size(0) - 1, b1 = get_local_size(1) / 2, b2 = get_local_size(2) - 1;
    uint dims = get_work_dim();
    if (dims == 1)
        out[9 * n + g] = work_group_broadcast(x, b0);
    else if (dims == 2)
        out[9 * n + g] = work_group_broadcast(x, b0, b1);
    else
        out[9 * n + g] = work_group_broadcast(x, b0, b1, b2);
    votes[g] = work_group_all(pred[g]) + 2 * work_group_any(pred[g]);
}
";

/// The function of output slot `i` (0-8): its operation, and reduce (0), inclusive (1) or
/// exclusive (2) scan.
fn slot(i: usize) -> (Op, usize) {
    ([Op::Add, Op::Min, Op::Max][i % 3], i / 3)
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// One work-group's work-items as (local linear id, global linear id), in local order.
type Groups = BTreeMap<[u64; 3], Vec<(u64, usize)>>;

fn groups(global: [u64; 3], local: [u64; 3]) -> Groups {
    let mut groups: Groups = BTreeMap::new();
    for z in 0..global[2] {
        for y in 0..global[1] {
            for x in 0..global[0] {
                let id = [x, y, z];
                let group: [u64; 3] = std::array::from_fn(|d| id[d] / local[d]);
                let size: [u64; 3] =
                    std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
                let l: [u64; 3] = std::array::from_fn(|d| id[d] % local[d]);
                let linear = (l[2] * size[1] + l[1]) * size[0] + l[0];
                let g = ((z * global[1] + y) * global[0] + x) as usize;
                groups.entry(group).or_default().push((linear, g));
            }
        }
    }
    for items in groups.values_mut() {
        items.sort();
    }
    groups
}

/// Inputs of one group, by its kind (its index mod 4): plain values, edge values (extremes;
/// for floats NaN, infinities, -0.0 among them), all NaN (floats), plain again.
fn group_inputs(ty: Ty, kind: usize, n: usize, rng: &mut Rng) -> Vec<u64> {
    (0..n)
        .map(|_| {
            let r = rng.next();
            if ty.float() {
                let plain = ((r % 2_000_001) as f64 - 1_000_000.0) / 1000.0;
                let v = match kind {
                    1 => match r % 8 {
                        0 => f64::NAN,
                        1 => -0.0,
                        2 => f64::INFINITY,
                        3 => f64::NEG_INFINITY,
                        4 => 0.0,
                        _ => plain,
                    },
                    2 => f64::NAN,
                    _ if r % 16 == 0 => -0.0,
                    _ => plain,
                };
                ty.bits_of(v)
            } else {
                let edge = match (ty.signed(), r % 6) {
                    (true, 0) => identity(ty, Op::Max), // INT_MIN / LONG_MIN
                    (true, 1) => identity(ty, Op::Min), // INT_MAX / LONG_MAX
                    (false, 0) => ty.mask(),
                    (_, 2) => ty.mask(), // -1 / UINT_MAX
                    (_, 3) => 0,
                    _ => rng.next(),
                };
                let v = if kind == 1 { edge } else { rng.next() % 2001 };
                let v = if kind == 3 && ty.signed() {
                    v.wrapping_sub(1000)
                } else {
                    v
                };
                v & ty.mask()
            }
        })
        .collect()
}

fn to_buffer(rt: &Runtime, ty: Ty, values: &[u64]) -> oclvk::runner::Buffer {
    if ty.bits() == 32 {
        let words: Vec<u32> = values.iter().map(|&v| v as u32).collect();
        rt.buffer_from_slice(&words).unwrap()
    } else {
        rt.buffer_from_slice(values).unwrap()
    }
}

fn read(ty: Ty, b: &oclvk::runner::Buffer) -> Vec<u64> {
    if ty.bits() == 32 {
        b.read::<u32>()
            .unwrap()
            .into_iter()
            .map(u64::from)
            .collect()
    } else {
        b.read::<u64>().unwrap()
    }
}

/// Runs the kernel for `ty` over `global` in groups of `local` and checks every output.
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
    let groups = groups(global, local);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ n as u64 ^ local[0]);
    let mut input = vec![0u64; n];
    let mut pred = vec![0i32; n];
    for (k, items) in groups.values().enumerate() {
        let values = group_inputs(ty, k % 4, items.len(), &mut rng);
        for (&(_, g), v) in items.iter().zip(values) {
            input[g] = v;
            // Groups of kind 0 all true, 1 one true, 2 none, 3 random.
            pred[g] = match k % 4 {
                0 => (rng.next() % 7) as i32 + 1,
                1 => 0,
                2 => 0,
                _ => (rng.next() % 2) as i32 * -3,
            };
        }
        if k % 4 == 1 {
            pred[items[items.len() / 2].1] = -1;
        }
    }
    let in_buf = to_buffer(rt, ty, &input);
    let out = rt
        .create_buffer((10 * n * ty.bits() as usize / 8) as u64)
        .unwrap();
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
    let got = read(ty, &out);
    let got_votes = votes.read::<i32>().unwrap();
    for (group, items) in &groups {
        let values: Vec<u64> = items.iter().map(|&(_, g)| input[g]).collect();
        let size: [u64; 3] = std::array::from_fn(|d| local[d].min(global[d] - group[d] * local[d]));
        let target = ((size[2] - 1) * size[1] + size[1] / 2) * size[0] + size[0] - 1;
        let all = values.len() == items.len() && items.iter().all(|&(_, g)| pred[g] != 0);
        let any = items.iter().any(|&(_, g)| pred[g] != 0);
        let want_votes = all as i32 + 2 * any as i32;
        for (pos, &(_, g)) in items.iter().enumerate() {
            let context = || {
                format!(
                    "{what}: {} group {group:?} (size {size:?}), work-item {pos} of {}",
                    ty.name(),
                    items.len()
                )
            };
            for i in 0..9 {
                let (op, form) = slot(i);
                let prefix = match form {
                    0 => &values[..],
                    1 => &values[..=pos],
                    _ => &values[..pos],
                };
                let want = fold(ty, op, prefix);
                let mut want = want;
                if form == 2 && ty.float() && op != Op::Add {
                    // An exclusive scan starts from the identity, a number: fmin(+inf, NaN...).
                    want.0 = apply(ty, op, identity(ty, op), want.0);
                    if ty.as_f64(want.0).is_nan() {
                        want.0 = identity(ty, op);
                    }
                }
                let value = got[i * n + g];
                assert!(
                    matches(ty, op, value, want),
                    "{}: {op:?} form {form}: got {:#x} ({}), want {:#x} ({})",
                    context(),
                    value,
                    if ty.float() {
                        ty.as_f64(value).to_string()
                    } else {
                        ty.as_int(value).to_string()
                    },
                    want.0,
                    if ty.float() {
                        ty.as_f64(want.0).to_string()
                    } else {
                        ty.as_int(want.0).to_string()
                    },
                );
            }
            let want_b = values[target as usize];
            let got_b = got[9 * n + g];
            assert_eq!(
                got_b & ty.mask(),
                want_b & ty.mask(),
                "{}: broadcast of item {target}",
                context()
            );
            assert_eq!(got_votes[g], want_votes, "{}: all + 2 * any", context());
        }
    }
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
