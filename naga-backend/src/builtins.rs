//! OpenCL C's builtin functions as naga expressions and statements: work-item functions from
//! the built-in ids, the overrides and the argument block; barriers; atomics on storage and
//! workgroup arrays (whose elements become atomic); the math, integer, common, geometric and
//! relational functions naga has. The accurate float functions arrive as library calls
//! (`oclvk_spirv::link_math_library`). Anything else is a diagnostic naming the target.

use crate::argblock;
use crate::function::{FnWriter, Root, Val, R};
use crate::types;
use naga::{BinaryOperator as B, Expression, Handle, Literal, MathFunction as Mf, Statement};
use oclvk_abi::reflect::ImplicitKind;
use oclvk_frontend::ir::{self, Builtin, ExprId, ExprKind, Scalar, SimpleBuiltin as S};
use oclvk_frontend::source::Span;

pub(crate) fn lower(
    fw: &mut FnWriter,
    builtin: Builtin,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Val> {
    if let Builtin::Vload(n) | Builtin::Vstore(n) = builtin {
        return vload_vstore(fw, builtin, n as u32, args, ty, span);
    }
    let Builtin::Simple(s) = builtin else {
        return fw.unsupported(span, format_args!("'{builtin}'"));
    };
    if s == S::Printf {
        return fw.unsupported(span, "'printf'");
    }
    if let Some(v) = work_item(fw, s, args, ty, span)? {
        return Ok(Val::Value(v));
    }
    match s {
        S::Barrier | S::WorkGroupBarrier | S::MemFence | S::ReadMemFence | S::WriteMemFence => {
            let flags = match args.first().map(|&a| fw.ir_expr(a).kind) {
                Some(ExprKind::Literal(ir::Literal::Int(f))) => f,
                _ => 3,
            };
            let mut b = naga::Barrier::empty();
            if flags & 1 != 0 {
                b |= naga::Barrier::WORK_GROUP;
            }
            if flags & 2 != 0 {
                b |= naga::Barrier::STORAGE;
            }
            if matches!(s, S::Barrier | S::WorkGroupBarrier) {
                fw.push(Statement::ControlBarrier(b));
            } else {
                fw.push(Statement::MemoryBarrier(b));
            }
            return Ok(Val::Void);
        }
        _ => {}
    }
    if let Some(v) = atomic(fw, s, args, ty, span)? {
        return Ok(v);
    }
    math(fw, s, args, ty, span).map(Val::Value)
}

/// The dimension a work-item function names: a constant, or `None` when computed.
fn dimension(fw: &FnWriter, args: &[ExprId]) -> Option<u64> {
    match args.first().map(|&a| fw.ir_expr(a).kind) {
        Some(ExprKind::Literal(ir::Literal::Int(d))) => Some(d),
        _ => None,
    }
}

fn implicit_word(fw: &mut FnWriter, kind: ImplicitKind, word: u32) -> Handle<Expression> {
    let offset = fw
        .mw
        .kernel
        .as_ref()
        .and_then(|k| k.implicit.iter().find(|(k, _)| *k == kind).map(|(_, o)| *o))
        .unwrap_or(0);
    argblock::word(fw, offset + 4 * word)
}

/// The local size along `d` (`u32`).
fn local_size(fw: &mut FnWriter, d: u32) -> Handle<Expression> {
    match fw.mw.fixed_local_size() {
        Some(size) => fw.literal(Literal::U32(size[d as usize])),
        None if fw.mw.features.overrides => {
            let o = fw.mw.work_group_size_overrides();
            fw.expr(Expression::Override(o[d as usize]))
        }
        None => {
            // A private copy initialized from the overrides: its initializer is what portable
            // SPIR-V specializes (`spec`), and the other writers see the values given.
            let var = fw.mw.local_size_global();
            let g = fw.expr(Expression::GlobalVariable(var));
            let c = fw.expr(Expression::AccessIndex { base: g, index: d });
            fw.expr(Expression::Load { pointer: c })
        }
    }
}

fn id_component(fw: &mut FnWriter, local: bool, d: u32) -> Handle<Expression> {
    let (lid, gid) = fw.mw.id_globals();
    let g = fw.expr(Expression::GlobalVariable(if local { lid } else { gid }));
    let c = fw.expr(Expression::AccessIndex { base: g, index: d });
    fw.expr(Expression::Load { pointer: c })
}

/// A work-item function's value along constant dimension `d` (`u32`), `None` past the third.
fn work_item_u32(fw: &mut FnWriter, s: S, d: u32) -> Handle<Expression> {
    let out_of_range = if matches!(
        s,
        S::GetLocalSize | S::GetEnqueuedLocalSize | S::GetGlobalSize | S::GetNumGroups
    ) {
        1
    } else {
        0
    };
    if d > 2 {
        return fw.literal(Literal::U32(out_of_range));
    }
    match s {
        S::GetLocalId => id_component(fw, true, d),
        S::GetLocalSize | S::GetEnqueuedLocalSize => local_size(fw, d),
        S::GetGroupId => {
            let g = id_component(fw, false, d);
            let base = implicit_word(fw, ImplicitKind::GroupBase, d);
            fw.binary(B::Add, g, base)
        }
        S::GetGlobalSize => implicit_word(fw, ImplicitKind::GlobalSize, d),
        S::GetNumGroups => {
            let gs = implicit_word(fw, ImplicitKind::GlobalSize, d);
            let ls = local_size(fw, d);
            let one = fw.literal(Literal::U32(1));
            let t = fw.binary(B::Add, gs, ls);
            let t = fw.binary(B::Subtract, t, one);
            fw.binary(B::Divide, t, ls)
        }
        S::GetGlobalOffset => implicit_word(fw, ImplicitKind::GlobalOffset, 2 * d),
        _ => {
            // get_global_id
            let g = work_item_u32(fw, S::GetGroupId, d);
            let ls = local_size(fw, d);
            let l = id_component(fw, true, d);
            let t = fw.binary(B::Multiply, g, ls);
            let t = fw.binary(B::Add, t, l);
            let off = implicit_word(fw, ImplicitKind::GlobalOffset, 2 * d);
            fw.binary(B::Add, t, off)
        }
    }
}

fn work_item(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Option<Handle<Expression>>> {
    let per_dim = matches!(
        s,
        S::GetGlobalId
            | S::GetLocalId
            | S::GetGroupId
            | S::GetLocalSize
            | S::GetEnqueuedLocalSize
            | S::GetGlobalSize
            | S::GetNumGroups
            | S::GetGlobalOffset
    );
    let v = if per_dim {
        match dimension(fw, args) {
            Some(d) => work_item_u32(fw, s, d.min(3) as u32),
            None => {
                // A dimension computed at run time: each dimension's value, chosen.
                let d = fw.lower_value(args[0])?;
                let vals: Vec<_> = (0..4).map(|k| work_item_u32(fw, s, k)).collect();
                let mut r = vals[3];
                for k in (0..3).rev() {
                    let kk = fw.literal(Literal::U32(k as u32));
                    let c = fw.binary(B::Equal, d, kk);
                    r = fw.expr(Expression::Select {
                        condition: c,
                        accept: vals[k],
                        reject: r,
                    });
                }
                r
            }
        }
    } else {
        match s {
            S::GetWorkDim => implicit_word(fw, ImplicitKind::WorkDim, 0),
            S::GetLocalLinearId => {
                let (x, y, z) = (
                    id_component(fw, true, 0),
                    id_component(fw, true, 1),
                    id_component(fw, true, 2),
                );
                let (sx, sy) = (local_size(fw, 0), local_size(fw, 1));
                let t = fw.binary(B::Multiply, z, sy);
                let t = fw.binary(B::Add, t, y);
                let t = fw.binary(B::Multiply, t, sx);
                fw.binary(B::Add, t, x)
            }
            S::GetGlobalLinearId => {
                let mut idx = Vec::new();
                for d in 0..3 {
                    let g = work_item_u32(fw, S::GetGlobalId, d);
                    let o = implicit_word(fw, ImplicitKind::GlobalOffset, 2 * d);
                    idx.push(fw.binary(B::Subtract, g, o));
                }
                let (sx, sy) = (
                    work_item_u32(fw, S::GetGlobalSize, 0),
                    work_item_u32(fw, S::GetGlobalSize, 1),
                );
                let t = fw.binary(B::Multiply, idx[2], sy);
                let t = fw.binary(B::Add, t, idx[1]);
                let t = fw.binary(B::Multiply, t, sx);
                fw.binary(B::Add, t, idx[0])
            }
            _ => return Ok(None),
        }
    };
    let (rs, _) = fw.lanes(ty);
    Ok(Some(fw.convert_scalar(v, Scalar::Uint, rs)).filter(|_| {
        let _ = span;
        true
    }))
}

/// Makes the elements of the array a pointer leads into atomic (storage buffers and
/// workgroup arrays of 32-bit integers), so that every access to them is an atomic one.
fn make_atomic(fw: &mut FnWriter, root: Root, span: Span) -> R<()> {
    let Root::Global(g) = root else {
        return fw.unsupported(span, "an atomic operation on private memory");
    };
    let ty = fw.mw.out.global_variables[g].ty;
    let (base, size, stride) = match fw.mw.out.types[ty].inner {
        naga::TypeInner::Array { base, size, stride } => (base, size, stride),
        naga::TypeInner::Atomic(_) => return Ok(()),
        naga::TypeInner::Scalar(s) => {
            let t = fw.mw.naga_ty(naga::TypeInner::Atomic(s));
            fw.mw.out.global_variables.get_mut(g).ty = t;
            return Ok(());
        }
        _ => return fw.unsupported(span, "an atomic operation inside this object"),
    };
    let scalar = match fw.mw.out.types[base].inner {
        naga::TypeInner::Atomic(_) => return Ok(()),
        naga::TypeInner::Scalar(s)
            if s.width == 4
                && s.kind != naga::ScalarKind::Float
                && s.kind != naga::ScalarKind::Bool =>
        {
            s
        }
        _ => return fw.unsupported(span, "an atomic operation on anything but 32-bit integers"),
    };
    let atomic = fw.mw.naga_ty(naga::TypeInner::Atomic(scalar));
    let new = fw.mw.naga_ty(naga::TypeInner::Array {
        base: atomic,
        size,
        stride,
    });
    fw.mw.out.global_variables.get_mut(g).ty = new;
    Ok(())
}

fn atomic(fw: &mut FnWriter, s: S, args: &[ExprId], ty: ir::TypeId, span: Span) -> R<Option<Val>> {
    let fun = match s {
        S::AtomicAdd | S::AtomicFetchAdd | S::AtomicFetchAddExplicit | S::AtomicInc => {
            naga::AtomicFunction::Add
        }
        S::AtomicSub | S::AtomicFetchSub | S::AtomicFetchSubExplicit | S::AtomicDec => {
            naga::AtomicFunction::Subtract
        }
        S::AtomicXchg | S::AtomicExchange | S::AtomicExchangeExplicit => {
            naga::AtomicFunction::Exchange { compare: None }
        }
        S::AtomicMin | S::AtomicFetchMin | S::AtomicFetchMinExplicit => naga::AtomicFunction::Min,
        S::AtomicMax | S::AtomicFetchMax | S::AtomicFetchMaxExplicit => naga::AtomicFunction::Max,
        S::AtomicAnd | S::AtomicFetchAnd | S::AtomicFetchAndExplicit => naga::AtomicFunction::And,
        S::AtomicOr | S::AtomicFetchOr | S::AtomicFetchOrExplicit => {
            naga::AtomicFunction::InclusiveOr
        }
        S::AtomicXor | S::AtomicFetchXor | S::AtomicFetchXorExplicit => {
            naga::AtomicFunction::ExclusiveOr
        }
        S::AtomicCmpxchg => naga::AtomicFunction::Exchange { compare: None },
        S::AtomicLoad
        | S::AtomicLoadExplicit
        | S::AtomicStore
        | S::AtomicStoreExplicit
        | S::AtomicInit => {
            let p = fw.lower_ptr(args[0])?;
            make_atomic(fw, p.root, span)?;
            let pt = fw.pointer(&p);
            if matches!(s, S::AtomicLoad | S::AtomicLoadExplicit) {
                return Ok(Some(Val::Value(fw.expr(Expression::Load { pointer: pt }))));
            }
            let v = fw.lower_value(args[1])?;
            fw.written(&p);
            fw.push(Statement::Store {
                pointer: pt,
                value: v,
            });
            return Ok(Some(Val::Void));
        }
        _ => return Ok(None),
    };
    let p = fw.lower_ptr(args[0])?;
    make_atomic(fw, p.root, span)?;
    let (rs, _) = fw.lanes(ty);
    let reg = types::register_scalar(rs, &fw.mw.features, span)?;
    let value = match s {
        S::AtomicInc | S::AtomicDec => fw.scalar_literal(reg, 1),
        S::AtomicCmpxchg => fw.lower_value(args[2])?,
        _ => fw.lower_value(args[1])?,
    };
    fw.written(&p);
    if s == S::AtomicCmpxchg {
        // OpenCL's compare-exchange is strong; naga's is weak (it may fail spuriously): retry
        // until it exchanged or saw another value.
        let cmp = fw.lower_value(args[1])?;
        let result_ty = fw
            .mw
            .out
            .generate_predeclared_type(naga::PredeclaredType::AtomicCompareExchangeWeakResult(reg));
        let rty = fw.mw.naga_ty(naga::TypeInner::Scalar(reg));
        let old = fw.local(rty);
        fw.open_block();
        let pt = fw.pointer(&p);
        let r = fw.expr(Expression::AtomicResult {
            ty: result_ty,
            comparison: true,
        });
        fw.push(Statement::Atomic {
            pointer: pt,
            fun: naga::AtomicFunction::Exchange { compare: Some(cmp) },
            value,
            result: Some(r),
        });
        let seen = fw.expr(Expression::AccessIndex { base: r, index: 0 });
        let exchanged = fw.expr(Expression::AccessIndex { base: r, index: 1 });
        let old_ptr = fw.expr(Expression::LocalVariable(old));
        fw.push(Statement::Store {
            pointer: old_ptr,
            value: seen,
        });
        let other = fw.binary(B::NotEqual, seen, cmp);
        let done = fw.binary(B::LogicalOr, exchanged, other);
        let mut leave = naga::Block::new();
        leave.push(Statement::Break, naga::Span::UNDEFINED);
        fw.push(Statement::If {
            condition: done,
            accept: leave,
            reject: naga::Block::new(),
        });
        let body = fw.close_block();
        fw.push(Statement::Loop {
            body,
            continuing: naga::Block::new(),
            break_if: None,
        });
        let old_ptr = fw.expr(Expression::LocalVariable(old));
        return Ok(Some(Val::Value(
            fw.expr(Expression::Load { pointer: old_ptr }),
        )));
    }
    let pt = fw.pointer(&p);
    let rty = fw.mw.naga_ty(naga::TypeInner::Scalar(reg));
    let r = fw.expr(Expression::AtomicResult {
        ty: rty,
        comparison: false,
    });
    fw.push(Statement::Atomic {
        pointer: pt,
        fun,
        value,
        result: Some(r),
    });
    Ok(Some(Val::Value(r)))
}

fn math(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let mut a = Vec::new();
    for &x in args {
        a.push(fw.lower_value(x)?);
    }
    let arg_ty = args.first().map(|&x| fw.expr_ty(x)).unwrap_or(ty);
    let (scalar, size) = fw.lanes(arg_ty);
    let m = |fw: &mut FnWriter, fun: Mf, a: &[Handle<Expression>]| {
        fw.expr(Expression::Math {
            fun,
            arg: a[0],
            arg1: a.get(1).copied(),
            arg2: a.get(2).copied(),
            arg3: a.get(3).copied(),
        })
    };
    let float = scalar.is_float();
    let wide_float =
        float && types::register_scalar(scalar, &fw.mw.features, span).is_ok_and(|r| r.width == 8);
    let v = match s {
        S::Fabs | S::Abs if float => m(fw, Mf::Abs, &a),
        S::Abs => {
            // OpenCL's abs returns the unsigned type.
            let r = if scalar.is_signed() {
                m(fw, Mf::Abs, &a)
            } else {
                a[0]
            };
            let (rs, _) = fw.lanes(ty);
            let reg = types::register_scalar(rs, &fw.mw.features, span)?;
            let r = fw.expr(Expression::As {
                expr: r,
                kind: reg.kind,
                convert: None,
            });
            return Ok(fw.normalize(r, rs, size));
        }
        S::Floor => m(fw, Mf::Floor, &a),
        S::Ceil => m(fw, Mf::Ceil, &a),
        S::Trunc => m(fw, Mf::Trunc, &a),
        S::Rint => m(fw, Mf::Round, &a),
        S::Sqrt | S::NativeSqrt | S::HalfSqrt => m(fw, Mf::Sqrt, &a),
        S::Rsqrt | S::NativeRsqrt | S::HalfRsqrt => m(fw, Mf::InverseSqrt, &a),
        S::Fmin | S::Min => m(fw, Mf::Min, &a),
        S::Fmax | S::Max => m(fw, Mf::Max, &a),
        S::Clamp => m(fw, Mf::Clamp, &a),
        S::Fma => m(fw, Mf::Fma, &a),
        S::Mad if float => {
            let t = fw.binary(B::Multiply, a[0], a[1]);
            fw.binary(B::Add, t, a[2])
        }
        S::Mix => m(fw, Mf::Mix, &a),
        S::Step => m(fw, Mf::Step, &a),
        S::Smoothstep => m(fw, Mf::SmoothStep, &a),
        S::Sign => m(fw, Mf::Sign, &a),
        S::Degrees | S::Radians if wide_float => {
            // GLSL.std.450's Degrees and Radians have no 64-bit forms (naga's SPIR-V writer
            // emits them anyway, which the validation layer refuses): one rounded product, as
            // on the Vulkan targets.
            let pi = std::f64::consts::PI;
            let factor = if s == S::Degrees {
                180.0 / pi
            } else {
                pi / 180.0
            };
            let factor = fw.literal(Literal::F64(factor));
            fw.binary(B::Multiply, a[0], factor)
        }
        S::Degrees => m(fw, Mf::Degrees, &a),
        S::Radians => m(fw, Mf::Radians, &a),
        S::Copysign => {
            // The magnitude's bits with the sign's sign bit.
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let wide = reg.width == 8;
            if wide && !fw.mw.features.int64 {
                return fw.unsupported(span, "'copysign' on 'double' (without 64-bit integers)");
            }
            let bits = |fw: &mut FnWriter, x| {
                fw.expr(Expression::As {
                    expr: x,
                    kind: naga::ScalarKind::Uint,
                    convert: None,
                })
            };
            let (x, y) = (bits(fw, a[0]), bits(fw, a[1]));
            let splat = |fw: &mut FnWriter, v: u64| {
                let l = fw.literal(if wide {
                    Literal::U64(v)
                } else {
                    Literal::U32(v as u32)
                });
                match size {
                    Some(size) => fw.expr(Expression::Splat { size, value: l }),
                    None => l,
                }
            };
            let top = if wide { 63 } else { 31 };
            let mag = splat(fw, (1u64 << top) - 1);
            let sign = splat(fw, 1u64 << top);
            let x = fw.binary(B::And, x, mag);
            let y = fw.binary(B::And, y, sign);
            let r = fw.binary(B::InclusiveOr, x, y);
            fw.expr(Expression::As {
                expr: r,
                kind: naga::ScalarKind::Float,
                convert: None,
            })
        }
        S::NativeSin | S::HalfSin => m(fw, Mf::Sin, &a),
        S::NativeCos | S::HalfCos => m(fw, Mf::Cos, &a),
        S::NativeTan | S::HalfTan => m(fw, Mf::Tan, &a),
        S::NativeExp | S::HalfExp => m(fw, Mf::Exp, &a),
        S::NativeExp2 | S::HalfExp2 => m(fw, Mf::Exp2, &a),
        S::NativeLog | S::HalfLog => m(fw, Mf::Log, &a),
        S::NativeLog2 | S::HalfLog2 => m(fw, Mf::Log2, &a),
        S::NativePowr | S::HalfPowr => m(fw, Mf::Pow, &a),
        S::NativeDivide | S::HalfDivide => fw.binary(B::Divide, a[0], a[1]),
        S::NativeRecip | S::HalfRecip => {
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let one = fw.scalar_literal(reg, 1);
            let one = match size {
                Some(size) => fw.expr(Expression::Splat { size, value: one }),
                None => one,
            };
            fw.binary(B::Divide, one, a[0])
        }
        S::Popcount => m(fw, Mf::CountOneBits, &a),
        S::Clz if scalar.bits() == 32 => m(fw, Mf::CountLeadingZeros, &a),
        S::Ctz if scalar.bits() == 32 => m(fw, Mf::CountTrailingZeros, &a),
        S::Dot => m(fw, Mf::Dot, &a),
        S::Cross if size == Some(naga::VectorSize::Quad) => {
            // float4: the cross product of the first three lanes, 0 in the fourth.
            let xyz = |fw: &mut FnWriter, v| {
                fw.expr(Expression::Swizzle {
                    size: naga::VectorSize::Tri,
                    vector: v,
                    pattern: [
                        naga::SwizzleComponent::X,
                        naga::SwizzleComponent::Y,
                        naga::SwizzleComponent::Z,
                        naga::SwizzleComponent::X,
                    ],
                })
            };
            let (x, y) = (xyz(fw, a[0]), xyz(fw, a[1]));
            let c = m(fw, Mf::Cross, &[x, y]);
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let zero = fw.scalar_literal(reg, 0);
            let t = fw.mw.ty(ty, span)?;
            fw.expr(Expression::Compose {
                ty: t,
                components: vec![c, zero],
            })
        }
        S::Cross => m(fw, Mf::Cross, &a),
        S::Length | S::FastLength => m(fw, Mf::Length, &a),
        S::Distance | S::FastDistance => m(fw, Mf::Distance, &a),
        S::Normalize | S::FastNormalize => m(fw, Mf::Normalize, &a),
        S::Isnan | S::Isinf if size.is_none() => {
            // As integers on the bits: naga's float tests may be folded by fast-math drivers.
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let op = if s == S::Isnan { B::Greater } else { B::Equal };
            let c = match (reg.width, fw.mw.features.int64) {
                (4, _) | (8, true) => {
                    let wide = reg.width == 8;
                    let bits = fw.expr(Expression::As {
                        expr: a[0],
                        kind: naga::ScalarKind::Uint,
                        convert: None,
                    });
                    let (mag, inf) = if wide {
                        (
                            Literal::U64(0x7fff_ffff_ffff_ffff),
                            Literal::U64(0x7ff0_0000_0000_0000),
                        )
                    } else {
                        (Literal::U32(0x7fff_ffff), Literal::U32(0x7f80_0000))
                    };
                    let mag = fw.literal(mag);
                    let abs = fw.binary(B::And, bits, mag);
                    let inf = fw.literal(inf);
                    fw.binary(op, abs, inf)
                }
                _ => {
                    // No 64-bit integers to hold the bits: the language's own test.
                    let fun = if s == S::Isnan {
                        naga::RelationalFunction::IsNan
                    } else {
                        naga::RelationalFunction::IsInf
                    };
                    fw.expr(Expression::Relational {
                        fun,
                        argument: a[0],
                    })
                }
            };
            let (rs, _) = fw.lanes(ty);
            let reg = types::register_scalar(rs, &fw.mw.features, span)?;
            let one = fw.scalar_literal(reg, 1);
            let zero = fw.scalar_literal(reg, 0);
            return Ok(fw.expr(Expression::Select {
                condition: c,
                accept: one,
                reject: zero,
            }));
        }
        S::Signbit if size.is_none() => {
            // The sign bit as an integer (set for -0 and negative NaNs, which a float
            // comparison would miss); a double's needs 64-bit integers.
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let shift = match (reg.width, fw.mw.features.int64) {
                (4, _) => 31,
                (8, true) => 63,
                _ => {
                    return fw.unsupported(span, "'signbit' on 'double' (without 64-bit integers)")
                }
            };
            let bits = fw.expr(Expression::As {
                expr: a[0],
                kind: naga::ScalarKind::Uint,
                convert: None,
            });
            let shift = fw.literal(Literal::U32(shift));
            let bit = fw.binary(B::ShiftRight, bits, shift);
            let (rs, _) = fw.lanes(ty);
            let reg = types::register_scalar(rs, &fw.mw.features, span)?;
            return Ok(fw.expr(Expression::As {
                expr: bit,
                kind: reg.kind,
                convert: Some(reg.width),
            }));
        }
        S::Select => {
            // select(a, b, c): each lane's c chooses b when its most significant bit is set.
            let cty = fw.expr_ty(args[2]);
            let (cs, csize) = fw.lanes(cty);
            let reg = types::register_scalar(cs, &fw.mw.features, span)?;
            let cond = match csize {
                None => {
                    let z = fw.scalar_literal(reg, 0);
                    fw.binary(B::NotEqual, a[2], z)
                }
                Some(size) => {
                    let (op, k) = if cs.is_signed() {
                        (B::Less, 0)
                    } else {
                        (B::GreaterEqual, 1i64 << (cs.bits() - 1))
                    };
                    let k = fw.scalar_literal(reg, k);
                    let k = fw.expr(Expression::Splat { size, value: k });
                    fw.binary(op, a[2], k)
                }
            };
            fw.expr(Expression::Select {
                condition: cond,
                accept: a[1],
                reject: a[0],
            })
        }
        S::Hadd | S::Rhadd if !float => {
            // (a >> 1) + (b >> 1) + (a & b & 1), or `|` for the rounding form: no overflow.
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let splat = |fw: &mut FnWriter, v: i64| {
                let l = fw.scalar_literal(reg, v);
                match size {
                    Some(size) => fw.expr(Expression::Splat { size, value: l }),
                    None => l,
                }
            };
            let one_u = {
                let l = fw.literal(Literal::U32(1));
                match size {
                    Some(size) => fw.expr(Expression::Splat { size, value: l }),
                    None => l,
                }
            };
            let x = fw.binary(B::ShiftRight, a[0], one_u);
            let y = fw.binary(B::ShiftRight, a[1], one_u);
            let op = if s == S::Hadd { B::And } else { B::InclusiveOr };
            let c = fw.binary(op, a[0], a[1]);
            let one = splat(fw, 1);
            let c = fw.binary(B::And, c, one);
            let t = fw.binary(B::Add, x, y);
            fw.binary(B::Add, t, c)
        }
        S::Rotate if !float && scalar.bits() == 32 => {
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let u = |fw: &mut FnWriter, x| {
                if reg.kind == naga::ScalarKind::Uint {
                    x
                } else {
                    fw.expr(Expression::As {
                        expr: x,
                        kind: naga::ScalarKind::Uint,
                        convert: None,
                    })
                }
            };
            let (x, n) = (u(fw, a[0]), u(fw, a[1]));
            let splat = |fw: &mut FnWriter, v: u32| {
                let l = fw.literal(Literal::U32(v));
                match size {
                    Some(size) => fw.expr(Expression::Splat { size, value: l }),
                    None => l,
                }
            };
            let k31 = splat(fw, 31);
            let n = fw.binary(B::And, n, k31);
            let k32 = splat(fw, 32);
            let back = fw.binary(B::Subtract, k32, n);
            let back = fw.binary(B::And, back, k31);
            let l = fw.binary(B::ShiftLeft, x, n);
            let r = fw.binary(B::ShiftRight, x, back);
            let zero = splat(fw, 0);
            let nz = fw.binary(B::NotEqual, n, zero);
            let r = fw.expr(Expression::Select {
                condition: nz,
                accept: r,
                reject: zero,
            });
            let v = fw.binary(B::InclusiveOr, l, r);
            if reg.kind == naga::ScalarKind::Uint {
                v
            } else {
                fw.expr(Expression::As {
                    expr: v,
                    kind: reg.kind,
                    convert: None,
                })
            }
        }
        S::AddSat | S::SubSat if !float && scalar.bits() == 32 && fw.mw.features.int64 => {
            let wide = if scalar.is_signed() {
                naga::ScalarKind::Sint
            } else {
                naga::ScalarKind::Uint
            };
            let w = |fw: &mut FnWriter, x| {
                fw.expr(Expression::As {
                    expr: x,
                    kind: wide,
                    convert: Some(8),
                })
            };
            let (x, y) = (w(fw, a[0]), w(fw, a[1]));
            let op = if s == S::AddSat { B::Add } else { B::Subtract };
            let r = fw.binary(op, x, y);
            let (lo, hi) = if scalar.is_signed() {
                (i32::MIN as i64, i32::MAX as i64)
            } else {
                (0, u32::MAX as i64)
            };
            let wr = naga::Scalar {
                kind: wide,
                width: 8,
            };
            let lo = fw.scalar_literal(wr, lo);
            let hi = fw.scalar_literal(wr, hi);
            let r = fw.expr(Expression::Math {
                fun: Mf::Clamp,
                arg: r,
                arg1: Some(lo),
                arg2: Some(hi),
                arg3: None,
            });
            fw.expr(Expression::As {
                expr: r,
                kind: wide,
                convert: Some(4),
            })
        }
        S::AddSat if !float && scalar.bits() == 32 && size.is_none() => {
            // Without 64-bit integers: the wrapped sum, replaced by the limit on overflow.
            let r = fw.binary(B::Add, a[0], a[1]);
            if scalar.is_signed() {
                // Overflow: both operands have one sign and the sum the other.
                let z = fw.literal(Literal::I32(0));
                let x_neg = fw.binary(B::Less, a[0], z);
                let y_neg = fw.binary(B::Less, a[1], z);
                let r_neg = fw.binary(B::Less, r, z);
                let same = fw.binary(B::Equal, x_neg, y_neg);
                let flipped = fw.binary(B::NotEqual, x_neg, r_neg);
                let over = fw.binary(B::LogicalAnd, same, flipped);
                let max = fw.literal(Literal::I32(i32::MAX));
                let min = fw.literal(Literal::I32(i32::MIN));
                let limit = fw.expr(Expression::Select {
                    condition: x_neg,
                    accept: min,
                    reject: max,
                });
                fw.expr(Expression::Select {
                    condition: over,
                    accept: limit,
                    reject: r,
                })
            } else {
                let over = fw.binary(B::Less, r, a[0]);
                let max = fw.literal(Literal::U32(u32::MAX));
                fw.expr(Expression::Select {
                    condition: over,
                    accept: max,
                    reject: r,
                })
            }
        }
        S::MulHi if !float && scalar.bits() == 32 && size.is_none() => {
            if fw.mw.features.int64 {
                let wide = if scalar.is_signed() {
                    naga::ScalarKind::Sint
                } else {
                    naga::ScalarKind::Uint
                };
                let x = fw.expr(Expression::As {
                    expr: a[0],
                    kind: wide,
                    convert: Some(8),
                });
                let y = fw.expr(Expression::As {
                    expr: a[1],
                    kind: wide,
                    convert: Some(8),
                });
                let p = fw.binary(B::Multiply, x, y);
                let k = fw.literal(Literal::U32(32));
                let h = fw.binary(B::ShiftRight, p, k);
                fw.expr(Expression::As {
                    expr: h,
                    kind: wide,
                    convert: Some(4),
                })
            } else {
                mul_hi_32(fw, a[0], a[1], scalar.is_signed())
            }
        }
        _ => {
            return fw.unsupported(span, format_args!("'{}'", s.name()));
        }
    };
    Ok(v)
}

/// The high 32 bits of a 32 x 32-bit product from 16-bit halves (no 64-bit integers).
fn mul_hi_32(
    fw: &mut FnWriter,
    a: Handle<Expression>,
    b: Handle<Expression>,
    signed: bool,
) -> Handle<Expression> {
    let u = |fw: &mut FnWriter, x| {
        if signed {
            fw.expr(Expression::As {
                expr: x,
                kind: naga::ScalarKind::Uint,
                convert: None,
            })
        } else {
            x
        }
    };
    let (x, y) = (u(fw, a), u(fw, b));
    let k16 = fw.literal(Literal::U32(16));
    let mask = fw.literal(Literal::U32(0xffff));
    let (xl, xh) = (fw.binary(B::And, x, mask), fw.binary(B::ShiftRight, x, k16));
    let (yl, yh) = (fw.binary(B::And, y, mask), fw.binary(B::ShiftRight, y, k16));
    let ll = fw.binary(B::Multiply, xl, yl);
    let lh = fw.binary(B::Multiply, xl, yh);
    let hl = fw.binary(B::Multiply, xh, yl);
    let hh = fw.binary(B::Multiply, xh, yh);
    // mid = (ll >> 16) + (lh & 0xffff) + (hl & 0xffff); hi = hh + (lh >> 16) + (hl >> 16) + (mid >> 16)
    let t = fw.binary(B::ShiftRight, ll, k16);
    let lhl = fw.binary(B::And, lh, mask);
    let hll = fw.binary(B::And, hl, mask);
    let mid = fw.binary(B::Add, t, lhl);
    let mid = fw.binary(B::Add, mid, hll);
    let lhh = fw.binary(B::ShiftRight, lh, k16);
    let hlh = fw.binary(B::ShiftRight, hl, k16);
    let midh = fw.binary(B::ShiftRight, mid, k16);
    let hi = fw.binary(B::Add, hh, lhh);
    let hi = fw.binary(B::Add, hi, hlh);
    let mut hi = fw.binary(B::Add, hi, midh);
    if signed {
        // Signed correction: subtract b where a < 0 and a where b < 0.
        let z = fw.literal(Literal::I32(0));
        let zu = fw.literal(Literal::U32(0));
        let an = fw.binary(B::Less, a, z);
        let bn = fw.binary(B::Less, b, z);
        let sub_b = fw.expr(Expression::Select {
            condition: an,
            accept: y,
            reject: zu,
        });
        let sub_a = fw.expr(Expression::Select {
            condition: bn,
            accept: x,
            reject: zu,
        });
        hi = fw.binary(B::Subtract, hi, sub_b);
        hi = fw.binary(B::Subtract, hi, sub_a);
        return fw.expr(Expression::As {
            expr: hi,
            kind: naga::ScalarKind::Sint,
            convert: None,
        });
    }
    hi
}

/// `vloadN(offset, p)` / `vstoreN(value, offset, p)`: the N elements from `p[offset * N]`, one
/// by one (naga has no wider view of a scalar array).
fn vload_vstore(
    fw: &mut FnWriter,
    builtin: Builtin,
    n: u32,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Val> {
    let store = matches!(builtin, Builtin::Vstore(_));
    let (value, offset, ptr) = if store {
        (Some(fw.lower_value(args[0])?), args[1], args[2])
    } else {
        (None, args[0], args[1])
    };
    let off = fw.lower_value(offset)?;
    let off = fw.index_i32(off, fw.expr_ty(offset));
    let mut p = fw.lower_ptr(ptr)?;
    let Some(crate::function::Step::Index(first)) = p.steps.last().copied() else {
        return fw.unsupported(
            span,
            format_args!("'{builtin}' through a pointer to a single object"),
        );
    };
    let width = fw.literal(Literal::I32(n as i32));
    let scaled = fw.binary(B::Multiply, off, width);
    let start = fw.binary(B::Add, first, scaled);
    let mut parts = Vec::new();
    for k in 0..n {
        let kk = fw.literal(Literal::I32(k as i32));
        let at = fw.binary(B::Add, start, kk);
        *p.steps.last_mut().expect("checked") = crate::function::Step::Index(at);
        let pt = fw.pointer(&p);
        match value {
            Some(v) => {
                let lane = fw.expr(Expression::AccessIndex { base: v, index: k });
                fw.written(&p);
                fw.push(Statement::Store {
                    pointer: pt,
                    value: lane,
                });
            }
            None => parts.push(fw.expr(Expression::Load { pointer: pt })),
        }
    }
    if store {
        return Ok(Val::Void);
    }
    let t = fw.mw.ty(ty, span)?;
    Ok(Val::Value(fw.expr(Expression::Compose {
        ty: t,
        components: parts,
    })))
}
