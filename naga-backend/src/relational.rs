//! OpenCL's relational builtins on floating-point lanes (`isequal` ... `isunordered`,
//! `isfinite`, `isinf`, `isnan`, `isnormal`, `signbit`): a scalar's result is the `int` 1 or 0,
//! a vector's lanes are -1 or 0 of the same-width integer type.
//!
//! A lane's class is tested on its bits as an integer where the target holds them (naga's float
//! tests may be folded by fast-math drivers); a `half` register is an `f32` holding a `half`
//! value, so its bits are an `f32`'s, its smallest normal `half`'s. The comparisons are
//! ordered (false on a NaN) and `isnotequal` unordered, whatever the target language's own
//! operators do with NaNs.

use crate::function::{FnWriter, R};
use crate::types;
use naga::{BinaryOperator as B, Expression, Handle, Literal, ScalarKind};
use oclvk_frontend::ir::{self, Scalar, SimpleBuiltin as S};
use oclvk_frontend::source::Span;

/// How a lane's class is read: from its bits as `u32` or `u64`, or (a `double` where the
/// target has no 64-bit integers) by the language's own tests.
#[derive(Clone, Copy)]
enum Bits {
    Word { smallest_normal: u32 },
    Double,
    Tests,
}

/// The result of relational builtin `s` on values `a` (lowered), of IR type `ty`; `None` when
/// `s` is no relational builtin on floating-point lanes.
pub(crate) fn lower(
    fw: &mut FnWriter,
    s: S,
    a: &[Handle<Expression>],
    arg_ty: ir::TypeId,
    ty: ir::TypeId,
    span: Span,
) -> R<Option<Handle<Expression>>> {
    let (scalar, size) = fw.lanes(arg_ty);
    if !scalar.is_float() {
        return Ok(None);
    }
    let bits = match scalar {
        Scalar::Half => Bits::Word {
            smallest_normal: 0x3880_0000,
        },
        Scalar::Double if fw.mw.features.int64 => Bits::Double,
        Scalar::Double => Bits::Tests,
        _ => Bits::Word {
            smallest_normal: 0x0080_0000,
        },
    };
    let class = |fw: &mut FnWriter, c| classify(fw, a[0], bits, size, c);
    let c = match s {
        S::Isnan => class(fw, Class::Nan),
        S::Isinf => class(fw, Class::Inf),
        S::Isfinite => class(fw, Class::Finite),
        S::Isnormal => class(fw, Class::Normal),
        S::Signbit => match bits {
            Bits::Tests => {
                return fw.unsupported(span, "'signbit' on 'double' (without 64-bit integers)")
            }
            _ => class(fw, Class::Negative),
        },
        S::Isequal
        | S::Isnotequal
        | S::Isgreater
        | S::Isgreaterequal
        | S::Isless
        | S::Islessequal
        | S::Islessgreater
        | S::Isordered
        | S::Isunordered => {
            let nan_a = class(fw, Class::Nan);
            let nan_b = classify(fw, a[1], bits, size, Class::Nan);
            let unordered = fw.binary(B::InclusiveOr, nan_a, nan_b);
            let ordered = fw.expr(Expression::Unary {
                op: naga::UnaryOperator::LogicalNot,
                expr: unordered,
            });
            let op = match s {
                S::Isordered => return finish(fw, ordered, ty, span).map(Some),
                S::Isunordered => return finish(fw, unordered, ty, span).map(Some),
                S::Isequal => B::Equal,
                S::Isnotequal => B::NotEqual,
                S::Isgreater => B::Greater,
                S::Isgreaterequal => B::GreaterEqual,
                S::Isless => B::Less,
                S::Islessequal => B::LessEqual,
                _ => B::NotEqual,
            };
            let compared = fw.binary(op, a[0], a[1]);
            if s == S::Isnotequal {
                fw.binary(B::InclusiveOr, unordered, compared)
            } else {
                // `islessgreater` is `isnotequal` of ordered lanes.
                fw.binary(B::And, ordered, compared)
            }
        }
        _ => return Ok(None),
    };
    finish(fw, c, ty, span).map(Some)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Nan,
    Inf,
    Finite,
    Normal,
    Negative,
}

