//! The math family: every function of the OpenCL C math table, float and double, scalar and one
//! vector width, with the `half_` and `native_` variants; one generated kernel per type.
//!
//! Limits are the full-profile accuracy table of the OpenCL C specification (section 7.4,
//! "Relative Error as ULPs"): the allowed distance from the correctly rounded result. They are
//! applied to the distance from the OpenCL platform's result, which is itself within its limit of
//! the exact one.

use crate::compare::Check;
use crate::kernel::{Group, Slot};
use crate::shape::{load, output, rng_for, slot, store, width_for, Cases};
use crate::values::{column, Domain, Elem};

/// A function's accuracy requirement for one type.
#[derive(Clone, Copy, Debug)]
pub enum Limit {
    Ulp(u64),
    /// The table says "undefined" (lgamma): measured and printed, never failed.
    Undefined,
    /// `native_*`: implementation-defined; run, not compared.
    Native,
    /// `mad`: a correctly rounded fma, or a multiply and an add each correctly rounded.
    Mad,
}

/// How a function is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// `T f(T)`
    Unary,
    /// `T f(T, T)`
    Binary,
    /// `T f(T, T, T)`
    Ternary,
    /// `T f(T, intn)`: pown, rootn, ldexp
    WithInt(i64, i64),
    /// `T f(T, T *)`: fract, modf, sincos
    OutT,
    /// `T f(T, intn *)`: frexp, lgamma_r
    OutInt,
    /// `T f(T, T, intn *)`: remquo (the quotient's sign and low 7 bits are compared)
    Remquo,
    /// `intn f(T)`: ilogb (FP_ILOGB0 and FP_ILOGBNAN compared by meaning)
    ToInt,
    /// `T f(uintn)`: nan
    FromBits,
}

use Form::*;
use Limit::{Mad as MadL, Native as N, Ulp as U, Undefined as Undef};

const ALL: Domain = Domain::Bits;
const UNIT: Domain = Domain::Range(-1.0, 1.0);
const POS: Domain = Domain::PositiveBits;
const TRIG: Domain = Domain::Range(-1e5, 1e5);
const EXP: Domain = Domain::Range(-100.0, 100.0);
const MID: Domain = Domain::Range(-1e3, 1e3);
const HALF_TRIG: Domain = Domain::Range(-65536.0, 65536.0);
const HALF_POS: Domain = Domain::Range(0.0, 1e30);

