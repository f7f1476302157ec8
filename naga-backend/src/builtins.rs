//! OpenCL C's builtin functions as naga expressions and statements: work-item functions from
//! the built-in ids, the overrides and the argument block; barriers; atomics on storage and
//! workgroup arrays (whose elements become atomic); the math, integer, common and geometric
//! functions naga has (the relational ones in `relational`). The accurate float functions arrive as library calls (the
//! backend pipeline's `math-library` stage). Anything else is a diagnostic naming the target.

use crate::argblock;
use crate::function::{FnWriter, PtrVal, Root, Val, R};
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
    if let Builtin::VloadHalf { width, aligned } = builtin {
        return vload_half(fw, builtin, width as u32, aligned, args, ty, span);
    }
    if let Builtin::VstoreHalf {
        width,
        aligned,
        rounding,
    } = builtin
    {
        return vstore_half(fw, builtin, width as u32, aligned, rounding, args, span);
    }
    if let Builtin::SubGroup(sg) = builtin {
        return crate::groups::sub_group(fw, sg, args, ty, span);
    }
    let Builtin::Simple(s) = builtin else {
        return fw.unsupported(span, format_args!("'{builtin}'"));
    };
    if crate::images::is_image_builtin(s) {
        return crate::images::builtin(fw, s, args, ty, span);
    }
    if s == S::Printf {
        return Err(oclvk_frontend::diag::Diagnostic::error(
            span,
            "internal error: a printf call reached the naga emitter (the printf-records stage writes it)",
        ));
    }
    if s == S::PrintfBuffer {
        let Some(buffer) = fw.mw.printf_buffer() else {
            return Err(oclvk_frontend::diag::Diagnostic::error(
                span,
                "internal error: the printf buffer outside a kernel",
            ));
        };
        let zero = fw.literal(Literal::I32(0));
        return Ok(Val::Ptr(crate::function::PtrVal {
            root: Root::Global(buffer),
            steps: vec![crate::function::Step::Index(zero)],
        }));
    }
    if let Some(v) = work_item(fw, s, args, ty, span)? {
        return Ok(Val::Value(v));
    }
    if let Some(v) = crate::groups::work_group(fw, s, args, ty, span)? {
        return Ok(v);
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
    if let Some(v) = atomic(fw, s, args, ty, span, false)? {
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
pub(crate) fn local_size(fw: &mut FnWriter, d: u32) -> Handle<Expression> {
    match fw.mw.fixed_local_size() {
        Some(size) => fw.literal(Literal::U32(size[d as usize])),
        None if fw.mw.size_overrides => {
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

pub(crate) fn id_component(fw: &mut FnWriter, local: bool, d: u32) -> Handle<Expression> {
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
/// workgroup arrays of 32-bit integers, and program-scope `global` variables: `globals`), so
/// that every access to them is an atomic one.
pub(crate) fn make_atomic(fw: &mut FnWriter, p: &crate::function::PtrVal, span: Span) -> R<()> {
    let Root::Global(g) = p.root else {
        return fw.unsupported(span, "an atomic operation on private memory");
    };
    if let Some(&crate::function::Step::Member(member)) = p.steps.first() {
        if fw.mw.is_program_globals(g) {
            return fw.mw.make_member_atomic(g, member, span);
        }
    }
    let ty = fw.mw.out.global_variables[g].ty;
    let (base, size, stride) = match fw.mw.out.types[ty].inner {
        naga::TypeInner::Array { base, size, stride } => (base, size, stride),
        naga::TypeInner::Atomic(_) => return Ok(()),
        naga::TypeInner::Scalar(s) => {
            if s.width == 8 {
                refuse_int64_atomics(fw, span)?;
            }
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
        naga::TypeInner::Scalar(s) if s.width == 8 && s.kind != naga::ScalarKind::Float => {
            refuse_int64_atomics(fw, span)?;
            s
        }
        naga::TypeInner::Struct { .. } => {
            return fw.unsupported(
                span,
                "an atomic operation on a field of a struct in an array",
            )
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

/// A 64-bit atomic is a diagnostic naming the target where the target has none.
fn refuse_int64_atomics(fw: &FnWriter, span: Span) -> R<()> {
    if fw.mw.features.int64_atomics != types::Int64Atomics::None {
        Ok(())
    } else {
        fw.unsupported(span, "a 64-bit atomic operation")
    }
}

/// Whether `s` is an atomic min or max (`atom_min`, `atomic_fetch_max_explicit`, ...).
pub(crate) fn is_atomic_min_max(s: S) -> bool {
    matches!(
        atomic_function(s),
        Some(naga::AtomicFunction::Min | naga::AtomicFunction::Max)
    )
}

/// Whether `s` is an atomic builtin: an operation, or an atomic load, store or
/// initialization.
pub(crate) fn is_atomic(s: S) -> bool {
    atomic_function(s).is_some()
        || matches!(
            s,
            S::AtomicLoad
                | S::AtomicLoadExplicit
                | S::AtomicStore
                | S::AtomicStoreExplicit
                | S::AtomicInit
        )
}

/// The naga operation of atomic builtin `s` (compare-exchange, which returns only the old
/// value, as an exchange); `None` for the loads, stores and non-atomic builtins.
pub(crate) fn atomic_function(s: S) -> Option<naga::AtomicFunction> {
    Some(match s {
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
        _ => return None,
    })
}

/// The atomic builtin `s` on `args`; `result_unused` where its value is discarded (an
/// expression statement), which is all MSL's 64-bit atomics allow (`min_max64`). `None`
/// where `s` is not an atomic builtin.
pub(crate) fn atomic(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
    result_unused: bool,
) -> R<Option<Val>> {
    if !is_atomic(s) {
        return Ok(None);
    }
    let fun = atomic_function(s);
    let (p, word) = atomic_pointer(fw, args[0], span)?;
    if let (false, types::Int64Atomics::MinMaxStatements, Some(scalar)) = (
        word,
        fw.mw.features.int64_atomics,
        crate::min_max64::int64_pointee(fw, args[0]),
    ) {
        return crate::min_max64::statement(fw, s, scalar, &p, args, result_unused, span).map(Some);
    }
    let Some(fun) = fun else {
        make_atomic(fw, &p, span)?;
        let pt = fw.pointer(&p);
        if matches!(s, S::AtomicLoad | S::AtomicLoadExplicit) {
            let v = fw.expr(Expression::Load { pointer: pt });
            return Ok(Some(Val::Value(from_word(fw, v, word, ty, span)?)));
        }
        let v = fw.lower_value(args[1])?;
        let v = to_word(fw, v, word);
        fw.written(&p);
        fw.push(Statement::Store {
            pointer: pt,
            value: v,
        });
        return Ok(Some(Val::Void));
    };
    let (rs, _) = fw.lanes(ty);
    if word
        && rs.is_signed()
        && matches!(fun, naga::AtomicFunction::Min | naga::AtomicFunction::Max)
    {
        // The word is a `u32`, compared unsigned.
        make_atomic(fw, &p, span)?;
        let value = fw.lower_value(args[1])?;
        fw.written(&p);
        let max = matches!(fun, naga::AtomicFunction::Max);
        let old = crate::records::signed_min_max(fw, &p, max, value);
        return Ok(Some(Val::Value(from_word(fw, old, true, ty, span)?)));
    }
    make_atomic(fw, &p, span)?;
    let reg = match word {
        true => naga::Scalar::U32,
        false => types::register_scalar(rs, &fw.mw.features, span)?,
    };
    let value = match s {
        S::AtomicInc | S::AtomicDec => fw.scalar_literal(reg, 1),
        S::AtomicCmpxchg => fw.lower_value(args[2])?,
        _ => fw.lower_value(args[1])?,
    };
    let value = to_word(fw, value, word);
    fw.written(&p);
    if s == S::AtomicCmpxchg {
        // OpenCL's compare-exchange is strong; naga's is weak (it may fail spuriously): retry
        // until it exchanged or saw another value.
        let cmp = fw.lower_value(args[1])?;
        let cmp = to_word(fw, cmp, word);
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
        let old = fw.expr(Expression::Load { pointer: old_ptr });
        return Ok(Some(Val::Value(from_word(fw, old, word, ty, span)?)));
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
    Ok(Some(Val::Value(from_word(fw, r, word, ty, span)?)))
}

/// The pointer an atomic operation acts through, and whether it is the word of a 32-bit field
/// of an object held as words (`records`), which is a `u32`.
fn atomic_pointer(fw: &mut FnWriter, arg: ExprId, span: Span) -> R<(PtrVal, bool)> {
    let p = fw.lower_ptr(arg)?;
    if let Some(view) = fw.word_view(&p) {
        return Ok((crate::records::atomic_word(fw, view, &p, span)?, true));
    }
    if fw.packing(&p).is_some() {
        return fw.unsupported(span, "an atomic operation on 8- or 16-bit elements");
    }
    Ok((p, false))
}

/// A value given to an atomic operation on a word: its bits as a `u32`.
fn to_word(fw: &mut FnWriter, v: Handle<Expression>, word: bool) -> Handle<Expression> {
    match word {
        true => fw.expr(Expression::As {
            expr: v,
            kind: naga::ScalarKind::Uint,
            convert: None,
        }),
        false => v,
    }
}

/// A word an atomic operation gave back, as the value of IR type `ty`.
fn from_word(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    word: bool,
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    if !word {
        return Ok(v);
    }
    let (rs, _) = fw.lanes(ty);
    let reg = types::register_scalar(rs, &fw.mw.features, span)?;
    Ok(fw.expr(Expression::As {
        expr: v,
        kind: reg.kind,
        convert: None,
    }))
}

fn math(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Handle<Expression>> {
    let mut a = Vec::new();
    // OpenCL's lane-wise builtins take scalars beside vectors (`clamp(v, lo, hi)`,
    // `step(edge, v)`, `ldexp(v, n)`) where naga's take vectors of the result's size.
    let (_, result_size) = fw.lanes(ty);
    let lane_wise = !matches!(s, S::Any | S::All | S::Shuffle | S::Shuffle2);
    for &x in args {
        let v = fw.lower_value(x)?;
        let v = match (result_size, fw.lanes(fw.expr_ty(x)).1) {
            (Some(size), None) if lane_wise && fw.mw.m.types.lanes(fw.expr_ty(x)).is_some() => {
                fw.expr(Expression::Splat { size, value: v })
            }
            _ => v,
        };
        a.push(v);
    }
    let arg_ty = args.first().map(|&x| fw.expr_ty(x)).unwrap_or(ty);
    if let Some(v) = crate::relational::lower(fw, s, &a, arg_ty, ty, span)? {
        return Ok(v);
    }
    let (scalar, size) = fw.lanes(arg_ty);
    if fw.narrow64(ty) || args.iter().any(|&x| fw.narrow64(fw.expr_ty(x))) {
        return wide_min_max(fw, s, args, &a, scalar, span);
    }
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
    if let Some(v) = crate::intops::lower(fw, s, &a, arg_ty, ty, span)? {
        return Ok(v);
    }
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
        S::Sqrt | S::Rsqrt if wide_float && fw.mw.loose_double => {
            let fun = if s == S::Sqrt {
                Mf::Sqrt
            } else {
                Mf::InverseSqrt
            };
            fw.through_float(&a, |fw, v| m(fw, fun, v))
        }
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
        S::Any | S::All => {
            // Whether any (all) lane's most significant bit is set, as 1 or 0.
            let reg = types::register_scalar(scalar, &fw.mw.features, span)?;
            let (op, k) = if scalar.is_signed() {
                (B::Less, 0)
            } else {
                (B::GreaterEqual, 1i64 << (scalar.bits() - 1))
            };
            let k = fw.scalar_literal(reg, k);
            let k = match size {
                Some(size) => fw.expr(Expression::Splat { size, value: k }),
                None => k,
            };
            let set = fw.binary(op, a[0], k);
            let test = match size {
                Some(_) => fw.expr(Expression::Relational {
                    fun: if s == S::Any {
                        naga::RelationalFunction::Any
                    } else {
                        naga::RelationalFunction::All
                    },
                    argument: set,
                }),
                None => set,
            };
            let (rs, _) = fw.lanes(ty);
            let reg = types::register_scalar(rs, &fw.mw.features, span)?;
            let one = fw.scalar_literal(reg, 1);
            let zero = fw.scalar_literal(reg, 0);
            fw.expr(Expression::Select {
                condition: test,
                accept: one,
                reject: zero,
            })
        }
        S::Bitselect => {
            // a ^ ((a ^ b) & c): each bit of c chooses b's bit over a's (floats by their bits;
            // bitwise operations keep an 8/16-bit register's sign extension).
            let bits = |fw: &mut FnWriter, x| {
                if float {
                    fw.expr(Expression::As {
                        expr: x,
                        kind: naga::ScalarKind::Uint,
                        convert: None,
                    })
                } else {
                    x
                }
            };
            let (x, y, c) = (bits(fw, a[0]), bits(fw, a[1]), bits(fw, a[2]));
            let d = fw.binary(B::ExclusiveOr, x, y);
            let d = fw.binary(B::And, d, c);
            let r = fw.binary(B::ExclusiveOr, x, d);
            if float {
                fw.expr(Expression::As {
                    expr: r,
                    kind: naga::ScalarKind::Float,
                    convert: None,
                })
            } else {
                r
            }
        }
        S::Shuffle | S::Shuffle2 => {
            // Each result lane is the source lane its mask lane names, modulo the sources'
            // lanes (`shuffle2`: x's lanes, then y's).
            let two = s == S::Shuffle2;
            let n = size.map_or(1, |z| z as u32);
            let mask = a[a.len() - 1];
            let (_, msize) = fw.lanes(ty);
            let lanes = msize.map_or(1, |z| z as u32);
            let sources = if two { 2 } else { 1 };
            let mut components = Vec::new();
            for j in 0..lanes {
                let m = fw.expr(Expression::AccessIndex {
                    base: mask,
                    index: j,
                });
                let m = fw.expr(Expression::As {
                    expr: m,
                    kind: naga::ScalarKind::Uint,
                    convert: Some(4),
                });
                let all = fw.literal(Literal::U32(n * sources - 1));
                let idx = fw.binary(B::And, m, all);
                let lane = if two {
                    let low = fw.literal(Literal::U32(n - 1));
                    let i = fw.binary(B::And, idx, low);
                    let from_x = fw.expr(Expression::Access {
                        base: a[0],
                        index: i,
                    });
                    let from_y = fw.expr(Expression::Access {
                        base: a[1],
                        index: i,
                    });
                    let nn = fw.literal(Literal::U32(n));
                    let in_x = fw.binary(B::Less, idx, nn);
                    fw.expr(Expression::Select {
                        condition: in_x,
                        accept: from_x,
                        reject: from_y,
                    })
                } else {
                    fw.expr(Expression::Access {
                        base: a[0],
                        index: idx,
                    })
                };
                components.push(lane);
            }
            let nty = fw.mw.ty(ty, span)?;
            fw.expr(Expression::Compose {
                ty: nty,
                components,
            })
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
        _ => {
            return fw.unsupported(span, format_args!("'{}'", s.name()));
        }
    };
    Ok(v)
}

/// A builtin on 64-bit integers held in 32 bits (`wide`): `min`, `max` and `clamp` of values
/// whose fits make the low halves exact as one kind of integer; the others are refused.
fn wide_min_max(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    a: &[Handle<Expression>],
    scalar: ir::Scalar,
    span: Span,
) -> R<Handle<Expression>> {
    let fun = match s {
        S::Min => Mf::Min,
        S::Max => Mf::Max,
        S::Clamp => Mf::Clamp,
        _ => return fw.unsupported(span, format_args!("'{}' on 64-bit integers", s.name())),
    };
    let fits: Vec<_> = args.iter().map(|&x| fw.fit(x)).collect();
    let kind = if fits.iter().all(|f| f.zero) {
        naga::ScalarKind::Uint
    } else if fits.iter().all(|f| f.sign) {
        naga::ScalarKind::Sint
    } else {
        return fw.wide_refusal(span, format_args!("'{}'", s.name()));
    };
    let v: Vec<_> = a.iter().map(|&x| fw.int_as(x, scalar, kind)).collect();
    let r = fw.expr(Expression::Math {
        fun,
        arg: v[0],
        arg1: v.get(1).copied(),
        arg2: v.get(2).copied(),
        arg3: None,
    });
    let own = if scalar.is_signed() {
        naga::ScalarKind::Sint
    } else {
        naga::ScalarKind::Uint
    };
    Ok(if own == kind {
        r
    } else {
        fw.expr(Expression::As {
            expr: r,
            kind: own,
            convert: None,
        })
    })
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
    // From the start of a packed array, N elements filling whole words are one element of N
    // lanes, loaded or stored a word at a time (plainly, when no narrower store makes it atomic).
    if let Some(whole) = fw
        .packing(&p)
        .filter(|_| p.steps.len() == 1 && fw.is_zero_literal(first))
        .and_then(|packed| packed.whole_words(n))
    {
        let vector = crate::function::PtrVal {
            root: p.root,
            steps: vec![crate::function::Step::Index(off)],
        };
        return Ok(match value {
            Some(v) => {
                crate::packed::store(fw, &whole, &vector, v, span)?;
                Val::Void
            }
            None => Val::Value(crate::packed::load(fw, &whole, &vector, ty, span)?),
        });
    }
    let width = fw.literal(Literal::I32(n as i32));
    let scaled = fw.binary(B::Multiply, off, width);
    let start = fw.binary(B::Add, first, scaled);
    let elem = fw
        .mw
        .m
        .types
        .pointee(fw.expr_ty(ptr))
        .map(|(t, _)| fw.mw.m.types.value_type(t))
        .unwrap_or(ty);
    let mut parts = Vec::new();
    for k in 0..n {
        let kk = fw.literal(Literal::I32(k as i32));
        let at = fw.binary(B::Add, start, kk);
        *p.steps.last_mut().expect("checked") = crate::function::Step::Index(at);
        match value {
            Some(v) => {
                let lane = fw.expr(Expression::AccessIndex { base: v, index: k });
                fw.store_element(&p, lane, span)?;
            }
            None => parts.push(fw.load_element(&p, elem, span)?),
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

/// The first element a `vload_half`/`vstore_half` family call reaches and the element type's
/// packing: `p[offset * n]`, or `p[offset * 4]` for the aligned 3-lane forms.
fn half_elements(
    fw: &mut FnWriter,
    builtin: Builtin,
    n: u32,
    aligned: bool,
    offset: ExprId,
    ptr: ExprId,
    span: Span,
) -> R<(
    crate::function::PtrVal,
    Handle<Expression>,
    crate::packed::Packed,
)> {
    let off = fw.lower_value(offset)?;
    let off = fw.index_i32(off, fw.expr_ty(offset));
    let p = fw.lower_ptr(ptr)?;
    let Some(crate::function::Step::Index(first)) = p.steps.last().copied() else {
        return fw.unsupported(
            span,
            format_args!("'{builtin}' through a pointer to a single object"),
        );
    };
    let Some(packed) = fw.packing(&p) else {
        return fw.unsupported(
            span,
            format_args!("'{builtin}' on 'private' memory or program-scope data"),
        );
    };
    let step = if aligned && n == 3 { 4 } else { n };
    let width = fw.literal(Literal::I32(step as i32));
    let scaled = fw.binary(B::Multiply, off, width);
    let start = fw.binary(B::Add, first, scaled);
    Ok((p, start, packed))
}

/// `vload_half[n](offset, p)` and `vloada_half[n]`: halves read from their packed words,
/// widened exactly.
fn vload_half(
    fw: &mut FnWriter,
    builtin: Builtin,
    n: u32,
    aligned: bool,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Val> {
    let (mut p, start, packed) = half_elements(fw, builtin, n, aligned, args[0], args[1], span)?;
    let mut lanes = Vec::new();
    for k in 0..n {
        let kk = fw.literal(Literal::I32(k as i32));
        let at = fw.binary(B::Add, start, kk);
        *p.steps.last_mut().expect("checked") = crate::function::Step::Index(at);
        let bits = crate::packed::load_bits(fw, &packed, &p, span)?;
        lanes.push(crate::packed::half_value(fw, bits));
    }
    if n == 1 {
        return Ok(Val::Value(lanes[0]));
    }
    let t = fw.mw.ty(ty, span)?;
    Ok(Val::Value(fw.expr(Expression::Compose {
        ty: t,
        components: lanes,
    })))
}

/// `vstore_half[n][_rte](data, offset, p)` and `vstorea_half[n]`: `float` lanes rounded to
/// nearest even into their packed words. The exact-rounding stage has made every directed
/// rounding, and every store of `double` lanes, a default-mode store of floats that `half`
/// represents exactly (the library's `__oclvk_round_to_half_*`), so none reaches here.
fn vstore_half(
    fw: &mut FnWriter,
    builtin: Builtin,
    n: u32,
    aligned: bool,
    rounding: ir::Rounding,
    args: &[ExprId],
    span: Span,
) -> R<Val> {
    if !matches!(rounding, ir::Rounding::Default | ir::Rounding::Rte)
        || fw.mw.m.types.scalar_of(fw.expr_ty(args[0])) != Some(Scalar::Float)
    {
        return Err(oclvk_frontend::diag::Diagnostic::error(
            span,
            format!("internal error: '{builtin}' reached the naga emitter unrounded (the exact-rounding stage rounds it)"),
        ));
    }
    let value = fw.lower_value(args[0])?;
    let (mut p, start, packed) = half_elements(fw, builtin, n, aligned, args[1], args[2], span)?;
    for k in 0..n {
        let lane = match n {
            1 => value,
            _ => fw.expr(Expression::AccessIndex {
                base: value,
                index: k,
            }),
        };
        let kk = fw.literal(Literal::I32(k as i32));
        let at = fw.binary(B::Add, start, kk);
        *p.steps.last_mut().expect("checked") = crate::function::Step::Index(at);
        // A `half` element's store rounds the `float` lane to nearest even.
        crate::packed::store(fw, &packed, &p, lane, span)?;
    }
    Ok(Val::Void)
}
