//! The common, geometric and relational families, `as_T`, `shuffle`/`shuffle2` and
//! `vec_step`.
//!
//! Accuracy (OpenCL C specification, full profile): clamp, max, min, sign and step are exact,
//! degrees and radians 2 ulp; mix and smoothstep have absolute tolerances (1e-3 and 1e-5);
//! dot and cross absolute ones scaled by the largest input magnitude (`max² (2n-1) ε` and
//! `max² 3 ε`); length 0.25 + 0.5n ulp, distance 2.5 + 2n ulp, normalize 2 + n ulp (rounded up
//! here: the harness counts whole ulps); the `fast_` forms 8192 ulp. Relational results,
//! `as_T`, shuffles and `vec_step` are exact.

use crate::compare::Check;
use crate::kernel::{Group, Slot};
use crate::shape::{load, output, rng_for, slot, store, width_for, Cases};
use crate::values::{column, Domain, Elem, FLOATS, INTEGERS};

const RANDOMS: usize = 128;

pub fn groups() -> Vec<Group> {
    let mut common = Vec::new();
    let mut geometric = Vec::new();
    let mut relational = Vec::new();
    for ty in FLOATS {
        common.extend(common_slots(ty));
        geometric.extend(geometric_slots(ty));
        relational.extend(relational_slots(ty));
    }
    relational.extend(integer_relational_slots());
    let mut reinterpret = as_type_slots();
    reinterpret.extend(shuffle_slots());
    [
        ("common", common),
        ("geometric", geometric),
        ("relational", relational),
        ("as_type and shuffle", reinterpret),
    ]
    .into_iter()
    .map(|(name, slots)| Group {
        name: name.to_string(),
        prelude: String::new(),
        global: slots.iter().filter_map(|s| s.items).max().unwrap_or(1),
        slots,
        local: None,
        std: Default::default(),
    })
    .collect()
}

fn float_cases(ty: Elem, arity: usize, domain: Domain, strict: bool, label: &str) -> Cases {
    float_cases_where(ty, arity, domain, label, |x| !strict || domain.contains(x))
}

/// [`float_cases`] keeping only the inputs `keep` accepts (edges included).
fn float_cases_where(
    ty: Elem,
    arity: usize,
    domain: Domain,
    label: &str,
    keep: impl Fn(f64) -> bool,
) -> Cases {
    let mut rng = rng_for(label);
    let cols = (0..arity)
        .map(|_| {
            let mut c = column(ty, domain, RANDOMS, &mut rng);
            c.retain(|&b| keep(ty.to_f64(b)));
            (ty, c)
        })
        .collect();
    Cases::combine(cols, if arity == 3 { 5 } else { 12 })
}

/// (name, arity, call, check, domain, finite inputs only).
type CommonRow = (&'static str, usize, &'static str, Check, Domain, bool);

fn common_slots(ty: Elem) -> Vec<Slot> {
    let exact = Check::Ulp {
        ulps: 0,
        ftz: ty == Elem::Float,
        signed_zero: true,
    };
    let ulp2 = Check::Ulp {
        ulps: 2,
        ftz: ty == Elem::Float,
        signed_zero: false,
    };
    let any = Domain::Bits;
    let small = Domain::Range(-10.0, 10.0);
    let rows: [CommonRow; 11] = [
        (
            "clamp",
            3,
            "clamp({a}, fmin({b}, {c}), fmax({b}, {c}))",
            exact,
            any,
            true,
        ),
        ("degrees", 1, "degrees({a})", ulp2, any, false),
        ("radians", 1, "radians({a})", ulp2, any, false),
        // max and min are undefined for infinite and NaN operands.
        ("max", 2, "max({a}, {b})", exact, any, true),
        ("min", 2, "min({a}, {b})", exact, any, true),
        // mix is defined for a in [0, 1].
        (
            "mix",
            3,
            "mix({a}, {b}, fabs(fract({c}, &ip)))",
            Check::Absolute,
            small,
            true,
        ),
        ("step", 2, "step({a}, {b})", exact, any, false),
        // smoothstep is undefined for edge0 >= edge1.
        (
            "smoothstep",
            3,
            "smoothstep(fmin({a}, {b}), fmax({a}, {b}) + ({t})1, {c})",
            Check::Absolute,
            small,
            true,
        ),
        ("sign", 1, "sign({a})", exact, any, false),
        ("max", 2, "max({a}, b1)", exact, any, true),
        (
            "clamp",
            3,
            "clamp({a}, fmin(b1, c1), fmax(b1, c1))",
            exact,
            any,
            true,
        ),
    ];
    let mut slots = Vec::new();
    for (index, &(name, arity, call, check, domain, strict)) in rows.iter().enumerate() {
        let scalar_operand = call.contains("b1");
        let lane_options: &[usize] = if scalar_operand {
            &[4]
        } else {
            &[1, width_for(index, ty)]
        };
        for &lanes in lane_options {
            let t = ty.vec(lanes);
            let label = if scalar_operand {
                format!("{name}({t}, {})", ty.name())
            } else {
                format!("{name}({t})")
            };
            let cases = float_cases(ty, arity, domain, strict, &label)
                .with_flushed_twins()
                .padded(lanes);
            let n = cases.len();
            let call = call
                .replace("{a}", &load(0, lanes))
                .replace("{b}", &load(1, lanes))
                .replace("{c}", &load(2, lanes))
                .replace("{t}", &t);
            let mut out = output(ty, n, check);
            if matches!(name, "max" | "min" | "clamp") {
                out.alternatives = cases.either_zero_where_zero_signs_differ(ty, |j, k| {
                    if scalar_operand && j > 0 {
                        k / lanes * lanes
                    } else {
                        k
                    }
                });
            }
            if matches!(check, Check::Absolute) {
                let tol = if name == "mix" { 1e-3 } else { 1e-5 };
                out.tolerance = vec![tol; n];
            }
            let s = ty.name();
            let mut body = String::new();
            if name == "mix" {
                body += &format!("{t} ip; ");
            }
            if scalar_operand {
                body += &format!(
                    "{s} b1 = a1[i * {lanes}]; {s} c1 = a{}[i * {lanes}]; ",
                    arity - 1
                );
            }
            body += &store(0, lanes, &call);
            slots.push(slot(
                "common",
                name,
                ty,
                label,
                &cases,
                lanes,
                vec![out],
                body,
            ));
        }
    }
    slots
}

