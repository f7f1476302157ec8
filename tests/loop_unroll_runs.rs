//! Runtime-counted loops, which the Vulkan backend unrolls by four with a remainder loop
//! (spirv-backend/src/lower/unroll.rs): every trip count from 0 to 9 and bounds at the ends of
//! each counter type, counting up and down, inclusive and exclusive, signed and unsigned, 32 and
//! 64 bits. Each work-item folds its iterations in order (`s = s * 3 + a[i & 63]`), so a lost,
//! extra or reordered iteration changes its result; the host computes the same fold.

mod common;

use common::run_kernel as run;
use common::validated_runtime as runtime;
use oclvk::runner::ArgValue;

const KERNELS: &str = r#"
kernel void up_lt(global const int *a, global const int *from, global const int *to, global int *out) {
    size_t g = get_global_id(0); int s = 0, n = to[g];
    for (int i = from[g]; i < n; i++) s = s * 3 + a[i & 63];
    out[g] = s;
}
kernel void up_le(global const int *a, global const int *from, global const int *to, global int *out) {
    size_t g = get_global_id(0); int s = 0, n = to[g];
    for (int i = from[g]; i <= n; ++i) s = s * 3 + a[i & 63];
    out[g] = s;
}
kernel void down_gt(global const int *a, global const int *from, global const int *to, global int *out) {
    size_t g = get_global_id(0); int s = 0, n = to[g];
    for (int i = from[g]; i > n; i--) s = s * 3 + a[i & 63];
    out[g] = s;
}
kernel void down_ge(global const int *a, global const int *from, global const int *to, global int *out) {
    size_t g = get_global_id(0); int s = 0, n = to[g];
    for (int i = from[g]; i >= n; i -= 1) s = s * 3 + a[i & 63];
    out[g] = s;
}
kernel void up_lt_uint(global const int *a, global const uint *from, global const uint *to, global int *out) {
    size_t g = get_global_id(0); int s = 0; uint n = to[g];
    for (uint i = from[g]; i < n; i++) s = s * 3 + a[i & 63];
    out[g] = s;
}
kernel void up_lt_long(global const int *a, global const long *from, global const long *to, global int *out) {
    size_t g = get_global_id(0); int s = 0; long n = to[g];
    for (long i = from[g]; i < n; i++) { if (a[i & 63] > 50) s += 1; else s = s * 3 + a[i & 63]; }
    out[g] = s;
}
"#;

fn fold(a: &[i32], indices: impl Iterator<Item = i64>) -> i32 {
    indices.fold(0i32, |s, i| {
        s.wrapping_mul(3).wrapping_add(a[(i & 63) as usize])
    })
}

/// Runs `kernel` once per (from, to) pair, one work-item each, and returns the folds.
fn run_pairs<T: oclvk::runner::Scalar + Copy>(
    kernel: &str,
    a: &[i32],
    pairs: &[(T, T)],
    rt: &oclvk::runner::Runtime,
) -> Vec<i32> {
    let from: Vec<T> = pairs.iter().map(|p| p.0).collect();
    let to: Vec<T> = pairs.iter().map(|p| p.1).collect();
    let (da, df, dt) = (
        rt.buffer_from_slice(a).unwrap(),
        rt.buffer_from_slice(&from).unwrap(),
        rt.buffer_from_slice(&to).unwrap(),
    );
    let dout = rt.buffer_from_slice(&vec![0i32; pairs.len()]).unwrap();
    let args = [
        ("a", ArgValue::Buffer(&da)),
        ("from", ArgValue::Buffer(&df)),
        ("to", ArgValue::Buffer(&dt)),
        ("out", ArgValue::Buffer(&dout)),
    ];
    run(KERNELS, kernel, pairs.len() as u64, Some(1), &args, rt);
    dout.read::<i32>().unwrap()
}

fn signed_pairs(inclusive: bool) -> Vec<(i32, i32)> {
    let mut pairs: Vec<(i32, i32)> = (0..10).map(|n| (0, n)).collect();
    pairs.extend([(5, 3), (-3, 4), (-7, -1), (i32::MIN, i32::MIN + 6)]);
    // Up to the top of the type: `i <= INT_MAX` would never end (undefined), so the
    // inclusive loop stops one short.
    let top = if inclusive { i32::MAX - 1 } else { i32::MAX };
    pairs.extend([
        (top - 5, top),
        (top - 3, top),
        (top - 1, top),
        (i32::MIN, i32::MIN + 3),
    ]);
    pairs
}

