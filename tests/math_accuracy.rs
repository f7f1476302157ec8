//! Accuracy of the math builtins on the Vulkan target (the OpenCL C math library linked by the
//! backend), on lavapipe with the validation layer on: every function of OpenCL's full-profile
//! accuracy table that the library implements, for `float` and `double`, over edge inputs
//! (zeros, infinities, NaN, subnormals, huge trigonometric arguments; for float also the
//! overflow and underflow thresholds and the float algorithms' branch points) and seeded random
//! inputs, measured in ulp against host references and held to the specification's limits;
//! pow's special-case grid and `half` calls through float are checked too. A float
//! result may also be the one for its subnormal inputs flushed to zero, or a subnormal result
//! flushed to zero (a full-profile device need not support single-precision denormals); double
//! is held to denormals.
//!
//! References: for `float`, the host's double-precision functions (glibc's libm through Rust's
//! std, accurate to about 2^-52, far inside a float ulp). For `double`, the same functions,
//! which are within about 1 ulp themselves (most are correctly rounded), so a double result is
//! held to the specification's limit minus one ulp; where the host has no such function
//! (`sinpi`, `rootn`, ...) the reference is built here from exact reductions and double-double
//! corrections. Exact results (`sqrt`, float `fma`, `exp2` of integers, ...) are checked too.
//!
//! `OCLVK_MATH_REPORT=1` prints the measured maximum error of every function.

mod common;
#[path = "common/opencl.rs"]
mod opencl;

use common::validated_runtime as runtime;
use oclvk::runner::{ArgValue, Runtime};
use std::f64::consts::PI;

extern "C" {
    // glibc's libm (linked by std): functions Rust's std lacks or computes less accurately.
    fn exp10(x: f64) -> f64;
    fn asinh(x: f64) -> f64;
    fn acosh(x: f64) -> f64;
    fn atanh(x: f64) -> f64;
    fn erf(x: f64) -> f64;
    fn erfc(x: f64) -> f64;
    fn tgamma(x: f64) -> f64;
    fn lgamma(x: f64) -> f64;
}

/// How many random inputs each function gets (after its edge inputs), for double and for float
/// (float's functions have their own algorithms, with more branches to cover).
const RANDOM: usize = 400;
const RANDOM_FLOAT: usize = 2000;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in [lo, hi).
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * ((self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }

    /// Log-uniform magnitude in [2^lo, 2^hi) with a random sign when `signed`.
    fn magnitude(&mut self, lo: f64, hi: f64, signed: bool) -> f64 {
        let v = self.uniform(lo, hi).exp2();
        if signed && self.next() & 1 == 1 {
            -v
        } else {
            v
        }
    }
}

/// The float library's two ways of computing an exact product: as the runner chooses from its
/// probe of the device's `fma` (one fused `fma` where it is fused: lavapipe's is where the
/// host CPU has FMA instructions), or Dekker's splitting, the path of every device whose `fma`
/// is not fused, taken here by loading the module with its fused-fma constant unset.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Products {
    Probed,
    Dekker,
}

/// Compiles `src` and loads it with the exact products `products` asks for; a module of float
/// math reads the fused-fma constant (else the two paths would be one).
fn load_float_math(rt: &Runtime, src: &str, products: Products) -> oclvk::runner::Program {
    let mut module =
        oclvk::compile_source("math_accuracy.cl", src, &oclvk::CompileOptions::default())
            .into_result()
            .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        module.reflection.fused_fma_spec_id,
        Some(oclvk::spirv::reflect::FUSED_FMA_SPEC_ID)
    );
    if products == Products::Dekker {
        module.reflection.fused_fma_spec_id = None;
    }
    oclvk::load(rt, &module).unwrap()
}

/// Runs `kernel` of `program` over `n` work-items and checks that the validation layer said
/// nothing.
fn launch(
    rt: &Runtime,
    program: &oclvk::runner::Program,
    kernel: &str,
    n: u64,
    args: &[(&str, ArgValue<'_>)],
) {
    rt.launch(program, kernel, &oclvk::runner::NdRange::new(&[n]), args)
        .unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
}

/// An input domain: the edge values and the random distribution a function is tested over.
#[derive(Clone, Copy)]
enum Domain {
    /// Everything, with weight on [-8, 8] and huge trigonometric arguments.
    Any,
    /// Positive magnitudes over the whole range, and values near 1.
    Positive,
    /// [-1, 1].
    Unit,
    /// [1, huge).
    AtLeastOne,
    /// Where exp-like functions neither overflow nor vanish, and beyond.
    Exponent(f64),
}

impl Domain {
    fn sample(self, rng: &mut Rng, max_exp: f64) -> f64 {
        let pick = rng.next() % 4;
        match self {
            Domain::Any => match pick {
                0 => rng.uniform(-8.0, 8.0),
                1 => rng.uniform(-1e5, 1e5),
                2 => rng.magnitude(-20.0, max_exp, true),
                _ => rng.uniform(-1.0, 1.0),
            },
            Domain::Positive => match pick {
                0 => rng.uniform(0.5, 2.0),
                1 => 1.0 + rng.uniform(-1e-6, 1e-6),
                _ => rng.magnitude(-max_exp, max_exp, false),
            },
            Domain::Unit => match pick {
                0 => rng.magnitude(-30.0, 0.0, true),
                1 => rng.uniform(0.9, 1.0) * if rng.next() & 1 == 1 { 1.0 } else { -1.0 },
                _ => rng.uniform(-1.0, 1.0),
            },
            Domain::AtLeastOne => match pick {
                0 => 1.0 + rng.magnitude(-30.0, 0.0, false),
                _ => rng.magnitude(0.0, max_exp, false),
            },
            Domain::Exponent(limit) => {
                // A limit at double's overflow scale shrinks to float's (same proportion of
                // the range beyond the thresholds).
                let limit = if limit > 100.0 {
                    limit * max_exp / 1020.0
                } else {
                    limit
                };
                match pick {
                    0 => rng.uniform(-1.0, 1.0),
                    1 => rng.magnitude(-30.0, 0.0, true),
                    _ => rng.uniform(-limit, limit),
                }
            }
        }
    }
}

/// One function under test.
struct Case {
    name: &'static str,
    /// The OpenCL C expression of `a`, `b` (same type) and `m` (int).
    expr: &'static str,
    float_ulp: f64,
    double_ulp: f64,
    x: Domain,
    /// The second argument's domain, for two-argument functions.
    y: Option<Domain>,
    /// The int argument's range, for `pown`/`rootn`.
    n: Option<(i32, i32)>,
    reference: fn(f64, f64, i32) -> f64,
}

fn case(
    name: &'static str,
    expr: &'static str,
    (float_ulp, double_ulp): (f64, f64),
    x: Domain,
    reference: fn(f64, f64, i32) -> f64,
) -> Case {
    Case {
        name,
        expr,
        float_ulp,
        double_ulp,
        x,
        y: None,
        n: None,
        reference,
    }
}

/// `x` reduced exactly: `x = n/2 + r`, `|r| <= 1/4`, `n` modulo 4.
fn half_turns(x: f64) -> (i64, f64) {
    let m = x % 2.0; // exact
    let n = (2.0 * m).round();
    (n as i64 & 3, m - n * 0.5)
}

/// sin(pi x) (quarter 0) or cos(pi x) (quarter 1) with an exact reduction and pi r as a
/// double-double.
fn sinpi_ref(x: f64, quarter: i64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let (n, r) = half_turns(x);
    let hi = PI * r;
    let lo = PI.mul_add(r, -hi) + 1.224_646_799_147_353_2e-16 * r;
    let (s, c) = (hi.sin() + lo * hi.cos(), hi.cos() - lo * hi.sin());
    match (n + quarter) & 3 {
        0 => s,
        1 => c,
        2 => -s,
        _ => -c,
    }
}

/// tan(pi x): the quotient of the references, except at the poles, where the specification
/// says `tanpi(n + 1/2)` is +inf for even `n` and -inf for odd `n`.
fn tanpi_ref(x: f64) -> f64 {
    let (n, r) = half_turns(x.abs());
    let t = if r == 0.0 && n & 1 == 1 {
        if n == 1 {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        }
    } else {
        sinpi_ref(x.abs(), 0) / sinpi_ref(x.abs(), 1)
    };
    if x < 0.0 {
        -t
    } else {
        t
    }
}

/// The double-double `hi + lo` over pi, with the first quotient's residual exact (fma).
fn div_pi(hi: f64, lo: f64) -> f64 {
    let pi_lo = 1.224_646_799_147_353_2e-16;
    let q = hi / PI;
    let r = (-q).mul_add(PI, hi) - q * pi_lo + lo;
    q + r / PI
}

/// `v / pi` with 1/pi as a double-double.
fn over_pi(v: f64) -> f64 {
    let (hi, lo) = (std::f64::consts::FRAC_1_PI, -1.967_867_667_518_248_6e-17);
    let p = v * hi;
    p + (v.mul_add(hi, -p) + v * lo)
}

/// x^(1/n): `x = x' 2^(n j)` with `x'` in [1, 2^n) (exact), pow's estimate of `x'^(1/n)`
/// corrected by one Newton step, times `2^j`; negative `n` through the reciprocal.
fn rootn_ref(x: f64, n: i32) -> f64 {
    if n == 0 || x.is_nan() || (x < 0.0 && n % 2 == 0) {
        return f64::NAN;
    }
    let ax = x.abs();
    let k = n.abs();
    let r = if ax == 0.0 || ax.is_infinite() {
        ax
    } else {
        let e = ax.log2().floor() as i32;
        let j = e.div_euclid(k);
        let xs = ax * 2f64.powi(-k * j / 2) * 2f64.powi(-k * j + k * j / 2);
        let mut r = xs.powf(1.0 / k as f64);
        // r^k = xs (1 + d)  =>  r (1 - d/k).
        let rk = r.powi(k);
        r -= r * ((rk - xs) / xs) / k as f64;
        r * 2f64.powi(j)
    };
    let r = if n < 0 { 1.0 / r } else { r };
    // The sign of x for odd n, -0.0 included: rootn(-0, n) is -0 or -inf.
    if x.is_sign_negative() && n % 2 != 0 {
        -r
    } else {
        r
    }
}

/// x 2^n rounded once: the mantissa in [1, 2) times powers of two that keep every product but
/// the last exact.
fn ldexp_ref(x: f64, n: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let e = x.abs().log2().floor() as i32;
    let m = x / 2f64.powi(e / 2) / 2f64.powi(e - e / 2);
    let t = e + n;
    if t > 1023 {
        m * f64::INFINITY
    } else if t >= -1022 {
        m * 2f64.powi(t)
    } else if t >= -1082 {
        m * 2f64.powi(t + 60) * 2f64.powi(-60)
    } else {
        0.0 * m
    }
}

/// frexp: (m, e) with x = m 2^e, 0.5 <= |m| < 1; zeros, infinities and NaN as (x, 0).
fn frexp_ref(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (scaled, shift) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(54), 54)
    } else {
        (x, 0)
    };
    let bits = scaled.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32 - 1022;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, e - shift)
}

fn powr_ref(x: f64, y: f64) -> f64 {
    if x < 0.0 || x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if ((x == 0.0 || x.is_infinite()) && y == 0.0) || (x == 1.0 && y.is_infinite()) {
        return f64::NAN;
    }
    // powr(±0, y) is +inf for y < 0 and +0 for y > 0: the sign of a zero base does not carry.
    x.abs().powf(y)
}

