//! `as_typeN` between types of one size whose lanes differ in width (`as_uchar4(uint)`,
//! `as_ushort2(float)`, `as_uint2(ulong)`): the targets' bitcast needs lanes of one width, so
//! the value's bits are gathered into 32-bit words and the result's lanes cut from them with
//! shifts and masks, as a packed array's elements are (`packed`).

use crate::function::{FnWriter, R};
use crate::wide::Fit;
use naga::{BinaryOperator as B, Expression, Handle, Literal, MathFunction as Mf, ScalarKind};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, Scalar, Type};
use oclvk_frontend::source::Span;

/// A type's lanes as its bytes hold them: the scalar, the lanes present and the lanes of
/// memory (a 3-lane vector occupies 4).
fn lane_layout(m: &ir::Module, ty: ir::TypeId) -> Option<(Scalar, u32, u32)> {
    match m.types.get(ty) {
        Type::Scalar(s) => Some((s, 1, 1)),
        Type::Vector { scalar, len: 3 } => Some((scalar, 3, 4)),
        Type::Vector { scalar, len } => Some((scalar, len as u32, len as u32)),
        _ => None,
    }
}

/// `v` (of IR type `from`) reinterpreted as IR type `to`, both of one size; `fit` is what
/// `v`'s high halves are known to be where 64-bit integers are held in 32 bits (`wide`).
pub(crate) fn reinterpret(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    (from, fit): (ir::TypeId, Fit),
    to: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let m = fw.mw.m;
    let refuse = |fw: &FnWriter, why: &str| -> R<Handle<Expression>> {
        Err(Diagnostic::error(
            span,
            format!(
                "reinterpreting '{}' as '{}' is not supported on the {} target{why}",
                m.types.display(from),
                m.types.display(to),
                fw.mw.features.name
            ),
        ))
    };
    let (Some((fs, f_lanes, f_slots)), Some((ts, t_lanes, t_slots))) =
        (lane_layout(m, from), lane_layout(m, to))
    else {
        return refuse(fw, "");
    };
    let wide = |s: Scalar| s.bits() == 64;
    let held_low = !fw.mw.features.int64;
    if (wide(fs) || wide(ts)) && held_low {
        // A 64-bit register holds its value's low half alone there: another 64-bit type of
        // the same lanes keeps it; a result's 64-bit lanes take their low words; a 64-bit
        // integer's high half is known from its low one where its fit says so (`wide`), and a
        // `double`'s bits, which need 64-bit integers, are refused.
        if wide(fs) && wide(ts) && f_lanes == t_lanes {
            let target = crate::types::register_scalar(ts, &fw.mw.features, span)?;
            return Ok(fw.expr(Expression::As {
                expr: v,
                kind: target.kind,
                convert: None,
            }));
        }
        if fs == Scalar::Double || ts == Scalar::Double {
            return refuse(fw, "");
        }
        if wide(fs) && !fit.zero && !fit.sign {
            return refuse(
                fw,
                " (its 64-bit values may not fit in 32 bits: the target's integers are 32-bit)",
            );
        }
    }
    if fs == Scalar::Bool || ts == Scalar::Bool {
        return refuse(fw, "");
    }
    let bytes = f_slots * fs.bits() / 8;
    let mut words: Vec<Option<Handle<Expression>>> = vec![None; bytes.div_ceil(4) as usize];
    for lane in 0..f_lanes {
        let x = match f_lanes {
            1 => v,
            _ => fw.expr(Expression::AccessIndex {
                base: v,
                index: lane,
            }),
        };
        let parts = if held_low && wide(fs) {
            held_lane_words(fw, x, fit)
        } else {
            lane_words(fw, x, fs)
        };
        for (at, part) in parts {
            let bit = lane * fs.bits() + at;
            let part = match bit % 32 {
                0 => part,
                k => {
                    let k = fw.literal(Literal::U32(k));
                    fw.binary(B::ShiftLeft, part, k)
                }
            };
            let w = (bit / 32) as usize;
            words[w] = Some(match words[w] {
                Some(sum) => fw.binary(B::InclusiveOr, sum, part),
                None => part,
            });
        }
    }
    let words: Vec<_> = words
        .into_iter()
        .map(|w| w.unwrap_or_else(|| fw.literal(Literal::U32(0))))
        .collect();
    let target = crate::types::register_scalar(ts, &fw.mw.features, span)?;
    let mut lanes = Vec::new();
    for lane in 0..t_lanes.min(t_slots) {
        let bit = lane * ts.bits();
        let word = words[(bit / 32) as usize];
        lanes.push(match ts.bits() {
            64 if held_low => fw.expr(Expression::As {
                expr: word,
                kind: target.kind,
                convert: None,
            }),
            64 => {
                let join = |fw: &mut FnWriter, w| {
                    fw.expr(Expression::As {
                        expr: w,
                        kind: ScalarKind::Uint,
                        convert: Some(8),
                    })
                };
                let low = join(fw, word);
                let high = join(fw, words[(bit / 32 + 1) as usize]);
                let k = fw.literal(Literal::U32(32));
                let high = fw.binary(B::ShiftLeft, high, k);
                let bits = fw.binary(B::InclusiveOr, high, low);
                fw.expr(Expression::As {
                    expr: bits,
                    kind: target.kind,
                    convert: None,
                })
            }
            32 => fw.expr(Expression::As {
                expr: word,
                kind: target.kind,
                convert: None,
            }),
            n => {
                let offset = fw.literal(Literal::U32(bit % 32));
                let count = fw.literal(Literal::U32(n));
                let x = fw.expr(Expression::Math {
                    fun: Mf::ExtractBits,
                    arg: word,
                    arg1: Some(offset),
                    arg2: Some(count),
                    arg3: None,
                });
                match target.kind {
                    ScalarKind::Float => crate::packed::half_value(fw, x),
                    ScalarKind::Sint => {
                        let x = fw.expr(Expression::As {
                            expr: x,
                            kind: ScalarKind::Sint,
                            convert: None,
                        });
                        fw.normalize(x, ts, None)
                    }
                    _ => x,
                }
            }
        });
    }
    if lanes.len() == 1 {
        return Ok(lanes[0]);
    }
    let ty = fw.mw.ty(to, span)?;
    Ok(fw.expr(Expression::Compose {
        ty,
        components: lanes,
    }))
}

