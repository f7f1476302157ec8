//! Math builtins GLSL.std.450 lacks on the Vulkan target (the math library's, and `mad_sat` in
//! core instructions), run on lavapipe with the validation layer on, every output element
//! checked: `remainder`, `remquo`, `nextafter` (`float`, `double`, `half`) and `mad_sat` exactly
//! (against integer-arithmetic references), `erf`/`erfc`/`tgamma`/`lgamma` against
//! double-precision values (tables from Python's libm) within a few ulp.

mod common;

use oclvk::runner::{ArgValue, Runtime};

use common::run_kernel as run;
use common::validated_runtime as runtime;

/// Whether the device flushes float denormals in arithmetic (Vulkan leaves it to the driver unless
/// shaderDenormPreserveFloat32; NVIDIA flushes). Probed with a product the driver cannot fold.
fn flushes_float_denormals(rt: &Runtime) -> bool {
    let src = "kernel void probe(global float *v) { v[2] = v[0] * v[1]; }";
    let values = rt
        .buffer_from_slice(&[f32::from_bits(1), 1.0f32, 0.0])
        .unwrap();
    run(
        src,
        "probe",
        1,
        None,
        &[("v", ArgValue::Buffer(&values))],
        rt,
    );
    values.read::<f32>().unwrap()[2] == 0.0
}

/// Subnormal to zero (keeping the sign).
fn ftz(v: f32) -> f32 {
    if v.is_subnormal() {
        0.0f32.copysign(v)
    } else {
        v
    }
}

/// The results OpenCL allows for `f(x, y)` (section 7.5.3): the exact one, and when the device
/// flushes denormals also the result computed from flushed inputs, each possibly flushed.
fn allowed(flush: bool, x: f32, y: f32, f: impl Fn(f32, f32) -> f32) -> Vec<f32> {
    let mut out = vec![f(x, y)];
    if flush {
        let flushed_inputs = f(ftz(x), ftz(y));
        out.extend([ftz(out[0]), flushed_inputs, ftz(flushed_inputs)]);
    }
    out
}

const MATH_EXACT: &str = r#"
kernel void exact_f(global const float *x, global const float *y, global float *rem,
                    global float *rq, global int *quo, global float *next, global float *rem8) {
    size_t i = get_global_id(0);
    rem[i] = remainder(x[i], y[i]);
    rq[i] = remquo(x[i], y[i], &quo[i]);
    next[i] = nextafter(x[i], y[i]);
    if (i % 8 == 0)
        vstore8(remainder(vload8(i / 8, x), vload8(i / 8, y)), i / 8, rem8);
}
kernel void exact_d(global const double *x, global const double *y, global double *rem,
                    global int4 *quo, global double *next) {
    size_t i = get_global_id(0);
    rem[i] = remainder(x[i], y[i]);
    int q;
    double r = remquo(x[i], y[i], &q);
    quo[i] = (int4)(q, as_int2(r), 0);
    next[i] = nextafter(x[i], y[i]);
}
kernel void sat(global const int *a, global int *ri, global const uchar *b, global uchar *rb,
                global const long *c, global long *rl) {
    size_t i = get_global_id(0);
    ri[i] = mad_sat(a[3 * i], a[3 * i + 1], a[3 * i + 2]);
    rb[i] = mad_sat(b[3 * i], b[3 * i + 1], b[3 * i + 2]);
    rl[i] = mad_sat(c[3 * i], c[3 * i + 1], c[3 * i + 2]);
}
"#;