/// One row of the table: name, form, float limit, double limit (`None`: float only), input
/// domain, whether out-of-domain edge values are left out (`half_`/`native_` functions are
/// defined on a range only), whether +0 and -0 results must match.
struct Row(&'static str, Form, Limit, Option<Limit>, Domain, bool, bool);

#[rustfmt::skip]
fn rows() -> Vec<Row> {
    let r = |n, f, fl: u64, dl: u64, d| Row(n, f, U(fl), Some(U(dl)), d, false, false);
    let exact = |n, f, d| Row(n, f, U(0), Some(U(0)), d, false, true);
    let half = |n, f, d| Row(n, f, U(8192), None, d, true, false);
    let native = |n, f, d| Row(n, f, N, None, d, true, false);
    vec![
        r("acos", Unary, 4, 4, UNIT), r("acosh", Unary, 4, 4, Domain::Range(1.0, 1e6)),
        r("acospi", Unary, 5, 5, UNIT), r("asin", Unary, 4, 4, UNIT), r("asinh", Unary, 4, 4, ALL),
        r("asinpi", Unary, 5, 5, UNIT), r("atan", Unary, 5, 5, ALL), r("atan2", Binary, 6, 6, ALL),
        r("atanh", Unary, 5, 5, UNIT), r("atanpi", Unary, 5, 5, ALL), r("atan2pi", Binary, 6, 6, ALL),
        r("cbrt", Unary, 2, 2, ALL), exact("ceil", Unary, ALL), exact("copysign", Binary, ALL),
        r("cos", Unary, 4, 4, TRIG), r("cosh", Unary, 4, 4, EXP), r("cospi", Unary, 4, 4, MID),
        r("erfc", Unary, 16, 16, Domain::Range(-10.0, 30.0)), r("erf", Unary, 16, 16, Domain::Range(-6.0, 6.0)),
        r("exp", Unary, 3, 3, EXP), r("exp2", Unary, 3, 3, EXP), r("exp10", Unary, 3, 3, Domain::Range(-40.0, 40.0)),
        r("expm1", Unary, 3, 3, EXP), exact("fabs", Unary, ALL), exact("fdim", Binary, ALL),
        exact("floor", Unary, ALL), exact("fma", Ternary, MID), exact("fmax", Binary, ALL),
        exact("fmin", Binary, ALL), exact("fmod", Binary, ALL), exact("fract", OutT, ALL),
        exact("frexp", OutInt, ALL), r("hypot", Binary, 4, 4, ALL), exact("ilogb", ToInt, ALL),
        exact("ldexp", WithInt(-300, 300), ALL),
        Row("lgamma", Unary, Undef, Some(Undef), Domain::Range(-30.0, 40.0), false, false),
        Row("lgamma_r", OutInt, Undef, Some(Undef), Domain::Range(-30.0, 40.0), false, false),
        r("log", Unary, 3, 3, POS), r("log2", Unary, 3, 3, POS), r("log10", Unary, 3, 3, POS),
        r("log1p", Unary, 2, 2, Domain::Range(-1.0, 1e6)), exact("logb", Unary, ALL),
        Row("mad", Ternary, MadL, Some(MadL), MID, false, false),
        exact("maxmag", Binary, ALL), exact("minmag", Binary, ALL), exact("modf", OutT, ALL),
        exact("nan", FromBits, ALL), exact("nextafter", Binary, ALL),
        r("pow", Binary, 16, 16, Domain::Range(0.0, 20.0)), r("pown", WithInt(-40, 40), 16, 16, Domain::Range(-10.0, 10.0)),
        r("powr", Binary, 16, 16, Domain::Range(0.0, 20.0)), exact("remainder", Binary, MID),
        exact("remquo", Remquo, MID), exact("rint", Unary, ALL),
        r("rootn", WithInt(-10, 10), 16, 16, Domain::Range(-1e3, 1e3)), exact("round", Unary, ALL),
        r("rsqrt", Unary, 2, 2, POS), r("sin", Unary, 4, 4, TRIG), r("sincos", OutT, 4, 4, TRIG),
        r("sinh", Unary, 4, 4, EXP), r("sinpi", Unary, 4, 4, MID), r("sqrt", Unary, 3, 0, POS),
        r("tan", Unary, 5, 5, TRIG), r("tanh", Unary, 5, 5, EXP), r("tanpi", Unary, 6, 6, MID),
        r("tgamma", Unary, 16, 16, Domain::Range(-30.0, 40.0)), exact("trunc", Unary, ALL),
        half("half_cos", Unary, HALF_TRIG), half("half_divide", Binary, MID),
        half("half_exp", Unary, Domain::Range(-80.0, 80.0)), half("half_exp2", Unary, Domain::Range(-120.0, 120.0)),
        half("half_exp10", Unary, Domain::Range(-35.0, 35.0)), half("half_log", Unary, HALF_POS),
        half("half_log2", Unary, HALF_POS), half("half_log10", Unary, HALF_POS),
        half("half_powr", Binary, Domain::Range(0.0, 20.0)), half("half_recip", Unary, MID),
        half("half_rsqrt", Unary, HALF_POS), half("half_sin", Unary, HALF_TRIG),
        half("half_sqrt", Unary, HALF_POS), half("half_tan", Unary, HALF_TRIG),
        native("native_cos", Unary, TRIG), native("native_divide", Binary, MID),
        native("native_exp", Unary, EXP), native("native_exp2", Unary, EXP),
        native("native_exp10", Unary, Domain::Range(-35.0, 35.0)), native("native_log", Unary, HALF_POS),
        native("native_log2", Unary, HALF_POS), native("native_log10", Unary, HALF_POS),
        native("native_powr", Binary, Domain::Range(0.0, 20.0)), native("native_recip", Unary, MID),
        native("native_rsqrt", Unary, HALF_POS), native("native_sin", Unary, TRIG),
        native("native_sqrt", Unary, HALF_POS), native("native_tan", Unary, Domain::Range(-1.5, 1.5)),
    ]
}

/// Random cases per input on top of the edge values.
const RANDOMS: usize = 192;
/// Edge values of each input that are combined with each other for multi-input functions.
const CROSS: usize = 14;

/// The math groups: one kernel per floating type.
pub fn groups() -> Vec<Group> {
    let mut groups = Vec::new();
    for ty in crate::values::FLOATS {
        let mut slots = Vec::new();
        for (index, row) in rows().iter().enumerate() {
            let limit = match ty {
                Elem::Double => match row.3 {
                    Some(l) => l,
                    None => continue,
                },
                _ => row.2,
            };
            for lanes in [1, width_for(index, ty)] {
                slots.push(math_slot(row, ty, limit, lanes));
            }
        }
        let global = slots.iter().filter_map(|s| s.items).max().unwrap_or(1);
        groups.push(Group {
            name: format!("math {}", ty.name()),
            prelude: String::new(),
            slots,
            global,
            local: None,
            std: Default::default(),
        });
    }
    groups
}

fn math_slot(row: &Row, ty: Elem, limit: Limit, lanes: usize) -> Slot {
    let Row(name, form, _, _, domain, strict, signed_zero) = *row;
    let mut rng = rng_for(&format!("{name} {} {lanes}", ty.name()));
    let arity = match form {
        Unary | OutT | OutInt | ToInt | FromBits => 1,
        Binary | WithInt(..) | Remquo => 2,
        Ternary => 3,
    };
    let int = Elem::Int;
    let mut columns = Vec::new();
    for j in 0..arity {
        let col = match (form, j) {
            (WithInt(lo, hi), 1) => int_column(lo, hi, &mut rng),
            (FromBits, _) => (
                ty.with_sign(false),
                column(ty.with_sign(false), ALL, RANDOMS, &mut rng),
            ),
            _ => {
                let mut c = column(ty, domain, RANDOMS, &mut rng);
                if strict {
                    c.retain(|&b| domain.contains(ty.to_f64(b)));
                }
                // Edges first, in an order that puts the most telling ones in the cross product.
                (ty, c)
            }
        };
        columns.push(col);
    }
    let cases = Cases::combine(columns, if arity == 3 { 6 } else { CROSS })
        .with_flushed_twins()
        .padded(lanes);
    let n = cases.len();
    let t = ty.vec(lanes);
    let it = Elem::Int.vec(lanes);
    let check = match limit {
        U(ulps) => Check::Ulp {
            ulps,
            ftz: ty == Elem::Float,
            signed_zero,
        },
        // Checked against the two permitted results below, not against the platform.
        MadL => Check::Ulp {
            ulps: 0,
            ftz: ty == Elem::Float,
            signed_zero: false,
        },
        Undef => Check::Ulp {
            ulps: u64::MAX,
            ftz: ty == Elem::Float,
            signed_zero: false,
        },
        N => Check::RunOnly,
    };
    let (a, b, c) = (load(0, lanes), load(1, lanes), load(2, lanes));
    // Lane masks: scalar relational results are 0/1, vector ones 0/-1 of the lane width.
    let finite = if lanes == 1 {
        "isfinite(x)".to_string()
    } else {
        format!("convert_{it}(isfinite(x))")
    };
    let pick = |when: &str, then: &str, other: &str| {
        if lanes == 1 {
            format!("(({when}) ? ({then}) : ({other}))")
        } else {
            format!("select({other}, {then}, {when})")
        }
    };
    let (outputs, body) = match form {
        Unary => (
            vec![output(ty, n, check)],
            store(0, lanes, &format!("{name}({a})")),
        ),
        Binary | WithInt(..) => (
            vec![output(ty, n, check)],
            store(0, lanes, &format!("{name}({a}, {b})")),
        ),
        Ternary => (
            vec![output(ty, n, check)],
            store(0, lanes, &format!("{name}({a}, {b}, {c})")),
        ),
        OutT => (
            vec![output(ty, n, check), output(ty, n, check)],
            format!(
                "{t} p; {t} y = {name}({a}, &p); {} {}",
                store(0, lanes, "y"),
                store(1, lanes, "p")
            ),
        ),
        OutInt => {
            // frexp's exponent is unspecified for infinities and NaN, lgamma_r's sign where the
            // result is not finite: compared as 0 there.
            let guard = if name == "frexp" { "x" } else { "y" };
            let finite = finite.replace("(x)", &format!("({guard})"));
            (
                vec![output(ty, n, check), output(int, n, Check::Exact)],
                format!(
                    "{t} x = {a}; {it} p; {t} y = {name}(x, &p); {} {}",
                    store(0, lanes, "y"),
                    store(1, lanes, &pick(&finite, "p", &format!("({it})0")))
                ),
            )
        }
        Remquo => {
            let neg = "q < 0";
            let low = format!("convert_{it}(abs(q) & 127u)");
            (
                vec![output(ty, n, check), output(int, n, Check::Exact)],
                format!(
                    "{it} q; {t} y = remquo({a}, {b}, &q); {it} m = {low}; {} {}",
                    store(0, lanes, "y"),
                    store(1, lanes, &pick(neg, "-m", "m"))
                ),
            )
        }
        ToInt => {
            let v = "v";
            let zero = pick(&format!("{v} == FP_ILOGB0"), &format!("({it})-7777"), v);
            let nan = pick(&format!("{v} == FP_ILOGBNAN"), &format!("({it})-8888"), "w");
            (
                vec![output(int, n, Check::Exact)],
                format!(
                    "{it} v = ilogb({a}); {it} w = {zero}; {}",
                    store(0, lanes, &nan)
                ),
            )
        }
        FromBits => (
            vec![output(ty, n, Check::Exact)],
            store(0, lanes, &format!("nan({a})")),
        ),
    };
    let mut s = slot(
        "math",
        name,
        ty,
        format!("{name}({t})"),
        &cases,
        lanes,
        outputs,
        body,
    );
    if matches!(limit, MadL) {
        s.outputs[0].alternatives = mad_results(ty, &cases);
    }
    if matches!(name, "fmax" | "fmin" | "maxmag" | "minmag") {
        s.outputs[0].alternatives = cases.either_zero_where_zero_signs_differ(ty, |_, k| k);
    }
    if ty == Elem::Float {
        let references: Vec<fn(f64, f64) -> f64> = match name {
            "sincos" => vec![|x, _| x.sin(), |x, _| x.cos()],
            _ => host_function(name).into_iter().collect(),
        };
        for (out, f) in s.outputs.iter_mut().zip(references) {
            out.reference = reference_results(&cases, f);
        }
    }
    s
}

/// The host's evaluation of a float function in double precision, where Rust's `f64` has it
/// (the result rounded to float is within about half an ulp of the exact one).
fn host_function(name: &str) -> Option<fn(f64, f64) -> f64> {
    use std::f64::consts::PI;
    Some(match name {
        "acos" => |x, _| x.acos(),
        "acosh" => |x, _| x.acosh(),
        "acospi" => |x, _| x.acos() / PI,
        "asin" => |x, _| x.asin(),
        "asinh" => |x, _| x.asinh(),
        "asinpi" => |x, _| x.asin() / PI,
        "atan" => |x, _| x.atan(),
        "atanh" => |x, _| x.atanh(),
        "atanpi" => |x, _| x.atan() / PI,
        "atan2" => |y, x| y.atan2(x),
        "atan2pi" => |y, x| y.atan2(x) / PI,
        "cbrt" => |x, _| x.cbrt(),
        "cos" => |x, _| x.cos(),
        "cosh" => |x, _| x.cosh(),
        "exp" => |x, _| x.exp(),
        "exp2" => |x, _| x.exp2(),
        "exp10" => |x, _| 10f64.powf(x),
        "expm1" => |x, _| x.exp_m1(),
        "hypot" => |x, y| x.hypot(y),
        "log" => |x, _| x.ln(),
        "log2" => |x, _| x.log2(),
        "log10" => |x, _| x.log10(),
        "log1p" => |x, _| x.ln_1p(),
        "pow" | "powr" => |x, y| x.powf(y),
        "rsqrt" => |x, _| 1.0 / x.sqrt(),
        "sin" => |x, _| x.sin(),
        "sinh" => |x, _| x.sinh(),
        "sqrt" => |x, _| x.sqrt(),
        "tan" => |x, _| x.tan(),
        "tanh" => |x, _| x.tanh(),
        _ => return None,
    })
}

/// `f` of each case's (one or two) float inputs, rounded to float.
fn reference_results(cases: &Cases, f: fn(f64, f64) -> f64) -> Vec<u64> {
    let arg = |j: usize, k: usize| cases.columns.get(j).map_or(0.0, |(e, c)| e.to_f64(c[k]));
    (0..cases.len())
        .map(|k| (f(arg(0, k), arg(1, k)) as f32).to_bits() as u64)
        .collect()
}

/// The two results `mad` may give per case: the fused one and the separately rounded one.
fn mad_results(ty: Elem, cases: &Cases) -> Vec<Vec<u64>> {
    let col = |j: usize| &cases.columns[j].1;
    let (a, b, c) = (col(0), col(1), col(2));
    (0..cases.len())
        .map(|k| {
            if ty == Elem::Float {
                let f = |j: &Vec<u64>| f32::from_bits(j[k] as u32);
                let (x, y, z) = (f(a), f(b), f(c));
                vec![
                    x.mul_add(y, z).to_bits() as u64,
                    (x * y + z).to_bits() as u64,
                ]
            } else {
                let f = |j: &Vec<u64>| f64::from_bits(j[k]);
                let (x, y, z) = (f(a), f(b), f(c));
                vec![x.mul_add(y, z).to_bits(), (x * y + z).to_bits()]
            }
        })
        .collect()
}

/// An `int` input: its edges within [lo, hi] (and a few outside), then random values in it.
fn int_column(lo: i64, hi: i64, rng: &mut crate::values::Lcg) -> (Elem, Vec<u64>) {
    let e = Elem::Int;
    let mut v: Vec<u64> = [
        0i64, 1, -1, 2, -2, 3, 5, -7, 24, 127, 128, -126, -149, 1023, -1074,
    ]
    .into_iter()
    .chain([lo, hi, i32::MAX as i64, i32::MIN as i64])
    .map(|x| e.bits_of_int(x as i128))
    .collect();
    v.extend((0..RANDOMS).map(|_| {
        let span = (hi - lo + 1) as u64;
        e.bits_of_int((lo + (rng.next() % span) as i64) as i128)
    }));
    (e, v)
}