fn geometric_slots(ty: Elem) -> Vec<Slot> {
    let eps = if ty == Elem::Float {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    };
    let mut slots = Vec::new();
    let rows: &[(&str, usize, bool)] = &[
        ("dot", 2, false),
        ("cross", 2, false),
        ("length", 1, false),
        ("distance", 2, false),
        ("normalize", 1, false),
        ("fast_length", 1, true),
        ("fast_distance", 2, true),
        ("fast_normalize", 1, true),
    ];
    for &(name, arity, fast) in rows {
        if fast && ty == Elem::Double {
            continue;
        }
        let widths: &[usize] = if name == "cross" {
            &[3, 4]
        } else {
            &[1, 2, 3, 4]
        };
        for &n in widths {
            let t = ty.vec(n);
            let label = format!("{name}({t})");
            // The fast_ forms are undefined where the sum of squares overflows or is tiny.
            let domain = Domain::Range(-100.0, 100.0);
            let vector_result = matches!(name, "cross" | "normalize" | "fast_normalize");
            // Nonzero magnitudes below 1e-18 square to below FLT_MIN, where the sum is tiny.
            let keep = |x: f64| !fast || (domain.contains(x) && (x == 0.0 || x.abs() >= 1e-18));
            let cases = float_cases_where(ty, arity, domain, &label, keep)
                .padded(n)
                .with_flushed_group_twins(n, vector_result);
            let count = cases.len();
            let call = if arity == 2 {
                format!("{name}({}, {})", load(0, n), load(1, n))
            } else {
                format!("{name}({})", load(0, n))
            };
            let (results, body) = if vector_result {
                (count, store(0, n, &call))
            } else {
                (count / n, store(0, 1, &call))
            };
            let check = match name {
                "dot" | "cross" => Check::Absolute,
                _ => Check::Ulp {
                    ulps: match name {
                        "length" => (0.25 + 0.5 * n as f64).ceil() as u64,
                        "distance" => (2.5 + 2.0 * n as f64).ceil() as u64,
                        "normalize" => 2 + n as u64,
                        _ => 8192,
                    },
                    ftz: ty == Elem::Float,
                    signed_zero: false,
                },
            };
            let mut out = output(ty, results, check);
            if name == "normalize" {
                // The specification: "normalize(v) returns a vector full of NaNs if any element
                // is a NaN" (PoCL's scalar normalize(NaN) gives 0).
                let nan = ty.bits_of_f64(f64::NAN);
                out.alternatives = (0..results)
                    .map(|r| {
                        let case = r / n;
                        let any_nan = cases
                            .columns
                            .iter()
                            .any(|(e, c)| (0..n).any(|lane| e.to_f64(c[case * n + lane]).is_nan()));
                        if any_nan {
                            vec![nan]
                        } else {
                            Vec::new()
                        }
                    })
                    .collect();
            }
            if matches!(check, Check::Absolute) {
                // max² (2n-1) ε for dot, max² 3 ε per component for cross, where max is the
                // largest input magnitude of the case.
                let factor = if name == "dot" {
                    (2 * n - 1) as f64
                } else {
                    3.0
                };
                out.tolerance = (0..results)
                    .map(|r| {
                        let case = if vector_result { r / n } else { r };
                        let mut m: f64 = 0.0;
                        for (e, c) in &cases.columns {
                            for lane in 0..n {
                                m = m.max(e.to_f64(c[case * n + lane]).abs());
                            }
                        }
                        m * m * factor * eps
                    })
                    .collect();
            }
            slots.push(slot(
                "geometric",
                name,
                ty,
                label,
                &cases,
                n,
                vec![out],
                body,
            ));
        }
    }
    slots
}