/// IEEE remainder of finite x by finite non-zero y, exactly, and the quotient's low 7 bits
/// with the sign of x/y: from the integer mantissas, with modular powers of two.
fn remquo_ref(x: f64, y: f64) -> (f64, i32) {
    fn split(v: f64) -> (u128, i32) {
        let b = v.abs().to_bits();
        let e = ((b >> 52) & 0x7ff) as i32;
        let m = (b & ((1u64 << 52) - 1)) as u128;
        if e == 0 {
            (m, -1074)
        } else {
            (m | (1u128 << 52), e - 1075)
        }
    }
    fn pow2_mod(mut e: i32, m: u128) -> u128 {
        let mut r = 1 % m;
        while e > 0 {
            r = (r * 2) % m;
            e -= 1;
        }
        r
    }
    let (mx, ex) = split(x);
    let (my, ey) = split(y);
    // |x| = X 2^e0, |y| = Y 2^e0 with e0 = min(ex, ey).
    let (rem, q7) = if ex >= ey {
        let big = 128 * my;
        let xm = (mx % big) * pow2_mod(ex - ey, big) % big;
        let r = xm % my;
        (r as f64 * 2f64.powi(ey), ((xm - r) / my) as i32)
    } else {
        // X = mx, Y = my 2^(ey-ex): the quotient is at most mx / my < 2^53.
        let shift = (ey - ex) as u32;
        if shift >= 60 {
            (x.abs(), 0)
        } else {
            let yy = my << shift;
            ((mx % yy) as f64 * 2f64.powi(ex), ((mx / yy) % 128) as i32)
        }
    };
    let ay = y.abs();
    let (mut r, mut q) = (rem, q7);
    if 2.0 * r > ay || (2.0 * r == ay && q % 2 == 1) {
        r -= ay;
        q += 1;
    }
    q &= 127;
    let r = if x.is_sign_negative() { -r } else { r };
    let q = if (x < 0.0) != (y < 0.0) { -q } else { q };
    (r, q)
}

fn nextafter_f32(x: f32, y: f32) -> f32 {
    if x.is_nan() || y.is_nan() {
        return f32::NAN;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f32::from_bits(1 | (y.to_bits() & 0x8000_0000));
    }
    let b = x.to_bits();
    f32::from_bits(if (x < y) == (x > 0.0) { b + 1 } else { b - 1 })
}

fn nextafter_f64(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1 | (y.to_bits() & (1 << 63)));
    }
    let b = x.to_bits();
    f64::from_bits(if (x < y) == (x > 0.0) { b + 1 } else { b - 1 })
}

/// Pairs with exact quotients, ties both ways, huge and tiny quotients, subnormals, negative
/// signs and the special operands.
fn remainder_cases() -> Vec<(f64, f64)> {
    let mut v = vec![
        (2.5, 1.0),
        (3.5, 1.0),
        (-2.5, 1.0),
        (5.0, -2.0),
        (7.0, 2.0),
        (1e30, 3.7e-20),
        (-1e30, 3.7e-20),
        (3.4e38, 1.1754944e-38),
        (3.4e38, 1.4e-45),
        (1e-40, 3e-42),
        (0.1, 0.3),
        (0.3, 0.1),
        (1.0, 3.0),
        (123456.78, 0.001),
        (16777215.0, 2.0),
        (0.0, 1.0),
        (-0.0, 1.0),
        (1.0, f64::INFINITY),
        (1.0, 0.0),
        (f64::INFINITY, 2.0),
        (f64::NAN, 2.0),
        (2.0, f64::NAN),
        (6.0, 4.0),
        (10.0, 4.0),
        (-10.0, -4.0),
        (1.5, 1.5),
    ];
    let mut seed = 0x2545_f491_u64;
    while v.len() < 256 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let x = f32::from_bits((seed >> 32) as u32 & 0x7f7f_ffff) as f64;
        let y = f32::from_bits(seed as u32 & 0x7f7f_ffff | ((seed as u32 & 1) << 31)) as f64;
        if x.is_finite() && y.is_finite() && y != 0.0 {
            v.push((x, y));
        }
    }
    v
}