fn cases() -> Vec<Case> {
    use Domain::*;
    let mut v = vec![
        case("sin", "sin(a)", (4.0, 4.0), Any, |x, _, _| x.sin()),
        case("cos", "cos(a)", (4.0, 4.0), Any, |x, _, _| x.cos()),
        case("tan", "tan(a)", (5.0, 5.0), Any, |x, _, _| x.tan()),
        case("sinpi", "sinpi(a)", (4.0, 4.0), Any, |x, _, _| {
            sinpi_ref(x, 0)
        }),
        case("cospi", "cospi(a)", (4.0, 4.0), Any, |x, _, _| {
            sinpi_ref(x, 1)
        }),
        case("tanpi", "tanpi(a)", (6.0, 6.0), Any, |x, _, _| tanpi_ref(x)),
        case("asin", "asin(a)", (4.0, 4.0), Unit, |x, _, _| x.asin()),
        case("acos", "acos(a)", (4.0, 4.0), Unit, |x, _, _| x.acos()),
        case("atan", "atan(a)", (5.0, 5.0), Any, |x, _, _| x.atan()),
        case("asinpi", "asinpi(a)", (5.0, 5.0), Unit, |x, _, _| {
            over_pi(x.asin())
        }),
        case("acospi", "acospi(a)", (5.0, 5.0), Unit, |x, _, _| {
            over_pi(x.acos())
        }),
        case("atanpi", "atanpi(a)", (5.0, 5.0), Any, |x, _, _| {
            over_pi(x.atan())
        }),
        case("sinh", "sinh(a)", (4.0, 4.0), Exponent(720.0), |x, _, _| {
            x.sinh()
        }),
        case("cosh", "cosh(a)", (4.0, 4.0), Exponent(720.0), |x, _, _| {
            x.cosh()
        }),
        case("tanh", "tanh(a)", (5.0, 5.0), Exponent(30.0), |x, _, _| {
            x.tanh()
        }),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        case("asinh", "asinh(a)", (4.0, 4.0), Any, |x, _, _| unsafe {
            asinh(x)
        }),
        case(
            "acosh",
            "acosh(a)",
            (4.0, 4.0),
            AtLeastOne,
            // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
            |x, _, _| unsafe { acosh(x) },
        ),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        case("atanh", "atanh(a)", (5.0, 5.0), Unit, |x, _, _| unsafe {
            atanh(x)
        }),
        case("exp", "exp(a)", (3.0, 3.0), Exponent(750.0), |x, _, _| {
            x.exp()
        }),
        case(
            "exp2",
            "exp2(a)",
            (3.0, 3.0),
            Exponent(1080.0),
            |x, _, _| x.exp2(),
        ),
        case(
            "exp10",
            "exp10(a)",
            (3.0, 3.0),
            Exponent(330.0),
            // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
            |x, _, _| unsafe { exp10(x) },
        ),
        case(
            "expm1",
            "expm1(a)",
            (3.0, 3.0),
            Exponent(750.0),
            |x, _, _| x.exp_m1(),
        ),
        case("log", "log(a)", (3.0, 3.0), Positive, |x, _, _| x.ln()),
        case("log2", "log2(a)", (3.0, 3.0), Positive, |x, _, _| x.log2()),
        case("log10", "log10(a)", (3.0, 3.0), Positive, |x, _, _| {
            x.log10()
        }),
        case("log1p", "log1p(a)", (2.0, 2.0), Positive, |x, _, _| {
            x.ln_1p()
        }),
        case("cbrt", "cbrt(a)", (2.0, 2.0), Any, |x, _, _| x.cbrt()),
        // Correctly rounded for float too (the library's float form).
        case("sqrt", "sqrt(a)", (0.5001, 0.0), Positive, |x, _, _| {
            x.sqrt()
        }),
        case("rsqrt", "rsqrt(a)", (2.0, 2.0), Positive, |x, _, _| {
            1.0 / x.sqrt()
        }),
    ];
    let two = |name, expr, ulp, x, y, reference: fn(f64, f64, i32) -> f64| Case {
        y: Some(y),
        ..case(name, expr, ulp, x, reference)
    };
    v.push(two(
        "atan2",
        "atan2(a, b)",
        (6.0, 6.0),
        Any,
        Any,
        |x, y, _| x.atan2(y),
    ));
    v.push(two(
        "atan2pi",
        "atan2pi(a, b)",
        (6.0, 6.0),
        Any,
        Any,
        |x, y, _| over_pi(x.atan2(y)),
    ));
    v.push(two(
        "pow",
        "pow(a, b)",
        (16.0, 16.0),
        Any,
        Exponent(40.0),
        |x, y, _| x.powf(y),
    ));
    v.push(two(
        "powr",
        "powr(a, b)",
        (16.0, 16.0),
        Positive,
        Exponent(40.0),
        |x, y, _| powr_ref(x, y),
    ));
    v.push(two(
        "hypot",
        "hypot(a, b)",
        (4.0, 4.0),
        Any,
        Any,
        |x, y, _| x.hypot(y),
    ));
    // Correctly rounded: float results against double references are within half an ulp
    // (plus the reference's own 2^-29 ulp).
    v.push(two(
        "fma",
        "fma(a, b, b)",
        (0.5001, 0.0),
        Any,
        Any,
        |x, y, _| x.mul_add(y, y),
    ));
    v.push(case("degrees", "degrees(a)", (2.0, 2.0), Any, |x, _, _| {
        let p = x * 180.0;
        if !p.is_finite() {
            return p / PI;
        }
        div_pi(p, x.mul_add(180.0, -p))
    }));
    v.push(case("radians", "radians(a)", (2.0, 2.0), Any, |x, _, _| {
        let hi = x * PI;
        if !hi.is_finite() {
            // Overflowed (pi x / 180 does not) or infinite: scale first.
            return x / 180.0 * PI;
        }
        let lo = x.mul_add(PI, -hi) + x * 1.224_646_799_147_353_2e-16;
        let q = hi / 180.0;
        q + ((-q).mul_add(180.0, hi) + lo) / 180.0
    }));
    v.push(two(
        "fmod",
        "fmod(a, b)",
        (0.0, 0.0),
        Any,
        Any,
        |x, y, _| x % y,
    ));
    v.push(two(
        "fdim",
        "fdim(a, b)",
        (0.5001, 0.0),
        Any,
        Any,
        |x, y, _| {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else if x > y {
                x - y
            } else {
                0.0
            }
        },
    ));
    v.push(case("logb", "logb(a)", (0.0, 0.0), Any, |x, _, _| {
        if x.is_nan() {
            x
        } else if x == 0.0 {
            f64::NEG_INFINITY
        } else if x.is_infinite() {
            f64::INFINITY
        } else {
            // The exponent of the representation, subnormals scaled into the normal range.
            let (scaled, shift) = if x.abs() < f64::MIN_POSITIVE {
                (x * 2f64.powi(54), 54)
            } else {
                (x, 0)
            };
            (((scaled.to_bits() >> 52) & 0x7ff) as i64 - 1023 - shift) as f64
        }
    }));
    v.push(case("rint", "rint(a)", (0.0, 0.0), Any, |x, _, _| {
        x.round_ties_even()
    }));
    v.push(case("trunc", "trunc(a)", (0.0, 0.0), Any, |x, _, _| {
        x.trunc()
    }));
    v.push(case("round", "round(a)", (0.0, 0.0), Any, |x, _, _| {
        x.round()
    }));
    // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
    v.push(case("erf", "erf(a)", (16.0, 16.0), Any, |x, _, _| unsafe {
        erf(x)
    }));
    // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
    v.push(case(
        "erfc",
        "erfc(a)",
        (16.0, 16.0),
        Any,
        |x, _, _| unsafe { erfc(x) },
    ));
    // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
    v.push(case(
        "tgamma",
        "tgamma(a)",
        (16.0, 16.0),
        Any,
        |x, _, _| unsafe { tgamma(x) },
    ));
    // The specification leaves lgamma's accuracy undefined; held to 16 ulp away from the zeros
    // of ln |gamma| on the negative axis (where any fixed-precision evaluation loses the
    // relative accuracy): positive arguments, and negative ones in (-2, -1/2) and beyond.
    // SAFETY: glibc's libm function of this C signature (double -> double): no pointers; it
    // writes the global `signgam`, which nothing here reads.
    v.push(case(
        "lgamma",
        "lgamma(a)",
        (16.0, 16.0),
        Positive,
        |x, _, _| unsafe { lgamma(x) },
    ));
    v.push(case(
        "lgamma_negative",
        "lgamma(-a)",
        (16.0, 16.0),
        Positive,
        // SAFETY: as for lgamma above.
        |x, _, _| unsafe { lgamma(-x) },
    ));
    // The pointer outputs: modf's fraction and integral part, frexp's mantissa and exponent.
    v.push(case("modf", "modf(a, &b)", (0.0, 0.0), Any, |x, _, _| {
        if x.is_infinite() {
            0f64.copysign(x)
        } else {
            (x - x.trunc()).copysign(x)
        }
    }));
    v.push(case(
        "modf_integral",
        "(modf(a, &b), b)",
        (0.0, 0.0),
        Any,
        |x, _, _| x.trunc(),
    ));
    v.push(case("frexp", "frexp(a, &m)", (0.0, 0.0), Any, |x, _, _| {
        frexp_ref(x).0
    }));
    v.push(case(
        "frexp_exponent",
        "(frexp(a, &m), m)",
        (0.0, 0.0),
        Any,
        |x, _, _| f64::from(frexp_ref(x).1),
    ));
    let with_n = |name, expr, x, n, reference: fn(f64, f64, i32) -> f64| Case {
        n: Some(n),
        ..case(name, expr, (16.0, 16.0), x, reference)
    };
    v.push(Case {
        // float results round once (subnormals): within half an ulp of the exact value.
        float_ulp: 0.5,
        double_ulp: 0.0,
        ..with_n("ldexp", "ldexp(a, m)", Any, (-1200, 1200), |x, _, n| {
            ldexp_ref(x, n)
        })
    });
    v.push(with_n("pown", "pown(a, m)", Any, (-40, 40), |x, _, n| {
        x.powf(n as f64)
    }));
    v.push(with_n(
        "rootn",
        "rootn(a, m)",
        Positive,
        (-12, 12),
        |x, _, n| rootn_ref(x, n),
    ));
    v
}

/// Float inputs at the thresholds of the float algorithms: the first arguments whose `exp`,
/// `exp10`, `cosh` overflow and the last that do not, where `exp`/`exp2`/`exp10` results become
/// subnormal and vanish, subnormal arguments (logarithms, roots), and the boundaries between
/// the polynomial and the reduced paths.
const FLOAT_EDGES: &[f32] = &[
    88.722_83,
    88.722_84,
    88.722_85,
    -87.336_55,
    -87.336_54,
    -103.278_93,
    -103.972_08,
    -104.5,
    127.999_99,
    128.0,
    -126.0,
    -126.5,
    -149.0,
    -149.5,
    -150.0,
    -150.5,
    38.531_84,
    38.531_845,
    -37.929_78,
    -44.853_47,
    -45.2,
    89.415_98,
    89.415_99,
    1e-40,
    -3e-39,
    1.175_494_2e-38,
    1.175_494_4e-38,
    7e-45,
    0.999_999_94,
    1.000_000_1,
    std::f32::consts::SQRT_2,
    1.414_213_7,
    std::f32::consts::FRAC_1_SQRT_2,
    0.414_213_5,
    -0.292_893_2,
    0.346_573_6,
    -0.346_573_6,
    0.625,
    4096.0,
    4097.0,
    9.0,
    -20.5,
    1e-7,
];

/// rootn(+-0, n) for odd n < 0 is +-inf: the reference takes the sign of a zero too (a device
/// flushing the subnormal -2^-149 reads -0 and rightly returns -inf, as the H100 did).
#[test]
fn rootn_reference_keeps_the_sign_of_zero() {
    assert_eq!(rootn_ref(-0.0, -7), f64::NEG_INFINITY);
    assert_eq!(rootn_ref(-0.0, 3).to_bits(), (-0.0f64).to_bits());
    assert_eq!(rootn_ref(-0.0, -4), f64::INFINITY);
    assert_eq!(rootn_ref(-0.0, 2).to_bits(), 0.0f64.to_bits());
}

/// The edge inputs every function gets: for double, or for float (the float thresholds too).
fn edges(double: bool) -> Vec<f64> {
    let (max, min_sub) = if double {
        (f64::MAX, f64::from_bits(1))
    } else {
        (f32::MAX as f64, f32::from_bits(1) as f64)
    };
    let mut e = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        max,
        -max,
        min_sub,
        -min_sub,
        1e-30,
        PI / 2.0,
        PI,
        -PI,
        1e22,
        -1e22,
        1e30,
        123_456_789.0,
        0.999_999_9,
        -0.999_999_9,
        1.000_000_1,
        88.7,
        -103.9,
        709.7,
        -744.0,
        3.0,
        0.25,
        1.5,
    ];
    e.extend((1..=12).map(|k| k as f64 * PI / 4.0));
    if !double {
        e.extend(FLOAT_EDGES.iter().map(|&v| f64::from(v)));
    }
    e
}

/// The error of `got` against the exact value `want`, in ulp of a type with `mant` explicit
/// mantissa bits, exponent range down to `min_exp`, and largest finite value `max`.
fn ulps(got: f64, want: f64, mant: i32, min_exp: i32, max: f64) -> f64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let exp = |v: f64| {
        if v == 0.0 {
            min_exp
        } else {
            (v.abs().log2().floor() as i32).max(min_exp)
        }
    };
    if want.is_infinite() || want.abs() > max {
        // Beyond the largest finite value: infinity, or the largest value within the budget.
        if got == want.signum() * f64::INFINITY {
            return 0.0;
        }
        if got.is_infinite() {
            return f64::INFINITY;
        }
        return ((got - want.signum() * max).abs() / 2f64.powi(exp(max) - mant)).max(0.5);
    }
    if got.is_infinite() {
        return f64::INFINITY;
    }
    let ulp = 2f64.powi(exp(want) - mant);
    if ulp == 0.0 {
        return 0.0;
    }
    (got - want).abs() / ulp
}

/// `v` with a float subnormal replaced by the zero of its sign: what a device without
/// single-precision denormals reads or returns (OpenCL C allows a full-profile device to flush
/// float denormal inputs and results to zero; never double ones).
fn flush_float_denormal(v: f64) -> f64 {
    if (v as f32).is_subnormal() {
        0f64.copysign(v)
    } else {
        v
    }
}

/// Error of a float result against `reference` at (x, y), in ulp: the least over the results a
/// device may give, the exact inputs' and those of the inputs with subnormals flushed to zero,
/// each either as is or with a subnormal result flushed to zero.
fn float_ulps(got: f64, x: f64, y: f64, reference: impl Fn(f64, f64) -> f64) -> f64 {
    let flushed = (flush_float_denormal(x), flush_float_denormal(y));
    [reference(x, y), reference(flushed.0, flushed.1)]
        .into_iter()
        .flat_map(|want| [want, flush_float_denormal(want)])
        .map(|want| ulps(got, want, 23, -126, f32::MAX as f64))
        .fold(f64::INFINITY, f64::min)
}

/// Error of a double result against a double reference, in ulp (exact integer arithmetic on
/// the representations, so no precision is lost near the limits).
fn ulps_f64(got: f64, want: f64) -> f64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if want.is_infinite() || got.is_infinite() {
        return if got == want { 0.0 } else { f64::INFINITY };
    }
    let key = |v: f64| {
        let b = v.to_bits() as i64;
        if b < 0 {
            i64::MIN - b
        } else {
            b
        }
    };
    (key(got) as i128 - key(want) as i128).unsigned_abs() as f64
}