fn relational_slots(ty: Elem) -> Vec<Slot> {
    let binary = [
        "isequal",
        "isnotequal",
        "isgreater",
        "isgreaterequal",
        "isless",
        "islessequal",
        "islessgreater",
        "isordered",
        "isunordered",
    ];
    let unary = ["isfinite", "isinf", "isnan", "isnormal", "signbit"];
    let mut slots = Vec::new();
    for (index, name) in binary.iter().chain(&unary).enumerate() {
        let arity = if binary.contains(name) { 2 } else { 1 };
        for lanes in [1, width_for(index, ty)] {
            let label = format!("{name}({})", ty.vec(lanes));
            let cases = float_cases(ty, arity, Domain::Bits, false, &label).padded(lanes);
            let n = cases.len();
            // Scalars give int 0/1, vectors 0/-1 in integers of the lane's width.
            let out = if lanes == 1 {
                Elem::Int
            } else {
                ty.with_sign(true)
            };
            let call = if arity == 2 {
                format!("{name}({}, {})", load(0, lanes), load(1, lanes))
            } else {
                format!("{name}({})", load(0, lanes))
            };
            slots.push(slot(
                "relational",
                name,
                ty,
                label,
                &cases,
                lanes,
                vec![output(out, n, Check::Exact)],
                store(0, lanes, &call),
            ));
        }
        // bitselect and select on this floating type.
    }
    for (index, (name, call)) in [
        ("bitselect", "bitselect({a}, {b}, {c})"),
        ("select", "select({a}, {b}, {m})"),
    ]
    .iter()
    .enumerate()
    {
        slots.push(select_slot(ty, name, call, width_for(index, ty)));
        slots.push(select_slot(ty, name, call, 1));
    }
    slots
}

/// `bitselect`/`select` over `ty` (any type) at `lanes`; select's mask is the signed integer
/// of the lane width.
fn select_slot(ty: Elem, name: &str, call: &str, lanes: usize) -> Slot {
    let label = format!("{name}({})", ty.vec(lanes));
    let mut rng = rng_for(&label);
    let mask = ty.with_sign(true);
    let mut cols = vec![
        (ty, column(ty, Domain::Bits, RANDOMS, &mut rng)),
        (ty, column(ty, Domain::Bits, RANDOMS, &mut rng)),
    ];
    if name == "bitselect" {
        cols.push((ty, column(ty, Domain::Bits, RANDOMS, &mut rng)));
    } else {
        cols.push((mask, column(mask, Domain::Bits, RANDOMS, &mut rng)));
    }
    let cases = Cases::combine(cols, 6).padded(lanes);
    let n = cases.len();
    let call = call
        .replace("{a}", &load(0, lanes))
        .replace("{b}", &load(1, lanes))
        .replace("{c}", &load(2, lanes))
        .replace("{m}", &load(2, lanes));
    slot(
        "relational",
        name,
        ty,
        label,
        &cases,
        lanes,
        vec![output(ty, n, Check::Exact)],
        store(0, lanes, &call),
    )
}

fn integer_relational_slots() -> Vec<Slot> {
    let mut slots = Vec::new();
    for (index, &ty) in INTEGERS.iter().enumerate() {
        if ty.is_signed() {
            for name in ["any", "all"] {
                for lanes in [1, width_for(index, ty)] {
                    let label = format!("{name}({})", ty.vec(lanes));
                    let mut rng = rng_for(&label);
                    // Sign bits set and clear in every pattern: random values and their
                    // negations mixed per lane.
                    let col = column(ty, Domain::Bits, RANDOMS, &mut rng);
                    let cases = Cases::combine(vec![(ty, col)], 0).padded(lanes);
                    let n = cases.len();
                    let call = format!("{name}({})", load(0, lanes));
                    let mut s = slot(
                        "relational",
                        name,
                        ty,
                        label,
                        &cases,
                        lanes,
                        vec![output(Elem::Int, n / lanes, Check::Exact)],
                        store(0, 1, &call),
                    );
                    s.items = Some(n / lanes);
                    slots.push(s);
                }
            }
        }
        for (k, (name, call)) in [
            ("bitselect", "bitselect({a}, {b}, {c})"),
            ("select", "select({a}, {b}, {m})"),
        ]
        .iter()
        .enumerate()
        {
            slots.push(select_slot(ty, name, call, width_for(index + k, ty)));
            slots.push(select_slot(ty, name, call, 1));
        }
    }
    slots
}