#[test]
fn remainder_remquo_nextafter_are_exact() {
    let rt = runtime();
    let cases = remainder_cases();
    let n = cases.len();
    let xf: Vec<f32> = cases.iter().map(|c| c.0 as f32).collect();
    let yf: Vec<f32> = cases.iter().map(|c| c.1 as f32).collect();
    let (dx, dy) = (
        rt.buffer_from_slice(&xf).unwrap(),
        rt.buffer_from_slice(&yf).unwrap(),
    );
    let zeros = vec![0f32; n];
    let drem = rt.buffer_from_slice(&zeros).unwrap();
    let drq = rt.buffer_from_slice(&zeros).unwrap();
    let dquo = rt.buffer_from_slice(&vec![0i32; n]).unwrap();
    let dnext = rt.buffer_from_slice(&zeros).unwrap();
    let drem8 = rt.buffer_from_slice(&zeros).unwrap();
    let args = [
        ("x", ArgValue::Buffer(&dx)),
        ("y", ArgValue::Buffer(&dy)),
        ("rem", ArgValue::Buffer(&drem)),
        ("rq", ArgValue::Buffer(&drq)),
        ("quo", ArgValue::Buffer(&dquo)),
        ("next", ArgValue::Buffer(&dnext)),
        ("rem8", ArgValue::Buffer(&drem8)),
    ];
    run(MATH_EXACT, "exact_f", n as u64, None, &args, &rt);
    let (rem, rq, quo) = (
        drem.read::<f32>().unwrap(),
        drq.read::<f32>().unwrap(),
        dquo.read::<i32>().unwrap(),
    );
    let (next, rem8) = (dnext.read::<f32>().unwrap(), drem8.read::<f32>().unwrap());
    let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
    let flush = flushes_float_denormals(&rt);
    let remquo_f32 = |x: f32, y: f32| -> (f32, i32) {
        if x.is_nan() || y.is_nan() || y == 0.0 || x.is_infinite() {
            (f32::NAN, 0)
        } else if y.is_infinite() {
            (x, 0)
        } else {
            let (r, q) = remquo_ref(x as f64, y as f64);
            (r as f32, q)
        }
    };
    for i in 0..n {
        let (x, y) = (xf[i], yf[i]);
        let rems = allowed(flush, x, y, |a, b| remquo_f32(a, b).0);
        let r = rems[0];
        assert!(
            rems.iter().any(|&r| same(rem[i], r)),
            "remainder({x:e}, {y:e}) = {:e}, not one of {rems:?}",
            rem[i]
        );
        assert!(
            rems.iter().any(|&r| same(rem8[i], r)),
            "remainder8({x:e}, {y:e}) = {:e}, not one of {rems:?}",
            rem8[i]
        );
        assert!(
            rems.iter().any(|&r| same(rq[i], r)),
            "remquo({x:e}, {y:e}) = {:e}, not one of {rems:?}",
            rq[i]
        );
        // With flushed inputs the quotient is that of the flushed operands, checked through the
        // remainder; otherwise it must be exact.
        if !r.is_nan() && !(flush && (x.is_subnormal() || y.is_subnormal())) {
            assert_eq!(quo[i], remquo_f32(x, y).1, "remquo({x:e}, {y:e}) quotient");
        }
        let nexts = allowed(flush, x, y, nextafter_f32);
        assert!(
            nexts.iter().any(|&v| same(next[i], v)),
            "nextafter({x:e}, {y:e}) = {:e}, not one of {nexts:?}",
            next[i]
        );
    }

    let xd: Vec<f64> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| if i % 2 == 0 { c.0 } else { c.0 * 1e200 })
        .collect();
    let yd: Vec<f64> = cases.iter().map(|c| c.1).collect();
    let (dx, dy) = (
        rt.buffer_from_slice(&xd).unwrap(),
        rt.buffer_from_slice(&yd).unwrap(),
    );
    let drem = rt.buffer_from_slice(&vec![0f64; n]).unwrap();
    let dquo = rt.buffer_from_slice(&vec![0i32; 4 * n]).unwrap();
    let dnext = rt.buffer_from_slice(&vec![0f64; n]).unwrap();
    let args = [
        ("x", ArgValue::Buffer(&dx)),
        ("y", ArgValue::Buffer(&dy)),
        ("rem", ArgValue::Buffer(&drem)),
        ("quo", ArgValue::Buffer(&dquo)),
        ("next", ArgValue::Buffer(&dnext)),
    ];
    run(MATH_EXACT, "exact_d", n as u64, None, &args, &rt);
    let (rem, quo, next) = (
        drem.read::<f64>().unwrap(),
        dquo.read::<i32>().unwrap(),
        dnext.read::<f64>().unwrap(),
    );
    let same = |a: f64, b: f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
    for i in 0..n {
        let (x, y) = (xd[i], yd[i]);
        let (r, q) = if x.is_nan() || y.is_nan() || y == 0.0 || x.is_infinite() {
            (f64::NAN, 0)
        } else if y.is_infinite() {
            (x, 0)
        } else {
            remquo_ref(x, y)
        };
        assert!(
            same(rem[i], r),
            "remainder({x:e}, {y:e}) = {:e}, not {r:e}",
            rem[i]
        );
        let rq =
            f64::from_bits(quo[4 * i + 1] as u32 as u64 | ((quo[4 * i + 2] as u32 as u64) << 32));
        assert!(same(rq, r), "remquo({x:e}, {y:e}) = {rq:e}, not {r:e}");
        if !r.is_nan() {
            assert_eq!(quo[4 * i], q, "remquo({x:e}, {y:e}) quotient");
        }
        assert_eq!(quo[4 * i + 3], 0, "quo[{i}].w");
        let nx = nextafter_f64(x, y);
        assert!(
            same(next[i], nx),
            "nextafter({x:e}, {y:e}) = {:e}, not {nx:e}",
            next[i]
        );
    }
}

