//! `half` arithmetic (`cl_khr_fp16`) on the portable targets, where a `half` is an `f32` register
//! rounded to `half` after each operation that may leave one: every kernel below runs through
//! the default target (lavapipe's own `Float16` arithmetic), `vulkan1.2-portable` (oclvk's runner
//! without device addresses) and `wgsl` (wgpu's Vulkan backend), and each portable path's output
//! must equal the default target's bit for bit (NaNs as NaNs: their payloads are free). PoCL has
//! no `cl_khr_fp16`, so the default target is the reference. The operands are `half` bit patterns
//! spread over the whole encoding (subnormals, infinities, NaNs, overflowing sums and products),
//! plus exact ties of both parities in the normal and subnormal ranges.

#![cfg(feature = "wgpu")]

mod common;
#[path = "common/portable_paths.rs"]
mod portable_paths;

use oclvk::spec::ArgSpec;
use portable_paths::{runtimes, Module, Path};

const SOURCE: &str = r#"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// A pseudo-random 32-bit value of n.
uint mix32(uint n) {
    n ^= n >> 16;
    n *= 0x7feb352du;
    n ^= n >> 15;
    n *= 0x846ca68bu;
    return n ^ (n >> 16);
}

half bits_half(uint n) { return as_half((ushort)n); }

kernel void arithmetic(global half *sum, global half *diff, global half *prod, global half *quot,
                       global half *ties, global int *cmp, half k, half4 k4) {
    uint i = get_global_id(0);
    uint r = mix32(i);
    half x = bits_half(r), y = bits_half(r >> 16);
    // Small operands: products and quotients near and below the subnormal range.
    half s = bits_half(r & 0x87ffu), t = bits_half((r >> 16) & 0xbfffu);
    sum[2 * i] = x + y;
    sum[2 * i + 1] = s + t * k;
    diff[2 * i] = x - y;
    diff[2 * i + 1] = s - t;
    prod[2 * i] = x * y;
    prod[2 * i + 1] = s * t * k4.y;
    quot[2 * i] = x / y;
    quot[2 * i + 1] = s / (t + k4.w);
    // Exact ties: a normal half plus half its unit (odd and even significands), a subnormal
    // one plus 2^-25, and the largest half plus half its unit (overflows to infinity).
    half n = bits_half(0x0400u + (i & 0x77ffu));
    half unit = bits_half(0x0400u + ((i & 0x7c00u) == 0 ? 0 : (i & 0x7c00u) - 0x2c00u));
    ties[4 * i] = n + (half)((float)unit * 0.5f);
    ties[4 * i + 1] = bits_half(i & 0x3ffu) + (half)0x1p-25f * (half)0.0f + (half)(0x1p-25f * 3.0f);
    ties[4 * i + 2] = (half)65504.0f + (half)16.0f * (half)(i & 3);
    ties[4 * i + 3] = -(bits_half(i & 0x3ffu) * (half)0.5f);
    cmp[i] = (x < y) | ((x <= y) << 1) | ((x == y) << 2) | ((x != y) << 3) | ((x > k) << 4) |
             ((isnan(x)) << 5) | ((s >= t) << 6);
}

