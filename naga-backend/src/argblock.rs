//! The argument block: by-value arguments and implicit values at the byte offsets of the Vulkan
//! targets' push-constant block, read from a uniform `array<vec4<u32>, N>` word by word and
//! reassembled (shifts, masks, bitcasts), so that OpenCL's layout holds whatever the target's
//! uniform layout rules are. Program-scope constant data is built from its bytes the same way.

use crate::function::FnWriter;
use crate::module::ModuleWriter;
use naga::{Expression, Handle, Literal, Span};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{self, Scalar, Type};
use oclvk_frontend::source::Span as IrSpan;

/// The 32-bit word at byte `offset` (a multiple of 4) of the kernel's argument block.
pub(crate) fn word(fw: &mut FnWriter, offset: u32) -> Handle<Expression> {
    let block = fw
        .mw
        .kernel
        .as_ref()
        .and_then(|k| k.arg_block)
        .expect("a kernel that reads its argument block has one");
    let g = fw.expr(Expression::GlobalVariable(block));
    let row = fw.expr(Expression::AccessIndex {
        base: g,
        index: offset / 16,
    });
    let lane = fw.expr(Expression::AccessIndex {
        base: row,
        index: (offset % 16) / 4,
    });
    fw.expr(Expression::Load { pointer: lane })
}

/// Bits `[shift, shift + width)` of the word holding byte `offset`.
fn bits(fw: &mut FnWriter, offset: u32, width: u32) -> Handle<Expression> {
    let w = word(fw, offset & !3);
    let shift = (offset % 4) * 8;
    let shifted = if shift == 0 {
        w
    } else {
        let s = fw.literal(Literal::U32(shift));
        fw.binary(naga::BinaryOperator::ShiftRight, w, s)
    };
    if width >= 32 {
        return shifted;
    }
    let mask = fw.literal(Literal::U32((1u32 << width) - 1));
    fw.binary(naga::BinaryOperator::And, shifted, mask)
}

/// A value of IR type `ty` stored at byte `offset` of the argument block.
pub(crate) fn read(
    fw: &mut FnWriter,
    ty: ir::TypeId,
    offset: u32,
    span: IrSpan,
) -> Result<Handle<Expression>, Diagnostic> {
    let m = fw.mw.m;
    match m.types.get(ty) {
        Type::Scalar(s) => read_scalar(fw, s, offset, span),
        Type::Vector { scalar, len } => {
            let mut parts = Vec::new();
            for k in 0..len as u32 {
                parts.push(read_scalar(fw, scalar, offset + k * scalar.size(), span)?);
            }
            let t = fw.mw.ty(ty, span)?;
            Ok(fw.expr(Expression::Compose {
                ty: t,
                components: parts,
            }))
        }
        Type::Array { elem, len } => {
            let size = m.types.size_of(elem) as u32;
            let mut parts = Vec::new();
            for k in 0..len as u32 {
                parts.push(read(fw, elem, offset + k * size, span)?);
            }
            let t = fw.mw.ty(ty, span)?;
            Ok(fw.expr(Expression::Compose {
                ty: t,
                components: parts,
            }))
        }
        Type::Struct(sid) if m.types.struct_def(sid).is_union => {
            // Its words, as a union is held (`records`): one starting within a word has the
            // top of that word and, where its bytes reach it, the bottom of the next.
            let t = fw.mw.ty(ty, span)?;
            let size = m.types.size_of(ty) as u32;
            let first = offset % 4;
            let mut words = Vec::new();
            for k in 0..crate::records::words(m.types.size_of(ty)) {
                let at = offset + 4 * k;
                if first == 0 {
                    words.push(word(fw, at));
                    continue;
                }
                let low = bits(fw, at, 32 - 8 * first);
                if first + (4 * k + 4).min(size) <= 4 * k + 4 {
                    words.push(low);
                    continue;
                }
                let high = word(fw, (at & !3) + 4);
                let up = fw.literal(Literal::U32(32 - 8 * first));
                let high = fw.binary(naga::BinaryOperator::ShiftLeft, high, up);
                words.push(fw.binary(naga::BinaryOperator::InclusiveOr, low, high));
            }
            Ok(fw.expr(Expression::Compose {
                ty: t,
                components: words,
            }))
        }
        Type::Struct(sid) => {
            let t = fw.mw.ty(ty, span)?;
            let mut parts = Vec::new();
            for field in m.types.struct_def(sid).fields.clone() {
                parts.push(read(fw, field.ty, offset + field.offset, span)?);
            }
            Ok(fw.expr(Expression::Compose {
                ty: t,
                components: parts,
            }))
        }
        _ => Err(Diagnostic::error(
            span,
            format!(
                "a kernel argument of type '{}' is not supported on the {} target",
                m.types.display(ty),
                fw.mw.features.name
            ),
        )),
    }
}