/// A 64-bit integer lane held as its low half (`wide`) as two `u32` parts: the low half, and
/// the high half its fit knows (zero, or the low half's sign).
fn held_lane_words(
    fw: &mut FnWriter,
    x: Handle<Expression>,
    fit: Fit,
) -> Vec<(u32, Handle<Expression>)> {
    let low = fw.expr(Expression::As {
        expr: x,
        kind: ScalarKind::Uint,
        convert: None,
    });
    let high = if fit.zero {
        fw.literal(Literal::U32(0))
    } else {
        let signed = fw.expr(Expression::As {
            expr: x,
            kind: ScalarKind::Sint,
            convert: None,
        });
        let k = fw.literal(Literal::U32(31));
        let sign = fw.binary(B::ShiftRight, signed, k);
        fw.expr(Expression::As {
            expr: sign,
            kind: ScalarKind::Uint,
            convert: None,
        })
    };
    vec![(0, low), (32, high)]
}

/// A lane's bits as `u32` parts, each with its first bit within the lane: one part of a lane
/// of at most 32 bits (a narrow one masked to its width), two of a 64-bit one.
pub(crate) fn lane_words(
    fw: &mut FnWriter,
    x: Handle<Expression>,
    s: Scalar,
) -> Vec<(u32, Handle<Expression>)> {
    let bits = |fw: &mut FnWriter, x, width| {
        fw.expr(Expression::As {
            expr: x,
            kind: ScalarKind::Uint,
            convert: if width == 0 { None } else { Some(width) },
        })
    };
    match s.bits() {
        64 => {
            let all = bits(fw, x, 0);
            let low = bits(fw, all, 4);
            let k = fw.literal(Literal::U32(32));
            let high = fw.binary(B::ShiftRight, all, k);
            let high = bits(fw, high, 4);
            vec![(0, low), (32, high)]
        }
        32 => vec![(0, bits(fw, x, 0))],
        // A `half` register is an `f32` holding a `half` value: its bits are the value
        // narrowed, exactly.
        _ if s == Scalar::Half => vec![(0, crate::packed::half_bits_rte(fw, x))],
        n => {
            let raw = bits(fw, x, 0);
            let mask = fw.literal(Literal::U32((1 << n) - 1));
            vec![(0, fw.binary(B::And, raw, mask))]
        }
    }
}