kernel void conversions(global half *h, global int *ints, global ushort *bits,
                          global float *floats, global uint *words) {
    uint i = get_global_id(0);
    uint r = mix32(i);
    // Floats over the whole half range and past it, ties included (low 13 bits 0x1000).
    float f = as_float((r & 0x8fffffffu) + 0x30000000u);
    float tie = as_float((0x38800000u + (i << 13) + 0x1000u) | (r & 0x80000000u));
    int n = (int)(r >> 8) - (1 << 23) + (int)(i & 1);
    h[12 * i] = convert_half(f);
    h[12 * i + 1] = convert_half_rtz(f);
    h[12 * i + 2] = convert_half_rtp(f);
    h[12 * i + 3] = convert_half_rtn(tie);
    h[12 * i + 4] = convert_half_rte(tie);
    h[12 * i + 5] = convert_half(n);
    h[12 * i + 6] = convert_half_rtz(n >> (i & 15));
    h[12 * i + 7] = convert_half_rtp((uint)(n >> (i & 7)));
    h[12 * i + 8] = convert_half_rtn((short)n);
    h[12 * i + 9] = convert_half((uchar)n);
    h[12 * i + 10] = (half)(f > 1.0f);
    h[12 * i + 11] = convert_half_rtp(f * 0x1p-40f);
    half x = bits_half(r);
    ints[8 * i] = convert_int_sat(x);
    ints[8 * i + 1] = convert_int_sat_rte(x);
    ints[8 * i + 2] = convert_int_sat_rtp(x);
    ints[8 * i + 3] = convert_int_sat_rtn(x);
    ints[8 * i + 4] = convert_char_sat(x);
    ints[8 * i + 5] = convert_ushort_sat_rte(x);
    ints[8 * i + 6] = as_short(x) >> 15;
    ints[8 * i + 7] = (int)x;
    bits[2 * i] = as_ushort(x);
    bits[2 * i + 1] = as_ushort(-bits_half(r >> 16));
    // Halves and 32-bit words reinterpreted both ways (the lower-numbered half in the low bits).
    words[4 * i] = as_uint((half2)(x, -x));
    words[4 * i + 1] = as_uint(as_half2(r) * (half)3.0f);
    half4 q = as_half4((uint2)(r, mix32(r + 1u)));
    words[4 * i + 2] = as_uint(as_float2(q + q).y);
    // Halves reinterpreted as bytes and bytes as halves.
    words[4 * i + 3] = as_uint(as_uchar4(as_half2(as_uchar4(r)) * (half)3.0f));
    floats[2 * i] = x;
    floats[2 * i + 1] = (float)x * 3.0f;
}

kernel void builtins(global half *out, global half *fused) {
    uint i = get_global_id(0);
    uint r = mix32(i);
    half x = bits_half(r & 0x7fffu), y = bits_half(r >> 16);
    half2 v = (half2)(x, y);
    out[14 * i] = sqrt(x);
    out[14 * i + 1] = x * y + (half)0.25f;
    out[14 * i + 2] = fmin(x, y) + fmax(x, y);
    out[14 * i + 3] = floor(y) - rint(y) + trunc(x);
    out[14 * i + 4] = sin(y);
    out[14 * i + 5] = exp(x * (half)0.01f);
    out[14 * i + 6] = pow(x, (half)1.5f);
    out[14 * i + 7] = x + (y - x) * (half)0.375f;
    out[14 * i + 8] = clamp(y, (half)-2.0f, x);
    out[14 * i + 9] = v.x - v.y * (half)0.5f;
    // Computed once in float, then rounded: the default target (lavapipe) rounds the product
    // first, so these are checked against the exact results' rounding instead.
    fused[3 * i] = fma(x, y, (half)1.0f);
    fused[3 * i + 1] = mad(x, y, (half)0.25f);
    fused[3 * i + 2] = mix(x, y, (half)0.375f);
    // (1 + 2^-10)(1 - 2^-10) 2^-13 + (0.25 + 2^-12) is 2^-33 below a midpoint of halves: rounded
    // to nearest in `float` it is the midpoint, which rounds to even, up (0x3402); the exact
    // result rounds down (0x3401).
    if (i == 0) {
        half a = as_half((ushort)0x3c01), b = as_half((ushort)0x07fe), c = as_half((ushort)0x3401);
        fused[3 * N] = fma(a, b, c);
        fused[3 * N + 1] = fma(-a, b, -c);
    }
    out[14 * i + 10] = fabs(y) * copysign((half)3.0f, y);
    out[14 * i + 11] = log2(x);
    out[14 * i + 12] = nextafter(x, y);
    out[14 * i + 13] = nextafter(y, (half)0.0f) + remainder(y, x);
}

// half elements of buffers and local arrays, scalars and vectors, through loads, stores and
// vloadn/vstoren.
kernel void memory(global const half *in, global half4 *quads, global half *out) {
    local half tile[64];
    local half2 pairs[64];
    uint i = get_global_id(0), l = get_local_id(0);
    half x = in[i] * (half)3.0f;
    tile[l] = x;
    pairs[l] = (half2)(x, -x);
    barrier(CLK_LOCAL_MEM_FENCE);
    half y = tile[63 - l] + pairs[(l + 1) & 63].y;
    out[2 * i] = y;
    half4 q = quads[i];
    quads[i] = q * (half4)(x, y, (half)0.5f, (half)-2.0f);
    half2 p = vload2(i, in);
    vstore2(p.yx + p, i + N, out);
}