fn read_scalar(
    fw: &mut FnWriter,
    s: Scalar,
    offset: u32,
    span: IrSpan,
) -> Result<Handle<Expression>, Diagnostic> {
    let scalar = crate::types::register_scalar(s, &fw.mw.features, span)?;
    Ok(match s {
        Scalar::Uint => word(fw, offset),
        Scalar::Int | Scalar::Float => {
            let w = word(fw, offset);
            fw.expr(Expression::As {
                expr: w,
                kind: scalar.kind,
                convert: None,
            })
        }
        Scalar::Bool => {
            let b = bits(fw, offset, 8);
            let zero = fw.literal(Literal::U32(0));
            fw.binary(naga::BinaryOperator::NotEqual, b, zero)
        }
        Scalar::Char | Scalar::Uchar | Scalar::Short | Scalar::Ushort => {
            let b = bits(fw, offset, s.bits());
            let v = if s.is_signed() {
                fw.expr(Expression::As {
                    expr: b,
                    kind: naga::ScalarKind::Sint,
                    convert: None,
                })
            } else {
                b
            };
            fw.normalize(v, s, None)
        }
        Scalar::Long | Scalar::Ulong if !fw.mw.features.int64 => {
            return Err(Diagnostic::error(
                span,
                format!(
                    "64-bit integer kernel arguments are not supported on the {} target",
                    fw.mw.features.name
                ),
            ))
        }
        Scalar::Long | Scalar::Ulong | Scalar::Double => {
            if !fw.mw.features.int64 {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "'double' kernel arguments are not supported on the {} target",
                        fw.mw.features.name
                    ),
                ));
            }
            let lo = word(fw, offset);
            let hi = word(fw, offset + 4);
            let lo = fw.expr(Expression::As {
                expr: lo,
                kind: naga::ScalarKind::Uint,
                convert: Some(8),
            });
            let hi = fw.expr(Expression::As {
                expr: hi,
                kind: naga::ScalarKind::Uint,
                convert: Some(8),
            });
            let k = fw.literal(Literal::U32(32));
            let hi = fw.binary(naga::BinaryOperator::ShiftLeft, hi, k);
            let v = fw.binary(naga::BinaryOperator::InclusiveOr, lo, hi);
            if s == Scalar::Ulong {
                v
            } else {
                fw.expr(Expression::As {
                    expr: v,
                    kind: scalar.kind,
                    convert: None,
                })
            }
        }
        // The argument's 16 bits, exactly (the host's value is a `half`).
        Scalar::Half => {
            let b = bits(fw, offset, 16);
            crate::packed::half_value(fw, b)
        }
    })
}

/// The constant value of IR type `ty` whose bytes start at `offset` of `bytes` (zero beyond
/// their end), in the module's global expressions.
pub(crate) fn constant_from_bytes(
    mw: &mut ModuleWriter,
    ty: ir::TypeId,
    bytes: &[u8],
    offset: u64,
    span: IrSpan,
) -> Result<Handle<Expression>, Diagnostic> {
    let m = mw.m;
    let byte = |k: u64| bytes.get(k as usize).copied().unwrap_or(0) as u64;
    let read = |at: u64, n: u32| (0..n as u64).fold(0u64, |acc, k| acc | (byte(at + k) << (8 * k)));
    let global =
        |mw: &mut ModuleWriter, e: Expression| mw.out.global_expressions.append(e, Span::UNDEFINED);
    // An all-zero object (the common large zero-filled table) is its zero value.
    let size = m.types.size_of(ty);
    let end = (offset + size).min(bytes.len() as u64);
    if offset >= end || bytes[offset as usize..end as usize].iter().all(|&b| b == 0) {
        let t = mw.ty(ty, span)?;
        return Ok(global(mw, Expression::ZeroValue(t)));
    }
    // naga writes a composite as one instruction of at most 65,535 words.
    if let Type::Array { len, .. } = m.types.get(ty) {
        if len > 16_000 {
            return Err(Diagnostic::error(
                span,
                format!(
                    "constant tables of more than 16,000 elements with non-zero values are not supported on the {} target",
                    mw.features.name
                ),
            ));
        }
    }
    match m.types.get(ty) {
        Type::Scalar(s) => {
            let raw = read(offset, s.size());
            let lit = finite(mw, scalar_literal(mw, s, raw, span)?, span)?;
            Ok(global(mw, Expression::Literal(lit)))
        }
        Type::Vector { scalar, len } => {
            let t = mw.ty(ty, span)?;
            let mut parts = Vec::new();
            for k in 0..len as u64 {
                let raw = read(offset + k * scalar.size() as u64, scalar.size());
                let lit = finite(mw, scalar_literal(mw, scalar, raw, span)?, span)?;
                parts.push(global(mw, Expression::Literal(lit)));
            }
            Ok(global(
                mw,
                Expression::Compose {
                    ty: t,
                    components: parts,
                },
            ))
        }
        Type::Array { elem, len } => {
            let t = mw.ty(ty, span)?;
            let size = m.types.size_of(elem);
            let mut parts = Vec::new();
            for k in 0..len {
                parts.push(constant_from_bytes(
                    mw,
                    elem,
                    bytes,
                    offset + k * size,
                    span,
                )?);
            }
            Ok(global(
                mw,
                Expression::Compose {
                    ty: t,
                    components: parts,
                },
            ))
        }
        Type::Struct(sid) => {
            let t = mw.ty(ty, span)?;
            let mut parts = Vec::new();
            for field in m.types.struct_def(sid).fields.clone() {
                parts.push(constant_from_bytes(
                    mw,
                    field.ty,
                    bytes,
                    offset + field.offset as u64,
                    span,
                )?);
            }
            Ok(global(
                mw,
                Expression::Compose {
                    ty: t,
                    components: parts,
                },
            ))
        }
        _ => Err(Diagnostic::error(
            span,
            format!(
                "constant data of type '{}' is not supported on the {} target",
                m.types.display(ty),
                mw.features.name
            ),
        )),
    }
}