/// `as_T` between types of one size: (from, lanes, to, lanes).
const AS_TYPE: &[(Elem, usize, Elem, usize)] = &[
    (Elem::Float, 1, Elem::Int, 1),
    (Elem::Int, 1, Elem::Float, 1),
    (Elem::Float, 4, Elem::Uint, 4),
    (Elem::Uint, 1, Elem::Uchar, 4),
    (Elem::Uchar, 4, Elem::Float, 1),
    (Elem::Float, 2, Elem::Double, 1),
    (Elem::Double, 1, Elem::Long, 1),
    (Elem::Long, 2, Elem::Double, 2),
    (Elem::Ulong, 1, Elem::Short, 4),
    (Elem::Short, 2, Elem::Char, 4),
    (Elem::Int, 4, Elem::Char, 16),
    (Elem::Double, 2, Elem::Float, 4),
];

fn as_type_slots() -> Vec<Slot> {
    AS_TYPE
        .iter()
        .map(|&(from, fl, to, tl)| {
            let label = format!("as_{}({})", to.vec(tl), from.vec(fl));
            let mut rng = rng_for(&label);
            let cases = Cases::combine(
                vec![(from, column(from, Domain::Bits, RANDOMS, &mut rng))],
                0,
            )
            .padded(fl.max(2) * 8);
            let n = cases.len();
            let call = format!("as_{}({})", to.vec(tl), load(0, fl));
            let outputs = vec![output(to, n * from.size() / to.size(), Check::Exact)];
            slot(
                "as_type",
                &format!("as_{}", to.vec(tl)),
                from,
                label,
                &cases,
                fl,
                outputs,
                store(0, tl, &call),
            )
        })
        .collect()
}

/// shuffle(x: n lanes, mask: m lanes) and shuffle2(x, y: n lanes, mask: m lanes).
fn shuffle_slots() -> Vec<Slot> {
    let rows: &[(&str, Elem, usize, usize)] = &[
        ("shuffle", Elem::Float, 4, 4),
        ("shuffle", Elem::Int, 4, 8),
        ("shuffle", Elem::Uchar, 16, 2),
        ("shuffle", Elem::Double, 2, 16),
        ("shuffle2", Elem::Float, 8, 4),
        ("shuffle2", Elem::Short, 2, 16),
        ("shuffle2", Elem::Long, 4, 2),
    ];
    let mut slots = Vec::new();
    for &(name, ty, n, m) in rows {
        let mask = ty.with_sign(false);
        let label = format!("{name}({}, {})", ty.vec(n), mask.vec(m));
        let mut rng = rng_for(&label);
        let cols = vec![
            (ty, column(ty, Domain::Bits, RANDOMS, &mut rng)),
            (ty, column(ty, Domain::Bits, RANDOMS, &mut rng)),
            (mask, column(mask, Domain::Bits, RANDOMS, &mut rng)),
        ];
        let cases = Cases::combine(cols, 0).padded(16);
        let items = cases.len() / 16;
        let call = if name == "shuffle" {
            format!("shuffle({}, {})", load(0, n), load(2, m))
        } else {
            format!("shuffle2({}, {}, {})", load(0, n), load(1, n), load(2, m))
        };
        let mut s = slot(
            "shuffle",
            name,
            ty,
            label,
            &cases,
            16,
            vec![output(ty, items * m, Check::Exact)],
            store(0, m, &call),
        );
        s.items = Some(items);
        slots.push(s);
    }
    // vec_step of each vector shape (a constant expression).
    let cases = Cases::combine(vec![(Elem::Int, vec![0])], 0);
    let types = [
        "char", "short3", "int4", "long8", "float16", "double2", "uchar3",
    ];
    let body = types
        .iter()
        .enumerate()
        .map(|(k, t)| format!("r0[{k}] = vec_step({t});"))
        .collect::<String>();
    let mut s = slot(
        "shuffle",
        "vec_step",
        Elem::Int,
        "vec_step(...)".into(),
        &cases,
        1,
        vec![output(Elem::Int, types.len(), Check::Exact)],
        body,
    );
    s.items = Some(1);
    slots.push(s);
    slots
}
