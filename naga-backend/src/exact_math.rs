//! The exact float builtins that neither naga nor the math library has, as naga expressions on
//! the floats' bits: `nextafter`, `maxmag`, `minmag`, `remainder` and `remquo`, lane-wise on
//! vectors. Integer operations only (no float arithmetic a driver may flush or fold), in the
//! float's own width: `double` needs the target's 64-bit integers (else, but for `maxmag` and
//! `minmag`, a diagnostic).
//!
//! - `nextafter(x, y)`: one step of the bits of `x` towards `y` on integer keys that order like
//!   the floats (the magnitude, negated for negative numbers; both zeros 0); `y` when equal, a
//!   NaN operand when there is one; a step to zero keeps `x`'s sign.
//! - `maxmag(x, y)` (`minmag` alike): `x` if `|x| > |y|`, `y` if `|y| > |x|`, else `fmax(x, y)`;
//!   the magnitudes compared as integers, a NaN operand giving the other (as `fmax`), equal
//!   magnitudes the operand without (`minmag`: with) the sign bit.
//! - `remainder(x, y)` and `remquo`'s quotient bits: with `|x| = mx 2^ex` and `|y| = my 2^ey`
//!   (integer mantissas, implicit bit included), the remainder of `mx 2^(ex-ey)` by `my` by
//!   long division one bit a step (no integer division, none of 64 bits), keeping the
//!   quotient's low 7 bits; rounded to nearest with ties to an even quotient by comparing
//!   twice the remainder with `my`, and built back into a float from its integer and `y`'s
//!   exponent (a subnormal result exact where the driver flushes subnormal arithmetic). `|x| <
//!   |y|/2` (`ex - ey < -1`) gives `x`; `ex - ey = -1` divides at `x`'s exponent (`2 my`).
//!   NaN for a zero `y`, an infinite `x` or a NaN operand, with quotient 0; `x` for an infinite `y`.

use crate::function::{FnWriter, Val, R};
use crate::types;
use naga::{
    BinaryOperator as B, Expression, Handle, Literal, MathFunction as Mf, ScalarKind as K,
    Statement, VectorSize,
};
use oclvk_frontend::ir::{self, ExprId, SimpleBuiltin as S};
use oclvk_frontend::source::Span;