// The relational builtins on half scalars and vectors (vector lanes -1 or 0 as `short`s) over
// the whole encoding (NaNs, infinities, subnormals), equal operands one time in eight.
kernel void relational(global int *out) {
    uint i = get_global_id(0);
    uint r = mix32(i);
    half x = bits_half(r), y = bits_half((i & 7u) == 0 ? r : r >> 16);
    half4 u = as_half4((uint2)(r, mix32(r + 1u)));
    half4 v = as_half4((uint2)((i & 7u) == 1 ? r : mix32(r + 2u), mix32(r + 3u)));
    global int *o = out + 70 * i;
    o[0] = isequal(x, y);
    o[1] = isnotequal(x, y);
    o[2] = isgreater(x, y);
    o[3] = isgreaterequal(x, y);
    o[4] = isless(x, y);
    o[5] = islessequal(x, y);
    o[6] = islessgreater(x, y);
    o[7] = isordered(x, y);
    o[8] = isunordered(x, y);
    o[9] = isfinite(x);
    o[10] = isinf(x);
    o[11] = isnan(x);
    o[12] = isnormal(x);
    o[13] = signbit(x);
    short4 c[14] = {isequal(u, v), isnotequal(u, v), isgreater(u, v), isgreaterequal(u, v),
                    isless(u, v), islessequal(u, v), islessgreater(u, v), isordered(u, v),
                    isunordered(u, v), isfinite(u), isinf(u), isnan(u), isnormal(v),
                    signbit(v)};
    for (int k = 0; k < 14; k++)
        vstore4(convert_int4(c[k]), 0, o + 14 + 4 * k);
}

// half fields of structs in a buffer and a `local` array, stored whole and field by field, and a
// `local half *` argument (the portable targets hold such structs as 32-bit words).
typedef struct { half weight; int index; half pair[3]; ushort tag; } weighted;

kernel void fields(global const half *in, global weighted *recs, local half *tile,
                   global half *out) {
    local weighted shared[64];
    uint i = get_global_id(0), l = get_local_id(0);
    half x = in[i];
    weighted r = recs[i];
    r.weight = (half)(float)(i & 255u) * (half)0.25f + r.weight;
    r.pair[0] = (half)(float)(i >> 3) * (half)-0.125f;
    r.pair[1] = r.pair[0] - r.weight;
    r.index += (int)i;
    r.tag = (ushort)(i * 3u);
    recs[i] = r;
    recs[i].pair[2] = (half)(float)l * (half)1.5f;
    tile[l] = x * r.weight;
    shared[l] = r;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[2 * i] = tile[63 - l] + shared[(l + 1) & 63].pair[1];
    out[2 * i + 1] = shared[63 - l].weight * (half)(float)shared[l ^ 1].tag;
}
"#;

const N: u64 = 4096;

/// Program-scope `half` constants, private arrays, helpers taking and returning `half`, vector
/// conversions, comparisons, `select` and swizzles.
const EDGE: &str = r#"
constant half table[4] = {1.5h, -2.0h, 65504.0h, 0.0001h};

half twice(half x) { return x + x; }

kernel void edge(global half *p, global half4 *q, global int4 *c) {
    size_t i = get_global_id(0);
    half a[4];
    for (int k = 0; k < 4; k++)
        a[k] = twice(table[k]) * p[i];
    half4 v = convert_half4(convert_float4(q[i]) * 1.5f - 0.75f);
    half4 w = (half4)(a[0], a[1], a[2], a[3]);
    c[i] = convert_int4((v <= w) + (v > w) * (short)2);
    q[i] = select(v, w, v < w) + v.wzyx;
    p[i] = v.x > (half)0.0f ? half_sin(v.y) : (half)vload_half(i, p) + (half)i;
}
"#;

/// Whether two `half`s' bits agree (NaNs of any payload agree).
fn same_half(a: u16, b: u16) -> bool {
    let nan = |h: u16| h & 0x7c00 == 0x7c00 && h & 0x3ff != 0;
    a == b || (nan(a) && nan(b))
}