#[test]
fn runtime_counted_loops_run_every_iteration_in_order() {
    let rt = runtime();
    let a: Vec<i32> = (0..64).map(|i| (i * 37 + 11) % 101).collect();

    let pairs = signed_pairs(false);
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| fold(&a, (f as i64)..(t as i64)))
        .collect();
    assert_eq!(run_pairs("up_lt", &a, &pairs, &rt), want, "up_lt {pairs:?}");

    let pairs = signed_pairs(true);
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| fold(&a, (f as i64)..=(t as i64)))
        .collect();
    assert_eq!(run_pairs("up_le", &a, &pairs, &rt), want, "up_le {pairs:?}");

    // Down-counting: the same pairs turned around (from the high end to the low one).
    let pairs: Vec<(i32, i32)> = signed_pairs(false)
        .into_iter()
        .map(|(f, t)| (t, f))
        .chain([(i32::MIN + 5, i32::MIN)])
        .collect();
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| fold(&a, ((t as i64 + 1)..=(f as i64)).rev()))
        .collect();
    assert_eq!(
        run_pairs("down_gt", &a, &pairs, &rt),
        want,
        "down_gt {pairs:?}"
    );
    // `i >= INT_MIN` would never end: the inclusive one stops one above.
    let pairs: Vec<(i32, i32)> = pairs
        .into_iter()
        .map(|(f, t)| (f, t.max(i32::MIN + 1)))
        .collect();
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| fold(&a, ((t as i64)..=(f as i64)).rev()))
        .collect();
    assert_eq!(
        run_pairs("down_ge", &a, &pairs, &rt),
        want,
        "down_ge {pairs:?}"
    );

    let pairs: Vec<(u32, u32)> = (0..10u32)
        .map(|n| (0, n))
        .chain([
            (7, 2),
            (u32::MAX - 5, u32::MAX),
            (u32::MAX - 2, u32::MAX),
            (1 << 31, (1 << 31) + 6),
        ])
        .collect();
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| fold(&a, (f as i64)..(t as i64)))
        .collect();
    assert_eq!(
        run_pairs("up_lt_uint", &a, &pairs, &rt),
        want,
        "up_lt_uint {pairs:?}"
    );

    let pairs: Vec<(i64, i64)> = (0..10i64)
        .map(|n| (0, n))
        .chain([(i64::MAX - 6, i64::MAX), (-5, 3), (i64::MIN, i64::MIN + 5)])
        .collect();
    let want: Vec<i32> = pairs
        .iter()
        .map(|&(f, t)| {
            (f..t).fold(0i32, |s, i| {
                let x = a[(i & 63) as usize];
                if x > 50 {
                    s.wrapping_add(1)
                } else {
                    s.wrapping_mul(3).wrapping_add(x)
                }
            })
        })
        .collect();
    assert_eq!(
        run_pairs("up_lt_long", &a, &pairs, &rt),
        want,
        "up_lt_long {pairs:?}"
    );
}

/// The loops above are unrolled (two loops each in the module: the unrolled one and the
/// remainder), and loops the unrolling must leave alone (a `break` of its own, a constant
/// bound) are not.
#[test]
fn runtime_counted_loops_are_unrolled_and_others_are_not() {
    let loops = |src: &str| {
        let module = oclvk::compile_source("t.cl", src, &oclvk::CompileOptions::default())
            .into_result()
            .unwrap();
        let spv = common::scratch("loop-unroll").join("module.spv");
        let bytes: Vec<u8> = module.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&spv, bytes).unwrap();
        let dis = std::process::Command::new("spirv-dis")
            .arg(&spv)
            .output()
            .unwrap();
        String::from_utf8_lossy(&dis.stdout)
            .matches("OpLoopMerge")
            .count()
    };
    assert_eq!(loops(KERNELS), 12);
    let with_break = r#"
kernel void k(global const int *a, global int *out, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) { if (a[i] < 0) break; s += a[i]; }
    out[0] = s;
}"#;
    assert_eq!(loops(with_break), 1);
    let constant_bound = r#"
kernel void k(global const int *a, global int *out, int n) {
    int s = 0;
    for (int i = n; i < 8; i++) s += a[i];
    out[0] = s;
}"#;
    assert_eq!(loops(constant_bound), 1);
}