/// `nextafter` of `half` on the bits (IEEE's step: the smallest subnormal from zero, a zero of
/// `x`'s sign towards zero, `y` when equal; `None` for NaN).
fn nextafter_f16_bits(x: u16, y: u16) -> Option<u16> {
    let key = |b: u16| -> i32 {
        let magnitude = i32::from(b & 0x7fff);
        if b & 0x8000 != 0 {
            -magnitude
        } else {
            magnitude
        }
    };
    if x & 0x7fff > 0x7c00 || y & 0x7fff > 0x7c00 {
        return None;
    }
    let (xk, yk) = (key(x), key(y));
    if xk == yk {
        return Some(y);
    }
    let stepped = if xk < yk { xk + 1 } else { xk - 1 };
    Some(match stepped {
        0 => x & 0x8000,
        s if s < 0 => 0x8000 | (-s) as u16,
        s => s as u16,
    })
}

/// `nextafter` of `half` steps the half's bits (the library's `__oclvk_nextafter_f16`, on the
/// `float`s holding the halves; a step of the `float` would be no step of the `half`): every
/// pair of a table of special values, subnormal halves and the largest finite one included.
#[test]
fn nextafter_of_half_steps_its_bits() {
    let rt = runtime();
    let src = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void next_h(global const ushort *x, global const ushort *y, global ushort *r) {
    size_t i = get_global_id(0);
    r[i] = as_ushort(nextafter(as_half(x[i]), as_half(y[i])));
}
kernel void next_h4(global const ushort4 *x, global const ushort4 *y, global ushort4 *r) {
    size_t i = get_global_id(0);
    r[i] = as_ushort4(nextafter(as_half4(x[i]), as_half4(y[i])));
}";
    let values: [u16; 16] = [
        0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x0401, 0x3c00, 0xbc00, 0x7bff, 0xfbff,
        0x7c00, 0xfc00, 0x7e00, 0x3555, 0x0200,
    ];
    let pairs: Vec<(u16, u16)> = values
        .iter()
        .flat_map(|&x| values.iter().map(move |&y| (x, y)))
        .collect();
    let n = pairs.len();
    let xs: Vec<u16> = pairs.iter().map(|p| p.0).collect();
    let ys: Vec<u16> = pairs.iter().map(|p| p.1).collect();
    for (kernel, items) in [("next_h", n), ("next_h4", n / 4)] {
        let (dx, dy) = (
            rt.buffer_from_slice(&xs).unwrap(),
            rt.buffer_from_slice(&ys).unwrap(),
        );
        let dr = rt.buffer_from_slice(&vec![0u16; n]).unwrap();
        let args = [
            ("x", ArgValue::Buffer(&dx)),
            ("y", ArgValue::Buffer(&dy)),
            ("r", ArgValue::Buffer(&dr)),
        ];
        run(src, kernel, items as u64, None, &args, &rt);
        let got = dr.read::<u16>().unwrap();
        for (i, &(x, y)) in pairs.iter().enumerate() {
            match nextafter_f16_bits(x, y) {
                Some(want) => assert_eq!(
                    got[i], want,
                    "{kernel}: nextafter({x:#06x}, {y:#06x}) = {:#06x}, not {want:#06x}",
                    got[i]
                ),
                None => assert!(
                    got[i] & 0x7fff > 0x7c00,
                    "{kernel}: nextafter({x:#06x}, {y:#06x}) = {:#06x}, not NaN",
                    got[i]
                ),
            }
        }
    }
}