/// One kernel per case (`k0`, `k1`, ...): the driver compiles each on its own, which keeps
/// lavapipe's compile times small.
fn kernel_source(cases: &[Case], ty: &str) -> String {
    let mut s = String::new();
    for (k, c) in cases.iter().enumerate() {
        s += &format!(
            "kernel void k{k}(global const {ty} *x, global const {ty} *y, global const int *ms, \
             global {ty} *out) {{\n  size_t i = get_global_id(0);\n  {ty} a = x[i], b = y[i];\n  \
             int m = ms[i];\n  out[i] = {};\n}}\n",
            c.expr
        );
    }
    s
}

/// Inputs for every case: (x, y, n) per work-item, `per_case` of them per case.
fn inputs(cases: &[Case], double: bool, per_case: usize) -> Vec<(f64, f64, i32)> {
    let max_exp = if double { 1020.0 } else { 126.0 };
    let edge = edges(double);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut all = Vec::new();
    for c in cases {
        for i in 0..per_case {
            let x = if i < edge.len() {
                edge[i]
            } else {
                c.x.sample(&mut rng, max_exp)
            };
            let y = match c.y {
                Some(d) if i >= edge.len() || i % 3 == 0 => d.sample(&mut rng, max_exp),
                Some(_) => edge[(i * 7 + 3) % edge.len()],
                None => 0.0,
            };
            let n = match c.n {
                Some((lo, hi)) => lo + (rng.next() % (hi - lo + 1) as u64) as i32,
                None => 0,
            };
            let (x, y) = if double {
                (x, y)
            } else {
                (x as f32 as f64, y as f32 as f64)
            };
            all.push((x, y, n));
        }
    }
    all
}

/// Runs every case for one type and returns, per case, the worst error and its input.
fn measure(rt: &Runtime, double: bool, products: Products) -> Vec<(f64, f64, f64, i32, f64)> {
    let cases = cases();
    let ty = if double { "double" } else { "float" };
    let src = kernel_source(&cases, ty);
    let program = if double {
        let module =
            oclvk::compile_source("math_accuracy.cl", &src, &oclvk::CompileOptions::default())
                .into_result()
                .unwrap_or_else(|e| panic!("{e:?}"));
        oclvk::load(rt, &module).unwrap()
    } else {
        load_float_math(rt, &src, products)
    };
    let random = if double { RANDOM } else { RANDOM_FLOAT };
    let worst = measure_with(&cases, double, random, |kernel, xs, ys, ms| {
        let mb = rt.buffer_from_slice(ms).unwrap();
        let range = oclvk::runner::NdRange::new(&[ms.len() as u64]);
        if double {
            let (xb, yb) = (
                rt.buffer_from_slice(xs).unwrap(),
                rt.buffer_from_slice(ys).unwrap(),
            );
            let ob = rt.buffer_from_slice(&vec![0f64; ms.len()]).unwrap();
            let args = [
                ("x", ArgValue::Buffer(&xb)),
                ("y", ArgValue::Buffer(&yb)),
                ("ms", ArgValue::Buffer(&mb)),
                ("out", ArgValue::Buffer(&ob)),
            ];
            rt.launch(&program, kernel, &range, &args).unwrap();
            ob.read::<f64>().unwrap()
        } else {
            let xs: Vec<f32> = xs.iter().map(|&v| v as f32).collect();
            let ys: Vec<f32> = ys.iter().map(|&v| v as f32).collect();
            let (xb, yb) = (
                rt.buffer_from_slice(&xs).unwrap(),
                rt.buffer_from_slice(&ys).unwrap(),
            );
            let ob = rt.buffer_from_slice(&vec![0f32; ms.len()]).unwrap();
            let args = [
                ("x", ArgValue::Buffer(&xb)),
                ("y", ArgValue::Buffer(&yb)),
                ("ms", ArgValue::Buffer(&mb)),
                ("out", ArgValue::Buffer(&ob)),
            ];
            rt.launch(&program, kernel, &range, &args).unwrap();
            ob.read::<f32>()
                .unwrap()
                .into_iter()
                .map(|v| v as f64)
                .collect()
        }
    });
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    worst
}

/// Runs every case of `cases` (kernel `k{index}` of [`kernel_source`]) through `launch`
/// (kernel name, x, y, ms: the results), with the edge inputs and `random` random ones each,
/// and returns, per case, the worst error and its input.
fn measure_with(
    cases: &[Case],
    double: bool,
    random: usize,
    mut launch: impl FnMut(&str, &[f64], &[f64], &[i32]) -> Vec<f64>,
) -> Vec<(f64, f64, f64, i32, f64)> {
    let per_case = edges(double).len() + random;
    let ins = inputs(cases, double, per_case);
    let mut results: Vec<f64> = Vec::new();
    for (k, chunk) in ins.chunks(per_case).enumerate() {
        let ms: Vec<i32> = chunk.iter().map(|i| i.2).collect();
        let xs: Vec<f64> = chunk.iter().map(|i| i.0).collect();
        let ys: Vec<f64> = chunk.iter().map(|i| i.1).collect();
        results.extend(launch(&format!("k{k}"), &xs, &ys, &ms));
    }
    let mut worst = Vec::new();
    for (k, c) in cases.iter().enumerate() {
        let mut w = (0.0, 0.0, 0.0, 0, 0.0);
        for i in k * per_case..(k + 1) * per_case {
            let (x, y, n) = ins[i];
            let e = if double {
                ulps_f64(results[i], (c.reference)(x, y, n))
            } else {
                float_ulps(results[i], x, y, |x, y| (c.reference)(x, y, n))
            };
            if e > w.0 {
                w = (e, x, y, n, results[i]);
            }
        }
        worst.push(w);
    }
    worst
}

fn check(double: bool, products: Products) {
    let rt = runtime();
    let worst = measure(&rt, double, products);
    let path = match products {
        Products::Probed => "",
        Products::Dekker => "(Dekker's products) ",
    };
    judge(&cases(), double, path, &worst);
}