/// `s` on `args` if it is one of this module's builtins.
pub(crate) fn lower(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Option<Val>> {
    if !matches!(
        s,
        S::Nextafter | S::Maxmag | S::Minmag | S::Remainder | S::Remquo
    ) {
        return Ok(None);
    }
    let (scalar, size) = fw.lanes(ty);
    if !scalar.is_float() || args.len() < 2 {
        return Ok(None);
    }
    let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
    let wide = reg.width == 8;
    let x = fw.lower_value(args[0])?;
    let y = fw.lower_value(args[1])?;
    if s == S::Nextafter && scalar == ir::Scalar::Half {
        return Ok(Some(Val::Value(nextafter_half(fw, x, y, size))));
    }
    if wide && !fw.mw.features.int64 {
        if matches!(s, S::Maxmag | S::Minmag) {
            return Ok(Some(Val::Value(magnitude_float(fw, s, x, y, size))));
        }
        return fw.unsupported(
            span,
            format_args!("'{}' on 'double' (without 64-bit integers)", s.name()),
        );
    }
    let l = Lanes {
        size,
        width: reg.width,
    };
    let v = match s {
        S::Nextafter => nextafter(fw, &l, x, y),
        S::Maxmag | S::Minmag => magnitude_bits(fw, &l, s == S::Maxmag, x, y),
        _ => {
            let (r, quo) = remainder(fw, &l, x, y);
            if s == S::Remquo {
                let p = fw.lower_ptr(args[2])?;
                let pt = fw.pointer(&p);
                fw.written(&p);
                fw.push(Statement::Store {
                    pointer: pt,
                    value: quo,
                });
            }
            r
        }
    };
    Ok(Some(Val::Value(v)))
}

/// The lane shape and float width of the values being computed.
struct Lanes {
    size: Option<VectorSize>,
    width: u8,
}

impl Lanes {
    /// The float's bits: mantissa bits with the implicit one (`p`) and exponent bias.
    fn format(&self) -> (u32, i64) {
        if self.width == 8 {
            (53, 1023)
        } else {
            (24, 127)
        }
    }

    fn splat(&self, fw: &mut FnWriter, l: Literal) -> Handle<Expression> {
        let v = fw.literal(l);
        match self.size {
            Some(size) => fw.expr(Expression::Splat { size, value: v }),
            None => v,
        }
    }

    /// Unsigned integers of the float's width.
    fn bits(&self, fw: &mut FnWriter, v: u64) -> Handle<Expression> {
        let l = if self.width == 8 {
            Literal::U64(v)
        } else {
            Literal::U32(v as u32)
        };
        self.splat(fw, l)
    }

    /// Signed integers of the float's width.
    fn signed(&self, fw: &mut FnWriter, v: i64) -> Handle<Expression> {
        let l = if self.width == 8 {
            Literal::I64(v)
        } else {
            Literal::I32(v as i32)
        };
        self.splat(fw, l)
    }

    fn u32(&self, fw: &mut FnWriter, v: u32) -> Handle<Expression> {
        self.splat(fw, Literal::U32(v))
    }

    fn i32(&self, fw: &mut FnWriter, v: i32) -> Handle<Expression> {
        self.splat(fw, Literal::I32(v))
    }

    /// The naga type of lanes of `scalar`.
    fn ty(&self, fw: &mut FnWriter, scalar: naga::Scalar) -> Handle<naga::Type> {
        fw.mw.naga_ty(match self.size {
            Some(size) => naga::TypeInner::Vector { size, scalar },
            None => naga::TypeInner::Scalar(scalar),
        })
    }

    fn uint_scalar(&self) -> naga::Scalar {
        naga::Scalar {
            kind: K::Uint,
            width: self.width,
        }
    }

    fn sign_bit(&self) -> u64 {
        1 << (self.width as u32 * 8 - 1)
    }

    /// The bits of a positive infinity.
    fn infinity(&self) -> u64 {
        if self.width == 8 {
            f64::INFINITY.to_bits()
        } else {
            f32::INFINITY.to_bits() as u64
        }
    }

    fn quiet_nan(&self) -> u64 {
        if self.width == 8 {
            f64::NAN.to_bits()
        } else {
            f32::NAN.to_bits() as u64
        }
    }
}

fn cast(
    fw: &mut FnWriter,
    e: Handle<Expression>,
    kind: K,
    width: Option<u8>,
) -> Handle<Expression> {
    fw.expr(Expression::As {
        expr: e,
        kind,
        convert: width,
    })
}

fn select(
    fw: &mut FnWriter,
    condition: Handle<Expression>,
    accept: Handle<Expression>,
    reject: Handle<Expression>,
) -> Handle<Expression> {
    fw.expr(Expression::Select {
        condition,
        accept,
        reject,
    })
}

fn math2(
    fw: &mut FnWriter,
    fun: Mf,
    a: Handle<Expression>,
    b: Handle<Expression>,
) -> Handle<Expression> {
    fw.expr(Expression::Math {
        fun,
        arg: a,
        arg1: Some(b),
        arg2: None,
        arg3: None,
    })
}

/// The magnitude bits of `x` (unsigned) and whether its sign bit is set.
fn magnitude_and_sign(
    fw: &mut FnWriter,
    l: &Lanes,
    x: Handle<Expression>,
) -> (Handle<Expression>, Handle<Expression>) {
    let bits = cast(fw, x, K::Uint, None);
    let mask = l.bits(fw, l.sign_bit() - 1);
    let magnitude = fw.binary(B::And, bits, mask);
    let limit = l.bits(fw, l.sign_bit());
    let negative = fw.binary(B::GreaterEqual, bits, limit);
    (magnitude, negative)
}

fn nextafter(
    fw: &mut FnWriter,
    l: &Lanes,
    x: Handle<Expression>,
    y: Handle<Expression>,
) -> Handle<Expression> {
    let key = |fw: &mut FnWriter, v| {
        let (magnitude, negative) = magnitude_and_sign(fw, l, v);
        let m = cast(fw, magnitude, K::Sint, None);
        let negated = fw.expr(Expression::Unary {
            op: naga::UnaryOperator::Negate,
            expr: m,
        });
        (select(fw, negative, negated, m), magnitude)
    };
    let (xk, xm) = key(fw, x);
    let (yk, ym) = key(fw, y);
    let one = l.signed(fw, 1);
    let up = fw.binary(B::Add, xk, one);
    let down = fw.binary(B::Subtract, xk, one);
    let towards_up = fw.binary(B::Less, xk, yk);
    let stepped = select(fw, towards_up, up, down);
    // Back from a key to bits: negative keys are negative numbers.
    let zero = l.signed(fw, 0);
    let stepped_negative = fw.binary(B::Less, stepped, zero);
    let magnitude = fw.expr(Expression::Unary {
        op: naga::UnaryOperator::Negate,
        expr: stepped,
    });
    let magnitude = cast(fw, magnitude, K::Uint, None);
    let sign = l.bits(fw, l.sign_bit());
    let negative_bits = fw.binary(B::InclusiveOr, magnitude, sign);
    let stepped_bits = cast(fw, stepped, K::Uint, None);
    let bits = select(fw, stepped_negative, negative_bits, stepped_bits);
    // A step from the smallest subnormal to zero keeps x's sign.
    let x_bits = cast(fw, x, K::Uint, None);
    let x_sign = fw.binary(B::And, x_bits, sign);
    let to_zero = fw.binary(B::Equal, stepped, zero);
    let bits = select(fw, to_zero, x_sign, bits);
    let r = cast(fw, bits, K::Float, None);
    let equal = fw.binary(B::Equal, xk, yk);
    let r = select(fw, equal, y, r);
    let infinity = l.bits(fw, l.infinity());
    let x_nan = fw.binary(B::Greater, xm, infinity);
    let y_nan = fw.binary(B::Greater, ym, infinity);
    let r = select(fw, y_nan, y, r);
    select(fw, x_nan, x, r)
}

/// `nextafter` on `half` registers (`f32`s holding halves, whose `f32` neighbours are not the
/// `half` ones), lane by lane: each operand's `half` bits become an `f32` with the same sign and
/// magnitude bits (a subnormal `float`, ordered as the halves are), [`nextafter`] steps those
/// bits, and the result's bits are a `half`'s again; a NaN operand is the result as it is.
fn nextafter_half(
    fw: &mut FnWriter,
    x: Handle<Expression>,
    y: Handle<Expression>,
    size: Option<VectorSize>,
) -> Handle<Expression> {
    let lane = |fw: &mut FnWriter, v: Handle<Expression>, k: Option<u32>| match k {
        Some(index) => fw.expr(Expression::AccessIndex { base: v, index }),
        None => v,
    };
    let u = |fw: &mut FnWriter, v: u32| fw.literal(Literal::U32(v));
    let l = Lanes {
        size: None,
        width: 4,
    };
    let mut lanes = Vec::new();
    for k in size.map_or(vec![None], |s| (0..s as u32).map(Some).collect()) {
        let (xl, yl) = (lane(fw, x, k), lane(fw, y, k));
        let mut magnitudes = Vec::new();
        let mut embedded = Vec::new();
        for v in [xl, yl] {
            let bits = crate::packed::half_bits_rte(fw, v);
            let magnitude_mask = u(fw, 0x7fff);
            let magnitude = fw.binary(B::And, bits, magnitude_mask);
            let sign_mask = u(fw, 0x8000);
            let sign = fw.binary(B::And, bits, sign_mask);
            let sixteen = u(fw, 16);
            let sign = fw.binary(B::ShiftLeft, sign, sixteen);
            let as_float = fw.binary(B::InclusiveOr, magnitude, sign);
            embedded.push(cast(fw, as_float, K::Float, None));
            magnitudes.push(magnitude);
        }
        let stepped = nextafter(fw, &l, embedded[0], embedded[1]);
        let bits = cast(fw, stepped, K::Uint, None);
        let magnitude_mask = u(fw, 0x7fff);
        let magnitude = fw.binary(B::And, bits, magnitude_mask);
        let sixteen = u(fw, 16);
        let sign = fw.binary(B::ShiftRight, bits, sixteen);
        let sign_mask = u(fw, 0x8000);
        let sign = fw.binary(B::And, sign, sign_mask);
        let half_bits = fw.binary(B::InclusiveOr, magnitude, sign);
        let r = crate::packed::half_value(fw, half_bits);
        let infinity = u(fw, 0x7c00);
        let x_nan = fw.binary(B::Greater, magnitudes[0], infinity);
        let y_nan = fw.binary(B::Greater, magnitudes[1], infinity);
        let r = select(fw, y_nan, yl, r);
        lanes.push(select(fw, x_nan, xl, r));
    }
    match size {
        Some(size) => {
            let ty = fw.mw.naga_ty(naga::TypeInner::Vector {
                size,
                scalar: naga::Scalar::F32,
            });
            fw.expr(Expression::Compose {
                ty,
                components: lanes,
            })
        }
        None => lanes[0],
    }
}

/// `maxmag` (`max`) or `minmag` on the bits.
fn magnitude_bits(
    fw: &mut FnWriter,
    l: &Lanes,
    max: bool,
    x: Handle<Expression>,
    y: Handle<Expression>,
) -> Handle<Expression> {
    let (xm, x_negative) = magnitude_and_sign(fw, l, x);
    let (ym, _) = magnitude_and_sign(fw, l, y);
    // Equal magnitudes: fmax's choice is the one without the sign bit, fmin's the other.
    let tie = if max {
        select(fw, x_negative, y, x)
    } else {
        select(fw, x_negative, x, y)
    };
    let (bigger, smaller) = if max { (xm, ym) } else { (ym, xm) };
    let x_wins = fw.binary(B::Greater, bigger, smaller);
    let y_wins = fw.binary(B::Less, bigger, smaller);
    let r = select(fw, y_wins, y, tie);
    let r = select(fw, x_wins, x, r);
    let infinity = l.bits(fw, l.infinity());
    let x_nan = fw.binary(B::Greater, xm, infinity);
    let y_nan = fw.binary(B::Greater, ym, infinity);
    let r = select(fw, y_nan, x, r);
    select(fw, x_nan, y, r)
}

/// `maxmag`/`minmag` of `double` where the target has no 64-bit integers to hold its bits:
/// float comparisons and the language's `max`/`min` for equal magnitudes.
fn magnitude_float(
    fw: &mut FnWriter,
    s: S,
    x: Handle<Expression>,
    y: Handle<Expression>,
    _size: Option<VectorSize>,
) -> Handle<Expression> {
    let abs = |fw: &mut FnWriter, v| {
        fw.expr(Expression::Math {
            fun: Mf::Abs,
            arg: v,
            arg1: None,
            arg2: None,
            arg3: None,
        })
    };
    let (ax, ay) = (abs(fw, x), abs(fw, y));
    let (bigger, smaller, tie) = if s == S::Maxmag {
        (ax, ay, math2(fw, Mf::Max, x, y))
    } else {
        (ay, ax, math2(fw, Mf::Min, x, y))
    };
    let x_wins = fw.binary(B::Greater, bigger, smaller);
    let y_wins = fw.binary(B::Less, bigger, smaller);
    let r = select(fw, y_wins, y, tie);
    select(fw, x_wins, x, r)
}

/// `remainder(x, y)` and `remquo`'s quotient (`int` lanes).
fn remainder(
    fw: &mut FnWriter,
    l: &Lanes,
    x: Handle<Expression>,
    y: Handle<Expression>,
) -> (Handle<Expression>, Handle<Expression>) {
    let (p, _) = l.format();
    let (ax, x_negative) = magnitude_and_sign(fw, l, x);
    let (ay, y_negative) = magnitude_and_sign(fw, l, y);
    // Integer mantissas with the implicit bit and exponents (subnormals: 1), as i32.
    let split = |fw: &mut FnWriter, a| {
        let shift = l.u32(fw, p - 1);
        let e = fw.binary(B::ShiftRight, a, shift);
        let fraction = l.bits(fw, (1 << (p - 1)) - 1);
        let m = fw.binary(B::And, a, fraction);
        let zero = l.bits(fw, 0);
        let normal = fw.binary(B::NotEqual, e, zero);
        let implicit = l.bits(fw, 1 << (p - 1));
        let with = fw.binary(B::InclusiveOr, m, implicit);
        let m = select(fw, normal, with, m);
        let e = cast(fw, e, K::Sint, Some(4));
        let one = l.i32(fw, 1);
        let e = math2(fw, Mf::Max, e, one);
        (m, e)
    };
    let (mx, ex) = split(fw, ax);
    let (my, ey) = split(fw, ay);
    let gap = fw.binary(B::Subtract, ex, ey);
    // ex - ey = -1: divide at x's exponent by 2 my.
    let minus_one = l.i32(fw, -1);
    let just_below = fw.binary(B::Equal, gap, minus_one);
    let (one_u, zero_u) = (l.u32(fw, 1), l.u32(fw, 0));
    let s = select(fw, just_below, one_u, zero_u);
    let divisor = fw.binary(B::ShiftLeft, my, s);
    let s_i = cast(fw, s, K::Sint, None);
    let exponent = fw.binary(B::Subtract, ey, s_i);
    // x itself where |x| < |y| / 2.
    let far_below = fw.binary(B::Less, gap, minus_one);
    let zero_i = l.i32(fw, 0);
    let shifted_bits = math2(fw, Mf::Max, gap, zero_i);
    let p_i = l.i32(fw, p as i32);
    let steps = fw.binary(B::Add, shifted_bits, p_i);
    let steps = select(fw, far_below, zero_i, steps);

    // Long division of mx 2^max(gap, 0) by the divisor, one bit a step.
    let uint = l.uint_scalar();
    let rem_ty = l.ty(fw, uint);
    let quo_ty = l.ty(fw, naga::Scalar::U32);
    let step_ty = fw.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::I32));
    let rem_var = fw.local(rem_ty);
    let quo_var = fw.local(quo_ty);
    let step_var = fw.local(step_ty);
    let store = |fw: &mut FnWriter, var, value| {
        let pointer = fw.expr(Expression::LocalVariable(var));
        fw.push(Statement::Store { pointer, value });
    };
    let load = |fw: &mut FnWriter, var| {
        let pointer = fw.expr(Expression::LocalVariable(var));
        fw.expr(Expression::Load { pointer })
    };
    let zero_bits = l.bits(fw, 0);
    let one_bits = l.bits(fw, 1);
    let mask7 = l.u32(fw, 127);
    store(fw, rem_var, zero_bits);
    store(fw, quo_var, zero_u);
    let first = fw.literal(Literal::I32(0));
    store(fw, step_var, first);
    fw.open_block();
    let k = load(fw, step_var);
    let k_lanes = match l.size {
        Some(size) => fw.expr(Expression::Splat { size, value: k }),
        None => k,
    };
    let active = fw.binary(B::Less, k_lanes, steps);
    let any = match l.size {
        Some(_) => fw.expr(Expression::Relational {
            fun: naga::RelationalFunction::Any,
            argument: active,
        }),
        None => active,
    };
    let mut leave = naga::Block::new();
    leave.push(Statement::Break, naga::Span::UNDEFINED);
    fw.push(Statement::If {
        condition: any,
        accept: naga::Block::new(),
        reject: leave,
    });
    // The bit of mx brought down at step k (none past its p bits).
    let last = fw.literal(Literal::I32(p as i32 - 1));
    let position = fw.binary(B::Subtract, last, k);
    let zero_scalar = fw.literal(Literal::I32(0));
    let inside = fw.binary(B::GreaterEqual, position, zero_scalar);
    let position = math2(fw, Mf::Max, position, zero_scalar);
    let position = cast(fw, position, K::Uint, None);
    let position = match l.size {
        Some(size) => fw.expr(Expression::Splat {
            size,
            value: position,
        }),
        None => position,
    };
    let bit = fw.binary(B::ShiftRight, mx, position);
    let bit = fw.binary(B::And, bit, one_bits);
    let bit = select(fw, inside, bit, zero_bits);
    let r = load(fw, rem_var);
    let r = fw.binary(B::ShiftLeft, r, one_u);
    let r = fw.binary(B::InclusiveOr, r, bit);
    let fits = fw.binary(B::GreaterEqual, r, divisor);
    let reduced = fw.binary(B::Subtract, r, divisor);
    let r = select(fw, fits, reduced, r);
    let q = load(fw, quo_var);
    let q_shifted = fw.binary(B::ShiftLeft, q, one_u);
    let q_bit = select(fw, fits, one_u, zero_u);
    let q_new = fw.binary(B::InclusiveOr, q_shifted, q_bit);
    let q_new = fw.binary(B::And, q_new, mask7);
    let r_old = load(fw, rem_var);
    let r = select(fw, active, r, r_old);
    let q = select(fw, active, q_new, q);
    store(fw, rem_var, r);
    store(fw, quo_var, q);
    let one_scalar = fw.literal(Literal::I32(1));
    let next = fw.binary(B::Add, k, one_scalar);
    store(fw, step_var, next);
    let body = fw.close_block();
    fw.push(Statement::Loop {
        body,
        continuing: naga::Block::new(),
        break_if: None,
    });
    let r = load(fw, rem_var);
    let q = load(fw, quo_var);

    // Round to nearest, ties to an even quotient: compare 2r with the divisor.
    let twice = fw.binary(B::ShiftLeft, r, one_u);
    let above = fw.binary(B::Greater, twice, divisor);
    let tie = fw.binary(B::Equal, twice, divisor);
    let odd = fw.binary(B::And, q, one_u);
    let above = select(fw, above, one_u, zero_u);
    let up = select(fw, tie, odd, above);
    let round_up = fw.binary(B::NotEqual, up, zero_u);
    let other_side = fw.binary(B::Subtract, divisor, r);
    let magnitude = select(fw, round_up, other_side, r);
    let q_up = fw.binary(B::Add, q, one_u);
    let q = select(fw, round_up, q_up, q);
    let q = fw.binary(B::And, q, mask7);
    let magnitude = float_bits(fw, l, magnitude, exponent);
    let magnitude = select(fw, far_below, ax, magnitude);
    let q = select(fw, far_below, zero_u, q);
    // The remainder takes x's sign, flipped when rounded up past y's multiple; the quotient
    // x/y's.
    let flipped = select(fw, far_below, zero_u, up);
    let x_sign = select(fw, x_negative, one_u, zero_u);
    let sign = fw.binary(B::ExclusiveOr, x_sign, flipped);
    let negative = fw.binary(B::NotEqual, sign, zero_u);
    let sign_bit = l.bits(fw, l.sign_bit());
    let signed = fw.binary(B::InclusiveOr, magnitude, sign_bit);
    let bits = select(fw, negative, signed, magnitude);
    let r = cast(fw, bits, K::Float, None);
    let q = cast(fw, q, K::Sint, None);
    let q_negated = fw.expr(Expression::Unary {
        op: naga::UnaryOperator::Negate,
        expr: q,
    });
    let quotient_negative = fw.binary(B::NotEqual, x_negative, y_negative);
    let q = select(fw, quotient_negative, q_negated, q);

    // Special operands: an infinite y gives x; a zero y, an infinite x or a NaN gives NaN.
    let infinity = l.bits(fw, l.infinity());
    let y_infinite = fw.binary(B::Equal, ay, infinity);
    let r = select(fw, y_infinite, x, r);
    let q = select(fw, y_infinite, zero_i, q);
    let nan_bits = l.bits(fw, l.quiet_nan());
    let nan = cast(fw, nan_bits, K::Float, None);
    let zero_bits = l.bits(fw, 0);
    let y_zero = fw.binary(B::Equal, ay, zero_bits);
    let x_not_finite = fw.binary(B::GreaterEqual, ax, infinity);
    let y_nan = fw.binary(B::Greater, ay, infinity);
    let mut r = r;
    let mut q = q;
    for bad in [y_zero, x_not_finite, y_nan] {
        r = select(fw, bad, nan, r);
        q = select(fw, bad, zero_i, q);
    }
    (r, q)
}