#[test]
fn mad_sat_saturates_like_wide_arithmetic() {
    let rt = runtime();
    let ints: Vec<i32> = vec![
        i32::MAX,
        2,
        0,
        i32::MIN,
        2,
        0,
        65536,
        65536,
        -1,
        -65536,
        65536,
        5,
        46341,
        46341,
        -100,
        -46341,
        46341,
        100,
        7,
        -9,
        3,
        i32::MAX,
        1,
        1,
        i32::MIN,
        1,
        -1,
        0,
        0,
        i32::MIN,
        -1,
        i32::MIN,
        0,
        -1,
        i32::MIN,
        -1,
    ];
    let n = ints.len() / 3;
    let bytes: Vec<u8> = (0..n * 3).map(|j| (j * 53 % 256) as u8).collect();
    let longs: Vec<i64> = ints
        .iter()
        .enumerate()
        .map(|(j, &v)| (v as i64) << (if j % 3 == 2 { 31 } else { 16 + (j % 2) * 16 }))
        .collect();
    let (da, db, dc) = (
        rt.buffer_from_slice(&ints).unwrap(),
        rt.buffer_from_slice(&bytes).unwrap(),
        rt.buffer_from_slice(&longs).unwrap(),
    );
    let dri = rt.buffer_from_slice(&vec![0i32; n]).unwrap();
    let drb = rt.buffer_from_slice(&vec![0u8; n]).unwrap();
    let drl = rt.buffer_from_slice(&vec![0i64; n]).unwrap();
    let args = [
        ("a", ArgValue::Buffer(&da)),
        ("ri", ArgValue::Buffer(&dri)),
        ("b", ArgValue::Buffer(&db)),
        ("rb", ArgValue::Buffer(&drb)),
        ("c", ArgValue::Buffer(&dc)),
        ("rl", ArgValue::Buffer(&drl)),
    ];
    run(MATH_EXACT, "sat", n as u64, None, &args, &rt);
    let (ri, rb, rl) = (
        dri.read::<i32>().unwrap(),
        drb.read::<u8>().unwrap(),
        drl.read::<i64>().unwrap(),
    );
    for i in 0..n {
        let w = |v: &[i32]| v[0] as i128 * v[1] as i128 + v[2] as i128;
        let e = w(&ints[3 * i..]).clamp(i32::MIN as i128, i32::MAX as i128) as i32;
        assert_eq!(ri[i], e, "mad_sat int {:?}", &ints[3 * i..3 * i + 3]);
        let b = &bytes[3 * i..];
        let e = (b[0] as u32 * b[1] as u32 + b[2] as u32).min(255) as u8;
        assert_eq!(rb[i], e, "mad_sat uchar {:?}", &b[..3]);
        let l = &longs[3 * i..];
        let e = (l[0] as i128 * l[1] as i128 + l[2] as i128)
            .clamp(i64::MIN as i128, i64::MAX as i128) as i64;
        assert_eq!(rl[i], e, "mad_sat long {:?}", &l[..3]);
    }
}

const ERF: &str = r#"
kernel void erfs(global const float *x, global float *e, global float *c, global float *c8) {
    size_t i = get_global_id(0);
    e[i] = erf(x[i]);
    c[i] = erfc(x[i]);
    if (i % 8 == 0)
        vstore8(erfc(vload8(i / 8, x)) + erf(vload8(i / 8, x)), i / 8, c8);
}
"#;

