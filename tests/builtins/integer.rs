//! The integer family: abs, abs_diff, add_sat, sub_sat, hadd, rhadd, clamp, clz, ctz,
//! popcount, mad_hi, mad_sat, max, min, mul_hi, rotate, upsample, mad24, mul24 over char to
//! ulong, scalar and one vector width, compared exactly; one kernel per integer width.

use crate::compare::Check;
use crate::kernel::{Group, Slot};
use crate::shape::{load, output, rng_for, slot, store, width_for, Cases};
use crate::values::{column, Domain, Elem, INTEGERS};

/// What a function returns, relative to its argument type `T`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ret {
    /// `T`
    Same,
    /// The unsigned type of `T`'s width (abs, abs_diff).
    Unsigned,
    /// Twice `T`'s width (upsample).
    Wider,
}

/// (name, arity, result, how the call is written with `{a}`, `{b}`, `{c}` standing for the
/// loaded arguments).
const ROWS: &[(&str, usize, Ret, &str)] = &[
    ("abs", 1, Ret::Unsigned, "abs({a})"),
    ("abs_diff", 2, Ret::Unsigned, "abs_diff({a}, {b})"),
    ("add_sat", 2, Ret::Same, "add_sat({a}, {b})"),
    ("sub_sat", 2, Ret::Same, "sub_sat({a}, {b})"),
    ("hadd", 2, Ret::Same, "hadd({a}, {b})"),
    ("rhadd", 2, Ret::Same, "rhadd({a}, {b})"),
    // clamp is undefined for min > max: the bounds are ordered first.
    (
        "clamp",
        3,
        Ret::Same,
        "clamp({a}, min({b}, {c}), max({b}, {c}))",
    ),
    ("clz", 1, Ret::Same, "clz({a})"),
    ("ctz", 1, Ret::Same, "ctz({a})"),
    ("popcount", 1, Ret::Same, "popcount({a})"),
    ("mad_hi", 3, Ret::Same, "mad_hi({a}, {b}, {c})"),
    ("mad_sat", 3, Ret::Same, "mad_sat({a}, {b}, {c})"),
    ("max", 2, Ret::Same, "max({a}, {b})"),
    ("min", 2, Ret::Same, "min({a}, {b})"),
    ("mul_hi", 2, Ret::Same, "mul_hi({a}, {b})"),
    ("rotate", 2, Ret::Same, "rotate({a}, {b})"),
    ("upsample", 2, Ret::Wider, "upsample({a}, {b})"),
    ("mad24", 3, Ret::Same, "mad24({a}, {b}, {c})"),
    ("mul24", 2, Ret::Same, "mul24({a}, {b})"),
];

/// Vector forms with a scalar operand (`max(T, t)`, `min(T, t)`, `clamp(T, t, t)`).
const SCALAR_OPERAND_ROWS: &[(&str, usize, &str)] = &[
    ("max", 2, "max({a}, b1)"),
    ("min", 2, "min({a}, b1)"),
    ("clamp", 3, "clamp({a}, min(b1, c1), max(b1, c1))"),
];

const RANDOMS: usize = 160;
const CROSS: usize = 24;

/// The integer groups: one kernel per width (signed and unsigned together).
pub fn groups() -> Vec<Group> {
    INTEGERS
        .chunks(2)
        .map(|pair| {
            let mut slots = Vec::new();
            for &ty in pair {
                for (index, row) in ROWS.iter().enumerate() {
                    let (name, ..) = *row;
                    if name == "upsample" && ty.bits() == 64 {
                        continue;
                    }
                    if matches!(name, "mad24" | "mul24") && ty.bits() != 32 {
                        continue;
                    }
                    for lanes in [1, width_for(index, ty)] {
                        slots.push(int_slot(row, ty, lanes));
                    }
                }
                for (index, &(name, arity, call)) in SCALAR_OPERAND_ROWS.iter().enumerate() {
                    slots.push(scalar_operand_slot(
                        name,
                        arity,
                        call,
                        ty,
                        width_for(index, ty),
                    ));
                }
            }
            let global = slots.iter().filter_map(|s| s.items).max().unwrap_or(1);
            Group {
                name: format!("integer {}/{}", pair[0].name(), pair[1].name()),
                prelude: String::new(),
                slots,
                global,
                local: None,
                std: Default::default(),
            }
        })
        .collect()
}

fn columns(name: &str, arity: usize, ty: Elem, label: &str) -> Cases {
    let mut rng = rng_for(label);
    let cols = (0..arity)
        .map(|j| {
            // upsample's low half is unsigned.
            let e = if name == "upsample" && j == 1 {
                ty.with_sign(false)
            } else {
                ty
            };
            let mut c = column(e, Domain::Bits, RANDOMS, &mut rng);
            // mad24/mul24 are defined for operands in the 24-bit range only.
            if matches!(name, "mad24" | "mul24") && j < 2 {
                for v in &mut c {
                    *v = if e.is_signed() {
                        e.bits_of_int(((*v as i32) << 8 >> 8) as i128)
                    } else {
                        *v & 0xff_ffff
                    };
                }
            }
            (e, c)
        })
        .collect();
    Cases::combine(cols, if arity == 3 { 8 } else { CROSS })
}

fn int_slot(row: &(&str, usize, Ret, &str), ty: Elem, lanes: usize) -> Slot {
    let &(name, arity, ret, call) = row;
    let label = format!("{name}({})", ty.vec(lanes));
    let cases = columns(name, arity, ty, &label).padded(lanes);
    let n = cases.len();
    let out = match ret {
        Ret::Same => ty,
        Ret::Unsigned => ty.with_sign(false),
        Ret::Wider => match ty.bits() {
            8 => Elem::Short,
            16 => Elem::Int,
            _ => Elem::Long,
        }
        .with_sign(ty.is_signed()),
    };
    let call = call
        .replace("{a}", &load(0, lanes))
        .replace("{b}", &load(1, lanes))
        .replace("{c}", &load(2, lanes));
    slot(
        "integer",
        name,
        ty,
        label,
        &cases,
        lanes,
        vec![output(out, n, Check::Exact)],
        store(0, lanes, &call),
    )
}

fn scalar_operand_slot(name: &str, arity: usize, call: &str, ty: Elem, lanes: usize) -> Slot {
    let t = ty.name();
    let label = format!("{name}({}, {t})", ty.vec(lanes));
    // The scalar operands are the first lane's values of the other inputs.
    let cases = columns(name, arity, ty, &label).padded(lanes);
    let n = cases.len();
    let call = call.replace("{a}", &load(0, lanes));
    let body = format!(
        "{t} b1 = a1[i * {lanes}]; {t} c1 = a{}[i * {lanes}]; {}",
        if arity == 3 { 2 } else { 1 },
        store(0, lanes, &call)
    );
    slot(
        "integer",
        name,
        ty,
        label,
        &cases,
        lanes,
        vec![output(ty, n, Check::Exact)],
        body,
    )
}