/// Whether two `float`s' bits agree (NaNs of any payload agree).
fn same_float(a: u32, b: u32) -> bool {
    f32::from_bits(a).is_nan() && f32::from_bits(b).is_nan() || a == b
}

/// The differences between a portable path's output buffer and the default target's (the
/// first few), reading `half` buffers as 16-bit lanes and the others as 32-bit ones.
fn differences(name: &str, half: bool, want: &[u8], got: &[u8]) -> Vec<String> {
    if want.len() != got.len() {
        return vec![format!("'{name}': {} bytes, not {}", got.len(), want.len())];
    }
    let width = if half { 2 } else { 4 };
    want.chunks_exact(width)
        .zip(got.chunks_exact(width))
        .enumerate()
        .filter_map(|(k, (w, g))| {
            let (w, g, same) = if half {
                let (w, g) = (
                    u16::from_le_bytes([w[0], w[1]]),
                    u16::from_le_bytes([g[0], g[1]]),
                );
                (w as u32, g as u32, same_half(w, g))
            } else {
                let (w, g) = (
                    u32::from_le_bytes(w.try_into().unwrap()),
                    u32::from_le_bytes(g.try_into().unwrap()),
                );
                // `ints` holds integers: only `floats` reads them as floats.
                (
                    w,
                    g,
                    if name == "floats" {
                        same_float(w, g)
                    } else {
                        w == g
                    },
                )
            };
            (!same).then(|| format!("'{name}'[{k}]: {g:#x}, the default target {w:#x}"))
        })
        .take(8)
        .collect()
}

/// The kernels' `mix32`.
fn mix32(mut n: u32) -> u32 {
    n ^= n >> 16;
    n = n.wrapping_mul(0x7feb_352d);
    n ^= n >> 15;
    n = n.wrapping_mul(0x846c_a68b);
    n ^ (n >> 16)
}

/// The value of the `half` with bits `h`.
fn half_value(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((h >> 10) & 0x1f);
    let mantissa = f64::from(h & 0x3ff);
    sign * match exponent {
        0 => mantissa * 2f64.powi(-24),
        0x1f if mantissa == 0.0 => f64::INFINITY,
        0x1f => f64::NAN,
        e => (1024.0 + mantissa) * 2f64.powi(e - 25),
    }
}

/// `x` rounded to the nearest `half` (ties to even), as its bits.
fn half_bits(x: f64) -> u16 {
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return 0x7e00;
    }
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal: a multiple of 2^-24 (2^-14 itself when it rounds up).
        return sign | (a * 2f64.powi(24)).round_ties_even() as u16;
    }
    let e = a.log2().floor() as i32;
    // `log2` may be one off next to a power of two: the significand says.
    let e = if a < 2f64.powi(e) {
        e - 1
    } else if a >= 2f64.powi(e + 1) {
        e + 1
    } else {
        e
    };
    let m = (a * 2f64.powi(10 - e)).round_ties_even() as u16;
    let (e, m) = if m == 2048 { (e + 1, 1024) } else { (e, m) };
    sign | ((((e + 15) as u16) << 10) + (m - 1024))
}

/// `builtins`' `fused` output against the exact results rounded once (each is exact in
/// `double`: the halves' product has 22 bits, and the sums span at most 49 bits): `fma` and
/// `mad` are the exact results' rounding, `mix` within one unit of it.
fn check_fused(path: Path, got: &[u8], failures: &mut Vec<String>) {
    let mut bad = Vec::new();
    for i in 0..N as u32 {
        let r = mix32(i);
        let x = half_value((r & 0x7fff) as u16);
        let y = half_value((r >> 16) as u16);
        let want = [x.mul_add(y, 1.0), x * y + 0.25, x + (y - x) * 0.375];
        for (k, w) in want.into_iter().enumerate() {
            let at = 2 * (3 * i as usize + k);
            let g = u16::from_le_bytes([got[at], got[at + 1]]);
            // `mix`'s error is the implementation's: its `float` steps may leave it one unit
            // from the exact result's rounding.
            let near = k == 2 && (half_bits(w) as i32 - g as i32).abs() <= 1;
            if !same_half(half_bits(w), g) && !near {
                bad.push(format!(
                    "builtins on {path:?}: 'fused'[{}]: {g:#x}, exactly {:#x} (x {x}, y {y})",
                    3 * i as usize + k,
                    half_bits(w)
                ));
            }
        }
    }
    let tail = (
        u16::from_le_bytes([got[6 * N as usize], got[6 * N as usize + 1]]),
        u16::from_le_bytes([got[6 * N as usize + 2], got[6 * N as usize + 3]]),
    );
    if tail != (0x3401, 0xb401) {
        bad.push(format!(
            "builtins on {path:?}: fma next to a midpoint {tail:#x?}, not (0x3401, 0xb401)"
        ));
    }
    failures.extend(bad.into_iter().take(8));
}