/// (x, erf(x), erfc(x)) with x a float, the functions in double precision (Python's libm).
const ERF_TABLE: &[(f64, f64, f64)] = &[
    (0.0, 0.0, 1.0),
    (1.0000000031710769e-30, 1.1283791706736896e-30, 1.0),
    (
        9.99999993922529e-09,
        1.1283791602378209e-08,
        0.9999999887162084,
    ),
    (
        9.999999747378752e-05,
        0.00011283791348289935,
        0.9998871620865171,
    ),
    (
        0.009999999776482582,
        0.011283415303662439,
        0.9887165846963376,
    ),
    (0.10000000149011612, 0.11246291768297051, 0.8875370823170294),
    (0.25, 0.2763263901682369, 0.7236736098317631),
    (0.4999000132083893, 0.5204120067698496, 0.47958799323015044),
    (0.5, 0.5204998778130465, 0.4795001221869535),
    (0.75, 0.7111556336535151, 0.28884436634648486),
    (1.0, 0.8427007929497149, 0.15729920705028513),
    (1.25, 0.9229001282564582, 0.07709987174354177),
    (1.5, 0.9661051464753108, 0.033894853524689274),
    (1.999899983406067, 0.9953201975639456, 0.004679802436054395),
    (2.0, 0.9953222650189527, 0.004677734981047265),
    (2.5, 0.999593047982555, 0.0004069520174449589),
    (3.0, 0.9999779095030014, 2.2090496998585438e-05),
    (3.5, 0.9999992569016276, 7.430983723414128e-07),
    (
        3.9000000953674316,
        0.9999999652077781,
        3.479222191415441e-08,
    ),
    (4.0, 0.9999999845827421, 1.541725790028002e-08),
    (4.5, 0.9999999998033839, 1.9661604415428873e-10),
    (5.0, 0.9999999999984626, 1.5374597944280351e-12),
    (6.0, 1.0, 2.1519736712498916e-17),
    (7.5, 1.0, 2.776649386030569e-26),
    (9.0, 1.0, 4.13703174651381e-37),
    (10.0, 1.0, 2.088487583762545e-45),
    (10.050000190734863, 1.0, 7.626143627405051e-46),
    (12.0, 1.0, 1.3562611692059042e-64),
    (30.0, 1.0, 0.0),
    (-1.0000000031710769e-30, -1.1283791706736896e-30, 1.0),
    (
        -9.99999993922529e-09,
        -1.1283791602378209e-08,
        1.0000000112837917,
    ),
    (
        -9.999999747378752e-05,
        -0.00011283791348289935,
        1.000112837913483,
    ),
    (
        -0.009999999776482582,
        -0.011283415303662439,
        1.0112834153036625,
    ),
    (
        -0.10000000149011612,
        -0.11246291768297051,
        1.1124629176829706,
    ),
    (-0.25, -0.2763263901682369, 1.276326390168237),
    (-0.4999000132083893, -0.5204120067698496, 1.5204120067698494),
    (-0.5, -0.5204998778130465, 1.5204998778130465),
    (-0.75, -0.7111556336535151, 1.7111556336535152),
    (-1.0, -0.8427007929497149, 1.842700792949715),
    (-1.25, -0.9229001282564582, 1.9229001282564582),
    (-1.5, -0.9661051464753108, 1.9661051464753108),
    (-1.999899983406067, -0.9953201975639456, 1.9953201975639456),
    (-2.0, -0.9953222650189527, 1.9953222650189528),
    (-2.5, -0.999593047982555, 1.999593047982555),
    (-3.0, -0.9999779095030014, 1.9999779095030015),
    (-3.5, -0.9999992569016276, 1.9999992569016276),
    (-3.9000000953674316, -0.9999999652077781, 1.999999965207778),
    (-4.0, -0.9999999845827421, 1.999999984582742),
    (-4.5, -0.9999999998033839, 1.999999999803384),
    (-5.0, -0.9999999999984626, 1.9999999999984626),
    (-6.0, -1.0, 2.0),
    (-7.5, -1.0, 2.0),
    (-9.0, -1.0, 2.0),
    (-10.0, -1.0, 2.0),
    (-10.050000190734863, -1.0, 2.0),
    (-12.0, -1.0, 2.0),
    (-30.0, -1.0, 2.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
    (0.0, 0.0, 1.0),
];

/// Distance in units in the last place between two floats of one sign.
fn ulps(a: f32, b: f32) -> u32 {
    let key = |v: f32| {
        let b = v.to_bits() as i64;
        if b < 0x8000_0000 {
            b
        } else {
            0x8000_0000 - b
        }
    };
    (key(a) - key(b)).unsigned_abs() as u32
}

#[test]
fn erf_erfc_within_two_ulp() {
    let rt = runtime();
    let n = ERF_TABLE.len();
    let x: Vec<f32> = ERF_TABLE.iter().map(|r| r.0 as f32).collect();
    let dx = rt.buffer_from_slice(&x).unwrap();
    let (de, dc, dc8) = (
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
    );
    let args = [
        ("x", ArgValue::Buffer(&dx)),
        ("e", ArgValue::Buffer(&de)),
        ("c", ArgValue::Buffer(&dc)),
        ("c8", ArgValue::Buffer(&dc8)),
    ];
    run(ERF, "erfs", n as u64, None, &args, &rt);
    let (e, c, c8) = (
        de.read::<f32>().unwrap(),
        dc.read::<f32>().unwrap(),
        dc8.read::<f32>().unwrap(),
    );
    for (i, &(xv, ev, cv)) in ERF_TABLE.iter().enumerate() {
        assert!(
            ulps(e[i], ev as f32) <= 2,
            "erf({xv:e}) = {:e}, want {ev:e}",
            e[i]
        );
        assert!(
            ulps(c[i], cv as f32) <= 2,
            "erfc({xv:e}) = {:e}, want {cv:e}",
            c[i]
        );
        let sum = (cv as f32) + (ev as f32);
        assert!(
            ulps(c8[i], sum) <= 2,
            "erfc8 + erf8 at {xv:e} = {:e}, want {sum:e}",
            c8[i]
        );
    }
    assert!(
        e[0].to_bits() == 0 && e[29].is_sign_negative(),
        "erf keeps the sign of zero"
    );
}

const GAMMA: &str = r#"
kernel void gammas(global const float *x, global float *g, global float *lg, global int *sg,
                   global float *g4) {
    size_t i = get_global_id(0);
    g[i] = tgamma(x[i]);
    lg[i] = lgamma_r(x[i], &sg[i]);
    if (i % 4 == 0)
        vstore4(tgamma(vload4(i / 4, x)), i / 4, g4);
}
kernel void poles(global const float *x, global float *g, global float *lg) {
    size_t i = get_global_id(0);
    g[i] = tgamma(x[i]);
    lg[i] = lgamma(x[i]);
}
"#;

/// (x, tgamma(x), lgamma(x), sign of tgamma(x)), x a float, in double precision (Python's libm).
// Reference values from libm; ln 2 appears as lgamma(3), not as an approximation of a constant.
#[allow(clippy::approx_constant)]
const GAMMA_TABLE: &[(f64, f64, f64, i32)] = &[
    (
        1.0000000031710769e-30,
        9.999999968289232e+29,
        69.07755278665029,
        1,
    ),
    (
        9.999999974752427e-07,
        999999.4253100813,
        13.81550998327419,
        1,
    ),
    (
        0.0010000000474974513,
        999.4237249871935,
        6.907178837859065,
        1,
    ),
    (
        0.10000000149011612,
        9.513507550899174,
        2.2527126362016006,
        1,
    ),
    (0.25, 3.6256099082219087, 1.2880225246980772, 1),
    (0.5, 1.7724538509055159, 0.5723649429247004, 1),
    (0.75, 1.2254167024651779, 0.203280951431295, 1),
    (
        0.9998999834060669,
        1.0000577410395188,
        5.773937256925432e-05,
        1,
    ),
    (1.0, 1.0, 0.0, 1),
    (
        1.000100016593933,
        0.9999422787481667,
        -5.7722917768843196e-05,
        1,
    ),
    (1.5, 0.886226925452758, -0.12078223763524543, 1),
    (
        1.999899983406067,
        0.9999577186705235,
        -4.2282223357004156e-05,
        1,
    ),
    (2.0, 1.0, 0.0, 1),
    (2.5, 1.3293403881791372, 0.2846828704729196, 1),
    (3.0, 2.0, 0.693147180559945, 1),
    (3.700000047683716, 4.170652015910973, 1.4280723823196055, 1),
    (4.5, 11.631728396567446, 2.453736570842443, 1),
    (5.0, 24.0, 3.178053830347945, 1),
    (7.25, 1155.3810139199893, 7.0521854507385395, 1),
    (10.0, 362880.0, 12.801827480081467, 1),
    (12.5, 136843365.46556583, 18.73434751193645, 1),
    (20.0, 1.21645100408832e+17, 39.339884187199495, 1),
    (30.0, 8.841761993739703e+30, 71.257038967168, 1),
    (34.0, 8.683317618811887e+36, 85.05446701758152, 1),
    (35.0, 2.9523279903960416e+38, 88.58082754219768, 1),
    (35.5, 1.740394199580561e+39, 90.35493026581838, 1),
    (
        -9.999999974752427e-07,
        -1000000.5797414114,
        13.81551113770552,
        -1,
    ),
    (
        -0.10000000149011612,
        -10.686286873976423,
        2.3689613189525565,
        -1,
    ),
    (-0.5, -3.544907701811032, 1.265512123484645, -1),
    (
        -0.9998999834060669,
        -9998.763807549993,
        9.210216745089696,
        -1,
    ),
    (-1.000100016593933, 9997.918238869703, 9.210132174191498, 1),
    (-1.5, 2.3632718012073544, 0.8600470153764812, 1),
    (-2.25, -1.7428148657282527, 0.5555015450206473, -1),
    (-2.75, -1.004497983230312, 0.004487897535955687, -1),
    (-3.5, 0.27008820585226917, -1.3090066849930417, 1),
    (-5.5, 0.010912654781909864, -4.517832174007742, 1),
    (
        -10.300000190734863,
        -5.262358559809537e-07,
        -14.457516329306825,
        -1,
    ),
    (
        -20.700000762939453,
        -1.9040496042386056e-19,
        -43.10513377821073,
        -1,
    ),
    (-30.5, -2.1357974436941742e-33, -75.22646798193337, -1),
    (-40.25, -2.1568447683825587e-48, -109.75543806533983, -1),
    (-100.5, -3.353690819807678e-159, -364.90096830942736, -1),
    (-170.5, -3.312739521538607e-308, -707.9984331450788, -1),
    (-200.5, -0.0, -864.7382878706798, -1),
];

#[test]
fn tgamma_within_four_ulp_and_lgamma_close() {
    let rt = runtime();
    let n = GAMMA_TABLE.len().div_ceil(4) * 4;
    let mut x: Vec<f32> = GAMMA_TABLE.iter().map(|r| r.0 as f32).collect();
    x.resize(n, 1.0);
    let dx = rt.buffer_from_slice(&x).unwrap();
    let (dg, dl, ds, dg4) = (
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
        rt.buffer_from_slice(&vec![0i32; n]).unwrap(),
        rt.buffer_from_slice(&vec![0f32; n]).unwrap(),
    );
    let args = [
        ("x", ArgValue::Buffer(&dx)),
        ("g", ArgValue::Buffer(&dg)),
        ("lg", ArgValue::Buffer(&dl)),
        ("sg", ArgValue::Buffer(&ds)),
        ("g4", ArgValue::Buffer(&dg4)),
    ];
    run(GAMMA, "gammas", n as u64, None, &args, &rt);
    let (g, lg, sg, g4) = (
        dg.read::<f32>().unwrap(),
        dl.read::<f32>().unwrap(),
        ds.read::<i32>().unwrap(),
        dg4.read::<f32>().unwrap(),
    );
    for (i, &(xv, gv, lv, sv)) in GAMMA_TABLE.iter().enumerate() {
        let want = gv as f32;
        assert!(
            ulps(g[i], want) <= 4,
            "tgamma({xv:e}) = {:e}, want {want:e}",
            g[i]
        );
        assert!(
            ulps(g4[i], want) <= 4,
            "tgamma4({xv:e}) = {:e}, want {want:e}",
            g4[i]
        );
        // lgamma's accuracy is undefined in OpenCL; ours is within 1e-6 absolute or 4 ulp.
        let lw = lv as f32;
        assert!(
            ulps(lg[i], lw) <= 4 || (lg[i] - lw).abs() < 1e-6,
            "lgamma({xv:e}) = {:e}, want {lw:e}",
            lg[i]
        );
        assert_eq!(sg[i], sv, "lgamma_r({xv:e}) sign");
    }
    let specials = [
        0.0f32,
        -0.0,
        -1.0,
        -2.0,
        -3.0e7,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ];
    let dx = rt.buffer_from_slice(&specials).unwrap();
    let (dg, dl) = (
        rt.buffer_from_slice(&[0f32; 8]).unwrap(),
        rt.buffer_from_slice(&[0f32; 8]).unwrap(),
    );
    let args = [
        ("x", ArgValue::Buffer(&dx)),
        ("g", ArgValue::Buffer(&dg)),
        ("lg", ArgValue::Buffer(&dl)),
    ];
    run(GAMMA, "poles", 8, Some(8), &args, &rt);
    let (g, lg) = (dg.read::<f32>().unwrap(), dl.read::<f32>().unwrap());
    assert_eq!(g[0], f32::INFINITY, "tgamma(+0)");
    assert_eq!(g[1], f32::NEG_INFINITY, "tgamma(-0)");
    assert!(
        g[2].is_nan() && g[3].is_nan() && g[4].is_nan(),
        "tgamma at poles: {g:?}"
    );
    assert_eq!(g[5], f32::INFINITY, "tgamma(inf)");
    assert!(
        g[6].is_nan() && g[7].is_nan(),
        "tgamma(-inf), tgamma(nan): {g:?}"
    );
    for (i, v) in lg.iter().take(7).enumerate() {
        assert_eq!(*v, f32::INFINITY, "lgamma({})", specials[i]);
    }
    assert!(lg[7].is_nan(), "lgamma(nan)");
}
