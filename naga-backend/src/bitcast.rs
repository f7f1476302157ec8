//! `as_T` between shapes whose lanes differ in width or in how registers hold them
//! (`as_uint(uchar4)`, `as_char4(uchar4)`, `as_short2(int)`, `as_uint2(double)`): the bits
//! through 32-bit words.
//!
//! A register of an 8/16-bit type holds the value, not its bits in memory (`types`), so no
//! reinterpretation of the register gives OpenCL's bytes: the lanes are packed into words
//! (masked and shifted, lane 0 lowest, as memory is little-endian) and unpacked from them
//! (shifted and masked, then wrapped into the destination type's range by `normalize`). 32-bit
//! lanes are their words; a 64-bit lane is two, low first (where the target has 64-bit
//! integers; elsewhere a `long` is held in 32 bits and such a cast stays refused).

use crate::function::{FnWriter, R};
use crate::types;
use naga::{BinaryOperator as B, Expression, Handle, Literal};
use oclvk_frontend::ir::{self, Scalar};
use oclvk_frontend::source::Span;

/// Lanes of a vector value (one for a scalar).
fn lanes(fw: &mut FnWriter, v: Handle<Expression>, n: u32) -> Vec<Handle<Expression>> {
    if n == 1 {
        return vec![v];
    }
    (0..n)
        .map(|index| fw.expr(Expression::AccessIndex { base: v, index }))
        .collect()
}

/// Whether a cast between these shapes goes through words here: same size, no 3-lane vector,
/// 64-bit lanes only with 64-bit integers.
pub(crate) fn through_words(fw: &FnWriter, from: ir::TypeId, to: ir::TypeId) -> bool {
    let shape = |ty| {
        let (s, size) = fw.lanes(ty);
        (s, size.map_or(1, |z| z as u32))
    };
    let ((fs, fl), (ts, tl)) = (shape(from), shape(to));
    let fits =
        |s: Scalar, l: u32| l != 3 && s != Scalar::Bool && (s.bits() < 64 || fw.mw.features.int64);
    fits(fs, fl) && fits(ts, tl) && fs.bits() * fl == ts.bits() * tl
}

/// `v` (of type `from`) reinterpreted as `to` through 32-bit words.
pub(crate) fn cast(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    from: ir::TypeId,
    to: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let (fs, fsize) = fw.lanes(from);
    let fl = fsize.map_or(1, |z| z as u32);
    let (ts, tsize) = fw.lanes(to);
    let tl = tsize.map_or(1, |z| z as u32);
    let words = to_words(fw, v, fs, fl, span)?;
    from_words(fw, &words, ts, tl, tsize, span)
}

fn u32_of(fw: &mut FnWriter, x: Handle<Expression>) -> Handle<Expression> {
    fw.expr(Expression::As {
        expr: x,
        kind: naga::ScalarKind::Uint,
        convert: Some(4),
    })
}

fn to_words(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    s: Scalar,
    n: u32,
    span: Span,
) -> R<Vec<Handle<Expression>>> {
    types::register_scalar(s, &fw.mw.features, span)?;
    // The lanes' bits as unsigned integers of the register's width.
    let bits = fw.expr(Expression::As {
        expr: v,
        kind: naga::ScalarKind::Uint,
        convert: None,
    });
    let lanes = lanes(fw, bits, n);
    Ok(match s.bits() {
        64 => lanes
            .into_iter()
            .flat_map(|lane| {
                let low = u32_of(fw, lane);
                let k = fw.literal(Literal::U32(32));
                let high = fw.binary(B::ShiftRight, lane, k);
                let high = u32_of(fw, high);
                [low, high]
            })
            .collect(),
        32 => lanes,
        b => {
            let per = 32 / b;
            let mask = fw.literal(Literal::U32((1u32 << b) - 1));
            lanes
                .chunks(per as usize)
                .map(|chunk| {
                    let mut word = None;
                    for (j, &lane) in chunk.iter().enumerate() {
                        let m = fw.binary(B::And, lane, mask);
                        let k = fw.literal(Literal::U32(b * j as u32));
                        let placed = fw.binary(B::ShiftLeft, m, k);
                        word = Some(match word {
                            None => placed,
                            Some(w) => fw.binary(B::InclusiveOr, w, placed),
                        });
                    }
                    word.expect("a lane")
                })
                .collect()
        }
    })
}

fn from_words(
    fw: &mut FnWriter,
    words: &[Handle<Expression>],
    s: Scalar,
    n: u32,
    size: Option<naga::VectorSize>,
    span: Span,
) -> R<Handle<Expression>> {
    let reg = types::register_scalar(s, &fw.mw.features, span)?;
    let uint = naga::Scalar {
        kind: naga::ScalarKind::Uint,
        width: reg.width,
    };
    let lanes: Vec<Handle<Expression>> = match s.bits() {
        64 => words
            .chunks(2)
            .map(|pair| {
                let wide = |fw: &mut FnWriter, x| {
                    fw.expr(Expression::As {
                        expr: x,
                        kind: naga::ScalarKind::Uint,
                        convert: Some(8),
                    })
                };
                let low = wide(fw, pair[0]);
                let high = wide(fw, pair[1]);
                let k = fw.literal(Literal::U32(32));
                let high = fw.binary(B::ShiftLeft, high, k);
                fw.binary(B::InclusiveOr, high, low)
            })
            .collect(),
        32 => words.to_vec(),
        b => {
            let per = 32 / b;
            let mask = fw.literal(Literal::U32((1u32 << b) - 1));
            (0..n)
                .map(|j| {
                    let w = words[(j / per) as usize];
                    let k = fw.literal(Literal::U32(b * (j % per)));
                    let shifted = fw.binary(B::ShiftRight, w, k);
                    fw.binary(B::And, shifted, mask)
                })
                .collect()
        }
    };
    let bits = match size {
        None => lanes[0],
        Some(size) => {
            let ty = fw
                .mw
                .naga_ty(naga::TypeInner::Vector { size, scalar: uint });
            fw.expr(Expression::Compose {
                ty,
                components: lanes,
            })
        }
    };
    let value = fw.expr(Expression::As {
        expr: bits,
        kind: reg.kind,
        convert: None,
    });
    Ok(fw.normalize(value, s, size))
}