/// The bits of the float `magnitude 2^(exponent - bias - (p - 1))`: `magnitude` an unsigned
/// integer below 2^p, `exponent` (i32 lanes) at least 1. Built from the exact float of the
/// integer, its exponent moved, or the subnormal's bits directly.
fn float_bits(
    fw: &mut FnWriter,
    l: &Lanes,
    magnitude: Handle<Expression>,
    exponent: Handle<Expression>,
) -> Handle<Expression> {
    let (p, bias) = l.format();
    let exact = cast(fw, magnitude, K::Float, Some(l.width));
    let exact_bits = cast(fw, exact, K::Uint, None);
    // k = exponent - 1 >= 0: the value is magnitude 2^k subnormal units.
    let one = l.i32(fw, 1);
    let k = fw.binary(B::Subtract, exponent, one);
    // Normal: the exact float's biased exponent moved by k + 2 - p - bias.
    let shift = l.i32(fw, 2 - p as i32 - bias as i32);
    let moved = fw.binary(B::Add, k, shift);
    let moved = if l.width == 8 {
        cast(fw, moved, K::Sint, Some(8))
    } else {
        moved
    };
    let moved = cast(fw, moved, K::Uint, None);
    let field = l.u32(fw, p - 1);
    let moved = fw.binary(B::ShiftLeft, moved, field);
    let normal = fw.binary(B::Add, exact_bits, moved);
    // Subnormal where the biased exponent k + L + 2 - p (L - 1: the integer's float exponent)
    // is below 1.
    let unbiased = fw.binary(B::ShiftRight, exact_bits, field);
    let unbiased = cast(fw, unbiased, K::Sint, Some(4));
    let bias_i = l.i32(fw, bias as i32);
    let top = fw.binary(B::Subtract, unbiased, bias_i);
    let biased = fw.binary(B::Add, k, top);
    let two_minus_p = l.i32(fw, 2 - p as i32);
    let biased = fw.binary(B::Add, biased, two_minus_p);
    let subnormal = fw.binary(B::Less, biased, one);
    let most = l.i32(fw, p as i32 - 1);
    let small_k = math2(fw, Mf::Min, k, most);
    let small_k = cast(fw, small_k, K::Uint, None);
    let tiny = fw.binary(B::ShiftLeft, magnitude, small_k);
    let r = select(fw, subnormal, tiny, normal);
    let zero = l.bits(fw, 0);
    let is_zero = fw.binary(B::Equal, magnitude, zero);
    select(fw, is_zero, zero, r)
}