/// (kernel, its `--arg` specs, its `half` buffers).
fn runs() -> Vec<(&'static str, Vec<String>, Vec<&'static str>)> {
    let zeros = |name: &str, n: u64| format!("{name}=zeros:{n}");
    vec![
        (
            "arithmetic",
            vec![
                zeros("sum", 2 * N),
                zeros("diff", 2 * N),
                zeros("prod", 2 * N),
                zeros("quot", 2 * N),
                zeros("ties", 4 * N),
                zeros("cmp", N),
                "k=1.5".into(),
                "k4=0.5,0.1,-3,1024".into(),
            ],
            vec!["sum", "diff", "prod", "quot", "ties"],
        ),
        (
            "conversions",
            vec![
                zeros("h", 12 * N),
                zeros("ints", 8 * N),
                zeros("bits", 2 * N),
                zeros("floats", 2 * N),
                zeros("words", 4 * N),
            ],
            vec!["h", "bits", "words"],
        ),
        (
            "builtins",
            vec![zeros("out", 14 * N), zeros("fused", 3 * N + 2)],
            vec!["out"],
        ),
        (
            "memory",
            vec![
                format!("in=rand:{}:5", 2 * N),
                format!("quads=rand:{N}:6"),
                zeros("out", 4 * N),
            ],
            vec!["in", "quads", "out"],
        ),
        ("relational", vec![zeros("out", 70 * N)], vec![]),
        (
            "fields",
            vec![
                format!("in=rand:{N}:9"),
                zeros("recs", N),
                "tile=local:64".into(),
                zeros("out", 2 * N),
            ],
            vec!["out"],
        ),
        (
            "edge",
            vec![
                format!("p=rand:{N}:7"),
                format!("q=rand:{N}:8"),
                zeros("c", N),
            ],
            vec!["p", "q"],
        ),
    ]
}

#[test]
fn half_arithmetic_on_the_portable_paths_equals_the_default_target() {
    let rts = runtimes();
    let module = |path| {
        portable_paths::compile(
            "halves.cl",
            &format!("{SOURCE}{EDGE}"),
            &format!("-D N={N}"),
            path,
        )
        .unwrap_or_else(|e| panic!("{path:?} does not compile it:\n{e}"))
    };
    let reference = module(Path::Default);
    let portable: Vec<(Path, Module)> = [Path::Vulkan12Portable, Path::Wgsl]
        .into_iter()
        .map(|p| (p, module(p)))
        .collect();
    let mut failures = Vec::new();
    for (kernel, specs, halves) in runs() {
        let specs: Vec<ArgSpec> = specs
            .iter()
            .map(|s| ArgSpec::parse(s).expect("an argument spec"))
            .collect();
        let run = |m: &Module, path| {
            portable_paths::run(&rts, m, path, kernel, &specs, &[N], &[64])
                .unwrap_or_else(|e| panic!("{kernel} on {path:?}: {e}"))
        };
        let want = run(&reference, Path::Default);
        for (path, m) in &portable {
            let got = run(m, *path);
            for (name, bytes) in &want {
                let Some((_, mine)) = got.iter().find(|(n, _)| n == name) else {
                    failures.push(format!("{kernel} on {path:?}: no output '{name}'"));
                    continue;
                };
                if name == "fused" {
                    check_fused(*path, mine, &mut failures);
                    continue;
                }
                let half = halves.contains(&name.as_str());
                failures.extend(
                    differences(name, half, bytes, mine)
                        .into_iter()
                        .map(|d| format!("{kernel} on {path:?}: {d}")),
                );
            }
        }
    }
    rts.assert_validation_clean();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