/// Holds each case's worst error (`measure_with`) to its limit; `path` names where it ran in
/// the report.
fn judge(cases: &[Case], double: bool, path: &str, worst: &[(f64, f64, f64, i32, f64)]) {
    let report = std::env::var_os("OCLVK_MATH_REPORT").is_some();
    let mut failures = Vec::new();
    for (c, &(e, x, y, n, got)) in cases.iter().zip(worst) {
        // The double reference may itself be up to an ulp off.
        let limit = if double {
            (c.double_ulp - 1.0).max(0.0)
        } else {
            c.float_ulp
        };
        if report {
            eprintln!(
                "{path}{} {}: max {e:.3} ulp (limit {}) at x={x:e} y={y:e} n={n}",
                if double { "double" } else { "float" },
                c.name,
                if double { c.double_ulp } else { c.float_ulp }
            );
        }
        if e > limit {
            failures.push(format!(
                "{path}{}: {e:.3} ulp > {limit} at x={x:e} y={y:e} n={n}: got {got:e}, want {:e}",
                c.name,
                (c.reference)(x, y, n)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn float_math_within_full_profile_limits() {
    check(false, Products::Probed);
}

/// The same with Dekker's products where the device's `fma` is fused too.
#[test]
fn float_math_within_full_profile_limits_with_dekker_products() {
    check(false, Products::Dekker);
}

/// The float library's fused path where lavapipe cannot take it: lavapipe's `fma` is not
/// fused (Mesa 22.3 rounds the product first), so there the tests above check Dekker's path
/// twice. Here the library's OpenCL C runs on an OpenCL platform (PoCL), whose `fma` rounds
/// once as OpenCL C requires, with its fused-fma question answering yes, then no: every float
/// function with a float form of its own over the inputs and limits of
/// `float_math_within_full_profile_limits`. `OCLVK_DIFF_PLATFORM` picks the platform by name
/// (default: the first with a device).
#[test]
fn float_library_both_product_paths_on_an_opencl_platform() {
    const QUESTION: &str = "bool __oclvk_fma_is_fused(void) {\n    return false;\n}";
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    let platform = opencl::Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
        panic!("this test needs an OpenCL platform (PoCL: scripts/install-deps): {e}")
    });
    let library = oclvk::spirv::math_library_source();
    assert!(library.contains(QUESTION), "the question's body changed");
    // Each case's call of a builtin with a float form becomes a call of that form (kernels
    // after the library, so the library's own calls stay the platform's builtins).
    let all = cases();
    let routed: Vec<(usize, String)> = all
        .iter()
        .enumerate()
        .filter_map(|(k, c)| {
            let form = format!("__oclvk_{}_f32", c.name);
            let defined = library.contains(&format!("float {form}("));
            let args = c.expr.strip_prefix(c.name)?.strip_prefix('(')?;
            (defined && !args.contains('&')).then(|| (k, format!("{form}({args}")))
        })
        .collect();
    let per_case = edges(false).len() + RANDOM_FLOAT;
    let ins = inputs(&all, false, per_case);
    let mut kernels = String::new();
    for (k, expr) in &routed {
        kernels += &format!(
            "kernel void k{k}(global const float *x, global const float *y, global const int *ms, \
             global float *out) {{\n  size_t i = get_global_id(0);\n  float a = x[i], b = y[i];\n  \
             int m = ms[i];\n  out[i] = {expr};\n}}\n"
        );
    }
    let mut failures = Vec::new();
    for fused in [true, false] {
        let answer = format!("bool __oclvk_fma_is_fused(void) {{\n    return {fused};\n}}");
        let source = format!(
            "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n{}\n{kernels}",
            library.replace(QUESTION, &answer)
        );
        let built = platform
            .build(&source, "-cl-std=CL1.2")
            .unwrap_or_else(|e| panic!("{e}"));
        for (k, _) in &routed {
            let c = &all[*k];
            let chunk = &ins[k * per_case..(k + 1) * per_case];
            let bytes = |v: &mut dyn Iterator<Item = [u8; 4]>| v.flatten().collect::<Vec<u8>>();
            let args = [
                opencl::ClArg::Buffer(bytes(&mut chunk.iter().map(|i| (i.0 as f32).to_le_bytes()))),
                opencl::ClArg::Buffer(bytes(&mut chunk.iter().map(|i| (i.1 as f32).to_le_bytes()))),
                opencl::ClArg::Buffer(bytes(&mut chunk.iter().map(|i| i.2.to_le_bytes()))),
                opencl::ClArg::Buffer(vec![0; chunk.len() * 4]),
            ];
            let out = built
                .run(&format!("k{k}"), &[chunk.len()], None, &args)
                .unwrap_or_else(|e| panic!("{}: {e}", c.name));
            let results = out[3]
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64);
            for (&(x, y, n), got) in chunk.iter().zip(results) {
                let e = float_ulps(got, x, y, |x, y| (c.reference)(x, y, n));
                if e > c.float_ulp {
                    failures.push(format!(
                        "{} (fused {fused}): {e:.3} ulp > {} at x={x:e} y={y:e} n={n}: got {got:e}",
                        c.name, c.float_ulp
                    ));
                    break;
                }
            }
        }
    }
    assert!(routed.len() > 20, "only {} functions routed", routed.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// pow and pown where the float library's logarithm weighs most: x in [1/2, 3/4) (just below
/// sqrt(1/2) the reduction takes e = -1 and f near sqrt(2) - 1, where the rounding of the f^3
/// term is largest against ln x) or anywhere, and |y ln x| from 80 to 103 (the widest exponents
/// whose result is still normal or subnormal), which multiplies an error of ln x by up to 103.
/// The random inputs of `float_math_within_full_profile_limits` seldom meet both at once (pow's
/// worst there is 1.3 ulp). On lavapipe pown reached 16.1 ulp here while the f^3 term of the
/// logarithm was rounded three times (f^3 from the square's head alone, then times P); now
/// the worst are 12.7 (pow) and 11.6 (pown).
#[test]
fn float_pow_and_pown_where_the_logarithm_weighs_most() {
    const KERNEL: &str = "kernel void k(global const float *x, global const float *y, \
        global const int *n, global float *p, global float *q) { size_t i = get_global_id(0); \
        p[i] = pow(x[i], y[i]); q[i] = pown(x[i], n[i]); }";
    let mut rng = Rng(0x3c6e_f372_fe94_f82b);
    let (mut xs, mut ys, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    while xs.len() < 300_000 {
        let x = if rng.next() & 1 == 0 {
            rng.uniform(0.5, 0.75) as f32
        } else {
            rng.magnitude(-30.0, 30.0, false) as f32
        };
        if x == 1.0 {
            continue;
        }
        let t = if rng.next() & 1 == 0 {
            rng.uniform(80.0, 88.0)
        } else {
            -rng.uniform(80.0, 103.0)
        };
        let y = (t / f64::from(x).ln()) as f32;
        xs.push(x);
        ys.push(y);
        ns.push(y as i32);
    }
    let rt = runtime();
    let n = xs.len();
    let (xb, yb, nb) = (
        rt.buffer_from_slice(&xs).unwrap(),
        rt.buffer_from_slice(&ys).unwrap(),
        rt.buffer_from_slice(&ns).unwrap(),
    );
    let pb = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
    let qb = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
    let args = [
        ("x", ArgValue::Buffer(&xb)),
        ("y", ArgValue::Buffer(&yb)),
        ("n", ArgValue::Buffer(&nb)),
        ("p", ArgValue::Buffer(&pb)),
        ("q", ArgValue::Buffer(&qb)),
    ];
    common::run_kernel(KERNEL, "k", n as u64, None, &args, &rt);
    let (p, q) = (pb.read::<f32>().unwrap(), qb.read::<f32>().unwrap());
    // (error, x, y or n) of the worst pow and pown results.
    let mut worst = [(0.0, 0.0, 0.0); 2];
    for i in 0..n {
        let (x, y, m) = (f64::from(xs[i]), f64::from(ys[i]), ns[i]);
        let measured = [
            (float_ulps(f64::from(p[i]), x, y, |x, y| x.powf(y)), y),
            (
                float_ulps(f64::from(q[i]), x, 0.0, |x, _| x.powi(m)),
                f64::from(m),
            ),
        ];
        for (w, (e, second)) in worst.iter_mut().zip(measured) {
            if e > w.0 {
                *w = (e, x, second);
            }
        }
    }
    for (name, (e, x, y)) in ["pow", "pown"].iter().zip(worst) {
        assert!(e <= 16.0, "{name}: {e:.3} ulp > 16 at x={x:e} y={y:e}");
    }
}

#[test]
fn double_math_within_full_profile_limits() {
    check(true, Products::Probed);
}

/// The float half of the model through the portable targets (the library's portable form,
/// `__OCLVK_PORTABLE_LIBRARY`: no NoContraction there, its exact steps frozen instead), with
/// fewer random inputs per function than the default target's run.
#[cfg(feature = "wgpu")]
mod portable {
    use super::*;
    use oclvk::naga_backend::{Code, Options};
    use oclvk::run::{RunConfig, RunOutput, RunSpecs};
    use oclvk::runner::{NdRange, RuntimeOptions};
    use oclvk::spec::ArgSpec;
    use oclvk::spirv::reflect::Target;

    /// Random inputs per function (after the edge inputs).
    const RANDOM_PORTABLE: usize = 400;

    /// The specs of one launch: x, y and ms from files, out zeros.
    fn specs(
        dir: &std::path::Path,
        double: bool,
        xs: &[f64],
        ys: &[f64],
        ms: &[i32],
    ) -> Vec<ArgSpec> {
        let floats = |v: &[f64]| -> Vec<u8> {
            if double {
                v.iter().flat_map(|&x| x.to_le_bytes()).collect()
            } else {
                v.iter().flat_map(|&x| (x as f32).to_le_bytes()).collect()
            }
        };
        let ints: Vec<u8> = ms.iter().flat_map(|m| m.to_le_bytes()).collect();
        let mut specs = Vec::new();
        for (name, bytes) in [("x", floats(xs)), ("y", floats(ys)), ("ms", ints)] {
            let path = dir.join(format!("{name}.bin"));
            std::fs::write(&path, bytes).expect("a scratch file");
            let spec = format!("{name}=file:{}", path.display());
            specs.push(ArgSpec::parse(&spec).expect("a spec"));
        }
        specs.push(ArgSpec::parse(&format!("out=zeros:{}", ms.len())).expect("a spec"));
        specs
    }

    fn results(double: bool, outputs: &[RunOutput]) -> Vec<f64> {
        let out = outputs
            .iter()
            .find(|o| o.param.name == "out")
            .expect("the output buffer");
        if double {
            out.bytes
                .chunks_exact(8)
                .map(|b| f64::from_le_bytes(b.try_into().expect("8 bytes")))
                .collect()
        } else {
            out.bytes
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64)
                .collect()
        }
    }

    /// The cases a portable target compiles: for double, not those it refuses
    /// (`INEXACT_DOUBLE_FUNCTIONS` in naga-backend/src/lib.rs).
    fn portable_cases(double: bool) -> Vec<Case> {
        const REFUSED: &[&str] = &[
            "pow", "powr", "pown", "rootn", "cbrt", "fma", "tgamma", "lgamma",
        ];
        cases()
            .into_iter()
            .filter(|c| !double || !REFUSED.iter().any(|r| c.name.starts_with(r)))
            .collect()
    }

    /// The worst errors of the library through `target`; `loose` computes the double
    /// divisions, square roots and inverse square roots the lowering still writes in float
    /// (`Options::loose_double_operations`).
    fn measure_portable(
        target: Target,
        double: bool,
        loose: bool,
    ) -> Vec<(f64, f64, f64, i32, f64)> {
        let cases = portable_cases(double);
        let src = kernel_source(&cases, if double { "double" } else { "float" });
        with_portable_launches(target, &src, double, loose, |launch| {
            measure_with(&cases, double, RANDOM_PORTABLE, launch)
        })
    }

    /// `body` given a launcher of `src`'s kernels compiled for `target` (`loose` as in
    /// [`measure_portable`]): kernel name, x, y and ms (one work-item each) in, out's values
    /// out.
    fn with_portable_launches<T>(
        target: Target,
        src: &str,
        double: bool,
        loose: bool,
        body: impl FnOnce(&mut dyn FnMut(&str, &[f64], &[f64], &[i32]) -> Vec<f64>) -> T,
    ) -> T {
        let (compilation, output) = oclvk::compile_source_portable(
            "math_accuracy.cl",
            src,
            &oclvk::CompileOptions::default(),
            &Options {
                target,
                loose_double_operations: loose,
                ..Options::default()
            },
        );
        let output = output.unwrap_or_else(|| {
            panic!(
                "{}",
                compilation.render(oclvk::DiagnosticFormat::Text, false)
            )
        });
        // One scratch directory per source (tests run in parallel).
        let digest = src.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        let dir = common::scratch(&format!(
            "math_accuracy_{}_{digest:016x}_{loose}",
            target.name()
        ));
        let config = RunConfig::default();
        let range = |n: usize| NdRange::new(&[n as u64]);
        let options = RuntimeOptions {
            validation: true,
            ..RuntimeOptions::from_env()
        };
        match output.code {
            Code::Words(words) => {
                let rt = Runtime::new(RuntimeOptions {
                    buffer_device_address: false,
                    ..options
                })
                .expect("a Vulkan device");
                let module = oclvk::spirv::Output {
                    words,
                    reflection: output.reflection,
                };
                let program = oclvk::load(&rt, &module).unwrap();
                let result = body(&mut |kernel, xs, ys, ms| {
                    let specs = specs(&dir, double, xs, ys, ms);
                    let report = rt
                        .run_specs(&program, kernel, &range(ms.len()), &specs, &config)
                        .unwrap_or_else(|e| panic!("{kernel}: {e}"));
                    results(double, &report.outputs)
                });
                assert_eq!(rt.validation_messages(), Vec::<String>::new());
                result
            }
            Code::Text(text) => {
                let device =
                    oclvk::wgpu_run::WgpuDevice::new(options.device.as_ref(), options.timeout)
                        .expect("a wgpu Vulkan adapter");
                body(&mut |kernel, xs, ys, ms| {
                    let specs = specs(&dir, double, xs, ys, ms);
                    let report = device
                        .run_specs(
                            &text,
                            &output.reflection,
                            kernel,
                            &range(ms.len()),
                            &specs,
                            &config,
                        )
                        .unwrap_or_else(|e| panic!("{kernel}: {e}"));
                    results(double, &report.outputs)
                })
            }
        }
    }

    #[test]
    fn float_math_within_full_profile_limits_on_vulkan_portable() {
        let worst = measure_portable(Target::Vulkan1_2Portable, false, false);
        judge(
            &portable_cases(false),
            false,
            "vulkan1.2-portable: ",
            &worst,
        );
    }

    #[test]
    fn float_math_within_full_profile_limits_on_wgsl() {
        let worst = measure_portable(Target::Wgsl, false, false);
        judge(&portable_cases(false), false, "wgsl: ", &worst);
    }

    /// The double library too, where a portable target has double (its double-double steps
    /// frozen as the float ones are), but for the functions the targets refuse.
    #[test]
    fn double_math_within_full_profile_limits_on_vulkan_portable() {
        let worst = measure_portable(Target::Vulkan1_2Portable, true, false);
        judge(&portable_cases(true), true, "vulkan1.2-portable: ", &worst);
    }

    /// Dividends and divisors for the division test: every class of bit pattern, quotients
    /// near overflow, subnormal quotients (those a first rounding to 53 bits puts exactly
    /// halfway between two subnormals included), exact quotients, and zeros, infinities and
    /// NaN against each other.
    fn division_operands() -> (Vec<f64>, Vec<f64>) {
        let mut rng = Rng(0x5851_f42d_4c95_7f2d);
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        let mut push = |x: f64, y: f64| {
            xs.push(x);
            ys.push(y);
        };
        for _ in 0..2048 {
            push(f64::from_bits(rng.next()), f64::from_bits(rng.next()));
        }
        for _ in 0..2048 {
            let x = rng.magnitude(-1060.0, 1023.0, true);
            let y = rng.magnitude(-1060.0, 1023.0, true);
            push(x, y);
        }
        for _ in 0..512 {
            // Near overflow: |x| close to the largest double, |y| in (1/2, 1].
            push(
                f64::MAX * rng.uniform(0.5, 1.0),
                rng.uniform(0.5, 1.0) * if rng.next() & 1 == 0 { 1.0 } else { -1.0 },
            );
        }
        for _ in 0..1024 {
            // Subnormal quotients.
            push(
                rng.magnitude(-1020.0, -900.0, true),
                rng.magnitude(10.0, 170.0, true),
            );
        }
        for _ in 0..1024 {
            // x = t y rounded, t an odd multiple of 2^-1075 with few bits: x / y rounds to t
            // in 53 bits, a tie between subnormals, while the quotient is not t.
            let odd = (rng.next() % 64) * 2 + 1;
            let t = odd as f64 * 2f64.powi(-1075 + 40) * 2f64.powi(-40);
            let y = rng.magnitude(60.0, 200.0, false);
            push(t * y, y);
        }
        for _ in 0..512 {
            // Exact quotients: a b with 26-bit a and b, divided by b.
            let a = (rng.next() >> 38) as f64 * 2f64.powi(rng.next() as i32 % 200);
            let b = (rng.next() >> 38 | 1) as f64 * 2f64.powi(rng.next() as i32 % 200);
            push(a * b, b);
        }
        let special = [
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            1.0,
            -3.0,
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            f64::MAX,
        ];
        for &x in &special {
            for &y in &special {
                push(x, y);
            }
        }
        // (An even count: `quotient2` takes pairs.)
        assert_eq!(xs.len() % 2, 0);
        (xs, ys)
    }

    /// Whether two doubles are the same bits, or both NaN.
    fn same(a: f64, b: f64) -> bool {
        a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
    }

    /// A double division in a kernel (scalar and `double2`) is correctly rounded, bit for bit
    /// the host's, where the driver's own division is only as precise as Vulkan promises: the
    /// portable lowering calls the library's division (NVIDIA's driver divides fast there).
    #[test]
    fn double_division_correctly_rounded_on_vulkan_portable_with_loose_double_operations() {
        const SRC: &str = "\
kernel void quotient(global const double *x, global const double *y, global const int *ms,
                     global double *out) {
    size_t i = get_global_id(0);
    out[i] = x[i] / y[i];
}
kernel void quotient2(global const double *x, global const double *y, global const int *ms,
                      global double *out) {
    size_t i = get_global_id(0);
    if (i % 2 == 0) {
        double2 q = vload2(i / 2, x);
        q /= vload2(i / 2, y);
        vstore2(q, i / 2, out);
    }
}
";
        let (xs, ys) = division_operands();
        let ms = vec![0; xs.len()];
        let outs = with_portable_launches(Target::Vulkan1_2Portable, SRC, true, true, |launch| {
            ["quotient", "quotient2"].map(|k| launch(k, &xs, &ys, &ms))
        });
        for (kernel, out) in ["quotient", "quotient2"].iter().zip(outs) {
            let wrong: Vec<String> = (0..xs.len())
                .filter(|&i| !same(out[i], xs[i] / ys[i]))
                .map(|i| {
                    format!(
                        "{:e} / {:e}: got {:e}, want {:e}",
                        xs[i],
                        ys[i],
                        out[i],
                        xs[i] / ys[i]
                    )
                })
                .collect();
            assert!(
                wrong.is_empty(),
                "{kernel}: {} wrong, first {:#?}",
                wrong.len(),
                &wrong[..wrong.len().min(10)]
            );
        }
    }

    /// `sqrt` on double is correctly rounded bit for bit on every class of argument where the
    /// driver's square root is only as precise as Vulkan promises.
    #[test]
    fn double_sqrt_correctly_rounded_on_vulkan_portable_with_loose_double_operations() {
        const SRC: &str = "\
kernel void root(global const double *x, global const double *y, global const int *ms,
                 global double *out) {
    size_t i = get_global_id(0);
    out[i] = sqrt(x[i]);
}
";
        let mut rng = Rng(0x2f2b_3c8e_1d9a_7b35);
        let mut xs: Vec<f64> = (0..4096).map(|_| f64::from_bits(rng.next() >> 1)).collect();
        xs.extend((0..2048).map(|_| rng.magnitude(-1074.0, 1024.0, false)));
        // Perfect squares and their neighbours.
        for _ in 0..1024 {
            let a = (rng.next() >> 38) as f64 * 2f64.powi(rng.next() as i32 % 400);
            let sq = a * a;
            xs.extend([
                sq,
                f64::from_bits(sq.to_bits() + 1),
                f64::from_bits(sq.to_bits() - 1),
            ]);
        }
        xs.extend([
            0.0,
            -0.0,
            -1.0,
            f64::INFINITY,
            f64::NAN,
            f64::from_bits(1),
            f64::MAX,
            f64::MIN_POSITIVE,
        ]);
        let ys = vec![0.0; xs.len()];
        let ms = vec![0; xs.len()];
        let out = with_portable_launches(Target::Vulkan1_2Portable, SRC, true, true, |launch| {
            launch("root", &xs, &ys, &ms)
        });
        let wrong: Vec<String> = (0..xs.len())
            .filter(|&i| !same(out[i], xs[i].sqrt()))
            .map(|i| {
                format!(
                    "sqrt({:e}): got {:e}, want {:e}",
                    xs[i],
                    out[i],
                    xs[i].sqrt()
                )
            })
            .collect();
        assert!(
            wrong.is_empty(),
            "{} wrong, first {:#?}",
            wrong.len(),
            &wrong[..wrong.len().min(10)]
        );
    }

    /// The same where every double division, square root and inverse square root the lowering
    /// writes is only as precise as Vulkan promises (computed in float): what NVIDIA's driver
    /// gives (acos 10^5 ulp off there while the library took them from the driver). The
    /// portable library takes none of them: its own correctly rounded forms.
    #[test]
    fn double_math_within_full_profile_limits_on_vulkan_portable_with_loose_double_operations() {
        let worst = measure_portable(Target::Vulkan1_2Portable, true, true);
        judge(
            &portable_cases(true),
            true,
            "vulkan1.2-portable, loose double operations: ",
            &worst,
        );
    }
}

/// Dense inputs for the float trigonometric functions (the float library's own reductions):
/// random bit patterns (every class: subnormals, huge, infinities, NaN), the common ranges, the
/// floats nearest to multiples of pi/2 (the worst cancellations) on both sides of the
/// Cody-Waite limit, quarter and half turns and the integers where sinpi's reduction changes.
fn float_trig_inputs() -> Vec<f32> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut v: Vec<f32> = Vec::new();
    v.extend((0..1 << 16).map(|_| f32::from_bits(rng.next() as u32)));
    v.extend((0..1 << 14).map(|_| f32::from_bits(rng.next() as u32 & 0x807f_ffff)));
    v.extend((0..1 << 15).map(|_| rng.uniform(-4.0, 4.0) as f32));
    v.extend((0..1 << 15).map(|_| rng.uniform(-7000.0, 7000.0) as f32));
    v.extend((0..1 << 14).map(|_| rng.magnitude(-30.0, 128.0, true) as f32));
    for k in 1..4200 {
        let near = (k as f64 * PI / 2.0) as f32;
        let b = near.to_bits();
        v.extend([b - 1, b, b + 1].map(f32::from_bits));
        v.extend([b - 1, b, b + 1].map(|b| -f32::from_bits(b)));
    }
    for k in -2000..2000 {
        v.push(k as f32 * 0.25);
        v.push(k as f32 * 0.25 + 1e-3);
    }
    for e in [12, 22, 23, 24, 25, 60, 100, 127] {
        let p = 2f32.powi(e);
        v.extend([
            p,
            f32::from_bits(p.to_bits() - 1),
            f32::from_bits(p.to_bits() + 1),
        ]);
        v.extend([p * 1.5, p * 1.75]);
    }
    v.extend([
        6400.0,
        f32::from_bits(6400f32.to_bits() + 1),
        2f32.powi(-12),
        f32::from_bits(2f32.powi(-12).to_bits() - 1),
        2f32.powi(-14),
        1e30,
        -1e30,
        f32::MAX,
        -f32::MAX,
        f32::MIN_POSITIVE,
        f32::from_bits(1),
        // The float closest to a multiple of pi/2 below 6400 (2^-27.8 away).
        252.898_21,
    ]);
    // Above 6400, the twelve floats closest to a multiple of pi/2 (down to 2^-29.9 quarter
    // turns: 16367173 2^72 first), from a search over every mantissa of every binade.
    v.extend(
        [
            0x6f79_be45u32,
            0x50a3_e87f,
            0x6ff9_be45,
            0x5123_e87f,
            0x6a19_76f1,
            0x7079_be45,
            0x53b1_46a6,
            0x6589_8498,
            0x51a3_e87f,
            0x7758_4625,
            0x4c23_32e9,
            0x6c55_da58,
        ]
        .map(f32::from_bits),
    );
    v.extend(v.clone().into_iter().map(|x| -x));
    v
}

/// sin, cos, tan, sinpi, cospi and tanpi in float over dense inputs, within the full
/// profile's limits, each with its worst error reported under `OCLVK_MATH_REPORT`.
#[test]
fn float_trigonometry_dense_inputs_within_full_profile_limits() {
    type Reference = fn(f64) -> f64;
    let functions: [(&str, f64, Reference); 6] = [
        ("sin", 4.0, f64::sin),
        ("cos", 4.0, f64::cos),
        ("tan", 5.0, f64::tan),
        ("sinpi", 4.0, |x| sinpi_ref(x, 0)),
        ("cospi", 4.0, |x| sinpi_ref(x, 1)),
        ("tanpi", 6.0, tanpi_ref),
    ];
    let mut src = String::from("kernel void k(global const float *x, global float *out) {\n");
    src += "  size_t i = get_global_id(0), n = get_global_size(0);\n  float a = x[i];\n";
    for (k, (name, _, _)) in functions.iter().enumerate() {
        src += &format!("  out[{k} * n + i] = {name}(a);\n");
    }
    src += "}\n";
    let xs = float_trig_inputs();
    let n = xs.len();
    let rt = runtime();
    let xb = rt.buffer_from_slice(&xs).unwrap();
    let ob = rt
        .buffer_from_slice(&vec![0f32; n * functions.len()])
        .unwrap();
    common::run_kernel(
        &src,
        "k",
        n as u64,
        None,
        &[("x", ArgValue::Buffer(&xb)), ("out", ArgValue::Buffer(&ob))],
        &rt,
    );
    let out = ob.read::<f32>().unwrap();
    let report = std::env::var_os("OCLVK_MATH_REPORT").is_some();
    let mut failures = Vec::new();
    for (k, (name, limit, reference)) in functions.iter().enumerate() {
        let mut worst = (0.0, 0f32, 0f32);
        for (i, &x) in xs.iter().enumerate() {
            let got = out[k * n + i];
            let e = float_ulps(f64::from(got), f64::from(x), 0.0, |x, _| reference(x));
            if e > worst.0 {
                worst = (e, x, got);
            }
        }
        if report {
            eprintln!(
                "dense float {name}: max {:.3} ulp (limit {limit}) at x={:e}",
                worst.0, worst.1
            );
        }
        if worst.0 > *limit {
            failures.push(format!(
                "{name}: {:.3} ulp > {limit} at x={:e} ({:#010x}): got {:e}",
                worst.0,
                worst.1,
                worst.1.to_bits(),
                worst.2
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Exact results the specification fixes (signs of zeros, poles, exact powers and roots), for
/// double and float.
#[test]
fn exact_special_values() {
    let checks: &[(&str, f64)] = &[
        ("sinpi(-0.0)", -0.0),
        ("sinpi(1.0)", 0.0),
        ("sinpi(-1.0)", -0.0),
        ("sinpi(0.5)", 1.0),
        ("cospi(0.5)", 0.0),
        ("cospi(1.0)", -1.0),
        ("tanpi(0.5)", f64::INFINITY),
        ("tanpi(-0.5)", f64::NEG_INFINITY),
        ("tanpi(1.5)", f64::NEG_INFINITY),
        ("tanpi(1.0)", -0.0),
        ("tanpi(0.25)", 1.0),
        ("sin(-0.0)", -0.0),
        ("tan(-0.0)", -0.0),
        ("asin(-0.0)", -0.0),
        ("atan(-0.0)", -0.0),
        ("acos(1.0)", 0.0),
        ("sqrt(-0.0)", -0.0),
        ("sqrt(16.0)", 4.0),
        ("rsqrt(0.25)", 2.0),
        ("rsqrt(-0.0)", f64::NEG_INFINITY),
        ("exp(0.0)", 1.0),
        ("exp2(10.0)", 1024.0),
        ("exp2(-1074.0)", 5e-324),
        ("exp10(3.0)", 1000.0),
        ("expm1(-0.0)", -0.0),
        ("log(1.0)", 0.0),
        ("log(0.0)", f64::NEG_INFINITY),
        ("log2(8.0)", 3.0),
        ("log2(0x1p-1074)", -1074.0),
        ("log10(1000.0)", 3.0),
        ("log1p(-1.0)", f64::NEG_INFINITY),
        ("log1p(-0.0)", -0.0),
        ("cbrt(-27.0)", -3.0),
        ("cbrt(-0.0)", -0.0),
        ("pow(-2.0, 3.0)", -8.0),
        ("pow(-0.0, -3.0)", f64::NEG_INFINITY),
        ("pow(-0.0, 2.0)", 0.0),
        ("pow(-1.0, INFINITY)", 1.0),
        ("pow(1.0, NAN)", 1.0),
        ("pow(NAN, 0.0)", 1.0),
        ("pow(-INFINITY, -3.0)", -0.0),
        ("pown(-2.0, 3)", -8.0),
        ("pown(0.0, -2)", f64::INFINITY),
        ("pown(-0.0, -3)", f64::NEG_INFINITY),
        ("rootn(-8.0, 3)", -2.0),
        ("rootn(-0.0, 3)", -0.0),
        ("rootn(-0.0, -3)", f64::NEG_INFINITY),
        ("rootn(16.0, -4)", 0.5),
        ("hypot(INFINITY, NAN)", f64::INFINITY),
        ("hypot(3.0, -4.0)", 5.0),
        ("hypot(0x1p-1074, 0x1p-1074)", 5e-324),
        ("atan2(0.0, -0.0)", std::f64::consts::PI),
        ("atan2(-0.0, -0.0)", -std::f64::consts::PI),
        ("atan2(-0.0, 0.0)", -0.0),
        ("atan2(1.0, -INFINITY)", std::f64::consts::PI),
        ("atan2(INFINITY, INFINITY)", std::f64::consts::FRAC_PI_4),
        ("atan2pi(1.0, -1.0)", 0.75),
        ("atanh(1.0)", f64::INFINITY),
        ("acosh(1.0)", 0.0),
        ("asinh(-0.0)", -0.0),
        ("tanh(-INFINITY)", -1.0),
        ("cosh(-INFINITY)", f64::INFINITY),
        ("sinh(-0.0)", -0.0),
        ("tanh(-0.0)", -0.0),
        ("atanh(-0.0)", -0.0),
        ("erf(-0.0)", -0.0),
        ("tgamma(-0.0)", f64::NEG_INFINITY),
        ("exp(-INFINITY)", 0.0),
        ("expm1(-INFINITY)", -1.0),
        ("fma(-0.0, 2.0, -0.0)", -0.0),
        ("fma(-0.0, -2.0, -0.0)", 0.0),
        ("fma(0.0, 2.0, -3.0)", -3.0),
        ("fma(1e-300, 1e-300, 1e-300)", 1e-300),
        ("fma(0x1p-1074, 0x1p-1074, -0x1p-1074)", -5e-324),
        (
            "fma(1.0000000000000002, 0.9999999999999999, -1.0)",
            1.1102230246251563e-16,
        ),
    ];
    let nan_checks = [
        "pow(-2.0, 0.5)",
        "powr(-1.0, 2.0)",
        "powr(0.0, 0.0)",
        "powr(1.0, INFINITY)",
        "rootn(-8.0, 2)",
        "rootn(8.0, 0)",
        "sqrt(-1.0)",
        "log(-1.0)",
        "acos(1.5)",
        "sin(INFINITY)",
        "tanpi(NAN)",
        "exp(NAN)",
        "exp2(NAN)",
        "exp10(NAN)",
        "expm1(NAN)",
        "sinh(NAN)",
        "cosh(NAN)",
        "tanh(NAN)",
        "pow(NAN, 2.0)",
        "fma(NAN, 0.0, 1.0)",
    ];
    let rt = runtime();
    for ty in ["double", "float"] {
        let mut src = format!("#define T {ty}\nkernel void k(global T *out) {{\n");
        let expr = |e: &str| {
            let e = e
                .replace("INFINITY", "(T)INFINITY")
                .replace("NAN", "(T)NAN")
                .replace(
                    "0x1p-1074",
                    if ty == "double" {
                        "0x1p-1074"
                    } else {
                        "0x1p-149f"
                    },
                );
            if ty == "float" {
                float_literals(&e)
            } else {
                e
            }
        };
        for (i, (e, _)) in checks.iter().enumerate() {
            src += &format!("  out[{i}] = (T)({});\n", expr(e));
        }
        for (i, e) in nan_checks.iter().enumerate() {
            src += &format!("  out[{}] = (T)({});\n", checks.len() + i, expr(e));
        }
        src += "}\n";
        let n = checks.len() + nan_checks.len();
        let out_d;
        let got: Vec<f64> = if ty == "double" {
            out_d = rt.buffer_from_slice(&vec![0f64; n]).unwrap();
            common::run_kernel(
                &src,
                "k",
                1,
                None,
                &[("out", ArgValue::Buffer(&out_d))],
                &rt,
            );
            out_d.read::<f64>().unwrap()
        } else {
            let out = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
            common::run_kernel(&src, "k", 1, None, &[("out", ArgValue::Buffer(&out))], &rt);
            out.read::<f32>()
                .unwrap()
                .into_iter()
                .map(f64::from)
                .collect()
        };
        for (i, (e, want)) in checks.iter().enumerate() {
            // Float rounds the few non-representable expectations (pi, sqrt 2, subnormals).
            let want = if ty == "float" {
                let w = *want as f32;
                if e.contains("1074") || e.starts_with("fma(") {
                    continue;
                }
                f64::from(w)
            } else {
                *want
            };
            assert!(
                got[i] == want && got[i].is_sign_negative() == want.is_sign_negative(),
                "{ty} {e}: got {:e}, want {want:e}",
                got[i]
            );
        }
        for (i, e) in nan_checks.iter().enumerate() {
            assert!(
                got[checks.len() + i].is_nan(),
                "{ty} {e}: got {:e}",
                got[checks.len() + i]
            );
        }
    }
}

/// `e` with every decimal floating literal (`2.0`, `0.5`) suffixed `f`.
fn float_literals(e: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = e.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        out.push(c);
        let starts_number = c.is_ascii_digit() && (i == 0 || !chars[i - 1].is_alphanumeric());
        if starts_number && !(c == '0' && chars.get(i + 1) == Some(&'x')) {
            let mut j = i + 1;
            while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.') {
                out.push(chars[j]);
                j += 1;
            }
            if chars[i..j].contains(&'.') {
                out.push('f');
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

const VECTOR_KERNELS: &str = r#"
kernel void sincos4(global const float4 *x, global float4 *s, global float4 *c) {
    size_t i = get_global_id(0);
    float4 cv;
    s[i] = sincos(x[i], &cv);
    c[i] = cv;
}

kernel void pow4(global const float4 *x, global const float4 *y, global float4 *p) {
    size_t i = get_global_id(0);
    p[i] = pow(x[i], y[i]);
}

kernel void rootn4(global const float4 *x, global const int4 *n, global float4 *r) {
    size_t i = get_global_id(0);
    r[i] = rootn(x[i], n[i]);
}

kernel void fma4(global const float4 *x, global const float4 *y, global float4 *f) {
    size_t i = get_global_id(0);
    f[i] = fma(x[i], y[i], -x[i] * y[i]);
}

kernel void exp8(global const float *x8, global float *e8) {
    size_t i = get_global_id(0);
    vstore8(exp(vload8(i, x8)), i, e8);
}

kernel void sincos_d2(global const double2 *dx, global double2 *ds, global double2 *dc) {
    size_t i = get_global_id(0);
    double2 dcv;
    ds[i] = sincos(dx[i], &dcv);
    dc[i] = dcv;
}

kernel void atan2_3(global const float4 *x, global const float4 *y, global float3 *t3) {
    size_t i = get_global_id(0);
    t3[i] = atan2(x[i].xyz, y[i].xyz);
}

kernel void half_fns(global const float *x, global float *out) {
    size_t i = get_global_id(0);
    float v = x[i];
    float a = fabs(v) + 0.001f;
    out[14 * i + 0] = half_sin(v);
    out[14 * i + 1] = half_cos(v);
    out[14 * i + 2] = half_tan(v);
    out[14 * i + 3] = half_exp(v * 0.01f);
    out[14 * i + 4] = half_exp2(v * 0.01f);
    out[14 * i + 5] = half_exp10(v * 0.001f);
    out[14 * i + 6] = half_log(a);
    out[14 * i + 7] = half_log2(a);
    out[14 * i + 8] = half_log10(a);
    out[14 * i + 9] = half_powr(a, 1.5f);
    out[14 * i + 10] = half_sqrt(a);
    out[14 * i + 11] = half_rsqrt(a);
    out[14 * i + 12] = half_recip(a);
    out[14 * i + 13] = half_divide(v, a);
}
"#;

const FMA_SQRT_KERNEL: &str = r#"
kernel void fma_sqrt(global const float *a, global const float *b, global const float *c,
                     global float *f, global float *s) {
    size_t i = get_global_id(0);
    f[i] = fma(a[i], b[i], c[i]);
    s[i] = sqrt(fabs(a[i]));
}
"#;

/// Float `fma` and `sqrt` are correctly rounded (bit for bit the host's) on the inputs that
/// take their slow paths: products below 2^-100 or above 2^100, results in the subnormal
/// range (ties on the 2^-149 grid included), sums that cancel, infinite addends with
/// overflowing products, products whose Dekker terms would be subnormal, and square roots of
/// subnormals and huge values; plus random bits.
#[test]
fn float_fma_and_sqrt_are_correctly_rounded() {
    fma_and_sqrt_are_correctly_rounded(Products::Probed);
}

#[test]
fn float_fma_and_sqrt_are_correctly_rounded_with_dekker_products() {
    fma_and_sqrt_are_correctly_rounded(Products::Dekker);
}

fn fma_and_sqrt_are_correctly_rounded(products: Products) {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut bits = || f32::from_bits(rng.next() as u32);
    let mut triples = Vec::new();
    let scaled = |m: u64, e: i32| (1.0 + (m & 0xfff) as f64 / 4096.0) as f32 * 2f32.powi(e);
    for k in 0..3000u64 {
        let (a, b) = (bits(), bits());
        let c = match k % 6 {
            // Cancelling sums: c near -a b.
            0 => -(f64::from(a) * f64::from(b)) as f32,
            1 => bits(),
            2 => -(f64::from(a) * f64::from(b) * (1.0 + 1e-6)) as f32,
            _ => 0.0,
        };
        triples.push((a, b, c));
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for k in 0..3000u64 {
        let (m1, m2, m3) = (rng.next(), rng.next(), rng.next());
        let (ea, eb) = ((m1 >> 20) % 20, (m2 >> 20) % 20);
        let t = match k % 3 {
            // Tiny products, subnormal results, ties on the subnormal grid.
            0 => (
                scaled(m1, -70 - ea as i32),
                scaled(m2, -60 - eb as i32),
                ((m3 & 0xfff) as f32 - 2048.0) * 2f32.powi(-149 + (m3 >> 20) as i32 % 10),
            ),
            // Moderate operands whose product and sum cross the subnormal range.
            1 => (
                scaled(m1, -30 + ea as i32),
                scaled(m2, -100 + eb as i32),
                ((m3 & 0xffff) as f32 - 32768.0) * 2f32.powi(-130 - (m3 >> 20) as i32 % 20),
            ),
            // Huge factors: overflowing products cancelled by c, or infinite addends.
            _ => {
                let (a, b) = (scaled(m1, 60 + ea as i32), -scaled(m2, 60 + eb as i32));
                let c = if m3 & 1 == 0 { f32::INFINITY } else { f32::MAX };
                (a, b, c)
            }
        };
        triples.push(t);
    }
    // Products above 2^-100 whose factor's low part (or partial product) is subnormal, c
    // cancelling most of the product: a device flushing float denormals lost those parts
    // (the H100 gave 7.312741e-32 for the first).
    triples.push((5.800533e7, -1.0198715e-34, 5.915798e-27));
    let mut rng = Rng(0x6a09_e667_f3bc_c908);
    for _ in 0..1000u64 {
        let (m1, m2, m3) = (rng.next(), rng.next(), rng.next());
        let a = scaled(m1, 10 + ((m1 >> 20) % 30) as i32);
        let b = -scaled(m2, -126 + ((m2 >> 20) % 20) as i32);
        let p = f64::from(a) * f64::from(b);
        let c = (-p * (1.0 + ((m3 & 0xffff) as f64 - 32768.0) * 2f64.powi(-30))) as f32;
        triples.push((a, b, c));
    }
    let rt = runtime();
    let col = |f: fn(&(f32, f32, f32)) -> f32| -> Vec<f32> { triples.iter().map(f).collect() };
    let (a, b, c) = (col(|t| t.0), col(|t| t.1), col(|t| t.2));
    let n = triples.len();
    let (ab, bb, cb) = (
        rt.buffer_from_slice(&a).unwrap(),
        rt.buffer_from_slice(&b).unwrap(),
        rt.buffer_from_slice(&c).unwrap(),
    );
    let fb = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
    let sb = rt.buffer_from_slice(&vec![0f32; n]).unwrap();
    let args = [
        ("a", ArgValue::Buffer(&ab)),
        ("b", ArgValue::Buffer(&bb)),
        ("c", ArgValue::Buffer(&cb)),
        ("f", ArgValue::Buffer(&fb)),
        ("s", ArgValue::Buffer(&sb)),
    ];
    let program = load_float_math(&rt, FMA_SQRT_KERNEL, products);
    launch(&rt, &program, "fma_sqrt", n as u64, &args);
    let (f, s) = (fb.read::<f32>().unwrap(), sb.read::<f32>().unwrap());
    let same = |x: f32, y: f32| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
    for (i, &(a, b, c)) in triples.iter().enumerate() {
        let want = a.mul_add(b, c);
        assert!(
            same(f[i], want),
            "fma({a:e}, {b:e}, {c:e}) = {:e}, want {want:e}",
            f[i]
        );
        let want = a.abs().sqrt();
        // A device that flushes float denormals may read a subnormal argument as zero.
        let flushed = a.abs() < f32::MIN_POSITIVE && s[i] == 0.0;
        assert!(
            same(s[i], want) || flushed,
            "sqrt({:e}) = {:e}, want {want:e}",
            a.abs(),
            s[i]
        );
    }
}

/// Vector overloads go lane by lane (4-, 3- and 8-lane float, 2-lane double), `sincos` stores
/// the cosine through its pointer, float `fma` is correctly rounded (the product's rounding
/// error comes out exactly), and the `half_` functions meet their 8192-ulp limit on their
/// domain (|x| <= 2^16 for the trigonometric ones).
#[test]
fn vectors_sincos_fma_and_half() {
    let rt = runtime();
    let n = 256usize;
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let xs: Vec<f32> = (0..4 * n)
        .map(|i| match i % 3 {
            0 => rng.uniform(-10.0, 10.0) as f32,
            1 => rng.uniform(-65536.0, 65536.0) as f32,
            _ => rng.uniform(0.0, 3.0) as f32,
        })
        .collect();
    let ys: Vec<f32> = (0..4 * n).map(|_| rng.uniform(-4.0, 4.0) as f32).collect();
    let ns: Vec<i32> = (0..4 * n).map(|_| (rng.next() % 9) as i32 + 1).collect();
    let x8: Vec<f32> = (0..8 * n)
        .map(|_| rng.uniform(-80.0, 80.0) as f32)
        .collect();
    let dxs: Vec<f64> = (0..2 * n)
        .map(|_| rng.magnitude(-10.0, 60.0, true))
        .collect();
    let buf_f = |len: usize| rt.buffer_from_slice(&vec![0f32; len]).unwrap();
    let (xb, yb, nb) = (
        rt.buffer_from_slice(&xs).unwrap(),
        rt.buffer_from_slice(&ys).unwrap(),
        rt.buffer_from_slice(&ns).unwrap(),
    );
    let (sb, cb, pb, rb, fb) = (
        buf_f(4 * n),
        buf_f(4 * n),
        buf_f(4 * n),
        buf_f(4 * n),
        buf_f(4 * n),
    );
    let (x8b, e8b) = (rt.buffer_from_slice(&x8).unwrap(), buf_f(8 * n));
    let dxb = rt.buffer_from_slice(&dxs).unwrap();
    let dsb = rt.buffer_from_slice(&vec![0f64; 2 * n]).unwrap();
    let dcb = rt.buffer_from_slice(&vec![0f64; 2 * n]).unwrap();
    let t3b = buf_f(4 * n);
    let launch = |kernel: &str, args: &[(&str, ArgValue<'_>)]| {
        common::run_kernel(VECTOR_KERNELS, kernel, n as u64, None, args, &rt)
    };
    let b = ArgValue::Buffer;
    launch("sincos4", &[("x", b(&xb)), ("s", b(&sb)), ("c", b(&cb))]);
    launch("pow4", &[("x", b(&xb)), ("y", b(&yb)), ("p", b(&pb))]);
    launch("rootn4", &[("x", b(&xb)), ("n", b(&nb)), ("r", b(&rb))]);
    launch("fma4", &[("x", b(&xb)), ("y", b(&yb)), ("f", b(&fb))]);
    launch("exp8", &[("x8", b(&x8b)), ("e8", b(&e8b))]);
    launch(
        "sincos_d2",
        &[("dx", b(&dxb)), ("ds", b(&dsb)), ("dc", b(&dcb))],
    );
    launch("atan2_3", &[("x", b(&xb)), ("y", b(&yb)), ("t3", b(&t3b))]);
    let fl = |got: f32, want: f64| ulps(f64::from(got), want, 23, -126, f32::MAX as f64);
    let (s, c, p, r, f) = (
        sb.read::<f32>().unwrap(),
        cb.read::<f32>().unwrap(),
        pb.read::<f32>().unwrap(),
        rb.read::<f32>().unwrap(),
        fb.read::<f32>().unwrap(),
    );
    let t3 = t3b.read::<f32>().unwrap();
    for i in 0..4 * n {
        let (x, y) = (f64::from(xs[i]), f64::from(ys[i]));
        assert!(fl(s[i], x.sin()) <= 4.0, "sincos sin({x}) = {}", s[i]);
        assert!(fl(c[i], x.cos()) <= 4.0, "sincos cos({x}) = {}", c[i]);
        assert!(fl(p[i], x.powf(y)) <= 16.0, "pow({x}, {y}) = {}", p[i]);
        let want_r = rootn_ref(x, ns[i]);
        assert!(fl(r[i], want_r) <= 16.0, "rootn({x}, {}) = {}", ns[i], r[i]);
        // fma(x, y, -(x*y rounded)) is the product's exact rounding error.
        let want_f = xs[i].mul_add(ys[i], -(xs[i] * ys[i]));
        assert_eq!(f[i].to_bits(), want_f.to_bits(), "fma({x}, {y}, -x*y)");
        if i % 4 != 3 {
            assert!(fl(t3[i], x.atan2(y)) <= 6.0, "atan2({x}, {y}) = {}", t3[i]);
        }
    }
    for (i, &e) in e8b.read::<f32>().unwrap().iter().enumerate() {
        let x = f64::from(x8[i]);
        assert!(fl(e, x.exp()) <= 3.0, "exp({x}) = {e}");
    }
    let (ds, dc) = (dsb.read::<f64>().unwrap(), dcb.read::<f64>().unwrap());
    for i in 0..2 * n {
        let x = dxs[i];
        assert!(
            ulps_f64(ds[i], x.sin()) <= 3.0,
            "double sincos sin({x}) = {}",
            ds[i]
        );
        assert!(
            ulps_f64(dc[i], x.cos()) <= 3.0,
            "double sincos cos({x}) = {}",
            dc[i]
        );
    }

    // half_ functions over their domains.
    let hx: Vec<f32> = (0..n)
        .map(|i| match i % 2 {
            0 => rng.uniform(-65536.0, 65536.0) as f32,
            _ => rng.uniform(-4.0, 4.0) as f32,
        })
        .collect();
    let hxb = rt.buffer_from_slice(&hx).unwrap();
    let hout = buf_f(14 * n);
    common::run_kernel(
        VECTOR_KERNELS,
        "half_fns",
        n as u64,
        None,
        &[
            ("x", ArgValue::Buffer(&hxb)),
            ("out", ArgValue::Buffer(&hout)),
        ],
        &rt,
    );
    let got = hout.read::<f32>().unwrap();
    for (i, &v) in hx.iter().enumerate() {
        let v32 = v;
        let v = f64::from(v);
        let a = f64::from(v32.abs() + 0.001);
        let wants = [
            v.sin(),
            v.cos(),
            v.tan(),
            f64::from(v32 * 0.01).exp(),
            f64::from(v32 * 0.01).exp2(),
            // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
            unsafe { exp10(f64::from(v32 * 0.001)) },
            a.ln(),
            a.log2(),
            a.log10(),
            a.powf(1.5),
            a.sqrt(),
            1.0 / a.sqrt(),
            1.0 / a,
            v / a,
        ];
        for (k, want) in wants.iter().enumerate() {
            // half_exp(-93.3) is a float subnormal, which a device without float denormals
            // flushes to zero (as the other checks allow).
            let got = got[14 * i + k];
            let e = fl(got, *want).min(fl(got, flush_float_denormal(*want)));
            assert!(e <= 8192.0, "half function {k} at {v}: {} ulp", e);
        }
    }
}

/// The names of the functions a module defines (its `OpName`s), from the SPIR-V words.
fn function_names(words: &[u32]) -> Vec<String> {
    let mut names = Vec::new();
    let mut i = 5;
    while i < words.len() {
        let (len, op) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        if len == 0 {
            break;
        }
        if op == 5 {
            // OpName: target id, then a nul-terminated string.
            let bytes: Vec<u8> = words[i + 2..i + len]
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .take_while(|&b| b != 0)
                .collect();
            names.push(String::from_utf8_lossy(&bytes).into_owned());
        }
        i += len;
    }
    names
}

/// The library is linked only where it is called, and only the functions reached; fast math
/// keeps GLSL.std.450 for float (double still needs the library).
#[test]
fn library_linked_only_where_needed() {
    let compile = |src: &str, fast: bool| {
        let mut options = oclvk::CompileOptions::default();
        options.backend.fast_math = fast;
        let out = oclvk::compile_source("t.cl", src, &options)
            .into_result()
            .unwrap_or_else(|e| panic!("{e:?}"));
        function_names(&out.words)
    };
    let plain = "kernel void k(global float *x) { x[0] = x[0] * 2.0f + fabs(x[1]); }";
    assert!(!compile(plain, false)
        .iter()
        .any(|n| n.starts_with("__oclvk")));
    let with_sin = "kernel void k(global float *x) { x[0] = sin(x[0]); }";
    let names = compile(with_sin, false);
    // Float sin has a float form: nothing of the double library comes along.
    assert!(names.iter().any(|n| n == "__oclvk_sin_f32"), "{names:?}");
    assert!(!names.iter().any(|n| n.ends_with("_f64")), "{names:?}");
    assert!(!names.iter().any(|n| n.contains("exp")), "{names:?}");
    assert!(!compile(with_sin, true)
        .iter()
        .any(|n| n.starts_with("__oclvk")));
    let double_sin = "kernel void k(global double *x) { x[0] = sin(x[0]); }";
    assert!(compile(double_sin, true)
        .iter()
        .any(|n| n == "__oclvk_sin_f64"));
    // The float trigonometric family: the float library by default, the hardware forms under
    // fast math and for native_* (with or without fast math).
    let trig = "kernel void k(global float *x) { float c; x[0] = sin(x[0]) + cos(x[1]) \
                + tan(x[2]) + sinpi(x[3]) + cospi(x[4]) + tanpi(x[5]) + sincos(x[6], &c) + c; }";
    let names = compile(trig, false);
    for f in ["sin", "cos", "tan", "sinpi", "cospi", "tanpi"] {
        let float_form = format!("__oclvk_{f}_f32");
        assert!(names.contains(&float_form), "{f}: {names:?}");
    }
    assert!(!names.iter().any(|n| n.ends_with("_f64")), "{names:?}");
    assert!(!compile(trig, true).iter().any(|n| n.starts_with("__oclvk")));
    let native = "kernel void k(global float *x) { x[0] = native_sin(x[0]) + native_cos(x[1]) \
                  + native_tan(x[2]); }";
    for fast in [false, true] {
        assert!(!compile(native, fast)
            .iter()
            .any(|n| n.starts_with("__oclvk")));
    }
}

/// Code size (#17): a library function is emitted once per module and called, whatever the
/// number of calls, so a kernel with 32 accurate math calls is barely larger than one with 8
/// (the driver's build time then depends on its inlining: `oclvk run --no-cache` prints it as
/// the first launch's setup, README "Math library").
#[test]
fn library_functions_emitted_once_per_module() {
    let kernel = |calls: usize| {
        let mut src = String::from(
            "kernel void k(global float *a, float b) {\n  size_t i = get_global_id(0);\n  \
             float s = 0.0f;\n",
        );
        for c in 0..calls {
            let f = ["sin", "cos", "exp", "log", "pow"][c % 5];
            let extra = if f == "pow" { ", b" } else { "" };
            src += &format!("  s += {f}(a[i + {c}]{extra});\n");
        }
        src + "  a[i] = s;\n}\n"
    };
    let compile = |src: &str| {
        oclvk::compile_source("t.cl", src, &oclvk::CompileOptions::default())
            .into_result()
            .unwrap_or_else(|e| panic!("{e:?}"))
            .words
    };
    let (small, large) = (compile(&kernel(8)), compile(&kernel(32)));
    // OpFunction (opcode 54) definitions: the same functions for 8 and 32 calls.
    let definitions = |words: &[u32]| {
        let mut count = 0;
        let mut i = 5;
        while i < words.len() && words[i] >> 16 != 0 {
            count += usize::from(words[i] & 0xffff == 54);
            i += (words[i] >> 16) as usize;
        }
        count
    };
    assert_eq!(definitions(&small), definitions(&large));
    let mut names = function_names(&large);
    names.retain(|n| n.starts_with("__oclvk_"));
    names.sort();
    let mut unique = names.clone();
    unique.dedup();
    assert_eq!(names.len(), unique.len(), "{names:?}");
    // 24 more calls: each a load, conversions, the call and an addition (under 64 words), not
    // another copy of a library function (thousands).
    let growth = large.len() - small.len();
    assert!(
        growth < 24 * 64 && large.len() > 4 * growth,
        "{growth} more words for 24 more calls, {} in all",
        large.len()
    );
}

/// Whether a module declares `OpCapability Float64`.
fn declares_float64(words: &[u32]) -> bool {
    let mut i = 5;
    while i < words.len() {
        let (len, op) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        if len == 0 {
            break;
        }
        // OpCapability (17) Float64 (10).
        if op == 17 && words.get(i + 1) == Some(&10) {
            return true;
        }
        i += len;
    }
    false
}

/// Float-only kernels calling the inverse trigonometric, error, gamma and exact functions
/// (scalars, vectors, pointer outputs, half through float; default and fast math) link the
/// library's float forms and declare no `Float64`.
#[test]
fn float_inverse_special_and_exact_functions_need_no_float64() {
    let calls = "asin(a) + acos(a) + atan(a) + atan2(a, b) + asinpi(a) + acospi(a) + atanpi(a) \
                 + atan2pi(a, b) + erf(a) + erfc(a) + tgamma(a) + lgamma(a) + lgamma_r(a, &n) \
                 + fmod(a, b) + modf(a, &c) + frexp(a, &n) + fract(a, &c) + ldexp(a, n) \
                 + logb(a) + round(a) + fdim(a, b) + sqrt(a) + fma(a, b, c) + c";
    for (ty, int_ty) in [
        ("float", "int"),
        ("float4", "int4"),
        ("half", "int"),
        ("half2", "int2"),
    ] {
        let src = format!(
            "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n\
             kernel void k(global {ty} *x, global {int_ty} *m) {{\n\
             {ty} a = x[0], b = x[1], c = x[2]; {int_ty} n = m[0];\n\
             x[3] = {calls};\n m[1] = n + ilogb(a);\n}}\n"
        );
        for fast in [false, true] {
            let mut options = oclvk::CompileOptions::default();
            options.backend.fast_math = fast;
            let out = oclvk::compile_source("t.cl", &src, &options)
                .into_result()
                .unwrap_or_else(|e| panic!("{ty}: {e:?}"));
            assert!(
                !declares_float64(&out.words),
                "{ty} (fast math {fast}) declares Float64"
            );
            let names = function_names(&out.words);
            assert!(
                !names.iter().any(|n| n.ends_with("_f64")),
                "{ty} (fast math {fast}): {names:?}"
            );
            // Half sqrt keeps GLSL.std.450 (within half's limits); half fma is the exact
            // product's sum rounded to odd in float, then to half once (a float fma rounded
            // to half would round twice).
            let mut wanted = if fast {
                vec!["__oclvk_erf_f32", "__oclvk_lgamma_sign_f32"]
            } else {
                vec![
                    "__oclvk_asin_f32",
                    "__oclvk_erfc_f32",
                    "__oclvk_frexp_exp_f32",
                ]
            };
            if ty.starts_with("half") {
                wanted.push("__oclvk_fma_half_f32");
            }
            if ty.starts_with("float") {
                wanted.push(if fast {
                    "__oclvk_fma_f32"
                } else {
                    "__oclvk_sqrt_f32"
                });
            }
            for w in wanted {
                assert!(
                    names.iter().any(|n| n == w),
                    "{ty} (fast math {fast}): no {w}: {names:?}"
                );
            }
        }
    }
}

/// The CLI accepts clang's math options (and oclvk's -cl-native-math); -cl-fast-relaxed-math
/// defines __FAST_RELAXED_MATH__.
#[test]
fn math_options_are_accepted() {
    let dir = common::scratch("math_options");
    let src = dir.join("m.cl");
    std::fs::write(
        &src,
        "#ifndef __FAST_RELAXED_MATH__\n#error no macro\n#endif\n\
         kernel void k(global float *x) { x[0] = sin(x[0]); }\n",
    )
    .unwrap();
    let out_path = dir.join("m.spv");
    let (src, out_path) = (src.to_str().unwrap(), out_path.to_str().unwrap());
    let out = common::oclvk(&[
        "compile",
        "-cl-fast-relaxed-math",
        "-cl-denorms-are-zero",
        "-cl-mad-enable",
        "-cl-unsafe-math-optimizations",
        "-cl-native-math",
        src,
        "-o",
        out_path,
    ]);
    common::assert_ok(&out);
    let out = common::oclvk(&["check", "-cl-unsafe-math-optimizations", src]);
    common::assert_fails_with(&out, "no macro");
}

const OUTPUT_KERNEL: &str = r#"
kernel void outs(global T *out, global int *iout) {
    T i;
    int e;
    out[0] = modf((T)-1.0, &i);
    out[1] = i;
    out[2] = modf(-(T)INFINITY, &i);
    out[3] = i;
    out[4] = modf((T)2.5, &i);
    out[5] = i;
    out[6] = fract((T)INFINITY, &i);
    out[7] = i;
    out[8] = fract((T)-1e-30, &i);
    out[9] = i;
    out[10] = frexp(TINY, &e);
    iout[0] = e;
    out[11] = frexp((T)-3.0, &e);
    iout[1] = e;
    iout[2] = ilogb((T)0.0) == FP_ILOGB0;
    iout[3] = ilogb((T)NAN) == FP_ILOGBNAN;
    iout[4] = ilogb((T)INFINITY) == INT_MAX;
    iout[5] = ilogb(TINY);
    out[12] = logb((T)0.0);
    out[13] = logb(TINY);
    out[14] = fmod((T)-0.0, (T)1.0);
    out[15] = fmod((T)5.5, (T)-2.0);
    out[16] = fdim((T)NAN, (T)1.0);
    out[17] = fdim((T)1.0, (T)3.0);
    out[18] = round((T)-0.25);
    out[19] = round((T)-2.5);
}
"#;

/// The exact functions' special cases (signs of zeros, infinities, NaN, subnormals), with
/// pointer outputs too: modf, fract, frexp, ilogb, logb, fmod, fdim, round.
#[test]
fn exact_functions_special_cases() {
    let rt = runtime();
    for (ty, tiny, tiny_exp, below_one) in [
        ("double", "0x1p-1074", -1074, 1.0 - f64::EPSILON / 2.0),
        (
            "float",
            "0x1p-149f",
            -149,
            f64::from(1.0f32 - f32::EPSILON / 2.0),
        ),
    ] {
        let src = format!("#define T {ty}\n#define TINY ((T){tiny})\n{OUTPUT_KERNEL}");
        let ib = rt.buffer_from_slice(&[0i32; 6]).unwrap();
        let got: Vec<f64> = if ty == "double" {
            let ob = rt.buffer_from_slice(&[0f64; 20]).unwrap();
            let args = [
                ("out", ArgValue::Buffer(&ob)),
                ("iout", ArgValue::Buffer(&ib)),
            ];
            common::run_kernel(&src, "outs", 1, None, &args, &rt);
            ob.read::<f64>().unwrap()
        } else {
            let ob = rt.buffer_from_slice(&[0f32; 20]).unwrap();
            let args = [
                ("out", ArgValue::Buffer(&ob)),
                ("iout", ArgValue::Buffer(&ib)),
            ];
            common::run_kernel(&src, "outs", 1, None, &args, &rt);
            ob.read::<f32>()
                .unwrap()
                .into_iter()
                .map(f64::from)
                .collect()
        };
        let inf = f64::INFINITY;
        let want = [
            -0.0,
            -1.0,
            -0.0,
            -inf,
            0.5,
            2.0,
            0.0,
            inf,
            below_one,
            -1.0,
            0.5,
            -0.75,
            -inf,
            f64::from(tiny_exp),
            -0.0,
            1.5,
            f64::NAN,
            0.0,
            -0.0,
            -3.0,
        ];
        for (k, (&g, &w)) in got.iter().zip(&want).enumerate() {
            let same = (g.is_nan() && w.is_nan())
                || (g == w && g.is_sign_negative() == w.is_sign_negative());
            assert!(same, "{ty} out[{k}]: got {g:e}, want {w:e}");
        }
        let ints = ib.read::<i32>().unwrap();
        assert_eq!(
            ints,
            vec![tiny_exp + 1, 2, 1, 1, 1, tiny_exp],
            "{ty} int outputs"
        );
    }
}

/// Whether a float result matches `reference` at (x, y) as a device may compute it (subnormal
/// inputs or results flushed to zero): NaN for NaN, a zero or an infinity exactly (with its
/// sign), anything else within `limit` ulp.
fn float_matches(
    got: f64,
    (x, y): (f64, f64),
    limit: f64,
    reference: impl Fn(f64, f64) -> f64,
) -> bool {
    let flushed = (flush_float_denormal(x), flush_float_denormal(y));
    [reference(x, y), reference(flushed.0, flushed.1)]
        .into_iter()
        .flat_map(|want| [want, flush_float_denormal(want)])
        .any(|want| {
            if want.is_nan() {
                got.is_nan()
            } else if want == 0.0 || want.is_infinite() {
                got == want && got.is_sign_negative() == want.is_sign_negative()
            } else {
                ulps(got, want, 23, -126, f32::MAX as f64) <= limit
            }
        })
}

/// rootn with the specification's special cases (signed zeros included), and `x^(1/n)` in
/// double for the `n` too large for [`rootn_ref`]'s exact scaling.
fn rootn_spec(x: f64, n: i32) -> f64 {
    let odd = n % 2 != 0;
    if n == 0 || x.is_nan() || (x < 0.0 && !odd) {
        return f64::NAN;
    }
    if x == 0.0 {
        let r = if n < 0 { f64::INFINITY } else { 0.0 };
        return if odd { r.copysign(x) } else { r };
    }
    if x.is_infinite() {
        let r = if n < 0 { 0.0 } else { f64::INFINITY };
        return if x < 0.0 { -r } else { r };
    }
    if n.unsigned_abs() <= 64 {
        return rootn_ref(x, n);
    }
    x.abs().powf(1.0 / f64::from(n)).copysign(x)
}

/// A host reference of (x, y).
type Reference = Box<dyn Fn(f64, f64) -> f64>;

const POW_GRID_KERNEL: &str = r#"
kernel void grid(global const float *x, global const float *y, global const int *n,
                 global float *out) {
    size_t i = get_global_id(0), c = get_global_size(0);
    out[i] = pow(x[i], y[i]);
    out[c + i] = powr(x[i], y[i]);
    out[2 * c + i] = pown(x[i], n[i]);
    out[3 * c + i] = rootn(x[i], n[i]);
}
"#;

/// pow, powr, pown and rootn for float over the grid of their special cases: every special
/// base (signed zeros, infinities, NaN, ±1, halves, subnormals, the extremes) with every special
/// exponent (odd and even integers below and beyond 2^24, halves, infinities, NaN, the
/// overflow and underflow scales; for pown and rootn 0, ±1, ±2, ±3, odd ones beyond 2^24 and
/// the extremes of int), against the host: zeros (with their sign), infinities and NaN exactly,
/// the rest within the 16 ulp limit.
#[test]
fn float_pow_special_case_grid() {
    pow_special_case_grid(Products::Probed);
}

#[test]
fn float_pow_special_case_grid_with_dekker_products() {
    pow_special_case_grid(Products::Dekker);
}

fn pow_special_case_grid(products: Products) {
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    let xs = [
        0.0,
        -0.0,
        inf,
        -inf,
        nan,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        -2.0,
        3.0,
        -3.0,
        1e-40,
        -1e-40,
        0.999_999_94,
        1.000_000_1,
        f32::MAX,
        -f32::MAX,
        f32::MIN_POSITIVE,
    ];
    let ys = [
        0.0,
        -0.0,
        inf,
        -inf,
        nan,
        1.0,
        -1.0,
        2.0,
        -2.0,
        3.0,
        -3.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        16_777_215.0,
        -16_777_215.0,
        16_777_216.0,
        1e10,
        -1e10,
        127.5,
        -149.5,
        1e-40,
    ];
    let ns = [
        0,
        1,
        -1,
        2,
        -2,
        3,
        -3,
        7,
        -8,
        16_777_217,
        -16_777_217,
        i32::MAX,
        i32::MIN,
    ];
    let mut triples = Vec::new();
    for &x in &xs {
        for (j, &y) in ys.iter().enumerate() {
            triples.push((x, y, ns[j % ns.len()]));
        }
    }
    let rt = runtime();
    let count = triples.len();
    let xb = rt
        .buffer_from_slice(&triples.iter().map(|t| t.0).collect::<Vec<f32>>())
        .unwrap();
    let yb = rt
        .buffer_from_slice(&triples.iter().map(|t| t.1).collect::<Vec<f32>>())
        .unwrap();
    let nb = rt
        .buffer_from_slice(&triples.iter().map(|t| t.2).collect::<Vec<i32>>())
        .unwrap();
    let ob = rt.buffer_from_slice(&vec![0f32; 4 * count]).unwrap();
    let args = [
        ("x", ArgValue::Buffer(&xb)),
        ("y", ArgValue::Buffer(&yb)),
        ("n", ArgValue::Buffer(&nb)),
        ("out", ArgValue::Buffer(&ob)),
    ];
    let program = load_float_math(&rt, POW_GRID_KERNEL, products);
    launch(&rt, &program, "grid", count as u64, &args);
    let got = ob.read::<f32>().unwrap();
    let mut failures = Vec::new();
    for (i, &(x, y, n)) in triples.iter().enumerate() {
        let (x, y) = (f64::from(x), f64::from(y));
        let checks: [(&str, f64, Reference); 4] = [
            ("pow", y, Box::new(|x: f64, y: f64| x.powf(y))),
            ("powr", y, Box::new(powr_ref)),
            ("pown", 0.0, Box::new(move |x: f64, _| x.powf(f64::from(n)))),
            ("rootn", 0.0, Box::new(move |x: f64, _| rootn_spec(x, n))),
        ];
        for (k, (name, second, reference)) in checks.iter().enumerate() {
            let g = f64::from(got[k * count + i]);
            if !float_matches(g, (x, *second), 16.0, reference) {
                let arg = if k < 2 {
                    format!("{y:e}")
                } else {
                    n.to_string()
                };
                failures.push(format!(
                    "{name}({x:e}, {arg}) = {g:e}, want {:e}",
                    reference(x, *second)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// IEEE binary16 bits to f64 (exact).
fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = (i32::from((h >> 10) & 0x1f), f64::from(h & 0x3ff));
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 if m == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// The half calls of the exponential, logarithm, power and hyperbolic functions, the
/// reference of each (x, y, n).
type HalfCase = (&'static str, fn(f64, f64, i32) -> f64);

fn half_cases() -> Vec<HalfCase> {
    vec![
        ("exp(a)", |x, _, _| x.exp()),
        ("exp2(a)", |x, _, _| x.exp2()),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        ("exp10(a)", |x, _, _| unsafe { exp10(x) }),
        ("expm1(a)", |x, _, _| x.exp_m1()),
        ("log(a)", |x, _, _| x.ln()),
        ("log2(a)", |x, _, _| x.log2()),
        ("log10(a)", |x, _, _| x.log10()),
        ("log1p(a)", |x, _, _| x.ln_1p()),
        ("pow(a, b)", |x, y, _| x.powf(y)),
        ("powr(a, b)", |x, y, _| powr_ref(x, y)),
        ("pown(a, m)", |x, _, n| x.powf(f64::from(n))),
        ("rootn(a, m)", |x, _, n| rootn_spec(x, n)),
        ("cbrt(a)", |x, _, _| x.cbrt()),
        ("hypot(a, b)", |x, y, _| x.hypot(y)),
        ("sinh(a)", |x, _, _| x.sinh()),
        ("cosh(a)", |x, _, _| x.cosh()),
        ("tanh(a)", |x, _, _| x.tanh()),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        ("asinh(a)", |x, _, _| unsafe { asinh(x) }),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        ("acosh(a)", |x, _, _| unsafe { acosh(x) }),
        // SAFETY: glibc's libm function of this C signature (double -> double): no pointers, no state.
        ("atanh(a)", |x, _, _| unsafe { atanh(x) }),
    ]
}

/// `half` calls go through the float functions and round once more: every result is within
/// half an ulp of half (plus the float result's own error, 2^-13 of that), the overflow to
/// infinity and the subnormal results included, for edge and random inputs.
#[test]
fn half_exp_log_pow_hyperbolic_round_through_float() {
    let cases = half_cases();
    let mut src = String::from(
        "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n\
         kernel void halves(global const half *x, global const half *y, global const int *ms,\n\
                            global half *out) {\n\
             size_t i = get_global_id(0), c = get_global_size(0);\n\
             half a = x[i], b = y[i];\n\
             int m = ms[i];\n",
    );
    for (k, (expr, _)) in cases.iter().enumerate() {
        src += &format!("    out[{k} * c + i] = {expr};\n");
    }
    src += "}\n";
    let mut xs: Vec<f32> = vec![
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1.0,
        -1.0,
        0.5,
        2.0,
        65504.0,
        -65504.0,
        5.96e-8,
        6.1e-5,
        -3e-6,
        11.09,
        11.1,
        -17.3,
        15.99,
        16.0,
        4.8,
        -7.5,
        0.999,
        1.001,
    ];
    let mut rng = Rng(0x51f1_5eed_0bad_cafe);
    while xs.len() < 512 {
        xs.push(match rng.next() % 3 {
            0 => rng.uniform(-12.0, 12.0) as f32,
            1 => rng.magnitude(-24.0, 16.0, true) as f32,
            _ => rng.uniform(-1.0, 1.0) as f32,
        });
    }
    let half_of = |v: f32| oclvk::frontend::ir::half::f32_to_f16(v);
    let hx: Vec<u16> = xs.iter().map(|&v| half_of(v)).collect();
    let hy: Vec<u16> = (0..xs.len())
        .map(|_| half_of(rng.uniform(-4.0, 4.0) as f32))
        .collect();
    let ms: Vec<i32> = (0..xs.len())
        .map(|_| (rng.next() % 11) as i32 - 5)
        .collect();
    let rt = runtime();
    let count = xs.len();
    let (xb, yb, mb) = (
        rt.buffer_from_slice(&hx).unwrap(),
        rt.buffer_from_slice(&hy).unwrap(),
        rt.buffer_from_slice(&ms).unwrap(),
    );
    let ob = rt
        .buffer_from_slice(&vec![0u16; cases.len() * count])
        .unwrap();
    let args = [
        ("x", ArgValue::Buffer(&xb)),
        ("y", ArgValue::Buffer(&yb)),
        ("ms", ArgValue::Buffer(&mb)),
        ("out", ArgValue::Buffer(&ob)),
    ];
    common::run_kernel(&src, "halves", count as u64, None, &args, &rt);
    let got = ob.read::<u16>().unwrap();
    let mut failures = Vec::new();
    for (k, (expr, reference)) in cases.iter().enumerate() {
        for i in 0..count {
            let (x, y, n) = (f16_to_f64(hx[i]), f16_to_f64(hy[i]), ms[i]);
            let (g, want) = (f16_to_f64(got[k * count + i]), reference(x, y, n));
            let e = ulps(g, want, 10, -14, 65504.0);
            if e > 0.501 {
                failures.push(format!(
                    "half {expr} at a={x:e} b={y:e} m={n}: got {g:e}, want {want:e} ({e:.3} ulp)"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Float and half calls of the exponential, logarithm, power and hyperbolic functions use
/// their float forms: the module needs no `Float64` (it runs where the device has no doubles).
#[test]
fn float_exp_log_pow_hyperbolic_need_no_float64() {
    for ty in ["float", "half"] {
        let mut src = String::from("#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n");
        src += &format!(
            "kernel void k(global {ty} *x, global int *n) {{\n    size_t i = get_global_id(0);\n    \
             {ty} a = x[i], b = x[i + 1];\n    int m = n[i];\n"
        );
        for (k, (expr, _)) in half_cases().iter().enumerate() {
            src += &format!("    x[{k} + 2] = {expr};\n");
        }
        src += "}\n";
        let out = oclvk::compile_source("t.cl", &src, &oclvk::CompileOptions::default())
            .into_result()
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert!(
            !declares_float64(&out.words),
            "{ty} module declares Float64"
        );
        let names = function_names(&out.words);
        assert!(names.iter().any(|n| n == "__oclvk_pow_f32"), "{names:?}");
        assert!(!names.iter().any(|n| n.ends_with("_f64")), "{names:?}");
    }
}