/// Whether each lane of `x` is of class `c` (a `bool` or vector of them).
fn classify(
    fw: &mut FnWriter,
    x: Handle<Expression>,
    bits: Bits,
    size: Option<naga::VectorSize>,
    c: Class,
) -> Handle<Expression> {
    let splat = |fw: &mut FnWriter, l: Literal| {
        let v = fw.literal(l);
        match size {
            Some(size) => fw.expr(Expression::Splat { size, value: v }),
            None => v,
        }
    };
    let (sign, inf, smallest_normal) = match bits {
        Bits::Word { smallest_normal } => (
            Literal::U32(0x8000_0000),
            Literal::U32(0x7f80_0000),
            Literal::U32(smallest_normal),
        ),
        Bits::Double => (
            Literal::U64(0x8000_0000_0000_0000),
            Literal::U64(0x7ff0_0000_0000_0000),
            Literal::U64(0x0010_0000_0000_0000),
        ),
        Bits::Tests => return classify_by_tests(fw, x, c, &splat),
    };
    let raw = fw.expr(Expression::As {
        expr: x,
        kind: ScalarKind::Uint,
        convert: None,
    });
    let sign = splat(fw, sign);
    if c == Class::Negative {
        let s = fw.binary(B::And, raw, sign);
        let zero = match bits {
            Bits::Double => splat(fw, Literal::U64(0)),
            _ => splat(fw, Literal::U32(0)),
        };
        return fw.binary(B::NotEqual, s, zero);
    }
    let magnitude = fw.expr(Expression::Unary {
        op: naga::UnaryOperator::BitwiseNot,
        expr: sign,
    });
    let abs = fw.binary(B::And, raw, magnitude);
    let inf = splat(fw, inf);
    match c {
        Class::Nan => fw.binary(B::Greater, abs, inf),
        Class::Inf => fw.binary(B::Equal, abs, inf),
        Class::Finite => fw.binary(B::Less, abs, inf),
        _ => {
            let finite = fw.binary(B::Less, abs, inf);
            let smallest = splat(fw, smallest_normal);
            let large = fw.binary(B::GreaterEqual, abs, smallest);
            fw.binary(B::And, finite, large)
        }
    }
}

/// `classify` of `double` lanes where the target has no 64-bit integers to hold their bits.
fn classify_by_tests(
    fw: &mut FnWriter,
    x: Handle<Expression>,
    c: Class,
    splat: &dyn Fn(&mut FnWriter, Literal) -> Handle<Expression>,
) -> Handle<Expression> {
    let test = |fw: &mut FnWriter, fun| fw.expr(Expression::Relational { fun, argument: x });
    let not = |fw: &mut FnWriter, expr| {
        fw.expr(Expression::Unary {
            op: naga::UnaryOperator::LogicalNot,
            expr,
        })
    };
    match c {
        Class::Nan => test(fw, naga::RelationalFunction::IsNan),
        Class::Inf => test(fw, naga::RelationalFunction::IsInf),
        _ => {
            let nan = test(fw, naga::RelationalFunction::IsNan);
            let inf = test(fw, naga::RelationalFunction::IsInf);
            let either = fw.binary(B::InclusiveOr, nan, inf);
            let finite = not(fw, either);
            if c == Class::Finite {
                return finite;
            }
            let abs = fw.expr(Expression::Math {
                fun: naga::MathFunction::Abs,
                arg: x,
                arg1: None,
                arg2: None,
                arg3: None,
            });
            let smallest = splat(fw, Literal::F64(f64::MIN_POSITIVE));
            let large = fw.binary(B::GreaterEqual, abs, smallest);
            fw.binary(B::And, finite, large)
        }
    }
}

/// Condition `c` as the builtin's result of IR type `ty`: 1 or 0 for a scalar, lanes of -1 or
/// 0 for a vector.
fn finish(
    fw: &mut FnWriter,
    c: Handle<Expression>,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let (rs, size) = fw.lanes(ty);
    let reg = types::register_scalar(rs, &fw.mw.features, span)?;
    let (yes, no) = (if size.is_some() { -1 } else { 1 }, 0);
    let mut lit = |v| {
        let l = fw.scalar_literal(reg, v);
        match size {
            Some(size) => fw.expr(Expression::Splat { size, value: l }),
            None => l,
        }
    };
    let (accept, reject) = (lit(yes), lit(no));
    Ok(fw.expr(Expression::Select {
        condition: c,
        accept,
        reject,
    }))
}