/// `l`, unless it is an infinite or NaN float: naga's constant expressions cannot hold one (its
/// validator refuses such literals, and a bit cast there is not a constant), so program-scope
/// data holding one is refused at its declaration.
fn finite(mw: &ModuleWriter, l: Literal, span: IrSpan) -> Result<Literal, Diagnostic> {
    let finite = match l {
        Literal::F32(f) => f.is_finite(),
        Literal::F64(f) => f.is_finite(),
        _ => true,
    };
    if finite {
        return Ok(l);
    }
    Err(Diagnostic::error(
        span,
        format!(
            "infinite or NaN values in program-scope constant data are not supported on the {} target",
            mw.features.name
        ),
    ))
}

/// The literal of scalar type `s` whose two's-complement (or IEEE) bits are `raw`.
pub(crate) fn scalar_literal(
    mw: &ModuleWriter,
    s: Scalar,
    raw: u64,
    span: IrSpan,
) -> Result<Literal, Diagnostic> {
    let sign_extend = |bits: u32| ((raw << (64 - bits)) as i64) >> (64 - bits);
    let narrow_64 =
        |v: i64, signed: bool| -> Result<Literal, Diagnostic> {
            let fits = if signed {
                i32::try_from(v).is_ok()
            } else {
                u32::try_from(raw).is_ok()
            };
            if !fits {
                return Err(Diagnostic::error(
                    span,
                    format!(
                    "the 64-bit integer constant {} does not fit the {} target's 32-bit integers",
                    if signed { v.to_string() } else { raw.to_string() },
                    mw.features.name
                ),
                ));
            }
            Ok(if signed {
                Literal::I32(v as i32)
            } else {
                Literal::U32(raw as u32)
            })
        };
    Ok(match s {
        Scalar::Bool => Literal::Bool(raw & 1 != 0),
        Scalar::Char => Literal::I32(sign_extend(8) as i32),
        Scalar::Short => Literal::I32(sign_extend(16) as i32),
        Scalar::Int => Literal::I32(raw as u32 as i32),
        Scalar::Uchar => Literal::U32(raw as u32 & 0xFF),
        Scalar::Ushort => Literal::U32(raw as u32 & 0xFFFF),
        Scalar::Uint => Literal::U32(raw as u32),
        Scalar::Long if mw.features.int64 => Literal::I64(raw as i64),
        Scalar::Ulong if mw.features.int64 => Literal::U64(raw),
        Scalar::Long => narrow_64(raw as i64, true)?,
        Scalar::Ulong => narrow_64(raw as i64, false)?,
        Scalar::Float => Literal::F32(f32::from_bits(raw as u32)),
        Scalar::Double if mw.features.float64 => Literal::F64(f64::from_bits(raw)),
        Scalar::Half => Literal::F32(half_to_f32(raw as u16)),
        Scalar::Double => {
            crate::types::register_scalar(s, &mw.features, span)?;
            Literal::F32(0.0)
        }
    })
}

/// The `f32` (a `half` register's value) that the `half` with bits `h` denotes, exactly.
fn half_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((h >> 10) & 0x1f);
    let mantissa = f32::from(h & 0x3ff);
    sign * match exponent {
        0 => mantissa * 2f32.powi(-24),
        0x1f if mantissa == 0.0 => f32::INFINITY,
        0x1f => f32::NAN,
        e => (1024.0 + mantissa) * 2f32.powi(e - 25),
    }
}
